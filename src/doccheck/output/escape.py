"""Text from documents made safe for where it is written: a terminal, Markdown (the job summary), Mermaid.

File names, titles and front-matter values are written by whoever wrote the pull request. On a terminal a raw
ESC, OSC 52 or CR can recolour, rewrite or copy to the clipboard; in Markdown a backtick ends a code span and
a newline with ``` ends a fence. Each medium gets its own function; all of them are pure and linear.
"""

from __future__ import annotations

from doccheck.regex import lazy

# C0 and C1 controls (not tab), DEL, and the Unicode marks that reorder or hide text (bidi controls, line
# and paragraph separators). Each is shown as its Python escape: `\x1b`, `\r`, `\u202e`.
_CONTROLS = [*range(0x00, 0x09), *range(0x0A, 0x20), *range(0x7F, 0xA0), *range(0x200B, 0x2010),
             *range(0x2028, 0x202F), *range(0x2066, 0x206A), 0xFEFF]
_TERMINAL = {code: f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" for code in _CONTROLS}
# A file name that is not UTF-8 reaches Python with each bad byte as a lone surrogate (U+DC80-U+DCFF), which
# no stream can encode: shown as the byte it stands for (`\xff`); any other lone surrogate as `\udXXX`.
_TERMINAL |= {code: f"\\x{code - 0xDC00:02x}" if 0xDC80 <= code < 0xDD00 else f"\\u{code:04x}"
              for code in range(0xD800, 0xE000)}
_TERMINAL_LINES = {code: escape for code, escape in _TERMINAL.items() if code not in (0x0A, 0x0D)}
_SPACE = lazy(r"\s+")
# GitHub reads a line of a step's log that starts with `::` (after spaces) as a workflow command, and `##[`
# anywhere in it as an older one: the first character is shown as its escape instead.
_WORKFLOW_COMMAND = lazy(r"^([ \t]*+):(?=:)|#(?=#\[)")
# What can start something inline in GitHub's Markdown: escapes, code, emphasis, strikethrough, math, links and
# images, HTML and autolinks, entities, table pipes, mentions. Each is backslash-escaped (CommonMark allows it
# for any ASCII punctuation); the rest of the text is left readable. `_` inside a word starts nothing
# (USES_DATASTORE stays as it is).
_INLINE = lazy(r"([\\`*~$\[\]!<>&|@]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9]))")
_BLOCK_START = lazy(r"^(?:(\d++)([.)])|([#+=>-]))")  # a heading, list, quote or setext line
_BACKTICKS = lazy(r"`+")


def terminal(text: str, *, keep_line_ends: bool = False) -> str:
    """Control characters shown as escapes, never sent: `a\\x1b[2Jb` stays one visible line, and neither it nor
    a line that begins with it can be a workflow command (`\\x3a:error::`). A byte that is not UTF-8 shows as
    `\\xff`. With `keep_line_ends`, CR and LF stay for the caller's own escaping: the data of a workflow
    command, which its own `::` starts."""
    if keep_line_ends:
        return text.translate(_TERMINAL_LINES)
    return _WORKFLOW_COMMAND.sub(lambda m: f"{m[1]}\\x3a" if m[1] is not None else "\\x23", text.translate(_TERMINAL))


def _one_line(text: str, limit: int) -> str:
    text = _SPACE.sub(" ", text).strip().translate(_TERMINAL)  # not a log's line: no workflow command to stop
    return text if len(text) <= limit else text[: limit - 1] + "…"


def markdown(text: str, limit: int = 300) -> str:
    """Plain text in Markdown (a table cell, a quote): one line, and no link, image, emphasis, HTML, entity,
    pipe or block can start in it."""
    text = _INLINE.sub(r"\\\1", _one_line(text, limit))
    return _BLOCK_START.sub(lambda m: f"{m[1]}\\{m[2]}" if m[1] else f"\\{m[3]}", text, count=1)


# What GitHub links only after reading the Markdown, where a backslash has already gone (github/markup#1168,
# github/cmark-gfm#181): `@name` (a mention: a notification), `#12` and `GH-12` (a reference: an event on that
# issue), and the autolinks of `https://`, `www.` and e-mail addresses. A zero-width space, written as its
# entity so it shows in the raw text, goes after the `@` and before what would start the link.
_GITHUB_LINKED = lazy(r"\\@|#(?=\d)|(?<![A-Za-z0-9])(?:[Gg][Hh](?=-\d)|[Ww]{3}(?=\.))|(?=://)")
_ZERO_WIDTH = "&#8203;"


def github_comment(text: str, limit: int = 300) -> str:
    """Plain text in a comment GitHub posts (a pull request's, an issue's): `markdown`, and neither a mention,
    an issue reference nor an autolink can start in it (`@org/team` stays text and notifies nobody)."""
    return _GITHUB_LINKED.sub(lambda m: "@" + _ZERO_WIDTH if m[0] == "\\@" else m[0] + _ZERO_WIDTH,
                              markdown(text, limit))


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
