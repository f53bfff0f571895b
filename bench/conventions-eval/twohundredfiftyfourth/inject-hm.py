"""Inject defects into clean documents of a copy of each data255 source (two-hundred-and-fifty-fourth evaluation,
part hm: the developer's, blind on the stop's checking code 70b6045, frozen as /tmp/frozen226). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hm.py (writes injected-<source>.txt here).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfiftyfourth", "hm", data="/work/data255", clean="/work/blind255", pool="/work/blind255",
          copies="/tmp/eval254-inj-hm", frozen="/tmp/frozen226")

# cellxgene-rfcs: design-documents/NNNN-x/text.md, the RFC template: b.
s = kit.source("cellxgene-rfcs", sorted(f"design-documents/{d}" for d in os.listdir(
    "/work/data255/cellxgene-rfcs/design-documents") if d[:4].isdigit()), r"text\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [the search design](../0008-search/text.md).\n\n## ", f"link to a missing design in {f}")
s.score("# cellxgene-rfcs: kind b. One copy: /tmp/eval254-inj-hm/cellxgene-rfcs.")

# nf-core-adr: docs/adr/NNNN-x.md, adr-tools (Nygard): a, f.
s = kit.source("nf-core-adr", "docs/adr", r"000\d-.*\.md")
f = s.pick("\n## Context\n", skip=2)
s.delsec("a", f, "## Context", f"deleted '## Context' (8 of 8 have it) from {f}")
f = s.pick("\nAccepted\n", skip=4)
s.sub("f", f, "\nAccepted\n", "\nAcceptd\n", f"status Accepted misspelt in {f}")
s.score("# nf-core-adr: kinds a, f. One copy: /tmp/eval254-inj-hm/nf-core-adr.")
