"""Inject defects into clean documents of a copy of each data122 source (hundred-and-twenty-first evaluation, part
cj: the developer's, blind on f36b002, stop 52's final code). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-cj.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwentyfirst", "cj", data="/work/data122", clean="/tmp/s53/blind2", copies="/tmp/eval122-inj-cj",
          frozen="/tmp/frozen128")

# ai-development-foundations: Hafeok/ai-development-foundations @ 76a8016. rfcs/NNNN-<slug>.md, front matter
# (rfc, title, status, supersedes) as rfcs/0000-template.md: a, f, d.
R = "rfcs"
s = kit.source("ai-development-foundations", R, r"\d{4}-.*\.md")
f = s.take(f"{R}/0002-spmc-axis-precision.md")
s.delsec("a", f, "## Stability justification", "deleted '## Stability justification' (the template and all four RFCs have it)")
f = s.take(f"{R}/0003-design-principles.md")
s.sub("f", f, "status: accepted\n", "status: acepted\n", "status 'acepted' (a typo of accepted)")
f = s.take(f"{R}/0004-seam-pattern.md")
s.sub("d", f, "supersedes: none\n", "supersedes: 0007\n", "supersedes: 0007, an RFC that is not in rfcs/")
s.score("# ai-development-foundations: kinds a, d, f. One copy: /tmp/eval122-inj-cj/ai-development-foundations.")

# Omniscience: 100rd/Omniscience @ 955b302. docs/decisions/NNNN-<slug>.md (`- **Status**:`, `- **Supersedes**:`,
# Context, Decision, ...): a, e.
D = "docs/decisions"
s = kit.source("Omniscience", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0001-language-and-stack.md")
s.delsec("a", f, "## Context", "deleted '## Context' (all four ADRs have it)")
f = s.take(f"{D}/0004-retrieval-strategy-staged.md")
s.sub("e", f, "- **Supersedes**: none\n", "- **Supersedes**: [ADR 0002](0002-connector-framework-vs-sdk.md)\n",
      f"ADR 0004 supersedes {D}/0002-connector-framework-vs-sdk.md, which still says Accepted")
s.score("# Omniscience: kinds a, e. One copy: /tmp/eval122-inj-cj/Omniscience.")
