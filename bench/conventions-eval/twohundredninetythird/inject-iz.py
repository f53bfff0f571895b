"""Inject defects into clean documents of a copy of each data295 source (two-hundred-and-ninety-third evaluation,
part iz: the developer's, blind on 2eece4c, frozen as /tmp/frozen248). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-iz.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninetythird", "iz", data="/work/data295", clean="/work/blind295", pool="/work/blind295",
          copies="/tmp/eval293-inj-iz", frozen="/tmp/frozen248")

# opg-lpa-adr: docs/architecture/adrs/NNNN-x.md (adr-tools, `## Status` section): a, b, f.
s = kit.source("opg-lpa-adr", "docs/architecture/adrs", r"\d{4}-.*\.md")
f = s.take("docs/architecture/adrs/0004-implement-load-testing.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (every record has it) from {f}")
f = s.take("docs/architecture/adrs/0003-linting-and-scanning.md")
s.sub("f", f, "- Proposed (2021-09-03)", "- Porposed (2021-09-03)", f"status 'Proposed' misspelt 'Porposed' in {f}")
f = s.take("docs/architecture/adrs/0002-custom-save-handler-in-service-front.md")
s.sub("b", f, "## Consequences\n", "## Consequences\n\nSee [the pooling decision](0013-connection-pool.md).\n",
      f"link to 0013-connection-pool.md (the record is 0013-connection-pooling.md) added to {f}")
s.score("# opg-lpa-adr: kinds a, b, f. One copy: /tmp/eval293-inj-iz/opg-lpa-adr.")

# opg-data-adr: docs/architecture/decisions/NNNN-x.md (adr-tools): c, d, e.
s = kit.source("opg-data-adr", "docs/architecture/decisions", r"\d{4}-.*\.md")
f = s.take("docs/architecture/decisions/0006-field-formats-and-naming-conventions.md")
s.copy("c", f, "docs/architecture/decisions/0006-date-formats.md",
       "docs/architecture/decisions/0006-date-formats.md: a second record numbered 6 (a copy of 0006)")
f = s.take("docs/architecture/decisions/0007-error-handling-and-status-codes.md")
s.sub("d", f, "## Status\n\nProposed\n", "## Status\n\nSuperseded by [20. Error handling v2](0020-error-handling-v2.md)\n",
      f"status 'Superseded by' a record 0020 that does not exist in {f}")
f = s.take("docs/architecture/decisions/0008-hateoas.md")
s.sub("e", f, "## Status\n\nProposed\n", "## Status\n\nAccepted\n\nSupersedes [5. Content structure]"
      "(0005-content-structure.md)\n", f"0008 supersedes 0005, which stays Proposed: {f}")
s.score("# opg-data-adr: kinds c, d, e. One copy: /tmp/eval293-inj-iz/opg-data-adr.")
