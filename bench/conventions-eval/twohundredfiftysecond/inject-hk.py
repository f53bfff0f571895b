"""Inject defects into clean documents of a copy of each data253 source (two-hundred-and-fifty-second evaluation,
part hk: the developer's, blind on the stop's checking code 70b6045, frozen as /tmp/frozen226). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hk.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfiftysecond", "hk", data="/work/data253", clean="/work/blind253", pool="/work/blind253",
          copies="/tmp/eval252-inj-hk", frozen="/tmp/frozen226")

# openbmc-docs: designs/x.md, the design template's sections, no status: a, b.
s = kit.source("openbmc-docs", "designs", r"[a-z0-9-]+\.md")
f = s.pick("\n## Requirements\n", skip=4)
s.delsec("a", f, "## Requirements", f"deleted '## Requirements' (the template and 70 of 76 have it) from {f}")
f = s.pick("\n## Proposed Design\n", skip=6)
s.sub("b", f, "\n## Proposed Design\n", "\n## Proposed Design\n\nSee the [sensor design](sensor-monitor-v2.md).\n",
      f"link to a missing design in {f}")
s.score("# openbmc-docs: kinds a, b. One copy: /tmp/eval252-inj-hk/openbmc-docs.")

# simpleiot: docs/adr/N-x.md, bullets (Author, PR/Discussion, Status), the template's sections: c, b.
s = kit.source("simpleiot", "docs/adr", r"\d-.*\.md")
f = s.pick("\n## Context", skip=0)
s.copy("c", f, "docs/adr/4-second-record-of-four.md", f"a second record numbered 4, a copy of {f}")
f = s.pick("\n## Context", skip=0)
s.sub("b", f, "\n## Context", "\nSee [ADR 9](9-rule-engine.md).\n\n## Context", f"link to a missing ADR in {f}")
s.score("# simpleiot: kinds c, b. One copy: /tmp/eval252-inj-hk/simpleiot.")

# thin-edge: design/decisions/NNNN-x.md, bullets (Date, Status): f, b.
s = kit.source("thin-edge", "design/decisions", r"0\d{3}.*\.md")
f = s.pick("* Status: __Approved__", skip=1)
s.sub("f", f, "* Status: __Approved__", "* Status: __Aproved__", f"status Approved misspelt in {f}")
f = s.pick("\n## Background\n", skip=1)
s.sub("b", f, "\n## Background\n", "\n## Background\n\nSee [ADR 12](0012-log-upload.md).\n", f"link to a missing ADR in {f}")
s.score("# thin-edge: kinds f, b. One copy: /tmp/eval252-inj-hk/thin-edge.")
