"""Inject defects into clean documents of a copy of each source of data363 (the three-hundred-and-sixtieth evaluation,
part lo) and data364 (the three-hundred-and-sixty-first, part lp), both blind, frozen as /tmp/final80. See
inject_kit.py. Every edit below was chosen from the repositories' own templates, process documents and documents
before anything ran.
Run: /work/main/.venv/bin/python inject-lo-lp.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/final80"

# ---------------------------------------------------------------- data363 (threehundredsixtieth, lo)
kit = Kit("threehundredsixtieth", "lo", data="/work/data363", clean="/work/blind363", pool="/work/blind363",
          copies="/tmp/eval363-inj", frozen=FROZEN)

# esip-soso-decisions: decisions/N-slug.md, N the GitHub issue number of the proposal (4, 13, 27, 30, 47, 52, 66, 72,
# 74, 77, 101, 109; one record per issue, file number = the issue in the 'Discussion:' line); template
# decisions/ADR_TEMPLATE.md (H1, 'Discussion:' line, then closed ATX '## Status ##' / '## Decision ##' / '## Context ##'
# / '## Consequences ##', each with a one-line Nygard question: 'What is the issue that we're seeing that is motivating
# this decision or change.' under Context); the four sections in 12 of 12; status the first line under '## Status ##'
# (Accepted 7, Proposed 3, Approved 1, Adopted 1; the template's choices Proposed, Accepted, Rejected, Deprecated,
# Superseded), in varying emphasis; no supersession in use and README.md says nothing of how to write one, but
# 'Superseded' is a template status and the Nygard form is 'Superseded by <record>' / 'Supersedes <record>' in the
# status; the family's one link style to its own files is README.md's root-relative
# '[/decisions/ADR_TEMPLATE.md](/decisions/ADR_TEMPLATE.md)', so b, d and e name records that way: a, b, c, d, e, f, g
# (30 and 52 are flagged, not in the pool).
s = kit.source("esip-soso-decisions", "decisions", r"\d+-[\w-]+\.md")
tpl = read("/work/data363/esip-soso-decisions/decisions/ADR_TEMPLATE.md")
D = "decisions"
f = s.take(f"{D}/4-dataset-metadata-distributions.md")
s.delsec("a", f, "## Consequences ##",
         f"deleted '## Consequences ##' (decisions/ADR_TEMPLATE.md, README.md's 'Sections of an ADR' and 12 of 12 "
         f"records have it) from {f}")
f = s.take(f"{D}/66-checksum.md")
s.sub("b", f, "by convention we recommend using the [`spdx:checksum`]",
      "by convention (as for licenses, see [/decisions/47-use-spdx-license.md](/decisions/47-use-spdx-license.md)) we "
      "recommend using the [`spdx:checksum`]",
      f"root-relative link in README.md's style to /decisions/47-use-spdx-license.md (the record is "
      f"47-use-spdx-licenses.md) added to {f}")
f = s.take(f"{D}/109-funding.md")
s.copy("c", f, f"{D}/109-funding-monetary-grant.md",
       f"copy of {f} as {D}/109-funding-monetary-grant.md: number 109 taken twice (N is the proposal's issue number, "
       f"one record per issue)")
f = s.take(f"{D}/13-schemaorg-identifier-as-PropertyValue.md")
s.sub("d", f, "## Status ##\n_Proposed_\n",
      "## Status ##\n_Superseded_ by [/decisions/115-identifier-propertyID.md](/decisions/115-identifier-propertyID.md)\n",
      f"status '_Proposed_' -> '_Superseded_ by [/decisions/115-identifier-propertyID.md](...)' (template status "
      f"Superseded, Nygard's 'Superseded by', README.md's root-relative links; no 115 in decisions/) in {f}")
old = s.take(f"{D}/47-use-spdx-licenses.md")
f = s.take(f"{D}/72-provenance.md")
s.sub("e", f, "## Status ##\n\n__Accepted__\n",
      "## Status ##\n\n__Accepted__\n\nSupersedes [/decisions/47-use-spdx-licenses.md]"
      "(/decisions/47-use-spdx-licenses.md)\n",
      f"'Supersedes [/decisions/47-use-spdx-licenses.md](/decisions/47-use-spdx-licenses.md)' (Nygard's form, "
      f"README.md's root-relative links) added to {f}'s status; {old} left '_Accepted_'")
f = s.take(f"{D}/27-measuredVariable.md")
s.sub("f", f, "## Status ##\nAccepted\n", "## Status ##\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (Accepted in 7 of 12; the template's choices Proposed, Accepted, Rejected, "
      f"Deprecated, Superseded) in {f}")
f = s.take(f"{D}/74-schemaorg-additionalType-vs-RDF-typing.md")
body = tpl.split("\n## Context ##\n", 1)[1].split("\n## ", 1)[0].strip("\n")
s.setbody("g", f, "## Context ##", body,
          f"'## Context ##' body replaced by decisions/ADR_TEMPLATE.md's 'What is the issue that we're seeing that is "
          f"motivating this decision or change.' in {f}")
s.score("# esip-soso-decisions: kinds a, b, c, d, e, f, g. One copy: /tmp/eval363-inj/esip-soso-decisions.")

# wikimedia-codex-adr: packages/codex-docs/docs/using-codex/adrs/NN-adr-slug.md (01-13, two digits, one number each);
# template NNNN-adr-template.md ('# ADR NNNN) Title' / 'Date:' / '## Status' with 'options: proposed, accepted,
# rejected, deprecated, superseded, ...' / Context / Considered actions / Decision / Consequences, each body '...');
# overview.md: Nygard's template per joelparkerhenderson ('Superseded by' / 'Supersedes' in the status); '## Context'
# in the template and 13 of 13; status the line after '## Status' (Accepted 13); no supersession yet, but the
# template lists 'superseded'; cross-references relative links with a label '[Design Tokens](./01-adr-design-tokens.md)'
# (08), '[ADR8](./08-adr-color-modes.md)' (13), '[CSS-only components](./05-adr-css-components.md)' (11), so b, d and e
# name records that way: a, b, c, d, e, f, g.
s = kit.source("wikimedia-codex-adr", "packages/codex-docs/docs/using-codex/adrs", r"\d{2}-adr-[\w-]+\.md")
D = "packages/codex-docs/docs/using-codex/adrs"
f = s.take(f"{D}/06-adr-field-component.md")
s.delsec("a", f, "## Context",
         f"deleted '## Context' (NNNN-adr-template.md and 13 of 13 ADRs have it) from {f}")
f = s.take(f"{D}/12-adr-native-constraint-validation.md")
s.sub("b", f, "conflict with this.\n",
      "conflict with this (see [ADR 06](./06-adr-field-components.md)).\n",
      f"link '[ADR 06](./06-adr-field-components.md)' in 08/11/13's style (the ADR is 06-adr-field-component.md) "
      f"added to {f}")
f = s.take(f"{D}/07-adr-floating-ui.md")
s.copy("c", f, f"{D}/07-adr-popover-positioning.md",
       f"copy of {f} as {D}/07-adr-popover-positioning.md: number 07 ('07-' and '# ADR 07)') taken twice (01-13, one "
       f"number each)")
f = s.take(f"{D}/04-adr-less-mixins.md")
s.sub("d", f, "## Status\n\nAccepted\n",
      "## Status\n\nSuperseded by [ADR 14](./14-adr-css-custom-properties.md)\n",
      f"status 'Accepted' -> 'Superseded by [ADR 14](./14-adr-css-custom-properties.md)' (template option "
      f"'superseded', Nygard's 'Superseded by'; no 14, the last is 13) in {f}")
old = s.take(f"{D}/05-adr-css-components.md")
f = s.take(f"{D}/11-adr-codex-php.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\nSupersedes [ADR 05](./05-adr-css-components.md)\n",
      f"'Supersedes [ADR 05](./05-adr-css-components.md)' (Nygard's form; 11 already builds on 05's CSS-only "
      f"components) added to {f}'s status; {old} left 'Accepted'")
f = s.take(f"{D}/03-adr-string-types.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAccpeted\n",
      f"status 'Accepted' -> 'Accpeted' (Accepted in 13 of 13; template options proposed, accepted, rejected, "
      f"deprecated, superseded) in {f}")
f = s.take(f"{D}/01-adr-design-tokens.md")
s.setbody("g", f, "## Consequences", "...",
          f"'## Consequences' body replaced by NNNN-adr-template.md's own '...' in {f}")
s.score("# wikimedia-codex-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval363-inj/wikimedia-codex-adr.")

# ---------------------------------------------------------------- data364 (threehundredsixtyfirst, lp)
kit = Kit("threehundredsixtyfirst", "lp", data="/work/data364", clean="/work/blind364", pool="/work/blind364",
          copies="/tmp/eval364-inj", frozen=FROZEN)

# kompox-adr: design/adr/K4x-ADR-NNN.md (001-020, one number each; GUIDE.md: 'Filename: K4x-ADR-###.md (numeric ID
# only)', so a second record with a number can only appear under a longer name, as a branch's draft would); template
# the fenced block in GUIDE.md '## Template' (front matter id / title / 'status: proposed | accepted | rejected |
# deprecated' / updated / supersedes / supersededBy; then Context / Decision / Alternatives Considered / Consequences
# ('- Pros: ...' / '- Cons/Constraints: ...') / Rollout / References); Alternatives Considered in the template and 20
# of 20; status the front matter 'status:' (accepted 16, proposed 4); supersession by the headers 'supersedes:' /
# 'supersededBy:' with full ids in flow lists (009/007, 017/008), reciprocal, status kept (GUIDE.md); cross-references
# reference-style, '[K4x-ADR-015]: ./K4x-ADR-015.md' definitions: a, b, c, d, e, f, g (001 is flagged, not in the pool).
s = kit.source("kompox-adr", "design/adr", r"K4x-ADR-\d{3}\.md")
D = "design/adr"
f = s.take(f"{D}/K4x-ADR-013.md")
s.delsec("a", f, "## Alternatives Considered",
         f"deleted '## Alternatives Considered' (GUIDE.md's template and 20 of 20 ADRs have it) from {f}")
f = s.take(f"{D}/K4x-ADR-016.md")
s.sub("b", f, "[K4x-ADR-015]: ./K4x-ADR-015.md", "[K4x-ADR-015]: ./K4x-ADR-15.md",
      f"definition '[K4x-ADR-015]: ./K4x-ADR-015.md' -> './K4x-ADR-15.md' (no such ADR; names are 3-digit) in {f}")
f = s.take(f"{D}/K4x-ADR-006.md")
s.copy("c", f, f"{D}/K4x-ADR-006-workspace.md",
       f"copy of {f} as {D}/K4x-ADR-006-workspace.md: number 006 (file and 'id: K4x-ADR-006') taken twice (one ADR "
       f"per number)")
f = s.take(f"{D}/K4x-ADR-014.md")
s.sub("d", f, "supersededBy: []\n", "supersededBy: [K4x-ADR-021]\n",
      f"'supersededBy: []' -> 'supersededBy: [K4x-ADR-021]' (GUIDE.md's header, 007's flow-list form; no 021, the "
      f"last is 020) in {f}")
old = s.take(f"{D}/K4x-ADR-011.md")
f = s.take(f"{D}/K4x-ADR-015.md")
s.sub("e", f, "supersedes: []\n", "supersedes: [K4x-ADR-011]\n",
      f"'supersedes: []' -> 'supersedes: [K4x-ADR-011]' (GUIDE.md's header, 009/017's form; 015's discovery rules "
      f"replace 011's entrypoint and 015 already defines [K4x-ADR-011]) in {f}; {old} left 'status: accepted' with "
      f"'supersededBy: []'")
f = s.take(f"{D}/K4x-ADR-004.md")
s.sub("f", f, "status: accepted\n", "status: acepted\n",
      f"status 'accepted' -> 'acepted' (accepted 16, proposed 4; GUIDE.md: proposed, accepted, rejected, deprecated) "
      f"in {f}")
f = s.take(f"{D}/K4x-ADR-019.md")
s.setbody("g", f, "## Consequences", "- Pros: ...\n- Cons/Constraints: ...",
          f"'## Consequences' body replaced by GUIDE.md template's '- Pros: ...' / '- Cons/Constraints: ...' in {f}")
s.score("# kompox-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval364-inj/kompox-adr.")
