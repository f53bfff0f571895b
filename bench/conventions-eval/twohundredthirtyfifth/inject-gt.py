"""Inject defects into clean documents of a copy of each data236 source (two-hundred-and-thirty-fifth evaluation,
part gt: the developer's, blind on the stop's code as it stood, 26acbc4, frozen as /tmp/frozen215). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gt.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirtyfifth", "gt", data="/work/data236", clean="/work/blind236", pool="/work/blind236",
          copies="/tmp/eval235-inj-gt", frozen="/tmp/frozen215")

# fh-services: docs/arch/ADRNNN-x.md, `- **Status**:` bullets, Decision and Options considered: f, b.
s = kit.source("fh-services", "docs/arch", r"ADR0\d\d-.*\.md")
f = s.pick("- **Status**: Adopted", skip=1)
s.sub("f", f, "- **Status**: Adopted", "- **Status**: Adotped", f"status Adopted misspelt in {f}")
f = s.pick("\n## Decision\n", skip=3)
s.sub("b", f, "\n## Decision\n", "\n## Decision\n\nSee [ADR011](ADR011-use-service-bus.md).\n", f"link to a missing ADR in {f}")
s.score("# fh-services: kinds f, b. One copy: /tmp/eval235-inj-gt/fh-services.")

# go-utilpkg: docs/adr/NNN-x.md, Context and Decision, no status: a.
s = kit.source("go-utilpkg", "docs/adr", r"00[1-6]-.*\.md")
f = s.pick("\n## Decision\n", skip=2)
s.delsec("a", f, "## Decision", f"deleted '## Decision' from {f}")
s.score("# go-utilpkg: kind a. One copy: /tmp/eval235-inj-gt/go-utilpkg.")
