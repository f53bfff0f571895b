"""Inject defects into clean documents of a copy of each data40 source (thirty-ninth evaluation, part f: the
developer's; no helper was started for this set).

Uses inject_kit.py (one copy per source in /tmp/eval40-inj-f/<source>, empty .doccheck.toml; a document is clean when
the clean run /tmp/eval40/<source>.check.txt has no finding on it). Kinds: a a required section deleted, b a broken
link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an unknown
status, g the template's text left in.
Run: /work/main/.venv/bin/python inject-f.py (writes injected-<source>.txt next to this file).
"""
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtyninth", "f", data="/work/data40", clean="/tmp/eval40", copies="/tmp/eval40-inj-f", frozen="/tmp/frozen39")


# lifegoals-adr: nikkijuk/lifegoals doc/arch/adr @ beb08a6. Template adr-0000-template.md: '## Status' as a checklist
# ('- [ ] New', '- [x] Proposed', '- [ ] Accepted', '- [ ] Rejected', '- [ ] Deprecated'), its note: "deprecated" or
# "superseded" "with a reference to its replacement"; Context, Decision, Consequences. Eight records, all Proposed.
L = "doc/arch/adr/"
s = kit.source("lifegoals-adr", L[:-1], r"adr-\d{4}-.*\.md")
f = s.take(L + "adr-0003-follow-advice-process.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (the template and 8 of 8 records have it)")
f = s.take(L + "adr-0004-choose-app-template.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee also [ADR 0009](adr-0009-define-theming.md).\n",
      "link to adr-0009-define-theming.md (the records' file naming), which does not exist (records end at 0008)")
f = s.take(L + "adr-0005-define-state-managament-approach.md")
s.copy("c", f, L + "adr-0005-use-riverpod.md", f"a copy of {f} under the same number 0005")
f = s.take(L + "adr-0006-define-localization-approach.md")
s.sub("d", f, "- [x] Proposed\n- [ ] Accepted\n- [ ] Rejected\n- [ ] Deprecated\n",
      "- [ ] Proposed\n- [ ] Accepted\n- [ ] Rejected\n- [ ] Deprecated\n- [x] Superseded by [ADR 0009](adr-0009-use-slang.md)\n",
      "the checklist's mark moved to an added '- [x] Superseded by [ADR 0009](adr-0009-use-slang.md)' (the template's "
      "'superseded ... with a reference to its replacement'); no 0009")
f = s.take(L + "adr-0001-record-decisions-using-adr-template.md")
s.edit(f, "- [x] Proposed\n- [ ] Accepted", "- [ ] Proposed\n- [x] Accepted")  # e's set-up: adr-0001 in force
f = s.take(L + "adr-0002-use-uniform-adr-template.md")
# (First written with adr-0002 left Proposed: a proposed successor leaves the old record in force, no defect; so
# the successor is accepted too.)
s.edit(f, "- [x] Proposed\n- [ ] Accepted", "- [ ] Proposed\n- [x] Accepted")
s.sub("e", f, "## Context\n", "## Context\n\nThis ADR supersedes [ADR 0001](adr-0001-record-decisions-using-adr-template.md).\n",
      "adr-0002 (accepted) says it supersedes doc/arch/adr/adr-0001-record-decisions-using-adr-template.md, which "
      "stays Accepted")
f = s.take(L + "adr-0007-define-navigation-mechanism.md")
s.sub("f", f, "- [x] Proposed", "- [x] Postponed",
      "the checked status 'Postponed' (template's choices: New, Proposed, Accepted, Rejected, Deprecated)")
f = s.take(L + "adr-0005-define-state-managament-approach.md", again=True)
s.setbody("g", f, "## Consequences",
          "<resulting context after applying the decision.\nAll consequences should be listed here, not just the "
          "\"positive\" ones.\nA particular decision may have positive, negative, and neutral consequences,\nbut all "
          "of them affect the team and project in the future.>",
          "'## Consequences' body is adr-0000-template.md's own '<resulting context ...>' text (after c's copy was made)")
s.score("# lifegoals-adr: kinds a b c d e f g (e is two edits: 0001 accepted, 0002 supersedes it). "
        "One copy: /tmp/eval40-inj-f/lifegoals-adr.")

# patina-rfc: OpenDevicePartnership/patina docs/src/rfc @ 80aa9c4 (template.md, text/NNNN-name.md, rejected/), plus
# docs/src/rfc_lifecycle.md (the process). The records have no status, no supersession field: d e f skipped.
P = "docs/src/rfc/text/"
s = kit.source("patina-rfc", P[:-1], r"\d{4}-.*\.md")
f = s.take(P + "0011-patina-package.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 18 of 18 RFCs have it)")
f = s.take(P + "0013-llvm-cov-coverage.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nThis builds on [RFC 0019](0019-boot-services.md).\n",
      "link to 0019-boot-services.md, which does not exist (text/ ends at 0018)")
f = s.take(P + "0016-remove-function-component.md")
s.copy("c", f, P + "0016-component-macros.md", f"a copy of {f} under the same number 0016")
f = s.take(P + "0017-uefi-services-component.md")
s.setbody("g", f, "## Goals",
          "Succinct ordered list of the goals for this feature. It should be easy to associate design choices with goals.",
          "'## Goals' body is template.md's own text")
s.score("# patina-rfc: kinds a b c g; d e f skipped (no status or supersession in the records). "
        "One copy: /tmp/eval40-inj-f/patina-rfc.")

# realestate-adr: luanalves/realestate_backend docs/adr @ 09d5fd0. Portuguese template.md ('## Status' 'Aceito |
# Proposto | Rejeitado | Substituído por ADR [n]', Contexto, Decisão, Consequências); records in Portuguese or English
# (Context/Decision), status under '## Status' ('Aceito') or '**Status**: Accepted'.
R = "docs/adr/"
s = kit.source("realestate-adr", R[:-1], r"ADR-\d{3}-.*\.md")
f = s.take(R + "ADR-006-git-flow-workflow.md")
s.delsec("a", f, "## Decisão", "deleted '## Decisão' (the template has it; every record has a Decisão or Decision)")
f = s.take(R + "ADR-007-hateoas-hypermedia-rest-api.md")
s.sub("b", f, "## Contexto\n", "## Contexto\n\nVer também [ADR-030](ADR-030-rate-limiting.md).\n",
      "link to ADR-030-rate-limiting.md, which does not exist (records end at 029)")
f = s.take(R + "ADR-005-openapi-30-swagger-documentation.md")
s.copy("c", f, R + "ADR-005-openapi-examples.md", f"a copy of {f} under the same number 005")
f = s.take(R + "ADR-008-api-security-multi-tenancy.md")
s.sub("d", f, "## Status\nAceito", "## Status\nSubstituído por [ADR-030](ADR-030-multi-tenancy-v2.md)",
      "'Substituído por [ADR-030](ADR-030-multi-tenancy-v2.md)' (the template's own 'Substituído por ADR [n]'); no 030")
f = s.take(R + "ADR-023-mailhog-email-testing-development.md")
s.sub("e", f, "## Contexto\n", "## Contexto\n\nEste ADR substitui o [ADR-019](ADR-019-rbac-perfis-acesso-multi-tenancy.md).\n",
      "ADR-023 says it replaces ('substitui') docs/adr/ADR-019-rbac-perfis-acesso-multi-tenancy.md, which stays 'Aceito'")
s.take(R + "ADR-019-rbac-perfis-acesso-multi-tenancy.md")
f = s.take(R + "ADR-020-observer-pattern-odoo-event-driven-architecture.md")
s.sub("f", f, "## Status\nAceito", "## Status\nAdiado",
      "status 'Adiado' (postponed; template: Aceito, Proposto, Rejeitado, Substituído; records: Aceito, Accepted, Proposto, Proposed)")
f = s.take(R + "ADR-004-nomenclatura-modulos-tabelas.md")
s.setbody("g", f, "## Consequências",
          "Os impactos (positivos e negativos) da decisão, incluindo compromissos feitos, riscos aceitos e implicações futuras.",
          "'## Consequências' body is template.md's own text")
s.score("# realestate-adr: kinds a b c d e f g. One copy: /tmp/eval40-inj-f/realestate-adr.")

# scylla-enh: scylladb/scylla-operator enhancements @ adefed4 (proposal-template.md, a KEP-like template;
# proposals/NNNN-name/README.md). No status, number field or supersession in the proposals: d e f skipped.
S = "enhancements/proposals/"
s = kit.source("scylla-enh", [S + d for d in sorted(os.listdir(kit.data / "scylla-enh" / S))], r"README\.md")
f = s.take(S + "2457-nodeconfig-sysctls/README.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 10 of 10 proposals have it)")
f = s.take(S + "1405-alternator/README.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also [External seeds](../1304-external-seed/README.md).\n",
      "link to ../1304-external-seed/README.md (the folder is 1304-external-seeds)")
f = s.take(S + "1665-metadata/README.md")
os.makedirs(s.d / S / "1665-metadata-labels", exist_ok=True)
s.copy("c", f, S + "1665-metadata-labels/README.md", f"a copy of {f} as proposals/1665-metadata-labels/README.md (number 1665 twice)")
f = s.take(S + "2549-scylladbcluster-backup-repair/README.md")
s.setbody("g", f, "## Drawbacks", "Why should this enhancement __not__ be implemented?",
          "'## Drawbacks' body is proposal-template.md's own text")
s.score("# scylla-enh: kinds a b c g; d e f skipped (no status or supersession). One copy: /tmp/eval40-inj-f/scylla-enh.")

# zebra-rfc: ZcashFoundation/zebra book/src/dev/rfcs @ 1c9b245 (0000-template.md: '- Feature Name:', '- Start Date:',
# '- Design PR:', '- Zebra Issue:' bullets, then '# Summary' ...; NNNN-name.md; drafts/xxxx-name.md). One record writes
# '> **Status: SUPERSEDED**'; no status field otherwise: d e f skipped.
Z = "book/src/dev/rfcs/"
s = kit.source("zebra-rfc", Z[:-1], r"\d{4}-.*\.md")
f = s.take(Z + "0011-async-rust-in-zebra.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template and 11 of 11 RFCs have it)")
f = s.take(Z + "0012-value-pools.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee also [RFC 0013](0013-note-commitment-trees.md).\n",
      "link to 0013-note-commitment-trees.md, which does not exist (RFCs end at 0012)")
f = s.take(Z + "0010-v5-transaction.md")
s.copy("c", f, Z + "0010-v5-transaction-ids.md", f"a copy of {f} under the same number 0010")
f = s.take(Z + "0003-inventory-tracking.md")
s.setbody("g", f, "# Definitions",
          "[definitions]: #definitions\n\nLay out explicit definitions of any terms that are newly introduced or which "
          "cause confusion during the RFC design process.",
          "'# Definitions' body is 0000-template.md's own text")
s.score("# zebra-rfc: kinds a b c g; d e f skipped (no status field). One copy: /tmp/eval40-inj-f/zebra-rfc.")

# sonarlint-dec: SonarSource/sonarlint-core docs/decisions @ d9e378e (template.md: '## Why', '### Decision Drivers',
# '## What', '### Considered Options', '### Option Retained', '### Consequences', '## How', '## More Information';
# records NNNN-name.md, 0000 of its own layout). No status: d e f skipped.
D = "docs/decisions/"
s = kit.source("sonarlint-dec", D[:-1], r"\d{4}-.*\.md")
f = s.take(D + "0002-manage-http-client-in-core.md")
s.delsec("a", f, "## What", "deleted '## What' (the template and 2 of 3 records have it; 0000 writes '# What?')")
f = s.take(D + "0001-implement-binding-suggestions-in-the-core.md")
s.sub("b", f, "## Why\n", "## Why\n\nSee also [ADR-0003](0003-manage-telemetry-in-core.md).\n",
      "link to 0003-manage-telemetry-in-core.md, which does not exist (records end at 0002)")
f = s.take(D + "0000-move-more-responsibilities-to-the-core.md")
s.copy("c", f, D + "0000-move-settings-to-the-core.md", f"a copy of {f} under the same number 0000")
s.score("# sonarlint-dec: kinds a b c; d e f skipped (no status), g skipped (the records that follow the template "
        "are two, both edited). One copy: /tmp/eval40-inj-f/sonarlint-dec.")
