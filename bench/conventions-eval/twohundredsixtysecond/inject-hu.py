"""Inject defects into clean documents of a copy of each data263 source (two-hundred-and-sixty-second evaluation, part hu: the developer's, blind
on the stop's checking code 6aa2310, frozen as /tmp/frozen229). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hu.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixtysecond", "hu", data="/work/data263", clean="/work/blind263", pool="/work/blind263",
          copies="/tmp/eval262-inj-hu", frozen="/tmp/frozen229")

# zesty-rfcs: text/rfc-NNNN-x.md, Rust's RFC template (Summary, Motivation, Detailed Design): a, c.
s = kit.source("zesty-rfcs", "text", r"rfc-\d{4}-.*\.md")
f = s.pick("\n## Motivation\n", skip=2)
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (the template and most RFCs have it) from {f}")
f = s.pick("\n## Summary\n", skip=4)
s.copy("c", f, "text/rfc-0012-second-record-of-twelve.md", f"a second RFC numbered 0012, a copy of {f}")
s.score("# zesty-rfcs: kinds a, c. One copy: /tmp/eval262-inj-hu/zesty-rfcs.")
