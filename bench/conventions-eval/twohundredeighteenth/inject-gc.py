"""Inject defects into clean documents of a copy of each data219 source (two-hundred-and-eighteenth evaluation, part
gc: the developer's, blind on 890a0a8, frozen as /tmp/frozen207). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gc.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeighteenth", "gc", data="/work/data219", clean="/work/blind219", pool="/work/blind219",
          copies="/tmp/eval218-inj-gc", frozen="/tmp/frozen207")

# hlsl-specs: proposals/NNNN-x.md, Hugo front matter (`params: status:`), proposals/templates/*.md: f, a.
s = kit.source("hlsl-specs", "proposals", r"00\d\d-.*\.md")
f = s.pick("  status: Under Consideration", skip=2)
s.sub("f", f, "  status: Under Consideration", "  status: Under Consideraton", f"status Under Consideration misspelt in {f}")
f = s.pick("\n## Motivation\n", skip=6)
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template has it; 51 of 54 keep it)")
s.score("# hlsl-specs: kinds f, a. One copy: /tmp/eval218-inj-gc/hlsl-specs.")

# wg-hlsl: proposals/NNNN-x.md, Hugo front matter, proposals/templates/basic-template.md: c, b.
s = kit.source("wg-hlsl", "proposals", r"00\d\d-.*\.md")
f = s.pick("\n## Introduction\n", skip=3)
s.copy("c", f, "proposals/" + f.split("/")[-1][:4] + "-another-proposal.md", f"a second proposal numbered as {f}")
f = s.pick("\n## Introduction\n", skip=8)
s.sub("b", f, "\n## Introduction\n", "\n## Introduction\n\nSee [0099](0099-wave-ops.md).\n", f"link to a missing proposal in {f}")
s.score("# wg-hlsl: kinds c, b. One copy: /tmp/eval218-inj-gc/wg-hlsl.")

# mojo: proposals/x.md, free-form, no template: b.
s = kit.source("mojo", "proposals", r"[a-z-]+\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [the ownership proposal](ownership-model.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# mojo: kind b. One copy: /tmp/eval218-inj-gc/mojo.")
