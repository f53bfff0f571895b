"""Inject defects into clean documents of a copy of each data266 source (two-hundred-and-sixty-fifth evaluation, part hx: the developer's, blind
on the stop's checking code 146eb97, frozen as /tmp/frozen231). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hx.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixtyfifth", "hx", data="/work/data266", clean="/work/blind266", pool="/work/blind266",
          copies="/tmp/eval265-inj-hx", frozen="/tmp/frozen231")

# ocm-monorepo: docs/adr/NNNN_x.md, MADR bullets (* Status: proposed): f, b.
s = kit.source("ocm-monorepo", "docs/adr", r"00\d\d_.*\.md")
f = s.pick("* Status: proposed", skip=2)
s.sub("f", f, "* Status: proposed", "* Status: propsed", f"status proposed misspelt in {f}")
f = s.pick("\nTechnical Story:", skip=3)
s.sub("b", f, "\nTechnical Story:", "\nSee [ADR 0031](0031_registry_mirrors.md).\n\nTechnical Story:", f"link to a missing ADR in {f}")
s.score("# ocm-monorepo: kinds f, b. One copy: /tmp/eval265-inj-hx/ocm-monorepo.")

# rollkit: docs/adr/adr-NNN-x.md, the Cosmos template: a.
s = kit.source("rollkit", "docs/adr", r"adr-0\d\d-.*\.md")
f = s.pick("\n## Context\n", skip=6)
s.delsec("a", f, "## Context", f"deleted '## Context' (the template and the ADRs have it) from {f}")
s.score("# rollkit: kind a. One copy: /tmp/eval265-inj-hx/rollkit.")
