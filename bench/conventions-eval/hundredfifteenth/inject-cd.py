"""Inject defects into clean documents of a copy of each data116 source (hundred-and-fifteenth evaluation, part cd:
the developer's, blind on f334d33, this stop's code after the 114th set). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-cd.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfifteenth", "cd", data="/work/data116", clean="/tmp/s52/blind5", copies="/tmp/eval116-inj-cd",
          frozen="/tmp/frozen121")

# plumly: FHIR-IQ/Plumly @ 0e70dbd. docs/adr/NNN-<slug>.md, three ADRs (`**Status:** Accepted`, Context, Decision,
# Rationale, Alternatives Considered, Consequences, ...), docs/templates/adr-template.md: a, f.
A = "docs/adr"
s = kit.source("plumly", A, r"\d{3}-.*\.md")
f = s.take(f"{A}/002-prompt-template-architecture.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' from an accepted ADR")
f = s.take(f"{A}/001-technology-stack-selection.md")
s.sub("f", f, "**Status:** Accepted", "**Status:** Acccepted", "status 'Acccepted' (a typo of Accepted)")
s.score("# plumly: kinds a, f. One copy: /tmp/eval116-inj-cd/plumly.")

# copilot-consensus: Alan-Jowett/CoPilot-For-Consensus @ ec18976. docs/: b.
s = kit.source("copilot-consensus", "docs", r"[A-Z].*\.md")
f = s.pick("\n## ")
s.sub("b", f, "\n## ", "\nSee also [the observability RFC](./OBSERVABILITY-RFC.md).\n\n## ",
      "link to ./OBSERVABILITY-RFC.md (the file is OBSERVABILITY_RFC.md)")
s.score("# copilot-consensus: kind b. One copy: /tmp/eval116-inj-cd/copilot-consensus.")

# superposition: juspay/superposition @ 6785947. The docs' README and guides: b.
s = kit.source("superposition", "docs", r"README\.md")
f = s.take("docs/README.md")
s.sub("b", f, "\n## ", "\nSee the [site's configuration](./docusaurus.config.js).\n\n## ",
      "link to ./docusaurus.config.js (the file is docusaurus.config.ts)")
s.score("# superposition: kind b. One copy: /tmp/eval116-inj-cd/superposition.")
