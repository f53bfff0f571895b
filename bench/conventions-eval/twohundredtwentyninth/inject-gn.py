"""Inject defects into clean documents of a copy of each data230 source (two-hundred-and-twenty-ninth evaluation,
part gn: the developer's, blind on the stop's starting code 78a33c9, frozen as /tmp/frozen213). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gn.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwentyninth", "gn", data="/work/data230", clean="/work/blind230", pool="/work/blind230",
          copies="/tmp/eval229-inj-gn", frozen="/tmp/frozen213")

# tf-specs: the top folder's specs, the template design_template.md (17 numbered sections): a, b.
s = kit.source("tf-specs", ".", r"[A-Za-z].*\.md")
f = s.pick("\n# 2. Problem statement\n", skip=2)
s.delsec("a", f, "# 2. Problem statement", f"deleted '# 2. Problem statement' from {f} (the template has it)")
f = s.pick("\n# 3. Proposed solution\n", skip=6)
s.sub("b", f, "\n# 3. Proposed solution\n", "\n# 3. Proposed solution\n\nSee [the routing spec](routing_spec.md).\n",
      f"link to a missing spec in {f}")
s.score("# tf-specs: kinds a, b. One copy: /tmp/eval229-inj-gn/tf-specs.")

# waku-specs: standards/core/*.md, YAML front matter, the template template.md: b, g.
s = kit.source("waku-specs", "standards/core", r"[a-z].*\.md")
f = s.pick("## Abstract\n", skip=1)
s.sub("b", f, "## Abstract\n", "## Abstract\n\nBuilds on [WAKU2-PEER-EXCHANGE](./peer-exchange.md).\n", f"link to a missing spec in {f}")
f = s.pick("## Abstract\n", skip=4)
s.sub("g", f, "## Abstract\n", "### (Info, remove this section)\n\nThis section contains meta info about writing specifications.\n"
      "This section (including its subsections) MUST be removed.\n\n## Abstract\n",
      f"the template's '(Info, remove this section)' section kept in {f}")
s.score("# waku-specs: kinds b, g. One copy: /tmp/eval229-inj-gn/waku-specs.")

# eudi-arf: docs/discussion-topics/<letter>-x.md, no template: b.
s = kit.source("eudi-arf", "docs/discussion-topics", r"[a-z].*\.md")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSee [topic Z](z-missing-topic.md).\n\n## ", f"link to a missing discussion paper in {f}")
s.score("# eudi-arf: kind b. One copy: /tmp/eval229-inj-gn/eudi-arf.")
