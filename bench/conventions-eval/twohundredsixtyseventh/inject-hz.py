"""Inject defects into clean documents of a copy of each data268 source (two-hundred-and-sixty-seventh evaluation, part hz: the developer's, blind
on the stop's checking code 146eb97, frozen as /tmp/frozen231). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hz.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixtyseventh", "hz", data="/work/data268", clean="/work/blind268", pool="/work/blind268",
          copies="/tmp/eval267-inj-hz", frozen="/tmp/frozen231")

# 1j1s-etl: docs/docs/adr/YYYY-MM-DD.x.md, French, a template: b.
s = kit.source("1j1s-etl", "docs/docs/adr", r"20\d\d-\d\d-\d\d\..*\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nVoir [l'ADR des quotas](2023-01-01.quotas.md).\n\n## ", f"link to a missing ADR in {f}")
s.score("# 1j1s-etl: kind b. One copy: /tmp/eval267-inj-hz/1j1s-etl.")

# tarka: docs/docs/adr/ADR-NNNN-x.md: b.
s = kit.source("tarka", "docs/docs/adr", r"ADR-\d{4}-.*\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [ADR-0009](ADR-0009-tenancy.md).\n\n## ", f"link to a missing ADR in {f}")
s.score("# tarka: kind b. One copy: /tmp/eval267-inj-hz/tarka.")
