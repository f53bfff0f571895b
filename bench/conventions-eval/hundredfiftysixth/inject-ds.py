"""Inject defects into clean documents of a copy of each data158 source (hundred-and-fifty-sixth evaluation, part ds:
the developer's, blind on 813ed28, frozen as /tmp/frozen165). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ds.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfiftysixth", "ds", data="/work/data158", clean="/work/blind157", pool="/work/blind157",
          copies="/tmp/eval156-inj-ds", frozen="/tmp/frozen165")

# gt4py: ADRs docs/development/ADRs/next/NNNN-*.md, bold-label bullets, template Template.md: a, d, f.
s = kit.source("gt4py", "docs/development/ADRs/next", r"\d{4}-.*\.md")
f = s.take("docs/development/ADRs/next/0013-Scalar_vs_0d_Fields.md")
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (the template's)")
f = s.take("docs/development/ADRs/next/0015-Test_Exclusion_Matrices.md")
s.sub("f", f, "- **Status**: valid", "- **Status**: vaild", f"status 'vaild' in {f}")
f = s.take("docs/development/ADRs/next/0005-Extending_Iterator_IR.md")
s.sub("d", f, "- **Status**: valid", "- **Status**: superseded by [0031](0031-Iterator_IR_v2.md)",
      f"'superseded by [0031](0031-Iterator_IR_v2.md)' in {f}: there is no ADR 31")
s.score("# gt4py: kinds a, d, f. One copy: /tmp/eval156-inj-ds/gt4py.")

# agirails-aips: AIP-N.md at the top, bold-label header lines: c, f.
s = kit.source("agirails-aips", ".", r"AIP-\d+\.md")
f = s.take("AIP-8.md")
s.sub("f", f, "**Status:** Draft", "**Status:** Drfat", f"status 'Drfat' in {f}")
f = s.take("AIP-9.md")
s.copy("c", f, "AIP-9-copy.md", f"copied {f}: AIP 9 twice")
s.score("# agirails-aips: kinds c, f. One copy: /tmp/eval156-inj-ds/agirails-aips.")
