"""Inject defects into clean documents of a copy of each data278 source (two-hundred-and-seventy-sixth evaluation,
part ii: the developer's, blind on 17323d7, frozen as /tmp/frozen236). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ii.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventysixth", "ii", data="/work/data278", clean="/work/blind278", pool="/work/blind278",
          copies="/tmp/eval276-inj-ii", frozen="/tmp/frozen236")

# tna-caselaw-adr: doc/adr/NNNN-x.md, adr-tools records: a, c, e, f.
s = kit.source("tna-caselaw-adr", "doc/adr", r"\d{4}-.*\.md")
f = s.pick("\n## Consequences\n", skip=5)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (54 of 56 have it) from {f}")
f = s.pick("\n## Context\n", skip=10)
s.copy("c", f, "doc/adr/0012-second-record-of-twelve.md", f"a second record numbered 0012, a copy of {f}")
old = s.pick("\n## Status\n\nAccepted\n", skip=2)
new = s.pick("\n## Context\n", skip=20)
s.sub("e", new, "\n## Context\n", f"\n## Context\n\nThis supersedes [the earlier record]({old.rpartition('/')[2]}).\n",
      f"{new} supersedes {old}, left Accepted")
f = s.pick("\n## Status\n\nAccepted\n", skip=30)
s.sub("f", f, "\n## Status\n\nAccepted\n", "\n## Status\n\nAcepted\n", f"status 'Acepted' in {f}")
s.score("# tna-caselaw-adr: kinds a, c, e, f. One copy: /tmp/eval276-inj-ii/tna-caselaw-adr.")

# ris-adm-adr: doc/adr/NNNN-x.md, adr-tools records with a template: a, f.
s = kit.source("ris-adm-adr", "doc/adr", r"\d{4}-.*\.md")
f = s.pick("\n## Consequences\n", skip=3)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (the template and the others have it) from {f}")
f = s.pick("\n## Status\n\nAccepted\n", skip=5)
s.sub("f", f, "\n## Status\n\nAccepted\n", "\n## Status\n\nAcceptd\n", f"status 'Acceptd' in {f}")
s.score("# ris-adm-adr: kinds a, f. One copy: /tmp/eval276-inj-ii/ris-adm-adr.")
