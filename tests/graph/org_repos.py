"""Repositories of an organisation for the tests: small ADR folders in git, each with a forge remote."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from .test_mcp import environment
from .test_sync import git


def adr(number: int, title: str, status: str, date: str, body: str = "", extra: str = "") -> str:
    return (f"# {number}. {title}\n\nDate: {date}\n\n## Status\n\n{status}\n{extra}\n## Context\n\nWhy {title}.\n\n"
            f"## Decision\n\n{body or f'We will {title.lower()}.'}\n\n## Consequences\n\nSome.\n")


def repository(where: Path, remote: str | None, files: dict[str, str]) -> Path:
    """A git repository on main with these files under docs/adr and `origin` set to `remote` (never fetched)."""
    (where / "docs" / "adr").mkdir(parents=True)
    for name, text in files.items():
        (where / "docs" / "adr" / name).write_text(text)
    git(where, "init", "-q", "-b", "main")
    if remote is not None:
        git(where, "remote", "add", "origin", remote)
    git(where, "add", "-A")
    git(where, "commit", "-q", "-m", "decisions")
    return where


def commit_file(repo: Path, name: str, text: str, message: str = "edit") -> None:
    (repo / "docs" / "adr" / name).write_text(text)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)


def doccheck(cwd: Path, *argv: str, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "doccheck", *argv], cwd=cwd, capture_output=True, text=True,
                          env=environment(**extra), timeout=300)


def sync(repo: Path, url: str, *extra: str, **env: str) -> dict[str, Any]:
    done = doccheck(repo, "sync", "docs", "--falkordb-url", url, "--format", "json", *extra, **env)
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def sync_process(repo: Path, url: str, *extra: str, **env: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "doccheck", "sync", "docs", "--falkordb-url", url, "--format",
                             "json", *extra], cwd=repo, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=environment(**{**env}))


def facts_json(cwd: Path, url: str, *argv: str) -> list[dict[str, Any]]:
    done = doccheck(cwd, "facts", "--falkordb-url", url, "--format", "json", *argv)
    assert done.returncode == 0, done.stderr
    found: list[dict[str, Any]] = json.loads(done.stdout)["facts"]
    return found


def relations(cwd: Path, url: str, *argv: str) -> set[tuple[str, str, str, str]]:
    """(repository, subject, relation, object) of every fact the projects hold now."""
    return {(f.get("repository", ""), f["subject"], f["relation"], f["object"]) for f in facts_json(cwd, url, *argv)}


def without_env(*names: str) -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in names}
