"""Documents -> episodes: what Graphiti stores as the text a fact came from. Pure: no I/O, no graph.

- An ADR (any `decisions` document) is one episode.
- A feature spec is an overview episode plus one episode per task (`specs.parse_feature_spec`).
- Any other document is one episode when short; a long one is split by headings into sections of up to about
  1,024 tokens, with small neighbours merged until they reach about 512.

Each episode has a stable name (the document's id, and the task id or section heading for parts), a uuid5 id
from its group, path and part, and a content hash over everything written on it except the commit, so a
commit that leaves a document alone never rewrites its episode.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any, NamedTuple

import xxhash

from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.read.doctypes import DocType
    from doccheck.read.document import Document

# Bump when episodes or facts come out differently for the same document: every episode is rewritten.
# 2: renames are read (a version's `moved_from`); 3: a draft's unnumbered name and a record renumbered with its
# title kept are renames too; 4: references to other repositories' documents (supersedes, amends, cites);
# 5: the paths a record governs (GOVERNS)
PARSER_VERSION = "doccheck-sync-5"
NAMESPACE = uuid.UUID("0b7c4f5e-2d1a-5e8b-9c3f-6a4d2e1f0c9b")

MAX_TOKENS = 1024
MIN_TOKENS = 512
_CHARS_PER_TOKEN = 4  # a rough, deterministic token count: no tokenizer download
_GROUP_CHARS = lazy(r"[^A-Za-z0-9_]+")
_ID_KEYS = ("proposal", "kep", "kep-number", "rfc", "cip", "cps", "otep")
_ID_VALUE = lazy(r"^\[?([A-Za-z]{2,8}-\d{1,6})\b")


class SourceDocument(NamedTuple):
    """One parsed document as the sync sees it."""

    relative: str  # posix path from the configuration's root: the document's key in the graph
    digest: str  # xxh3 of the file's bytes
    doc: Document
    doc_type: DocType
    record: dict[str, Any]  # record.index_record(...)


class SyncContext(NamedTuple):
    project: str
    groups: dict[str, str]  # category -> group id overrides
    commit: str | None
    commit_time: datetime  # reference time for documents without a date of their own
    home: tuple[str, str] | None = None  # `owner/repo` of this repository and its configuration's folder below
    # the top: a reference to it written as to another repository's document (`acme/platform#ADR-0003`) is its own


@dataclass(frozen=True)
class Episode:
    uuid: str
    name: str
    group_id: str
    doc_path: str
    doc_id: str
    kind: str  # adr, feature, task, document, section
    part: str  # "" for a whole document, else the task id or section key
    content: str
    source_description: str
    reference_time: datetime
    doc_digest: str
    commit: str | None
    line: int  # first line of the part in its document

    @property
    def content_hash(self) -> str:
        # The commit is written on the episode but kept out of its hash: a new commit alone rewrites nothing.
        description = self.source_description.rsplit(" @ ", 1)[0] if self.commit else self.source_description
        payload = "\x1f".join((PARSER_VERSION, self.name, self.group_id, self.kind, self.content, description,
                               self.reference_time.isoformat()))
        return xxhash.xxh3_128_hexdigest(payload.encode())


def group_name(text: str) -> str:
    """Letters, digits and underscores only: FalkorDB's full-text search breaks on anything else."""
    return _GROUP_CHARS.sub("_", text).strip("_").lower() or "doccheck"


def group_for(category: str, context: SyncContext) -> str:
    return context.groups.get(category) or f"{group_name(context.project)}__{group_name(category)}"


def episode_uuid(group_id: str, doc_path: str, part: str, version: str = "") -> str:
    return str(uuid.uuid5(NAMESPACE, f"{group_id}/episode/{doc_path}@{version}#{part}"))


def document_id(source: SourceDocument) -> str:
    """The id people use for a document: `ADR-0007`, `FEAT-AUTH`, `KEP-1234`, else the file's stem."""
    record, doc = source.record, source.doc
    if source.doc_type.name == "feature-spec":
        from doccheck.read.specs import parse_feature_spec

        feature_id = parse_feature_spec(doc).feature_id
        if feature_id:
            return feature_id
    declared = doc.meta("id")
    if declared is not None and isinstance(declared.value, str | int) and len(str(declared.value)) <= 40:
        text = str(declared.value).strip()
        if text and " " not in text:
            return text
    for key in _ID_KEYS:  # `* Proposal: [SE-0001](0001-x.md)` (Swift Evolution), `RFC: RFC-0012`, ...
        found = doc.meta(key)
        if found is not None and (match := _ID_VALUE.match(found.text.strip()[:200])) is not None:
            return match.group(1).upper()
    number = record.get("number")
    if isinstance(number, int):
        prefix = source.doc_type.name.rsplit("-", 1)[-1].upper()
        return f"{prefix}-{number:04d}"
    stem = PurePosixPath(source.relative).stem
    if stem.lower() in ("readme", "index") and len(PurePosixPath(source.relative).parts) > 1:
        stem = PurePosixPath(source.relative).parent.name
    return stem


def reference_time(record: dict[str, Any], context: SyncContext) -> datetime:
    """The document's own date, else the commit's time."""
    text = record.get("date")
    if isinstance(text, str):
        try:
            day = date.fromisoformat(text)
        except ValueError:
            return context.commit_time
        return datetime(day.year, day.month, day.day, tzinfo=UTC)
    return context.commit_time


def episodes_for(source: SourceDocument, context: SyncContext, version: str = "") -> list[Episode]:
    """The episodes of one version of a document, named by document (and part) and the commit that wrote them.
    Their `valid_at` is the document's own date (else the commit's time); the sync sets `created_at` to the
    commit's time. A new version never overwrites an older version's episodes: an episode's uuid is its text's,
    so a version adds episodes for the parts it changed and shares the others with the version before it."""
    doc_type = source.doc_type
    group = group_for(doc_type.category, context)
    doc_id = document_id(source)
    when = reference_time(source.record, context)  # Graphiti dates what a model extracts by this
    commit_note = f" @ {context.commit[:12]}" if context.commit else ""
    at = f"@{context.commit[:12]}" if version and context.commit else ""

    def make(kind: str, part: str, name: str, content: str, line: int) -> Episode:
        description = f"{doc_type.name} {source.relative}" + (f" ({part})" if part else "")
        # A part whose text a later version leaves alone is the same episode: its uuid is its content's.
        key = xxhash.xxh3_64_hexdigest("\x1f".join((kind, name, content)).encode()) if version else ""
        return Episode(episode_uuid(group, source.relative, part, key), name + at, group, source.relative,
                       doc_id, kind, part, content, description + commit_note, when, source.digest, context.commit,
                       line)

    if doc_type.name == "feature-spec":
        return _feature_episodes(source, doc_id, make)
    if doc_type.category == "decisions":
        return [make("adr", "", doc_id, _adr_content(source, doc_id), 1)]
    body = _body(source.doc)
    if _tokens(body) <= MAX_TOKENS:
        return [make("document", "", doc_id, _document_content(source, doc_id, body), 1)]
    episodes = []
    for key, heading, line, text in split_sections(source.doc):
        content = f"# {source.doc.title} ({doc_id}): {heading}\n\n{text}\n\nSource: {source.relative}"
        episodes.append(make("section", key, f"{doc_id}#{key}", content, line))
    return episodes


def _feature_episodes(source: SourceDocument, doc_id: str, make: Any) -> list[Episode]:
    from doccheck.read.specs import parse_feature_spec

    doc = source.doc
    spec = parse_feature_spec(doc)
    tasks_section = next((s for s in doc.sections if s.title.strip().rstrip(":").lower() == "tasks"), None)
    overview_end = tasks_section.line - 1 if tasks_section is not None else len(doc.lines)
    overview = "\n".join(doc.lines[doc.front_matter.body_line - 1 : overview_end]).strip()
    header = [f"# Feature: {spec.name}", "", f"Feature ID: {doc_id}"]
    header += [f"Status: {spec.status}"] if spec.status else []
    header += [f"Priority: {spec.priority}"] if spec.priority else []
    header += [f"Dependencies: {', '.join(spec.dependencies)}"] if spec.dependencies else []
    header += [f"Tasks: {', '.join(t.id for t in spec.tasks)}"] if spec.tasks else []
    episodes = [make("feature", "", doc_id, "\n".join([*header, "", overview, "", f"Source: {source.relative}"]), 1)]
    by_line = {s.line: s for s in doc.sections}
    for task in spec.tasks:
        section = by_line.get(task.line)
        text = "\n".join(doc.lines[section.body_start - 1 : section.end_line]).strip() if section else ""
        lines = [f"# Task {task.id}: {task.title}".rstrip(": "), "", f"Feature: {doc_id}"]
        lines += [f"Status: {task.status}"] if task.status else []
        lines += [f"Priority: {task.priority}"] if task.priority else []
        lines += [f"Depends on: {', '.join(task.depends_on)}"] if task.depends_on else []
        lines += [f"Wave: {task.wave}"] if task.wave is not None else []
        content = "\n".join([*lines, "", text, "", f"Source: {source.relative}"])
        episodes.append(make("task", task.id, task.id, content, task.line))
    return episodes


def _adr_content(source: SourceDocument, doc_id: str) -> str:
    record = source.record
    header = [f"# {doc_id}: {source.doc.title}", ""]
    header += [f"Status: {record['status']}"] if record.get("status") else []
    header += [f"Date: {record['date']}"] if record.get("date") else []
    return "\n".join([*header, "", _body(source.doc), "", f"Source: {source.relative}"])


def _document_content(source: SourceDocument, doc_id: str, body: str) -> str:
    return f"# {source.doc.title} ({doc_id})\n\n{body}\n\nSource: {source.relative}"


def _body(doc: Document) -> str:
    """The text after the front matter and the title heading."""
    start = doc.front_matter.body_line - 1
    if doc.title_source == "h1":
        start = max(start, doc.title_line)
    return "\n".join(doc.lines[start:]).strip()


def _tokens(text: str) -> int:
    return len(text) // _CHARS_PER_TOKEN


def split_sections(doc: Document) -> list[tuple[str, str, int, str]]:
    """(key, heading, line, text) parts of up to ~MAX_TOKENS; small neighbours merged up to ~MIN_TOKENS.

    The key is the heading's slug (numbered when repeated), so inserting a section rewrites only its part.
    """
    start = doc.front_matter.body_line
    cuts = [(s.title, s.line) for s in doc.sections if s.level <= 3 and s.line > doc.title_line]
    if not cuts or cuts[0][1] > start:
        cuts.insert(0, ("Introduction", start))
    raw: list[tuple[str, int, str]] = []
    for index, (heading, line) in enumerate(cuts):
        end = cuts[index + 1][1] - 1 if index + 1 < len(cuts) else len(doc.lines)
        kept = (x for i, x in enumerate(doc.lines[line - 1 : end], line)
                if i != doc.title_line or doc.title_source != "h1")
        text = "\n".join(kept).strip()
        if text:
            raw.extend(_hard_split(heading, line, text))
    merged: list[tuple[str, int, str]] = []
    for heading, line, text in raw:
        if merged and _tokens(merged[-1][2]) < MIN_TOKENS and _tokens(merged[-1][2]) + _tokens(text) <= MAX_TOKENS:
            prev = merged[-1]
            merged[-1] = (prev[0], prev[1], f"{prev[2]}\n\n{text}")
        else:
            merged.append((heading, line, text))
    seen: dict[str, int] = {}
    parts = []
    for heading, line, text in merged:
        slug = re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-") or "section"
        seen[slug] = seen.get(slug, 0) + 1
        key = slug if seen[slug] == 1 else f"{slug}-{seen[slug]}"
        parts.append((key, heading, line, text))
    return parts


def _hard_split(heading: str, line: int, text: str) -> list[tuple[str, int, str]]:
    """A section over MAX_TOKENS cut at paragraph breaks (a single huge paragraph stays whole)."""
    if _tokens(text) <= MAX_TOKENS:
        return [(heading, line, text)]
    pieces: list[tuple[str, int, str]] = []
    current: list[str] = []
    for paragraph in text.split("\n\n"):
        joined = "\n\n".join(current)
        if _tokens(joined) >= MIN_TOKENS // 4 and _tokens(f"{joined}\n\n{paragraph}") > MAX_TOKENS:
            pieces.append((heading if not pieces else f"{heading} (cont. {len(pieces)})", line, "\n\n".join(current)))
            current = []
        current.append(paragraph)
    if current:
        pieces.append((heading if not pieces else f"{heading} (cont. {len(pieces)})", line, "\n\n".join(current)))
    return pieces
