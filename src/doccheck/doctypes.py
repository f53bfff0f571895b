"""Document types: what an ADR, a feature spec or a KEP must contain, and how to tell which one a file is.

A type is data, not code: the built-in ones and the presets are TOML files under `presets/`, and a team adds
its own in `[[tool.doccheck.types]]` with the same keys. Detection order: explicit `--type`, the types' globs,
file-name patterns, the sections present, then the `project-doc` fallback.
"""

from __future__ import annotations

import fnmatch
import re
import tomllib
from functools import cached_property, lru_cache
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model, field_validator

if TYPE_CHECKING:
    from doccheck.document import Document



class SectionSpec(BaseModel):
    """A required section and the other titles that count as it: "Context|Context and Problem Statement"."""

    model_config = ConfigDict(frozen=True, ignored_types=(cached_property,))
    aliases: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.aliases[0]

    @cached_property
    def folded(self) -> frozenset[str]:
        return frozenset(fold_title(alias) for alias in self.aliases)

    def matches(self, title: str) -> bool:
        return fold_title(title) in self.folded


@lru_cache(maxsize=4096)
def fold_title(title: str) -> str:
    # "1. Context", "Context:" and "context" are one section.
    return _FOLD.sub("", title).lower()


_FOLD = re.compile(r"^[\d.\s]+|[:\s]+$")


class DocType(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    name: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    description: str = ""
    category: str = "docs"  # the graph group suffix: decisions, specs, overview, docs
    globs: tuple[str, ...] = ()
    file_patterns: tuple[str, ...] = Field((), alias="file-patterns")
    folder_pattern: str | None = Field(None, alias="folder-pattern")
    detect_sections: tuple[SectionSpec, ...] = Field((), alias="detect-sections")
    required_sections: tuple[SectionSpec, ...] = Field((), alias="required-sections")
    required_metadata: tuple[str, ...] = Field((), alias="required-metadata")
    statuses: tuple[str, ...] = ()
    fields: dict[str, tuple[str, ...]] = {}
    sidecar: str | None = None
    numbered: bool = False
    id_pattern: str | None = Field(None, alias="id-pattern")

    @field_validator("detect_sections", "required_sections", mode="before")
    @classmethod
    def _split_aliases(cls, value: Any) -> Any:
        if isinstance(value, list | tuple):
            return [{"aliases": tuple(a.strip() for a in v.split("|"))} if isinstance(v, str) else v for v in value]
        return value

    @field_validator("file_patterns", "folder_pattern", "id_pattern")
    @classmethod
    def _valid_regex(cls, value: Any) -> Any:
        for pattern in value if isinstance(value, tuple) else [value]:
            if pattern is not None:
                try:
                    re.compile(pattern)
                except re.error as exc:
                    raise ValueError(f"invalid regular expression {pattern!r}: {exc}") from None
        return value

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

    @cached_property
    def metadata_schema(self) -> type[BaseModel]:
        """The pydantic model a document's metadata must satisfy: required keys and their allowed values."""
        fields: dict[str, Any] = {}
        for key in {*self.required_metadata, *self.fields}:
            allowed = self.fields.get(key)
            kind: Any = Literal[tuple(allowed)] if allowed else Any  # type: ignore[misc]
            fields[key.replace("-", "_")] = (kind, ... if key in self.required_metadata else None)
        return create_model(f"{self.name}_metadata", __config__=ConfigDict(extra="ignore"), **fields)


def load_types_file(text: str, origin: str) -> list[DocType]:
    from doccheck.errors import UsageError

    try:
        table = tomllib.loads(text)
        return [DocType.model_validate(entry) for entry in table.get("types", [])]
    except (tomllib.TOMLDecodeError, ValidationError) as exc:
        raise UsageError(f"{origin}: invalid document type: {str(exc).splitlines()[0]}") from None


def preset_text(name: str) -> str:
    from doccheck.config import PRESET_DIR

    return (PRESET_DIR / f"{name}.toml").read_text("utf-8")


def preset_types(name: str) -> list[DocType]:
    return load_types_file(preset_text(name), f"preset {name}")


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
        found = self.by_path(doc.path)
        if found is not None:
            return found
        for doc_type in self.types:
            if doc_type.matches_content(doc):
                return doc_type
        fallback = self.get("project-doc")
        assert fallback is not None, "the project-doc type is built in"
        return fallback

    def sidecar_names(self) -> set[str]:
        return {t.sidecar for t in self.types if t.sidecar}
