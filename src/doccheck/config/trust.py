"""The trust boundary: what a repository's configuration may set, and what only the user may.

A repository is a stranger's pull request or a fresh clone, and its `.doccheck.toml` comes with it. It may
set the checks, its document types and its own relative paths inside it. It may not, on its own, set:

- where secrets go: a graph server (`sync.falkordb-url`, which gets `$DOCCHECK_FALKORDB_PASSWORD`) or a
  language-model endpoint (`sync.llm.base-url`, which gets the API key);
- which environment variable is read as a secret (`sync.llm.api-key-env`: `AWS_SECRET_ACCESS_KEY` would do);
- a folder or file outside the repository (`cache-dir`, `baseline`, `registers`, `roots`, `sync.data-dir`):
  doccheck would read, write, or tag for backup tools to skip, whatever it names.

The user sets these in their own configuration, `$XDG_CONFIG_HOME/doccheck/config.toml` (else
`~/.config/doccheck/config.toml`; its `[sync]` table is laid over the repository's), or on the command line, or
allows one repository's configuration as it is now with `doccheck trust`, which records the configuration's path
and the hash of its bytes (as direnv's `allow` does): an edit to the file needs a new `doccheck trust`.

A repository that asks for a user-only setting without that gets one line saying how to allow it, never a
silent use. Nothing here is read by a run whose configuration asks for nothing user-only.
"""

from __future__ import annotations

import os
import posixpath
import stat
from pathlib import Path
from typing import Any

import xxhash

from doccheck.errors import UsageError

# (dotted key, why only the user may set it)
SECRET_KEYS = {
    "sync.falkordb-url": "a graph server: doccheck logs in to it with your $DOCCHECK_FALKORDB_PASSWORD",
    "sync.llm.base-url": "a language-model endpoint: doccheck sends it your API key",
    "sync.llm.api-key-env": "the environment variable doccheck sends as an API key",
}
PATH_KEYS = ("cache-dir", "baseline", "registers", "roots", "sync.data-dir")
USER_FILE_LIMIT = 256 * 1024


def _config_home() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME", "")
    return (Path(base) if os.path.isabs(base) else Path.home() / ".config") / "doccheck"


def user_config_path() -> Path:
    return _config_home() / "config.toml"


def trust_file_path() -> Path:
    return _config_home() / "trusted"


def _get(options: dict[str, Any], dotted: str) -> Any:
    value: Any = options
    for part in dotted.split("."):
        if not isinstance(value, dict):
            return None
        value = value.get(part, value.get(part.replace("-", "_")))
    return value


def _outside(value: str, root: Path) -> bool:
    """Whether a configured path leaves the repository: absolute, `~`, or `..` past its top, or through a
    symbolic link that the repository commits."""
    if not value or value.startswith("~") or os.path.isabs(value) or "\0" in value:
        return bool(value)
    if posixpath.normpath(value.replace("\\", "/")).startswith(".."):
        return True
    real = os.path.realpath(root / value)
    top = os.path.realpath(root)
    return not (real == top or real.startswith(top.rstrip(os.sep) + os.sep))


def user_only(options: dict[str, Any], root: Path) -> list[str]:
    """The settings of a repository's configuration (`options`, as its file has them) that only the user may
    set, each as `key: why`."""
    asked = [f"{key}: {why}" for key, why in SECRET_KEYS.items() if _get(options, key) not in (None, "")]
    for key in PATH_KEYS:
        value = _get(options, key)
        values = value if isinstance(value, list | tuple) else [value]
        for item in values:
            if isinstance(item, str) and _outside(item, root):
                asked.append(f"{key}: {item!r} is outside the repository")
    return asked


def config_hash(raw: bytes) -> str:
    return xxhash.xxh3_128_hexdigest(raw)


def is_trusted(source: Path, raw: bytes) -> bool:
    entry = f"{config_hash(raw)} {os.path.realpath(source)}"
    return entry in _trusted_entries()


def _trusted_entries() -> set[str]:
    from doccheck.boundary import read_file

    try:
        data = read_file(trust_file_path(), limit=USER_FILE_LIMIT)
    except OSError:
        return set()
    if not _owned_by_user(trust_file_path()):
        return set()
    return set(data.decode("utf-8", "surrogateescape").splitlines())


def allow(source: Path, raw: bytes) -> Path:
    """Record that the user trusts this configuration file as its bytes are now; the trust file's path."""
    from doccheck.boundary import write_file

    path = trust_file_path()
    entries = {line for line in _trusted_entries() if not line.endswith(" " + os.path.realpath(source))}
    entries.add(f"{config_hash(raw)} {os.path.realpath(source)}")
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    write_file(path, ("\n".join(sorted(entries)) + "\n").encode("utf-8", "surrogateescape"), private=True)
    return path


def revoke(source: Path) -> bool:
    from doccheck.boundary import write_file

    entries = _trusted_entries()
    kept = {line for line in entries if not line.endswith(" " + os.path.realpath(source))}
    if kept != entries:
        write_file(trust_file_path(), ("\n".join(sorted(kept)) + "\n").encode("utf-8", "surrogateescape"),
                   private=True)
    return kept != entries


def refusal(source: Path | None, asked: list[str]) -> UsageError:
    where = source if source is not None else "the configuration"
    return UsageError(
        f"{where}: sets what only you may set ({'; '.join(asked)}); if you trust this repository's "
        f"configuration, run `doccheck trust --config {where}` (again after it changes), or set it in "
        f"{user_config_path()} or on the command line")


def require_trust(source: Path | None, raw: bytes, options: dict[str, Any], root: Path,
                  keys: tuple[str, ...] | None = None) -> None:
    """Raise the one-line refusal when the repository's configuration asks for a user-only setting (those under
    `keys` only, when given) that the user has not allowed for it."""
    asked = user_only(options, root)
    if keys is not None:
        asked = [a for a in asked if a.startswith(keys)]
    if asked and (source is None or not is_trusted(source, raw)):
        raise refusal(source, asked)


def layered(repository: dict[str, Any], user: dict[str, Any]) -> dict[str, Any]:
    """The repository's table with the user's over it, table by table."""
    merged = dict(repository)
    for key, value in user.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = layered(merged[key], value)
        else:
            merged[key] = value
    return merged


def _owned_by_user(path: Path) -> bool:
    try:
        info = os.stat(path)
    except OSError:
        return False
    return info.st_uid == os.getuid() or info.st_uid == 0


def placed_by_another(path: Path) -> bool:
    """A configuration file that another user could have put there: in a folder that others may write to (a
    shared temporary folder) and not owned by this user. Such a file is not this user's configuration."""
    try:
        folder = os.stat(path.parent)
        info = os.stat(path)
    except OSError:
        return False
    others_write = bool(folder.st_mode & (stat.S_IWOTH | stat.S_IWGRP))
    return others_write and info.st_uid != os.getuid()
