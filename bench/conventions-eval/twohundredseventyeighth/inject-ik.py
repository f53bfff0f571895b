"""Inject defects into clean documents of a copy of each data280 source (two-hundred-and-seventy-eighth evaluation,
part ik: the developer's, blind on 907963e, frozen as /tmp/frozen238). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ik.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventyeighth", "ik", data="/work/data280", clean="/work/blind280", pool="/work/blind280",
          copies="/tmp/eval278-inj-ik", frozen="/tmp/frozen238")

# k8s-autoscaler-proposals: vertical-pod-autoscaler/enhancements/NNNN-x/README.md, the AEP template: a.
folders = [f"vertical-pod-autoscaler/enhancements/{f}" for f in ("4016-in-place-updates-support", "4566-min-replicas",
                                                                "4902-delete-oom-pods", "8818-in-place-only")]
s = kit.source("k8s-autoscaler-proposals", folders, r"README\.md")
f = s.pick("\n## Summary\n", skip=1)
s.delsec("a", f, "## Summary", f"deleted '## Summary' (the template and 8 of 9 have it) from {f}")
s.score("# k8s-autoscaler-proposals: kind a. One copy: /tmp/eval278-inj-ik/k8s-autoscaler-proposals.")

# olm-design-proposals: doc/contributors/design-proposals/x.md: b.
s = kit.source("olm-design-proposals", "doc/contributors/design-proposals", r"[a-z0-9-]+\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [the catalog proposal](catalog-priority.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# olm-design-proposals: kind b. One copy: /tmp/eval278-inj-ik/olm-design-proposals.")
