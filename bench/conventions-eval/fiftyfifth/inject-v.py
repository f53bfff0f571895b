"""Inject defects into clean documents of a copy of each data56 source (fifty-fifth evaluation, part v: the
developer's, blind on the code after the fifty-fourth set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-v.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fiftyfifth", "v", data="/work/data56", clean="/tmp/eval56", copies="/tmp/eval56-inj-v", frozen="/tmp/frozen55")


# couchbase-sdk-rfcs: couchbaselabs/sdk-rfcs @ f690b9c. 0000-template.md at the top ('# Meta' with `- Current Status:
# TBD: DRAFT -> REVIEW -> ACCEPTED]`, '# Summary [TBD: ...]', Motivation, General Design, ...); rfc/NNNN-name.md.
R = "rfc/"
s = kit.source("couchbase-sdk-rfcs", R[:-1], r"\d{4}-.*\.md")
f = s.take(R + "0003-indexmanagement.md")
s.delsec("a", f, "# Summary", "deleted '# Summary' (the template and 41 of 45 RFCs have it)")
f = s.take(R + "0004-at_plus.md")
s.sub("b", f, "# Summary\n", "# Summary\n\nSee [RFC 6](0006-cluster-map.md).\n", "link to 0006-cluster-map.md, which does not exist")
f = s.take(R + "0005-vbucket-retries.md")
s.copy("c", f, R + "0005-vbucket-backoff.md", "a second RFC numbered 0005")
f = s.take(R + "0002-subdocapi.md")
s.sub("f", f, "* Current Status: Review", "* Current Status: Postponed",
      "'Current Status: Postponed' (the template: DRAFT -> REVIEW -> ACCEPTED)")
s.score("# couchbase-sdk-rfcs: kinds a b c f; d e g skipped. One copy: /tmp/eval56-inj-v/couchbase-sdk-rfcs.")

# kaa-rfcs: kaaproject/kaa-rfcs @ c7424a4. NNNN/README.md, a front matter (name, shortname, status: raw | draft ...),
# '# Introduction', '# Language' (RFC 2119), ...; no template.
s = kit.source("kaa-rfcs", ["0002", "0004", "0006"], r"README\.md")
f = s.take("0002/README.md")
s.delsec("a", f, "# Language", "deleted '# Language' (26 of 27 RFCs have it)")
f = s.take("0004/README.md")
s.sub("b", f, "# Introduction\n", "# Introduction\n\nSee [the data collection protocol](/0002/README-dcp.md).\n",
      "link to /0002/README-dcp.md, which does not exist")
f = s.take("0006/README.md")
s.sub("f", f, "status: draft", "status: postponed", "'status: postponed' (the README: raw, draft, stable, deprecated, retired)")
s.score("# kaa-rfcs: kinds a b f; c d e g skipped. One copy: /tmp/eval56-inj-v/kaa-rfcs.")

# ewc-rfcs: EWC-consortium/eudi-wallet-rfcs @ 26028b7. ewc-rfcNNN-name.md at the top, `**Status:** Approved`; no
# template: b and f.
s = kit.source("ewc-rfcs", ".", r"ewc-rfc\d{3}-.*\.md")
f = s.take("ewc-rfc003-issue-person-identification-data.md")
s.sub("b", f, "**Status:** Approved", "**Status:** Approved\n\nSee [RFC004](ewc-rfc004-wallet-attestation.md).",
      "link to ewc-rfc004-wallet-attestation.md, which does not exist")
f = s.take("ewc-rfc004-individual-wallet-attestation.md")
s.sub("f", f, "**Status:** Approved", "**Status:** Postponed", "'Status: Postponed' (every other RFC: Approved)")
s.score("# ewc-rfcs: kinds b f; a c d e g skipped. One copy: /tmp/eval56-inj-v/ewc-rfcs.")
