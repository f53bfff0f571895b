"""Inject defects into clean documents of a copy of each data243 source (two-hundred-and-forty-second evaluation,
part ha: the developer's, blind on the stop's checking code cf275d7, frozen as /tmp/frozen219). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ha.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfortysecond", "ha", data="/work/data243", clean="/work/blind243", pool="/work/blind243",
          copies="/tmp/eval242-inj-ha", frozen="/tmp/frozen219")

# bitol-tsc: rfcs/approved/<standard>/NNNN-x.md, the template rfcs/0000-template.md: a.
s = kit.source("bitol-tsc", "rfcs/approved/odcs-v3.1.0", r"00\d\d.*\.md")
f = s.pick("\n## Motivation\n", skip=1)
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f}")
s.score("# bitol-tsc: kind a. One copy: /tmp/eval242-inj-ha/bitol-tsc.")
