"""Inject defects into clean documents of a copy of each data211 source (two-hundred-and-tenth evaluation, part fu:
the developer's, blind on 4fbeef0, frozen as /tmp/frozen205). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fu.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtenth", "fu", data="/work/data211", clean="/work/blind211", pool="/work/blind211",
          copies="/tmp/eval210-inj-fu", frozen="/tmp/frozen205")

# elterngeldrechner: architecture-decision-records/NNNN-x.md, adr-tools' Nygard records, no template: a, b, d.
s = kit.source("elterngeldrechner", "architecture-decision-records", r"000\d-.*\.md")
f = s.pick("\n## Context\n", skip=1)
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (every record there keeps it)")
f = s.pick("\n## Context\n")
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 12](0012-hosting.md).\n", f"link to a missing ADR in {f}")
f = s.pick("## Status\n\nAccepted")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [11. New bundle](0011-new-bundle.md)",
      f"{f} superseded by a missing ADR 11")
s.score("# elterngeldrechner: kinds a, b, d. One copy: /tmp/eval210-inj-fu/elterngeldrechner.")

# nhs-breast-screening: docs/adr/ADR-NNN-x.md, a quoted header table, the NHS "Any Decision Record" template: f, a, g.
s = kit.source("nhs-breast-screening", "docs/adr", r"ADR-00\d-.*\.md")
f = s.pick("| Status       | `Proposed`")
s.sub("f", f, "| Status       | `Proposed`", "| Status       | `Propsoed`", f"status Proposed misspelt in {f}")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the template has it; 7 of 7 keep it)")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context", "Describe the context and the problem statement. Is there a relationship to other "
          "decisions previously made? Are there any dependencies and/or constraints within which the decision will be "
          "made? Do these need to be reviewed or validated?", f"the template's Context prompt left as the Context of {f}")
s.score("# nhs-breast-screening: kinds f, a, g. One copy: /tmp/eval210-inj-fu/nhs-breast-screening.")
