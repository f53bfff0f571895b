"""Findings of unchanged files, replayed without parsing them again.

One JSON file under `.doccheck/cache/`, keyed by path, each entry carrying the xxh3-128 digest of the file's
bytes; the whole file is void when doccheck's version or the configuration changes. Written atomically.
A cache that is missing, corrupt or read-only never fails a run: it just costs a full parse.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

# Bumped whenever the shape of an entry changes, so an older cache is ignored rather than misread.
CACHE_FORMAT = 2
CACHE_TAG = "Signature: 8a477f597d28d172789f06886806bc55\n# This folder is doccheck's cache.\n"


class FindingCache:
    def __init__(self, folder: Path | None, config_digest: str) -> None:
        self.folder = folder
        self.config_digest = config_digest
        self.entries: dict[str, list[Any]] = {}
        self.dirty = False
        if folder is not None:
            self._load(folder / "cache" / "check.json")

    def _load(self, path: Path) -> None:
        try:
            data = json.loads(path.read_bytes())
            if (data.get("format") == CACHE_FORMAT and data.get("config") == self.config_digest
                    and isinstance(data.get("entries"), dict)):
                self.entries = data["entries"]
        except (OSError, ValueError, AttributeError):
            self.entries = {}

    def get(self, path: str, digest: str) -> list[Any] | None:
        """The stored record for this path if the file's bytes are the ones it was made from."""
        entry = self.entries.get(path)
        if isinstance(entry, list) and len(entry) == 3 and entry[0] == digest:
            return entry
        return None

    def put(self, path: str, digest: str, findings: list[list[object]], summary: dict[str, Any] | None) -> None:
        self.entries[path] = [digest, findings, summary]
        self.dirty = True

    def save(self) -> None:
        if self.folder is None or not self.dirty:
            return
        try:
            ensure_cache_dir(self.folder)
            target = self.folder / "cache" / "check.json"
            target.parent.mkdir(exist_ok=True)
            payload = json.dumps({"format": CACHE_FORMAT, "config": self.config_digest, "entries": self.entries},
                                 separators=(",", ":"))
            write_atomic(target, payload.encode())
        except OSError:
            pass  # a read-only checkout still gets its findings; only the next run pays for it


def ensure_cache_dir(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in (("CACHEDIR.TAG", CACHE_TAG), (".gitignore", "*\n")):
        if not (folder / name).exists():
            write_atomic(folder / name, content.encode())


def write_atomic(target: Path, data: bytes) -> None:
    fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
