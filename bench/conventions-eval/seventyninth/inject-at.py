"""Inject defects into clean documents of a copy of each data80 source (seventy-ninth evaluation, part at: the
developer's, blind on 02299b2, the code after the seventy-eighth set's fixes). See inject_kit.py; kinds a-g as in
earlier sets. Run: /work/main/.venv/bin/python inject-at.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventyninth", "at", data="/work/data80", clean="/tmp/eval79", copies="/tmp/eval79-inj-at", frozen="/tmp/frozen79")


# nhs-wales-adrs: GIG-Cymru-NHS-Wales/Architecture-Decision-Records @ d638561. doc/<topic>/index.md (a folder each,
# MkDocs), `**Status**: ...` lines, headings after MADR ("Recommendation - Decision Outcome"): a b g.
s = kit.source("nhs-wales-adrs", ["doc", "doc/meta-decisions"], r"[a-z].*")
f = s.take("doc/git-organizations")
s.delsec("a", f + "/index.md", "## Recommendation - Decision Outcome",
         "deleted '## Recommendation - Decision Outcome' (kept by every decision in doc/)")
f = s.take("doc/terminology-services")
s.sub("b", f + "/index.md", "## Context\n", "## Context\n\nSee [the knowledge decision](../knowledge/decision.md).\n",
      "link to ../knowledge/decision.md, which does not exist")
f = s.take("doc/meta-decisions/spell")
s.sub("g", f + "/index.md", "## Context\n", "## Context\n\n{Describe the context and problem statement, e.g., in "
      "free form using two to three sentences or in the form of an illustrative story.}\n",
      "MADR's Context placeholder put back")
s.score("# nhs-wales-adrs: kinds a b g; c (unnumbered) d e f (statuses are free text) skipped. One copy: "
        "/tmp/eval79-inj-at/nhs-wales-adrs.")

# odc-adrs: opinionated-digital-center/architecture-decision-records @ 07f4bbb. docs/adr/NNNN-name.md (MADR 2): a b c.
s = kit.source("odc-adrs", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0003-use-semantic-versioning.md")
s.delsec("a", f, "## Context and Problem Statement", "deleted '## Context and Problem Statement' (every ADR has it)")
f = s.take("docs/adr/0004-use-0-0-0-as-initial-unreleased-version-number.md")
s.sub("b", f, "## Decision Outcome\n", "## Decision Outcome\n\nSee [ADR-0003](0003-semantic-versioning.md).\n",
      "link to 0003-semantic-versioning.md, which does not exist")
f = s.take("docs/adr/0005-use-conventional-commits.md")
s.copy("c", f, "docs/adr/0005-use-commit-linting.md", f"{f} copied under the same number (5)")
s.score("# odc-adrs: kinds a b c; d e f g skipped. One copy: /tmp/eval79-inj-at/odc-adrs.")
