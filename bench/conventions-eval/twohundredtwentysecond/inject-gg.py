"""Inject defects into clean documents of a copy of each data223 source (two-hundred-and-twenty-second evaluation,
part gg: the developer's, blind on the stop's final checking code d8c7f53, frozen as /tmp/frozen210). See
inject_kit.py. Run: /work/main/.venv/bin/python inject-gg.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredtwentysecond", "gg", data="/work/data223", clean="/work/blind223", pool="/work/blind223",
          copies="/tmp/eval222-inj-gg", frozen="/tmp/frozen210")

# ssi-service: doc/sip/sips/sipN/README.md, a fenced yaml preamble (`Status: Accepted`), sip_template.md: f, a.
s = kit.source("ssi-service", ["doc/sip/sips/sip2", "doc/sip/sips/sip5", "doc/sip/sips/sip6"], r"README\.md")
f = s.pick("Status: Accepted")
s.sub("f", f, "Status: Accepted", "Status: Acepted", f"status Accepted misspelt in the fenced preamble of {f}")
f = s.pick("\n# Specification\n")
s.delsec("a", f, "# Specification", f"deleted '# Specification' from {f} (the template has it; every SIP keeps it)")
s.score("# ssi-service: kinds f, a. One copy: /tmp/eval222-inj-gg/ssi-service.")

# indy-sdk: docs/design/NNN-x/README.md, no template or status: b.
s = kit.source("indy-sdk", ["docs/design/002-anoncreds", "docs/design/003-wallet-storage",
                "docs/design/004-payment-interface"],
               r"README\.md")
f = s.pick("\n## ", skip=1)
s.sub("b", f, "\n## ", "\nSee [the ledger design](../015-ledger/README.md).\n\n## ", f"link to a missing design in {f}")
s.score("# indy-sdk: kind b. One copy: /tmp/eval222-inj-gg/indy-sdk.")
