"""Inject defects into clean documents of a copy of each data189 source (hundred-and-eighty-eighth evaluation, part
ey: the developer's, blind on this stop's final code 18e1f32, frozen as /tmp/frozen189). See inject_kit.py; kinds
a-g. Run: /work/main/.venv/bin/python inject-ey.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeightyeighth", "ey", data="/work/data189", clean="/work/blind189", pool="/work/blind189",
          copies="/tmp/eval188-inj-ey", frozen="/tmp/frozen189")

# openassetio: doc/decisions/DRNNN-Title.md, bold bullet header, the README's template: a, f, c.
s = kit.source("openassetio", "doc/decisions", r"DR0\d\d-.*\.md")
f = s.pick("\n## Options considered\n")
s.delsec("a", f, "## Options considered", f"deleted '## Options considered' from {f} (the template and the DRs keep it)")
f = s.pick("Decided")
s.sub("f", f, "Decided", "Decidd", f"status Decided misspelt in {f}")
f = s.pick("\n## Outcome\n")
s.copy("c", f, "doc/decisions/" + f.split("/")[-1][:5] + "-Another-decision.md", f"a second DR numbered as {f}")
s.score("# openassetio: kinds a, f, c. One copy: /tmp/eval188-inj-ey/openassetio.")

# permaplant: doc/decisions/*.md, unnumbered, a TEMPLATE: a, b.
s = kit.source("permaplant", "doc/decisions", r"[a-z][a-z_]*\.md")
f = s.pick("\n## Constraints\n", skip=3)
s.delsec("a", f, "## Constraints", f"deleted '## Constraints' from {f} (the TEMPLATE has it)")
f = s.pick("\n## Problem\n", skip=6)
s.sub("b", f, "\n## Problem\n", "\n## Problem\n\nSee [the sync decision](offline_sync.md).\n", f"link to offline_sync.md in {f}")
s.score("# permaplant: kinds a, b. One copy: /tmp/eval188-inj-ey/permaplant.")

# vagov-platform-arch: rfc/YYYY/*.md, a template: b.
s = kit.source("vagov-platform-arch", "rfc/2022", r"2022.*\.md")
f = s.pick("\n## Background\n")
s.sub("b", f, "\n## Background\n", "\nSee [the 2021 RFC](../2021/2021-02-30%20-%20Old.md).\n\n## Background\n",
      f"link to a 2021 RFC that is not there in {f} (spaces escaped, as a link's target must have them)")
s.score("# vagov-platform-arch: kind b. One copy: /tmp/eval188-inj-ey/vagov-platform-arch.")
