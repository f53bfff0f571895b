"""The validated configuration, kept between runs: `load_config` is the one way a run gets its `Config`.

The configuration is read and validated by `config/`; this module keeps the validated result in a stamp in the
cache folder, signed like the check's cache (`cache.py`, `signing.py`), so that a run whose configuration did
not change neither validates it again nor imports pydantic: on a warm pre-commit run that import would cost
more than the check. It also holds the configuration against the rules: a `select` or `ignore` that names no
rule is refused here, where the rule catalogue (`repo/catalog.py`) is known.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import xxhash

from doccheck.config.load import (
    RECORD_VERSION,
    SELECTION_KEYS,
    Config,
    Settings,
    find_config_file,
    findings_digest,
    read_config_bytes,
    read_table,
)
from doccheck.config.presets import PRESET_DIR, PRESETS
from doccheck.config.trust import is_trusted, refusal, require_trust, user_only


def load_config(start: Path, explicit: Path | None = None, overrides: dict[str, Any] | None = None,
                *, use_cache: bool = True) -> Config:
    source = explicit if explicit is not None else find_config_file(start)
    root = source.parent.resolve() if source is not None else Path.cwd()
    raw = read_config_bytes(source) if source is not None else b""
    overrides = overrides or {}
    # The validated configuration is kept in a stamp named by the configuration's bytes, the options given on
    # the command line, doccheck's version and its presets, so that a run whose stamp is there reads no TOML
    # and no JSON, and validates nothing (pydantic: ~0.1 s). One stamp per set of options: the hook and a
    # manual run with other flags would otherwise replace each other's. The stamp is in the cache folder,
    # which only a configuration that mentions it (`cache-dir`) has to be read to find.
    key = _stamp_key(source, raw, overrides)
    # The file's own table (what the repository sets, before the command line's options): read once, only when
    # needed.
    table: dict[str, Any] | None = None
    if b"cache" in raw or any("cache" in k for k in overrides):
        table = read_table(source, raw) if source is not None else {}
        given = {**table, **overrides}
        cache_dir = given.get("cache-dir", given.get("cache_dir", ".doccheck"))
        if source is not None and "cache-dir" not in overrides and "cache_dir" not in overrides:
            # Where the stamp is read from is itself a path the repository names: held before it is used.
            require_trust(source, raw, {"cache-dir": cache_dir}, root)
    else:
        cache_dir = ".doccheck"
    stamp = root / cache_dir / "cache" / f"config-{key}.bin" if use_cache and isinstance(cache_dir, str) else None
    held = _read_stamp(stamp, key) if stamp is not None else None
    if held is not None:
        options, settings, types, digest, asked = held
        if asked and source is not None and not is_trusted(source, raw):
            raise refusal(source, asked)
        return Config(Settings.from_data(settings), root, source, options, tuple(types), digest)
    if table is None:
        table = read_table(source, raw) if source is not None else {}
    options = {**table, **overrides}
    asked = []
    if source is not None:
        # The graph's settings are held when a graph command reads them (`Config.sync`): a check uses none.
        asked = [a for a in user_only(table, root) if not a.startswith("sync.")]
        if asked and not is_trusted(source, raw):
            raise refusal(source, asked)
    from doccheck.config.schema import validate_options

    settings, types = validate_options(options, source)
    check_selection(settings, str(source or "configuration"))
    # Findings are cached before selection, so the options that only select findings do not void the cache.
    digest = findings_digest({k: v for k, v in options.items() if k not in SELECTION_KEYS})
    if stamp is not None:
        _write_stamp(stamp, key, (options, settings, types, digest, asked))
    return Config(Settings.from_data(settings), root, source, options, tuple(types), digest)


STAMPS_KEPT = 8  # validated option sets kept: the newest


def _stamp_key(source: Path | None, raw: bytes, overrides: dict[str, Any]) -> str:
    from doccheck import __version__

    presets = b"\0".join((PRESET_DIR / f"{name}.toml").read_bytes() for name in ("default", *PRESETS))
    given = repr(sorted(overrides.items())).encode("utf-8", "backslashreplace")
    parts = [__version__.encode(), str(RECORD_VERSION).encode(), str(source).encode("utf-8", "surrogateescape"),
             raw, given, presets]
    return xxhash.xxh3_64_hexdigest(b"\0\0".join(parts))


# options, settings, types, digest, and the user-only settings the user allowed this configuration
Stamp = tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]], str, list[str]]


def _read_stamp(path: Path, key: str) -> Stamp | None:
    from doccheck.run.cache import read_signed
    from doccheck.run.signing import machine_key

    # Signed like the findings: a stamp committed to the repository is not this machine's, so it is ignored.
    stored = read_signed(path, machine_key())
    try:
        stamp_key, options, settings, types, digest, asked = stored
        if stamp_key == key and isinstance(options, dict) and isinstance(types, list) and \
                isinstance(digest, str) and isinstance(asked, list):
            Settings.from_data(settings)  # a damaged stamp is a miss, never a failure
            return options, settings, types, digest, asked
    except (ValueError, KeyError, TypeError, AttributeError):
        pass
    return None


def _write_stamp(path: Path, key: str, stamp: Stamp) -> None:
    from doccheck.run.cache import ensure_cache_dir, write_signed
    from doccheck.run.signing import machine_key

    try:
        ensure_cache_dir(path.parent.parent)
        write_signed(path, machine_key(), (key, *stamp))
        stamps = sorted(path.parent.glob("config-*.bin"), key=lambda p: p.stat().st_mtime_ns)
        for old in stamps[:-STAMPS_KEPT]:
            old.unlink()
    except (OSError, ValueError):
        pass  # read-only checkouts validate every time; a TOML date in the options is no marshal value


def check_selection(settings: dict[str, Any], origin: str) -> None:
    """Every rule pattern of the settings names a rule (`repo.catalog.check_rule_patterns`)."""
    from doccheck.repo.catalog import check_rule_patterns

    check_rule_patterns(settings["select"], f"{origin}: select")
    check_rule_patterns(settings["ignore"], f"{origin}: ignore")
    for glob, codes in settings["per_file_ignores"].items():
        check_rule_patterns(codes, f"{origin}: per-file-ignores {glob!r}")
    check_rule_patterns(list(settings.get("severity") or ()), f"{origin}: severity")
