"""Inject defects into clean documents of a copy of each data127 source (hundred-and-twenty-sixth evaluation, part
co: sources gathered by a helper, judged by the developer, blind on 0335324). See inject_kit.py; kinds a-g as in
earlier sets. Run: /work/main/.venv/bin/python inject-co.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwentysixth", "co", data="/work/data127", clean="/tmp/s53/blind7", copies="/tmp/eval127-inj-co",
          frozen="/tmp/frozen132")

# donner: jwmcglynn/donner @ a89269b. docs/design_docs/NNNN-<slug>.md (69, `**Status:**` line, Summary required by
# design_template.md): a, f.
D = "docs/design_docs"
s = kit.source("donner", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0003-renderer_interface_design.md")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template requires it; 59 of 69 keep it)")
f = s.take(f"{D}/0012-continuous_fuzzing.md")
s.sub("f", f, "**Status:** Implemented", "**Status:** Implemnted", "status 'Implemnted' (a typo of Implemented)")
s.score("# donner: kinds a, f. One copy: /tmp/eval127-inj-co/donner.")

# agent_ecology2: BrianMills2718/agent_ecology2 @ da4eb62. docs/adr/NNNN-<slug>.md (about 29, bold Status line,
# Context, Decision, Consequences, Related, as TEMPLATE.md): a, d, e.
A = "docs/adr"
s = kit.source("agent_ecology2", A, r"\d{4}-.*\.md")
f = s.take(f"{A}/0005-unified-documentation-graph.md")
s.delsec("a", f, "## Context", "deleted '## Context' (the template and 27 of 28 ADRs have it)")
f = s.take(f"{A}/0007-single-id-namespace.md")
s.sub("d", f, "**Status:** Accepted", "**Status:** Superseded by ADR-0099", "superseded by ADR-0099, which is not in docs/adr/")
f = s.take(f"{A}/0009-memory-as-artifact.md")
s.sub("e", f, "**Status:** Accepted\n", "**Status:** Accepted\n**Supersedes:** ADR-0008\n",
      f"ADR-0009 supersedes {A}/0008-token-bucket-rate-limiting.md, which still says Accepted")
s.score("# agent_ecology2: kinds a, d, e. One copy: /tmp/eval127-inj-co/agent_ecology2.")
