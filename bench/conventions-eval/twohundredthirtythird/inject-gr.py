"""Inject defects into clean documents of a copy of each data234 source (two-hundred-and-thirty-third evaluation,
part gr: the developer's, blind on the stop's code as it stood, 26acbc4, frozen as /tmp/frozen215). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gr.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirtythird", "gr", data="/work/data234", clean="/work/blind234", pool="/work/blind234",
          copies="/tmp/eval233-inj-gr", frozen="/tmp/frozen215")

# otgw-firmware: docs/adr/ADR-NNN-x.md, the README's template (Context, Decision, Consequences, Related Decisions): a, f, e.
s = kit.source("otgw-firmware", "docs/adr", r"ADR-0\d\d-.*\.md")
f = s.pick("\n## Consequences\n", skip=10)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (174 of 174 keep it)")
f = s.pick("**Status:** Accepted", skip=12)
s.sub("f", f, "**Status:** Accepted", "**Status:** Acepted", f"status Accepted misspelt in {f}")
old = s.pick("**Status:** Accepted", skip=20)
new = s.pick("**Status:** Accepted", skip=30)
s.sub("e", new, "**Status:** Accepted", f"**Status:** Accepted  \n**Supersedes:** [{old.split('/')[-1][:7]}]({old.split('/')[-1]})",
      f"{new} supersedes {old}, which is left Accepted")
s.score("# otgw-firmware: kinds a, f, e. One copy: /tmp/eval233-inj-gr/otgw-firmware.")

# n-vyro-governance: docs/adr/NNNN-x.md, MADR 3.0.0 bullets: g, c.
s = kit.source("n-vyro-governance", "docs/adr", r"00\d\d-.*\.md")
f = s.pick("* Status: accepted", skip=2)
s.sub("g", f, "* Status: accepted", "* Status: [proposed | rejected | accepted | deprecated | … | superseded by [ADR-0005](0005-example.md)]",
      f"MADR's status placeholder left in {f}")
f = s.pick("# ", skip=0)
s.copy("c", f, "docs/adr/0010-second-ten.md", f"a second record numbered 0010, copied from {f}")
s.score("# n-vyro-governance: kinds g, c. One copy: /tmp/eval233-inj-gr/n-vyro-governance.")
