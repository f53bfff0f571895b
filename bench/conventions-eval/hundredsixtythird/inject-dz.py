"""Inject defects into clean documents of a copy of each data164 source (hundred-and-sixty-third evaluation, part dz:
the developer's, blind on 897efac, frozen as /tmp/frozen169). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dz.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixtythird", "dz", data="/work/data164", clean="/work/blind164", pool="/work/blind164",
          copies="/tmp/eval163-inj-dz", frozen="/tmp/frozen169")

# djangomvp: spec-kit specs specs/NNN-name/spec.md, bold header lines, mandatory sections: a, f.
s = kit.source("djangomvp", ["specs/015-mvp-list-view", "specs/013-mvp-delete-view"], r"spec\.md")
f = s.take("specs/015-mvp-list-view/spec.md")
s.sub("f", f, "**Status**: Draft", "**Status**: Drfat", f"status 'Drfat' in {f}")
f = s.take("specs/013-mvp-delete-view/spec.md")
s.delsec("a", f, "## Success Criteria *(mandatory)*", f"deleted the mandatory Success Criteria from {f}")
s.score("# djangomvp: kinds a, f. One copy: /tmp/eval163-inj-dz/djangomvp.")

# eigenos: RFCs rfcs/NNNN-*.md, bullet headers: c, d, f.
s = kit.source("eigenos", "rfcs", r"\d{4}-.*\.md")
f = s.take(next(p for p in s.pool if p.startswith("rfcs/0012-")))
s.sub("f", f, "- **Status:** Implemented", "- **Status:** Implemeted", f"status 'Implemeted' in {f}")
f = s.take(next(p for p in s.pool if p.startswith("rfcs/0005-")))
s.copy("c", f, "rfcs/0005-aqo-format-copy.md", f"copied {f}: RFC 5 twice")
f = s.take(next(p for p in s.pool if p.startswith("rfcs/0003-")))
s.sub("d", f, "## Summary", "> Superseded by [RFC 0058](0058-jobspec-v2.md).\n\n## Summary",
      f"'Superseded by [RFC 0058](0058-jobspec-v2.md)' in {f}: there is no RFC 58")
s.score("# eigenos: kinds c, d, f. One copy: /tmp/eval163-inj-dz/eigenos.")

# ironcore-ieps: IEPs ieps/NN-*.md, KEP-style front matter, template 00-template.md: a, c, f.
s = kit.source("ironcore-ieps", "ieps", r"\d\d-.*\.md")
f = s.take("ieps/07-quota.md")
s.sub("f", f, "status: implementable", "status: implementabel", f"status 'implementabel' in {f}")
f = s.take("ieps/09-network-peering.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (the template's)")
f = s.take("ieps/11-scheduling.md")
s.copy("c", f, "ieps/11-scheduling-copy.md", f"copied {f}: IEP 11 twice")
s.score("# ironcore-ieps: kinds a, c, f. One copy: /tmp/eval163-inj-dz/ironcore-ieps.")
