"""Numbers that cannot collide by design (issue 26): `doccheck new --draft` writes a proposal without a number,
`doccheck accept DOC` gives it the next free one when it is accepted. On copies of real folders: a Nygard folder
(govuk-aws), MADR with a Jekyll number field (JabRef), a proposal process whose drafts are `0000-name.md` (Rust
RFCs) and one folder per record with front matter (Cardano's CIPs)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from corpus_copies import Run, copy, doccheck

TODAY = "2026-03-14"  # a day that is not the run's: a record is dated by the tool's today, `$DOCCHECK_TODAY`


@pytest.fixture(autouse=True)
def _today(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DOCCHECK_TODAY", TODAY)





def codes(run: Run) -> set[str]:
    return {line.split(": ", 1)[1].split()[0] for line in run.out if ": DC" in line}


def test_a_nygard_draft_has_no_number_until_it_is_accepted(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path)
    made = doccheck("new", "--draft", "Use NATS for events", cwd=repo)
    assert made.out == ["draft-use-nats-for-events.md"]
    assert made.err == ["doccheck: adr (a draft: no number until `doccheck accept` gives it one), in the shape of "
                        "its records"]
    draft = repo / "draft-use-nats-for-events.md"
    assert draft.read_text().startswith(f"# Use NATS for events\n\nDate: {TODAY}\n\n## Status\n\nPending\n")
    assert codes(doccheck("check", "draft-use-nats-for-events.md", cwd=repo)) == {"DC102"}  # the author's part
    # Cited while it is a draft: the citation follows it.
    citing = repo / "0039-non-govuk-domain-policy.md"
    citing.write_text(citing.read_text() + "\nSee [the NATS proposal](draft-use-nats-for-events.md).\n")
    run = doccheck("accept", "draft-use-nats-for-events.md", cwd=repo)
    assert run.code == 0
    assert run.err == ["doccheck: accepted draft-use-nats-for-events.md as 40: 0040-use-nats-for-events.md; 1 "
                       "citation in 1 other file"]
    assert [line for line in run.out if line[:1] in "+-" or line.startswith("rename")] == [
        "--- a/0039-non-govuk-domain-policy.md", "+++ b/0039-non-govuk-domain-policy.md",
        "-See [the NATS proposal](draft-use-nats-for-events.md).",
        "+See [the NATS proposal](0040-use-nats-for-events.md).",
        "rename from draft-use-nats-for-events.md", "rename to 0040-use-nats-for-events.md",
        "--- a/draft-use-nats-for-events.md", "+++ b/0040-use-nats-for-events.md",
        "-# Use NATS for events", "+# 40. Use NATS for events",
        "-Pending", "+Accepted",
    ]
    assert not draft.exists()
    assert codes(doccheck("check", "0040-use-nats-for-events.md", "0039-non-govuk-domain-policy.md",
                          cwd=repo)) == {"DC102"}


def test_two_drafts_written_at_once_take_two_numbers_when_accepted(tmp_path: Path) -> None:
    """What two pull requests would each write: no number to collide on until each is accepted, in turn."""
    repo = copy("govuk-aws", tmp_path)
    assert doccheck("new", "--draft", "Use NATS for events", cwd=repo).code == 0
    assert doccheck("new", "--draft", "Use Kafka for events", cwd=repo).code == 0
    assert not {line for line in doccheck("check", "--all", ".", cwd=repo).out if "DC401" in line}
    assert doccheck("accept", "draft-use-kafka-for-events.md", cwd=repo).code == 0
    assert doccheck("accept", "draft-use-nats-for-events.md", cwd=repo).code == 0
    assert (repo / "0040-use-kafka-for-events.md").exists() and (repo / "0041-use-nats-for-events.md").exists()
    assert "DC401" not in codes(doccheck("check", "--all", ".", cwd=repo))


def test_a_madr_draft_gets_the_number_its_records_write_in_their_front_matter(tmp_path: Path) -> None:
    repo = copy("jabref", tmp_path)
    assert doccheck("new", "--draft", "Use NATS for events", cwd=repo).out == ["draft-use-nats-for-events.md"]
    assert "\nnav_order: 0\n" in (repo / "draft-use-nats-for-events.md").read_text()
    run = doccheck("accept", "draft-use-nats-for-events.md", cwd=repo)
    assert run.err == ["doccheck: accepted draft-use-nats-for-events.md as 70: 0070-use-nats-for-events.md; no "
                       "other file cites it"]
    assert "\nnav_order: 70\n" in (repo / "0070-use-nats-for-events.md").read_text()
    # JabRef's first record is numbered 0000: a record, not a draft.
    refused = doccheck("accept", "0000-use-markdown-architectural-decision-records.md", cwd=repo)
    assert refused == Run(2, [], ["doccheck: error: 0000-use-markdown-architectural-decision-records.md is not a "
                                  "draft (draft-<name>.md, 0000-<name>.md): it has its number; `doccheck renumber` "
                                  "gives it another"])


def test_a_proposal_process_names_its_drafts_0000(tmp_path: Path) -> None:
    """Rust's RFCs: copy 0000-template.md to text/0000-my-feature.md; the number comes at the merge."""
    repo = copy("rust-rfcs", tmp_path)
    made = doccheck("new", "--draft", "Const generics for traits", "--folder", "text", cwd=repo)
    assert made.out == ["text/0000-const-generics-for-traits.md"]
    draft = repo / "text" / "0000-const-generics-for-traits.md"
    assert "- RFC PR: [rust-lang/rfcs#0](https://github.com/rust-lang/rfcs/pull/0)\n" in draft.read_text()
    assert "DC401" not in codes(doccheck("check", "--all", "text", cwd=repo))
    run = doccheck("accept", "text/0000-const-generics-for-traits.md", cwd=repo)
    assert run.err == ["doccheck: accepted text/0000-const-generics-for-traits.md as 3985: "
                       "text/3985-const-generics-for-traits.md; no other file cites it"]
    assert "- RFC PR: [rust-lang/rfcs#3985](https://github.com/rust-lang/rfcs/pull/3985)\n" in (
        repo / "text" / "3985-const-generics-for-traits.md").read_text()


def test_a_draft_kept_as_a_folder_takes_the_familys_name_and_status(tmp_path: Path) -> None:
    """Cardano's CIPs are folders named by their number alone (`CIP-0058/`), and their lifecycle has no
    'accepted': an accepted CIP is Active."""
    repo = copy("cardano-cips", tmp_path)
    made = doccheck("new", "--draft", "Ledger snapshots", "--type", "cip", cwd=repo)
    assert made.out == ["draft-ledger-snapshots/README.md"]
    run = doccheck("accept", "draft-ledger-snapshots/README.md", cwd=repo)
    assert run.err == ["doccheck: accepted draft-ledger-snapshots/README.md as 10000: CIP-10000/README.md; no other "
                       "file cites it"]
    assert [line for line in run.out if line[:1] in "+-"] == [
        "--- a/draft-ledger-snapshots/README.md", "+++ b/CIP-10000/README.md",
        "-CIP: 0", "+CIP: 10000", "-Status: Proposed", "+Status: Active"]
    assert not (repo / "draft-ledger-snapshots").exists() and (repo / "CIP-10000" / "README.md").is_file()


def test_accept_on_a_dirty_tree_is_a_dry_run(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path)
    assert doccheck("new", "--draft", "Use NATS for events", cwd=repo).code == 0
    for args in (["init", "-q"], ["add", "-A"], ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit",
                                                  "-qm", "draft"]):
        subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)
    (repo / "0039-non-govuk-domain-policy.md").write_text("# 39. Edited\n")
    run = doccheck("accept", "draft-use-nats-for-events.md", cwd=repo)
    assert run.err == ["doccheck: the git work tree has uncommitted changes, so this is a dry run and nothing was "
                       "written (would accept draft-use-nats-for-events.md as 40: 0040-use-nats-for-events.md); "
                       "commit them first, or run again with --write"]
    assert (repo / "draft-use-nats-for-events.md").exists()


def test_a_drafts_title_cannot_leave_the_folder(tmp_path: Path) -> None:
    repo = copy("govuk-aws", tmp_path)
    made = doccheck("new", "--draft", "../../etc/passwd\nStatus: Accepted", cwd=repo)
    assert made.out == ["draft-etc-passwd-status-accepted.md"]
    assert (repo / "draft-etc-passwd-status-accepted.md").read_text().startswith(
        "# ../../etc/passwd Status: Accepted\n")
    assert doccheck("accept", "0004-dns-definitions-for-hosts-and-services.md", cwd=repo).err == [
        "doccheck: error: 0004-dns-definitions-for-hosts-and-services.md is not a draft (draft-<name>.md, "
        "0000-<name>.md): it has its number; `doccheck renumber` gives it another"]
