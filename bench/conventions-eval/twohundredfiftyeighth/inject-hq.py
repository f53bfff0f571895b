"""Inject defects into clean documents of a copy of each data259 source (two-hundred-and-fifty-eighth evaluation, part hq: the developer's, blind
on the stop's checking code b676d19, frozen as /tmp/frozen227). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hq.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfiftyeighth", "hq", data="/work/data259", clean="/work/blind259", pool="/work/blind259",
          copies="/tmp/eval258-inj-hq", frozen="/tmp/frozen227")

# karpenter-azure: designs/NNNN-x.md, **Status:** lines, the template's sections: b.
s = kit.source("karpenter-azure", "designs", r"00\d\d-.*\.md")
f = s.pick("\n## Overview\n", skip=1)
s.sub("b", f, "\n## Overview\n", "\n## Overview\n\nSee [the GPU design](0020-gpu-provisioning.md).\n", f"link to a missing design in {f}")
s.score("# karpenter-azure: kind b. One copy: /tmp/eval258-inj-hq/karpenter-azure.")

# google-aip: aip/general/NNNN.md, front matter (id, state, created): f.
s = kit.source("google-aip", "aip/general", r"0\d{3}\.md")
f = s.pick("state: approved", skip=30)
s.sub("f", f, "state: approved", "state: aproved", f"state approved misspelt in {f}")
s.score("# google-aip: kind f. One copy: /tmp/eval258-inj-hq/google-aip.")
