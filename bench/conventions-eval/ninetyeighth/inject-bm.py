"""Inject defects into clean documents of a copy of each data99 source (ninety-eighth evaluation, part bm: the
developer's, blind on a95a503, the 97th set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bm.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("ninetyeighth", "bm", data="/work/data99", clean="/tmp/eval99", copies="/tmp/eval99-inj-bm", frozen="/tmp/frozen101")


# embedded-rfcs: rust-embedded/wg @ d1818ad. rfcs/NNNN-<slug>.md (14, numbered by pull request), 0000-template.md at
# the top: a, b, g.
s = kit.source("embedded-rfcs", "rfcs", r"0[0-9]{3}-.*\.md")
f = s.take("rfcs/0377-mutex-trait.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template's, 13 of 14 RFCs keep it)")
f = s.take("rfcs/0415-revising-unproven.md")
s.sub("b", f, "# Summary\n", "# Summary\n\nSee [RFC 0378](0378-shepherd.md).\n", "link to 0378-shepherd.md (the file is "
      "0378-shepherding.md)")
f = s.take("rfcs/0523-msrv-2020.md")
s.setbody("g", f, "# Drawbacks", "Why should we *not* do this?\n", "Drawbacks left as the template's prompt")
s.score("# embedded-rfcs: kinds a, b, g. One copy: /tmp/eval99-inj-bm/embedded-rfcs.")

# giantswarm-rfc: giantswarm/rfc @ 99bc7d3. <slug>/README.md (41, front matter `state:`), template/README.md: b, f.
s = kit.source("giantswarm-rfc", ["app-prefix", "capi-adoption"], r"README\.md$")
f = s.take("app-prefix/README.md")
s.sub("f", f, "state: approved", "state: aproved", "state 'aproved' (a typo of approved)")
f = s.take("capi-adoption/README.md")
s.sub("b", f, "\n# ", "\nSee [the app prefix RFC](../app-prefixes/README.md).\n\n# ", "link to ../app-prefixes/README.md "
      "(the folder is app-prefix)")
s.score("# giantswarm-rfc: kinds b, f. One copy: /tmp/eval99-inj-bm/giantswarm-rfc.")

# rissearch-adr: digitalservicebund/ris-search @ a5e63f1. doc/adr/NNNN-<slug>.md (23, adr-tools): c, d, f.
s = kit.source("rissearch-adr", "doc/adr", r"001[4-9]-.*\.md")
f = s.take("doc/adr/0014-s3-opensearch-Synchronization.md")
s.copy("c", f, "doc/adr/0014-opensearch-sync.md", "a second ADR numbered 0014 (a copy)")
f = s.take("doc/adr/0015-use-feature-flags-instead-of-profiles.md")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperseded by [ADR 0025](0025-use-config-service.md)\n",
      "superseded by 0025-use-config-service.md, which does not exist")
f = s.pick("## Status\n\nAccepted\n")
s.sub("f", f, "## Status\n\nAccepted\n", "## Status\n\nAccpeted\n", "status 'Accpeted' (a typo of Accepted)")
s.score("# rissearch-adr: kinds c, d, f. One copy: /tmp/eval99-inj-bm/rissearch-adr.")
