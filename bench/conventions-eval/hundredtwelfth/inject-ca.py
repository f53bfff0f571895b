"""Inject defects into clean documents of a copy of each data113 source (hundred-and-twelfth evaluation, part ca: the
developer's, blind on 607af2d, this stop's code after the 111th set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ca.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwelfth", "ca", data="/work/data113", clean="/tmp/s52/blind2", copies="/tmp/eval113-inj-ca",
          frozen="/tmp/frozen117")

# agent-paradise: AgentParadise/agent-paradise-standards-system @ d541a92. standards/v1/APS-V1-0001-code-topology/
# docs/adrs/NNNN-<slug>.md, six ADRs (`# ADR-0002: Title`, `**Status:** Accepted` or `## Status`, Context, Decision,
# Rationale, Consequences, Alternatives Rejected): a, e, f.
A = "standards/v1/APS-V1-0001-code-topology/docs/adrs"
s = kit.source("agent-paradise", A, r"\d{4}-.*\.md")
f = s.take(f"{A}/0003-projectors-as-substandards.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' from an accepted ADR (every ADR here has it)")
f = s.take(f"{A}/0002-hybrid-coupling-metrics.md")
s.sub("f", f, "**Status:** Accepted", "**Status:** Acepted", "status 'Acepted' (a typo of Accepted)")
f = s.take(f"{A}/0006-tree-sitter-unification.md")
s.sub("e", f, "## Status\n\n**Accepted**\n", "## Status\n\n**Accepted**\n\nSupersedes [ADR-0004]"
      "(0004-force-directed-positions.md).\n", "ADR-0006 says it supersedes ADR-0004, which is still Accepted "
      f"({A}/0004-force-directed-positions.md)")
s.score("# agent-paradise: kinds a, e, f. One copy: /tmp/eval113-inj-ca/agent-paradise.")

# carbynestack-enhancements: carbynestack/carbynestack @ f86a7ac. enhancements/NNNN-<slug>.md, two CSEPs (Summary,
# Motivation, Proposal, Design Details, Alternatives, Infrastructure Needed), template NNNN-CSEP-template.md: b, c.
E = "enhancements"
s = kit.source("carbynestack-enhancements", E, r"\d{4}-.*\.md")
f = s.take(f"{E}/0055-federated-learning.md")
s.sub("b", f, "\n## Motivation\n", "\nBuilds on [end user authentication](0049-end-user-auth.md).\n\n## Motivation\n",
      "link to 0049-end-user-auth.md (the file is 0049-end-user-authentication.md)")
f = s.take(f"{E}/0049-end-user-authentication.md")
s.copy("c", f, f"{E}/0055-secure-aggregation.md", f"a copy of {f} numbered 0055: two CSEPs numbered 55")
s.score("# carbynestack-enhancements: kinds b, c. One copy: /tmp/eval113-inj-ca/carbynestack-enhancements.")

# secid: CloudSecurityAlliance/SecID @ 71b681d. docs/proposals/: 18 design proposals, no template: b.
P = "docs/proposals"
s = kit.source("secid", P, r"[A-Z].*\.md")
f = s.take(f"{P}/TIMESTAMP-FIELDS.md")
s.sub("b", f, "\n## ", "\nSee also [the URL plan](URL-NORMALISATION-PLAN.md).\n\n## ",
      "link to URL-NORMALISATION-PLAN.md (the file is URL-NORMALIZATION-PLAN.md)")
s.score("# secid: kind b. One copy: /tmp/eval113-inj-ca/secid.")
