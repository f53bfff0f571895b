"""Inject defects into clean documents of a copy of each data165 source (hundred-and-sixty-fourth evaluation, part
ea: the developer's, blind on 897efac, frozen as /tmp/frozen169). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ea.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixtyfourth", "ea", data="/work/data165", clean="/work/blind165", pool="/work/blind165",
          copies="/tmp/eval164-inj-ea", frozen="/tmp/frozen169")

# goboot: ADRs doc/adr/adr-NNN-*.md, emoji statuses under ## Status, a README template: a, c, f.
s = kit.source("goboot", "doc/adr", r"adr-\d{3}-.*\.md")
f = s.take("doc/adr/adr-010-config-safety.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' from {f} (31 of 31 keep it)")
f = s.take("doc/adr/adr-012-config-validation.md")
s.sub("f", f, "## Status\n\n✅ Accepted", "## Status\n\n✅ Acepted", f"status 'Acepted' in {f}")
f = s.take("doc/adr/adr-002-no-reflection.md")
s.copy("c", f, "doc/adr/adr-002-no-reflection-copy.md", f"copied {f}: ADR-002 twice")
s.score("# goboot: kinds a, c, f. One copy: /tmp/eval164-inj-ea/goboot.")

# tacos: adr-tools records docs/architecture-decisions/NNNN-*.md: d, f.
s = kit.source("tacos", "docs/architecture-decisions", r"\d{4}-.*\.md")
f = s.take("docs/architecture-decisions/0006-" + next(p for p in s.pool if "/0006-" in p).split("/0006-")[1])
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [11. Use a queue](0011-use-a-queue.md)",
      f"'Superseded by [11. Use a queue](0011-use-a-queue.md)' in {f}: there is no ADR 11")
f = s.take("docs/architecture-decisions/0003-implement-as-a-graphql-api.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", f"status 'Acepted' in {f}")
s.score("# tacos: kinds d, f. One copy: /tmp/eval164-inj-ea/tacos.")

# census31: adr-tools records doc/architecture/decisions/NNNN-*.md: b.
s = kit.source("census31", "doc/architecture/decisions", r"\d{4}-.*\.md")
f = s.take("doc/architecture/decisions/0007-relationships.md")
s.sub("b", f, "[lists](0006-make-named-lists-a-first-class-construct.md)", "[lists](0006-make-named-lists-first-class.md)",
      f"link to 0006-make-named-lists-first-class.md in {f}: no such record")
s.score("# census31: kind b. One copy: /tmp/eval164-inj-ea/census31.")
