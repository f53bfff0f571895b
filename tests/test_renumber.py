"""`doccheck renumber DOC N` (issue 26) as a user meets it, on copies of real folders of three families: a Nygard
folder (govuk-aws), MADR (JabRef, with code that cites its records) and a proposal family kept as one folder per
record with front matter (Cardano's CIPs). What is looked at: the file renamed, the title and fields, no citation
of the old number left, nothing else changed, what `doccheck check` says after, and the one line of a refusal."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from corpus_copies import ROOT, Run, copy, doccheck


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.email=t@example.com", "-c", "user.name=t", *args], cwd=repo,
                          check=True, capture_output=True, text=True).stdout


def committed(repo: Path) -> None:
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "records")


def files(repo: Path) -> dict[str, bytes]:
    return {p.relative_to(repo).as_posix(): p.read_bytes() for p in sorted(repo.rglob("*"))
            if p.is_file() and ".doccheck" not in p.parts and ".git" not in p.parts}


def findings(repo: Path) -> set[str]:
    """What `check --all` reports, without line numbers (a renumbered title moves nothing, but a rename does)."""
    return {re.sub(r":\d+:\d+:", ":", line) for line in doccheck("check", "--all", "--no-cache", ".", cwd=repo).out
            if ": DC" in line}


def test_a_nygard_record_takes_its_links_labels_and_ids_along(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path)
    before = files(repo)
    found = findings(repo)
    run = doccheck("renumber", "0010-terraform-directory-structure.md", "40", cwd=repo)
    assert run.code == 0
    assert run.err == ["doccheck: renumbered 0010-terraform-directory-structure.md as 40: "
                       "0040-terraform-directory-structure.md; 5 citations in 1 other file"]
    assert [line for line in run.out if line[:1] in "+-" or line.startswith("rename")] == [
        "rename from 0010-terraform-directory-structure.md",
        "rename to 0040-terraform-directory-structure.md",
        "--- a/0010-terraform-directory-structure.md",
        "+++ b/0040-terraform-directory-structure.md",
        "-# 10. Terraform directory structure",
        "+# 40. Terraform directory structure",
        "--- a/0017-terraform-data-structure.md",
        "+++ b/0017-terraform-data-structure.md",
        "-Amends [10. Terraform directory structure](0010-terraform-directory-structure.md)",
        "+Amends [40. Terraform directory structure](0040-terraform-directory-structure.md)",
        "-Under [ADR 10](0010-terraform-directory-structure.md) this is repeated for every project and every stack.",
        "+Under [ADR 40](0040-terraform-directory-structure.md) this is repeated for every project and every stack.",
        "-The data portion of ADR 0010 will now be:",
        "+The data portion of ADR 0040 will now be:",
    ]
    after = files(repo)
    assert sorted(set(before) ^ set(after)) == ["0010-terraform-directory-structure.md",
                                                "0040-terraform-directory-structure.md"]
    assert sorted(n for n in after if n in before and after[n] != before[n]) == ["0017-terraform-data-structure.md"]
    assert findings(repo) == found  # nothing new, nothing lost: the links follow the file
    # Back to 10, with the same digits: the folder is as it was, byte for byte.
    assert doccheck("renumber", "40", "10", cwd=repo).code == 0
    assert files(repo) == before


def test_a_madr_record_and_the_code_comments_that_cite_it(tmp_path: Path) -> None:
    repo = copy("jabref", tmp_path, into="docs/decisions")
    code = repo / "src" / "Cli.java"
    code.parent.mkdir()
    code.write_text("// Errors follow ADR-0063 (docs/decisions/0063-use-picocli-exceptionhandler.md).\n"
                    'String example = "ADR-0063";  // a string is the program\'s, not a citation\n'
                    "/* see ADR 63,\n * and adr-0063 */\n", "utf-8")
    script = repo / "tools" / "check.py"
    script.parent.mkdir()
    script.write_text("# ADR-0063: the exit codes\nprint('ADR-0063')\n", "utf-8")
    committed(repo)
    run = doccheck("renumber", "docs/decisions/0063-use-picocli-exceptionhandler.md", "70", cwd=repo)
    assert run.err == ["doccheck: renumbered docs/decisions/0063-use-picocli-exceptionhandler.md as 70: "
                       "docs/decisions/0070-use-picocli-exceptionhandler.md; 13 citations in 3 other files"]
    record = (repo / "docs/decisions/0070-use-picocli-exceptionhandler.md").read_text("utf-8")
    assert record.startswith("---\nnav_order: 0070\n")  # the field JabRef's records fill with their own number
    assert code.read_text("utf-8") == (
        "// Errors follow ADR-0070 (docs/decisions/0070-use-picocli-exceptionhandler.md).\n"
        'String example = "ADR-0063";  // a string is the program\'s, not a citation\n'
        "/* see ADR 70,\n * and adr-0070 */\n")
    assert script.read_text("utf-8") == "# ADR-0070: the exit codes\nprint('ADR-0063')\n"
    citing = (repo / "docs/decisions/0065-download-url-input-files.md").read_text("utf-8")
    assert not re.search(r"(?i)adr[- ]0*63\b|0063-use", citing)
    assert "[ADR 70](0070-use-picocli-exceptionhandler.md)" in citing
    # A label naming another repository's record is that record's: Winery's ADR-0009 stays.
    run = doccheck("renumber", "docs/decisions/0009-use-plain-junit5-for-testing.md", "71", "--write", cwd=repo)
    assert run.code == 0
    assert "[Winery's ADR-0009](https://github.com/eclipse/winery/blob/master/docs/adr/0009-manual-tosca-yaml-" \
           "serialisation.md)" in (repo / "docs/decisions/0020-use-Jackson-to-parse-study-yml.md").read_text("utf-8")


def test_a_record_kept_as_a_folder_moves_with_its_url_and_ids(tmp_path: Path) -> None:
    repo = copy("cardano-cips", tmp_path)
    found = findings(repo)
    run = doccheck("renumber", "CIP-0058/README.md", "1000", cwd=repo)
    assert run.err == ["doccheck: renumbered CIP-0058/README.md as 1000: CIP-1000/README.md; 39 citations in 3 "
                       "other files"]
    assert not (repo / "CIP-0058").exists() and (repo / "CIP-1000/README.md").is_file()
    assert (repo / "CIP-1000/README.md").read_text("utf-8").startswith("---\nCIP: 1000\n")
    left = [f"{name}: {line}" for name, data in files(repo).items() if name.endswith(".md")
            for line in data.decode("utf-8").splitlines() if re.search(r"(?i)\bcip[-_ ]?0*58\b", line)]
    assert left == []
    assert "[cip-1000]: https://github.com/cardano-foundation/CIPs/tree/master/CIP-1000" in (
        repo / "CIP-0121/README.md").read_text("utf-8")
    assert findings(repo) == {f.replace("CIP-0058/", "CIP-1000/") for f in found}


def test_a_dirty_work_tree_makes_it_a_dry_run_and_says_so(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path)
    committed(repo)
    (repo / "0017-terraform-data-structure.md").write_text("# 17. Terraform Data Structure\n\nEdited.\n")
    before = files(repo)
    run = doccheck("renumber", "10", "40", cwd=repo)
    assert run.code == 0 and "+# 40. Terraform directory structure" in run.out
    assert run.err == ["doccheck: the git work tree has uncommitted changes, so this is a dry run and nothing was "
                       "written (would renumber 0010-terraform-directory-structure.md as 40: "
                       "0040-terraform-directory-structure.md); commit them first, or run again with --write"]
    assert files(repo) == before
    dry = doccheck("renumber", "10", "40", "--dry-run", "--write", cwd=repo)
    assert dry.err[0].startswith("doccheck: dry run, nothing written: would renumber") and files(repo) == before
    assert doccheck("renumber", "10", "40", "--write", cwd=repo).code == 0
    assert (repo / "0040-terraform-directory-structure.md").exists()


def test_refusals_are_one_line_and_write_nothing(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path / "inside")
    before = files(repo)
    outside = tmp_path / "elsewhere.md"
    outside.write_text("# 3. Elsewhere\n")
    (repo / "link-to-elsewhere.md").symlink_to(outside)
    cases = {
        ("10", "39"): "doccheck: error: number 39 is taken by 0039-non-govuk-domain-policy.md; the next free one "
                      "is 40",
        ("10", "17"): "doccheck: error: number 17 is taken by 0017-terraform-data-structure.md; the next free one "
                      "is 40",
        ("10", "10"): "doccheck: error: 0010-terraform-directory-structure.md has the number 10 already; nothing "
                      "to do",
        ("10", "0"): "doccheck: error: 0: a record's number is from 1 to 99999999",
        ("10", "ten"): "doccheck: error: 'ten' is not a number (12, 0012, ADR-0012)",
        ("link-to-elsewhere.md", "91"): "doccheck: error: link-to-elsewhere.md: is a symbolic link; doccheck does "
                                        "not write through one (name the document it points to)",
        (str(outside), "91"): f"doccheck: error: {outside}: outside the repository ({repo})",
    }
    for (doc, number), message in cases.items():
        assert doccheck("renumber", doc, number, cwd=repo) == Run(2, [], [message])
    (repo / "link-to-elsewhere.md").unlink()
    assert files(repo) == before


def test_a_citing_file_that_cannot_be_written_stops_it_before_anything_is_written(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path)
    citing = repo / "0017-terraform-data-structure.md"
    citing.chmod(0o444)
    before = files(repo)
    run = doccheck("renumber", "10", "40", cwd=repo)
    assert run.code == 2 and run.err == ["doccheck: error: 0017-terraform-data-structure.md: is not writable (its "
                                         "permissions, or its folder's); nothing was written"]
    assert files(repo) == before


def test_code_that_is_a_link_out_of_the_repository_is_not_followed(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path / "inside")
    outside = tmp_path / "outside.py"
    outside.write_text("# ADR 10\n")
    (repo / "linked.py").symlink_to(outside)
    (repo / "huge.py").write_text("# ADR 10\n" + "x = 1\n" * 200_000)  # over a megabyte: not read
    assert doccheck("renumber", "10", "40", cwd=repo).code == 0
    assert outside.read_text() == "# ADR 10\n" and (repo / "huge.py").read_text().startswith("# ADR 10\n")


def test_a_register_that_listed_it_is_written_again(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "examples", tmp_path / "examples", ignore=shutil.ignore_patterns(".doccheck"))
    assert doccheck("index", "--fix", "examples/", cwd=tmp_path).code == 0
    run = doccheck("renumber", "examples/adr/0003-public-api-style.md", "6", cwd=tmp_path)
    assert run.err == ["doccheck: renumbered examples/adr/0003-public-api-style.md as 6: "
                       "examples/adr/0006-public-api-style.md; 1 citation in 1 other file; register "
                       "examples/adr/README.md written again"]
    assert "+| 6 | [6. A REST public API with anonymous reads](0006-public-api-style.md) | accepted | 2020-02-01 " \
           "| |" in run.out
    assert doccheck("index", "examples/", cwd=tmp_path).code == 0
    assert doccheck("check", "--all", "examples/", cwd=tmp_path).out[-1].endswith("0 warnings, 0 errors")
