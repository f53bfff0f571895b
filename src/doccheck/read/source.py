"""Bytes from disk to text, or the one reason they cannot be text. Never raises for a bad file."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import NamedTuple

import xxhash

# A decision record is a few kilobytes; anything this large is generated or misplaced, and parsing
# it would cost the whole commit its sub-second budget.
MAX_BYTES = 5 * 1024 * 1024
# The longest document in the test corpus (17 projects) has 4,128 lines. The Markdown parser costs a few
# microseconds a line, so a file of a million short lines (or headings) would take seconds on its own.
MAX_LINES = 20_000


class Source(NamedTuple):
    path: Path
    data: bytes
    digest: str


class Unreadable(NamedTuple):
    path: Path
    reason: str
    code: str  # the rule that reports it: not-text or file-too-large


def read_source(path: Path, root: Path | None = None) -> Source | Unreadable:
    """The file's bytes and digest, or why not. With `root` (the repository), a symbolic link that resolves
    outside it is reported and never opened: a committed `docs/x.md -> ../.git/config` must not be read."""
    try:
        if root is not None and os.path.islink(path):
            target = os.path.realpath(path)
            top = root.resolve()
            # Inside the folder, but git's own (`../.git/config`) is no document either.
            if not Path(target).is_relative_to(top) or ".git" in Path(target).relative_to(top).parts:
                return Unreadable(path, f"is a symbolic link to {os.readlink(path)}, outside the repository; "
                                  "not read (commit the file itself, or exclude the link)", "DC001")
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            # Opening a FIFO or a device named *.md would block the commit forever.
            return Unreadable(path, "cannot be read: not a regular file", "DC001")
        size = info.st_size
        if size > MAX_BYTES:
            return Unreadable(path, f"file is {size / 1e6:.1f} MB, over the {MAX_BYTES // 2**20} MB limit; "
                              "exclude it in the doccheck configuration", "DC002")
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        return Unreadable(path, f"cannot be read: {exc.strerror or exc}", "DC001")
    lines = max(data.count(b"\n"), data.count(b"\r"))  # CR-only files end their lines with \r
    if lines > MAX_LINES:
        return Unreadable(path, f"file has {lines:,} lines, over the {MAX_LINES:,}-line limit; "
                          "exclude it in the doccheck configuration", "DC002")
    return Source(path, data, xxhash.xxh3_128_hexdigest(data))


def decode(data: bytes) -> str:
    """Return the text, raising ValueError with a reason when the bytes are not UTF-8 text."""
    if b"\x00" in data[:8192]:
        raise ValueError("binary file (NUL bytes); only Markdown text can be checked")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ValueError(f"invalid UTF-8 at line {line} (byte {exc.start}); re-save the file as UTF-8") from None
    return text
