"""Inject defects into clean documents of a copy of each data98 source (ninety-seventh evaluation, part bl: the
developer's, blind on the 96th set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bl.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("ninetyseventh", "bl", data="/work/data98", clean="/tmp/eval98", copies="/tmp/eval98-inj-bl", frozen="/tmp/frozen100")


# velero: vmware-tanzu/velero @ d30d389. design/<slug>.md (open) and design/Implemented/ (62), _template.md: a, b, g.
s = kit.source("velero", "design/Implemented", r"[a-z].*\.md")
f = s.pick("\n## High-Level Design\n")
s.delsec("a", f, "## High-Level Design", "deleted '## High-Level Design' (the template's, 37 of 41 keep it)")
f = s.pick("\n## Goals\n")
s.sub("b", f, "## Goals\n", "## Goals\n\nSee [the restore hooks design](restore-hook.md).\n", "link to restore-hook.md "
      "(the file is restore-hooks.md)")
f = s.pick("\n## Security Considerations\n")
s.setbody("g", f, "## Security Considerations", "If this proposal has an impact to the security of the product, its "
          "users, or data stored or transmitted via the product, they must be addressed here.\n",
          "Security Considerations left as the template's prompt")
s.score("# velero: kinds a, b, g. One copy: /tmp/eval98-inj-bl/velero.")

# verify-service-provider: alphagov/verify-service-provider @ 3c2300b. docs/adr/NNNN-<slug>.md (26, adr-tools): b, c, e, f.
s = kit.source("verify-service-provider", "docs/adr", r"00(09|1[0-9]|2[0-5])-.*\.md")
f = s.take("docs/adr/0010-we-will-keep-the-config-as-simple-as-possible.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 9](0009-we-will-not-use-dependency-injection.md).\n",
      "link to 0009-we-will-not-use-dependency-injection.md (the file is 0009-we-will-not-use-a-dependency-injection-"
      "framework.md)")
f = s.take("docs/adr/0012-we-will-use-the-full-profile.md")
s.copy("c", f, "docs/adr/0012-we-will-use-the-basic-profile.md", "a second ADR numbered 0012 (a copy)")
f = s.take("docs/adr/0013-we-will-write-acceptance-tests-against-compliance-tool.md")
s.sub("e", f, "## Status\n\nAccepted\n", "## Status\n\nAccepted\n\nSupersedes [9. We will not use a dependency injection "
      "framework](0009-we-will-not-use-a-dependency-injection-framework.md)\n",
      "0013 supersedes docs/adr/0009-we-will-not-use-a-dependency-injection-framework.md, which stays Accepted")
f = s.take("docs/adr/0014-html-will-not-be-generated-by-the-verify-service-provider.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n", "status 'Acepted' (a typo of Accepted)")
s.score("# verify-service-provider: kinds b, c, e, f. One copy: /tmp/eval98-inj-bl/verify-service-provider.")

# kueue: kubernetes-sigs/kueue @ ff69552. keps/<issue>-<slug>/README.md + kep.yaml (56), NNNN-template/: a, b, f.
s = kit.source("kueue", [f"keps/{k}" for k in ("1136-provisioning-request-support", "1224-lending-limit",
                                               "1282-pods-ready-requeue-strategy", "1284-cluster-queue-stop",
                                               "1337-preempt-within-cohort-while-borrowing")], r"(README\.md|kep\.yaml)$")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template's, every KEP has it)")
f = s.take("keps/1284-cluster-queue-stop/README.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee [KEP-1224](../1224-lending-limits/README.md).\n", "link to "
      "../1224-lending-limits/README.md (the folder is 1224-lending-limit)")
f = s.take("keps/1136-provisioning-request-support/kep.yaml")
s.sub("f", f, "status: implemented", "status: implemnted", "status 'implemnted' (a typo of implemented), beside keps/1136-provisioning-request-support/README.md")
s.score("# kueue: kinds a, b, f. One copy: /tmp/eval98-inj-bl/kueue.")
