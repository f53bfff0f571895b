"""Inject defects into clean documents of a copy of the data151 source (hundred-and-fiftieth evaluation, part dm:
the developer's, blind on 098789a, frozen as /tmp/frozen157). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dm.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfiftieth", "dm", data="/work/data151", clean="/work/blind150", pool="/work/blind150",
          copies="/tmp/eval150-inj-dm", frozen="/tmp/frozen157")

# tari-rfcs: mdBook RFCs src/RFC-NNNN_*.md, a metadata table and a status badge: a, b, c, f.
s = kit.source("tari-rfcs", "src", r"RFC-\d{4}_.*\.md")
f = s.take("src/RFC-0190_Mempool.md")
s.delsec("a", f, "## Goals", f"deleted '## Goals' from {f} (the template's; 68 of 72 keep it)")
f = s.take("src/RFC-0150_Wallets.md")
s.sub("f", f, "| Status          | Implemented ", "| Status          | Implemnted  ", f"status 'Implemnted' in {f}")
f = s.take("src/RFC-0160_BlockSerialization.md")
s.sub("b", f, "## Goals\n", "## Goals\n\nSee [the mempool](RFC-0190_MemPool.md).\n",
      f"link to RFC-0190_MemPool.md in {f} (the file is RFC-0190_Mempool.md)")
f = s.take("src/RFC-0140_Syncing_and_seeding.md")
s.copy("c", f, "src/RFC-0140_Syncing.md", f"copied {f}: RFC 140 twice")
s.score("# tari-rfcs: kinds a, b, c, f. One copy: /tmp/eval150-inj-dm/tari-rfcs.")
