"""Inject defects into clean documents of a copy of each data104 source (hundred-and-third evaluation, part br: the
developer's, blind on 0b38bf1). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-br.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthird", "br", data="/work/data104", clean="/tmp/s51/blind", copies="/tmp/eval104-inj-br",
          frozen="/tmp/frozen109")

# openyurt-proposals: openyurtio/openyurt @ fbefb6b. docs/proposals/YYYYMMDD-<slug>.md, KEP-like front matter or a
# metadata table, template YYYYMMDD-template.md: a, b, f, g.
P = "docs/proposals"
s = kit.source("openyurt-proposals", P, r"20\d+-.*\.md")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template's, 38 of 40 proposals keep it)")
f = s.pick("\nstatus: provisional\n")
s.sub("f", f, "\nstatus: provisional\n", "\nstatus: provisonal\n", "status 'provisonal' (a typo of provisional)")
f = s.pick("\n## Summary\n")
s.setbody("g", f, "## Summary", "The `Summary` section is incredibly important for producing high quality "
          "user-focused documentation such as release notes or a development roadmap.\nIt should be possible to "
          "collect this information before implementation begins in order to avoid requiring implementors to split "
          "their attention between writing release notes and implementing the feature itself.\n\nA good summary is "
          "probably at least a paragraph in length.", "Summary's body replaced by the template's own text")
f = s.pick("\n## Proposal\n")
s.sub("b", f, "\n## Proposal\n", "\nSee also the [glossary](00-openyurt-glossary.md).\n\n## Proposal\n",
      "link to 00-openyurt-glossary.md (the file is 00_openyurt-glossary.md)")
s.score("# openyurt-proposals: kinds a, b, f, g. One copy: /tmp/eval104-inj-br/openyurt-proposals.")

# quay-enhancements: quay/enhancements @ 408993f. enhancements/<slug>.md, unnumbered, OpenShift-style front matter,
# template enhancements/template.md: a, b, f.
E = "enhancements"
s = kit.source("quay-enhancements", E, r"[a-z].*\.md")
f = s.take(f"{E}/redis-cache.md")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template's, 13 of 13 enhancements keep it)")
f = s.pick("\nstatus: implemented\n")
s.sub("f", f, "\nstatus: implemented\n", "\nstatus: implemnted\n", "status 'implemnted' (a typo of implemented)")
f = s.pick("\n## Motivation\n")
s.sub("b", f, "\n## Motivation\n", "\nSee also [proxy cache](proxy_cache.md).\n\n## Motivation\n",
      "link to proxy_cache.md (the file is proxy-cache.md)")
s.score("# quay-enhancements: kinds a, b, f. One copy: /tmp/eval104-inj-br/quay-enhancements.")

# stackrox: stackrox/stackrox @ bed4a7b (Markdown and configuration; other files empty stand-ins). ADRs in
# scanner/decisions/NNNN-<slug>.md, template template.md (Status, Context, Decision, Consequences): a, c, f, g, b.
D = "scanner/decisions"
s = kit.source("stackrox", D, r"\d{4}-.*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (the template's, 18 of 18 ADRs keep it)")
f = s.take(f"{D}/0014-epss-score.md")
s.copy("c", f, f"{D}/0014-epss-score-copy.md", f"a copy of {f}: two ADRs numbered 0014")
f = s.pick("\nStatus: Accepted\n")
s.sub("f", f, "\nStatus: Accepted\n", "\nStatus: Acepted\n", "status 'Acepted' (a typo of Accepted)")
f = s.pick("\n## Decision\n")
s.setbody("g", f, "## Decision", "(What is the change that we're proposing and/or doing?)",
          "Decision's body replaced by the template's own text")
f = s.pick("\n## Context\n")
s.sub("b", f, "\n## Context\n", "\n## Context\n\nThis follows [the CVSS ADR](0005-scannerv4-read-cvss.md).\n",
      "link to 0005-scannerv4-read-cvss.md (the file is 0005-scannerv4-read-cvss-data.md)")
s.score("# stackrox: kinds a, b, c, f, g. One copy: /tmp/eval104-inj-br/stackrox.")
