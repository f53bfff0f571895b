"""Inject defects into clean documents of a copy of each data283 source (two-hundred-and-eighty-first evaluation,
part in: the developer's, blind on 907963e, frozen as /tmp/frozen238). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-in.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeightyfirst", "in", data="/work/data283", clean="/work/blind283", pool="/work/blind283",
          copies="/tmp/eval281-inj-in", frozen="/tmp/frozen238")

# caikit-adr: docs/adrs/NNN-x.md: a, b.
s = kit.source("caikit-adr", "docs/adrs", r"\d{3}-.*\.md")
f = s.take("docs/adrs/021-http-server.md")  # (not 018 or 019, superseded by 020: a retired record may be cut down)
s.delsec("a", f, "## Decision", f"deleted '## Decision' (9 of 10 have it) from {f}")
f = s.pick("\n## Decision\n", skip=1)
s.sub("b", f, "\n## Decision\n", "\n## Decision\n\nSee [ADR 025](025-model-mesh.md).\n", f"link to a missing ADR in {f}")
s.score("# caikit-adr: kinds a, b. One copy: /tmp/eval281-inj-in/caikit-adr.")

# posthog-rfcs: requests-for-comments/YYYY-MM-DD-x.md: b.
s = kit.source("posthog-rfcs", "requests-for-comments", r"\d{4}-\d\d-\d\d-.*\.md")
f = s.pick("\n## ", skip=5)
s.sub("b", f, "\n## ", "\nSee [the pricing RFC](2024-02-30-pricing.md).\n\n## ", f"link to a missing RFC in {f}")
s.score("# posthog-rfcs: kind b. One copy: /tmp/eval281-inj-in/posthog-rfcs.")
