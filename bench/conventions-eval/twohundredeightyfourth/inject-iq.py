"""Inject defects into clean documents of a copy of each data286 source (two-hundred-and-eighty-fourth evaluation,
part iq: the developer's, blind on da4c0e7, frozen as /tmp/frozen239). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-iq.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeightyfourth", "iq", data="/work/data286", clean="/work/blind286", pool="/work/blind286",
          copies="/tmp/eval284-inj-iq", frozen="/tmp/frozen239")

# weave-gitops-adr: doc/adr/NNNN-x.md (adr-tools): e (a record the family's way supersedes left Accepted), d.
s = kit.source("weave-gitops-adr", "doc/adr", r"\d{4}-.*\.md")
f = s.take("doc/adr/0009-v1-architecture.md")
s.sub("e", f, "## Status\n\nAccepted\n", "## Status\n\nAccepted\n\nSupercedes [2. API definitions](0002-api-definitions-grpc.md)\n",
      f"{f} says it supersedes ADR 2, which stays Proposed and names no successor")
f = s.take("doc/adr/0014-k8s-client-api-fairness-and-rate-limits.md")
s.sub("d", f, "## Status\n\nProposed\n", "## Status\n\nSuperceded by [17. Client rate limits](0017-client-rate-limits.md)\n",
      f"'Superceded by' a missing ADR 17 in {f}")
s.score("# weave-gitops-adr: kinds d, e. One copy: /tmp/eval284-inj-iq/weave-gitops-adr.")

# opendata-rfcs: log/rfcs/NNNN-x.md: a.
s = kit.source("opendata-rfcs", "log/rfcs", r"\d{4}-.*\.md")
f = s.take("log/rfcs/0003-listing-apis.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (7 of 7 have it, and the template) from {f}")
s.score("# opendata-rfcs: kind a. One copy: /tmp/eval284-inj-iq/opendata-rfcs.")
