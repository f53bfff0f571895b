"""Inject defects into clean documents of a copy of each data190 source (hundred-and-eighty-ninth evaluation, part
ez: the developer's, blind on this stop's code 18e1f32, frozen as /tmp/frozen189). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ez.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeightyninth", "ez", data="/work/data190", clean="/work/blind190", pool="/work/blind190",
          copies="/tmp/eval189-inj-ez", frozen="/tmp/frozen189")

# kuatia: doc/adr/NNNN-x.md, MADR with `* Status:` bullets, a template: a, f.
s = kit.source("kuatia", "doc/adr", r"00[01]\d-.*\.md")
f = s.pick("\n## Decision Outcome\n", skip=2)
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' from {f} (the template and the ADRs keep it)")
f = s.pick("* Status: accepted")
s.sub("f", f, "* Status: accepted", "* Status: acceptd", f"status accepted misspelt in {f}")
s.score("# kuatia: kinds a, f. One copy: /tmp/eval189-inj-ez/kuatia.")

# wmde-fundraising: doc/adr/NNN_Title.md, Nygard then MADR: b, c, f.
s = kit.source("wmde-fundraising", "doc/adr", r"0[0-2]\d_.*\.md")
f = s.pick("\n## Status\n\nAccepted")
s.sub("f", f, "\n## Status\n\nAccepted", "\n## Status\n\nAcepted", f"status Accepted misspelt in {f}")
f = s.pick("\n## Context")
s.sub("b", f, "\n## Context", "\nSee [ADR 30](030_Payment_Providers.md).\n\n## Context", f"link to 030_Payment_Providers.md in {f}")
f = s.pick("\n## Decision")
s.copy("c", f, "doc/adr/" + f.split("/")[-1][:4] + "Another_Decision.md", f"a second ADR numbered as {f}")
s.score("# wmde-fundraising: kinds f, b, c. One copy: /tmp/eval189-inj-ez/wmde-fundraising.")
