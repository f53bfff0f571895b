"""Inject the seven kinds of defect into clean documents of a copy of each data27 source (twenty-seventh evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval27-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval27/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentyseventh", "b", data="/work/data27", clean="/tmp/eval27", copies="/tmp/eval27-inj", frozen="/tmp/frozen27")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# dfe-adr: DfE EYFS, MADR 2.x. adr/0000-template.md: '* Status: accepted', Context and Problem Statement, Decision Drivers
# (optional), Considered Options, Decision Outcome. Supersession on both sides' status bullets: 0007:3 '* Status: accepted,
# superseded by [ADR-0010](0010-contentful.md)', 0010:3 '* Status: accepted, supersedes [ADR-0007](...)'.
A = "adr/"
s = kit.source("dfe-adr", "adr", r"\d{4}-.*\.md")
f = take(s, A + "0003-web-framework.md")
s.delsec("a", f, "## Considered Options", "deleted '## Considered Options' (template 0000:10 and 12 of 13 records have it)")
f = take(s, A + "0005-development-environments.md")
s.sub("b", f, "\n## Considered Options", "\nSee also [ADR-0014](0014-review-apps.md).\n\n## Considered Options",
      "link to 0014-review-apps.md, which does not exist (records end at 0013)")
f = take(s, A + "0004-database.md")
s.copy("c", f, A + "0004-database-read-replicas.md", f"a copy of {f} under the same number 0004")
f = take(s, A + "0006-video-hosting-platform.md")
s.sub("d", f, "* Status: accepted", "* Status: accepted, superseded by [ADR-0020](0020-video-platform.md)",
      "status 'accepted, superseded by [ADR-0020](0020-video-platform.md)' (the form of 0007:3); 0020 does not exist")
f = take(s, A + "0012-asset-pipeline-static-paths.md")
s.sub("e", f, "* Status: accepted", "* Status: accepted, supersedes [ADR-0008](0008-infrastructure-as-code.md)",
      "0012 says 'supersedes [ADR-0008](0008-infrastructure-as-code.md)' (the form of 0010:3) while adr/0008-infrastructure-as-code.md stays 'Status: accepted'")
f = take(s, A + "0009-ci-cd-strategy.md")
s.sub("f", f, "* Status: accepted", "* Status: postponed",
      "status 'postponed' (every record and the template say 'accepted')")
s.score("# dfe-adr: kinds a b c d e f. g does not apply: the template adr/0000-template.md has headings only, no prompt "
        "text to leave in. One copy: /tmp/eval27-inj/dfe-adr.")

# cloudfoundry-adr: Korifi, adr-tools/Nygard, no template. '## Status' / '## Context' / '## Decision' (20 of 20), Consequences
# (13 of 20). Replacement is written only on the old record's status: 0012:7 'Invalidated by [0018-uuid-resource-names.md](...)'.
C = "docs/architecture-decisions/"
s = kit.source("cloudfoundry-adr", "docs/architecture-decisions", r"\d{4}-.*\.md")
f = take(s, C + "0005-cf-package-source-image-format.md")
s.delsec("a", f, "## Context", "deleted '## Context' (20 of 20 records have it)")
f = take(s, C + "0006-managing-builders.md")
s.sub("b", f, "\n## Decision", "\nSee also [0021-builder-lifecycle.md](./0021-builder-lifecycle.md).\n\n## Decision",
      "link to 0021-builder-lifecycle.md, which does not exist (records end at 0020)")
f = take(s, C + "0007-strategy-for-testing-frameworks.md")
s.copy("c", f, C + "0007-strategy-for-e2e-tests.md", f"a copy of {f} under the same number 0007")
f = take(s, C + "0009-use-contour-for-ingress.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nInvalidated by [0025-use-envoy-gateway.md](./0025-use-envoy-gateway.md)",
      "status 'Invalidated by [0025-use-envoy-gateway.md](...)' (the form of 0012:7); 0025 does not exist")
f = take(s, C + "0010-merge-cf-k8s-repositories.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed",
      "status 'Postponed' (records use Accepted, Review, 'Invalidated by')")
s.score("# cloudfoundry-adr: kinds a b c d f. e does not apply: the repository writes a replacement only on the old record "
        "('Invalidated by', 0012:7) and the new one never names it (0018), so a one-sided mark is its normal form. g does "
        "not apply: no template. One copy: /tmp/eval27-inj/cloudfoundry-adr.")

# moj-adr: MoJ Form Builder, adr-tools (.adr-dir 'decisions'), no template. '## Status' ('✅ Accepted'), '## Context' (10 of
# 10), '## Decision', '## Consequences'. README.md legend: Proposed, Accepted, Rejected, Amended, Superseded (with emoji).
# No record writes a successor; adr-tools' form is 'Superseded by [N. Title](file)' / 'Supersedes [N. Title](file)'.
M = "decisions/"
s = kit.source("moj-adr", "decisions", r"\d{4}-.*\.md")
f = take(s, M + "0004-microservice-authentication-method.md")
s.delsec("a", f, "## Context", "deleted '## Context' (10 of 10 records have it)")
f = take(s, M + "0010-testing-the-editor-pipeline.md")
s.sub("b", f, "\n## Decision", "\nSee also [ADR 11](0011-editor-release-process.md).\n\n## Decision",
      "link to 0011-editor-release-process.md, which does not exist (records end at 0010)")
f = take(s, M + "0009-editor-online.md")
s.copy("c", f, M + "0009-editor-hosting.md", f"a copy of {f} under the same number 0009")
f = take(s, M + "0006-reduce-number-of-emails-per-submission.md")
s.sub("d", f, "## Status\n\n✅ Accepted", "## Status\n\n⌛️ Superseded by [12. Submission digests](0012-submission-digests.md)",
      "status '⌛️ Superseded by [12. Submission digests](0012-submission-digests.md)' (README legend + adr-tools form); 0012 does not exist")
f = take(s, M + "0007-replacing-the-storage.md")
s.sub("e", f, "## Status\n\n✅ Accepted",
      "## Status\n\n✅ Accepted\n\nSupersedes [5. Integration with Github](0005-integration-with-github.md)",
      "0007 'Supersedes [5. Integration with Github](0005-...)' (adr-tools form) while decisions/0005-integration-with-github.md stays '✅ Accepted'")
f = take(s, M + "0001-record-architecture-decisions.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\n⏸️ Postponed",
      "status '⏸️ Postponed' (not in the README legend: Proposed, Accepted, Rejected, Amended, Superseded)")
s.score("# moj-adr: kinds a b c d e f. g does not apply: no template. One copy: /tmp/eval27-inj/moj-adr.")

# vsekai-adr: V-Sekai decisions/YYYYMMDD-slug.md, unnumbered (dates shared), template decisions/present-proposal-template.md;
# status line 'Status: Draft <!-- Draft | Proposed | Rejected | Accepted | Deprecated | Superseded by [Link/Reference] -->';
# supersession: 'Superseded by' on the status (template) and '- Supersedes [slug](slug.md)' under Links (20220222-*:110).
V = "decisions/"
s = kit.source("vsekai-adr", "decisions", r"\d{8}-.*\.md")
ST = "Status: Draft <!-- Draft | Proposed | Rejected | Accepted | Deprecated | Superseded by -->"
f = s.pick("\n## The Problem Statement\n")
s.sub("b", f, "\n## The Problem Statement\n",
      "\nSee also [20260601-avatar-streaming.md](20260601-avatar-streaming.md).\n\n## The Problem Statement\n",
      "link to 20260601-avatar-streaming.md, which does not exist")
f = s.pick(ST)
s.sub("d", f, ST, "Status: Superseded by [20260602-unified-asset-pipeline.md](20260602-unified-asset-pipeline.md)",
      "status 'Superseded by [20260602-unified-asset-pipeline.md](...)' (the template's status form); no such record")
old = s.pick(ST)
f = s.pick("\n## Further Reading\n")
s.sub("e", f, "\n## Further Reading\n", f"\n## Links\n\n- Supersedes [{old[len(V):-3]}]({old[len(V):]})\n\n## Further Reading\n",
      f"'- Supersedes [{old[len(V):]}]' (the form of 20220222-rank-bone-names-with-transformer.md:110) while {old} stays 'Status: Draft'")
f = s.pick(ST)
s.sub("f", f, ST, "Status: Postponed <!-- Draft | Proposed | Rejected | Accepted | Deprecated | Superseded by -->",
      "status 'Postponed' (not in the template's list nor used by any record)")
f = s.pick("\n## The Problem Statement\n")
s.setbody("g", f, "## The Problem Statement",
          "State the specific problem, limitation, or gap being addressed. Be concrete. A reader should be able to confirm "
          "whether a proposed solution actually solves it.",
          "The Problem Statement body replaced by the template's prompt (present-proposal-template.md:9)")
s.score("# vsekai-adr: kinds b d e f g. a does not apply: no section is kept by nearly all records (conventions: the most "
        "kept, Design, by 287 of 450), so none is required. c does not apply: records are named by date, not numbered, and "
        "many share a date by design. One copy: /tmp/eval27-inj/vsekai-adr.")
