"""The graph reads what it can type (issue 24): a family that writes its preamble in a fenced block, and
statuses such as Final, Living or Activated, are in force in `in_force` as they are in the documents."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SRC = str(Path(__file__).resolve().parents[2] / "src")

BIP = """# BIP {number}: {title}

```
  BIP: {number}
  Layer: Consensus (soft fork)
  Title: {title}
  Author: Satoshi <s@example.org>
  Status: {status}
  Type: Standards Track
  Created: 2020-0{month}-01
```

## Abstract

This document specifies {title}.

## Motivation

Nodes need {title}.
"""


def git(repo: Path, *args: str, date: str = "2021-01-01T00:00:00") -> None:
    env = {**os.environ, "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date, "GIT_AUTHOR_NAME": "t",
           "GIT_AUTHOR_EMAIL": "t@example.org", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"}
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, env=env)


def doccheck(repo: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_REF_NAME", "DOCCHECK_FALKORDB_URL")}
    env["PYTHONPATH"] = SRC + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "doccheck", *argv], cwd=repo, capture_output=True, text=True,
                          env=env, timeout=300)


def test_statuses_in_a_fenced_preamble_are_in_force_as_the_documents_say(tmp_path: Path) -> None:
    repo = tmp_path / "bips"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    for number, title, status in ((340, "Schnorr Signatures", "Final"), (341, "Taproot", "Activated"),
                                  (2, "BIP Process", "Living"), (119, "Template Hashes", "Draft"),
                                  (50, "Old Fork", "Rejected")):
        (repo / f"bip-{number:04d}.md").write_text(BIP.format(number=number, title=title, status=status,
                                                               month=1 + number % 8))
    (repo / ".doccheck.toml").write_text("")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "BIPs")
    done = doccheck(repo, "sync", ".", "--quiet")
    assert done.returncode == 0, done.stderr
    done = doccheck(repo, "history", "bip-0341.md", "--format", "json")
    assert done.returncode == 0, done.stderr
    assert "activated" in done.stdout.lower()  # read from the fenced block: no status was stored before
    facts = doccheck(repo, "facts", "--format", "json")
    assert facts.returncode == 0, facts.stderr
    statuses = {f["path"]: f["object"].lower() for f in json.loads(facts.stdout)["facts"]
                if f["relation"] == "HAS_STATUS"}
    assert statuses == {"bip-0340.md": "final", "bip-0341.md": "activated", "bip-0002.md": "living",
                        "bip-0119.md": "draft", "bip-0050.md": "rejected"}

    import asyncio

    from doccheck.graph.query.decisions import binds

    assert all(binds(s) for s in ("final", "activated", "living")) and not any(binds(s) for s in ("draft", "rejected"))
    asyncio.run(_in_force(repo))


async def _in_force(repo: Path) -> None:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_REF_NAME", "DOCCHECK_FALKORDB_URL")}
    env["PYTHONPATH"] = SRC + os.pathsep + env.get("PYTHONPATH", "")
    params = StdioServerParameters(command=sys.executable, args=["-m", "doccheck", "mcp"], cwd=str(repo), env=env)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        result = await session.call_tool("in_force", {})
        assert not result.is_error, result.content
        answer = json.loads(result.content[0].text)  # type: ignore[union-attr]
        paths = {d["path"] for d in answer["documents"]}
        assert paths == {"bip-0340.md", "bip-0341.md", "bip-0002.md"}


def test_the_sites_batched_histories_are_each_documents_timeline(tmp_path: Path) -> None:
    """`site` reads every document's statuses in a few queries (issue 23: one timeline per document took 158 s
    for 4,000 documents); what it reads is what `history` reads, renames included."""
    repo = tmp_path / "adrs"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    for number in range(1, 6):
        (repo / f"bip-{number:04d}.md").write_text(BIP.format(number=number, title=f"Rule {number}", status="Draft",
                                                               month=number))
    (repo / ".doccheck.toml").write_text("")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "drafts", date="2021-01-01T00:00:00")
    git(repo, "mv", "bip-0003.md", "bip-0003-renamed.md")
    (repo / "bip-0001.md").write_text(BIP.format(number=1, title="Rule 1", status="Final", month=1))
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "final, and a rename", date="2022-01-01T00:00:00")
    (repo / "bip-0003-renamed.md").write_text(BIP.format(number=3, title="Rule 3", status="Final", month=3))
    git(repo, "commit", "-q", "-am", "final after the rename", date="2023-01-01T00:00:00")
    done = doccheck(repo, "sync", ".", "--history", "--quiet")
    assert done.returncode == 0, done.stderr

    import asyncio
    import os as _os

    async def compare() -> None:
        import argparse

        from doccheck.graph.commands import _Open
        from doccheck.graph.query import histories, timeline
        from doccheck.run.settings import load_config

        config = load_config(repo)
        paths = sorted(p.name for p in repo.glob("*.md"))
        async with _Open(argparse.Namespace(falkordb_url=None, group=None), config) as (store, groups):
            batched = await histories(store, groups, paths)
            for path in paths:
                one = await timeline(store, groups, path, "")
                assert [f.uuid for f in batched[path].statuses] == [f.uuid for f in one.statuses], path
                assert sorted(f.uuid for f in batched[path].facts) == sorted(f.uuid for f in one.facts), path
        renamed = batched["bip-0003-renamed.md"].statuses
        # the draft it was under its old name, then under the new one, then final
        assert [(f.path, f.object.name.lower()) for f in renamed] == [
            ("bip-0003.md", "draft"), ("bip-0003-renamed.md", "draft"), ("bip-0003-renamed.md", "final")]

    before = _os.getcwd()
    _os.chdir(repo)
    try:
        asyncio.run(compare())
    finally:
        _os.chdir(before)


ADR_TEXT = """# {n}. {title}

Date: {date}

## Status

{status}

## Context

We need {title}.

## Decision

We will do {title}.

## Consequences

None.
"""


def test_in_force_answers_as_the_repository_said_at_a_time(tmp_path: Path) -> None:
    """issue 24: `in_force` had no known_at. Before the commit that superseded ADR 1, the repository said ADR 1
    was in force, whatever the graph knows now."""
    repo = tmp_path / "adrs"
    (repo / "adr").mkdir(parents=True)
    git(repo, "init", "-q", "-b", "main")
    first = repo / "adr" / "0001-queue.md"
    first.write_text(ADR_TEXT.format(n=1, title="a queue", date="2021-01-01", status="Accepted"))
    (repo / ".doccheck.toml").write_text("")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "ADR 1", date="2021-01-02T00:00:00")
    first.write_text(ADR_TEXT.format(n=1, title="a queue", date="2021-01-01",
                                     status="Superseded by [ADR 2](0002-stream.md)"))
    second = ADR_TEXT.format(n=2, title="a stream", date="2022-06-01",
                             status="Accepted\n\nSupersedes [ADR 1](0001-queue.md)")
    (repo / "adr" / "0002-stream.md").write_text(second)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "ADR 2 supersedes ADR 1", date="2022-06-02T00:00:00")
    done = doccheck(repo, "sync", ".", "--history", "--quiet")
    assert done.returncode == 0, done.stderr

    import asyncio

    async def ask() -> tuple[set[str], set[str]]:
        from mcp import ClientSession
        from mcp.client.stdio import StdioServerParameters, stdio_client

        env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_REF_NAME", "DOCCHECK_FALKORDB_URL")}
        env["PYTHONPATH"] = SRC + os.pathsep + env.get("PYTHONPATH", "")
        params = StdioServerParameters(command=sys.executable, args=["-m", "doccheck", "mcp"], cwd=str(repo),
                                       env=env)
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            answers = []
            for arguments in ({}, {"known_at": "2021-06-01"}):
                result = await session.call_tool("in_force", arguments)
                assert not result.is_error, result.content
                answer = json.loads(result.content[0].text)  # type: ignore[union-attr]
                answers.append({d["path"] for d in answer["documents"]})
            return answers[0], answers[1]

    now, then = asyncio.run(ask())
    assert now == {"adr/0002-stream.md"}
    assert then == {"adr/0001-queue.md"}
