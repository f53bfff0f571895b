"""Inject defects into clean documents of a copy of each data191 source (hundred-and-ninetieth evaluation, part
fa: the developer's, blind on this stop's first code f3104a8, frozen as /tmp/frozen192). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fa.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, str("/work/main/bench/conventions-eval"))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninetieth", "fa", data="/work/data191", clean="/work/blind191", pool="/work/blind191",
          copies="/tmp/eval190-inj-fa", frozen="/tmp/frozen192")

# lnurl-luds: NN.md at the top, `LUD-NN:` titles, no template, no statuses: b.
s = kit.source("lnurl-luds", ".", r"\d\d\.md")
f = s.pick("\n---\n", skip=3)
s.sub("b", f, "\n---\n", "\nSee also [LUD-23](23.md).\n\n---\n", f"link to 23.md (no LUD-23) in {f}")
s.score("# lnurl-luds: kind b. One copy: /tmp/eval190-inj-fa/lnurl-luds.")

# cashu-nuts: NN.md at the top, `# NUT-NN:` titles, tags, no template: b.
s = kit.source("cashu-nuts", ".", r"\d\d\.md")
f = s.pick("\n---\n", skip=4)
s.sub("b", f, "\n---\n", "\n---\n\nThis builds on [NUT-31](31.md).\n", f"link to 31.md (no NUT-31) in {f}")
s.score("# cashu-nuts: kind b. One copy: /tmp/eval190-inj-fa/cashu-nuts.")
