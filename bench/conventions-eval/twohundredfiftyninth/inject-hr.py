"""Inject defects into clean documents of a copy of each data260 source (two-hundred-and-fifty-ninth evaluation, part hr: the developer's, blind
on the stop's checking code b676d19, frozen as /tmp/frozen227). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hr.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfiftyninth", "hr", data="/work/data260", clean="/work/blind260", pool="/work/blind260",
          copies="/tmp/eval259-inj-hr", frozen="/tmp/frozen227")

# aero: docs/adr/NNNN-x.md, Context / Decision / Alternatives considered / Consequences, no metadata: a, b.
s = kit.source("aero", "docs/adr", r"00\d\d-.*\.md")
f = s.pick("\n## Decision\n", skip=3)
s.delsec("a", f, "## Decision", f"deleted '## Decision' (the README's required sections and the ADRs have it) from {f}")
f = s.pick("\n## Context\n", skip=6)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 0020](0020-usb-passthrough.md).\n", f"link to a missing ADR in {f}")
s.score("# aero: kinds a, b. One copy: /tmp/eval259-inj-hr/aero.")

# voxel-sandbox: ADR/NNNN-x.md, ## Status / Context / Decision / Consequences: b, c.
s = kit.source("voxel-sandbox", "ADR", r"00\d\d-.*\.md")
f = s.pick("\n## Context\n", skip=2)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 0012](0012-lighting-model.md).\n", f"link to a missing ADR in {f}")
f = s.pick("\n## Status\n", skip=4)
s.copy("c", f, "ADR/0003-second-record-of-three.md", f"a second record numbered 0003, a copy of {f}")
s.score("# voxel-sandbox: kinds b, c. One copy: /tmp/eval259-inj-hr/voxel-sandbox.")
