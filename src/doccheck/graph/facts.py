"""Documents -> facts, without a language model. Pure: no I/O, no graph.

A fact is a (subject, RELATION, object) triple with the envelope a reviewer needs: validity (valid-from, and
valid-to when declared), confidence, source (path, line, commit) and lifecycle status. Facts come from:

- the schema: HAS_TITLE, HAS_STATUS, DECIDED_ON, SUPERSEDES / AMENDS / REPLACES / EXTENDS, DEPENDS_ON,
  PART_OF, DECIDED_BY, OWNED_BY, AUTHORED_BY, HAS_PRIORITY, IN_WAVE (feature specs and their tasks);
- front matter, for what the schema cannot say::

      facts:
        - subject: orders service
          relation: USES
          object: PostgreSQL
          valid-from: 2023-01-01     # optional; default: the document's date
          valid-to: 2024-06-30       # optional
          confidence: 0.9            # optional; default 1.0
      decides:
        datastore: PostgreSQL        # short for (datastore, IS, PostgreSQL)

Only *claims* (front-matter facts, `decides` and statuses) take part in conflicts: a title or a link is a
record of the document, not something another document can contradict.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterable
from datetime import UTC, date, datetime
from pathlib import PurePosixPath
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from doccheck.graph.episodes import NAMESPACE, Episode, SourceDocument, SyncContext, document_id, reference_time

STATUSES = ("active", "superseded", "disputed", "retired", "withdrawn")
SUPERSEDING = frozenset({"SUPERSEDES", "REPLACES"})
DECIDES = "IS"
_ENDED_STATUSES = frozenset({"superseded", "replaced", "deprecated", "rejected", "withdrawn", "abandoned",
                             "obsolete", "cancelled"})
_VERBS = {"supersede": "SUPERSEDES", "obsolete": "SUPERSEDES", "deprecate": "SUPERSEDES", "replace": "REPLACES",
          "amend": "AMENDS", "extend": "EXTENDS", "incorporate": "PART_OF"}
_PEOPLE_KEYS = {"deciders": "DECIDED_BY", "decision-makers": "DECIDED_BY", "owners": "OWNED_BY",
                "owner": "OWNED_BY", "authors": "AUTHORED_BY", "author": "AUTHORED_BY"}
_LINK_KEYS = {"depends-on": "DEPENDS_ON", "dependencies": "DEPENDS_ON", "part-of": "PART_OF"}
_SPLIT = re.compile(r"\s*(?:,|;|\band\b|&)\s*")
_NUMBERED = re.compile(r"^(?:([A-Za-z][A-Za-z-]*?)[-\s#]*)?0*(\d+)$")
_LINK_TEXT = re.compile(r"\[([^\]]*)\]\(([^)\s]+)[^)]*\)")


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

    @property
    def text(self) -> str:
        words = self.relation.lower().replace("_", " ")
        return f"{self.subject.name} {words} {self.object.name}"

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.subject.key, self.relation, self.object.key)

    def declared(self) -> Fact:
        """This fact as its document states it, before any resolution."""
        return self._replace(status="active", invalid_at=self.valid_to, resolved_by=None)


class DocRef(NamedTuple):
    path: str
    doc_id: str
    number: int | None
    date: datetime | None


class Problem(NamedTuple):
    path: str
    line: int
    message: str


class Resolver:
    """Finds the document a reference names: a relative link, `ADR-0014`, `ADR 14`, `#14` or `14`."""

    def __init__(self, docs: Iterable[DocRef]) -> None:
        self.by_path: dict[str, DocRef] = {}
        self.by_id: dict[str, list[DocRef]] = {}
        self.by_number: dict[int, list[DocRef]] = {}
        for ref in docs:
            self.by_path[ref.path] = ref
            self.by_id.setdefault(_id_key(ref.doc_id), []).append(ref)
            if ref.number is not None:
                self.by_number.setdefault(ref.number, []).append(ref)

    def resolve(self, target: str, from_path: str) -> DocRef | None:
        target = target.strip().strip("<>")
        links = _LINK_TEXT.findall(target)
        if links:
            target = links[0][1]
        if "://" in target:
            return None
        folder = PurePosixPath(from_path).parent
        if "/" in target or target.lower().endswith((".md", ".markdown")):
            path = _normalise(folder / target.split("#", 1)[0])
            return self.by_path.get(path)
        candidates = self.by_id.get(_id_key(target), [])
        if not candidates and (match := _NUMBERED.match(target.lstrip("#"))) is not None:
            candidates = self.by_number.get(int(match.group(2)), [])
        near = [c for c in candidates if PurePosixPath(c.path).parent == folder]
        chosen = near or candidates
        return chosen[0] if len(chosen) == 1 else None


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


def fact_uuid(group_id: str, path: str, subject: Entity, relation: str, obj: Entity) -> str:
    return str(uuid.uuid5(NAMESPACE, f"{group_id}/fact/{path}/{subject.uuid}/{relation}/{obj.uuid}"))


def relation_name(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", text.strip()).strip("_").upper()


def doc_ref(source: SourceDocument, context: SyncContext) -> DocRef:
    record = source.record
    number = record.get("number") if isinstance(record.get("number"), int) else None
    when = reference_time(record, context) if record.get("date") else None
    return DocRef(source.relative, document_id(source), number, when)


class FrontMatterFact(BaseModel):
    """One entry of the front matter's `facts:` list (the trust boundary: authors write these by hand)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    subject: str = Field(min_length=1)
    relation: str = Field(min_length=1)
    object: str = Field(min_length=1)
    valid_from: date | None = Field(None, alias="valid-from")
    valid_to: date | None = Field(None, alias="valid-to")
    confidence: float = Field(1.0, ge=0.0, le=1.0)

    @field_validator("subject", "relation", "object", mode="before")
    @classmethod
    def _text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, int | float | date) else value

    @field_validator("valid_from", "valid_to", mode="before")
    @classmethod
    def _date(cls, value: Any) -> Any:
        if isinstance(value, str):
            from doccheck.dates import parse_date

            parsed = parse_date(value)
            if parsed is None or parsed.value is None:
                raise ValueError(f"not a date: {value!r}")
            return parsed.value
        return value


def facts_for(source: SourceDocument, episodes: list[Episode], context: SyncContext,
              resolver: Resolver) -> tuple[list[Fact], list[Problem]]:
    """Every fact the document states, each attributed to the episode it belongs to."""
    builder = _Builder(source, episodes, context, resolver)
    builder.schema_facts()
    if source.doc_type.name == "feature-spec":
        builder.spec_facts()
    builder.front_matter_facts()
    unique = {f.uuid: f for f in builder.facts}  # a fact stated twice is one fact (the first line wins)
    return sorted(unique.values(), key=lambda f: (f.line, f.relation, f.uuid)), builder.problems


class _Builder:
    def __init__(self, source: SourceDocument, episodes: list[Episode], context: SyncContext,
                 resolver: Resolver) -> None:
        self.source, self.context, self.resolver = source, context, resolver
        self.main = episodes[0]
        self.episodes = episodes
        self.group = self.main.group_id
        self.me = document_entity(self.group, doc_ref(source, context))
        self.when = self.main.reference_time
        self.facts: list[Fact] = []
        self.problems: list[Problem] = []

    def add(self, subject: Entity, relation: str, obj: Entity, line: int, *, origin: str = "schema",
            claim: bool = False, valid_from: datetime | None = None, valid_to: datetime | None = None,
            confidence: float = 1.0, episode: Episode | None = None) -> None:
        path = self.source.relative
        uid = fact_uuid(self.group, path, subject, relation, obj)
        if uid in {f.uuid for f in self.facts}:
            return
        start = valid_from or self.when
        self.facts.append(Fact(uid, self.group, subject, relation, obj, start, valid_to, confidence, path, line,
                               self.context.commit, (episode or self._episode_at(line)).uuid, origin, claim,
                               invalid_at=valid_to))

    def _episode_at(self, line: int) -> Episode:
        chosen = self.main
        for episode in self.episodes:
            if episode.line <= line:
                chosen = episode
        return chosen

    def value(self, name: str) -> Entity:
        return Entity(entity_uuid(self.group, name), name)

    def reference(self, target: str) -> Entity:
        ref = self.resolver.resolve(target, self.source.relative)
        if ref is not None:
            return document_entity(self.group, ref)
        links = _LINK_TEXT.findall(target)
        return self.value(links[0][0] or links[0][1] if links else target.strip())

    def schema_facts(self) -> None:
        record, me = self.source.record, self.me
        self.add(me, "HAS_TITLE", self.value(self.source.doc.title), record.get("title_line") or 1)
        if record.get("date"):
            self.add(me, "DECIDED_ON", self.value(record["date"]), record.get("date_line") or 1)
        status = record.get("status")
        status_since = None
        for kind, target, _text, line in record.get("relations", []):
            relation, backward = _relation(kind)
            if relation is None or not str(target).strip():
                continue
            other = self.reference(str(target))
            ref = self.resolver.by_path.get(other.doc_path or "")
            if backward:
                since = ref.date if ref is not None and ref.date is not None else self.context.commit_time
                self.add(other, relation, me, line, valid_from=since)
                if relation in SUPERSEDING:
                    status_since = status_since or since
            else:
                self.add(me, relation, other, line)
        if status:
            ended = status in _ENDED_STATUSES
            self.add(me, "HAS_STATUS", self.value(status), record.get("status_line") or 1, claim=not ended,
                     valid_from=status_since if ended else None)
        doc = self.source.doc
        for key, relation in {**_PEOPLE_KEYS, **_LINK_KEYS}.items():
            if self.source.doc_type.name == "feature-spec" and key in _LINK_KEYS:
                continue  # the spec's own reader knows its dependency lists better
            found = doc.meta(key)
            if found is None:
                continue
            for item in _items(found.value):
                obj = self.reference(item) if relation in ("DEPENDS_ON", "PART_OF") else self.value(item)
                self.add(me, relation, obj, found.line)

    def spec_facts(self) -> None:
        from doccheck.specs import parse_feature_spec

        spec = parse_feature_spec(self.source.doc)
        me = self.me
        if spec.priority:
            self.add(me, "HAS_PRIORITY", self.value(spec.priority), spec.status_line, claim=True)
        for dependency in spec.dependencies:
            self.add(me, "DEPENDS_ON", self.reference(dependency), spec.dependencies_line)
        by_part = {e.part: e for e in self.episodes}
        for task in spec.tasks:
            episode = by_part.get(task.id, self.main)
            entity = self.value(task.id)
            self.add(entity, "PART_OF", me, task.line, episode=episode)
            if task.title:
                self.add(entity, "HAS_TITLE", self.value(task.title), task.line, episode=episode)
            if task.status:
                self.add(entity, "HAS_STATUS", self.value(task.status), task.line, claim=True, episode=episode)
            if task.priority:
                self.add(entity, "HAS_PRIORITY", self.value(task.priority), task.line, claim=True,
                         episode=episode)
            for dependency in task.depends_on:
                self.add(entity, "DEPENDS_ON", self.value(dependency), task.depends_line or task.line,
                         episode=episode)
            if task.wave is not None:
                self.add(entity, "IN_WAVE", self.value(f"wave {task.wave}"), task.line, episode=episode)

    def front_matter_facts(self) -> None:
        front = self.source.doc.front_matter
        data, lines = front.data, front.key_lines
        decides = data.get("decides")
        if decides is not None:
            line = lines.get("decides", 1)
            if not isinstance(decides, dict):
                self.problems.append(Problem(self.source.relative, line, "`decides` must be a mapping of "
                                             "topic: value"))
            else:
                for topic, value in decides.items():
                    self.add(self.value(str(topic)), DECIDES, self.value(str(value)),
                             self._line_of(str(topic), line), origin="decides", claim=True)
        declared = data.get("facts")
        if declared is None:
            return
        line = lines.get("facts", 1)
        if not isinstance(declared, list):
            self.problems.append(Problem(self.source.relative, line, "`facts` must be a list of "
                                         "{subject, relation, object} mappings"))
            return
        for index, entry in enumerate(declared):
            try:
                item = FrontMatterFact.model_validate(entry)
            except ValidationError as exc:
                error = exc.errors()[0]
                where = ".".join(str(p) for p in error["loc"]) or "entry"
                self.problems.append(Problem(self.source.relative, line,
                                             f"facts[{index}]: {where}: {error['msg']}"))
                continue
            relation = relation_name(item.relation)
            self.add(self.reference(item.subject) if self._is_doc(item.subject) else self.value(item.subject),
                     relation, self.value(item.object), self._line_of(item.object, line), origin="front-matter",
                     claim=True, valid_from=_at(item.valid_from), valid_to=_at(item.valid_to),
                     confidence=item.confidence)

    def _is_doc(self, name: str) -> bool:
        return self.resolver.resolve(name, self.source.relative) is not None

    def _line_of(self, text: str, after: int) -> int:
        """The front-matter line that mentions ``text`` (the first after the key), else the key's line."""
        end = self.source.doc.front_matter.body_line
        for number in range(after, min(end, len(self.source.doc.lines) + 1)):
            if text in self.source.doc.lines[number - 1]:
                return number
        return after


def _relation(kind: str) -> tuple[str | None, bool]:
    """('superseded-by') -> ('SUPERSEDES', backward=True); unknown kinds give None."""
    backward = kind.endswith(("-by", "-into"))
    stem = kind.split("-", 1)[0].lower()
    for prefix, relation in _VERBS.items():
        if stem.startswith(prefix):
            return relation, backward
    return None, False


def _items(value: Any) -> list[str]:
    values = value if isinstance(value, list) else _SPLIT.split(str(value))
    items = []
    for item in values:
        text = str(item).strip().strip("*_`").strip()
        if text and text.lower() not in ("none", "n/a", "-", "tbd", "null"):
            items.append(text)
    return items


def _at(day: date | None) -> datetime | None:
    return None if day is None else datetime(day.year, day.month, day.day, tzinfo=UTC)
