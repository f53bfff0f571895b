"""Inject defects into clean documents of a copy of each data245 source (two-hundred-and-forty-fourth evaluation,
part hc: the developer's, blind on the stop's checking code a5d9403, frozen as /tmp/frozen223). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hc.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfortyfourth", "hc", data="/work/data245", clean="/work/blind245", pool="/work/blind245",
          copies="/tmp/eval244-inj-hc", frozen="/tmp/frozen223")

# o3de-sig-build: rfcs/rfc-bld-YYYYMMDD-N-x.md, the issue form's headings: b.
s = kit.source("o3de-sig-build", "rfcs", r"rfc-bld-.*\.md")
f = s.pick("Summary", skip=1)
s.sub("b", f, "Summary", "Summary (see [the RFC on caching](rfc-bld-20220101-1-build-cache.md))",
      f"link to a missing RFC in {f}")
s.score("# o3de-sig-build: kind b. One copy: /tmp/eval244-inj-hc/o3de-sig-build.")

# o3de-sig-simulation: rfcs/RFC Feature - X.md: b.
s = kit.source("o3de-sig-simulation", "rfcs", r"RFC Feature - .*\.md")
f = s.pick("Georeference")
s.sub("b", f, "Georeference", "Georeference ([shape RFC](RFC%20Feature%20-%20Shapes.md))",
      f"link to a missing RFC in {f}")
s.score("# o3de-sig-simulation: kind b. One copy: /tmp/eval244-inj-hc/o3de-sig-simulation.")

# shaka-player: docs/design/{current,future_work,outdated}/*.md, no metadata: b.
s = kit.source("shaka-player", "docs/design/current", r"[a-z_-]+\.md")
f = s.pick("\n## Overview\n", skip=0)
s.sub("b", f, "\n## Overview\n", "\n## Overview\n\nSee the [storage design](storage.md).\n", f"link to a missing design in {f}")
s.score("# shaka-player: kind b. One copy: /tmp/eval244-inj-hc/shaka-player.")
