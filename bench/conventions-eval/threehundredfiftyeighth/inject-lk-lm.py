"""Inject defects into clean documents of a copy of each source of data359 (the three-hundred-and-fifty-sixth
evaluation, part lk) and data361 (the three-hundred-and-fifty-eighth, part lm): blind, frozen as /tmp/frozen280. See
inject_kit.py. Every edit below was chosen from the repositories' own templates, process documents and documents
before anything ran.
Run: /work/main/.venv/bin/python inject-lk-lm.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402,F401

FROZEN = "/tmp/frozen280"

# adr-tools' built-in template (no template file in any of the three adr-tools families below; .adr-dir or the stock
# 0001 'Record architecture decisions' imply it): its guidance line for each section.
ADR_TOOLS_CONTEXT = "The issue motivating this decision, and any context that influences or constrains the decision."
ADR_TOOLS_DECISION = "The change that we're proposing or have agreed to implement."
ADR_TOOLS_CONSEQUENCES = ("What becomes easier or more difficult to do and any risks introduced by the change that "
                          "will need to be mitigated.")

# ---------------------------------------------------------------- data359 (threehundredfiftysixth, lk)
kit = Kit("threehundredfiftysixth", "lk", data="/work/data359", clean="/work/blind359", pool="/work/blind359",
          copies="/tmp/eval359-inj", frozen=FROZEN)

# gsa-piipan-adr: docs/adr/NNNN-slug.md (0001-0039, 0038 already used twice, both flagged, so not in the pool; set by
# .adr-dir: adr-tools), 0001 the stock adr-tools 'Record architecture decisions'; no template file, the records are
# adr-tools' built-in template ('# N. Title' / 'Date:' / '## Status' / Context / Decision / Consequences);
# Status / Context / Decision / Consequences in 40 of 40; status the line after '## Status' (Accepted 27, Proposed 9,
# 'Superceded by [...]' 2, Accepted/Implemented 1, Accepted / implemented 1); supersession in the family's own
# (misspelt) adr-tools form: 'Superceded by [21. Title](0021-slug.md)' as the old record's status (0010, 0020) and
# 'Supercedes [10. Title](0010-slug.md)' on its own line under the new record's status (0021, 0026, 0029, 0032,
# 0036); other relation lines 'Relates to [4. Default Database](./0004-default-database.md)' (0022), sibling links in
# both the bare '0004-default-database.md' and the './0004-...' form; numbers in the file name and the H1 '# N.'
# (unpadded): a, b, c, d, e, f, g (0009, 0019, 0035-0039 are flagged, not in the pool).
s = kit.source("gsa-piipan-adr", "docs/adr", r"\d{4}-[\w-]+\.md")
D = "docs/adr"
f = s.take(f"{D}/0017-securing-event-grid-event-handlers.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (adr-tools' template and 40 of 40 ADRs have it) from {f}")
f = s.take(f"{D}/0022-have-one-database-per-state.md")
s.sub("b", f, "Relates to [4. Default Database](./0004-default-database.md)\n",
      "Relates to [4. Default Database](./0004-default-database.md)\n"
      "Relates to [13. Use Azure Private Endpoints for Azure Database for PostgreSQL instances]"
      "(./0013-use-azure-private-endpoints.md)\n",
      f"'Relates to [13. Use Azure Private Endpoints ...](./0013-use-azure-private-endpoints.md)' in 0022's own "
      f"'Relates to' form (the ADR is 0013-use-private-links.md) added to {f}")
f = s.take(f"{D}/0025-use-windows-operating-system-for-app-service-plans.md")
s.copy("c", f, f"{D}/0025-use-linux-operating-system-for-app-service-plans.md",
       f"copy of {f} as {D}/0025-use-linux-operating-system-for-app-service-plans.md: number 25 ('0025-' and '# 25.') "
       f"taken twice (adr-tools numbers each record once; as 0038 collided)")
f = s.take(f"{D}/0015-do-not-use-table-storage.md")
s.sub("d", f, "## Status\n\nAccepted\n",
      "## Status\n\nSuperceded by [40. Use Cosmos DB for the Lookup API](0040-use-cosmos-db-for-lookup-api.md)\n",
      f"status 'Accepted' -> 'Superceded by [40. Use Cosmos DB for the Lookup API](0040-use-cosmos-db-for-lookup-api.md)' "
      f"(no 0040, the last is 0039; the family's 'Superceded by' form of 0010 and 0020) in {f}")
old = s.take(f"{D}/0008-use-xunit-net-for-unit-testing.md")
f = s.take(f"{D}/0023-subsystem-unit-testing-strategy.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\nSupercedes [8. Use xUnit.net for unit testing](0008-use-xunit-net-for-unit-testing.md)\n",
      f"'Supercedes [8. Use xUnit.net for unit testing](0008-use-xunit-net-for-unit-testing.md)' (the family's form of "
      f"0021, 0026, 0029, 0032, 0036) added to {f}'s status; {old} left 'Accepted'")
f = s.take(f"{D}/0013-use-private-links.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAccpeted\n",
      f"status 'Accepted' -> 'Accpeted' (Accepted 27, Proposed 9, Superceded by 2; adr-tools: proposed, accepted, "
      f"superseded) in {f}")
f = s.take(f"{D}/0004-default-database.md")
s.setbody("g", f, "## Decision", ADR_TOOLS_DECISION,
          f"'## Decision' body replaced by adr-tools' template line '{ADR_TOOLS_DECISION}' in {f}")
s.score("# gsa-piipan-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval359-inj/gsa-piipan-adr.")

# gsa-atj-forms-adr: documents/adr/NNNN-slug.md (0001-0015, no gaps or duplicates, no .adr-dir), 0001 the stock
# adr-tools 'Record architecture decisions'; no template file, every record is adr-tools' built-in template ('# N.
# Title' / 'Date:' / ## Status / Context / Decision / Consequences, exactly those four in 15 of 15); status the line
# after '## Status' (Accepted 9, Pending 1, Approved 5); numbers in the file name and the H1 '# N.' (unpadded); no
# supersession yet, but adr-tools' 'adr new -s N' writes 'Superseded by [16. Title](0016-title.md)' in the old
# record's status and 'Supersedes [7. Title](0007-title.md)' in the new one's; sibling links in the './NNNN-slug.md'
# form ('[generating dependency diagrams](./0002-generate-dependency-diagram.md)' in 0005, 0009's
# 'ADR [./0007-initial-css-strategy.md](./0007-initial-css-strategy.md)'): a, b, c, d, e, f, g.
s = kit.source("gsa-atj-forms-adr", "documents/adr", r"\d{4}-[\w-]+\.md")
D = "documents/adr"
f = s.take(f"{D}/0012-rich-text-editor.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (adr-tools' template and 15 of 15 ADRs have it) from {f}")
f = s.take(f"{D}/0015-rest-api.md")
s.sub("b", f, "As we introduce a backend to support agency users,",
      "As we introduce a backend (see the [database strategy](./0013-database-approach.md)) to support agency users,",
      f"link '[database strategy](./0013-database-approach.md)' in 0005's './NNNN-slug.md' style (the ADR is "
      f"0013-database-strategy.md) added to {f}")
f = s.take(f"{D}/0014-authentication.md")
s.copy("c", f, f"{D}/0014-login-gov-integration.md",
       f"copy of {f} as {D}/0014-login-gov-integration.md: number 14 ('0014-' and '# 14.') taken twice (0001-0015 "
       f"one number each)")
f = s.take(f"{D}/0008-initial-form-handling-strategy.md")
s.sub("d", f, "## Status\n\nAccepted\n",
      "## Status\n\nSuperseded by [16. Form definition format](0016-form-definition-format.md)\n",
      f"status 'Accepted' -> 'Superseded by [16. Form definition format](0016-form-definition-format.md)' (no 0016, "
      f"the last is 0015; adr-tools' 'adr new -s' form; 0008 says it 'will need to be continually reevaluated') in {f}")
old = s.take(f"{D}/0007-initial-css-strategy.md")
f = s.take(f"{D}/0009-design-assets-workflow.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\nSupersedes [7. Initial CSS strategy](0007-initial-css-strategy.md)\n",
      f"'Supersedes [7. Initial CSS strategy](0007-initial-css-strategy.md)' (adr-tools' 'adr new -s' form; 0009 "
      f"takes over 0007's stylesheet strategy and repeats its Decision) added to {f}'s status; {old} left 'Accepted'")
f = s.take(f"{D}/0011-secrets-management.md")
s.sub("f", f, "## Status\n\nApproved\n", "## Status\n\nAproved\n",
      f"status 'Approved' -> 'Aproved' (Accepted 9, Approved 5, Pending 1) in {f}")
f = s.take(f"{D}/0006-spotlight-frontend.md")
s.setbody("g", f, "## Context", ADR_TOOLS_CONTEXT,
          f"'## Context' body replaced by adr-tools' template line '{ADR_TOOLS_CONTEXT}' in {f}")
s.score("# gsa-atj-forms-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval359-inj/gsa-atj-forms-adr.")

# ---------------------------------------------------------------- data361 (threehundredfiftyeighth, lm)
kit = Kit("threehundredfiftyeighth", "lm", data="/work/data361", clean="/work/blind361", pool="/work/blind361",
          copies="/tmp/eval361-inj", frozen=FROZEN)

# cf-k8s-networking-adr: doc/architecture-decisions/NNNN-slug.md (0001-0019, set by .adr-dir: adr-tools), 0001 the
# stock adr-tools 'Record architecture decisions'; no template file, the records are adr-tools' built-in template
# ('# N. Title' / 'Date:' / ## Status / Context / Decision / Consequences); Status / Context / Decision in 19 of 19,
# Consequences in 17; status the line after '## Status' (Accepted 15, Proposal 2, 'Superseded by [ADR 10](0010-...)'
# 1, 'Partially superseded by [ADR 17](./0017-...)' 1); numbers in the file name and the H1 '# N.' (unpadded), and
# 0019 was renumbered from a second 0018; supersession as the old record's status 'Superseded by [ADR 10]
# (0010-slug.md)' (0002); the new side has no line of its own yet (0010 and 0017 say 'reverses' / 'partially reverts'
# in prose), so e uses adr-tools' 'Supersedes' line, the counterpart of the family's 'Superseded by [ADR N]'; sibling
# links '[ADR 013](./0013-rename-master-branch.md)', '[ADR # 7. ...](./0007-...)': a, b, c, d, e, f, g (0004 and
# 0005 are flagged for Consequences, not in the pool).
s = kit.source("cf-k8s-networking-adr", "doc/architecture-decisions", r"\d{4}-[\w-]+\.md")
D = "doc/architecture-decisions"
f = s.take(f"{D}/0012-routecontroller-route-deletion-finalizer.md")
s.delsec("a", f, "## Decision",
         f"deleted '## Decision' (adr-tools' template and 19 of 19 ADRs have it) from {f}")
f = s.take(f"{D}/0011-use-kind-clusters-for-routecontroller-integration.md")
s.sub("b", f, "new routecontroller\nrefactor.",
      "new routecontroller\nrefactor ([ADR 10](./0010-route-crd-and-kubebuilder.md)).",
      f"link '[ADR 10](./0010-route-crd-and-kubebuilder.md)' in the family's '[ADR N](./NNNN-slug.md)' style (the ADR "
      f"is 0010-route-crd-and-kubebuilder-instead-of-metacontroller.md) added to {f}")
f = s.take(f"{D}/0018-create-policy-server.md")
s.copy("c", f, f"{D}/0018-use-kubernetes-network-policy.md",
       f"copy of {f} as {D}/0018-use-kubernetes-network-policy.md: number 18 ('0018-' and '# 18.') taken twice (as "
       f"0019 once was, and was renumbered: 'docs: increment adr number')")
f = s.take(f"{D}/0014-ingress-gateway-as-a-daemon-set.md")
s.sub("d", f, "## Status\n\nAccepted\n",
      "## Status\n\nSuperseded by [ADR 20](0020-ingress-gateway-as-a-deployment.md)\n",
      f"status 'Accepted' -> 'Superseded by [ADR 20](0020-ingress-gateway-as-a-deployment.md)' (no 0020, the last is "
      f"0019; 0002's 'Superseded by [ADR 10](0010-...)' form) in {f}")
old = s.take(f"{D}/0016-job-for-upgrading-istio-sidecars-on-workloads.md")
f = s.take(f"{D}/0017-moving-istio-configuration-out-of-this-repo.md")
s.sub("e", f, "## Status\n\nAccepted\n",
      "## Status\n\nAccepted\n\nSupersedes [ADR 16](0016-job-for-upgrading-istio-sidecars-on-workloads.md)\n",
      f"'Supersedes [ADR 16](0016-job-for-upgrading-istio-sidecars-on-workloads.md)' (adr-tools' line, the counterpart "
      f"of 0002's 'Superseded by [ADR 10]'; 0017 moves Istio and its upgrade machinery to cf-for-k8s) added to {f}'s "
      f"status; {old} left 'Accepted'")
f = s.take(f"{D}/0009-kubebuilder-controllers-dynamic-client-over-generated-clients.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (Accepted 15, Proposal 2, Superseded by 1, Partially superseded by 1) in {f}")
f = s.take(f"{D}/0013-rename-master-branch.md")
s.setbody("g", f, "## Consequences", ADR_TOOLS_CONSEQUENCES,
          f"'## Consequences' body replaced by adr-tools' template line '{ADR_TOOLS_CONSEQUENCES}' in {f}")
s.score("# cf-k8s-networking-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval361-inj/cf-k8s-networking-adr.")

# ssw-cleanarchitecture-adr: docs/adr/YYYYMMDD-slug.md (Log4brains' patch of MADR 2.1.2, .log4brains.yml adrFolder
# ./docs/adr), template docs/adr/template.md ('- Status: {{ STATUS }} <!-- optional: draft | proposed | rejected |
# accepted | deprecated | … | superseded by [xxx](yyyymmdd-xxx.md) -->' bullet, then Context and Problem Statement /
# Decision Drivers / Considered Options / Decision Outcome (### Consequences) / Pros and Cons of the Options / Links,
# the Links example 'Refined by [xxx](yyyymmdd-xxx.md)'); '## Context and Problem Statement' and '## Decision Outcome'
# in the template and 17 of 17; status the '- Status:' bullet (accepted 16, Accepted 1); relations as Links bullets
# 'Relates to [Title](yyyymmdd-slug.md)' (20230612-use-markdown...) and 'Superseded by [Title](yyyymmdd-slug.md)'
# (20240219), bare file names; index.md: 'only its status can change (i.e., become deprecated or superseded)'.
# No c: records carry a date, not a number (YYYYMMDD-, 20230612 x3, 20240605 x2 and 20241118 x3 are legitimate
# same-day records), so no number can be taken twice. a, b, d, e, f, g (20240219 and
# 20241118-produce-useful-sql-server-exceptions are flagged, not in the pool).
R = "/work/data361/ssw-cleanarchitecture-adr"
s = kit.source("ssw-cleanarchitecture-adr", "docs/adr", r"\d{8}-[\w-]+\.md")
tpl = read(f"{R}/docs/adr/template.md")
D = "docs/adr"
f = s.take(f"{D}/20231212-subcutaneous-tests-should-target-webapi-layer.md")
s.delsec("a", f, "## Decision Outcome",
         f"deleted '## Decision Outcome' (docs/adr/template.md and 17 of 17 ADRs have it) from {f}")
f = s.take(f"{D}/20240605-use-minimal-api-typed-results.md")
s.sub("b", f, "- [Do you document your Web API?](https://www.ssw.com.au/rules/do-you-document-your-webapi)",
      "- [Do you document your Web API?](https://www.ssw.com.au/rules/do-you-document-your-webapi)\n"
      "- Relates to [Use Results Pattern Over Exceptions](20240605-use-result-pattern-over-exceptions.md)",
      f"Links bullet 'Relates to [Use Results Pattern Over Exceptions](20240605-use-result-pattern-over-exceptions.md)' "
      f"in 20230612-use-markdown...'s form (the ADR is 20240605-use-results-pattern-over-exceptions.md) added to {f}")
f = s.take(f"{D}/20250326-migrate-to-awesome-assertions.md")
s.sub("d", f, "- Status: accepted\n",
      "- Status: superseded by [Migrate to Shouldly](20260310-migrate-to-shouldly.md)\n",
      f"status 'accepted' -> 'superseded by [Migrate to Shouldly](20260310-migrate-to-shouldly.md)' (no such ADR; the "
      f"template's 'superseded by [xxx](yyyymmdd-xxx.md)' status) in {f}")
old = s.take(f"{D}/20230810-move-specifications-to-the-domain.md")
f = s.take(f"{D}/20260221-use-aggregate-specification-classes-with-factory-methods.md")
s.sub("e", f, "## Links\n\n",
      "## Links\n\n- Supersedes [Move Specifications to the Domain Layer](20230810-move-specifications-to-the-domain.md)\n",
      f"Links bullet 'Supersedes [Move Specifications to the Domain Layer](20230810-move-specifications-to-the-domain.md)' "
      f"(MADR's Links relation, the counterpart of 20240219's 'Superseded by [...]'; 20260221 replaces the previous "
      f"specification layout) added to {f}; {old} left 'Status: accepted'")
f = s.take(f"{D}/20241118-use-vogen-to-simplify-strongly-typed-ids.md")
s.sub("f", f, "- Status: accepted\n", "- Status: acepted\n",
      f"status 'accepted' -> 'acepted' (accepted 16, Accepted 1; template: draft | proposed | rejected | accepted | "
      f"deprecated | superseded by) in {f}")
f = s.take(f"{D}/20241118-replace-automapper-with-manual-mapping.md")
body = tpl.split("\n## Context and Problem Statement\n", 1)[1].split("\n## ", 1)[0].strip("\n")
s.setbody("g", f, "## Context and Problem Statement", body,
          f"'## Context and Problem Statement' body replaced by docs/adr/template.md's '{{{{ CONTEXT }}}} <!-- required: "
          f"Describe the context and problem statement, ... -->' in {f}")
s.score("# ssw-cleanarchitecture-adr: kinds a, b, d, e, f, g (no c: records are dated, not numbered). One copy: "
        "/tmp/eval361-inj/ssw-cleanarchitecture-adr.")
