"""What the repository-wide rules and the sync need to know of a document, small enough to cache as JSON."""

from __future__ import annotations

import datetime
import re
from typing import TYPE_CHECKING, Any

from doccheck.dates import DateOrder, parse_date
from doccheck.status import ParsedStatus, parse_status

if TYPE_CHECKING:
    from doccheck.doctypes import DocType
    from doccheck.document import Document

RELATION_KEYS = {
    "supersedes": "supersedes", "superseded-by": "superseded-by", "amends": "amends", "amended-by": "amended-by",
    "replaces": "replaces", "replaced-by": "replaced-by", "obsoletes": "supersedes",
    "obsoleted-by": "superseded-by", "extends": "extends", "extended-by": "extended-by",
}
# `Superseded: 2019-12-19 by [ADR 14](0014-x.md)`: keys that name a relation only through a link in the value.
_LINK_ONLY_KEYS = {"superseded": "superseded-by", "replaced": "replaced-by", "amended": "amended-by"}
# Lines that state a relation in the body: `- Supersedes [x](x.md)`, `This KEP has been replaced by [KEP 2433](..)`.
_RELATION_LINE = re.compile(
    r"^\s{0,3}(?:[-*+]\s+)?(?:\*\*|__)?(?:note:\s*)?"
    r"(?:this (?:adr|kep|rfc|proposal|decision|document|record|spec)\s+(?:has been|is|was)\s+)?"
    r"(?P<rest>(?:su(?:pp|p)er[sc]ede[sd]?|replaced\s+by|replaces|amended\s+by|amends|obsoleted\s+by|obsoletes)\b.*)$",
    re.IGNORECASE,
)
_RELATION_HINTS = ("supersed", "superced", "replace", "amend", "obsolete")
# `# ADR 114: Partly Undo ADR 109`: the title is the only place some records say what they undo.
_TITLE_RELATION = re.compile(
    r"\b(?P<verb>(?:(?:partly|partially)\s+)?(?:undo(?:es)?|reverts?|supersedes?|replaces?))\s+"
    r"(?P<ref>(?:ADR|RFC|KEP)[- ]?0*\d+)\b",
    re.IGNORECASE,
)
DATE_KEYS = ("date", "decision-date", "accepted", "start-date", "creation-date", "created", "last-updated")
_NONE_VALUES = {"", "n/a", "na", "none", "-", "—", "tbd", "null"}
# Linear: the text stops at the next bracket, the target never gives back what it took.
_LINK = re.compile(r"\[([^\[\]]*+)\]\(([^()\s]++)[^()\[\]]*+\)")


def index_record(doc: Document, doc_type: DocType, relative: str, *,
                 date_order: DateOrder | None = None) -> dict[str, Any]:
    """`date_order` is the configuration's: how `05/02/2018` reads (else it is ambiguous and not a date)."""
    from doccheck.rules.structure import file_number

    status = doc.meta("status")
    parsed_status = parse_status(status.text) if status is not None else None
    date_value, date_line = _date(doc, date_order)
    return {
        "type": doc_type.name,
        "category": doc_type.category,
        "title": doc.title,
        "title_line": doc.title_line,
        "number": file_number(relative) if doc_type.numbered else None,
        "status": parsed_status.value if parsed_status is not None else None,
        "status_line": status.line if status is not None else None,
        "relations": _relations(doc, parsed_status, status.line if status is not None else 1),
        "date": date_value,
        "date_line": date_line,
        "links": [[link.target, link.line, link.column] for link in doc.links
                  if _is_local(link.target) and not link.text.startswith("^")],  # not footnotes
        "suppress": "doccheck:" in doc.text,
        "spec": _spec(doc) if doc_type.name == "feature-spec" else None,
    }


def _relations(doc: Document, status: ParsedStatus | None, status_line: int) -> list[list[Any]]:
    """[kind, target, text, line] for every relation the document states, once per (kind, target): the
    status value, the relation keys, then the body."""
    relations = [[r.kind, r.target, r.text, status_line] for r in status.relations] if status is not None else []
    for key, kind in RELATION_KEYS.items():
        found = doc.meta(key)
        if found is None:
            continue
        values = found.value if isinstance(found.value, list) else [found.value]
        for value in values:
            text = str(value).strip()
            if text.lower().strip("*_` ") in _NONE_VALUES:
                continue
            links = _LINK.findall(text)
            for label, target in links or [(text, text)]:
                relations.append([kind, target, label, found.line])
    for key, kind in _LINK_ONLY_KEYS.items():
        if (found := doc.meta(key)) is not None:
            relations += [[kind, target, label, found.line] for label, target in _LINK.findall(found.text)]
    relations += _body_relations(doc)
    return list({(r[0], r[1]): r for r in reversed(relations)}.values())[::-1]  # the first statement wins


def _date(doc: Document, order: DateOrder | None) -> tuple[str | None, int | None]:
    """The document's date (ISO) and its line: the first of the date keys that reads as a date."""
    for key in DATE_KEYS:
        found = doc.meta(key)
        if found is None:
            continue
        if isinstance(found.value, datetime.date):  # TOML front matter: a date, or a datetime
            value = found.value.date() if isinstance(found.value, datetime.datetime) else found.value
            return value.isoformat(), found.line
        parsed = parse_date(found.text, order=order)
        if parsed is not None and parsed.value is not None:
            return parsed.value.isoformat(), found.line
    return None, None


def _body_relations(doc: Document) -> list[list[Any]]:
    """Relations stated outside the metadata: a whole `## Status` section, relation lines, the title."""
    from doccheck.document import meta_key

    found: list[list[Any]] = []
    status_section = next((s for s in doc.sections if meta_key(s.title) == "status"), None)
    if status_section is not None:
        parsed = parse_status(doc.section_text(status_section))
        for relation in parsed.relations if parsed is not None else ():
            where = next((n for n in range(status_section.body_start, status_section.body_end + 1)
                          if relation.target and relation.target in doc.lines[n - 1]), status_section.line)
            found.append([relation.kind, relation.target, relation.text, where])
    lowered = doc.text.lower()
    if any(hint in lowered for hint in _RELATION_HINTS):
        for number, text in enumerate(doc.lines, start=1):
            if number in doc.code_lines or (match := _RELATION_LINE.match(text)) is None:
                continue
            parsed = parse_status(match.group("rest"))
            for relation in parsed.relations if parsed is not None else ():
                if _names_document(relation.target, relation.text):  # not prose: "obsoleted by Swift 3"
                    found.append([relation.kind, relation.target, relation.text, number])
    if doc.title_source == "h1" and (title := _TITLE_RELATION.search(doc.title)) is not None:
        verb = title.group("verb").lower()
        kind = "reverts" if "undo" in verb or "revert" in verb else "supersedes" if "supersede" in verb else "replaces"
        found.append([kind, title.group("ref"), title.group(0), doc.title_line])
    return [r for r in found if r[1]]


_DOC_REFERENCE = re.compile(r"^(?:ADR|RFC|KEP|SE|CIP|CPS|OTEP)[- ]?\d+$", re.IGNORECASE)


def _names_document(target: str, text: str) -> bool:
    return target != text or target.lower().endswith(".md") or _DOC_REFERENCE.match(target) is not None


def _spec(doc: Document) -> dict[str, Any]:
    from doccheck.specs import parse_feature_spec

    spec = parse_feature_spec(doc)
    return {
        "id": spec.feature_id, "id_line": spec.id_line, "status": spec.status, "status_line": spec.status_line,
        "dependencies": list(spec.dependencies), "dependencies_line": spec.dependencies_line,
        "tasks": [[t.id, t.line, t.status, list(t.depends_on), t.depends_line or t.line] for t in spec.tasks],
    }


def _is_local(target: str) -> bool:
    return not re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:|^#|^//", target)
