"""Inject defects into clean documents of a copy of each data129 source (hundred-and-twenty-eighth evaluation, part
cq: the developer's, blind on 07e20ef, stop 53's final code). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-cq.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwentyeighth", "cq", data="/work/data129", clean="/tmp/blind129", copies="/tmp/eval129-inj-cq",
          frozen="/tmp/frozen134")  # (07e20ef)

# ryp: nilscodes/reach-your-people @ a03ddb7. MADR records in docs/decisions/: a, f.
s = kit.source("ryp", "docs/decisions", r"\d{4}-.*\.md")
f = s.take("docs/decisions/0003-indexing-solution.md")
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' from {f} (the template and 9 of 9 have it)")
f = s.take("docs/decisions/0006-second-messaging-integration-twilio.md")
s.sub("f", f, "status: accepted", "status: acepted", f"status 'acepted' in {f}")
s.score("# ryp: kinds a, f. One copy: /tmp/eval129-inj-cq/ryp.")

# aptl: Brad-Edwards/aptl @ ad38468. Nygard-style ADRs in docs/adrs/: e, c.
s = kit.source("aptl", "docs/adrs", r"adr-\d{3}-.*\.md")
s.take("docs/adrs/adr-010-sonarcloud-quality.md")  # (the record left in force: no edit)
new = s.take("docs/adrs/adr-012-opentelemetry-integration.md")
s.sub("e", new, "## Context\n", "## Context\n\nThis ADR supersedes ADR-010 (SonarCloud for Continuous Code "
      "Quality) in full.\n", f"{new} says it supersedes ADR-010; docs/adrs/adr-010-sonarcloud-quality.md still 'accepted' "
      "(DC405 on adr-010 or DC404)")
dup = s.take("docs/adrs/adr-018-control-flow-primitives.md")
s.copy("c", dup, "docs/adrs/adr-018-control-flow-primitives-v2.md",
       "copied adr-018-control-flow-primitives.md to adr-018-control-flow-primitives-v2.md: number 18 twice")
s.score("# aptl: kinds e, c. One copy: /tmp/eval129-inj-cq/aptl.")

# rule-engine-pg: KSD-CO/rule-engine-postgres @ 83dad1e. RFCs in docs/rfcs/: g, b.
s = kit.source("rule-engine-pg", "docs/rfcs", r"\d{4}-.*\.md")
f = s.take("docs/rfcs/0006-rest-api-wrapper.md")
s.setbody("g", f, "## Summary", "One paragraph explanation of the feature/change.\n\n---",
          f"the template's Summary prompt left as {f}'s Summary")
f = s.take("docs/rfcs/0005-webhook-support.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nBuilds on [RFC-0001](0001-rule-repositry.md).\n",
      f"link to 0001-rule-repositry.md in {f} (the file is 0001-rule-repository.md)")
s.score("# rule-engine-pg: kinds g, b. One copy: /tmp/eval129-inj-cq/rule-engine-pg.")
