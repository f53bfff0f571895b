"""The one door for files: every file doccheck reads or writes for itself goes through here.

A repository is untrusted input: a stranger's pull request or a fresh clone can commit a symbolic link to
`/dev/zero`, to a FIFO, to a private key or to a sibling repository's graph, under any name doccheck opens
(`.doccheck/cache/check.bin`, a register, a baseline). So:

- `read_file` opens without following the file into a folder outside the repository (`root`), refuses what
  is not a regular file (a FIFO is opened non-blocking, so it never hangs the run) and reads no more than
  `limit` bytes, the size checked on the open file before reading;
- `write_file` writes whole or not at all (a new file beside the target, then a rename), never through a
  symbolic link, and only inside `root`; `exclusive` never replaces a file that is there (a new record).

A refusal is `Refused` (an OSError), whose message is one line that names the file and what to do.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class Refused(OSError):
    """A file doccheck will not read or write, with the one-line reason."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "refused"


def inside(path: Path | str, root: Path | str) -> bool:
    """Whether `path`, every symbolic link on the way resolved, is `root` or under it."""
    real = os.path.realpath(path)
    top = os.path.realpath(root)
    return real == top or real.startswith(top.rstrip(os.sep) + os.sep)


def read_file(path: Path, *, limit: int, root: Path | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, inside `root` when given; else `Refused`, or the
    OSError of a file that cannot be opened (FileNotFoundError for one that is not there)."""
    if root is not None and not inside(path, root):
        raise Refused(f"{path}: resolves outside the repository ({root}); not read")
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise Refused(f"{path}: not a regular file; not read")
        if info.st_size > limit:
            raise Refused(f"{path}: {info.st_size:,} bytes, over the {limit:,} it may have; not read")
        chunks = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > limit:  # grew while being read
            raise Refused(f"{path}: over the {limit:,} bytes it may have; not read")
        return data
    finally:
        os.close(fd)


def write_file(target: Path, *parts: bytes, root: Path | None = None, private: bool = False,
               exclusive: bool = False) -> None:
    """Write a file whole or not at all: a new file beside it (made here: O_EXCL), then a rename. Never through
    a symbolic link (a committed link would have the write land wherever it points), and, with `root`, only
    inside it. A private file (a cache) is the user's alone; another gets the modes the umask leaves.
    `exclusive`: the new file is linked into place, which fails (FileExistsError) if anything has the name."""
    if os.path.islink(target):
        raise Refused(f"{target}: is a symbolic link; not written through (remove the link)")
    if root is not None and not inside(target.parent, root):
        raise Refused(f"{target}: outside the repository ({root}); not written")
    temp = target.parent / f".{target.name}.{os.urandom(6).hex()}.tmp"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600 if private else 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            for part in parts:
                handle.write(part)
        if exclusive:
            os.link(temp, target)  # never replaces: a file or a link made there meanwhile stays
            temp.unlink()
        else:
            os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
