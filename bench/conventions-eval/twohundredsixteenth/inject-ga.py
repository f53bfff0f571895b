"""Inject defects into clean documents of a copy of each data217 source (two-hundred-and-sixteenth evaluation, part
ga: the developer's, blind on 890a0a8, frozen as /tmp/frozen207). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ga.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixteenth", "ga", data="/work/data217", clean="/work/blind217", pool="/work/blind217",
          copies="/tmp/eval216-inj-ga", frozen="/tmp/frozen207")

# mcp-spec: seps/NNNN-x.md, a bullet header (`- **Status**: Final`), seps/TEMPLATE.md: f, e.
s = kit.source("mcp-spec", "seps", r"\d{3,4}-.*\.md")
f = s.pick("- **Status**: Final", skip=2)
s.sub("f", f, "- **Status**: Final", "- **Status**: Finale", f"status Final misspelt in {f}")
old = s.pick("- **Status**: Final", skip=5)
g = s.pick("- **Status**: Final", skip=9)
number = old.split("/")[-1].split("-")[0]
s.sub("e", g, "- **Status**: Final", f"- **Status**: Final\n- **Supersedes**: SEP-{number}",
      f"{g} supersedes {old}, which is left Final")
s.score("# mcp-spec: kinds f, e. One copy: /tmp/eval216-inj-ga/mcp-spec.")

# ms-agent-framework: docs/decisions/NNNN-x.md, MADR front matter, adr-template.md: f, a.
s = kit.source("ms-agent-framework", "docs/decisions", r"00[0-3]\d-.*\.md")
f = s.pick("\nstatus: accepted\n", skip=1)
s.sub("f", f, "\nstatus: accepted\n", "\nstatus: acepted\n", f"status accepted misspelt in {f}")
f = s.pick("\n## Decision Outcome\n", skip=4)
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' from {f} (the template has it; most keep it)")
s.score("# ms-agent-framework: kinds f, a. One copy: /tmp/eval216-inj-ga/ms-agent-framework.")

# feast: docs/adr/ADR-NNNN-x.md, `## Status` over the word, ADR-TEMPLATE.md: c, f.
s = kit.source("feast", "docs/adr", r"ADR-00\d\d-.*\.md")
f = s.pick("\n## Context\n", skip=1)
s.copy("c", f, "docs/adr/" + f.split("/")[-1][:8] + "-another-adr.md", f"a second ADR numbered as {f}")
f = s.pick("## Status\n\nAccepted", skip=3)
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", f"status Accepted misspelt in {f}")
s.score("# feast: kinds c, f. One copy: /tmp/eval216-inj-ga/feast.")
