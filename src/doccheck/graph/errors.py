"""Errors of the graph layer that reach the user."""

from __future__ import annotations


class GraphError(Exception):
    """A graph failure the user can act on; the message is one line, printed as is by the CLI."""
