"""Inject defects into clean documents of a copy of each data160 source (hundred-and-fifty-ninth evaluation, part
dv: the developer's, blind on 897efac, frozen as /tmp/frozen169). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dv.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfiftyninth", "dv", data="/work/data160", clean="/work/blind160", pool="/work/blind160",
          copies="/tmp/eval159-inj-dv", frozen="/tmp/frozen169")

# gomink: ADRs website/docs/adr/NNN-*.md in a Docusaurus site, a status table: f, c, b.
s = kit.source("gomink", "website/docs/adr", r"\d{3}-.*\.md")
f = s.take("website/docs/adr/003-cqrs-pattern.md")
s.sub("f", f, "| Accepted | 2024-02-01 |", "| Acepted | 2024-02-01 |", f"status 'Acepted' in {f}")
f = s.take("website/docs/adr/006-optimistic-concurrency.md")
s.copy("c", f, "website/docs/adr/006-optimistic-concurrency-copy.md", f"copied {f}: ADR 6 twice")
f = s.take("website/docs/adr/009-error-handling.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR-012](012-retry-policy.md).\n",
      f"link to 012-retry-policy.md in {f}: no such record")
s.score("# gomink: kinds b, c, f. One copy: /tmp/eval159-inj-dv/gomink.")

# readium: proposals/NNN-*.md, template 000-template.md: a, g.
s = kit.source("readium", "proposals", r"\d{3}-.*\.md")
f = s.take("proposals/007-search-service.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template's; 8 of 9 keep it)")
f = s.take("proposals/008-decorator-api.md")
s.setbody("g", f, "## Summary", "One paragraph description of what the proposal is.",
          f"the template's Summary text put back in {f}")
s.score("# readium: kinds a, g. One copy: /tmp/eval159-inj-dv/readium.")

# lieferkarte: German ADRs docs/entscheidungen/ADR-NNN-*.md, bold Status lines: e, f, a.
s = kit.source("lieferkarte", "docs/entscheidungen", r"ADR-\d{3}-.*\.md")
f = s.take("docs/entscheidungen/ADR-010-pin-grammatik-lieferung-und-geschlossen.md")
s.sub("e", f, "**Status:** ersetzt durch [ADR-011](./ADR-011-pins-wieder-einheitlich.md)", "**Status:** akzeptiert",
      f"{f} put back to akzeptiert while ADR-011 reverses it")
f = s.take("docs/entscheidungen/ADR-008-karte-im-vollbild-overlay-und-sheets.md")
s.sub("f", f, "**Status:** akzeptiert", "**Status:** akzeptirt", f"status 'akzeptirt' in {f}")
f = s.take("docs/entscheidungen/ADR-004-oeffnungszeiten-eigener-parser.md")
s.delsec("a", f, "## Begründung", f"deleted '## Begründung' from {f} (kept by the others)")
s.score("# lieferkarte: kinds a, e, f. One copy: /tmp/eval159-inj-dv/lieferkarte.")
