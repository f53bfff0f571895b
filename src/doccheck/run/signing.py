"""Signing the tool's own state with a key that never leaves this machine, so that nothing a repository holds
(a committed `.doccheck/cache/`) is mistaken for it.

The key is 32 random bytes in `$XDG_CACHE_HOME/doccheck/key` (else `~/.cache/doccheck/key`), made on first
use, mode 0600 in a 0700 folder: outside every work tree. A signed value is `MAGIC`, the HMAC-SHA256 of the
payload, and the payload (`marshal`), which is unmarshalled only after the signature checked out: `marshal` is
not meant for untrusted bytes, and these can only have been written by doccheck on this machine.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import marshal
import os
from pathlib import Path
from typing import Any

MAGIC = b"doccheck-cache\n"
KEY_BYTES = 32


def key_path() -> Path:
    base = os.environ.get("XDG_CACHE_HOME", "")
    # The XDG spec ignores a relative XDG_CACHE_HOME; so do we.
    folder = Path(base) if os.path.isabs(base) else Path.home() / ".cache"
    return folder / "doccheck" / "key"


_KEYS: dict[Path, bytes] = {}  # read once per process and key file


def machine_key() -> bytes | None:
    """This machine's signing key, made on first use; None when it can be neither read nor made."""
    path = key_path()
    if path in _KEYS:
        return _KEYS[path]
    try:
        key = _read_key(path)
        if key is None:
            key = _make_key(path)
    except OSError:
        return None
    if key is not None:
        _KEYS[path] = key
    return key


def _read_key(path: Path) -> bytes | None:
    """The key, if it is this user's: a regular file they own (read without blocking: a FIFO put there would
    stall every run) in a folder only they can write to. A key another user could have placed or read signs
    nothing: anything it signed could be forged."""
    from doccheck.boundary import read_file

    try:
        info = os.lstat(path)
        folder = os.stat(path.parent)
    except FileNotFoundError:
        return None
    if info.st_uid != os.getuid() or folder.st_uid != os.getuid() or folder.st_mode & 0o022 \
            or info.st_mode & 0o077:
        raise OSError(f"{path}: not this user's alone; no cache is kept")
    key = read_file(path, limit=KEY_BYTES)
    return key if len(key) == KEY_BYTES else None


def _make_key(path: Path) -> bytes | None:
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    import tempfile  # only to make the key, once per machine

    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".key.")  # mkstemp makes it 0600
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(os.urandom(KEY_BYTES))
        if path.exists():
            os.replace(temp, path)  # a damaged key: whatever it signed is void anyway
        else:
            # os.link fails if another run made the key first: both then sign with the one that won.
            with contextlib.suppress(FileExistsError):
                os.link(temp, path)
    finally:
        Path(temp).unlink(missing_ok=True)
    return _read_key(path)


def _mac(key: bytes, payload: bytes | memoryview) -> bytes:
    return hmac.new(key, payload, hashlib.sha256).digest()


def signed(key: bytes, value: Any) -> tuple[bytes, bytes, bytes]:
    """The signed value in three parts, to be written one after the other (joined, a large cache is copied)."""
    payload = marshal.dumps(value)
    return MAGIC, _mac(key, payload), payload


def signature_of(data: bytes) -> bytes:
    """The signature in signed data (what another signed value names to be read only with it)."""
    return data[len(MAGIC):len(MAGIC) + 32]


def verified(key: bytes, data: bytes) -> Any:
    """The value `data` holds if `key` signed it, else None."""
    head = len(MAGIC) + 32
    payload = memoryview(data)[head:]  # not a copy: a large cache is megabytes
    if not data.startswith(MAGIC) or not hmac.compare_digest(data[len(MAGIC):head], _mac(key, payload)):
        return None
    try:
        return marshal.loads(payload)
    except (ValueError, EOFError, TypeError):
        return None
