"""Inject the seven kinds of defect into clean documents of a copy of each data24y source (twenty-fifth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval24y-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval24y/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("twentyfifth", "b", data="/work/data24y", clean="/tmp/eval24y", copies="/tmp/eval24y-inj", frozen="/tmp/frozen25")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# s3gw-adr: MADR (docs/decisions/adr-template.md, README.md 'Copy adr-template.md'). Records carry no front matter and no
# status; the template's own metadata is YAML front matter (status: proposed|rejected|accepted|deprecated|superseded,
# superseded-by: "<file>.md", adr-template.md:1-11). '## Context and Problem Statement' is the template's one unmarked
# section (13 of 20 records keep it).
D = "docs/decisions/"
s = kit.source("s3gw-adr", "docs/decisions", r"\d{4}-.*\.md")
CPS = "## Context and Problem Statement"
f = take(s, D + "0006-git-branches-tags.md")
s.delsec("a", f, CPS, "deleted '## Context and Problem Statement' (adr-template.md:16, the template's one section not marked "
         "optional; 13 of 20 records keep it)")
f = take(s, D + "0002-s3gw-storage-backend.md")
s.sub("b", f, "\n## Decision Drivers\n", "\nSee also [SFS compaction](0021-sfs-compaction.md).\n\n## Decision Drivers\n",
      "link to 0021-sfs-compaction.md, which does not exist (records end at 0019)")
f = take(s, D + "0011-sfs-timestamps.md")
s.copy("c", f, D + "0011-sfs-time-zones.md", f"a copy of {f} under the same number (README.md: NNNN-title-with-dashes.md)")
f = take(s, D + "0012-sfs-error-handling.md")
s.sub("d", f, "# SFS Error Handling\n",
      '---\nstatus: superseded\nsuperseded-by: "0021-sfs-error-codes.md"\n---\n\n# SFS Error Handling\n',
      "front matter 'status: superseded' + 'superseded-by: \"0021-sfs-error-codes.md\"' (the template's fields, "
      "adr-template.md:5-6); 0021 does not exist")
f = take(s, D + "0013-ui-backend.md")
s.sub("f", f, "# s3gw-ui backend\n", "---\nstatus: postponed\n---\n\n# s3gw-ui backend\n",
      "front matter 'status: postponed' (adr-template.md:5 offers proposed|rejected|accepted|deprecated|superseded)")
f = take(s, D + "0019-severity-labels.md")
s.setbody("g", f, CPS,
          "Describe the context and problem statement, e.g., in free form using two to\nthree sentences or in the form of an "
          "illustrative story. You may want to\narticulate the problem in form of a question and add links to collaboration\n"
          "boards or issue management systems.",
          "Context and Problem Statement body replaced by the template's prompt (adr-template.md:18-21)")
s.score("# s3gw-adr: kinds a b c d f g. e does not apply: the template writes supersession only on the old record "
        "('superseded-by', adr-template.md:6) and has no 'supersedes' form, and no record writes any supersession, so a "
        "record marked superseded is not in force by construction. d and f use the template's front matter, since the "
        "records themselves carry none. One copy: /tmp/eval24y-inj/s3gw-adr.")

# scs-adr: Sovereign Cloud Stack standards (Standards/scs-0001-v1-sovereign-cloud-standards.md is the process). Files
# scs-NNNN-vN-slug.md (supplements -wN-), YAML front matter type/status {Draft, Stable, Deprecated, Rejected}/track,
# 'replaces' on the new document and 'replaced_by' on the old (RECOMMENDED/MUST once it is Deprecated, FORBIDDEN
# otherwise: scs-0001-v1:117, :328). A Standard MUST have Introduction, Motivation, the decision, Conformance Tests
# (scs-0001-v1:124-130). Templates: scs-XXXX-vN-standard-template.md, scs-XXXX-vN-decision-record-template.md.
D = "Standards/"
s = kit.source("scs-adr", "Standards", r"scs-\d{4}-[vw]\d+-.*\.md")
f = take(s, D + "scs-0116-v1-key-manager-standard.md")
s.delsec("a", f, "## Introduction", "deleted '## Introduction' from a Stable Standard (scs-0001-v1:124-126 'Each Standard "
         "document MUST have ... An Introduction'; standard-template.md:15; 78 of 98 documents keep it)")
f = take(s, D + "scs-0117-v1-volume-backup-service.md")
s.sub("b", f, "\n## Introduction\n",
      "\n## Introduction\n\nSee also [SCS-0130](scs-0130-v1-volume-snapshots.md).\n",
      "link to scs-0130-v1-volume-snapshots.md, which does not exist (the IaaS track has no 0130)")
f = take(s, D + "scs-0121-v1-Availability-Zones-Standard.md")
s.copy("c", f, D + "scs-0121-v1-availability-zones-copy.md",
       f"a copy of {f} as a second scs-0121-v1 (scs-0001-v1: number and major version name one document)")
f = take(s, D + "scs-0501-v1-scs-compatible-iaas.md")
s.sub("d", f, "status: Deprecated\n", "status: Deprecated\nreplaced_by:\n- scs-0501-v9-scs-compatible-iaas.md\n",
      "'replaced_by: - scs-0501-v9-scs-compatible-iaas.md' on a Deprecated document (the field's form, scs-0007-v1:7-8); "
      "v9 does not exist")
old = take(s, D + "scs-0219-v1-kaas-networking.md")
s.sub("e", old, "status: Stable\n", "status: Stable\nreplaced_by: scs-0302-v1-domain-manager-role.md\n",
      f"'replaced_by: scs-0302-v1-domain-manager-role.md' on {old} while it stays 'status: Stable' (scs-0001-v1:117: "
      "replaced_by is FORBIDDEN unless Deprecated or Rejected); scs-0302-v1 does not name it in 'replaces'")
f = take(s, D + "scs-0115-v1-default-rules-for-security-groups.md")
s.sub("f", f, "status: Stable\n", "status: Proposed\n",
      "status 'Proposed' (scs-0001-v1:113 allows Draft, Stable, Deprecated, Rejected)")
f = take(s, D + "scs-0123-v1-mandatory-and-supported-IaaS-services.md")
s.setbody("g", f, "## Motivation", "Motivation",
          "'## Motivation' body replaced by the template's own text 'Motivation' (standard-template.md:23-25)")
s.score("# scs-adr: kinds a b c d e f g. c copies a document under an existing number and major version: the same number "
        "with another version (v2) or a supplement (w1) is allowed by scs-0001-v1. e marks the old side ('replaced_by') "
        "while it stays Stable. One copy: /tmp/eval24y-inj/scs-adr.")

# ccf-adr: Cloud Carbon Footprint (.adr, .adr-dir); records '# N. Title', 'Date:', '## Status' Accepted, then Decision,
# Context, Consequences in either order; 0021 moved every record to adr-tools' form. No Markdown template (the old
# adr_template.txt is not Markdown); no record writes a supersession yet, so d and e use adr-tools' lines
# ('Superseded by [N. T](f)' / 'Supersedes [N. T](f)'), the tool 0021 adopts.
D = ".adr/"
s = kit.source("ccf-adr", ".adr", r"\d{4}-.*\.md")
ST = "## Status\n\nAccepted\n"
f = take(s, D + "0008-billing_data_feature_flag.md")
s.delsec("a", f, "## Context", "deleted '## Context' (21 of 21 records keep it)")
f = take(s, D + "0015-extract_app_and_common_packages.md")
s.sub("b", f, ST, ST + "\nSee also [22. Use Postgres](0022-use-postgres.md).\n",
      "link to 0022-use-postgres.md, which does not exist (records end at 0021)")
f = take(s, D + "0016-extract_gcp_aws_and_azure_pacakges.md")
s.copy("c", f, D + "0016-extract_packages_copy.md", f"a copy of {f} under the same number")
f = take(s, D + "0017-filters_reusability_refactor.md")
s.sub("d", f, ST, "## Status\n\nSuperseded by [22. Filters v2](0022-filters_v2.md)\n",
      "status 'Superseded by [22. Filters v2](0022-filters_v2.md)' (adr-tools' form, 0021); 0022 does not exist")
old = take(s, D + "0018-end_date_inclusive_in_date_range.md")
new = take(s, D + "0019-on_premise.md")
s.sub("e", new, ST, ST + "\nSupersedes [18. End date inclusive in date range](0018-end_date_inclusive_in_date_range.md)\n",
      f"'Supersedes [18. ...](0018-...)' under Status (adr-tools' form) while {old} stays 'Accepted'")
f = take(s, D + "0020-adoption-of-mongodb.md")
s.sub("f", f, ST, "## Status\n\nPostponed\n", "status 'Postponed' (every record is Accepted)")
f = take(s, D + "0021-adr-mangement-with-adr-tools.md")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "'## Context' body replaced by adr-tools' template prompt (0021 adopts adr-tools; no Markdown template file)")
s.score("# ccf-adr: kinds a b c d e f g. d, e and g use adr-tools' own lines and prompt, the tool 0021 adopts, since the "
        "folder keeps no Markdown template and no record supersedes another yet. One copy: /tmp/eval24y-inj/ccf-adr.")

# ai4eosc-adr: AI4EOSC (.adr-dir -> dsl/decisions), adr-tools: '# N. Title', 'Date:', '## Status' Accepted, Context,
# Decision, Consequences (25 of 26); links between records in adr-tools' form ('Extended by [8. ...](0008-...md)',
# 0003:9; 'Extends [3. ...]', 0008). Supersession would be adr-tools' 'Superseded by' / 'Supersedes' lines.
D = "dsl/decisions/"
s = kit.source("ai4eosc-adr", "dsl/decisions", r"\d{4}-.*\.md")
ST = "## Status\n\nAccepted\n"
f = s.pick("\n## Context\n")
s.delsec("a", f, "## Context", "deleted '## Context' (26 of 26 records keep it)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [27. Use Kueue for batch jobs](0027-use-kueue-for-batch-jobs.md).\n\n## Decision\n",
      "link to 0027-use-kueue-for-batch-jobs.md, which does not exist (records end at 0026)")
f = s.pick(ST)
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md", f"a copy of {f} under the same number (adr-tools numbering)")
f = s.pick(ST)
s.sub("d", f, ST, "## Status\n\nSuperseded by [27. Use Kueue for batch jobs](0027-use-kueue-for-batch-jobs.md)\n",
      "status 'Superseded by [27. ...](0027-use-kueue-for-batch-jobs.md)' (adr-tools' form, as 'Extended by' in 0003:9); "
      "0027 does not exist")
old = s.pick(ST)
new = s.pick(ST)
oldname = old.split("/")[-1]
s.sub("e", new, ST, f"{ST}\nSupersedes [{int(oldname[:4])}. Earlier decision]({oldname})\n",
      f"'Supersedes [{int(oldname[:4])}. ...]({oldname})' under Status (adr-tools' form) while {old} stays 'Accepted'")
f = s.pick(ST)
s.sub("f", f, ST, "## Status\n\nPostponed\n", "status 'Postponed' (every record is Accepted)")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "'## Context' body replaced by adr-tools' template prompt (.adr-dir; no template file in the folder)")
s.score("# ai4eosc-adr: kinds a b c d e f g. g uses adr-tools' built-in template text, since the folder keeps no template "
        "file. One copy: /tmp/eval24y-inj/ai4eosc-adr.")
