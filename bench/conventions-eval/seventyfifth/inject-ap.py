"""Inject defects into clean documents of a copy of each data76 source (seventy-fifth evaluation, part ap: the
developer's, blind on the code after the seventy-fourth set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ap.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventyfifth", "ap", data="/work/data76", clean="/tmp/eval76", copies="/tmp/eval76-inj-ap", frozen="/tmp/frozen75")


# ferrea-adrs: Grimoldi/ferrea-adrs @ 4182677. SERIES-NN-Name.md in three series (INF, MSD, OPM), Nygard's outline
# (## Status, ## Context, ## Decision, ## Consequences), no template: a b c f.
s = kit.source("ferrea-adrs", ".", r"(INF|MSD|OPM)-\d\d-.*\.md")
f = s.take("MSD-01-Use-one-repo-per-microservice.md")
s.delsec("a", f, "## Context", "deleted '## Context' (12 of 12 ADRs have it)")
f = s.take("MSD-02-Use-only-one-branch-and-release-on-tags.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nSee [MSD-01](MSD-01-One-repo-per-microservice.md).\n",
      "link to MSD-01-One-repo-per-microservice.md, which does not exist")
f = s.take("INF-03-Kubernetes-external-secrets.md")
s.copy("c", f, "INF-03-Vault-secrets.md", f"{f} copied under the same number (INF-03)")
f = s.take("MSD-05-OpenApi-spec-to-be-manual.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nFrozen", "status 'Frozen' (the folder's ADRs are Accepted, one "
      "Debating; Nygard's statuses)")
s.score("# ferrea-adrs: kinds a b c f; d e g skipped (no supersessions, no template). One copy: /tmp/eval76-inj-ap/ferrea-adrs.")

# fg2ha-adrs: yggy-dev/fg2ha-adrs @ da450ef. docs/decisions/NNNN-name.md (MADR, CONTRIBUTING.md's template): a b c.
s = kit.source("fg2ha-adrs", "docs/decisions", r"\d{4}-.*\.md")
f = s.take("docs/decisions/0003-esphome-vs-arduino-firmware.md")
s.delsec("a", f, "## Context", "deleted '## Context' (10 of 10 decisions have it)")
f = s.take("docs/decisions/0004-home-assistant-data-storage-strategy.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nSee [ADR 3](0003-esphome-firmware.md).\n",
      "link to 0003-esphome-firmware.md, which does not exist")
f = s.take("docs/decisions/0005-home-assistant-automation-and-control-logic.md")
s.copy("c", f, "docs/decisions/0005-automation-rules.md", f"{f} copied under the same number")
s.score("# fg2ha-adrs: kinds a b c; d e f g skipped. One copy: /tmp/eval76-inj-ap/fg2ha-adrs.")

# velox-adrs: veloxforce/velox-global-adrs @ bd122c9. name.md at the top, unnumbered (ADR-NNN in titles), ## Status
# with `**Proposed** | Date: ...`: b.
s = kit.source("velox-adrs", ".", r"[a-z].*\.md")
f = s.take("supabase-declarative-schema-management.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nSee [custom schemas](supabase-custom-schemas.md).\n",
      "link to supabase-custom-schemas.md, which does not exist")
s.score("# velox-adrs: kind b; a c f g (no outline, numbers or vocabulary of its own to break) skipped. One copy: "
        "/tmp/eval76-inj-ap/velox-adrs.")
