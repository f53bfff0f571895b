"""Document types: what an ADR, a feature spec or a KEP must contain, and how to tell which one a file is.

A type is data, not code: the built-in ones and the presets are TOML files under `presets/`, and a team adds
its own in `[[tool.doccheck.types]]` with the same keys (validated by `config_schema.DocTypeSchema`).
Detection order: explicit `--type`, the types' globs, file-name patterns, the sections present, then the
`project-doc` fallback.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from doccheck.document import Document


@dataclass(frozen=True)
class SectionSpec:
    """A required section and the other titles that count as it: "Context|Context and Problem Statement"."""

    aliases: tuple[str, ...]
    folded: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "folded", frozenset(fold_title(alias) for alias in self.aliases))

    @property
    def name(self) -> str:
        return self.aliases[0]

    def matches(self, title: str) -> bool:
        return fold_title(title) in self.folded


@lru_cache(maxsize=4096)
def fold_title(title: str) -> str:
    # "1. Context", "Context:" and "context" are one section.
    head = _NUMBERING.match(title)
    start, end = head.end() if head is not None else 0, len(title)
    while end > start and (title[end - 1] == ":" or title[end - 1].isspace()):  # a loop: `[:\s]+$` is quadratic
        end -= 1
    return title[start:end].lower()


_NUMBERING = re.compile(r"[\d.\s]++")


@dataclass(frozen=True)
class DocType:
    """A validated document type (the schema is `config_schema.DocTypeSchema`)."""

    name: str
    description: str = ""
    category: str = "docs"  # the graph group suffix: decisions, specs, proposals, overview, docs
    globs: tuple[str, ...] = ()
    file_patterns: tuple[str, ...] = ()
    folder_pattern: str | None = None
    detect_sections: tuple[SectionSpec, ...] = ()
    required_sections: tuple[SectionSpec, ...] = ()
    required_metadata: tuple[str, ...] = ()
    statuses: tuple[str, ...] = ()
    fields: dict[str, tuple[str, ...]] = field(default_factory=dict)
    sidecar: str | None = None
    numbered: bool = False
    id_pattern: str | None = None

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> DocType:
        def sections(key: str) -> tuple[SectionSpec, ...]:
            return tuple(SectionSpec(tuple(aliases)) for aliases in data.get(key, ()))

        return cls(
            name=data["name"], description=data.get("description", ""), category=data.get("category", "docs"),
            globs=tuple(data.get("globs", ())), file_patterns=tuple(data.get("file_patterns", ())),
            folder_pattern=data.get("folder_pattern"), detect_sections=sections("detect_sections"),
            required_sections=sections("required_sections"),
            required_metadata=tuple(data.get("required_metadata", ())), statuses=tuple(data.get("statuses", ())),
            fields={key: tuple(values) for key, values in data.get("fields", {}).items()},
            sidecar=data.get("sidecar"), numbered=bool(data.get("numbered", False)), id_pattern=data.get("id_pattern"),
        )

    def matches_glob(self, path: str) -> bool:
        return any(fnmatch.fnmatchcase(path, glob) or PurePosixPath(path).match(glob) for glob in self.globs)

    def matches_file_name(self, path: str) -> bool:
        posix = PurePosixPath(path)
        if not any(re.search(pattern, posix.name) for pattern in self.file_patterns):
            return False
        return self.folder_pattern is None or re.search(self.folder_pattern, str(posix.parent)) is not None

    def matches_content(self, doc: Document) -> bool:
        titles = [s.title for s in doc.sections]
        return bool(self.detect_sections) and all(
            any(spec.matches(t) for t in titles) for spec in self.detect_sections
        )


class TypeRegistry:
    """All types in detection order: the team's own, then the presets it extends, then the built-ins."""

    def __init__(self, types: list[DocType]) -> None:
        self.types = types
        self.by_name = {t.name: t for t in reversed(types)}  # the first definition of a name wins

    def get(self, name: str) -> DocType | None:
        return self.by_name.get(name)

    def by_path(self, path: str) -> DocType | None:
        """Types chosen without reading the content: globs, then file-name patterns."""
        for doc_type in self.types:
            if doc_type.matches_glob(path):
                return doc_type
        for doc_type in self.types:
            if doc_type.matches_file_name(path):
                return doc_type
        return None

    def detect(self, doc: Document, explicit: str | None = None) -> DocType:
        if explicit is not None and (chosen := self.get(explicit)) is not None:
            return chosen
        return self.by_path(doc.path) or self.by_content(doc)

    def by_content(self, doc: Document) -> DocType:
        """For a document `by_path` placed in no type: the sections it has, else `project-doc`."""
        for doc_type in self.types:
            if doc_type.matches_content(doc):
                return doc_type
        fallback = self.get("project-doc")
        assert fallback is not None, "the project-doc type is built in"
        return fallback

    def sidecar_names(self) -> set[str]:
        return {t.sidecar for t in self.types if t.sidecar}
