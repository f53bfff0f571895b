"""Inject the seven kinds of defect into clean documents of a copy of each data36 source (thirty-sixth evaluation, helper a).

Uses inject_kit.py (one copy per source in /tmp/eval36-inj-a/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval36/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Borrowed forms are named in each score() header.
Run: /work/main/.venv/bin/python inject-a.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtysixth", "a", data="/work/data36", clean="/tmp/eval36", copies="/tmp/eval36-inj-a", frozen="/tmp/frozen36")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# luau-rfcs: luau-lang/luau rfcs/ @ 88eec1da (parent of 'Delete rfcs directory'); TEMPLATE.md '# Feature name', '## Summary',
# '## Motivation', '## Design', '## Drawbacks', '## Alternatives'; README.md (process): descriptive file names (no numbers),
# '"**Status**: Implemented" at the top level (before *Summary* section)'. Records link each other as
# '[local type inference](local-type-inference.md)' (new-nonstrict.md:7). No supersession in the family: d and e borrow
# 'Superseded by' / 'Supersedes' in the records' own '**Status**:' line form. c skipped: the family is not numbered.
L = "rfcs/"
s = kit.source("luau-rfcs", "rfcs", r"[a-z][a-z0-9-]*\.md")
f = take(s, L + "function-table-freeze.md")
s.delsec("a", f, "## Design", "deleted '## Design' (TEMPLATE.md has it; 45 of 47 documents, all RFCs but one, keep it)")
f = take(s, L + "syntax-if-expression.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also [type refinements](type-refinements.md).\n",
      "link to type-refinements.md (the records' '[text](name.md)' form, new-nonstrict.md:7), which does not exist in rfcs/")
f = take(s, L + "function-table-clear.md")
s.sub("d", f, "**Status**: Implemented", "**Status**: Superseded by [table.reset](function-table-reset.md)",
      "'**Status**: Superseded by [table.reset](function-table-reset.md)' (borrowed verb in the family's status line); no such RFC exists")
f = take(s, L + "syntax-type-ascription-bidi.md")
s.sub("e", f, "**Status**: Implemented\n",
      "**Status**: Implemented\n\nSupersedes [Type ascriptions](syntax-type-ascription.md)\n",
      "syntax-type-ascription-bidi.md 'Supersedes [Type ascriptions](syntax-type-ascription.md)' (borrowed, records' link form) "
      "while rfcs/syntax-type-ascription.md stays '**Status**: Implemented'")
take(s, L + "syntax-type-ascription.md")
f = take(s, L + "function-debug-info.md")
s.sub("f", f, "**Status**: Implemented", "**Status**: Postponed",
      "'**Status**: Postponed' (the records use Implemented, one Abandoned; README.md names only Implemented)")
f = take(s, L + "syntax-number-literals.md")
s.setbody("g", f, "## Design",
          "This is the bulk of the proposal. Explain the design in enough detail for somebody familiar with the language to "
          "understand, and include examples of how the feature is used.",
          "'## Design' body is TEMPLATE.md's own text")
s.score("# luau-rfcs: kinds a b d e f g; c skipped (README.md: file names are 'a short human readable description', no numbers); "
        "d and e borrow 'Superseded by' / 'Supersedes' (no supersession exists in the family). One copy: /tmp/eval36-inj-a/luau-rfcs.")

# external-secrets-proposals: external-secrets/external-secrets design/ @ cc5bfbc; 000-template.md: a ```yaml fenced front matter
# (title, version, authors, creation-date, status: draft), '# Title', '## Table of Contents', '## Summary', '## Motivation'
# (Goals/Non-Goals), '## Proposal', '## Alternatives'; files NNN-name.md. No README, no supersession, no link between proposals:
# b uses a plain relative 'NNN-name.md' link, d and e borrowed 'superseded-by:' / 'supersedes:' keys in the family's yaml block.
# No section is 'required' by the learned conventions (Motivation and Proposal 13 of 15): a deletes Motivation anyway.
E = "design/"
s = kit.source("external-secrets-proposals", "design", r"\d{3}-.*\.md")
f = take(s, E + "012-sync-to-custom-resource.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (000-template.md has it; 13 of 15 proposals keep it)")
f = take(s, E + "003-cluster-external-secret-spec.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also [ExternalSecretSet](013-externalsecretset.md).\n",
      "link to 013-externalsecretset.md (a relative NNN-name.md link; the folder's files are NNN-name.md), which does not exist")
f = take(s, E + "002-pushsecret.md")
s.copy("c", f, E + "002-pushsecret-v2.md", f"a copy of {f} under the same number 002")
f = take(s, E + "004-datafrom-key-rewrite.md")
s.sub("d", f, "status: implemented\n", "status: superseded\nsuperseded-by: 015-datafrom-rewrite-v2.md\n",
      "'status: superseded' + 'superseded-by: 015-datafrom-rewrite-v2.md' (borrowed key in the yaml block); no 015 exists")
# (e was first written in 010-pushsecret-metadata.md, 'status: draft': a draft successor rightly leaves the old record in
# force (supersession.py NOT_IN_FORCE), so that edit was no defect; it is made in 007, 'status: approved', instead.)
f = take(s, E + "007-provider-versioning-strategy.md")
s.sub("e", f, "status: approved\n", "status: approved\nsupersedes: 009-pushsecret-generator.md\n",
      "007 (approved) 'supersedes: 009-pushsecret-generator.md' (borrowed key in the yaml block) while "
      "design/009-pushsecret-generator.md stays 'status: approved'")
take(s, E + "009-pushsecret-generator.md")
f = take(s, E + "005-secret-generator-group.md")
s.sub("f", f, "status: implemented", "status: postponed",
      "'status: postponed' (the records use implemented, approved, draft, accepted, partially implemented; template 'draft')")
f = take(s, E + "014-feature-flag-consolidation.md")
s.setbody("g", f, "## Summary", "Please provide a summary of this proposal.", "'## Summary' body is 000-template.md's own text")
s.score("# external-secrets-proposals: kinds a b c d e f g; a deletes '## Motivation' though no section is learned as required; "
        "d/e borrow superseded-by/supersedes keys (no supersession in the family). One copy: /tmp/eval36-inj-a/external-secrets-proposals.")

# refract-rfcs: refractproject/rfcs @ 77ba283; 0000-template.md: '- Start Date:', '- RFC PR:', '- Refract Issue:' bullets, then
# '# Summary', '# Motivation', '# Detailed design', '# Drawbacks', '# Alternatives', '# Unresolved questions'; README.md
# (process) lists 'Active RFC List' / 'Completed RFC List' as '[NNNN Title](text/NNNN-name.md)'. No status field in records
# (f skipped), no supersession (d, e borrow '- Superseded by:' / '- Supersedes:' bullets in the records' header form).
R = "text/"
s = kit.source("refract-rfcs", "text", r"\d{4}-.*\.md")
f = take(s, R + "0010-httprequest-href-variables.md")
s.delsec("a", f, "# Detailed design", "deleted '# Detailed design' (0000-template.md has it; learned required, 16 of 16)")
f = take(s, R + "0007-namespace-media-types.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee also [0016 Element Sets](0016-element-sets.md).\n",
      "link to 0016-element-sets.md (README.md's '[NNNN Title](text/NNNN-name.md)' form, relative to text/), which does not exist")
f = take(s, R + "0006-file-source-map.md")
s.copy("c", f, R + "0006-source-map-lines.md", f"a copy of {f} under the same number 0006")
f = take(s, R + "0003-class-rename.md")
s.sub("d", f, "- Refract Issue: https://github.com/refractproject/refract-spec/pull/40\n",
      "- Refract Issue: https://github.com/refractproject/refract-spec/pull/40\n- Superseded by: [0016 Class Lists](0016-class-lists.md)\n",
      "'- Superseded by: [0016 Class Lists](0016-class-lists.md)' (borrowed key in the header bullets); no 0016 exists")
f = take(s, R + "0011-remove-namespacing.md")
s.sub("e", f, "- RFC PR: https://github.com/refractproject/rfcs/pull/30\n",
      "- RFC PR: https://github.com/refractproject/rfcs/pull/30\n- Supersedes: [0004 Clarify API namespace](0004-clarify-api-namespace.md)\n",
      "0011 '- Supersedes: [0004 ...](0004-clarify-api-namespace.md)' (borrowed header bullet) while text/0004-clarify-api-namespace.md "
      "has no 'Superseded by' and stays in README.md's Completed list")
take(s, R + "0004-clarify-api-namespace.md")
f = take(s, R + "0008-add-hyperlinks.md")
s.setbody("g", f, "# Motivation", "Why are we doing this? What use cases does it support? What is the expected outcome?",
          "'# Motivation' body is 0000-template.md's own text")
s.score("# refract-rfcs: kinds a b c d e g; f skipped (records carry no status: state is kept in README.md's Active/Completed "
        "lists); d/e borrow '- Superseded by:' / '- Supersedes:' header bullets. One copy: /tmp/eval36-inj-a/refract-rfcs.")
