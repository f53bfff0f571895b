"""Inject defects into clean documents of a copy of each data254 source (two-hundred-and-fifty-third evaluation,
part hl: the developer's, blind on the stop's checking code 70b6045, frozen as /tmp/frozen226). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hl.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfiftythird", "hl", data="/work/data254", clean="/work/blind254", pool="/work/blind254",
          copies="/tmp/eval253-inj-hl", frozen="/tmp/frozen226")

# remix: decisions/NNN-x.md, no metadata: b.
s = kit.source("remix", "decisions", r"00\d-.*\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [decision 7](007-asset-pipeline.md).\n\n## ", f"link to a missing decision in {f}")
s.score("# remix: kind b. One copy: /tmp/eval253-inj-hl/remix.")

# wsxjs: .spec/rfc/NNNN-x.md, `- **状态**:` bullets: f, c.
s = kit.source("wsxjs", [".spec/rfc", ".spec/rfc/completed"], r"00\d\d-.*\.md")
f = s.pick("- **状态**: Completed", skip=2)
s.sub("f", f, "- **状态**: Completed", "- **状态**: Compelted", f"status Completed misspelt in {f}")
f = s.pick("- **状态**:", skip=4)
s.copy("c", f, ".spec/rfc/completed/0012-second-record-of-twelve.md", f"a second record numbered 0012, a copy of {f}")
s.score("# wsxjs: kinds f, c. One copy: /tmp/eval253-inj-hl/wsxjs.")
