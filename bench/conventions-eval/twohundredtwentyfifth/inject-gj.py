"""Inject defects into clean documents of a copy of each data226 source (two-hundred-and-twenty-fifth evaluation,
part gj: the developer's, blind on the stop's starting code 78a33c9, frozen as /tmp/frozen213). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gj.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwentyfifth", "gj", data="/work/data226", clean="/work/blind226", pool="/work/blind226",
          copies="/tmp/eval225-inj-gj", frozen="/tmp/frozen213")

# beyondstorage-specs: rfcs/N-x.md, the template rfcs/0-example.md (Background, Proposal, Rationale, ...): a, b.
s = kit.source("beyondstorage-specs", "rfcs", r"[1-9]\d*-.*\.md")
f = s.pick("\n## Rationale\n", skip=5)
s.delsec("a", f, "## Rationale", f"deleted '## Rationale' from {f} (the template and 51 of 52 have it)")
f = s.pick("\n## Proposal\n", skip=9)
s.sub("b", f, "\n## Proposal\n", "\n## Proposal\n\nAs [GSP-999](./999-missing.md) proposed.\n", f"link to a missing RFC in {f}")
s.score("# beyondstorage-specs: kinds a, b. One copy: /tmp/eval225-inj-gj/beyondstorage-specs.")

# chronicle: docs/adr/NNNN-x.md, Status / Context / Decision / Consequences, all Accepted: a, f, c.
s = kit.source("chronicle", "docs/adr", r"00\d\d-.*\.md")
f = s.pick("\n## Consequences\n", skip=2)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (17 of 17 have it)")
f = s.pick("## Status\n\nAccepted", skip=6)
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", f"status Accepted misspelt in {f}")
f = s.pick("## Status", skip=10)
s.copy("c", f, "docs/adr/0012-a-second-twelve.md", f"a second record numbered 0012, copied from {f}")
s.score("# chronicle: kinds a, f, c. One copy: /tmp/eval225-inj-gj/chronicle.")

# laminardb: docs/features/phase-N/FNNN-x.md, the template docs/features/TEMPLATE.md: a, b.
s = kit.source("laminardb", ["docs/features/phase-1", "docs/features/phase-2"], r"F\d{3}-.*\.md")
f = s.pick("\n## Goals\n", skip=3)  # (not Goals: 35 of the 84 go without it, the family's conventions say)
s.delsec("a", f, "## Summary", f"deleted '## Summary' from {f} (the template and 83 of 84 have it)")
f = s.pick("\n## Summary\n", skip=8)
s.sub("b", f, "\n## Summary\n", "\n## Summary\n\nBuilds on [F099](F099-missing-feature.md).\n",
      f"link to a missing feature in {f}")
s.score("# laminardb: kinds a, b. One copy: /tmp/eval225-inj-gj/laminardb.")
