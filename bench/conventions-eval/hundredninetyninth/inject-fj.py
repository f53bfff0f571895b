"""Inject defects into clean documents of a copy of each data200 source (hundred-and-ninety-ninth evaluation, part
fj: the developer's, blind on eb82020, frozen as /tmp/frozen197). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fj.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninetyninth", "fj", data="/work/data200", clean="/work/blind200", pool="/work/blind200",
          copies="/tmp/eval199-inj-fj", frozen="/tmp/frozen197")

# ros2-design: articles/NNN_x.md, Jekyll front matter with permalinks: b.
s = kit.source("ros2-design", "articles", r"1\d\d_.*\.md")
f = s.pick("\n## ", skip=5)
s.sub("b", f, "\n## ", "\nSee [the launch design](150_launch_system.md).\n\n## ", f"link to a missing article in {f}")
s.score("# ros2-design: kind b. One copy: /tmp/eval199-inj-fj/ros2-design.")

# akri-docs: proposals/*.md, no template: b.
s = kit.source("akri-docs", "proposals", r"[a-z].*\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [the discovery proposal](discovery-handlers-v2.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# akri-docs: kind b. One copy: /tmp/eval199-inj-fj/akri-docs.")

# zenoh-roadmap: rfcs/ALL/*.md, no template: b.
s = kit.source("zenoh-roadmap", "rfcs/ALL", r"[A-Z].*\.md")
f = s.pick("\n#", skip=1)
s.sub("b", f, "\n#", "\nSee [the routing RFC](Routing%20v2.md).\n\n#", f"link to a missing RFC in {f}")
s.score("# zenoh-roadmap: kind b. One copy: /tmp/eval199-inj-fj/zenoh-roadmap.")
