"""Inject defects into clean documents of a copy of each data75 source (seventy-fourth evaluation, part ao: the
developer's, blind on this stop's final code). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ao.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventyfourth", "ao", data="/work/data75", clean="/tmp/eval75", copies="/tmp/eval75-inj-ao", frozen="/tmp/frozen74")


# dxw-rfcs: dxw/tech-team-rfcs @ c813cce. rfc-000-template.md (## Summary, ## Problem, ## Proposal, ## Next steps);
# rfc-NNN-name.md in topic folders, numbered by pull request: a b c g.
s = kit.source("dxw-rfcs", ["ways-of-working", "tools-and-technology"], r"rfc-\d{3}-.*\.md")
f = s.take("ways-of-working/rfc-173-testing-our-work.md")
s.delsec("a", f, "## Problem", "deleted '## Problem' (the template and 17 of 17 RFCs have it)")
f = s.take("tools-and-technology/rfc-087-use-libraries-where-possible.md")
s.sub("b", f, "## Proposal\n", "## Proposal\n\nSee [our linting RFC](rfc-035-use-linting-tools.md).\n",
      "link to rfc-035-use-linting-tools.md, which does not exist")
f = s.take("ways-of-working/rfc-023-use-scripts-to-rule-them-all.md")
s.copy("c", f, "ways-of-working/rfc-023-scripts-for-every-project.md", f"{f} copied under the same number")
f = s.take("ways-of-working/rfc-028-adopt-a-code-of-conduct.md")
s.setbody("g", f, "## Summary", "An abstract, tl;dr or executive summary of your RFC.",
          "'## Summary' left as the template's text")
s.score("# dxw-rfcs: kinds a b c g; d e f skipped (no statuses or supersessions). One copy: /tmp/eval75-inj-ao/dxw-rfcs.")

# zpr-rfcs: org-zpr/zpr-rfcs @ e3f0037. src/N-Name/body.md and revisions.md (a folder each, no template): b c.
s = kit.source("zpr-rfcs", "src", r"\d{1,2}-[A-Z].*")
f = s.take("src/15-ZPL-Overview") + "/body.md"
s.sub("b", f, "# Key Concepts\n", "# Key Concepts\n\nSee [identity](../16-Identity/identity.md).\n",
      "link to ../16-Identity/identity.md, which does not exist")
f = s.take("src/16-Identity") + "/body.md"
(s.d / "src/16-Identity-Federation").mkdir()
s.copy("c", f, "src/16-Identity-Federation/body.md", f"{f} copied into src/16-Identity-Federation/: 16 twice")
s.score("# zpr-rfcs: kinds b c; a g (no template, sections of their own), d e f (no statuses) skipped. One copy: "
        "/tmp/eval75-inj-ao/zpr-rfcs.")
