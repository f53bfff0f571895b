"""Inject defects into clean documents of a copy of the data194 source (hundred-and-ninety-third evaluation, part
fd: the developer's, blind on 4a539d4, frozen as /tmp/frozen194). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fd.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninetythird", "fd", data="/work/data194", clean="/work/blind194", pool="/work/blind194",
          copies="/tmp/eval193-inj-fd", frozen="/tmp/frozen194")

# regelrecht: docs/src/content/rfcs/rfc-NNN.md, front matter, template.md: a, b, c, f, g.
s = kit.source("regelrecht", "docs/src/content/rfcs", r"rfc-0[0-2]\d\.md")
f = s.pick("\n## Context\n", skip=2)
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (the template and 33 of 34 keep it)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee [RFC-040](rfc-040.md).\n\n## Decision\n", f"link to a missing RFC in {f}")
f = s.pick("status: Accepted")
s.sub("f", f, "status: Accepted", "status: Acceptd", f"status Accepted misspelt in {f}")
f = s.pick("\n## Why\n")
s.copy("c", f, "docs/src/content/rfcs/" + f.split("/")[-1][:7] + "-other.md", f"a second RFC numbered as {f}")
f = s.pick("\n## Decision\n", skip=5)
s.setbody("g", f, "## Decision", "What was decided?\n\nState the decision clearly and concisely. This should be a direct statement of what will be done.", f"Decision replaced by the template's prompt in {f}")
s.score("# regelrecht: kinds a, b, f, c, g. One copy: /tmp/eval193-inj-fd/regelrecht.")
