"""One version of a document -> what it states. Pure: no I/O, no graph, no other document.

A statement is a (subject, RELATION, object) the version says, with its line and envelope. References to
other documents stay as the text the author wrote (`Term("ref", "ADR-0014")`): which document they name is
decided when facts are derived (`temporal/intervals.py`), against every document the graph knows then, so a
successor synced before its predecessor resolves once the predecessor arrives.

Statements come from:

- the schema: HAS_TITLE, HAS_STATUS, DECIDED_ON, SUPERSEDES / AMENDS / REPLACES / EXTENDS / REVERTS,
  DEPENDS_ON, PART_OF, DECIDED_BY, OWNED_BY, AUTHORED_BY, HAS_PRIORITY, IN_WAVE, GOVERNS (a glob);
- the Decision section (`model/decision.py`): what was chosen, as `subject IS value` with the sentence as its
  evidence (a claim while the record binds or has no status), and the options it rejected (`REJECTS`); a record
  that declares `decides:` keeps its own words, and the sentence becomes their evidence;
- front matter, for what the schema cannot say::

      facts:
        - {subject: orders service, relation: USES, object: PostgreSQL, valid-from: 2023-01-01,
           valid-to: 2024-06-30, confidence: 0.9}
      decides:
        datastore: PostgreSQL        # short for (datastore, IS, PostgreSQL)
      effective: 2023-02-01          # when this version's decisions take effect (else its date)

What the check rejects is reported, never stated: a status the type does not know, a date that cannot be
read, a malformed front-matter fact.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from doccheck.graph.history.episodes import SourceDocument, document_id
from doccheck.read.status import CANONICAL_STATUSES, is_placeholder, is_prose
from doccheck.regex import lazy

DECIDES = "IS"
# A choice read from prose is less certain than one the author declared (`decides:`).
DECISION_CONFIDENCE = 0.8
_VERBS = {"supersede": "SUPERSEDES", "obsolete": "SUPERSEDES", "deprecate": "SUPERSEDES", "replace": "REPLACES",
          "amend": "AMENDS", "extend": "EXTENDS", "incorporate": "PART_OF", "revert": "REVERTS"}
_PEOPLE_KEYS = {"deciders": "DECIDED_BY", "decision-makers": "DECIDED_BY", "owners": "OWNED_BY",
                "owner": "OWNED_BY", "authors": "AUTHORED_BY", "author": "AUTHORED_BY"}
_LINK_KEYS = {"depends-on": "DEPENDS_ON", "dependencies": "DEPENDS_ON", "part-of": "PART_OF"}
_SPLIT = lazy(r"\s*+(?:,|;|\band\b|&)\s*+")
_MAX_ITEMS = 200  # a list longer than this in one key is data, not metadata
_MAX_TEXT = 300  # characters of one value kept as an entity name


class Term(NamedTuple):
    kind: str  # "self" (the document), "ref" (another document, as written), "value"
    text: str


class Statement(NamedTuple):
    subject: Term
    relation: str
    object: Term
    line: int
    origin: str  # schema, front-matter, decides
    claim: bool  # takes part in conflicts
    valid_from: str | None  # ISO date the document gives for this statement
    valid_to: str | None
    confidence: float
    part: str  # the episode part it belongs to ("" for the whole document)
    evidence: str = ""  # the sentence of the document that says it, when it is read from prose


class VersionFacts(NamedTuple):
    """What one version says: its identity, its own date and its statements."""

    doc_id: str
    title: str
    number: int | None
    date: str | None  # ISO: the document's decision date
    effective: str | None  # ISO: `effective:` in the front matter, else None
    statements: list[Statement]
    problems: list[tuple[int, str]]  # (line, message): reported, never stored
    search_text: str = ""  # the record's own words for search: title, decision, context (`decision.search_text`)

    def to_json(self) -> dict[str, Any]:
        return {"doc_id": self.doc_id, "title": self.title, "number": self.number, "date": self.date,
                "effective": self.effective, "statements": [[*s.subject, s.relation, *s.object, s.line, s.origin,
                                                              s.claim, s.valid_from, s.valid_to, s.confidence,
                                                              s.part, s.evidence] for s in self.statements],
                "search_text": self.search_text}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> VersionFacts:
        statements = [Statement(Term(r[0], r[1]), r[2], Term(r[3], r[4]), int(r[5]), r[6], bool(r[7]), r[8], r[9],
                                float(r[10]), r[11], r[12] if len(r) > 12 else "") for r in data.get("statements", [])]
        return cls(data.get("doc_id", ""), data.get("title", ""), data.get("number"), data.get("date"),
                   data.get("effective"), statements, [], data.get("search_text") or "")


class FrontMatterFact(BaseModel):
    """One entry of the front matter's `facts:` list (the trust boundary: authors write these by hand)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    subject: str = Field(min_length=1, max_length=_MAX_TEXT)
    relation: str = Field(min_length=1, max_length=80)
    object: str = Field(min_length=1, max_length=_MAX_TEXT)
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
            from doccheck.read.dates import parse_date

            parsed = parse_date(value)
            if parsed is None or parsed.value is None:
                raise ValueError(f"not a date: {value!r}")
            return parsed.value
        return value


def relation_name(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", text.strip()).strip("_").upper()


def version_facts(source: SourceDocument, parts: dict[int, str] | None = None) -> VersionFacts:
    """Everything the version states. `parts` maps an episode part's first line to its key."""
    builder = _Builder(source, parts or {})
    builder.schema()
    if source.doc_type.name == "feature-spec":
        builder.spec()
    builder.front_matter()
    builder.decision()
    if source.doc_type.category == "specs":
        builder.requirements()
    builder.citations()
    record = source.record
    number = record.get("number") if isinstance(record.get("number"), int) else None
    unique = list({(s.subject, s.relation, s.object): s for s in reversed(builder.statements)}.values())[::-1]
    return VersionFacts(_clean(document_id(source)) or source.relative, _clean(source.doc.title), number,
                        record.get("date"), builder.effective, unique, builder.problems, builder.search_text)


class _Builder:
    def __init__(self, source: SourceDocument, parts: dict[int, str]) -> None:
        self.source = source
        self.part_lines = sorted(parts.items())
        self.statements: list[Statement] = []
        self.problems: list[tuple[int, str]] = []
        self.effective: str | None = None
        self.search_text = ""

    def add(self, subject: Term, relation: str, obj: Term, line: int, *, origin: str = "schema",
            claim: bool = False, valid_from: date | None = None, valid_to: date | None = None,
            confidence: float = 1.0, part: str | None = None, evidence: str = "") -> None:
        if any(term.kind != "self" and not term.text.strip() for term in (subject, obj)):
            return
        self.statements.append(Statement(
            subject, relation, obj, line, origin, claim, valid_from.isoformat() if valid_from else None,
            valid_to.isoformat() if valid_to else None, confidence, self._part_at(line) if part is None else part,
            evidence))

    def _part_at(self, line: int) -> str:
        chosen = ""
        for first, key in self.part_lines:
            if first <= line:
                chosen = key
        return chosen

    def schema(self) -> None:
        record, doc, me = self.source.record, self.source.doc, Term("self", "")
        self.add(me, "HAS_TITLE", _value(doc.title), record.get("title_line") or 1)
        date_meta = next((doc.meta(k) for k in ("date", "decision-date", "accepted") if doc.meta(k)), None)
        if record.get("date"):
            # A decision is decided on its date; a spec or a proposal is only dated.
            dated = "DECIDED_ON" if self.source.doc_type.category == "decisions" else "DATED"
            self.add(me, dated, Term("value", record["date"]), record.get("date_line") or 1)
        elif date_meta is not None and date_meta.text.strip() and not is_placeholder(date_meta.text):
            self.problems.append((date_meta.line, f"date {_short(date_meta.text)!r} cannot be read as a date: the "
                                  "version's commit time is used (set date-order, or write YYYY-MM-DD)"))
        status = record.get("status")
        if status:
            # A word of the lifecycle vocabulary is stored even where the type's list lacks it: a history holds
            # what an older process allowed (Cardano's first CIPs were `Draft`). Anything else is stored only if
            # the type lists it or, for a type without a list, if it is not the start of a paragraph of prose
            # (golang/proposal's `## Status` sections). A stage folder's status is the repository's own word.
            known = self.source.doc_type.statuses
            written = doc.meta("status")
            stored = status in CANONICAL_STATUSES or bool(record.get("status_by_folder")) or (
                status in known if known else written is None or not is_prose(written.text))
            if not stored:
                allowed = f" ({', '.join(known)})" if known else ""
                self.problems.append((record.get("status_line") or 1, f"status {status!r} is not one "
                                      f"{self.source.doc_type.name} allows{allowed}: not stored"))
            else:
                self.add(me, "HAS_STATUS", Term("value", status), record.get("status_line") or 1, claim=True)
        for kind, target, _text, line in record.get("relations", [])[:_MAX_ITEMS]:
            relation, backward = _relation(kind)
            if relation is None or not str(target).strip():
                continue
            other = Term("ref", _clean(str(target)))
            if backward:
                self.add(other, relation, me, line)
            else:
                self.add(me, relation, other, line)
        # The paths it governs (`governs:`, adrkit's `affects`, `applies_to`): (this document, GOVERNS, glob), so
        # `doccheck why PATH --as-of DATE` answers from what each version declared (read/governs.py).
        for glob, line, _field in (record.get("governs") or [])[:_MAX_ITEMS]:
            self.add(me, "GOVERNS", Term("value", _clean(str(glob))), int(line))
        for key, relation in {**_PEOPLE_KEYS, **_LINK_KEYS}.items():
            if self.source.doc_type.name == "feature-spec" and key in _LINK_KEYS:
                continue  # the spec's own reader knows its dependency lists better
            found = doc.meta(key)
            if found is None:
                continue
            for item in _items(found.value):
                # `[Doug Gregor](https://github.com/DougGregor)` is Doug Gregor
                obj = Term("ref", item) if relation in ("DEPENDS_ON", "PART_OF") else _value(_label(item))
                self.add(me, relation, obj, found.line)

    def spec(self) -> None:
        from doccheck.read.specs import parse_feature_spec

        spec = parse_feature_spec(self.source.doc)
        me = Term("self", "")
        if spec.priority:
            self.add(me, "HAS_PRIORITY", _value(spec.priority), spec.status_line, claim=True)
        for dependency in spec.dependencies:
            self.add(me, "DEPENDS_ON", Term("ref", dependency), spec.dependencies_line)
        for task in spec.tasks:
            entity = _value(task.id)
            self.add(entity, "PART_OF", me, task.line, part=task.id)
            if task.title:
                self.add(entity, "HAS_TITLE", _value(task.title), task.line, part=task.id)
            if task.status:
                self.add(entity, "HAS_STATUS", _value(task.status), task.line, claim=True, part=task.id)
            if task.priority:
                self.add(entity, "HAS_PRIORITY", _value(task.priority), task.line, claim=True, part=task.id)
            for dependency in task.depends_on:
                self.add(entity, "DEPENDS_ON", _value(dependency), task.depends_line or task.line, part=task.id)
            if task.wave is not None:
                self.add(entity, "IN_WAVE", _value(f"wave {task.wave}"), task.line, part=task.id)

    def front_matter(self) -> None:
        front = self.source.doc.front_matter
        data, lines = front.data, front.key_lines
        effective = data.get("effective")
        if effective is not None:
            day = _day(effective)
            if day is None:
                self.problems.append((lines.get("effective", 1), f"effective {_short(str(effective))!r} is not a "
                                      "date (YYYY-MM-DD): ignored"))
            else:
                self.effective = day.isoformat()
        decides = data.get("decides")
        if decides is not None:
            line = lines.get("decides", 1)
            if not isinstance(decides, dict):
                self.problems.append((line, "`decides` must be a mapping of topic: value"))
            else:
                for topic, value in list(decides.items())[:_MAX_ITEMS]:
                    if not _scalar(value):
                        self.problems.append((line, f"decides.{_short(str(topic))}: the value must be one word or "
                                              "phrase, not a list or mapping"))
                        continue
                    self.add(_value(str(topic)), DECIDES, _value(str(value)), self._line_of(str(topic), line),
                             origin="decides", claim=True)
        declared = data.get("facts")
        if declared is None:
            return
        line = lines.get("facts", 1)
        if not isinstance(declared, list):
            self.problems.append((line, "`facts` must be a list of {subject, relation, object} mappings"))
            return
        for index, entry in enumerate(declared[:_MAX_ITEMS]):
            try:
                item = FrontMatterFact.model_validate(entry)
            except ValidationError as exc:
                error = exc.errors()[0]
                where = ".".join(str(p) for p in error["loc"]) or "entry"
                self.problems.append((line, f"facts[{index}]: {where}: {error['msg']}"))
                continue
            subject = Term("ref", item.subject) if _looks_like_document(item.subject) else _value(item.subject)
            self.add(subject, relation_name(item.relation), _value(item.object), self._line_of(item.object, line),
                     origin="front-matter", claim=True, valid_from=item.valid_from, valid_to=item.valid_to,
                     confidence=item.confidence)

    def decision(self) -> None:
        """What the Decision section says was chosen (see the module docstring), and the record's own words
        for search."""
        from doccheck.graph.model.decision import read_decision, search_text
        from doccheck.read.status import lifecycle

        found = read_decision(self.source.doc) if self.source.doc_type.category == "decisions" or (
            self.source.record.get("status") is not None) else None
        self.search_text = search_text(self.source.doc, found)
        if found is None:
            return
        declared = [i for i, s in enumerate(self.statements) if s.origin == "decides"]
        for index in declared:
            value = self.statements[index].object.text.casefold()
            if value and (value in found.value.casefold() or value in found.sentence.casefold()):
                self.statements[index] = self.statements[index]._replace(
                    evidence=f"{found.sentence} (line {found.line})")
        if not declared and found.subject:
            # A record binds while its status puts it in force (or it has none): then its choice can conflict.
            status = self.source.record.get("status")
            claim = status is None or lifecycle(status) == "in-force"
            self.add(_value(found.subject), DECIDES, _value(found.value), found.line, origin="decision",
                     claim=claim, confidence=DECISION_CONFIDENCE, evidence=found.sentence)
        for option in found.rejected:
            self.add(Term("self", ""), "REJECTS", _value(option.text), option.line, origin="decision")

    def requirements(self) -> None:
        """What a spec requires (its Requirements section's items, and sentences in RFC 2119's capitals): each a
        fact of the spec with its line, and words for search."""
        from doccheck.graph.model.decision import read_requirements

        found = read_requirements(self.source.doc)
        for requirement in found:
            self.add(Term("self", ""), "REQUIRES", _value(requirement.text), requirement.line, origin="requirement",
                     evidence=requirement.text)
        if found:
            from doccheck.graph.model.decision import SEARCH_TEXT_CHARS

            words = " ".join(r.text for r in found)
            self.search_text = f"{self.search_text} {words}".strip()[:SEARCH_TEXT_CHARS]

    def citations(self) -> None:
        """Another repository's documents this one names in its text (`acme/platform#ADR-0012`,
        `acme/platform:docs/adr/0012-x.md`, a link to one on its forge: `read/xref.py`), outside code, that no
        relation already names: (this document, CITES, that one)."""
        from doccheck.read.xref import parse_reference, references_in

        doc = self.source.doc
        if "/" not in doc.text:
            return
        named = {x.name for s in self.statements for t in (s.subject, s.object) if t.kind == "ref"
                 for x in (parse_reference(link_target_of(t.text)),) if x is not None}
        found = 0
        for number, line in enumerate(doc.lines, start=1):
            if number in doc.code_lines or "/" not in line:
                continue
            for text, xref in references_in(line):
                if xref.name in named or found >= _MAX_ITEMS:
                    continue
                named.add(xref.name)
                found += 1
                self.add(Term("self", ""), "CITES", Term("ref", text), number)

    def _line_of(self, text: str, after: int) -> int:
        """The front-matter line that mentions ``text`` (the first after the key), else the key's line."""
        doc = self.source.doc
        end = doc.front_matter.body_line
        for number in range(after, min(end, len(doc.lines) + 1)):
            if text in doc.lines[number - 1]:
                return number
        return after


_DOC_LIKE = lazy(r"^(?:\[[^\]]{0,300}\]\([^)\s]{1,500}\)|\S{1,300}\.(?:md|markdown)(?:#\S*)?)$", re.I)


def link_target_of(text: str) -> str:
    """The target of `[label](target)`, else the text."""
    found = _LINK_TARGET.search(text)
    return found.group(1) if found is not None else text.strip()


_LINK_TARGET = lazy(r"\]\(([^)\s]{1,2000})")


def _looks_like_document(text: str) -> bool:
    """A front-matter subject names a document only when written as a link or a Markdown path: "Python 3" is
    a value, never ADR-0003."""
    return _DOC_LIKE.match(text.strip()) is not None


def _label(text: str) -> str:
    from doccheck.graph.temporal.facts import link_target

    label, target = link_target(text)
    return label or target


def _value(text: str) -> Term:
    return Term("value", _clean(text))


def _clean(text: str) -> str:
    """One line of text, NULs and other control characters out (a YAML "\\0" escape cannot reach the graph)."""
    return " ".join("".join(c if c.isprintable() or c.isspace() else " " for c in str(text)[:_MAX_TEXT * 4])
                    .split())[:_MAX_TEXT]


def _scalar(value: Any) -> bool:
    return not isinstance(value, list | dict | set | tuple)


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."


def _relation(kind: str) -> tuple[str | None, bool]:
    """('superseded-by') -> ('SUPERSEDES', backward=True); unknown kinds give None."""
    backward = kind.endswith(("-by", "-into"))
    stem = kind.split("-", 1)[0].lower()
    for prefix, relation in _VERBS.items():
        if stem.startswith(prefix):
            return relation, backward
    return None, False


def _items(value: Any) -> list[str]:
    values = value if isinstance(value, list) else _SPLIT.split(str(value)[:10_000])
    items = []
    for item in values[:_MAX_ITEMS]:
        text = str(item).strip().strip("*_`").strip()
        if text and text.lower() not in ("none", "n/a", "-", "tbd", "null"):
            items.append(text[:_MAX_TEXT])
    return items


def _day(value: Any) -> date | None:
    if isinstance(value, date):
        return value
    from doccheck.read.dates import parse_date

    parsed = parse_date(str(value)[:100])
    return parsed.value if parsed is not None else None
