"""Inject defects into clean documents of a copy of each data153 source (hundred-and-fifty-second evaluation, part do:
the developer's, blind on the working tree after d4a5b28 with this stop's sidecar and status fixes, frozen as
/tmp/frozen160). See inject_kit.py; kinds a-g. Run: /work/main/.venv/bin/python inject-do.py.
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfiftysecond", "do", data="/work/data153", clean="/work/blind152", pool="/work/blind152",
          copies="/tmp/eval152-inj-do", frozen="/tmp/frozen160")

# ark-aips: BIP-style AIPS/aip-N.md, headers in <pre>, fences or '---': a, b, c, f.
s = kit.source("ark-aips", "AIPS", r"aip-\d+\.md")
f = s.take("AIPS/aip-13.md")
s.sub("f", f, "  Status: Draft\n", "  Status: Darft\n", f"status 'Darft' in {f}")
f = s.take("AIPS/aip-24.md")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' from {f} (the template's)")
f = s.take("AIPS/aip-36.md")
s.copy("c", f, "AIPS/aip-36-copy.md", f"copied {f}: AIP 36 twice")
f = s.take("AIPS/aip-30.md")
s.sub("b", f, "## Abstract\n", "## Abstract\n\nSee [AIP 13](aip-013.md).\n", f"link to aip-013.md in {f} (the file is aip-13.md)")
s.score("# ark-aips: kinds a, b, c, f. One copy: /tmp/eval152-inj-do/ark-aips.")

# capa-proposals: ADRs docs/adr/NNNN-*.md with '* Status:' bullets; proposals with KEP-style front matter: d, f.
s = kit.source("capa-proposals", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0003-separate-e2e-packages.md")
s.sub("d", f, "* Status: accepted", "* Status: superseded by [ADR-0009](0009-e2e-suites.md)",
      f"'superseded by [ADR-0009](0009-e2e-suites.md)' in {f}: there is no ADR 9")
f = s.take("docs/adr/0004-fargate-pools.md")
s.sub("f", f, "- Status: accepted", "- Status: acceptd", f"status 'acceptd' in {f}")
s.score("# capa-proposals: kinds d, f. One copy: /tmp/eval152-inj-do/capa-proposals.")

# php-fig-psrs: accepted/PSR-N-*.md and their meta documents: b.
s = kit.source("php-fig-psrs", "accepted", r"PSR-\d+-.*\.md")
f = s.take("accepted/PSR-3-logger-interface-meta.md")
s.sub("b", f, "## 1. Summary\n", "## 1. Summary\n\nSee [the interface](PSR-3-logger-interfaces.md).\n",
      f"link to PSR-3-logger-interfaces.md in {f} (the file is PSR-3-logger-interface.md)")
s.score("# php-fig-psrs: kind b. One copy: /tmp/eval152-inj-do/php-fig-psrs.")
