"""Inject defects into clean documents of a copy of each data227 source (two-hundred-and-twenty-sixth evaluation,
part gk: the developer's, blind on the stop's starting code 78a33c9, frozen as /tmp/frozen213). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gk.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwentysixth", "gk", data="/work/data227", clean="/work/blind227", pool="/work/blind227",
          copies="/tmp/eval226-inj-gk", frozen="/tmp/frozen213")

# clci: docs/adr/adrNNN-x.md, front matter and a bold header, the template docs/adr/adr_template.md: f, a.
s = kit.source("clci", "docs/adr", r"adr0\d\d-.*\.md")
f = s.pick("status: accepted", skip=3)
s.sub("f", f, "status: accepted", "status: acepted", f"front matter status accepted misspelt in {f}")
f = s.pick("\n## Context\n", skip=8)
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (the template and 17 of 17 have it)")
s.score("# clci: kinds f, a. One copy: /tmp/eval226-inj-gk/clci.")

# msbuild: documentation/specs/*.md, design specs with no template: b.
s = kit.source("msbuild", "documentation/specs", r"[a-z].*\.md")
f = s.pick("\n## ", skip=6)
s.sub("b", f, "\n## ", "\nSee [the event source spec](event-source-design.md).\n\n## ", f"link to a missing spec in {f}")
s.score("# msbuild: kind b. One copy: /tmp/eval226-inj-gk/msbuild.")

# quick-lint-js: docs/architecture/ADRNNN-x.md, `**Status**: Accepted and active.`: a, e.
s = kit.source("quick-lint-js", "docs/architecture", r"ADR0\d\d-.*\.md")
f = s.pick("\n## Consequences\n", skip=4)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the records keep it)")
old = s.pick("**Status**: Accepted and active.", skip=1)
new = s.pick("**Status**: Accepted and active.", skip=10)
s.sub("e", new, "**Status**: Accepted and active.",
      f"**Status**: Accepted and active. Supersedes [{old.split('/')[-1][:6]}]({old.split('/')[-1]}).",
      f"{new} supersedes {old}, which is left Accepted and active")
s.score("# quick-lint-js: kinds a, e. One copy: /tmp/eval226-inj-gk/quick-lint-js.")
