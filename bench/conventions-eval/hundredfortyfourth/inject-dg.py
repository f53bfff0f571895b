"""Inject defects into clean documents of a copy of each data145 source (hundred-and-forty-fourth evaluation, part dg:
the developer's, blind on 8fa81fd, the hundred-and-forty-second set's fixes). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dg.py (writes injected-<source>.txt next to this file).
slsa-builder-adr has no clean record to edit on that code (each has a finding), so none is injected there.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfortyfourth", "dg", data="/work/data145", clean="/tmp/blind145", copies="/tmp/eval144-inj-dg",
          frozen="/tmp/frozen149")  # (8fa81fd)

# harbor-bridge-adr: AetherizeGmbH/harbor-workload-identity-bridge @ 431f5d5. ADRs docs/adr/NNNN-x.md: a, b, c, e, f.
D = "docs/adr"
s = kit.source("harbor-bridge-adr", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0004-trust-policy-as-crd-field.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the ADRs keep it)")
f = s.take(f"{D}/0010-service-account-ref-as-identity.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 3](0003-persistent-robots.md).\n",
      f"link to 0003-persistent-robots.md in {f} (the file is 0003-persistent-robots-per-harboraccess.md)")
f = s.take(f"{D}/0011-robot-password-secret-storage.md")
s.copy("c", f, f"{D}/0011-robot-password-in-vault.md", f"copied {f} to 0011-robot-password-in-vault.md: 11 twice")
s.take(f"{D}/0006-oidc-validation-and-audience.md")  # (left Accepted: the record superseded)
new = s.take(f"{D}/0016-credential-provider-cache-key-type.md")
s.sub("e", new, "## Status\n\nAccepted", "## Status\n\nAccepted. Supersedes [ADR-0006](0006-oidc-validation-and-"
      "audience.md).", f"{new} says it supersedes ADR 6; {D}/0006-oidc-validation-and-audience.md still Accepted "
      "(DC405 there, or DC404)")
f = s.take(f"{D}/0012-robot-description-as-component-contract.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcceptted", f"status 'Acceptted' in {f}")
s.score("# harbor-bridge-adr: kinds a, b, c, e, f. One copy: /tmp/eval144-inj-dg/harbor-bridge-adr.")

# buildingsync-proposals: BuildingSync/schema @ 81ae903. proposals/<year>/<Title>.md, README the template: a, b.
s = kit.source("buildingsync-proposals", "proposals/2019", r"[A-Z].*\.md")
f = s.pick("## Justification")
s.delsec("a", f, "## Justification", f"deleted '## Justification' from {f} (the README asks every proposal for it)")
f = s.pick("## Overview")
s.sub("b", f, "## Overview\n", "## Overview\n\nSee [the process](../READNE.md).\n",
      f"link to ../READNE.md in {f} (the file is proposals/README.md)")
s.score("# buildingsync-proposals: kinds a, b. One copy: /tmp/eval144-inj-dg/buildingsync-proposals.")
