"""Inject defects into clean documents of a copy of each data301 source (two-hundred-and-ninety-ninth evaluation,
part jf: the developer's, blind on d01d3b8, frozen as /tmp/frozen249). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-jf.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninetyninth", "jf", data="/work/data301", clean="/work/blind301", pool="/work/blind301",
          copies="/tmp/eval299-inj-jf", frozen="/tmp/frozen249")

# bbc-tams: docs/adr/NNNN-x.md (MADR, front matter status) to docs/templates/adr-template.md: a, f.
s = kit.source("bbc-tams", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0012-add-flow-collections.md")
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' (the template and every ADR have it) from {f}")
f = s.take("docs/adr/0010-pagination-of-listing-endpoints.md")
s.sub("f", f, 'status: "accepted"', 'status: "acepted"', f"status 'accepted' misspelt 'acepted' in {f}")
s.score("# bbc-tams: kinds a, f. One copy: /tmp/eval299-inj-jf/bbc-tams.")

# openlinker: docs/architecture/adrs/NNN-x.md (bold Status bullet) to its template.md: d.
s = kit.source("openlinker", "docs/architecture/adrs", r"\d{3}-.*\.md")
f = s.take("docs/architecture/adrs/030-infakt-ksef-indirection.md")
s.sub("d", f, "- **Status**: Accepted\n", "- **Status**: Superseded by [ADR-070](070-ksef-direct-transmission.md)\n",
      f"status 'Superseded by' an ADR-070 that does not exist in {f}")
s.score("# openlinker: kind d. One copy: /tmp/eval299-inj-jf/openlinker.")
