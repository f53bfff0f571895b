"""Finding the documents: what the walk lists, and a folder listed again only when it changed (folders.py)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

import doccheck.run.folders
from doccheck.run.discover import find_files
from doccheck.run.folders import MARKDOWN_SUFFIXES, FolderCache
from doccheck.run.settings import load_config

PAST_NS = time.time_ns() - 3600 * 10**9  # an hour ago: stat data older than any run's racy window


def expected(top: Path) -> list[str]:
    """What os.walk finds: Markdown files top-down, folders in name order, symlinked folders not entered."""
    found = []
    for folder, dirs, files in os.walk(top):
        dirs.sort()
        dirs[:] = [d for d in dirs if not d.startswith(".doccheck")]
        found += [os.path.relpath(os.path.join(folder, f), top) for f in sorted(files)
                  if f.lower().endswith(MARKDOWN_SUFFIXES)]
    return found


def age(*paths: Path) -> None:
    """Set stat data an hour back, as a repository's files and folders are between two commits."""
    for path in paths:
        os.utime(path, ns=(PAST_NS, PAST_NS), follow_symlinks=False)


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / ".doccheck").mkdir()  # made by the first run that reads the configuration: not a change walks race
    for folder in ("b/y", "a/x/deep", "c"):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "n.md").write_text("x")
    (tmp_path / "a" / "to-c").symlink_to("../c")  # a symlinked folder: listed, not entered
    (tmp_path / "a" / "loop").symlink_to("..")
    (tmp_path / "b" / "broken.md").symlink_to("nowhere.md")
    (tmp_path / "top.md").write_text("x")
    (tmp_path / "c" / "notes.txt").write_text("not Markdown")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def walk(tree: Path, folders: FolderCache | None) -> list[str]:
    config = load_config(tree)
    return [shown for shown, _relative in find_files([Path(".")], config, folders).files]


def everything(tree: Path) -> list[Path]:
    return [tree, *(Path(folder) for folder, _dirs, _files in os.walk(tree))]


def test_the_walk_finds_what_os_walk_finds_in_its_order(tree: Path) -> None:
    assert walk(tree, None) == expected(tree) == ["top.md", "a/x/deep/n.md", "b/broken.md", "b/y/n.md", "c/n.md"]


def test_an_unchanged_folder_is_not_listed_again(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    age(*everything(tree))
    folders = FolderCache(None, time.time_ns())
    first = walk(tree, folders)
    assert first == expected(tree)
    listed: list[str] = []
    real_scandir = os.scandir

    def counting(path: str) -> object:
        listed.append(path)
        return real_scandir(path)

    monkeypatch.setattr(doccheck.run.folders.os, "scandir", counting)
    again = FolderCache(folders.entries, time.time_ns())
    assert walk(tree, again) == first
    assert listed == ["./a", "./b"]  # the folders that hold a symlink; every other one came from its listing


def test_a_changed_folder_is_listed_again(tree: Path) -> None:
    age(*everything(tree))
    folders = FolderCache(None, time.time_ns())
    walk(tree, folders)
    (tree / "c" / "new.md").write_text("x")  # added
    (tree / "a" / "x" / "deep" / "n.md").rename(tree / "a" / "x" / "deep" / "renamed.md")
    (tree / "b" / "y" / "n.md").unlink()  # removed
    (tree / "c" / "sub").mkdir()  # a new folder, with a document in it
    (tree / "c" / "sub" / "d.md").write_text("x")
    assert walk(tree, FolderCache(folders.entries, time.time_ns())) == expected(tree)
    assert "c/sub/d.md" in expected(tree) and "b/y/n.md" not in expected(tree)


def test_a_folder_with_a_symlink_is_always_listed(tree: Path) -> None:
    """A symlink can change kind while its folder does not change: docs/link.md points at a folder, then at a
    file of the same name."""
    (tree / "docs").mkdir()
    (tree / "docs" / "link.md").symlink_to("../target")
    (tree / "target").mkdir()
    age(*everything(tree))
    folders = FolderCache(None, time.time_ns())
    assert "docs/link.md" not in walk(tree, folders)
    (tree / "target").rmdir()
    (tree / "target").write_text("# Now a file\n")
    assert "docs/link.md" in walk(tree, FolderCache(folders.entries, time.time_ns()))


def test_a_folder_changed_within_the_racy_window_is_not_kept(tree: Path) -> None:
    """Stat data taken in the clock tick of the folder's last change could stay the same after another change
    in that tick: such a folder is listed again next time."""
    age(*everything(tree))
    cutoff = time.time_ns()  # a run's: RACY_NS before it started
    time.sleep(0.02)  # a file system's clock ticks in milliseconds
    (tree / "c" / "new.md").write_text("x")  # c changes after the cutoff
    folders = FolderCache(None, cutoff)
    walk(tree, folders)
    assert "c" not in folders.entries and "a/x" in folders.entries


def test_a_new_document_is_found_by_the_next_check(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from doccheck.cli.main import main

    age(*everything(tree))
    main(["check", "."])
    assert capsys.readouterr().out.splitlines()[-1].startswith("5 files checked")
    (tree / "a" / "x" / "deep" / "0002-second.md").write_text("# 2. Second\n")
    main(["check", "."])
    out = capsys.readouterr().out
    assert out.splitlines()[-1].startswith("6 files checked (4 unchanged")  # the new one, in a folder kept


def test_a_coding_agents_instructions_are_not_documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """AGENTS.md, a skill's SKILL.md, Copilot's prompt files: instructions for writing records, whose
    placeholders are on purpose (`Date: today's date` was a DC301 in opendatahub-io's .claude/skills/)."""
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text("")
    how_to = "# Writing an ADR\n\n* Date: today's date\n* Status: Draft\n\nSee [the template](nowhere.md).\n"
    for path in ("AGENTS.md", "CLAUDE.md", "docs/adr/AGENTS.md", ".claude/skills/adr/SKILL.md",
                 ".claude/skills/adr/reference.md", ".agents/skills/adr/reference.md", "skills/adr/SKILL.md",
                 "_bmad/bmm/workflows/prd/steps/step-01-init.md",
                 # JetBrains Junie's skills (larakube, hundred-and-thirtieth held-out set), Gemini CLI's, Roo Code's
                 ".junie/skills/laravel-best-practices/rules/style.md", ".gemini/commands/adr.md", ".roo/rules/adr.md",
                 ".github/copilot-instructions.md",
                 ".github/prompts/new-adr.prompt.md", ".github/instructions/adr.instructions.md",
                 # (a Copilot custom agent, whatever its name: ECommerceApp's, 277th held-out set)
                 ".github/agents/adr-generator.md"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(how_to)
    (tmp_path / "docs" / "adr" / "0001-use-postgresql.md").write_text(
        "# 1. Use PostgreSQL\n\nDate: 2024-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nSee [how](AGENTS.md).\n\n"
        "## Decision\n\nPostgreSQL.\n\n## Consequences\n\nMigrations.\n")
    monkeypatch.chdir(tmp_path)
    assert main(["check", ".", "--all"]) == 0
    assert capsys.readouterr().out.splitlines() == ["1 file checked, 0 warnings, 0 errors"]  # the link to it holds
    assert main(["check", "AGENTS.md", ".claude/skills/adr/SKILL.md"]) == 0  # as pre-commit names staged files
    assert capsys.readouterr().out.splitlines() == ["0 files checked, 0 warnings, 0 errors"]


def test_a_go_modules_vendored_dependencies_are_not_this_repositorys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """`vendor/github.com/...`: the copies `go mod vendor` makes of other projects, whose READMEs link files that
    were never copied (redhat-developer/odo: 100 DC410 in vendor/ of 232), and `third_party/` as Bazel and Chromium
    keep it (Donner's stb and tiny-skia-cpp, hundred-and-twenty-sixth held-out set), and any project's copy in a
    folder of `vendor/` with a licence of its own (quick-lint-js's `vendor/simdjson/LICENSE`, two-hundred-and-
    twenty-sixth). A `vendor/` folder of the repository's own notes is still read, and so is a Codex agent's
    folder left out as Claude's is."""
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text("")
    broken = "# Notes\n\nSee [the guide](missing.md).\n"
    for path in ("vendor/github.com/acme/lib/README.md", "vendor/golang.org/x/net/README.md",
                 "tools/vendor/k8s.io/api/README.md", ".codex/skills/release/reference.md", "vendor/notes/README.md",
                 "third_party/stb/tools/README.header.md", "vendor/simdjson/README.md", "vendor/node/doc/api.md",
                 "oci/vendor-internal/github.com/oracle/oci-go-sdk/README.md"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(broken)
    (tmp_path / "vendor/simdjson/LICENSE").write_text("Apache-2.0\n")
    # ... and a folder another repository's automation keeps (Arcade's `eng/common/`, msbuild's, 226th set)
    (tmp_path / "eng/common").mkdir(parents=True)
    (tmp_path / "eng/common/README.md").write_text("# Don't touch this folder\n\nChanges made in this directory are "
                                                    "subject to being overwritten by automation.\n")
    (tmp_path / "eng/common/template-guidance.md").write_text(broken)
    (tmp_path / "eng/README.md").write_text("# Engineering\n\nOur scripts; nothing is managed by hand.\n")
    (tmp_path / "vendor/node/LICENSE").write_text("MIT\n")
    # ... and a released package copied in elsewhere, its dist/ beside its licence (ECommerceApp's cldrjs, 277th
    # set); a package of the repository's own with a licence and no dist/ is still read
    # ... and one in a folder named for them, FoundationDB's `contrib/Implib.so/LICENSE.txt` (278th), beside its own
    # `contrib/TestHarness2/`, read
    for folder, licence in (("Web/cldrjs", "LICENSE-MIT"), ("packages/ui", "LICENSE"),
                            ("contrib/Implib.so", "LICENSE.txt"), ("contrib/harness", "NOTES.txt")):
        (tmp_path / folder / "doc").mkdir(parents=True)
        (tmp_path / folder / "doc/api.md").write_text(broken)
        (tmp_path / folder / licence).write_text("MIT\n")
    (tmp_path / "Web/cldrjs/dist").mkdir()
    monkeypatch.chdir(tmp_path)
    assert main(["check", ".", "--all"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out if "DC410" in line] == [
        "contrib/harness/doc/api.md", "packages/ui/doc/api.md", "vendor/notes/README.md"]
    assert out[-1].startswith("4 files checked")


def test_a_manual_pages_source_is_not_a_document(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """NVIDIA/OpenShell's deploy/man/openshell.1.md (seventy-third held-out set): pandoc's manual page header
    (`date: 2026`, a year, as man pages date themselves) and its `# NAME` section were a DC204 and a DC301 title.
    A document whose name only looks so (`release-1.2.md`, or one outside a `man` folder) is still read."""
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text("")
    page = "---\ntitle: OPENSHELL\nsection: 1\ndate: 2026\n---\n\n# NAME\n\nopenshell - a CLI\n"
    for path in ("deploy/man/openshell.1.md", "man/man8/openshell-gateway.8.md", "docs/openshell.1.md",
                 "deploy/man/release-1.2.md"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(page)
    monkeypatch.chdir(tmp_path)
    main(["check", ".", "--all", "--no-cache"])
    out = capsys.readouterr().out.splitlines()
    assert sorted({line.split(":")[0] for line in out[:-1]}) == ["deploy/man/release-1.2.md", "docs/openshell.1.md"]
    assert out[-1].startswith("2 files checked")


def test_a_sites_theme_is_another_projects(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """pipe-cd/pipecd (two-hundred-and-ninth held-out set): its Hugo site keeps the Docsy theme in
    `docs/themes/docsy/`, with Docsy's own user guide and a vendored Bootstrap, whose links are theirs. A page about
    themes in the repository's own docs is still read."""
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text("")
    broken = "# Notes\n\nSee [the guide](missing.md).\n"
    for path in ("docs/themes/docsy/userguide/content/en/docs/_index.md",
                 "docs/themes/docsy/assets/vendor/bootstrap/.github/CONTRIBUTING.md", "docs/themes/dark-mode.md"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(broken)
    monkeypatch.chdir(tmp_path)
    main(["check", ".", "--all"])
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out if "DC410" in line] == ["docs/themes/dark-mode.md"]


def test_a_project_that_commits_its_own_dist_folder_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Google's Lovefield (three-hundred-and-twenty-fourth held-out set) commits its build, `dist/`, beside its
    LICENSE at the top: the mark of a released package copied into another repository, but here the repository
    itself. Its design documents in `docs/` were all left unread (two files checked of 41); they are read."""
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "LICENSE").write_text("Apache-2.0\n")
    (tmp_path / "dist").mkdir()
    (tmp_path / "README.md").write_text("# Lovefield\n\nA database.\n")
    (tmp_path / "docs/dd").mkdir(parents=True)
    (tmp_path / "docs/dd/05_transaction.md").write_text("# Transaction\n\nSee [the life of a database]"
                                                        "(03_life_of_database.md).\n")
    (tmp_path / "docs/dd/03_life_of_db.md").write_text("# Life of a database\n\nText.\n")
    monkeypatch.chdir(tmp_path)
    assert main(["check", ".", "--all"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out if "DC410" in line] == ["docs/dd/05_transaction.md"], out
    assert out[-1].startswith("3 files checked")
