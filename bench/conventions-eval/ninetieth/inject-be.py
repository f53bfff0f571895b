"""Inject defects into clean documents of a copy of each data90 source (ninetieth evaluation, part be: the
developer's, blind on a63f5df). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-be.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("ninetieth", "be", data="/work/data90", clean="/tmp/eval90", copies="/tmp/eval90-inj-be", frozen="/tmp/frozen90")


# polyn-adr: SpiffInc/polyn @ 4de8022. decisions/0001-0018 (MADR 3, front matter status), template.md: a, b, c, f.
s = kit.source("polyn-adr", "decisions", r"00[0-1][0-9]-.*\.md")
f = s.take("decisions/0005-use-monorepo.md")
s.delsec("a", f, "## Considered Options", "deleted '## Considered Options' (the MADR template's, and 18 of 18 have it)")
f = s.take("decisions/0009-create-separate-naming-library.md")
s.sub("b", f, "## Context and Problem Statement\n", "## Context and Problem Statement\n\nSee [ADR 8](0008-distinguish-"
      "message-names-and-types.md).\n", "link to 0008-distinguish-message-names-and-types.md (the file is "
      "0008-distinguish-message-name-and-types.md)")
f = s.take("decisions/0012-default-stream-replicas-to-one.md")
s.copy("c", f, "decisions/0012-default-stream-replicas-to-three.md", "a second ADR numbered 0012 (a copy)")
f = s.take("decisions/0010-disallow-deleting-schemas.md")
s.sub("f", f, "status: accepted", "status: acceptd", "status 'acceptd' (a typo of accepted)")
s.score("# polyn-adr: kinds a, b, c, f. One copy: /tmp/eval90-inj-be/polyn-adr.")

# yorkie-design: yorkie-team/yorkie @ ea93fb2. docs/design/ (39 designs, unnumbered, TEMPLATE.md): a, b, g.
s = kit.source("yorkie-design", "docs/design", r"[a-z].*\.md")
f = s.pick("\n## Alternatives Considered\n")
s.delsec("a", f, "## Design", "deleted '## Design' (the template's, and 36 of 38 have it)")
f = s.take("docs/design/garbage-collection.md")
s.sub("b", f, "refer to [this document](gc-for-text-type.md)", "refer to [this document](gc-for-text.md)",
      "link to gc-for-text.md (the file is gc-for-text-type.md)")
f = s.pick("\n## Problem\n")
s.setbody("g", f, "## Problem", "(Background and motivation. Why is this change needed?)", "the template's Problem "
          "prompt left as the section's text")
s.score("# yorkie-design: kinds a, b, g. One copy: /tmp/eval90-inj-be/yorkie-design.")

# forge-docs-adr: get-forge/forge-docs @ a5eb945. docs/architecture-decisions/0001-0024 (a status line, bold headings),
# no template: a, b, c, f.
s = kit.source("forge-docs-adr", "docs/architecture-decisions", r"00[0-2][0-9]-.*\.md")
f = s.take("docs/architecture-decisions/0012-clean-architecture-package-structure.md")
s.delsec("a", f, "## **Decision**", "deleted '## **Decision**' (22 of 22 full records have it)")
f = s.take("docs/architecture-decisions/0014-application-caching-strategy.md")
s.sub("b", f, "## **Context**\n", "## **Context**\n\nSee [ADR 11](0011-stateless-jwt-auth.md).\n",
      "link to 0011-stateless-jwt-auth.md (the file is 0011-stateless-jwt-authentication.md)")
f = s.take("docs/architecture-decisions/0020-single-vpc-per-environment.md")
s.copy("c", f, "docs/architecture-decisions/0020-two-vpcs-per-environment.md", "a second ADR numbered 0020 (a copy)")
f = s.take("docs/architecture-decisions/0023-dnssec-route53-hosted-zones-baseline.md")
s.sub("f", f, "**Status:** Accepted", "**Status:** Acceptted", "status 'Acceptted' (a typo of Accepted)")
s.score("# forge-docs-adr: kinds a, b, c, f. One copy: /tmp/eval90-inj-be/forge-docs-adr.")
