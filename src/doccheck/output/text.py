"""`path:line:col: DC101 missing-section: message`, coloured only where the user wants it, and a closing summary."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from doccheck.findings import Finding, Severity
from doccheck.output.escape import terminal

_COLOURS = {Severity.ERROR: "\033[31m", Severity.WARNING: "\033[33m", Severity.INFO: "\033[36m"}
_BOLD, _RESET = "\033[1m", "\033[0m"
COLOR_CHOICES = ("auto", "always", "never")


def use_colour(choice: str, is_terminal: bool, environ: Mapping[str, str]) -> bool:
    """`--color always|never` decides; `auto` colours a terminal unless NO_COLOR is set (no-color.org) or
    TERM is `dumb`."""
    if choice != "auto":
        return choice == "always"
    return is_terminal and not environ.get("NO_COLOR") and environ.get("TERM") != "dumb"


def format_finding(finding: Finding, colour: bool = False) -> str:
    """One line; a file name or message with control characters (ESC, OSC 52, CR) shows them escaped."""
    location = f"{terminal(finding.path)}:{finding.line}:{finding.column}:"
    message = terminal(finding.message)
    if not colour:
        return f"{location} {finding.code} {finding.name}: {message}"
    tint = _COLOURS[finding.severity]
    return f"{_BOLD}{location}{_RESET} {tint}{finding.code}{_RESET} {finding.name}: {message}"


def format_summary(files: int, cached: int, findings: Sequence[Finding], baselined: int = 0) -> str:
    """`3 files checked (2 unchanged, findings from the cache), 1 warning, 0 errors`: a cached file is checked
    too, its findings are shown; only its parsing is saved."""
    errors = sum(f.severity == Severity.ERROR for f in findings)
    warnings = sum(f.severity == Severity.WARNING for f in findings)
    cache = f" ({cached} unchanged, findings from the cache)" if cached else ""
    known = f"; {_plural(baselined, 'known finding')} in the baseline not shown" if baselined else ""
    return f"{_plural(files, 'file')} checked{cache}, {_plural(warnings, 'warning')}, {_plural(errors, 'error')}{known}"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"
