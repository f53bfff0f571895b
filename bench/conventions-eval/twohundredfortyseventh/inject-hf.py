"""Inject defects into clean documents of a copy of each data248 source (two-hundred-and-forty-seventh evaluation,
part hf: the developer's, blind on the stop's checking code a5d9403, frozen as /tmp/frozen223). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hf.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfortyseventh", "hf", data="/work/data248", clean="/work/blind248", pool="/work/blind248",
          copies="/tmp/eval247-inj-hf", frozen="/tmp/frozen223")

# cfia-howard: docs/en/adr/NNN-x.en-ca.md, Executive Summary / Context / Decision / Considered Alternatives: a, b.
s = kit.source("cfia-howard", "docs/en/adr", r"0\d\d-.*\.en-ca\.md")
f = s.pick("\n## Decision\n", skip=2)
s.delsec("a", f, "## Decision", f"deleted '## Decision' (9 of 10 have it; 018 writes Décision) from {f}")
f = s.pick("\n## Executive Summary\n", skip=4)
s.sub("b", f, "\n## Executive Summary\n", "\n## Executive Summary\n\nSee [ADR-021](021-logging.en-ca.md).\n",
      f"link to a missing ADR in {f}")
s.score("# cfia-howard: kinds a, b. One copy: /tmp/eval247-inj-hf/cfia-howard.")

# cloud-foundation-fabric: adrs/YYYYMMDD-x.md, Status / Context / Decision / Consequences: b, f.
s = kit.source("cloud-foundation-fabric", "adrs", r"20\d{6}-.*\.md")
f = s.pick("\n## Context\n", skip=3)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [the naming ADR](20250101-naming.md).\n",
      f"link to a missing ADR in {f}")
f = s.pick("\nProposed\n", skip=0)
s.sub("f", f, "\nProposed\n", "\nPorposed\n", f"status Proposed misspelt in {f}")
s.score("# cloud-foundation-fabric: kinds b, f. One copy: /tmp/eval247-inj-hf/cloud-foundation-fabric.")

# qubinode-navigator: docs/adrs/adr-NNNN-x.md, Status / Context / Decision / Consequences: a, c.
s = kit.source("qubinode-navigator", "docs/adrs", r"adr-00[0-3]\d-.*\.md")
f = s.pick("\n## Context\n", skip=5)
s.delsec("a", f, "## Context", f"deleted '## Context' (the family's records all have it) from {f}")
f = s.pick("\n## Status\n", skip=8)
s.copy("c", f, "docs/adrs/adr-0007-second-record-of-seven.md", f"a second record numbered 0007, a copy of {f}")
s.score("# qubinode-navigator: kinds a, c. One copy: /tmp/eval247-inj-hf/qubinode-navigator.")
