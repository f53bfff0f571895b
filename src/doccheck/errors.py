"""The one exception a command raises for its user: caught once in the CLI and turned into exit code 2."""

from __future__ import annotations


class UsageError(Exception):
    """A bad argument, a missing path or an invalid configuration: one line for the user."""
