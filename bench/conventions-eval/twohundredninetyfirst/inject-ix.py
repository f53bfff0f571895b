"""Inject defects into clean documents of a copy of each data293 source (two-hundred-and-ninety-first evaluation,
part ix: the developer's, blind on c066409, frozen as /tmp/frozen245). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ix.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninetyfirst", "ix", data="/work/data293", clean="/work/blind293", pool="/work/blind293",
          copies="/tmp/eval291-inj-ix", frozen="/tmp/frozen245")

# cf-cli-adr: doc/adr/NNNN-x.md (adr-tools): c, f.
s = kit.source("cf-cli-adr", "doc/adr", r"\d{4}-.*\.md")
s.copy("c", s.take("doc/adr/0007-integration-vs-command-test.md"), "doc/adr/0007-copy-of-a-decision.md",
       "a record copied as 0007-copy-of-a-decision.md: number 7 taken twice")
f = s.take("doc/adr/0003-resource-matching-implementation.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAccpeted", f"status 'Accepted' misspelt 'Accpeted' in {f}")
s.score("# cf-cli-adr: kinds c, f. One copy: /tmp/eval291-inj-ix/cf-cli-adr.")

# vstest-rfcs: docs/RFCs/NNNN-x.md, no template, Summary in 33 of 35: a.
s = kit.source("vstest-rfcs", "docs/RFCs", r"\d{4}-.*\.md")
f = s.take("docs/RFCs/0005-Test-Platform-SDK.md")
s.delsec("a", f, "## Summary", f"deleted '## Summary' (33 of 35 RFCs have it) from {f}")
s.score("# vstest-rfcs: kind a. One copy: /tmp/eval291-inj-ix/vstest-rfcs.")
