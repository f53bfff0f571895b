"""What a code file's comments cite: decision records named by id, by marker, by path or link, or as the
repository's own configured patterns say. Pure: the text in, the mentions out; which record a mention names,
and whether it exists, is the index's to say (`repo/decisions.py`).

What is looked for comes from the repository itself (`Citing`): the words its records are cited by with their
number (`adr`, `rfc`: the series of its records, `doccheck types` shows them), so another family's numbers are
never taken for a citation. In comments only (`comments.py`):

    ADR-0012, ADR 12, ADR0012, adr_12, ADR #12    a word of the repository's series and a number
    @adr 12, @adr ADR-0012, @adr 12, 13            a marker (adrkit's), one or a list, the first thing on its
                                                   comment line (prose about a marker declares nothing)
    docs/adr/0012-use-x.md, ../adr/0012-x.md#why  a path or link ending in .md (which record, if any: resolved)
    https://github.com/o/r/blob/main/docs/adr/... a URL to such a file
    the repository's `[code] citations` patterns  a regular expression with a `number` group (config/patterns.py)

Never a citation: a version (`v1.2`, `ADR-1.2`), an issue (`#12`), a file name (`adr-0012-x.md` is a path),
an example (`e.g. docs/adr/0042-x.md`, a placeholder such as `NNNN-title.md` or `0031-....md`),
a reference qualified by another place (`owner/repo#ADR-12`, `payments:0012`, `Backstage's ADR-11`, and the
words `[code] elsewhere` names: objectstack writes `cloud ADR-0012` for its closed repository's records), a word
of no series here (`RFC 7231` where the repository has no RFCs), and anything in a string literal.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from doccheck.read.comments import Comment, comments, marker_lines, syntax_for
from doccheck.regex import lazy


class Citing(NamedTuple):
    """What this repository's code may cite: its records' words and the configured patterns."""

    words: tuple[str, ...]  # lower case, sorted: "adr", "rfc"
    patterns: tuple[tuple[str, str], ...] = ()  # (regular expression, a literal it holds, lower case)
    elsewhere: tuple[str, ...] = ()  # lower case: words that, before an id, name another repository's records

    @property
    def key(self) -> str:
        """What a cached scan depends on, besides the file's bytes."""
        return repr((self.words, self.patterns, self.elsewhere))


class Mention(NamedTuple):
    line: int
    column: int
    text: str  # as written: "ADR-0012", "@adr 12", "docs/adr/0012-x.md"
    kind: str  # id, marker, path, pattern
    word: str  # the series word, lower case ("" for a marker's bare number, a path, a pattern without one)
    number: int  # -1 for a path
    told: bool = False  # its comment says a decision was superseded or is legacy: it tells the history
    ends: str = ""  # the words its comment ends decisions with ("rejected reverted"): it tells the history where
    # the cited decision's own status says one (`rejected (ADR 0050)` of a record "Status: rejected, not shipped")


MAX_MENTIONS = 5_000  # in one file: more is generated text, not citations a person wrote (the rest are not read)
_PATH_END = lazy(r"\.(?:md|markdown|mdx)(?:#[\w-]{0,200}+)?(?![\w/])", re.IGNORECASE)
_TOKEN_CHARS = frozenset("()[]<>\"'`|,;* \t")
_MARKER = lazy(r"(?<![\w@.])@adrs?+[ \t:]++(?P<refs>(?:[A-Za-z]{1,12}+[-_ ]?)?+\d{1,6}+(?![\w:.])"
               r"(?:[ \t]*+,[ \t]*+(?:[A-Za-z]{1,12}+[-_ ]?)?+\d{1,6}+(?![\w:.]))*+)", re.IGNORECASE)
_MARKER_REF = lazy(r"(?:(?P<word>[A-Za-z]{1,12}+)[-_ ]?)?+0*+(?P<number>\d{1,6}+)")
_POSSESSIVE = lazy(r"\w['’]s[ \t]++$")
# "e.g. docs/adr/0042-x.md", "for example ADR-0001": an example of the form, not a citation.
_EXAMPLE = lazy(r"(?:\be\.g\.|\bfor (?:example|instance)|\bsuch as)[,:]?+[ \t]*+[`'\"(\[]?+$", re.IGNORECASE)
_DECORATION = " \t*/#;!-"  # what may stand before a marker on its comment line (`// @adr 12`, ` * @adr 12`)
# (... and a metasyntactic name's: `adr-lint docs/adr/ADR-042-foo.md` in an ADR tool's usage, OTGW-firmware's; a
# title that says it is one, `docs/adr/0011-some-title.md` in a configuration's comment, ECommerceApp's)
_PLACEHOLDER = lazy(r"\.\.\.|…|[<>{}]|NNNN|XXXX|YYYY|nnnn|xxxx|(?:^|[/_-])foo(?:[-_.]|$)"
                    r"|(?:^|[/_-])(?:some|my|your|short|the|a)[-_](?:title|name|decision|slug|topic)(?:[-_.]|$)"
                    r"|\d[-_](?:title|name|slug|example|something)\.", re.IGNORECASE)
_PATTERNS: dict[str, re.Pattern[str]] = {}
_ID_PATTERNS: dict[tuple[str, ...], re.Pattern[str]] = {}


def id_pattern(words: tuple[str, ...]) -> re.Pattern[str] | None:
    """`ADR-0012`, `ADR 12`, `ADR0012`, `ADR #12`: one of the words, a number, and nothing that makes it part of
    a path, a file name, a version or another word (`pre-ADR-0085` names the record: what came before it)."""
    if not words:
        return None
    pattern = _ID_PATTERNS.get(words)
    if pattern is None:
        pattern = _ID_PATTERNS[words] = re.compile(
            rf"(?:(?<![\w./#:@\\-])|(?<=\bpre-)|(?<=\bpost-)|(?<=\bnon-))"
            rf"(?P<word>{_alternation(words)})(?:[-_ ]?+|[ ]?+\#)0*+(?P<number>\d{{1,6}}+)"
            rf"(?![\w]|[./-]\w|,\d)", re.IGNORECASE)
    return pattern


def _alternation(words: tuple[str, ...]) -> str:
    """The words as one alternation of a pattern, the longest first: a longer word is tried before its tail."""
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def needles(citing: Citing) -> tuple[str, ...]:
    """Lower-case strings one of which a file that cites anything holds: most files are passed over on these."""
    return (*citing.words, "@adr", ".md", ".markdown", *(literal for _p, literal in citing.patterns))


def scan(text: str, name: str, citing: Citing) -> list[Mention]:
    """The mentions of records in the comments of a code file's text (`name` gives its language)."""
    lowered = text.lower()
    if not any(needle in lowered for needle in needles(citing)):
        return []
    syntax = syntax_for(name, text[:200].partition("\n")[0])
    found = comments(text, syntax) if syntax is not None else marker_lines(text)
    return mentions(found, citing)


def mentions(found: list[Comment], citing: Citing) -> list[Mention]:
    words = id_pattern(citing.words)
    patterns = [(_compiled(p), literal) for p, literal in citing.patterns]
    result: list[Mention] = []
    # A number a file's comments cite as another place's once (`ADR cluster 0110 §3`, the infrastructure repository's)
    # is that place's where they cite it bare too (`ADR 0110 §3`, three lines on: Atlas's dagster checks)
    elsewhere = _cited_elsewhere(found, citing.words) if words is not None else set()
    for comment in found:
        if len(result) >= MAX_MENTIONS:
            break
        text = comment.text
        lowered = text.lower()
        taken: list[tuple[int, int]] = []
        told = _TOLD_REPLACED.search(text) is not None
        if "@adr" in lowered:
            for match in _MARKER.finditer(text):
                taken.append(match.span())
                if text[:match.start()].strip(_DECORATION):
                    continue  # prose about a marker (`prose that discusses @adr 0012`), as adrkit reads it
                for ref in _MARKER_REF.finditer(match.group("refs")):
                    at = match.start("refs") + ref.start()
                    result.append(Mention(comment.line, comment.column + at, "@adr " + ref.group(0), "marker",
                                          (ref.group("word") or "").lower(), int(ref.group("number")), told))
        if "." in text:
            floor = 0  # a path starts after the one before it: each character is walked back over once
            for match in _PATH_END.finditer(text):
                start = _token_start(text, match.start(), floor)
                floor = match.end()
                token = text[start:match.end()]
                if token.startswith(("http://", "https://")) or "/" in token or token[:1].isdigit() or "-" in token:
                    taken.append((start, match.end()))
                    # `docs/adr/0031-....md`, `NNNN-title.md`: a shape; "e.g. docs/adr/0042-x.md": an example
                    if not _PLACEHOLDER.search(token) and not _EXAMPLE.search(text, max(0, start - 30), start):
                        result.append(Mention(comment.line, comment.column + start, token, "path", "", -1, told))
        if words is not None:
            for match in words.finditer(text):
                if any(a <= match.start() < b for a, b in taken) \
                        or _POSSESSIVE.search(text, max(0, match.start() - 12), match.start()) \
                        or _qualified(text, match.start(), citing.elsewhere) \
                        or (match.group("word").lower(), int(match.group("number"))) in elsewhere \
                        or _EXAMPLE.search(text, max(0, match.start() - 30), match.start()):
                    continue
                result.append(Mention(comment.line, comment.column + match.start(), match.group(0), "id",
                                      match.group("word").lower(), int(match.group("number")), told))
        for pattern, literal in patterns:
            if literal in lowered:
                for match in pattern.finditer(text):
                    if any(a <= match.start() < b for a, b in taken):
                        continue
                    word = match.groupdict().get("word") or ""
                    result.append(Mention(comment.line, comment.column + match.start(), match.group(0), "pattern",
                                          word.lower(), int(match.group("number")), told))
    return _with_endings(found, result) if result else result


# A comment that tells a decision's history: "(supersedes ADR-0085 decision #3)", "ADR-0115 supersedes ADR-0113's
# ...", "(legacy; needs the ADR-0039 EnvoyPatchPolicy SNI hack)" (ai-helm's charts). "Replaces" is not such a word:
# a component replaces another ("Lightbridge App-of-Apps orchestrator (ADR-0019). Replaces ...").
_TOLD_REPLACED = lazy(r"\b(?:su(?:pp|p)er[sc]ed(?:es|ed|ing)?|legacy|reversed)\b", re.IGNORECASE)
# ... or one that ends a decision in the word its record's status uses: "The design role was built, rejected (ADR
# 0050) and dropped", "The host-side clone added in ADR 0012 ... was reverted" (monoceros' workbench).
_ENDING = lazy(r"\b(rejected|reverted|withdrawn|abandoned|deprecated|declined|retired|rescinded|revoked|obsolete)\b",
               re.IGNORECASE)
_WORD_BEFORE = lazy(r"([A-Za-z][\w.-]{0,40}+)[ \t:/]{1,2}+$")


ENDS_NEAR = 2  # comment lines either side of a citation's read for the word that ended its decision


def _with_endings(found: list[Comment], result: list[Mention]) -> list[Mention]:
    """The mentions, each with the words ending a decision in the comment lines around it (its sentence may go on
    below): read once a line, and only around the lines that cite."""
    texts: dict[int, list[str]] = {}
    for comment in found:
        texts.setdefault(comment.line, []).append(comment.text)
    by_line: dict[int, str] = {}
    for line in {mention.line for mention in result}:
        by_line[line] = " ".join(sorted({word.lower() for near in range(line - ENDS_NEAR, line + ENDS_NEAR + 1)
                                         for text in texts.get(near, ()) for word in _ENDING.findall(text)}))
    return [mention._replace(ends=by_line[mention.line]) if by_line[mention.line] else mention for mention in result]


def _cited_elsewhere(found: list[Comment], words: tuple[str, ...]) -> set[tuple[str, int]]:
    """(word, number) of the citations a file's comments qualify by a place's name between the two: `ADR cluster
    0110`. A word that says "number" (`ADR no. 12`, `ADR number 12`) names no place."""
    pattern = _QUALIFIED_PATTERNS.get(words)
    if pattern is None:
        pattern = _QUALIFIED_PATTERNS[words] = re.compile(
            rf"(?<![\w./#:@\\-])(?P<word>{_alternation(words)})[ \t]++(?P<place>[A-Za-z][\w-]{{1,30}}+)[ \t]++0*+"
            rf"(?P<number>\d{{1,6}}+)(?![\w]|[./-]\w)", re.IGNORECASE)
    cited: set[tuple[str, int]] = set()
    for comment in found:
        for match in pattern.finditer(comment.text):
            if match.group("place").lower() not in _NUMBER_WORDS:
                cited.add((match.group("word").lower(), int(match.group("number"))))
    return cited


_QUALIFIED_PATTERNS: dict[tuple[str, ...], re.Pattern[str]] = {}
_NUMBER_WORDS = frozenset({"no", "nr", "num", "number", "n", "nummer", "numero", "número", "numéro", "id"})


def _qualified(text: str, start: int, elsewhere: tuple[str, ...]) -> bool:
    """Whether the word right before an id names another repository (`cloud ADR-0012`, `objectui: ADR-3`)."""
    if not elsewhere:
        return False
    found = _WORD_BEFORE.search(text, max(0, start - 45), start)
    return found is not None and found.group(1).lower() in elsewhere


def _token_start(text: str, end: int, floor: int = 0) -> int:
    """Where the path or URL that ends at `end` starts: back over what a path is made of (at most 500), never
    before `floor`."""
    start = end
    while start > floor and end - start < 500 and text[start - 1] not in _TOKEN_CHARS:
        start -= 1
    return start


def _compiled(pattern: str) -> re.Pattern[str]:
    found = _PATTERNS.get(pattern)
    if found is None:
        found = _PATTERNS[pattern] = re.compile(pattern)
    return found
