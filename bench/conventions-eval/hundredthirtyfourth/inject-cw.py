"""Inject defects into clean documents of a copy of each data135 source (hundred-and-thirty-fourth evaluation, part
cw: the developer's, blind on 986385b). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-cw.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirtyfourth", "cw", data="/work/data135", clean="/tmp/blind135", copies="/tmp/eval135-inj-cw",
          frozen="/tmp/frozen140")  # (986385b)

# ecmwf-codex: ecmwf/codex @ 64e25f9. ADRs in ADR/, a `## Status` of the template's choices, those not made struck: a, f.
s = kit.source("ecmwf-codex", "ADR", r"ADR-\d{3}-.*\.md")
f = s.take("ADR/ADR-007-Approved-Dependency-libfmt.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the template and 11 of 12 have it)")
f = s.take("ADR/ADR-009-Repository-Audit-Store.md")
s.sub("f", f, "**Accepted**", "**Acepted**", f"status '**Acepted**' (the choice made, in bold) in {f}")
s.score("# ecmwf-codex: kinds a, f. One copy: /tmp/eval135-inj-cw/ecmwf-codex.")

# conduit-agent: conduit-obs/conduit-agent @ 1fca638. ADRs docs/adr/adr-NNNN.md, bulleted fields: b, c.
s = kit.source("conduit-agent", "docs/adr", r"adr-\d{4}\.md")
f = s.take("docs/adr/adr-0007.md")
s.sub("b", f, "[ADR-0008](adr-0008.md)", "[ADR-0008](adr-008.md)",
      f"link to adr-008.md in {f} (the file is adr-0008.md)")
f = s.take("docs/adr/adr-0005.md")
s.copy("c", f, "docs/adr/adr-0005-red-metrics.md", "copied adr-0005.md to adr-0005-red-metrics.md: ADR 5 twice")
s.score("# conduit-agent: kinds b, c. One copy: /tmp/eval135-inj-cw/conduit-agent.")

# actidoo: ActiDoo/actidoo-workflow-engine @ fd7d9ac. ADRs docs/adr/adr_NNN_x.md, bold Status lines: e.
s = kit.source("actidoo", "docs/adr", r"adr_\d{3}_.*\.md")
s.take("docs/adr/adr_002_extension_architecture.md")  # (left Implemented: the record superseded)
new = s.take("docs/adr/adr_005_extension_database_migrations.md")
s.sub("e", new, "## Context\n", "## Context\n\nThis ADR supersedes [ADR 002](adr_002_extension_architecture.md).\n",
      f"{new} says it supersedes ADR 002; docs/adr/adr_002_extension_architecture.md still Implemented (DC405 there, "
      "or DC404)")
s.score("# actidoo: kind e. One copy: /tmp/eval135-inj-cw/actidoo.")
