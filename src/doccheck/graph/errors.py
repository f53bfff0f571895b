"""Errors of the graph layer that reach the user."""

from __future__ import annotations


class GraphError(Exception):
    """A graph failure the user can act on; the message is one line, printed as is by the CLI."""


class GraphBusy(GraphError):
    """Another doccheck held the graph longer than this one would wait: try again (its own exit code, 3)."""
