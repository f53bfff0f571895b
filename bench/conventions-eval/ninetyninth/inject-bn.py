"""Inject defects into clean documents of a copy of each data100 source (ninety-ninth evaluation, part bn: the
developer's, blind on f3f4902, the stop's final code). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bn.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("ninetyninth", "bn", data="/work/data100", clean="/tmp/eval100", copies="/tmp/eval100-inj-bn", frozen="/tmp/frozen102")


# beis-roda: UKGovernmentBEIS/beis-report-official-development-assistance @ 7c94423. doc/architecture/decisions/
# NNNN-<slug>.md (41, adr-tools): a, b, c, f.
s = kit.source("beis-roda", "doc/architecture/decisions", r"002[5-8]-.*\.md")
f = s.take("doc/architecture/decisions/0025-use-terraform-to-set-up-and-deploy-to-the-paas.md")
s.delsec("a", f, "## Context", "deleted '## Context' (Nygard's, every record has it)")
f = s.take("doc/architecture/decisions/0026-use-omniauth-to-standardise-authentication.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 25](0025-use-terraform-to-deploy-to-the-paas.md).\n",
      "link to 0025-use-terraform-to-deploy-to-the-paas.md (the file is 0025-use-terraform-to-set-up-and-deploy-to-the-"
      "paas.md)")
f = s.take("doc/architecture/decisions/0027-use-github-actions-for-continuous-integration.md")
s.copy("c", f, "doc/architecture/decisions/0027-use-circleci.md", "a second ADR numbered 0027 (a copy)")
f = s.take("doc/architecture/decisions/0028-add-cdn-route.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcceptd", "status 'Acceptd' (a typo of Accepted)")
s.score("# beis-roda: kinds a, b, c, f. One copy: /tmp/eval100-inj-bn/beis-roda.")

# emqx-eip: emqx/eip @ e73eee0. active/, implemented/, rejected/NNNN-<slug>.md (43, status by folder),
# active/0000-proposal-template.md: a, b, c.
s = kit.source("emqx-eip", "implemented", r"00[2-3][0-9]-.*\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template's, the implemented EIPs keep it)")
f = s.pick("\n## Abstract\n")
s.sub("b", f, "## Abstract\n", "## Abstract\n\nSee [EIP 0019](0019-plugin.md).\n", "link to 0019-plugin.md (the file is "
      "0019-plugins.md)")
f = s.pick("\n## Design\n")
s.copy("c", f, "implemented/" + Path(f).name.split("-", 1)[0] + "-second-copy.md", "a second EIP of the same number")
s.score("# emqx-eip: kinds a, b, c. One copy: /tmp/eval100-inj-bn/emqx-eip.")

# node-red-designs: node-red/designs @ 788b744. designs/<slug>.md or <slug>/README.md (27, front matter `state:`),
# proposal-template.md: a, f.
s = kit.source("node-red-designs", "designs", r"[a-z].*\.md")
f = s.pick("state: draft\n")
s.sub("f", f, "state: draft\n", "state: drfat\n", "state 'drfat' (a typo of draft)")
f = s.pick("\n## Details\n")
s.delsec("a", f, "## Details", "deleted '## Details' (the template's, 26 of 27 designs keep it)")
s.score("# node-red-designs: kinds a, f. One copy: /tmp/eval100-inj-bn/node-red-designs.")
