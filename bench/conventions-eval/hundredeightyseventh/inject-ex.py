"""Inject defects into clean documents of a copy of each data188 source (hundred-and-eighty-seventh evaluation, part ex: the
developer's, blind on this stop's final checking code dd09f26, frozen as /tmp/frozen185). See inject_kit.py; kinds
a-g. Run: /work/main/.venv/bin/python inject-ex.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeightyseventh", "ex", data="/work/data188", clean="/work/blind188", pool="/work/blind188",
          copies="/tmp/eval187-inj-ex", frozen="/tmp/frozen185")

# matrixone: docs/rfcs/YYYYMMDD_x.md, a template: a, f.
s = kit.source("matrixone", "docs/rfcs", r"20\d{6}_.*\.md")
f = s.pick("\n# Summary\n")  # (its sections are kept by few records: only Summary by most, and a small family)
s.sub("b", f, "\n# Summary\n", "\n# Summary\n\nSee [the TAE design](20220504_tae_design.md).\n",
      f"link to 20220504_tae_design.md in {f}: the RFC is 20220503_tae_design.md")
f = s.pick("- Status: In Progress")
s.sub("f", f, "- Status: In Progress", "- Status: In Prgress", f"status In Progress misspelt in {f}")
s.score("# matrixone: kinds b, f. One copy: /tmp/eval187-inj-ex/matrixone.")

# tidb-operator: docs/rfcs/yymmdd-x.md, a KEP-like template: a, b.
s = kit.source("tidb-operator", "docs/rfcs", r"2\d{5}-.*\.md")
f = s.pick("\n### Non-Goals\n")
s.delsec("a", f, "### Non-Goals", f"deleted '### Non-Goals' from {f} (the template has it)")
f = s.pick("\n## Summary\n")
s.sub("b", f, "\n## Summary\n", "\n## Summary\n\nSee [the backup RFC](250901-backup.md).\n", f"link to 250901-backup.md in {f}")
s.score("# tidb-operator: kinds a, b. One copy: /tmp/eval187-inj-ex/tidb-operator.")
