"""Inject the seven kinds of defect into clean documents of a copy of each data29 source (twenty-ninth evaluation, helper a).

Uses inject_kit.py (one copy per source in /tmp/eval29-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval29/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-a.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit, read, write  # noqa: E402

kit = Kit("twentyninth", "a", data="/work/data29", clean="/tmp/eval29", copies="/tmp/eval29-inj", frozen="/tmp/frozen29")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# cartographer-rfcs (vmware-tanzu/cartographer rfc/): template rfc/rfc-0000-template.md ('# Meta' list with '- Status:
# Draft <!-- Acceptable values: Draft, Approved, On Hold, Superseded -->' and '- Supersedes:', then # Summary ... ).
# 13 of 24 records are stubs (links to the PR); every template-era record (0019-0024) has a finding in the clean run
# (DC301 on '# Meta'), so the only clean full record is rfc-0010 ('# Status' / 'Accepted', '## Summary', ...). a, f and
# g are made in it (different sections; scored by code); c copies it before those edits; b and e go in clean stubs.
C = "rfc/"
s = kit.source("cartographer-rfcs", "rfc", r"rfc-\d{4}-.*\.md")
ten = take(s, C + "rfc-0010-supply-chains-supply-default-params.md")
s.copy("c", ten, C + "rfc-0010-default-params-v2.md", f"a copy of {ten} under the same number 0010")
s.delsec("a", ten, "## Summary", "deleted '## Summary' (template '# Summary' rfc-0000-template.md:10; 11 of 11 full records)")
s.sub("f", ten, "# Status\nAccepted\n", "# Status\nPostponed\n",
      "status 'Postponed' (template offers Draft, Approved, On Hold, Superseded; records use Approved, Accepted, Draft)")
s.setbody("g", ten, "## Motivation", "- Why should we do this?\n- What use cases does it support?\n"
          "- What is the expected outcome?", "'## Motivation' body is the template's prompt (rfc-0000-template.md:18-20)")
f = take(s, C + "rfc-0001-unit-testing-prescription.md")
s.sub("b", f, "[Draft PR](https://github.com/vmware-tanzu/cartographer/pull/69)",
      "[Draft PR](https://github.com/vmware-tanzu/cartographer/pull/69)\n\nSee also [RFC 0030](rfc-0030-supply-chain-v2.md)",
      "link to rfc-0030-supply-chain-v2.md, which does not exist (records end at 0024)")
f = take(s, C + "rfc-0018-workload-report-artifact-tree.md")
text = read(s.d / f)
s.sub("e", f, text[:40], "# Meta\n[meta]: #meta\n- Name: Workload Report Artifact Tree\n- Status: Approved\n"
      "- Supersedes: [RFC 0017](rfc-0017-workload-conventions.md)\n\n" + text[:40],
      "rfc-0018 gets a Meta block '- Supersedes: [RFC 0017](rfc-0017-workload-conventions.md)' (template form, "
      "rfc-0000-template.md:8) while rfc/rfc-0017-workload-conventions.md is not marked Superseded")
s.score("# cartographer-rfcs: kinds a b c e f g. d does not apply: the repository writes supersession only from the new "
        "side ('- Supersedes:', rfc-0000-template.md:8) plus Status 'Superseded' on the old one; it has no form that names a "
        "successor, so a dangling successor cannot be written in its form. a, f, g share rfc-0010 (the only clean full "
        "record); c copies it first. One copy: /tmp/eval29-inj/cartographer-rfcs.")

# rsk-rskips (rsksmart/RSKIPs IPs/): template IPs/RSKIP0_TEMPLATE.md (YAML front matter rskip/title/created/status,
# then a | RSKIP | table, '## Abstract', '## Motivation', '## Specification', '## Rationale', '## References',
# '### Copyright'); statuses Draft, Accepted, Adopted, Deferred, Rejected (+ Withdrawn in records). Supersession is
# written on the old side as '**This RSKIP is superseded by [RSKIP-144](RSKIP144.md)**' (IPs/RSKIP04.md:25).
R = "IPs/"
s = kit.source("rsk-rskips", "IPs", r"RSKIP\d+\.md")
f = take(s, R + "RSKIP106.md")
s.delsec("a", f, "## Specification", "deleted '## Specification' (RSKIP0_TEMPLATE.md:31; 210 of 222 records)")
f = take(s, R + "RSKIP122.md")
s.sub("b", f, "\n## References\n", "\n## References\n\n[0] [RSKIP 999](RSKIP999.md)\n",
      "link to RSKIP999.md, which does not exist")
f = take(s, R + "RSKIP120.md")
s.copy("c", f, R + "RSKIP0120.md", f"a copy of {f} as RSKIP0120.md (rskip: 120 twice; the folder pads 01-09 this way)")
f = s.pick("\n## Abstract\n")
s.sub("d", f, "\n## Abstract\n", "\n**This RSKIP is superseded by [RSKIP-999](RSKIP999.md)**\n\n## Abstract\n",
      "'**This RSKIP is superseded by [RSKIP-999](RSKIP999.md)**' (the form of IPs/RSKIP04.md:25); RSKIP999 does not exist")
f = take(s, R + "RSKIP123.md")
s.sub("e", f, "\n## Abstract\n", "\n**This RSKIP is superseded by [RSKIP-134](RSKIP134.md)**\n\n## Abstract\n",
      "RSKIP123 says 'This RSKIP is superseded by [RSKIP-134](RSKIP134.md)' but keeps 'status: Adopted' "
      "(IPs/RSKIP134.md exists, Draft)")
f = s.pick("\nstatus: Draft\n")
s.sub("f", f, "\nstatus: Draft\n", "\nstatus: Postponed\n",
      "status 'Postponed' (template offers Draft, Accepted, Adopted, Deferred, Rejected; records add only Withdrawn)")
t = read(s.d / f)
for old in ("|**Status**     |Draft |", "| **Status**     | Draft "):
    if old in t:
        write(s.d / f, t.replace(old, old.replace("Draft", "Postponed"), 1))
        break
f = s.pick("\n## Motivation\n")
s.setbody("g", f, "## Motivation", "To be completed...", "'## Motivation' body is the template's 'To be completed...' "
          "(RSKIP0_TEMPLATE.md:29)")
s.score("# rsk-rskips: kinds a b c d e f g, all apply. f also changes the table's Status row where it has the usual form. "
        "One copy: /tmp/eval29-inj/rsk-rskips.")

# opentofu-rfcs (opentofu/opentofu rfc/): template rfc/yyyymmdd-template.md ('# RFC Title', 'Issue: ...', '## Proposed
# Solution' with '### User Documentation' / '### Technical Approach' / '### Open Questions' / '### Future
# Considerations', '## Potential Alternatives'). No status field. Supersession: old side 'This RFC has been superseded
# by [X](X.md)' (20251105-use-cobra-instead-of-mitchellh.md:4), new side 'This RFC has superseded [Y](Y.md)'
# (20260807-use-urfave-instead-of-cobra.md:4).
O = "rfc/"
s = kit.source("opentofu-rfcs", "rfc", r"\d{8}-.*\.md")
f = take(s, O + "20250127-PostgreSQL-Locking.md")
s.sub("b", f, "\nPostgreSQL (pg) backend allows", "\nSee also [the backends meta-RFC](20241108-backends-metarfc.md).\n\n"
      "PostgreSQL (pg) backend allows", "link to 20241108-backends-metarfc.md, which is not in rfc/ at HEAD")
f = take(s, O + "20251027-provider-registry-hashes.md")
s.sub("d", f, "\nRelated Issues:\n", "\nThis RFC has been superseded by [20990101-provider-locking-v2.md]"
      "(20990101-provider-locking-v2.md)\n\nRelated Issues:\n",
      "'This RFC has been superseded by [20990101-provider-locking-v2.md](...)' (the form of "
      "20251105-use-cobra-instead-of-mitchellh.md:4); the successor does not exist")
f = take(s, O + "20250314-security-patch-policy.md")
s.sub("e", f, "\n> [!NOTE]\n", "\nThis RFC has superseded [20250303-linter-policy.md](20250303-linter-policy.md)\n\n"
      "> [!NOTE]\n", "20250314 'This RFC has superseded [20250303-linter-policy.md](...)' (form of "
      "20260807-use-urfave-instead-of-cobra.md:4) while rfc/20250303-linter-policy.md carries no 'has been superseded by'")
f = s.pick("\n### Open Questions\n")
s.setbody("g", f, "### Open Questions", "List questions that should be discussed and answered during the RFC process.",
          "'### Open Questions' body is the template's prompt (yyyymmdd-template.md:31)")
s.score("# opentofu-rfcs: kinds b d e g. a does not apply: no template section is kept by nearly all records ('Proposed "
        "Solution' 35 of 48, 'Potential Alternatives' 25 of 48). c does not apply: RFCs are named by date, and dates are "
        "shared on purpose (four 20241206-*, two 20240513-*, two 20251105-*). f does not apply: no status field. "
        "One copy: /tmp/eval29-inj/opentofu-rfcs.")
