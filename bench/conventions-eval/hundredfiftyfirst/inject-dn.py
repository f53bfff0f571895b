"""Inject defects into clean documents of a copy of each data152 source (hundred-and-fifty-first evaluation, part dn:
the developer's, blind on the working tree after b0ae250 with this stop's first fixes, frozen as /tmp/frozen158).
See inject_kit.py; kinds a-g. Run: /work/main/.venv/bin/python inject-dn.py (writes injected-<source>.txt here).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfiftyfirst", "dn", data="/work/data152", clean="/work/blind151", pool="/work/blind151",
          copies="/tmp/eval151-inj-dn", frozen="/tmp/frozen158")

# herostratus: design documents docs/design/NN-*.md, H1 sections, `# Status` over a bold value: b, f.
s = kit.source("herostratus", "docs/design", r"\d\d-.*\.md")
f = s.take("docs/design/04-test-data.md")
s.sub("f", f, "# Status\n\n**IMPLEMENTED**", "# Status\n\n**IMPLEMNTED**", f"status 'IMPLEMNTED' in {f}")
f = s.take("docs/design/01-data-model.md")
s.sub("b", f, "# Scope\n", "# Scope\n\nSee [parallelism](03-paralelism.md).\n",
      f"link to 03-paralelism.md in {f} (the file is 03-parallelism.md)")
s.score("# herostratus: kinds b, f. One copy: /tmp/eval151-inj-dn/herostratus.")

# sudoku: ADRs docs/adr/adr-NNN.md with a Metadata section: a, d, e, f.
s = kit.source("sudoku", "docs/adr", r"adr-\d{3}\.md")
f = s.take("docs/adr/adr-003.md")
s.delsec("a", f, "## 2. Options Considered", f"deleted '## 2. Options Considered' from {f} (the template's; all 11 keep it)")
f = s.take("docs/adr/adr-004.md")
s.sub("f", f, "* **Status:** ACCEPTED", "* **Status:** ACEPTED", f"status 'ACEPTED' in {f}")
f = s.take("docs/adr/adr-005.md")
s.sub("d", f, "* **Status:** ACCEPTED", "* **Status:** SUPERSEDED by [ADR 011](adr-011.md)",
      f"'SUPERSEDED by [ADR 011](adr-011.md)' in {f}: there is no ADR 11")
f = s.take("docs/adr/adr-010.md")
s.sub("e", f, "## 6. Links & References\n", "## 6. Links & References\n\n* Supersedes [ADR 002](adr-002.md)\n",
      f"'Supersedes [ADR 002](adr-002.md)' in {f}; ADR 2 still ACCEPTED")
s.score("# sudoku: kinds a, d, e, f. One copy: /tmp/eval151-inj-dn/sudoku.")

# iron-curtain: decisions src/decisions/09X/DNNN-*.md: b, c.
s = kit.source("iron-curtain", "src/decisions/09c", r"D\d{3}-.*\.md")
f = s.take("src/decisions/09c/D014-tera-templating.md")
s.copy("c", f, "src/decisions/09c/D014-tera-templates.md", f"copied {f}: D014 twice")
f = s.take("src/decisions/09c/D004-lua-scripting.md")
s.sub("b", f, "\n", "\n\nSee [D005](D005-wasm-mod.md).\n", f"link to D005-wasm-mod.md in {f} (the file is D005-wasm-mods.md)")
s.score("# iron-curtain: kinds b, c. One copy: /tmp/eval151-inj-dn/iron-curtain.")
