"""Inject defects into clean documents of a copy of each data225 source (two-hundred-and-twenty-fourth evaluation,
part gi: the developer's, blind on the stop's starting code 78a33c9, frozen as /tmp/frozen213). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gi.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwentyfourth", "gi", data="/work/data225", clean="/work/blind225", pool="/work/blind225",
          copies="/tmp/eval224-inj-gi", frozen="/tmp/frozen213")

# isomer: docs/adr/NNNN-x.md, status in front matter where there is one: f, b, c.
s = kit.source("isomer", "docs/adr", r"000\d-.*\.md")
f = s.take("docs/adr/0005-complete-artifact-reuse-for-audit-exports.md")
s.sub("f", f, "status: accepted", "status: acceptd", f"status accepted misspelt in {f}")
f = s.pick("\n\n", skip=3)
s.sub("b", f, "\n\n", "\n\nSee [ADR 0011](0011-missing-record.md).\n\n", f"link to a missing ADR in {f}")
f = s.pick("# ", skip=0)
s.copy("c", f, "docs/adr/0008-another-record-numbered-eight.md", f"a second record numbered 0008, copied from {f}")
s.score("# isomer: kinds f, b, c. One copy: /tmp/eval224-inj-gi/isomer.")

# irs-direct-file: docs/adr, MADR in Jekyll front matter (unnumbered): g, b.
s = kit.source("irs-direct-file", "docs/adr", r"adr[-_].*\.md")
f = s.pick('status: "Proposed"')
s.sub("g", f, 'status: "Proposed"', 'status: "{proposed | rejected | accepted | deprecated | ... | superseded by ADR-0005}"',
      f"MADR's status placeholder left in {f}")
f = s.pick("## Context", skip=2)
s.sub("b", f, "## Context", "## Context\n\nSee [the design review](adr_design_review.md).", f"link to a missing ADR in {f}")
s.score("# irs-direct-file: kinds g, b. One copy: /tmp/eval224-inj-gi/irs-direct-file.")
