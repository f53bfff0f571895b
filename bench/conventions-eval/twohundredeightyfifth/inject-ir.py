"""Inject defects into clean documents of a copy of each data287 source (two-hundred-and-eighty-fifth evaluation,
part ir: the developer's, blind on da4c0e7, frozen as /tmp/frozen239). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ir.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeightyfifth", "ir", data="/work/data287", clean="/work/blind287", pool="/work/blind287",
          copies="/tmp/eval285-inj-ir", frozen="/tmp/frozen239")

# mozilla-monitor-adr: docs/adr/NNNN-x.md (MADR): a, g.
s = kit.source("mozilla-monitor-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0003-use-queue-for-backend-services.md")
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' (the template and all records have it) from {f}")
f = s.pick("\n## Context and Problem Statement\n")
s.setbody("g", f, "## Context and Problem Statement", "[Describe the context and problem statement, e.g., in free form "
          "using two to three sentences. You may want to articulate the problem in form of a question.]",
          f"Context left as MADR's prompt in {f}")
s.score("# mozilla-monitor-adr: kinds a, g. One copy: /tmp/eval285-inj-ir/mozilla-monitor-adr.")

# nava-wic-recert-decisions: docs/decisions/NNNN-x.md (MADR, adr-log index): c, f.
s = kit.source("nava-wic-recert-decisions", "docs/decisions", r"\d{4}-.*\.md")
s.copy("c", s.pick("Status: accepted"), "docs/decisions/0005-copy-of-a-decision.md",
       "a record copied as 0005-copy-of-a-decision.md: number 5 taken twice")
f = s.pick("Status: accepted")
s.sub("f", f, "Status: accepted", "Status: acceptd", f"status 'accepted' misspelt 'acceptd' in {f}")
s.score("# nava-wic-recert-decisions: kinds c, f. One copy: /tmp/eval285-inj-ir/nava-wic-recert-decisions.")
