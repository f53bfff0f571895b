"""Stage 3, rules: what is wrong with one document. May import the root, `read` and `config`.

A rule is a code, a name that says what is wrong, a default severity and a pure check (`registry.py`). Codes
are grouped by family: DC0 the file itself, DC1 structure, DC2 metadata, DC3 content, DC4 consistency across
documents (`repo/`, the next stage), DC5 what the graph sync finds, DC6 dates that expire (`run/expiry.py`). A
rule's docstring is its documentation (`doccheck rules DC101`).
"""

from __future__ import annotations

from doccheck.rules.registry import RULES, Rule


def load_rules() -> dict[str, Rule]:
    """The per-document rules (DC0-DC3) and the sync's (DC5), registered by importing their modules. The
    repository's (DC4) are registered by `repo`, above this stage; `repo.catalog.all_rules` has every rule."""
    from doccheck.rules import content, expiry, files, graph, metadata, structure  # noqa: F401  (registers the rules)

    return RULES
