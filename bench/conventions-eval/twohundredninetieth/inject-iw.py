"""Inject defects into clean documents of a copy of each data292 source (two-hundred-and-ninetieth evaluation,
part iw: the developer's, blind on c066409, frozen as /tmp/frozen245). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-iw.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninetieth", "iw", data="/work/data292", clean="/work/blind292", pool="/work/blind292",
          copies="/tmp/eval290-inj-iw", frozen="/tmp/frozen245")

# lightning-bolts: NN-name.md BOLTs at the top, links between them: b.
s = kit.source("lightning-bolts", ".", r"\d\d-.*\.md")
f = s.take("02-peer-protocol.md")
s.sub("b", f, "\n# Table of Contents\n", "\n# Table of Contents\n\nSee also [BOLT #6](06-irc-announcements.md).\n",
      f"a link to 06-irc-announcements.md, a BOLT no longer here, in {f}")
s.score("# lightning-bolts: kind b. One copy: /tmp/eval290-inj-iw/lightning-bolts.")
