"""Inject defects into clean documents of a copy of each data235 source (two-hundred-and-thirty-fourth evaluation,
part gs: the developer's, blind on the stop's code as it stood, 26acbc4, frozen as /tmp/frozen215). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gs.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirtyfourth", "gs", data="/work/data235", clean="/work/blind235", pool="/work/blind235",
          copies="/tmp/eval234-inj-gs", frozen="/tmp/frozen215")

# opre-ops: docs/adr/NNN-x.md, Nygard's sections, `## Status` then the word: f, b.
s = kit.source("opre-ops", "docs/adr", r"0[23]\d-.*\.md")
f = s.pick("## Status\nAccepted", skip=1)
s.sub("f", f, "## Status\nAccepted", "## Status\nAcceptd", f"status Accepted misspelt in {f}")
f = s.pick("\n## Context\n", skip=4)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nAs [ADR 32](032-use-celery-for-jobs.md) decided.\n", f"link to a missing ADR in {f}")
s.score("# opre-ops: kinds f, b. One copy: /tmp/eval234-inj-gs/opre-ops.")

# scouting-ds: docs/decisions/NNNN-x.md, `Date:` and `Status:` lines: f, a.
s = kit.source("scouting-ds", "docs/decisions", r"000[2-7]-.*\.md")
f = s.pick("Status: Accepted", skip=1)
s.sub("f", f, "Status: Accepted", "Status: Acepted", f"status Accepted misspelt in {f}")
f = s.pick("\n## Consequences\n", skip=3)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f}")
s.score("# scouting-ds: kinds f, a. One copy: /tmp/eval234-inj-gs/scouting-ds.")
