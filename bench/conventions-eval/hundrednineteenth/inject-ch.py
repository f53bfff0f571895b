"""Inject defects into clean documents of a copy of each data120 source (hundred-and-nineteenth evaluation, part ch:
the developer's, blind on d779f85, this stop's final code before the set). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-ch.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundrednineteenth", "ch", data="/work/data120", clean="/tmp/s52/blind9", copies="/tmp/eval120-inj-ch",
          frozen="/tmp/frozen127")

# chimera: Codeseys-Labs/chimera @ db42f30. docs/architecture/decisions/ADR-NNN-<slug>.md (`## Status` then
# `**Accepted** (date)`, Context, Decision, Alternatives Considered, Consequences): a, c, f.
A = "docs/architecture/decisions"
s = kit.source("chimera", A, r"ADR-\d{3}-.*\.md")
f = s.take(f"{A}/ADR-003-strands-agent-framework.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' from an accepted ADR")
f = s.take(f"{A}/ADR-005-aws-cdk-iac.md")
s.sub("f", f, "**Accepted** (2026-03-20)", "**Acceptd** (2026-03-20)", "status 'Acceptd' (a typo of Accepted)")
f = s.take(f"{A}/ADR-002-cedar-policy-engine.md")
s.copy("c", f, f"{A}/ADR-002-cedar-policy-store.md", f"a copy of {f} under another name: two ADRs numbered 002")
s.score("# chimera: kinds a, c, f. One copy: /tmp/eval120-inj-ch/chimera.")

# animus: AreteDriver/animus @ 5c69d54. docs/ design pages: b.
s = kit.source("animus", "docs", r"[A-Z].*\.md")
f = s.take("docs/ARCHITECTURE.md")
s.sub("b", f, "\n## System Diagram\n", "\nSee also [the evolution loop](./EVOLUTION-LOOP.md).\n\n## System Diagram\n",
      "link to ./EVOLUTION-LOOP.md (the file is EVOLUTION_LOOP.md)")
s.score("# animus: kind b. One copy: /tmp/eval120-inj-ch/animus.")

# allerac-one: Allerac/allerac-one @ ecc3571. docs/: b.
s = kit.source("allerac-one", "docs", r"[a-z].*\.md")
f = s.take("docs/ux-map.md")
s.sub("b", f, "\n## Login\n", "\nSee [the skill router](skills/skill-router.md).\n\n## Login\n",
      "link to skills/skill-router.md (the file is skills/SKILL_ROUTER.md)")
s.score("# allerac-one: kind b. One copy: /tmp/eval120-inj-ch/allerac-one.")
