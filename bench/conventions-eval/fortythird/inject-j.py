"""Inject defects into clean documents of a copy of each data44 source (forty-third evaluation, part j: the
developer's, blind on the code after the forty-first set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-j.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fortythird", "j", data="/work/data44", clean="/tmp/eval44", copies="/tmp/eval44-inj-j", frozen="/tmp/frozen42")


# ghalactic-adrs: ghalactic/provision-github-tokens docs/adrs @ a6c38df. No template; MADR-style records with front
# matter (status: accepted in all 30), Context and problem statement, Decision, Consequences, Alternatives considered,
# More information ("- Supersedes: [ADR-0002][adr-0002]"). g: no template text to leave in.
A = "docs/adrs/"
s = kit.source("ghalactic-adrs", A[:-1], r"\d{4}-.*\.md")
f = s.take(A + "0010-separate-token-and-provision-authorization.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (29 of 30 records have it)")
f = s.take(A + "0012-cap-issued-token-permissions-at-installation-boundaries.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nThis follows [ADR-0031](0031-use-fine-grained-tokens.md).\n",
      "link to 0031-use-fine-grained-tokens.md, which does not exist")
f = s.take(A + "0014-secure-rule-changes-through-repository-access-control.md")
s.copy("c", f, A + "0014-protect-rule-files-with-codeowners.md", f"a copy of {f} under the same number 0014")
f = s.take(A + "0006-discover-requesters-via-app-installations.md")
s.sub("d", f, "status: accepted", "status: superseded by [ADR-0031](0031-discover-requesters-via-config.md)",
      "'status: superseded by [ADR-0031](0031-discover-requesters-via-config.md)', which does not exist")
f = s.take(A + "0027-use-declarative-pull-based-architecture-for-token-provisioning.md")
s.sub("e", f, "## Decision\n", "## Decision\n\nThis ADR supersedes [ADR-0005](0005-use-a-sequential-pipeline-architecture.md).\n",
      "0027 supersedes docs/adrs/0005-use-a-sequential-pipeline-architecture.md, left 'accepted'")
f = s.take(A + "0020-intersect-environments-across-matching-provision-patterns.md")
s.sub("f", f, "status: accepted", "status: postponed", "'status: postponed' (every record: accepted)")
s.score("# ghalactic-adrs: kinds a b c d e f; g skipped (no template). One copy: /tmp/eval44-inj-j/ghalactic-adrs.")

# harvester-heps: harvester/harvester enhancements @ 3d63c2a. YYYYMMDD-template.md: '# Title', Summary, Motivation
# (Goals, Non-goals [optional]), Proposal, Design (Implementation Overview, Test plan, Upgrade strategy), Note
# [optional]. Dated, no statuses, no supersessions: c d e f skipped.
H = "enhancements/"
s = kit.source("harvester-heps", H[:-1], r"\d{8}-.*\.md")
f = s.take(H + "20220413-zero-downtime-upgrade.md")
s.delsec("a", f, "## Proposal", "deleted '## Proposal' (the template and 70 of 70 enhancements have it)")
f = s.take(H + "20220720-alertmanager.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also the [monitoring HEP](20220601-monitoring.md).\n",
      "link to 20220601-monitoring.md, which does not exist")
f = s.take(H + "20220525-system-logging.md")
s.setbody("g", f, "### Implementation Overview", "Overview on how the enhancement will be implemented.",
          "'### Implementation Overview' is the template's own line")
s.score("# harvester-heps: kinds a b g; c d e f skipped. One copy: /tmp/eval44-inj-j/harvester-heps.")

# ocm-enhancements: open-cluster-management-io/enhancements @ 5b06921. guidelines/README.md (the template, after the
# KEP one) and guidelines/metadata.yaml (status: provisional|implementable|...|replaced, replaces, superseded-by);
# NN-name/README.md with metadata.yaml beside it. Kinds d e f live in metadata.yaml: scored on its README.
E = "enhancements/sig-architecture/"
s = kit.source("ocm-enhancements", E[:-1], r"\d+-[a-z0-9-]+")
f = s.take(E + "12-addon-manager")
s.delsec("a", f + "/README.md", "## Motivation", "deleted '## Motivation' (44 of 44 in sig-architecture have it)")
f = s.take(E + "15-resourcebasedscheduling")
s.sub("b", f + "/README.md", "## Motivation\n",
      "## Motivation\n\nSee also [cluster claims](../16-cluster-claims/README.md).\n",
      "link to ../16-cluster-claims/README.md, which does not exist")
f = s.take(E + "17-cluster-features")
s.sub("g", f + "/README.md", "## Summary\n",
      "## Summary\n\nThe `Summary` section is incredibly important for producing high quality\nuser-focused documentation "
      "such as release notes or a development roadmap.\n\n## Summary of the change\n",
      "the template's Summary prompt put back as the Summary, the author's text moved under a heading of its own")
f = s.take(E + "10-deletepropagationstrategy")
s.sub("f", f + "/metadata.yaml", "status: implementable", "status: postponed",
      f"'status: postponed' in {f}/README.md's metadata.yaml (guidelines: provisional|implementable|...|replaced)")
s.score("# ocm-enhancements: kinds a b f g; c d e skipped. One copy: /tmp/eval44-inj-j/ocm-enhancements.")
