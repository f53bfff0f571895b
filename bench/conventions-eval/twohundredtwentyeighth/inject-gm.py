"""Inject defects into clean documents of a copy of each data229 source (two-hundred-and-twenty-eighth evaluation,
part gm: the developer's, blind on the stop's starting code 78a33c9, frozen as /tmp/frozen213). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gm.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwentyeighth", "gm", data="/work/data229", clean="/work/blind229", pool="/work/blind229",
          copies="/tmp/eval228-inj-gm", frozen="/tmp/frozen213")

# openmdao-poems: POEM_NNN.md, header lines and a checklist status, the template POEM_template.md: g, b, c.
s = kit.source("openmdao-poems", ".", r"POEM_0[4-9]\d\.md")
f = s.pick("Competing POEMs: N/A", skip=2)
s.sub("g", f, "Competing POEMs: N/A", "Competing POEMs: [list any other POEMs which are incompatible with this one]",
      f"the template's Competing POEMs instruction left in {f}")
f = s.pick("\n\n", skip=10)
s.sub("b", f, "\n\n", "\n\nSee [POEM 098](POEM_098.md).\n\n", f"link to a missing POEM (098, 101 and 103 are missing) in {f}")
f = s.pick("POEM ID", skip=20)
s.copy("c", f, "POEM_050_relaxed_solvers.md", f"a second POEM numbered 050, copied from {f}")
s.score("# openmdao-poems: kinds g, b, c. One copy: /tmp/eval228-inj-gm/openmdao-poems.")

# icechunk: design-docs/NNN-x.md, no template, no metadata: c, b.
s = kit.source("icechunk", "design-docs", r"0\d\d-.*\.md")
f = s.pick("# ", skip=1)
s.copy("c", f, "design-docs/005-second-design.md", f"a second design document numbered 005, copied from {f}")
f = s.pick("\n\n", skip=4)
s.sub("b", f, "\n\n", "\n\nAs [the manifest design](007-manifest-design.md) says.\n\n", f"link to a missing design in {f}")
s.score("# icechunk: kinds c, b. One copy: /tmp/eval228-inj-gm/icechunk.")

# cylc-admin: docs/proposal-*.md, unnumbered, a Jekyll site: b.
s = kit.source("cylc-admin", "docs", r"proposal-.*\.md")
f = s.pick("\n\n", skip=3)
s.sub("b", f, "\n\n", "\n\nSee [the scheduler proposal](proposal-scheduler-restart.md).\n\n", f"link to a missing proposal in {f}")
s.score("# cylc-admin: kind b. One copy: /tmp/eval228-inj-gm/cylc-admin.")
