"""Inject defects into clean documents of a copy of each data84 source (eighty-third evaluation, part ax: the
developer's, blind on 48ea19a, the eighty-second set's fixes). See inject_kit.py; kinds a-g as in earlier sets. Run:
/work/main/.venv/bin/python inject-ax.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eightythird", "ax", data="/work/data84", clean="/tmp/eval83", copies="/tmp/eval83-inj-ax", frozen="/tmp/frozen83")


# omnigraph: ModernRelay/omnigraph @ 62a9c3f. docs/rfcs/: a public track written to 0000-template.md (0029, 0037-0039,
# a table header) and a maintainer design series with front matter (0001-0036); docs/dev/rfc-NNN-*.md, an older
# series: a, g, f, c, d, b.
s = kit.source("omnigraph", "docs/rfcs", r"00[0-9][0-9]-.*\.md")
f = s.take("docs/rfcs/0038-typed-storage-failures.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and the four public-track RFCs have it)")
f = s.take("docs/rfcs/0039-end-to-end-benchmark.md")
s.setbody("g", f, "## Summary", "One paragraph: what this changes, in plain terms.",
          "the Summary is the template's own prompt ('One paragraph: what this changes, in plain terms.')")
f = s.take("docs/rfcs/0030-cdc-time-travel.md")
s.sub("f", f, "status: implemented\n", "status: implmented\n", "status 'implmented' (a typo of the family's implemented)")
f = s.take("docs/rfcs/0025-checkpoint-retention.md")
s.copy("c", f, "docs/rfcs/0025-checkpoint-compaction.md", "a second RFC numbered 0025 (a copy named 0025-checkpoint-compaction.md)")
f = s.take("docs/rfcs/0027-lineage-merge-deltas.md")
s.edit(f, "status: research-blocked\n", "status: superseded\n")  # (made superseded, the successor below)
s.sub("d", f, "**Status:** Research blocked", "**Status:** Superseded by [RFC-0041](0041-lineage-v2.md); research blocked",
      "superseded by RFC-0041 (0041-lineage-v2.md), which does not exist")
f = s.take("docs/rfcs/0032-adversarial-correctness-harness.md")
s.sub("b", f, "## 1. Why the existing instruments do not cover this\n",
      "## 1. Why the existing instruments do not cover this\n\nSee [RFC-031](0031-comparative-cost.md).\n",
      "link to 0031-comparative-cost.md (the file is 0031-comparative-cost-harness.md)")
s.score("# omnigraph: kinds a, g, f, c, d, b. One copy: /tmp/eval83-inj-ax/omnigraph.")

# obot-proposals: obot-platform/obot-design-proposals @ 45bac17. templates/design-proposal.md and three proposals in
# dated folders (too few for a section to be told required): b, g.
s = kit.source("obot-proposals", ["proposals/2026-08-14-migrate-to-go-mcp-sdk", "proposals/2026-08-16-thin-composites"],
               r"README\.md")
f = s.take("proposals/2026-08-14-migrate-to-go-mcp-sdk/README.md")
s.sub("b", f, "## Related ODPs\n", "## Related ODPs\n\nSee [thin composites](../2026-08-16-thin-composite/README.md).\n",
      "link to ../2026-08-16-thin-composite/ (the folder is 2026-08-16-thin-composites)")
f = s.take("proposals/2026-08-16-thin-composites/README.md")
s.setbody("g", f, "## Goals", "<!-- Outcomes this design must achieve. Prefer observable results. -->",
          "the Goals section left as the template's guidance comment alone")
s.score("# obot-proposals: kinds b, g. One copy: /tmp/eval83-inj-ax/obot-proposals.")

# drawbox: akshay2211/DrawBox @ 5707c88. An app's docs (a MkDocs site) and docs/rfcs/ with a template and one RFC: b.
s = kit.source("drawbox", "docs/rfcs", r"0001-.*\.md")
f = s.take("docs/rfcs/0001-text-elements.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee the [tools page](../features/tool.md).\n",
      "link to ../features/tool.md (the page is tools.md)")
s.score("# drawbox: kind b. One copy: /tmp/eval83-inj-ax/drawbox.")
