"""`doccheck new`, `supersede` and `link` as a user meets them (issue 26), on copies of real folders from the
shared corpus: a Nygard folder (adr-tools, govuk-aws), MADR (JabRef, adr/madr) and proposal families (OTEPs,
Rust RFCs). Each test runs `python -m doccheck` in the copy and looks at what the user would: the file written,
what `doccheck check` then says, what a second run changes, and the one line of a refusal."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from corpus_copies import Run, copy
from corpus_copies import doccheck as run_doccheck

TODAY = "2026-03-14"  # a day that is not the run's: a record is dated by the tool's today, `$DOCCHECK_TODAY`


@pytest.fixture(autouse=True)
def _today(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DOCCHECK_TODAY", TODAY)





def doccheck(*args: str, cwd: Path) -> Run:
    return run_doccheck(*args, cwd=cwd, timeout=120)


def codes(run: Run) -> set[str]:
    return {line.split(": ", 1)[1].split()[0] for line in run.out if ": DC" in line}


def pair_findings(repo: Path, *names: str) -> list[str]:
    """What `doccheck check` reports about these documents, across the whole set (but their images, which the
    corpus, keeping only the Markdown, does not have)."""
    run = doccheck("check", "--all", ".", cwd=repo)
    return [line for line in run.out if any(name in line for name in names)
            and not (" DC410 " in line and _IMAGE.search(line))]


_IMAGE = re.compile(r"link to '[^']*\.(?:png|jpe?g|svg|gif)(?:\?[^']*)?'")


def snapshot(repo: Path) -> dict[str, bytes]:
    return {str(p.relative_to(repo)): p.read_bytes() for p in sorted(repo.rglob("*.md"))}


# new


def test_new_in_a_nygard_folder_takes_the_next_number_and_the_records_shape(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    run = doccheck("new", "Use NATS for events", cwd=repo)
    assert run.code == 0 and run.out == ["0010-use-nats-for-events.md"]
    assert run.err == ["doccheck: adr 10 (free here), in the shape of its records"]
    text = (repo / "0010-use-nats-for-events.md").read_text()
    assert text.startswith(f"# 10. Use NATS for events\n\nDate: {TODAY}\n\n## Status\n\nProposed\n\n## Context\n")
    assert "## Decision" in text and "## Consequences" in text
    # What is left is the author's: the sections to write.
    assert codes(doccheck("check", "0010-use-nats-for-events.md", cwd=repo)) == {"DC102"}


def test_new_from_a_template_fills_title_date_status_and_number(tmp_path: Path) -> None:
    repo = copy("govuk-infrastructure", tmp_path)
    run = doccheck("new", "Use Karpenter for node autoscaling", cwd=repo)
    assert run.code == 0 and run.out == ["0025-use-karpenter-for-node-autoscaling.md"]
    assert run.err == ["doccheck: adr 25 (free here), from 0000-TEMPLATE.md"]
    text = (repo / run.out[0]).read_text()
    # The template's status (`Pending`) is the team's choice, kept; its date placeholder is today.
    assert f"# 25. Use Karpenter for node autoscaling\n\nDate: {TODAY}\n\n## Status\n\nPending\n" in text
    assert "<!--\nUsing this template:" in text  # its guidance stays for the author
    assert doccheck("check", run.out[0], cwd=repo).code == 0


def test_new_in_a_madr_family_fills_the_field_its_records_number(tmp_path: Path) -> None:
    repo = copy("jabref", tmp_path)
    run = doccheck("new", "Use Gradle version catalogs", cwd=repo)
    assert run.out == ["0070-use-gradle-version-catalogs.md"]
    text = (repo / run.out[0]).read_text()
    assert "\nnav_order: 70\n" in text  # each record's nav_order is its number: the template's 100 is not
    assert "\ntitle: Use Gradle version catalogs\n" in text
    assert "\n# Use Gradle version catalogs\n" in text  # MADR titles carry no number
    # Only the template's text, which the author replaces, is reported.
    assert codes(doccheck("check", run.out[0], cwd=repo)) == {"DC301"}


def test_new_from_the_top_of_a_repository_finds_the_one_family(tmp_path: Path) -> None:
    repo = copy("madr", tmp_path)
    run = doccheck("new", "Use tables for options", cwd=repo)
    assert run.out == ["docs/decisions/0019-use-tables-for-options.md"]
    assert run.err == ["doccheck: adr 19 (free here), from docs/decisions/adr-template.md"]


@pytest.mark.parametrize(("source", "expected", "lines"), [
    ("otel-oteps", "text/0267-sampling-by-priority.md", ["# Sampling by priority"]),
    ("rust-rfcs", "text/3985-sampling-by-priority.md",
     [f"- Start Date: {TODAY}", "- RFC PR: [rust-lang/rfcs#3985](https://github.com/rust-lang/rfcs/pull/3985)"]),
])
def test_new_in_a_proposal_family(tmp_path: Path, source: str, expected: str, lines: list[str]) -> None:
    """Proposals kept in text/ with their template at the top: the record goes where most of them are, numbered
    after all of them (OTEPs in text/metrics/ count too), in the template's header."""
    repo = copy(source, tmp_path)
    run = doccheck("new", "Sampling by priority", cwd=repo)
    assert run.code == 0 and run.out == [expected]
    text = (repo / expected).read_text().splitlines()
    assert all(line in text for line in lines)
    assert codes(doccheck("check", expected, cwd=repo)) <= {"DC301"}


def test_new_skips_a_number_taken_on_the_target_branch(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main"]
    subprocess.run([*git, "init", "-q"], cwd=repo, check=True)
    subprocess.run([*git, "add", "."], cwd=repo, check=True)
    subprocess.run([*git, "commit", "-qm", "records"], cwd=repo, check=True)
    subprocess.run([*git, "checkout", "-qb", "other"], cwd=repo, check=True)
    (repo / "0010-use-kafka.md").write_text("# 10. Use Kafka\n")
    subprocess.run([*git, "add", "."], cwd=repo, check=True)
    subprocess.run([*git, "commit", "-qm", "kafka"], cwd=repo, check=True)
    subprocess.run([*git, "checkout", "-q", "main"], cwd=repo, check=True)
    run = doccheck("new", "Use NATS", "--against", "other", cwd=repo)
    assert run.out == ["0011-use-nats.md"]
    assert run.err == ["doccheck: adr 11 (free here and on other), in the shape of its records"]


def test_a_number_some_file_has_on_disk_is_not_taken(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    (repo / "0010-draft.txt").write_text("not Markdown, and still 10")
    assert doccheck("new", "Use NATS", cwd=repo).out == ["0011-use-nats.md"]


def test_new_never_replaces_a_file(tmp_path: Path) -> None:
    from doccheck.boundary import write_file

    target = tmp_path / "0001-x.md"
    target.write_text("mine")
    with pytest.raises(FileExistsError):
        write_file(target, b"theirs", root=tmp_path, exclusive=True)
    assert target.read_text() == "mine" and sorted(p.name for p in tmp_path.iterdir()) == ["0001-x.md"]


def test_two_families_are_a_choice_for_the_user(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path, into="platform/adr")
    shutil.copytree(repo / "platform" / "adr", repo / "payments" / "adr")
    run = doccheck("new", "Use NATS", cwd=repo)
    assert run.code == 2 and run.out == []
    assert run.err == ["doccheck: error: 2 families could take it: payments/adr/ (adr, 9 records), platform/adr/ "
                       "(adr, 9 records); choose one with --folder"]
    assert doccheck("new", "Use NATS", "--folder", "platform/adr", cwd=repo).out == ["platform/adr/0010-use-nats.md"]
    # Inside a family's folder, that family.
    assert doccheck("new", "Use NATS", cwd=repo / "payments" / "adr").out == ["0010-use-nats.md"]


def test_a_first_record_needs_its_folder_and_type(tmp_path: Path) -> None:
    (tmp_path / ".doccheck.toml").touch()
    run = doccheck("new", "Record architecture decisions", cwd=tmp_path)
    assert run.code == 2 and run.err == [
        "doccheck: error: no family of numbered records here to add to; name the folder and type of a new one: "
        "doccheck new \"Title\" --folder docs/adr --type adr"]
    run = doccheck("new", "Record architecture decisions", "--folder", "docs/adr", cwd=tmp_path)
    assert run.code == 2 and "give the type of the one to start there: --type adr" in run.err[0]
    run = doccheck("new", "Record architecture decisions", "--folder", "docs/adr", "--type", "adr", cwd=tmp_path)
    assert run.out == ["docs/adr/0001-record-architecture-decisions.md"]
    text = (tmp_path / run.out[0]).read_text()
    assert text == (f"# 1. Record architecture decisions\n\nDate: {TODAY}\n\n## Status\n\nProposed\n\n"
                    "## Context\n\n## Decision\n\n## Consequences\n")


# new: hostile titles and places


def test_a_title_cannot_leave_the_folder_or_add_lines(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    run = doccheck("new", "../../etc/passwd\nStatus: Accepted\n<script>alert(1)</script> [x](javascript:y) #",
                   cwd=repo)
    assert run.code == 0 and run.out == ["0010-etc-passwd-status-accepted-script-alert-1-script-x.md"]
    text = (repo / run.out[0]).read_text()
    assert text.splitlines()[0] == ("# 10. ../../etc/passwd Status: Accepted &lt;script>alert(1)&lt;/script> "
                                    "[x](javascript:y) #\\")
    assert "\nStatus: Accepted" not in text and not (tmp_path / "etc").exists()
    assert doccheck("check", run.out[0], cwd=repo).code == 0


@pytest.mark.parametrize(("title", "message"), [
    ("", "doccheck: error: the title is empty: doccheck new \"Use PostgreSQL for the datastore\""),
    (" \n\t", "doccheck: error: the title is empty: doccheck new \"Use PostgreSQL for the datastore\""),
    ("../../", "doccheck: error: the title '../../' has no letter or digit to name the file with"),
    ("x" * 201, "doccheck: error: the title has 201 characters; a title is at most 200"),
])
def test_a_title_that_names_no_file_is_refused(tmp_path: Path, title: str, message: str) -> None:
    repo = copy("adr-tools", tmp_path)
    before = snapshot(repo)
    run = doccheck("new", title, cwd=repo)
    assert run.code == 2 and run.err == [message]
    assert snapshot(repo) == before


def test_a_folder_outside_the_repository_is_refused(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    (repo / "linked").symlink_to(outside)
    for folder in ("../outside", "linked"):
        run = doccheck("new", "Use NATS", "--folder", folder, "--type", "adr", cwd=repo)
        assert run.code == 2 and run.err[0].startswith(f"doccheck: error: --folder {folder}: outside the repository")
    assert list(outside.iterdir()) == []


# supersede and link


def test_supersede_in_adr_tools_writes_both_sides_as_adr_tools_does(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    run = doccheck("supersede", "2", "9", cwd=repo)
    assert run.code == 0 and run.out == [
        "0009-help-scripts.md: Supersedes [2. Implement as shell scripts](0002-implement-as-shell-scripts.md)",
        "0002-implement-as-shell-scripts.md: Superseded by [9. Help scripts](0009-help-scripts.md)",
    ]
    old = (repo / "0002-implement-as-shell-scripts.md").read_text()
    assert "## Status\n\nSuperseded by [9. Help scripts](0009-help-scripts.md)\n\n## Context" in old
    new = (repo / "0009-help-scripts.md").read_text()
    assert ("## Status\n\nAccepted\n\nAmends [5. Help comments](0005-help-comments.md)\n\nSupersedes "
            "[2. Implement as shell scripts](0002-implement-as-shell-scripts.md)\n\n## Context") in new
    assert pair_findings(repo, "0002-", "0009-") == []
    before = snapshot(repo)
    again = doccheck("supersede", "2", "9", cwd=repo)
    assert again.out == ["0009-help-scripts.md: says so already", "0002-implement-as-shell-scripts.md: says so already"]
    assert snapshot(repo) == before


def test_supersede_learns_the_familys_words(tmp_path: Path) -> None:
    """govuk-aws writes `Superseded by [DNS Infrastructure](0015-dns-infrastructure.md)`: the title, no number."""
    repo = copy("govuk-aws", tmp_path)
    run = doccheck("supersede", "0005-terraform-module-location.md", "0012-security-groups-in-terraform.md",
                   cwd=repo)
    assert run.out[1] == ("0005-terraform-module-location.md: Superseded by [Security Groups in Terraform]"
                          "(0012-security-groups-in-terraform.md)")
    assert pair_findings(repo, "0005-", "0012-") == []


def test_supersede_in_a_madr_family_writes_the_front_matter_status(tmp_path: Path) -> None:
    """JabRef writes `status: "superseded by ADR-0057"` and `status: "accepted; supersedes ADR-0045"`."""
    repo = copy("jabref", tmp_path)
    run = doccheck("supersede", "3", "9", cwd=repo)
    assert run.code == 0
    old = (repo / "0003-use-gradle-as-build-tool.md").read_text()
    assert old.startswith("---\nparent: Decision Records\nnav_order: 3\nstatus: superseded by ADR-0009\n---\n")
    new = (repo / "0009-use-plain-junit5-for-testing.md").read_text()
    assert new.startswith("---\nparent: Decision Records\nnav_order: 9\nsupersedes: ADR-0003\n---\n")
    assert pair_findings(repo, "0003-", "0009-") == []
    before = snapshot(repo)
    assert doccheck("supersede", "3", "9", cwd=repo).out[0].endswith("says so already")
    assert snapshot(repo) == before


def test_supersede_in_a_proposal_family_writes_header_fields(tmp_path: Path) -> None:
    repo = copy("rust-rfcs", tmp_path)
    run = doccheck("supersede", "3013", "3016", cwd=repo)
    assert run.code == 0
    old = (repo / "text" / "3013-conditional-compilation-checking.md").read_text().splitlines()
    assert old[4] == "- Superseded by: [3016-const-ub](3016-const-ub.md)"
    new = (repo / "text" / "3016-const-ub.md").read_text().splitlines()
    assert new[3] == "- Supersedes: [3013-conditional-compilation-checking](3013-conditional-compilation-checking.md)"
    assert [line for line in pair_findings(repo, "3013-", "3016-") if "DC409" not in line] == []


def test_link_amends_in_both_records(tmp_path: Path) -> None:
    repo = copy("otel-oteps", tmp_path)
    run = doccheck("link", "201", "amends", "5", cwd=repo)
    assert run.out == ["text/0201-scope-attributes.md: Amends [Global SDK initialization](0005-global-init.md)",
                       "text/0005-global-init.md: Amended by [Introduce Scope Attributes](0201-scope-attributes.md)"]
    old = (repo / "text" / "0005-global-init.md").read_text()
    assert "**Status**: proposed\n\n**Amended by**: [Introduce Scope Attributes](0201-scope-attributes.md)\n" in old
    assert pair_findings(repo, "0201-", "0005-") == []
    before = snapshot(repo)
    assert doccheck("link", "201", "amends", "5", cwd=repo).code == 0
    assert snapshot(repo) == before


def test_new_supersedes_a_record(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    run = doccheck("new", "Use Python", "--supersedes", "2", "--status", "Accepted", cwd=repo)
    assert run.out == [
        "0010-use-python.md",
        "0010-use-python.md: Supersedes [2. Implement as shell scripts](0002-implement-as-shell-scripts.md)",
        "0002-implement-as-shell-scripts.md: Superseded by [10. Use Python](0010-use-python.md)",
    ]
    assert [line for line in pair_findings(repo, "0002-", "0010-") if "DC102" not in line] == []


def test_a_proposed_successor_leaves_the_old_record_in_force(tmp_path: Path) -> None:
    """DC406: a record stays in force until its successor is accepted. The new record says what it will
    supersede; the old one is left until then, and saying it again after the acceptance writes it."""
    repo = copy("adr-tools", tmp_path)
    run = doccheck("new", "Use Python", "--supersedes", "2", cwd=repo)
    assert run.out[2] == ("0002-implement-as-shell-scripts.md: left as it is while 0010-use-python.md is 'proposed' "
                          "(a record stays in force until its successor is accepted, DC406); run this again once it is")
    assert "## Status\n\nAccepted\n" in (repo / "0002-implement-as-shell-scripts.md").read_text()
    assert [line for line in pair_findings(repo, "0002-", "0010-") if "DC102" not in line] == []
    new = repo / "0010-use-python.md"
    new.write_text(new.read_text().replace("Proposed", "Accepted"))
    assert doccheck("supersede", "2", "10", cwd=repo).out[1] == (
        "0002-implement-as-shell-scripts.md: Superseded by [10. Use Python](0010-use-python.md)")


# supersede and link: refusals


def test_a_circle_is_refused(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    doccheck("supersede", "2", "9", cwd=repo)
    before = snapshot(repo)
    run = doccheck("supersede", "9", "2", cwd=repo)
    assert run.code == 2 and run.err == [
        "doccheck: error: 0002-implement-as-shell-scripts.md cannot supersede 0009-help-scripts.md: that would make "
        "a circle (0002-implement-as-shell-scripts.md -> 0009-help-scripts.md -> 0002-implement-as-shell-scripts.md)"]
    assert snapshot(repo) == before
    assert doccheck("link", "3", "supersedes", "3", cwd=repo).err == [
        "doccheck: error: 0003-single-command-with-subcommands.md: a record cannot be related to itself"]


def test_a_document_that_cannot_be_written_is_refused_before_either_is_written(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    (repo / "0002-implement-as-shell-scripts.md").chmod(0o444)
    before = snapshot(repo)
    run = doccheck("supersede", "2", "9", cwd=repo)
    assert run.code == 2 and run.err == [
        "doccheck: error: 0002-implement-as-shell-scripts.md: is not writable (its permissions, or its folder's); "
        "nothing was written"]
    assert snapshot(repo) == before


def test_a_document_that_is_a_symlink_out_of_the_repository_is_refused(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    outside = tmp_path / "elsewhere.md"
    outside.write_text("# 1. Somebody else's\n\n## Status\n\nAccepted\n")
    (repo / "0011-linked.md").symlink_to(outside)
    run = doccheck("supersede", "0011-linked.md", "9", cwd=repo)
    assert run.code == 2 and run.err == [
        "doccheck: error: 0011-linked.md: is a symbolic link; doccheck does not write through one (name the "
        "document it points to)"]
    assert outside.read_text() == "# 1. Somebody else's\n\n## Status\n\nAccepted\n"
    assert doccheck("supersede", "11", "9", cwd=repo).code == 2  # by number: it is no record here


def test_an_unknown_relation_and_record(tmp_path: Path) -> None:
    repo = copy("adr-tools", tmp_path)
    assert doccheck("link", "2", "likes", "9", cwd=repo).err == [
        "doccheck: error: 'likes' is not a relation; one of: supersedes, superseded-by, amends, amended-by "
        "(replaces, replaced-by)"]
    assert doccheck("supersede", "42", "9", cwd=repo).err == ["doccheck: error: 42: no record has this number here"]
