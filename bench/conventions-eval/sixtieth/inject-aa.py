"""Inject defects into clean documents of a copy of each data61 source (sixtieth evaluation, part aa: the
developer's, blind on the code after the fifty-ninth set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-aa.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("sixtieth", "aa", data="/work/data61", clean="/tmp/eval61", copies="/tmp/eval61-inj-aa", frozen="/tmp/frozen60")


# releng-rfcs: mozilla-releng/releng-rfcs @ 66e0a53. rfcs/template.md (# Summary, ## Motivation, # Details, # Open
# Questions, # Implementation); rfcs/NNNN-name.md and rfcs/implemented/: a b c g (no statuses, no supersessions).
R = "rfcs/"
s = kit.source("releng-rfcs", R[:-1], r"\d{4}-.*\.md")
f = s.take(R + "0005-shippable-builds.md")
s.delsec("a", f, "# Details", "deleted '# Details' (the template and 18 of 18 RFCs have it)")
f = s.take(R + "0012-typing-python-scripts.md")
s.sub("b", f, "# Details\n", "# Details\n\nSee [RFC 9](0009-scriptworker-config.md).\n",
      "link to 0009-scriptworker-config.md, which does not exist")
f = s.take(R + "0013-disable-fennec-balrog.md")
s.copy("c", f, R + "0013-disable-fennec-balrog-v2.md", f"{f} copied under the same number with '-v2'")
f = s.take(R + "0022-app-best-practices.md")
s.setbody("g", f, "# Open Questions", "<what isn't decided yet? remove this section when it is empty, and then go to\n"
          "the final comment phase>", "Open Questions left as the template's prompt")
s.score("# releng-rfcs: kinds a b c g; d e f skipped (no statuses or supersessions). One copy: /tmp/eval61-inj-aa/releng-rfcs.")

# registers-rfcs: openregister/registers-rfcs @ 19ea502. No template file; content/rfc-process/index.md (RFC 0000)
# says the metadata (rfc, start_date, decision_date, pr, status: draft|approved|rejected) and the sections (Summary,
# Motivation, Explanation); content/<slug>/index.md with `rfc: NNNN` in front matter: a b c f.
s = kit.source("registers-rfcs", [f"content/{d}" for d in ("entry-hash", "item-hash", "multihash", "proof-resource")],
               r"index\.md")
f = s.take("content/entry-hash/index.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (RFC 0000 asks for it; 23 of 23 have it)")
f = s.take("content/item-hash/index.md")
s.sub("c", f, "rfc: 0010\n", "rfc: 0009\n", "rfc: 0010 made 0009, the number of entry-hash")
f = s.take("content/multihash/index.md")
s.sub("f", f, "status: approved\n", "status: withdrawn\n", "status 'withdrawn' (RFC 0000 lists draft, approved, rejected)")
f = s.take("content/proof-resource/index.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [the entry hash RFC](../entry-hashes/index.md).\n",
      "link to ../entry-hashes/index.md, which does not exist")
s.score("# registers-rfcs: kinds a b c f; d e g skipped. One copy: /tmp/eval61-inj-aa/registers-rfcs.")

# zenko-rfcs: scality/Zenko-RFCs @ d601fcb. TEMPLATE.md (## Overview, ## Problem Description, ## Use-cases
# Description, ## Technical Details, ## Alternatives); docs/design/name.md, unnumbered: a b g.
D = "docs/design/"
s = kit.source("zenko-rfcs", D[:-1], r"[a-z].*\.md")
f = s.take(D + "utapi.md")
s.delsec("a", f, "## Technical Details", "deleted '## Technical Details' (the template and 3 of 3 designs have it)")
f = s.take(D + "ballot-launcher.md")
s.setbody("g", f, "## Overview", "Short paragraph to explain what this spec is about.", "Overview left as the template's prompt")
f = s.take(D + "object-lock.md")
s.sub("b", f, "## Requirements\n", "## Requirements\n\nSee [the retention design](retention.md).\n",
      "link to retention.md, which does not exist")
s.score("# zenko-rfcs: kinds a b g; c d e f skipped. One copy: /tmp/eval61-inj-aa/zenko-rfcs.")
