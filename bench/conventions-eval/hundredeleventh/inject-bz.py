"""Inject defects into clean documents of a copy of each data112 source (hundred-and-eleventh evaluation, part bz: the
developer's, blind on f653cd2, stop 51's final code). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bz.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeleventh", "bz", data="/work/data112", clean="/tmp/s52/blind1", copies="/tmp/eval112-inj-bz",
          frozen="/tmp/frozen116")

# dex-enhancements: dexidp/dex @ ab64ed7. docs/enhancements/<title>-<YYYY-MM-DD>[-#issue].md, four DEPs named by
# date (Summary, Context, Motivation, Proposal, Future Improvements), template `_title-YYYY-MM-DD-#issue.md`: a, g.
A = "docs/enhancements"
s = kit.source("dex-enhancements", A, r"[a-z].*-\d{4}-\d{2}-\d{2}.*\.md")
f = s.take(f"{A}/id-jag-2026-03-02#4600.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' from a DEP (the template's, kept by all three others)")
f = s.take(f"{A}/token-exchange-2023-02-03-#2812.md")
s.setbody("g", f, "## Summary", "- Provide a one-paragraph description of the expected change here.\n",
          "the Summary left as the template's prompt ('Provide a one-paragraph description of the expected change "
          "here.')")
s.score("# dex-enhancements: kinds a, g. One copy: /tmp/eval112-inj-bz/dex-enhancements.")

# minikube-enhancements: kubernetes/minikube @ eb25dbc. enhancements/{implemented,proposed,rejected}/<date>-<name>/
# (Reviewer Priorities, Summary, Goals, Non-Goals, Design Details, Alternatives Considered), template.md: a, b.
E = "enhancements"
s = kit.source("minikube-enhancements", [f"{E}/implemented/20210624-flake-rate", f"{E}/proposed/20200130-multinode"],
               r".*\.md")
f = s.take(f"{E}/implemented/20210624-flake-rate/flake-rate.md")
s.delsec("a", f, "## Goals", "deleted '## Goals' from an implemented proposal (the template's; 9 of 10 keep it)")
f = s.take(f"{E}/proposed/20200130-multinode/multinode-proposal.md")
s.sub("b", f, "\n## Design Details\n", "\nSee also [the release schedule](../20200316-release-schedule/"
      "release-schedule.md).\n\n## Design Details\n", "link to ../20200316-release-schedule/release-schedule.md "
      "(the file is schedule-proposal.md)")
s.score("# minikube-enhancements: kinds a, b. One copy: /tmp/eval112-inj-bz/minikube-enhancements.")

# sail-operator: istio-ecosystem/sail-operator @ 328df99. enhancements/SEP<n>-<name>.md, a status table on top
# (WIP/Proposed/Accepted/Declined/Implementation/Done), template SEP0-template.md: a, c, f.
S = "enhancements"
s = kit.source("sail-operator", S, r"SEP[1-9]\d*-.*\.md")
f = s.take(f"{S}/SEP2-revision-tags.md")
s.sub("f", f, "|Implementation                                     | @dgn ",
      "|Implmentation                                      | @dgn ", "status 'Implmentation' (a typo of Implementation)")
f = s.take(f"{S}/SEP8471-metrics-integration.md")
s.delsec("a", f, "## Goals", "deleted '## Goals' from a SEP (the template's; every SEP has it)")
f = s.take(f"{S}/SEP3-integrations.md")
s.copy("c", f, f"{S}/SEP1-integrations-again.md", f"a copy of {f} as SEP1: two SEPs numbered 1")
s.score("# sail-operator: kinds a, c, f. One copy: /tmp/eval112-inj-bz/sail-operator.")
