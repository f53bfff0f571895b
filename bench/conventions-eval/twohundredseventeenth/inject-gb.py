"""Inject defects into clean documents of a copy of each data218 source (two-hundred-and-seventeenth evaluation, part
gb: the developer's, blind on a186f4f, frozen as /tmp/frozen208). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gb.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventeenth", "gb", data="/work/data218", clean="/work/blind218", pool="/work/blind218",
          copies="/tmp/eval217-inj-gb", frozen="/tmp/frozen208")

# ecr-refiner: docs/decisions/NNNN_date_x.md, `## Status` over the word, a template: f, a, b.
s = kit.source("ecr-refiner", "docs/decisions", r"00\d\d_.*\.md")
f = s.pick("## Status\n\nAccepted", skip=1)
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAccpeted", f"status Accepted misspelt in {f}")
f = s.pick("\n## Decision Outcome\n", skip=2)
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' from {f} (the template has it; the records keep it)")
f = s.pick("\n## Context and Problem Statement\n", skip=4)
s.sub("b", f, "\n## Context and Problem Statement\n",
      "\n## Context and Problem Statement\n\nSee [ADR 0020](0020_2026-05-01_audit-log.md).\n",
      f"link to a missing record in {f}")
s.score("# ecr-refiner: kinds f, a, b. One copy: /tmp/eval217-inj-gb/ecr-refiner.")

# opentripplanner: doc/dev/decisionrecords/X.md, unnumbered, _TEMPLATE.md: b.
s = kit.source("opentripplanner", "doc/dev/decisionrecords", r"[A-Z][A-Za-z]+\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [Logging](Logging.md).\n\n## ", f"link to a missing record in {f}")
s.score("# opentripplanner: kind b. One copy: /tmp/eval217-inj-gb/opentripplanner.")
