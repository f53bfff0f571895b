"""`path:line:col: DC101 missing-section: message`, coloured only on a terminal, and a closing summary."""

from __future__ import annotations

from collections.abc import Sequence

from doccheck.findings import Finding, Severity
from doccheck.output.escape import terminal

_COLOURS = {Severity.ERROR: "\033[31m", Severity.WARNING: "\033[33m", Severity.INFO: "\033[36m"}
_BOLD, _RESET = "\033[1m", "\033[0m"


def format_finding(finding: Finding, colour: bool = False) -> str:
    """One line; a file name or message with control characters (ESC, OSC 52, CR) shows them escaped."""
    location = f"{terminal(finding.path)}:{finding.line}:{finding.column}:"
    message = terminal(finding.message)
    if not colour:
        return f"{location} {finding.code} {finding.name}: {message}"
    tint = _COLOURS[finding.severity]
    return f"{_BOLD}{location}{_RESET} {tint}{finding.code}{_RESET} {finding.name}: {message}"


def format_summary(files: int, cached: int, findings: Sequence[Finding]) -> str:
    errors = sum(f.severity == Severity.ERROR for f in findings)
    warnings = sum(f.severity == Severity.WARNING for f in findings)
    return (f"{files} file{'s' * (files != 1)} checked ({cached} unchanged, skipped), "
            f"{warnings} warning{'s' * (warnings != 1)}, {errors} error{'s' * (errors != 1)}")
