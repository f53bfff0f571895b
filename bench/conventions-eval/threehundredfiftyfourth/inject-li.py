"""Inject defects into clean documents of a copy of each source of data357 (the three-hundred-and-fifty-fourth
evaluation, part li: blind, frozen as /tmp/final79). See inject_kit.py. Every edit below was chosen from the
repositories' own templates, process documents and documents before anything ran.
Run: /work/main/.venv/bin/python inject-li.py (writes injected-<source>.txt into the set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/final79"

# ---------------------------------------------------------------- data357 (threehundredfiftyfourth, li)
kit = Kit("threehundredfiftyfourth", "li", data="/work/data357", clean="/work/blind357", pool="/work/blind357",
          copies="/tmp/eval357-inj", frozen=FROZEN)

# external-secrets-design-proposals: design/NNN-slug.md (001-012, 014; 011 already used twice, both flagged, so not
# in the pool) plus the unnumbered design-crd-spec.md; template design/000-template.md (KEP-style metadata in a
# fenced ```yaml block: title / version / authors / creation-date / 'status: draft'; then Table of Contents /
# Summary / Motivation (Goals, Non-Goals) / Proposal (User Stories, API, Behavior, Drawbacks, Acceptance Criteria) /
# Alternatives, each with a guidance sentence); '## Motivation' in the template and 11 of 15 proposals; status the
# lowercase 'status:' line of the block (implemented 5, approved 4, draft 3, accepted 1, 'partially implemented' 1);
# numbers only in file names (the H1 has none); no supersession markers in use, but the metadata block is the KEP
# one, whose fields for it are 'replaces:' and 'superseded-by:', and 001 (v1beta1 CRD) covers what design-crd-spec
# (v1alpha1 CRD) did, so a contributor would write them there; cross-references bare bold names
# '**design/007-provider-versioning-strategy**' (014), no relative links yet, so b makes one of them a link with a
# wrong name: a, b, c, d, e, f, g.
R = "/work/data357/external-secrets-design-proposals"
s = kit.source("external-secrets-design-proposals", "design", r"(?!000-template\.md)[\w-]+\.md")
tpl = read(f"{R}/design/000-template.md")
D = "design"
f = s.take(f"{D}/009-pushsecret-generator.md")
s.delsec("a", f, "## Motivation",
         f"deleted '## Motivation' (design/000-template.md and 11 of 15 proposals have it) from {f}")
f = s.take(f"{D}/014-feature-flag-consolidation.md")
s.sub("b", f, "- **design/007-provider-versioning-strategy**:",
      "- **[design/007-provider-versioning-strategy](007-provider-versioning.md)**:",
      f"bold name '**design/007-provider-versioning-strategy**' made a link to 007-provider-versioning.md (the "
      f"proposal is design/007-provider-versioning-strategy.md) in {f}")
f = s.take(f"{D}/012-sync-to-custom-resource.md")
s.copy("c", f, f"{D}/012-sync-to-configmaps.md",
       f"copy of {f} as {D}/012-sync-to-configmaps.md: number 012 taken twice (design/NNN-slug.md, one number each; "
       f"as 011-deprecate-olm / 011-generator-state collided)")
f = s.take(f"{D}/005-secret-generator-group.md")
s.sub("d", f, "status: implemented\n", "status: superseded\nsuperseded-by: 013-generator-state.md\n",
      f"'status: superseded' + 'superseded-by: 013-generator-state.md' (no 013 in design/, the generator-state "
      f"proposal is 011; KEP-style metadata field 'superseded-by') in {f}")
old = s.take(f"{D}/design-crd-spec.md")
f = s.take(f"{D}/001-design-crd-v1beta1.md")
s.sub("e", f, "creation-date: 2022-feb-08\n", "creation-date: 2022-feb-08\nreplaces: design-crd-spec.md\n",
      f"'replaces: design-crd-spec.md' (KEP-style metadata field; 001 promotes the v1alpha1 CRD of design-crd-spec to "
      f"v1beta1) added to {f}; {old} left 'status: accepted' with no superseded-by")
f = s.take(f"{D}/003-cluster-external-secret-spec.md")
s.sub("f", f, "status: implemented\n", "status: implemnted\n",
      f"status 'implemented' -> 'implemnted' (values: implemented 5, approved 4, draft 3, accepted 1, partially "
      f"implemented 1; GOVERNANCE.md: New / Reviewing / Accepted / Rejected) in {f}")
f = s.take(f"{D}/004-datafrom-key-rewrite.md")
body = tpl.split("\n## Alternatives\n", 1)[1].strip("\n")
s.setbody("g", f, "## Alternatives", body,
          f"'## Alternatives' body replaced by design/000-template.md's 'What alternatives do we have and what are "
          f"their pros and cons?' in {f}")
s.score("# external-secrets-design-proposals: kinds a, b, c, d, e, f, g. One copy: "
        "/tmp/eval357-inj/external-secrets-design-proposals.")

# gsa-tts-site-adr: docs/architecture/decisions/NNNN-slug.md (0001-0012, set by .adr-dir: adr-tools), 0001 the stock
# adr-tools 'Record architecture decisions'; no template file in the repository, the records are adr-tools' built-in
# template ('# N. Title' / 'Date:' / '## Status' / Context / Decision / Consequences, whose guidance lines are 'The
# issue motivating this decision, ...', 'The change that we're proposing or have agreed to implement.', 'What
# becomes easier or more difficult to do ...'); Status / Decision / Consequences in 12 of 12; status the line after
# '## Status' (Accepted 12); numbers in the file name and the H1 '# N.' (unpadded); no supersession yet, but
# adr-tools' 'adr new -s N' writes 'Superseded by [13. Title](0013-title.md)' in the old record's status and
# 'Supersedes [7. Title](0007-title.md)' in the new one's; the one cross-reference is 0002's 'See [ADR No. 3, Use
# Federalist](./0003-use-federalist.md)': a, b, c, d, e, f, g (0003-0005 are flagged for Context, not in the pool).
s = kit.source("gsa-tts-site-adr", "docs/architecture/decisions", r"\d{4}-[\w-]+\.md")
D = "docs/architecture/decisions"
f = s.take(f"{D}/0009-javascript-testing-framework.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (adr-tools' template and 12 of 12 ADRs have it) from {f}")
f = s.take(f"{D}/0012-forgo-decap-cms-netlify.md")
s.sub("b", f, "YAML front matter.  Decap CMS is able to support this",
      "YAML front matter (see [ADR No. 10, Replace YAML with Markdown]"
      "(./0010-replace-yaml-with-markdown-for-job-postings.md)).  Decap CMS is able to support this",
      f"link to ./0010-replace-yaml-with-markdown-for-job-postings.md in 0002's style (the ADR is "
      f"0010-replace-yaml-with-markdown.md) added to {f}")
f = s.take(f"{D}/0011-skip-usajobs-api-integration.md")
s.copy("c", f, f"{D}/0011-query-usajobs-api-for-closing-dates.md",
       f"copy of {f} as {D}/0011-query-usajobs-api-for-closing-dates.md: number 11 ('0011-' and '# 11.') taken twice "
       f"(adr-tools numbers each record once)")
f = s.take(f"{D}/0006-remove-snyk-in-favor-of-dependabot.md")
s.sub("d", f, "## Status\n\nAccepted\n",
      "## Status\n\nSuperseded by [13. Use Renovate in favor of Dependabot](0013-use-renovate-in-favor-of-dependabot.md)\n",
      f"status 'Accepted' -> 'Superseded by [13. Use Renovate in favor of Dependabot]"
      f"(0013-use-renovate-in-favor-of-dependabot.md)' (no 0013, the last is 0012; adr-tools' 'adr new -s' form) in "
      f"{f}")
old = s.take(f"{D}/0007-synchronize-job-postings-from-talent-repo.md")
f = s.take(f"{D}/0010-replace-yaml-with-markdown.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\nSupersedes [7. Synchronize job postings from talent repo]"
      "(0007-synchronize-job-postings-from-talent-repo.md)\n",
      f"'Supersedes [7. Synchronize job postings from talent repo](0007-synchronize-job-postings-from-talent-repo.md)' "
      f"(adr-tools' 'adr new -s' form) added to {f}'s status; {old} left 'Accepted'")
f = s.take(f"{D}/0008-represent-time-with-iso8601-eastern.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (Accepted in 12 of 12; adr-tools: proposed, accepted, superseded) in {f}")
f = s.take(f"{D}/0002-use-a-static-site-architecture.md")
s.setbody("g", f, "## Consequences",
          "What becomes easier or more difficult to do and any risks introduced by the change that will need to be "
          "mitigated.",
          f"'## Consequences' body replaced by adr-tools' template line 'What becomes easier or more difficult to do "
          f"and any risks introduced by the change that will need to be mitigated.' in {f}")
s.score("# gsa-tts-site-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval357-inj/gsa-tts-site-adr.")
