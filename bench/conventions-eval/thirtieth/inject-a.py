"""Inject the seven kinds of defect into clean documents of a copy of each data30 source (thirtieth evaluation, helper a).

Uses inject_kit.py (one copy per source in /tmp/eval30-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval30/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-a.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit, findings, read, write  # noqa: E402

kit = Kit("thirtieth", "a", data="/work/data30", clean="/tmp/eval30", copies="/tmp/eval30-inj", frozen="/tmp/frozen30")


def rooted(s):
    """A source at the repository root: the kit names its documents './x' while findings name them 'x'; drop the './'
    and leave out the documents the clean run flagged (the kit's own filter compared './x' with 'x')."""
    flagged = {f for f, _, _ in findings(read(kit.clean / f"{s.name}.check.txt"))}
    s.pool = [f.removeprefix("./") for f in s.pool if f.removeprefix("./") not in flagged]  # (inject_kit does so now)
    return s


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# lnpbp-standards (LNP-BP/LNPBPs, repository root): template lnpbp-template.md (a fenced header block 'LNPBP: / Vertical: /
# Title: / Author: / Comments-URI: .../issues/<____> / Status: Draft / Type: / Created: / ...', a table of contents, then
# '## Abstract' ... '## Test vectors'). Statuses in records: Proposal, Draft, Rejected (README.md table adds Final, Planned).
# Supersession, old side only: '> Note: This standard has been superseded by [LNPBP-38 ...](url)' (lnpbp-0037.md:13).
s = rooted(kit.source("lnpbp-standards", ".", r"lnpbp-\d{4}\.md"))
f = take(s, "lnpbp-0004.md")
s.delsec("a", f, "## Specification", "deleted '## Specification' (lnpbp-template.md:41; 25 of 25 records)")
f = take(s, "lnpbp-0003.md")
s.sub("b", f, "\n## References\n", "\n## References\n\nSee also [LNPBP-99](lnpbp-0099.md).\n",
      "link to lnpbp-0099.md, which does not exist (README.md:107 lists 85-99 as Reserved)")
f = take(s, "lnpbp-0002.md")
s.copy("c", f, "lnpbps-0002.md", f"a copy of {f} as lnpbps-0002.md (the repository's earlier file naming, lnpbps-0001..0003.md "
       "in its history), header 'LNPBP: 0002' twice")
f = take(s, "lnpbp-0020.md")
s.sub("d", f, "```\n\n- [Abstract]", "```\n\n> Note: This standard has been superseded by [LNPBP-99 RGB fungible assets v2]"
      "(lnpbp-0099.md).\n\n- [Abstract]", "'> Note: This standard has been superseded by [LNPBP-99 ...](lnpbp-0099.md)' (the "
      "form of lnpbp-0037.md:13); lnpbp-0099.md does not exist")
f = take(s, "lnpbp-0021.md")
s.sub("e", f, "```\n\n- [Abstract]", "```\n\n> Note: This standard has been superseded by [LNPBP-31 Standard Contractum "
      "Libraries](lnpbp-0031.md).\n\n- [Abstract]", "lnpbp-0021 says '> Note: This standard has been superseded by "
      "[LNPBP-31 ...](lnpbp-0031.md)' (form of lnpbp-0037.md:13, which is 'Status: Rejected') but keeps 'Status: Proposal'")
f = take(s, "lnpbp-0012.md")
s.sub("f", f, "\nStatus: Draft\n", "\nStatus: Postponed\n",
      "status 'Postponed' (template 'Status: Draft'; records use Proposal, Draft, Rejected; README.md adds Final, Planned)")
f = take(s, "lnpbp-0050.md")
t = read(s.d / f)
old = next(line for line in t.split("\n") if line.startswith("Comments-URI:"))
s.sub("g", f, old + "\n", "Comments-URI: https://github.com/LNP-BP/lnpbps/issues/<____>\n",
      "'Comments-URI' left as the template's 'https://github.com/LNP-BP/lnpbps/issues/<____>' (lnpbp-template.md:6; "
      "the form lnpbp-0005.md:8 and lnpbp-0081.md:7 really have)")
s.score("# lnpbp-standards: kinds a b c d e f g, all apply. One copy: /tmp/eval30-inj/lnpbp-standards.")

# bazel-designs (bazelbuild/proposals designs/): template designs/template.md (YAML front matter created / last updated /
# status / reviewers / title / authors, then '# Abstract', '# Background', '# Proposal', '# Backward-compatibility', and
# 'Feel free to add or remove sections'). Lifecycle README.md:13-30: Draft, Under review, Approved, Implemented, Dropped
# (records also 'To be reviewed'). Supersession: a '**NOTE: OBSOLETE**' line and a link to the newer design
# (designs/2019-02-12-toolchain-transitions.md:107-109), status left as it was.
B = "designs/"
s = kit.source("bazel-designs", "designs", r"\d{4}-\d{2}-\d{2}[-_].*\.md")
f = take(s, B + "2019-01-14-delayed-load.md")
t = read(s.d / f)
head_end = t.index("\n---\n", 4) + 5
s.sub("b", f, t[head_end:head_end + 60], "See also [the load visibility design](2019-01-15-load-visibility.md).\n\n"
      + t[head_end:head_end + 60], "link to 2019-01-15-load-visibility.md, which does not exist")
f = take(s, B + "2019-04-29-cache.md")
t = read(s.d / f)
head_end = t.index("\n---\n", 4) + 5
s.sub("d", f, t[head_end:head_end + 60], "**NOTE: OBSOLETE**\n\nSee the new design in [Repository Cache v2]"
      "(2025-01-10-repository-cache-v2.md).\n\n" + t[head_end:head_end + 60],
      "'**NOTE: OBSOLETE** See the new design in [...](2025-01-10-repository-cache-v2.md)' (the form of "
      "designs/2019-02-12-toolchain-transitions.md:107-109); the successor does not exist")
f = s.pick("\nstatus: Implemented\n")
s.sub("f", f, "\nstatus: Implemented\n", "\nstatus: Postponed\n",
      "status 'Postponed' (README.md lifecycle: Draft, Under review, Approved, Implemented, Dropped)")
f = s.pick("\n# Abstract\n")
s.setbody("g", f, "# Abstract", "This section gives a short summary of the proposal.",
          "'# Abstract' body is the template's 'This section gives a short summary of the proposal.' (designs/template.md:15)")
s.score("# bazel-designs: kinds b d f g. a does not apply: the template says 'Feel free to add or remove sections' "
        "(designs/template.md:30) and no section is kept by nearly all (Proposal 41, Abstract 37 of 47). c does not apply: "
        "designs are named by date and dates are shared on purpose (two 2019-02-12-*, two 2023-06-08-*). e does not apply: "
        "the lifecycle has no superseded status and an obsoleted design keeps its status (2019-02-12-toolchain-transitions.md:4 "
        "'Implemented' with '**NOTE: OBSOLETE**' at :107). One copy: /tmp/eval30-inj/bazel-designs.")

# chef-rfcs (chef/chef-rfc, repository root): template in rfc000-rfc-process.md:150-186 (also new/rfc-template.md): YAML
# front matter RFC / Title / Author / Status: Draft / Type / <Replaces: RFCxxx>, then '# Title', '## Motivation' (a user
# story 'As a <<user_profile>>, ...'), '## Specification', '## Downstream Impact', '## Copyright'. Statuses
# rfc000-rfc-process.md:128-134: Draft, Accepted, On Hold, Withdrawn, Final, Replaced, Removed. Supersession: new side
# 'Replaces: RFC047, RFC081' (rfc086:7), old side 'Status: Replaced' + 'Replaced-By: 86' (rfc047:6-8).
s = rooted(kit.source("chef-rfcs", ".", r"rfc\d{3}-.*\.md"))
f = take(s, "rfc100-resource-lifecycle.md")
s.delsec("a", f, "## Copyright", "deleted '## Copyright' (rfc000-rfc-process.md:94 'All RFCs must be placed in the public "
         "domain', template :182; 95 of 104 records)")
f = take(s, "rfc096-improved-log-levels.md")
s.sub("b", f, "\n## Specification\n", "\n## Specification\n\nSee also [RFC 113](rfc113-log-formatters.md).\n",
      "link to rfc113-log-formatters.md, which does not exist (records end at 112)")
f = take(s, "rfc104-self-documenting-resources.md")
s.copy("c", f, "rfc104-self-documenting-resources-v2.md", f"a copy of {f} under the same number 104 ('RFC: 104')")
f = take(s, "rfc099-authentication-config-file.md")
s.sub("d", f, "\nStatus: Final\n", "\nStatus: Replaced\nReplaced-By: 120\n",
      "'Status: Replaced' + 'Replaced-By: 120' (the form of rfc047-release-process.md:6-8); there is no RFC 120")
f = take(s, "rfc094-telemetry.md")
s.sub("e", f, "\nType: Informational\n", "\nType: Informational\nReplaces: RFC051\n",
      "rfc094 'Replaces: RFC051' (form of rfc086-chef-oss-project-policies.md:7) while rfc051-telemetry.md stays "
      "'Status: On Hold' (rfc000-rfc-process.md:146-148: the replaced RFC is set to Replaced)")
f = take(s, "rfc107-resource-map-locking.md")
s.sub("f", f, "\nStatus: Accepted\n", "\nStatus: Postponed\n",
      "status 'Postponed' (rfc000-rfc-process.md:128-134: Draft, Accepted, On Hold, Withdrawn, Final, Replaced, Removed)")
f = take(s, "rfc105-attribute-hoist.md")
s.setbody("g", f, "## Motivation", "    As a <<user_profile>>,\n    I want to <<functionality>>,\n    so that <<benefit>>.",
          "'## Motivation' body is the template's user story 'As a <<user_profile>>, I want to <<functionality>>, ...' "
          "(rfc000-rfc-process.md:170-172, new/rfc-template.md:16-18)")
s.score("# chef-rfcs: kinds a b c d e f g, all apply. One copy: /tmp/eval30-inj/chef-rfcs.")
