"""The paths a decision governs, as its document declares them: globs from the configuration's folder.

    governs: [src/payments/**, api/payments.proto]      front matter, a list
    governs: src/payments/**, api/payments.proto        front matter or a `Governs:` header line, comma-separated
    affects:                                            adrkit's field, read as it writes it: paths only
      - {type: path, pattern: "packages/core/**"}       (a package or a catalog entity is not a path)
    applies_to: [services/billing/**]                   the field some families already have

`governs` is doccheck's own word: every value is a glob. One may name another repository's paths, as a platform
team's decision governs its services' code (issue 28): `acme/payments:src/**`, `github.com/acme/payments:src/**`,
or `acme/*:**/Dockerfile` for every repository of an owner (`elsewhere` reads one). The check never applies such a
glob to this repository's files (it cannot know this repository's name without asking git); the graph does, when
that repository asks what governs one of its paths (`graph/query/why.py`, `why --all-projects`).

The other fields are the families' own and say other things too (`applies_to: Active Directory`, `affects: {type:
package, ...}`, `affects: [@scope/package]`), so only a value that reads as a path is taken from them: it has a
`/`, a wildcard, or a file's suffix, and is not an npm package's name.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple, Protocol

from doccheck.regex import lazy


class _Value(Protocol):
    """A metadata value as the document holds it (`document.MetaValue`)."""

    @property
    def value(self) -> Any: ...

    @property
    def line(self) -> int: ...

# The fields read, doccheck's own first; keys as `meta_key` gives them (`applies_to` -> `applies-to`).
FIELDS = ("governs", "applies-to", "affects", "governed-paths", "paths")
MAX_GLOBS = 100  # per document: more is data, not a decision's scope
MAX_GLOB = 300  # characters
_SPLIT = lazy(r"[ \t]*+[,;][ \t]*+|[ \t]++(?=[^ \t])")
_PATHLIKE = lazy(r"/|[*?\[]|^[\w.-]{1,100}+\.[A-Za-z0-9]{1,8}+$")
_PACKAGE = lazy(r"^@[\w.-]{1,100}+/[\w.-]{1,100}+$")  # `@objectstack/objectql`: an npm package, not a path


# `owner/repo:glob`, with the forge's host before it or not; `*` in the owner's or repository's name matches any
# within it. Each part is bounded and has one way to match, so a hostile value is read in linear time.
_ELSEWHERE = lazy(r"((?:[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9][a-z0-9-]{0,62}){1,4}/)?"
                  r"[\w.*-]{1,100}/[\w.*-]{1,100}):([^:]{1,300})", re.IGNORECASE)


class Elsewhere(NamedTuple):
    """A glob over another repository's paths: which repositories (`acme/payments`, `acme/*`, with its host or
    not; lower case) and the glob within each."""

    repository: str
    glob: str

    def names(self, slug: str | None, host: str | None = None) -> bool:
        """Whether it names the repository `owner/repo` (on `host`, when both say one)."""
        import fnmatch

        if not slug:
            return False
        wanted = self.repository
        if wanted.count("/") == 2:  # github.com/acme/payments
            named_host, _, wanted = wanted.partition("/")
            if host is not None and named_host != host.lower():
                return False
        owner, _, name = wanted.partition("/")
        have_owner, _, have_name = slug.lower().partition("/")
        return fnmatch.fnmatchcase(have_owner, owner) and fnmatch.fnmatchcase(have_name, name)


def elsewhere(glob: str) -> Elsewhere | None:
    """The repositories and glob of `owner/repo:glob` (see the module's docstring); None for a glob of this
    repository's own paths."""
    found = _ELSEWHERE.fullmatch(glob.strip())
    if found is None or found.group(2).startswith("/"):
        return None
    return Elsewhere(found.group(1).lower(), found.group(2).strip())


def local(globs: list[Governed] | tuple[tuple[str, int, str], ...]) -> list[tuple[str, int, str]]:
    """Those of a document's globs that name this repository's own paths."""
    return [(g[0], g[1], g[2]) for g in globs if elsewhere(g[0]) is None]


class Governed(NamedTuple):
    glob: str
    line: int
    field: str  # the key it was read from


def governed(meta: Callable[[str], _Value | None]) -> list[Governed]:
    """The globs of the first field a document declares (`meta`: its metadata by key; see the module's
    docstring)."""
    for field in FIELDS:
        found = meta(field)
        if found is None:
            continue
        own = field == "governs"
        globs = [g for g in _values(found.value, own) if own or (_PATHLIKE.search(g) and not _PACKAGE.match(g))]
        if globs:
            return [Governed(g, found.line, field) for g in globs[:MAX_GLOBS]]
    return []


def _values(value: Any, own: bool) -> list[str]:
    """The globs in a field's value: a list, a comma-separated line, adrkit's `{type: path, pattern: ...}`."""
    items = value if isinstance(value, list) else [value]
    globs: list[str] = []
    for item in items[:MAX_GLOBS]:
        if isinstance(item, dict):
            kind = str(item.get("type") or "path").lower()
            target = item.get("pattern") or item.get("path") or item.get("glob")
            if kind in ("path", "glob", "file", "files") and isinstance(target, str):
                globs.append(target)
        elif isinstance(item, str | int | float):
            text = str(item)
            parts = _SPLIT.split(text) if ("," in text or ";" in text or own) else [text]
            globs += parts
    cleaned = []
    for glob in globs:
        glob = glob.strip().strip("`'\"").strip()
        if glob.startswith("./"):
            glob = glob[2:]
        if glob and len(glob) <= MAX_GLOB and "\0" not in glob and not glob.startswith(("http://", "https://")):
            cleaned.append(glob)
    return cleaned
