"""Inject defects into clean documents of a copy of each data47 source (forty-sixth evaluation, part m: the
developer's, blind on the code after the forty-fifth set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-m.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fortysixth", "m", data="/work/data47", clean="/tmp/eval47", copies="/tmp/eval47-inj-m", frozen="/tmp/frozen46")


# kruise-proposals: openkruise/kruise docs/proposals @ 07169cf. YYYYMMDD-template.md (front matter title, authors,
# ..., status: provisional|experimental|implementable|implemented|deferred|rejected|withdrawn|replaced; Motivation with
# its prompt, Proposal, ...). Dated names, no supersessions: c d e skipped.
P = "docs/proposals/"
s = kit.source("kruise-proposals", P[:-1], r"\d{8}-.*\.md")
f = s.take(P + "20220728-pod-probe-marker.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 27 of 29 proposals have it)")
f = s.take(P + "20210614-podunavailablebudget.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also the [pod deletion cost proposal](20210601-pod-deletion-cost.md).\n",
      "link to 20210601-pod-deletion-cost.md, which does not exist")
f = s.take(P + "20210305-sidecarset-hotupgrade.md")
s.sub("f", f, "status: implementable", "status: postponed",
      "'status: postponed' (the template: provisional|experimental|implementable|implemented|deferred|rejected|...)")
s.setbody("g", f, "## Motivation", "This section is for explicitly listing the motivation, goals and non-goals of this "
          "proposal.", "'## Motivation' is the template's own prompt (beside f)")
s.score("# kruise-proposals: kinds a b f g; c d e skipped. One copy: /tmp/eval47-inj-m/kruise-proposals.")

# rook-design: rook/rook design @ d0c3b9c. design_template.md ('# Feature Name', Summary, Goals, Non-Goals, Proposal
# details, Drawbacks, Alternatives, Open Questions [optional]); designs in ceph/, ceph/object/, common/, unnumbered, no
# statuses: only b (a broken link) rests on a convention every design shares.
D = "design/ceph/"
s = kit.source("rook-design", D[:-1], r"[a-z-]+\.md")
f = s.take(D + "ceph-exporter.md")
s.sub("b", f, "## ", "See also the [telemetry design](ceph-metrics.md).\n\n## ",
      "link to ceph-metrics.md, which does not exist")
s.score("# rook-design: kind b; a c d e f g skipped. One copy: /tmp/eval47-inj-m/rook-design.")
