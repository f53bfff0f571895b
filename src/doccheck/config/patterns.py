"""A repository's own regular expressions (`[code] citations`), held to what an untrusted one may be.

A `.doccheck.toml` comes with the repository, which may be a stranger's pull request: a pattern such as
`(a+)+$` would have Python's backtracking matcher run for hours on one comment line, in every commit's hook. So a
configured pattern is parsed (Python's own parser, `re._parser`) and refused unless every way it can backtrack is
bounded:

- an unbounded repetition must be possessive (`\\d++`, `\\s*+`: it never gives back what it took), or bounded
  (`\\d{1,6}`);
- a repetition that can backtrack holds no other repetition and no alternation (`(a|ab){1,9}` is refused);
- the choices a match can go back over, every bounded repetition's range times every alternation's number of
  branches, come to at most MAX_CHOICES: each start in a line is then tried in bounded time;
- no back-reference (`\\1`), no conditional group;
- at most MAX_LENGTH characters; a group named `number` (what the citation's number is), optionally one named
  `word` (the series word it is cited by); and two literal characters in a row (`DR-`), which a file must hold
  for the pattern to be tried at all (most files are passed over on it).

Lines longer than `comments.MAX_LINE` are not scanned, so the bound is per line of bounded length.
"""

from __future__ import annotations

import re
from typing import Any

MAX_LENGTH = 300
MAX_CHOICES = 10_000
MAX_BOUNDED = 64  # the widest bounded repetition that may backtrack (`{1,64}`)


def checked_pattern(pattern: str) -> tuple[str, str]:
    """(the pattern, the longest literal it holds, lower case), or ValueError saying what to change."""
    import re._constants as constants  # type: ignore[import-not-found]  # Python's own parser, 3.11 to 3.13
    import re._parser as parser  # type: ignore[import-not-found]

    if len(pattern) > MAX_LENGTH:
        raise ValueError(f"{pattern[:40]!r}...: a pattern is at most {MAX_LENGTH} characters")
    try:
        compiled = re.compile(pattern)
        parsed = parser.parse(pattern)
    except re.error as exc:
        raise ValueError(f"{pattern!r}: not a regular expression: {exc}") from None
    if "number" not in compiled.groupindex:
        raise ValueError(f"{pattern!r}: name the number with a group, (?P<number>\\d{{1,6}}+)")
    unknown = sorted(set(compiled.groupindex) - {"number", "word"})
    if unknown:
        raise ValueError(f"{pattern!r}: a group named {unknown[0]!r}; only `number` and `word` are read")
    choices = _walk(list(parsed), pattern, constants, inside_backtracking=False)
    if choices > MAX_CHOICES:
        raise ValueError(f"{pattern!r}: can go back over {choices:,} choices at each start (at most "
                         f"{MAX_CHOICES:,}); make repetitions possessive (`++`, `*+`) or narrower")
    literal = max(_literals(list(parsed), constants), key=len, default="")
    if len(literal) < 2:
        raise ValueError(f"{pattern!r}: needs two literal characters in a row (as `DR-` in `DR-(?P<number>\\d++)`), "
                         "which a file must hold for the pattern to be tried")
    return pattern, literal.lower()


def _walk(items: list[Any], pattern: str, c: Any, inside_backtracking: bool) -> int:
    """The number of choices the items can backtrack over (a product), refusing what cannot be bounded."""
    total = 1
    for op, value in items:
        if op in (c.GROUPREF, c.GROUPREF_EXISTS):
            raise ValueError(f"{pattern!r}: back-references and conditional groups are not allowed")
        if op in (c.MAX_REPEAT, c.MIN_REPEAT):
            low, high, body = value
            if high == c.MAXREPEAT:
                raise ValueError(f"{pattern!r}: an unbounded repetition that can backtrack; make it possessive "
                                 "(`\\d++`, `\\s*+`) or bound it (`\\d{1,6}`)")
            if high > MAX_BOUNDED:
                raise ValueError(f"{pattern!r}: a repetition of up to {high} that can backtrack (at most "
                                 f"{MAX_BOUNDED}); make it possessive (`{{1,{high}}}+`)")
            if inside_backtracking or _holds(list(body), c):
                raise ValueError(f"{pattern!r}: a repetition that can backtrack holds another repetition or an "
                                 "alternation; make the outer one possessive")
            total *= (high - low + 1) * _walk(list(body), pattern, c, True)
        elif op == c.POSSESSIVE_REPEAT:
            total *= _walk(list(value[2]), pattern, c, inside_backtracking)
        elif op == c.BRANCH:
            total *= sum(_walk(list(branch), pattern, c, inside_backtracking) for branch in value[1])
        elif op == c.SUBPATTERN:
            total *= _walk(list(value[3]), pattern, c, inside_backtracking)
        elif op in (c.ATOMIC_GROUP,):
            total *= _walk(list(value), pattern, c, inside_backtracking)
        elif op in (c.ASSERT, c.ASSERT_NOT):
            total *= _walk(list(value[1]), pattern, c, inside_backtracking)
        if total > MAX_CHOICES:
            return total
    return total


def _holds(items: list[Any], c: Any) -> bool:
    """Whether the items hold a repetition or an alternation, at any depth."""
    for op, value in items:
        if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT, c.BRANCH):
            return True
        if op == c.SUBPATTERN and _holds(list(value[3]), c):
            return True
        if op == c.ATOMIC_GROUP and _holds(list(value), c):
            return True
        if op in (c.ASSERT, c.ASSERT_NOT) and _holds(list(value[1]), c):
            return True
    return False


def _literals(items: list[Any], c: Any) -> list[str]:
    """The runs of literal characters the pattern must match in a row, at its top and in plain groups."""
    runs: list[str] = []
    current = ""
    for op, value in items:
        if op == c.LITERAL:
            current += chr(value)
            continue
        if current:
            runs.append(current)
            current = ""
        if op == c.SUBPATTERN:
            runs += _literals(list(value[3]), c)
    if current:
        runs.append(current)
    return runs
