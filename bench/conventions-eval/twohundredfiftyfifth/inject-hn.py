"""Inject defects into clean documents of a copy of each data256 source (two-hundred-and-fifty-fifth evaluation,
part hn: the developer's, blind on the stop's checking code 70b6045, frozen as /tmp/frozen226). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-hn.py (writes injected-<source>.txt here).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredfiftyfifth", "hn", data="/work/data256", clean="/work/blind256", pool="/work/blind256",
          copies="/tmp/eval255-inj-hn", frozen="/tmp/frozen226")

# coral: RFDs/NNN-x.md, front matter (rfd, title, state, ...) and the template's sections: a, f.
s = kit.source("coral", "RFDs", r"\d{3}-.*\.md")
f = s.pick("\n## Problem\n", skip=10)
s.delsec("a", f, "## Problem", f"deleted '## Problem' (the template and the RFDs have it) from {f}")
f = s.pick('state: "implemented"', skip=20)
s.sub("f", f, 'state: "implemented"', 'state: "implemnted"', f"state implemented misspelt in {f}")
s.score("# coral: kinds a, f. One copy: /tmp/eval255-inj-hn/coral.")

# otel-ebpf-profiler: design-docs/NNNNN-x/README.md, the design template: b.
s = kit.source("otel-ebpf-profiler", sorted(f"design-docs/{d}" for d in os.listdir(
    "/work/data256/otel-ebpf-profiler/design-docs") if d[0].isdigit() and not d.startswith("00000")), r"README\.md")
f = s.pick("\n## ", skip=0)
s.sub("b", f, "\n## ", "\nSee [the unwinder design](../00004-unwinder/README.md).\n\n## ", f"link to a missing design in {f}")
s.score("# otel-ebpf-profiler: kind b. One copy: /tmp/eval255-inj-hn/otel-ebpf-profiler.")
