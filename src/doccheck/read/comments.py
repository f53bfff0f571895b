"""The comments of a code file, line by line: what a person wrote for people, not what the program says.

A decision cited in a comment (`// See ADR-0012`) is a citation; the same text in a string literal
(`raise Error("ADR-0012 not found")`) is the program's data. So a file is scanned once, left to right, as its
language's lexer would at the level that matters here:

1. The syntax comes from the file's name (`syntax_for`): its suffix, a name such as `Makefile`, else the
   interpreter its first line names (`#!/usr/bin/env python3`). A file of no known language gives no syntax;
   `marker_lines` then reads only the lines that open with a comment marker (`#`, `//`, `--`, ...).
2. One pattern finds the next token: a line comment's marker, a block comment's opening, or a string's quote.
   A comment runs to the end of its line or to its closing marker; a string to its closing quote (an escaped
   quote does not close it). A one-line string that is not closed ends at its line's end, so a stray quote
   (`don't` in a YAML value, a Rust lifetime `'a`) can hide at most the rest of one line, never the file.
   A quote right after a letter opens nothing (`don't`), except a language's string prefixes (`r"`, `b'`, `f"`,
   `L"`, `u8"`). Where `'` quotes a character (C, Java, Rust, Go), it does so only around one character or an
   escape (`'a'`, `'\\n'`): `'a` is a Rust lifetime, not a string.
3. A Python docstring (a triple-quoted string that is a statement of its own: nothing before it on its line)
   is documentation, read as a comment; any other string is not.

Every step moves forward: the scan is linear in the file, whatever it holds.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from doccheck.regex import lazy


class Comment(NamedTuple):
    line: int  # 1-based
    column: int  # 1-based column of `text`'s first character
    text: str  # the comment's text on this line, its markers left out


class Syntax(NamedTuple):
    line: tuple[str, ...]  # markers that comment the rest of the line
    block: tuple[tuple[str, str], ...]  # (open, close)
    strings: tuple[str, ...]  # quotes that open a string closed by the same quote
    multiline: frozenset[str] = frozenset()  # of `strings`, those whose strings may run over lines
    char_quote: bool = False  # `'` quotes one character (C, Java, Rust, Go), not a string
    docstrings: bool = False  # a triple-quoted string standing alone is documentation (Python)
    spaced_marker: bool = False  # a line marker counts only at a line's start or after a space (`$#` in shell)
    prefixes: frozenset[str] = frozenset()  # letters that may lead a string's quote: r"..", b'..', L"..", u8".."


_PY_PREFIXES = frozenset({"r", "u", "b", "f", "rb", "br", "fr", "rf"})
_C_PREFIXES = frozenset({"l", "u", "u8", "r", "lr", "ur", "u8r"})
_C_LIKE = Syntax(("//",), (("/*", "*/"),), ('"',), char_quote=True, prefixes=_C_PREFIXES)
_JS = Syntax(("//",), (("/*", "*/"),), ('"', "'", "`"), frozenset({"`"}))
_HASH = Syntax(("#",), (), ('"', "'"), spaced_marker=True)
SYNTAXES: dict[str, Syntax] = {
    "python": Syntax(("#",), (), ('"""', "'''", '"', "'"), frozenset({'"""', "'''"}), docstrings=True,
                     prefixes=_PY_PREFIXES),
    "hash": _HASH,
    "ruby": Syntax(("#",), (("=begin", "=end"),), ('"', "'"), spaced_marker=True),
    "perl": _HASH,
    "c": _C_LIKE,
    "go": Syntax(("//",), (("/*", "*/"),), ('"', "`"), frozenset({"`"}), char_quote=True),
    "rust": Syntax(("//",), (("/*", "*/"),), ('"',), char_quote=True, prefixes=frozenset({"b", "r", "br", "c"})),
    "js": _JS,
    "php": Syntax(("//", "#"), (("/*", "*/"),), ('"', "'")),
    "swift": Syntax(("//",), (("/*", "*/"),), ('"""', '"'), frozenset({'"""'})),
    "kotlin": Syntax(("//",), (("/*", "*/"),), ('"""', '"'), frozenset({'"""'}), char_quote=True),
    "scala": Syntax(("//",), (("/*", "*/"),), ('"""', '"'), frozenset({'"""'}), char_quote=True),
    "dart": Syntax(("//",), (("/*", "*/"),), ('"""', "'''", '"', "'"), frozenset({'"""', "'''"}),
                   prefixes=frozenset({"r"})),
    "csharp": Syntax(("//",), (("/*", "*/"),), ('"""', '"'), frozenset({'"""'}), char_quote=True,
                     prefixes=frozenset({"@", "$", "$@", "@$", "u8"})),
    "css": Syntax((), (("/*", "*/"),), ('"', "'")),
    "sass": Syntax(("//",), (("/*", "*/"),), ('"', "'")),
    "sql": Syntax(("--",), (("/*", "*/"),), ("'", '"')),
    "lua": Syntax(("--",), (("--[[", "]]"),), ('"', "'")),
    "haskell": Syntax(("--",), (("{-", "-}"),), ('"',)),
    "lisp": Syntax((";",), (), ('"',)),
    "erlang": Syntax(("%",), (), ('"',)),
    "tex": Syntax(("%",), (), ()),
    "markup": Syntax((), (("<!--", "-->"),), ('"', "'")),
    "yaml": Syntax(("#",), (), ('"', "'"), spaced_marker=True),
    "ini": Syntax((";", "#"), (), ('"',), spaced_marker=True),
    "batch": Syntax(("::", "rem "), (), ('"',), spaced_marker=True),
    "vb": Syntax(("'",), (), ('"',)),
    "elixir": Syntax(("#",), (), ('"""', '"'), frozenset({'"""'}), spaced_marker=True),
    "ocaml": Syntax((), (("(*", "*)"),), ('"',)),
    "fortran": Syntax(("!",), (), ('"', "'")),
    "matlab": Syntax(("%",), (("%{", "%}"),), ('"',)),
    "clojure": Syntax((";",), (), ('"',)),
    "vim": Syntax(('"',), (), ("'",)),
}
_BY_SUFFIX = {
    **dict.fromkeys((".py", ".pyi", ".pyx", ".pxd", ".bzl", ".star"), "python"),
    **dict.fromkeys((".sh", ".bash", ".zsh", ".fish", ".ksh", ".r", ".tf", ".tfvars", ".hcl", ".nix", ".cmake",
                     ".mk", ".cr", ".nim", ".jl", ".coffee", ".ps1", ".psm1", ".awk", ".sed", ".pp", ".cfg",
                     ".conf", ".properties", ".toml", ".gitignore", ".dockerignore", ".gitattributes", ".env",
                     ".editorconfig", ".tcl", ".gd", ".rego", ".bazel", ".bzlmod", ".flake8", ".pylintrc"),
                    "hash"),
    **dict.fromkeys((".rb", ".rake", ".gemspec", ".ru", ".erb"), "ruby"),
    **dict.fromkeys((".pl", ".pm", ".t"), "perl"),
    **dict.fromkeys((".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx", ".ino", ".java", ".m", ".mm",
                     ".groovy", ".gradle", ".proto", ".zig", ".sol", ".v", ".sv", ".d", ".cu", ".thrift",
                     ".fs", ".fsx", ".jsonc", ".json5", ".glsl", ".hlsl", ".frag", ".vert", ".pde", ".aidl"), "c"),
    ".go": "go", ".rs": "rust", ".php": "php", ".swift": "swift", ".dart": "dart", ".cs": "csharp",
    **dict.fromkeys((".kt", ".kts"), "kotlin"),
    **dict.fromkeys((".scala", ".sc", ".sbt"), "scala"),
    **dict.fromkeys((".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".vue", ".svelte", ".astro",
                     ".graphql", ".gql", ".es6"), "js"),
    ".css": "css", ".less": "sass", ".scss": "sass", ".sass": "sass", ".styl": "sass",
    **dict.fromkeys((".sql", ".psql", ".pgsql", ".plsql", ".ddl"), "sql"),
    ".lua": "lua",
    **dict.fromkeys((".hs", ".lhs", ".elm", ".purs", ".agda", ".idr"), "haskell"),
    **dict.fromkeys((".el", ".lisp", ".lsp", ".scm", ".ss", ".rkt", ".asm", ".s"), "lisp"),
    **dict.fromkeys((".clj", ".cljs", ".cljc", ".edn"), "clojure"),
    **dict.fromkeys((".erl", ".hrl", ".pro", ".prolog"), "erlang"),
    **dict.fromkeys((".tex", ".sty", ".cls", ".bib"), "tex"),
    **dict.fromkeys((".html", ".htm", ".xml", ".xhtml", ".svg", ".xsd", ".xsl", ".xslt", ".csproj", ".fsproj",
                     ".vbproj", ".props", ".targets", ".plist", ".wsdl", ".pom", ".xaml", ".jsp", ".aspx",
                     ".cshtml", ".razor", ".hbs", ".handlebars", ".mustache", ".ejs", ".njk"), "markup"),
    **dict.fromkeys((".yaml", ".yml"), "yaml"),
    **dict.fromkeys((".ini", ".reg"), "ini"),
    **dict.fromkeys((".bat", ".cmd"), "batch"),
    **dict.fromkeys((".vb", ".vbs", ".bas"), "vb"),
    **dict.fromkeys((".ex", ".exs"), "elixir"),
    **dict.fromkeys((".ml", ".mli"), "ocaml"),
    **dict.fromkeys((".f", ".f90", ".f95", ".f03"), "fortran"),
    ".vim": "vim",
}
_BY_NAME = {
    **dict.fromkeys(("makefile", "gnumakefile", "dockerfile", "containerfile", "justfile", "procfile",
                     "codeowners", "brewfile", ".gitignore", ".dockerignore", ".gitattributes", ".editorconfig",
                     ".env", "build", "workspace", "tiltfile", "caddyfile", ".bashrc", ".zshrc", ".profile"),
                    "hash"),
    **dict.fromkeys(("rakefile", "gemfile", "vagrantfile", "podfile", "fastfile", "guardfile"), "ruby"),
    **dict.fromkeys(("jenkinsfile",), "c"),
}
_INTERPRETERS = {"python": "python", "python3": "python", "sh": "hash", "bash": "hash", "zsh": "hash",
                 "dash": "hash", "ksh": "hash", "fish": "hash", "ruby": "ruby", "perl": "perl", "node": "js",
                 "deno": "js", "bun": "js", "tsx": "js", "ts-node": "js", "lua": "lua", "php": "php",
                 "elixir": "elixir", "pwsh": "hash", "make": "hash", "awk": "hash", "rscript": "hash"}
_VERSIONED = lazy(r"^([a-z-]+)[\d.]*$")


def syntax_for(name: str, first_line: str = "") -> Syntax | None:
    """How a file's comments and strings are written, from its name (and, for a script without a suffix, the
    interpreter its first line names); None for a file of no language known here."""
    lower = name.rpartition("/")[2].lower()
    if lower in _BY_NAME or lower.startswith(("dockerfile.", "makefile.", "containerfile.")):
        return SYNTAXES[_BY_NAME.get(lower, "hash")]
    dot = lower.rfind(".")
    if dot > 0 and (language := _BY_SUFFIX.get(lower[dot:])) is not None:
        return SYNTAXES[language]
    if dot == 0 and (language := _BY_SUFFIX.get(lower)) is not None:
        return SYNTAXES[language]
    if first_line.startswith("#!"):
        words = first_line[2:200].split()
        program = words[0].rpartition("/")[2] if words else ""
        if program == "env":  # `#!/usr/bin/env -S python3 -u`: the first word that is not an option
            program = next((w for w in words[1:] if not w.startswith("-")), "")
        word = _VERSIONED.match(program.lower())
        language = _INTERPRETERS.get(word.group(1)) if word is not None else None
        return SYNTAXES[language] if language is not None else None
    return None


# Markers a line of a file in an unknown language may open with to be taken for a comment.
# (`*` alone, a Markdown bullet as much as a block comment's continuation, is not one.)
_MARKER_LINE = lazy(r"^[ \t]*+(?:#(?![!#])|//|/\*|--(?!-)|;|%|<!--|\"\"\"|''')[ \t]*+")


def marker_lines(text: str) -> list[Comment]:
    """For a file of no known language: the lines that open with a comment marker, as comments."""
    found = []
    for number, line in enumerate(text.split("\n"), 1):
        match = _MARKER_LINE.match(line)
        if match is not None and len(line) <= MAX_LINE:
            found.append(Comment(number, match.end() + 1, line[match.end():].rstrip("\r")))
    return found


MAX_LINE = 4_000  # characters: a longer line is generated (minified, a data blob), not something a person wrote
_PATTERNS: dict[Syntax, re.Pattern[str]] = {}


def _token_pattern(syntax: Syntax) -> re.Pattern[str]:
    pattern = _PATTERNS.get(syntax)
    if pattern is None:
        tokens = sorted({*syntax.line, *(o for o, _c in syntax.block), *syntax.strings,
                         *(("'",) if syntax.char_quote else ())}, key=len, reverse=True)
        pattern = _PATTERNS[syntax] = re.compile("|".join(re.escape(t) for t in tokens), re.IGNORECASE)
    return pattern


_CHAR_LITERAL = lazy(r"'(?:\\(?:[^\n]|[0-7]{1,3}+|x[0-9a-fA-F]{1,8}+|u\{?[0-9a-fA-F]{1,8}+\}?)|[^\\'\n])'")
_BEFORE_WORD = lazy(r"[A-Za-z0-9_@$]{1,3}+$")


def comments(text: str, syntax: Syntax) -> list[Comment]:
    """Every comment of the text, a `Comment` per line it covers (see the module's docstring)."""
    found: list[Comment] = []
    lines = _Lines(text)
    pattern = _token_pattern(syntax)
    blocks = dict(syntax.block)
    size = len(text)
    at = 0
    while at < size:
        match = pattern.search(text, at)
        if match is None:
            break
        token = match.group(0)
        start, end = match.start(), match.end()
        lowered = token.lower()
        if lowered in syntax.line or token in syntax.line:
            if syntax.spaced_marker and start > 0 and text[start - 1] not in " \t\n(;":
                at = end
                continue
            stop = text.find("\n", end)
            stop = size if stop < 0 else stop
            _add(found, lines, end, stop)
            at = stop
        elif token in blocks or lowered in blocks:
            close = blocks.get(token) or blocks[lowered]
            if token == "=begin" and start > 0 and text[start - 1] != "\n":
                at = end  # Ruby's block comment opens a line
                continue
            stop = text.find(close, end)
            stop = size if stop < 0 else stop
            _add(found, lines, end, stop)
            at = stop + len(close)
        elif token == "'" and syntax.char_quote:
            literal = _CHAR_LITERAL.match(text, start)
            at = literal.end() if literal is not None else end
        else:
            if start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_@$"):
                lead = _BEFORE_WORD.search(text, max(0, start - 3), start)
                word = lead.group(0).lower() if lead is not None else ""
                if not any(word.endswith(p) and (len(word) == len(p) or not word[-len(p) - 1].isalnum())
                           for p in syntax.prefixes):
                    at = end  # `don't`: a letter before the quote, and no string prefix
                    continue
            stop = _string_end(text, end, token, token in syntax.multiline)
            if syntax.docstrings and len(token) == 3 and _alone(text, start):
                _add(found, lines, end, max(end, stop - len(token)))
            at = stop
    return found


def _string_end(text: str, start: int, quote: str, multiline: bool) -> int:
    """Where the string opened before `start` ends (after its closing quote); at its line's end when a one-line
    string is not closed."""
    limit = len(text)
    if not multiline:
        newline = text.find("\n", start)
        limit = limit if newline < 0 else newline
    at = start
    while at < limit:
        close = text.find(quote, at, limit)
        if close < 0:
            return limit
        backslashes = 0
        while close - backslashes - 1 >= start and text[close - backslashes - 1] == "\\":
            backslashes += 1
        if backslashes % 2 == 0:
            return close + len(quote)
        at = close + 1
    return limit


def _alone(text: str, start: int) -> bool:
    """Whether only indentation and a string prefix come before `start` on its line."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start].strip().lower()
    return before in ("", *_PY_PREFIXES)


class _Lines:
    """The 1-based line and the line's start of an offset, for offsets asked in increasing order: linear."""

    def __init__(self, text: str) -> None:
        self.text, self.offset, self.line, self.start = text, 0, 1, 0

    def __call__(self, offset: int) -> tuple[int, int]:
        newlines = self.text.count("\n", self.offset, offset)
        if newlines:
            self.line += newlines
            self.start = self.text.rfind("\n", self.offset, offset) + 1
        self.offset = offset
        return self.line, self.start


def _add(found: list[Comment], lines: _Lines, start: int, stop: int) -> None:
    """The comment text in [start, stop), a Comment per line (a long line, generated, is left out)."""
    text = lines.text
    line, line_start = lines(start)
    at = start
    while at <= stop:
        newline = text.find("\n", at, stop)
        piece_end = stop if newline < 0 else newline
        piece = text[at:piece_end].rstrip("\r")
        if piece.strip() and len(piece) <= MAX_LINE:
            found.append(Comment(line, at - line_start + 1, piece))
        if newline < 0:
            break
        at = line_start = newline + 1
        line += 1
