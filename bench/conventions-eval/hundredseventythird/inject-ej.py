"""Inject defects into clean documents of a copy of each data174 source (hundred-and-seventy-third evaluation, part
ej: the developer's, blind on the stop's second fixes, frozen as /tmp/frozen173). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ej.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventythird", "ej", data="/work/data174", clean="/work/blind174", pool="/work/blind174",
          copies="/tmp/eval173-inj-ej", frozen="/tmp/frozen173")

# agentproofarch: ADRs docs/decisions/NNNN-*.md, `Date · Status` lines (a Docusaurus site beside them): a, b, c.
s = kit.source("agentproofarch", "docs/decisions", r"\d{4}-.*\.md")
f = s.take("docs/decisions/0005-client-application-state.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the ADRs keep it)")
f = s.take("docs/decisions/0009-package-manager-pnpm.md")
s.sub("b", f, "(0004-no-exceptions-enforcement.md)", "(0004-no-exception-enforcement.md)",
      f"link to 0004-no-exception-enforcement.md in {f}: no such record")
f = s.take("docs/decisions/0010-tenant-creation-policy.md")
s.copy("c", f, "docs/decisions/0010-tenant-creation.md", f"copied {f}: ADR-0010 twice")
s.score("# agentproofarch: kinds a, b, c. One copy: /tmp/eval173-inj-ej/agentproofarch.")

# atlas: French ADRs in a Starlight site, docs/src/content/docs/decisions/NNNN-*.md, ## Statut: a, f.
s = kit.source("atlas", "docs/src/content/docs/decisions", r"\d{4}-.*\.md")
f = s.take("docs/src/content/docs/decisions/0010-node-appwrite-sdk-25.md")
s.delsec("a", f, "## Décision", f"deleted '## Décision' from {f} (the ADRs keep it)")
f = s.take("docs/src/content/docs/decisions/0012-neutralisation-framing-institutionnel.md")
s.sub("f", f, "## Statut\n\nAccepted (2026-05-27", "## Statut\n\nAcepted (2026-05-27", f"status 'Acepted' in {f}")
s.score("# atlas: kinds a, f. One copy: /tmp/eval173-inj-ej/atlas.")

# chemigram: ADRs docs/adr/ADR-NNN-*.md with a `> Status ·` block, ADR_TEMPLATE.md: a, e.
s = kit.source("chemigram", "docs/adr", r"ADR-\d{3}-.*\.md")
f = s.take("docs/adr/ADR-012-" + next(p for p in s.pool if "/ADR-012-" in p).split("/ADR-012-")[1])
s.delsec("a", f, "## Rationale", f"deleted '## Rationale' from {f} (the template and the ADRs keep it)")
f = s.take("docs/adr/ADR-022-mask-registry.md")
s.sub("e", f, "> Status · Superseded by ADR-076 (2026-05-03)", "> Status · Accepted",
      f"{f} left Accepted, though ADR-076 says it supersedes it")
s.score("# chemigram: kinds a, e. One copy: /tmp/eval173-inj-ej/chemigram.")
