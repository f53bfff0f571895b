"""Inject the seven kinds of defect into clean documents of a copy of each data34 source (thirty-fourth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval34-inj-b/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval34/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply, or apply only in a borrowed form, are named in each
score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtyfourth", "b", data="/work/data34", clean="/tmp/eval34", copies="/tmp/eval34-inj-b", frozen="/tmp/frozen34")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# obshub-decisions: Observability Hub (victoriacheng15/observability-hub); no template file: the template is a fenced block in
# docs/decisions/README.md ('# ADR [00X]: [Descriptive Title]', '- **Status:** Proposed | Accepted | Superseded', '- **Date:**',
# '- **Author:**', '## Context and Problem Statement', '## Decision Outcome', '## Consequences', '## Verification'); README
# Decision Lifecycle: Proposed / Accepted / Superseded. Old-side form 005:3 '- **Status:** Superseded by [ADR 008](./008-....md)';
# no record names what it supersedes, so e uses a '- **Supersedes:**' bullet in the same metadata list.
# Clean: all but 004, 005, 021.
O = "docs/decisions/"
s = kit.source("obshub-decisions", "docs/decisions", r"\d{3}-.*\.md")
f = take(s, O + "012-migrate-promtail-to-alloy.md")
s.delsec("a", f, "## Verification", "deleted '## Verification' (README.md template and 24 of 24 records have it)")
f = take(s, O + "013-standardize-on-opentelemetry.md")
s.copy("c", f, O + "013-otel-collector-pipeline.md", f"a copy of {f} under the same number 013")
f = take(s, O + "011-phased-k3s-migration-strategy.md")
s.sub("b", f, "## Context and Problem Statement\n",
      "## Context and Problem Statement\n\nSee also [ADR 025](./025-k3s-ha-control-plane.md).\n",
      "link to ./025-k3s-ha-control-plane.md (the records' '[ADR NNN](./NNN-....md)' form), which does not exist (records end at 024)")
f = take(s, O + "006-shared-database-module.md")
s.sub("d", f, "- **Status:** Accepted", "- **Status:** Superseded by [ADR 025](./025-unified-data-access-layer.md)",
      "status 'Superseded by [ADR 025](./025-unified-data-access-layer.md)' (005:3's form); no 025 exists")
f = take(s, O + "016-opentofu-k3s-migration.md")
s.sub("e", f, "- **Status:** Accepted\n",
      "- **Status:** Accepted\n- **Supersedes:** [ADR 007](./007-k3s-shadow-deployment-orchestration.md)\n",
      "016 bullet '- **Supersedes:** [ADR 007](./007-....md)' while docs/decisions/007-k3s-shadow-deployment-orchestration.md "
      "stays 'Accepted' (README.md lifecycle wants it Superseded)")
s.used.add(O + "007-k3s-shadow-deployment-orchestration.md")
f = take(s, O + "010-integrate-openbao.md")
s.sub("f", f, "- **Status:** Accepted", "- **Status:** Postponed",
      "status 'Postponed' (README.md lifecycle and template offer Proposed, Accepted, Superseded)")
f = take(s, O + "009-standardized-db-connection-methods.md")
s.setbody("g", f, "## Context and Problem Statement", "What specific issue triggered this change?",
          "'## Context and Problem Statement' body is the README template's own text (README.md, template block)")
s.score("# obshub-decisions: kinds a b c d e f g; template in README.md (no template file); e uses a '- **Supersedes:**' "
        "bullet (no record names what it supersedes). One copy: /tmp/eval34-inj-b/obshub-decisions.")

# status-decisions: Status mobile app (status-im/status-mobile); own template doc/decisions/templates/template.md ('# NUMBER.
# TITLE', '| Date | Tags |' table, '## Status' 'STATUS' 'Common states: proposed, accepted, rejected, deprecated, superseded',
# '## Context', '## Decision', '## Consequences'); README.md: 'XXXX-some-title.md'. Nothing is superseded and no record links
# another, so d and e use adr-tools-like words under '## Status' (the template's own section).
# Clean: all but 0008, 0009.
D = "doc/decisions/"
s = kit.source("status-decisions", "doc/decisions", r"\d{4}-.*\.md")
f = take(s, D + "0013-tribute-to-talk.md")
s.delsec("a", f, "## Context", "deleted '## Context' (templates/template.md:14 and 14 of 16 records have it)")
f = take(s, D + "0005-discovery-protocol.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nSee also [0016. Waku v2](0016-waku-v2.md).\n",
      "link to 0016-waku-v2.md (relative record link), which does not exist (records end at 0015)")
f = take(s, D + "0003-geth-node.md")
s.copy("c", f, D + "0003-geth-light-client.md", f"a copy of {f} under the same number 0003")
f = take(s, D + "0004-disable-group-chats.md")
s.sub("d", f, "## Status\n\nproposed", "## Status\n\nsuperseded by [0016. Re-enable group chats](0016-re-enable-group-chats.md)",
      "status 'superseded by [0016. ...](0016-re-enable-group-chats.md)' (template.md:11 lists 'superseded'); no 0016 exists")
f = take(s, D + "0010-remove-jail-and-status-api.md")
s.sub("e", f, "## Status\n\naccepted", "## Status\n\naccepted\n\nSupersedes [0002. Extension URI](0002-extension-uri.md)",
      "0010 'Supersedes [0002. Extension URI](0002-extension-uri.md)' under '## Status' while doc/decisions/0002-extension-uri.md "
      "stays 'proposed'")
s.used.add(D + "0002-extension-uri.md")
f = take(s, D + "0006-wallet-compatibility.md")
s.sub("f", f, "## Status\n\nProposed", "## Status\n\nPostponed",
      "status 'Postponed' (templates/template.md:11 'Common states: proposed, accepted, rejected, deprecated, superseded')")
f = take(s, D + "0007-masking-sensitive-data.md")
s.setbody("g", f, "## Consequences", "Expand on tradeoffs and other side-effects of this decision.",
          "'## Consequences' body is the template's own text (templates/template.md:30)")
s.score("# status-decisions: kinds a b c d e f g; d and e in adr-tools-like words under the template's '## Status' (nothing is "
        "superseded at HEAD). One copy: /tmp/eval34-inj-b/status-decisions.")

# letterbook-adr: Letterbook (federated social media); records Letterbook.Docs/_adr/NN-*.md with front matter (title, code:
# adr-N, order, discussionUrl, statusHistory list of '- status: decided|revised|superseded|deferred' + date); H1 title, then
# '# Decision', '## Impact', '## Context', '## Discussion'. The template stayed behind at docs/decisions/00-template.md ('# Subject',
# '## Status' checkboxes Decided / Decided Against / Deferred / Superseded, '# Decision', '## Impact', '## Context', '## Discussion').
# 02 is superseded (statusHistory) and 08 cites it only as '[ADR-02][adr-02]' with '[adr-02]: ./02-....md'; neither side names
# the relation, so d and e use a statusHistory entry plus a reference-style link line.
# Clean: all but 04, 06.
A = "Letterbook.Docs/_adr/"
s = kit.source("letterbook-adr", "Letterbook.Docs/_adr", r"\d{2}-.*\.md")
f = take(s, A + "05-integration-tests.md")
s.delsec("a", f, "## Discussion", "deleted '## Discussion' (00-template.md and 11 of 11 records have it)")
f = take(s, A + "07-posts-data-model.md")
s.sub("b", f, "## Impact\n", "## Impact\n\nSee [ADR-12](./12-media-attachments.md) for attachments.\n",
      "link to ./12-media-attachments.md (08:146's './NN-....md' target form), which does not exist (records end at 11)")
f = take(s, A + "03-accounts-profiles-actors.md")
s.copy("c", f, A + "03-actor-keys.md", f"a copy of {f} under the same number 03")
f = take(s, A + "10-web.md")
s.sub("d", f, "- status: decided\n  date: 2024-05-05\n",
      "- status: decided\n  date: 2024-05-05\n- status: superseded\n  date: 2025-01-10\n",
      "statusHistory entry '- status: superseded' (02:8's form) ...")
s.sub("d", f, "# Decision\n", "Superseded by [ADR-12](./12-htmx-frontend.md).\n\n# Decision\n",
      "10 statusHistory '- status: superseded' and 'Superseded by [ADR-12](./12-htmx-frontend.md)'; no 12 exists")
s.edits.pop(-2)
f = take(s, A + "11-design-philosophy.md")
s.sub("e", f, "# Decision\n", "This supersedes [ADR-09](./09-formatting.md).\n\n# Decision\n",
      "11 'This supersedes [ADR-09](./09-formatting.md)' while Letterbook.Docs/_adr/09-formatting.md keeps statusHistory "
      "'decided' only")
s.used.add(A + "09-formatting.md")
f = take(s, A + "01-system-design-guidance.md")
s.sub("f", f, "  - status: revised\n", "  - status: postponed\n",
      "statusHistory entry 'postponed' (00-template.md:5-8 offers Decided, Decided Against, Deferred, Superseded; records use "
      "decided, revised, superseded, deferred)")
f = take(s, A + "08-architecture-update-01.md")
s.sub("g", f, "# Decision\n", "# Decision\n\nA summary of what was proposed and decided\n",
      "'# Decision' opens with the template's own text 'A summary of what was proposed and decided' (00-template.md:12)")
s.score("# letterbook-adr: kinds a b c d e f g; the template is outside the records' folder (docs/decisions/00-template.md); d and e "
        "in a borrowed 'Superseded by' / 'This supersedes' line (the folder never names the other side). "
        "One copy: /tmp/eval34-inj-b/letterbook-adr.")
