"""Inject defects into clean documents of a copy of each data209 source (two-hundred-and-eighth evaluation, part
fs: the developer's, blind on the stop's final checking code 7ec6048, frozen as /tmp/frozen200). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-fs.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredeighth", "fs", data="/work/data209", clean="/work/blind209", pool="/work/blind209",
          copies="/tmp/eval208-inj-fs", frozen="/tmp/frozen200")

# pharos: docs/architecture/decisions/NNNN-x.md, adr-tools: f, a, b.
s = kit.source("pharos", "docs/architecture/decisions", r"000\d-.*\.md")
f = s.pick("## Status\n\nAccepted", skip=1)
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", f"status Accepted misspelt in {f}")
f = s.pick("\n## Consequences\n", skip=2)
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (adr-tools' records all keep it)")
f = s.pick("\n## Decision\n", skip=3)
s.sub("b", f, "\n## Decision\n", "\n## Decision\n\nSee [ADR 12](0012-token-names.md).\n", f"link to a missing ADR in {f}")
s.score("# pharos: kinds f, a, b. One copy: /tmp/eval208-inj-fs/pharos.")

# envy-ui: docs/adr/ADR-NNNN-x.md, bold labels, ADR-TEMPLATE.md: b.
s = kit.source("envy-ui", "docs/adr", r"ADR-00\d\d-.*\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [ADR-0020](ADR-0020-theming.md).\n\n## ", f"link to a missing ADR in {f}")
s.score("# envy-ui: kind b. One copy: /tmp/eval208-inj-fs/envy-ui.")
