"""Inject defects into clean documents of a copy of each data233 source (two-hundred-and-thirty-second evaluation,
part gq: the developer's, blind on the stop's code as it stood, 26acbc4, frozen as /tmp/frozen215). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gq.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredthirtysecond", "gq", data="/work/data233", clean="/work/blind233", pool="/work/blind233",
          copies="/tmp/eval232-inj-gq", frozen="/tmp/frozen215")

# openshift-aiops: docs/adrs/NNN-x.md, `**Status**: ACCEPTED` lines, an index README: f, c, a.
s = kit.source("openshift-aiops", "docs/adrs", r"0\d\d-.*\.md")
f = s.pick("**Status**: ACCEPTED", skip=3)
s.sub("f", f, "**Status**: ACCEPTED", "**Status**: ACCPETED", f"status ACCEPTED misspelt in {f}")
f = s.pick("# ADR-", skip=8)
s.copy("c", f, "docs/adrs/027-a-second-twenty-seven.md", f"a second record numbered 027, copied from {f}")
f = s.pick("\n## Context\n", skip=12)
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (every record keeps it)")
s.score("# openshift-aiops: kinds f, c, a. One copy: /tmp/eval232-inj-gq/openshift-aiops.")

# kubeflow-trainer: proposals/NNNN-x/README.md, no template: b.
s = kit.source("kubeflow-trainer", "proposals", r"2[4-7]\d\d-.*")
s.pool = [f"{p}/README.md" for p in s.pool]  # (each proposal is its folder's README)
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [KEP-2700](../2700-runtime-hooks/README.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# kubeflow-trainer: kind b. One copy: /tmp/eval232-inj-gq/kubeflow-trainer.")
