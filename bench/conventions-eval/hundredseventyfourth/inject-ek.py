"""Inject defects into clean documents of a copy of each data175 source (hundred-and-seventy-fourth evaluation,
part ek: the developer's, blind on the stop's second fixes, frozen as /tmp/frozen173). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ek.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventyfourth", "ek", data="/work/data175", clean="/work/blind175", pool="/work/blind175",
          copies="/tmp/eval174-inj-ek", frozen="/tmp/frozen173")

# billiardhall: Chinese ADRs in layer folders under docs/adr/, front matter with status: c, f.
s = kit.source("billiardhall", ["docs/adr/constitutional", "docs/adr/structure", "docs/adr/runtime"],
               r"ADR-\d{3,4}-.*\.md")
f = s.pick("\nstatus: Final\n")
s.sub("f", f, "\nstatus: Final\n", "\nstatus: Fianl\n", f"status 'Fianl' in {f}")
f = s.pick("\nstatus: Final\n")
s.copy("c", f, f.replace(".md", "-copy.md"), f"copied {f}: its number twice")
s.score("# billiardhall: kinds c, f. One copy: /tmp/eval174-inj-ek/billiardhall.")

# fusen: Chinese ADRs docs/adr/NNNN-*.md, `- 状态：` bullets, template 0000-template.md: a, f, b.
s = kit.source("fusen", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0004-observability-spi.md")
s.delsec("a", f, "## 后果", f"deleted '## 后果' (consequences) from {f} (the template and the ADRs keep it)")
f = s.take("docs/adr/0006-client-tls-and-plaintext-server.md")
s.sub("f", f, "- 状态：已接受", "- 状态：已接收", f"status '已接收' (received, for 已接受 accepted) in {f}")
f = s.take("docs/adr/0008-error-ownership-and-classification.md")
s.sub("b", f, "(0009-http-binding-discovery-decoupling.md)", "(0009-http-binding-discovery.md)",
      f"link to 0009-http-binding-discovery.md in {f}: no such record")
s.score("# fusen: kinds a, b, f. One copy: /tmp/eval174-inj-ek/fusen.")

# marshal: Chinese ADRs docs/adr/NNNN-*.md, bilingual statuses, a README table: a, d.
s = kit.source("marshal", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0003-separate-worker-and-publisher.md")
s.delsec("a", f, "## 决策", f"deleted '## 决策' (decision) from {f} (every ADR keeps it)")
f = s.take("docs/adr/0002-worktree-isolation.md")
s.sub("d", f, "- 状态：已接受（Accepted）", "- 状态：已被 [ADR 0050](0050-worktree-pool.md) 取代",
      f"'已被 [ADR 0050](0050-worktree-pool.md) 取代' in {f}: there is no ADR 0050")
s.score("# marshal: kinds a, d. One copy: /tmp/eval174-inj-ek/marshal.")
