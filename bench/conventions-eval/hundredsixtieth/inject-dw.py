"""Inject defects into clean documents of a copy of the data161 source (hundred-and-sixtieth evaluation, part dw: the
developer's, blind on 897efac, frozen as /tmp/frozen169). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dw.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixtieth", "dw", data="/work/data161", clean="/work/blind161", pool="/work/blind161",
          copies="/tmp/eval160-inj-dw", frozen="/tmp/frozen169")

# vespera: MADR-style ADRs docs/development/decisions/ADR-NNN-*.md, bold header lines, ADR-TEMPLATE.md: a, b, c, f.
s = kit.source("vespera", "docs/development/decisions", r"ADR-\d{3}-.*\.md")
f = s.take("docs/development/decisions/ADR-016-global-registry-storage.md")
s.delsec("a", f, "## Decision Drivers", f"deleted '## Decision Drivers' from {f} (the template's; 22 of 23 keep it)")
f = s.take("docs/development/decisions/ADR-024-formula-computed-fields.md")
s.sub("f", f, "**Status**: Accepted", "**Status**: Acepted", f"status 'Acepted' in {f}")
f = s.take("docs/development/decisions/ADR-022-template-editor-dual-interface.md")
s.copy("c", f, "docs/development/decisions/ADR-022-template-editor-copy.md", f"copied {f}: ADR-022 twice")
f = s.take("docs/development/decisions/ADR-025-file-integration-architecture.md")
s.sub("b", f, "## Context and Problem Statement\n", "## Context and Problem Statement\n\nSee [ADR-030](./ADR-030-"
      "file-watchers.md).\n", f"link to ADR-030-file-watchers.md in {f}: no such record")
s.score("# vespera: kinds a, b, c, f. One copy: /tmp/eval160-inj-dw/vespera.")
