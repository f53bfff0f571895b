"""Inject defects into clean documents of a copy of each data87 source (eighty-seventh evaluation, part bb: the
developer's, blind on 94677c6, the eighty-sixth set's fixes). See inject_kit.py; kinds a-g as in earlier sets. Run:
/work/main/.venv/bin/python inject-bb.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eightyseventh", "bb", data="/work/data87", clean="/tmp/eval87", copies="/tmp/eval87-inj-bb", frozen="/tmp/frozen87")


# vwt-odh-adr: vwt-digital/operational-data-hub @ c22924e. architecture/adr/0001-0060, adr-tools (Nygard): a, f, c, d, b.
s = kit.source("vwt-odh-adr", "architecture/adr", r"00[0-5][0-9]-[a-z0-9-]+\.md")
f = s.take("architecture/adr/0010-event-sourcing-captures-every-change-to-business-state.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' (60 of 60 have it)")
f = s.take("architecture/adr/0020-topic-messages-have-gobits.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcceptd", "status 'Acceptd' (a typo of Accepted)")
f = s.take("architecture/adr/0031-uniform-bucket-level-access-for-storage.md")
s.copy("c", f, "architecture/adr/0031-object-level-access.md", "a second ADR numbered 0031 (a copy)")
f = s.take("architecture/adr/0039-least-privilege-access.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [61. Observability](0061-observability.md)",
      "superseded by 0061-observability.md, which does not exist")
f = s.take("architecture/adr/0036-ssl-certificates-are-always-verified.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [35. All communication uses SSL](0035-all-communication-ssl.md).\n",
      "link to 0035-all-communication-ssl.md (the file is 0035-all-communication-uses-ssl.md)")
s.score("# vwt-odh-adr: kinds a, f, c, d, b. One copy: /tmp/eval87-inj-bb/vwt-odh-adr.")

# uswds-adr: uswds/uswds-proposals @ ca44cdd. decisions/0001-0011 (a Date | Status table under the title),
# docs/adr_template.md: f, b.
s = kit.source("uswds-adr", "decisions", r"00[0-9][0-9]-.*\.md")
f = s.take("decisions/0003-dont-use-a-monorepo.md")
s.sub("f", f, "| 2024-12-17 | Accepted |", "| 2024-12-17 | Acceptted |", "status 'Acceptted' (a typo of Accepted)")
f = s.take("decisions/0002-use-lit.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 1](0001-use-web-component.md).\n",
      "link to 0001-use-web-component.md (the file is 0001-use-web-components.md)")
s.score("# uswds-adr: kinds f, b. One copy: /tmp/eval87-inj-bb/uswds-adr.")

# ksql-klips: confluentinc/ksql @ 354e3d1. design-proposals/klip-N-*.md (47 KLIPs), klip-template.md, a README
# index: b.
s = kit.source("ksql-klips", "design-proposals", r"klip-[0-9]+-[a-z-]+\.md")
f = s.take("design-proposals/klip-15-new-api-and-client.md")
s.sub("b", f, "## Motivation", "See [KLIP 14](klip-14-rowtime.md).\n\n## Motivation",
      "link to klip-14-rowtime.md (the file is klip-14-rowtime-as-pseudocolumn.md)")
s.score("# ksql-klips: kind b. One copy: /tmp/eval87-inj-bb/ksql-klips.")

# kyma-dr: kyma-project/community @ e7880dd. sigs-and-wgs/archive/sig-core/decisions/dr-001 to dr-021: b.
s = kit.source("kyma-dr", "sigs-and-wgs/archive/sig-core/decisions", r"dr-0[0-9][0-9]-.*\.md")
f = s.take("sigs-and-wgs/archive/sig-core/decisions/dr-005-Istio_as_the_API_Gateway.md")
s.sub("b", f, "\n## ", "\nSee [DR 004](dr-004-Kyma_component_testing.md).\n\n## ", "link to dr-004-Kyma_component_testing.md (the file is dr-004-Kyma_components_testing.md)")
s.score("# kyma-dr: kind b. One copy: /tmp/eval87-inj-bb/kyma-dr.")
