"""Inject defects into clean documents of a copy of each data85 source (eighty-fourth evaluation, part ay: the
developer's, blind on 1192188, the eighty-third set's fixes). See inject_kit.py; kinds a-g as in earlier sets. Run:
/work/main/.venv/bin/python inject-ay.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eightyfourth", "ay", data="/work/data85", clean="/tmp/eval84", copies="/tmp/eval84-inj-ay", frozen="/tmp/frozen84")


# mcpaql-spec: MCPAQL/spec @ 7b1bba5. docs/adr/ADR-001..006 (Nygard: **Status:**, **Date:**, Context, Decision,
# Consequences, References) with an index table; proposals/TEMPLATE.md and no proposals yet: a, f, d, b.
s = kit.source("mcpaql-spec", "docs/adr", r"ADR-00[2-6]-.*\.md")
f = s.take("docs/adr/ADR-005-introspection-system.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' (six of six ADRs and the index's ADR format have it)")
f = s.take("docs/adr/ADR-006-discriminated-responses.md")
s.sub("f", f, "**Status:** Accepted", "**Status:** Acepted", "status 'Acepted' (a typo of Accepted)")
f = s.take("docs/adr/ADR-002-graphql-style-input.md")
s.sub("d", f, "**Status:** Accepted", "**Status:** Superseded by [ADR-009](ADR-009-input-v2.md)",
      "superseded by ADR-009 (ADR-009-input-v2.md), which does not exist")
f = s.take("docs/adr/ADR-004-schema-driven-operations.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR-003](ADR-003-snake-case.md).\n",
      "link to ADR-003-snake-case.md (the file is ADR-003-snake-case-parameters.md)")
s.score("# mcpaql-spec: kinds a, f, d, b. One copy: /tmp/eval84-inj-ay/mcpaql-spec.")

# kp-specs: kieranpotts/specs @ c34886f. proposals/TEMPLATE.md (status choices DRAFT | PROPOSED | ... | SUPERSEDED)
# and four proposals, a folder each (proposals/<slug>/README.md), numbered in proposals/INDEX.md only: g, f, b.
s = kit.source("kp-specs", ["proposals/reservations", "proposals/catalog-read-api", "proposals/search-by-tag"],
               r"README\.md")
f = s.take("proposals/reservations/README.md")
s.setbody("g", f, "## Summary", "A short, single-paragraph summary of the proposed change.",
          "the Summary is the template's own prompt")
f = s.take("proposals/catalog-read-api/README.md")
s.sub("f", f, "## Status\n\nRELEASED", "## Status\n\nRELEASD", "status 'RELEASD' (a typo of the template's RELEASED)")
f = s.take("proposals/search-by-tag/README.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [the catalog API](../catalog-read/README.md).\n",
      "link to ../catalog-read/ (the folder is catalog-read-api)")
s.score("# kp-specs: kinds g, f, b. One copy: /tmp/eval84-inj-ay/kp-specs.")
