"""Inject defects into clean documents of a copy of each data105 source (hundred-and-fourth evaluation, part bs: the
developer's, blind on 28c11bd). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bs.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfourth", "bs", data="/work/data105", clean="/tmp/s51/blind2", copies="/tmp/eval105-inj-bs",
          frozen="/tmp/frozen110")

# assisted-enhancements: openshift/assisted-service @ 063b257. docs/enhancements/<slug>.md, unnumbered, front matter
# without a status, template template.md (OpenShift's, Design Details marked optional): a, b, g.
E = "docs/enhancements"
s = kit.source("assisted-enhancements", E, r"[a-z].*\.md")
f = s.take(f"{E}/agent-late-binding.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template's, 37 of 40 enhancements keep it)")
f = s.take(f"{E}/agent-upgrade.md")
s.setbody("g", f, "## Summary", "The `Summary` section is incredibly important for producing high quality\n"
          "user-focused documentation such as release notes or a development roadmap. It\nshould be possible to "
          "collect this information before implementation begins in\norder to avoid requiring implementors to split "
          "their attention between writing\nrelease notes and implementing the feature itself.\n\nA good summary is "
          "probably at least a paragraph in length.", "Summary's body replaced by the template's own text")
f = s.take(f"{E}/arbiter-clusters.md")
s.sub("b", f, "\n## Motivation\n", "\nSee also [dual-stack VIPs](dual-stack-vip.md).\n\n## Motivation\n",
      "link to dual-stack-vip.md (the file is dual-stack-vips.md)")
s.score("# assisted-enhancements: kinds a, b, g. One copy: /tmp/eval105-inj-bs/assisted-enhancements.")

# housing-repairs-adr: Newarkandsherwood/housing-repairs-online @ e35ef87, a Docusaurus site; four adr-tools ADRs in
# docs/decisions/ (Status/Context/Decision/Consequences, "Accepted"): a, b, c, f.
D = "docs/decisions"
s = kit.source("housing-repairs-adr", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0002-data-driven-ui.md")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (Nygard's, 4 of 4 keep it)")
f = s.take(f"{D}/0003-separate-endpoints-on-repair-type.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", "status 'Acepted' (a typo of Accepted)")
f = s.take(f"{D}/0004-apis-validate-configuration-on-startup.md")
s.copy("c", f, f"{D}/0004-apis-validate-configuration-again.md", f"a copy of {f}: two ADRs numbered 4")
f = s.take(f"{D}/0001-record-architecture-decisions.md")
s.sub("b", f, "\n## Decision\n", "\nSee [the UI decision](0002-data-driven-iu.md).\n\n## Decision\n",
      "link to 0002-data-driven-iu.md (the file is 0002-data-driven-ui.md)")
s.score("# housing-repairs-adr: kinds a, b, c, f. One copy: /tmp/eval105-inj-bs/housing-repairs-adr.")

# kanister-design: kanisterio/kanister @ 534f152. design/*.md, three design documents, no template: b.
s = kit.source("kanister-design", "design", r"[a-z].*\.md")
f = s.take("design/phase-level-progress-tracking.md")
s.sub("b", f, "\n## High Level Design\n", "\nIt builds on [progress tracking](progress_tracking.md).\n\n"
      "## High Level Design\n", "link to progress_tracking.md (the file is progress-tracking.md)")
s.score("# kanister-design: kind b. One copy: /tmp/eval105-inj-bs/kanister-design.")
