"""Inject defects into clean documents of a copy of each data294 source (two-hundred-and-ninety-second evaluation,
part iy: the developer's, blind on c066409, frozen as /tmp/frozen245). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-iy.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninetysecond", "iy", data="/work/data294", clean="/work/blind294", pool="/work/blind294",
          copies="/tmp/eval292-inj-iy", frozen="/tmp/frozen245")

# dfe-plantech-adr: docs/architecture-decision-record/NNNN-x.md (MADR, bold Status bullet): a, f, g.
s = kit.source("dfe-plantech-adr", "docs/architecture-decision-record", r"\d{4}-.*\.md")
f = s.take("docs/architecture-decision-record/0030-storing-cms-in-db.md")
s.delsec("a", f, "## Considered Options", f"deleted '## Considered Options' (the template and 43 of 45 have it) from {f}")
f = s.take("docs/architecture-decision-record/0025-hybrid-matrix-deployments.md")
s.sub("f", f, "- **Status**: accepted", "- **Status**: acceptd", f"status 'accepted' misspelt 'acceptd' in {f}")
f = s.take("docs/architecture-decision-record/0019-contentful-integration.md")
s.sub("g", f, "- **Status**: accepted", "- **Status**: proposed/accepted/deprecated",
      f"Status left as the template's choices in {f}")
s.score("# dfe-plantech-adr: kinds a, f, g. One copy: /tmp/eval292-inj-iy/dfe-plantech-adr.")
