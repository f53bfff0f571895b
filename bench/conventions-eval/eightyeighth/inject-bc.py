"""Inject defects into clean documents of a copy of each data87 source (eighty-eighth evaluation, part bc: the
developer's, blind on 94677c6, the same code as the eighty-seventh). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bc.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eightyeighth", "bc", data="/work/data87", clean="/tmp/eval87", copies="/tmp/eval87-inj-bc", frozen="/tmp/frozen87")


# tna-tre-adr: nationalarchives/da-tre-dev-documentation @ a8e8110. architecture-decision-records/001-011 (Nygard),
# template-ADR.md: a, f, b.
s = kit.source("tna-tre-adr", "architecture-decision-records", r"00[5-9]-.*\.md")
f = s.take("architecture-decision-records/007-TRE-Out-Subscription-mechanism.md")
s.delsec("a", f, "## Context", "deleted '## Context' (the template and 11 of 11 have it)")
f = s.take("architecture-decision-records/009-GitHub-actions.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAccpeted", "status 'Accpeted' (a typo of Accepted)")
f = s.take("architecture-decision-records/006-Audit-information.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 5](005-Parser-Separation.md).\n",
      "link to 005-Parser-Separation.md (the file is 005-Parser-separation.md)")
s.score("# tna-tre-adr: kinds a, f, b. One copy: /tmp/eval87-inj-bc/tna-tre-adr.")

# hmrc-frontend-adr: hmrc/hmrc-frontend @ e32e03c. docs/adr/0001-0009 (MADR 2, `* Status: accepted`), template.md,
# index.md: a, f, b.
s = kit.source("hmrc-frontend-adr", "docs/adr", r"000[0-9]-.*\.md")
f = s.take("docs/adr/0006-provide-back-link-helper.md")
s.delsec("a", f, "## Decision Outcome", "deleted '## Decision Outcome' (the template and 9 of 9 have it)")
f = s.take("docs/adr/0005-use-better-npm-audit.md")
s.sub("f", f, "* Status: accepted", "* Status: acceptd", "status 'acceptd' (a typo of accepted)")
f = s.take("docs/adr/0007-add-print-stylesheet.md")
s.sub("b", f, "## Context and Problem Statement\n",
      "## Context and Problem Statement\n\nSee [ADR 6](0006-provide-backlink-helper.md).\n",
      "link to 0006-provide-backlink-helper.md (the file is 0006-provide-back-link-helper.md)")
s.score("# hmrc-frontend-adr: kinds a, f, b. One copy: /tmp/eval87-inj-bc/hmrc-frontend-adr.")

# intel-emf-design: open-edge-platform/edge-manageability-framework @ 13f926f. design-proposals/ (53 unnumbered
# proposals, design-proposal-template.md, almost no statuses): g, b.
s = kit.source("intel-emf-design", "design-proposals", r"[a-z0-9-]+\.md")
f = s.take("design-proposals/app-orch-helm-to-dp.md")
s.setbody("g", f, "## Rationale", "[A discussion of alternate approaches that have been considered and the trade\n"
          "offs, advantages, and disadvantages of the chosen approach.]", "the Rationale is still the template's prompt")
f = s.take("design-proposals/cluster-orch-k3s.md")
s.sub("b", f, "## Abstract\n", "## Abstract\n\nSee [cluster add-ons](cluster-orch-addons.md).\n",
      "link to cluster-orch-addons.md (the file is cluster-orch-addon.md)")
s.score("# intel-emf-design: kinds g, b. One copy: /tmp/eval87-inj-bc/intel-emf-design.")
