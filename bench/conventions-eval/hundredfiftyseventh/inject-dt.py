"""Inject defects into clean documents of a copy of the data157 source (hundred-and-fifty-seventh evaluation, part
dt: the developer's, blind on 813ed28, frozen as /tmp/frozen165). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dt.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfiftyseventh", "dt", data="/work/data157", clean="/work/blind156b", pool="/work/blind156b",
          copies="/tmp/eval157-inj-dt", frozen="/tmp/frozen165")

# nami: MADR 4 records docs/adr/NNNN-*.md with front matter: a, b, c, f.
s = kit.source("nami", "docs/adr", r"\d{4}-.*\.md")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0004-")))
s.delsec("a", f, "## Decision Drivers", f"deleted '## Decision Drivers' from {f} (MADR's; kept by the records)")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0003-")))
s.sub("f", f, 'status: "accepted"', 'status: "acepted"', f"status 'acepted' in {f}")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0005-")))
s.copy("c", f, f.replace("0005-", "0005-copy-"), f"copied {f}: number 5 twice")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0006-")))
s.sub("b", f, "## Context and Problem Statement\n", "## Context and Problem Statement\n\nSee [ADR-0003](0003-sesion.md).\n",
      f"link to 0003-sesion.md in {f}: no such record")
s.score("# nami: kinds a, b, c, f. One copy: /tmp/eval157-inj-dt/nami.")
