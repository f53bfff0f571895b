"""Inject defects into clean documents of a copy of each data171 source (hundred-and-seventieth evaluation, part
eg: the developer's, blind on the stop's first fixes, frozen as /tmp/frozen172). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-eg.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventieth", "eg", data="/work/data171", clean="/work/blind171", pool="/work/blind171",
          copies="/tmp/eval170-inj-eg", frozen="/tmp/frozen172")

# axon: Spanish ADRs docs/adr/NNNN-*.md, bold Estado/Fecha lines, template 0000-plantilla.md: a, d, f.
s = kit.source("axon", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0004-adjuntos-polimorficos-comentarios-parallax.md")
s.delsec("a", f, "## Contexto", f"deleted '## Contexto' from {f} (the template and the other ADRs keep it)")
f = s.take("docs/adr/0003-mejoras-formulario-backoffice.md")
s.sub("f", f, "**Estado:** Aceptado", "**Estado:** Acpetado", f"status 'Acpetado' in {f}")
f = s.take("docs/adr/0002-solicitud-multi-tablero.md")
s.sub("d", f, "**Estado:** Aceptado", "**Estado:** Reemplazado por ADR-0015", f"'Reemplazado por ADR-0015' in {f}: there is no ADR-0015")
s.score("# axon: kinds a, d, f. One copy: /tmp/eval170-inj-eg/axon.")

# oiduna: ADRs docs/knowledge/adr/NNNN-*.md, Japanese and English, a README index: a, b, f.
s = kit.source("oiduna", "docs/knowledge/adr", r"\d{4}-.*\.md")
f = s.take("docs/knowledge/adr/0009-remove-incompatible-tracks-api.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' from {f} (every ADR keeps it, in English or Japanese)")
f = s.take("docs/knowledge/adr/0010-session-container-refactoring.md")
s.sub("f", f, "**Status**: Accepted", "**Status**: Acceptd", f"status 'Acceptd' in {f}")
f = s.take("docs/knowledge/adr/0008-code-quality-refactoring-strategy.md")
s.sub("b", f, "(0004-phase-roadmap-v2.md)", "(0004-phase-roadmap.md)",
      f"link to 0004-phase-roadmap.md in {f}: no such record")
s.score("# oiduna: kinds a, b, f. One copy: /tmp/eval170-inj-eg/oiduna.")
