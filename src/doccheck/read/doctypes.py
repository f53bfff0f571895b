"""Document types: what an ADR, a feature spec or a KEP must contain, and how to tell which one a file is.

A type is data, not code: the built-in ones and the presets are TOML files under `presets/`, and a team adds
its own in `[[tool.doccheck.types]]` with the same keys (validated by `config.schema.DocTypeSchema`).
Detection order (`TypeRegistry.choose`, which also says why):

1. an explicit `--type`;
2. the types' `globs` (a team's own mapping);
3. evidence a family leaves in its documents, no configuration needed: a sidecar file (`kep.yaml` beside a
   KEP's README), header keys (`Start Date` and `RFC PR` of a Rust RFC, `Proposal: SE-NNNN` of a Swift
   proposal, `CIP:` front matter), a folder convention (OTEPs' `text/NNNN-*.md` with their sections);
4. file-name patterns (`ADR-*`, `0001-*.md` in an ADR folder);
5. the sections present;
6. the `project-doc` fallback.

Where several definitions of one type apply (`extend = ["nygard", "madr"]` both define `adr`), the one the
document fits best (fewest required sections and fields missing) is chosen: presets compose.
"""

from __future__ import annotations

import fnmatch
import re
import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from pathlib import PurePosixPath
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.read.document import Document, Section


NOTHING: Mapping[str, Any] = MappingProxyType({})  # an empty mapping no one can change: a shared default
MAX_ID_CHARS = 200  # of a declared id read against the type's id pattern


class SectionSpec(NamedTuple):
    """A required section and the other titles that count as it: "Context|Context and Problem Statement"."""

    aliases: tuple[str, ...]
    folded: frozenset[str]  # each alias as `fold_title` gives it

    @classmethod
    def of(cls, aliases: tuple[str, ...]) -> SectionSpec:
        return cls(aliases, frozenset(fold_title(alias) for alias in aliases))

    @property
    def name(self) -> str:
        return self.aliases[0]

    def matches(self, title: str) -> bool:
        """The whole title, or one part of a title that joins several (`Background & Context`,
        `Introduction, Motivation`, `Motivation and overview`, `Proposal: replace the mempool`)."""
        return fold_title(title) in self.folded or not self.folded.isdisjoint(title_parts(title))


@lru_cache(maxsize=4096)
def fold_title(title: str) -> str:
    # "1. Context", "Context:" and "context" are one section; so are "Consequences ⚡ \{#consequences}" and
    # "📋 Context" (agentproofarch's Docusaurus pages: an emoji, and the heading's id after it).
    if "{#" in title:
        title = _HEADING_ID.sub("", title)
    head = _NUMBERING.match(title)
    start, end = head.end() if head is not None else 0, len(title)
    while start < end and (_decoration(title[start]) or title[start].isspace()):
        start += 1
    # (a loop: `[:\s]+$` is quadratic)
    while end > start and (title[end - 1] == ":" or title[end - 1].isspace() or _decoration(title[end - 1])):
        end -= 1
    folded = title[start:end].lower()
    # ("The Solution", "The Decision": the section of that name, its article no part of it: Nexus Mods' records;
    # and a word saying it is the one settled on, "Final Proposal", "Chosen Solution": OPG LPA's ADR 0011)
    first, _space, rest = folded.partition(" ")
    return rest if rest and first in _SETTLED else folded


_SETTLED = frozenset({"the", "final", "chosen", "selected", "agreed", "our"})


_HEADING_ID = lazy(r"[ \t]*+\\?\{#[^{}\n]{0,200}+\}[ \t]*+$")  # `{#consequences}`, `\{#id}` as MDX escapes it


def _decoration(char: str) -> bool:
    """An emoji, a symbol or a joiner around a title's words, no part of its name."""
    return not char.isascii() and unicodedata.category(char) in ("So", "Sk", "Mn", "Cf")


# (or Chinese numbering, marshal's `## 十二、Consequences`)
_NUMBERING = lazy(r"[\d.\s]++(?:[、．][ \t]*+)?|[一二三四五六七八九十百]{1,4}+[、.．][ \t]*+")  # (`2、功能目标`)


# (and as Chinese and Japanese join them: `后果与实施门禁`, consequences and gates; `决策（提案）`, a wide bracket)
_JOINERS = lazy(r"\s*(?:[,&/:;(（，、：；]|\band\b|\s-\s|(?<=[^\x00-\u2fff])[与和及](?=[^\x00-\u2fff]))\s*",
                re.IGNORECASE)


@lru_cache(maxsize=4096)
def title_parts(title: str) -> frozenset[str]:
    """The parts a heading joins: `Background & Context` -> {background, context}; the first part alone
    when a colon introduces the rest (`Proposal: use gRPC` -> {proposal})."""
    folded = fold_title(title)
    head = folded.split(":", 1)[0].strip()
    # (a question names the section it heads by its subject: "What's the problem we are trying to solve?",
    # "What is the recommendation?", DfE's question-headed ADR)
    asked = [match.group("subject")] if head.endswith("?") and (match := _ASKED.match(head)) is not None else []
    return frozenset({head, *asked, *(part.strip(" )）") for part in _JOINERS.split(head) if part.strip(" )）"))})


_ASKED = lazy(r"(?:what|which)(?:['’]s|[ \t]++(?:is|are|was|were))[ \t]++(?:the[ \t]++|our[ \t]++)?"
              r"(?P<subject>[a-z]{3,30}+)\b")


def metadata_present(doc: Document, key: str) -> bool:
    """Whether the document declares `key`, or one of the alternatives `key` lists (`rfc-pr|erfc-pr`)."""
    return any(doc.meta(alternative) is not None for alternative in key.split("|"))


class DocType(NamedTuple):
    """A validated document type (the schema is `config.schema.DocTypeSchema`)."""

    name: str
    description: str = ""
    category: str = "docs"  # the graph group suffix: decisions, specs, proposals, overview, docs
    globs: tuple[str, ...] = ()
    file_patterns: tuple[str, ...] = ()
    folder_pattern: str | None = None
    detect_sections: tuple[SectionSpec, ...] = ()
    only_with_sections: bool = False  # one of several definitions of a name, for documents with its sections
    required_sections: tuple[SectionSpec, ...] = ()
    required_metadata: tuple[str, ...] = ()
    statuses: tuple[str, ...] = ()
    fields: Mapping[str, tuple[str, ...]] = NOTHING
    sidecar: str | None = None
    numbered: bool = False
    id_pattern: str | None = None
    detect_metadata: tuple[tuple[str, ...], ...] = ()  # keys the document declares: ("rfc-pr", "rust-issue")
    detect_values: Mapping[str, str] = NOTHING  # key -> pattern its value must contain
    detect_path: str | None = None  # a pattern the path relative to the root must contain
    origin: str = "default"  # where the definition comes from: "default", a preset's name, or "config"

    def missing_sections(self, titles: list[str]) -> list[SectionSpec]:
        """The required sections none of these headings is (DC101; the record keeps their names)."""
        return [spec for spec in self.required_sections if not any(spec.matches(title) for title in titles)]

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> DocType:
        def sections(key: str) -> tuple[SectionSpec, ...]:
            return tuple(SectionSpec.of(tuple(aliases)) for aliases in data.get(key, ()))

        return cls(
            name=data["name"], description=data.get("description", ""), category=data.get("category", "docs"),
            globs=tuple(data.get("globs", ())), file_patterns=tuple(data.get("file_patterns", ())),
            folder_pattern=data.get("folder_pattern"), detect_sections=sections("detect_sections"),
            only_with_sections=bool(data.get("only_with_sections", False)),
            required_sections=sections("required_sections"),
            required_metadata=tuple(data.get("required_metadata", ())), statuses=tuple(data.get("statuses", ())),
            fields={key: tuple(values) for key, values in data.get("fields", {}).items()},
            sidecar=data.get("sidecar"), numbered=bool(data.get("numbered", False)), id_pattern=data.get("id_pattern"),
            detect_metadata=tuple(tuple(keys) for keys in data.get("detect_metadata", ())),
            detect_values=dict(data.get("detect_values", {})), detect_path=data.get("detect_path"),
            origin=data.get("origin", "default"),
        )

    @property
    def needs_evidence(self) -> bool:
        """A family told apart by what its documents contain, not by their names alone."""
        return bool(self.sidecar or self.detect_metadata or self.detect_values or self.detect_path)

    @property
    def evidence_weight(self) -> int:
        """How much the type's evidence says: a declared field or a sidecar two, a path or a section one."""
        return (2 * (len(self.detect_metadata) + len(self.detect_values) + bool(self.sidecar))
                + len(self.detect_sections) + bool(self.detect_path) + bool(self.file_patterns or self.folder_pattern))

    def evidence(self, doc: Document, relative: str, sidecar: str | None) -> list[str] | None:
        """What in the document shows it is of this type, or None when something this type looks for is absent."""
        found: list[str] = []
        if self.file_patterns or self.folder_pattern:
            if not self.matches_file_name(relative):
                return None
            found.append(f"path {relative!r} matches the type's file pattern")
        if self.sidecar:
            if sidecar != self.sidecar:  # (its own: kep.yaml, not a family-neutral metadata.yaml)
                return None
            found.append(f"{self.sidecar} beside it")
        if self.detect_path:
            if re.search(self.detect_path, relative) is None:
                return None
            found.append(f"path {relative!r} matches {self.detect_path!r}")
        for keys in self.detect_metadata:
            key = next((k for k in keys if doc.meta(k) is not None), None)
            if key is None:
                return None
            declared = doc.metadata[key].text[:MAX_ID_CHARS]
            if self.id_pattern and key.endswith("id") and re.search(self.id_pattern, declared) is None:
                return None  # an id of another kind (perl-lsp's `Feature ID: #433`, an issue), not this type's
            found.append(f"{key!r} declared at line {doc.metadata[key].line}")
        for key, pattern in self.detect_values.items():
            value = doc.meta(key)
            if value is None or re.search(pattern, value.text) is None:
                return None
            found.append(f"{key} {value.bare_text[:60]!r} at line {value.line}")
        if self.detect_sections:
            if not self.matches_content(doc):
                return None
            found.append(self.sections_found(doc))
        return found

    def sections_found(self, doc: Document) -> str:
        titles = [next(s for s in _outline(doc) if spec.matches(s.title)) for spec in self.detect_sections]
        return "sections " + ", ".join(f"{s.title!r} (line {s.line})" for s in titles)

    def missing(self, doc: Document) -> int:
        """How many required sections and fields the document lacks: how badly it fits this type."""
        titles = [s.title for s in doc.sections]
        sections = sum(not any(spec.matches(t) for t in titles) for spec in self.required_sections)
        return sections + sum(not metadata_present(doc, key) for key in self.required_metadata)

    def matches_glob(self, path: str) -> bool:
        return any(fnmatch.fnmatchcase(path, glob) or PurePosixPath(path).match(glob) for glob in self.globs)

    def matches_file_name(self, path: str) -> bool:
        posix = PurePosixPath(path)
        if not any(re.search(pattern, posix.name) for pattern in self.file_patterns):
            return False
        return self.folder_pattern is None or re.search(self.folder_pattern, str(posix.parent)) is not None

    def matches_content(self, doc: Document) -> bool:
        """Whether the document has the sections its kind is told by, once: a document that has each of them two or
        more times holds several items (a meeting's notes, a Context and a Decision per topic), not one record."""
        titles = [s.title for s in _outline(doc)]
        counts = [sum(spec.matches(t) for t in titles) for spec in self.detect_sections]
        return bool(counts) and all(counts) and not (len(counts) > 1 and all(n > 1 for n in counts))


def _outline(doc: Document) -> list[Section]:
    """The sections a document's kind is told by: its own and their parts, not a heading four levels down (a design
    document's `#### Decision` between two approaches for one engine, under `### 6.1 Trino`)."""
    return [s for s in doc.sections if s.level <= doc.top_level + 1]


class TypeChoice(NamedTuple):
    """The type a document got, and why: what `doccheck types FILE` prints."""

    doc_type: DocType
    reason: str  # explicit, glob, evidence, file-name, sections, fallback
    evidence: tuple[str, ...] = ()

    def explain(self) -> str:
        why = "; ".join(self.evidence) if self.evidence else "nothing matched: the fallback type"
        origin = f" (from {self.doc_type.origin})" if self.doc_type.origin != "default" else ""
        return f"{self.doc_type.name}{origin}: {self.reason}: {why}"


class TypeRegistry:
    """All types in detection order: the team's own, then the presets it extends, then the built-ins."""

    def __init__(self, types: list[DocType]) -> None:
        overridden = {t.name for t in types if t.origin != "default"}
        # A built-in type a preset or the team redefines is replaced, not a second candidate.
        self.types = [t for t in types if t.origin != "default" or t.name not in overridden]
        self.by_name = {t.name: t for t in reversed(self.types)}  # the first definition of a name wins

    def get(self, name: str) -> DocType | None:
        return self.by_name.get(name)

    def by_path(self, path: str) -> DocType | None:
        """The type chosen without reading the content, where a glob or a file-name pattern alone decides it."""
        for doc_type in self.types:
            if doc_type.matches_glob(path):
                return doc_type
        for doc_type in self.types:
            if not doc_type.needs_evidence and doc_type.matches_file_name(path):
                names = [t for t in self.types if t.name == doc_type.name and not t.needs_evidence]
                return doc_type if len(names) == 1 else None  # several definitions: the content decides
        return None

    def sidecar_for(self, relative: str) -> list[str]:
        """The sidecar files a document at this path could have (a README.md in a numbered folder: kep.yaml, then
        a family-neutral metadata.yaml)."""
        from doccheck.read.sidecar import metadata_sidecars

        own = [t.sidecar for t in self.types if t.sidecar and (
            not (t.file_patterns or t.folder_pattern) or t.matches_file_name(relative))]
        return [*own, *(name for name in metadata_sidecars(relative) if name not in own)]

    def detect(self, doc: Document, explicit: str | None = None, sidecar: str | None = None) -> DocType:
        return self.choose(doc, doc.path, explicit=explicit, sidecar=sidecar).doc_type

    def choose(self, doc: Document, relative: str, *, explicit: str | None = None,
               sidecar: str | None = None) -> TypeChoice:
        if explicit is not None and (chosen := self.get(explicit)) is not None:
            return TypeChoice(chosen, "explicit", ("--type on the command line",))
        for doc_type in self.types:
            if doc_type.matches_glob(relative):
                return TypeChoice(doc_type, "glob", (f"path {relative!r} matches the type's globs",))
        # Of the types whose evidence the document has, the one with the weightiest: what a document declares (its
        # fields, a sidecar) outweighs where it is kept and which common sections it has. Ember's RFCs, at
        # `text/NNNN-name.md` with a Motivation, declare `stage` and `start-date`: path shapes alone never decide.
        evidenced = [(doc_type, found) for doc_type in self.types if doc_type.needs_evidence
                     and (found := doc_type.evidence(doc, relative, sidecar)) is not None]
        if evidenced:
            doc_type, found = max(evidenced, key=lambda pair: pair[0].evidence_weight)  # the first of equals
            return TypeChoice(doc_type, "evidence", tuple(found))
        if doc.is_minutes:  # (a meeting's Context and Decision per topic are no ADR's)
            return TypeChoice(self._fallback(), "fallback", ("meeting notes: a folder of meetings, or a name or "
                                                             "title saying a meeting's notes and its date",))
        # A definition `only-with-sections` is an alternative to another of its name, never the first choice.
        for doc_type in self.types:
            if not doc_type.needs_evidence and not doc_type.only_with_sections and doc_type.matches_file_name(relative):
                best = self._best_fit(doc, doc_type)
                return TypeChoice(best, "file-name", (f"file name {PurePosixPath(relative).name!r} in "
                                                      f"{str(PurePosixPath(relative).parent)!r}",
                                                      *self._fit_note(doc, doc_type, best)))
        for doc_type in self.types:
            if not doc_type.needs_evidence and not doc_type.only_with_sections and doc_type.matches_content(doc):
                best = self._best_fit(doc, doc_type)
                return TypeChoice(best, "sections", (doc_type.sections_found(doc),
                                                     *self._fit_note(doc, doc_type, best)))
        return TypeChoice(self._fallback(), "fallback")

    def _fallback(self) -> DocType:
        """The type of a document no other type takes: `project-doc`, built in."""
        fallback = self.get("project-doc")
        assert fallback is not None, "the project-doc type is built in"
        return fallback

    def by_content(self, doc: Document) -> DocType:
        """For a document `by_path` placed in no type: evidence, the sections it has, else `project-doc`."""
        return self.choose(doc, doc.path).doc_type

    def _definitions(self, doc: Document, first: DocType) -> list[DocType]:
        """The definitions sharing `first`'s name that apply to the document: a definition marked
        `only-with-sections` applies only where its detect-sections are."""
        return [t for t in self.types if t.name == first.name and not t.needs_evidence
                and (not t.only_with_sections or t.matches_content(doc))]

    def _best_fit(self, doc: Document, first: DocType) -> DocType:
        """Of the definitions sharing `first`'s name, the one the document fits best; the earliest on a tie."""
        same = self._definitions(doc, first)
        return min(same, key=lambda t: (t.missing(doc), same.index(t))) if len(same) > 1 else first

    def _fit_note(self, doc: Document, first: DocType, best: DocType) -> tuple[str, ...]:
        same = self._definitions(doc, first)
        if len(same) < 2:
            return ()
        fits = ", ".join(f"{_label(t)} lacks {t.missing(doc)}" for t in same)
        return (f"of the definitions of {first.name!r}, {_label(best)}'s fits best ({fits})",)


def _label(doc_type: DocType) -> str:
    """How `doccheck types` names one of several definitions: where it comes from, and for which sections."""
    if doc_type.only_with_sections and doc_type.detect_sections:
        return f"{doc_type.origin} (with {doc_type.detect_sections[0].name!r})"
    return doc_type.origin
