"""One parsed Markdown document: front matter, title, sections, links and the metadata it declares.

Only markdown-it-py's block rules run (headings, fences, indented code): that is all the structure the rules
need, and it is a quarter of the cost of a full parse. Links and metadata lines are read from the lines that
are not code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import PurePosixPath
from typing import Any

from markdown_it import MarkdownIt

from doccheck.frontmatter_io import FrontMatter, split_front_matter


@dataclass(frozen=True)
class Section:
    level: int
    title: str
    line: int  # 1-based line of the heading
    end_line: int  # last line before the next heading of the same or a higher level
    body_start: int  # first line after the heading
    body_end: int  # last line before the next heading of any level


@dataclass(frozen=True)
class Link:
    target: str
    text: str
    line: int
    column: int


@dataclass(frozen=True)
class MetaValue:
    value: Any
    line: int
    source: str  # front-matter, sidecar, line, table, section

    @property
    def text(self) -> str:
        """The value as one line of text: a list joined with commas."""
        return ", ".join(map(str, self.value)) if isinstance(self.value, list) else str(self.value)

    @property
    def bare_text(self) -> str:
        """`text` without the emphasis or code marks around it: `**high**` -> `high`."""
        return self.text.strip().strip("*_`").strip()


@dataclass
class Document:
    path: str  # posix path as the user named it, relative where possible
    text: str
    lines: list[str]
    front_matter: FrontMatter
    title: str
    title_line: int
    title_source: str  # h1, front-matter, file-name
    sections: list[Section]
    links: list[Link]
    code_lines: frozenset[int]
    metadata: dict[str, MetaValue] = field(default_factory=dict)
    sidecar_problem: str | None = None  # why the sidecar beside it (kep.yaml) was not read

    @property
    def name(self) -> str:
        return PurePosixPath(self.path).name

    @property
    def is_template(self) -> bool:
        """A template (`0000-template.md`, `adr-template.md`): its structure is checked, not its content."""
        return "template" in self.name.lower()

    def section_text(self, section: Section) -> str:
        return "\n".join(self.lines[section.body_start - 1 : section.body_end])

    def meta(self, key: str) -> MetaValue | None:
        return self.metadata.get(key)


@lru_cache(maxsize=1)
def _block_parser() -> MarkdownIt:
    return MarkdownIt("zero").enable(["heading", "lheading", "fence", "code"]).disable(
        ["inline", "text_join"]
    )


# Rust RFCs and OTEPs open with "# Summary": a section, not the document's title.
_SECTION_LIKE_TITLES = frozenset(
    {"summary", "motivation", "abstract", "introduction", "context", "background", "overview", "status"}
)
_INLINE_LINK = re.compile(r"(!?)\[([^\]\n]*)\]\(\s*<?([^)\s>]+)>?(?:\s+[\"'(][^)]*)?\)")
_REF_DEF = re.compile(r"^\s{0,3}\[([^\]^][^\]]*)\]:\s*<?(\S+?)>?(?:\s+.*)?$")
# Metadata lines and table rows: the value runs to the end of the line (or the next `|`) and is stripped in
# code. A lazy `(.*?)\s*$` tried every split of a run of spaces: `| Status |` + 20,000 spaces took minutes.
_META_LINE = re.compile(
    r"^\s{0,3}(?:[-*+]\s++)?(?:\*\*|__)?([A-Za-z][A-Za-z0-9 _/-]{0,30}?(?: ?#)?)(?::(?:\*\*|__)|(?:\*\*|__)?\s*+:)"
    r"\s*+(.*)"
)
_TABLE_ROW = re.compile(r"^\s*+\|\s*+(?:\*\*)?([A-Za-z][A-Za-z0-9 _/-]{0,30}?)(?:\*\*)?\s*+:?\s*+\|\s*+([^|]*+)\|")
_EMPHASIS_MARKS = ("**", "__", "*", "_", "`")
_MAX_EMPHASIS = 20  # layers of marks taken off one value: `**_x_**` is two; `*` x 100,000 stops here


def meta_key(raw: str) -> str:
    """'Superseded by' -> 'superseded-by', 'Start Date' -> 'start-date', 'feature_id' -> 'feature-id',
    'RFC PR #' -> 'rfc-pr' (early Rust RFCs)."""
    return re.sub(r"[\s_]+", "-", raw.strip().lower().rstrip("#").strip())


def strip_emphasis(text: str) -> str:
    """`**high**` -> `high`, `_**a**_` -> `a`; a value over several lines is left as it is.

    The marks are taken off by moving two indexes, not by slicing, and at most _MAX_EMPHASIS layers.
    """
    start, end = 0, len(text)
    newline = text.find("\n")
    for _ in range(_MAX_EMPHASIS):
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if 0 <= newline < start:  # the first line break left of the span: find the next one
            newline = text.find("\n", start)
        if 0 <= newline < end:
            break
        # As `^(\*\*|__|\*|_|`)(.*)\1$` read it: the first mark that fits, and only with text inside.
        mark = next((m for m in _EMPHASIS_MARKS if end - start >= 2 * len(m) and text.startswith(m, start)
                     and text.endswith(m, start, end)), None)
        if mark is None or end - start == 2 * len(mark):
            break
        start, end = start + len(mark), end - len(mark)
    return text[start:end]


def parse_document(path: str, text: str, sidecar: dict[str, Any] | None = None) -> Document:
    front_matter = split_front_matter(text)
    # Split as markdown-it counts lines: str.splitlines() also breaks at U+2028 and friends, which shifts
    # every later line number (arachne's ADR-015 has one).
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    offset = front_matter.body_line - 1
    tokens = _block_parser().parse(front_matter.body)

    headings: list[tuple[int, str, int]] = []
    code_lines: set[int] = set(range(1, front_matter.body_line))
    for index, token in enumerate(tokens):
        if token.type == "heading_open" and token.map is not None:
            inline = tokens[index + 1]
            headings.append((int(token.tag[1]), strip_emphasis(inline.content), token.map[0] + 1 + offset))
        elif token.type in ("fence", "code_block") and token.map is not None:
            start, end = token.map
            code_lines.update(range(start + 1 + offset, end + 1 + offset))
    if "<!--" in front_matter.body:
        hidden = _comment_lines(lines, front_matter.body_line, code_lines)
        headings = [h for h in headings if h[2] not in hidden]
        code_lines |= hidden

    sections = _sections(headings, len(lines))
    links = _links(lines, code_lines)
    title, title_line, title_source = _title(path, headings, front_matter.data)
    doc = Document(path, text, lines, front_matter, title, title_line, title_source, sections, links,
                   frozenset(code_lines))
    doc.metadata = _metadata(doc, sidecar)
    return doc


def _comment_lines(lines: list[str], first: int, code_lines: set[int]) -> set[int]:
    """Lines inside multi-line HTML comments: templates keep their instructions (and example headings) there.

    A comment opens at the start of a line (up to three spaces in) and closes at the first `-->` after it.
    One pass over the lines: once a comment never closes, no later one can.
    """
    hidden: set[int] = set()
    number = 1
    while number <= len(lines):
        line = lines[number - 1]
        indent = len(line) - len(line.lstrip(" "))
        if indent > 3 or not line.startswith("<!--", indent):
            number += 1
            continue
        end, column = number, line.find("-->", indent + 4)
        while column < 0 and end < len(lines):
            end += 1
            column = lines[end - 1].find("-->")
        if column < 0:
            break
        if end > number and number >= first and number not in code_lines:
            hidden.update(range(number, end + 1))
        number = end + 1
    return hidden


def _sections(headings: list[tuple[int, str, int]], line_count: int) -> list[Section]:
    """Each heading's section: its body runs to the next heading, the section to the next one of the same or a
    higher level. One pass with a stack of the headings still open, so 200,000 headings cost no more than
    their count."""
    end_lines = [line_count] * len(headings)
    open_indexes: list[int] = []
    for index, (level, _title, line) in enumerate(headings):
        while open_indexes and headings[open_indexes[-1]][0] >= level:
            end_lines[open_indexes.pop()] = line - 1
        open_indexes.append(index)
    sections = []
    for index, (level, title, line) in enumerate(headings):
        body_end = headings[index + 1][2] - 1 if index + 1 < len(headings) else line_count
        sections.append(Section(level, title, line, end_lines[index], line + 1, body_end))
    return sections


def _links(lines: list[str], code_lines: set[int]) -> list[Link]:
    links = []
    for number, line in enumerate(lines, start=1):
        if number in code_lines or ("](" not in line and "]:" not in line):
            continue
        for match in _INLINE_LINK.finditer(line):
            if not match.group(1):  # images are not cross-references
                links.append(Link(match.group(3), match.group(2), number, match.start() + 1))
        if (ref := _REF_DEF.match(line)) is not None:
            links.append(Link(ref.group(2), ref.group(1), number, 1))
    return links


def _title(path: str, headings: list[tuple[int, str, int]], data: dict[str, Any]) -> tuple[str, int, str]:
    if headings and headings[0][0] == 1 and headings[0][1].lower().rstrip(":") not in _SECTION_LIKE_TITLES:
        return headings[0][1], headings[0][2], "h1"
    title = data.get("title")
    if isinstance(title, str) and title.strip():
        return title.strip(), 1, "front-matter"
    stem = PurePosixPath(path).stem
    if stem.lower() in ("readme", "index") and len(PurePosixPath(path).parts) > 1:
        stem = PurePosixPath(path).parent.name
    return re.sub(r"[-_]+", " ", stem).strip(), 1, "file-name"


def _metadata(doc: Document, sidecar: dict[str, Any] | None) -> dict[str, MetaValue]:
    """Collect key: value metadata, the most explicit source first (the first one found for a key wins)."""
    found: dict[str, MetaValue] = {}

    def put(key: str, value: Any, line: int, source: str) -> None:
        key = meta_key(key)
        if key and key not in found and value not in (None, "", [], {}):
            found[key] = MetaValue(value, line, source)

    for key, value in doc.front_matter.data.items():
        put(str(key), value, doc.front_matter.key_lines.get(str(key), 1), "front-matter")
    for key, value in (sidecar or {}).items():
        put(str(key), value, 1, "sidecar")

    # The preamble: lines before the first heading after the title, where templates put their header. A heading
    # of another level that opens the document stands for the title too (`## RFC: Make the authors field optional`).
    title_line = doc.title_line if doc.title_source == "h1" else 0
    if not title_line and doc.sections and not any(
            doc.lines[n - 1].strip() for n in range(doc.front_matter.body_line, doc.sections[0].line)):
        title_line = doc.sections[0].line
    preamble_end = next((s.line for s in doc.sections if s.line > title_line), len(doc.lines) + 1)
    for number in range(doc.front_matter.body_line, min(preamble_end, len(doc.lines) + 1)):
        if number in doc.code_lines or number == title_line:
            continue
        line = doc.lines[number - 1]
        match = _TABLE_ROW.match(line) if line.lstrip().startswith("|") else _META_LINE.match(line)
        if match is not None and "://" not in match.group(1):
            put(match.group(1), strip_emphasis(match.group(2)), number, "table" if line.lstrip()[0] == "|" else "line")

    # A "## Status" section (Nygard) and a "Date:" line anywhere before the first section's end.
    for section in doc.sections:
        key = meta_key(section.title)
        if key in ("status", "date") and key not in found:
            for number in range(section.body_start, section.body_end + 1):
                text = doc.lines[number - 1].strip().lstrip("-*+ ").strip()
                # "> A decision may be proposed ..." is the template's guidance, not the status.
                if text and number not in doc.code_lines and not text.startswith(("<!--", ">")):
                    put(key, strip_emphasis(text), number, "section")
                    break
    return found
