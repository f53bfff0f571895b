"""Inject defects into clean documents of a copy of each data264 source (two-hundred-and-sixty-third evaluation, part hv: the developer's, blind
on the stop's checking code 6aa2310, frozen as /tmp/frozen229). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hv.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixtythird", "hv", data="/work/data264", clean="/work/blind264", pool="/work/blind264",
          copies="/tmp/eval263-inj-hv", frozen="/tmp/frozen229")

# eyq-check: adr/NNNN-x.md, MADR (`* **Status**: Accepted`): f, b.
s = kit.source("eyq-check", "adr", r"00\d\d-.*\.md")
f = s.pick("* **Status**: Accepted", skip=3)
s.sub("f", f, "* **Status**: Accepted", "* **Status**: Acepted", f"status Accepted misspelt in {f}")
f = s.pick("\n## Context and Problem Statement\n", skip=6)
s.sub("b", f, "\n## Context and Problem Statement\n", "\n## Context and Problem Statement\n\nSee [0030](0030-sessions.md).\n",
      f"link to a missing ADR in {f}")
s.score("# eyq-check: kinds f, b. One copy: /tmp/eval263-inj-hv/eyq-check.")

# bitdevkit: docs/adr/NNNN-x.md (Status, Context, Decision, Rationale, Consequences, ...): a.
s = kit.source("bitdevkit", "docs/adr", r"00\d\d-.*\.md")
f = s.pick("\n## Consequences\n", skip=8)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (the README's template and the ADRs have it) from {f}")
s.score("# bitdevkit: kind a. One copy: /tmp/eval263-inj-hv/bitdevkit.")
