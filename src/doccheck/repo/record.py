"""What the repository-wide rules and the sync need to know of a document, small enough to cache as JSON."""

from __future__ import annotations

import datetime
import itertools
import re
import string
from typing import TYPE_CHECKING, Any

from doccheck.read.dates import DateOrder, parse_date
from doccheck.read.document import MYST_TARGET, meta_key
from doccheck.read.review import review_record
from doccheck.read.status import (
    ENDED_BY,
    GERMAN_REPLACES,
    GERMAN_REVERTS,
    PART_ID,
    PART_OF,
    ParsedStatus,
    is_placeholder,
    is_prose,
    parse_status,
    unescape_url,
)
from doccheck.regex import lazy

# What replaced a document, said in words: "in favor of plain buffers", "was removed", "replaced with a cron job"
# (... or by the code that was written: "Superseded by the shipped implementation.", atmos's implementation plan)
_REPLACED_BY_THING = lazy(r"\b(?:in favou?r of|replaced with|(?:was|were|been) (?:removed|retired|dropped|deleted)|"
                          r"(?:superseded|replaced) by (?:the |its )?(?:[a-z-]{1,20}+ ){0,2}?"
                          r"(?:implementation|code(?:base)?)(?![ \t]++(?:plan|proposal|rfc|adr|spec)))\b",
                          re.IGNORECASE)
# `ADR-12`, `0012`, `x.md`: a document (a year, "(2026-04-29)", names none)
_NAMES_A_RECORD = lazy(r"\b[A-Za-z]{2,8}[- ]?\d{1,5}\b|\b0\d{2,4}\b|\.md\b")

if TYPE_CHECKING:
    from collections.abc import Mapping

    from doccheck.read.doctypes import DocType
    from doccheck.read.document import Document, Section

RELATION_KEYS = {
    "supersedes": "supersedes", "superseded-by": "superseded-by", "amends": "amends", "amended-by": "amended-by",
    "replaces": "replaces", "replaced-by": "replaced-by", "obsoletes": "supersedes",
    "obsoleted-by": "superseded-by", "extends": "extends", "extended-by": "extended-by",
    "deprecated-by": "deprecated-by",  # gRPC's `* Deprecated by: [A88: ...](A88-....md)`
}
# `Superseded: 2019-12-19 by [ADR 14](0014-x.md)`: keys that name a relation only through a link in the value.
_LINK_ONLY_KEYS = {"superseded": "superseded-by", "replaced": "replaced-by", "amended": "amended-by"}
# Lines that state a relation in the body: `- Supersedes [x](x.md)`, `This KEP has been replaced by [KEP 2433](..)`.
_RELATION_LINE = lazy(
    # `# SUPERSEDED BY [RFC 12](...)` too, and in italics: `_This proposal is deprecated in favor of ..._` (Cortex's)
    # ... and a status line the front matter's status shadows: `**Status:** Superseded by [RFC-023](...)` under
    # `status: superseded` (OmniGraph's RFC-019)
    # ... and in a quote: `> Superseded by [RFC 0058](...)`
    r"^\s{0,3}(?:>[ \t]*+)?(?:[-*+]\s+|#{1,6}\s+)?(?:\*\*|__|[*_](?=\w))?(?:note:\s*)?"
    r"(?:status(?:\*\*|__)?[ \t]*+:[ \t]*+(?:\*\*|__)?[ \t]*+)?"
    r"(?:this (?:adr|kep|rfc|proposal|decision|document|record|spec|standard|(?-i:[A-Z]{1,5}[PRC]))\s+"
    r"(?:has been|is|was)\s+)?"
    # ... in the languages translated templates are written in: "Este ADR substitui o [ADR-019](...)", "Esta
    # decisión fue reemplazada por ADR-7", "Questo ADR sostituisce ADR-2", "Dit ADR vervangt ADR-4".
    r"(?:(?:este|esta|questo|questa|dit|deze)\s+(?:adr|rfc|documento|decisão|decisao|decisión|decision|registro|"
    r"proposta|propuesta|decisione|document|besluit|voorstel)\s+(?:(?:foi|fue|é|es|è|werd|is)\s+)?)?"
    r"(?P<rest>(?:(?:(?:partially|partly)\s+)?su(?:pp|p)er[sc]ede[sd]?|replaced\s+(?:by|with|in\s+favou?r\s+of)|replaces"
    r"|amended\s+by|amends|obsoleted\s+by|obsoletes|deprecated\s+(?:by|in\s+favou?r\s+of)"
    r"|(?:substitu[íi]d[oa]|reemplazad[oa]|sustituid[oa])\s+por|sostituit[oa]\s+da|vervangen\s+door"
    r"|substitui|reemplaza|sustituye|sostituisce|vervangt"
    # ... and German's separable verbs around the record: "Löst [ADR-0005](...) ab", "Kehrt [ADR-10](...) um"
    r"|" + GERMAN_REPLACES + r"|" + GERMAN_REVERTS + r")\b.*)$",
    re.IGNORECASE,
)
# The verb a relation line opens its rest with, and what follows it before the record: "Supersedes:", "replaced by".
_VERB_SAID = lazy(r"^(?:[\w ]{1,40}+[*_]{0,2}+:|\S++(?:\s++(?:by|with|in\s++favou?r\s++of|por|da|door)\b)?)"
                  r"[*_]{0,2}+\s*+", re.IGNORECASE)
_RELATION_HINTS = ("supersed", "superced", "replace", "amend", "obsolete", "in favor of", "in favour of",
                   "successor to", "successor of", "substitu", "reemplaz", "sustitu", "sostitu", "vervang", "löst",
                   "loest", "kehrt")
# A word every line `_RELATION_LINE` matches holds (supersede, suppersede, supercede; replaced; amends; obsoletes;
# deprecated): only those lines are tried.
_RELATION_LINE_WORDS = ("ersede", "ercede", "replace", "amend", "obsolete", "deprecated", "substitu", "reemplaz",
                        "sustitu", "sostitu", "vervang", "löst", "loest", "kehrt")
# `# ADR 114: Partly Undo ADR 109`: the title is the only place some records say what they undo.
_TITLE_RELATION = lazy(
    r"\b(?P<verb>(?:(?:partly|partially)\s+)?(?:undo(?:es)?|reverts?|supersedes?|replaces?))\s+"
    r"(?P<ref>(?:ADR|RFC|KEP|decision|record)[- ]?#?0*\d+)\b",  # "Revert decision 0003 and ..." too
    re.IGNORECASE,
)
DATE_KEYS = ("date", "decision-date", "decided", "accepted", "start-date", "creation-date", "created", "last-updated")
_NONE_VALUES = {"", "n/a", "na", "none", "-", "—", "tbd", "null"}
# Linear: the text stops at the next bracket, the target never gives back what it took.
_UNTICKED = lazy(r"[ \t]{0,12}+(?:[-*+]|\d{1,9}+[.)])[ \t]++\[ \][ \t]")  # `- [ ] ...`, `1. [ ] ...`
_LINK = lazy(r"\[([^\[\]]*+)\]\(([^()\s]++)[^()\[\]]*+\)")
MAX_OUTLINE = 40  # section titles kept of a document that lacks a section its type requires
_PATH_NOTE = lazy(r"(?<=\.md)[ \t]++\([^()\n]{1,300}+\)$", re.IGNORECASE)


def index_record(doc: Document, doc_type: DocType, relative: str, *,
                 date_order: DateOrder | None = None, embedding: bool = True) -> dict[str, Any]:
    """`date_order` is the configuration's: how `05/02/2018` reads (else it is ambiguous and not a date);
    `embedding`: whether a template in a fenced block of the document is read too."""
    import marshal

    from doccheck.repo.conventions import shape_of
    from doccheck.rules.structure import file_number

    # dapr's proposals: `* State: Approved`; Ember's RFCs: `stage: accepted` (a KEP's kep.yaml has both a status
    # and a stage, alpha or beta, which is the feature's, not the proposal's).
    status = doc.meta("status") or doc.meta("state") or doc.meta("stage")
    parsed_status = parse_status(status.text) if status is not None else None
    date_value, date_line = _date(doc, date_order)
    number = file_number(relative)
    own_ids = _heading_ids(doc) if "{" in doc.text else frozenset()
    answering = _answering_lines(doc)
    return {
        "type": doc_type.name,
        "category": doc_type.category,
        "title": doc.stated_title,
        "title_line": doc.title_line,
        "number": number if doc_type.numbered else None,
        "number_from": _number_from(doc, number),
        "numbered": doc_type.numbered,  # a number in the name is the document's id only in a numbered type
        "status": parsed_status.value if parsed_status is not None else None,
        # ... written as a sentence (a section named Status about something else): no status of a lifecycle
        "status_prose": parsed_status is not None and status is not None and is_prose(status.text),
        # ... saying in words what replaced the document, which is no document ("Superseded — the unused scaffold
        # was removed in favor of plain `Vec<u8>` buffers", decentdb's ADR 142): no successor to name (DC407)
        "status_replaced_by_thing": status is not None and "](" not in status.text[:600]
        and _REPLACED_BY_THING.search(status.text[:600]) is not None
        and _NAMES_A_RECORD.search(status.text[:600]) is None,
        "status_line": status.line if status is not None else None,
        "status_end": _item_end(doc, status.line) if status is not None and status.source == "line" else None,
        # (a status kept in a file beside the document: `metadata.yaml`, `kep.yaml`)
        "status_in": doc.sidecar_name if status is not None and status.source == "sidecar" else None,
        "relations": _relations(doc, parsed_status, status.line if status is not None else 1),
        "answers": _answers(doc, answering),
        "answer_names": _answer_names(doc, answering),
        # (a code block from this line to the end, and the headings it holds: DC101 says where a missing one went)
        "fenced_off": [doc.fenced_off[0], [list(h) for h in doc.fenced_off[1]]] if doc.fenced_off[0] else None,
        "date": date_value,
        "date_line": date_line,
        "date_order": _date_order(doc),
        "year_only": _year_only(doc),
        "date_shape": _date_shape(doc, date_value),
        "links": [[link.target, link.line, link.column] for link in doc.links
                  if _is_local(link.target) and not link.text.startswith("^")  # not footnotes
                  and not _to_own_section(link.target, own_ids)],
        # The images it shows (`![diagram](img/flow.png)`): files that are there or not, as a link's target is
        "images": [[image.target, image.line, image.column] for image in doc.images if _is_local(image.target)],
        "planned": _planned(doc),
        # The MyST targets it sets (`(mission-and-values)=` above a heading): `[our values](mission-and-values)` in
        # any document of the repository names that place, not a file (repo/links.py)
        "labels": [*(_myst_labels(doc) if ")=" in doc.text else ()), *_page_ids(doc, own_ids)],
        # Links to a Markdown file by its address on GitHub (`https://github.com/o/r/blob/main/x/y.md`): the
        # index tells the repository's own (repo/index.py, `RepoIndex.own_url_links`) and checks those.
        "url_links": [[link.target, link.line, link.column] for link in doc.links
                      if link.target.startswith(_FORGE_FILE) and _forge_md(link.target)][:MAX_URL_LINKS],
        "suppress": "doccheck:" in doc.text,
        "template": doc.is_template,
        # A page an API client generator wrote (swagger-codegen's and openapi-generator's footer, `[[Back to Model
        # list]](../README.md#documentation-for-models)`): its links to models it never wrote are no one's to fix.
        "generated": any(footer in doc.text for footer in GENERATED_FOOTERS),
        "minutes": doc.is_minutes,  # meeting notes: no record of a family
        "of_record": _of_record(doc, number),
        # No heading and nothing but code (`0017-code-snippets.md` beside ADR 17): a record's attachment, not one.
        "attachment": doc.title_source == "file-name" and not doc.sections and all(
            n in doc.code_lines or not line.strip() for n, line in enumerate(doc.lines, 1)),
        "spec": _spec(doc) if doc_type.name == "feature-spec" else None,
        "register": _register(doc),
        "listed": _listed(doc),
        # The required sections it lacks (by their first name): how many documents of the type go without
        # one tells a repository's convention from a gap (run/repository.py).
        "missing": (missing := [] if doc.is_pointer else [spec.name for spec in doc_type.missing_sections(
            doc.part_titles)]),
        "shape": marshal.dumps(shape := shape_of(doc)),  # what the family's conventions are learned from
        # ... and, of a document that lacks one, its sections' titles: whether it keeps an outline of its own,
        # which others share, read without building any shape (run/repository.py)
        "outline": [str(title) for title, _line in shape.get("sections") or ()][:MAX_OUTLINE] if missing else None,
        # The paths it governs: [glob, line, field] (read/governs.py; DC422, DC423, `doccheck why`).
        "governs": [list(g) for g in doc.governs],
        # The day it is due for review or stops holding, if it says one (read/review.py; DC601, `doccheck due`).
        "review": review_record(doc, date_value, status, date_order),
        "people": _people(doc),  # who the document says decided and wrote it (the site's "who decided")
        "page": _page_name(doc),  # the name a site generator serves it under, if its front matter gives one
        # ... and whether that is a `slug:`: a site's page, whose links are the site's routes (run/repository.py)
        # (... or a sidebar's place, `sidebar_label:` or `sidebar_position:`: Docusaurus's pages, Mojo's docs/ built
        # into docs.modular.com by another repository)
        "slug": isinstance(doc.front_matter.data.get("slug"), str) or any(
            key in doc.front_matter.data for key in ("sidebar_label", "sidebar_position")),
        # The old addresses a site page keeps answering at (Hugo's `aliases:`), relative ones: a link to one is no
        # broken link on the site (repo/index.py)
        "aliases": _aliases(doc),
        # A page the site never shows alone (Hugo's `headless: true`): its text is shown inside other pages, whose
        # addresses its relative links are read from (Alloy's docs/sources/shared/)
        "headless": doc.front_matter.data.get("headless") is True,
        # A record template written in a fenced block of an unnumbered document (an ADR folder's README):
        # the record it would have as a template file (repo/conventions.py, EMBEDDED).
        "embedded": _embedded(doc, doc_type, relative, date_order) if embedding else None,
    }


MAX_LABELS = 1000  # MyST targets kept of one document


def _heading_ids(doc: Document) -> frozenset[str]:
    """The anchors its headings' attribute lists name (`## Errors (M-ERRORS) { #M-ERRORS }`, MkDocs' and Pandoc's)."""
    return frozenset(filter(None, (_heading_id(doc, section) for section in doc.sections[:MAX_LABELS])))


def _heading_id(doc: Document, section: Section) -> str | None:
    """The anchor a heading's attribute list names (`{ #M-ERRORS }`, `{#GettingStarted}`), if it names one."""
    line = doc.lines[section.line - 1].rstrip() if 0 < section.line <= len(doc.lines) else ""
    opened = line.rfind("{") if line.endswith("}") else -1
    named = line[opened + 1:-1].strip() if opened != -1 else ""
    return named[1:] if named.startswith("#") and _ANCHOR.fullmatch(named[1:]) is not None else None


_ANCHOR = lazy(r"[\w.-]{1,100}")


def _page_ids(doc: Document, own_ids: frozenset[str]) -> list[str]:
    """The page a document's title names by its id (`# Getting Started {#GettingStarted}`), as Doxygen publishes it
    (`GettingStarted.html`): a link of that name, from any document, is to that page (Donner's docs)."""
    first = next((s for s in doc.sections if s.level == 1), None) if own_ids else None
    named = _heading_id(doc, first) if first is not None else None
    return [f"{named}.html"] if named is not None else []


def _to_own_section(target: str, own_ids: frozenset[str]) -> bool:
    """Whether a link to another page names a section this document holds by its id: a concatenation of a site's
    pages (Microsoft's Pragmatic Rust Guidelines, "all guidelines concatenated", copied for agents), whose links
    still give the site's page (`../libs/ux/#M-INIT-BUILDER`) of a section that is here."""
    return bool(own_ids) and "#" in target and target.split("#", 1)[1] in own_ids


def _myst_labels(doc: Document) -> list[str]:
    """The MyST targets a document sets, outside its code blocks."""
    found = (label.group(1) for n, line in enumerate(doc.lines, 1) if line.startswith("(") and n not in doc.code_lines
             and (label := MYST_TARGET.match(line)) is not None)
    return list(itertools.islice(found, MAX_LABELS))


MAX_ALIASES = 50  # of a page's aliases kept: no page needs more; a hostile one holds thousands


def _aliases(doc: Document) -> list[str]:
    """A Hugo page's relative aliases (`aliases: [../component_controller/]`)."""
    found = doc.front_matter.data.get("aliases")
    found = [found] if isinstance(found, str) else found if isinstance(found, list) else []
    return [a.strip()[:500] for a in found[:MAX_ALIASES] if isinstance(a, str) and a.strip() and
            not a.strip().startswith("/") and _is_local(a.strip())]


def _planned(doc: Document) -> list[str]:
    """The documents a task list plans, its unticked items each opening with a link to one (`- [ ] [0001](./docs/
    adrs/0001-IAM.md) - IAM`): not written yet where the target is missing (repo/links.py). A task's link to a
    place it names (`- [ ] Documentation is created in [docs](/docs/)`) is a link like any other."""
    planned = []
    for link in doc.links:
        item = _UNTICKED.match(doc.lines[link.line - 1]) if 0 < link.line <= len(doc.lines) else None
        if item is not None and link.column == item.end() + 1 and _is_local(link.target) and \
                link.target.split("#", 1)[0].lower().endswith(".md"):
            planned.append(link.target)
    return planned[:MAX_URL_LINKS]


def _page_name(doc: Document) -> str | None:
    """The last part of the address its front matter gives the page (Docusaurus' `id: partition-strategy`,
    `slug: /records/partition-strategy`, Jekyll's `permalink: articles/idl_interface_definition.html`, the ROS 2
    design articles'), which links on the site name it by."""
    for key in ("slug", "id", "permalink"):
        value = doc.front_matter.data.get(key)
        if isinstance(value, str) and 0 < len(value) <= 200 and (name := value.strip().rstrip("/").rpartition("/")[2]):
            return name.removesuffix(".html")
    return None


def _embedded(doc: Document, doc_type: DocType, relative: str, date_order: DateOrder | None) -> dict[str, Any] | None:
    from doccheck.read.document import parse_document
    from doccheck.repo.conventions import EMBEDDED, fenced_template

    found = fenced_template(doc)
    if found is None:
        return None
    block = parse_document(relative + EMBEDDED, found)
    block.__dict__["is_template"] = True  # (a cached property): what the block is, whatever its path says
    record = index_record(block, doc_type, relative + EMBEDDED, date_order=date_order, embedding=False)
    # (the lines it holds in the document: what the document's own rules find there is the template's text)
    start = next((n for n, line in enumerate(block.lines, 1) if line.strip()), 1)
    return {**record, "span": [start, len(block.lines)]}


# A pull request or an issue on GitHub, as a document's metadata links it.
_NUMBERED_BY = lazy(r"github\.com/([A-Za-z0-9_.-]{1,100}+/[A-Za-z0-9_.-]{1,100}+)/(?:pull|issues)/(\d{1,9}+)")
_MAX_METADATA_STRINGS = 1_000


# A field naming the record a document is written for by its kind, its number and its name or link: `**RFC:** 0007 -
# NATS Message Queue Integration`, `ADR: [ADR-7](0007-x.md)`. A bare number is the document's own (Rust-style RFCs'
# `- RFC: 00035`).
_RECORD_FIELD = lazy(r"^[ \t]*+\[?(?:[A-Za-z]{1,12}+[- ]?)?#?0*+(\d{1,6}+)(?![\d.])"
                     r"(?:\]\(|[ \t]*+[-\u2013\u2014:(][ \t]*+[A-Za-z])")
_TITLE_NAMES_RECORD = lazy(r"^[ \t]*+[A-Za-z]{1,12}+[- ]?+0*+(\d{1,6}+)[ \t]++(?P<rest>[^\n]{1,200}+)")
_WORD = lazy(r"[A-Za-z]{2,20}+")
# What a document written beside a record is of it: its plan, its results, its notes.
# (not words a record's own title often holds after its id without a colon: "RFC-0003 Data Model")
_PART_WORDS = frozenset({"plan", "plans", "results", "runbook", "checklist", "notes", "appendix", "addendum",
                         "analysis", "report", "faq", "benchmark", "benchmarks", "amendment", "amendments"})


def _of_record(doc: Document, number: int | None) -> int | None:
    """The number of the record the document is a part of, where its name's number is that record's and its title
    names the record's id and then a part of it (`_PART_WORDS`), or a field of its header names the record by its
    kind while its title gives no id: rule-engine-postgres's `0007-implementation-plan.md` ("# NATS Integration -
    Implementation Plan & Checklist", `**RFC:** 0007 - NATS Message Queue Integration`) beside
    `0007-nats-message-queue-integration.md` ("# RFC-0007: ...")."""
    from doccheck.repo.index import DOC_PREFIXES, TITLE_GIVES_ID

    title = (doc.stated_title or "")[:200]
    if number is None or TITLE_GIVES_ID.match(title) is not None:
        return None
    # ... or whose title names the record's id and then, with no separator, a part of it: "RFC-0002 Implementation
    # Plan: ...", "RFC-0002 pre-phase-4 perf runbook — results" (fission's companions of its RFC-0002)
    if (named := _TITLE_NAMES_RECORD.match(title)) is not None and int(named.group(1)) == number and \
            not _PART_WORDS.isdisjoint(word.lower() for word in _WORD.findall(named.group("rest"))):
        return number
    for key in DOC_PREFIXES:
        found = doc.meta(key)
        if found is not None and (match := _RECORD_FIELD.match(found.text[:40])) and int(match.group(1)) == number:
            return number
    return None


def _number_from(doc: Document, number: int | None) -> str | None:
    """The repository (`github.com/OWNER/NAME`, lower case) whose pull request or issue has the document's
    number, as its metadata links it: numbers taken from two repositories' pull requests are two series
    (emberjs/rfcs holds ember-cli's RFCs too, numbered after ember-cli/rfcs' pull requests)."""
    if number is None:
        return None
    pending: list[Any] = [found.value for found in doc.metadata.values()]
    pending.append(doc.front_matter.data)
    seen = 0
    while pending and seen < _MAX_METADATA_STRINGS:
        value = pending.pop()
        seen += 1
        if isinstance(value, dict):
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
        elif isinstance(value, str) and "github.com/" in value:
            for match in _NUMBERED_BY.finditer(value):
                if int(match.group(2)) == number:
                    return "github.com/" + match.group(1).lower()
    return None


# Who a document says decided it and wrote it, by role: the first of each role's keys it has.
PEOPLE_KEYS = {"deciders": ("deciders", "decision-makers", "decided-by"), "authors": ("authors", "author")}
MAX_PEOPLE, MAX_NAME = 20, 100
_PEOPLE_SPLIT = lazy(r"[ \t]*+(?:[,;&]|\band\b)[ \t]*+")
_EMAIL = lazy(r"[ \t]*+[<(][^<>()\s@]{1,200}+@[^<>()\s]{1,200}+[>)]")


def _people(doc: Document) -> dict[str, list[Any]] | None:
    """{role: [[name, ...], line]} for `deciders` and `authors` (and their other spellings), names as written:
    a link's label, without an e-mail address; at most `MAX_PEOPLE` a role."""
    found: dict[str, list[Any]] = {}
    for role, keys in PEOPLE_KEYS.items():
        value = next((v for v in (doc.meta(k) for k in keys) if v is not None), None)
        if value is None:
            continue
        items = value.value if isinstance(value.value, list) else _PEOPLE_SPLIT.split(str(value.value)[:5_000])
        names: list[str] = []
        for item in items[:200]:
            if isinstance(item, dict):
                item = item.get("name", "")
            name = _EMAIL.sub("", " ".join(str(item).split()))
            if (link := _LINK.search(name)) is not None:
                name = link.group(1)
            name = name.strip().strip("*_`").strip()
            if name and name.lower() not in _NONE_VALUES and "{" not in name and name not in names:
                names.append(name[:MAX_NAME])
        if names:
            found[role] = [names[:MAX_PEOPLE], value.line]
    return found or None


def _register(doc: Document) -> list[Any] | None:
    """[start, end, [[line, text], ...], types] of a register's table (register.py), when the file has its
    markers."""
    if "doccheck-index" not in doc.text:
        return None
    from doccheck.repo.register_table import register_block

    block = register_block(doc.lines)
    return None if block is None else [block.start, block.end, [list(row) for row in block.rows], list(block.types)]


# A table row's link to a record: `[0005](0005-x.md)`, `[Title](./docs/0005-x.md#status)`.
_ROW_LINK = lazy(r"\[[^\[\]\n]{0,300}+\]\(\s*+<?([^()\s<>#]{1,300}?\.md)(?:#[^()\s<>]{0,100})?>?\s*+\)")
MAX_LISTED = 2000  # rows of a folder's index table kept


GENERATED_FOOTERS = ("[[Back to Model list]]", "[[Back to API list]]")


ITEM_LINES = 8  # lines a header's list item may go on over


def _item_end(doc: Document, line: int) -> int | None:
    """The last line of a header field written as a list item whose text goes on over the item's indented lines
    (python-party's `- **Status**: Superseded (2026-06-14) - the schema ...` over two more), where it does."""
    first = doc.lines[line - 1] if 0 < line <= len(doc.lines) else ""
    if first.lstrip()[:1] not in ("-", "*", "+"):
        return None
    indent, end = len(first) - len(first.lstrip()), line
    for number in range(line + 1, min(line + ITEM_LINES, len(doc.lines)) + 1):
        text = doc.lines[number - 1]
        if not text.strip() or len(text) - len(text.lstrip()) <= indent or text.lstrip()[:1] in ("-", "*", "+") \
                or number in doc.code_lines:
            break
        end = number
    return end if end > line else None


def _listed(doc: Document) -> list[list[Any]] | None:
    """[[line, the record linked, the status its row gives], ...] of a folder's README or index whose tables
    have a Status column (the repository's own list of its records), unless it is doccheck's own register
    (DC415 judges that)."""
    name = doc.path.rpartition("/")[2].rpartition(".")[0].lower()
    if name not in ("readme", "index") or "doccheck-index" in doc.text or "|" not in doc.text:
        return None
    rows: list[list[Any]] = []
    column: int | None = None  # the Status column of the table being read; None between tables
    header = False
    for number, line in enumerate(doc.lines, 1):
        text = line.strip()
        if not text.startswith("|") or number in doc.code_lines:
            column, header = None, False
            continue
        cells = [cell.strip().strip("*_ ").lower() for cell in text.strip("|").split("|")]
        if not header:
            header = True
            column = cells.index("status") if "status" in cells else None
            continue
        if column is None or set(text) <= set("|-: "):
            continue
        raw = text.strip("|").split("|")
        # The row's record is linked before its status (`| [0001](0001-x.md) | Title | Accepted |`); a row that
        # names its record there without a link (cow-rs's retired `| 0004 | Superseded | ... see [0039](...) |`)
        # links another record after it. A table whose Status comes first links its records after.
        before = "|".join(raw[:column]) if column < len(raw) else text
        named = before if before.strip(" *_") else text
        link = _ROW_LINK.search(_inline_references(named, doc.references, whole_lines=False))  # `[2][nip-0002]` too
        if link is not None and column < len(raw) and raw[column].strip() and len(rows) < MAX_LISTED:
            rows.append([number, link.group(1), raw[column].strip()[:200]])
    return rows or None


# Words and then the record they are of, in a relation's field: "the no-divergence dead-end of 0009".
_OF_ID = lazy(r"^[^\n]{3,200}?\s(?:of|in|from)\s++((?:[A-Za-z]{1,8}+[- ]?)?\d{1,6}+)[ \t.]*+$")
_ID_LIST = lazy(r"(?:[A-Za-z]{0,8}[- ]?\d{1,6}[ \t]*+(?:,|;|\band\b)[ \t]*+){1,30}[A-Za-z]{0,8}[- ]?\d{1,6}")
_ID_SPLIT = lazy(r"[ \t]*+(?:,|;|\band\b)[ \t]*+")
_MAX_FIELDS = 60
_FILE_NAME = lazy(r"[\w./-]{1,200}+")


def _file_list(text: str) -> bool:
    """Whether a value is a list of Markdown files' names: `0015-env-triad-structure.md, 0015-env-triad-terms.md`."""
    parts = _ID_SPLIT.split(text[:5000]) if "," in text or ";" in text else []
    return len(parts) >= 2 and all(p.endswith(".md") and _FILE_NAME.fullmatch(p) for p in parts)
_SAID_IN_A_FIELD = lazy(r"\s*+(?:su(?:pp|p)er[sc]e+ded|replaced|obsoleted)\s++by\b", re.IGNORECASE)


def _typed_links(doc: Document) -> list[list[Any]]:
    """[kind, target, text, line] of each relation the front matter's list of typed links states (Koine's template:
    `links: [{type: superseded-by, target: 30}]`, its relates-to and conflicts-with no relation of a record's)."""
    found = doc.front_matter.data.get("links")
    line = doc.front_matter.key_lines.get("links", 1)
    relations = []
    for item in found[:_MAX_FIELDS] if isinstance(found, list) else ():
        kind = RELATION_KEYS.get(meta_key(str(item.get("type")))) if isinstance(item, dict) else None
        target = item.get("target") if isinstance(item, dict) else None
        if kind is not None and isinstance(target, (str, int)) and not isinstance(target, bool) and str(target).strip():
            relations.append([kind, str(target).strip(), str(target).strip(), line])
    return relations


def _line_naming(doc: Document, target: str, status_line: int) -> int:
    """The line of a status's relation: the status's own, or the line below it in its Status section that ends the
    record and names the target (`Superseded by [10. ...](010-x.md)` below `Accepted`, provisioning-backend's ADR 6)."""
    from doccheck.read.document import ENDED_LINES

    if status_line < 1 or status_line > len(doc.lines) or target in doc.lines[status_line - 1]:
        return status_line
    return next((n for n in range(status_line + 1, min(status_line + ENDED_LINES, len(doc.lines)) + 1)
                 if target in doc.lines[n - 1] and ENDED_BY.match(doc.lines[n - 1])), status_line)


MAX_LISTED_RELATIONS = 50
# A relation's type as a front matter's list of them writes it, and the kind it is (a part superseded is amended).
_LISTED_KINDS = {**RELATION_KEYS, "partially-supersedes": "amends", "partially-superseded-by": "amended-by",
                 "partly-supersedes": "amends", "partly-superseded-by": "amended-by"}


def _listed_relations(doc: Document) -> list[list[Any]]:
    """The relations a front matter lists as mappings of a type and a target (Windlass's MADR records:
    `relations:` over `- type: supersedes` / `target: ADR-0038`, a `scope:` for a part); `see-also` is none."""
    found = doc.meta("relations")
    if found is None or not isinstance(found.value, list):
        return []
    listed = []
    for item in found.value[:MAX_LISTED_RELATIONS]:
        if isinstance(item, dict) and isinstance(item.get("type"), str) and isinstance(item.get("target"), str | int):
            kind = _LISTED_KINDS.get(str(item["type"]).strip().lower().replace("_", "-").replace(" ", "-"))
            target = str(item["target"]).strip()
            if kind is not None and target:
                listed.append([kind, target, target, found.line])
    return listed


_SERIES_ID = lazy(r"\b[A-Z]{2,8}+[- ]?+#?+\d{1,5}+\b")  # `ADR 9`, `RFC-12`, `KEP #7`
_STATUS_NOTE = 600  # characters of a status's note read for the record it names


def _status_note(doc: Document, status: ParsedStatus, status_line: int) -> str:
    """The words a status says beside its value: its own text, or where it is a section's first paragraph, the
    section's (up to _STATUS_NOTE characters)."""
    section = next((s for s in doc.sections if s.body_start <= status_line <= s.body_end), None)
    if section is None or meta_key(section.title) != "status":
        return status.raw[:_STATUS_NOTE]
    return doc.section_text(section)[:_STATUS_NOTE]


# The series records are named in (`ADR 5`, `RFC-12`, `KEP #7`), as a pattern's alternatives
_SERIES_KINDS = "ADR|DR|CIP|CPS|OTEP|RFC|KEP|SE|PEP|BIP|SEP|CAP|JEP"
_SERIES_WORDS = frozenset(_SERIES_KINDS.split("|")) | {"RFD", "EP", "MEP", "ARC", "DEP", "TEP", "HIP", "LIP", "XLS",
                                                      "ZEP"}


def _product_name(named: str) -> bool:
    """Whether an id is a product's name, its letters glued to its digits and no record kind's ("EC2", "S3")."""
    letters = len(named) - len(named.lstrip(string.ascii_letters))
    return named[letters:letters + 1].isdigit() and named[:letters].upper() not in _SERIES_WORDS


def _own_number(doc: Document, named: str) -> bool:
    """Whether an id (`ADR 5`) gives the number the document's own file name gives."""
    from doccheck.repo.index import series_number

    own = series_number(doc.path)
    return own is not None and int(re.sub(r"\D", "", named)) == own.number


def _relations(doc: Document, status: ParsedStatus | None, status_line: int) -> list[list[Any]]:
    """[kind, target, text, line] for every relation the document states, once per (kind, target): the
    status value, the relation keys, then the body."""
    definitions = doc.references
    if status is not None and definitions and "[" in status.raw:
        status = parse_status(_inline_references(status.raw, definitions)) or status
    # "incorporated into candidate CIP-0113": a candidate is a pull request under review, not a document yet.
    relations = [[r.kind, r.target, r.text, _line_naming(doc, r.target, status_line)] for r in status.relations
                 if not re.search(rf"\b(?:candidate|draft)\s+{re.escape(r.text)}", status.raw, re.IGNORECASE)
                 ] if status is not None else []
    if status is not None and status.value in ("superseded", "replaced") and not relations and \
            len(named := {m.group(0) for m in _SERIES_ID.finditer(_status_note(doc, status, status_line))
                          if not _own_number(doc, m.group(0)) and not _product_name(m.group(0))}) == 1:
        # A status that says "superseded" and names one record in its note, with no "by": that record replaced it
        # (Wikibase's "superseded - The headline ... still applies, but in [ADR 9] we changed to ..."), not itself;
        # ... or in a sentence of its section's: "Superseded." then "The rest is covered in ADR #12." (GDS's
        # Prometheus ADR 3), where "EC2" is a product's name
        relations.append(["superseded-by", *named, *named, _line_naming(doc, next(iter(named)), status_line)])
    for key, kind in RELATION_KEYS.items():
        found = doc.meta(key)
        if found is None:
            continue
        values = found.value if isinstance(found.value, list) else [found.value]
        for value in values:
            text = _inline_references(str(value).strip(), definitions)
            if text.lower().strip("*_` ") in _NONE_VALUES or (not doc.is_template and is_placeholder(text)):
                continue  # (`Superseded by: (fill me in with a link ... - if applicable)`: none named)
            # (a path and a note on what of it, `- docs/research/x.md (single-table design)` in chimera's front matter:
            # that part of the document, an amendment, as a link to a section of it is)
            text, noted = _PATH_NOTE.subn("", text)
            links = _LINK.findall(text)
            # `Replaces: 2, 3`: a list of bare numbers or ids, each a record; `supersedes: 0015-a.md, 0015-b.md`
            parts = [] if links or not (_ID_LIST.fullmatch(text) or _file_list(text)) else [
                p.strip() for p in _ID_SPLIT.split(text)]
            # `**Supersedes:** the "reject span attribution" decision in [ADR-0077]`, `ADR-0016 code examples (...)`
            of_a_part = field_names_a_part(text)
            if not links and not parts and (of_id := _OF_ID.search(text)) is not None:
                # `**Supersedes:** the QA carve-outs of 0015` (prumo's ADRs): that record, in part
                parts, of_a_part = [of_id.group(1)], True
            for label, target in links or [(part, part) for part in parts] or [(text, text)]:
                # `Supersedes: [a.md#drivers](a.md#drivers)`: a section of it, so an amendment (as in prose)
                by_part = (bool(links) and "#" in target.lstrip("#")) or of_a_part or noted > 0
                relations.append([_PARTIAL_KINDS.get(kind, kind) if by_part else kind, target, label, found.line])
    relations += _typed_links(doc) + _listed_relations(doc)
    for key, kind in _LINK_ONLY_KEYS.items():
        if (found := doc.meta(key)) is not None:
            relations += [[kind, target, label, found.line] for label, target in _LINK.findall(found.text)]
    # Another field that says it: `withdrawal-reason: Superseded by XLS-85` (the XLS process's own place for it).
    for key, found in list(doc.metadata.items())[:_MAX_FIELDS]:
        if key in RELATION_KEYS or key in _LINK_ONLY_KEYS or key == "status" or not isinstance(found.value, str):
            continue
        if _SAID_IN_A_FIELD.match(found.value) is not None and (said := parse_status(found.value)) is not None:
            relations += [[r.kind, r.target, r.text, found.line] for r in said.relations if r.target]
    relations += _body_relations(doc, definitions)
    # A line read as amending a record, and as superseding it too (its status section's note, "The RAG vector storage
    # component of this ADR has been superseded by ADR-0049", qubinode-navigator's ADR-0027, read whole as the status
    # and in part as prose), amends it: the part it names is what its words are about.
    amending = {(str(r[1]).lower(), r[3], str(r[0])) for r in relations if r[0] in ("amended-by", "amends")}
    if amending:
        relations = [r for r in relations
                     if (str(r[1]).lower(), r[3], _PARTIAL_KINDS.get(str(r[0]))) not in amending]
    # A record whose status says it is amended by another ("accepted (amended 2026-05-17 by [ADR-033](...))", aptl's
    # ADRs) is amended by it wherever else it says that one "superseded" it ("The SIEM-transport portion of this
    # ADR (...) is\n**superseded by ADR-033**"): its status is its own last word.
    amended = {name.lower() for r in (status.relations if status is not None else ()) if r.kind == "amended-by"
               for name in (r.target, r.text) if name}
    if amended:
        relations = [["amended-by", *r[1:]] if r[0] in ("superseded-by", "replaced-by") and (
            str(r[1]).lower() in amended or str(r[2]).lower() in amended) else r for r in relations]
    # A link's text read bare where the link was lost (a status checklist's `- [x] Superseded by [ADR 9](9-x.md)`,
    # read as its words) names the record the link names: the link says which file.
    linked = {(r[0], r[2]) for r in relations if r[1] != r[2]}
    relations = [r for r in relations if r[1] != r[2] or (r[0], r[2]) not in linked]
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


def _year_only(doc: Document) -> bool:
    """Whether the document dates itself with a year alone (`created: 2016`): a repository's older records may
    know no more (run/repository.py)."""
    for key in DATE_KEYS:
        found = doc.meta(key)
        if found is not None and isinstance(found.value, (str, int)) and _YEAR.fullmatch(str(found.value).strip()):
            return True
    return False


_YEAR = lazy(r"(?:19|20)\d\d")
_DIGITS = lazy(r"\d")
_LETTERS = lazy(r"[^\W\d_]")
SHAPE_CHARS = 30


def _date_shape(doc: Document, date: str | None) -> str | None:
    """The shape of a date no rule reads (`12026-06-24`, a Holocene year, is `99999-99-99`), where the document has
    no date that reads: its repository's own way, where most of its records share it (run/repository.py)."""
    if date is not None:
        return None
    for key in DATE_KEYS:
        found = doc.meta(key)
        if found is not None and isinstance(found.value, (str, int)) and any(c.isdigit() for c in str(found.value)):
            text = str(found.value).strip()[:SHAPE_CHARS]
            return _LETTERS.sub("a", _DIGITS.sub("9", text)) if parse_date(text) is None else None
    return None


def _date_order(doc: Document) -> DateOrder | None:
    """The order the document's dates show, when one of them reads only one way (`17/08/2020` is day-first,
    `01/21/2020` month-first): how a repository writes its dates tells how its ambiguous ones read
    (run/repository.py)."""
    for key in DATE_KEYS:
        found = doc.meta(key)
        shape = _NUMERIC_DATE.match(found.text) if found is not None and isinstance(found.value, str) else None
        if shape is None:
            continue
        first, second = int(shape[1]), int(shape[2])
        if first > 12 >= second:
            return "dmy"
        if second > 12 >= first:
            return "mdy"
    return None


_NUMERIC_DATE = lazy(r"\s*+(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}\s*+$")


# A list item's record: its first link, or an id (`- **ADR-019**: Observability and Centralized Logging`).
_ITEM = lazy(r"^[ \t]{0,3}+(?:[-*+]|\d{1,3}[.)])[ \t]++(?P<text>[^\n]{1,300}+)")
MAX_SECTION_ITEMS = 20


def _section_relations(doc: Document, definitions: dict[str, str]) -> list[list[Any]]:
    """The records listed under a heading that names the relation, at any level: `### Supersedes` over
    `- **ADR-019**: ...` (a record's "Related ADRs" section), `## Superseded by` over `- [ADR 8](0008-x.md)`."""
    from doccheck.read.document import meta_key

    found: list[list[Any]] = []
    for section in doc.sections:
        kind = RELATION_KEYS.get(meta_key(section.title))
        if kind is None:
            continue
        items = 0
        # (... or the sentence opening the section, where the record is its first word: windyroad's "## Supersedes"
        # over "ADR 003 (Split WIP checks ...). The local/remote split ...")
        opening = True
        for number in range(section.body_start, section.body_end + 1):
            line = doc.lines[number - 1]
            if number in doc.code_lines or not line.strip():
                continue
            item = _ITEM.match(line)
            said = item.group("text") if item is not None else line.strip() if opening else None
            first_word = item is None
            opening = False
            if said is None:
                continue
            items += 1
            if items > MAX_SECTION_ITEMS:
                break
            text = _inline_references(said, definitions, whole_lines=False)
            if first_word and not text.lstrip("*_` ").startswith("[") and _PROSE_IDS.match(text.lstrip("*_` ")) is None:
                continue
            if (link := _LINK.search(text)) is not None and not link.group(2).startswith("("):
                found.append([kind, unescape_url(link.group(2)), link.group(1), number])
            elif (ids := _PROSE_IDS.match(text.lstrip("*_` "))) is not None:
                first = re.match(r"\d+", ids.group("numbers"))
                reference = f"{ids.group('prefix').upper()}-{first.group(0) if first else ids.group('numbers')}"
                found.append([kind, reference, reference, number])
    return found


_ROW_OF_ANOTHER = lazy(r"^[ \t]*+\|[ \t]*+\[[^\]\n]{1,200}+\]\([^)\n]{1,300}+\)[ \t]*+\|")


def _body_relations(doc: Document, definitions: dict[str, str]) -> list[list[Any]]:
    """Relations stated outside the metadata: a whole `## Status` section, relation lines, prose, the title."""
    from doccheck.read.document import is_top_section, meta_key

    found: list[list[Any]] = []
    status_section = next((s for s in doc.sections if meta_key(s.title) == "status" and is_top_section(doc, s)),
                          None)
    if status_section is not None:
        # (a table's row that opens on a link to another record speaks of that record: eventsource-py's ADR 0049
        # lists "| [0017](...) | Stands as a historical record -- already superseded by ADR 0021 |")
        said = "\n".join(line for line in doc.section_text(status_section).split("\n")
                         if _ROW_OF_ANOTHER.match(line) is None)
        parsed = parse_status(_inline_references(said, definitions))
        for relation in parsed.relations if parsed is not None else ():
            where = next((n for n in range(status_section.body_start, status_section.body_end + 1)
                          if relation.target and relation.target in doc.lines[n - 1]), status_section.line)
            found.append([relation.kind, relation.target, relation.text, where])
    found += _section_relations(doc, definitions)
    lowered = doc.lowered
    if any(hint in lowered for hint in _RELATION_HINTS):
        for number in doc.lines_holding(_RELATION_LINE_WORDS):
            text = doc.lines[number - 1]
            if number in doc.code_lines or (match := _RELATION_LINE.match(text)) is None:
                continue
            parsed = parse_status(_inline_references(match.group("rest"), definitions))
            # `- Supersedes: ADR-0085 decision #3 (metadata DB)`: a part of it
            of_a_part = field_names_a_part(_VERB_SAID.sub("", match.group("rest"), count=1))
            # (a note on a passage: "> Superseded by [X](x.md):" after the paragraph it replaces, its record in force)
            of_a_part = of_a_part or _annotates_a_passage(doc, number)
            for relation in parsed.relations if parsed is not None else ():
                # not prose: "obsoleted by Swift 3", "replaced by 2 new services"
                if _names_document(relation.target, relation.text) or (
                        relation.target.isdigit() and _ONLY_NUMBERS.search(match.group("rest")) is not None):
                    kind = _PARTIAL_KINDS.get(relation.kind, relation.kind) if of_a_part else relation.kind
                    found.append([kind, relation.target, relation.text, number])
        if "this " in lowered or " been " in lowered or "ed by " in lowered:  # (... "is superseded by ADR-19")
            found += _prose_relations(doc, lowered, definitions)
        if "this " in lowered:
            for number in doc.lines_holding(("this ", "this\t")):
                text = doc.lines[number - 1]
                if number not in doc.code_lines and (item := _ITEM_RELATION.match(text)) is not None:
                    if item.group("verb") is None:
                        verb2 = item.group("verb2").lower()
                        kind = "amends" if verb2 == "amended" else "replaces" if verb2 == "replaced" else "supersedes"
                        found.append([kind, item.group("target2"), item.group("label2"), number])
                        continue
                    verb = item.group("verb").lower()
                    kind = "amends" if verb == "amends" else "supersedes" if verb.startswith("super") else \
                        "replaces" if verb == "replaces" else "supersedes"
                    found.append([kind, item.group("target"), item.group("label"), number])
    if doc.title_source == "h1" and (title := _TITLE_RELATION.search(doc.title)) is not None:
        verb = title.group("verb").lower()
        # "Partly Undo ADR 109": a partial undo amends the record, it does not replace it.
        # ... and so does one of a part: "supersede RFC-089 §D4" (podcast_scraper's ADR-098)
        kind = "amends" if verb.startswith(("partly", "partially")) or (
            "undo" not in verb and "revert" not in verb and PART_OF.match(doc.title, title.end()) is not None) else \
            "reverts" if "undo" in verb or "revert" in verb else "supersedes" if "supersede" in verb else "replaces"
        found.append([kind, title.group("ref"), title.group(0), doc.title_line])
    if doc.title_source == "h1" and 0 < doc.title_line <= len(doc.lines) and (
            note := _TITLE_NOTE.search(doc.lines[doc.title_line - 1][:MAX_TITLE_LINE])) is not None:
        # "# RFC 10: Search query classes (superseded by [RFC 25](025-....md))": Wagtail's RFCs say it after the title
        parsed = parse_status(_inline_references(note.group("note"), definitions))
        found += [[r.kind, r.target, r.text, doc.title_line] for r in (parsed.relations if parsed is not None else ())
                  if _names_document(r.target, r.text)]
    return [r for r in found if r[1]]


# A title's closing note of what replaced the record: `(superseded by [RFC 25](025-x.md))`, `(deprecated in favour of
# [ADR 9][adr-9])`.
_TITLE_NOTE = lazy(r"\((?P<note>(?:superseded|superceded|replaced|deprecated|obsoleted)[ \t]++(?:by|in[ \t]++favou?r"
                   r"[ \t]++of)[ \t][^()\n]{1,200}+(?:\([^()\s]{1,300}+\))?+[^()\n]{0,40}+)\)[ \t*_]*+$", re.IGNORECASE)
MAX_TITLE_LINE = 600  # characters of a title's line searched for its note


_NOTE_ON_A_PASSAGE = lazy(r"^[ \t>*_-]*+superseded[ \t]++by[ \t]++\[[^\[\]\n]{1,200}+\]\([^()\s]{1,300}+\)[*_]{0,2}+:",
                         re.IGNORECASE)


def _annotates_a_passage(doc: Document, number: int) -> bool:
    """Whether a "Superseded by [X](x.md):" line notes what replaced the passage above it (diveday's records, in
    force, quote it after a paragraph, "> Superseded by [...]: the snapshot now saves itself"): a line that says
    what, after prose of its own section. A record superseded whole says so at its top or in its status."""
    if _NOTE_ON_A_PASSAGE.match(doc.lines[number - 1]) is None:
        return False
    from doccheck.read.document import meta_key

    section = next((s for s in reversed(doc.sections) if s.line < number), None)
    if section is None or section.line == doc.title_line or meta_key(section.title) in ("status", *RELATION_KEYS):
        return False  # (a status section's "Accepted", then "Superseded by [X]: ...", is the record's)
    return any(line.strip() and not line.lstrip().startswith(("#", ">", "|", "<!--"))
               for line in doc.lines[section.body_start - 1:number - 1])


# A record's number as a line names it: with its series' letters (`ADR 0016`, `RFC-12`, `KEP #7`), or zero-padded
# alone (`0016`).
_SPOKEN_NUMBER = lazy(r"\b(?:[A-Z]{2,8}+[- ]?+#?+0*+(\d{1,5}+)|0\d{2,4}+)\b")
# (... or as the record's next version: "This is an updated proposal for [KEEP-259](...)", Kotlin's KEEP-0367, of
# the KEEP-0259 it supersedes)
_ANSWER_WORDS = {"amend": ("amend",), "supersede": ("ersede", "ercede", "replac", "updated proposal", "updated version",
                                                    "new version of", "revised version", "successor to")}
MAX_ANSWERS = 200


def _answering_lines(doc: Document) -> dict[str, list[int]]:
    """For each family of relation, the lines that speak of it (`_ANSWER_WORDS`), found once for `_answers` and
    `_answer_names`."""
    return {family: doc.lines_holding(words) for family, words in _ANSWER_WORDS.items()}


def _answers(doc: Document, answering: Mapping[str, list[int]]) -> list[list[Any]]:
    """[family, number, line] for each record number a line names where it speaks of amending or replacing, in a
    sentence or a table's row: "**Store-level spans are removed** (amends ADR 0016)", "| 0016 optional tracing |
    Amended. ... |" (eventsource-py's ADR 0025). No statement (a line naming two records does not say which replaces
    which); only the words a record answers another's "amended by" or "superseded by" with (repo/supersession.py)."""
    found: list[list[Any]] = []
    for family, lines in answering.items():
        for number in lines:
            if number in doc.code_lines:
                continue
            for match in _SPOKEN_NUMBER.finditer(doc.lines[number - 1][:2000]):
                found.append([family, int(match.group(1) or match.group(0)), number])
                if len(found) >= MAX_ANSWERS:
                    return found
    return found


# A document's file name, as a link's target ends or a code span holds it: `DESIGN-installation-plans-eval.md`.
_FILE_NAME = lazy(r"(?<![\w.-])([\w][\w.-]{0,200}?\.mdx?)(?![\w.-])", re.IGNORECASE)


def _answer_names(doc: Document, answering: Mapping[str, list[int]]) -> list[list[Any]]:
    """[family, file name] for each document's file name a line names where it speaks of amending or replacing, or
    a section whose heading does (tsuku's "### Superseded Designs", a list of the designs it consolidated, each in a
    code span; "This design supersedes the ... section of [DESIGN-x.md](DESIGN-x.md)"): for records named, not
    numbered, what `_answers` is for numbers."""
    found: list[list[Any]] = []
    for family, holding in answering.items():
        lines = set(holding)
        for section in doc.sections:
            if section.line in lines:
                lines.update(range(section.body_start, section.body_end + 1))
        for number in sorted(lines - doc.code_lines):
            for match in _FILE_NAME.finditer(doc.lines[number - 1][:2000]):
                found.append([family, match.group(1).lower()])
                if len(found) >= MAX_ANSWERS:
                    return found
    return found


# A list of related records that names the other one first: "- [ADR-0036](./0036-x.md) - the stream this ADR
# amends", "- [ADR 12](0012-x.md): this ADR supersedes it" (edgex's "Other Related ADRs").
_ITEM_RELATION = lazy(
    r"^[ \t]{0,3}[-*+][ \t]++\[(?P<label>[^\[\]\n]{1,200}+)\]\((?P<target>[^()\s]{1,300}+)\)[^\n]{0,300}?"
    r"\bthis[ \t]++" + r"(?:adr|cip|cps|otep|rfc|kep|pep|proposal|decision|document|record|(?-i:[A-Z]{1,5}[PRC]))"
    r"[ \t]++(?P<verb>su(?:pp|p)er[sc]edes|replaces|amends|obsoletes)(?:[ \t]++it)?[ \t]*+[.)]?[ \t]*+$"
    # ... or says it from the other side: "- [Conditions v1](...) (superseded by this document)" (cluster-api).
    r"|^[ \t]{0,3}[-*+][ \t]++\[(?P<label2>[^\[\]\n]{1,200}+)\]\((?P<target2>[^()\s]{1,300}+)\)[^\n]{0,300}?"
    r"\b(?P<verb2>su(?:pp|p)er[sc]eded|replaced|amended)[ \t]++by[ \t]++this[ \t]++"
    r"(?:adr|cip|cps|otep|rfc|kep|pep|proposal|decision|document|record|(?-i:[A-Z]{1,5}[PRC]))\b",
    re.IGNORECASE)
_DOC_REFERENCE = lazy(r"^(?:" + _SERIES_KINDS + r")[- ]?#?\d+$", re.IGNORECASE)
# "Superseded by 25", "Supersedes 3 and 4": a bare number names a record of the series only when the numbers are all
# the line says after the verb.
_ONLY_NUMBERS = lazy(r"(?:by|of|[sc]ede[sd]|replaces|amends|obsoletes)[ \t]*+:?[ \t]*+#?\d{1,6}+"
                     r"(?:[ \t]*+(?:,|&|and)[ \t]*+#?\d{1,6}+)*+[ \t.)*_]*+$", re.IGNORECASE)
_REF_LINK = lazy(r"\[([^\[\]\n]{1,200}+)\](?:\[([^\[\]\n]{0,200}+)\])?+(?!\()")
# Prose that states a relation from this document's side: "This ADR supersedes ADR-15", "This CIP partially
# supercedes [CIP-0058][cip-0058]", "This proposal completely replaces OTEP 0008", "our work in this CIP relates
# to (and in some cases, supercedes) CIP-58". A partial supersession is an amendment.
# A sentence goes on to the next line, unless that line starts a list item, a heading or a quote of its own.
_NOT_A_NEW_ITEM = r"(?![ \t]*+(?:[-*+>#]|\d{1,3}[.)])[ \t])"
# The document's own kind: a known one, or an acronym of the kind proposal series use (CAP, SEP, TEP, KDP, CFP).
_OWN_KIND = (r"(?:adr|cip|cps|otep|rfc|kep|pep|proposal|decision|document|record|spec(?:ification)?|standard"
             r"|(?-i:[A-Z]{1,5}[PRC]))")
# ... or "This" alone opening its sentence, the verb right after it ("This supersedes [ADR-09](./09-formatting.md).");
# never a verb inside a link's text ("in this ADR has been superseded by [ADR 177 — Ownership replaces ...](...)")
_PROSE_RELATION = lazy(
    r"(?:\bthis\s++" + _OWN_KIND + r"\b(?P<between>[^.;\[\]]{0,60}?)"
    # ... or "It" opening a sentence of the record's summary: "It replaces [RFC 0007](...)" (Jayvee's RFC 0016)
    r"|(?:(?<![^\n])|(?<=[.!?]\s))[ \t]*+(?:\*\*|__)?(?:this|it))"
    r"\s(?P<verb>su(?:pp|p)er[sc]edes|replaces|obsoletes|amends|undoes|reverts"
    r"|(?:has|have)\s++(?:su(?:pp|p)er[sc]eded|replaced)(?!\s++by))\b"
    r"(?P<rest>[^\n]{0,1000}+(?:\n" + _NOT_A_NEW_ITEM + r"[^\n]{0,300}+)?)",
    re.IGNORECASE,
)
# ... and from the other side, whatever the subject: "These IP ranges have been superseded by [ADR #0033](..)";
# with "is" or "was" only of the whole document: "This decision was later superseded by [ADR-0010]" (merchant-rs).
_PROSE_BACK_RELATION = lazy(
    r"\b(?:(?:has|have)\s++been|(?P<aux>is|was)(?:\s++(?:now|later|since|subsequently|then|eventually))?)\s++"
    r"(?P<between>(?:partly|partially|in part)\s++)?"
    r"(?P<verb>su(?:pp|p)er[sc]eded|replaced|amended|obsoleted|deprecated)\s++(?P<by>by|in\s++favou?r\s++of|with)\b"
    r"(?P<rest>[^\n]{0,1000}+(?:\n" + _NOT_A_NEW_ITEM + r"[^\n]{0,300}+)?)",
    re.IGNORECASE,
)
_PROSE_VERB = lazy(
    r"su(?:pp|p)er[sc]ede[sd]|replace[sd]|obsolete[sd]|amend(?:s|ed)|undoes|reverts|deprecated"
    r"|successor[ \t]++(?:to|of)")  # lowered
# "This serves as a successor to the [2022 Roadmap]" (Windows Terminal's roadmaps): this document supersedes it.
_SUCCESSOR = lazy(r"\b(?:serves[ \t]++as|is)[ \t]++(?:a|the)[ \t]++successor[ \t]++(?:to|of)\b", re.IGNORECASE)
# The whole document as the subject, also after a word on its state: "THIS DOCUMENT IS DEPRECATED AND HAS BEEN
# REPLACED BY [ANOTHER APPROACH](...)" (ethereum-optimism/design-docs), "This RFC has been retired and has been
# superseded by [RFC#0016 ...](...)".
_WHOLE_SUBJECT = lazy(
    # ... and "This" alone opening its sentence ("This has been superceded by [ADR021](...)": alphagov's).
    # ... with its own id after it: "This standard (VIP-193) has been superseded by the [VIP-214](...)".
    r"(?:\bthis\s++(?:" + _OWN_KIND + r"|design(?:\s++doc(?:ument)?)?|doc|one-pager|page|plan|note)"
    r"(?:\s*+\(\s*+[a-z]{1,12}+[- ]?\d{1,8}+\s*+\))?|\bit|(?:^|[\n.!])\s*+(?:\*\*|__)?this)"
    r"(?:\s++(?:is|was|has\s++been)\s++(?:now\s++)?(?:deprecated|obsolete|outdated|retired|archived|withdrawn),?"
    r"\s++and)?\s*+$",
    re.IGNORECASE)
# (a thing "of this ADR" is a part of it, unless it is the whole's own name: "the decision of this ADR", "its content")
_OF_THIS = lazy(r"\b(?!(?:decision|design|contents?|text|entirety|whole|body|substance)\b)\w++[ \t]++of[ \t]++"
                r"(?:\*\*|__)?this[ \t]++\w++[^\n.!?]{0,20}+$", re.IGNORECASE)
_BACK_KINDS = {"replaced": "replaced-by", "amended": "amended-by", "obsoleted": "superseded-by",
               "deprecated": "deprecated-by"}
_PARTIAL_KINDS = {"supersedes": "amends", "replaces": "amends", "superseded-by": "amended-by",
                  "replaced-by": "amended-by"}
_PARTIAL = lazy(r"\b(?:in part|partial(?:ly)?|partly|in some cases|some aspects|parts? of)\b", re.IGNORECASE)
# ... or by the matter it names after the record: "This KEEP supersedes the original [type alias KEEP](...) on the
# matter of nested type aliases" (Kotlin's KEEP-0406: the rest of KEEP-0004 stands)
_SCOPED_AFTER = lazy(r"^[^\n.;]{0,80}?(?:\]\([^()\s]{1,300}+\)|\b[A-Za-z]{1,12}+[- ]?#?\d{1,6}+\b)[*_`]{0,2}+"
                     r"[ \t,]{1,3}+"
                     r"(?:on\s++the\s++matters?\s++of|with\s++(?:regard|respect)\s++to|as\s++regards|regarding"
                     r"|in\s++(?:regard|respect)\s++(?:to|of)|as\s++far\s++as|only\s++(?:for|in|as\s++to))\b",
                     re.IGNORECASE)
# ... or in an aside right after the verb: "this document supersedes (for the parts concerning the distribution
# of artifacts) proposals [...]" (Falco's).
_PARTIAL_ASIDE = lazy(r"\s*+\((?:[^()\n]{0,80}?\b(?:parts?|partial(?:ly)?|partly|aspects?|sections?|portions?)\b)"
                      r"[^()\n]{0,120}+\)", re.IGNORECASE)
# ... or by what it names: a part of the record, not the record. "the serving-mode decision of ADR-0022", "the
# \"reject span attribution\" decision in [ADR-0077](...)" (a decision qualified, or a section, an aspect, ...);
# "ADR-0085 decision #3", "ADR-0113's redaction half"; "the ADR-0044 per-role model"; "ADR-0022 — serving mode only"
# (ai-helm's ADRs). "The previous decision in ADR-7" is the whole record.
# ... and a stance or an approach is as a decision: "the earlier \"wait for 8.0\" stance recorded in ADR-0014" (nami's
# ADR-0019) is one of ADR-0014's, "the earlier approach in ADR-3" all of it.
# (... and what a record says, as words: "the 'panic on option errors' guidance in ADR-002" (go-utilpkg's ADR-007),
# "the 're-queue at the back' wording in ADR-130's original" (OTGW-firmware's ADR-138))
_PART_NOUN = r"(?:decisions?|sections?|parts?|aspects?|portions?|clauses?|items?|points?|half|halves|rules?" \
             r"|stances?|positions?|approach(?:es)?|choices?|guidance|guidelines?|wording|framing|paragraphs?" \
             r"|requirements?|recommendations?|constraints?)"
_AS_DECISION = ("decision", "stance", "position", "approach", "choice")  # (lowered) a part only when qualified
_WHOLE_WORDS = frozenset({"the", "previous", "earlier", "original", "old", "older", "prior", "former", "initial",
                          "existing", "first", "last", "current", "whole", "entire", "this", "that", "its", "their"})
_PART_WORD = r"(?:[\"“'][^\"”'\n]{1,80}+[\"”']|[\w`*/.-]{1,40}+)"
_PART_BEFORE = lazy(r"^[\W_]{0,6}+(?P<words>(?:the\s++)?" + _PART_WORD + r"(?:\s++" + _PART_WORD + r"){0,5}?)"
                    r"(?<!\bas)\s++(?P<noun>" + _PART_NOUN + r")\s++"
                    r"(?:(?:recorded|made|taken|described|documented|stated|set\s++out|written|adopted)\s++)?"
                    r"(?:of|in|from|by)\b", re.IGNORECASE)
_RECORD_ID = r"(?:\[[^\[\]\n]{1,120}+\]\([^()\s]{1,300}+\)|[a-z]{1,12}+[- ]?#?\d{1,6}+)"
# (the marks before it stop at a link's bracket, which is the record's: "[ADR-7](...) (presentation contract only")
_PART_AFTER = lazy(r"^(?:[^\w\[]|_){0,6}+(?:the\s++" + _RECORD_ID + r"[*_`]{0,2}+\s++[a-z]|" + _RECORD_ID +
                   r"[*_]{0,2}+[ \t]++" + PART_ID + "|" + _RECORD_ID +
                   r"[*_`]{0,2}+(?:['’]s\s|\s*+(?:decision|section|part|item|point|clause|§)\s*+#?\d"
                   r"|\s*+[—–:(-]\s*+[^.\n]{0,60}?\b(?:only|partially|partly|in\s++part)\b))", re.IGNORECASE)


# ... or a thing a record says, named and then said where: "supersedes the Go-specific pointer-backed nullable-field
# representation described in ADR 0020", "the implicit borrowing of `mut` bindings accepted by ADR 0022" (ard's). "The
# decision recorded in ADR-5" is the whole record.
_PART_SAID_IN = lazy(r"^[\W_]{0,6}+(?P<words>(?:the\s++)?(?:" + _PART_WORD + r"\s++){0,8}?)(?P<noun>[\w`*-]{1,40}+)"
                     r"\s++(?:recorded|described|accepted|adopted|introduced|defined|specified|stated|documented|"
                     r"proposed|established|set\s++out)\s++(?:in|by)\s*+(?=" + _RECORD_ID + r")", re.IGNORECASE)
# ... or a thing of it, named as the status's "supersedes the X of [ADR-9]" is: "This supersedes the two-table
# hot-index *encoding* of ADR-0016 and ADR-0017" (kuatia's ADR 22), "the Today description in [...]", "the
# `is_published` / `is_active` split from [...]" (diveday's). "The decision of ADR-5" is the whole record.
_PART_OF = lazy(r"^[\W_]{0,6}+the\s++(?P<words>(?:" + _PART_WORD + r"\s++){0,6}?)(?P<noun>[\w`*-]{1,40}+)"
                r"\s++(?:of|in|from)\s++(?=" + _RECORD_ID + r")", re.IGNORECASE)
_WHOLE_NOUNS = ("decision", "record", "adr", "rfc", "proposal", "document", "design", "choice", "approach")

# ... or "only" some thing of it: "This ADR supersedes only the Suricata concrete realization in ADR-028" (aptl's).
_ONLY_OF = lazy(r"^[\W_]{0,6}+only\s++(?:the\s++)?(?:[\w`*/.-]{1,40}+\s++){1,6}?(?:of|in|from)\s", re.IGNORECASE)


# In a relation's field, an id and then words in small letters, no title's: what of the record ("**Supersedes:**
# ADR-0016 code examples (prose intent preserved)", agent_ecology2's ADR-0028). Not in prose, where "ADR-5 because
# the ..." goes on with the sentence.
_ID_THEN_WORDS = lazy(r"^[\W_]{0,6}+[A-Za-z]{1,12}+[- ]?#?\d{1,6}+[ \t]++(?-i:[a-z]{2,20}+)[ \t]++(?-i:[a-z]{2,20}+)\b")


def field_names_a_part(value: str) -> bool:
    """Whether a relation's field (or a line written as one) names a part of the record (`names_a_part`), also by
    words in small letters after its id (`_ID_THEN_WORDS`)."""
    return names_a_part(value) or _ID_THEN_WORDS.match(value) is not None


def names_a_part(said: str) -> bool:
    """Whether the words after a relation's verb name a part of the record (`_PART_BEFORE`, `_PART_AFTER`,
    `_ONLY_OF`): an amendment, not a supersession of the whole."""
    said = said[:300]
    if _PART_AFTER.search(said) is not None or _ONLY_OF.search(said) is not None:
        return True
    before = _PART_BEFORE.search(said)
    if before is None:
        said_in = _PART_SAID_IN.search(said) or _PART_OF.search(said)
        return said_in is not None and not (said_in.group("noun").strip("`*").lower().startswith(_WHOLE_NOUNS) and {
            w.strip("`*_\"“”'").lower() for w in said_in.group("words").split()} <= _WHOLE_WORDS) and \
            said_in.group("noun").strip("`*_").lower() not in _WHOLE_WORDS
    words = {w.strip("`*_\"“”'").lower() for w in before.group("words").split()}
    # (a decision is the record itself unless a word says which of its decisions; a section is always a part)
    return not before.group("noun").lower().startswith(_AS_DECISION) or not words <= _WHOLE_WORDS


_NEGATION = lazy(r"\b(?:not|never|no longer)\b|n't\b", re.IGNORECASE)
_PROSE_IDS = lazy(
    r"\b(?P<prefix>" + _SERIES_KINDS + r"|(?-i:[A-Z]{1,5}[PRC]))s?[- ]?#?"
    r"(?P<numbers>\d++(?:(?:\s*+,\s*+|\s++and\s++)\d++)*+)",
    re.IGNORECASE)
# The kind of record named before its link, "... superseded by decision: [0022 ...](...)" (The National Archives'):
# its colon does not end the sentence.
_KIND_LABEL = lazy(r"^\s*+(?:the\s++)?(?:decision|record|proposal|document|adr|rfc)s?\s*+:\s*+(?=\[)",
                   re.IGNORECASE)
# (a full stop inside the emphasis that ends there too: "**This replaces #0567 as the blocker.** RFC-0074 ...")
_SENTENCE_END = lazy(r"[.;:][*_]{0,2}+(?:\s|$)|,(?!\s*+\d)|\n\s*+\n")


def _inline_references(text: str, definitions: dict[str, str], *, whole_lines: bool = True) -> str:
    """`[RFC 573][573]` and `[RFC 1574]` written out as the inline links they render as. `whole_lines`: the text
    starts at a line's start, where `[label]: url` is a definition rather than a use."""
    if not definitions or "[" not in text:
        return text

    def inline(match: re.Match[str]) -> str:
        before = text[text.rfind("\n", 0, match.start()) + 1 : match.start()]
        if whole_lines and text.startswith(":", match.end()) and not before.strip():
            return match.group(0)  # a definition, `[label]: url`, not a use
        label = " ".join((match.group(2) or match.group(1)).split()).lower()
        target = definitions.get(label)
        return f"[{match.group(1)}]({target})" if target is not None else match.group(0)

    return _REF_LINK.sub(inline, text)


def _prose_relations(doc: Document, lowered: str, definitions: dict[str, str]) -> list[list[Any]]:
    # Only the lines around a relation verb are read: the patterns then run over a few lines, not the document.
    text = lowered
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")  # lines as doc.lines counts them
    verb_lines: list[int] = []
    line, offset = 1, 0
    for match in _PROSE_VERB.finditer(text):
        line += text.count("\n", offset, match.start())
        offset = match.start()
        if not verb_lines or verb_lines[-1] != line:
            verb_lines.append(line)
    found: list[list[Any]] = []
    # (a line ending on its verb, "**This document is superseded by**", reads on over the list below it)
    # (... and so does one ending on a verb of its own, "This decision supersedes:" (batonel's), or on "by this
    # decision:", "The implementations ... are partially superseded by this decision:" (Umee's design doc 008))
    ends = {n: n + LIST_BELOW + 1 for n in verb_lines
            if _OPENS_A_LIST.search(doc.lines[n - 1][-200:].rstrip()) is not None}
    for first, last in _windows(verb_lines, len(doc.lines), ends):
        window = "\n".join("" if n in doc.code_lines else doc.lines[n - 1] for n in range(first, last + 1))
        if "uccessor" in window:
            window = _SUCCESSOR.sub("supersedes", window)
        for relation in _prose_window(window, definitions):
            relation[3] += first - 1
            if _in_a_part(doc, relation[3]):
                relation[0] = _PARTIAL_KINDS.get(relation[0], relation[0])
            found.append(relation)
    return found


_NUMBERED_PART = lazy(r"^(?:(?:decision|part|item|step|option)\s++)?#?\d{1,3}+(?:\.\d{1,3}+)*+[.):]?\s", re.IGNORECASE)


def _in_a_part(doc: Document, line: int) -> bool:
    """Whether a line sits in one of the document's numbered parts: under a heading below its own sections' level
    that numbers it (`### 4. State should be DB-backed`, agent_ecology2's ADR-0004, whose fourth decision "was
    superseded by ADR-0006" while the other three stand). What it says of "this decision" is said of that part."""
    return any(section.line < line <= section.end_line and section.level > doc.top_level
               and _NUMBERED_PART.match(section.title) is not None for section in doc.sections)


def _windows(lines: list[int], count: int, ends: dict[int, int] | None = None) -> list[tuple[int, int]]:
    """Line ranges two lines either side of each line (or to its own end, `ends`), merged where they touch."""
    windows: list[tuple[int, int]] = []
    for line in lines:
        first, last = max(1, line - 2), min(count, max(line + 2, (ends or {}).get(line, 0)))
        if windows and first <= windows[-1][1] + 1:
            windows[-1] = (windows[-1][0], last)
        else:
            windows.append((first, last))
    return windows


def _prose_window(text: str, definitions: dict[str, str]) -> list[list[Any]]:
    found: list[list[Any]] = []
    for match, back in [*((m, False) for m in _PROSE_RELATION.finditer(text)),
                        *((m, True) for m in _PROSE_BACK_RELATION.finditer(text))]:
        between = match.group("between") or ""
        if _NEGATION.search(between) or len(between.split()) > 8:
            continue
        if not back and _CLAUSE_ENDS.match(match.group("rest")) is not None:
            continue  # "the prose warning this decision replaces is the weakest tier" (agentproofarch's ADR-0012):
            # what it replaces came before, in a relative clause; the record named after is another matter
        verb = match.group("verb").lower().split()[-1]  # "has superseded": the verb's own word
        rest = _inline_references(match.group("rest"), definitions, whole_lines=False)
        rest = _KIND_LABEL.sub("", rest, count=1)  # "supersedes decision: [0008 ...](...)": the link's label
        partial = _PARTIAL.search(between) or _PARTIAL.match(rest.strip()) or _PARTIAL_ASIDE.match(rest) \
            or _SCOPED_AFTER.match(rest) \
            or (not back and names_a_part(rest))  # (what replaced it is no part of it: "replaced with ... as part of")
        line = text.count("\n", 0, match.start("verb")) + 1
        # (from this record's side only after a colon: "This decision supersedes:"; a list's item that ends on "this
        # ADR amends" said it of the record it opened on)
        list_at = match.end() if not rest.strip(" \t\n*_:") and (
            back or match.group("rest").lstrip(" \t*_").startswith(":")) else None
        if back and (by_this := _BY_THIS.match(match.group("rest"))) is not None:
            # "The implementation discussed in a previous design doc is superseded by this decision:" (Umee's): this
            # record supersedes what the list below it names, or what the sentence's subject names
            if verb not in _FORWARD_KINDS:
                continue
            back, kind = False, "amends" if partial else _FORWARD_KINDS[verb]
            if match.group("rest")[by_this.end():].strip(" \t\n*_:"):
                found += _subject_records(text, match.start(), kind, line, definitions)
                continue
            list_at = match.start("rest") + by_this.end()
        elif back:
            # "These IP ranges have been superseded by ...": a part of the document, so an amendment.
            before = text[max(0, match.start() - 60):match.start()]
            # (... not a thing of it: "The RAG vector storage component of this ADR has been superseded by ADR-0049",
            # qubinode-navigator's ADR-0027)
            whole = _WHOLE_SUBJECT.search(before[-40:]) is not None and _OF_THIS.search(before) is None
            if match.group("aux") and not whole and not (
                    match.group("aux").lower() == "is" and _BY_RECORD.match(rest) is not None
                    and _PART_SUBJECT.search(text[max(0, match.start() - 60):match.start()]) is not None):
                continue  # "which was replaced by Postgres", "the schema is superseded by the one below": narration
                # (but "**Back-channel logout is superseded by ADR-0019**", nami's ADR-0014: a part of this record,
                # named in a few words, now, by a record; not "ADR-2's queue, which was replaced by ADR-7 in 2020",
                # nor "(An earlier corpus note that NFR/SLO should stay a banner ... is superseded by ADR-0041.)")
            if match.group("by").lower() == "with" and (verb != "replaced" or not whole):
                # "replaced with" only of the whole document: "This design was replaced with a single global default
                # as part of implementing [explicit-boot-mode](explicit-boot-mode.md)" (metal3's designs)
                continue
            kind = "amended-by" if partial or not whole else _BACK_KINDS.get(verb, "superseded-by")
        else:
            kind = "amends" if partial or verb == "amends" else "reverts" if verb in ("undoes", "reverts") else \
                "replaces" if verb in ("replaces", "replaced") else "supersedes"
        if list_at is not None and (items := _LIST_BELOW.match(text, list_at)) is not None:
            # "**This document is superseded by**" over a list of its successors (gt4py's ADR 9): each item's link;
            # "This decision supersedes:" over a list of what it replaces (batonel's decisions)
            first_item = text.count("\n", 0, items.start(1)) + 1
            for at, item in enumerate(items.group(1).splitlines()):
                if (link := _LINK.search(item)) is not None and not link.group(2).startswith(("(", "#")):
                    found.append([kind, unescape_url(link.group(2)), link.group(1), first_item + at])
            continue
        plain = _LINK.sub(lambda m: "\0" * len(m.group(0)), rest)
        cut = _sentence_end(plain)
        named: list[tuple[int, int, list[Any]]] = []  # (start, end, relation) of each reference, in order
        for link in _LINK.finditer(rest):
            if link.start() < cut and not link.group(2).startswith("("):  # `[x]((url))` links nowhere
                # "superseded by the [attributes section of the spec](spec.md#attributes)": by a part of it.
                by_part = "#" in link.group(2).lstrip("#")
                named.append((link.start(), link.end(), [_PARTIAL_KINDS.get(kind, kind) if by_part else kind,
                                                         unescape_url(link.group(2)), link.group(1), line]))
        for ids in _PROSE_IDS.finditer(plain[:cut]):
            for number in re.findall(r"\d+", ids.group("numbers")):
                reference = f"{ids.group('prefix').upper()}-{number}"
                named.append((ids.start(), ids.end(), [kind, reference, reference, line]))
        # a record's file by its path: "This document supersedes `adr/0002-@covers-annotations.md`" (infection's),
        # a path from the repository's top where it names a folder (a mention, not a link relative to the record)
        named += [(file.start(), file.end(), [kind, _from_top(file.group("file")), file.group("file"), line])
                  for file in _PROSE_FILE.finditer(plain[:cut])]
        # A record cited in a "see" aside is where the sentence comes from, not what it replaces ("This replaces the
        # previous composite snapshot concept (see [ADR-0038](...))", konflux's integration-service page).
        named = [item for item in named if _CITED.search(plain[max(0, item[0] - 16):item[0]]) is None]
        found += _objects(sorted(named, key=lambda item: item[0]), plain)
    return found


# A verb right after "this decision replaces": the clause ended, its object came before it
_CLAUSE_ENDS = lazy(r"[ \t*_]++(?:is|are|was|were|has|have|had|will|would|can|could|should|must|does|do|did"
                    r"|remains?)\b", re.IGNORECASE)
# The subject of "is superseded by ADR-N" that is a part of the record: a few words opening their sentence or bold
# run, no relative clause's ("which", "that")
_PART_SUBJECT = lazy(r"(?:^|[.!?;:(\n]|\*\*|__)[ \t]*+(?!(?:which|that)\b)(?:[\w/-]++[ \t]++){1,4}+$", re.IGNORECASE)
_BY_RECORD = lazy(r"[\s*_]*+(?:" + _RECORD_ID + r")", re.IGNORECASE)  # a record named right after "by"
_CITED = lazy(r"(?:\(|\b)(?:see|cf\.?)(?:\s++also)?[\s:]*+$", re.IGNORECASE)
# A line ending where a list of the records it speaks of follows: on "by", on a verb of this record's, on "by this
# decision", these two with a colon (not a list's item that ends on "- the stream this ADR amends")
_OPENS_A_LIST = lazy(r"(?:\sby[ \t*_:]*+|(?:\b(?:su(?:pp|p)er[sc]edes|replaces|obsoletes|amends)|\sby\s++this\s++"
                     + _OWN_KIND + r")[ \t*_]*+:[ \t*_]*+)$", re.IGNORECASE)
# ... "by this decision" after the verb: the record itself is the agent, what it replaces the subject or the list
_BY_THIS = lazy(r"^[ \t]*+(?:\*\*|__)?this\s++" + _OWN_KIND + r"\b[ \t*_]*+:?", re.IGNORECASE)
_FORWARD_KINDS = {"superseded": "supersedes", "replaced": "replaces", "amended": "amends", "obsoleted": "supersedes"}
# The list a relation line ending on its verb goes on to, a blank line between or not: up to LIST_BELOW items
LIST_BELOW = 10
_LIST_BELOW = lazy(r"[ \t*_:]*+\n?(?:[ \t]*+\n)?"
                   r"((?:[ \t]{0,3}+[-*+][ \t]++[^\n]{1,500}+(?:\n|$)){1," + str(LIST_BELOW) + r"}+)")


# Where the sentence whose subject names the records begins: after the last of these
_SENTENCE_MARKS = (". ", ".\n", "! ", "? ", "\n\n", "\n- ", "\n* ", "\n+ ", "\n> ")


def _subject_records(text: str, verb_at: int, kind: str, line: int, definitions: dict[str, str]) -> list[list[Any]]:
    """The records the subject of "... is superseded by this decision." names: "[ADR 6](0006-x.md) is superseded
    by this decision", each link to a file or series id of its sentence before the verb. A record the subject
    names as the owner of a part ("The caching in ADR-3 is superseded by this ADR") is amended."""
    head = text[max(0, verb_at - 400):verb_at]
    subject = _inline_references(head[max(head.rfind(mark) for mark in _SENTENCE_MARKS) + 1:], definitions,
                                 whole_lines=False)
    plain = _LINK.sub(lambda m: "\0" * len(m.group(0)), subject)
    named = [[unescape_url(link.group(2)), link.group(1), link.start()] for link in _LINK.finditer(subject)
             if not link.group(2).startswith(("(", "#"))]
    named += [[f"{ids.group('prefix').upper()}-{int(n)}", ids.group(0), ids.start()]
              for ids in _PROSE_IDS.finditer(plain) if not _product_name(ids.group(0))
              for n in re.findall(r"\d+", ids.group("numbers"))]
    opening = subject.lstrip(" \t\n*_>-")
    whole = opening.startswith("[") or _PROSE_IDS.match(opening) is not None
    own = kind if whole else _PARTIAL_KINDS.get(kind, kind)
    return [[own, target, label, line] for target, label, _at in sorted(named, key=lambda n: n[2])]


def _sentence_end(plain: str) -> int:
    """Where the sentence a relation verb opens ends in `plain` (its links blanked out): a full stop, a semicolon,
    a colon, a blank line, or a comma, unless the comma goes on to another reference of a list ("supersedes
    [Part 1](...), [Part 2](...), and [S3](...)", Falco's)."""
    for end in _SENTENCE_END.finditer(plain):
        if end.group(0) == ",":
            gap = _LIST_GAP.match(plain, end.start())
            after = gap.end() if gap is not None else end.end()
            if plain.startswith("\0", after) or _PROSE_IDS.match(plain, after) is not None:
                continue
        return end.start()
    return len(plain)


_PROSE_FILE = lazy(r"(?<![\w./@-])`?(?P<file>[\w./@-]{1,300}?\.md)(?![\w./@-])`?")


def _from_top(path: str) -> str:
    return f"/{path}" if "/" in path and not path.startswith((".", "/")) else path


# Between two references of one list: a comma, "and", "or", after a title in parentheses ("HIP-125 (Temporary
# Anti-Gaming Measures), HIP-126").
_LIST_GAP = lazy(r"\s*+(?:\([^()\n]{0,200}+\)\s*+)?(?:,\s*+)?(?:(?:and|or|&)\s++)?(?:the\s++)?", re.IGNORECASE)


def _objects(named: list[tuple[int, int, list[Any]]], plain: str) -> list[list[Any]]:
    """The references a prose verb takes as its object: the first one, and those listed with it. One named
    further on belongs to another clause ("amends the measures in HIP-125 (...) to be extended to Oracle Hex
    Boosts (HIP-103 ...) and furthers the expectations of HIP-118")."""
    taken: list[list[Any]] = []
    end = -1
    for start, stop, relation in named:
        if taken and start > end:
            gap = _LIST_GAP.match(plain, end)
            if gap is None or gap.end() < start:
                break
        taken.append(relation)
        end = max(end, stop)
    return taken


def _names_document(target: str, text: str) -> bool:
    return target != text or target.lower().endswith(".md") or _DOC_REFERENCE.match(target) is not None


def _spec(doc: Document) -> dict[str, Any]:
    from doccheck.read.specs import parse_feature_spec

    spec = parse_feature_spec(doc)
    return {
        "id": spec.feature_id, "id_line": spec.id_line, "status": spec.status, "status_line": spec.status_line,
        "dependencies": list(spec.dependencies), "dependencies_line": spec.dependencies_line,
        "tasks": [[t.id, t.line, t.status, list(t.depends_on), t.depends_line or t.line] for t in spec.tasks],
    }


_FORGE_FILE = "https://github.com/"
MAX_URL_LINKS = 2_000  # links by address kept per document


def _forge_md(target: str) -> bool:
    return target.split("#", 1)[0].split("?", 1)[0].endswith(".md") and "/blob/" in target


def _is_local(target: str) -> bool:
    return not re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:|^#|^//", target)
