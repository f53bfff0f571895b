"""Inject defects into clean documents of a copy of each data281 source (two-hundred-and-seventy-ninth evaluation,
part il: the developer's, blind on bdab315, frozen as /tmp/frozen237). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-il.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredseventyninth", "il", data="/work/data281", clean="/work/blind281", pool="/work/blind281",
          copies="/tmp/eval279-inj-il", frozen="/tmp/frozen237")

# signum-sips: SIP/sip-N.md, front matter: c, f.
s = kit.source("signum-sips", "SIP", r"sip-\d+\.md")
f = s.pick("status: Final\n", skip=3)
s.sub("f", f, "status: Final\n", "status: Finl\n", f"status 'Finl' in {f}")
f = s.pick("\n## ", skip=6)
s.copy("c", f, "SIP/sip-07.md", f"a second SIP numbered 7, a copy of {f}")
s.score("# signum-sips: kinds c, f. One copy: /tmp/eval279-inj-il/signum-sips.")

# kyber-kips: KIPs/kip-N.md: b.
s = kit.source("kyber-kips", "KIPs", r"kip-\d+\.md")
f = s.pick("\n## ", skip=4)
s.sub("b", f, "\n## ", "\nSee [KIP-44](kip-44.md).\n\n## ", f"link to a missing KIP in {f}")
s.score("# kyber-kips: kind b. One copy: /tmp/eval279-inj-il/kyber-kips.")
