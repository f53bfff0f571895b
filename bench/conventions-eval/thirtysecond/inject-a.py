"""Inject the seven kinds of defect into clean documents of a copy of each data32 source (thirty-second evaluation, helper a).

Uses inject_kit.py (one copy per source in /tmp/eval32-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval32/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-a.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtysecond", "a", data="/work/data32", clean="/tmp/eval32", copies="/tmp/eval32-inj", frozen="/tmp/frozen32")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# conan-tribe (conan-io/tribe design/): template design/_TEMPLATE.md: '# Proposal: [Title]', then a Markdown table of metadata
# ('| **Status** | **Proposed/Accepted/Deprecated** |', '| **RFC #** | #### |', '| **Submitted** | YYYY-MM-DD |',
# '| **Dependencies** | RFC #, # |'), then '## Summary', Motivation, Proposal, Alternative Approaches, Detailed Design, Open
# issues. Records write '| **RFC #** | [003](https://github.com/conan-io/tribe/pull/3) |' (the PR number) and link other
# documents only by PR address; README.md links 'design/_TEMPLATE.md' relatively. No supersession field.
D = "design/"
s = kit.source("conan-tribe", "design", r"\d{3}-.*\.md")
f = take(s, D + "020-full_dependency_graph_with_build_requires.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (design/_TEMPLATE.md:17; 19 of 19 proposals have it)")
f = take(s, D + "021-remove-cpp_info-configs.md")
s.sub("b", f, "\n## Summary\n", "\n## Summary\n\nThis builds on [proposal 099](099-package-revisions.md).\n",
      "relative link '[proposal 099](099-package-revisions.md)' (the relative form of README.md's '(design/_TEMPLATE.md)'; "
      "the proposals themselves link each other only by PR address); there is no design/099-*.md")
f = take(s, D + "025-make_alias_explicit.md")
s.sub("c", f, "[025](https://github.com/conan-io/tribe/pull/25)", "[024](https://github.com/conan-io/tribe/pull/24)",
      "'| **RFC #** | [024](https://github.com/conan-io/tribe/pull/24) |' in 025-make_alias_explicit.md: number 24 taken twice "
      "(024-explicit_default_profile_creation.md has it)")
f = take(s, D + "026-requirements_traits.md")
t = (s.d / f).read_text(encoding="utf-8")
row = next(line for line in t.split("\n") if line.startswith("| **Status**"))
s.sub("f", f, row, row.replace("**Accepted**", "**Approved**"), "status '**Approved**' (design/_TEMPLATE.md:5 offers "
      "Proposed/Accepted/Deprecated; 15 proposals say Accepted)")
f = take(s, D + "027-package_types.md")
s.setbody("g", f, "## Summary", "[A short summary of the proposal.]",
          "'## Summary' body is the template's '[A short summary of the proposal.]' (design/_TEMPLATE.md:14)")
s.score("# conan-tribe: kinds a b c f g. d and e do not apply: no supersession in the family (no Replaces/Superseded field in "
        "design/_TEMPLATE.md or any proposal; 'Deprecated' has no successor field). One copy: /tmp/eval32-inj/conan-tribe.")

# theqrl-qips (theQRL/qips qips/): template qip-template.md at the root: YAML front matter qip / title / author / layer / status
# (a slash path: 'draft/incomplete', 'proposal/accepted/completed', ...; qip-specification.md section 3) / comments_uri /
# comments_summary_uri / created / updated / requires / replaces / superseded_by, then '## Abstract', Motivation, Specification,
# Rationale, Backward compatibility, Reference Implementation, Security Considerations. Internal links are Liquid URLs
# '{{site.github.repository_url}}/blob/master/<file>' (qips/reference.md:16-19). Files qips/QIPNNN.md.
Q = "qips/"
s = kit.source("theqrl-qips", "qips", r"QIP\d{3}\.md")
f = take(s, Q + "QIP004.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (qip-template.md:27; 17 of 18 QIPs have it)")
f = take(s, Q + "QIP005.md")
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nThis extends [QIP 99]({{site.github.repository_url}}/blob/master/qips/"
      "QIP099.md).\n", "link '[QIP 99]({{site.github.repository_url}}/blob/master/qips/QIP099.md)' in the repository's own "
      "Liquid form (qips/reference.md:16-19); there is no QIP099.md")
f = take(s, Q + "QIP010.md")
s.sub("c", f, "\nqip: 10  \n", "\nqip: 9  \n", "front matter 'qip: 9' in QIP010.md: number 9 taken twice (QIP009.md 'qip: 9')")
f = take(s, Q + "QIP012.md")
t = (s.d / f).read_text(encoding="utf-8")
st = next(line for line in t.split("\n") if line.startswith("status:"))
s.sub("d", f, st + "\n", st + "\nsuperseded_by: 99\n", "'superseded_by: 99' (qip-template.md:13; qip-specification.md "
      "section 12); there is no QIP 99")
f = take(s, Q + "QIP002.md")
s.sub("e", f, "status: \"proposal/accepted/completed\"\n", "status: \"proposal/accepted/completed\"\nsuperseded_by: 5\n",
      "QIP002 (completed) gets 'superseded_by: 5' and keeps 'proposal/accepted/completed'; QIP005.md has no 'replaces: 2' "
      "(qip-template.md:12 'replaces' on the successor; the status hierarchy has no superseded state, so only the one-way "
      "DC404 can name it)")
f = take(s, Q + "QIP014.md")
t = (s.d / f).read_text(encoding="utf-8")
st = next(line for line in t.split("\n") if line.startswith("status:"))
s.sub("f", f, st + "\n", "status: \"proposal/approved\"\n", "status 'proposal/approved' (qip-specification.md section 3: "
      "proposal/open, review, accepted/{available,in_development,awaiting_hardfork,completed}, deferred, rejected)")
f = take(s, Q + "QIP013.md")
t = (s.d / f).read_text(encoding="utf-8")
cu = next(line for line in t.split("\n") if line.startswith("comments_uri:"))
s.sub("g", f, cu + "\n", "comments_uri: <to be assigned at pull request stage>\n",
      "'comments_uri: <to be assigned at pull request stage>' left from qip-template.md:7")
s.score("# theqrl-qips: kinds a b c d e f g, all apply (e only as a one-way supersession: the status hierarchy has no "
        "superseded state). One copy: /tmp/eval32-inj/theqrl-qips.")

# dydx-dips (dydxfoundation/dip content/dips/): template DIP-X.md at the root: YAML front matter DIP / title / status: WIP / author
# / shortDescription / discussions / created / updated / requires, then '## Simple Summary', Abstract, Motivation, Specification,
# Rationale, Test Cases, Implementation, Copyright. README.md: statuses WIP, Proposed, Approved, Implemented, Rejected. DIPs link
# each other by full GitHub address (DIP-3.md:18). No supersession.
P = "content/dips/"
s = kit.source("dydx-dips", "content/dips", r"DIP-\d+\.md")
f = take(s, P + "DIP-20.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (DIP-X.md:27-29 'The motivation is critical for DIPs ... DIP "
         "submissions without sufficient motivation may be rejected outright'; 26 of 29 DIPs have it)")
f = take(s, P + "DIP-21.md")
s.sub("b", f, "\n## Simple Summary\n", "\n## Simple Summary\n\nThis follows [DIP-99](https://github.com/dydxfoundation/dip/"
      "blob/master/content/dips/DIP-99.md).\n", "link '[DIP-99](https://github.com/dydxfoundation/dip/blob/master/content/"
      "dips/DIP-99.md)' in the repository's own form (full GitHub address, DIP-3.md:18); there is no DIP 99")
f = take(s, P + "DIP-13.md")
s.sub("c", f, "\nDIP: 13\n", "\nDIP: 12\n", "front matter 'DIP: 12' in DIP-13.md: number 12 taken twice (DIP-12.md 'DIP: 12')")
f = take(s, P + "DIP-14.md")
t = (s.d / f).read_text(encoding="utf-8")
st = next(line for line in t.split("\n") if line.startswith("status:"))
s.sub("f", f, st + "\n", "status: Executed\n", "status 'Executed' (README.md 'DIP Statuses': WIP, Proposed, Approved, "
      "Implemented, Rejected)")
f = take(s, P + "DIP-22.md")
t = (s.d / f).read_text(encoding="utf-8")
dl = next(line for line in t.split("\n") if line.startswith("discussions:"))
s.sub("g", f, dl + "\n", "discussions: <Discord Channel or Github issue>\n",
      "'discussions: <Discord Channel or Github issue>' left from DIP-X.md:7")
s.score("# dydx-dips: kinds a b c f g. d and e do not apply: no supersession (DIP-X.md has only 'requires'; README.md's "
        "statuses have no Superseded/Replaced). One copy: /tmp/eval32-inj/dydx-dips.")

# helium-hips (helium/HIP, repository root): template 0000-template.md: '# HIP Template (...)', a bullet list 'Author(s): /
# Start Date: / Category: / Original HIP PR: / Tracking Issue: / Vote Requirements:' with HTML-comment prompts, then '## Summary',
# Motivation, Stakeholders, Detailed Explanation, Drawbacks, Rationale and Alternatives, Unresolved Questions, Deployment Impact,
# Success Metrics. H1 '# HIP N: Title'; files NNNN-slug.md. HIPs link each other relatively ('(0051-helium-dao.md)') or by
# full GitHub address. No status field in a HIP (README.md's index table holds them as badges); no supersession.
s = kit.source("helium-hips", ".", r"\d{4}-.*\.md")
f = s.pick("\n## Motivation\n", skip=100)
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (0000-template.md:16; 142 of 149 HIPs have it)")
f = take(s, "0106-hotspot-bidirectional-coverage-requirement.md")
s.sub("b", f, "\n## Summary\n", "\n## Summary\n\nThis builds on [HIP 199](0199-mobile-coverage-rebalancing.md).\n",
      "relative link '[HIP 199](0199-mobile-coverage-rebalancing.md)' (the form of '(0051-helium-dao.md)'); there is no HIP 199")
f = take(s, "0105-modification-of-mobile-subdao-hex-limits.md")
s.sub("c", f, "# HIP 105: ", "# HIP 104: ", "H1 '# HIP 104: ...' in 0105-*.md: number 104 taken twice "
      "(0104-finetune-hip17-parameters-to-tackle-density.md '# HIP 104:')")
f = take(s, "0108-mobile-hotspot-suspension-framework.md")
s.setbody("g", f, "## Summary", "One paragraph explanation of the proposal.",
          "'## Summary' body is the template's 'One paragraph explanation of the proposal.' (0000-template.md:12)")
s.score("# helium-hips: kinds a b c g. d, e and f do not apply: a HIP has no status field (0000-template.md; statuses live "
        "only in README.md's index as badges) and no supersession. One copy: /tmp/eval32-inj/helium-hips.")
