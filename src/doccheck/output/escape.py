"""Text from documents made safe for where it is written: a terminal, Markdown (the job summary), Mermaid.

File names, titles and front-matter values are written by whoever wrote the pull request. On a terminal a raw
ESC, OSC 52 or CR can recolour, rewrite or copy to the clipboard; in Markdown a backtick ends a code span and
a newline with ``` ends a fence. Each medium gets its own function; all of them are pure and linear.
"""

from __future__ import annotations

import re

# C0 and C1 controls (not tab), DEL, and the Unicode marks that reorder or hide text (bidi controls, line
# and paragraph separators). Each is shown as its Python escape: `\x1b`, `\r`, `\u202e`.
_CONTROLS = [*range(0x00, 0x09), *range(0x0A, 0x20), *range(0x7F, 0xA0), *range(0x200B, 0x2010),
             *range(0x2028, 0x202F), *range(0x2066, 0x206A), 0xFEFF]
_TERMINAL = {code: f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" for code in _CONTROLS}
_TERMINAL_LINES = {code: escape for code, escape in _TERMINAL.items() if code not in (0x0A, 0x0D)}
_SPACE = re.compile(r"\s+")
# What can start something inline in GitHub's Markdown: escapes, code, emphasis, strikethrough, math, links and
# images, HTML and autolinks, entities, table pipes, mentions. Each is backslash-escaped (CommonMark allows it
# for any ASCII punctuation); the rest of the text is left readable. `_` inside a word starts nothing
# (USES_DATASTORE stays as it is).
_INLINE = re.compile(r"([\\`*~$\[\]!<>&|@]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9]))")
_BLOCK_START = re.compile(r"^(?:(\d++)([.)])|([#+=>-]))")  # a heading, list, quote or setext line
_BACKTICKS = re.compile(r"`+")


def terminal(text: str, *, keep_line_ends: bool = False) -> str:
    """Control characters shown as escapes, never sent: `a\\x1b[2Jb` stays one visible line. With
    `keep_line_ends`, CR and LF stay for the caller's own escaping (GitHub's workflow commands)."""
    return text.translate(_TERMINAL_LINES if keep_line_ends else _TERMINAL)


def _one_line(text: str, limit: int) -> str:
    text = terminal(_SPACE.sub(" ", text).strip())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def markdown(text: str, limit: int = 300) -> str:
    """Plain text in Markdown (a table cell, a quote): one line, and no link, image, emphasis, HTML, entity,
    pipe or block can start in it."""
    text = _INLINE.sub(r"\\\1", _one_line(text, limit))
    return _BLOCK_START.sub(lambda m: f"{m[1]}\\{m[2]}" if m[1] else f"\\{m[3]}", text, count=1)


def code_span(text: str, limit: int = 300) -> str:
    """Text as inline code: the fence is one backtick longer than the longest run inside, so a backtick in a
    file name cannot close it. `|` is escaped (GitHub splits table rows on it before reading the span)."""
    text = _one_line(text, limit).replace("|", "\\|")
    longest = max((len(run) for run in _BACKTICKS.findall(text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or not text.strip() else ""
    return f"{fence}{pad}{text}{pad}{fence}"


# Mermaid reads `#name;` and `#code;` as entities inside a quoted label; everything that could end the label,
# the line or the fence is written as one.
_MERMAID = {ord("#"): "#35;", ord('"'): "#quot;", ord("<"): "#lt;", ord(">"): "#gt;", ord("`"): "#96;",
            ord("&"): "#38;", ord("|"): "#124;", ord("%"): "#37;", ord("\\"): "#92;"}


def mermaid(text: str, limit: int = 120) -> str:
    """Text for a quoted Mermaid label (`id["..."]`): one line, quotes, brackets and backticks as entities."""
    return _one_line(text, limit).translate(_MERMAID)
