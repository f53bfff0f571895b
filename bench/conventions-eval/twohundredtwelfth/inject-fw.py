"""Inject defects into clean documents of a copy of each data213 source (two-hundred-and-twelfth evaluation, part fw:
the developer's, blind on 986af86, frozen as /tmp/frozen203). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fw.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwelfth", "fw", data="/work/data213", clean="/work/blind213", pool="/work/blind213",
          copies="/tmp/eval212-inj-fw", frozen="/tmp/frozen203")

# entitydb: docs/archive/numbered-architecture/NNN-x.md, `## Status` over `Accepted (date)`: f, a, d.
s = kit.source("entitydb", "docs/archive/numbered-architecture", r"0[0-3]\d-.*\.md")
f = s.pick("## Status\nAccepted", skip=1)
s.sub("f", f, "## Status\nAccepted", "## Status\nAccpeted", f"status Accepted misspelt in {f}")
f = s.pick("\n## Context\n", skip=4)
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (the ADRs there all keep it)")
f = s.pick("## Status\nAccepted", skip=8)
s.sub("d", f, "## Status\nAccepted", "## Status\nSuperseded by [ADR-099](099-unified-storage.md)",
      f"{f} superseded by a missing ADR-099")
s.score("# entitydb: kinds f, a, d. One copy: /tmp/eval212-inj-fw/entitydb.")

# chroma: docs/cip/CIP*.md, `## Status` over ``Current Status: `Under Discussion` ``: f, b.
s = kit.source("chroma", "docs/cip", r"CIP.*\.md")
f = s.pick("Current Status: `Under Discussion`", skip=1)
s.sub("f", f, "Current Status: `Under Discussion`", "Current Status: `Under Discusion`",
      f"status Under Discussion misspelt in {f}")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [CIP-3](CIP_3_Auth_Tokens.md).\n\n## ", f"link to a missing CIP in {f}")
s.score("# chroma: kinds f, b. One copy: /tmp/eval212-inj-fw/chroma.")
