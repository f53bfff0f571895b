"""Inject defects into clean documents of a copy of each data77 source (seventy-sixth evaluation, part aq: the
developer's, blind on this stop's final code, f18e550; no fix follows it). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-aq.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventysixth", "aq", data="/work/data77", clean="/tmp/eval77", copies="/tmp/eval77-inj-aq", frozen="/tmp/frozen76")


# backstage-adrs: brandisher/backstage-adrs @ 167f560. MADR records in docs/adr/ (five) and components/api/docs/adr/
# (three, numbered from 0001 again): a b c.
s = kit.source("backstage-adrs", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0002-use-postgresql-for-primary-datastore.md")
s.delsec("a", f, "## Context and Problem Statement", "deleted '## Context and Problem Statement' (5 of 5 have it)")
f = s.take("docs/adr/0004-use-trunk-based-development.md")
s.sub("b", f, "## Decision Outcome\n", "## Decision Outcome\n\nSee [ADR 3](0003-adopt-opentelemetry.md).\n",
      "link to 0003-adopt-opentelemetry.md, which does not exist")
f = s.take("docs/adr/0005-containerize-with-distroless-images.md")
s.copy("c", f, "docs/adr/0005-use-distroless-base-images.md", f"{f} copied under the same number")
s.score("# backstage-adrs: kinds a b c; d e f g skipped. One copy: /tmp/eval77-inj-aq/backstage-adrs.")

# wwff-adrs: Darkflib/WWFF-ADRs @ f5a0234: every record already has a finding (links to planned records), so no
# clean document to inject into; its findings are judged only.
