"""Inject defects into clean documents of a copy of each data155 source (hundred-and-fifty-fourth evaluation, part
dq: the developer's, blind on the working tree after d4a5b28 with this stop's fixes through the proposal series,
frozen as /tmp/frozen162). See inject_kit.py; kinds a-g. Run: /work/main/.venv/bin/python inject-dq.py.
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfiftyfourth", "dq", data="/work/data155", clean="/work/blind154", pool="/work/blind154",
          copies="/tmp/eval154-inj-dq", frozen="/tmp/frozen162")

# noip-adr: ADRs docs/adr/NNNN-*.md with bold-label bullets: a, d, f.
s = kit.source("noip-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0003-")))
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (the template's; all 20 keep it)")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0004-")))
s.sub("f", f, "- **Status:** Accepted", "- **Status:** Acceptd", f"status 'Acceptd' in {f}")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0006-")))
s.sub("d", f, "- **Status:** Accepted", "- **Status:** Superseded by [ADR-0025](0025-event-store.md)",
      f"'Superseded by [ADR-0025](0025-event-store.md)' in {f}: there is no ADR 25")
s.score("# noip-adr: kinds a, d, f. One copy: /tmp/eval154-inj-dq/noip-adr.")

# prisma-next-adrs: 'docs/architecture docs/adrs/ADR NNN - Title.md': b, c.
s = kit.source("prisma-next-adrs", "docs/architecture docs/adrs", r"ADR \d{3} - .*\.md")
f = s.take("docs/architecture docs/adrs/ADR 005 - Thin Core Fat Targets.md")
s.copy("c", f, "docs/architecture docs/adrs/ADR 005 - Thin Core.md", f"copied {f}: ADR 005 twice")
f = s.take("docs/architecture docs/adrs/ADR 006 - Dual Authoring Modes.md")
s.sub("b", f, "\n## ", "\n\nSee [ADR 030](ADR%20030%20-%20Result%20decoding%20and%20codecs%20registry.md).\n\n## ",
      f"link to 'ADR 030 - Result decoding and codecs registry.md' in {f} (the file says '&')")
s.score("# prisma-next-adrs: kinds b, c. One copy: /tmp/eval154-inj-dq/prisma-next-adrs.")
