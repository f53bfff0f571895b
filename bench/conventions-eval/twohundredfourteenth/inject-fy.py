"""Inject defects into clean documents of a copy of each data215 source (two-hundred-and-fourteenth evaluation, part
fy: the developer's, blind on 86aaacd, frozen as /tmp/frozen206). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fy.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfourteenth", "fy", data="/work/data215", clean="/work/blind215", pool="/work/blind215",
          copies="/tmp/eval214-inj-fy", frozen="/tmp/frozen206")

# diagnostic-catalog: doc/adr/NNNN-x.en.md and .fr.md, bold header lines, doc/adr/template.md: f, e, a.
s = kit.source("diagnostic-catalog", "doc/adr", r"00[0-2]\d-.*\.en\.md")
f = s.pick("**Status:** Accepted", skip=2)
s.sub("f", f, "**Status:** Accepted", "**Status:** Acceptd", f"status Accepted misspelt in {f}")
f = s.pick("**Status:** Accepted", skip=5)
s.sub("e", "doc/adr/0041-merge-every-pull-request-by-rebase.en.md" if False else f, "**Status:** Accepted",
      "**Status:** Accepted", f"(set up) {f} left Accepted")
s.edits.pop()  # (the line above is no edit: the record superseded is set up below)
g = s.pick("**Status:** Accepted", skip=8)
s.sub("e", g, "**Status:** Accepted", f"**Status:** Accepted\n\nSupersedes [ADR-{f[8:12]}]({f[8:]})",
      f"{g} supersedes {f}, which is left Accepted")
f = s.pick("\n## Consequences\n", skip=10)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the template has it; every record keeps it)")
s.score("# diagnostic-catalog: kinds f, e, a. One copy: /tmp/eval214-inj-fy/diagnostic-catalog.")

# embervault: doc/adr/NNNN-x.md, adr-tools: c, b.
s = kit.source("embervault", "doc/adr", r"00[01]\d-.*\.md")
f = s.pick("\n## Context\n", skip=3)
s.copy("c", f, "doc/adr/" + f.split("/")[-1][:4] + "-another-decision.md", f"a second ADR numbered as {f}")
f = s.pick("\n## Context\n", skip=6)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 30](0030-use-gradle.md).\n", f"link to a missing ADR in {f}")
s.score("# embervault: kinds c, b. One copy: /tmp/eval214-inj-fy/embervault.")

# storctl: docs/adr/NNNN-x.md, `## Status` over the word, docs/adr/template.md: a, f.
s = kit.source("storctl", "docs/adr", r"000\d-.*\.md")
f = s.pick("\n## Context\n", skip=2)
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (the template has it; every record keeps it)")
f = s.pick("## Status\n\nAccepted", skip=4)
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAccpted", f"status Accepted misspelt in {f}")
s.score("# storctl: kinds a, f. One copy: /tmp/eval214-inj-fy/storctl.")
