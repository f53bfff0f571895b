"""Inject defects into clean documents of a copy of each data276 source (two-hundred-and-seventy-fourth evaluation,
part ig: the developer's, blind on b36c842, frozen as /tmp/frozen235). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-ig.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventyfourth", "ig", data="/work/data276", clean="/work/blind276", pool="/work/blind276",
          copies="/tmp/eval274-inj-ig", frozen="/tmp/frozen235")

# grafana-agent-rfcs: docs/rfcs/NNNN-x.md, numbered one each (the template 0000): b, c.
s = kit.source("grafana-agent-rfcs", "docs/rfcs", r"\d{4}-.*\.md")
f = s.pick("\n## ", skip=2)
s.sub("b", f, "\n## ", "\nSee [RFC 0042](0042-agent-modes.md).\n\n## ", f"link to a missing RFC in {f}")
f = s.pick("\n## ", skip=4)
s.copy("c", f, "docs/rfcs/0003-second-record-of-three.md", f"a second RFC numbered 0003, a copy of {f}")
s.score("# grafana-agent-rfcs: kinds b, c. One copy: /tmp/eval274-inj-ig/grafana-agent-rfcs.")

# openfeature-flagd-adr: docs/architecture-decisions/x.md, front matter status, the hidden template: a, f.
s = kit.source("openfeature-flagd-adr", "docs/architecture-decisions", r"[a-z0-9-]+\.md")
f = s.pick("\n## Background\n", skip=1)
s.delsec("a", f, "## Background", f"deleted '## Background' (the template and 17 of 17 have it) from {f}")
f = s.pick("status: accepted\n", skip=2)
s.sub("f", f, "status: accepted\n", "status: acepted\n", f"status 'acepted' in {f}")
s.score("# openfeature-flagd-adr: kinds a, f. One copy: /tmp/eval274-inj-ig/openfeature-flagd-adr.")

# ft-page-kit-decisions: docs/design-decisions/x.md, unnumbered prose: b.
s = kit.source("ft-page-kit-decisions", "docs/design-decisions", r"[a-z0-9-]+\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [the rendering decision](server-side-rendering.md).\n\n## ", f"link to a missing decision in {f}")
s.score("# ft-page-kit-decisions: kind b. One copy: /tmp/eval274-inj-ig/ft-page-kit-decisions.")
