"""Inject defects into clean documents of a copy of each data186 source (hundred-and-eighty-fifth evaluation, part ev: the
developer's, blind on this stop's code 81f4379, frozen as /tmp/frozen184, no fix after it until measured). See
inject_kit.py; kinds a-g. Run: /work/main/.venv/bin/python inject-ev.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredeightyfifth", "ev", data="/work/data186", clean="/work/blind186", pool="/work/blind186",
          copies="/tmp/eval185-inj-ev", frozen="/tmp/frozen184")

# couchdb: src/docs/rfcs/NNN-x.md, a template: a, g, c.
s = kit.source("couchdb", "src/docs/rfcs", r"0[01]\d-.*\.md")
f = s.pick("\n# Key Changes\n")
s.delsec("a", f, "# Key Changes", f"deleted '# Key Changes' from {f} (the template and the RFCs keep it)")
f = s.pick("\n# Security Considerations\n")
s.setbody("g", f, "# Security Considerations", "[NOTE]: # ( Include any impact to the security of CouchDB here. )",
          f"the template's note as {f}'s whole Security Considerations")
f = s.pick("\n# Introduction\n")
s.copy("c", f, "src/docs/rfcs/" + f.split("/")[-1][:4] + "another-rfc.md", f"a second RFC numbered as {f}")
s.score("# couchdb: kinds a, g, c. One copy: /tmp/eval185-inj-ev/couchdb.")

# trafficcontrol: blueprints/*.md, unnumbered, a template: a, b.
s = kit.source("trafficcontrol", "blueprints", r"[a-z].*\.md")
f = s.pick("\n## Alternatives\n")
s.delsec("a", f, "## Alternatives", f"deleted '## Alternatives' from {f} (the template and 18 of 20 keep it)")
f = s.pick("\n## Problem Description\n")
s.sub("b", f, "\n## Problem Description\n", "\n## Problem Description\n\nSee [the TLS blueprint](tls.everywhere.md).\n",
      f"link to tls.everywhere.md in {f}")
s.score("# trafficcontrol: kinds a, b. One copy: /tmp/eval185-inj-ev/trafficcontrol.")
