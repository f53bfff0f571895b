"""Inject defects into clean documents of a copy of each data269 source (two-hundred-and-sixty-eighth evaluation,
part ia: the developer's, blind on the stop's final checking code 19dbdf6, frozen as /tmp/frozen233). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-ia.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredsixtyeighth", "ia", data="/work/data269", clean="/work/blind269", pool="/work/blind269",
          copies="/tmp/eval268-inj-ia", frozen="/tmp/frozen233")

# ovn-kubernetes: docs/okeps/okep-NNNN-x.md, the OKEP template: a, b.
s = kit.source("ovn-kubernetes", "docs/okeps", r"okep-\d{4}-.*\.md")
f = s.pick("\n## Alternatives\n", skip=3)
s.delsec("a", f, "## Alternatives", f"deleted '## Alternatives' (the template and 17 of 17 have it) from {f}")
f = s.pick("\n## Introduction\n", skip=2)
s.sub("b", f, "\n## Introduction\n", "\n## Introduction\n\nSee [OKEP-5300](okep-5300-egress-qos.md).\n", f"link to a missing OKEP in {f}")
s.score("# ovn-kubernetes: kinds a, b. One copy: /tmp/eval268-inj-ia/ovn-kubernetes.")

# magma: docs/readmes/proposals/pNNN_x.md, front matter ids: c.
s = kit.source("magma", "docs/readmes/proposals", r"p0\d\d_.*\.md")
f = s.pick("\n## ", skip=4)
s.copy("c", f, "docs/readmes/proposals/p022_second_record_of_twenty_two.md", f"a second proposal numbered 022, a copy of {f}")
s.score("# magma: kind c. One copy: /tmp/eval268-inj-ia/magma.")
