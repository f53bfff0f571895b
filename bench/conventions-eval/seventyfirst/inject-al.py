"""Inject defects into clean documents of a copy of each data72 source (seventy-first evaluation, part al: the
developer's, blind on the code after the seventieth set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-al.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventyfirst", "al", data="/work/data72", clean="/tmp/eval72", copies="/tmp/eval72-inj-al", frozen="/tmp/frozen71")


# sff-rfcs: software-factory-foundation/rfcs @ 3a3a154. rfcs/TEMPLATE.md (front matter id, state: Pre-Draft, ...;
# # Summary, # Motivation, # Detailed Design, # Drawbacks, ...); CONTRIBUTING.md: Pre-Draft, Draft, Last Call,
# Candidate Recommendation, Final. rfcs/SFF-RFC-NNNN.md: a b f g.
s = kit.source("sff-rfcs", "rfcs", r"SFF-RFC-\d{4}\.md")
f = s.take("rfcs/SFF-RFC-0003.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' and its sub-sections (the template and 14 of 14 RFCs have it)")
f = s.take("rfcs/SFF-RFC-0004.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nSee [the memory manifest](SFF-RFC-0001-memory.md).\n",
      "link to SFF-RFC-0001-memory.md, which does not exist")
f = s.take("rfcs/SFF-RFC-0009.md")
s.sub("f", f, "state: Pre-Draft\n", "state: Frozen\n", "state 'Frozen' (CONTRIBUTING.md's states: Pre-Draft, Draft, "
      "Last Call, Candidate Recommendation, Final)")
f = s.take("rfcs/SFF-RFC-0006.md")
s.setbody("g", f, "# Drawbacks", "Why might we not want to do this? Costs, complexity, lock-in, scope creep, "
          "performance implications, deployment burden. Be honest.", "'# Drawbacks' left as the template's text")
s.score("# sff-rfcs: kinds a b f g; c d e skipped (numbers in the name and id, no supersessions). One copy: "
        "/tmp/eval72-inj-al/sff-rfcs.")

# sbombastic-rfcs: rancher-sandbox/sbombastic @ 32d2cc4. docs/rfc/0000-template.md (a header table: Feature Name,
# Start Date, Category, RFC PR, State **ACCEPTED**; States: ACCEPTED, REJECTED); docs/rfc/NNNN_name.md: a f.
s = kit.source("sbombastic-rfcs", "docs/rfc", r"\d{4}_.*\.md")
f = s.take("docs/rfc/0003_vex_support.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template and 5 of 5 RFCs have it)")
f = s.take("docs/rfc/0001_scanner_architecture_and_design.md")
s.sub("f", f, "| State        | **ACCEPTED**", "| State        | **POSTPONED**", "state 'POSTPONED' (the template's "
      "States: ACCEPTED, REJECTED)")
s.score("# sbombastic-rfcs: kinds a f; b c g on documents already flagged, d e no supersession convention. One copy: "
        "/tmp/eval72-inj-al/sbombastic-rfcs.")

# jk-rfcs: jkcfg/jk @ 674084c. docs/rfc/0000-template.md (## Summary, ## Example, ## Motivation, ## Design, ...);
# docs/rfc/NNNN-name.md: b c g.
s = kit.source("jk-rfcs", "docs/rfc", r"000[1-9]-.*\.md")
f = s.take("docs/rfc/0001-json-schema-validation.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [validation in generate](0002-validate-generate.md).\n",
      "link to 0002-validate-generate.md, which does not exist")
f = s.take("docs/rfc/0002-validate-in-generate.md")
s.copy("c", f, "docs/rfc/0002-plugins.md", f"{f} copied under the same number")
f = s.take("docs/rfc/0003-import-from-images.md")
s.setbody("g", f, "## Drawbacks and limitations", "_What are the drawbacks of adopting this proposal; e.g.,_\n\n"
          " - _Does it require more engineering work from users (for an\n   equivalent result)?_\n"
          " - _Are there performance concerns?_",
          "'## Drawbacks and limitations' left as the template's text")
s.score("# jk-rfcs: kinds b c g; a (three RFCs), d e f (no statuses) skipped. One copy: /tmp/eval72-inj-al/jk-rfcs.")

# nexmo-rfcs: Nexmo/server-sdk-specification @ 2d98e46. rfcs/TEMPLATE.md; rfcs/{accepted,proposed}/RFC-N-name.md: b.
s = kit.source("nexmo-rfcs", ["rfcs/accepted", "rfcs/proposed"], r"RFC-\d+-.*\.md")
f = s.take("rfcs/accepted/RFC-1-server-sdk-jwt-packages.md")
s.sub("b", f, "## Problem\n", "## Problem\n\nSee [the NCCO builders](RFC-2-server-sdk-ncco-builders.md).\n",
      "link to RFC-2-server-sdk-ncco-builders.md beside it, which is in rfcs/proposed/")
s.score("# nexmo-rfcs: kind b; two RFCs, no more kinds apply. One copy: /tmp/eval72-inj-al/nexmo-rfcs.")

# korc-enhancements: k-orc/openstack-resource-controller @ c22784c. enhancements/TEMPLATE.md; name.md: b.
s = kit.source("korc-enhancements", "enhancements", r"[a-z].*\.md")
f = s.take("enhancements/drift-detection.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [the template](template.md).\n",
      "link to template.md, which is TEMPLATE.md")
s.score("# korc-enhancements: kind b; one enhancement at HEAD. One copy: /tmp/eval72-inj-al/korc-enhancements.")
