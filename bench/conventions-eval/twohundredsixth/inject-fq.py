"""Inject defects into clean documents of a copy of each data207 source (two-hundred-and-sixth evaluation, part
fq: the developer's, blind on the stop's final checking code 7ec6048, frozen as /tmp/frozen200). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fq.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixth", "fq", data="/work/data207", clean="/work/blind207", pool="/work/blind207",
          copies="/tmp/eval206-inj-fq", frozen="/tmp/frozen200")

# kmesh: docs/proposal/*.md, a KEP-like template: b.
s = kit.source("kmesh", "docs/proposal", r"[a-z].*\.md")
f = s.pick("\n### Motivation", skip=1)
s.sub("b", f, "\n### Motivation", "\nSee [the waypoint proposal](waypoint_v2.md).\n\n### Motivation", f"link to a missing proposal in {f}")
s.score("# kmesh: kind b. One copy: /tmp/eval206-inj-fq/kmesh.")

# kagent: design/EP-<issue>-x.md, template.md: b, g.
s = kit.source("kagent", "design", r"EP-\d+-.*\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [EP-3000](EP-3000-agent-memory.md).\n\n## ", f"link to a missing EP in {f}")
s.score("# kagent: kind b. One copy: /tmp/eval206-inj-fq/kagent.")
