"""What a configuration error says: the key as the user wrote it, the table it is in, and what to write instead.

pydantic's own messages name its types ("Input should be a valid tuple"); a user wrote TOML. So unknown keys are
found here before pydantic runs (with the nearest valid key, "did you mean 'strategy'?"), and pydantic's errors
are put in TOML's words, with an example of a valid value where the key has one.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from pydantic_core import ErrorDetails

# What a key holds, in the words of the README, with a value that works.
_SHAPES = {
    "select": 'a list of codes, e.g. select = ["DC1", "DC203"]',
    "ignore": 'a list of codes, e.g. ignore = ["DC1"]',
    "per-file-ignores": 'a table of globs to lists of codes, e.g. per-file-ignores = { "docs/legacy/*" = ["DC1"] }',
    "extend": 'a list of presets, e.g. extend = ["madr"]',
    "exclude": 'a list of glob patterns, e.g. exclude = ["docs/generated/*"]',
    "roots": 'a list of folders, e.g. roots = ["docs"]',
    "types": "a list of tables, each under its own [[types]] heading",
    "cache-dir": 'a folder, e.g. cache-dir = ".doccheck"',
    "baseline": 'a file name, e.g. baseline = ".doccheck-baseline.json"',
    "registers": 'a list of files, e.g. registers = ["docs/adr/README.md"]',
    "severity": 'a table of codes, prefixes or names to "error", "warning" or "info", e.g. '
                'severity = { DC101 = "error" }',
    "sync": "a table: [sync]",
    "groups": 'a table of categories to group ids, e.g. groups = { decisions = "acme_adrs" }',
    "contradictions": 'a list of pairs of relations, e.g. contradictions = [["ALLOWS", "PROHIBITS"]]',
    "single-valued": 'a list of relations, e.g. single-valued = ["IS", "HAS_STATUS"]',
    "llm": "a table: [sync.llm]",
    "globs": 'a list of glob patterns, e.g. globs = ["ops/runbooks/*.md"]',
    "file-patterns": 'a list of regular expressions, e.g. file-patterns = ["^RB-\\\\d+"]',
    "detect-sections": 'a list of section titles, e.g. detect-sections = ["Summary", "Steps|Procedure"]',
    "required-sections": 'a list of section titles, e.g. required-sections = ["Summary", "Steps|Procedure"]',
    "required-metadata": 'a list of field names, e.g. required-metadata = ["owner", "status"]',
    "statuses": 'a list of statuses, e.g. statuses = ["draft", "active", "retired"]',
    "fields": 'a table of fields to their allowed values, e.g. fields = { severity = ["sev1", "sev2"] }',
    "name": "a name of lower-case letters, digits and hyphens that starts with a letter, e.g. name = \"runbook\"",
    "category": "a name of lower-case letters, digits and underscores that starts with a letter, e.g. "
                'category = "runbooks"',
}
# Errors about a value's shape (not its range or spelling): answered with the key's shape above.
_SHAPE_ERRORS = ("_type", "_parsing", "missing", "too_short", "too_long", "string_pattern_mismatch")


def valid_keys(model: type[BaseModel]) -> list[str]:
    return sorted(field.alias or name for name, field in model.model_fields.items())


def table_name(parts: Sequence[str], pyproject: bool) -> str:
    """`[tool.doccheck.sync]` in pyproject.toml, `[sync]` in .doccheck.toml."""
    dotted = ".".join(["tool", "doccheck", *parts] if pyproject else parts)
    return f"[{dotted}]" if dotted else ""  # the top of a .doccheck.toml has no table name


def unknown_key(options: dict[str, Any], model: type[BaseModel], parts: tuple[str, ...], pyproject: bool,
                where: str | None = None) -> str | None:
    """The first key the model (or a table nested in it) does not know, as a sentence; None when all are known."""
    valid = valid_keys(model)
    for key in sorted(options):
        if key in valid or key in model.model_fields:
            continue
        place = where or table_name(parts, pyproject)
        place = f" in {place}" if place else ""
        close = difflib.get_close_matches(key, valid, n=1, cutoff=0.6)
        hint = f"did you mean {close[0]!r}?" if close else f"valid keys: {', '.join(valid)}"
        return f"unknown key {key!r}{place}; {hint}"
    for name, field in model.model_fields.items():
        key = field.alias or name
        nested = field.annotation
        value = options.get(key, options.get(name))
        if isinstance(value, dict) and isinstance(nested, type) and issubclass(nested, BaseModel):
            found = unknown_key(value, nested, (*parts, key), pyproject)
            if found is not None:
                return found
    return None


def plain_error(error: ErrorDetails, parts: tuple[str, ...], pyproject: bool, where: str | None = None) -> str:
    """One pydantic error as a sentence about the TOML the user wrote."""
    loc = [str(p) for p in error["loc"]]
    # Tables nest only as sync.llm; after them comes the key, then list indexes or the user's own table keys.
    depth = 0
    while depth < len(loc) - 1 and loc[depth] == ("sync", "llm")[depth] and depth < 2:
        depth += 1
    nested, key = loc[:depth], loc[depth] if loc else ""
    place = where or table_name([*parts, *nested], pyproject)
    subject = f"{key} in {place}" if place else key
    kind = error["type"]
    given = error.get("input")
    shown = f", not {_toml(given)}" if not isinstance(given, dict) and given is not None else ""
    if kind == "literal_error":
        expected = (error.get("ctx") or {}).get("expected", "")
        choices = [c.strip().strip("'") for c in str(expected).replace(" or ", ", ").split(",") if c.strip()]
        close = difflib.get_close_matches(str(given), choices, n=1, cutoff=0.6) if isinstance(given, str) else []
        hint = f"; did you mean {close[0]!r}?" if close else ""
        return f"{subject} must be one of {', '.join(map(repr, choices))}{shown}{hint}"
    if kind.startswith(("greater_than", "less_than")):
        ctx = error.get("ctx") or {}
        bound = {"greater_than": f"greater than {ctx.get('gt')}", "greater_than_equal": f"at least {ctx.get('ge')}",
                 "less_than": f"less than {ctx.get('lt')}", "less_than_equal": f"at most {ctx.get('le')}"}[kind]
        return f"{subject} must be {bound}{shown}"
    if kind == "value_error":
        return f"{subject}: {str(error['msg']).removeprefix('Value error, ')}"
    if key in _SHAPES and kind.endswith(_SHAPE_ERRORS):
        return f"{subject} must be {_SHAPES[key]}"
    words = {"int": "a whole number", "float": "a number", "bool": "true or false", "string": "text in quotes",
             "dict": "a table", "tuple": "a list", "list": "a list"}
    for prefix, word in words.items():
        if kind.startswith(prefix):
            return f"{subject} must be {word}{shown}"
    return f"{subject}: {error['msg']}"


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value) if not isinstance(value, list | tuple) else "a list"
