"""The exceptions a command raises for its user: caught once in the CLI and turned into exit code 2 (usage) or 3
(busy)."""

from __future__ import annotations


class UsageError(Exception):
    """A bad argument, a missing path or an invalid configuration: one line for the user."""


class BusyError(Exception):
    """Another doccheck held the graph longer than this one waits: not the user's mistake, try again (exit 3)."""
