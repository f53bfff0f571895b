"""Inject defects into clean documents of a copy of each data150 source (hundred-and-forty-ninth evaluation, part dl:
the developer's, blind on 098789a, frozen as /tmp/frozen157). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dl.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfortyninth", "dl", data="/work/data150", clean="/work/blind149", pool="/work/blind149",
          copies="/tmp/eval149-inj-dl", frozen="/tmp/frozen157")

# p2sk-adr: German MADR records docs/adr/NNNN-feature-N-*.md: a, e, f.
s = kit.source("p2sk-adr", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0003-feature-1-backend-imaging-modul-skalierung.md")
s.delsec("a", f, "## Kontext und Problemstellung", f"deleted '## Kontext und Problemstellung' from {f} (all 16 keep it)")
f = s.take("docs/adr/0005-feature-2-backend-farb-quantisierung.md")
s.sub("e", f, "* Status: ersetzt durch [ADR-0010](0010-feature-2-vibrant-as-new-color-quantizer.md)", "* Status: akzeptiert",
      f"status 'akzeptiert' in {f}, which 0010 says it replaces ('Löst [ADR-0005](...) ab')")
f = s.take("docs/adr/0009-feature-5-rest-api.md")
s.sub("f", f, "* Status: akzeptiert", "* Status: akzeptirt", f"status 'akzeptirt' in {f}")
s.score("# p2sk-adr: kinds a, e, f. One copy: /tmp/eval149-inj-dl/p2sk-adr.")

# darker: Nygard records docs/adr/NNNN-*.md: a, b, c.
s = kit.source("darker", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0012-json-serializer-swap.md")
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (all 22 keep it)")
f = s.take("docs/adr/0013-migrate-legacy-tests-to-test-doubles.md")
s.copy("c", f, "docs/adr/0013-migrate-legacy-tests.md", f"copied {f}: number 13 twice")
f = s.take("docs/adr/0014-factory-component-lifetime.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 9](0009-simple-and-in-memory-factory-implementations.md).\n",
      f"link to 0009-simple-and-in-memory-factory-implementations.md in {f} (the file is ...inmemory...)")
s.score("# darker: kinds a, b, c. One copy: /tmp/eval149-inj-dl/darker.")

# matamata: adr-tools records docs/architecture/decisions/NNNN-*.md: d, f.
s = kit.source("matamata", "docs/architecture/decisions", r"\d{4}-.*\.md")
f = s.take("docs/architecture/decisions/0002-defining-ubiquitous-language.md")
s.sub("d", f, "## Status\n\nProposed\n", "## Status\n\nProposed\n\nSuperseded by [9. Glossary](0009-glossary.md)\n",
      f"'Superseded by [9. Glossary](0009-glossary.md)' in {f}: there is no record 9")
f = s.take("docs/architecture/decisions/0001-record-architecture-decisions.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n", f"status 'Acepted' in {f}")
s.score("# matamata: kinds d, f. One copy: /tmp/eval149-inj-dl/matamata.")
