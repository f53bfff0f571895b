"""Inject defects into clean documents of a copy of each data296 source (two-hundred-and-ninety-fourth evaluation,
part ja: the developer's, blind on 2eece4c, frozen as /tmp/frozen248). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ja.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninetyfourth", "ja", data="/work/data296", clean="/work/blind296", pool="/work/blind296",
          copies="/tmp/eval294-inj-ja", frozen="/tmp/frozen248")

# jmespath-jeps: jep-NNN-x.md at the top (a header table with a Status row; TEMPLATE.md): a, f, g.
s = kit.source("jmespath-jeps", ".", r"jep-.*\.md")
f = s.take("jep-004-pipes.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (the template and 19 of 22 have it) from {f}")
f = s.take("jep-005-array-slices.md")
s.sub("f", f, "| **Status** | accepted", "| **Status** | acepted", f"status 'accepted' misspelt 'acepted' in {f}")
f = s.take("jep-010-slice-projections.md")
s.setbody("g", f, "## Specification", "Describe the grammar changes or new functions.\n",
          f"Specification left as the template's text in {f}")
s.score("# jmespath-jeps: kinds a, f, g. One copy: /tmp/eval294-inj-ja/jmespath-jeps.")

# illumos-ipd: ipd/NNNN/README.md (front matter `state:`; the top README lists the states): b, f.
s = kit.source("illumos-ipd", ["ipd/0013", "ipd/0016"], r"README\.md")
f = s.take("ipd/0016/README.md")
s.sub("b", f, "## Related issues:\n", "## Related issues:\n\n* [IPD 8](../0008/README.adoc), the NCA end of features\n",
      f"link to ../0008/README.adoc (IPD 8 is README.md) added to {f}")
f = s.take("ipd/0013/README.md")
s.sub("f", f, "state: published", "state: publshed", f"state 'published' misspelt 'publshed' in {f}")
s.score("# illumos-ipd: kinds b, f. One copy: /tmp/eval294-inj-ja/illumos-ipd.")
