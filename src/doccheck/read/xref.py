"""References to another repository's decision: how a document writes one. Pure: no I/O.

The check reads them as relations naming something elsewhere (never a missing document here); the graph keeps
them and resolves them (`graph/query/xrefs.py`).

Three forms name a document of another repository:

- `owner/repo#ADR-0012` (an id, as that repository's documents are named: `ADR-0012`, `ADR 12`, `RFC-0003`);
- `owner/repo:docs/adr/0012-x.md` (a path from that repository's top);
- a link to the file on its forge: `https://github.com/owner/repo/blob/<ref>/docs/adr/0012-x.md` (`/tree/`,
  GitLab's `/-/blob/`, Bitbucket's `/src/`).

`owner/repo#12` is not one: on a forge that is an issue or a pull request. A reference keeps the host when it has
one, so `github.com/acme/api` and `gitlab.com/acme/api` stay apart; without one it matches the repository of that
`owner/repo` on any host. In the graph a reference is an entity named by `XRef.name`
(`acme/platform#ADR-0012`) in the stating document's group: the facts about it (SUPERSEDES, AMENDS, CITES) are
that document's, with their history, and what the reference resolves to is decided when it is read
(`query/xrefs.py`), so a repository synced later resolves it without anyone writing to the first one's graph.

Every pattern here is linear: bounded parts, separators no part can contain.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from collections.abc import Iterator

_PART = r"[A-Za-z0-9_.][A-Za-z0-9_.-]{0,99}"
# [host/]owner/repo[/more]: an owner is letters, digits and hyphens (a forge's user or organisation), a host has a
# dot (`github.com/acme/platform`); `node.kubernetes.io/disk-pressure` and `pkg/x/y_test.go` are neither.
_SLUG = (r"(?:(?P<host>[A-Za-z0-9][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){1,5})/)?"
         rf"(?P<slug>[A-Za-z0-9][A-Za-z0-9-]{{0,38}}(?:/{_PART}){{1,3}})")
_ID = r"[A-Za-z]{2,12}(?:-[A-Za-z]{1,11})?[- ]?#?\d{1,6}[a-z]?"  # two letters at least: `#L12` is a line
_PATH = r"[^\s:#?<>()\[\]`'\",;]{1,500}"
# What `read/status.py` matches as one reference after a relation verb (`Superseded by acme/platform#ADR-0012`).
RELATION_PATTERN = (r"(?:[A-Za-z0-9][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){1,5}/)?"
                    rf"[A-Za-z0-9][A-Za-z0-9-]{{0,38}}(?:/{_PART}){{1,3}}(?:#{_ID}(?![\w-])|:{_PATH})")
_BY_ID = rf"{_SLUG}#(?P<id>{_ID})"
_BY_PATH = rf"{_SLUG}:(?P<path>{_PATH})"
# In running text: a reference starts after a space, a bracket or a quote, and ends at a space or a bracket.
_IN_TEXT = rf"(?<![\w/.:#-]){_SLUG}(?:#(?P<id>{_ID})(?![\w-])|:(?P<path>{_PATH}))|https?://[^\s<>()\[\]`'\"]{{1,2000}}"
_COMPILED: dict[str, re.Pattern[str]] = {}  # compiled when first used: the check imports this module, rarely uses it
_FORGE_WORDS = ("blob", "tree", "src", "raw")
DOCUMENT_SUFFIXES = (".md", ".markdown", ".mdx", ".rst", ".txt", ".adoc")


class XRef(NamedTuple):
    host: str | None  # github.com, when the reference names it (a forge link always does)
    slug: str  # owner/repo (or group/sub/repo), lower case
    kind: str  # "id" or "path"
    target: str  # ADR-0012 (upper case prefix, digits as written), or docs/adr/0012-x.md

    @property
    def name(self) -> str:
        """The canonical text: the entity's name in the graph, and what answers show."""
        where = f"{self.host}/{self.slug}" if self.host and self.host != "github.com" else self.slug
        return f"{where}#{self.target}" if self.kind == "id" else f"{where}:{self.target}"


def parse_reference(text: str) -> XRef | None:
    """The reference `text` is (the whole of it, as a relation's target), else None."""
    text = text.strip().strip("<>")
    if not text or len(text) > 2000:
        return None
    if text.lower().startswith(("http://", "https://")):
        return forge_link(text)
    if (found := _compiled(_BY_ID).fullmatch(text)) is not None:
        return XRef(_host(found), found.group("slug").lower(), "id", _canonical_id(found.group("id")))
    if (found := _compiled(_BY_PATH).fullmatch(text)) is not None:
        path = _clean_path(found.group("path"))
        return XRef(_host(found), found.group("slug").lower(), "path", path) if path else None
    return None


def forge_link(url: str) -> XRef | None:
    """A link to a file on a forge: `https://HOST/OWNER/REPO/blob/REF/PATH` (GitLab: `/-/blob/`), else None."""
    from urllib.parse import unquote, urlsplit  # the check reads references, not links: only the graph pays

    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return None
    segments = [unquote(s) for s in parts.path.split("/") if s]
    for at, word in enumerate(segments):
        if word not in _FORGE_WORDS or at < 2 or at + 2 >= len(segments):
            continue
        owner_repo = segments[:at - 1] if segments[at - 1] == "-" else segments[:at]  # GitLab's `/-/blob/`
        path = _clean_path("/".join(segments[at + 2:]))
        if len(owner_repo) < 2 or not path or not all(_compiled(_PART).fullmatch(s) for s in owner_repo):
            return None
        return XRef(parts.hostname.lower(), "/".join(owner_repo).lower(), "path", path)
    return None


def references_in(line: str) -> Iterator[tuple[str, XRef]]:
    """(text as written, reference) for each reference to another repository's document in a line of prose:
    the `owner/repo` forms, and forge links to a document (a file with a documentation suffix)."""
    if "/" not in line:
        return
    for found in _compiled(_IN_TEXT).finditer(line):
        text = found.group().rstrip(".,;:!?")
        xref = parse_reference(text)
        # In prose a path names a document only with a document's suffix (`acme/platform:docs/adr/12-x.md`, not
        # `apps/v1/deployment:spec` or a link to code).
        if xref is None or (xref.kind == "path" and not xref.target.lower().endswith(DOCUMENT_SUFFIXES)):
            continue
        yield text, xref


def _compiled(pattern: str) -> re.Pattern[str]:
    found = _COMPILED.get(pattern)
    if found is None:
        found = _COMPILED[pattern] = re.compile(pattern)
    return found


def _host(found: re.Match[str]) -> str | None:
    host = found.group("host")
    return host.lower() if host else None


def _clean_path(path: str) -> str:
    path = path.split("#", 1)[0].split("?", 1)[0].strip("/")
    parts = [p for p in path.split("/") if p not in ("", ".")]
    if any(p == ".." for p in parts):
        return ""  # above the repository's top: names nothing in it
    return "/".join(parts)


def _canonical_id(text: str) -> str:
    match = re.fullmatch(r"([A-Za-z][A-Za-z-]{0,23}?)[- ]?#?(\d{1,6}[a-z]?)", text)
    return f"{match.group(1).upper()}-{match.group(2)}" if match is not None else text
