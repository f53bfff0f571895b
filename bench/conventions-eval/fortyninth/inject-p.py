"""Inject defects into clean documents of a copy of each data50 source (forty-ninth evaluation, part p: the
developer's, blind on the code after the forty-eighth set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-p.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fortyninth", "p", data="/work/data50", clean="/tmp/eval50", copies="/tmp/eval50-inj-p", frozen="/tmp/frozen49")


# cert-manager-design: cert-manager/cert-manager design @ 2d0d7f7. design/template.md (after the KEP template: no front
# matter; Release Signoff Checklist, Summary, Motivation, Proposal, Design Details, ... each holding only an HTML
# comment of guidance). Dated names (YYYYMMDD.name.md and YYYYMMDD-name.md), a KEP status in 6 of 20: c d e skipped.
D = "design/"
s = kit.source("cert-manager-design", D[:-1], r"\d{8}[.-].*\.md")
f = s.take(D + "20240625.push-charts-to-oci.md")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template and 18 of 20 designs have it)")
f = s.take(D + "20240206.helm-resource-policy.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also the [chart signing design](20231107.helm-chart-signing.md).\n",
      "link to 20231107.helm-chart-signing.md, which does not exist")
f = s.take(D + "20210203.certificate-request-identity.md")
s.sub("f", f, "status: implemented", "status: postponed",
      "'status: postponed' (the family's: implementable, implemented, after the KEP's)")
f = s.take(D + "20230601.gateway-route-hostnames.md")
s.setbody("g", f, "## Summary", "<!--\nThis section is important for producing high-quality, user-focused\n"
          "documentation such as release notes.\n\nA good summary is probably around a paragraph in length.\n\n"
          "[documentation style guide]: https://github.com/kubernetes/community/blob/master/contributors/guide/"
          "style-guide.md\n-->", "'## Summary' holds only the template's guidance comment")
s.score("# cert-manager-design: kinds a b f g; c d e skipped. One copy: /tmp/eval50-inj-p/cert-manager-design.")

# ofep: open-feature/ofep @ 88cc94f. OFEP-template.md at the top (front matter date, title, status: Approved with a
# comment "Valid statuses: Approved, Rejected, Withdrawn"; '## State: ( DRAFTING | WITHDRAWN | ... )', Background,
# Proposal); OFEPs in OFEP/ by name, unnumbered since a move. Background 16 of 22, Proposal 17 of 22 (not required):
# a c d e skipped.
O = "OFEP/"
s = kit.source("ofep", O[:-1], r"[a-z].*\.md")
f = s.take(O + "flagd-sockets.md")
s.sub("b", f, "## Background\n", "## Background\n\nThis builds on the [sync service proposal](./sync-service.md).\n",
      "link to ./sync-service.md, which does not exist")
f = s.take(O + "metric-hooks.md")
s.sub("f", f, "status: Approved", "status: Postponed",
      "'status: Postponed' (the template: Approved, Rejected, Withdrawn; the README adds drafting, pending review)")
f = s.take(O + "inline-evaluation.md")
s.setbody("g", f, "## Background", "The next section is the \"Background\" section. This section should be at least two "
          "paragraphs and can take up to a whole page in some cases. The guiding goal of the background section is: as "
          "a newcomer to this project (new employee, team transfer), can I read the background section and follow any "
          "links to get the full context of why this change is necessary? ", "'## Background' is the template's prompt")
s.score("# ofep: kinds b f g; a c d e skipped. One copy: /tmp/eval50-inj-p/ofep.")

# volcano-design: volcano-sh/volcano docs/design @ ed72c7c. 80 designs by name, no template, no statuses, no numbers:
# only b (a broken link) rests on a convention every design shares.
V = "docs/design/"
s = kit.source("volcano-design", V[:-1], r"[a-z].*\.md")
f = s.take(V + "drf.md")
s.sub("b", f, "## Introduction\n", "## Introduction\n\nSee also [the proportion design](proportion-plugin.md).\n",
      "link to proportion-plugin.md, which does not exist")
s.score("# volcano-design: kind b; a c d e f g skipped. One copy: /tmp/eval50-inj-p/volcano-design.")
