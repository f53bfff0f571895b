"""Inject defects into clean documents of a copy of each data201 source (two-hundredth evaluation, part fk: the
developer's, blind on eb82020, frozen as /tmp/frozen197). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fk.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredth", "fk", data="/work/data201", clean="/work/blind201", pool="/work/blind201",
          copies="/tmp/eval200-inj-fk", frozen="/tmp/frozen197")

# govuk-publisher: docs/arch/adr-NNN-x.md, Nygard-like, no template: a, b, c.
s = kit.source("govuk-publisher", "docs/arch", r"adr-0\d\d-.*\.md")
f = s.pick("\n## Context\n", skip=2)
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (17 of 17 keep it)")
f = s.pick("\n## Decision\n", skip=4)
s.sub("b", f, "\n## Decision\n", "\n## Decision\n\nAs [ADR 20](adr-020-search-api.md) set out.\n", f"link to a missing ADR in {f}")
f = s.pick("\n## Consequences\n", skip=6)
s.copy("c", f, "docs/arch/" + f.split("/")[-1][:8] + "-another-decision.md", f"a second ADR numbered as {f}")
s.score("# govuk-publisher: kinds a, b, c. One copy: /tmp/eval200-inj-fk/govuk-publisher.")

# hitobito: doc/architecture/adr/NNN_x.md, German, a template, Status: **Vorschlag**: f, b.
s = kit.source("hitobito", "doc/architecture/adr", r"0\d\d_.*\.md")
f = s.pick("Status: **Vorschlag**")
s.sub("f", f, "Status: **Vorschlag**", "Status: **Vorschalg**", f"status Vorschlag misspelt in {f}")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSiehe [ADR 020](020_mandantenfaehigkeit.md).\n\n## ", f"link to a missing ADR in {f}")
s.score("# hitobito: kinds f, b. One copy: /tmp/eval200-inj-fk/hitobito.")
