"""Inject defects into clean documents of a copy of each data244 source (two-hundred-and-forty-third evaluation,
part hb: the developer's, blind on the stop's checking code cf275d7, frozen as /tmp/frozen219). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hb.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfortythird", "hb", data="/work/data244", clean="/work/blind244", pool="/work/blind244",
          copies="/tmp/eval243-inj-hb", frozen="/tmp/frozen219")

# hermes: docs/adr/NNNN-x.md, MADR bullets under a licence comment: f, b.
s = kit.source("hermes", "docs/adr", r"000\d-.*\.md")
f = s.pick("* Status: accepted", skip=1)
s.sub("f", f, "* Status: accepted", "* Status: acepted", f"status accepted misspelt in {f}")
f = s.pick("\n## Context and Problem Statement\n", skip=3)
s.sub("b", f, "\n## Context and Problem Statement\n", "\n## Context and Problem Statement\n\nSee [ADR 20](0020-plugins.md).\n",
      f"link to a missing ADR in {f}")
s.score("# hermes: kinds f, b. One copy: /tmp/eval243-inj-hb/hermes.")

# leeds-preservation: rfcs/NNN-x.md, no metadata: b.
s = kit.source("leeds-preservation", "rfcs", r"0\d\d-.*\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [RFC 030](030-storage-api.md).\n\n## ", f"link to a missing RFC in {f}")
s.score("# leeds-preservation: kind b. One copy: /tmp/eval243-inj-hb/leeds-preservation.")
