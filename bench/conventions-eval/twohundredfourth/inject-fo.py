"""Inject defects into clean documents of a copy of each data203 source (two-hundred-and-fourth evaluation, part
fo: the developer's, blind on 412b917, frozen as /tmp/frozen198). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fo.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfourth", "fo", data="/work/data203", clean="/work/blind203", pool="/work/blind203",
          copies="/tmp/eval204-inj-fo", frozen="/tmp/frozen198")

# gpuweb: proposals/*.md, Status bullets linking the README's states: f, b.
s = kit.source("gpuweb", "proposals", r"[a-z].*\.md")
f = s.pick("* Status: [Merged](README.md#status-merged)", skip=2)
s.sub("f", f, "* Status: [Merged](README.md#status-merged)", "* Status: [Merdged](README.md#status-merged)", f"status Merged misspelt in {f}")
f = s.pick("\n## ", skip=4)
s.sub("b", f, "\n## ", "\nSee [the subgroups proposal](subgroups-v2.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# gpuweb: kinds f, b. One copy: /tmp/eval204-inj-fo/gpuweb.")

# luma-gl: dev-docs/RFCs/vX/*-rfc.md, bullets: b.
s = kit.source("luma-gl", "dev-docs/RFCs/v7.0", r".*-rfc\.md")
f = s.pick("\n## ")
s.sub("b", f, "\n## ", "\nSee [the picking RFC](picking-rfc.md).\n\n## ", f"link to a missing RFC in {f}")
s.score("# luma-gl: kind b. One copy: /tmp/eval204-inj-fo/luma-gl.")
