"""Inject defects into clean documents of a copy of each data261 source (two-hundred-and-sixtieth evaluation, part hs: the developer's, blind
on the stop's checking code 6aa2310, frozen as /tmp/frozen229). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hs.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixtieth", "hs", data="/work/data261", clean="/work/blind261", pool="/work/blind261",
          copies="/tmp/eval260-inj-hs", frozen="/tmp/frozen229")

# agentcube: docs/design/*.md, unnumbered designs, a few with front matter: b.
s = kit.source("agentcube", "docs/design", r"[A-Za-z-]+\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee the [sandbox design](sandbox-proposal.md).\n\n## ", f"link to a missing design in {f}")
s.score("# agentcube: kind b. One copy: /tmp/eval260-inj-hs/agentcube.")

# carina: docs/design/design-*.md, no metadata: b.
s = kit.source("carina", "docs/design", r"design-[a-z-]+\.md")
f = s.pick("\n#### ", skip=1)
s.sub("b", f, "\n#### ", "\nSee the [LVM design](design-lvm.md).\n\n#### ", f"link to a missing design in {f}")
s.score("# carina: kind b. One copy: /tmp/eval260-inj-hs/carina.")
