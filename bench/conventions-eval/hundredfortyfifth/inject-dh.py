"""Inject defects into clean documents of a copy of each data146 source (hundred-and-forty-fifth evaluation, part dh:
the developer's, blind on 8fa81fd, the hundred-and-forty-second set's fixes). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dh.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfortyfifth", "dh", data="/work/data146", clean="/tmp/blind146", copies="/tmp/eval145-inj-dh",
          frozen="/tmp/frozen149")  # (8fa81fd)

# degenbot-adr: BowTiedDevil/degenbot @ 1fb8d74. ADRs docs/adr/ADR-NNN-x.md, a bold status paragraph: a, b, c, f.
D = "docs/adr"
s = kit.source("degenbot-adr", D, r"ADR-\d{3}-.*\.md")
f = s.take(f"{D}/ADR-012-spec-bound-pool-admission.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (31 of 35 ADRs keep it)")
f = s.pick("## Context\n", skip=3)
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR-001](ADR-001-io-free-pool.md).\n",
      f"link to ADR-001-io-free-pool.md in {f} (the file is ADR-001-io-free-pools.md)")
f = s.pick("## Context\n", skip=6)
s.copy("c", f, f"{D}/ADR-015-a-second-record.md", f"copied {f} to ADR-015-a-second-record.md: ADR 15 twice")
f = s.pick("**Status: accepted.**")
s.sub("f", f, "**Status: accepted.**", "**Status: acepted.**", f"status 'acepted' in {f}")
s.score("# degenbot-adr: kinds a, b, c, f. One copy: /tmp/eval145-inj-dh/degenbot-adr.")

# xsql-rfcs: zx06/xsql @ 22fa6f7. Chinese RFCs docs/rfcs/NNNN-x.md, `Status:` lines, a template: a, f.
s = kit.source("xsql-rfcs", "docs/rfcs", r"\d{4}-.*\.md")
f = s.take("docs/rfcs/0003-mcp-server.md") if "docs/rfcs/0003-mcp-server.md" in s.pool else s.pick("## 摘要")
s.delsec("a", f, "## 摘要", f"deleted '## 摘要' (summary) from {f} (the template and every RFC keep it)")
f = s.pick("Status: Implemented")
s.sub("f", f, "Status: Implemented", "Status: Implmented", f"status 'Implmented' in {f}")
s.score("# xsql-rfcs: kinds a, f. One copy: /tmp/eval145-inj-dh/xsql-rfcs.")

# seaport-sips: ProjectOpenSea/SIPs @ 861f6fe. SIPS/sip-N.md, EIP-style front matter: f.
s = kit.source("seaport-sips", "SIPS", r"sip-\d+\.md")
f = s.pick("status: Living")
s.sub("f", f, "status: Living", "status: Livng", f"status 'Livng' in {f}")
s.score("# seaport-sips: kind f. One copy: /tmp/eval145-inj-dh/seaport-sips.")
