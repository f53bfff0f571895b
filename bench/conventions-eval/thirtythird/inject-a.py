"""Inject the seven kinds of defect into clean documents of a copy of each data33 source (thirty-third evaluation, helper a).

Uses inject_kit.py (one copy per source in /tmp/eval33-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval33/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-a.py (writes injected-<source>.txt next to this file).
"""
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtythird", "a", data="/work/data33", clean="/tmp/eval33", copies="/tmp/eval33-inj", frozen="/tmp/frozen33")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


def dirs(source, parent, prefix):
    """The record folders of a source whose records are <parent>/<dir>/README.md."""
    return sorted(f"{parent}/{d}" for d in os.listdir(f"/work/data33/{source}/{parent}") if d.startswith(prefix))


# handshake-hips (handshake-org/HIPs, repository root): template HIP-0000.md ('# HIP-0000 : HIP Template', a fenced preamble
# 'Number: / Title: / Type: / Status: / Authors: / Created:', then '## Abstract', Motivation, Body, References). README.md:22-27:
# submit with the placeholder 'HIP-xxxx', a maintainer assigns the number. HIPs link each other by the project site's address
# ('[HIP-0001](https://hsd-dev.org/HIPs/proposals/0001/)', HIP-0006.md:27). No supersession field; statuses Draft (13), Final.
s = kit.source("handshake-hips", ".", r"HIP-\d{4}\.md")
f = take(s, "HIP-0009.md")
s.delsec("a", f, "## Abstract", "deleted '## Abstract' (HIP-0000.md:12; 14 of 14 HIPs have it)")
f = take(s, "HIP-0002.md")
s.sub("b", f, "This HIP describes how to publish a wallet address in a domain.",
      "This HIP describes how to publish a wallet address in a domain (see also [HIP-0099](https://hsd-dev.org/HIPs/proposals/0099/)).",
      "link '[HIP-0099](https://hsd-dev.org/HIPs/proposals/0099/)' in the repository's own form (HIP-0006.md:27, HIP-0011.md:53: "
      "the project site's address); there is no HIP-0099")
f = take(s, "HIP-0006.md")
s.sub("c", f, "Number:  HIP-0006", "Number:  HIP-0005", "preamble 'Number:  HIP-0005' in HIP-0006.md: number 5 taken twice "
      "(HIP-0005.md 'Number:  HIP-0005')")
f = take(s, "HIP-0007.md")
s.sub("f", f, "Status:  Draft", "Status:  Darft", "status 'Darft' (misspelt; the HIPs say Draft (13) or Final (1), HIP-0000.md:7)")
f = take(s, "HIP-0016.md")
s.setbody("g", f, "## Motivation", "This is a section for a motivation.",
          "'## Motivation' body is the template's 'This is a section for a motivation.' (HIP-0000.md:18)")
s.score("# handshake-hips: kinds a b c f g. d and e do not apply: no supersession field or status in HIP-0000.md or any HIP "
        "(README.md:12 only says HIPs 'may ... be replaced with newer HIPs'). One copy: /tmp/eval33-inj/handshake-hips.")

# eslint-rfcs (eslint/rfcs designs/): template templates/design.md: a bullet header '- Repo: / - Start Date: / - RFC PR: /
# - Authors:' with parenthesised prompts, '# (RFC title goes here)', then '## Summary', Motivation, Detailed Design,
# Documentation, Drawbacks, Backwards Compatibility Analysis, Alternatives, Open Questions, Help Needed, Frequently Asked
# Questions, Related Discussions (optional, :100). Records designs/YYYY-slug/README.md (README.md:43); the RFC's id is its
# PR address ('RFC PR: https://github.com/eslint/rfcs/pull/119'); designs link each other relatively
# ('(../2021-stricter-rule-test-validation/README.md)', designs/2022-suggestion-parse-errors/README.md:19). No status.
s = kit.source("eslint-rfcs", dirs("eslint-rfcs", "designs", "20"), r"README\.md")
f = take(s, "designs/2023-only-run-reporting-rules/README.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (templates/design.md:12; 60 of 60 designs have it)")
f = take(s, "designs/2023-rule-options-defaults/README.md")
s.sub("b", f, "\n## Summary\n", "\n## Summary\n\nThis builds on [the rule options RFC](../2021-rule-options/README.md).\n",
      "relative link '[the rule options RFC](../2021-rule-options/README.md)' (the form of designs/2022-suggestion-parse-errors/"
      "README.md:19); there is no designs/2021-rule-options/")
f = take(s, "designs/2024-hooks-for-test-cases/README.md")
s.sub("c", f, "- RFC PR: https://github.com/eslint/rfcs/pull/122", "- RFC PR: https://github.com/eslint/rfcs/pull/119",
      "'RFC PR: https://github.com/eslint/rfcs/pull/119' in 2024-hooks-for-test-cases: the RFC's id (its PR) taken twice "
      "(designs/2024-baseline-support/README.md:3 has pull/119)")
f = take(s, "designs/2020-cwd-in-formatters/README.md")
s.sub("g", f, "- Repo: eslint/eslint\n", "- Repo: (the repo it will be implemented in, e.g. eslint/espree)\n",
      "'Repo: (the repo it will be implemented in, e.g. eslint/espree)' left from templates/design.md:1")
s.score("# eslint-rfcs: kinds a b c g. d, e and f do not apply: an ESLint RFC has no status and no supersession (templates/"
        "design.md; README.md:47-48: accepted RFCs are merged, others closed). c in the repository's own id, the RFC PR "
        "address (the folders carry only a year). One copy: /tmp/eval33-inj/eslint-rfcs.")

# akash-aeps (akash-network/AEP spec/): EIP-derived; process spec/aep-1/README.md: YAML front matter aep / title / author /
# status (:127 Draft | Last Call | Accepted | Final | Active | Abandoned | Rejected | Superseded) / type / created / ...
# discussions-to / requires / replaces / superseded-by (:151-153, :209-211); sections (:100-111) Abstract, Motivation
# (optional), Specification, Rationale, Backward Compatibility, Test Cases, Implementations, Security Considerations ('AEP
# submissions missing the "Security Considerations" section will be rejected'). The template README.md names
# (aep-template.md) is not in the repository. Records spec/aep-N/README.md; links '(../aep-76)' (aep-80:17).
s = kit.source("akash-aeps", dirs("akash-aeps", "spec", "aep-"), r"README\.md")
f = take(s, "spec/aep-80/README.md")
s.delsec("a", f, "## Security Considerations", "deleted '## Security Considerations' (aep-1/README.md:110 'AEP submissions "
         "missing the \"Security Considerations\" section will be rejected'; 8 AEPs have it)")
f = take(s, "spec/aep-81/README.md")
t = (s.d / f).read_text(encoding="utf-8")
first = next(line for line in t.split("\n") if line.startswith("## "))
s.sub("b", f, first + "\n", first + "\n\nThis builds on [AEP-99](../aep-99).\n",
      "relative link '[AEP-99](../aep-99)' (the form of aep-80/README.md:17 '[AEP-76](../aep-76)'); there is no spec/aep-99")
f = take(s, "spec/aep-6/README.md")
s.sub("c", f, "\naep: 6\n", "\naep: 5\n", "front matter 'aep: 5' in aep-6/README.md: number 5 taken twice (aep-5 'aep: 5')")
f = take(s, "spec/aep-14/README.md")
s.sub("d", f, "\nstatus: Final\n", "\nstatus: Final\nsuperseded-by: 99\n", "'superseded-by: 99' (aep-1/README.md:153, :211); "
      "there is no AEP 99")
f = take(s, "spec/aep-16/README.md")
s.sub("e", f, "\nstatus: Final\n", "\nstatus: Final\nreplaces: 15\n", "aep-16 (Final) gets 'replaces: 15'; spec/aep-15/README.md "
      "stays 'status: Final' (aep-1/README.md:95 a replaced Final AEP becomes Superseded; :211)")
take(s, "spec/aep-15/README.md")
f = take(s, "spec/aep-18/README.md")
s.sub("f", f, "\nstatus: Final\n", "\nstatus: Approved\n", "status 'Approved' (aep-1/README.md:127: Draft | Last Call | Accepted "
      "| Final | Active | Abandoned | Rejected | Superseded)")
f = take(s, "spec/aep-21/README.md")
t = (s.d / f).read_text(encoding="utf-8")
dl = next(line for line in t.split("\n") if line.startswith("discussions-to:"))
s.sub("g", f, dl + "\n", "discussions-to: a url pointing to the official discussion thread\n",
      "'discussions-to: a url pointing to the official discussion thread' left from aep-1/README.md:141's header prompt (the "
      "only template text at HEAD: the template file README.md names is missing)")
s.score("# akash-aeps: kinds a b c d e f g, all apply (g from aep-1's header prompts: no template file at HEAD). "
        "One copy: /tmp/eval33-inj/akash-aeps.")

# nemtech-nips (nemtech/NIP NIPs/): template ISSUE_TEMPLATE.md at the root: '# NIP-XX - NIP Title', '## Summary' with an
# indented preamble in a code block ('NIP: / * Layer: / Title: / Author: / * Discussions-To: / Comments-URI: / Status: <Draft |
# Active | Proposed | Deferred | Rejected | Withdrawn | Final | Replaced | Obsolete> / Type: / Created: / License: / * Replaces:
# / * Superseded-By:'), then Introduction/Abstract, Specification, Motivation, Design Decisions, Implementation, Backwards
# compatibility, Drawbacks, Alternatives, References, History. Process NIP 1 (nip-0001.md:126-150 the parts, :203-222 statuses).
# Records NIPs/nip-NNNN.md; links '[Transaction URI Scheme](nip-0002.md)' (nip-0005.md:35).
s = kit.source("nemtech-nips", "NIPs", r"nip-\d{4}\.md")
f = take(s, "NIPs/nip-0007.md")
s.delsec("a", f, "## Specification", "deleted '## Specification' (ISSUE_TEMPLATE.md:42; nip-0001.md:132 'Each NIP should "
         "have the following parts: ... Specification'; 12 of 13 NIPs have it)")
f = take(s, "NIPs/nip-0005.md")
s.sub("b", f, "[Transaction URI Scheme](nip-0002.md)", "[Transaction URI Scheme](nip-0002.md) (and [NIP-99](nip-0099.md))",
      "relative link '[NIP-99](nip-0099.md)' (the form of nip-0005.md:35 '(nip-0002.md)'); there is no NIPs/nip-0099.md")
f = take(s, "NIPs/nip-0006.md")
s.sub("c", f, "\n    NIP: 6\n", "\n    NIP: 5\n", "preamble 'NIP: 5' in nip-0006.md: number 5 taken twice (nip-0005.md 'NIP: 5')")
f = take(s, "NIPs/nip-0004.md")
s.sub("d", f, "    Status: Draft\n", "    Status: Draft\n    Superseded-By: 99\n", "'Superseded-By: 99' (ISSUE_TEMPLATE.md "
      "preamble '* Superseded-By: <NIP number>'); there is no NIP 99")
f = take(s, "NIPs/nip-0010.md")
s.sub("e", f, "    Status: Active\n", "    Status: Active\n    Replaces: 9\n", "nip-0010 (Active) gets 'Replaces: 9'; "
      "NIPs/nip-0009.md stays 'Status: Active' (nip-0001.md:220 'When a Final NIP is no longer relevant, its status may be "
      "changed to Replaced')")
take(s, "NIPs/nip-0009.md")
f = take(s, "NIPs/nip-0011.md")
s.sub("f", f, "    Status: Draft\n", "    Status: Approved\n", "status 'Approved' (ISSUE_TEMPLATE.md: Draft | Active | Proposed "
      "| Deferred | Rejected | Withdrawn | Final | Replaced | Obsolete)")
f = take(s, "NIPs/nip-0012.md")
s.sub("g", f, "    Comments-URI: https://github.com/nemtech/NIP/issues/38\n",
      "    Comments-URI: <links to issue page for comments>\n",
      "'Comments-URI: <links to issue page for comments>' left from ISSUE_TEMPLATE.md's preamble")
s.score("# nemtech-nips: kinds a b c d e f g, all apply. One copy: /tmp/eval33-inj/nemtech-nips.")
