"""Inject defects into clean documents of a copy of each data159 source (hundred-and-fifty-eighth evaluation, part
du: the developer's, blind on 897efac, frozen as /tmp/frozen169). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-du.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfiftyeighth", "du", data="/work/data159", clean="/work/blind159", pool="/work/blind159",
          copies="/tmp/eval158-inj-du", frozen="/tmp/frozen169")

# phpkafka: adr-tools records docs/architecture-decisions/NNNN-*.md, one superseded in both: e, f.
s = kit.source("phpkafka", "docs/architecture-decisions", r"\d{4}-.*\.md")
f = s.take("docs/architecture-decisions/0002-require-php-7-2-64-bit.md")
s.sub("e", f, "Superceded by [7. Require latest stable PHP version](0007-require-latest-stable-php-version.md)",
      "Accepted", f"{f} put back to Accepted while ADR 7 supersedes it")
f = s.take("docs/architecture-decisions/0004-use-arrays-for-mapping-schema.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcceptd", f"status 'Acceptd' in {f}")
s.score("# phpkafka: kinds e, f. One copy: /tmp/eval158-inj-du/phpkafka.")

# tamrclient: adr-tools records docs/contributor-guide/adr/NNNN-*.md, all Accepted: a, c, b.
s = kit.source("tamrclient", "docs/contributor-guide/adr", r"\d{4}-.*\.md")
f = s.take("docs/contributor-guide/adr/0006-type-checking.md")
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (adr-tools' template; 10 of 10 keep it)")
f = s.take("docs/contributor-guide/adr/0003-reproducibility.md")
s.copy("c", f, "docs/contributor-guide/adr/0003-reproducibility-copy.md", f"copied {f}: number 3 twice")
f = s.take("docs/contributor-guide/adr/0009-separate-types-and-functions.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 8](0008-standardised-imports.md).\n",
      f"link to 0008-standardised-imports.md in {f}: no such record")
s.score("# tamrclient: kinds a, b, c. One copy: /tmp/eval158-inj-du/tamrclient.")

# keystoners: adr-tools records doc/src/adr/NNNN-*.md in an mdBook: d, g.
s = kit.source("keystoners", "doc/src/adr", r"\d{4}-.*\.md")
f = s.take("doc/src/adr/0005-auth-passkey.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [10. Passkeys v2](0010-passkeys-v2.md)",
      f"'Superseded by [10. Passkeys v2](0010-passkeys-v2.md)' in {f}: there is no ADR 10")
f = s.take("doc/src/adr/0003-sea-orm.md")
s.setbody("g", f, "## Consequences", "What becomes easier or more difficult to do and any risks introduced by the "
          "change that will need to be mitigated.", f"the adr-tools template's Consequences text put back in {f}")
s.score("# keystoners: kinds d, g. One copy: /tmp/eval158-inj-du/keystoners.")
