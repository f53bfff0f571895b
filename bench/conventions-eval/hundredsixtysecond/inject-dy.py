"""Inject defects into clean documents of a copy of the data163 source (hundred-and-sixty-second evaluation, part dy:
the developer's, blind on 897efac, frozen as /tmp/frozen169). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dy.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixtysecond", "dy", data="/work/data163", clean="/work/blind163", pool="/work/blind163",
          copies="/tmp/eval162-inj-dy", frozen="/tmp/frozen169")

# aegis: ADRs docs/adr/NNNN-*.md, `Status:` lines or `## Status` sections: a, b, e, f.
s = kit.source("aegis", "docs/adr", r"\d{4}-.*\.md")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0006-")))
s.sub("f", f, "Status: Accepted", "Status: Acepted", f"status 'Acepted' in {f}")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0016-")))
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (18 of 20 keep it)")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0014-")))  # (accepted; 0022 is only proposed)
s.sub("e", f, "## Context\n", "## Context\n\nThis ADR supersedes [ADR-0005](0005-module-level-ai-context.md).\n",
      f"{f} says it supersedes ADR-0005, which stays Accepted")
f = s.take(next(p for p in s.pool if p.startswith("docs/adr/0024-")))
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR-0019](0019-session-ownership-authorization.md).\n",
      f"link to 0019-session-ownership-authorization.md in {f}: the file is 0019-session-ownership-authz.md")
s.score("# aegis: kinds a, b, e, f. One copy: /tmp/eval162-inj-dy/aegis.")
