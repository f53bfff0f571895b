"""Inject defects into clean documents of a copy of each data298 source (two-hundred-and-ninety-sixth evaluation,
part jc: the developer's, blind on 2eece4c, frozen as /tmp/frozen248). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-jc.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninetysixth", "jc", data="/work/data298", clean="/work/blind298", pool="/work/blind298",
          copies="/tmp/eval296-inj-jc", frozen="/tmp/frozen248")

# easi-adr: docs/adr/NNNN-x.md to docs/adr/template.md (early MADR): a, g.
s = kit.source("easi-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0006-frontend-server-repo.md")
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' (the template and 41 of 43 have it) from {f}")
f = s.take("docs/adr/0008-ssm-for-configsecrets.md")
s.sub("g", f, "Chosen Alternative: *AWS SSM Parameter store + Chamber*", "Chosen Alternative: *[alternative 1]*",
      f"Decision Outcome's choice left as the template's '*[alternative 1]*' in {f}")
s.score("# easi-adr: kinds a, g. One copy: /tmp/eval296-inj-jc/easi-adr.")

# ui5-test-runner-adr: docs/adr/NNNN-x.md (Nygard, `## Status` over Accepted): b, f.
s = kit.source("ui5-test-runner-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0002-parallel-browser-agents.md")
s.sub("f", f, "## Status\nAccepted", "## Status\nAccpeted", f"status 'Accepted' misspelt 'Accpeted' in {f}")
f = s.take("docs/adr/0003-configuration-validation-strategy.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nAs [ADR 2](0002-parallel-agents.md) does for agents.\n",
      f"link to 0002-parallel-agents.md (the record is 0002-parallel-browser-agents.md) added to {f}")
s.score("# ui5-test-runner-adr: kinds b, f. One copy: /tmp/eval296-inj-jc/ui5-test-runner-adr.")
