"""Inject defects into clean documents of a copy of each data302 source (three-hundredth evaluation, part jg: the
developer's, blind on d01d3b8, frozen as /tmp/frozen249). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-jg.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("threehundredth", "jg", data="/work/data302", clean="/work/blind302", pool="/work/blind302",
          copies="/tmp/eval300-inj-jg", frozen="/tmp/frozen249")

# opensds-design-specs: arch-design/<component>/*.md to arch-design/RequirementsDesignSpecTemplate.md: g.
s = kit.source("opensds-design-specs", "arch-design/delfin", r".*\.md")
f = s.take("arch-design/delfin/RequirementsDesignSpec.md")
s.setbody("g", f, "## Open Issues", "//All the open issues go here. Please track it else where to closure\n",
          f"Open Issues left as the template's text in {f}")
s.score("# opensds-design-specs: kind g. One copy: /tmp/eval300-inj-jg/opensds-design-specs.")
