"""Inject defects into clean documents of a copy of each data220 source (two-hundred-and-nineteenth evaluation, part
gd: the developer's, blind on a186f4f, frozen as /tmp/frozen208). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-gd.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundrednineteenth", "gd", data="/work/data220", clean="/work/blind220", pool="/work/blind220",
          copies="/tmp/eval219-inj-gd", frozen="/tmp/frozen208")

# ids2-marketplace-docs: docs/adr/adr-NNNN-x.md in Spanish, `## Estado` over the word, plantilla.md: f, a.
s = kit.source("ids2-marketplace-docs", "docs/adr", r"adr-00\d\d-.*\.md")
f = s.pick("## Estado\n\nAceptada", skip=1)
s.sub("f", f, "## Estado\n\nAceptada", "## Estado\n\nAcpetada", f"status Aceptada misspelt in {f}")
f = s.pick("\n## Contexto\n", skip=3)
s.delsec("a", f, "## Contexto", f"deleted '## Contexto' from {f} (the template has it; every record keeps it)")
s.score("# ids2-marketplace-docs: kinds f, a. One copy: /tmp/eval219-inj-gd/ids2-marketplace-docs.")

# tm-stock: docs/adr/NNNN-x.md in Chinese, `- **状态**：已采纳`, no template: b, c.
s = kit.source("tm-stock", "docs/adr", r"000\d-.*\.md")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\n参见 [ADR-0009](0009-行情数据源.md)。\n\n## ", f"link to a missing ADR in {f}")
f = s.pick("\n## ", skip=4)
s.copy("c", f, "docs/adr/" + f.split("/")[-1][:4] + "-另一个决策.md", f"a second ADR numbered as {f}")
s.score("# tm-stock: kinds b, c. One copy: /tmp/eval219-inj-gd/tm-stock.")
