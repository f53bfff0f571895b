"""Inject defects into clean documents of a copy of each data258 source (two-hundred-and-fifty-seventh evaluation, part hp: the developer's, blind
on the stop's checking code b676d19, frozen as /tmp/frozen227). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hp.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfiftyseventh", "hp", data="/work/data258", clean="/work/blind258", pool="/work/blind258",
          copies="/tmp/eval257-inj-hp", frozen="/tmp/frozen227")

# curriculum-curator: docs/adr/NNN-x.md, adr-tools (Nygard): a, f.
s = kit.source("curriculum-curator", "docs/adr", r"0\d\d-.*\.md")
f = s.pick("\n## Context\n", skip=10)
s.delsec("a", f, "## Context", f"deleted '## Context' (the template and the ADRs have it) from {f}")
f = s.pick("\n## Status\n\nAccepted\n", skip=12)
s.sub("f", f, "\n## Status\n\nAccepted\n", "\n## Status\n\nAcepted\n", f"status Accepted misspelt in {f}")
s.score("# curriculum-curator: kinds a, f. One copy: /tmp/eval257-inj-hp/curriculum-curator.")

# nppatch: docs/adr/NNNN-x.md, bold header lines (**Status:** Accepted): f, b.
s = kit.source("nppatch", "docs/adr", r"000\d-.*\.md")
f = s.pick("**Status:** Accepted", skip=1)
s.sub("f", f, "**Status:** Accepted", "**Status:** Acepted", f"status Accepted misspelt in {f}")
f = s.pick("\n## Context\n", skip=3)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR-0012](0012-permission-sets.md).\n", f"link to a missing ADR in {f}")
s.score("# nppatch: kinds f, b. One copy: /tmp/eval257-inj-hp/nppatch.")
