"""Inject defects into clean documents of a copy of each data88 source (eighty-ninth evaluation, part bd: the
developer's, blind on f1a1074, this stop's final code; no fix follows it). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-bd.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eightyninth", "bd", data="/work/data88", clean="/tmp/eval89", copies="/tmp/eval89-inj-bd", frozen="/tmp/bend46")


# botech-adr: bo-tech/business-operations @ 2ace9d8. docs/decisions/0000-0021 (MADR, front matter date, a MyST label
# above the title): a, b.
s = kit.source("botech-adr", "docs/decisions", r"00[0-2][0-9]-.*\.md")
f = s.take("docs/decisions/0003-use-cloudnative-pg.md")
s.delsec("a", f, "## Context and Problem Statement", "deleted '## Context and Problem Statement' (the MADR template's, "
         "and 22 of 22 have it)")
f = s.take("docs/decisions/0004-multiple-databases-in-one-cluster.md")
s.sub("b", f, "## Context and Problem Statement\n", "## Context and Problem Statement\n\nSee [0003](0003-use-cnpg.md).\n",
      "link to 0003-use-cnpg.md (the file is 0003-use-cloudnative-pg.md)")
s.score("# botech-adr: kinds a, b. One copy: /tmp/eval89-inj-bd/botech-adr.")

# mico-adr: UST-MICO/docs @ 4d4c76c. adr/0000-0027 (MADR, template.md), a Sphinx site: b.
s = kit.source("mico-adr", "adr", r"00[0-2][0-9]-.*\.md")
f = s.take("adr/0004-monolith-first.md")
s.sub("b", f, "## Context and Problem Statement\n", "## Context and Problem Statement\n\nSee [ADR 1](0001-java-frameworks.md).\n",
      "link to 0001-java-frameworks.md (the file is 0001-java-framework.md)")
s.score("# mico-adr: kind b. One copy: /tmp/eval89-inj-bd/mico-adr.")

# cozy-proposals: cozystack/community @ 1e70234. design-proposals/<slug>/README.md (seven) on template.md: b.
s = kit.source("cozy-proposals", "design-proposals/unified-tls-pki", r"README\.md")
f = s.take("design-proposals/unified-tls-pki/README.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [the OIDC proposal](../tenant-oidc-realm/README.md).\n",
      "link to ../tenant-oidc-realm/ (the folder is tenant-oidc-per-tenant-realm)")
s.score("# cozy-proposals: kind b. One copy: /tmp/eval89-inj-bd/cozy-proposals.")
