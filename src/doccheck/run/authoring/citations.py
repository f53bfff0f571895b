"""Citations of a record in a text, rewritten when the record gets another number or name (`renumber`, `accept`).

What cites a record, as `doccheck check` reads it (each is resolved by the caller, with the index, from the
citing file's place, and rewritten only when it names the record):

    [7. Invoke adr-config](0007-invoke-adr-config.md)    a path to its file (or into its folder, `CIP-0058/x.png`),
                                                         a link's label opening with the record's number too
    https://github.com/o/r/tree/main/CIP-0058            a URL to the repository's file
    ADR-0007, ADR 7, adr-0007, [cip-58]: ...             its id: a word it is cited by and its number
    supersedes: 7                                         a bare number, on a line that states a relation

In code, only comments are read (`#`, `//`, `/* */`, `--`, `;`, `<!-- -->`, by the file's suffix): a string
that happens to hold an id is the program's, not a citation. Everything here is a pure function of its text; a
rewritten citation keeps its own form (its case, its separator, its zero-padding).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from typing import NamedTuple
from urllib.parse import quote

from doccheck.read.document import heading_anchor
from doccheck.regex import lazy

# What a path or URL is made of, around a name found in a text (not spaces, brackets, quotes or table pipes).
_TOKEN = lazy(r"[^\s()\[\]<>\"'`|,;*]")
_LINK = lazy(r"\[(?P<text>[^\[\]\n]{0,500}+)\]\((?P<target><[^<>\n]{1,2000}+>|[^()\s]{1,2000}+)[^()\n]{0,500}?\)")


class Cited(NamedTuple):
    """The record whose citations change, and how."""

    name: str  # the path component that changes: "0007-x.md", or "CIP-0058" for `CIP-0058/README.md`
    new_name: str
    number: int | None  # its number now (None: a draft, cited by its path only)
    new_number: int | None
    prefixes: frozenset[str]  # the lower-case words it is cited by with its number: "adr", "cip"
    width: int = 0  # the digits its family pads its numbers to (0: as many as they have)


class Edit(NamedTuple):
    start: int
    end: int
    text: str


Names = Callable[[str], bool]  # whether a path, URL or id, as written in the citing file, names the record


def digits(written: str, number: int, width: int = 0) -> str:
    """`number` in the width `written` has: `0007` -> `0012`, `073` -> `080`, `7` -> `12`; and `1000` -> `0058`
    where the family pads its numbers to four digits (`width`)."""
    pad = len(written) if written.startswith("0") and len(written) > 1 else width if len(written) == width else 0
    return f"{number:0{pad}d}"


def id_pattern(cited: Cited) -> re.Pattern[str] | None:
    """`ADR-0007`, `ADR 7`, `adr_007`: a word the record is cited by, then its number; not inside a file name
    (`adr-0007-x.md`) or a longer word or number."""
    if cited.number is None or not cited.prefixes:
        return None
    words = "|".join(sorted((re.escape(p) for p in cited.prefixes), key=len, reverse=True))
    return re.compile(rf"(?<![\w./#-])(?P<prefix>{words})(?P<sep>[-_ ]?)(?P<digits>0*{cited.number})"
                      rf"(?![\w]|[./-]\w)", re.IGNORECASE)


def _name_pattern(name: str) -> re.Pattern[str]:
    forms = {re.escape(name), re.escape(quote(name, safe="/-._~"))}
    return re.compile(rf"(?<![\w.%-])(?:{'|'.join(sorted(forms))})(?![\w-])")


def _token_around(text: str, start: int, end: int) -> str:
    """The path or URL a name found at [start, end) is part of, trailing punctuation left out."""
    left = start
    while left > 0 and _TOKEN.match(text[left - 1]) and start - left < 2000:
        left -= 1
    right = end
    while right < len(text) and _TOKEN.match(text[right]) and right - end < 2000:
        right += 1
    while right > end and text[right - 1] in ".:!?":
        right -= 1
    return text[left:right]


def _overlaps(edit: Edit, taken: list[Edit]) -> bool:
    return any(edit.start < other.end and other.start < edit.end for other in taken)


def apply(text: str, edits: Iterable[Edit]) -> str:
    kept: list[Edit] = []
    for edit in sorted(edits, key=lambda e: (e.start, -e.end)):
        if not _overlaps(edit, kept):
            kept.append(edit)
    for edit in reversed(kept):
        text = text[:edit.start] + edit.text + text[edit.end:]
    return text


def _path_edits(text: str, cited: Cited, names: Names, spans: list[tuple[int, int]]) -> Iterator[Edit]:
    pattern = _name_pattern(cited.name)
    for start, end in spans:
        for found in pattern.finditer(text, start, end):
            token = _token_around(text, found.start(), found.end())
            if names(token):
                replacement = cited.new_name if found.group(0) == cited.name else quote(cited.new_name,
                                                                                         safe="/-._~")
                yield Edit(found.start(), found.end(), replacement)


def _id_edits(text: str, cited: Cited, names: Names, spans: list[tuple[int, int]],
              protected: list[tuple[int, int]]) -> Iterator[Edit]:
    pattern = id_pattern(cited)
    if pattern is None or cited.new_number is None:
        return
    for start, end in spans:
        for found in pattern.finditer(text, start, end):
            if any(a <= found.start() < b for a, b in protected):
                continue
            if names(found.group(0)):
                yield Edit(found.start("digits"), found.end("digits"),
                           digits(found.group("digits"), cited.new_number, cited.width))


def _link_edits(text: str, cited: Cited, names: Names) -> tuple[list[Edit], list[tuple[int, int]]]:
    """A link's label that opens with the record's number (`[2. Implement as shell scripts](0002-...)`), and the
    labels of links to something else: `[Winery's ADR-0009](https://...)` cites Winery's record, not this one."""
    edits: list[Edit] = []
    protected: list[tuple[int, int]] = []
    leading = re.compile(rf"^\W{{0,3}}?(?P<digits>0*{cited.number})(?=[.:)]?\s)") if cited.number is not None \
        else None
    for found in _LINK.finditer(text):
        target = found.group("target").strip("<>")
        if not names(target):
            protected.append((found.start("text"), found.end("text")))
            continue
        label = found.group("text")
        if leading is not None and cited.new_number is not None and (opening := leading.match(label)) is not None:
            at = found.start("text")
            edits.append(Edit(at + opening.start("digits"), at + opening.end("digits"),
                              digits(opening.group("digits"), cited.new_number, cited.width)))
    return edits, protected


def _bare_edits(text: str, cited: Cited, lines: Iterable[int]) -> Iterator[Edit]:
    """`supersedes: 7`: the number alone, on a line (1-based) that states a relation to the record."""
    if cited.number is None or cited.new_number is None:
        return
    pattern = re.compile(rf"(?<![\w.#/-])#?(?P<digits>0*{cited.number})(?![\w.:/-])")
    starts = [0, *(m.end() for m in re.finditer("\n", text))]
    for line in sorted(set(lines)):
        if not 1 <= line <= len(starts):
            continue
        begin = starts[line - 1]
        end = text.find("\n", begin)
        for found in pattern.finditer(text, begin, len(text) if end < 0 else end):
            yield Edit(found.start("digits"), found.end("digits"),
                       digits(found.group("digits"), cited.new_number, cited.width))


def rewrite_document(text: str, cited: Cited, names: Names, relation_lines: Iterable[int] = ()) -> tuple[str, int]:
    """A Markdown document's text with every citation of the record rewritten, and how many there were."""
    whole = [(0, len(text))]
    labels, protected = _link_edits(text, cited, names)
    edits = [*_path_edits(text, cited, names, whole), *labels, *_id_edits(text, cited, names, whole, protected),
             *_bare_edits(text, cited, relation_lines)]
    after, count = _done(text, edits)
    return (_anchors(text, after), count) if count else (after, count)


_HEADING = lazy(r"^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$")


def _anchors(before: str, after: str) -> str:
    """A heading that cited the record has a new anchor: the document's own links to it follow."""
    old_lines, new_lines = before.split("\n"), after.split("\n")
    if len(old_lines) != len(new_lines):
        return after
    moved: dict[str, str] = {}
    for old, new in zip(old_lines, new_lines, strict=True):
        if old != new and (a := _HEADING.match(old)) is not None and (b := _HEADING.match(new)) is not None:
            moved.setdefault(heading_anchor(a.group(1)), heading_anchor(b.group(1)))
    for old_slug, new_slug in moved.items():
        if old_slug and old_slug != new_slug:
            after = re.sub(rf"\]\(#{re.escape(old_slug)}\)", f"](#{new_slug})", after)
    return after


def _done(text: str, edits: list[Edit]) -> tuple[str, int]:
    kept: list[Edit] = []
    for edit in sorted(edits, key=lambda e: (e.start, -e.end)):
        if not _overlaps(edit, kept) and text[edit.start:edit.end] != edit.text:
            kept.append(edit)
    return apply(text, kept), len(kept)


# ---- code ------------------------------------------------------------------------------------------------------

_HASH = frozenset({".py", ".pyi", ".sh", ".bash", ".zsh", ".fish", ".rb", ".pl", ".pm", ".r", ".yaml", ".yml",
                   ".toml", ".tf", ".tfvars", ".hcl", ".cfg", ".conf", ".ps1", ".nix", ".cmake", ".mk", ".ex",
                   ".exs", ".jl", ".cr", ".nim", ".coffee", ".gitignore", ".dockerignore", ".properties"})
_SLASH = frozenset({".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".go", ".rs", ".java", ".kt",
                    ".kts", ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".cs", ".fs", ".swift", ".scala",
                    ".sc", ".dart", ".proto", ".groovy", ".gradle", ".php", ".m", ".mm", ".zig", ".sol", ".css",
                    ".scss", ".less", ".jsonc", ".json5", ".graphql", ".gql", ".thrift", ".v", ".sv", ".d"})
_DASH = frozenset({".sql", ".lua", ".hs", ".elm", ".ada", ".adb", ".ads", ".purs"})
_SEMI = frozenset({".clj", ".cljs", ".cljc", ".edn", ".el", ".lisp", ".lsp", ".scm", ".rkt", ".asm", ".s", ".ini"})
_ANGLE = frozenset({".html", ".htm", ".xml", ".xhtml", ".svg", ".vue", ".svelte", ".xsd", ".xsl", ".csproj",
                    ".fsproj", ".props", ".targets", ".plist"})
_HASH_NAMES = frozenset({"makefile", "gnumakefile", "dockerfile", "containerfile", "justfile", "rakefile",
                         "gemfile", "procfile", "vagrantfile", "brewfile", "codeowners", ".gitignore",
                         ".dockerignore", ".gitattributes", ".editorconfig"})


class Comments(NamedTuple):
    line: tuple[str, ...]  # markers that comment the rest of the line
    block: tuple[tuple[str, str], ...]  # (open, close)


def comment_syntax(name: str) -> Comments | None:
    """How a file's comments are written, from its name; None for a file whose comments doccheck does not read."""
    lower = name.lower()
    suffix = lower[lower.rfind("."):] if "." in lower else ""
    if lower in _HASH_NAMES or lower.startswith(("dockerfile.", "makefile.")) or suffix in _HASH:
        return Comments(("#",), ())
    if suffix in _SLASH:
        extra = ("#",) if suffix == ".php" else ()
        return Comments(("//", *extra), (("/*", "*/"),))
    if suffix in _DASH:
        return Comments(("--",), (("{-", "-}"),) if suffix in (".hs", ".elm", ".purs") else ())
    if suffix in _SEMI:
        return Comments((";", *(("#",) if suffix == ".ini" else ())), ())
    if suffix in _ANGLE:
        return Comments((), (("<!--", "-->"),))
    return None


def comment_spans(text: str, syntax: Comments) -> list[tuple[int, int]]:
    """The [start, end) of every comment: a line marker to the line's end, and block comments. Strings are not
    parsed: a marker inside one that follows a space counts (`"see # ADR-7"`), a rare mistake on the side of
    rewriting a citation."""
    spans: list[tuple[int, int]] = []
    at, size = 0, len(text)
    starts = [m for m in syntax.line] + [o for o, _c in syntax.block]
    # `<!--` opens a comment wherever it is; the others only at a line's start or after a space (`https://`,
    # `a#b`, a glob's `src/*.js` are not comments).
    pattern = re.compile("|".join(re.escape(m) if m == "<!--" else rf"(?:(?<=\s)|^){re.escape(m)}"
                                  for m in sorted(starts, key=len, reverse=True)), re.MULTILINE) if starts else None
    while pattern is not None and at < size:
        found = pattern.search(text, at)
        if found is None:
            break
        marker = found.group(0)
        close = next((c for o, c in syntax.block if o == marker), None)
        if close is None:
            end = text.find("\n", found.end())
            end = size if end < 0 else end
        else:
            end = text.find(close, found.end())
            end = size if end < 0 else end + len(close)
        spans.append((found.end(), end))
        at = max(end, found.end())
    return spans


def rewrite_code(text: str, cited: Cited, names: Names, syntax: Comments) -> tuple[str, int]:
    """A code file's text with every citation of the record in its comments rewritten."""
    spans = comment_spans(text, syntax)
    if not spans:
        return text, 0
    edits = [*_path_edits(text, cited, names, spans), *_id_edits(text, cited, names, spans, [])]
    return _done(text, edits)


def mentions(text: str, cited: Cited) -> bool:
    """Whether the text holds the record's name or id at all: most files are passed over on this alone."""
    if cited.name in text or quote(cited.name, safe="/-._~") in text:
        return True
    pattern = id_pattern(cited)
    return pattern is not None and pattern.search(text) is not None
