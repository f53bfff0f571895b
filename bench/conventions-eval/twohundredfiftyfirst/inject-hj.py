"""Inject defects into clean documents of a copy of each data252 source (two-hundred-and-fifty-first evaluation,
part hj: the developer's, blind on the stop's checking code 832a7eb, frozen as /tmp/frozen224). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hj.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfiftyfirst", "hj", data="/work/data252", clean="/work/blind252", pool="/work/blind252",
          copies="/tmp/eval251-inj-hj", frozen="/tmp/frozen224")

# ms-terminal: doc/specs/#NNNN - Title.md, front matter and the spec template: a, b.
s = kit.source("ms-terminal", "doc/specs", r"#\d+ - [^/]+\.md")
f = s.pick("\n## Abstract\n", skip=3)
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' (the template and the specs have it) from {f}")
f = s.pick("\n## Inspiration\n", skip=4)
s.sub("b", f, "\n## Inspiration\n", "\n## Inspiration\n\nSee [the tab spec](%239999%20-%20Tab%20Groups.md).\n",
      f"link to a missing spec in {f}")
s.score("# ms-terminal: kinds a, b. One copy: /tmp/eval251-inj-hj/ms-terminal.")

# jj: docs/design/*.md, unnumbered design docs: b.
s = kit.source("jj", "docs/design", r"[a-z_-]+\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee the [sparse design](sparse-checkouts.md).\n\n## ", f"link to a missing design in {f}")
s.score("# jj: kind b. One copy: /tmp/eval251-inj-hj/jj.")

# buck2: docs/rfcs/{drafts,implemented}/*.md, no metadata: b.
s = kit.source("buck2", ["docs/rfcs", "docs/rfcs/drafts", "docs/rfcs/implemented"], r"[a-z_-]+\.md")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSee the [remote cache RFC](remote_cache.md).\n\n## ", f"link to a missing RFC in {f}")
s.score("# buck2: kind b. One copy: /tmp/eval251-inj-hj/buck2.")
