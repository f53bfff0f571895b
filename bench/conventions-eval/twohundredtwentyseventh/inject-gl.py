"""Inject defects into clean documents of a copy of each data228 source (two-hundred-and-twenty-seventh evaluation,
part gl: the developer's, blind on the stop's starting code 78a33c9, frozen as /tmp/frozen213). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gl.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwentyseventh", "gl", data="/work/data228", clean="/work/blind228", pool="/work/blind228",
          copies="/tmp/eval227-inj-gl", frozen="/tmp/frozen213")

# linshare-flutter: doc/adr/NNNN-x.md, adr-tools: a, f, c.
s = kit.source("linshare-flutter", "doc/adr", r"00\d\d-.*\.md")
f = s.pick("\n## Context\n", skip=3)
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (adr-tools' records keep it)")
f = s.pick("## Status\n\nAccepted", skip=6)
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAccpeted", f"status Accepted misspelt in {f}")
f = s.pick("## Status", skip=9)
s.copy("c", f, "doc/adr/0011-a-second-eleven.md", f"a second record numbered 0011, copied from {f}")
s.score("# linshare-flutter: kinds a, f, c. One copy: /tmp/eval227-inj-gl/linshare-flutter.")

# twake-chat: docs/adr/NNNN-x.md, adr-tools: b, g.
s = kit.source("twake-chat", "docs/adr", r"00\d\d-.*\.md")
f = s.pick("\n## Context\n", skip=2)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nFollows [ADR 7](0007-implement-search-in-chat-rooms.md).\n",
      f"link to a missing ADR in {f}")
f = s.pick("## Status\n\nAccepted", skip=6)
s.sub("g", f, "## Status\n\nAccepted", "## Status\n\nWhat is the status, such as proposed, accepted, rejected, deprecated, "
      "superseded, etc.?", f"adr-tools' status instruction left in {f}")
s.score("# twake-chat: kinds b, g. One copy: /tmp/eval227-inj-gl/twake-chat.")
