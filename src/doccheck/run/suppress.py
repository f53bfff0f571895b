"""Inline suppression comments. The forms, all HTML comments so they never render:

    <!-- doccheck: disable=DC101,empty-section -->     from here to the end of the file (or an enable)
    <!-- doccheck: enable=DC101 -->                    from here on, report DC101 again
    <!-- doccheck: disable-next-line=DC301 -->         only the next line
    <!-- doccheck: disable-file -->                    nothing in this file (or `disable-file=DC2`)

A code, a code prefix or a rule name; no list means every rule. The comment's own line is covered too.
"""

from __future__ import annotations

from collections.abc import Iterable

from doccheck.config.load import code_matches
from doccheck.findings import Finding
from doccheck.regex import lazy

_COMMENT = lazy(r"<!--\s*+doccheck:\s*+(disable-next-line|disable-file|disable|enable)\s*+(?:=([^<>]*))?-->")
_CODES = lazy(r"[\w\s,-]*")  # what may stand after `=`; checked apart, so the comment is matched linearly


def apply_suppressions(text: str, findings: Iterable[Finding]) -> list[Finding]:
    findings = list(findings)
    if "doccheck:" not in text or not findings:
        return findings
    # (start line, end line or None for open-ended, codes or () for all, enable?)
    spans: list[tuple[int, int | None, tuple[str, ...], bool]] = []
    for match in _COMMENT.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        kind = match.group(1)
        if not _CODES.fullmatch(match.group(2) or ""):
            continue
        codes = tuple(c.strip() for c in (match.group(2) or "").split(",") if c.strip())
        if kind == "disable-file":
            spans.append((1, None, codes, False))
        elif kind == "disable-next-line":
            spans.append((line, line + 1, codes, False))
        else:
            spans.append((line, None, codes, kind == "enable"))
    return [f for f in findings if not _suppressed(f, spans)]


def _suppressed(finding: Finding, spans: list[tuple[int, int | None, tuple[str, ...], bool]]) -> bool:
    suppressed = False
    for start, end, codes, enable in spans:  # in file order: a later enable undoes an earlier disable
        if finding.line >= start and (end is None or finding.line <= end) and (
            not codes or code_matches(finding.code, finding.name, codes)
        ):
            suppressed = not enable
    return suppressed
