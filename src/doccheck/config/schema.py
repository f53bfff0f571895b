"""The configuration's schema: pydantic models that validate `[tool.doccheck]` and document types once.

Only a configuration that changed is validated here; `config.py` keeps the validated result in the cache, so
a run over unchanged settings never imports pydantic (it costs more than checking a file).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from doccheck.config.presets import PRESET_DIR, PRESETS
from doccheck.errors import UsageError


class _Table(BaseModel):
    """A configuration table: unknown keys are refused with the list of valid ones, as at the top level."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True)

    @model_validator(mode="before")
    @classmethod
    def _known_keys(cls, data: Any) -> Any:
        if isinstance(data, dict):
            valid = sorted(f.alias or name for name, f in cls.model_fields.items())
            unknown = sorted(set(data) - set(valid) - set(cls.model_fields))
            if unknown:
                raise ValueError(f"unknown key {', '.join(map(repr, unknown))}; valid keys: {', '.join(valid)}")
        return data


# Output tokens per request, by the response model Graphiti asks for: enough for what a document section yields
# (measured answers are far smaller), small enough that a model that never closes its JSON stops in time.
MAX_OUTPUT_TOKENS = {
    "ExtractedEntities": 1024,  # names of the section's entities
    "NodeResolutions": 1024,  # one line per entity: is it one the graph already has?
    "ExtractedEdges": 2048,  # facts, a sentence each
    "EdgeTimestamps": 128,  # two dates
    "EdgeDuplicate": 256,  # two lists of indexes
    "SummarizedEntities": 2048,  # a short summary per entity
    "default": 2048,  # any other response model, and plain text
}


class LLMConfig(_Table):
    """`[tool.doccheck.sync.llm]`: the OpenAI-compatible endpoint of `extract = "llm"` (OpenAI, Ollama, vLLM...)."""

    base_url: str | None = Field(None, alias="base-url")  # None: OpenAI's own API
    model: str = "gpt-4.1-mini"
    small_model: str | None = Field(None, alias="small-model")  # for Graphiti's simpler prompts
    api_key_env: str | None = Field(None, alias="api-key-env")  # default: DOCCHECK_LLM_API_KEY, then OPENAI_API_KEY
    # How the response's JSON schema is sent: "json_schema" (OpenAI, vLLM, Ollama), "json_object_schema" (inside
    # {"type": "json_object", "schema": ...}: llama-cpp-python), "json_object" (in the prompt only), or "auto":
    # json_schema, falling back in that order when the server rejects the format.
    structured_output: Literal["auto", "json_schema", "json_object_schema", "json_object"] = Field(
        "auto", alias="structured-output")
    concurrency: int = Field(4, ge=1, le=64)  # episodes in flight
    timeout: float = Field(120.0, gt=0)  # seconds per request
    retries: int = Field(5, ge=0, le=20)  # per request: rate limits (429), server errors, refused connections
    confidence: float = Field(0.7, ge=0.0, le=1.0)  # stored on the model's facts (schema facts have 1.0)
    # Output tokens a request may generate, per Graphiti response model; merged over MAX_OUTPUT_TOKENS.
    max_tokens: dict[str, int] = Field({}, alias="max-tokens")
    budget_tokens: int | None = Field(None, ge=1, alias="budget-tokens")  # prompt + completion, per run
    budget_seconds: float | None = Field(None, gt=0, alias="budget-seconds")  # model time, per run

    @field_validator("max_tokens")
    @classmethod
    def _known_prompts(cls, caps: dict[str, int]) -> dict[str, int]:
        unknown = sorted(set(caps) - set(MAX_OUTPUT_TOKENS))
        if unknown:
            raise ValueError(f"unknown response model {', '.join(map(repr, unknown))}; valid keys: "
                             f"{', '.join(MAX_OUTPUT_TOKENS)}")
        low = sorted(name for name, cap in caps.items() if not 16 <= cap <= 131072)
        if low:
            raise ValueError(f"{', '.join(low)}: a cap is between 16 and 131072 output tokens")
        return caps


class SyncConfig(_Table):
    """`[tool.doccheck.sync]`: where and how `doccheck sync` writes the graph."""

    project: str | None = None  # the group prefix; default: the configuration folder's name
    groups: dict[str, str] = {}  # category -> group id, e.g. {decisions = "acme_adrs"}
    branch: str = "main"  # the only branch a sync writes from (unless --force)
    strategy: Literal["recency", "confidence", "disputed", "manual"] = "recency"
    contradictions: tuple[tuple[str, str], ...] = (("ALLOWS", "PROHIBITS"), ("REQUIRES", "FORBIDS"))
    single_valued: tuple[str, ...] = Field(
        ("IS", "ALLOWS", "PROHIBITS", "REQUIRES", "FORBIDS", "HAS_STATUS", "HAS_PRIORITY"), alias="single-valued")
    falkordb_url: str | None = Field(None, alias="falkordb-url")
    data_dir: str = Field(".doccheck/graph", alias="data-dir")
    # Graphiti full-text indexes episodes' whole content; FalkorDB rebuilds that index on every start (2.6 s
    # instead of 0.3 s for the shared corpus). Off: episodes are indexed by name, source and description.
    episode_fulltext: bool = Field(False, alias="episode-fulltext")
    extract: Literal["schema", "llm"] = "schema"  # "llm": Graphiti's add_episode over [sync.llm] as well
    llm: LLMConfig = Field(default_factory=lambda: LLMConfig.model_validate({}))


class CodeConfig(_Table):
    """`[tool.doccheck.code]`: how this repository's code cites its decision records (`read/code_citations.py`)."""

    # More ways its code cites a record than the built-in ones: regular expressions with a `number` group, held to
    # what an untrusted pattern may be (`patterns.py`).
    citations: tuple[str, ...] = ()
    # Code `check --all` does not scan for citations, as globs from the configuration's folder (`vendor/**`).
    exclude: tuple[str, ...] = ()
    # Words that, before an id, name another repository's records: `cloud ADR-0012` is not this one's ADR-0012.
    elsewhere: tuple[str, ...] = ()

    @field_validator("elsewhere")
    @classmethod
    def _words(cls, words: tuple[str, ...]) -> tuple[str, ...]:
        bad = [w for w in words if not re.fullmatch(r"[A-Za-z][\w.-]{0,39}", w)]
        if bad or len(words) > 100:
            raise ValueError(f"elsewhere: {bad[0]!r} is not a word (letters, digits, '-', '_', '.'; at most 40)"
                             if bad else "elsewhere: at most 100 words")
        return words

    @field_validator("citations")
    @classmethod
    def _safe(cls, patterns: tuple[str, ...]) -> tuple[str, ...]:
        from doccheck.config.patterns import checked_pattern

        for pattern in patterns:
            checked_pattern(pattern)
        return patterns


SEVERITIES = ("error", "warning", "info")


class ConfigModel(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True)

    select: tuple[str, ...] = ("DC",)
    ignore: tuple[str, ...] = ()
    per_file_ignores: dict[str, tuple[str, ...]] = Field(default_factory=dict, alias="per-file-ignores")
    extend: tuple[str, ...] = ()
    types: tuple[dict[str, Any], ...] = ()
    exclude: tuple[str, ...] = ()
    fail_level: Literal["error", "warning", "never"] = Field("error", alias="fail-level")
    date_order: Literal["dmy", "mdy"] | None = Field(None, alias="date-order")
    # How long a record may stay proposed after its last change before DC602 says so ("90d", "12w"); unset: never.
    stale_proposal: str | None = Field(None, alias="stale-proposal")
    cache_dir: str = Field(".doccheck", alias="cache-dir")
    roots: tuple[str, ...] = ()  # folders the repository-wide rules index (default: the configuration's folder)
    baseline: str = ".doccheck-baseline.json"  # findings `doccheck baseline` recorded, relative to the configuration
    registers: tuple[str, ...] = ()  # files `doccheck index --fix` writes a register into (from the configuration)
    # A rule's severity instead of its default: by code, prefix or name (`{ DC101 = "error", DC4 = "warning" }`).
    severity: dict[str, str] = {}
    sync: SyncConfig = Field(default_factory=lambda: SyncConfig.model_validate({}))
    code: CodeConfig = Field(default_factory=lambda: CodeConfig.model_validate({}))

    @field_validator("stale_proposal", mode="before")
    @classmethod
    def _duration(cls, value: Any) -> Any:
        from doccheck.read.review import duration_days

        if value is None:
            return None
        days = value if isinstance(value, int) and not isinstance(value, bool) else \
            duration_days(value) if isinstance(value, str) else None
        if days is None or days < 1:
            raise ValueError(f"{value!r} is not a duration: write days or weeks, e.g. stale-proposal = \"90d\" "
                             '(or "12w")')
        return f"{days}d" if isinstance(value, int) else value.strip()

    @field_validator("severity")
    @classmethod
    def _levels(cls, table: dict[str, str]) -> dict[str, str]:
        for pattern, level in table.items():
            if level.lower() not in SEVERITIES:
                raise ValueError(f"{pattern} = {level!r}: a severity is one of {', '.join(map(repr, SEVERITIES))}, "
                                 'e.g. severity = { DC101 = "error" }')
        return {pattern: level.lower() for pattern, level in table.items()}


class DocTypeSchema(BaseModel):
    """A document type as written in a preset or in `[[tool.doccheck.types]]`."""

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    name: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    description: str = ""
    category: str = Field("docs", pattern=r"^[a-z][a-z0-9_]*$")  # the graph group suffix
    globs: tuple[str, ...] = ()
    file_patterns: tuple[str, ...] = Field((), alias="file-patterns")
    folder_pattern: str | None = Field(None, alias="folder-pattern")
    detect_sections: tuple[tuple[str, ...], ...] = Field((), alias="detect-sections")
    # A definition that applies only to documents with its detect-sections (one of several of a name).
    only_with_sections: bool = Field(False, alias="only-with-sections")
    required_sections: tuple[tuple[str, ...], ...] = Field((), alias="required-sections")
    required_metadata: tuple[str, ...] = Field((), alias="required-metadata")
    statuses: tuple[str, ...] = ()
    fields: dict[str, tuple[str, ...]] = {}
    sidecar: str | None = None
    numbered: bool = False
    id_pattern: str | None = Field(None, alias="id-pattern")
    # Evidence: a type with any of these (or a sidecar) is chosen by what its documents contain.
    detect_metadata: tuple[tuple[str, ...], ...] = Field((), alias="detect-metadata")  # "rfc-pr|rust-issue"
    detect_values: dict[str, str] = Field({}, alias="detect-values")  # {proposal = 'SE-\d{4}'}
    detect_path: str | None = Field(None, alias="detect-path")

    @field_validator("detect_sections", "required_sections", "detect_metadata", mode="before")
    @classmethod
    def _split_aliases(cls, value: Any) -> Any:
        # "Context|Context and Problem Statement": one section, and the other titles that count as it.
        if isinstance(value, list | tuple):
            return [tuple(a.strip() for a in v.split("|") if a.strip()) if isinstance(v, str) else v for v in value]
        return value

    @field_validator("file_patterns", "folder_pattern", "id_pattern", "detect_path", "detect_values")
    @classmethod
    def _valid_regex(cls, value: Any) -> Any:
        patterns = value.values() if isinstance(value, dict) else value if isinstance(value, tuple) else [value]
        for pattern in patterns:
            if pattern is not None:
                try:
                    re.compile(pattern)
                except re.error as exc:
                    raise ValueError(f"invalid regular expression {pattern!r}: {exc}") from None
        return value


def validate_options(options: dict[str, Any], source: Path | None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The settings and every document type in detection order (own, presets, built-ins), as plain data.

    Raises UsageError naming the file and the key for anything invalid, in the words of config/errors.py. The
    rule codes the selection names are held against the rules by the run (`run/settings.py`), which knows them.
    """
    from doccheck.config.errors import plain_error, unknown_key

    origin = str(source or "configuration")
    pyproject = source is not None and source.name == "pyproject.toml"
    found = unknown_key(options, ConfigModel, (), pyproject)
    if found is not None:
        raise UsageError(f"{origin}: {found}")
    extend = options.get("extend", ())
    bad_presets = [p for p in extend if p not in PRESETS] if isinstance(extend, list | tuple) else []
    if bad_presets:
        raise UsageError(f"{origin}: unknown preset {bad_presets[0]!r} in extend; presets: {', '.join(PRESETS)}")
    try:
        model = ConfigModel.model_validate(options)
    except ValidationError as exc:
        raise UsageError(f"{origin}: {plain_error(exc.errors()[0], (), pyproject)}") from None
    types = []
    heading = "[[tool.doccheck.types]]" if pyproject else "[[types]]"
    for entry in model.types:
        where = f"{heading} {entry.get('name', '?')!r}"
        found = unknown_key(entry, DocTypeSchema, (), pyproject, where)
        if found is not None:
            raise UsageError(f"{origin}: {found}")
        try:
            types.append({**DocTypeSchema.model_validate(entry).model_dump(), "origin": "config"})
        except ValidationError as exc:
            raise UsageError(f"{origin}: {plain_error(exc.errors()[0], (), pyproject, where)}") from None
    for name in (*model.extend, "default"):
        types += preset_type_dicts(name)
    return model.model_dump(mode="json", exclude={"types"}), types


def preset_type_dicts(name: str) -> list[dict[str, Any]]:
    text = (PRESET_DIR / f"{name}.toml").read_text("utf-8")
    try:
        return [{**DocTypeSchema.model_validate(entry).model_dump(), "origin": name}
                for entry in tomllib.loads(text).get("types", [])]
    except (tomllib.TOMLDecodeError, ValidationError) as exc:
        raise UsageError(f"preset {name}: invalid document type: {str(exc).splitlines()[0]}") from None
