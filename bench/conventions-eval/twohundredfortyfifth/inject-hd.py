"""Inject defects into clean documents of a copy of each data246 source (two-hundred-and-forty-fifth evaluation,
part hd: the developer's, blind on the stop's checking code a5d9403, frozen as /tmp/frozen223). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hd.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfortyfifth", "hd", data="/work/data246", clean="/work/blind246", pool="/work/blind246",
          copies="/tmp/eval245-inj-hd", frozen="/tmp/frozen223")

# openkcm: adr/x.md, "# ADR-NNN: Title" and a Status | Date | Document Type table: a, b.
s = kit.source("openkcm", "adr", r"[a-z-]+\.md")
f = s.pick("\n## Context\n", skip=2)
s.delsec("a", f, "## Context", f"deleted '## Context' (16 of 16 have it) from {f}")
f = s.pick("\n## Decision\n", skip=5)
s.sub("b", f, "\n## Decision\n", "\n## Decision\n\nSee [ADR-205](masterkey-rotation-policy.md).\n",
      f"link to a missing ADR in {f}")
s.score("# openkcm: kinds a, b. One copy: /tmp/eval245-inj-hd/openkcm.")

# owf-proposals: projects/x.md, the template's fifteen H1 headings: a, g.
s = kit.source("owf-proposals", "projects", r"[a-z0-9-]+\.md")
f = s.pick("\n# TAC Sponsor", skip=3)
s.delsec("a", f, "# TAC Sponsor", f"deleted '# TAC Sponsor' (the template and all proposals have it) from {f}")
f = s.pick("\n# Release Methodology\n", skip=6)
s.setbody("g", f, "# Release Methodology",
          "_If the project already exists, please provide details on the release methodology and mechanics. If there "
          "is not currently a release methodology, please answer with \"N/A (not applicable)\"._",
          f"the template's Release Methodology prompt left as the section in {f}")
s.score("# owf-proposals: kinds a, g. One copy: /tmp/eval245-inj-hd/owf-proposals.")
