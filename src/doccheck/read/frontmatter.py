"""Front matter through python-frontmatter's handlers: YAML between `---`, TOML between `+++`.

A broken block is kept as an error with its line, and the body still parses: one bad key must not hide the
rest of the document from the other rules. So is a block over the limits below: a front matter is untrusted, and
335 bytes of YAML aliases expand to millions of values that every rule reading `status:` would pay for.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.regex import lazy

if TYPE_CHECKING:  # PyYAML and python-frontmatter are imported by the first file that has front matter or a
    import yaml  # sidecar: most decision records have neither, and the import is a tenth of a hook's run.
    from frontmatter.default_handlers import BaseHandler


@lru_cache(maxsize=1)
def _text_date_loader() -> type[yaml.SafeLoader]:
    """libyaml's loader (~10x faster than the pure-Python SafeLoader python-frontmatter defaults to), with dates
    kept as text: `date: 2024-13-01` is then one invalid-date finding instead of a ValueError that loses every
    key."""
    import yaml

    base: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return type("_TextDateLoader", (base,), {"yaml_implicit_resolvers": {
        first: [(tag, regex) for tag, regex in resolvers if tag != "tag:yaml.org,2002:timestamp"]
        for first, resolvers in base.yaml_implicit_resolvers.items()
    }})


# What one front matter may hold once YAML's aliases are expanded: values (keys, items, scalars), characters of
# scalar text, and levels of nesting. Real front matter is a few dozen values, a few levels deep.
MAX_VALUES = 100_000
MAX_TEXT = 5 * 1024 * 1024  # as much text as the largest file doccheck reads (reading.MAX_BYTES)
MAX_DEPTH = 64


class TooLarge(ValueError):
    """Front matter over one of the limits: reported as invalid front matter, with the limit."""


def _children(node: yaml.Node) -> list[yaml.Node]:
    import yaml

    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return list(node.value) if isinstance(node, yaml.SequenceNode) else []


def check_expansion(root: yaml.Node) -> None:
    """Raise TooLarge when the node graph, aliases expanded, is over the limits. An alias is the same node met
    twice, so the expanded size is counted once per node (memoised), without expanding anything."""
    import yaml

    values: dict[int, int] = {}
    text: dict[int, int] = {}
    path: set[int] = set()
    stack: list[tuple[yaml.Node, int, bool]] = [(root, 1, False)]
    while stack:
        node, depth, finished = stack.pop()
        key = id(node)
        if finished:
            path.discard(key)
            children = _children(node)
            values[key] = 1 + sum(values[id(c)] for c in children)
            text[key] = (len(node.value) if isinstance(node, yaml.ScalarNode) else 0) + sum(
                text[id(c)] for c in children)
            if values[key] > MAX_VALUES:
                raise TooLarge(f"expands to more than {MAX_VALUES:,} values (YAML aliases?); "
                               f"doccheck reads at most {MAX_VALUES:,}")
            if text[key] > MAX_TEXT:
                raise TooLarge(f"expands to more than {MAX_TEXT // 2**20} MB of text (YAML aliases?); "
                               f"doccheck reads at most {MAX_TEXT // 2**20} MB")
            continue
        if key in values:
            continue
        if key in path:
            raise TooLarge("an alias refers to the value that holds it; doccheck reads no recursive values")
        if depth > MAX_DEPTH:
            raise TooLarge(f"nested more than {MAX_DEPTH} levels deep; doccheck reads at most {MAX_DEPTH}")
        path.add(key)
        stack.append((node, depth, True))
        stack.extend((child, depth + 1, False) for child in _children(node) if id(child) not in values)


def check_depth(data: Any) -> None:
    """TOML has no aliases: only its nesting needs a limit."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise TooLarge(f"nested more than {MAX_DEPTH} levels deep; doccheck reads at most {MAX_DEPTH}")
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


def load_yaml(text: str | bytes) -> Any:
    """YAML as front matter and sidecars are read: dates as text, within the limits above, and a number written
    with leading zeros as it is written."""
    loader = _text_date_loader()(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        check_expansion(node)
        _keep_padded_numbers(node)
        return loader.construct_document(node)
    finally:
        loader.dispose()


_INT_TAG = "tag:yaml.org,2002:int"
_PADDED = lazy(r"[-+]?0[0-9_]++")


def _keep_padded_numbers(root: yaml.Node) -> None:
    """YAML 1.1 reads `supersedes: 0161` as the octal number 113: a record's number, zero-padded as its file
    name is, is text. Runs after check_expansion, so the node graph is known to be small."""
    import yaml

    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, yaml.ScalarNode):
            if node.tag == _INT_TAG and _PADDED.fullmatch(node.value):
                node.tag = "tag:yaml.org,2002:str"
        else:
            stack.extend(_children(node))


def load_toml(text: str) -> Any:
    import tomllib  # TOML front matter (Hugo's +++) is rare: the hook imports it only for such a file

    try:
        data = tomllib.loads(text)
    except RecursionError:  # tomllib reads nested arrays and tables recursively
        raise TooLarge(f"nested more than {MAX_DEPTH} levels deep; doccheck reads at most {MAX_DEPTH}") from None
    check_depth(data)
    return data


@lru_cache(maxsize=1)
def _handlers() -> dict[str, BaseHandler]:
    """python-frontmatter's handlers by the delimiter that opens their block: YAML through `load_yaml`, TOML
    through tomllib (its own TOML handler needs the `toml` package)."""
    from frontmatter.default_handlers import BaseHandler, YAMLHandler

    class FastYAMLHandler(YAMLHandler):  # type: ignore[misc]
        def load(self, fm: str, **kwargs: object) -> Any:
            return load_yaml(fm)

    class TOMLHandler(BaseHandler):  # type: ignore[misc]
        FM_BOUNDARY = re.compile(r"^\+{3,}\s*$", re.MULTILINE)
        START_DELIMITER = END_DELIMITER = "+++"

        def load(self, fm: str, **kwargs: object) -> Any:
            return load_toml(fm)

    return {"---": FastYAMLHandler(), "+++": TOMLHandler()}


_TOML_POSITION = lazy(r"(?<!\s)\s*+\(at line (\d+), column \d+\)$")
# A Markdown heading of a section (`## Title`), which a YAML header never holds (its comments are `# ...`).
_SECTION_HEADING = lazy(r"#{2,6}[ \t]++\S")
_KEY_LINE = lazy(r"^([A-Za-z_][\w -]*+)\s*+[:=]")  # possessive: `a` + 100,000 spaces is one pass


class FrontMatter(NamedTuple):
    data: dict[str, Any]
    body: str
    body_line: int  # 1-based line where the body starts
    format: str | None = None  # yaml, toml or None
    error: str | None = None
    error_line: int = 1
    key_lines: Mapping[str, int] = MappingProxyType({})


def split_front_matter(text: str) -> FrontMatter:
    if "\r" in text:  # old Mac line ends: the boundaries are found by lines, as markdown-it counts them
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    opening = text[:3]
    if opening == "<!-":
        return _after_comment(text)
    if opening not in ("---", "+++"):
        return FrontMatter({}, text, 1)
    import yaml

    handler = _handlers()[opening]
    if handler.FM_BOUNDARY is None:
        return FrontMatter({}, text, 1)
    kind = "yaml" if opening == "---" else "toml"
    parts = _pandoc_parts(text) if kind == "yaml" else None
    if parts is None:
        parts = handler.FM_BOUNDARY.split(text, 2)
    if len(parts) < 3 or parts[0].strip():
        # A lone `---` is a thematic break, not front matter.
        return FrontMatter({}, text, 1)
    _, raw, body = parts
    body_line = text[: len(text) - len(body)].count("\n") + 1
    key_lines: dict[str, int] = {}
    for index, written in enumerate(raw.splitlines()):
        if (match := _KEY_LINE.match(written)) is not None:
            key_lines.setdefault(match.group(1).strip(), index + 1 + (0 if raw.startswith("\n") else 1))
    if kind == "yaml" and _SECTION_HEADING.match(raw.lstrip("\n")) is not None:
        # A section between two rules, opened by its heading (rust-mule's "## Reviewer Checklist" under a `---`):
        # the document's text, not a header (YAML would read the heading as a comment and the prose as keys)
        return FrontMatter({}, text, 1)
    try:
        data = handler.load(raw)
        if kind == "yaml" and not isinstance(data, dict) and (toml := _toml_between_dashes(raw)) is not None:
            data, kind = toml, "toml"
    except (yaml.YAMLError, ValueError, RecursionError) as exc:  # TOMLDecodeError is a ValueError
        if kind == "yaml" and (toml := _toml_between_dashes(raw)) is not None:
            return FrontMatter({str(k): v for k, v in toml.items()}, body, body_line, "toml", None, 1, key_lines)
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
    if isinstance(data, str) and not key_lines:
        # A note between two rules, not a header ("This is a legacy MPS that pre-dates the defined process"):
        # nothing to read, nothing wrong
        return FrontMatter({}, body, body_line, kind)
    if not isinstance(data, dict):
        return FrontMatter({}, body, body_line, kind, f"front matter is a {type(data).__name__}, not a mapping",
                           2, key_lines)
    return FrontMatter({str(k): v for k, v in data.items()}, body, body_line, kind, None, 1, key_lines)


# The line that closes a YAML header: `---`, or `...`, YAML's end of a document, as Pandoc's front matter may close
# (the EU Digital Identity Wallet's annexes: `title: "European Digital Identity Wallet"` then `...`)
_YAML_CLOSE = lazy(r"^(?:-{3,}+|\.{3})[ \t]*+$", re.MULTILINE)


def _pandoc_parts(text: str) -> list[str] | None:
    """The header and the body of a YAML header closed by `...` before any `---`, as the boundary split gives
    them; None where it closes otherwise, or its first line is no key (a thematic break over prose)."""
    first = text.find("\n")
    if first < 0 or text[:first].strip() != "---" or _KEY_LINE.match(text[first + 1:first + 200]) is None:
        return None
    close = _YAML_CLOSE.search(text, first + 1)
    if close is None or not close.group(0).startswith("."):
        return None
    body = text[close.end():]
    return ["", text[first:close.start()], body[1:] if body.startswith("\n") else body]  # (as the split leaves it)


# A TOML key line: `name = "noop-skill"`, `"vox-id" = "x"`
_TOML_KEY_LINE = lazy(r"^[ \t]*+(?:[A-Za-z0-9_-]++|\"[^\"\n]{1,100}+\")[ \t]*+=[ \t]*+\S", re.MULTILINE)


def _toml_between_dashes(raw: str) -> dict[str, Any] | None:
    """A header written in TOML between `---` lines, as vox's skill files are (`name = "noop-skill"`, then
    `[metadata]`): read as TOML, which is what it is, where YAML cannot read it as a mapping."""
    if _TOML_KEY_LINE.search(raw) is None:
        return None
    try:
        data = load_toml(raw)
    except (ValueError, TooLarge):
        return None
    return data if isinstance(data, dict) else None


LEADING_COMMENT_LIMIT = 4_000  # characters of a licence comment read before the front matter it may head


def _after_comment(text: str) -> FrontMatter:
    """Front matter below a leading HTML comment, a licence header (Shipwright's SHIPs: `<!-- Copyright ...
    SPDX-License-Identifier: Apache-2.0 -->` then `---`): read where it parses as a mapping, else none."""
    end = text.find("-->", 0, LEADING_COMMENT_LIMIT)
    if end < 0:
        return FrontMatter({}, text, 1)
    rest = text[end + 3:]
    block = rest.lstrip(" \t\n")
    if not block.startswith(("---\n", "+++\n")) or "\n" not in rest[:len(rest) - len(block) + 1]:
        return FrontMatter({}, text, 1)  # `-->` and the block on one line, or no block: no front matter
    inner = split_front_matter(block)
    if inner.format is None or inner.error is not None or not inner.data:
        return FrontMatter({}, text, 1)
    offset = text[:len(text) - len(block)].count("\n")
    return inner._replace(body_line=inner.body_line + offset,
                          key_lines=MappingProxyType({k: v + offset for k, v in inner.key_lines.items()}))
