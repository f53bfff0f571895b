"""Inject defects into clean documents of a copy of each data130 source (hundred-and-twenty-ninth evaluation, part
cr: the developer's, blind on 4d20583). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-cr.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwentyninth", "cr", data="/work/data130", clean="/tmp/blind130", copies="/tmp/eval130-inj-cr",
          frozen="/tmp/frozen135")  # (4d20583)

# titania-adr: Internet-of-People/titania-os @ b8c00c4. adr-tools ADRs in doc/adr/: a, d.
s = kit.source("titania-adr", "doc/adr", r"\d{4}-.*\.md")
f = s.take("doc/adr/0005-networkmanager-for-networking.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (11 of 11 have it)")
f = s.take("doc/adr/0004-systemd-as-an-init-system.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [12. Runit as an init system](0012-runit-as-an-init-"
      "system.md)", f"{f} 'Superseded by [12. ...](0012-runit-as-an-init-system.md)', which does not exist")
s.score("# titania-adr: kinds a, d. One copy: /tmp/eval130-inj-cr/titania-adr.")

# kudo-keps: kudobuilder/kudo @ 50ef723. KEPs in keps/ with YAML front matter: f, c.
s = kit.source("kudo-keps", "keps", r"\d{4}-.*\.md")
f = s.take("keps/0020-manual-plan-execution.md")
s.sub("f", f, "status: implemented", "status: implemnted", f"status 'implemnted' in {f}")
f = s.take("keps/0019-package-api-versioning.md")
s.copy("c", f, "keps/0019-package-api-versioning-v2.md",
       "copied keps/0019-package-api-versioning.md to keps/0019-package-api-versioning-v2.md: KEP 19 twice")
s.score("# kudo-keps: kinds f, c. One copy: /tmp/eval130-inj-cr/kudo-keps.")

# st0x-adrs: ST0x-Technology/st0x.liquidity @ 4317162. ADRs in adrs/: g, e.
s = kit.source("st0x-adrs", "adrs", r"\d{4}-.*\.md")
f = s.take("adrs/0003-durable-usdc-rebalance-guard-on-restart.md")
s.setbody("g", f, "## Alternatives considered", "The options we rejected, with one or two sentences each on why.",
          f"the template's Alternatives prompt left as {f}'s section")
old = s.take("adrs/0002-axum-and-tower.md")  # (left 'Accepted': the record superseded)
new = s.take("adrs/0004-typed-identifiers.md")
s.sub("e", new, "## Context\n", "## Context\n\nThis ADR supersedes [ADR 0002](0002-axum-and-tower.md).\n",
      f"{new} says it supersedes ADR 0002; adrs/0002-axum-and-tower.md still Accepted (DC405 there, or DC404)")
s.score("# st0x-adrs: kinds g, e. One copy: /tmp/eval130-inj-cr/st0x-adrs.")
