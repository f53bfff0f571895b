"""Inject defects into clean documents of a copy of each data53 source (fifty-second evaluation, part s: the
developer's, blind on the code after the fifty-first set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-s.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fiftysecond", "s", data="/work/data53", clean="/tmp/eval53", copies="/tmp/eval53-inj-s", frozen="/tmp/frozen52")


# concourse-rfcs: concourse/rfcs @ 0834d29. NNN-name/proposal.md, 000-example/ the example (Summary, Motivation,
# Proposal, Open Questions, Answered Questions, New Implications); no statuses: a and b.
s = kit.source("concourse-rfcs", ["040-valid-identifiers", "041-opa-integration"], r"proposal\.md")
f = s.take("041-opa-integration/proposal.md")
s.delsec("a", f, "# Proposal", "deleted '# Proposal' (14 of 15 RFCs have it)")
f = s.take("040-valid-identifiers/proposal.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee also [the var sources RFC](../039-var-source/proposal.md).\n",
      "link to ../039-var-source/proposal.md, which does not exist (the RFC is 039-var-sources)")
s.score("# concourse-rfcs: kinds a b; c d e f g skipped. One copy: /tmp/eval53-inj-s/concourse-rfcs.")

# obs-rfcs: obsproject/rfcs @ da063de. 0000-template.md at the top (Summary 'Simple explanation of feature/changes',
# Motivation, Drawbacks, Additional Information); RFCs in accepted/ and text/ numbered NNNN-name.md; no statuses.
A = "accepted/"
s = kit.source("obs-rfcs", A[:-1], r"\d{4}-.*\.md")
f = s.take(A + "0004-undo-redo.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template and 16 of 16 RFCs have it)")
f = s.take(A + "0007-color-space-srgb.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee [the HDR RFC](0024-hdr.md).\n", "link to 0024-hdr.md, which does not exist")
f = s.take(A + "0015-virtual-camera-support.md")
s.copy("c", f, A + "0015-virtual-camera-filters.md", "a second RFC numbered 0015")
f = s.take(A + "0005-media-controls.md")
s.setbody("g", f, "# Motivation", "What problem is this solving? What are the common use cases?",
          "'# Motivation' is the template's prompt")
s.score("# obs-rfcs: kinds a b c g; d e f skipped. One copy: /tmp/eval53-inj-s/obs-rfcs.")

# presto-rfcs: prestodb/rfcs @ efafb61. RFC-0000-template.md ('# **RFC0 for Presto**', [Title], [Related Issues],
# Summary, Background, Proposed Implementation, [Optional] Metrics, [Optional] Other Approaches Considered, Adoption
# Plan, Test Plan); RFC-NNNN-name.md; no statuses, no supersessions: d e f skipped.
s = kit.source("presto-rfcs", ".", r"RFC-\d{4}-.*\.md")
f = s.take("RFC-0005-functions-stats.md")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template and 20 of 21 RFCs have it)")
f = s.take("RFC-0011-jdk-upgrade.md")
s.sub("b", f, "## Background\n", "## Background\n\nSee [RFC-0010](RFC-0010-jdk-17.md).\n",
      "link to RFC-0010-jdk-17.md, which does not exist")
f = s.take("RFC-0001-nan-definition.md")
s.copy("c", f, "RFC-0001-nan-ordering.md", "a second RFC numbered 0001")
# (first made with the Adoption Plan's questions, which 8 of 22 RFCs keep as the questions they answer: the family's
# way, no defect; moved to the Test Plan's prompt, which two keep (the template and one), before any fix was scored)
f = s.take("RFC-0006-expression-eval.md")
s.setbody("g", f, "## Test Plan", "How do we ensure the feature works as expected? Mention if any functional "
          "tests/integration tests are needed. Special mention for product-test changes. If any PoC has been done already, "
          "please mention the relevant test results here that you think will bolster your case of getting this RFC "
          "approved.",
          "'## Test Plan' is the template's prompt")
s.score("# presto-rfcs: kinds a b c g; d e f skipped. One copy: /tmp/eval53-inj-s/presto-rfcs.")
