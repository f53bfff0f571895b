"""Inject defects into clean documents of a copy of each data249 source (two-hundred-and-forty-eighth evaluation,
part hg: the developer's, blind on the stop's checking code 832a7eb, frozen as /tmp/frozen224). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hg.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfortyeighth", "hg", data="/work/data249", clean="/work/blind249", pool="/work/blind249",
          copies="/tmp/eval248-inj-hg", frozen="/tmp/frozen224")

# content-data-api: docs/arch/adr-NNN-x.md, Context / Decision / Status: a, b.
s = kit.source("content-data-api", "docs/arch", r"adr-0\d\d-.*\.md")
f = s.pick("\n## Decision\n", skip=3)
s.delsec("a", f, "## Decision", f"deleted '## Decision' (the ADRs all have it) from {f}")
f = s.pick("\n## Context\n", skip=6)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 016](adr-016-archive-old-editions.md).\n",
      f"link to a missing ADR in {f}")
s.score("# content-data-api: kinds a, b. One copy: /tmp/eval248-inj-hg/content-data-api.")

# hmpps-alerts: architectural_design_record/NNN-x.md, Status / Context / Decision / Consequences: a, b.
s = kit.source("hmpps-alerts", "architectural_design_record", r"00\d-.*\.md")
f = s.pick("\n## Context\n", skip=2)
s.delsec("a", f, "## Context", f"deleted '## Context' (8 of 8 have it) from {f}")
f = s.pick("\n## Decision\n", skip=5)
s.sub("b", f, "\n## Decision\n", "\n## Decision\n\nAs [ADR009](009-alert-codes.md) sets out.\n",
      f"link to a missing ADR in {f}")
s.score("# hmpps-alerts: kinds a, b. One copy: /tmp/eval248-inj-hg/hmpps-alerts.")
