"""Inject defects into clean documents of a copy of each data180 source (hundred-and-seventy-ninth evaluation, part ep: the
developer's, blind on this stop's code 339ac4e, frozen as /tmp/frozen181). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ep.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventyninth", "ep", data="/work/data180", clean="/work/blind180", pool="/work/blind180",
          copies="/tmp/eval179-inj-ep", frozen="/tmp/frozen181")

# eessi-pensjon: docs/adr/NNNN-Name.md, MADR in Norwegian, a template numbered 9999: a, f.
s = kit.source("eessi-pensjon", "docs/adr", r"\d{4}-.*\.md")
f = s.pick("\n## Considered Options\n")
s.delsec("a", f, "## Considered Options", f"deleted '## Considered Options' from {f} (the template and 11 of 11 keep it)")
f = s.pick("* Status: Accepted\n")
s.sub("f", f, "* Status: Accepted\n", "* Status: Acepted\n", f"status Accepted misspelt Acepted in {f}")
s.score("# eessi-pensjon: kinds a, f. One copy: /tmp/eval179-inj-ep/eessi-pensjon.")

# life-events-platform: Nygard records, "Next >>" links: a, b, e.
s = kit.source("life-events-platform", "doc/architecture/decisions", r"00\d\d-.*\.md")
f = s.pick("\n## Context\n", skip=12)
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (30 of 30 keep it; Consequences, 16 of 30, is no convention)")
f = s.pick("\n## Context\n")
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [the data model](0031-data-model.md).\n",
      f"link to 0031-data-model.md in {f}: no such record")
s.take("doc/architecture/decisions/0006-scopes-and-auth.md")  # the old record, left Accepted
f = s.pick("\n## Status\n\nAccepted\n", skip=20)
s.sub("e", f, "\n## Status\n\nAccepted\n", "\n## Status\n\nAccepted\n\nSupersedes [6. Scopes and auth](0006-scopes-and-auth.md)\n",
      f"{f} supersedes 0006 (doc/architecture/decisions/0006-scopes-and-auth.md), still Accepted")
s.score("# life-events-platform: kinds a, b, e. One copy: /tmp/eval179-inj-ep/life-events-platform.")

# field-tm: docs/decisions/NNNN-x.md, MADR without a status: a, b.
s = kit.source("field-tm", "docs/decisions", r"000[1-6]-.*\.md")
f = s.pick("\n## Considered Options\n")
s.delsec("a", f, "## Considered Options", f"deleted '## Considered Options' from {f}")
f = s.pick("\n## Context and Problem Statement\n")
s.sub("b", f, "\n## Context and Problem Statement\n",
      "\n## Context and Problem Statement\n\nSee [the sync decision](0009-sync.md).\n",
      f"link to 0009-sync.md in {f}: no such record here")
s.score("# field-tm: kinds a, b. One copy: /tmp/eval179-inj-ep/field-tm.")
