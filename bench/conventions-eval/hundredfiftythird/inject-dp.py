"""Inject defects into clean documents of a copy of each data154 source (hundred-and-fifty-third evaluation, part dp:
the developer's, blind on the working tree after d4a5b28 with this stop's sidecar and status fixes, frozen as
/tmp/frozen160). See inject_kit.py; kinds a-g. Run: /work/main/.venv/bin/python inject-dp.py.
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfiftythird", "dp", data="/work/data154", clean="/work/blind153", pool="/work/blind153",
          copies="/tmp/eval153-inj-dp", frozen="/tmp/frozen160")

# cap-fiori-timetracking: German MADR records docs/ADR/NNNN-*.md, `## Status` over "Akzeptiert - ...": a, f.
s = kit.source("cap-fiori-timetracking", "docs/ADR", r"\d{4}-.*\.md")
f = s.take("docs/ADR/0006-" + next(p.name[5:] for p in (kit.data / "cap-fiori-timetracking/docs/ADR").glob("0006-*.md")))
s.delsec("a", f, "## Kontext und Problemstellung", f"deleted '## Kontext und Problemstellung' from {f} (all 21 keep it)")
f = s.take("docs/ADR/0007-" + next(p.name[5:] for p in (kit.data / "cap-fiori-timetracking/docs/ADR").glob("0007-*.md")))
s.sub("f", f, "## Status\n\nAkzeptiert -", "## Status\n\nAkzeptirt -", f"status 'Akzeptirt' in {f}")
s.score("# cap-fiori-timetracking: kinds a, f. One copy: /tmp/eval153-inj-dp/cap-fiori-timetracking.")

# sharp-mud: MADR-like records docs/adr/NNNN-*.md, `**Status:**` paragraphs, a README index: c, d, g.
s = kit.source("sharp-mud", "docs/adr", r"\d{4}-.*\.md")
f = s.take("docs/adr/0005-security-role-model-and-moderation-commands.md")
s.sub("d", f, "**Status:** Accepted", "**Status:** Superseded by [ADR-0015](0015-role-model-v2.md)",
      f"'Superseded by [ADR-0015](0015-role-model-v2.md)' in {f}: there is no ADR 15")
f = s.take("docs/adr/0006-nuget-package-distribution.md")
s.copy("c", f, "docs/adr/0006-nuget-packages.md", f"copied {f}: number 6 twice")
f = s.take("docs/adr/0007-narrow-meta-package-scope.md")
s.sub("g", f, "**Status:** Accepted", "**Status:** [Proposed | Accepted | Deprecated | Superseded by ADR-XXXX]",
      f"the template's status choices left in {f}")
s.score("# sharp-mud: kinds c, d, g. One copy: /tmp/eval153-inj-dp/sharp-mud.")

# mailfathom: MADR 4 records docs/decisions/NNNN-*.md with front matter: a, f.
s = kit.source("mailfathom", "docs/decisions", r"\d{4}-.*\.md")
f = s.take("docs/decisions/0004-" + next(p.name[5:] for p in (kit.data / "mailfathom/docs/decisions").glob("0004-*.md")))
s.delsec("a", f, "## Considered Options", f"deleted '## Considered Options' from {f} (the template's; all 16 keep it)")
f = s.take("docs/decisions/0005-" + next(p.name[5:] for p in (kit.data / "mailfathom/docs/decisions").glob("0005-*.md")))
s.sub("f", f, "status: proposed", "status: propsed", f"status 'propsed' in {f}")
s.score("# mailfathom: kinds a, f. One copy: /tmp/eval153-inj-dp/mailfathom.")
