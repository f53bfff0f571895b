"""Inject defects into clean documents of a copy of each data176 source (hundred-and-seventy-fifth evaluation, part
el: the developer's, blind on the stop's second fixes, frozen as /tmp/frozen173). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-el.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredseventyfifth", "el", data="/work/data176", clean="/work/blind176", pool="/work/blind176",
          copies="/tmp/eval175-inj-el", frozen="/tmp/frozen173")

# tor-proposals: proposals/NNN-*.md (among .txt ones) with a fenced header (Filename, Status, ...): c, f.
s = kit.source("tor-proposals", "proposals", r"\d{3}-.*\.md")
f = s.take("proposals/333-vanguards-lite.md")
s.sub("f", f, "Status: Finished", "Status: Finsihed", f"status 'Finsihed' in {f}")
f = s.take("proposals/332-ntor-v3-with-extra-data.md")
s.copy("c", f, "proposals/332-ntor-v3-extra-data.md", f"copied {f}: proposal 332 twice")
s.score("# tor-proposals: kinds c, f. One copy: /tmp/eval175-inj-el/tor-proposals.")

# valkey-rfc: RFCs *.md at the top with `RFC:`/`Status:` front matter, TEMPLATE.md marking sections (Required): a, f.
s = kit.source("valkey-rfc", ".", r"[A-Z][A-Za-z]*\.md")
f = s.take("Bloom.md")
s.delsec("a", f, "## Specification", f"deleted '## Specification' from {f} (the template marks it Required)")
f = s.take("ValkeyJSON.md")
s.sub("f", f, "Status: Accepted", "Status: Acepted", f"status 'Acepted' in {f}")
s.score("# valkey-rfc: kinds a, f. One copy: /tmp/eval175-inj-el/valkey-rfc.")
