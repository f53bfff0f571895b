"""Inject defects into clean documents of a copy of each data273 source (two-hundred-and-seventy-first evaluation,
part id: the developer's, blind on the stop's final checking code 19dbdf6, frozen as /tmp/frozen233). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-id.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventyfirst", "id", data="/work/data273", clean="/work/blind273", pool="/work/blind273",
          copies="/tmp/eval271-inj-id", frozen="/tmp/frozen233")

# fastcs: docs/explanations/decisions/NNNN-x.md, adr-tools (Nygard) with a Related line: a, f, b.
s = kit.source("fastcs", "docs/explanations/decisions", r"00\d\d-.*\.md")
f = s.pick("\n## Consequences\n", skip=3)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (12 of 12 have it) from {f}")
f = s.pick("\nAccepted\n", skip=5)
s.sub("f", f, "\nAccepted\n", "\nAcepted\n", f"status Accepted misspelt in {f}")
f = s.pick("\n## Context\n", skip=7)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 14](0014-attribute-io.md).\n", f"link to a missing ADR in {f}")
s.score("# fastcs: kinds a, f, b. One copy: /tmp/eval271-inj-id/fastcs.")
