"""Inject defects into clean documents of a copy of each source of data311, data312, data314 and data315
(three-hundred-and-thirteenth evaluation, part jt: blind, every edit chosen before any run, frozen as /tmp/frozen253).
See inject_kit.py. Run: /work/main/.venv/bin/python inject-jt.py (writes injected-<source>.txt into each set's folder).
"""
import os
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402


def cut(s, kind, f, start, end, new, what):
    """Replace the text of `f` from `start` (included) to `end` (excluded) by `new` (for raw HTML headings,
    which the kit's delsec/setbody do not bound)."""
    text = read(s.d / f)
    i = text.index(start)
    j = text.index(end, i)
    s.sub(kind, f, text[i:j], new, what)


def base(f):
    return os.path.basename(f)


# ---------------------------------------------------------------- data311
kit = Kit("threehundredninth", "jp", data="/work/data311", clean="/work/blind311", pool="/work/blind311",
          copies="/tmp/eval311-inj", frozen="/tmp/frozen253")

# gltf-extensions: extensions/2.0/{Khronos,Vendor}/*/README.md, template extensions/Template.md (Contributors, Status,
# Dependencies, Overview, ...); status prose under '## Status'; Archived ones say 'Superseded by [X](..)', their
# successors 'Supersedes [X](..)' under the status line: a, b, d, e, f, g.
G = "/work/data311/gltf-extensions/extensions/2.0"
folders = [f"extensions/2.0/{group}/{x}" for group in ("Khronos", "Vendor") for x in sorted(os.listdir(f"{G}/{group}"))
           if os.path.isfile(f"{G}/{group}/{x}/README.md")]
s = kit.source("gltf-extensions", folders, r"README\.md")
f = s.pick("\n## Dependencies\n")
s.delsec("a", f, "## Dependencies",
         f"deleted '## Dependencies' (the template and 55 of 57 Khronos/Vendor READMEs have it) from {f}")
f = s.pick("\nWritten against the glTF 2.0 spec.\n")
s.sub("b", f, "\nWritten against the glTF 2.0 spec.\n",
      "\nWritten against the glTF 2.0 spec. See also [KHR_material_transmission]"
      "(../../Khronos/KHR_material_transmission/README.md).\n",
      f"link to ../../Khronos/KHR_material_transmission/README.md (the extension is KHR_materials_transmission) "
      f"added to {f}")
old = s.take("extensions/2.0/Vendor/EXT_meshopt_compression/README.md")
f = s.take("extensions/2.0/Khronos/KHR_meshopt_compression/README.md")
s.sub("e", f, "\nRelease Candidate\n",
      "\nRelease Candidate\n\nSupersedes [EXT_meshopt_compression](../../Vendor/EXT_meshopt_compression/README.md)\n",
      f"{f} now says 'Supersedes [EXT_meshopt_compression](..)' (as KHR_materials_specular and KHR_xmp_json_ld do) "
      f"while {old} stays 'Complete, Ratified by the Khronos Group'")
f = s.pick("\n## Status\n\nComplete, Ratified by the Khronos Group\n\n## ")
s.sub("d", f, "\n## Status\n\nComplete, Ratified by the Khronos Group\n",
      "\n## Status\n\nArchived, Ratified by the Khronos Group\n\n"
      "Superseded by [KHR_materials_ior2](../../Khronos/KHR_materials_ior2/README.md)\n",
      f"{f} made 'Archived' and 'Superseded by [KHR_materials_ior2](../../Khronos/KHR_materials_ior2/README.md)' "
      f"(as the Archived KHR_xmp writes it); no such extension exists")
f = s.pick("\n## Status\n\nComplete\n")
s.sub("f", f, "\n## Status\n\nComplete\n", "\n## Status\n\nCompelte\n",
      f"status 'Complete' -> 'Compelte' in {f}")
f = s.pick("\n## Contributors\n")
s.setbody("g", f, "## Contributors", "* TODO: Name, affiliation, and contact info for each contributor",
          f"'## Contributors' of {f} replaced by the template's own text "
          f"'* TODO: Name, affiliation, and contact info for each contributor'")
s.score("# gltf-extensions: kinds a, b, d, e, f, g. One copy: /tmp/eval311-inj/gltf-extensions.")

# ---------------------------------------------------------------- data312
kit = Kit("threehundredtenth", "jq", data="/work/data312", clean="/work/blind312", pool="/work/blind312",
          copies="/tmp/eval312-inj", frozen="/tmp/frozen253")

# esslivedata-adr: docs/developer/adr/NNNN-x.md, '- Status: accepted' bullets, no template, no supersessions
# (a replacement is "a new ADR that links back"): a, b, c, f.
s = kit.source("esslivedata-adr", "docs/developer/adr", r"\d{4}-.*\.md")
f = s.pick("\n## Alternatives considered\n")
s.delsec("a", f, "## Alternatives considered",
         f"deleted '## Alternatives considered' (9 of 9 ADRs have it; there is no template) from {f}")
f = s.pick("\n## Consequences\n", skip=1)
s.sub("b", f, "\n## Consequences\n",
      "\n## Consequences\n\nSee also [ADR 0002](0002-context-stream-gating.md).\n",
      f"link to 0002-context-stream-gating.md (the ADR is 0002-context-stream-gating-at-jobmanager.md) added to {f}")
f = s.pick("\n- Status: accepted\n")
new = f"docs/developer/adr/{base(f)[:4]}-alternative-approach.md"
s.copy("c", f, new, f"{new}: a copy of {f} under a new slug, reusing its number {base(f)[:4]}")
f = s.pick("\n- Status: accepted\n")
s.sub("f", f, "\n- Status: accepted\n", "\n- Status: acceptd\n", f"status 'accepted' -> 'acceptd' in {f}")
s.score("# esslivedata-adr: kinds a, b, c, f. One copy: /tmp/eval312-inj/esslivedata-adr.")

# mpas-analysis-design: docs/design_docs/*.md, template docs/design_docs/template.md (raw HTML headings <h2>/<h3>:
# Summary, Requirements, Algorithmic Formulations (optional), Design and Implementation, Testing); no numbers,
# no status: a, a, b, g.
s = kit.source("mpas-analysis-design", "docs/design_docs", r"(?!template\.md$).*\.md")
T = read("/work/data312/mpas-analysis-design/docs/design_docs/template.md")
summary = T[T.index("<h3> Summary </h3>") + len("<h3> Summary </h3>"):T.index("<h2> Requirements </h2>")].strip()
f = s.pick("<h2> Requirements </h2>")
cut(s, "a", f, "<h3> Summary </h3>", "<h2> Requirements </h2>", "",
    f"deleted '<h3> Summary </h3>' and its text (the template and 10 of 10 design docs have a Summary) from {f}")
f = s.pick("<h2> Testing </h2>")
cut(s, "a", f, "<h2> Design and Implementation </h2>", "<h2> Testing </h2>", "",
    f"deleted '<h2> Design and Implementation </h2>' and its text (the template and 10 of 10 design docs have it) "
    f"from {f}")
f = s.pick("<h3> Summary </h3>\n")
s.sub("b", f, "<h3> Summary </h3>\n",
      "<h3> Summary </h3>\n\nSee also the [calendar design](generalized_calendar.md).\n",
      f"link to generalized_calendar.md (the design doc is generalize_calendar.md) added to {f}")
f = s.pick("<h2> Requirements </h2>")
cut(s, "g", f, "<h3> Summary </h3>", "<h2> Requirements </h2>", "<h3> Summary </h3>\n\n" + summary + "\n\n\n",
    f"Summary of {f} replaced by the template's own text 'The purpose of this section is to summarize what "
    f"capability is to be added to ...'")
s.score("# mpas-analysis-design: kinds a, a, b, g. One copy: /tmp/eval312-inj/mpas-analysis-design.")

# ---------------------------------------------------------------- data314
kit = Kit("threehundredtwelfth", "js", data="/work/data314", clean="/work/blind314", pool="/work/blind314",
          copies="/tmp/eval314-inj", frozen="/tmp/frozen253")

# cdc-sftp-ingestion-adr: adr/NNN-x.md, '## Status' then 'Accepted.', no template, no supersessions: a, a, b, c, f.
s = kit.source("cdc-sftp-ingestion-adr", "adr", r"\d{3}-.*\.md")
f = s.pick("\n## Decision\n")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (12 of 12 ADRs have it; there is no template) from {f}")
f = s.pick("\n## Status\n")
s.delsec("a", f, "## Status", f"deleted '## Status' (12 of 12 ADRs have it; there is no template) from {f}")
f = s.pick("\n## Context\n")
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee also [ADR 6](006-queue.md).\n",
      f"link to 006-queue.md (the ADR is 006-queues.md) added to {f}")
f = s.pick("\nAccepted.\n")
new = f"adr/{base(f)[:3]}-alternative-approach.md"
s.copy("c", f, new, f"{new}: a copy of {f} under a new slug, reusing its number {base(f)[:3]}")
f = s.pick("\nAccepted.\n")
s.sub("f", f, "\nAccepted.\n", "\nAcepted.\n", f"status 'Accepted.' -> 'Acepted.' in {f}")
s.score("# cdc-sftp-ingestion-adr: kinds a, a, b, c, f. One copy: /tmp/eval314-inj/cdc-sftp-ingestion-adr.")

# openedx-learner-portal-adr: docs/decisions/NNNN-x.md (the .md ones; the others are .rst), '## Status' then
# 'Accepted (date)', no template, no supersessions: a, a, b, c, f.
s = kit.source("openedx-learner-portal-adr", "docs/decisions", r"\d{4}-.*\.md")
f = s.pick("\n## Context\n")
s.delsec("a", f, "## Context", f"deleted '## Context' (8 of 8 Markdown ADRs have it; there is no template) from {f}")
f = s.pick("\n## Decision\n")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (7 of 8 Markdown ADRs have it; there is no template) from {f}")
f = s.pick("\n## Context\n")
s.sub("b", f, "\n## Context\n", "\n## Context\n\nSee also [ADR 0011](0011-html-preconnect-hints.md).\n",
      f"link to 0011-html-preconnect-hints.md (the ADR is 0011-html-preconnect-resource-hints.md) added to {f}")
f = s.pick("\n## Status\n\nAccepted (")
new = f"docs/decisions/{base(f)[:4]}-alternative-approach.md"
s.copy("c", f, new, f"{new}: a copy of {f} under a new slug, reusing its number {base(f)[:4]}")
f = s.pick("\n## Status\n\nAccepted (")
s.sub("f", f, "\n## Status\n\nAccepted (", "\n## Status\n\nAcepted (", f"status 'Accepted' -> 'Acepted' in {f}")
s.score("# openedx-learner-portal-adr: kinds a, a, b, c, f. One copy: /tmp/eval314-inj/openedx-learner-portal-adr.")

# ---------------------------------------------------------------- data315
kit = Kit("threehundredthirteenth", "jt", data="/work/data315", clean="/work/blind315", pool="/work/blind315",
          copies="/tmp/eval315-inj", frozen="/tmp/frozen253")

# ods-pipeline-adr: docs/adr/YYYYMMDD-x.md (dates shared by several records, so no kind c), '## Status' then
# 'Accepted'; 'Superseded by [Title](file.md)' / 'Supersedes [Title](file.md)'; the sections are kept only by the
# 11 Nygard-style records of 18 (the 7 oldest are free-form), so no kind a: b, d, e, f.
s = kit.source("ods-pipeline-adr", "docs/adr", r"\d{8}-.*\.md")
old = s.pick("\n## Status\n\nAccepted\n")
f = s.pick("\n## Status\n\nAccepted\n")
title = read(s.d / old).split("\n", 1)[0].lstrip("# ").strip()
s.sub("e", f, "\n## Status\n\nAccepted\n", f"\n## Status\n\nAccepted\n\nSupersedes [{title}]({base(old)})\n",
      f"{f} now says 'Supersedes [{title}]({base(old)})' (as 20220308-namespaced-installation.md does) while "
      f"{old} stays 'Accepted'")
f = s.pick("\n## Status\n\nAccepted\n")
s.sub("d", f, "\n## Status\n\nAccepted\n",
      "\n## Status\n\nSuperseded by [Pipeline run pruning](20230601-pipeline-run-pruning.md)\n",
      f"{f} marked 'Superseded by [Pipeline run pruning](20230601-pipeline-run-pruning.md)' (as "
      f"20211025-release-name-suffix.md writes it); no such record exists")
f = s.pick("\n## Context\n")
s.sub("b", f, "\n## Context\n",
      "\n## Context\n\nSee also [Build Task Caching](20220314-build-task-caching.md).\n",
      f"link to 20220314-build-task-caching.md (the record is 20220314-caching-build-tasks.md) added to {f}")
f = s.pick("\n## Status\n\nAccepted\n")
s.sub("f", f, "\n## Status\n\nAccepted\n", "\n## Status\n\nAcepted\n", f"status 'Accepted' -> 'Acepted' in {f}")
s.score("# ods-pipeline-adr: kinds b, d, e, f. One copy: /tmp/eval315-inj/ods-pipeline-adr.")

# graphql-standards-rfcs: rfcs/YYYYMMDD-x.md (dates shared, so no kind c), template rfcs/yyyymmdd-template.md
# (Summary, Motivation, User impact, Design Proposal, Implementation, each with a block-quoted prompt that every RFC
# keeps above its answer); no status, no supersessions: a, a, b, g, g.
s = kit.source("graphql-standards-rfcs", "rfcs", r"\d{8}-.*\.md")
f = s.pick("\n## User impact\n")
s.delsec("a", f, "## User impact", f"deleted '## User impact' (the template and 10 of 10 RFCs have it) from {f}")
f = s.pick("\n## Motivation\n")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' (the template and 10 of 10 RFCs have it) from {f}")
f = s.pick("\n## Implementation\n")
s.sub("b", f, "\n## Implementation\n",
      "\n## Implementation\n\nSee also [Non-nullable lists](20220609-non-nullable-list.md).\n",
      f"link to 20220609-non-nullable-list.md (the RFC is 20220609-non-nullable-lists.md) added to {f}")
f = s.pick("\n## Summary\n")
s.setbody("g", f, "## Summary", "> One paragraph explanation of the change.",
          f"'## Summary' of {f} replaced by the template's own text '> One paragraph explanation of the change.'")
f = s.pick("\n## User impact\n")
s.setbody("g", f, "## User impact", "> Is the impact on users major? How will they benefit from this proposal?",
          f"'## User impact' of {f} replaced by the template's own text '> Is the impact on users major? How will "
          f"they benefit from this proposal?'")
s.score("# graphql-standards-rfcs: kinds a, a, b, g, g. One copy: /tmp/eval315-inj/graphql-standards-rfcs.")

# cuenv-decisions: decisions/adrs/adr-NNNN-x.md and rfcs/rfc-NNNN-x.md, front matter id/status/supersedes/
# superseded_by; no template. The blind run flagged every numbered ADR and RFC, so no clean one is left; the only clean
# records are the two unnumbered ADRs (adr-cross-project-deps.md, adr-task-hermetic-cache.md: front matter with title
# and description, inline 'Status: Accepted' and 'Date:' lines, '## Context' then '## Decisions'). They have no id and
# no supersedes/superseded_by, so no kinds c, d, e: a, b, f.
D = "docs/src/content/docs/decisions"
s = kit.source("cuenv-decisions", [f"{D}/adrs", f"{D}/rfcs"], r"(adr|rfc)-.*\.md")
f = s.take(f"{D}/adrs/adr-task-hermetic-cache.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (8 of 8 ADRs have it; there is no template) from {f}")
f = s.take(f"{D}/adrs/adr-task-hermetic-cache.md", again=True)
s.sub("f", f, "\nStatus: Accepted\n", "\nStatus: Acceptd\n", f"inline status 'Accepted' -> 'Acceptd' in {f}")
f = s.take(f"{D}/adrs/adr-cross-project-deps.md")
s.sub("b", f, "\n## Decisions\n",
      "\n## Decisions\n\nSee also [Hermetic task cache](adr-task-hermetic-caching.md).\n",
      f"link to adr-task-hermetic-caching.md (the ADR is adr-task-hermetic-cache.md) added to {f}")
s.score("# cuenv-decisions: kinds a, b, f (in the two unnumbered ADRs, the only clean records). "
        "One copy: /tmp/eval315-inj/cuenv-decisions.")
