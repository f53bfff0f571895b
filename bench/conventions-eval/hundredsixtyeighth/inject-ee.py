"""Inject defects into clean documents of a copy of each data169 source (hundred-and-sixty-eighth evaluation, part
ee: the developer's, blind on a1c94be, frozen as /tmp/frozen170). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ee.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixtyeighth", "ee", data="/work/data169", clean="/work/blind169", pool="/work/blind169",
          copies="/tmp/eval168-inj-ee", frozen="/tmp/frozen170")

# fachwerk: German ADRs adr/NNNN-*.md, bold bullet header, template 0000-template.md: a, c, d, f.
s = kit.source("fachwerk", "adr", r"\d{4}-.*\.md")
f = s.take("adr/0007-treiber-architektur.md")
s.delsec("a", f, "## Entscheidung", f"deleted '## Entscheidung' from {f} (the template and 15 of 15 have it)")
f = s.take("adr/0003-stack-typescript.md")
s.copy("c", f, "adr/0003-stack-typescript-neu.md", f"copied {f}: ADR-0003 twice")
f = s.take("adr/0006-datenhaltung.md")
s.sub("d", f, "- **Status:** Akzeptiert (2026-07-10)", "- **Status:** Abgelöst durch ADR-0016",
      f"'Abgelöst durch ADR-0016' in {f}: there is no ADR-0016")
f = s.take("adr/0009-api-mcp-oberflaeche.md")
s.sub("f", f, "- **Status:** Akzeptiert (2026-07-10)", "- **Status:** Akzeptirt (2026-07-10)",
      f"status 'Akzeptirt' in {f}")
s.score("# fachwerk: kinds a, c, d, f. One copy: /tmp/eval168-inj-ee/fachwerk.")

# goodmao: Nygard-style ADRs doc/adr/NNNN-*.md with a bullet header: a, b, f.
s = kit.source("goodmao", "doc/adr", r"\d{4}-.*\.md")
f = s.take("doc/adr/0008-soft-delete.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (the template and 19 of 19 have it)")
f = s.take("doc/adr/0003-pet-lifecycle.md")
s.sub("b", f, "(../roadmap.md)", "(../road-map.md)", f"link to ../road-map.md in {f}: no such file")
f = s.take("doc/adr/0012-vet-access-model.md")
s.sub("f", f, "- **Status:** Accepted", "- **Status:** Acepted", f"status 'Acepted' in {f}")
s.score("# goodmao: kinds a, b, f. One copy: /tmp/eval168-inj-ee/goodmao.")

# grainprotocol: ADRs in adr/protocol, adr/conformance, adr/sdk, each numbered 0001 on: a, c, f.
s = kit.source("grainprotocol", ["adr/protocol", "adr/sdk"], r"\d{4}-.*\.md")
f = s.take("adr/protocol/0005-ak-seq-conflict-ignore-all.md")
s.delsec("a", f, "## Rationale", f"deleted '## Rationale' from {f} (the template and 10 of 10 in protocol/ have it)")
f = s.take("adr/protocol/0002-blessed-cid-set.md")
s.copy("c", f, "adr/protocol/0002-blessed-cid-set-v2.md", f"copied {f}: protocol ADR-0002 twice")
f = s.take("adr/sdk/0005-reference-issuer-kit.md")
s.sub("f", f, "Status: Accepted", "Status: Acceptd", f"status 'Acceptd' in {f}")
s.score("# grainprotocol: kinds a, c, f. One copy: /tmp/eval168-inj-ee/grainprotocol.")
