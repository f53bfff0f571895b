"""Configuration: `[tool.doccheck]` in pyproject.toml or a `.doccheck.toml`, found by walking up from the files.

Read once, merged in one line (the file, then the command line), validated at the boundary by the pydantic
schema in `schema.py`. The validated result is kept in the cache folder under a digest of the raw
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

from doccheck.config.presets import PRESET_DIR
from doccheck.errors import UsageError
from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.config.schema import ConfigModel, SyncConfig
    from doccheck.read.doctypes import TypeRegistry

CONFIG_FILES = (".doccheck.toml", "pyproject.toml")
# Bump when the per-document record (record.py) changes shape or content: cached records of the old one are void.
RECORD_VERSION = 62  # 3: dates read with the configured date-order; 4: an empty file's one finding, DC203's hint;
# 5: a register's table (doccheck index);
# 6: families typed by evidence (type, type_reason), template, relations from prose; 7: numbered; 8: missing;
# 9: date_order; 10: shape (the family's conventions); 11: review (the day it is due, read/review.py);
# 12: shape's subheads (a sub-section still only its template's prompt); 13: a section's mark (`[Required]`) left out
# of the lines fingerprinted, a refused front matter's fields, a header value's trailing comment; 14: a relation field
# still holding the template's instruction names no record; 15: a matrix's rows are no fields, a folder's README says
# which sections are required; 16: a sub-section's prompt wrapped over lines is alone; 17: a Status section's line
# ends at its fields (`**Deprecated** | Date: ...`), `Partially Deprecated` is amended;
# 18: planned (links in a task list's unticked items); a shape keeps up to 100 sub-headings; 19: a shape's second
# title over every section (its sections are those under it), sub-headings and parts kept to 100 characters;
# 20: slug (a site's page); 21: a shape's sub-headings with the top section each is under (sub_tops); 22: a header
# line's bold fields without separators, a field stated as a section (missing), a stub that says so in words;
# 23: a family's stage folders (its model); 24: its sections written on a condition;
# 25: MyST targets (labels); 26: a sidecar that does not parse is one DC004; 27: no link to a section the document
# holds by its id (a concatenation of a site's pages); 28: relations from the front matter's typed links;
# 29: a title's id names its page (`{#GettingStarted}`, Doxygen's GettingStarted.html)
# 30: the number of the record a document is a part of (`**RFC:** 0007` over a plan with no id in its title)
# 31: the fields a front matter wraps in one mapping with a status (`adr:` over `status`, `superseded_by`)
# 32: a header field whose values are the items nested under it (`* **Status:**` over `  * `Implemented``)
# 33: header fields between middle dots (`Accepted · Date: ...`); "the X of 0015" in a relation field; quarters
# 34: a field after a full-width colon (`- **状态**：Accepted`)
# 35: `2019-Nov-04` a date, `Superseded (in part)` amended; 36: a status's list item's last line (`status_end`)
# 37: months named in six more languages; a Status section's `Superseded by ...` line below its status, and that
# relation's own line; 38: a build's test resources (`src/test/resources/`) are fixtures
# 39: a date's shape where no rule reads it (`date_shape`); a front matter's list of typed relations
# 40: a status badge under the title, a status after a dash, German's "löst ... ab"
# 41: a record's outline (its sections' titles); 42: the images a document shows (`images`), checked as links are
# 43: a date after a label in any script (`作成: `), ADR sections in Japanese, Chinese and Korean, a template titled
# "... template by <author>"; 44: a `Key · value` header line, a header's words after its last field, Chinese statuses
# and joiners, "X this decision replaces is ..." no relation, a date-named note no ADR
# 45: a thing a record said ("the X described in ADR 20") a part of it; an id before a sentence's full stop
# 46: a status as a shortcode; a part superseded with its successor named next; a pointer misses no section;
# a Status section in a sentence; Chinese section numbers; a number a file cites as another place's; a status
# stated again under the title; day-stamped names (yymmdd); parts of a record in its folder; footnotes are text;
# a part superseded in prose by its id; examples no records
# 47: a template's list items under its prompt; the words statuses are written in; a prose status no vocabulary;
# files named for templates (plural) are records; a pitch, a second review; a header of bare keys over their values;
# a status saying in words what replaced the record; a record written whole in a paragraph; two statuses
# of its parts read as the first; 48: a numbered section holds the parts numbered under it at its level;
# 49: a template line's first sentences (a prompt kept in part); 50: a template that says its sections may be adapted;
# 51: a link's destination in angle brackets, and its backslash escapes, as CommonMark reads them; 52: 'decided',
# templates named in other languages; 53: a sidebar's place in front matter makes a site's page;
# 54: a site generator's page fields (Hugo's `params:`) read as the header's; 55: a status table's row about another
# record; 56: answers (a record's number named where a line speaks of amending or replacing it); 57: a file named
# for two records of its series is neither's (index), a vendored copy with a licence of its own is not read;
# 58: a section answered `--` holds text (shape counts); a thing "of this ADR" superseded amends it, once;
# `Jun/2024` a date; "This serves as a successor to [X]" supersedes X; a blueprint titled `# Title` a template;
# `## Status: Accepted by ...` the status; a folder named for architectural records is an ADR's place;
# fenced_off (a code block to the end and its headings); dates with a word processor's hyphens
# 59: an amendment titled so is a part of its record (of_record); a site generator's braced markup is no blank;
# a folder named for templates, its words numbers too, holds templates
# 60: a stub that says its content moved (shape's `moved`)
# 61: HTML headings are sections; answer_names (a record's file named where a line or its section's heading speaks
# of amending or replacing it)
# 62: a template written out in a README's own text (embedded, with its lines' `span`)
SELECTION_KEYS = frozenset({"select", "ignore", "per-file-ignores", "per_file_ignores", "fail-level", "fail_level",
                            "baseline", "severity", "stale-proposal", "stale_proposal"})
# Folders of tools, never documents: packages, environments, builds, and coding agents' own (`.claude/skills`, and
# `.agents/skills` that several agents read: superposition's skill keeps a copy of its site's pages, links and all;
# the BMAD Method's workflows, installed in `_bmad/` (`.bmad-core/` before v6), whose steps are templates), and
# `third_party/`, where Bazel's and Chromium's conventions keep other projects' code (Donner's stb, tiny-skia-cpp).
DEFAULT_EXCLUDE = ("node_modules", ".git", ".venv", "venv", ".tox", "_build", "site-packages", ".doccheck",
                   ".claude", ".codex", ".cursor", ".windsurf", ".clinerules", ".agents", ".junie", ".gemini", ".roo",
                   "_bmad", ".bmad-core", "third_party")
# A Go module's copies of its dependencies, each under the host its import path starts with (`vendor/github.com/...`,
# `vendor/golang.org/x/...`, `vendor/k8s.io/...`): other projects' files, neither this repository's documents nor its
# code. A `vendor/` folder of anything else (`vendor/notes/`) with no licence of its own is the repository's.
_MODULE_HOST = lazy(r"(?:[a-z0-9-]++\.)++[a-z]{2,6}")
# ... or any other project's copy, a folder of `vendor/` with a licence of its own (`vendor/simdjson/LICENSE`), or
# of a folder named as other projects' copies are kept (FoundationDB's `contrib/Implib.so/LICENSE.txt`, its README
# linking tests it left out); a folder of the repository's own there, with no licence, is read.
VENDOR_FOLDERS = frozenset({"vendor", "vendored", "contrib", "external", "extern", "deps", "3rdparty", "thirdparty",
                            "third-party"})
LICENCE_FILES = ("LICENSE", "LICENSE.md", "LICENSE.txt", "LICENCE", "LICENCE.md", "COPYING", "COPYING.md",
                 "LICENSE-MIT", "LICENSE-APACHE", "LICENSE.MIT", "LICENSE.TXT", "license.txt", "license")
# ... or a released package copied in whole, anywhere below the top: a licence of its own beside the `dist/` it was
# built into (ECommerceApp's `ECommerceApp.Web/cldrjs/` and `globalize/`, whose docs link the sources left out).
# ... or kept in step by another repository's automation, as its README says (Arcade's `eng/common/README.md`).
_AUTOMATED = lazy(r"\b(?:overwritten|managed|updated|synced|synchronized|kept in sync)[ \t]++by[ \t]++automation\b",
                  re.IGNORECASE)
_AUTOMATED_HEAD = 4096  # bytes of the README that say so (Arcade's opens on a drawing of 1,500)
_README_BYTES = 1 << 16  # a README larger than this is not read for it
# ... and a Hugo or Jekyll site's theme, kept in `themes/<name>/` with a theme's own folders (Docsy's user guide and
# its vendored Bootstrap): another project's documents. A page about themes (`docs/themes/dark.md`) is one's own.
_THEME_FOLDERS = frozenset({"layouts", "assets", "static", "userguide", "exampleSite", "archetypes", "i18n", "_layouts",
                            "_includes", "_sass"})


# A coding agent's instructions are not documents: they tell an agent how to write records, so their
# placeholders and `Status: Draft` lines are instructions, not facts. AGENTS.md and its kin, a skill's SKILL.md,
# GitHub Copilot's files (which it finds by these suffixes); the agents' own folders are in DEFAULT_EXCLUDE.
AGENT_FILES = frozenset({"agents.md", "claude.md", "gemini.md", "skill.md", "copilot-instructions.md"})
AGENT_SUFFIXES = (".prompt.md", ".instructions.md", ".chatmode.md", ".agent.md")
# ... and GitHub Copilot's folders of them, whatever a file's name (ECommerceApp's `.github/agents/adr-generator.md`,
# a custom agent whose description tells it how to write an ADR)
COPILOT_FOLDERS = frozenset({"agents", "prompts", "instructions", "chatmodes", "skills"})


def is_agent_file(name: str) -> bool:
    lower = name.lower()
    return lower in AGENT_FILES or lower.endswith(AGENT_SUFFIXES)


# A manual page's Markdown source, named for its section (`openshell.1.md`, `git-journal.8.md`) in a `man` folder:
# pandoc's `title:`/`section:`/`date: 2026` header and its `# NAME` heading are the manual's, not a document's.
_MANUAL_PAGE = lazy(r"[A-Za-z][\w-]{0,80}+(?<=[A-Za-z_-])\.[1-9][a-z]?\.(?:md|markdown)", re.IGNORECASE)


def is_manual_page(folder: str, name: str) -> bool:
    """Whether a file is a manual page's source: named `<command>.<section>.md`, under a folder named `man...`."""
    return "man" in folder.lower() and any(part.lower().startswith("man") for part in folder.split("/")) and \
        _MANUAL_PAGE.fullmatch(name) is not None


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
    severity: dict[str, str] = {}  # noqa: RUF012  (a NamedTuple's default, never changed)
    code: dict[str, Any] = {}  # noqa: RUF012  (`[code]`: citations, exclude)
    stale_proposal: str | None = None  # DC602's time, as written ("90d"); None: not checked

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Settings:
        return cls(
            select=tuple(data["select"]), ignore=tuple(data["ignore"]),
            per_file_ignores={glob: tuple(codes) for glob, codes in data["per_file_ignores"].items()},
            extend=tuple(data["extend"]), exclude=tuple(data["exclude"]), fail_level=data["fail_level"],
            date_order=data["date_order"], cache_dir=data["cache_dir"], roots=tuple(data["roots"]),
            baseline=data["baseline"], registers=tuple(data.get("registers") or ()),
            sync=data.get("sync") or {}, severity=dict(data.get("severity") or {}),
            stale_proposal=data.get("stale_proposal"), code=dict(data.get("code") or {}),
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
        """The files any type keeps beside its documents (a KEP's kep.yaml), the family-neutral ones and those named
        for a series (`gep.yaml`). Read from the validated types: walking the repository needs these, not the
        registry, whose types compile their patterns."""
        from doccheck.read.sidecar import SERIES_SIDECARS

        return self.own_sidecar_names | set(SERIES_SIDECARS)

    @cached_property
    def own_sidecar_names(self) -> frozenset[str]:
        """The sidecars looked for beside every document: the types' own and `metadata.yaml`; a series' own
        (`gep.yaml`) only where a path names its series (`read/sidecar.py`)."""
        from doccheck.read.sidecar import METADATA_SIDECARS

        return frozenset(data["sidecar"] for data in self.type_data if data.get("sidecar")) | set(METADATA_SIDECARS)

    @cached_property
    def schema(self) -> ConfigModel:
        """The full pydantic model, for commands that import pydantic anyway (sync, facts): the graph's
        settings the user's own configuration sets laid over the repository's, and those only the user may set
        (`trust.py`) refused when the repository sets them unallowed."""
        from doccheck.config.schema import ConfigModel
        from doccheck.config.trust import layered, require_trust

        if self.source is not None:
            raw = read_config_bytes(self.source)
            require_trust(self.source, raw, read_table(self.source, raw), self.root, keys=("sync.",))
        options = dict(self.options)
        user = user_sync_options()
        if user:
            options["sync"] = layered(options.get("sync") or {}, user)
        return ConfigModel.model_validate(options)

    @property
    def root_folders(self) -> list[Path]:
        """The folders the whole set is read from: `roots` under the configuration's folder, else that folder."""
        return [self.root / (r.strip("/") or ".") for r in self.model.roots] or [self.root]

    @property
    def sync(self) -> SyncConfig:
        return self.schema.sync

    def is_excluded(self, relative: str) -> bool:
        """Whether a path (relative to the root, posix) is excluded: a default folder name, a coding agent's
        instructions (`folders.is_agent_file`), a manual page's source, a Go module's vendored dependency, or a
        pattern from `exclude` matching the whole path or one of its parts."""
        parts = relative.split("/")
        if any(part in DEFAULT_EXCLUDE for part in parts) or is_agent_file(parts[-1]) or is_manual_page(
                "/".join(parts[:-1]), parts[-1]):
            return True
        if ".github" in parts[:-1] and any(parts[i] == ".github" and parts[i + 1] in COPILOT_FOLDERS
                                           for i in range(len(parts) - 1)):
            return True
        if any(self._vendored(parts, i) for i in range(len(parts) - 1)):
            return True
        # (each folder of the path, and the path itself where it names one: the walk asks of each folder it enters)
        folders = ["/".join(parts[:k]) for k in range(1, len(parts) + ("." not in parts[-1]))]
        if any(self._automated(folder) for folder in folders):
            return True  # a folder another repository's automation keeps in step (Arcade's `eng/common/`)
        if any(self._released_copy(folder) for folder in folders):
            return True
        if "themes" in parts[:-3] and any(parts[i] == "themes" and parts[i + 2] in _THEME_FOLDERS
                                          for i in range(len(parts) - 3)):
            return True  # a site generator's theme, another project's (pipecd's `docs/themes/docsy/userguide/`)
        return any(fnmatch.fnmatchcase(relative, pattern) or pattern in parts for pattern in self.model.exclude)

    def _vendored(self, parts: list[str], at: int) -> bool:
        """Whether the folder `parts[at + 1]` is another project's copy: a Go module's, under its host in a `vendor/`
        folder (or `vendor-internal/`, the autoscaler's OCI provider's copy of its SDK), or any with a licence of its
        own in a folder named for such copies."""
        name = parts[at]
        if name.startswith("vendor") and _MODULE_HOST.fullmatch(parts[at + 1]):
            return True
        return name in VENDOR_FOLDERS and self._licensed("/".join(parts[:at + 2]))

    def _licensed(self, folder: str) -> bool:
        """Whether a folder holds a licence of its own: `vendor/simdjson/LICENSE`, another project's copy (quick-lint-js
        keeps five so, their READMEs linking files it left out)."""
        known = self._licensed_folders.get(folder)
        if known is None:
            known = self._licensed_folders[folder] = any((self.root / folder / name).is_file()
                                                         for name in LICENCE_FILES)
        return known

    def _released_copy(self, folder: str) -> bool:
        """Whether a folder below the top is a released package copied in: its `dist/` beside a licence of its own.
        (The top itself is the project, whose own `dist/` it may commit: Lovefield's.)"""
        if folder in ("", "."):
            return False
        known = self._released_folders.get(folder)
        if known is None:
            known = self._released_folders[folder] = (self.root / folder / "dist").is_dir() and self._licensed(folder)
        return known

    @cached_property
    def _released_folders(self) -> dict[str, bool]:
        """What `_released_copy` found of each folder asked of."""
        return {}

    def _automated(self, folder: str) -> bool:
        """Whether a folder's README says automation writes it from elsewhere: "Changes made in this directory are
        subject to being overwritten by automation" (Arcade's `eng/common/`, in every .NET Foundation repository),
        whose pages link the files of the repository they were written in."""
        known = self._automated_folders.get(folder)
        if known is None:
            readme = self.root / folder / "README.md"
            known = False
            if readme.is_file() and not readme.is_symlink():
                from doccheck.boundary import read_file

                try:  # (a regular file inside the repository: a folder linked out of it is not read through)
                    head = read_file(readme, limit=_README_BYTES, root=self.root)[:_AUTOMATED_HEAD]
                    known = _AUTOMATED.search(head.decode("utf-8", "replace")) is not None
                except OSError:
                    known = False
            self._automated_folders[folder] = known
        return known

    @cached_property
    def _licensed_folders(self) -> dict[str, bool]:
        """What `_licensed` found of each folder asked of."""
        return {}

    @cached_property
    def _automated_folders(self) -> dict[str, bool]:
        """What `_automated` found of each folder asked of."""
        return {}


def find_config_file(start: Path) -> Path | None:
    """The nearest configuration file at or above `start`. One that another user could have placed (a shared
    folder's, not the user's own: `trust.placed_by_another`) is passed over with a note: it is not theirs."""
    folder = start if start.is_dir() else start.parent
    for candidate in (folder.resolve(), *folder.resolve().parents):
        for name in CONFIG_FILES:
            path = candidate / name
            if path.is_file() and (name != "pyproject.toml" or _has_tool_table(path)):
                from doccheck.config.trust import placed_by_another

                if placed_by_another(path):
                    import sys

                    print(f"doccheck: {str(path)!r} belongs to another user in a folder others can write to; "
                          "not used as your configuration", file=sys.stderr)
                    continue
                return path
    return None


def _has_tool_table(path: Path) -> bool:
    try:
        return b"[tool.doccheck" in path.read_bytes()
    except OSError:
        return False


def findings_digest(options: dict[str, Any]) -> str:
    import json

    from doccheck import __version__

    extend = options.get("extend", ())
    names = ["default", *(e for e in extend if isinstance(e, str) and (PRESET_DIR / f"{e}.toml").is_file())]
    presets = [(PRESET_DIR / f"{name}.toml").read_text("utf-8") for name in names]
    payload = json.dumps([__version__, RECORD_VERSION, options, presets], sort_keys=True, default=str)
    return xxhash.xxh3_64_hexdigest(payload.encode())


CONFIG_LIMIT = 1024 * 1024  # a configuration is a few kilobytes


def read_config_bytes(path: Path) -> bytes:
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


def read_table(path: Path, raw: bytes) -> dict[str, Any]:
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


def user_sync_options() -> dict[str, Any]:
    """The `[sync]` table of the user's own configuration (`trust.user_config_path`), or {}: read as a
    repository's is (`read_table`), through the one door for files."""
    from doccheck.boundary import read_file
    from doccheck.config.trust import USER_FILE_LIMIT, user_config_path

    path = user_config_path()
    try:
        data = read_file(path, limit=USER_FILE_LIMIT)
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise UsageError(f"{path}: cannot read your configuration: {exc}") from None
    sync = read_table(path, data).get("sync", {})
    if not isinstance(sync, dict):
        raise UsageError(f"{path}: [sync] must be a table")
    return sync


def severity_for(code: str, name: str, table: dict[str, str]) -> str | None:
    """The severity the configuration gives a rule, the most specific entry winning: its code or its name, then
    the longest prefix (`DC4` over `DC`), then `ALL`; None when no entry names it."""
    best, rank = None, -1
    for pattern, level in table.items():
        upper = pattern.strip().upper()
        if upper == code or pattern.strip().lower() == name:
            found = 1000
        elif upper == "ALL":
            found = 0
        elif code.startswith(upper):
            found = len(upper)
        else:
            continue
        if found > rank:
            best, rank = level, found
    return best


def code_matches(code: str, name: str, patterns: tuple[str, ...]) -> bool:
    """flake8-style selection: a code, a code prefix (`DC1`) or the rule's name (`missing-section`), in any
    letter case (`dc101`)."""
    return any(code.startswith(p.upper()) or p.lower() == name or p.upper() == "ALL" for p in patterns)


def __getattr__(name: str) -> Any:
    # The schema classes are importable from here too, without making every import of config pay for pydantic.
    if name in ("ConfigModel", "SyncConfig"):
        from doccheck.config import schema as config_schema

        return getattr(config_schema, name)
    raise AttributeError(name)
