"""The block structure doccheck reads, as markdown-it-py's heading, fence, indented-code and paragraph rules find
it, in one pass over the lines.

markdown-it-py runs each of its rules, as a function call with its own bookkeeping, on every line: on the shared
corpus (26 MB) that was three quarters of a cold `doccheck check`. The five rules a document needs when no list
can change the answer (see `document._needs_list_rule`) are small, so they are written out here over the split
lines, to the letter of markdown-it-py 3/4's `rules_block` (line by line: what is an empty line, indentation in
columns with tabs to the next multiple of four, what opens and closes a fence, an ATX heading and its closing
`#`s, a setext underline, what interrupts a paragraph). tests/test_blocks.py holds the two to the same answer on
every corpus file and on generated text.

The result is what `document.parse_document` takes from markdown-it-py's tokens: the headings, the code blocks
and the text of paragraphs and headings, each with its 0-based lines.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from markdown_it import MarkdownIt

_SPACES = " \t"


class Blocks(NamedTuple):
    headings: list[tuple[int, str, int]]  # (level, inline text, first line)
    code: list[tuple[int, int]]  # [start, end) of each fence and indented block
    texts: list[tuple[str, int]]  # each paragraph's and heading's text, first line


def scan_blocks(body: str) -> Blocks:
    """The blocks of `body` as markdown-it-py with only the heading, lheading, fence and code rules sees them."""
    # markdown-it-py's `normalize` core rule.
    if "\r" in body:
        body = body.replace("\r\n", "\n").replace("\r", "\n")
    if "\0" in body:
        body = body.replace("\0", "\ufffd")
    lines = body.split("\n")
    # A line ends at each "\n"; the text after the last one is a line only if it holds more than spaces and tabs.
    if not lines[-1].strip(_SPACES):
        lines.pop()
    count = len(lines)
    # Per line: the text after its indentation ("" for an empty line) and the indentation in columns.
    rests: list[str] = []
    columns: list[int] = []
    for text in lines:
        rest = text.lstrip(_SPACES)
        rests.append(rest)
        lead = len(text) - len(rest)
        if lead and "\t" in text[:lead]:
            column = 0
            for char in text[:lead]:
                column = column + 4 - column % 4 if char == "\t" else column + 1
            columns.append(column)
        else:
            columns.append(lead)

    found = Blocks([], [], [])
    line = 0
    while line < count:
        rest = rests[line]
        if not rest:
            line += 1
            continue
        if columns[line] >= 4:  # indented code, through empty lines to the last indented one
            end = line + 1
            following = end
            while following < count:
                if rests[following] and columns[following] < 4:
                    break
                following += 1
                if rests[following - 1]:
                    end = following
            found.code.append((line, end))
            line = end
            continue
        fence = _fence_opening(rest)
        if fence is not None:
            found.code.append((line, _fence_end(rests, columns, line, fence)))
            line = found.code[-1][1]
            continue
        heading = _atx_heading(rest)
        if heading is not None:
            found.headings.append((heading[0], heading[1], line))
            found.texts.append((heading[1], line))
            line += 1
            continue
        # A paragraph, or a setext heading if an underline comes before what ends the paragraph.
        following = line + 1
        level = 0
        while following < count and rests[following]:
            if columns[following] < 4:
                after = rests[following]
                if after[0] in "=-" and not after.rstrip(_SPACES).strip(after[0]):
                    level = 1 if after[0] == "=" else 2
                    break
                if _fence_opening(after) is not None or _atx_heading(after) is not None:
                    break
            following += 1
        text = "\n".join(lines[line:following]).strip()
        if level:
            found.headings.append((level, text, line))
            found.texts.append((text, line))
            line = following + 1
        else:
            found.texts.append((text, line))
            line = following
    return found


def _fence_opening(rest: str) -> tuple[str, int] | None:
    """(marker character, length) if a line whose indentation is under four columns opens a fence here."""
    marker = rest[0]
    if marker not in "`~":
        return None
    length = len(rest) - len(rest.lstrip(marker))
    if length < 3 or (marker == "`" and "`" in rest[length:]):
        return None
    return marker, length


def _fence_end(rests: list[str], columns: list[int], start: int, fence: tuple[str, int]) -> int:
    """The line after the fence opened at `start`: after its closing line, or the end of the text."""
    marker, length = fence
    for line in range(start + 1, len(rests)):
        rest = rests[line]
        if rest[:1] != marker or columns[line] >= 4:
            continue
        after = rest.lstrip(marker)
        if len(rest) - len(after) >= length and not after.strip(_SPACES):
            return line + 1
    return len(rests)


def _atx_heading(rest: str) -> tuple[int, str] | None:
    """(level, text) if a line whose indentation is under four columns is an ATX heading."""
    if rest[0] != "#":
        return None
    text = rest.lstrip("#")
    level = len(rest) - len(text)
    if level > 6 or (text and text[0] not in _SPACES):
        return None
    text = text.rstrip(_SPACES)
    closed = text.rstrip("#")
    if closed and closed[-1] in _SPACES:  # a closing sequence of `#`s after a space is not text
        text = closed
    return level, text.strip()


def commonmark_blocks(body: str) -> Blocks:
    """The blocks of `body` as every CommonMark block rule sees them (lists, quotes, HTML blocks): for a document
    where a list decides what is a fence. Headings inside lists and quotes are not the document's; HTML comments
    are code."""
    tokens = _commonmark_parser().parse(body)
    found = Blocks([], [], [])
    for index, token in enumerate(tokens):
        if token.map is None:
            continue
        if token.type == "heading_open" and token.level == 0:
            found.headings.append((int(token.tag[1]), tokens[index + 1].content, token.map[0]))
        elif token.type in ("fence", "code_block") or (
                token.type == "html_block" and token.content.lstrip().startswith("<!--")):
            found.code.append((token.map[0], token.map[1]))
        elif token.type == "inline":
            found.texts.append((token.content, token.map[0]))
    return found


@lru_cache(maxsize=1)
def _commonmark_parser() -> MarkdownIt:
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").disable(["inline", "text_join"])
