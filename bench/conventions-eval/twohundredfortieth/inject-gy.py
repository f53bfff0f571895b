"""Inject defects into clean documents of a copy of each data241 source (two-hundred-and-fortieth evaluation, part
gy: the developer's, blind on the stop's checking code cf275d7, frozen as /tmp/frozen219). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gy.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfortieth", "gy", data="/work/data241", clean="/work/blind241", pool="/work/blind241",
          copies="/tmp/eval240-inj-gy", frozen="/tmp/frozen219")

# tuleap: docs/decisions/NNNN-x.md, MADR 2.1.2 bullets (`* Status: accepted`): f, a.
s = kit.source("tuleap", "docs/decisions", r"00[0-2]\d-.*\.md")
f = s.pick("* Status: accepted", skip=2)
s.sub("f", f, "* Status: accepted", "* Status: acceptd", f"status accepted misspelt in {f}")
f = s.pick("\n## Context and Problem Statement\n", skip=5)
s.delsec("a", f, "## Context and Problem Statement", f"deleted '## Context and Problem Statement' from {f}")
s.score("# tuleap: kinds f, a. One copy: /tmp/eval240-inj-gy/tuleap.")

# appwrite-rfc: NNN-x.md, the template rfc-template.md (Summary, Problem Statement, Design proposal): a.
s = kit.source("appwrite-rfc", ".", r"0[01]\d-.*\.md")
f = s.pick("\n## Summary\n", skip=2)
s.delsec("a", f, "## Summary", f"deleted '## Summary' from {f}")
s.score("# appwrite-rfc: kind a. One copy: /tmp/eval240-inj-gy/appwrite-rfc.")
