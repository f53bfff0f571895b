"""Inject defects into clean documents of a copy of each data300 source (two-hundred-and-ninety-eighth evaluation,
part je: the developer's, blind on d01d3b8, frozen as /tmp/frozen249). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-je.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninetyeighth", "je", data="/work/data300", clean="/work/blind300", pool="/work/blind300",
          copies="/tmp/eval298-inj-je", frozen="/tmp/frozen249")

# mozilla-ac-rfcs: docs/rfcs/NNNN-x.md (Rust's RFC sections, Jekyll front matter, no template file): a, b.
s = kit.source("mozilla-ac-rfcs", "docs/rfcs", r"\d{4}-.*\.md")
f = s.take("docs/rfcs/0004-top-sites-feature.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (all 8 RFCs have it) from {f}")
f = s.take("docs/rfcs/0003-concept-base-component.md")
s.sub("b", f, "## Drawbacks\n", "## Drawbacks\n\nAs in [RFC 2](0002-search-rewrite.md).\n",
      f"link to 0002-search-rewrite.md (the RFC is 0002-browser-search-rewrite.md) added to {f}")
s.score("# mozilla-ac-rfcs: kinds a, b. One copy: /tmp/eval298-inj-je/mozilla-ac-rfcs.")
