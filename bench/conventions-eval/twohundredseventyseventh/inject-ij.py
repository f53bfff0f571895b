"""Inject defects into clean documents of a copy of each data279 source (two-hundred-and-seventy-seventh evaluation,
part ij: the developer's, blind on b36c842, frozen as /tmp/frozen235). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ij.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventyseventh", "ij", data="/work/data279", clean="/work/blind279", pool="/work/blind279",
          copies="/tmp/eval277-inj-ij", frozen="/tmp/frozen235")

# pim-adr: docs/adr/NNNN-x.md, MADR 4 bullets: a, f.
s = kit.source("pim-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.pick("\n## Context and Problem Statement\n", skip=2)
s.delsec("a", f, "## Context and Problem Statement", f"deleted '## Context and Problem Statement' from {f}")
f = s.pick("- **Status:** accepted\n", skip=4)
s.sub("f", f, "- **Status:** accepted\n", "- **Status:** acepted\n", f"status 'acepted' in {f}")
s.score("# pim-adr: kinds a, f. One copy: /tmp/eval277-inj-ij/pim-adr.")

# ecommerceapp-adr: docs/adr/NNNN/NNNN-x.md, a folder per record: b, f.
folders = [f"docs/adr/{n:04d}" for n in range(1, 28)]
s = kit.source("ecommerceapp-adr", folders, r"\d{4}-.*\.md")
f = s.pick("\n## Context\n", skip=3)
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee [ADR-0040](../0040/0040-payments-outbox.md).\n", f"link to a missing ADR in {f}")
f = s.pick("\n## Status\nAccepted\n", skip=1)
s.sub("f", f, "\n## Status\nAccepted\n", "\n## Status\nAcepted\n", f"status 'Acepted' in {f}")
s.score("# ecommerceapp-adr: kinds b, f. One copy: /tmp/eval277-inj-ij/ecommerceapp-adr.")

# mauerstrassenloewen-adr: docs/src/adr/english/x.md, short Nygard records: b.
s = kit.source("mauerstrassenloewen-adr", "docs/src/adr/english", r".*\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [the messaging ADR](adr-009-messaging.md).\n\n## ", f"link to a missing ADR in {f}")
s.score("# mauerstrassenloewen-adr: kind b. One copy: /tmp/eval277-inj-ij/mauerstrassenloewen-adr.")
