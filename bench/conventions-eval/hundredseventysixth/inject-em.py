"""Inject defects into clean documents of a copy of each data177 source (hundred-and-seventy-sixth evaluation, part
em: the developer's, blind on the stop's final code 6602aa3, frozen as /tmp/frozen175). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-em.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventysixth", "em", data="/work/data177", clean="/work/blind177", pool="/work/blind177",
          copies="/tmp/eval176-inj-em", frozen="/tmp/frozen175")

# ard: ADRs docs/adrs/NNNN-*.md, `# NNNN: Title`, ## Status: a, c, f.
s = kit.source("ard", "docs/adrs", r"\d{4}-.*\.md")
f = s.take("docs/adrs/0005-use-result-maybe-and-try-for-error-handling.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the ADRs keep it)")
f = s.take("docs/adrs/0004-use-canonical-ard-formatting.md")
s.copy("c", f, "docs/adrs/0004-canonical-formatting.md", f"copied {f}: ADR 0004 twice")
f = s.pick("## Status\n\nAccepted\n")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n", f"status 'Acepted' in {f}")
s.score("# ard: kinds a, c, f. One copy: /tmp/eval176-inj-em/ard.")

# ophyd-async: adr-tools records docs/explanations/decisions/NNNN-*.md: a, f.
s = kit.source("ophyd-async", "docs/explanations/decisions", r"\d{4}-.*\.md")
f = s.take("docs/explanations/decisions/0010-docstring-format.md")
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (the records keep it)")
f = s.pick("## Status\n\nAccepted")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAccpted", f"status 'Accpted' in {f}")
s.score("# ophyd-async: kinds a, f. One copy: /tmp/eval176-inj-em/ophyd-async.")

# psi: MADR-based ADRs in status folders doc/PSI/PSI-ADR/<Status>/ADRNNN-*_V1.0.md: a, f.
s = kit.source("psi", "doc/PSI/PSI-ADR/Accepted", r"ADR\d{3}-.*\.md")
f = s.take("doc/PSI/PSI-ADR/Accepted/ADR002-use-gradle-buildtool_V1.0.md")
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' from {f} (the template and the ADRs keep it)")
f = s.pick("* Status: :accepted:")
s.sub("f", f, "* Status: :accepted:", "* Status: :acepted:", f"status ':acepted:' in {f}")
s.score("# psi: kinds a, f. One copy: /tmp/eval176-inj-em/psi.")
