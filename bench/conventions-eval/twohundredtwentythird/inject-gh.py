"""Inject defects into clean documents of a copy of each data224 source (two-hundred-and-twenty-third evaluation,
part gh: the developer's, blind on the stop's final checking code d8c7f53, frozen as /tmp/frozen210). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-gh.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwentythird", "gh", data="/work/data224", clean="/work/blind224", pool="/work/blind224",
          copies="/tmp/eval223-inj-gh", frozen="/tmp/frozen210")

# figgy: architecture-decisions/NNNN-x.md, adr-tools: f, a.
s = kit.source("figgy", "architecture-decisions", r"000\d-.*\.md")
f = s.pick("## Status\n\nAccepted", skip=1)
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAccetped", f"status Accepted misspelt in {f}")
f = s.pick("\n## Consequences\n", skip=3)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (adr-tools' records keep it)")
s.score("# figgy: kinds f, a. One copy: /tmp/eval223-inj-gh/figgy.")

# dpul: architecture-decisions/NNNN-x.md, adr-tools: e, b.
s = kit.source("dpul", "architecture-decisions", r"000\d-.*\.md")
old = s.pick("## Status\n\nAccepted", skip=2)
g = s.pick("## Status\n\nAccepted", skip=4)
s.sub("e", g, "## Status\n\nAccepted", f"## Status\n\nAccepted\n\nSupersedes [{int(old.split('/')[-1][:4])}. Old]({old.split('/')[-1]})",
      f"{g} supersedes {old}, which is left Accepted")
f = s.pick("\n## Context\n", skip=0)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 9](0009-search-relevance.md).\n", f"link to a missing ADR in {f}")
s.score("# dpul: kinds e, b. One copy: /tmp/eval223-inj-gh/dpul.")
