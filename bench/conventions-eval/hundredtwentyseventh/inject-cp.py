"""Inject defects into clean documents of a copy of each data128 source (hundred-and-twenty-seventh evaluation, part
cp: the developer's, blind on cf3ae90, this stop's final code; no fix after it). See inject_kit.py; kinds a-g as in
earlier sets. Run: /work/main/.venv/bin/python inject-cp.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredtwentyseventh", "cp", data="/work/data128", clean="/tmp/s53/blind8", copies="/tmp/eval128-inj-cp",
          frozen="/tmp/frozen133")

# starscreener: 0motionguy/starscreener @ 650c160. docs/ pages: b.
s = kit.source("starscreener", "docs", r"[A-Z].*\.md")
f = s.take("docs/ARCHITECTURE.md")
s.sub("b", f, "See [INGESTION.md](./INGESTION.md)", "See [INGESTION.md](./INGEST.md)",
      f"link to ./INGEST.md in {f} (the file is INGESTION.md)")
s.score("# starscreener: kind b. One copy: /tmp/eval128-inj-cp/starscreener.")

# starscreener, a second page: b.
s = kit.source("starscreener", "docs", r"[A-Z].*\.md")
f = s.take("docs/DEPLOY.md")
s.sub("b", f, "See [ENGINE.md §3a](./ENGINE.md)", "See [ENGINE.md §3a](./ENGINES.md)",
      f"link to ./ENGINES.md in {f} (the file is ENGINE.md)")
s.score("# starscreener: kind b. One copy: /tmp/eval128-inj-cp/starscreener.")

# meta-gothic-framework: ChaseNoCapDev/meta-gothic-framework @ 2e1602c. docs/ guides: b.
s = kit.source("meta-gothic-framework", "docs", r"[a-z].*\.md")
f = s.take("docs/service-architecture-guide.md")
s.sub("b", f, "(./federation-implementation-guide.md)", "(./federation-implementation.md)",
      f"link to ./federation-implementation.md in {f} (the file is federation-implementation-guide.md)")
s.score("# meta-gothic-framework: kind b. One copy: /tmp/eval128-inj-cp/meta-gothic-framework.")
