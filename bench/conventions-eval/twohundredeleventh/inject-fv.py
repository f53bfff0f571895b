"""Inject defects into clean documents of a copy of each data212 source (two-hundred-and-eleventh evaluation, part fv:
the developer's, blind on 986af86, frozen as /tmp/frozen203). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fv.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeleventh", "fv", data="/work/data212", clean="/work/blind212", pool="/work/blind212",
          copies="/tmp/eval211-inj-fv", frozen="/tmp/frozen203")

# slips: slip-NNNN.md at the top, a fenced preamble (`Status:  Final`), slip-0000.md the template: f, a, c.
s = kit.source("slips", ".", r"slip-00[1-4]\d\.md")
f = s.pick("Status:  Final", skip=1)
s.sub("f", f, "Status:  Final", "Status:  Fianl", f"status Final misspelt in the fenced preamble of {f}")
f = s.pick("\n## Abstract\n", skip=3)
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' from {f} (the template has it; 22 of 22 keep it)")
f = s.pick("\n## ", skip=6)
s.copy("c", f, f[:9] + "-another-slip.md", f"a second SLIP numbered as {f}")
s.score("# slips: kinds f, a, c. One copy: /tmp/eval211-inj-fv/slips.")

# zenips: zenip-NNNNN.md, an indented preamble (`    Status: Final`), zenip_template.md: f, a.
s = kit.source("zenips", ".", r"zenip[-_]42[0-9]{3}\.md")
f = s.pick("Status: Final")
s.sub("f", f, "Status: Final", "Status: Finall", f"status Final misspelt in {f}")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template has it; 8 of 8 keep it)")
s.score("# zenips: kinds f, a. One copy: /tmp/eval211-inj-fv/zenips.")

# nns-proposals: proposals/<topic>/YYYYMMDDThhmmZ.md, no status: b.
s = kit.source("nns-proposals", "proposals/governance", r"2021\d{4}T\d{4}Z\.md")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSee [the earlier proposal](20210101T0000Z.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# nns-proposals: kind b. One copy: /tmp/eval211-inj-fv/nns-proposals.")
