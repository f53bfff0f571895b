"""Inject defects into clean documents of a copy of each data284 source (two-hundred-and-eighty-second evaluation,
part io: the developer's, blind on da4c0e7, frozen as /tmp/frozen239). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-io.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeightysecond", "io", data="/work/data284", clean="/work/blind284", pool="/work/blind284",
          copies="/tmp/eval282-inj-io", frozen="/tmp/frozen239")

# head-start-ttadp: docs/adr/NNNN-x.md (Nygard): a, c, f.
s = kit.source("head-start-ttadp", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0006-database.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (29 of 30 have it) from {f}")
s.copy("c", "docs/adr/0011-monitoring.md", "docs/adr/0012-monitoring-copy.md",
       "0011-monitoring.md copied as 0012-monitoring-copy.md: number 12 taken twice")
f = s.take("docs/adr/0014-web-analytics.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", f"status 'Accepted' misspelt 'Acepted' in {f}")
s.score("# head-start-ttadp: kinds a, c, f. One copy: /tmp/eval282-inj-io/head-start-ttadp.")

# tanf-app: docs/Technical-Documentation/Architecture-Decision-Record/NNN-x.md: b, d.
s = kit.source("tanf-app", "docs/Technical-Documentation/Architecture-Decision-Record", r"\d{3}-.*\.md")
f = s.pick("\n## Context\n", skip=3)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 031](031-data-retention.md).\n", f"link to a missing ADR in {f}")
f = s.pick("\n## Status\n", skip=6)
s.sub("d", f, "\n## Status\n", "\n## Status\n\nSuperseded by [ADR 030](030-new-pipeline.md)\n\n## Former status\n",
      f"'Superseded by' a missing ADR 030 in {f}")
s.score("# tanf-app: kinds b, d. One copy: /tmp/eval282-inj-io/tanf-app.")
