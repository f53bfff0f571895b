"""Inject defects into clean documents of a copy of each source of data347 and data348 (the three-hundred-and-forty-
fourth and three-hundred-and-forty-fifth evaluations, parts ky and kz: blind, frozen as /tmp/frozen277). See
inject_kit.py. Every edit below was chosen from the repositories' own templates and documents before anything ran.
Run: /work/main/.venv/bin/python inject-kz.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen277"

# ---------------------------------------------------------------- data347 (threehundredfortyfourth, ky)
kit = Kit("threehundredfortyfourth", "ky", data="/work/data347", clean="/work/blind347", pool="/work/blind347",
          copies="/tmp/eval347-inj", frozen=FROZEN)

# sylius-adr: adr/YYYY_MM_DD_topic.md (25 ADRs, dated, not numbered: no c), adr/_readme.md (three lines: file name,
# content follows _template.md), adr/_template.md MADR-style ('* Status: [proposed | rejected | accepted | deprecated |
# … | superseded by [ADR-0005](0005-example.md)]', '* Date:', Context and Problem Statement / Decision Drivers /
# Considered Options / Decision Outcome / References with '[...]' guidance, References '[Link type] [Link to ADR]');
# '## Context and Problem Statement' in 22 of 25 (the two 2020_03_03_api_* use Description/Example, one misspelt);
# status bullet '* Status: accepted' (accepted 18, Accepted 5, proposed 1, rejected 1); supersession as the template's
# status 'superseded by [...](...)' (none used yet); ADR links plain file names in a References bullet
# ('* [Original ADR for this problem](2021_07_05_api_providing_locales_available_in_active_channel.md)'):
# a, b, d, e, f, g.
R = "/work/data347/sylius-adr"
s = kit.source("sylius-adr", "adr", r"\d{4}_\d\d_\d\d_[\w]+\.md")
tpl = read(f"{R}/adr/_template.md")
D = "adr"
f = s.take(f"{D}/2024_10_03_services_naming_convention.md")
s.delsec("a", f, "## Context and Problem Statement",
         f"deleted '## Context and Problem Statement' (_template.md has it; 22 of 25 ADRs have it) from {f}")
f = s.take(f"{D}/2024_07_16_api_query_extensions_directory_structure.md")
s.sub("b", f, "The current directory structure of Query Extensions in the codebase is disorganized and unclear.\n",
      "The current directory structure of Query Extensions in the codebase is disorganized and unclear.\n"
      "The same problem was solved for processors in\n"
      "[State Processors Directory Structure](2024_07_16_state_processor_directory_structure.md).\n",
      f"link to 2024_07_16_state_processor_directory_structure.md (the ADR is "
      f"2024_07_16_state_processors_directory_structure.md) added to {f}")
f = s.take(f"{D}/2021_02_05_unified_api_prefix.md")
s.sub("d", f, "* Status: accepted\n",
      "* Status: superseded by [API versioning strategy](2024_11_05_api_versioning_strategy.md)\n",
      f"'* Status: superseded by [API versioning strategy](2024_11_05_api_versioning_strategy.md)' (no such ADR; "
      f"_template.md: 'superseded by [ADR-0005](0005-example.md)') in {f}")
old = s.take(f"{D}/2021_05_06_command_bus_unification.md")
f = s.take(f"{D}/2022_03_24_remove_flush_from_handlers.md")
s.sub("e", f, "## References <!-- optional -->\n\n",
      "## References <!-- optional -->\n\n"
      "* Supersedes [Unification of buses in sylius](2021_05_06_command_bus_unification.md)\n",
      f"'* Supersedes [Unification of buses in sylius](2021_05_06_command_bus_unification.md)' (a References bullet "
      f"'[Link type] [Link to ADR]' as _template.md writes them) added to {f}; {old} left '* Status: accepted'")
f = s.take(f"{D}/2020_11_18_sending_emails_via_api.md")
s.sub("f", f, "* Status: accepted\n", "* Status: acepted\n",
      f"status 'accepted' -> 'acepted' (_template.md: proposed | rejected | accepted | deprecated | superseded by; "
      f"used: accepted/Accepted 23, proposed 1, rejected 1) in {f}")
f = s.take(f"{D}/2022_03_18_raw_data_in_command_and_events.md")
body = tpl.split("\n## Context and Problem Statement\n", 1)[1].split("\n## Decision Drivers", 1)[0].strip("\n")
s.setbody("g", f, "## Context and Problem Statement", body,
          f"'## Context and Problem Statement' body replaced by _template.md's '[Describe the context and problem "
          f"statement, e.g., in free form using two to three sentences. ...]' in {f}")
s.score("# sylius-adr: kinds a, b, d, e, f, g. One copy: /tmp/eval347-inj/sylius-adr.")

# thanos-io-proposals: docs/proposals-{accepted,done,rejected}/YYYYMM-slug.md (27, dated, not numbered: no c);
# docs/contributing/proposal-process.md's inline '## Template:' (Owners / Related Tickets / Other docs bullets, TL;DR,
# Why / Goals / Non-Goals / How / Alternatives / Action Plan with guidance and '*For example: ...*' text); no section
# nearly all keep (Goals 18 of 27, Summary 14, Why 10, Alternatives 10: no a); YAML front matter 'status: accepted'
# (accepted 10, complete 7, approved 4, completed 2, rejected 2, in-progress 1; the Hugo layout badges accepted /
# complete / rejected / draft / in-review); no supersession anywhere (no d, e); relative links
# '[...](../proposals-done/202106-proposals-process.md)': b, b, f, f, g, g.
R = "/work/data347/thanos-io-proposals"
s = kit.source("thanos-io-proposals", ["docs/proposals-accepted", "docs/proposals-done", "docs/proposals-rejected"],
               r"\d{6,8}-[\w-]+\.md")
tpl = read(f"{R}/docs/contributing/proposal-process.md").split("\n## Template:\n", 1)[1]
f = s.take("docs/proposals-accepted/202012-receive-split.md")
s.sub("b", f, "* Distribution idea: https://github.com/thanos-io/thanos/pull/2675\n",
      "* Distribution idea: https://github.com/thanos-io/thanos/pull/2675\n"
      "* Original Receive proposal: [Thanos Remote Write](../proposals-done/201812-thanos-remote-write.md)\n",
      f"link to ../proposals-done/201812-thanos-remote-write.md (the proposal 'Thanos Remote Write' is "
      f"201812-thanos-remote-receive.md) added to {f}")
f = s.take("docs/proposals-accepted/202209-receive-tenant-external-labels.md")
s.sub("b", f, "https://github.com/thanos-io/thanos/issues/5434\n",
      "https://github.com/thanos-io/thanos/issues/5434\n\n"
      "See also [Thanos Routing Receive and Ingesting Receive](202012-receive-splitting.md).\n",
      f"link to 202012-receive-splitting.md (the proposal is 202012-receive-split.md, same folder) added to {f}")
f = s.take("docs/proposals-accepted/202107-protobuf-openapi-httpapi.md")
s.sub("f", f, "status: accepted\n", "status: acceptd\n",
      f"front matter status 'accepted' -> 'acceptd' (values: accepted, complete, approved, completed, rejected, "
      f"in-progress; the layout badges accepted / complete / rejected / draft / in-review) in {f}")
f = s.take("docs/proposals-done/201909-thanos-sharding.md")
s.sub("f", f, "status: complete\n", "status: compelte\n",
      f"front matter status 'complete' -> 'compelte' (values: accepted, complete, approved, completed, rejected, "
      f"in-progress) in {f}")
f = s.take("docs/proposals-accepted/202106-automated-per-endpoint-mTLS.md")
body = tpl.split("\n## Why\n", 1)[1].split("\n### Pitfalls of the current solution\n", 1)[0].strip("\n")
s.setbody("g", f, "## Why", body,
          f"'## Why' body replaced by proposal-process.md's template text 'Provide a motivation behind the change "
          f"proposed by this design document, give context. *For example: ...*' in {f}")
f = s.take("docs/proposals-accepted/20221129-avoid-global-sort.md")
body = tpl.split("\n## Alternatives\n", 1)[1].split("\n## Action Plan\n", 1)[0].strip("\n")
s.setbody("g", f, "## Alternatives", body,
          f"'## Alternatives' body replaced by proposal-process.md's template text 'The section stating potential "
          f"alternatives. ... 1. This is why not solution Z...' in {f}")
s.score("# thanos-io-proposals: kinds b, b, f, f, g, g. One copy: /tmp/eval347-inj/thanos-io-proposals.")

# wagtail-rfcs: text/NNN-slug.md (48, NNN the PR number, sparse), 000-template.md ('# RFC 1: Purpose and format',
# bullets RFC / Author / Created / Last Modified; Abstract / Specification / Open Questions with guidance text);
# '## Abstract' in 43 of 48 (008 has '# Abstract'); number in the file name and the '* RFC: N' bullet (one RFC per
# number); '* Status:' in 4 (Accepted 2, Final 2); supersession in the old RFC's H1 '# RFC 10: ... (superseded by
# [RFC 25](025-search-query-classes-revised.md))', successors only say 'is an updated version of' (no e); links
# '[#86](086-roadmap-updates.md)': a, b, c, d, f, g.
R = "/work/data347/wagtail-rfcs"
s = kit.source("wagtail-rfcs", "text", r"\d{3}-[\w-]+\.md")
tpl = read(f"{R}/000-template.md")
D = "text"
f = s.take(f"{D}/069-model-audit-logging.md")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' (000-template.md has it; 43 of 48 RFCs have it, and 008 as "
         f"'# Abstract') from {f}")
f = s.take(f"{D}/109-roadmap-updates.md")
s.sub("b", f, "[#98](098-roadmap-updates.md)", "[#98](98-roadmap-updates.md)",
      f"link '[#98](98-roadmap-updates.md)' (the RFC is 098-roadmap-updates.md; 106, 107, 111 write it padded) in {f}")
f = s.take(f"{D}/065-listblock.md")
s.copy("c", f, f"{D}/065-listblock-uuids.md", f"copy of {f} as {D}/065-listblock-uuids.md: number 65 ('* RFC: 65') "
       f"taken twice")
f = s.take(f"{D}/027-autocomplete.md")
s.sub("d", f, "# RFC 27: Search autocomplete API\n",
      "# RFC 27: Search autocomplete API (superseded by [RFC 116](116-search-autocomplete-revised.md))\n",
      f"H1 '(superseded by [RFC 116](116-search-autocomplete-revised.md))' (no RFC 116, the last is 114; RFC 10 writes "
      f"'(superseded by [RFC 25](025-search-query-classes-revised.md))') in {f}")
f = s.take(f"{D}/005-wagtail-api-fields.md")
s.sub("f", f, "* Status: Accepted\n", "* Status: Acepted\n",
      f"status 'Accepted' -> 'Acepted' (the '* Status:' bullets say Accepted (RFC 5, 8) or Final (RFC 2, 18)) in {f}")
f = s.take(f"{D}/060-mini-draftail.md")
body = tpl.split("\n## Abstract\n", 1)[1].split("\n## Specification\n", 1)[0].strip("\n")
s.setbody("g", f, "## Abstract", body,
          f"'## Abstract' body replaced by 000-template.md's 'Provides a short description of the purpose of the "
          f"feature ...' in {f}")
s.score("# wagtail-rfcs: kinds a, b, c, d, f, g. One copy: /tmp/eval347-inj/wagtail-rfcs.")

# ---------------------------------------------------------------- data348 (threehundredfortyfifth, kz)
kit = Kit("threehundredfortyfifth", "kz", data="/work/data348", clean="/work/blind348", pool="/work/blind348",
          copies="/tmp/eval348-inj", frozen=FROZEN)

# tensorflow-rfcs: rfcs/YYYYMMDD-slug.md (118), template rfcs/yyyymmdd-rfc-template.md (metadata table '| Status |
# (Proposed / Accepted / Implemented / Obsolete) |', '**RFC #**' = the PR number '[NNN](.../pull/NNN)', '**Obsoletes**
# | TF-RFC it replaces'; Objective / Motivation / User Benefit / Design Proposal / ... with guidance text); an
# Objective heading in 100 of 118 (88 as '## Objective'); RFC # rows in 50 (one PR per RFC); Status row: Accepted 94,
# Proposed 13, Implemented 8, Approved 3; no Obsoletes used but the template's; RFCs link each other by absolute
# github.com/tensorflow/community/blob/master/rfcs/ URLs, their companion folders relatively
# ('[...](20200612-stream-executor-c-api/C_API_versioning_strategy.md)'): a, b, c, e, f, g.
R = "/work/data348/tensorflow-rfcs"
s = kit.source("tensorflow-rfcs", "rfcs", r"\d{8}-[\w-]+\.md")
tpl = read(f"{R}/rfcs/yyyymmdd-rfc-template.md")
D = "rfcs"
f = s.take(f"{D}/20191206-tensorflow-lattice-v2.md")
s.delsec("a", f, "## Objective", f"deleted '## Objective' (the template has it; 100 of 118 RFCs have an Objective "
         f"heading) from {f}")
f = s.take(f"{D}/20200612-stream-executor-c-api.md")
s.sub("b", f, "(20200612-stream-executor-c-api/C_API_versioning_strategy.md)",
      "(20200612-stream-executor-c-api/C_API_versioning_strategies.md)",
      f"link to 20200612-stream-executor-c-api/C_API_versioning_strategies.md (the companion document is "
      f"C_API_versioning_strategy.md) in {f}")
f = s.take(f"{D}/20201201-cpp-gradients.md")
s.sub("c", f, "[335](https://github.com/tensorflow/community/pull/335)",
      "[318](https://github.com/tensorflow/community/pull/318)",
      f"'**RFC #** | [318](...pull/318)' (20201027-modular-tensorflow-graph-c-api.md is RFC #318; the RFC # is the PR "
      f"number, one per RFC) set in {f}")
old = s.take(f"{D}/20200520-tensor-float-32.md")
f = s.take(f"{D}/20200903-tensor-float-32-default.md")
s.sub("e", f, "| **Updated**   | 2020-09-03                                           |\n",
      "| **Updated**   | 2020-09-03                                           |\n"
      "| **Obsoletes** | [TensorFloat-32 in TensorFlow](https://github.com/tensorflow/community/blob/master/rfcs/"
      "20200520-tensor-float-32.md) |\n",
      f"'| **Obsoletes** | [TensorFloat-32 in TensorFlow](https://github.com/tensorflow/community/blob/master/rfcs/"
      f"20200520-tensor-float-32.md) |' (the template's '**Obsoletes** | TF-RFC it replaces'; RFCs link each other by "
      f"such URLs) added to {f}; {old} left '| Status | Accepted |'")
f = s.take(f"{D}/20200810-tf-internal-api.md")
s.sub("f", f, "| Status        | Accepted |", "| Status        | Acepted |",
      f"status 'Accepted' -> 'Acepted' (template: Proposed / Accepted / Implemented / Obsolete) in {f}")
f = s.take(f"{D}/20200420-tfx-tuner-component.md")
body = tpl.split("\n## User Benefit\n", 1)[1].split("\n## Design Proposal\n", 1)[0].strip("\n")
s.setbody("g", f, "## User Benefit", body,
          f"'## User Benefit' body replaced by the template's 'How will users (or other contributors) benefit from this "
          f"work? ...' in {f}")
s.score("# tensorflow-rfcs: kinds a, b, c, e, f, g. One copy: /tmp/eval348-inj/tensorflow-rfcs.")

# prometheus-proposals: proposals/NNNN-slug.md (23, NNNN the PR number, cited PROM-<n>; 14 dated redirect stubs left
# out), template 0000-template.md (Owners / '**Implementation Status:** `Not implemented / Partially implemented /
# Implemented`' bullets, TL;DR, Why / Goals / Non-Goals / How / Alternatives / Action Plan with guidance text);
# '## Why' in 22 of 23; one proposal per number (0053-proposal-ids.md); Implementation Status values Implemented 8,
# Not implemented 7, Partially implemented 4, ...; no supersession (0030 is an amendment: no d, e); links
# '[PROM-29's created timestamp (CT)](0029-created-timestamp.md)': a, b, c, f, f, g.
R = "/work/data348/prometheus-proposals"
s = kit.source("prometheus-proposals", "proposals", r"\d{4}-[a-z][\w-]*\.md")
tpl = read(f"{R}/0000-template.md")
D = "proposals"
f = s.take(f"{D}/0055-stale-series-compaction.md")
s.delsec("a", f, "## Why", f"deleted '## Why' (0000-template.md has it; 22 of 23 proposals have it) from {f}")
f = s.take(f"{D}/0038-otel-resource-attribute-promotion.md")
s.sub("b", f, "* **Other docs or links:**\n",
      "* **Other docs or links:**\n"
      "  * [PROM-37: Simplify joins with info metrics in PromQL](0037-native-support-for-info-metric-metadata.md)\n",
      f"link to 0037-native-support-for-info-metric-metadata.md (the proposal is "
      f"0037-native-support-for-info-metrics-metadata.md) added to {f}")
f = s.take(f"{D}/0047-secret_providers.md")
s.copy("c", f, f"{D}/0047-remote-secrets.md", f"copy of {f} as {D}/0047-remote-secrets.md: PROM-47 taken twice")
f = s.take(f"{D}/0037-native-support-for-info-metrics-metadata.md")
s.sub("f", f, "* **Implementation Status:** Partially implemented\n",
      "* **Implementation Status:** Partialy implemented\n",
      f"Implementation Status 'Partially implemented' -> 'Partialy implemented' (0000-template.md: Not implemented / "
      f"Partially implemented / Implemented) in {f}")
f = s.take(f"{D}/0081-mcp-server.md")
s.sub("f", f, "* **Implementation Status:** `Implemented`\n", "* **Implementation Status:** `Implmented`\n",
      f"Implementation Status '`Implemented`' -> '`Implmented`' (0000-template.md: Not implemented / Partially "
      f"implemented / Implemented) in {f}")
f = s.take(f"{D}/0045-direct-io.md")
body = tpl.split("\n## Alternatives\n", 1)[1].split("\n## Action Plan\n", 1)[0].strip("\n")
s.setbody("g", f, "## Alternatives", body,
          f"'## Alternatives' body replaced by 0000-template.md's 'The section stating potential alternatives. ... "
          f"1. This is why not solution Z...' in {f}")
s.score("# prometheus-proposals: kinds a, b, c, f, f, g. One copy: /tmp/eval348-inj/prometheus-proposals.")

# grpc-grfcs: <Category><number>-slug.md at the root (193: A, L, P, G; the number is the next after the last of its
# category, one gRFC per number), GRFC-TEMPLATE.md (setext title, bullets Author(s) / Approver / Implemented in /
# Last updated / Discussion at; Abstract / Background ('### Related Proposals:' 'builds on or supersedes') / Proposal /
# Rationale / Implementation / Open issues with '[...]' guidance); '## Abstract' in 190 of 193; '* Status:' bullet in
# 187 (Approved, Draft, Implemented, In Review, Final, Ready for Implementation, ...); replacement on the old side as a
# header bullet '* Deprecated by: [A88: xDS Data Error Handling](A88-xds-data-error-handling.md)' (A53), '* Updated
# by:' for amendments; links '[A88: ...](A88-....md)' or reference-style '[A64]: A64-lrs-custom-metrics.md':
# a, c, d, e, f, g.
R = "/work/data348/grpc-grfcs"
s = kit.source("grpc-grfcs", ".", r"[ALPG]\d+-[\w.-]+\.md")
tpl = read(f"{R}/GRFC-TEMPLATE.md")
f = s.take("A59-audit-logging.md")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' (GRFC-TEMPLATE.md has it; 190 of 193 gRFCs have it) from {f}")
f = s.take("L112-node-server-interceptors.md")
s.copy("c", f, "L112-node-server-interceptor-api.md",
       f"copy of {f} as L112-node-server-interceptor-api.md: number L112 taken twice")
f = s.take("A65-xds-mtls-creds-in-bootstrap.md")
s.sub("d", f, "* Discussion at: https://groups.google.com/g/grpc-io/c/h_LQnTimyt4\n",
      "* Discussion at: https://groups.google.com/g/grpc-io/c/h_LQnTimyt4\n"
      "* Deprecated by: [A119: xDS Bootstrap Credential Plugins](A119-xds-bootstrap-credential-plugins.md)\n",
      f"'* Deprecated by: [A119: xDS Bootstrap Credential Plugins](A119-xds-bootstrap-credential-plugins.md)' (no "
      f"A119, the last A is A118; A53 writes '* Deprecated by: [A88: xDS Data Error Handling]"
      f"(A88-xds-data-error-handling.md)') in {f}")
old = s.take("A64-lrs-custom-metrics.md")
f = s.take("A85-lrs-custom-metrics-changes.md")
s.sub("e", f, "### Related Proposals:\n",
      "### Related Proposals:\n"
      "This proposal supersedes [gRFC A64: xDS LRS Custom Metrics Support][A64].\n\n",
      f"'This proposal supersedes [gRFC A64: xDS LRS Custom Metrics Support][A64].' (the template's Related Proposals: "
      f"'proposals this proposal builds on or supersedes') added to {f}; {old} left '* Status: Implemented' without "
      f"'* Deprecated by:'")
f = s.pick("\n* Status: Final\n")
s.sub("f", f, "\n* Status: Final\n", "\n* Status: Fianl\n",
      f"status 'Final' -> 'Fianl' (values: Approved, Draft, Implemented, In Review, Final, Ready for Implementation) "
      f"in {f}")
f = s.pick("\n## Rationale\n")
body = tpl.split("\n## Rationale\n", 1)[1].split("\n## Implementation\n", 1)[0].strip("\n")
s.setbody("g", f, "## Rationale", body,
          f"'## Rationale' body replaced by GRFC-TEMPLATE.md's '[A discussion of alternate approaches and the trade "
          f"offs, ...]' in {f}")
s.score("# grpc-grfcs: kinds a, c, d, e, f, g. One copy: /tmp/eval348-inj/grpc-grfcs.")
