"""Inject defects into clean documents of a copy of each data288 source (two-hundred-and-eighty-sixth evaluation,
part is: the developer's, blind on 19ea379, frozen as /tmp/frozen241). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-is.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeightysixth", "is", data="/work/data288", clean="/work/blind288", pool="/work/blind288",
          copies="/tmp/eval286-inj-is", frozen="/tmp/frozen241")

# mhclg-funding-rfcs: rfc/YYYY-MM-DD-x.md, a fenced header block and the template's questions: a, f, g.
s = kit.source("mhclg-funding-rfcs", "rfc", r"\d{4}-\d\d-\d\d-.*\.md")
f = s.take("rfc/2025-01-06-overall-monolith.md")
s.delsec("a", f, "## Why should we change?", f"deleted '## Why should we change?' (the template has it) from {f}")
f = s.take("rfc/2024-11-21-generic-notify-templates.md")
s.sub("f", f, "Status: Approved", "Status: Aproved", f"status 'Approved' misspelt 'Aproved' in {f}")
f = s.take("rfc/2025-01-21-pre_award-folder.md")
s.setbody("g", f, "## Overview", "If someone only reads this far, what do you want them to know?",
          f"Overview left as the template's question in {f}")
s.score("# mhclg-funding-rfcs: kinds a, f, g. One copy: /tmp/eval286-inj-is/mhclg-funding-rfcs.")

# ario-solana-adr: docs/adrs/NNNN-x.md (MADR-like, bullet header): b, c.
s = kit.source("ario-solana-adr", "docs/adrs", r"\d{4}-.*\.md")
f = s.take("docs/adrs/0023-prescribe-live-total-weight.md")
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [the earlier record](0019-earlier-weights.md).\n",
      f"a link to 0019-earlier-weights.md, no such file, in {f}")
s.copy("c", s.take("docs/adrs/0025-delegate-share-keyed-off-tally-snapshot.md"), "docs/adrs/0025-copy-of-a-decision.md",
       "a record copied as 0025-copy-of-a-decision.md: number 25 taken twice")
s.score("# ario-solana-adr: kinds b, c. One copy: /tmp/eval286-inj-is/ario-solana-adr.")
