"""Inject defects into clean documents of a copy of each source of data371 (the three-hundred-and-sixty-eighth
evaluation, part lw) and data372 (the three-hundred-and-sixty-ninth, part lx): blind, frozen as /tmp/frozen283. See
inject_kit.py. Every edit below was chosen from the repositories' own templates (where there are any), process
documents and documents before anything ran.
Run: /work/main/.venv/bin/python inject-lw-lx.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402,F401

FROZEN = "/tmp/frozen283"

# MADR 4.0.0's guidance for '## Context and Problem Statement', as docs/decisions/adr-template.md has it.
MADR_CONTEXT = (
    "{Describe the context and problem statement, e.g., in free form using two to three sentences or in the form of "
    "an illustrative story. You may want to articulate the problem in form of a question. Consider adding links to "
    "collaboration boards or issue management systems. Make the scope of the decision explicit, for instance, by "
    "calling out or pointing at structural architecture elements (components, connectors, ...)}")

# ---------------------------------------------------------------- data371 (threehundredsixtyeighth, lw)
kit = Kit("threehundredsixtyeighth", "lw", data="/work/data371", clean="/work/blind371", pool="/work/blind371",
          copies="/tmp/eval371-inj", frozen=FROZEN)

# superalgos-sips: 'SIP NNN - <Title>.md' at the repository root (spaces, mixed case; 001-015, no gaps; 015 also as
# SIP-015/'SIP 015 - ...-Definition.md'). No template (README: 'Reading a few existing proposals may help you organize
# and format your own'), no metadata fields: authorship and standing are an italic lead line under the H1 ('_This is a
# recommendation by Luis Molina to be implemented as ..._' in 007/008/013/014, '_... It is for discussion, not yet an
# official team plan._' in 001). No status field; status-like words only as prose: the SIP-015 Definition's
# '#### [Work-in-progress]: ...' heading, CHANGELOG's '[WIP]', 015's '#### Status' sub-heading. No supersession
# declared anywhere. SIP-to-SIP links are absolute blob URLs with percent-encoded spaces, at the old address:
# '[SIP 001](https://github.com/Superalgos/Improvement-Proposals/blob/master/SIP%20001%20-%20Auth-Streaming-MVP-P2P-
# Roadmap.md)' (004) and README's '[SIP 004 - PGP + git voting](...)'. With no supersession form, d and e write it in
# the italic lead line (the only place a SIP says how it stands), naming the SIP in 004's link form.
# Skipped: a (no template and no section nearly all keep: six SIPs have no H2 at all, every H2 occurs once);
# g (no template, so no template text to leave in). b, c, d, e, f (all documents clean).
s = kit.source("superalgos-sips", [".", "SIP-015"], r"SIP \d{3} - .+\.md")
U = "https://github.com/Superalgos/Improvement-Proposals/blob/master"
f = s.take("SIP 003 - no-emails.md")
s.sub("b", f, "Since Superalgos will ultimately be a peer to peer network, and",
      f"Since Superalgos will ultimately be a peer to peer network ([SIP 001]({U}/SIP%20001%20-%20Auth-Streaming-"
      f"MVP-P2P-Road-Map.md)), and",
      f"link '[SIP 001]({U}/SIP%20001%20-%20Auth-Streaming-MVP-P2P-Road-Map.md)' in 004's absolute blob-URL style "
      f"(the SIP is 'SIP 001 - Auth-Streaming-MVP-P2P-Roadmap.md') added to {f}")
f = s.take("SIP 002 - ESM-no-webpack-no-babel.md")
s.copy("c", f, "SIP 002 - ESM-no-bundling.md",
       f"copy of {f} as 'SIP 002 - ESM-no-bundling.md': number 002 ('SIP 002 - ' and '# SIP 002 - ') taken twice "
       f"(001-015 one number each, apart from 015's summary and Definition)")
f = s.take("SIP 007 - No Teams Until Needed.md")
s.sub("d", f, "applicable for the very early stages of the project only._",
      f"applicable for the very early stages of the project only. It is superseded by [SIP 016]({U}/SIP%20016%20-%20"
      f"Teams-On-Demand.md)._",
      f"'It is superseded by [SIP 016]({U}/SIP%20016%20-%20Teams-On-Demand.md)' in the italic lead line (where SIPs "
      f"say how they stand; 004's link form; no SIP 016, the last is 015) added to {f}")
old = s.take("SIP 008 - No Clones Until Needed.md")
f = s.take("SIP 014 - Simulation & Execution Status.md")
s.sub("e", f, "_This is a recommendation by Luis Molina to be implemented as a joint effort._",
      f"_This is a recommendation by Luis Molina to be implemented as a joint effort. It supersedes [SIP 008]({U}/"
      f"SIP%20008%20-%20No%20Clones%20Until%20Needed.md)._",
      f"'It supersedes [SIP 008]({U}/SIP%20008%20-%20No%20Clones%20Until%20Needed.md)' in the italic lead line "
      f"(004's link form) added to {f}; {old} left with its '_This is a recommendation ... to be implemented ..._' "
      f"lead and no note")
f = s.take("SIP-015/SIP 015 - Superalgos-Trading-Intelligence-Framework-Definition.md")
s.sub("f", f, "#### [Work-in-progress]: ", "#### [Work-in-progess]: ",
      f"status '[Work-in-progress]' -> '[Work-in-progess]' in the heading under the H1 (the family's only status "
      f"words are prose: '[Work-in-progress]', CHANGELOG's '[WIP]') in {f}")
s.score("# superalgos-sips: kinds b, c, d, e, f (a, g skipped: no template, no near-universal section). One copy: "
        "/tmp/eval371-inj/superalgos-sips.")

# ---------------------------------------------------------------- data372 (threehundredsixtyninth, lx)
kit = Kit("threehundredsixtyninth", "lx", data="/work/data372", clean="/work/blind372", pool="/work/blind372",
          copies="/tmp/eval372-inj", frozen=FROZEN)

# bpmnscript-adr: docs/decisions/NNNN-kebab-slug.md (0000-0014, no gaps or duplicates) + adr-template.md (MADR 4.0.0,
# Prettier-formatted). YAML front matter in 15 of 15: 'status:' (unquoted; accepted 14, rejected 1; the template's
# list '{proposed | rejected | accepted | deprecated | … | superseded by ADR-0123}'), 'date:', 'decision-makers:'.
# Sections: '## Context and Problem Statement', '## Considered Options', '## Decision Outcome' 15 of 15, Decision
# Drivers 14, '### Consequences' 14. Supersession: none used; the template's form is the status value 'superseded by
# ADR-0123' (old side); the new side, which MADR has no field for, goes in '## More Information' ('Links to other
# decisions ... might appear here'), linked as 0001 does. Sibling links: inline '[ADR-0002](0002-use-langium-as-
# language-workbench.md)' (0001's Decision Drivers); other references are plain 'ADR-NNNN'. a, b, c, d, e, f, g.
s = kit.source("bpmnscript-adr", "docs/decisions", r"\d{4}-[\w-]+\.md")
D = "docs/decisions"
f = s.take(f"{D}/0004-use-apache-2-license.md")
s.delsec("a", f, "## Considered Options",
         f"deleted '## Considered Options' (the MADR template and 15 of 15 ADRs have it) from {f}")
f = s.take(f"{D}/0005-use-mono-repo-structure.md")
s.sub("b", f, "- Langium projects conventionally use npm workspaces in a mono-repo\n",
      "- Langium projects conventionally use npm workspaces in a mono-repo (see [ADR-0002]"
      "(0002-use-langium-language-workbench.md))\n",
      f"link '[ADR-0002](0002-use-langium-language-workbench.md)' in 0001's '[ADR-NNNN](NNNN-slug.md)' style (the ADR "
      f"is 0002-use-langium-as-language-workbench.md) added to {f}")
f = s.take(f"{D}/0010-deterministic-structural-ids.md")
s.copy("c", f, f"{D}/0010-deterministic-structural-element-ids.md",
       f"copy of {f} as {D}/0010-deterministic-structural-element-ids.md: number 0010 taken twice (0000-0014 one "
       f"number each)")
f = s.take(f"{D}/0009-dominator-based-restructuring.md")
s.sub("d", f, "---\nstatus: accepted\n", "---\nstatus: superseded by ADR-0015\n",
      f"status 'accepted' -> 'superseded by ADR-0015' (the template's 'superseded by ADR-0123' in front matter; no "
      f"0015, the last is 0014) in {f}")
old = s.take(f"{D}/0003-auto-layout-for-diagram-interchange.md")
f = s.take(f"{D}/0014-honest-bpmn-import-contract.md")
s.sub("e", f, "whose declared/undeclared elements determine warning-attribution\nprecision).\n",
      "whose declared/undeclared elements determine warning-attribution\nprecision).\n\n"
      "This decision supersedes [ADR-0003](0003-auto-layout-for-diagram-interchange.md) for import: what the\n"
      "importer does with Diagram Interchange data is now governed by the refuse/warn contract above.\n",
      f"'This decision supersedes [ADR-0003](0003-auto-layout-for-diagram-interchange.md)' in '## More Information' "
      f"(the new-side counterpart of the template's 'superseded by ADR-0123', 0001's link form) added to {f}; {old} "
      f"left 'status: accepted'")
f = s.take(f"{D}/0008-structured-grammar.md")
s.sub("f", f, "---\nstatus: accepted\n", "---\nstatus: acepted\n",
      f"status 'accepted' -> 'acepted' (template: proposed | rejected | accepted | deprecated | superseded by "
      f"ADR-NNNN; used: accepted 14, rejected 1) in {f}")
f = s.take(f"{D}/0007-operaton-moddle-extension-fork.md")
s.setbody("g", f, "## Context and Problem Statement", MADR_CONTEXT,
          f"'## Context and Problem Statement' body replaced by the template's guidance '{{Describe the context and "
          f"problem statement, e.g., ...}}' in {f}")
s.score("# bpmnscript-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval372-inj/bpmnscript-adr.")
