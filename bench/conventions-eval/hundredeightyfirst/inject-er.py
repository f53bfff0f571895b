"""Inject defects into clean documents of a copy of each data182 source (hundred-and-eighty-first evaluation, part er: the
developer's, blind on this stop's code 339ac4e, frozen as /tmp/frozen181). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-er.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeightyfirst", "er", data="/work/data182", clean="/work/blind182", pool="/work/blind182",
          copies="/tmp/eval181-inj-er", frozen="/tmp/frozen181")

# etcd-druid: docs/proposals/NN-x.md, front matter, a template: a, f.
s = kit.source("etcd-druid", "docs/proposals", r"0[1-7]-.*\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template and 6 of 7 keep it)")
f = s.pick("status: implementable\n")
s.sub("f", f, "status: implementable\n", "status: implementible\n", f"status implementable misspelt in {f}")
s.score("# etcd-druid: kinds a, f. One copy: /tmp/eval181-inj-er/etcd-druid.")

# traderx: docs/adr/NNN-x.md, MADR front matter: f, b.
s = kit.source("traderx", "docs/adr", r"00\d-.*\.md")
f = s.pick("status: accepted\n")
s.sub("f", f, "status: accepted\n", "status: acepted\n", f"status accepted misspelt acepted in {f}")
f = s.pick("\n## Context")
s.sub("b", f, "\n## Context", "\nSee [ADR 12](012-order-routing.md).\n\n## Context", f"link to 012-order-routing.md in {f}")
s.score("# traderx: kinds f, b. One copy: /tmp/eval181-inj-er/traderx.")
