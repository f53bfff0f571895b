"""Inject defects into clean documents of a copy of each source of data354 and data355 (the three-hundred-and-fifty-
first and three-hundred-and-fifty-second evaluations, parts lf and lg: blind, frozen as /tmp/frozen279). See
inject_kit.py. Every edit below was chosen from the repositories' own templates, process documents and documents
before anything ran. Run: /work/main/.venv/bin/python inject-lf-lg.py (writes injected-<source>.txt into each set's
folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen279"

# ---------------------------------------------------------------- data354 (threehundredfiftyfirst, lf)
kit = Kit("threehundredfiftyfirst", "lf", data="/work/data354", clean="/work/blind354", pool="/work/blind354",
          copies="/tmp/eval354-inj", frozen=FROZEN)

# nationalarchives-tdr-adr: architecture-decision-records/NNNN-kebab-slug.md (0001-0039, no gaps), no template file;
# the process is architecture-decision-records/README.md ('Each ADR should have: A date / Background context / The
# decision, and why it was chosen'; a changed approach gets a new ADR, 'leaving the original as a reference and
# marking it as deprecated'); '## Context' in 38 of 39 (all but the 3-line 0038 stub); no Status field or section
# anywhere and the README names no status values (so no f); no template text to leave in (no g); cross-references
# are relative links '[0012 Keycloak Email Provider](0012-keycloak-email-provider.md)'; supersession is a sentence
# under the date: 'This decision has been superseded by decision: [0022 ...](0022-cloudfront-upload-proxy.md)' (0007,
# 0008, 0015) and 'This decision supersedes decision: [0008 ...](0008-....md)' (0009, 0018): a, b, c, d, e.
s = kit.source("nationalarchives-tdr-adr", "architecture-decision-records", r"\d{4}-.*\.md")
D = "architecture-decision-records"
f = s.take(f"{D}/0023-judgment-transfer-urls-scheme.md")
s.delsec("a", f, "## Context",
         f"deleted '## Context' (README.md: each ADR should have 'Background context'; 38 of 39 ADRs have it, all but "
         f"the 0038 stub) from {f}")
f = s.take(f"{D}/0016-govuk-notify-local-development-stack.md")
s.sub("b", f, "[0012 Keycloak Email Provider](0012-keycloak-email-provider.md)",
      "[0012 Keycloak Email Provider](0012-keycloak-email-providers.md)",
      f"link '[0012 Keycloak Email Provider](0012-keycloak-email-providers.md)' (the ADR is "
      f"0012-keycloak-email-provider.md; 0014, 0015, 0017 write it right) in {f}")
f = s.take(f"{D}/0029-x-ray-for-request-monitoring.md")
s.copy("c", f, f"{D}/0029-datadog-for-request-monitoring.md",
       f"copy of {f} as {D}/0029-datadog-for-request-monitoring.md: number 0029 (and '# 29.') taken twice (0001-0039 "
       f"run with no gaps, one number per ADR)")
f = s.take(f"{D}/0024-continuous-integration-service.md")
s.sub("d", f, "**Date:** 2022-03-15\n\n## Context",
      "**Date:** 2022-03-15\n\nThis decision has been superseded by decision: [0040 Continuous integration service]"
      "(0040-continuous-integration-service.md)\n\n## Context",
      f"'This decision has been superseded by decision: [0040 Continuous integration service]"
      f"(0040-continuous-integration-service.md)' (no 0040, the last is 0039; 0007/0008/0015 write it so) added to {f}")
old = s.take(f"{D}/0030-metadata-input-validation.md")
f = s.take(f"{D}/0034-metadata-validation.md")
s.sub("e", f, "**Date**: 2024-09-03\n\n## Context",
      "**Date**: 2024-09-03\n\nThis decision supersedes decision: [0030 Metadata input validation]"
      "(0030-metadata-input-validation.md)\n\n## Context",
      f"'This decision supersedes decision: [0030 Metadata input validation](0030-metadata-input-validation.md)' (as "
      f"0009/0018 write it) added to {f}; {old} left without 'This decision has been superseded by decision: ...'")
s.score("# nationalarchives-tdr-adr: kinds a, b, c, d, e (no f: no status anywhere; no g: no template file). One copy: "
        "/tmp/eval354-inj/nationalarchives-tdr-adr.")

# digitalservicebund-ris-adr: doc/adr/NNNN-kebab-slug.md (0001-0024, two 0021s already), adr-tools with its built-in
# Nygard template (no template file in the repo; adr-tools' template.md: '## Context' 'The issue motivating this
# decision, ...', '## Decision' 'The change that we're proposing or have agreed to implement.', '## Consequences' 'What
# becomes easier or more difficult to do and any risks introduced by the change that will need to be mitigated.');
# '# N. Title' + 'Date: YYYY-MM-DD'; Status / Context / Decision in 25 of 25, Consequences 24; status the line after
# '## Status' (Accepted 21, Proposed 2, 'Superseded by [22. Use Java 21](0022-use-java-21.md)' 2); the newer side
# writes 'Supersedes [4. Use Java 17](0004-\[Superseded\]use-java-17.md)' under 'Accepted' (adr-tools 'adr new -s');
# relative links '[ADR 0017](./0017-addressing-of-validation-errors.md)': a, b, c, d, e, f, g.
s = kit.source("digitalservicebund-ris-adr", "doc/adr", r"\d{4}-.*\.md")
D = "doc/adr"
f = s.take(f"{D}/0012-develop-a-custom-chips-component.md")
s.delsec("a", f, "## Context",
         f"deleted '## Context' (adr-tools' Nygard template and 25 of 25 ADRs have it) from {f}")
f = s.take(f"{D}/0018-frontend-validation-error-storage.md")
s.sub("b", f, "[ADR 0017](./0017-addressing-of-validation-errors.md)",
      "[ADR 0017](./0017-addressing-validation-errors.md)",
      f"link '[ADR 0017](./0017-addressing-validation-errors.md)' (the ADR is 0017-addressing-of-validation-errors.md; "
      f"0014 writes it right) in {f}")
f = s.take(f"{D}/0024-use-legaldocml-as-exchange-format.md")
s.copy("c", f, f"{D}/0024-use-legaldocml-for-export.md",
       f"copy of {f} as {D}/0024-use-legaldocml-for-export.md: number 0024 (and '# 24.') taken twice (0001: adr-tools "
       f"numbers each ADR in sequence)")
f = s.take(f"{D}/0005-use-vue3.md")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperseded by [25. Use Nuxt](0025-use-nuxt.md)\n",
      f"status 'Accepted' -> 'Superseded by [25. Use Nuxt](0025-use-nuxt.md)' (no 0025, the last is 0024; 0004 writes "
      f"'Superseded by [22. Use Java 21](0022-use-java-21.md)') in {f}")
old = s.take(f"{D}/0016-Identify-Reactive-WebFlux-as-Technical-Dept-in-Caselaw.md")
f = s.take(f"{D}/0023-use-spring-mvc.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\nSupersedes [16. Identify Reactive WebFlux as Technical Debt in Caselaw]"
      "(0016-Identify-Reactive-WebFlux-as-Technical-Dept-in-Caselaw.md)\n",
      f"'Supersedes [16. Identify Reactive WebFlux as Technical Debt in Caselaw](0016-...md)' under 'Accepted' (as "
      f"0016/0022 write 'Supersedes [3. ...]'/'Supersedes [4. ...]') added to {f}; {old} left 'Accepted'")
f = s.take(f"{D}/0006-backend-and-spa-in-monorepo.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (statuses: Accepted 21, Proposed 2, Superseded by 2) in {f}")
f = s.take(f"{D}/0002-use-gradle-as-build-tool.md")
s.setbody("g", f, "## Consequences",
          "What becomes easier or more difficult to do and any risks introduced by the change that will need to be "
          "mitigated.",
          f"'## Consequences' body replaced by adr-tools' template text 'What becomes easier or more difficult to do and "
          f"any risks introduced by the change that will need to be mitigated.' in {f}")
s.score("# digitalservicebund-ris-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval354-inj/digitalservicebund-ris-adr.")

# moj-cloud-platform-adr: architecture-decision-record/NNN-Slug.md (000-049, no 032, mixed case: 021-Multi-cluster.md
# and 036-multi-cluster.md), no template file: 000-Record-Architecture-Decisions.md sets the Nygard format ('**Context**
# This section describes the forces at play, ...', '**Consequences** This section describes the resulting context,
# ...'), numbers 'sequential and monotonic', never reused, statuses proposed/accepted/deprecated/superseded;
# '## Status' in 45 (emoji + word: '✅ Accepted' 34, '🤔 Proposed' 6, ...; README legend Proposed 🤔 / Accepted ✅ /
# Rejected ❌ / Superseded ⌛️ / Amended ♻️), '## Context' in 42 of 49; supersession '⌛️ Superseded by [036.
# Multi-cluster](036-multi-cluster.md)' (021); the index README.md lists '- ✅ [N. Title](file.md)'; relative links
# '[ADR-022 - EKS](022-EKS.md)', '[multi cluster](036-multi-cluster.md)': a, b, c, d, e, f, g.
s = kit.source("moj-cloud-platform-adr", "architecture-decision-record", r"\d{3}-.*\.md")
D = "architecture-decision-record"
tpl = read(f"/work/data354/moj-cloud-platform-adr/{D}/000-Record-Architecture-Decisions.md")
f = s.take(f"{D}/043-new-cidr-ranges.md")
s.delsec("a", f, "## Context",
         f"deleted '## Context' (000's format: Title / Status / Context / Decision / Consequences; 42 of 49 ADRs have it) "
         f"from {f}")
f = s.take(f"{D}/038-split-components-infrastructure.md")
s.sub("b", f, "[multi cluster](036-multi-cluster.md)", "[multi cluster](036-Multi-cluster.md)",
      f"link '[multi cluster](036-Multi-cluster.md)' (the ADR is 036-multi-cluster.md; 021-Multi-cluster.md is the "
      f"older one) in {f}")
f = s.take(f"{D}/048-per-business-unit-clusters.md")
s.copy("c", f, f"{D}/048-per-environment-clusters.md",
       f"copy of {f} as {D}/048-per-environment-clusters.md: number 048 (and '# 48.') taken twice (000: 'ADRs will be "
       f"numbered sequentially and monotonically. Numbers will not be reused.')")
f = s.take(f"{D}/013-Use-RSpec-for-cluster-tests.md")
s.edit(f"{D}/README.md", "- ✅ [13. Use RSpec for cluster tests]", "- ⌛️ [13. Use RSpec for cluster tests]")
s.sub("d", f, "## Status\n\n✅ Accepted\n",
      "## Status\n\n⌛️ Superseded by [050. Use Go for cluster tests](050-use-go-for-cluster-tests.md)\n",
      f"status '✅ Accepted' -> '⌛️ Superseded by [050. Use Go for cluster tests](050-use-go-for-cluster-tests.md)' (no "
      f"050, the last is 049; 021 writes '⌛️ Superseded by [036. Multi-cluster](036-multi-cluster.md)'; README index "
      f"marker set to ⌛️) in {f}")
old = s.take(f"{D}/003-Use-Concourse-CI.md")
f = s.take(f"{D}/040-use-github-actions.md")
s.sub("e", f, "## Status\n\n✅ Accepted\n",
      "## Status\n\n✅ Accepted\n\nSupersedes [003. Use Concourse CI](003-Use-Concourse-CI.md)\n",
      f"'Supersedes [003. Use Concourse CI](003-Use-Concourse-CI.md)' under '✅ Accepted' (000: 'If a decision is "
      f"reversed, we will keep the old one around, but mark it as superseded'; 040 moves off Concourse) added to {f}; "
      f"{old} left '✅ Accepted' (and ✅ in README.md)")
f = s.take(f"{D}/044-naming-container-platform.md")
s.sub("f", f, "## Status\n\n✅ Accepted\n", "## Status\n\n✅ Accpeted\n",
      f"status '✅ Accepted' -> '✅ Accpeted' (README legend: Proposed, Accepted, Rejected, Superseded, Amended) in {f}")
f = s.take(f"{D}/046-use-ecr-for-all-user-images.md")
body = tpl.split("**Consequences** ", 1)[1].split("\n\nThe whole document", 1)[0]
s.setbody("g", f, "## Consequences", body,
          f"'## Consequences' body replaced by 000's format text 'This section describes the resulting context, after "
          f"applying the decision. All consequences should be listed here, ...' in {f}")
s.score("# moj-cloud-platform-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval354-inj/moj-cloud-platform-adr.")

# ---------------------------------------------------------------- data355 (threehundredfiftysecond, lg)
kit = Kit("threehundredfiftysecond", "lg", data="/work/data355", clean="/work/blind355", pool="/work/blind355",
          copies="/tmp/eval355-inj", frozen=FROZEN)

# jaegertracing-jaeger-adr: docs/adr/NNN-slug.md (001-013) and docs/rfc/NNNN-slug.md (0001-0016), no template file:
# each README's 'Conventions' is the template (ADR: 'Sections: Context, Decision, Consequences', statuses Proposed,
# Accepted, Implemented, Documented existing implementation; a replaced decision gets a new ADR, 'mark the old one
# superseded. The two point at each other through their Status fields'; RFC: '# RFC NNNN: Title', header '- **Status:**
# ...' with Draft, Partially Implemented, Implemented, Superseded, index marker ♻️ Superseded 'change the marker in the
# same PR'); Consequences in 13 of 13 ADRs; relative links '[ADR-013](../adr/013-storage-capability-declaration.md)',
# '[RFC 0005](./0005-structured-query-filters.md)'; the Conventions list only section names, with no guidance text to
# leave in (no g): a, b, c, d, e, f.
s = kit.source("jaegertracing-jaeger-adr", ["docs/adr", "docs/rfc"], r"\d{3,4}-.*\.md")
A, R = "docs/adr", "docs/rfc"
f = s.take(f"{A}/011-custom-distributions.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (docs/adr/README.md Conventions: 'Sections: Context, Decision, Consequences'; 13 of "
         f"13 ADRs have it) from {f}")
f = s.take(f"{R}/0015-typed-attribute-indexing-elasticsearch.md")
s.sub("b", f, "[ADR-013](../adr/013-storage-capability-declaration.md)",
      "[ADR-013](../adr/0013-storage-capability-declaration.md)",
      f"link '[ADR-013](../adr/0013-storage-capability-declaration.md)' (four digits, the RFC style; the ADR is "
      f"013-storage-capability-declaration.md) in {f}")
f = s.take(f"{R}/0016-span-search.md")
s.copy("c", f, f"{R}/0016-span-search-api.md",
       f"copy of {f} as {R}/0016-span-search-api.md: number 0016 (and '# RFC 0016:') taken twice (rfc/README.md: "
       f"'File name NNNN-short-slug.md, next number in sequence')")
f = s.take(f"{R}/0001-genai-data-layer.md")
s.edit(f"{R}/README.md", "- 📝 [0001: GenAI Observability Data Layer]", "- ♻️ [0001: GenAI Observability Data Layer]")
s.sub("d", f, "- **Status:** Draft\n",
      "- **Status:** Superseded by [RFC 0017](./0017-genai-evaluation-store.md)\n",
      f"status 'Draft' -> 'Superseded by [RFC 0017](./0017-genai-evaluation-store.md)' (no RFC 0017, the last is 0016; "
      f"README statuses include Superseded; index marker set to ♻️) in {f}")
old = s.take(f"{A}/001-cassandra-find-traces-duration.md")
f = s.take(f"{A}/013-storage-capability-declaration.md")
s.sub("e", f, "* **Status**: Implemented — graduated from [RFC 0013](../rfc/0013-optional-service-name-in-search.md)\n",
      "* **Status**: Implemented — graduated from [RFC 0013](../rfc/0013-optional-service-name-in-search.md); "
      "supersedes [ADR-001](./001-cassandra-find-traces-duration.md)\n",
      f"'; supersedes [ADR-001](./001-cassandra-find-traces-duration.md)' added to the Status of {f} (adr/README.md: "
      f"'mark the old one superseded. The two point at each other through their Status fields'); {old} left "
      f"'Documented existing implementation'")
f = s.take(f"{R}/0004-elasticsearch-data-streams.md")
s.sub("f", f, "- **Status:** Partially Implemented\n", "- **Status:** Partialy Implemented\n",
      f"status 'Partially Implemented' -> 'Partialy Implemented' (rfc/README.md: Draft, Partially Implemented, "
      f"Implemented, Superseded) in {f}")
s.score("# jaegertracing-jaeger-adr: kinds a, b, c, d, e, f (no g: no template text). One copy: "
        "/tmp/eval355-inj/jaegertracing-jaeger-adr.")

# strimzi-proposals: NNN-title.md at the root (001-153, three digits), template 000-template.md (# <Title> / Current
# situation / Motivation / Proposal / Affected/not affected projects / Compatibility / Rejected alternatives, each with
# guidance text); '## Motivation' in 135 of 153; PULL_REQUEST_TEMPLATE: 'The next free sequence number was used for
# the proposal'; no status anywhere (no f) and supersession never written, no field for it (no d, e); relative links
# '([Proposal 96](./096-split-metrics-reporter-into-modules.md))': a, b, c, g.
s = kit.source("strimzi-proposals", ".", r"(?!000-)\d{3}-.*\.md")
tpl = read("/work/data355/strimzi-proposals/000-template.md")
f = s.take("152-use-ubi10-as-base-image.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (000-template.md and 135 of 153 proposals have it) from {f}")
f = s.take("146-metrics-reporter-kip-714.md")
s.sub("b", f, "([Proposal 96](./096-split-metrics-reporter-into-modules.md))",
      "([Proposal 96](./96-split-metrics-reporter-into-modules.md))",
      f"link '[Proposal 96](./96-split-metrics-reporter-into-modules.md)' (unpadded; the proposal is "
      f"096-split-metrics-reporter-into-modules.md) in {f}")
f = s.take("153-configurable-ca-key-size.md")
s.copy("c", f, "153-configurable-ca-key-algorithm.md",
       f"copy of {f} as 153-configurable-ca-key-algorithm.md: number 153 taken twice (PULL_REQUEST_TEMPLATE.md: 'The "
       f"next free sequence number was used for the proposal')")
f = s.take("151-broker-cordoning-scale-down.md")
body = tpl.split("\n## Rejected alternatives\n", 1)[1].strip("\n")
s.setbody("g", f, "## Rejected alternatives", body,
          f"'## Rejected alternatives' body replaced by 000-template.md's 'Call out options that were considered while "
          f"creating this proposal, but then later rejected, along with reasons why.' in {f}")
s.score("# strimzi-proposals: kinds a, b, c, g (no f: no status; no d, e: no supersession written). One copy: "
        "/tmp/eval355-inj/strimzi-proposals.")

# grafana-loki-lids: docs/sources/community/lids/NNNN-Title.md (0001-0006; 0003 and 0006 not clean), template
# lids/template.md (Hugo front matter 'title: "XXXX: Template"', '# XXXX: Template', bold labels '**Status:**
# Draft|In Discussion|Accepted|Rejected|Completed', sections Background / Problem Statement / Goals / Non-Goals
# (optional) / Proposals / Other Notes with italic guidance); Problem Statement in 6 of 6 LIDs; LIDs get a number
# once accepted ('NNNN: Title' in front matter and H1); design-documents/ (YYYY-MM-Title.md) linked Hugo page-style
# ('2020-09-write-ahead-log/' in design-documents/_index.md, '../../design-documents/' in LID 0001); no supersession
# anywhere, no Superseded status or field, no LID cites another (no d, e): a, b, c, f, g.
s = kit.source("grafana-loki-lids", ["docs/sources/community/lids", "docs/sources/community/design-documents"],
               r"\d{4}-.*\.md")
L, DD = "docs/sources/community/lids", "docs/sources/community/design-documents"
tpl = read(f"/work/data355/grafana-loki-lids/{L}/template.md")
f = s.take(f"{L}/0002-RemoteRuleEvaluation.md")
s.delsec("a", f, "## Problem Statement",
         f"deleted '## Problem Statement' (lids/template.md and 6 of 6 LIDs have it) from {f}")
f = s.take(f"{DD}/2021-01-Ordering-Constraint-Removal.md")
s.sub("b", f, "We currently have no wish to add extra disk dependencies to Loki where we can avoid it,",
      "We currently have no wish to add extra disk dependencies to Loki where we can avoid it (beyond the\n"
      "[Write-Ahead Logs](../2020-09-write-ahead-logs/)),",
      f"link '[Write-Ahead Logs](../2020-09-write-ahead-logs/)' (the page is 2020-09-write-ahead-log/, "
      f"2020-09-Write-Ahead-Log.md; design-documents/_index.md links '2020-09-write-ahead-log/') added to {f}")
f = s.take(f"{L}/0005-loki-mixin-configuration-improvements.md")
s.copy("c", f, f"{L}/0005-loki-mixin-dashboard-improvements.md",
       f"copy of {f} as {L}/0005-loki-mixin-dashboard-improvements.md: number 0005 (and 'title: \"0005: ...\"', '# "
       f"0005:') taken twice (lids/_index.md: 'LIDs will be assigned a number once accepted')")
f = s.take(f"{L}/0001-Introduction.md")
s.sub("f", f, "**Status:** Accepted\n", "**Status:** Acepted\n",
      f"status 'Accepted' -> 'Acepted' (template: Draft|In Discussion|Accepted|Rejected|Completed) in {f}")
f = s.take(f"{L}/0004-IndexGatewaySharding.md")
body = tpl.split("\n## Goals\n", 1)[1].split("\n## Non-Goals (optional)\n", 1)[0].strip("\n")
s.setbody("g", f, "## Goals", body,
          f"'## Goals' body replaced by lids/template.md's '_Describe the goals that we wish to achieve when considering "
          f"the options available. ..._' in {f}")
s.score("# grafana-loki-lids: kinds a, b, c, f, g (no d, e: no supersession). One copy: /tmp/eval355-inj/grafana-loki-lids.")
