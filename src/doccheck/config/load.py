"""Configuration: `[tool.doccheck]` in pyproject.toml or a `.doccheck.toml`, found by walking up from the files.

Read once, merged in one line (the file, then the command line), validated at the boundary by the pydantic
schema in `config_schema.py`. The validated result is kept in the cache folder under a digest of the raw
options, so a run whose configuration did not change neither validates it again nor imports pydantic: on a
warm pre-commit run that import would cost more than the check.
"""

from __future__ import annotations

import fnmatch
import re
import stat
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

import xxhash

from doccheck.errors import UsageError
from doccheck.run.folders import is_agent_file

if TYPE_CHECKING:
    from doccheck.config.schema import ConfigModel, SyncConfig
    from doccheck.read.doctypes import TypeRegistry

PRESET_DIR = Path(__file__).parent.parent / "presets"
PRESETS = ("nygard", "madr", "kep", "rust-rfc")  # besides "default", which every configuration extends
CONFIG_FILES = (".doccheck.toml", "pyproject.toml")
# Bump when the per-document record (record.py) changes shape or content: cached records of the old one are void.
RECORD_VERSION = 9  # 3: dates read with the configured date-order; 4: an empty file's one finding, DC203's hint;
# 5: a register's table (doccheck index);
# 6: families typed by evidence (type, type_reason), template, relations from prose; 7: numbered; 8: missing;
# 9: date_order
SELECTION_KEYS = frozenset({"select", "ignore", "per-file-ignores", "per_file_ignores", "fail-level", "fail_level",
                            "baseline"})
# Folders of tools, never documents: packages, environments, builds, and coding agents' own (`.claude/skills`).
DEFAULT_EXCLUDE = ("node_modules", ".git", ".venv", "venv", ".tox", "_build", "site-packages", ".doccheck",
                   ".claude", ".cursor", ".windsurf", ".clinerules")


class Settings(NamedTuple):
    """The validated `[tool.doccheck]` options, as plain data (defaults live in the schema)."""

    select: tuple[str, ...]
    ignore: tuple[str, ...]
    per_file_ignores: dict[str, tuple[str, ...]]
    extend: tuple[str, ...]
    exclude: tuple[str, ...]
    fail_level: Literal["error", "warning", "never"]
    date_order: Literal["dmy", "mdy"] | None
    cache_dir: str
    roots: tuple[str, ...]
    baseline: str
    registers: tuple[str, ...]
    sync: dict[str, Any]

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Settings:
        return cls(
            select=tuple(data["select"]), ignore=tuple(data["ignore"]),
            per_file_ignores={glob: tuple(codes) for glob, codes in data["per_file_ignores"].items()},
            extend=tuple(data["extend"]), exclude=tuple(data["exclude"]), fail_level=data["fail_level"],
            date_order=data["date_order"], cache_dir=data["cache_dir"], roots=tuple(data["roots"]),
            baseline=data["baseline"], registers=tuple(data.get("registers") or ()),
            sync=data.get("sync") or {},
        )


class Config:
    """The configuration a run uses. (No module the check imports uses dataclasses: importing `dataclasses`
    imports `inspect`, ~7 ms of every run. Records are NamedTuples; classes that change or cache, plain.)"""

    def __init__(self, model: Settings, root: Path, source: Path | None, options: dict[str, Any],
                 type_data: tuple[dict[str, Any], ...], digest: str) -> None:
        self.model = model
        self.root = root  # the folder of the configuration file, else the working directory
        self.source = source
        self.options = options  # as read: what `schema` validates again for the commands that need it
        self.type_data = type_data  # every document type, validated, in detection order
        self.digest = digest  # changes whenever anything that could change a cached finding or record changes

    @cached_property
    def registry(self) -> TypeRegistry:
        from doccheck.read.doctypes import DocType, TypeRegistry

        return TypeRegistry([DocType.from_data(data) for data in self.type_data])

    @cached_property
    def sidecar_names(self) -> frozenset[str]:
        """The files any type keeps beside its documents (a KEP's kep.yaml). Read from the validated types:
        walking the repository needs these, not the registry, whose types compile their patterns."""
        return frozenset(data["sidecar"] for data in self.type_data if data.get("sidecar"))

    @cached_property
    def schema(self) -> ConfigModel:
        """The full pydantic model, for commands that import pydantic anyway (sync, facts)."""
        from doccheck.config.schema import ConfigModel

        return ConfigModel.model_validate(self.options)

    @property
    def sync(self) -> SyncConfig:
        return self.schema.sync

    def is_excluded(self, relative: str) -> bool:
        """Whether a path (relative to the root, posix) is excluded: a default folder name, a coding agent's
        instructions (`folders.is_agent_file`), or a pattern from `exclude` matching the whole path or one of
        its parts."""
        parts = relative.split("/")
        if any(part in DEFAULT_EXCLUDE for part in parts) or is_agent_file(parts[-1]):
            return True
        return any(fnmatch.fnmatchcase(relative, pattern) or pattern in parts for pattern in self.model.exclude)


def find_config_file(start: Path) -> Path | None:
    folder = start if start.is_dir() else start.parent
    for candidate in (folder.resolve(), *folder.resolve().parents):
        for name in CONFIG_FILES:
            path = candidate / name
            if path.is_file() and (name != "pyproject.toml" or _has_tool_table(path)):
                return path
    return None


def _has_tool_table(path: Path) -> bool:
    try:
        return b"[tool.doccheck" in path.read_bytes()
    except OSError:
        return False


def load_config(start: Path, explicit: Path | None = None, overrides: dict[str, Any] | None = None,
                *, use_cache: bool = True) -> Config:
    source = explicit if explicit is not None else find_config_file(start)
    root = source.parent.resolve() if source is not None else Path.cwd()
    raw = _read_bytes(source) if source is not None else b""
    overrides = overrides or {}
    # The validated configuration is kept in a stamp named by the configuration's bytes, the options given on
    # the command line, doccheck's version and its presets, so that a run whose stamp is there reads no TOML
    # and no JSON, and validates nothing (pydantic: ~0.1 s). One stamp per set of options: the hook and a
    # manual run with other flags would otherwise replace each other's. The stamp is in the cache folder,
    # which only a configuration that mentions it (`cache-dir`) has to be read to find.
    key = _stamp_key(source, raw, overrides)
    options: dict[str, Any] | None = None
    if b"cache" in raw or any("cache" in k for k in overrides):
        options = _options(source, raw, overrides)
        cache_dir = options.get("cache-dir", options.get("cache_dir", ".doccheck"))
    else:
        cache_dir = ".doccheck"
    stamp = root / cache_dir / "cache" / f"config-{key}.bin" if use_cache and isinstance(cache_dir, str) else None
    held = _read_stamp(stamp, key) if stamp is not None else None
    if held is not None:
        options, settings, types, findings_digest = held
        return Config(Settings.from_data(settings), root, source, options, tuple(types), findings_digest)
    if options is None:
        options = _options(source, raw, overrides)
    from doccheck.config.schema import validate_options

    settings, types = validate_options(options, source)
    # Findings are cached before selection, so the options that only select findings do not void the cache.
    findings_digest = _digest({k: v for k, v in options.items() if k not in SELECTION_KEYS})
    if stamp is not None:
        _write_stamp(stamp, key, (options, settings, types, findings_digest))
    return Config(Settings.from_data(settings), root, source, options, tuple(types), findings_digest)


STAMPS_KEPT = 8  # validated option sets kept: the newest


def _options(source: Path | None, raw: bytes, overrides: dict[str, Any]) -> dict[str, Any]:
    """The configuration file's table, with the command line's options over it."""
    return {**_read_table(source, raw), **overrides} if source is not None else dict(overrides)


def _stamp_key(source: Path | None, raw: bytes, overrides: dict[str, Any]) -> str:
    from doccheck import __version__

    presets = b"\0".join((PRESET_DIR / f"{name}.toml").read_bytes() for name in ("default", *PRESETS))
    given = repr(sorted(overrides.items())).encode("utf-8", "backslashreplace")
    parts = [__version__.encode(), str(RECORD_VERSION).encode(), str(source).encode("utf-8", "surrogateescape"),
             raw, given, presets]
    return xxhash.xxh3_64_hexdigest(b"\0\0".join(parts))


def _digest(options: dict[str, Any]) -> str:
    import json

    from doccheck import __version__

    extend = options.get("extend", ())
    names = ["default", *(e for e in extend if isinstance(e, str) and (PRESET_DIR / f"{e}.toml").is_file())]
    presets = [(PRESET_DIR / f"{name}.toml").read_text("utf-8") for name in names]
    payload = json.dumps([__version__, RECORD_VERSION, options, presets], sort_keys=True, default=str)
    return xxhash.xxh3_64_hexdigest(payload.encode())


Stamp = tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]], str]  # options, settings, types, digest


def _read_stamp(path: Path, key: str) -> Stamp | None:
    from doccheck.run.cache import read_signed
    from doccheck.run.signing import machine_key

    # Signed like the findings: a stamp committed to the repository is not this machine's, so it is ignored.
    stored = read_signed(path, machine_key())
    try:
        stamp_key, options, settings, types, findings_digest = stored
        if stamp_key == key and isinstance(options, dict) and isinstance(types, list) and \
                isinstance(findings_digest, str):
            Settings.from_data(settings)  # a damaged stamp is a miss, never a failure
            return options, settings, types, findings_digest
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


CONFIG_LIMIT = 1024 * 1024  # a configuration is a few kilobytes


def _read_bytes(path: Path) -> bytes:
    """The configuration file's bytes. Not a regular file (`--config /dev/zero`, a FIFO), or over a megabyte:
    one line saying so, where reading would never end."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise UsageError(f"{path}: cannot read configuration: not a regular file")
        if info.st_size > CONFIG_LIMIT:
            raise UsageError(f"{path}: cannot read configuration: {info.st_size:,} bytes, over the "
                             f"{CONFIG_LIMIT // 1024} KB a configuration can be")
        return path.read_bytes()
    except FileNotFoundError:
        raise UsageError(f"{path}: configuration file not found") from None
    except OSError as exc:
        raise UsageError(f"{path}: cannot read configuration: {exc.strerror or exc}") from None


def _read_table(path: Path, raw: bytes) -> dict[str, Any]:
    import tomllib

    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except tomllib.TOMLDecodeError as exc:
        # tomllib ends its message with "(at line 3, column 9)": the place goes in front, as for a finding.
        where = re.search(r" \(at line (\d+), column (\d+)\)$", str(exc))
        if where is None:
            raise UsageError(f"{path}: not valid TOML: {exc}") from None
        raise UsageError(f"{path}:{where[1]}:{where[2]}: not valid TOML: {str(exc)[:where.start()]}") from None
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path}: cannot read configuration: {exc}") from None
    except RecursionError:  # tomllib reads nested arrays and tables recursively
        raise UsageError(f"{path}: cannot read configuration: nested too deeply; a configuration is a few "
                         "tables deep") from None
    if path.name == "pyproject.toml":
        data = data.get("tool", {}).get("doccheck", {})
    if not isinstance(data, dict):
        raise UsageError(f"{path}: [tool.doccheck] must be a table")
    return data


def code_matches(code: str, name: str, patterns: tuple[str, ...]) -> bool:
    """flake8-style selection: a code, a code prefix (`DC1`) or the rule's name (`missing-section`), in any
    letter case (`dc101`)."""
    return any(code.startswith(p.upper()) or p.lower() == name or p.upper() == "ALL" for p in patterns)


def check_rule_patterns(patterns: tuple[str, ...] | list[str], where: str) -> None:
    """Refuse a code, prefix or name that selects no rule (`DC999`, `DC9`, `missing-sections`): silently
    selecting nothing would turn checks off. The error names the nearest valid one."""
    import difflib

    from doccheck.rules import load_rules

    rules = load_rules()
    codes = sorted(rules)
    names = sorted(r.name for r in rules.values())
    families = sorted({code[:3] for code in codes})
    for pattern in patterns:
        if not isinstance(pattern, str) or not pattern.strip():
            continue
        upper, lower = pattern.strip().upper(), pattern.strip().lower()
        if upper == "ALL" or any(code.startswith(upper) for code in codes) or lower in names:
            continue
        candidates = (families if len(upper) <= 3 else codes) if upper.startswith("DC") else names
        near = difflib.get_close_matches(upper if upper.startswith("DC") else lower, candidates, 1, 0.5)
        hint = f"; did you mean {near[0]!r}?" if near else ""
        raise UsageError(f"{where}: no rule is {pattern!r}{hint} (codes such as DC101, families such as DC1, "
                         "or names such as missing-section; `doccheck rules` lists them)")


def __getattr__(name: str) -> Any:
    # The schema classes are importable from here too, without making every import of config pay for pydantic.
    if name in ("ConfigModel", "SyncConfig"):
        from doccheck.config import schema as config_schema

        return getattr(config_schema, name)
    raise AttributeError(name)
