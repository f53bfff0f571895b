"""Work done on the second core by a forked child, its result read back through a pipe.

A commit's run is too short for a process pool (starting one costs more than the work), but a fork costs about a
millisecond: the child has everything this process has loaded, does one piece of work and writes its result.
Only work whose result the caller can do without is given to a child: a child that fails, or cannot be
started, gives None, and the caller does that work itself.
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
from collections.abc import Callable


def can_fork(jobs: int | None) -> bool:
    """Whether a child would run beside this process: more than one core to use (`jobs`, else the machine's),
    and no other thread here (a fork copies only the calling thread, and the locks the others hold)."""
    threads = sys.modules.get("threading")
    return ((jobs or os.cpu_count() or 1) > 1 and hasattr(os, "fork")
            and (threads is None or threads.active_count() == 1))


class Forked:
    """A child doing `work`; `result` waits for what it returned, `close` ends it if nobody asked."""

    def __init__(self, pid: int, pipe: int) -> None:
        self.pid = pid
        self.pipe = pipe

    @classmethod
    def start(cls, work: Callable[[], bytes]) -> Forked | None:
        reading, writing = os.pipe()
        # What both processes hold now is never collected again in either (it lives until the run ends): a
        # collection walking it would write to every page of it, and each page written is copied between the two.
        gc.freeze()
        try:
            pid = os.fork()
        except OSError:
            os.close(reading)
            os.close(writing)
            return None
        if pid == 0:
            os.close(reading)
            _child(work, writing)  # never returns
        os.close(writing)
        return cls(pid, reading)

    def result(self) -> bytes | None:
        """What the child's work returned, or None if it failed."""
        if not self.pid:
            return None
        chunks = []
        try:
            while chunk := os.read(self.pipe, 1 << 16):
                chunks.append(chunk)
        except OSError:
            chunks = []
        status = self._end(kill=False)
        return b"".join(chunks) if status == 0 else None

    def close(self) -> None:
        """End the child, if its result was not asked for."""
        if self.pid:
            self._end(kill=True)

    def _end(self, kill: bool) -> int:
        pid, self.pid = self.pid, 0
        if kill:
            import signal

            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            os.close(self.pipe)
        try:
            return os.waitpid(pid, 0)[1]
        except ChildProcessError:
            return -1


def _child(work: Callable[[], bytes], writing: int) -> None:
    """Run `work`, write what it returns, and exit: 0 only if all of it was written. Nothing reaches the
    terminal (the output is the parent's to give), and no exit handler of the parent's runs."""
    status = 1
    gc.disable()  # a short life, a few documents' garbage: collecting it costs more than keeping it
    try:
        quiet = os.open(os.devnull, os.O_WRONLY)
        os.dup2(quiet, 1)
        os.dup2(quiet, 2)
        data = work()
        with open(writing, "wb") as out:
            out.write(data)
        status = 0
    finally:
        os._exit(status)
