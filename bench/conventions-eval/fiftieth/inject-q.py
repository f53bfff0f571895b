"""Inject defects into clean documents of a copy of each data51 source (fiftieth evaluation, part q: the
developer's, blind on the code after the forty-ninth set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-q.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fiftieth", "q", data="/work/data51", clean="/tmp/eval51", copies="/tmp/eval51-inj-q", frozen="/tmp/frozen50")


# konveyor-enhancements: konveyor/enhancements @ 5918e82. guidelines/enhancement_template.md (OpenShift's: front matter
# title, authors, ..., status: provisional|implementable|...|replaced, see-also, replaces, superseded-by; Release
# Signoff Checklist, Open Questions [optional], Summary, Motivation, Proposal, ...); enhancements/<area>/<name>/README.md
# by name. Unnumbered: c skipped.
E = "enhancements/crane-1.x/"
K = "enhancements/kantra/"
names = ["dynamic-pipeline", "annotation-requeue", "progress-reporting", "pv-resizing", "inplace-storage-conversion",
         "logs-events-debugging"]
s = kit.source("konveyor-enhancements", [E + n for n in names] + [K + "subcommands"], r"README\.md")
f = s.take(E + "dynamic-pipeline/README.md")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template and every enhancement have it)")
f = s.take(E + "annotation-requeue/README.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also the [requeue design](../requeue-design/README.md).\n",
      "link to ../requeue-design/README.md, which does not exist")
f = s.take(E + "progress-reporting/README.md")
s.sub("d", f, "superseded-by:\n  - \"N/A\"", "superseded-by:\n  - \"/enhancements/crane-1.x/progress-reporting-v2/README.md\"",
      "superseded-by '/enhancements/crane-1.x/progress-reporting-v2/README.md', which does not exist")
f = s.take(K + "subcommands/README.md")
s.sub("e", f, "status: implementable\n", "status: implementable\nreplaces:\n  - \"/enhancements/crane-1.x/pv-resizing/README.md\"\n",
      "kantra/subcommands (implementable) replaces enhancements/crane-1.x/pv-resizing/README.md, left implementable")
s.used.add(E + "pv-resizing/README.md")
f = s.take(E + "inplace-storage-conversion/README.md")
s.sub("f", f, "status: provisional", "status: postponed",
      "'status: postponed' (the template: provisional|implementable|implemented|deferred|rejected|withdrawn|replaced)")
f = s.take(E + "logs-events-debugging/README.md")
s.setbody("g", f, "## Summary", "The `Summary` section is incredibly important for producing high quality\nuser-focused "
          "documentation such as release notes or a development roadmap. It\nshould be possible to collect this "
          "information before implementation begins in\norder to avoid requiring implementors to split their attention "
          "between writing\nrelease notes and implementing the feature itself.",
          "'## Summary' is the template's prompt")
s.score("# konveyor-enhancements: kinds a b d e f g; c skipped. One copy: /tmp/eval51-inj-q/konveyor-enhancements.")

# dynamo-deps: ai-dynamo/enhancements @ dfdfb78. NNNN-limited-template.md and NNNN-complete-template.md at the top
# ('**Status**: Draft | Under Review | Approved | Replaced | Deferred | Rejected', '# Summary **\[Required\]**', ...);
# deps/NNNN-name.md, three numbers already taken twice. No supersessions written: d e skipped.
D = "deps/"
s = kit.source("dynamo-deps", D[:-1], r"\d{4}-.*\.md")
f = s.take(D + "0005-llm-request-migration.md")
s.delsec("a", f, "# Summary", "deleted '# Summary' ([Required] in the template; 15 of 17 DEPs have it)")
f = s.take(D + "0007-velonix-cicd-solution.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee [DEP 0011](0011-ci-runners.md).\n",
      "link to 0011-ci-runners.md, which does not exist")
f = s.take(D + "0002-dep-trtllm-disagg-workflow.md")
s.copy("c", f, D + "0002-dep-trtllm-disagg-workflow-v2.md", "a second DEP numbered 0002")
f = s.take(D + "0006-build-and-dependency-management.md")
s.sub("f", f, "**Status**: Approved", "**Status**: Postponed",
      "'Postponed' (the template: Draft | Under Review | Approved | Replaced | Deferred | Rejected)")
# (first scored on 0014, a Draft: doccheck lets a record still being written keep its template's prompts, so that
# was no defect by its rules; moved to an Approved DEP before any fix was scored, SUMMARY-q.md)
f = s.take(D + "0001-stream-res-err.md")
s.setbody("g", f, "# Motivation", "Describe the problem that needs to be addressed with enough detail for\nsomeone "
          "familiar with the project to understand. Generally one to two\nshort paragraphs. Additional details can be "
          "placed in the background\nsection as needed.", "'# Motivation' is the template's prompt")
s.score("# dynamo-deps: kinds a b c f g; d e skipped. One copy: /tmp/eval51-inj-q/dynamo-deps.")

# datum-enhancements: datum-cloud/enhancements @ 0b93c13. enhancements/template/README.md (after the KEP template: front
# matter status: provisional|implementable|...; Summary, Motivation, Proposal, Design Details, ... each an HTML
# comment of guidance); enhancements/<area>/<name>/README.md. No supersessions written, unnumbered: c d e skipped.
P = "enhancements/"
folders = ["telemetry/metrics", "platform/activity", "platform/agreement", "networking/research/galactic-vpc"]
s = kit.source("datum-enhancements", [P + n for n in folders], r"README\.md")
f = s.take(P + "telemetry/metrics/README.md")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template and 28 of 28 enhancements have it)")
f = s.take(P + "platform/activity/README.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee the [audit log enhancement](../audit-log/README.md).\n",
      "link to ../audit-log/README.md, which does not exist")
f = s.take(P + "platform/agreement/README.md")
s.sub("f", f, "status: provisional", "status: postponed",
      "'status: postponed' (the template: provisional|implementable|implemented|deferred|rejected|withdrawn|replaced)")
f = s.take(P + "networking/research/galactic-vpc/README.md")
s.setbody("g", f, "## Motivation", "<!--\nThis section is for explicitly listing the motivation, goals, and non-goals of\n"
          "this Enhancement.  Describe why the change is important and the benefits to users.\n-->",
          "'## Motivation' holds only the template's guidance comment")
s.score("# datum-enhancements: kinds a b f g; c d e skipped. One copy: /tmp/eval51-inj-q/datum-enhancements.")
