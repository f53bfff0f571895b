"""Inject defects into clean documents of a copy of each data222 source (two-hundred-and-twenty-first evaluation,
part gf: the developer's, blind on the stop's final checking code d8c7f53, frozen as /tmp/frozen210). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-gf.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwentyfirst", "gf", data="/work/data222", clean="/work/blind222", pool="/work/blind222",
          copies="/tmp/eval221-inj-gf", frozen="/tmp/frozen210")

# eks-anywhere: designs/x.md, unnumbered, no template or status: b.
s = kit.source("eks-anywhere", "designs", r"[a-z0-9_-]+\.md")
f = s.pick("\n## ", skip=4)
s.sub("b", f, "\n## ", "\nSee [the upgrade design](cluster-upgrade-rollback.md).\n\n## ", f"link to a missing design in {f}")
s.score("# eks-anywhere: kind b. One copy: /tmp/eval221-inj-gf/eks-anywhere.")

# metallb: design/x.md, unnumbered: b.
s = kit.source("metallb", "design", r"[a-z0-9_-]+\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [the BFD design](bfd-profiles.md).\n\n## ", f"link to a missing design in {f}")
s.score("# metallb: kind b. One copy: /tmp/eval221-inj-gf/metallb.")
