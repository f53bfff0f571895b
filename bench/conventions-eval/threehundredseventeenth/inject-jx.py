"""Inject defects into clean documents of a copy of each source of data316 to data319 (the three-hundred-and-fourteenth
to three-hundred-and-seventeenth evaluations, parts ju, jv, jw and jx: blind, frozen as /tmp/frozen258). See
inject_kit.py. Every edit below was chosen from the repositories' own templates and documents before anything ran.
Run: /work/main/.venv/bin/python inject-jx.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen258"

# ---------------------------------------------------------------- data316 (threehundredfourteenth, ju)
kit = Kit("threehundredfourteenth", "ju", data="/work/data316", clean="/work/blind316", pool="/work/blind316",
          copies="/tmp/eval316-inj", frozen=FROZEN)

# tsuku-designs: docs/designs/{,current/,archive/}DESIGN-<slug>.md, YAML front matter status (template
# .github/scripts/checks/design-doc-template.md; statuses Proposed, Accepted, Planned, Current, Superseded),
# unnumbered, supersession written on the old side only ("Superseded by [DESIGN-x.md](...)"): a, b, d, f, g.
s = kit.source("tsuku-designs", ["docs/designs", "docs/designs/current", "docs/designs/archive"], r"DESIGN-.*\.md")
f = s.take("docs/designs/current/DESIGN-cask-support.md")
s.delsec("a", f, "## Security Considerations",
         f"deleted '## Security Considerations' (the template and 147 of 147 designs have it) from {f}")
f = s.take("docs/designs/current/DESIGN-batch-pr-coordination.md")
s.sub("b", f, "## Context and Problem Statement\n\n",
      "## Context and Problem Statement\n\nThe PRs carry recipes from "
      "[DESIGN-batch-recipe-generator.md](DESIGN-batch-recipe-generator.md).\n\n",
      f"link to DESIGN-batch-recipe-generator.md (the sibling is DESIGN-batch-recipe-generation.md) added to {f}")
f = s.take("docs/designs/current/DESIGN-checksum-pinning.md")
s.edit(f, "status: Current\n", "status: Superseded\n")
s.sub("d", f, "## Status\n\nCurrent\n",
      "## Status\n\nSuperseded by [DESIGN-binary-verification.md](DESIGN-binary-verification.md)\n",
      f"status Superseded by DESIGN-binary-verification.md (no such design; archived designs write "
      f"'Superseded by [DESIGN-x.md](...)') in {f}")
f = s.take("docs/designs/current/DESIGN-binary-index.md")
s.sub("f", f, "status: Current\n", "status: Curent\n",
      f"front-matter status 'Current' -> 'Curent' (valid: Proposed, Accepted, Planned, Current, Superseded) in {f}")
f = s.take("docs/designs/current/DESIGN-auto-install.md")
s.setbody("g", f, "## Decision Drivers", "- Driver 1\n- Driver 2",
          f"'## Decision Drivers' body replaced by the template's '- Driver 1 / - Driver 2' in {f}")
s.score("# tsuku-designs: kinds a, b, d, f, g. One copy: /tmp/eval316-inj/tsuku-designs.")

# tmax-adrs: docs/adrs/ADR-NNNN-slug.md, Nygard template docs/adrs/adr-template.md (Status, Context, Decision,
# Consequences), '## Status' then 'Accepted' mostly; no written supersessions (2 prose mentions): a, b, c, f, g.
s = kit.source("tmax-adrs", "docs/adrs", r"ADR-\d{4}A?-.*\.md")
f = s.take("docs/adrs/ADR-0100-project-tooling-skills-bin-demos.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (the template and 234 of 255 ADRs have it) from {f}")
f = s.take("docs/adrs/ADR-0201-magic-mode-detection.md")
s.sub("b", f, "## Context\n", "## Context\n\nFollows [ADR-0200](ADR-0200-file-local-mode-detection.md).\n",
      f"link to ADR-0200-file-local-mode-detection.md (the ADR is ADR-0200-file-local-mode-variable.md) added to {f}")
f = s.take("docs/adrs/ADR-0064-interactive-find-file.md")
s.copy("c", f, "docs/adrs/ADR-0064-find-file-completion.md",
       f"copy of {f} as docs/adrs/ADR-0064-find-file-completion.md: number 0064 taken twice")
f = s.take("docs/adrs/ADR-0075-vim-style-status-line.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (docs/adr-workflow.md: Proposed, Accepted, Deprecated, Superseded) in {f}")
f = s.take("docs/adrs/ADR-0082-vim-count-aware-dispatch.md")
s.setbody("g", f, "## Consequences", "What becomes easier or more difficult to do because of this change?",
          f"'## Consequences' body replaced by the template's question in {f}")
s.score("# tmax-adrs: kinds a, b, c, f, g. One copy: /tmp/eval316-inj/tmax-adrs.")

# lea-lips: LIP-NNNN.md at the root, bold bullet header (LIP, Layer, Title, Author, Created, Replaces,
# Superseded-By, Status), sections from LIP-3's embedded template; supersession on both sides
# (LIP-6 'Replaces: 1, 2, 4, 5', LIPs 1, 2, 4, 5 'Superseded-By: 6' with Status Replaced): a, b, c, d, e, f.
s = kit.source("lea-lips", ".", r"LIP-\d{4}\.md")
f = s.take("LIP-0009.md")
s.delsec("a", f, "## Security Considerations",
         f"deleted '## Security Considerations' (LIP-3's template and 12 of 12 LIPs have it) from {f}")
f = s.take("LIP-0006.md")
s.sub("b", f, "## Rationale\n\n", "## Rationale\n\nSee also [LIP-7](LIP-007.md).\n\n",
      f"link to LIP-007.md (the LIP is LIP-0007.md) added to {f}")
f = s.take("LIP-0008.md")
s.sub("c", f, "* **LIP: 8**", "* **LIP: 9**",
      f"header 'LIP: 8' -> 'LIP: 9' in {f}: number 9 taken twice (LIP-0009.md)")
f = s.take("LIP-0010.md")
s.edit(f, "* **Status: Proposed**", "* **Status: Replaced**")
s.sub("d", f, "* **Requires: 7**\n", "* **Requires: 7**\n* **Superseded-By: 13**\n",
      f"'Superseded-By: 13' and Status Replaced (no LIP 13; LIPs 1, 2, 4, 5 write 'Superseded-By: 6') in {f}")
f = s.take("LIP-0012.md")
s.sub("e", f, "* **Created: 2025-07-16**\n", "* **Created: 2025-07-16**\n* **Replaces: 11**\n",
      f"'Replaces: 11' (as LIP-6 writes 'Replaces: 1, 2, 4, 5') added to {f}; LIP-0011.md left "
      f"'Status: Proposed' with no Superseded-By")
f = s.take("LIP-0003.md")
s.sub("f", f, "* **Status: Proposed**", "* **Status: Propossed**",
      f"status 'Proposed' -> 'Propossed' (LIP-3 defines Draft, Proposed, Accepted, ...) in {f}")
s.score("# lea-lips: kinds a, b, c, d, e, f. One copy: /tmp/eval316-inj/lea-lips.")

# ---------------------------------------------------------------- data317 (threehundredfifteenth, jv)
kit = Kit("threehundredfifteenth", "jv", data="/work/data317", clean="/work/blind317", pool="/work/blind317",
          copies="/tmp/eval317-inj", frozen=FROZEN)

# hmpps-approved-premises-adr: doc/architecture/decisions/NNNN-slug.md, adr-tools Nygard layout (no template file),
# '## Status' then a bare word; nothing superseded: a, a, b, c, f.
s = kit.source("hmpps-approved-premises-adr", "doc/architecture/decisions", r"\d{4}-.*\.md")
D = "doc/architecture/decisions"
f = s.take(f"{D}/0010-use-repeatable-migrations-for-dev-and-test.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (31 of 31 ADRs have it) from {f}")
f = s.take(f"{D}/0013-transition-internal-service-naming-towards-casx.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (31 of 31 ADRs have it) from {f}")
f = s.take(f"{D}/0025-enum-naming-convention.md")
s.sub("b", f, "## Context\n\n", "## Context\n\nSee also [ADR 19](0019-use-detekt-static-code-analysis.md).\n\n",
      f"link to 0019-use-detekt-static-code-analysis.md (the ADR is 0019-use-detekt-for-static-code-analysis.md) "
      f"added to {f}")
f = s.take(f"{D}/0014-paginating-large-data-sets.md")
s.copy("c", f, f"{D}/0014-cursor-based-pagination.md",
       f"copy of {f} as {D}/0014-cursor-based-pagination.md: number 0014 taken twice")
f = s.take(f"{D}/0019-use-detekt-for-static-code-analysis.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (27 say Accepted) in {f}")
s.score("# hmpps-approved-premises-adr: kinds a, a, b, c, f. One copy: /tmp/eval317-inj/hmpps-approved-premises-adr.")

# stfc-muon-pipeline-adr: src/adrs/NNNN-slug.md, adr-tools Nygard layout, every status 'Accepted', no template file,
# nothing written as superseded: a, b, c, f.
s = kit.source("stfc-muon-pipeline-adr", "src/adrs", r"\d{4}-.*\.md")
f = s.take("src/adrs/0005-use-openmetrics.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (11 of 11 ADRs have it) from {f}")
f = s.take("src/adrs/0009-nexus-file-format.md")
s.sub("b", f, "## Context\n\n", "## Context\n\nThe messages are those of [ADR 3](0003-initial-flatbuffer-format.md).\n\n",
      f"link to 0003-initial-flatbuffer-format.md (the ADR is 0003-initial-flatbuffer-formats.md) added to {f}")
f = s.take("src/adrs/0004-core-technologies-for-in-flight-data-processing-software.md")
s.copy("c", f, "src/adrs/0004-use-rust-for-processing.md",
       f"copy of {f} as src/adrs/0004-use-rust-for-processing.md: number 0004 taken twice")
f = s.take("src/adrs/0002-use-ess-like-architecture-for-streaming-components.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (11 of 11 say Accepted) in {f}")
s.score("# stfc-muon-pipeline-adr: kinds a, b, c, f. One copy: /tmp/eval317-inj/stfc-muon-pipeline-adr.")

# ---------------------------------------------------------------- data318 (threehundredsixteenth, jw)
kit = Kit("threehundredsixteenth", "jw", data="/work/data318", clean="/work/blind318", pool="/work/blind318",
          copies="/tmp/eval318-inj", frozen=FROZEN)

# zeebe-zep: ZEPnnn-slug.md at the root, template TEMPLATE.md (YAML front matter with status, replaces,
# superseded-by; H1 sections Summary ... Future possibilities, guidance in HTML comments). Only ZEP004 and ZEP007
# are clean, so each carries three kinds (distinct codes): a, b, g on ZEP004; c, e, f on ZEP007.
s = kit.source("zeebe-zep", ".", r"ZEP\d{3}-.*\.md")
tpl = read("/work/data318/zeebe-zep/TEMPLATE.md")
f = s.take("ZEP004-wf-stream-processing.md")
s.delsec("a", f, "# Rationale and alternatives",
         f"deleted '# Rationale and alternatives' (the template and 8 of 8 ZEPs have it) from {f}")
f = s.take("ZEP004-wf-stream-processing.md", again=True)
s.sub("b", f, "# Motivation\n[motivation]: #motivation\n",
      "# Motivation\n[motivation]: #motivation\n\nSee also [ZEP007](ZEP007-build-state-on-follower.md).\n",
      f"link to ZEP007-build-state-on-follower.md (the ZEP is ZEP007-build-state-on-followers.md) added to {f}")
f = s.take("ZEP004-wf-stream-processing.md", again=True)
body = tpl.split("\n# Drawbacks\n", 1)[1].split("\n# Rationale and alternatives\n", 1)[0].strip("\n")
s.setbody("g", f, "# Drawbacks", body,
          f"'# Drawbacks' body replaced by the template's ('<!-- Why should we *not* do this? -->') in {f}")
f = s.take("ZEP007-build-state-on-followers.md")
s.copy("c", f, "ZEP007-follower-state.md", f"copy of {f} as ZEP007-follower-state.md: number 007 taken twice")
f = s.take("ZEP007-build-state-on-followers.md", again=True)
s.sub("e", f, "replaces: []\n", 'replaces:\n  - "ZEP004-wf-stream-processing.md"\n',
      f"replaces ZEP004-wf-stream-processing.md added to {f}; ZEP004-wf-stream-processing.md left "
      f"'status: implementable' (README: superseding sets the old one's status to replaced)")
f = s.take("ZEP007-build-state-on-followers.md", again=True)
s.sub("f", f, "status: implementable\n", "status: implementabel\n",
      f"status 'implementable' -> 'implementabel' (template: provisional|implementable|implemented|...) in {f}")
s.score("# zeebe-zep: kinds a, b, g (ZEP004), c, e, f (ZEP007). One copy: /tmp/eval318-inj/zeebe-zep.")

# istio-features: features/*.md, template features/feature_template.md (# Feature: with bold fields, then
# ## Experimental / ## Alpha / ## Beta / ## Stable checklists); no numbers, statuses or supersession: a, a, b, g.
s = kit.source("istio-features", "features", r"(?!feature_template\.md).*\.md")
tpl = read("/work/data318/istio-features/features/feature_template.md")
f = s.take("features/telemetry_api.md")
s.delsec("a", f, "## Beta", f"deleted '## Beta' (the template and 34 of 35 features have it) from {f}")
f = s.take("features/sidecar_api.md")
s.delsec("a", f, "## Experimental", f"deleted '## Experimental' (the template and 34 of 35 features have it) from {f}")
f = s.take("features/virtual_machines.md")
s.sub("b", f, "**Design Docs:**\n\n",
      "**Design Docs:**\n\n* [VM credentials](vm-service-credentials-distribution.md)\n",
      f"link to vm-service-credentials-distribution.md (the sibling is vm-service-credential-distribution.md) "
      f"added to {f}")
f = s.take("features/distroless_images.md")
body = tpl.split("\n## Stable\n", 1)[1].strip("\n")
s.setbody("g", f, "## Stable", body,
          f"'## Stable' body (all boxes ticked) replaced by the template's unticked Stable checklist in {f}")
s.score("# istio-features: kinds a, a, b, g. One copy: /tmp/eval318-inj/istio-features.")

# osp-enhancements: enhancements/*.md, YAML front matter status (proposed, implementable, implemented), no
# template, no numbers, no supersession, no section kept by nearly all (## Motivation 8 of 11): b, b, f, f.
s = kit.source("osp-enhancements", "enhancements", r".*\.md")
f = s.take("enhancements/enhance-support-policy.md")
s.sub("b", f, "## Summary\n\n", "## Summary\n\nFollowed up in [support less on more](support-less-on-more-versions.md).\n\n",
      f"link to support-less-on-more-versions.md (the sibling is support-less-on-more.md) added to {f}")
f = s.take("enhancements/removing-midstream.md")
s.sub("b", f, "## Summary\n\n", "## Summary\n\nSee also [p12n automation](p12n-automations.md).\n\n",
      f"link to p12n-automations.md (the sibling is p12n-automation.md) added to {f}")
f = s.take("enhancements/dogfooding-ci-architecture.md")
s.sub("f", f, "status: proposed\n", "status: propsed\n",
      f"status 'proposed' -> 'propsed' (seen: proposed, implementable, implemented) in {f}")
f = s.take("enhancements/option-to-disable-default-injection-of-serviceaccount-rbac.md")
s.sub("f", f, "status: implementable\n", "status: implementabel\n",
      f"status 'implementable' -> 'implementabel' (seen: proposed, implementable, implemented) in {f}")
s.score("# osp-enhancements: kinds b, b, f, f. One copy: /tmp/eval318-inj/osp-enhancements.")

# ---------------------------------------------------------------- data319 (threehundredseventeenth, jx)
kit = Kit("threehundredseventeenth", "jx", data="/work/data319", clean="/work/blind319", pool="/work/blind319",
          copies="/tmp/eval319-inj", frozen=FROZEN)

# faf-architecture-adr: adrs/NNNN-slug.md, early MADR ('* Status: accepted|superseded|rejected' bullets), no
# template file, superseded records never name a successor: a, b, c, f, f.
s = kit.source("faf-architecture-adr", "adrs", r"\d{4}-.*\.md")
f = s.take("adrs/0020-rewrite-python-api-with-java-api.md")
s.delsec("a", f, "## Considered Options", f"deleted '## Considered Options' (26 of 26 ADRs have it) from {f}")
f = s.take("adrs/0021-use-flyway-for-database-schema-management.md")
s.sub("b", f, "## Context and Problem Statement\n\n",
      "## Context and Problem Statement\n\nThe schema is shared with the [Java API](0020-rewrite-python-api-in-java.md).\n\n",
      f"link to 0020-rewrite-python-api-in-java.md (the ADR is 0020-rewrite-python-api-with-java-api.md) added to {f}")
f = s.take("adrs/0023-introduce-oauth-login-for-clients-with-api-as-identity-server.md")
s.copy("c", f, "adrs/0023-oauth-login-with-api.md", f"copy of {f} as adrs/0023-oauth-login-with-api.md: number 0023 taken twice")
f = s.take("adrs/0016-introduce-new-express-js-website.md")
s.sub("f", f, "* Status: accepted\n", "* Status: acceptd\n",
      f"status 'accepted' -> 'acceptd' (seen: superseded 18, accepted 6, rejected 2) in {f}")
f = s.take("adrs/0022-introduce-voting-app-using-python.md")
s.sub("f", f, "* Status: superseded\n", "* Status: superseeded\n",
      f"status 'superseded' -> 'superseeded' (seen: superseded 18, accepted 6, rejected 2) in {f}")
s.score("# faf-architecture-adr: kinds a, b, c, f, f. One copy: /tmp/eval319-inj/faf-architecture-adr.")

# abilian-sbe-adr: notes/adrs/NNN-slug.md, template in 000-readme.md (top line 'Status: [Draft | Proposed |
# Accepted | ...]', sections Introduction ... Appendix with guidance text), nothing superseded: a, b, c, f, g.
s = kit.source("abilian-sbe-adr", "notes/adrs", r"0(0[1-9]|1\d)-.*\.md")
f = s.take("notes/adrs/006-front-end.md")
s.delsec("a", f, "## Tenets", f"deleted '## Tenets' (the template and 11 of 11 ADRs have it) from {f}")
f = s.take("notes/adrs/003-rbac.md")
s.sub("b", f, "- ADR 002: SCIM Integration for User Provisioning\n",
      "- ADR 002: SCIM Integration for User Provisioning\n- [ADR 004: Permissions](004-permission.md)\n",
      f"link to 004-permission.md (the ADR is 004-permissions.md) added to {f}")
f = s.take("notes/adrs/007-search.md")
s.copy("c", f, "notes/adrs/007-full-text-search.md",
       f"copy of {f} as notes/adrs/007-full-text-search.md: number 007 taken twice")
f = s.take("notes/adrs/002-scim.md")
s.sub("f", f, "Status: Draft\n", "Status: Dratf\n",
      f"top-line status 'Draft' -> 'Dratf' (template: Draft | Proposed | Accepted | Deprecated | Superseded) in {f}")
f = s.take("notes/adrs/008-plugin-system.md")
s.setbody("g", f, "## Lessons Learned",
          "What has happened in the past and what was learned? Relevant historical context that influenced this "
          "decision.",
          f"'## Lessons Learned' body replaced by the template's text in {f}")
s.score("# abilian-sbe-adr: kinds a, b, c, f, g. One copy: /tmp/eval319-inj/abilian-sbe-adr.")

# cms-mint-adr: docs/adr/NNNN-slug.md, template docs/adr/template.md (early MADR: Considered Options, Decision
# Outcome, Pros and Cons of the Options, placeholder text in *[...]*), no status, nothing superseded: a, b, c, g, g.
s = kit.source("cms-mint-adr", "docs/adr", r"\d{4}-.*\.md")
tpl = read("/work/data319/cms-mint-adr/docs/adr/template.md")
f = s.take("docs/adr/0013-replace-craco-with-vite.md")
s.delsec("a", f, "## Decision Outcome",
         f"deleted '## Decision Outcome' (the template and 15 of 18 ADRs have it; 17 of 18 at some level) from {f}")
f = s.take("docs/adr/0009-data-loaders.md")
s.sub("b", f, "[EASI - 2572](https://jiraent.cms.gov/browse/EASI-2572)\n",
      "[EASI - 2572](https://jiraent.cms.gov/browse/EASI-2572)\n\nSee also [data auditing](0007-data-auditing.md).\n",
      f"link to 0007-data-auditing.md (the ADR is 0007-adr-data-auditing.md) added to {f}")
f = s.take("docs/adr/0010-remove-data-backfill.md")
s.copy("c", f, "docs/adr/0010-deprecate-backfill-tool.md",
       f"copy of {f} as docs/adr/0010-deprecate-backfill-tool.md: number 0010 taken twice")
f = s.take("docs/adr/0011-capturing-deleted-actor.md")
body = tpl.split("\n## Considered Options\n", 1)[1].split("\n## Decision Outcome\n", 1)[0].strip("\n")
s.setbody("g", f, "## Considered Options", body,
          f"'## Considered Options' body replaced by the template's '* *[option 1]* ...' in {f}")
f = s.take("docs/adr/0004-adr-db-seeding.md")
body = tpl.split("\n## Decision Outcome\n", 1)[1].split("\n## Pros and Cons of the Options", 1)[0].strip("\n")
s.setbody("g", f, "## Decision Outcome", body,
          f"'## Decision Outcome' body replaced by the template's '* Chosen Option: *[option 1]* ...' in {f}")
s.score("# cms-mint-adr: kinds a, b, c, g, g. One copy: /tmp/eval319-inj/cms-mint-adr.")
