"""Inject defects into clean documents of a copy of each data110 source (hundred-and-ninth evaluation, part bx: the
developer's, blind on the hundred-and-eighth set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bx.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredninth", "bx", data="/work/data110", clean="/tmp/s51/blind7", copies="/tmp/eval110-inj-bx",
          frozen="/tmp/new115")

# engineering-doctrine: 0ryant/engineering-doctrine @ 1afd31d. docs/adr/NNNN-<slug>.md, 40 ADRs (`# 0012. Title`,
# `Status:` lines, Context, Decision, Consequences, ...), README.md a register: a, e, f.
A = "docs/adr"
s = kit.source("engineering-doctrine", A, r"\d{4}-.*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (the ADRs' own, nearly all keep it)")
f = s.pick("\nStatus: Accepted\n")
s.sub("f", f, "\nStatus: Accepted\n", "\nStatus: Acceptd\n", "status 'Acceptd' (a typo of Accepted)")
f = s.pick("\nStatus: Accepted (retrospective)")
old = f"{A}/0001-establish-versioned-engineering-doctrine-library.md"
s.sub("e", f, "\nStatus: Accepted (retrospective)", "\nStatus: Accepted (retrospective)\nSupersedes: [ADR 0001]"
      "(0001-establish-versioned-engineering-doctrine-library.md)",
      f"this record supersedes {old}, which still says Accepted")
s.score("# engineering-doctrine: kinds a, e, f. One copy: /tmp/eval110-inj-bx/engineering-doctrine.")

# product-standards: 10mm-gms/10mm-product-standards @ e7ac34e. docs/decisions/NNNN-<slug>.md, 19 adr-tools
# ADRs: a, b.
D = "docs/decisions"
s = kit.source("product-standards", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0013-standardise-uk-english.md")
s.delsec("a", f, "## Context", "deleted '## Context' (Nygard's, all keep it)")
f = s.take(f"{D}/0016-adopt-semantic-versioning.md")
s.sub("b", f, "\n## Decision\n", "\nSee [the shared libraries ADR](0018-shared-library-management.md).\n\n"
      "## Decision\n", "link to 0018-shared-library-management.md (the file is 0018-shared-libraries-management.md)")
s.score("# product-standards: kinds a, b. One copy: /tmp/eval110-inj-bx/product-standards.")

# software-factory: 0x63616c/software-factory @ b44a99b. ADRs kept in _archived/docs/adr/: b.
s = kit.source("software-factory", "_archived/docs/adr", r"\d{4}-.*\.md")
f = s.take("_archived/docs/adr/0007-config.md")
s.sub("b", f, "\n## Decision\n", "\nSee [priority ordering](0001-priority-order.md).\n\n## Decision\n",
      "link to 0001-priority-order.md (the file is 0001-priority-ordering.md)")
s.score("# software-factory: kind b. One copy: /tmp/eval110-inj-bx/software-factory.")
