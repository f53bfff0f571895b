"""Inject defects into clean documents of a copy of each data199 source (hundred-and-ninety-eighth evaluation,
part fi: the developer's, blind on cb37eae, frozen as /tmp/frozen196). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fi.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninetyeighth", "fi", data="/work/data199", clean="/work/blind199", pool="/work/blind199",
          copies="/tmp/eval198-inj-fi", frozen="/tmp/frozen196")

# conduit: docs/architecture-decision-records/YYYYMMDD-x.md, no status: b.
s = kit.source("conduit", "docs/architecture-decision-records", r"20.*\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [the connector lifecycle ADR](20230101-connector-lifecycle.md).\n\n## ", f"link to a missing ADR in {f}")
s.score("# conduit: kind b. One copy: /tmp/eval198-inj-fi/conduit.")

# elsa-core: doc/adr/NNNN-x.md, adr-tools (## Status over Accepted): f, b, c.
s = kit.source("elsa-core", "doc/adr", r"000\d-.*\.md")
f = s.pick("## Status\n\nAccepted", skip=1)
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", f"status Accepted misspelt in {f}")
f = s.pick("\n## Context\n")
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR 14](0014-bookmark-queue.md).\n", f"link to a missing ADR in {f}")
f = s.pick("\n## Decision\n")
s.copy("c", f, "doc/adr/" + f.split("/")[-1][:4] + "-another-decision.md", f"a second ADR numbered as {f}")
s.score("# elsa-core: kinds f, b, c. One copy: /tmp/eval198-inj-fi/elsa-core.")

# kubermatic: docs/proposals/*.md, bold Status lines, no template in the folder: f, b.
s = kit.source("kubermatic", "docs/proposals", r"[a-z].*\.md")
f = s.pick("**Status**: Draft proposal.", skip=2)
s.sub("f", f, "**Status**: Draft proposal.", "**Status**: Drfat proposal.", f"status Draft misspelt in {f}")
f = s.pick("\n## ", skip=6)
s.sub("b", f, "\n## ", "\nSee [the MLA proposal](mla-stack.md).\n\n## ", f"link to a missing proposal in {f}")
s.score("# kubermatic: kinds f, b. One copy: /tmp/eval198-inj-fi/kubermatic.")
