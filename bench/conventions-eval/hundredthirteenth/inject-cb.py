"""Inject defects into clean documents of a copy of each data114 source (hundred-and-thirteenth evaluation, part cb:
the developer's, blind on 3ecf9a6, this stop's code after the 112th set). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-cb.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirteenth", "cb", data="/work/data114", clean="/tmp/s52/blind3", copies="/tmp/eval114-inj-cb",
          frozen="/tmp/frozen118")

# ai-helm: ADORSYS-GIS/ai-helm @ c23aafc. docs/adr/NNNN-<slug>.md, 120-odd ADRs (`**Status:** Accepted`, Context,
# Decision, Consequences, Alternatives considered, Related), template docs/adr/template.md: a, b, f.
A = "docs/adr"
s = kit.source("ai-helm", A, r"\d{4}-.*\.md")
f = s.pick("\n## Consequences\n", skip=60)
s.delsec("a", f, "## Consequences", "deleted '## Consequences' from an ADR (the template's; nearly every ADR keeps it)")
f = s.pick("\n**Status:** Accepted\n", skip=70)
s.sub("f", f, "\n**Status:** Accepted\n", "\n**Status:** Acceptd\n", "status 'Acceptd' (a typo of Accepted)")
f = s.pick("\n## Related\n", skip=80)
s.sub("b", f, "\n## Related\n", "\n## Related\n\n- [ADR template](./adr-template.md)\n",
      "link to ./adr-template.md (the file is template.md)")
s.score("# ai-helm: kinds a, b, f. One copy: /tmp/eval114-inj-cb/ai-helm.")

# portarium: 45ck/Portarium @ df231bc. docs/internal/adr/NNNN-<slug>.md and ADR-NNNN-<slug>.md (`**Status:**
# Accepted` or `## Status`, Context, Decision, Consequences): a, e, f.
P = "docs/internal/adr"
s = kit.source("portarium", P, r"(?:ADR-)?\d{4}-.*\.md")
f = s.take(f"{P}/0060-presentation-state-management.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' from an accepted ADR (every ADR here has it)")
f = s.take(f"{P}/0033-observability-opentelemetry.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcceptted", "status 'Acceptted' (a typo of Accepted)")
f = s.take(f"{P}/0059-presentation-rendering-strategy.md")
s.sub("e", f, "**Status:** Accepted", "**Status:** Accepted\n\nSupersedes [ADR-0058](0058-presentation-api-client-"
      "strategy.md).", f"ADR-0059 says it supersedes ADR-0058, which is still Accepted ({P}/0058-presentation-api-"
      "client-strategy.md)")
s.score("# portarium: kinds a, e, f. One copy: /tmp/eval114-inj-cb/portarium.")

# federal-carbon-footprint: 18F/federal-carbon-footprint @ 0ecc9db. docs/adr/NNNN-<slug>.md, three ADRs (`# 2.
# Title`, Created, Status, Context, Decision, Consequences), template TEMPLATE.md: b.
D = "docs/adr"
s = kit.source("federal-carbon-footprint", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0002-prototyping-strategy.md")
s.sub("b", f, "\n## Context\n", "\nSee [the first decision](0001-record-decisions.md).\n\n## Context\n",
      "link to 0001-record-decisions.md (the file is 0001-record-architecture-decisions.md)")
s.score("# federal-carbon-footprint: kind b. One copy: /tmp/eval114-inj-cb/federal-carbon-footprint.")
