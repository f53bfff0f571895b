"""Inject defects into clean documents of a copy of each source of data349 and data350 (the three-hundred-and-forty-sixth
and three-hundred-and-forty-seventh evaluations, parts la and lb: blind, frozen as /tmp/frozen278). See inject_kit.py.
Every edit below was chosen from the repositories' own templates and documents before anything ran.
Run: /work/main/.venv/bin/python inject-lb.py (writes injected-<source>.txt into each set's folder).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen278"
for name in ("threehundredfortysixth", "threehundredfortyseventh"):
    os.makedirs(f"/work/main/bench/conventions-eval/{name}", exist_ok=True)

# ---------------------------------------------------------------- data349 (threehundredfortysixth, la)
kit = Kit("threehundredfortysixth", "la", data="/work/data349", clean="/work/blind349", pool="/work/blind349",
          copies="/tmp/eval349-inj", frozen=FROZEN)

# kotlin-keep: proposals/KEEP-NNNN-slug.md (92) and proposals/stdlib/KEEP-NNNN-slug.md (24), README.md: 'Every new
# proposal gets a KEEP number (previous proposal number + 1)'; template proposals/stdlib/TEMPLATE.md (header bullets
# '* **Status**: Submitted', sections Summary / Similar API review / Use cases / Alternatives / Dependencies / Placement
# / ... with guidance bullets); '## Summary' in 23 of 24 stdlib proposals (not KEEP-0395); no language template;
# status a header bullet '* **Status**: ...' (README: Public discussion, In progress, Experimental in X, Stable in X,
# Declined, Unknown, Superseded by KEEP-xxxx; 12 'Public discussion'); supersession in the Status bullet ('Superseded by
# [KEEP-0367](./KEEP-0367-context-parameters.md)' in KEEP-0259) and on the newer side as a header bullet ('* **Supersedes**:
# [KEEP-0452](https://github.com/Kotlin/KEEP/blob/main/proposals/KEEP-0452-assign-once.md)' in KEEP-0455) or in prose
# (KEEP-0406); relative links '[KEEP-367](./KEEP-0367-context-parameters.md)': a, b, d, e, f, g.
R = "/work/data349/kotlin-keep"
s = kit.source("kotlin-keep", ["proposals", "proposals/stdlib"], r"KEEP-\d{4}-[\w.-]+\.md")
tpl = read(f"{R}/proposals/stdlib/TEMPLATE.md")
D = "proposals"
f = s.take(f"{D}/stdlib/KEEP-0013-map-copying.md")
s.delsec("a", f, "## Summary", f"deleted '## Summary' (stdlib/TEMPLATE.md and 23 of 24 stdlib proposals have it) from {f}")
f = s.take(f"{D}/KEEP-0443-suspend-CoroutineContext-context-parameter.md")
s.sub("b", f, "[KEEP-367](./KEEP-0367-context-parameters.md) introduces context parameters",
      "[KEEP-367](./KEEP-0367-context-parameter.md) introduces context parameters",
      f"link '[KEEP-367](./KEEP-0367-context-parameter.md)' (the KEEP is KEEP-0367-context-parameters.md) in {f}")
f = s.take(f"{D}/KEEP-0364-infinite-loop.md")
s.sub("d", f, "* **Status**: Unknown\n", "* **Status**: Superseded by [KEEP-0470](./KEEP-0470-infinite-for-loop.md)\n",
      f"'* **Status**: Superseded by [KEEP-0470](./KEEP-0470-infinite-for-loop.md)' (no KEEP-0470, the last is 0467; "
      f"KEEP-0259 writes 'Superseded by [KEEP-0367](./KEEP-0367-context-parameters.md)') in {f}")
old = s.take(f"{D}/KEEP-0061-generic-values-and-valueof-for-enums.md")
f = s.take(f"{D}/KEEP-0283-enum-entries.md")
s.sub("e", f, "* **Discussion**: [KEEP-283](https://github.com/Kotlin/KEEP/issues/283)\n",
      "* **Discussion**: [KEEP-283](https://github.com/Kotlin/KEEP/issues/283)\n"
      "* **Supersedes**: [KEEP-0061](https://github.com/Kotlin/KEEP/blob/main/proposals/"
      "KEEP-0061-generic-values-and-valueof-for-enums.md)\n",
      f"'* **Supersedes**: [KEEP-0061](https://github.com/Kotlin/KEEP/blob/main/proposals/KEEP-0061-...md)' (as KEEP-0455"
      f" writes it) added to {f}; {old} left '* **Status**: Stable in 1.1'")
f = s.take(f"{D}/KEEP-0440-bcv-to-kgp.md")
s.sub("f", f, "* **Status**: Public discussion\n", "* **Status**: Public discusion\n",
      f"status 'Public discussion' -> 'Public discusion' (README: Public discussion, In progress, Experimental in X, "
      f"Stable in X, Declined, Unknown, Superseded by KEEP-xxxx) in {f}")
f = s.take(f"{D}/stdlib/KEEP-0047-on-each.md")
body = tpl.split("\n## Placement\n", 1)[1].split("\n## Reference implementation\n", 1)[0].strip("\n")
s.setbody("g", f, "## Placement", body,
          f"'## Placement' body replaced by stdlib/TEMPLATE.md's '* Standard Library or one of kotlinx extension "
          f"libraries / * package(s): should it be placed in one of packages imported by default?' in {f}")
s.score("# kotlin-keep: kinds a, b, d, e, f, g. One copy: /tmp/eval349-inj/kotlin-keep.")

# scala-sip: content/NNN-slug.md (44, 001-071 with gaps), YAML front matter 'number: NN' matching the file name in all
# 44 (one SIP per number); template sip-template.md (History / Summary / Motivation / Proposed solution / ... /
# Alternatives / Related work / FAQ with guidance paragraphs); '## Motivation' in the template and in all 21 SIPs from
# 038 on (25 of 44 overall, the old ones predate the template); 'status:' in the front matter (shipped 39, accepted 2,
# waiting-for-implementation 2, under-review 1; generate-docs.scala: submitted, under-review, vote-requested,
# waiting-for-implementation, accepted, shipped, rejected, withdrawn); no supersession (no d, e); no relative links
# between SIPs, only absolute docs.scala-lang.org / github.com links (no b): a, c, c, f, f, g.
R = "/work/data349/scala-sip"
s = kit.source("scala-sip", "content", r"\d{3}-[\w.-]+\.md")
tpl = read(f"{R}/sip-template.md")
D = "content"
f = s.take(f"{D}/059-multiple-assignments.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (sip-template.md and all 21 SIPs from 038 on have it; 25 of "
         f"44 overall) from {f}")
f = s.take(f"{D}/062-better-fors.md")
s.copy("c", f, f"{D}/062-for-comprehension-improvements.md",
       f"copy of {f} as {D}/062-for-comprehension-improvements.md: 'number: 62' and prefix 062 taken twice")
f = s.take(f"{D}/057-replace-nonsensical-unchecked-annotation.md")
s.sub("c", f, "\nnumber: 57\n", "\nnumber: 56\n",
      f"front matter 'number: 57' -> 'number: 56' (056-match-types-spec.md is number 56; one SIP per number) in {f}")
f = s.take(f"{D}/042-binary-integer-literals.md")
s.sub("f", f, "\nstatus: shipped\n", "\nstatus: shiped\n",
      f"status 'shipped' -> 'shiped' (generate-docs.scala: submitted, under-review, vote-requested, "
      f"waiting-for-implementation, accepted, shipped, rejected, withdrawn) in {f}")
f = s.take(f"{D}/061-unroll-default-arguments.md")
s.sub("f", f, "\nstatus: accepted\n", "\nstatus: acepted\n",
      f"status 'accepted' -> 'acepted' (generate-docs.scala's statuses; 061 and 068 are 'accepted') in {f}")
f = s.take(f"{D}/053-quote-pattern-type-variable-syntax.md")
body = tpl.split("\n## Alternatives\n", 1)[1].split("\n## Related work\n", 1)[0].strip("\n")
s.setbody("g", f, "## Alternatives", body,
          f"'## Alternatives' body replaced by sip-template.md's 'This section should present alternative proposals "
          f"that were considered. ...' in {f}")
s.score("# scala-sip: kinds a, c, c, f, f, g. One copy: /tmp/eval349-inj/scala-sip.")

# conda-cep: flat cep-NNNN.md (0000-0048, 0005/0007 missing; pre-commit enforces 'cep-XXXX.md' names, so a number can
# not be taken twice by file name: no c); template cep-0000.md (HTML header table with '<tr><td> Status </td><td> Draft |
# Proposed | Accepted | Rejected | Deferred | Implemented </td></tr>', '## Abstract' 'A short description of the change
# being addressed.', '## Other sections', '## Copyright'); '## Abstract' in the template and 44 of 46 CEPs (not 0002,
# 0016), '## Copyright' in the template and 41 of 46; Status values Accepted 37, Approved 6 (the PR template: 'The CEP
# status in the table has been changed to approved'); no supersession convention (no d, e); relative links
# '[CEP 34](./cep-0034.md)' (124 in 20 files): a, a, b, f, f, g.
R = "/work/data349/conda-cep"
s = kit.source("conda-cep", ".", r"cep-\d{4}\.md")
tpl = read(f"{R}/cep-0000.md")
f = s.take("cep-0023.md")
s.delsec("a", f, "## Abstract", f"deleted '## Abstract' (cep-0000.md and 44 of 46 CEPs have it) from {f}")
f = s.take("cep-0030.md")
s.delsec("a", f, "## Copyright", f"deleted '## Copyright' (cep-0000.md and 41 of 46 CEPs have it; all CEPs are CC0) "
         f"from {f}")
f = s.take("cep-0038.md")
s.sub("b", f, "defined in [CEP 34](./cep-0034.md). Other", "defined in [CEP 34](./cep-034.md). Other",
      f"link '[CEP 34](./cep-034.md)' (the CEP is cep-0034.md) in {f}")
f = s.take("cep-0040.md")
s.sub("f", f, "<tr><td> Status </td><td> Accepted </td></tr>", "<tr><td> Status </td><td> Acepted </td></tr>",
      f"status 'Accepted' -> 'Acepted' (cep-0000.md: Draft | Proposed | Accepted | Rejected | Deferred | Implemented) "
      f"in {f}")
f = s.take("cep-0024.md")
s.sub("f", f, "<tr><td> Status </td><td> Approved </td></tr>", "<tr><td> Status </td><td> Aproved </td></tr>",
      f"status 'Approved' -> 'Aproved' (6 CEPs say Approved; PR template: 'status ... changed to approved') in {f}")
f = s.take("cep-0044.md")
body = tpl.split("\n## Abstract\n", 1)[1].split("\n## Other sections\n", 1)[0].strip("\n")
s.setbody("g", f, "## Abstract", body,
          f"'## Abstract' body replaced by cep-0000.md's 'A short description of the change being addressed.' in {f}")
s.score("# conda-cep: kinds a, a, b, f, f, g. One copy: /tmp/eval349-inj/conda-cep.")

# ---------------------------------------------------------------- data350 (threehundredfortyseventh, lb)
kit = Kit("threehundredfortyseventh", "lb", data="/work/data350", clean="/work/blind350", pool="/work/blind350",
          copies="/tmp/eval350-inj", frozen=FROZEN)

# gsa-tts-fac-adr: docs/architecture/decisions/NNNN-slug.md (0001-0046, adr-tools, '# N. Title'); 0029: four-digit
# number file names, statuses Accepted / Deprecated / Superseded (with reference); template adr-template.md (Status /
# Areas of impact with '<delete any from the below list that do not apply>' and the nine areas / Related resources /
# Context / Decision / Consequences); '## Context' in the template and 46 of 46; status the line under '## Status'
# (Accepted 34); supersession: 0014 '## Status' 'Superseded by [ADR 16](https://github.com/GSA-TTS/FAC/blob/main/docs/
# architecture/decisions/0016-compliance-documentation.md)', 0028 'This supersedes all prior ADRs and PDRs regarding
# UEI.'; relative links '[...](0011-excel-generation-validation.md)' (0024): a, b, c, d, e, g.
R = "/work/data350/gsa-tts-fac-adr"
s = kit.source("gsa-tts-fac-adr", "docs/architecture/decisions", r"\d{4}-[\w-]+\.md")
tpl = read(f"{R}/docs/architecture/decisions/adr-template.md")
D = "docs/architecture/decisions"
U = "https://github.com/GSA-TTS/FAC/blob/main/docs/architecture/decisions"
f = s.take(f"{D}/0036-access-deletion.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (adr-template.md and 46 of 46 ADRs have it) from {f}")
f = s.take(f"{D}/0023-store-submission-data-as-json.md")
s.sub("b", f, "The JSON Schema for each section will serve as the source of truth for the schema and validation rules.\n",
      "The JSON Schema for each section will serve as the source of truth for the schema and validation rules. The "
      "question copy for each section is [stored the same way](0020-store-questions-copy-as-json.md).\n",
      f"link to 0020-store-questions-copy-as-json.md (the ADR is 0020-store-question-copy-as-json.md) added to {f}")
f = s.take(f"{D}/0039-data-migration-iterative-approach.md")
s.copy("c", f, f"{D}/0039-data-migration-iterations.md",
       f"copy of {f} as {D}/0039-data-migration-iterations.md: number 0039 (and '# 39.') taken twice")
f = s.take(f"{D}/0022-use-iac-for-environment-access.md")
s.sub("d", f, "## Status\n\nAccepted\n",
      f"## Status\n\nSuperseded by [ADR 47]({U}/0047-manage-environment-access-with-terraform.md)\n",
      f"'## Status' 'Superseded by [ADR 47](.../0047-manage-environment-access-with-terraform.md)' (no 0047, the last "
      f"is 0046; 0014 writes 'Superseded by [ADR 16]({U}/0016-compliance-documentation.md)') in {f}")
old = s.take(f"{D}/0026-samgov-integration.md")
f = s.take(f"{D}/0028-uei-required.md")
s.sub("e", f, "This supersedes all prior ADRs and PDRs regarding UEI.\n",
      f"This supersedes all prior ADRs and PDRs regarding UEI, including [ADR 26]({U}/0026-samgov-integration.md).\n",
      f"'This supersedes all prior ADRs and PDRs regarding UEI, including [ADR 26](.../0026-samgov-integration.md).' in "
      f"{f}; {old} left '## Status' 'Accepted'")
f = s.take(f"{D}/0037-validation-waivers.md")
body = tpl.split("\n## Areas of impact\n", 1)[1].split("\n## Related resources\n", 1)[0].strip("\n")
s.setbody("g", f, "## Areas of impact", body,
          f"'## Areas of impact' body replaced by adr-template.md's '<delete any from the below list that do not "
          f"apply>' and its nine areas in {f}")
s.score("# gsa-tts-fac-adr: kinds a, b, c, d, e, g. One copy: /tmp/eval350-inj/gsa-tts-fac-adr.")

# altinn-studio-adr: docs/adr/YYYY-MM-DD-slug.md (22, dated, not numbered: no c); template yyyy-mm-dd-template.md
# ('- Status: Proposed | Accepted | Exceeded by "adr-name"', '## Result' 'Which alternative was chosen. Do not include
# any reasoning here.', Problem context / Decision drivers / Alternatives considered / Pros and cons); '## Problem
# context' and '## Result' in the template and 20 of 22; status bullet '- Status: Accepted' (15); supersession in the
# Status bullets as bare names: '- Status: Exceeded by 2025-10-08-studio-library-persistence-2' (old) / '- Status:
# Replaces 2025-09-04-studio-library-persistence' (new); relative links '[2026-02-19-app-components-i18n.md]
# (./2026-02-19-app-components-i18n.md)': a, b, d, e, f, g.
R = "/work/data350/altinn-studio-adr"
s = kit.source("altinn-studio-adr", "docs/adr", r"\d{4}-\d{2}-\d{2}-[\w-]+\.md")
tpl = read(f"{R}/docs/adr/yyyy-mm-dd-template.md")
D = "docs/adr"
f = s.take(f"{D}/2026-05-07-ai-assistant-infrastructure.md")
s.delsec("a", f, "## Problem context", f"deleted '## Problem context' (yyyy-mm-dd-template.md and 20 of 22 ADRs have it) "
         f"from {f}")
f = s.take(f"{D}/2026-02-24-translation-key-validation.md")
s.sub("b", f, "(see [2026-02-19-app-components-i18n.md](./2026-02-19-app-components-i18n.md))",
      "(see [2026-02-19-app-component-i18n.md](./2026-02-19-app-component-i18n.md))",
      f"link to ./2026-02-19-app-component-i18n.md (the ADR is 2026-02-19-app-components-i18n.md) in {f}")
f = s.take(f"{D}/2025-12-09-altinn-3-code-list.md")
s.sub("d", f, "- Status: Accepted\n", "- Status: Exceeded by 2026-03-02-altinn-3-code-list-2\n",
      f"'- Status: Exceeded by 2026-03-02-altinn-3-code-list-2' (no such ADR; 2025-09-04-studio-library-persistence.md "
      f"writes '- Status: Exceeded by 2025-10-08-studio-library-persistence-2') in {f}")
old = s.take(f"{D}/2024-09-25-signing-configuration.md")
f = s.take(f"{D}/2025-06-12-environment-specific-config.md")
s.sub("e", f, "- Status: Accepted\n", "- Status: Replaces 2024-09-25-signing-configuration\n",
      f"'- Status: Replaces 2024-09-25-signing-configuration' (as 2025-10-08-studio-library-persistence-2.md writes it) "
      f"in {f}; {old} left '- Status: Accepted'")
f = s.take(f"{D}/2026-07-24-eformidling-shipment-id.md")
s.sub("f", f, "- Status: Accepted\n", "- Status: Acepted\n",
      f"status 'Accepted' -> 'Acepted' (template: Proposed | Accepted | Exceeded by \"adr-name\") in {f}")
f = s.take(f"{D}/2026-05-11-maps-and-filters-in-expressions.md")
body = tpl.split("\n## Result\n", 1)[1].split("\n## Problem context\n", 1)[0].strip("\n")
s.setbody("g", f, "## Result", body,
          f"'## Result' body replaced by yyyy-mm-dd-template.md's 'Which alternative was chosen. Do not include any "
          f"reasoning here.' in {f}")
s.score("# altinn-studio-adr: kinds a, b, d, e, f, g. One copy: /tmp/eval350-inj/altinn-studio-adr.")

# sul-dlss-engineering-design-adrs: root NNNN-slug.md (0000-0023, 0013/0014 missing), front matter 'title: ADR-NNNN';
# MADR template template.md ('* Status: [drafted | proposed | rejected | accepted | deprecated | … | superseded by
# [ADR-0005](0005-example.md)] <!-- required -->', '## Context and Problem Statement <!-- required -->' with '[Describe
# the context ...]', '## Considered Options <!-- required -->', ..., '## Links' with '* [Link type] [Link to ADR]');
# Context and Problem Statement and Considered Options in the template and 22 of 22; status bullet under the H1 (drafted
# 11, accepted 2, Decided/decided 3, Approved 2, ...); supersession: 0001 '* Status: superseded by
# [ADR-0012](0012-dor-datastore.md)]', 0012's Links '* Supersedes [ADR-0001](0001-migrate-off-fedora-3.md)'; links
# '[ADR-0010](0010-message-broker.md)': a, c, d, e, f, g.
R = "/work/data350/sul-dlss-engineering-design-adrs"
s = kit.source("sul-dlss-engineering-design-adrs", ".", r"\d{4}-[\w-]+\.md")
tpl = read(f"{R}/template.md")
f = s.take("0022-derivative-generation.md")
s.delsec("a", f, "## Considered Options <!-- required -->",
         f"deleted '## Considered Options' (template.md marks it required; 22 of 22 ADRs have it) from {f}")
f = s.take("0016-containerization.md")
s.copy("c", f, "0016-containerize-applications.md",
       f"copy of {f} as 0016-containerize-applications.md: number 0016 (and 'title: ADR-0016') taken twice")
f = s.take("0018-graphql.md")
s.sub("d", f, "* Status: accepted\n", "* Status: superseded by [ADR-0024](0024-retire-graphql-api.md)\n",
      f"'* Status: superseded by [ADR-0024](0024-retire-graphql-api.md)' (no 0024, the last is 0023; template: "
      f"'superseded by [ADR-0005](0005-example.md)', 0001: 'superseded by [ADR-0012](0012-dor-datastore.md)') in {f}")
old = s.take("0020-purl-fetcher-api.md")
f = s.take("0021-versioned-data-in-purl-and-stacks.md")
s.sub("e", f, "* Related to [ADR-0020](0020-purl-fetcher-api.md)", "* Supersedes [ADR-0020](0020-purl-fetcher-api.md)",
      f"Links '* Supersedes [ADR-0020](0020-purl-fetcher-api.md)' (as 0012 writes '* Supersedes [ADR-0001](...)') in "
      f"{f}; {old} left '- Status: Approved'")
f = s.take("0017-robots-sidekiq.md")
s.sub("f", f, "* Status: accepted\n", "* Status: acceptd\n",
      f"status 'accepted' -> 'acceptd' (template: drafted | proposed | rejected | accepted | deprecated | superseded) "
      f"in {f}")
f = s.take("0011-use-api-tokens.md")
H = "## Context and Problem Statement <!-- required -->"
body = tpl.split(f"\n{H}\n", 1)[1].split("\n## Decision Drivers", 1)[0].strip("\n")
s.setbody("g", f, H, body,
          f"'## Context and Problem Statement' body replaced by template.md's '[Describe the context and problem "
          f"statement, e.g., in free form using two to three sentences. ...]' in {f}")
s.score("# sul-dlss-engineering-design-adrs: kinds a, c, d, e, f, g. One copy: "
        "/tmp/eval350-inj/sul-dlss-engineering-design-adrs.")
