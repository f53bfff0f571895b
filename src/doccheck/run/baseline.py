"""The baseline: findings a team has accepted as old debt, so that a check reports only new ones.

`doccheck baseline` writes every current finding to a JSON file (default `.doccheck-baseline.json` beside the
configuration, key `baseline`) that the team commits; `doccheck check` then leaves out each finding the file
records. A finding is known by a fingerprint of its file (relative to the configuration's folder), its code and
its message with line numbers taken out, so editing a document above an old finding does not bring it back.
A fingerprint counts its occurrences: a second identical finding in the same file is new. Which of two
identical findings is the old one is told by the text of its line, recorded beside the fingerprint: the finding
whose line still reads the same is the known one (an old finding whose line was edited is still known).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import NamedTuple

import xxhash

from doccheck.boundary import Refused, read_file
from doccheck.errors import UsageError
from doccheck.findings import Finding
from doccheck.regex import lazy

DEFAULT_FILE = ".doccheck-baseline.json"
FORMAT = 1
# Messages that name a place elsewhere (`FEAT-X is also declared at specs/a.md:12`, `at line 3`) keep the place
# and lose the number, so the fingerprint survives lines moving in either file.
_LINE_NUMBERS = lazy(r"(\.(?:md|markdown|mdown|mkd):)\d+|\b(line |byte )\d+", re.IGNORECASE)


class Entry(NamedTuple):
    fingerprint: str
    path: str  # relative to the configuration's folder
    code: str
    message: str
    text: str = ""  # the finding's line, stripped and cut short: which of identical findings is the old one


class Located(NamedTuple):
    """A finding with what the baseline compares: its file relative to the configuration, its line's text."""

    relative: str
    text: str
    finding: Finding


# The words a finding of the day (DC6) gives for how long ago or how soon: a known one stays known tomorrow.
_DAYS = lazy(r"\b\d++ (?:days?|months?|years?)\b|\b(?:in \d++ days?|today|yesterday)\b")


def fingerprint(relative: str, code: str, message: str) -> str:
    stable = _LINE_NUMBERS.sub(lambda m: f"{m.group(1) or m.group(2)}N", message)
    if code.startswith("DC6"):
        stable = _DAYS.sub("N", stable)
    return xxhash.xxh3_64_hexdigest(f"{relative}\0{code}\0{stable}".encode())


def entry(located: Located) -> Entry:
    f = located.finding
    return Entry(fingerprint(located.relative, f.code, f.message), located.relative, f.code, f.message, located.text)


def line_text(lines: Sequence[str], line: int) -> str:
    return lines[line - 1].strip()[:MAX_TEXT] if 0 < line <= len(lines) else ""


MAX_TEXT = 200


BASELINE_LIMIT = 64 * 1024 * 1024  # a finding is ~300 bytes: 200,000 of them


def read_baseline(path: Path, root: Path | None = None) -> list[Entry]:
    """The recorded findings; a file that is not a baseline (or not inside `root`, through a link) is a usage
    error naming it."""
    try:
        data = json.loads(read_file(path, limit=BASELINE_LIMIT, root=root))
        if data.get("format") != FORMAT:
            raise ValueError(f"format {data.get('format')!r}, not {FORMAT}")
        return [Entry(str(e["fingerprint"]), str(e["path"]), str(e["code"]), str(e["message"]),
                      str(e.get("text", ""))) for e in data["findings"]]
    except Refused as exc:
        raise UsageError(f"cannot read the baseline: {exc}") from None
    except OSError as exc:
        raise UsageError(f"{path}: cannot read the baseline: {exc.strerror or exc}") from None
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise UsageError(f"{path}: not a doccheck baseline ({exc}); write it again with `doccheck baseline`") from None


def render(entries: Iterable[Entry]) -> str:
    rows = [e._asdict() for e in sorted(entries, key=lambda e: (e.path, e.code, e.message))]
    return json.dumps({"format": FORMAT, "findings": rows}, indent=2, ensure_ascii=False) + "\n"


def leave_out_known(findings: Sequence[Located], known: Iterable[Entry]) -> tuple[list[Finding], int]:
    """The findings the baseline does not record, and how many it did. Each entry hides one finding: first one
    whose line reads as recorded, then any with the same fingerprint."""
    by_text = Counter((e.fingerprint, e.text) for e in known)
    by_print = Counter(e.fingerprint for e in known)
    keys = [fingerprint(f.relative, f.finding.code, f.finding.message) for f in findings]
    hidden = [False] * len(findings)
    for i, (key, located) in enumerate(zip(keys, findings, strict=True)):
        if by_text[key, located.text] > 0:
            by_text[key, located.text] -= 1
            by_print[key] -= 1
            hidden[i] = True
    for i, key in enumerate(keys):
        if not hidden[i] and by_print[key] > 0:
            by_print[key] -= 1
            hidden[i] = True
    new = [located.finding for located, gone in zip(findings, hidden, strict=True) if not gone]
    return new, len(findings) - len(new)
