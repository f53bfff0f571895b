"""Inject defects into clean documents of a copy of each data214 source (two-hundred-and-thirteenth evaluation, part
fx: the developer's, blind on 2e2b1d0, frozen as /tmp/frozen204). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fx.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirteenth", "fx", data="/work/data214", clean="/work/blind214", pool="/work/blind214",
          copies="/tmp/eval213-inj-fx", frozen="/tmp/frozen204")

# gatsby-rfcs: text/NNNN-x.md, 0000-template.md at the top (Summary, Motivation, ...): a, c.
s = kit.source("gatsby-rfcs", "text", r"00\d\d-.*\.md")
f = s.pick("\n# Motivation\n", skip=2)
s.delsec("a", f, "# Motivation", f"deleted '# Motivation' from {f} (the template has it; 13 of 13 keep it)")
f = s.pick("\n# Summary\n", skip=5)
s.copy("c", f, "text/" + f.split("/")[-1][:4] + "-another-rfc.md", f"a second RFC numbered as {f}")
s.score("# gatsby-rfcs: kinds a, c. One copy: /tmp/eval213-inj-fx/gatsby-rfcs.")

# sass-spec: accepted/x.md, no numbers, no template: b.
s = kit.source("sass-spec", "accepted", r"[a-z-]+\.md")
f = s.pick("\n## Summary\n", skip=3)
s.sub("b", f, "\n## Summary\n", "\n## Summary\n\nSee [the color spaces proposal](color-spaces-4.md).\n",
      f"link to a missing proposal in {f}")
s.score("# sass-spec: kind b. One copy: /tmp/eval213-inj-fx/sass-spec.")

# videojs-v10: internal/decisions/<area>/x.md, front matter `status: decided`, the README's template: f, a.
s = kit.source("videojs-v10", ["internal/decisions/player", "internal/decisions/spf"], r"[a-z-]+\.md")
f = s.pick("status: decided", skip=1)
s.sub("f", f, "status: decided", "status: decidd", f"status decided misspelt in {f}")
f = s.pick("\n## Decision\n", skip=3)
s.delsec("a", f, "## Decision", f"deleted '## Decision' from {f} (the template has it; 9 of 9 keep it)")
s.score("# videojs-v10: kinds f, a. One copy: /tmp/eval213-inj-fx/videojs-v10.")
