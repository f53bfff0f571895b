"""Configuration: `[tool.doccheck]` in pyproject.toml or a `.doccheck.toml`, found by walking up from the files.

Read once, validated at the boundary, merged in one line: defaults, then the file, then the command line.
"""

from __future__ import annotations

import fnmatch
import json
import tomllib
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import xxhash
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from doccheck.errors import UsageError

if TYPE_CHECKING:
    from doccheck.doctypes import DocType, TypeRegistry

# Kept here, not imported from doctypes, so a fully cached run never builds the document-type models.
PRESETS = ("nygard", "madr", "kep", "rust-rfc")
PRESET_DIR = Path(__file__).parent / "presets"

CONFIG_FILES = (".doccheck.toml", "pyproject.toml")
# Bump when the per-document record (record.py) changes shape: cached records of the old shape are void.
RECORD_VERSION = 2
DEFAULT_EXCLUDE = ("node_modules", ".git", ".venv", "venv", ".tox", "_build", "site-packages", ".doccheck")


class ConfigModel(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True)

    select: tuple[str, ...] = ("DC",)
    ignore: tuple[str, ...] = ()
    per_file_ignores: dict[str, tuple[str, ...]] = Field(default_factory=dict, alias="per-file-ignores")
    extend: tuple[str, ...] = ()
    types: tuple[dict[str, Any], ...] = ()
    exclude: tuple[str, ...] = ()
    fail_level: Literal["error", "warning", "never"] = Field("error", alias="fail-level")
    date_order: Literal["dmy", "mdy"] | None = Field(None, alias="date-order")
    cache_dir: str = Field(".doccheck", alias="cache-dir")
    roots: tuple[str, ...] = ()  # folders the repository-wide rules index (default: the configuration's folder)
    sync: dict[str, Any] = Field(default_factory=dict)


_VALID_KEYS = sorted(f.alias or name for name, f in ConfigModel.model_fields.items())


@dataclass(frozen=True)
class Config:
    model: ConfigModel
    root: Path  # the folder of the configuration file, else the working directory
    source: Path | None

    @cached_property
    def registry(self) -> TypeRegistry:
        from doccheck.doctypes import TypeRegistry, preset_types

        own = [_validate_type(entry, self.source) for entry in self.model.types]
        presets = [t for name in self.model.extend for t in preset_types(name)]
        return TypeRegistry([*own, *presets, *preset_types("default")])

    @cached_property
    def digest(self) -> str:
        """Changes whenever anything that could change a finding changes."""
        from doccheck import __version__

        presets = [(PRESET_DIR / f"{name}.toml").read_text("utf-8") for name in ("default", *self.model.extend)]
        payload = json.dumps([__version__, RECORD_VERSION, self.model.model_dump(mode="json"), presets],
                             sort_keys=True)
        return xxhash.xxh3_64_hexdigest(payload.encode())

    def is_excluded(self, relative: str) -> bool:
        """Whether a path (relative to the root, posix) is excluded: a default folder name, or a pattern
        from `exclude` matching the whole path or one of its parts."""
        parts = relative.split("/")
        if any(part in DEFAULT_EXCLUDE for part in parts):
            return True
        return any(fnmatch.fnmatchcase(relative, pattern) or pattern in parts for pattern in self.model.exclude)


def _validate_type(entry: dict[str, Any], source: Path | None) -> DocType:
    from doccheck.doctypes import DocType

    try:
        return DocType.model_validate(entry)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(p) for p in error["loc"])
        raise UsageError(f"{source}: [[types]] {entry.get('name', '?')}: {where}: {error['msg']}") from None


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


def load_config(start: Path, explicit: Path | None = None, overrides: dict[str, Any] | None = None) -> Config:
    source = explicit if explicit is not None else find_config_file(start)
    file_options: dict[str, Any] = {}
    if source is not None:
        file_options = _read_table(source)
    options = {**file_options, **(overrides or {})}
    unknown = sorted(set(options) - set(_VALID_KEYS) - {n for n in ConfigModel.model_fields})
    if unknown:
        raise UsageError(
            f"{source or 'configuration'}: unknown key {', '.join(map(repr, unknown))}; "
            f"valid keys: {', '.join(_VALID_KEYS)}"
        )
    bad_presets = [p for p in options.get("extend", ()) if p not in PRESETS]
    if bad_presets:
        raise UsageError(f"{source}: unknown preset {bad_presets[0]!r} in extend; presets: {', '.join(PRESETS)}")
    try:
        model = ConfigModel.model_validate(options)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(p) for p in error["loc"])
        raise UsageError(f"{source or 'configuration'}: {where}: {error['msg']}") from None
    root = source.parent.resolve() if source is not None else Path.cwd()
    return Config(model, root, source)


def _read_table(path: Path) -> dict[str, Any]:
    try:
        data = tomllib.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        raise UsageError(f"{path}: configuration file not found") from None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise UsageError(f"{path}: cannot read configuration: {exc}") from None
    if path.name == "pyproject.toml":
        data = data.get("tool", {}).get("doccheck", {})
    if not isinstance(data, dict):
        raise UsageError(f"{path}: [tool.doccheck] must be a table")
    return data


def code_matches(code: str, name: str, patterns: tuple[str, ...]) -> bool:
    """flake8-style selection: a code, a code prefix (`DC1`) or the rule's name (`missing-section`)."""
    return any(code.startswith(p) or p == name or p == "ALL" for p in patterns)
