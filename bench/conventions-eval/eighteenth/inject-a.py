"""Inject the seven kinds of defect into clean documents of a copy of each data24r source (eighteenth evaluation,
helper a: ton-teps, coq-ceps, matrix-mscs, longhorn-enhancements), with the shared kit (../inject_kit.py).

Each source is copied to /tmp/eval24r-inj/<source> with an empty .doccheck.toml; each kind that applies to the
source's own conventions is made in a document with no finding in the clean run (/tmp/eval24r/<source>.check.txt),
a different document per kind; the kinds that do not apply are named in the score() header. The family's process
document is never edited. Run: python inject-a.py (prints the lines written to injected-<source>.txt).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eighteenth", "a", data="/work/data24r", clean="/tmp/eval24r", copies="/tmp/eval24r-inj",
          frozen="/tmp/frozen18")


def mark(s, *files):
    """Documents a kind uses without editing, or must never edit (the process document), are kept from picks."""
    for f in files:
        assert f in s.pool, (s.name, f)
        s.used.add(f)


URL = "https://github.com/ton-blockchain/TEPs/blob/master/"

# ton-blockchain/TEPs: bullet header ('- **status**: Active', '- **replaces**: -', '- **replaced by**: -'), links
# in the header written as full GitHub URLs (0000-template.md:7 '[TEP-0](https://github.com/.../blob/master/...)');
# statuses Draft, Review, Active, Rejected, Replaced (TEP-1:65-78; records also 'Implemented').
s = kit.source("ton-teps", "text", r"\d{4}-.*\.md")
mark(s, "text/0001-tep-lifecycle.md")  # the process document (TEP-1)
mark(s, "text/0062-nft-standard.md", "text/0081-dns-standard.md", "text/0066-nft-royalty-standard.md",
     "text/0526-scaled-ui-jettons.md")  # kept for kinds c, d and e before any pick
f = s.pick("\n# Motivation\n")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (0000-template.md:14, 15 of 16 TEPs have it)")
f = s.pick("\n# Specification\n")
s.sub("b", f, "\n# Specification\n", "\n# Specification\n\nSee also [TEP-999](./0999-missing-standard.md).\n",
      "added a link to ./0999-missing-standard.md (no such file)")
s.copy("c", "text/0062-nft-standard.md", "text/0062-nft-standard-v2.md",
       "text/0062-nft-standard.md copied as text/0062-nft-standard-v2.md (TEP 62 twice, header '[62]' kept)")
s.sub("d", "text/0081-dns-standard.md", "- **status**: Active", "- **status**: Replaced", "status Replaced and "
      f"'replaced by: [TEP-999]({URL}text/0999-dns-v2.md)' (TEP-1:78's form, the template's URL form; no TEP 999)")
s.sub("d", "text/0081-dns-standard.md", "- **replaced by**: -",
      f"- **replaced by**: [TEP-999]({URL}text/0999-dns-v2.md)", "(the replaced by line)")
s.edits.pop()
s.sub("e", "text/0526-scaled-ui-jettons.md", "- **replaces**: -",
      f"- **replaces**: [TEP-66]({URL}text/0066-nft-royalty-standard.md)",
      "TEP 526 'replaces: [TEP-66](...)' while 0066-nft-royalty-standard.md stays 'status: Active', "
      "'replaced by: -' (TEP-1:78 asks for both sides)")
f = s.pick("- **status**: Active")
s.sub("f", f, "- **status**: Active", "- **status**: Frozen", "status 'Frozen' (not in TEP-1:65-78, no TEP uses it)")
f = s.pick("\n# Summary\n")
s.setbody("g", f, "# Summary", "Which feature this document introduces? Describe it in one paragraph.",
          "'# Summary' body replaced by the template's prompt (0000-template.md:12)")
s.score("# ton-teps: all seven kinds apply (TEP-1 defines statuses and the replaces / replaced by pair). "
        "One copy: /tmp/eval24r-inj/ton-teps.")

# coq/ceps: '- Title:' / '- Drivers:' (some '- Status: Draft') then '----'; sections of 000-template.md, of which
# only '# Summary' is in nearly all (15 of 17) records.
s = kit.source("coq-ceps", "text", r".+\.md")
mark(s, "text/000-coq-enhancement-proposal.md")  # the process document (CEP #0)
mark(s, "text/044-vo-named-format.md", "text/010-econstr.md")  # kept for kinds c and f before any pick
f = s.pick("\n# Summary\n")
s.delsec("a", f, "# Summary", "deleted '# Summary' (000-template.md:7, 15 of 17 records)")
f = s.pick("\n# Motivation\n")
s.sub("b", f, "\n# Motivation\n", "\n# Motivation\n\nSee also [CEP 99](099-missing-proposal.md).\n",
      "added a link to 099-missing-proposal.md (no such file)")
s.copy("c", "text/044-vo-named-format.md", "text/044-vo-named-format-bis.md",
       "text/044-vo-named-format.md copied as text/044-vo-named-format-bis.md (number 044 twice)")
s.sub("f", "text/010-econstr.md", "- Status: Draft", "- Status: Frozen",
      "'- Status: Frozen' (records only ever write 'Status: Draft')")
f = s.pick("\n# Summary\n")
s.setbody("g", f, "# Summary", "From reading this part one should understand if she is interested and/or\n"
          "competent on the subject of the CEP.", "'# Summary' body replaced by the template's (000-template.md:9-10)")
s.score("# coq-ceps: kinds d and e do not apply (no supersession field or wording in the template, CEP #0 or any "
        "record). One copy: /tmp/eval24r-inj/coq-ceps.")

# matrix-org/matrix-spec-proposals: '# MSCNNNN: Title', no metadata, number = PR number (unique at HEAD);
# template optional (README.md:52, 85-87).
s = kit.source("matrix-mscs", "proposals", r"\d{4}-.*\.md")
mark(s, "proposals/0000-proposal-template.md")
f = s.pick("\n## Alternatives\n")
s.sub("b", f, "\n## Alternatives\n", "\n## Alternatives\n\nSee also [MSC9998](9998-missing-proposal.md).\n",
      "added a link to 9998-missing-proposal.md (no such file)")
f = s.pick("\n## Security considerations\n")
s.copy("c", f, f.replace(".md", "-v2.md"), f"{f} copied under the same number with '-v2' (MSC number twice)")
f = s.pick("\n## Potential issues\n")
s.setbody("g", f, "## Potential issues",
          "*Not all proposals are perfect. Sometimes there's a known disadvantage to implementing the proposal,\n"
          "and they should be documented here. There should be some explanation for why the disadvantage is\n"
          "acceptable, however - just like in this example.*",
          "'## Potential issues' body replaced by the template's italic prompt (0000-proposal-template.md:57-59)")
s.score("# matrix-mscs: kind a does not apply (README.md:52 'don't feel bound by' the template, README.md:85-87, "
        "template:44 'should not be required to be followed'); d, e, f do not apply (no status or supersession in "
        "the files: status lives in PR labels, supersession only in free prose). One copy: /tmp/eval24r-inj/matrix-mscs.")

# longhorn/longhorn enhancements/: YYYYMMDD-slug.md, template YYYYMMDD-template.md; no status, no supersession.
s = kit.source("longhorn-enhancements", "enhancements", r"\d{8}-.*\.md")
f = s.pick("\n## Summary\n")
s.delsec("a", f, "## Summary", "deleted '## Summary' (YYYYMMDD-template.md:7, 102 of 102 records)")
f = s.pick("\n## Motivation\n")
s.sub("b", f, "\n## Motivation\n",
      "\n## Motivation\n\nSee also [the earlier enhancement](./20990101-missing-enhancement.md).\n",
      "added a link to ./20990101-missing-enhancement.md (no such file)")
f = s.pick("\n### Implementation Overview\n")
s.setbody("g", f, "### Implementation Overview", "Overview of how the enhancement will be implemented.",
          "'### Implementation Overview' body replaced by the template's (YYYYMMDD-template.md:47)")
s.score("# longhorn-enhancements: kind c does not apply (the number is the date, and records share one legitimately: "
        "20200821, 20221024, 20230420, 20230905, 20250721 each have two); d, e, f do not apply (no status, no "
        "supersession in template or records). One copy: /tmp/eval24r-inj/longhorn-enhancements.")
