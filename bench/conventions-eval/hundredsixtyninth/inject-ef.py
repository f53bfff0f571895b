"""Inject defects into clean documents of a copy of each data170 source (hundred-and-sixty-ninth evaluation, part
ef: the developer's, blind on a1c94be, frozen as /tmp/frozen170). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ef.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixtyninth", "ef", data="/work/data170", clean="/work/blind170", pool="/work/blind170",
          copies="/tmp/eval169-inj-ef", frozen="/tmp/frozen170")

# alloy: design documents docs/design/NNNN-*.md numbered by issue, template.md: a, b, c.
s = kit.source("alloy", "docs/design", r"\d{3,4}-.*\.md")
f = s.take("docs/design/5039-picking-a-prometheus-WAL.md")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' from {f} (the template and the designs written in ## keep it)")
f = s.take("docs/design/6173-alloyengine-module-structure.md")
s.sub("b", f, "[Design doc 4719](./4719-otel-engine-dependency-management.md) introduced",
      "[Design doc 4719](./4719-otel-engine-dependencies.md) introduced",
      f"link to ./4719-otel-engine-dependencies.md in {f}: no such document")
f = s.take("docs/design/1161-standardize-stdlib.md")
s.copy("c", f, "docs/design/1161-standardize-stdlib-v2.md", f"copied {f}: design 1161 twice")
s.score("# alloy: kinds a, b, c. One copy: /tmp/eval169-inj-ef/alloy.")

# karpenter: unnumbered designs/*.md: b.
s = kit.source("karpenter", "designs", r"[a-z].*\.md")
f = s.take("designs/balanced-consolidation.md")
s.sub("b", f, "(../pkg/utils/disruption/disruption.go)", "(../pkg/utils/disruption/disruptions.go)",
      f"link to ../pkg/utils/disruption/disruptions.go in {f}: no such file")
s.score("# karpenter: kind b. One copy: /tmp/eval169-inj-ef/karpenter.")

# otelcol: unnumbered RFCs docs/rfcs/*.md: b.
s = kit.source("otelcol", "docs/rfcs", r"[a-z].*\.md")
f = s.take("docs/rfcs/component-status-reporting.md")
s.sub("b", f, "(../component-status.md)", "(../component-statuses.md)",
      f"link to ../component-statuses.md in {f}: no such file")
s.score("# otelcol: kind b. One copy: /tmp/eval169-inj-ef/otelcol.")
