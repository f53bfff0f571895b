"""Inject defects into clean documents of a copy of each data277 source (two-hundred-and-seventy-fifth evaluation,
part ih: the developer's, blind on 17323d7, frozen as /tmp/frozen236). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ih.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventyfifth", "ih", data="/work/data277", clean="/work/blind277", pool="/work/blind277",
          copies="/tmp/eval275-inj-ih", frozen="/tmp/frozen236")

# foundationdb-design: design/x.md, unnumbered designs: b.
s = kit.source("foundationdb-design", "design", r"[A-Za-z0-9_-]+\.md")
f = s.pick("\n## ", skip=3)
s.sub("b", f, "\n## ", "\nSee [the recovery design](recovery-internals-v2.md).\n\n## ", f"link to a missing design in {f}")
s.score("# foundationdb-design: kind b. One copy: /tmp/eval275-inj-ih/foundationdb-design.")

# protobuf-design: docs/design/editions/x.md, bold Author/Approved lines: b.
s = kit.source("protobuf-design", "docs/design/editions", r"[a-z0-9-]+\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [Edition 2025 features](edition-2025-features.md).\n\n## ", f"link to a missing design in {f}")
s.score("# protobuf-design: kind b. One copy: /tmp/eval275-inj-ih/protobuf-design.")
