"""Inject defects into clean documents of a copy of each source of data351 and data352 (the three-hundred-and-forty-
eighth and three-hundred-and-forty-ninth evaluations, parts lc and ld: blind, frozen as /tmp/frozen278). See
inject_kit.py. Every edit below was chosen from the repositories' own templates and documents before anything ran.
Run: /work/main/.venv/bin/python inject-ld.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen278"

# ---------------------------------------------------------------- data351 (threehundredfortyeighth, lc)
kit = Kit("threehundredfortyeighth", "lc", data="/work/data351", clean="/work/blind351", pool="/work/blind351",
          copies="/tmp/eval351-inj", frozen=FROZEN)

# theupdateframework-taps: tapN.md at the root (tap1..tap20, unpadded), tap1.md the PEP-1-style process, tap2.md the
# template (Abstract / Motivation / Rationale / Specification / Security Analysis / Backwards Compatibility /
# Augmented Reference Implementation / Copyright with guidance text; Security Analysis in tap2 and 18 of 18 TAPs);
# RFC 822-style bullet header '* TAP: 8' / '* Status: Accepted' (Draft | Active | Accepted | Deferred | Rejected |
# Withdrawn | Final | Superseded; Accepted 7, Draft 5, Final 3, ...); supersession by header: '* +Superseded-By: <TAP
# number>' on the old TAP, 'Replaces' on the newer (tap1.md: 'The newer TAP must have a Replaces header'), none used;
# cross-references 'Requires: TAP 4' and relative links '[TAP 4](tap4.md)' (tap13): b, c, d, e, f, g.
R = "/work/data351/theupdateframework-taps"
s = kit.source("theupdateframework-taps", ".", r"tap(?!2\.md)\d+\.md")
tpl = read(f"{R}/tap2.md")
f = s.take("tap14.md")
s.sub("b", f, "As described in TAP 4, TUF clients", "As described in [TAP 4](tap-4.md), TUF clients",
      f"link to tap-4.md (the TAP is tap4.md; tap13 writes '[TAP 4](tap4.md)') added to {f}")
f = s.take("tap19.md")
s.sub("c", f, "* TAP: 19\n", "* TAP: 18\n",
      f"header '* TAP: 19' -> '* TAP: 18' (tap18.md is '* TAP: 18'; tap1.md: the editors assign each TAP a number) in "
      f"{f}")
f = s.take("tap10.md")
s.edit(f, "* Status: Final\n", "* Status: Superseded\n")
s.sub("d", f, "* TUF-Version: 1.0.0\n", "* TUF-Version: 1.0.0\n* Superseded-By: TAP 21\n",
      f"'* Status: Superseded' + '* Superseded-By: TAP 21' (no TAP 21, the last is tap20.md; tap2.md: '* "
      f"+Superseded-By: <TAP number>') in {f}")
old = s.take("tap8.md")
f = s.take("tap20.md")
s.sub("e", f, "* Created: 19-Jan-2024\n", "* Created: 19-Jan-2024\n* Replaces: TAP 8\n",
      f"'* Replaces: TAP 8' (tap1.md: 'The newer TAP must have a Replaces header'; tap20 reuses TAP 8's rotate files) "
      f"added to {f}; {old} left '* Status: Accepted' with no Superseded-By")
f = s.take("tap3.md")
s.sub("f", f, "* Status: Accepted\n", "* Status: Acepted\n",
      f"status 'Accepted' -> 'Acepted' (tap1.md/tap2.md: Draft | Active | Accepted | Deferred | Rejected | Withdrawn | "
      f"Final | Superseded) in {f}")
f = s.take("tap6.md")
body = tpl.split("\n# Security Analysis\n", 1)[1].split("\n# Backwards Compatibility\n", 1)[0].strip("\n")
s.setbody("g", f, "# Security Analysis", body,
          f"'# Security Analysis' body replaced by tap2.md's 'The TAP should show, in as simple as possible a manner, "
          f"why the proposal would not detract from existing security guarantees. ...' in {f}")
s.score("# theupdateframework-taps: kinds b, c, d, e, f, g. One copy: /tmp/eval351-inj/theupdateframework-taps.")

# kyverno-kdp: proposals/<free-form slug>.md (37, not numbered), template proposals/template.md ('# Meta' with
# '- Supersedes: (put "N/A" unless this replaces an existing KDP, then link to that KDP)'; Overview / Definitions /
# Motivation / Proposal / Implementation / ... / Unresolved Questions with guidance text); '# Proposal' heading in 33
# of 37 and Overview in 32 of 37; no status in the proposals: status lives in README.md's tables ('| Implemented | 1.8
# |', 'In Review', 'Rejected'); Supersedes always N/A (no superseded-by side, so no d); links to proposals written
# root-absolute in README ('[ConfigMap cache enhancement with Informers](/proposals/cache_enhancements.md)'):
# a, a, b, e, f, g.
R = "/work/data351/kyverno-kdp"
s = kit.source("kyverno-kdp", "proposals", r"(?!template\.md)[^/]+\.md")
tpl = read(f"{R}/proposals/template.md")
D = "proposals"
f = s.take(f"{D}/kyverno_non_k8s.md")
s.delsec("a", f, "# Proposal", f"deleted '# Proposal' (proposals/template.md and 33 of 37 proposals have it) from {f}")
f = s.take(f"{D}/clone_mulitple_resource.md")
s.delsec("a", f, "# Overview", f"deleted '# Overview' (proposals/template.md and 32 of 37 proposals have it) from {f}")
f = s.take(f"{D}/gctx-jmespath-cache.md")
s.sub("b", f, "enhance the performance of Kyverno's Global Context Entry feature by",
      "enhance the performance of Kyverno's Global Context Entry feature\n"
      "([Global Context Entry KDP](/proposals/resource-cache.md)) by",
      f"link to /proposals/resource-cache.md (the KDP is proposals/resource_cache.md) added to {f}")
old = s.take(f"{D}/cache_enhancements.md")
f = s.take(f"{D}/resource_cache.md")
s.sub("e", f, "- Author(s): @JimBugwadia @vishal-chdhry\n",
      "- Author(s): @JimBugwadia @vishal-chdhry\n"
      "- Supersedes: [ConfigMap cache enhancement with Informers](/proposals/cache_enhancements.md)\n",
      f"'- Supersedes: [ConfigMap cache enhancement with Informers](/proposals/cache_enhancements.md)' (template: "
      f"'- Supersedes: (put \"N/A\" unless this replaces an existing KDP, then link to that KDP)') added to {f}; {old}"
      f" left '| Implemented | 1.9 |' in README.md's Active Proposals table")
f = s.take(f"{D}/yaml_signing_and_verification.md")
s.sub("f", "README.md",
      "| [YAML Signing and Verification](/proposals/yaml_signing_and_verification.md) | Implemented | 1.8 |",
      "| [YAML Signing and Verification](/proposals/yaml_signing_and_verification.md) | Implemeted | 1.8 |",
      f"README.md table row of {f}: status 'Implemented' -> 'Implemeted' (README values: Implemented 14, In Review 1, "
      f"Rejected 1; process: 'Accepted', 'Implemented')")
f = s.take(f"{D}/service_api_calls.md")
body = tpl.split("\n# Unresolved Questions\n", 1)[1].split("\n# CRD Changes (OPTIONAL)\n", 1)[0].strip("\n")
s.setbody("g", f, "# Unresolved Questions", body,
          f"'# Unresolved Questions' body replaced by proposals/template.md's '- What parts of the design do you expect "
          f"to be resolved before this gets merged? ...' in {f}")
s.score("# kyverno-kdp: kinds a, a, b, e, f, g. One copy: /tmp/eval351-inj/kyverno-kdp.")

# dapr-proposals: YYYYMMDD-FLAGS-description.md at the root (21 of 24; 0012/0013 older sequence numbers; dates, not
# numbers, name the proposals now, so no c), template templates/proposal.md ('* State: {Ready for Implementation,
# Implemented}'; Overview / Background / Related Items / Expectations and alternatives / Implementation Details /
# Completion Checklist with guidance text); '## Overview' in 24 of 24, '## Background' in 22 of 24; State bullet
# values Ready for Implementation 8, Approved 2, Proposed 1, Draft 1, ...; no supersession (no d, e); relative links
# './resources/<proposal>/x.png', '[templates/proposal.md](templates/proposal.md)': a, a, b, f, f, g.
R = "/work/data351/dapr-proposals"
s = kit.source("dapr-proposals", ".", r"\d{4}(\d{4})?-.*\.md")
tpl = read(f"{R}/templates/proposal.md")
f = s.take("20240517-R-http-metrics-path-matching.md")
s.delsec("a", f, "## Overview", f"deleted '## Overview' (templates/proposal.md and 24 of 24 proposals have it) from {f}")
f = s.take("20230714-S-sdk-resiliency.md")
s.delsec("a", f, "## Background",
         f"deleted '## Background' (templates/proposal.md and 22 of 24 proposals have it) from {f}")
f = s.take("20240508-S-sidecar-endpoint-tls.md")
s.sub("b", f, "Formalizing the proposal here from [this issue](https://github.com/dapr/dapr/issues/6035).\n",
      "Formalizing the proposal here from [this issue](https://github.com/dapr/dapr/issues/6035).\n\n"
      "Follows [Unify the `DAPR_API_TOKEN` env variable across all SDKs](./20230918-S-unified-api-token-env-var.md).\n",
      f"link to ./20230918-S-unified-api-token-env-var.md (the proposal is "
      f"20230918-S-unified-api-token-env-variable.md) added to {f}")
f = s.take("20230406-B-external-service-invocation.md")
s.sub("f", f, "* State: Ready for Implementation\n", "* State: Ready for Implmentation\n",
      f"state 'Ready for Implementation' -> 'Ready for Implmentation' (templates/proposal.md: {{Ready for "
      f"Implementation, Implemented}}) in {f}")
f = s.take("20231024-CIR-trust-distribution.md")
s.sub("f", f, "* State: Approved\n", "* State: Aproved\n",
      f"state 'Approved' -> 'Aproved' (states: Ready for Implementation 8, Approved 2, Proposed 3, Draft, Ready) in {f}")
f = s.take("20240618-RCBS-Conversation-building-block.md")
body = tpl.split("\n## Background\n", 1)[1].split("\n## Related Items\n", 1)[0].strip("\n")
s.setbody("g", f, "## Background", body,
          f"'## Background' body replaced by templates/proposal.md's 'This section is intended to provide the community "
          f"with the reasoning behind this proposal -- ...' in {f}")
s.score("# dapr-proposals: kinds a, a, b, f, f, g. One copy: /tmp/eval351-inj/dapr-proposals.")

# ---------------------------------------------------------------- data352 (threehundredfortyninth, ld)
kit = Kit("threehundredfortyninth", "ld", data="/work/data352", clean="/work/blind352", pool="/work/blind352",
          copies="/tmp/eval352-inj", frozen=FROZEN)

# guardian-dotcom-rendering-adr: dotcom-rendering/docs/architecture/NNN-slug.md (000-030, 016 moved to historic-adrs),
# no template file: 000-architecture-decision-records.md sets the format (Context / Decision / Status) and
# 'XXX-decision-title.md' with monotonically increasing numbers; '## Context' in 28 of 30 numbered ADRs, '## Decision'
# in 26 of 30; status a last '## Status' section with the value on its own line (Approved 21, Accepted 2, Proposed,
# ...); supersession only on the old side ('Superseded by 028-react-context-api.md' in historic 016, 'Superseded by
# [007-multiple-sites-revisited.md](007-multiple-sites-revisited.md)'), no 'supersedes' on the new side (no e), no
# template text (no g); relative links '[007-....md](007-....md)': a, a, b, c, d, f.
s = kit.source("guardian-dotcom-rendering-adr", ["dotcom-rendering/docs/architecture",
               "dotcom-rendering/docs/architecture/historic-adrs", "dotcom-rendering/docs/architecture/proposed-adrs",
               "dotcom-rendering/docs/architecture/3rd-party-technical-review"], r"[\w-]+\.md")
D = "dotcom-rendering/docs/architecture"
f = s.take(f"{D}/013-testing.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (000's format and 28 of 30 numbered ADRs have it) from {f}")
f = s.take(f"{D}/025-interactive-pressing.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (000's format and 26 of 30 numbered ADRs have it) from {f}")
f = s.take(f"{D}/019-react-to-preact.md")
s.sub("b", f, "which allows us to not have a major refactoring to embrace React.",
      "which allows us to not have a major refactoring to embrace React. Hooks\n"
      "([018-react-hooks.md](018-use-react-hooks.md)) are supported through `preact/hooks`.",
      f"link to 018-use-react-hooks.md (the ADR is 018-react-hooks.md) added to {f}")
f = s.take(f"{D}/014-client-side-computation.md")
s.copy("c", f, f"{D}/014-server-side-computation.md",
       f"copy of {f} as {D}/014-server-side-computation.md: number 014 taken twice (000: 'XXX-decision-title.md' "
       f"with a monotonically increasing number)")
f = s.take(f"{D}/004-emotion.md")
s.sub("d", f, "## Status\n\nApproved", "## Status\n\nSuperseded by 031-css-modules.md",
      f"status 'Approved' -> 'Superseded by 031-css-modules.md' (no 031, the last is 030; historic 016 writes "
      f"'Superseded by 028-react-context-api.md') in {f}")
f = s.take(f"{D}/005-monorepo.md")
s.sub("f", f, "## Status\n\nApproved", "## Status\n\nAproved",
      f"status 'Approved' -> 'Aproved' (Approved in 21 ADRs, Accepted 2, Proposed 1) in {f}")
s.score("# guardian-dotcom-rendering-adr: kinds a, a, b, c, d, f. One copy: "
        "/tmp/eval352-inj/guardian-dotcom-rendering-adr.")

# wikimedia-wikibase-adr: docs/adr/NNNN-slug.md (0000-0035, no 0033), repo/domains/crud/docs/adr/NNNN_snake.md
# (0000-0013), repo/domains/reuse/docs/adr/0001_....md; template docs/adr/NNNN-adr-template.md ('# N) Title (short
# noun phrase) {#adr_nnnn}', 'Date: YYYY-MM-DD', '## Status' with 'proposed, accepted, rejected, deprecated,
# superseded, ...', Context / Decision / Consequences with '...'); '## Context' in 50 of 50; status the line after
# '## Status' (accepted 45); supersession in status text 'Superseded by [ADR 9] - ...' + '[ADR 9]: @ref
# rest_adr_0009' (crud 0004), successor side '[ADR 2] can be considered superseded now.' (crud 0009); docs/adr/index.md:
# 'Superseding decisions should reference ADRs they're changing'; cross-references are Doxygen '[ADR #25](@ref
# adr_0025)', not file links (so no b): a, c, d, e, f, g.
s = kit.source("wikimedia-wikibase-adr", ["docs/adr", "repo/domains/crud/docs/adr", "repo/domains/reuse/docs/adr"],
               r"\d{4}[-_].*\.md")
tpl = read("/work/data352/wikimedia-wikibase-adr/docs/adr/NNNN-adr-template.md")
D = "docs/adr"
C = "repo/domains/crud/docs/adr"
f = s.take(f"{D}/0013-register-shared-features-in-repo-and-client.md")
s.delsec("a", f, "## Context",
         f"deleted '## Context' (NNNN-adr-template.md and 50 of 50 ADRs have it) from {f}")
f = s.take(f"{D}/0016-use-github-actions-as-secondary-ci.md")
s.copy("c", f, f"{D}/0016-use-gitlab-ci-as-secondary-ci.md",
       f"copy of {f} as {D}/0016-use-gitlab-ci-as-secondary-ci.md: number 0016 (and '# 16) ... {{#adr_0016}}') taken "
       f"twice")
f = s.take(f"{C}/0012_property_use_cases.md")
s.edit(f, "reduces the potential for errors or confusion.",
       "reduces the potential for errors or confusion.\n\n[ADR 14]: @ref rest_adr_0014\n")
s.sub("d", f, "## Status\n\naccepted\n",
      "## Status\n\nSuperseded by [ADR 14] - with the addition of subject agnostic use cases, Items and Properties "
      "share the same use case code.\n",
      f"status 'Superseded by [ADR 14] - ...' with '[ADR 14]: @ref rest_adr_0014' (no crud ADR 14, the last is 0013; "
      f"crud 0004 writes 'Superseded by [ADR 9] - ...' with '[ADR 9]: @ref rest_adr_0009') in {f}")
old = s.take(f"{D}/0009-refactor-hooks-for-testability.md")
f = s.take(f"{D}/0029-use-hook-runner-hook-container.md")
s.sub("e", f, "All future hooks will also comply with these conventions.\n",
      "All future hooks will also comply with these conventions.\n\n"
      "[ADR #9](@ref adr_0009) can be considered superseded now.\n",
      f"'[ADR #9](@ref adr_0009) can be considered superseded now.' (as crud 0009 writes '[ADR 2] can be considered "
      f"superseded now.'; links as 0028 '[ADR #25](@ref adr_0025)') added to {f}; {old} left 'accepted'")
f = s.take(f"{D}/0011-declare-strict-types.md")
s.sub("f", f, "## Status\n\naccepted\n", "## Status\n\naccpeted\n",
      f"status 'accepted' -> 'accpeted' (template: proposed, accepted, rejected, deprecated, superseded; accepted in 45 "
      f"of 50) in {f}")
f = s.take(f"{D}/0022-create-a-property-id-interface.md")
body = tpl.split("\n## Status\n", 1)[1].split("\n## Context\n", 1)[0].strip("\n")
s.setbody("g", f, "## Status", body,
          f"'## Status' body replaced by NNNN-adr-template.md's 'proposed, accepted, rejected, deprecated, superseded, "
          f"...' in {f}")
s.score("# wikimedia-wikibase-adr: kinds a, c, d, e, f, g. One copy: /tmp/eval352-inj/wikimedia-wikibase-adr.")
