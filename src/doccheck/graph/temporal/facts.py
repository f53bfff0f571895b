"""The fact model: entities, facts with their envelope, documents and how a reference finds one. Pure.

A fact is a (subject, RELATION, object) interval with the envelope a reviewer needs: validity (valid-from,
the end its own document gives in `valid_to`, the end a resolution gives in `invalid_at`), transaction time
(`recorded_at`, `end_recorded_at`: when the repository said so), confidence, source (path, line, commit) and
lifecycle status. What a document states is in `temporal/statements.py`; how statements become intervals in
`temporal/intervals.py`.

Only *claims* (front-matter facts, `decides` and statuses) take part in conflicts: a title or a link is a
record of the document, not something another document can contradict.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterable
from datetime import datetime
from pathlib import PurePosixPath
from typing import NamedTuple

from doccheck.graph.history.episodes import NAMESPACE
from doccheck.read.xref import XRef, parse_reference
from doccheck.regex import lazy

STATUSES = ("active", "ended", "superseded", "disputed", "retired")
SUPERSEDING = frozenset({"SUPERSEDES", "REPLACES"})
_NUMBERED = lazy(r"^(?:([A-Za-z][A-Za-z-]*?)[-\s#]*)?0*(\d+)$")
_LINK_TEXT = lazy(r"\[([^\]]*)\]\(([^)\s]+)[^)]*\)")


class Entity(NamedTuple):
    uuid: str  # per group: every group is its own graph
    name: str
    doc_path: str | None = None  # set for documents

    @property
    def key(self) -> str:
        """The same thing in every group: conflicts are found across groups (a spec against an ADR)."""
        return f"doc:{self.doc_path}" if self.doc_path else " ".join(self.name.casefold().split())

    def in_group(self, group_id: str) -> Entity:
        if self.doc_path:
            return self._replace(uuid=str(uuid.uuid5(NAMESPACE, f"{group_id}/doc/{self.doc_path}")))
        return self._replace(uuid=entity_uuid(group_id, self.name))


class Fact(NamedTuple):
    uuid: str
    group_id: str
    subject: Entity
    relation: str
    object: Entity
    valid_from: datetime | None
    valid_to: datetime | None  # as declared; a resolution may end it earlier in `invalid_at`
    confidence: float
    path: str
    line: int
    commit: str | None
    episode_uuid: str
    origin: str  # schema, front-matter, decides
    claim: bool
    status: str = "active"
    invalid_at: datetime | None = None
    resolved_by: str | None = None  # the fact whose conflict set this one's status / invalid_at
    recorded_at: datetime | None = None  # transaction time: when the repository first said it (its commit)
    end_recorded_at: datetime | None = None  # when the repository said it ended
    end_reason: str | None = None  # edited, deleted, declared (valid-to): why its own document ended it
    episodes: tuple[str, ...] = ()  # every version episode that states it
    first_commit: str | None = None
    expired_at: datetime | None = None  # transaction time of `invalid_at`: when the repository said it ended
    evidence: str = ""  # the document's sentence that says it, when it was read from prose

    @property
    def text(self) -> str:
        words = self.relation.lower().replace("_", " ")
        return f"{self.subject.name} {words} {self.object.name}"

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.subject.key, self.relation, self.object.key)

    def declared(self) -> Fact:
        """This fact as its document states it, before any resolution."""
        return self._replace(status="active", invalid_at=self.valid_to, resolved_by=None,
                             expired_at=self.end_recorded_at if self.valid_to is not None else None)


class DocRef(NamedTuple):
    path: str
    doc_id: str
    number: int | None
    date: datetime | None
    search_text: str = ""  # the record's own words for search (its latest version's `VersionFacts.search_text`)


class Problem(NamedTuple):
    path: str
    line: int
    message: str


class Resolver:
    """Finds the document a reference names: a relative link, `ADR-0014`, `ADR 14`, `#14` or `14`; and, when it
    knows its own repository (`home`: `owner/repo`, the configuration's folder below the top), a reference to
    this repository written as another repository's would be (`owner/repo#ADR-0014`, a link to the forge)."""

    def __init__(self, docs: Iterable[DocRef], home: tuple[str, str] | None = None) -> None:
        self.home = home
        self.by_path: dict[str, DocRef] = {}
        self.by_id: dict[str, list[DocRef]] = {}
        self.by_number: dict[int, list[DocRef]] = {}
        for ref in docs:
            self.by_path[ref.path] = ref
            self.by_id.setdefault(_id_key(ref.doc_id), []).append(ref)
            if ref.number is not None:
                self.by_number.setdefault(ref.number, []).append(ref)
        self.prefixes = {k.rsplit("-", 1)[0] for k in self.by_id if re.fullmatch(r"[a-z][a-z-]*-\d+", k)}

    def resolve(self, target: str, from_path: str) -> DocRef | None:
        target = link_target(target.strip().strip("<>"))[1]
        if self.home is not None and "/" in target and ("#" in target or ":" in target):
            xref = parse_reference(target)
            if xref is not None:
                return self._at_home(xref, from_path)
        if "://" in target:
            return None
        folder = PurePosixPath(from_path).parent
        if "/" in target or target.lower().endswith((".md", ".markdown")):
            path = _normalise(folder / target.split("#", 1)[0])
            return self.by_path.get(path)
        candidates = self.by_id.get(_id_key(target), [])
        if not candidates and (match := _NUMBERED.match(target.lstrip("#"))) is not None and (
                match.group(1) is None or match.group(1).lower() in self.prefixes):
            # `14`, `#14`, `ADR 14`: a number alone, or with a prefix some document's id uses; never "Python 3".
            candidates = self.by_number.get(int(match.group(2)), [])
        near = [c for c in candidates if PurePosixPath(c.path).parent == folder]
        chosen = near or candidates
        return chosen[0] if len(chosen) == 1 else None


    def _at_home(self, xref: XRef, from_path: str) -> DocRef | None:
        """The document of this repository a cross-repository reference names, when it names this one."""
        assert self.home is not None
        slug, below = self.home
        if xref.slug != slug:
            return None
        if xref.kind == "id":
            return self.resolve(xref.target, "")
        path = xref.target
        if below:
            if not path.startswith(below + "/"):
                return None
            path = path[len(below) + 1:]
        return self.by_path.get(path)


def link_target(text: str) -> tuple[str, str]:
    """(label, target) of `[label](target)`, else ("", text)."""
    links = _LINK_TEXT.findall(text)
    return (links[0][0], links[0][1]) if links else ("", text)


def _normalise(path: PurePosixPath) -> str:
    parts: list[str] = []
    for part in path.parts:
        if part == "..":
            if parts:
                parts.pop()
        elif part not in (".", ""):
            parts.append(part)
    return "/".join(parts)


def _id_key(text: str) -> str:
    match = _NUMBERED.match(text.strip())
    if match is not None and match.group(1):
        return f"{match.group(1).lower()}-{int(match.group(2))}"
    return text.strip().casefold()


def entity_uuid(group_id: str, name: str) -> str:
    return str(uuid.uuid5(NAMESPACE, f"{group_id}/entity/{' '.join(name.casefold().split())}"))


def document_entity(group_id: str, ref: DocRef) -> Entity:
    return Entity(str(uuid.uuid5(NAMESPACE, f"{group_id}/doc/{ref.path}")), ref.doc_id, ref.path)


