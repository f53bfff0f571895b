"""Inject defects into clean documents of a copy of each data38 source (thirty-eighth evaluation, part e: the
developer's, after the four helpers started for the set delivered nothing).

Uses inject_kit.py (one copy per source in /tmp/eval38-inj-e/<source>, empty .doccheck.toml; a document is clean when
the clean run /tmp/eval38/<source>.check.txt has no finding on it). Kinds: a a required section deleted, b a broken
link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an unknown
status, g the template's text left in.
Run: /work/main/.venv/bin/python inject-e.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtyeighth", "e", data="/work/data38", clean="/tmp/eval38", copies="/tmp/eval38-inj-e", frozen="/tmp/frozen38")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# mijnbureau-adr: opf/mijn-bureau-infra docs/docs/development/adr @ d24a400. Ten records adr-mb-NNN.md, Nygard form
# ('# ADR-MB-003: Title', '## Status' / 'Accepted', Context, Decision, Consequences); no template; adr-mb-001 says
# superseded records are marked "superseded" "with a reference to its replacement". Records do not link each other.
# c skipped: the file name is the number alone (adr-mb-003.md), a second record under it cannot be written.
# g skipped: no template.
A = "docs/docs/development/adr/"
s = kit.source("mijnbureau-adr", A[:-1], r"adr-mb-\d{3}\.md")
f = take(s, A + "adr-mb-005.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (10 of 10 records have it; adr-mb-001 lists it among the parts)")
f = take(s, A + "adr-mb-006.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nSee also [ADR-MB-012](adr-mb-012.md).\n",
      "link to adr-mb-012.md (relative, the record's own file naming), which does not exist (records end at 010)")
f = take(s, A + "adr-mb-008.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [ADR-MB-011](adr-mb-011.md)",
      "'Superseded by [ADR-MB-011](adr-mb-011.md)' (adr-mb-001: superseded 'with a reference to its replacement'); no 011")
f = take(s, A + "adr-mb-010.md")
s.sub("e", f, "## Context\n", "## Context\n\nThis decision supersedes [ADR-MB-004](adr-mb-004.md).\n",
      "adr-mb-010 says it supersedes adr-mb-004, while docs/docs/development/adr/adr-mb-004.md stays 'Accepted'")
take(s, A + "adr-mb-004.md")
f = take(s, A + "adr-mb-009.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nPostponed",
      "status 'Postponed' (records: Accepted x10; adr-mb-001: proposed, accepted, deprecated, superseded)")
s.score("# mijnbureau-adr: kinds a b d e f; c skipped (the file name is the number alone), g skipped (no template). "
        "One copy: /tmp/eval38-inj-e/mijnbureau-adr.")

# datadescribe-designs: data-describe/data-describe docs/designs @ eafc810. TEMPLATE.md ('> Note to proposers ...',
# '# Design Proposal for XXX', Motivation, Goals, Non-Goals, UI or API, Design, Alternatives Considered) and twelve
# unnumbered proposals '<feature-name>.md' (README.md). No status, no number, no supersession: c d e f skipped.
D = "docs/designs/"
s = kit.source("datadescribe-designs", D[:-1], r"[a-zA-Z_ ]+\.md")
f = take(s, D + "time_series.md")
s.delsec("a", f, "## Design", "deleted '## Design' (the template and 11 of 12 proposals have it)")
f = take(s, D + "widgets.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also the [Scatter Plots proposal](scatter_plot.md).\n",
      "link to scatter_plot.md (the file is scatter_plots.md)")
f = take(s, D + "distribution.md")
s.setbody("g", f, "## Alternatives Considered",
          "Description of possible alternative solutions and the reasons they were not chosen.",
          "'## Alternatives Considered' body is TEMPLATE.md's own text")
s.score("# datadescribe-designs: kinds a b g; c d e f skipped (no numbers, statuses or supersessions). "
        "One copy: /tmp/eval38-inj-e/datadescribe-designs.")

# atlas-adr: Anthony-Nolan/Atlas ArchitecturalDecisionRecord/ @ d2a6d8d. Template 000-template.md above the records (Status,
# Context, Investigation, Decision, Consequences; statuses 'proposed, accepted, rejected, deprecated, superseded'); records in
# Phase0..Phase3 folders, numbered again from 001 in each ('NNN-Name.md'), status written 'Accepted.' under '## Status'; they
# link each other as '[ADR 008](008-Publish_NuGet_Packages.md)'. The README: a decision that invalidates a previous one gets a
# new ADR. No record is superseded yet: d and e are written with the template's 'superseded' and the records' link form.
P = "ArchitecturalDecisionRecord/"
s = kit.source("atlas-adr", [P + "Phase0", P + "Phase1", P + "Phase2"], r"\d{3}-.*\.md")
f = take(s, P + "Phase1/005-Atlas_EntryPoints.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' (the template and 43 of 43 records have it)")
f = take(s, P + "Phase1/012-DurableFunctions.md")
s.sub("b", f, "## Decision\n", "## Decision\n\nSee also [ADR 018](018-DurableFunctions_Storage.md).\n",
      "link to 018-DurableFunctions_Storage.md (the records' link form), which does not exist (Phase1 ends at 017)")
f = take(s, P + "Phase0/004-OngoingDonorUpdates.md")
s.copy("c", f, P + "Phase0/004-OngoingDonorUpdates_Batching.md", f"a copy of {f} under the same number 004 in Phase0")
f = take(s, P + "Phase1/014-ServicePlans_FunctionsApps_Structure.md")
s.sub("d", f, "## Status\n\nAccepted.", "## Status\n\nSuperseded by [ADR 019](019-ServicePlans_Consolidated.md).",
      "'Superseded by [ADR 019](019-ServicePlans_Consolidated.md)' (template: 'superseded'); no Phase1 record 019")
f = take(s, P + "Phase2/005-Versioning.md")
s.sub("e", f, "## Context\n", "## Context\n\nThis ADR supersedes [ADR 004](004-RepeatSearch_CanonicalResultSet.md).\n",
      "Phase2/005 says it supersedes ADR 004, while ArchitecturalDecisionRecord/Phase2/004-RepeatSearch_CanonicalResultSet.md "
      "stays 'Accepted.'")
take(s, P + "Phase2/004-RepeatSearch_CanonicalResultSet.md")
f = take(s, P + "Phase2/006-MatchPredictionAmbiguousGenotypeApproximation.md")
s.sub("f", f, "## Status\n\nAccepted.", "## Status\n\nPostponed.",
      "status 'Postponed.' (records: Accepted x38, Proposed x5; template: proposed, accepted, rejected, deprecated, superseded)")
f = take(s, P + "Phase1/013-Premium_Elastic_ServicePlan.md")
s.setbody("g", f, "## Investigation",
          "If any concrete investigation, partial implementation, or testing of options was performed, document it here.",
          "'## Investigation' body is 000-template.md's own text")
s.score("# atlas-adr: kinds a b c d e f g. One copy: /tmp/eval38-inj-e/atlas-adr.")

# gooddocs-rfcs: thegooddocsproject/request-for-comment @ 65eb0a5 (the whole repository: README.md the process,
# rfc-template.md, Accepted-RFCs/RFC-NNN-name.md, two in a folder of their own with supporting documents). Template:
# '## Proposed by', '## Current status' (a checklist of stages in the older records), '## Proposal overview',
# '## Motivation', '## Proposal', ... '{braced instructions}'. No record links another, none supersedes another (d, e
# skipped); the status is a checklist the template fixes (f skipped).
G = "Accepted-RFCs/"
s = kit.source("gooddocs-rfcs", G[:-1], r"RFC-\d{3}-.*\.md")
f = take(s, G + "RFC-007-glossaries-repository-and-website.md")
s.delsec("a", f, "## Proposal overview", "deleted '## Proposal overview' (the template and 10 of 10 records have it)")
f = take(s, G + "RFC-008-release-versioning.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also [RFC-011](RFC-011-style-guide.md).\n",
      "link to RFC-011-style-guide.md (the records' file naming), which does not exist (records end at 010)")
f = take(s, G + "RFC-002-procope-blog.md")
s.copy("c", f, G + "RFC-002-procope-newsletter.md", f"a copy of {f} under the same number 002")
f = take(s, G + "RFC-006-release-planning.md")
s.setbody("g", f, "## Proposal overview", "{Summarize your proposal in this section in about 1-2 paragraphs.}",
          "'## Proposal overview' body is rfc-template.md's own text")
s.score("# gooddocs-rfcs: kinds a b c g; d e skipped (no record supersedes or links another, the template has no "
        "place for it), f skipped (the status is the template's fixed checklist). One copy: /tmp/eval38-inj-e/gooddocs-rfcs.")

# meldestelle-adr: StefanMoCoAt/Meldestelle docs/01_Architecture/adr @ 76307ec. German template 0000-adr-template-de.md
# ('## Status' [Vorgeschlagen | Akzeptiert | Veraltet | Ersetzt], "Falls sie ersetzt wird, fügen Sie einen Verweis auf die
# neue ADR ein", Kontext, Entscheidung, Konsequenzen, Betrachtete Alternativen, Referenzen); records 0001-0008 in German
# ('-de'), 0009-0013 mixed, and a 3-digit pair 000/001. Records link by relative path.
M = "docs/01_Architecture/adr/"
s = kit.source("meldestelle-adr", M[:-1], r"00\d\d-.*\.md")
f = take(s, M + "0002-domain-driven-design-de.md")
s.delsec("a", f, "## Entscheidung", "deleted '## Entscheidung' (the template and 12 of the 14 records have it)")
f = take(s, M + "0004-event-driven-communication-de.md")
s.sub("b", f, "## Entscheidung\n", "## Entscheidung\n\nSiehe auch [ADR-0014](0014-event-store.md).\n",
      "link to 0014-event-store.md, which does not exist (records end at 0013)")
f = take(s, M + "0007-api-gateway-pattern-de.md")
s.copy("c", f, M + "0007-api-gateway-routing-de.md", f"a copy of {f} under the same number 0007")
f = take(s, M + "0003-microservices-architecture-de.md")
s.sub("d", f, "## Status\n\nAkzeptiert", "## Status\n\nErsetzt durch [ADR-0015](0015-modular-monolith.md)",
      "'Ersetzt durch [ADR-0015](0015-modular-monolith.md)' (the template: Ersetzt, with a reference to the new ADR); no 0015")
f = take(s, M + "0008-multiplatform-client-applications-de.md")
s.sub("f", f, "## Status\n\nAkzeptiert", "## Status\n\nZurückgestellt",
      "status 'Zurückgestellt' (postponed; the template offers Vorgeschlagen, Akzeptiert, Veraltet, Ersetzt)")
f = take(s, M + "0013-tech-stack-stabilization-2026.md")
s.setbody("g", f, "## Kontext", "Beschreiben Sie den Kontext und die Problemstellung, z. B. in freier Form mit zwei bis drei "
          "Sätzen. Sie können das\nProblem auch in Form einer Frage formulieren.",
          "'## Kontext' body is the template's own text")
s.score("# meldestelle-adr: kinds a b c d f g, in the template's German words; e skipped (the template writes a supersession "
        "on the old record only, 'Ersetzt' and the new ADR's reference; a first try, 'Ersetzt [ADR-0005]' on the newer record "
        "meant as 'replaces', reads in this template's words as 'replaced by' and was dropped). "
        "One copy: /tmp/eval38-inj-e/meldestelle-adr.")
