"""A document's versions -> its facts as intervals of valid time. Pure: no I/O, no graph.

A version is what one commit made of a document (or its deletion). Versions are taken in order of their
time, then their id, so the same versions give the same intervals whatever order they were synced in.

Each version has a start in valid time:
- the first version (and the first after a deletion): the document's own date (`effective:`, else its decision
  date), else the commit's time; but the first version at a path a rename gave it (`moved_from`) goes on from
  the old path's last version: it starts at its commit, as the old path's facts end there;
- a later version: its own date when it replaced the date an earlier version stated (an in-place edit that
  re-decides), else the time of its commit: a status edited in place holds from that commit, not from the
  original decision date, and a draft without a date holds until the commit that first dates it;
- a deletion: the time of its commit.
A later version never starts before an earlier one (one whose date is earlier starts at its commit); one that
states a date before its own commit moves answers about the past, and the derivation says so (`Derived.notes`).

A fact holds from the version that first states it (or the date the statement gives, `valid-from`) until the
first version that stops stating it, the date it gives (`valid-to`), or the deletion. Stated again after an
interruption, it is a new interval with its own id. Transaction time rides along: `recorded_at` is when the
repository first said it (the commit), `end_recorded_at` when the repository said it ended.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterable
from datetime import UTC, date, datetime
from typing import NamedTuple

from doccheck.graph.history.episodes import NAMESPACE
from doccheck.graph.temporal.facts import DocRef, Entity, Fact, Resolver, document_entity, entity_uuid, link_target
from doccheck.graph.temporal.statements import Statement, Term, VersionFacts
from doccheck.read.xref import parse_reference
from doccheck.regex import lazy

ENDED_STATUSES = frozenset({"superseded", "replaced", "deprecated", "rejected", "withdrawn", "abandoned",
                            "obsolete", "cancelled", "reverted"})
SUPERSEDING = frozenset({"SUPERSEDES", "REPLACES"})
_ONCE_IN_FORCE = frozenset({"superseded", "replaced", "deprecated", "obsolete"})  # statuses that presuppose it was
_DOC_REFERENCE = lazy(r"^(?:(?:ADR|RFC|KEP|SE|CIP|CPS|OTEP|PEP|DR|FEAT|SPEC)[- ]?#?\d{1,6}|#\d{1,6})$", re.I)


class Version(NamedTuple):
    path: str  # from the configuration's root
    version_id: str  # the commit, or a content digest outside git
    time: datetime  # the commit's time (transaction time)
    group_id: str
    facts: VersionFacts | None  # None: the document was deleted
    commit: str | None
    episodes: dict[str, str]  # part -> episode uuid
    moved_from: str | None = None  # a rename: the path this version's document had before its commit

    @property
    def order(self) -> tuple[datetime, str]:
        return (self.time, self.version_id)


def begins(version: Version, previous: Version | None) -> bool:
    """Whether the version starts the document's life: its first (not a rename's), or the first after a
    deletion."""
    return previous.facts is None if previous is not None else version.moved_from is None


class Derived(NamedTuple):
    facts: list[Fact]  # every interval of the document, as its versions declare it (before conflicts)
    pending: list[str]  # references to documents the graph does not know (yet)
    notes: list[str]


def version_start(version: Version, previous: Version | None) -> datetime:
    """When a version's changes take effect in valid time (see the module's docstring)."""
    facts = version.facts
    if facts is None or (previous is None and not begins(version, previous)):
        return version.time
    own = facts.effective or facts.date
    if begins(version, previous):
        return _at(own) if own else version.time
    before = None if previous is None or previous.facts is None else (previous.facts.effective or previous.facts.date)
    # A date that replaces another is a re-decision; the first date a document states (its draft had none, or
    # a placeholder) dates the decision it was drafted for, not the draft: the draft held until this commit.
    return _at(own) if own and before is not None and own != before else version.time


def derive(versions: Iterable[Version], resolver: Resolver, me: Callable[[str], DocRef]) -> Derived:
    """The intervals of one document's facts. `me(group)` is the document's own reference in a group."""
    ordered = sorted(versions, key=lambda v: v.order)
    notes: list[str] = []
    pending: set[str] = set()
    open_: dict[tuple[str, str, str], _Open] = {}
    done: list[Fact] = []
    previous: Version | None = None
    last_start: datetime | None = None
    for version in ordered:
        start = version_start(version, previous)
        if last_start is not None and start < last_start:
            # A date before the last version's start would erase what that version stated: the change takes
            # effect when the repository made it.
            start = max(version.time, last_start)
        if previous is not None and version.facts is not None and start < version.time and (
                previous.facts is not None) and start < previous.time:
            notes.append(f"{version.path}: version {version.version_id[:12]} dates its change {start.date()}, before "
                         f"the commit that stated the earlier version ({previous.time.date()}): answers between those "
                         "dates changed")
        last_start = start
        stated = {} if version.facts is None else _resolve(version, resolver, me, pending)
        for key in [k for k in open_ if k not in stated]:
            item = open_.pop(key)
            done.append(item.close(start, version.time, "deleted" if version.facts is None else "edited"))
        for key, (statement, subject, obj) in stated.items():
            if key in open_:
                open_[key].restate(version, statement)
                continue
            begin = _at(statement.valid_from) if statement.valid_from else _first_start(
                statement, version, previous, start, resolver, stated)
            open_[key] = _Open(version, statement, subject, obj, begin)
            if begins(version, previous) and statement.relation == "HAS_STATUS" and (
                    obj.name in _ONCE_IN_FORCE and begin > start and subject.doc_path == version.path):
                # First seen already superseded: it was in force from its own date until then.
                accepted = statement._replace(object=Term("value", "accepted"), origin="inferred", confidence=0.8)
                held = _Open(version, accepted, subject, Entity(entity_uuid(version.group_id, "accepted"),
                                                                  "accepted"), start)
                done.append(held.close(begin, version.time, "edited"))
        previous = version
    done += [item.close(None, None, None) for item in open_.values()]
    return Derived(sorted(done, key=lambda f: (f.valid_from or datetime.min.replace(tzinfo=UTC), f.uuid)),
                   sorted(pending), notes)


def _first_start(statement: Statement, version: Version, previous: Version | None, start: datetime,
                 resolver: Resolver, stated: dict[tuple[str, str, str], tuple[Statement, Entity, Entity]]) -> datetime:
    if not begins(version, previous):
        return start
    if statement.object.kind == "self" and statement.relation in SUPERSEDING:
        # "Superseded by B" in the first version seen: it holds from B's date when B is known, else the commit.
        ref = resolver.resolve(statement.subject.text, version.path)
        return ref.date if ref is not None and ref.date is not None and ref.date > start else version.time
    if statement.relation == "HAS_STATUS" and statement.object.text in ENDED_STATUSES:
        # An ended status did not hold from the original decision date: from its successor's, else the commit.
        successors = [_first_start(s, version, previous, start, resolver, stated) for s, _subject, obj in
                      stated.values() if s.relation in SUPERSEDING and s.object.kind == "self"]
        return min(successors, default=version.time)
    return start


class _Open:
    """A fact being stated, version after version, until one stops."""

    def __init__(self, version: Version, statement: Statement, subject: Entity, obj: Entity,
                 start: datetime) -> None:
        self.first, self.last, self.statement = version, version, statement
        self.subject, self.object, self.start = subject, obj, start
        self.episodes = [version.episodes.get(statement.part) or version.episodes.get("", "")]

    def restate(self, version: Version, statement: Statement) -> None:
        self.last, self.statement = version, statement
        episode = version.episodes.get(statement.part) or version.episodes.get("", "")
        if episode not in self.episodes:
            self.episodes.append(episode)

    def close(self, end: datetime | None, recorded: datetime | None, reason: str | None) -> Fact:
        statement, first = self.statement, self.first
        declared_end = _at(statement.valid_to) if statement.valid_to else None
        if declared_end is not None and (end is None or declared_end < end):
            end, reason, recorded = declared_end, "declared", self.last.time
        if end is not None and end < self.start:
            end = self.start  # held for no time: a later version moved its start back
        group = first.group_id
        uid = str(uuid.uuid5(NAMESPACE, f"{group}/fact/{first.path}/{self.subject.uuid}/{statement.relation}/"
                                        f"{self.object.uuid}/{first.version_id}"))
        return Fact(uid, group, self.subject, statement.relation, self.object, self.start, end,
                    statement.confidence, first.path, statement.line, self.last.commit, self.episodes[0],
                    statement.origin, statement.claim, invalid_at=end, recorded_at=first.time,
                    end_recorded_at=recorded, end_reason=reason, episodes=tuple(e for e in self.episodes if e),
                    first_commit=first.commit, evidence=statement.evidence)


def _resolve(version: Version, resolver: Resolver, me: Callable[[str], DocRef],
             pending: set[str]) -> dict[tuple[str, str, str], tuple[Statement, Entity, Entity]]:
    assert version.facts is not None
    group = version.group_id
    own = document_entity(group, me(group))
    stated: dict[tuple[str, str, str], tuple[Statement, Entity, Entity]] = {}
    for statement in version.facts.statements:
        subject = _entity(statement.subject, own, group, version.path, resolver, pending)
        obj = _entity(statement.object, own, group, version.path, resolver, pending)
        if subject is None or obj is None or subject.key == obj.key:
            continue
        stated.setdefault((subject.key, statement.relation, obj.key), (statement, subject, obj))
    return stated


def _entity(term: Term, own: Entity, group: str, path: str, resolver: Resolver, pending: set[str]) -> Entity | None:
    if term.kind == "self":
        return own
    if term.kind == "ref":
        ref = resolver.resolve(term.text, path)
        if ref is not None:
            return document_entity(group, ref)
        label, target = link_target(term.text)
        xref = parse_reference(target)
        if xref is not None:  # another repository's document: resolved when read (`query/xrefs.py`)
            return Entity(entity_uuid(group, xref.name), xref.name)
        if target.lower().split("#", 1)[0].endswith((".md", ".markdown")) or _DOC_REFERENCE.match(target.strip()):
            pending.add(term.text)  # a document the graph does not know yet: resolved when it arrives
            return None
        name = " ".join((label or target).split())
        return Entity(entity_uuid(group, name), name) if name else None
    return Entity(entity_uuid(group, term.text), term.text)


def _at(text: str | date | None) -> datetime:
    day = date.fromisoformat(text[:10]) if isinstance(text, str) else text
    assert day is not None
    return datetime(day.year, day.month, day.day, tzinfo=UTC)
