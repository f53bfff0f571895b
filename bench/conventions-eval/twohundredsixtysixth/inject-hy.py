"""Inject defects into clean documents of a copy of each data267 source (two-hundred-and-sixty-sixth evaluation, part hy: the developer's, blind
on the stop's checking code 146eb97, frozen as /tmp/frozen231). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hy.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixtysixth", "hy", data="/work/data267", clean="/work/blind267", pool="/work/blind267",
          copies="/tmp/eval266-inj-hy", frozen="/tmp/frozen231")

# mcp-context-forge: docs/docs/architecture/adr/NNN-x.md, Context / Decision / Consequences / Status: a, c.
s = kit.source("mcp-context-forge", "docs/docs/architecture/adr", r"0\d\d-.*\.md")
f = s.pick("\n## Consequences\n", skip=12)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (55 of 60 have it) from {f}")
f = s.pick("\n## Context\n", skip=20)
s.copy("c", f, "docs/docs/architecture/adr/025-second-record-of-twenty-five.md", f"a second ADR numbered 025, a copy of {f}")
s.score("# mcp-context-forge: kinds a, c. One copy: /tmp/eval266-inj-hy/mcp-context-forge.")

# opea-docs: community/rfcs/YY-MM-DD-x.md, a template's sections: b.
s = kit.source("opea-docs", "community/rfcs", r"\d\d-\d\d-\d\d-.*\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [the RAG design](24-06-01-OPEA-002-RAG-Design.md).\n\n## ", f"link to a missing RFC in {f}")
s.score("# opea-docs: kind b. One copy: /tmp/eval266-inj-hy/opea-docs.")
