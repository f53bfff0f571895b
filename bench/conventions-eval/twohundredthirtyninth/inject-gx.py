"""Inject defects into clean documents of a copy of each data240 source (two-hundred-and-thirty-ninth evaluation,
part gx: the developer's, blind on the stop's final checking code 6a8027a, frozen as /tmp/frozen217). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-gx.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirtyninth", "gx", data="/work/data240", clean="/work/blind240", pool="/work/blind240",
          copies="/tmp/eval239-inj-gx", frozen="/tmp/frozen217")

# mc-review: docs/architectural-decision-records/NNN-x.md, MADR-like bullets (): f, c.
s = kit.source("mc-review", "docs/architectural-decision-records", r"0[2-3]\d-.*\.md")
f = s.pick("-   Status: Decided", skip=1)
s.sub("f", f, "-   Status: Decided", "-   Status: Decdied", f"status Decided misspelt in {f}")
f = s.pick("## ", skip=3)
s.copy("c", f, "docs/architectural-decision-records/029-a-second-twenty-nine.md", f"a second record numbered 029, copied from {f}")
s.score("# mc-review: kinds f, c. One copy: /tmp/eval239-inj-gx/mc-review.")
