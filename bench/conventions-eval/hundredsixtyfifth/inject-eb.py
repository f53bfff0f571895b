"""Inject defects into clean documents of a copy of each data166 source (hundred-and-sixty-fifth evaluation, part
eb: the developer's, blind on 897efac, frozen as /tmp/frozen169). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-eb.py (writes injected-<source>.txt next to this file).
"""
import os
import sys
from pathlib import Path

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixtyfifth", "eb", data="/work/data166", clean="/work/blind166", pool="/work/blind166",
          copies="/tmp/eval165-inj-eb", frozen="/tmp/frozen169")

# crabtalk: Rust-style RFCs docs/src/rfcs/NNNN-*.md numbered by issue, bullet headers, banners: a, c.
s = kit.source("crabtalk", "docs/src/rfcs", r"\d{4}-.*\.md")
# (every RFC had the blind run's DC201, a field none writes: the pool is all of them, each scored on new codes)
s.pool = sorted(f"docs/src/rfcs/{name}" for name in os.listdir(s.d / "docs/src/rfcs") if name[:4].isdigit())
f = s.take("docs/src/rfcs/0036-skill.md")
s.delsec("a", f, "## Motivation", f"deleted '## Motivation' from {f} (23 of 25 keep it)")
f = s.take("docs/src/rfcs/0080-cron.md")
s.copy("c", f, "docs/src/rfcs/0080-cron-copy.md", f"copied {f}: RFC 80 twice")
s.score("# crabtalk: kinds a, c. One copy: /tmp/eval165-inj-eb/crabtalk.")

# katana: Nygard ADRs in package folders, ## Status: e, f, b.
s = kit.source("katana", "katana_public_api_client/docs/adr", r"\d{4}-.*\.md")
# (most ADRs had the blind run's dead links: the pool is all of them, each scored on new codes)
s.pool = sorted(f"katana_public_api_client/docs/adr/{n}" for n in os.listdir(s.d / "katana_public_api_client/docs/adr")
                if n[:4].isdigit())
f = s.take(next(p for p in s.pool if "/0005-" in p))
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcceptd", f"status 'Acceptd' in {f}")
f = s.take(next(p for p in s.pool if "/0003-" in p))
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR-004](0004-defer-observability.md).\n",
      f"link to 0004-defer-observability.md in {f}: no such record")
s.score("# katana: kinds b, f. One copy: /tmp/eval165-inj-eb/katana.")

# vox: ADRs docs/src/adr/NNN-*.md, front matter, ## Status bodies: a, f.
s = kit.source("vox", "docs/src/adr", r"\d{3}-.*\.md")
s.pool = sorted(f"docs/src/adr/{n}" for n in os.listdir(s.d / "docs/src/adr") if n[:3].isdigit())  # (as above)
f = s.take(next(p for p in s.pool if "/019-" in p))
s.sub("f", f, "**Accepted (current-runtime contract freeze).**", "**Acepted (current-runtime contract freeze).**",
      f"status 'Acepted' in {f}")
f = s.take(next(p for p in s.pool if "/029-" in p))
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (most ADRs keep it)")
s.score("# vox: kinds a, f. One copy: /tmp/eval165-inj-eb/vox.")
