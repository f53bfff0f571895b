"""doccheck: a linter for architecture decisions and specs, and a bridge into a temporal knowledge graph."""

from __future__ import annotations

__version__ = "0.1.0"
