"""Inject defects into clean documents of a copy of each source of data332, data336, data334 and data335 (the
three-hundred-and-thirtieth to three-hundred-and-thirty-third evaluations, parts kk, kl, km and kn: blind, frozen as
/tmp/frozen274). See inject_kit.py. Every edit below was chosen from the repositories' own templates and documents
before anything ran.
Run: /work/main/.venv/bin/python inject-kn.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen274"

# ---------------------------------------------------------------- data332 (threehundredthirtieth, kk)
kit = Kit("threehundredthirtieth", "kk", data="/work/data332", clean="/work/blind332", pool="/work/blind332",
          copies="/tmp/eval332-inj", frozen=FROZEN)

# chef-rfc: rfcNNN-slug.md at the top (rfc000, rfc001, rfc010-rfc112), template new/rfc-template.md (front matter RFC /
# Title / Author / Status / Type / <Replaces: RFCxxx>; Motivation / Specification / Downstream Impact / Copyright with
# guidance text); '## Copyright' in 95 of 105 (Motivation 86, Specification 85 are not nearly all); supersession on both
# sides ('Replaces: RFC047, RFC081' on rfc086, 'Status: Replaced' + 'Replaced-By: 86' on rfc047/rfc081); relative links
# as in rfc081 '[RFC 47](rfc047-release-process.md)': a, b, c, d, e, g.
s = kit.source("chef-rfc", ".", r"rfc\d{3}-.*\.md")
tpl = read("/work/data332/chef-rfc/new/rfc-template.md")
f = s.take("rfc112-target-mode.md")
s.sub("b", f, "[RFC099](https://github.com/chef/chef-rfc/blob/master/rfc099-authentication-config-file.md).",
      "[RFC099](rfc099-authentication-configuration-file.md).",
      f"link to rfc099-authentication-configuration-file.md (the RFC is rfc099-authentication-config-file.md; rfc081 "
      f"links '[RFC 47](rfc047-release-process.md)') in {f}")
f = s.take("rfc064-chefstyle.md")
s.copy("c", f, "rfc064-consistent-style.md", f"copy of {f} as rfc064-consistent-style.md: number 064 taken twice")
f = s.take("rfc030-maintenance-policy.md")
s.sub("d", f, "Status: Accepted\nType: Process\n---", "Status: Replaced\nType: Process\nReplaced-By: 113\n---",
      f"'Status: Replaced' + 'Replaced-By: 113' (no rfc113, the last is rfc112; rfc047 writes 'Status: Replaced' and "
      f"'Replaced-By: 86') in {f}")
old = s.take("rfc034-ruby-deprecation-policy.md")
f = s.take("rfc092-dependency-update-cadence.md")
s.sub("e", f, "Status: Accepted\nType: Process\n---", "Status: Accepted\nType: Process\nReplaces: RFC034\n---",
      f"'Replaces: RFC034' (as rfc086 writes 'Replaces: RFC047, RFC081' and the template '<Replaces: RFCxxx>') added to "
      f"{f}; {old} left 'Status: Accepted'")
f = s.pick("\n## Copyright\n")
s.delsec("a", f, "## Copyright", f"deleted '## Copyright' (new/rfc-template.md and 95 of 105 RFCs have it) from {f}")
f = s.pick("\n## Downstream Impact\n")
body = tpl.split("\n## Downstream Impact\n", 1)[1].split("\n## Copyright\n", 1)[0].strip("\n")
s.setbody("g", f, "## Downstream Impact", body,
          f"'## Downstream Impact' body replaced by new/rfc-template.md's 'Which other tools will be impacted by this "
          f"work?' in {f}")
s.score("# chef-rfc: kinds a, b, c, d, e, g. One copy: /tmp/eval332-inj/chef-rfc.")

# kyokara-rfcs: docs/rfcs/NNNN-slug.md (0001-0015), no template; bullet metadata '- Status: Implemented' (12),
# Accepted (1), Superseded (2, '- Superseded by: RFC 0009'; 0009 writes '- Supersedes: RFC 0005, RFC 0008'); '## Summary'
# in 15 of 15; RFCs cite each other as 'RFC 0011' in prose: a, b, c, d, e, f.
s = kit.source("kyokara-rfcs", "docs/rfcs", r"\d{4}-.*\.md")
D = "docs/rfcs"
f = s.take(f"{D}/0011-static-trait-system-and-constraint-semantics.md")
s.delsec("a", f, "## Summary", f"deleted '## Summary' (15 of 15 RFCs have it) from {f}")
f = s.take(f"{D}/0012-mutable-priorityqueue-surface.md")
s.sub("b", f, "- Depends on: RFC 0011\n", "- Depends on: [RFC 0011](0011-static-trait-system.md)\n",
      f"link to 0011-static-trait-system.md (the RFC is 0011-static-trait-system-and-constraint-semantics.md) added to "
      f"{f}")
f = s.take(f"{D}/0007-optional-typed-ast-api-output.md")
s.copy("c", f, f"{D}/0007-typed-ast-output.md", f"copy of {f} as {D}/0007-typed-ast-output.md: number 0007 taken twice")
f = s.take(f"{D}/0010-bitset-surface.md")
s.sub("d", f, "- Status: Implemented\n- Owner: Language Design\n- Tracking issue: #255 follow-up / RFC 0010 "
      "implementation lane\n- Last updated: 2026-03-11\n",
      "- Status: Superseded\n- Owner: Language Design\n- Tracking issue: #255 follow-up / RFC 0010 implementation "
      "lane\n- Last updated: 2026-03-11\n- Superseded by: RFC 0016\n",
      f"'- Status: Superseded' + '- Superseded by: RFC 0016' (no 0016, the last is 0015; 0005 and 0008 write '- "
      f"Superseded by: RFC 0009') in {f}")
old = s.take(f"{D}/0013-local-var-bindings.md")
f = s.take(f"{D}/0014-top-level-let-bindings.md")
s.sub("e", f, "- Tracking issue: #410\n- Last updated: 2026-03-11\n",
      "- Tracking issue: #410\n- Last updated: 2026-03-11\n- Supersedes: RFC 0013\n",
      f"'- Supersedes: RFC 0013' (as 0009 writes '- Supersedes: RFC 0005, RFC 0008') added to {f}; {old} left '- "
      f"Status: Implemented'")
f = s.take(f"{D}/0002-collection-first-traversal-surface.md")
s.sub("f", f, "- Status: Implemented\n", "- Status: Implementd\n",
      f"status 'Implemented' -> 'Implementd' (values: Implemented 12, Accepted 1, Superseded 2) in {f}")
s.score("# kyokara-rfcs: kinds a, b, c, d, e, f. One copy: /tmp/eval332-inj/kyokara-rfcs.")

# ---------------------------------------------------------------- data336 (threehundredthirtyfirst, kl)
kit = Kit("threehundredthirtyfirst", "kl", data="/work/data336", clean="/work/blind336", pool="/work/blind336",
          copies="/tmp/eval336-inj", frozen=FROZEN)

# parsec-rfcs: docs/rfcs/NNNN-slug.md (1000-1029) and docs/rfcs/old/NNNN-slug.md (0001-0036), template
# 0000-rfc-template.md (Overview / Background & Motivation / Goals and Non-Goals / Design / ... with '>' guidance text,
# kept by 4 of 27 new RFCs, so no section kept by nearly all); no status or supersession; README: link RFCs as
# '[RFC-NNNN](<filename>)': b, b, c, c, g, g.
s = kit.source("parsec-rfcs", ["docs/rfcs", "docs/rfcs/old"], r"\d{4}-.*\.md")
tpl = read("/work/data336/parsec-rfcs/docs/rfcs/0000-rfc-template.md")
D = "docs/rfcs"
f = s.take(f"{D}/1028-workspace-archiving-in-parsec-v3.md")
s.sub("b", f, "[RFC 1002](./1002-workspace-archiving-and-deletion.md) to Parsec v3.",
      "[RFC 1002](./1002-workspace-archiving-and-deletion.md) to Parsec v3\n(see also "
      "[RFC 1027](./1027-workspace-chain-of-commands.md)).",
      f"link to ./1027-workspace-chain-of-commands.md (the RFC is 1027-workspace-chain-of-command.md) added to {f}")
f = s.take(f"{D}/old/0017-use-msi-format-for-windows-packaging.md")
s.sub("b", f, "related to [RFC-0015](0015-allow-windows-installation-without-administrator-rights.md)",
      "related to [RFC-0015](0015-allow-windows-installation-without-administrator-rights.md) & "
      "[RFC-0013](0013-improve-build-systems.md)",
      f"link to 0013-improve-build-systems.md (the RFC is old/0013-improve-build-system.md) added to {f}")
f = s.take(f"{D}/1009-hexstring-format.md")
s.copy("c", f, f"{D}/1009-hex-string-format.md", f"copy of {f} as {D}/1009-hex-string-format.md: number 1009 taken "
       f"twice")
f = s.take(f"{D}/old/0032-remove-copyright-year-from-source-headers.md")
s.copy("c", f, f"{D}/old/0032-copyright-year-in-headers.md",
       f"copy of {f} as {D}/old/0032-copyright-year-in-headers.md: number 0032 taken twice")
f = s.take(f"{D}/1020-pki-support.md")
body = tpl.split("\n## Overview\n", 1)[1].split("\n## Background & Motivation\n", 1)[0].strip("\n")
s.setbody("g", f, "## Overview", body,
          f"'## Overview' body replaced by 0000-rfc-template.md's '> If someone only reads this, what do you want them "
          f"to know?' in {f}")
f = s.take(f"{D}/1012-workspace-mountpoint-integration.md")
body = tpl.split("\n## Goals and Non-Goals\n", 1)[1].split("\n## Design\n", 1)[0].strip("\n")
s.setbody("g", f, "## Goals and Non-Goals", body,
          f"'## Goals and Non-Goals' body replaced by 0000-rfc-template.md's '> What problems are you trying to solve? "
          f"...' in {f}")
s.score("# parsec-rfcs: kinds b, b, c, c, g, g. One copy: /tmp/eval336-inj/parsec-rfcs.")

# bud-adr: adl/NNNN-slug.md (0001-0016), Nygard layout per CONTRIBUTING.md (Context / Decision / Status /
# Consequences; '## Context' in 16 of 16), status a plain line 'Accepted.' or bold '**DEPRECATED** ...', 0016 uses the
# MADR TEMPLATE.md ('- Status: accepted', Decision Drivers etc. with bracketed text); changes recorded as '## Updates',
# never superseded; links '[ADR#0015](0015-model-overview.md)': a, b, c, f, f, g.
s = kit.source("bud-adr", "adl", r"\d{4}-.*\.md")
tpl = read("/work/data336/bud-adr/TEMPLATE.md")
D = "adl"
f = s.take(f"{D}/0010-licensing.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (CONTRIBUTING.md's sections; 16 of 16 ADRs have it) from {f}")
f = s.take(f"{D}/0009-open-source.md")
s.sub("b", f, "we've decided to go open-source for our entire codebase.",
      "we've decided to go open-source for our entire codebase (licensed as decided in "
      "[ADR#0010](0010-license.md)).",
      f"link to 0010-license.md (the ADR is 0010-licensing.md) added to {f}")
f = s.take(f"{D}/0002-github-template-for-issues-and-pull-requests.md")
s.copy("c", f, f"{D}/0002-github-issue-and-pr-templates.md",
       f"copy of {f} as {D}/0002-github-issue-and-pr-templates.md: number 0002 taken twice")
f = s.take(f"{D}/0008-development-workflow.md")
s.sub("f", f, "## Status\n\nAccepted.\n", "## Status\n\nAcepted.\n",
      f"status 'Accepted.' -> 'Acepted.' (others: Accepted., DEPRECATED, REJECTED; TEMPLATE.md: proposed | rejected | "
      f"accepted | deprecated | superseded) in {f}")
f = s.take(f"{D}/0012-linting.md")
s.sub("f", f, "## Status\n\nAccepted.\n", "## Status\n\nAcceptd.\n",
      f"status 'Accepted.' -> 'Acceptd.' (others: Accepted., DEPRECATED, REJECTED; TEMPLATE.md: proposed | rejected | "
      f"accepted | deprecated | superseded) in {f}")
f = s.take(f"{D}/0016-analytics-foundations.md")
body = tpl.split("\n## Decision Drivers <!-- optional -->\n", 1)[1].split("\n## Considered Options\n", 1)[0].strip("\n")
s.setbody("g", f, "## Decision Drivers", body,
          f"'## Decision Drivers' body replaced by TEMPLATE.md's '* [driver 1, e.g., a force, facing concern, …] ...' "
          f"in {f}")
s.score("# bud-adr: kinds a, b, c, f, f, g. One copy: /tmp/eval336-inj/bud-adr.")

# ---------------------------------------------------------------- data334 (threehundredthirtysecond, km)
kit = Kit("threehundredthirtysecond", "km", data="/work/data334", clean="/work/blind334", pool="/work/blind334",
          copies="/tmp/eval334-inj", frozen=FROZEN)

# nano-ros-rfcs: docs/design/NNNN-slug.md (0001-0078), template 0000-template.md (front matter rfc / title / status /
# ... / supersedes: [] / superseded-by: null; Summary / Motivation / problem / Design / Alternatives considered / ...
# with guidance text); no section kept by nearly all (Summary 40 of 78); status Stable / Draft / Superseded (0008:
# 'status: Superseded', 'superseded-by: 0007'); links '[RFC-0065](0065-....md)': b, c, d, e, f, g.
s = kit.source("nano-ros-rfcs", "docs/design", r"\d{4}-.*\.md")
tpl = read("/work/data334/nano-ros-rfcs/docs/design/0000-template.md")
D = "docs/design"
f = s.take(f"{D}/0030-sequence-of-nested.md")
s.copy("c", f, f"{D}/0030-nested-sequences.md", f"copy of {f} as {D}/0030-nested-sequences.md: number 0030 taken twice")
f = s.take(f"{D}/0021-blocking-api-rules.md")
s.edit(f, "status: Stable\n", "status: Superseded\n")
s.sub("d", f, "superseded-by: null\n", "superseded-by: 0079\n",
      f"'status: Superseded' + 'superseded-by: 0079' (no 0079, the last is 0078; 0008 writes 'superseded-by: 0007') "
      f"in {f}")
old = s.take(f"{D}/0010-zero-copy-raw-api.md")
f = s.take(f"{D}/0038-zero-copy-data-transport.md")
s.sub("e", f, "supersedes: []\n", "supersedes: [0010]\n",
      f"'supersedes: [0010]' (template: 'supersedes: []  # rfc numbers this replaces'; 0008 has 'superseded-by: 0007') "
      f"set in {f}; {old} left 'status: Stable'")
f = s.take(f"{D}/0047-unified-sched-context-binding.md")
body = tpl.split("\n## Alternatives considered\n", 1)[1].split("\n## Open questions\n", 1)[0].strip("\n")
s.setbody("g", f, "## Alternatives considered", body,
          f"'## Alternatives considered' body replaced by 0000-template.md's 'What else was on the table and why it "
          f"lost.' in {f}")
f = s.pick("\nstatus: Draft\n")  # (0024 was not clean)
s.sub("f", f, "\nstatus: Draft\n", "\nstatus: Darft\n",
      f"status 'Draft' -> 'Darft' (README: Draft / Stable / Superseded; 33 say Draft) in {f}")
f = s.pick("\n## Summary\n\n")  # (0073 and 0072 were not clean)
s.sub("b", f, "\n## Summary\n\n", "\n## Summary\n\nSee also [RFC-0015](0015-rtos-orchestrations.md).\n\n",
      f"link to 0015-rtos-orchestrations.md (the RFC is 0015-rtos-orchestration.md) added to {f}")
s.score("# nano-ros-rfcs: kinds b, c, d, e, f, g. One copy: /tmp/eval334-inj/nano-ros-rfcs.")

# boosters-rfcs: docs/rfcs/NNNN-slug.md (0001-0017), template TEMPLATE.md ('**Status**: Draft', Summary / Motivation /
# Non-Goals / Design / API / Testing / Alternatives with guidance text); '## Summary' in 17 of 17; status Implemented
# (16) / Accepted (1), README legend Implemented / Draft / Planned; no supersession; README links '[0001](0001-....md)':
# a, a, b, c, f, g.
s = kit.source("boosters-rfcs", "docs/rfcs", r"\d{4}-.*\.md")
tpl = read("/work/data334/boosters-rfcs/docs/rfcs/TEMPLATE.md")
D = "docs/rfcs"
f = s.take(f"{D}/0010-gblinear.md")
s.delsec("a", f, "## Summary", f"deleted '## Summary' (TEMPLATE.md and 17 of 17 RFCs have it) from {f}")
f = s.take(f"{D}/0012-categoricals.md")
s.delsec("a", f, "## Summary", f"deleted '## Summary' (TEMPLATE.md and 17 of 17 RFCs have it) from {f}")
f = s.take(f"{D}/0011-linear-leaves.md")
s.sub("b", f, "those on the root-to-leaf path.",
      "those on the root-to-leaf path. Leaf values otherwise come from GBDT training\n"
      "([RFC-0008](0008-gbdt-train.md)).",
      f"link to 0008-gbdt-train.md (the RFC is 0008-gbdt-training.md) added to {f}")
f = s.take(f"{D}/0006-sampling.md")
s.copy("c", f, f"{D}/0006-row-sampling.md", f"copy of {f} as {D}/0006-row-sampling.md: number 0006 taken twice")
f = s.take(f"{D}/0009-gbdt-inference.md")
s.sub("f", f, "**Status**: Implemented  \n", "**Status**: Implementd  \n",
      f"status 'Implemented' -> 'Implementd' (README legend: Implemented / Draft / Planned; 16 say Implemented) in {f}")
f = s.take(f"{D}/0017-documentation.md")
body = tpl.split("\n## Alternatives\n", 1)[1].strip("\n")
s.setbody("g", f, "## Alternatives", body,
          f"'## Alternatives' body replaced by TEMPLATE.md's 'What we considered and why we chose this.' in {f}")
s.score("# boosters-rfcs: kinds a, a, b, c, f, g. One copy: /tmp/eval334-inj/boosters-rfcs.")

# ergon-rfcs: docs/rfcs/<accepted|active|paper-nice-to-haves>/YYYY-MM-DD-slug.md (dated, not numbered), template
# TEMPLATE.md (front matter status: active | accepted | rejected, supersedes: [], superseded_by: null; Problem /
# Proposal / Invariants affected / Migration / Alternatives considered / Open questions / On acceptance with guidance
# text); '## Problem' in 18 of 20, '## On acceptance' in 17 of 20; supersession written on one side only ('supersedes:
# ../2026-05-08-authoring-api-redesign/', 'supersedes: [docs/bugs/open/...md]'; superseded_by always null): a, a, b, d,
# f, g.
s = kit.source("ergon-rfcs", ["docs/rfcs/accepted", "docs/rfcs/active", "docs/rfcs/paper-nice-to-haves"],
               r"(?!README)[\w.-]+\.md")
tpl = read("/work/data334/ergon-rfcs/docs/rfcs/TEMPLATE.md")
D = "docs/rfcs"
f = s.take(f"{D}/active/2026-04-17-sandbox-lifetime-covers-criteria.md")
s.sub("b", f, "# RFC: Sandbox timeout must cover task + criteria; expose `BaseSandboxManager.reconnect`\n",
      "# RFC: Sandbox timeout must cover task + criteria; expose `BaseSandboxManager.reconnect`\n\n"
      "Related: [cancelled-task sandbox release](2026-04-17-cleanup-cancelled-task-release-sandboxes.md).\n",
      f"link to 2026-04-17-cleanup-cancelled-task-release-sandboxes.md (the RFC is "
      f"active/2026-04-17-cleanup-cancelled-task-release-sandbox.md) added to {f}")
f = s.take(f"{D}/active/2026-04-18-sandbox-manager-key-cleanup.md")
s.sub("d", f, "superseded_by: null\n", "superseded_by: ./2026-05-02-sandbox-manager-lifecycle.md\n",
      f"'superseded_by: ./2026-05-02-sandbox-manager-lifecycle.md' (no such RFC; TEMPLATE.md has 'superseded_by', the "
      f"v2 redesign writes 'supersedes: ../2026-05-08-authoring-api-redesign/') in {f}")
f = s.take(f"{D}/accepted/2026-04-18-onboarding-deps-on-benchmark-abc.md")
s.sub("f", f, "status: active\n", "status: actve\n",
      f"status 'active' -> 'actve' (TEMPLATE.md: active | accepted | rejected) in {f}")
f = s.pick("\n## Problem\n")
s.delsec("a", f, "## Problem", f"deleted '## Problem' (TEMPLATE.md and 18 of 20 RFCs have it) from {f}")
f = s.pick("\n## On acceptance\n")
s.delsec("a", f, "## On acceptance", f"deleted '## On acceptance' (TEMPLATE.md and 17 of 20 RFCs have it) from {f}")
f = s.pick("\n## Alternatives considered\n")
body = tpl.split("\n## Alternatives considered\n", 1)[1].split("\n## Open questions\n", 1)[0].strip("\n")
s.setbody("g", f, "## Alternatives considered", body,
          f"'## Alternatives considered' body replaced by TEMPLATE.md's 'Options we rejected and why. Be honest — ...' "
          f"in {f}")
s.score("# ergon-rfcs: kinds a, a, b, d, f, g. One copy: /tmp/eval334-inj/ergon-rfcs.")

# ---------------------------------------------------------------- data335 (threehundredthirtythird, kn)
kit = Kit("threehundredthirtythird", "kn", data="/work/data335", clean="/work/blind335", pool="/work/blind335",
          copies="/tmp/eval335-inj", frozen=FROZEN)

# windyroad-decisions: docs/decisions/NNN-slug.<status>.md (001-049), MADR 4 with YAML front matter (status:
# "proposed" / "accepted" / "superseded"), no template file; '## Context and Problem Statement' in 49 of 49;
# supersession on both sides ('superseded-by: 033-...' on 016, 'supersedes: 016-...' on 033); prose cites 'ADR 012',
# 023 links '[ADR-041](041-....proposed.md)': a, b, c, d, e, f.
s = kit.source("windyroad-decisions", "docs/decisions", r"\d{3}-.*\.md")
D = "docs/decisions"
f = s.take(f"{D}/011-ai-brief-orchestration-via-claude-code.proposed.md")
s.sub("b", f, "(see ADR 012).", "(see [ADR 012](012-ai-generated-content-review-gates.accepted.md)).",
      f"link to 012-ai-generated-content-review-gates.accepted.md (the ADR is "
      f"012-ai-generated-content-review-gates.proposed.md) added to {f}")
f = s.take(f"{D}/013-no-automated-linkedin-scraping.proposed.md")
s.copy("c", f, f"{D}/013-linkedin-scraping-ban.proposed.md",
       f"copy of {f} as {D}/013-linkedin-scraping-ban.proposed.md: number 013 taken twice")
f = s.take(f"{D}/010-team-voice-positioning.accepted.md")
s.edit(f, 'status: "accepted"\n', 'status: "superseded"\n')
s.sub("d", f, "informed: n/a\n---\n", "informed: n/a\nsuperseded-by: 050-team-voice-repositioning\n---\n",
      f"'status: \"superseded\"' + 'superseded-by: 050-team-voice-repositioning' (no 050, the last is 049; 016 writes "
      f"'superseded-by: 033-domain-specific-critic-agents-supersede-parameterised-sw-critic') in {f}")
old = s.take(f"{D}/004-post-release-drop-in-hook-pattern.accepted.md")
f = s.take(f"{D}/005-automated-decision-promotion-via-first-released.accepted.md")
s.sub("e", f, "informed: []\n---\n\n# Automated decision promotion via first-released timestamps",
      "informed: []\nsupersedes: 004-post-release-drop-in-hook-pattern\n---\n\n"
      "# Automated decision promotion via first-released timestamps",
      f"'supersedes: 004-post-release-drop-in-hook-pattern' (as 033 writes 'supersedes: "
      f"016-sw-critic-subagents-and-iteration-loop') added to {f}; {old} left 'status: \"accepted\"'")
f = s.pick("\n## Context and Problem Statement\n")
s.delsec("a", f, "## Context and Problem Statement",
         f"deleted '## Context and Problem Statement' (MADR 4; 49 of 49 ADRs have it) from {f}")
f = s.pick('status: "proposed"\n')
s.sub("f", f, 'status: "proposed"\n', 'status: "propsed"\n',
      f"status 'proposed' -> 'propsed' (values: proposed 37, accepted 8, superseded 4, as the filename suffix) in {f}")
s.score("# windyroad-decisions: kinds a, b, c, d, e, f. One copy: /tmp/eval335-inj/windyroad-decisions.")

# tessellation-adr: doc/adr/NNNN-slug.md (0001-0015), adr-tools Nygard, template TEMPLATE.md (Status / Context /
# Decision / Consequences with guidance text, all four in 15 of 15); status a bare word (Accepted 13, Proposed 1,
# 'Superseded by [ADR#0015](./0015-conventional-commits.md)' on 0011; 0015 does not name 0011, so one side only);
# links '[ADR#2](./0007-....md)': a, b, c, d, f, g.
s = kit.source("tessellation-adr", "doc/adr", r"\d{4}-.*\.md")
tpl = read("/work/data335/tessellation-adr/doc/adr/TEMPLATE.md")
D = "doc/adr"
f = s.take(f"{D}/0009-kryo-class-registration-policy.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (TEMPLATE.md and 15 of 15 ADRs have it) from {f}")
f = s.take(f"{D}/0008-dag-l1-responsibility-and-l0-interconnection.md")
s.sub("b", f, "DAG L1 responsibility and communication between DAG L1 and L0 needs to be\nspecified.",
      "DAG L1 responsibility and communication between DAG L1 and L0 needs to be\nspecified. Snapshots themselves are "
      "described in\n[ADR#7](./0007-global-and-state-channel-snapshot.md).",
      f"link to ./0007-global-and-state-channel-snapshot.md (the ADR is 0007-global-and-state-channel-snapshots.md) "
      f"added to {f}")
f = s.take(f"{D}/0006-selecting-facilitators.md")
s.copy("c", f, f"{D}/0006-facilitator-selection.md",
       f"copy of {f} as {D}/0006-facilitator-selection.md: number 0006 taken twice")
f = s.take(f"{D}/0002-service-and-storage-responsibility.md")
s.sub("d", f, "## Status\n\nAccepted\n",
      "## Status\n\nSuperseded by [ADR#0016](./0016-service-responsibilities.md)\n",
      f"status 'Superseded by [ADR#0016](./0016-service-responsibilities.md)' (no 0016, the last is 0015; 0011 writes "
      f"'Superseded by [ADR#0015](./0015-conventional-commits.md)') in {f}")
f = s.take(f"{D}/0012-modules-structure.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (TEMPLATE.md: Proposed | Accepted | Deprecated | Superseded; 13 say Accepted) "
      f"in {f}")
f = s.take(f"{D}/0014-download-for-incremental-snapshots.md")
body = tpl.split("\n## Consequences\n", 1)[1].strip("\n")
s.setbody("g", f, "## Consequences", body,
          f"'## Consequences' body replaced by TEMPLATE.md's 'Describe the resulting context, after applying the "
          f"decision. ...' in {f}")
s.score("# tessellation-adr: kinds a, b, c, d, f, g. One copy: /tmp/eval335-inj/tessellation-adr.")
