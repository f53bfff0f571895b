"""Inject defects into clean documents of a copy of each data67 source (sixty-sixth evaluation, part ag: the
developer's, blind on the code after the sixty-fifth set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ag.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("sixtysixth", "ag", data="/work/data67", clean="/tmp/eval67", copies="/tmp/eval67-inj-ag", frozen="/tmp/frozen66")


# quantus-qips: Quantus-Network/improvement-proposals @ ce8086c. BIP-style: a `<pre>` header (QIP, Title, Author,
# Status, Type, Created), QIP 1 the process (its header spec offers Draft | Active | Accepted | Deferred | Rejected |
# Withdrawn | Final | Superseded, and Replaces / Superseded-By); qip-NNNN.md: a b c d f.
s = kit.source("quantus-qips", ".", r"qip-\d{4}\.md")
f = s.take("qip-0006.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (12 of 12 QIPs have it)")
f = s.take("qip-0007.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [QIP 6](qip-0006-zk-proofs.md).\n", "link to qip-0006-zk-proofs.md, "
      "which does not exist")
f = s.take("qip-0008.md")
s.copy("c", f, "qip-0008-bis.md", f"{f} copied as qip-0008-bis.md (number 8 twice)")
f = s.take("qip-0009.md")
s.sub("d", f, "  Status: Draft\n", "  Status: Draft\n  Superseded-By: QIP-0020\n", "Superseded-By: QIP-0020, which does not exist")
f = s.take("qip-0010.md")
s.sub("f", f, "  Status: Draft\n", "  Status: Frozen\n", "status 'Frozen' (QIP 1 offers Draft | Active | Accepted | ...)")
s.score("# quantus-qips: kinds a b c d f; e g skipped. One copy: /tmp/eval67-inj-ag/quantus-qips.")

# storj-designs: storj/design-docs @ 8e7d7c6. 00000000-template.md (# Title, ## Essentials, ### Header Date: <must match
# the prefixed date of the filename>, ...); YYYYMMDD-name.md, the newer ones written to it: b g.
s = kit.source("storj-designs", ".", r"20\d{6}-.*\.md")
f = s.take("20240726-project-transfer.md")
s.sub("g", f, "Date: 2024-07-26 \n", "Date: <must match the prefixed date of the filename>\n",
      "the header's Date left as the template's '<must match the prefixed date of the filename>'")
f = s.take("20190909-kademlia-removal.md")
s.sub("b", f, "## Background\n", "## Background\n\nSee [node selection](20190909-node-selection.md).\n",
      "link to 20190909-node-selection.md, which does not exist")
s.score("# storj-designs: kinds b g; a c d e f skipped. One copy: /tmp/eval67-inj-ag/storj-designs.")
