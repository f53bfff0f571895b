"""Inject defects into clean documents of a copy of each data123b source (hundred-and-twenty-second evaluation, part
ck: the developer's, blind on 9ecf150, this stop's code before the set). See inject_kit.py; kinds a-g as in earlier
sets. Run: /work/main/.venv/bin/python inject-ck.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwentysecond", "ck", data="/work/data123b", clean="/tmp/s53/blind3b", copies="/tmp/eval123b-inj-ck",
          frozen="/tmp/frozen130")

# kudu: apache/kudu @ 22028a2. docs/design-docs/ (design notes, no template): b.
D = "docs/design-docs"
s = kit.source("kudu", D, r"[A-Za-z].*\.md")
f = s.take(f"{D}/README.md")
s.sub("b", f, "| [CFile format](cfile.md) |", "| [CFile format](c-file.md) |",
      f"link to c-file.md in {f} (the file is cfile.md)")
s.score("# kudu: kind b. One copy: /tmp/eval123b-inj-ck/kudu.")

# soci-snapshotter: awslabs/soci-snapshotter @ 77fb426. docs/ pages: b.
s = kit.source("soci-snapshotter", "docs", r"[a-z].*\.md")
f = s.take("docs/getting-started.md")
s.sub("b", f, "[build them from source](./build.md)", "[build them from source](./building.md)",
      f"link to ./building.md in {f} (the file is build.md)")
s.score("# soci-snapshotter: kind b. One copy: /tmp/eval123b-inj-ck/soci-snapshotter.")

# mewbot: mewbotorg/mewbot @ e0a321d. docs/design-docs/ (four notes): b.
D = "docs/design-docs"
s = kit.source("mewbot", D, r"[a-z].*\.md")
f = s.take(f"{D}/data.md")
s.sub("b", f, "\n## DataStore\n", "\nSee [the data flow](./dataflow.md).\n\n## DataStore\n",
      f"link to ./dataflow.md in {f} (the file is data-flow.md)")
s.score("# mewbot: kind b. One copy: /tmp/eval123b-inj-ck/mewbot.")
