"""Front matter through python-frontmatter's handlers: YAML between `---`, TOML between `+++`.

A broken block is kept as an error with its line, and the body still parses: one bad key must not hide the
rest of the document from the other rules.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from typing import Any

import yaml
from frontmatter.default_handlers import BaseHandler, YAMLHandler

# libyaml's loader is ~10x faster than the pure-Python SafeLoader python-frontmatter defaults to. Dates stay
# text: `date: 2024-13-01` is then one invalid-date finding instead of a ValueError that loses every key.
_BASE_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
TEXT_DATE_LOADER = type("_TextDateLoader", (_BASE_LOADER,), {"yaml_implicit_resolvers": {
    first: [(tag, regex) for tag, regex in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in _BASE_LOADER.yaml_implicit_resolvers.items()
}})


class _FastYAMLHandler(YAMLHandler):  # type: ignore[misc]
    def load(self, fm: str, **kwargs: object) -> Any:
        kwargs.setdefault("Loader", TEXT_DATE_LOADER)
        return yaml.load(fm, **kwargs)  # type: ignore[arg-type]


class _TOMLHandler(BaseHandler):  # type: ignore[misc]
    """python-frontmatter's own TOML handler needs the `toml` package; tomllib is in the standard library."""

    FM_BOUNDARY = re.compile(r"^\+{3,}\s*$", re.MULTILINE)
    START_DELIMITER = END_DELIMITER = "+++"

    def load(self, fm: str, **kwargs: object) -> Any:
        return tomllib.loads(fm)


_HANDLERS: tuple[BaseHandler, ...] = (_FastYAMLHandler(), _TOMLHandler())
_TOML_POSITION = re.compile(r"\s*\(at line (\d+), column \d+\)$")
_KEY_LINE = re.compile(r"^([A-Za-z_][\w -]*?)\s*[:=]")


@dataclass(frozen=True)
class FrontMatter:
    data: dict[str, Any]
    body: str
    body_line: int  # 1-based line where the body starts
    format: str | None = None  # yaml, toml or None
    error: str | None = None
    error_line: int = 1
    key_lines: dict[str, int] = field(default_factory=dict)


def split_front_matter(text: str) -> FrontMatter:
    first = text[:4]
    handler = next((h for h in _HANDLERS if first.startswith(str(h.START_DELIMITER))), None)
    if handler is None or handler.FM_BOUNDARY is None:
        return FrontMatter({}, text, 1)
    kind = "yaml" if isinstance(handler, YAMLHandler) else "toml"
    parts = handler.FM_BOUNDARY.split(text, 2)
    if len(parts) < 3 or parts[0].strip():
        # A lone `---` is a thematic break, not front matter.
        return FrontMatter({}, text, 1)
    _, raw, body = parts
    body_line = text[: len(text) - len(body)].count("\n") + 1
    key_lines: dict[str, int] = {}
    for index, line in enumerate(raw.splitlines()):
        if (match := _KEY_LINE.match(line)) is not None:
            key_lines.setdefault(match.group(1).strip(), index + 1 + (0 if raw.startswith("\n") else 1))
    try:
        data = handler.load(raw)
    except (yaml.YAMLError, tomllib.TOMLDecodeError, ValueError) as exc:
        line = 2
        mark = getattr(exc, "problem_mark", None)
        if mark is not None:
            line = mark.line + 1 + (0 if raw.startswith("\n") else 1)
        message = str(getattr(exc, "problem", None) or exc).splitlines()[0]
        if (where := _TOML_POSITION.search(message)) is not None:  # tomllib puts the position in the text
            line = int(where.group(1)) + (0 if raw.startswith("\n") else 1)
            message = message[: where.start()].rstrip()
        return FrontMatter({}, body, body_line, kind, message, line, key_lines)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        return FrontMatter({}, body, body_line, kind, f"front matter is a {type(data).__name__}, not a mapping",
                           2, key_lines)
    return FrontMatter({str(k): v for k, v in data.items()}, body, body_line, kind, None, 1, key_lines)
