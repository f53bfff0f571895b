"""Inject defects into clean documents of a copy of each data140 source (hundred-and-thirty-ninth evaluation, part
db: the developer's, blind on 8d8e5da, the fixes of the hundred-and-thirty-eighth). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-db.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredthirtyninth", "db", data="/work/data140", clean="/tmp/blind140", copies="/tmp/eval139-inj-db",
          frozen="/tmp/frozen144")  # (8d8e5da)

# easyui-madr: EasyPost/easy-ui @ 8761d38. MADR records NNN_x.md, front matter status: a, c, d, e, f.
s = kit.source("easyui-madr", "documentation/decisions", r"\d{3}_.*\.md")
f = s.take("documentation/decisions/005_icon_system.md")
s.delsec("a", f, "## Decision Outcome", f"deleted '## Decision Outcome' from {f} (the records keep it)")
f = s.take("documentation/decisions/006_unit_test_framework.md")
s.copy("c", f, "documentation/decisions/006_unit_test_runner.md", f"copied {f} to 006_unit_test_runner.md: 6 twice")
f = s.take("documentation/decisions/002_bundler.md")
s.sub("d", f, "status: Accepted", "status: Superseded by [014](014_bundle_with_vite.md)",
      f"{f} superseded by 014_bundle_with_vite.md, which does not exist")
s.take("documentation/decisions/001_styling_library.md")  # (left Accepted: the record superseded)
new = s.take("documentation/decisions/009_use_tsdoc.md")
s.sub("e", new, "## Context and Problem Statement\n", "## Context and Problem Statement\n\nThis decision supersedes "
      "[001](001_styling_library.md).\n", f"{new} says it supersedes 001; documentation/decisions/001_styling_library.md "
      "still Accepted (DC405 there, or DC404)")
f = s.take("documentation/decisions/010_use_changesets.md")
s.sub("f", f, "status: Approved", "status: Aproved", f"status 'Aproved' in {f}")
s.score("# easyui-madr: kinds a, c, d, e, f. One copy: /tmp/eval139-inj-db/easyui-madr.")

# backpack-decisions: Skyscanner/backpack @ 2445895. Unnumbered decisions/x.md, a template with comments: a, b, g.
s = kit.source("backpack-decisions", "decisions", r"[a-z].*\.md")
f = s.take("decisions/writing-docs.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' from {f} (the template's; most decisions keep it)")
f = s.take("decisions/release-schedule.md")
s.sub("b", f, "[future flags](future-api.md)", "[future flags](futures-api.md)",
      f"link to futures-api.md in {f} (the file is future-api.md)")
f = s.take("decisions/versioning-rules.md")
s.setbody("g", f, "## Thinking", '<!-- e.g. "Because a study showed that pink improves coding ability on Wednesdays" -->',
          f"'## Thinking' of {f} left as the template's comment")
s.score("# backpack-decisions: kinds a, b, g. One copy: /tmp/eval139-inj-db/backpack-decisions.")

# opencollective-rfcs: opencollective/opencollective @ a347be2. RFCs rfcs/NNN-x.md, a template of H1 sections: b, g.
s = kit.source("opencollective-rfcs", "rfcs", r"\d{3}-.*\.md")
f = s.take("rfcs/015-utility-first-css-framework.md")
s.sub("b", f, "](https://tailwindcss.com/)", "](./016-tailwind.md)",
      f"link to ./016-tailwind.md in {f} (no such RFC)")
f = s.take("rfcs/014-introduce-headless-components-library.md")
s.setbody("g", f, "## Solution", "<!--\nDescribe the proposed solutions with facts and arguments in favor of this change.\n-->",
          f"'## Solution' of {f} left as the template's comment")
s.score("# opencollective-rfcs: kinds b, g. One copy: /tmp/eval139-inj-db/opencollective-rfcs.")
