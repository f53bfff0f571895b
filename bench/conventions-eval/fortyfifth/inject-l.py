"""Inject defects into clean documents of a copy of each data46 source (forty-fifth evaluation, part l: the
developer's, blind on the code after the forty-fourth set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-l.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fortyfifth", "l", data="/work/data46", clean="/tmp/eval46", copies="/tmp/eval46-inj-l", frozen="/tmp/frozen45")


# karmada-proposals: karmada-io/karmada docs/proposals @ f8fdd02. proposal-template/proposal-template.md (front matter
# title, authors, reviewers, approvers, creation-date; Summary, Motivation, Proposal, Design Details, Test Plan,
# Alternatives, guidance in HTML comments); proposals as NAME/README.md, and files in topic folders. Unnumbered, no
# statuses: c d e f skipped.
P = "docs/proposals/"
s = kit.source("karmada-proposals", P[:-1], r"[a-z-]+")
f = s.take(P + "clusterid")
s.delsec("a", f + "/README.md", "## Motivation", "deleted '## Motivation' (the template and 13 of 13 proposals have it)")
f = s.take(P + "dispatch-suspension")
s.sub("b", f + "/README.md", "## Motivation\n", "## Motivation\n\nSee also [scheduling suspension](../scheduling-pause/README.md).\n",
      "link to ../scheduling-pause/README.md, which does not exist")
f = s.take(P + "service-discovery")
s.setbody("g", f + "/README.md", "## Alternatives",
          "<!--\nWhat other approaches did you consider, and why did you rule them out? These do\nnot need to be as "
          "detailed as the proposal, but should include enough\ninformation to express the idea and why it was not "
          "acceptable.\n-->",
          "'## Alternatives' holds only the template's guidance comment")
s.score("# karmada-proposals: kinds a b g; c d e f skipped. One copy: /tmp/eval46-inj-l/karmada-proposals.")

# neon-rfcs: neondatabase/neon docs/rfcs @ 6a35a3e. YYYY-MM-DD-copy-me.md (the template: '# Name', 'Created on
# YYYY-MM-DD', 'Implemented on _TBD_', Summary, Motivation, ...); RFCs numbered 001-044 (ten numbers taken twice or
# three times: the family's way, no c), then dated. No statuses, no supersessions: a c d e f skipped.
R = "docs/rfcs/"
s = kit.source("neon-rfcs", R[:-1], r"[0-9].*\.md")
f = s.take(R + "2025-03-17-compute-prewarm.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nThis follows the [LFC RFC](2025-01-10-local-file-cache.md).\n",
      "link to 2025-01-10-local-file-cache.md, which does not exist")
f = s.take(R + "2025-07-07-node-deletion-api-improvement.md")
s.sub("g", f, "Created on 2025-07-07", "Created on YYYY-MM-DD", "'Created on YYYY-MM-DD', the template's date left in")
s.score("# neon-rfcs: kinds b g; a c d e f skipped. One copy: /tmp/eval46-inj-l/neon-rfcs.")
