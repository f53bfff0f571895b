"""Inject defects into clean documents of a copy of each data162 source (hundred-and-sixty-first evaluation, part dx:
the developer's, blind on 897efac, frozen as /tmp/frozen169). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dx.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixtyfirst", "dx", data="/work/data162", clean="/work/blind162", pool="/work/blind162",
          copies="/tmp/eval161-inj-dx", frozen="/tmp/frozen169")

# tiflash: dated design documents docs/design/YYYY-MM-DD-*.md, template TEMPLATE.md: b, g.
s = kit.source("tiflash", "docs/design", r"\d{4}-\d\d-\d\d-.*\.md")
f = s.take("docs/design/2023-09-21-tiflash-resource-control.md")
s.sub("g", f, "## Introduction\nThis document introduces the design and implementation of TiFlash's resource "
      "management feature.", "## Introduction\n\nOne para explanation of the proposal that helps others get the brief info of this design doc.",
      f"the template's Introduction prompt put back in {f}")
f = s.take("docs/design/2022-09-27-improve-snapshot-ingestion.md")
s.sub("b", f, "## Introduction\n", "## Introduction\n\nSee [the page storage design](2022-04-28-page-storage.md).\n",
      f"link to 2022-04-28-page-storage.md in {f}: no such file")
s.score("# tiflash: kinds b, g. One copy: /tmp/eval161-inj-dx/tiflash.")

# ss14docs: proposals src/en/space-station-14/departments/*/proposals/*.md, a status table: b, f.
s = kit.source("ss14docs", "src/en/space-station-14/departments/engineering/proposals", r".*\.md")
f = s.take("src/en/space-station-14/departments/engineering/proposals/holodeck.md")
s.sub("b", f, "## Background\n", "## Background\n\nSee [signallers](signaler-rework.md).\n",
      f"link to signaler-rework.md in {f}: the file is signaller-rework.md")
s.score("# ss14docs: kind b. One copy: /tmp/eval161-inj-dx/ss14docs.")

# iceoryx: design documents doc/design/*.md, template _template.md: a, b.
s = kit.source("iceoryx", "doc/design", r"[a-z_-]+\.md")
f = s.take("doc/design/listener.md")
s.delsec("a", f, "## Design", f"deleted '## Design' from {f} (the template's; 7 of the 12 design documents keep it, the others have outlines of their own)")
f = s.take("doc/design/command-line-parser.md")
s.sub("b", f, "## Terminology\n", "## Terminology\n\nSee [the logger](./loging.md).\n",
      f"link to loging.md in {f}: no such file (logging.md)")
s.score("# iceoryx: kinds a, b. One copy: /tmp/eval161-inj-dx/iceoryx.")
