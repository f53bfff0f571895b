"""doccheck: a linter for architecture decisions and specs, and a bridge into a temporal knowledge graph.

The package reads as its pipeline, each stage importing only those below it (tests/test_layers.py holds it):

    root (errors, findings) -> read -> config -> rules -> repo -> run -> output -> graph -> site -> cli
"""

from __future__ import annotations

__version__ = "0.1.0"
