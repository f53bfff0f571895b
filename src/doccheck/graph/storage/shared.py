"""The embedded FalkorDB shared by every doccheck on one data folder: many readers, one writer.

An `EmbeddedFalkorDB` has one owner; a second doccheck on the same folder used to fail ("in use"). Now the
server is owned by a small *keeper* process (`python -m doccheck.graph.storage.shared DATA_DIR`) and used by any number
of doccheck processes at once (`doccheck facts`, `history`, `mcp`, a sync):

- ``gate`` (flock, exclusive, held for milliseconds): joining and leaving are one at a time, so nobody joins a
  server that is stopping.
- ``users`` (flock, shared, held for a user's lifetime): who uses the server. The kernel drops it when a user
  dies, however it dies.
- ``lock``: the keeper's `EmbeddedFalkorDB` holds it while the server lives, as before.

The first user starts the keeper (in its own session: a Ctrl-C in one terminal does not stop a server others
use) and waits for the server; the others attach to its socket. The last user to leave stops it and waits
until it is gone, so the folder is free when the command returns. If every
user was killed, the keeper notices within half a second and stops the server itself. The server still dies
with its keeper (``PR_SET_PDEATHSIG``).

Writers are one at a time by the sync lock in the graph (`GraphStore.locked`), which a second sync now waits
for. A join waits for the gate at most `wait` seconds (``$DOCCHECK_GRAPH_WAIT``), then fails as busy.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from doccheck.graph.errors import GraphBusy, GraphError
from doccheck.graph.storage.server import (
    ANSWER_TIMEOUT,
    LOCK_FILE,
    LOG_FILE,
    START_TIMEOUT,
    EmbeddedFalkorDB,
    command,
    log_cause,
)

GATE_FILE = "gate"
USERS_FILE = "users"
SOCKET_FILE = "socket"  # the keeper writes its server's socket path here once the server answers
KEEPER_FILE = "keeper"  # the keeper's pid, and its last error
UNSAVED_FILE = "unsaved"  # a writer's writes are not all saved yet (it is writing, or it was killed)
WAIT_ENV = "DOCCHECK_GRAPH_WAIT"
DEFAULT_WAIT = 300.0
_IDLE_CHECK = 0.5


def wait_limit() -> float:
    try:
        return max(float(os.environ.get(WAIT_ENV, DEFAULT_WAIT)), 0.0)
    except ValueError:
        return DEFAULT_WAIT


class SharedFalkorDB:
    """One user's hold on the shared embedded server of ``data_dir``: `start()` joins, `stop()` leaves."""

    def __init__(self, data_dir: Path, *, wait: float | None = None,
                 start_timeout: float = START_TIMEOUT + 2 * ANSWER_TIMEOUT + 30.0) -> None:
        self.data_dir = Path(data_dir)
        self.wait = wait_limit() if wait is None else wait
        self.start_timeout = start_timeout
        self._users: IO[bytes] | None = None
        self._socket_path: Path | None = None
        self._keeper: subprocess.Popen[bytes] | None = None
        self._writing = self._inherited = False

    @property
    def socket_path(self) -> Path:
        if self._socket_path is None:
            raise GraphError("the embedded FalkorDB is not running")
        return self._socket_path

    @property
    def running(self) -> bool:
        return self._users is not None and _held(self.data_dir / LOCK_FILE)

    def start(self) -> None:
        if self._users is not None:
            return
        self.data_dir.mkdir(parents=True, exist_ok=True)
        with self._gate():
            users = (self.data_dir / USERS_FILE).open("ab")
            try:
                fcntl.flock(users.fileno(), fcntl.LOCK_SH)  # exclusive holders hold the gate: never waits
                self._socket_path = self._attach() if _held(self.data_dir / LOCK_FILE) else self._spawn()
            except BaseException:
                users.close()
                raise
            self._users = users

    def begin_writes(self) -> None:
        """Say that this user is about to write: if it dies before it saves, the keeper saves for it."""
        self._inherited = (self.data_dir / UNSAVED_FILE).exists()  # a killed writer's, on a server still up
        (self.data_dir / UNSAVED_FILE).touch()
        self._writing = True

    def save(self) -> None:
        reply = command(self.socket_path, "SAVE", timeout=300.0)
        if not reply.startswith(b"+"):
            raise GraphError(f"FalkorDB could not save {self.data_dir}: {reply.decode(errors='replace')}")
        if self._writing:
            (self.data_dir / UNSAVED_FILE).unlink(missing_ok=True)

    def stop(self, save: bool = True) -> None:
        """Leave: save first if asked (what this user wrote), and stop the server if nobody else uses it."""
        if self._users is None:
            return
        if self._writing and not save:
            if self._inherited:
                save = True  # a killed writer's writes are in the server: keep them
            else:  # a writer that wrote nothing: nothing of its is unsaved
                (self.data_dir / UNSAVED_FILE).unlink(missing_ok=True)
        try:
            if save:
                try:
                    if not _held(self.data_dir / LOCK_FILE):
                        raise OSError("its keeper is gone")
                    self.save()
                except OSError as exc:
                    # The server stopped listening between the last query and this save (refused, or its socket
                    # already removed): say why it went, from its log, not as a socket's error number.
                    cause = log_cause(self.data_dir / LOG_FILE) or str(exc)
                    raise GraphError(f"FalkorDB in {self.data_dir} stopped unexpectedly: {cause}; what was written "
                                     "since its last save is lost: run the command again to write it again") from None
        finally:
            with self._gate(leaving=True):
                fcntl.flock(self._users.fileno(), fcntl.LOCK_UN)
                try:
                    fcntl.flock(self._users.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                    last = True
                except OSError:
                    last = False
                if last:
                    self._stop_keeper()
                self._users.close()
                self._users = None
            self._socket_path = None
            if self._keeper is not None and self._keeper.poll() is not None:
                self._keeper = None

    # -- internals ---------------------------------------------------------------------------------------

    @contextlib.contextmanager
    def _gate(self, leaving: bool = False) -> Iterator[None]:
        gate = (self.data_dir / GATE_FILE).open("ab")
        try:
            deadline = time.monotonic() + (max(self.wait, 30.0) if leaving else self.wait)
            while True:
                try:
                    fcntl.flock(gate.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except OSError as exc:
                    if exc.errno not in (errno.EWOULDBLOCK, errno.EACCES):
                        raise
                if time.monotonic() > deadline:
                    raise GraphBusy(f"the graph folder {self.data_dir} stayed busy for {self.wait:g} s (another "
                                    f"doccheck was starting or stopping its server); try again, or raise "
                                    f"${WAIT_ENV}")
                time.sleep(0.01)
            yield
        finally:
            gate.close()  # closing drops the lock

    def _attach(self) -> Path:
        """The running server's socket; a folder held by a plain `EmbeddedFalkorDB` owner is busy until it goes."""
        deadline = time.monotonic() + self.wait
        while True:
            path = _read(self.data_dir / SOCKET_FILE)
            if path is not None and Path(path).exists():
                with contextlib.suppress(OSError):
                    if command(Path(path), "PING", timeout=2.0) == b"+PONG":
                        return Path(path)
            if not _held(self.data_dir / LOCK_FILE):
                return self._spawn()
            if time.monotonic() > deadline:
                raise GraphBusy(f"the graph folder {self.data_dir} is held by another process that does not share "
                                f"it; try again once it is done, or raise ${WAIT_ENV}")
            time.sleep(0.05)

    def _spawn(self) -> Path:
        (self.data_dir / SOCKET_FILE).unlink(missing_ok=True)
        (self.data_dir / KEEPER_FILE).unlink(missing_ok=True)
        env = {k: v for k, v in os.environ.items() if not k.startswith("COV_CORE")}
        # -P: this runs in the caller's folder (the Action's workspace), whose `doccheck/` must not be imported.
        self._keeper = subprocess.Popen(
            [sys.executable, "-P", "-m", "doccheck.graph.storage.shared", str(self.data_dir.resolve())],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=True,
            start_new_session=True, env=env)
        deadline = time.monotonic() + self.start_timeout
        while True:
            path = _read(self.data_dir / SOCKET_FILE)
            if path is not None:
                return Path(path)
            code = self._keeper.poll()
            if code is not None:
                said = (_read(self.data_dir / KEEPER_FILE) or "").partition("\n")[2]
                cause = said or log_cause(self.data_dir / LOG_FILE) or f"exit code {code}"
                raise GraphError(cause if said else f"FalkorDB did not start in {self.data_dir}: {cause}")
            if time.monotonic() > deadline:
                raise GraphError(f"FalkorDB did not answer within {self.start_timeout:g} s in {self.data_dir}: "
                                 f"{log_cause(self.data_dir / LOG_FILE) or 'no answer'}")
            time.sleep(0.005)

    def _stop_keeper(self) -> None:
        """Tell the keeper to stop its server and wait until the folder is free."""
        pid_text = (_read(self.data_dir / KEEPER_FILE) or "").partition("\n")[0]
        if pid_text.isdigit() and _held(self.data_dir / LOCK_FILE):
            with contextlib.suppress(ProcessLookupError):
                os.kill(int(pid_text), signal.SIGTERM)
        deadline = time.monotonic() + 60.0
        while _held(self.data_dir / LOCK_FILE) and time.monotonic() < deadline:
            time.sleep(0.005)
        if self._keeper is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                self._keeper.wait(timeout=5)


def _held(path: Path) -> bool:
    """Whether another process holds an exclusive flock on ``path``."""
    try:
        handle = path.open("ab")
    except OSError:
        return False
    with handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return True
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
        return False


def _read(path: Path) -> str | None:
    try:
        return path.read_text().strip() or None
    except OSError:
        return None


def keep(data_dir: Path) -> int:
    """The keeper: start the server, say where it listens, stop it when told or when nobody uses it any more."""
    stopping = False

    def on_term(signum: int, frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, on_term)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    server = EmbeddedFalkorDB(data_dir)
    try:
        server.start()
    except GraphError as exc:
        (data_dir / KEEPER_FILE).write_text(f"{os.getpid()}\n{exc}")
        return 1
    (data_dir / KEEPER_FILE).write_text(f"{os.getpid()}\n")
    (data_dir / SOCKET_FILE).write_text(str(server.socket_path))
    last_check = time.monotonic()
    gate: IO[bytes] | None = None  # held while stopping for want of users, so nobody joins a stopping server
    try:
        while not stopping and server.running:
            time.sleep(0.01)
            if time.monotonic() - last_check > _IDLE_CHECK:
                last_check = time.monotonic()
                gate = _gate_if_unused(data_dir)
                if gate is not None:
                    break
    finally:
        (data_dir / SOCKET_FILE).unlink(missing_ok=True)
        try:
            # Each writer saved what it wrote when it left; a writer that was killed did not (its UNSAVED_FILE is
            # still here), and a reader that joined and left after it would not either. What it wrote is kept:
            # every write is an upsert and the cursor names only commits whose versions are all written, so the
            # next run resumes after them rather than starting over.
            server.stop(save=(data_dir / UNSAVED_FILE).exists())
            (data_dir / UNSAVED_FILE).unlink(missing_ok=True)
        except GraphError as exc:
            (data_dir / KEEPER_FILE).write_text(f"{os.getpid()}\n{exc}")
            return 1
        finally:
            if gate is not None:
                gate.close()
    return 0


def _gate_if_unused(data_dir: Path) -> IO[bytes] | None:
    """The gate, held, if every user is gone (killed: the ones that left stopped us themselves)."""
    gate = (data_dir / GATE_FILE).open("ab")
    try:
        fcntl.flock(gate.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        gate.close()
        return None  # someone is joining or leaving
    if _held(data_dir / USERS_FILE):
        gate.close()
        return None
    return gate


if __name__ == "__main__":
    raise SystemExit(keep(Path(sys.argv[1])))
