"""Inject defects into clean documents of a copy of each data49 source (forty-eighth evaluation, part o: the
developer's, blind on the code after the forty-seventh set's fix). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-o.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fortyeighth", "o", data="/work/data49", clean="/tmp/eval49", copies="/tmp/eval49-inj-o", frozen="/tmp/frozen48")


# o3de-content-rfcs: o3de/sig-content rfcs @ 7247aec. RFCs numbered after their issues (sparse), H3 sections of
# their own, no template, no statuses: only b (a broken link) rests on a convention every RFC shares.
R = "rfcs/"
s = kit.source("o3de-content-rfcs", R[:-1], r"rfc-\d+-.*\.md")
f = s.take(R + "rfc-46-intermediate-asset-products.md")
s.sub("b", f, "### Summary:\n", "### Summary:\nSee also [rfc-47](rfc-47-asset-dependencies.md).\n",
      "link to rfc-47-asset-dependencies.md, which does not exist")
s.score("# o3de-content-rfcs: kind b; a c d e f g skipped. One copy: /tmp/eval49-inj-o/o3de-content-rfcs.")

# o3de-network-rfcs: o3de/sig-network rfcs @ ef7b12f. rfc-net-YYYYMMDD-N-name.md; no template, no statuses. c: the
# same date and sequence taken twice (a copy under the id of another).
s = kit.source("o3de-network-rfcs", R[:-1], r"rfc-net-.*\.md")
f = s.take(R + "rfc-net-20211026-1-flexmatch.md")
s.sub("b", f, "### Summary\n", "### Summary\nSee also [the lobby RFC](rfc-net-20211026-2-lobby.md).\n",
      "link to rfc-net-20211026-2-lobby.md, which does not exist")
f = s.take(R + "rfc-net-20220719-1-awsgems.md")
s.copy("c", f, R + "rfc-net-20220719-1-gamelift.md", f"a copy of {f} under the same id 20220719-1")
s.score("# o3de-network-rfcs: kinds b c; a d e f g skipped. One copy: /tmp/eval49-inj-o/o3de-network-rfcs.")
