"""Inject defects into clean documents of a copy of each source of data320 to data323 (the three-hundred-and-eighteenth
to three-hundred-and-twenty-first evaluations, parts jy, jz, ka and kb: blind, frozen as /tmp/frozen264). See
inject_kit.py. Every edit below was chosen from the repositories' own templates and documents before anything ran.
Run: /work/main/.venv/bin/python inject-kb.py (writes injected-<source>.txt into each set's folder).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen264"

# ---------------------------------------------------------------- data320 (threehundredeighteenth, jy)
kit = Kit("threehundredeighteenth", "jy", data="/work/data320", clean="/work/blind320", pool="/work/blind320",
          copies="/tmp/eval320-inj", frozen=FROZEN)

# gsa-document-extractor-adr: docs/adrs/NNNN-slug.md, adr-tools Nygard layout (no template file), '## Status' then
# 'Accepted.' on all 11; nothing superseded: a, a, b, c, f.
s = kit.source("gsa-document-extractor-adr", "docs/adrs", r"\d{4}-.*\.md")
D = "docs/adrs"
f = s.take(f"{D}/0004-document-ids.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (11 of 11 ADRs have it) from {f}")
f = s.take(f"{D}/0010-pytest.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (11 of 11 ADRs have it) from {f}")
f = s.take(f"{D}/0009-aws-textract.md")
s.sub("b", f, "## Context\n\n", "## Context\n\nThe OCR runs in the [Python backend](0002-python-backend.md).\n\n",
      f"link to 0002-python-backend.md (the ADR is 0002-use-python-backend.md) added to {f}")
f = s.take(f"{D}/0007-iac-terraform.md")
s.copy("c", f, f"{D}/0007-use-terraform.md", f"copy of {f} as {D}/0007-use-terraform.md: number 0007 taken twice")
f = s.take(f"{D}/0003-user-interface-to-s3-data-flow.md")
s.sub("f", f, "## Status\n\nAccepted.\n", "## Status\n\nAcepted.\n",
      f"status 'Accepted.' -> 'Acepted.' (11 of 11 say 'Accepted.') in {f}")
s.score("# gsa-document-extractor-adr: kinds a, a, b, c, f. One copy: /tmp/eval320-inj/gsa-document-extractor-adr.")

# dfe-aqts-adr: adr/NNNNN-slug.md (five digits), adr-tools Nygard layout (no template file), every status 'Accepted',
# nothing written as superseded: a, a, b, c, f.
s = kit.source("dfe-aqts-adr", "adr", r"\d{5}-.*\.md")
f = s.take("adr/00006-storing-files.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (14 of 14 ADRs have it) from {f}")
f = s.take("adr/00004-tracking-usage.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (14 of 14 ADRs have it) from {f}")
f = s.take("adr/00012-tracking-email-deliveries.md")
s.sub("b", f, "## Context\n\n", "## Context\n\nEmails are sent as described in [ADR 5](00005-send-emails.md).\n\n",
      f"link to 00005-send-emails.md (the ADR is 00005-sending-emails.md) added to {f}")
f = s.take("adr/00013-pdf-generation.md")
s.copy("c", f, "adr/00013-generating-pdfs.md", f"copy of {f} as adr/00013-generating-pdfs.md: number 00013 taken twice")
f = s.take("adr/00011-prioritisation-checks.md")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (14 of 14 say Accepted) in {f}")
s.score("# dfe-aqts-adr: kinds a, a, b, c, f. One copy: /tmp/eval320-inj/dfe-aqts-adr.")

# ---------------------------------------------------------------- data321 (threehundrednineteenth, jz)
kit = Kit("threehundrednineteenth", "jz", data="/work/data321", clean="/work/blind321", pool="/work/blind321",
          copies="/tmp/eval321-inj", frozen=FROZEN)

# rbg-keps: keps/<n>-<slug>/README.md (351: kep-inplace-scheduling.md) with kep.yaml metadata (kep-number, status
# provisional|implementable|...|replaced, replaces), template keps/NNNN-kep-template/ (HTML-comment guidance under
# each heading); no superseded-by field in the template, nothing superseded: a, b, c, e, f, g.
K = "/work/data321/rbg-keps/keps"
s = kit.source("rbg-keps", [f"keps/{d}" for d in sorted(os.listdir(K)) if d != "NNNN-kep-template"
                            and os.path.isdir(f"{K}/{d}")], r"README\.md|kep-.*\.md")
tpl = read(f"{K}/NNNN-kep-template/README.md")
f = s.take("keps/129-rbg-warmup/README.md")
s.delsec("a", f, "## Design Details",
         f"deleted '## Design Details' (the template and 15 of 15 KEPs have it) from {f}")
f = s.take("keps/173-enhanced-custom-components-pattern/README.md")
s.sub("b", f, "**Port key formats** (consistent with KEP-171):",
      "**Port key formats** (consistent with [KEP-171](../171-pod-port-allocations/README.md)):",
      f"link to ../171-pod-port-allocations/README.md (the folder is 171-pod-port-allocation) added to {f}")
f = s.take("keps/133-configmap-refine/README.md")
s.sub("c", "keps/133-configmap-refine/kep.yaml", "kep-number: 133\n", "kep-number: 171\n",
      f"kep.yaml 'kep-number: 133' -> 171 for {f} (keps/133-configmap-refine/kep.yaml): number 171 taken twice "
      f"(keps/171-pod-port-allocation)")
f = s.take("keps/275-enhance-network/README.md")
s.sub("e", "keps/275-enhance-network/kep.yaml", 'approvers:\n  - "@cheyang"\n',
      'approvers:\n  - "@cheyang"\nreplaces:\n  - "/keps/260-leaderonly-service"\n',
      f"kep.yaml 'replaces: /keps/260-leaderonly-service' (the template's field) added for {f} "
      f"(keps/275-enhance-network/kep.yaml); keps/260-leaderonly-service/kep.yaml left 'status: provisional' "
      f"(template: replaced)")
f = s.take("keps/8-reduce-yaml-duplication/README.md")
s.sub("f", "keps/8-reduce-yaml-duplication/kep.yaml", "status: provisional\n", "status: provisonal\n",
      f"kep.yaml status 'provisional' -> 'provisonal' (template: provisional|implementable|implemented|deferred|"
      f"rejected|withdrawn|replaced) for {f} (keps/8-reduce-yaml-duplication/kep.yaml)")
f = s.take("keps/31-rbg-controller-revision/README.md")
body = tpl.split("\n## Summary\n", 1)[1].split("\n## Motivation\n", 1)[0].strip("\n")
s.setbody("g", f, "## Summary", body,
          f"'## Summary' body replaced by the template's '<!-- This section is incredibly important ... -->' in {f}")
s.score("# rbg-keps: kinds a, b, c, e, f, g. One copy: /tmp/eval321-inj/rbg-keps.")

# kinglet-adrs: NNNN-slug.md at the root ('[deprecated] ' prefix when retired), format in README.md ('# NNNN —
# Title', '- **Status**: draft / accepted / implemented / deferred / deprecated / superseded-by NNNN', Context /
# Decision / Consequences); old side writes 'superseded-by [NNNN](...)', new side '**Replaces**: [NNNN — Title](...)':
# a, b, c, d, e, f.
s = kit.source("kinglet-adrs", ".", r"(\[deprecated\] )?\d{4}-.*\.md")
f = s.take("0030-definite-assignment-and-literal-width-inference.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (README's format and 32 of 32 ADRs have it) from {f}")
f = s.take("0025-namespace-qualified-type-names.md")
s.sub("b", f, "- None (this is language-layer infrastructure).\n",
      "- None (this is language-layer infrastructure).\n- Module paths resolve as in [0018](0018-logical-modules.md).\n",
      f"link to 0018-logical-modules.md (the ADR is 0018-logical-module-system.md) added to {f}")
f = s.take("0012-test-suite-redesign.md")
s.copy("c", f, "0012-test-runner.md", f"copy of {f} as 0012-test-runner.md: number 0012 taken twice")
f = s.take("0005-backend-architecture.md")
s.sub("d", f, "- **Status**: implemented\n", "- **Status**: superseded-by [0033](0033-backend-redesign.md)\n",
      f"status 'superseded-by [0033](0033-backend-redesign.md)' (no ADR 0033; 0021-0023 write 'superseded-by "
      f"[NNNN](...)') in {f}")
f = s.take("0031-diagnostic-system.md")
s.sub("e", f, "- **Revised**: 2026-07-16\n",
      "- **Revised**: 2026-07-16\n\n**Replaces**: [0024 — LSP Completion: Sema-Backed Field-Access Resolution]"
      "(0024-lsp-completion-sema-integration.md)\n",
      f"'**Replaces**: [0024 — ...](0024-lsp-completion-sema-integration.md)' (as 0028 and 0029 write it) added to "
      f"{f}; 0024-lsp-completion-sema-integration.md left 'Status: implemented'")
f = s.take("0015-llvm-backend-roadmap.md")
s.sub("f", f, "- **Status**: implemented\n", "- **Status**: implemnted\n",
      f"status 'implemented' -> 'implemnted' (README: draft / accepted / implemented / deferred / deprecated / "
      f"superseded-by) in {f}")
s.score("# kinglet-adrs: kinds a, b, c, d, e, f. One copy: /tmp/eval321-inj/kinglet-adrs.")

# ---------------------------------------------------------------- data322 (threehundredtwentieth, ka)
kit = Kit("threehundredtwentieth", "ka", data="/work/data322", clean="/work/blind322", pool="/work/blind322",
          copies="/tmp/eval322-inj", frozen=FROZEN)

# openenclave-design: docs/DesignDocs/*.md, template embedded in README.md (Title, Motivation, User Experience,
# Specification, Alternatives, Authors, with question text), unnumbered, no status, no supersession; no section kept
# by nearly all (User Experience 21 of 35, Motivation 19, Specification 19): b, b, g, g.
s = kit.source("openenclave-design", "docs/DesignDocs", r"(?!README\.md).*\.md")
D = "docs/DesignDocs"
f = s.take(f"{D}/NotesOnAttestationAPI.md")
s.sub("b", f, "usage, and the SGX plugin design.\n",
      "usage, and the SGX plugin design. See also [SGX evidence verification](SGX_QuoteVerify_Integrations.md).\n",
      f"link to SGX_QuoteVerify_Integrations.md (the doc is SGX_QuoteVerify_Integration.md) added to {f}")
f = s.take(f"{D}/CustomAttestation_V3.md")
s.sub("b", f, "As custom attestation plugins are developed and features are requested, new APIs were added to:\n",
      "This updates [Custom Attestation Data Formats](CustomAttestation_V2.md).\n\n"
      "As custom attestation plugins are developed and features are requested, new APIs were added to:\n",
      f"link to CustomAttestation_V2.md (the earlier doc is CustomAttestation.md) added to {f}")
f = s.take(f"{D}/enclave_openssl_support.md")
s.setbody("g", f, "## Alternatives",
          "What other designs were considered?\n\nWhy were they discarded in favor of this design?",
          f"'## Alternatives' body replaced by the README template's 'What other designs were considered? ...' in {f}")
f = s.take(f"{D}/SwitchlessCalls.md")
s.setbody("g", f, "## Motivation", "Who needs this?\n\nWhy do they need it?",
          f"'## Motivation' body replaced by the README template's 'Who needs this? Why do they need it?' in {f}")
s.score("# openenclave-design: kinds b, b, g, g. One copy: /tmp/eval322-inj/openenclave-design.")

# posthog-sdk-specs: openspec/specs/<capability>/spec.md, no template file, no status, numbers or supersession in
# the specs; '## Purpose' and '## Requirements' in 62 of 62: a, a, b, b.
P = "/work/data322/posthog-sdk-specs/openspec/specs"
s = kit.source("posthog-sdk-specs", [f"openspec/specs/{d}" for d in sorted(os.listdir(P))], r"spec\.md")
f = s.take("openspec/specs/alias/spec.md")
s.delsec("a", f, "## Purpose", f"deleted '## Purpose' (62 of 62 specs have it; OpenSpec format) from {f}")
f = s.take("openspec/specs/screen/spec.md")
s.delsec("a", f, "## Requirements", f"deleted '## Requirements' (62 of 62 specs have it; OpenSpec format) from {f}")
f = s.take("openspec/specs/get-feature-flag/spec.md")
s.sub("b", f, "- **`get-feature-flag-payload`** — returns",
      "- **[`get-feature-flag-payload`](../get-feature-flag-payloads/spec.md)** — returns",
      f"link to ../get-feature-flag-payloads/spec.md (the capability is get-feature-flag-payload) added to {f}")
f = s.take("openspec/specs/flush/spec.md")
s.sub("b", f, "- **retry-queue / event-batcher** —", "- **[retry-queue](../retry-queues/spec.md) / event-batcher** —",
      f"link to ../retry-queues/spec.md (the capability is retry-queue) added to {f}")
s.score("# posthog-sdk-specs: kinds a, a, b, b. One copy: /tmp/eval322-inj/posthog-sdk-specs.")

# ---------------------------------------------------------------- data323 (threehundredtwentyfirst, kb)
kit = Kit("threehundredtwentyfirst", "kb", data="/work/data323", clean="/work/blind323", pool="/work/blind323",
          copies="/tmp/eval323-inj", frozen=FROZEN)

# monoceros-workbench: docs/adr/NNNN-slug.md, no template, '- Status: accepted' bullets; supersession written in the
# body on both sides ('> **Superseded by [ADR 0036](...).**' in 0003, 'This supersedes ... ADR 0027' in 0028) and
# '- Amends: [ADR 0041](...)' bullets: a, b, c, d, e, f.
s = kit.source("monoceros-workbench", "docs/adr", r"\d{4}-.*\.md")
D = "docs/adr"
f = s.take(f"{D}/0017-per-container-image-pinning.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (54 of 54 ADRs have it) from {f}")
f = s.take(f"{D}/0023-feature-contributed-workspace-env.md")
s.sub("b", f, "ADR 0021 gave **services**", "[ADR 0021](0021-per-instance-service-env.md) gave **services**",
      f"link to 0021-per-instance-service-env.md (the ADR is 0021-per-instance-service-connection-env.md) added to {f}")
f = s.take(f"{D}/0039-briefing-shape-rules-first.md")
s.copy("c", f, f"{D}/0039-briefing-rules-first.md",
       f"copy of {f} as {D}/0039-briefing-rules-first.md: number 0039 taken twice")
f = s.take(f"{D}/0022-ssh-universal-ide-attach-point.md")
s.sub("d", f, "- Date: 2026-06-16\n",
      "- Date: 2026-06-16\n\n> **Superseded by [ADR 0054](0054-ide-attach-via-devcontainer-cli.md).**\n",
      f"'> **Superseded by [ADR 0054](0054-ide-attach-via-devcontainer-cli.md).**' (no ADR 0054; 0003 writes "
      f"'> **Superseded by [ADR 0036](...).**') added to {f}")
f = s.take(f"{D}/0034-shell-history-persists-across-apply.md")
s.sub("e", f, "- Date: 2026-07-20\n",
      "- Date: 2026-07-20\n- Supersedes: [ADR 0015](0015-persist-ide-state-across-rebuilds.md)\n",
      f"'- Supersedes: [ADR 0015](0015-persist-ide-state-across-rebuilds.md)' (as 0048 writes '- Amends:') added to "
      f"{f}; 0015-persist-ide-state-across-rebuilds.md left 'Status: accepted' with no 'Superseded by'")
f = s.take(f"{D}/0045-mcp-servers-as-catalog-components.md")
s.sub("f", f, "- Status: accepted\n", "- Status: acceptd\n",
      f"status 'accepted' -> 'acceptd' (46 say accepted) in {f}")
s.score("# monoceros-workbench: kinds a, b, c, d, e, f. One copy: /tmp/eval323-inj/monoceros-workbench.")

# dcsv-d2-adrs: docs/adrs/NNNN-slug.md with gaps, no template, '- **Status**: Accepted' on all 16, the same five
# sections in all 16; nothing superseded: a, a, b, c, f.
s = kit.source("dcsv-d2-adrs", "docs/adrs", r"\d{4}-.*\.md")
D = "docs/adrs"
f = s.take(f"{D}/0008-caching-marker-interfaces.md")
s.delsec("a", f, "## Alternatives considered",
         f"deleted '## Alternatives considered' (16 of 16 ADRs have it) from {f}")
f = s.take(f"{D}/0014-resilience-primitives.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' (16 of 16 ADRs have it) from {f}")
f = s.take(f"{D}/0005-handler-pipeline.md")
s.sub("b", f, "- `packages/dotnet/caching/local-default/DefaultLocalCache.cs` — documented `BaseHandler` carve-out.\n",
      "- `packages/dotnet/caching/local-default/DefaultLocalCache.cs` — documented `BaseHandler` carve-out.\n"
      "- [ADR-0008](0008-caching-marker-interface.md) — the cache markers the carve-out serves.\n",
      f"link to 0008-caching-marker-interface.md (the ADR is 0008-caching-marker-interfaces.md) added to {f}")
f = s.take(f"{D}/0006-abstractions-implementation-split.md")
s.copy("c", f, f"{D}/0006-contracts-implementation-split.md",
       f"copy of {f} as {D}/0006-contracts-implementation-split.md: number 0006 taken twice")
f = s.take(f"{D}/0011-pii-redaction-logging-safety.md")
s.sub("f", f, "- **Status**: Accepted\n", "- **Status**: Acepted\n",
      f"status 'Accepted' -> 'Acepted' (16 of 16 say Accepted) in {f}")
s.score("# dcsv-d2-adrs: kinds a, a, b, c, f. One copy: /tmp/eval323-inj/dcsv-d2-adrs.")

# idelia-adr: docs/adr/NNNN-slug.md (French), template 0000-modele-adr.md ('- **Statut** : Proposé | Accepté |
# Rejeté | Déprécié | Remplacé par [ADR XXXX](xxxx-....md)', Contexte / Décision / Conséquences with guidance text);
# supersession written on the old side only ('Remplacé par'): a, b, c, d, f, g.
s = kit.source("idelia-adr", "docs/adr", r"00(0[1-9]|1\d)-.*\.md")
tpl = read("/work/data323/idelia-adr/docs/adr/0000-modele-adr.md")
D = "docs/adr"
f = s.take(f"{D}/0013-icones-phosphor.md")
s.delsec("a", f, "## Conséquences", f"deleted '## Conséquences' (the template and 18 of 18 ADRs have it) from {f}")
f = s.take(f"{D}/0016-router-mode-hash-pour-pages.md")
s.sub("b", f, "([ADR 0002](0002-application-frontend-sans-backend.md)). vue-router propose",
      "([ADR 0002](0002-application-frontend-sans-backend.md)). vue-router "
      "([ADR 0003](0003-stack-vue-vite-options-api-vuex-router.md)) propose",
      f"link to 0003-stack-vue-vite-options-api-vuex-router.md (the ADR is 0003-stack-vue-vite-optionsapi-vuex-router.md) "
      f"added to {f}")
f = s.take(f"{D}/0014-pas-authentification-v1.md")
s.copy("c", f, f"{D}/0014-sans-authentification.md",
       f"copy of {f} as {D}/0014-sans-authentification.md: number 0014 taken twice")
f = s.take(f"{D}/0005-persistance-localstorage-derriere-repository.md")
s.sub("d", f, "- **Statut** : Accepté\n", "- **Statut** : Remplacé par [ADR 0020](0020-persistance-indexeddb.md)\n",
      f"status 'Remplacé par [ADR 0020](0020-persistance-indexeddb.md)' (no ADR 0020; the template writes "
      f"'Remplacé par [ADR XXXX](xxxx-....md)') in {f}")
f = s.take(f"{D}/0011-validation-vuelidate-vue-debounce.md")
s.sub("f", f, "- **Statut** : Accepté\n", "- **Statut** : Acepté\n",
      f"status 'Accepté' -> 'Acepté' (template: Proposé | Accepté | Rejeté | Déprécié | Remplacé par) in {f}")
f = s.take(f"{D}/0004-pas-de-typescript-js-jsdoc.md")
body = tpl.split("\n## Contexte\n", 1)[1].split("\n## Décision\n", 1)[0].strip("\n")
s.setbody("g", f, "## Contexte", body,
          f"'## Contexte' body replaced by the template's 'Quel problème ou quelle question se pose ? ...' in {f}")
s.score("# idelia-adr: kinds a, b, c, d, f, g. One copy: /tmp/eval323-inj/idelia-adr.")
