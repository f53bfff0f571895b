"""What the repository-wide rules and the sync need to know of a document, small enough to cache as JSON."""

from __future__ import annotations

import datetime
import re
from typing import TYPE_CHECKING, Any

from doccheck.dates import parse_date
from doccheck.status import parse_status

if TYPE_CHECKING:
    from doccheck.doctypes import DocType
    from doccheck.document import Document

RELATION_KEYS = {
    "supersedes": "supersedes", "superseded-by": "superseded-by", "amends": "amends", "amended-by": "amended-by",
    "replaces": "replaces", "replaced-by": "replaced-by", "obsoletes": "supersedes",
    "obsoleted-by": "superseded-by", "extends": "extends", "extended-by": "extended-by",
}
DATE_KEYS = ("date", "decision-date", "accepted", "start-date", "creation-date", "created", "last-updated")
_NONE_VALUES = {"", "n/a", "na", "none", "-", "—", "tbd", "null"}
_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)[^)]*\)")


def index_record(doc: Document, doc_type: DocType, relative: str) -> dict[str, Any]:
    from doccheck.rules.structure import file_number

    status = doc.meta("status")
    parsed_status = parse_status(_text(status.value)) if status is not None else None
    relations: list[list[Any]] = []
    if parsed_status is not None and status is not None:
        relations += [[r.kind, r.target, r.text, status.line] for r in parsed_status.relations]
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
    date_value, date_line = None, None
    for key in DATE_KEYS:
        found = doc.meta(key)
        if found is None:
            continue
        if isinstance(found.value, datetime.datetime | datetime.date):
            value = found.value if not isinstance(found.value, datetime.datetime) else found.value.date()
            date_value, date_line = value.isoformat(), found.line
            break
        parsed = parse_date(_text(found.value))
        if parsed is not None and parsed.value is not None:
            date_value, date_line = parsed.value.isoformat(), found.line
            break
    return {
        "type": doc_type.name,
        "category": doc_type.category,
        "title": doc.title,
        "title_line": doc.title_line,
        "number": file_number(relative) if doc_type.numbered else None,
        "status": parsed_status.value if parsed_status is not None else None,
        "status_line": status.line if status is not None else None,
        "relations": relations,
        "date": date_value,
        "date_line": date_line,
        "links": [[link.target, link.line, link.column] for link in doc.links if _is_local(link.target)],
    }


def _text(value: Any) -> str:
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


def _is_local(target: str) -> bool:
    return not re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:|^#|^//", target)
