"""Inject defects into clean documents of a copy of each data124 source (hundred-and-twenty-third evaluation, part
cl: the developer's, blind on 9ecf150, this stop's code before the set). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-cl.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwentythird", "cl", data="/work/data124", clean="/tmp/s53/blind4", copies="/tmp/eval124-inj-cl",
          frozen="/tmp/frozen130")

# Koine: Atypical-Consulting/Koine @ a408f7d. adr/NNNN-<slug>.md, MADR 4.0 front matter (id, title, status, date,
# links) as adr/template.md: a, c, d, f, g.
A = "adr"
s = kit.source("Koine", A, r"\d{4}-.*\.md")
f = s.take(f"{A}/0007-kotlin-emitter-target.md")
s.delsec("a", f, "## Considered Options", "deleted '## Considered Options' (the template and every ADR have it)")
f = s.take(f"{A}/0005-eslint-gate-for-frontend-safety-conventions.md")
s.sub("f", f, "status: proposed\n", "status: propsed\n", "status 'propsed' (a typo of proposed)")
f = s.take(f"{A}/0009-active-context-scope-is-the-workbench-spine.md")
s.sub("g", f, "date: 2026-", "date: YYYY-MM-DD\nold_date: 2026-", "the template's date placeholder left in")
f = s.take(f"{A}/0003-npm-workspace-for-front-end-packages.md")
s.copy("c", f, f"{A}/0003-npm-workspaces-draft.md", f"a copy of {f} under another name: two ADRs numbered 0003")
f = s.take(f"{A}/0004-concept-colors-single-palette-and-lsp-kind-modifiers.md")
s.sub("d", f, "status: proposed\n", "status: superseded\nlinks: [{type: superseded-by, target: 30}]\n",
      "superseded by ADR 30, which is not in adr/")
s.score("# Koine: kinds a, c, d, f, g. One copy: /tmp/eval124-inj-cl/Koine.")
