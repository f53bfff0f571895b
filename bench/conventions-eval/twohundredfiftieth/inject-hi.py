"""Inject defects into clean documents of a copy of each data251 source (two-hundred-and-fiftieth evaluation,
part hi: the developer's, blind on the stop's checking code 832a7eb, frozen as /tmp/frozen224). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hi.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfiftieth", "hi", data="/work/data251", clean="/work/blind251", pool="/work/blind251",
          copies="/tmp/eval250-inj-hi", frozen="/tmp/frozen224")

# redpanda: docs/rfcs/YYYYMMDD_x.md, bullets (Feature Name, Status, Start Date, Authors, Issue): f, b.
s = kit.source("redpanda", "docs/rfcs", r"20\d{6}_.*\.md")
f = s.pick("- Status: implemented", skip=0)
s.sub("f", f, "- Status: implemented", "- Status: implmented", f"status implemented misspelt in {f}")
f = s.pick("\n# Motivation\n", skip=1)
s.sub("b", f, "\n# Motivation\n", "\n# Motivation\n\nSee [the raft RFC](20190101_raft.md).\n", f"link to a missing RFC in {f}")
s.score("# redpanda: kinds f, b. One copy: /tmp/eval250-inj-hi/redpanda.")

# telegraf: docs/specs/tsd-NNN-x.md, Objective / Keywords / Overview: a, b.
s = kit.source("telegraf", "docs/specs", r"tsd-0\d\d-.*\.md")
f = s.pick("\n## Objective\n", skip=2)
s.delsec("a", f, "## Objective", f"deleted '## Objective' (the template and the specs have it) from {f}")
f = s.pick("\n## Overview\n", skip=5)
s.sub("b", f, "\n## Overview\n", "\n## Overview\n\nSee [TSD-015](tsd-015-secret-rotation.md).\n",
      f"link to a missing spec in {f}")
s.score("# telegraf: kinds a, b. One copy: /tmp/eval250-inj-hi/telegraf.")
