"""Inject defects into clean documents of a copy of each data118 source (hundred-and-seventeenth evaluation, part
cf: the developer's, blind on 145b070, this stop's code after the 116th set). See inject_kit.py; kinds a-g as in
earlier sets. Run: /work/main/.venv/bin/python inject-cf.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventeenth", "cf", data="/work/data118", clean="/tmp/s52/blind7", copies="/tmp/eval118-inj-cf",
          frozen="/tmp/frozen124")

# perl-lsp: EffortlessMetrics/perl-lsp @ 0e52877. docs/adr/: `0001-...md` and `ADR_001_...md` records (MADR's
# sections, or Nygard's), `**Status**: Accepted`: a, f.
A = "docs/adr"
s = kit.source("perl-lsp", A, r"(?:\d{4}-|ADR_\d{3}_).*\.md")
f = s.take(f"{A}/0001-substitution-operator-parsing-architecture.md")
s.delsec("a", f, "## Decision Outcome", "deleted '## Decision Outcome' from an accepted ADR")
f = s.take(f"{A}/ADR_007_SUBSTITUTION_OPERATOR_PARSING.md")
s.sub("f", f, "**Status**: Accepted", "**Status**: Acccepted", "status 'Acccepted' (a typo of Accepted)")
s.score("# perl-lsp: kinds a, f. One copy: /tmp/eval118-inj-cf/perl-lsp.")

# zenon-commons: 0x3639/zenon-developer-commons @ 0de93c5. docs/specs/phase 1/ (eleven specs: Purpose, Design
# Goals, Final Rule), docs/proposals/TmZ-NNN-<slug>.md: a, b.
P = "docs/specs/phase 1"
s = kit.source("zenon-commons", [P, "docs/proposals"], r"(?:\d{2}-|TmZ-).*\.md")
f = s.take(f"{P}/05-libp2p sync protocol spec.md")
s.delsec("a", f, "## Design Goals", "deleted '## Design Goals' from a spec (ten of eleven keep it)")
f = s.take("docs/proposals/TmZ-002-seo-improvements.md")
s.sub("b", f, "\n## Motivation\n", "\nSee [the formatting standards](TmZ-001-formatting-standard.md).\n\n## Motivation\n",
      "link to TmZ-001-formatting-standard.md (the file is TmZ-001-formatting-standards.md)")
s.score("# zenon-commons: kinds a, b. One copy: /tmp/eval118-inj-cf/zenon-commons.")

# coze: Cyphrme/Coze @ b62d0f8. README.md: b.
s = kit.source("coze", ".", r"README\.md")
f = s.take("README.md")
s.sub("b", f, "\n## Pay\n", "\nSee [the licence](./LICENSE).\n\n## Pay\n", "link to ./LICENSE (the file is LICENSE.md)")
s.score("# coze: kind b. One copy: /tmp/eval118-inj-cf/coze.")
