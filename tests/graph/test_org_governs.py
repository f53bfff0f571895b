"""`governs` across repositories (issue 28): a platform team's record governs its services' code by a glob naming
their repository (`acme/payments:src/db/**`, `acme/*:**/Dockerfile`); `why PATH --all-projects` and the MCP tool
`decisions_for_path` in that service answer with it, naming the repository it came from. The check never judges
such a glob against its own files."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from doccheck.read.governs import elsewhere

from .org_repos import adr, doccheck, repository, sync
from .test_mcp import environment


def governed(globs: str, text: str) -> str:
    return f"---\ngoverns: [{globs}]\n---\n{text}"


PLATFORM = {
    "0005-databases.md": governed("'acme/payments:src/db/**', 'acme/*:**/Dockerfile'",
                                  adr(5, "Use PostgreSQL", "Accepted", "2022-01-01")),
    "0006-orm.md": governed("'acme/payments:src/db/**'", adr(6, "Use an ORM", "Superseded by ADR-0007", "2021-01-01")),
    "0007-sql.md": governed("'acme/payments:src/db/**'",
                            adr(7, "Write SQL", "Accepted", "2022-06-01", extra="\nSupersedes ADR-0006\n")),
    "0008-other.md": governed("'other/payments:src/**'", adr(8, "Elsewhere", "Accepted", "2022-01-01")),
}


def service(where: Path, remote: str, own: dict[str, str]) -> Path:
    (where / "src" / "db").mkdir(parents=True)
    (where / "src" / "db" / "store.py").write_text("DB = 1\n")
    (where / "Dockerfile").write_text("FROM scratch\n")
    return repository(where, remote, own)


@pytest.fixture(scope="module")
def org(tmp_path_factory: pytest.TempPathFactory) -> Any:
    from .falkordb_tcp import start_tcp_server

    root = tmp_path_factory.mktemp("governs")
    server = start_tcp_server(root / "server")
    try:
        platform = repository(root / "platform", "https://github.com/acme/platform.git", PLATFORM)
        payments = service(root / "payments", "git@github.com:acme/payments.git", {
            "0001-layout.md": governed("'src/**'", adr(1, "Source layout", "Accepted", "2023-01-01"))})
        orders = service(root / "orders", "https://github.com/acme/orders", {
            "0001-x.md": adr(1, "Orders", "Accepted", "2023-01-01")})
        for repo in (platform, payments, orders):
            sync(repo, server.url)
        yield platform, payments, orders, server
    finally:
        server.stop()


def why(repo: Path, url: str, path: str, *extra: str) -> dict[str, Any]:
    done = doccheck(repo, "why", path, "--falkordb-url", url, "--format", "json", *extra)
    assert done.returncode == 0, done.stderr
    answer: dict[str, Any] = json.loads(done.stdout)["paths"][0]
    return answer


def named(decisions: list[dict[str, Any]]) -> list[tuple[str, str]]:
    return [(d.get("repository", "here"), d["path"]) for d in decisions]


@pytest.mark.parametrize(("glob", "repository", "inside"), [
    ("acme/payments:src/**", "acme/payments", "src/**"),
    ("github.com/acme/payments:src/**", "github.com/acme/payments", "src/**"),
    ("Acme/*:**/Dockerfile", "acme/*", "**/Dockerfile"),
])
def test_a_glob_naming_a_repository(glob: str, repository: str, inside: str) -> None:
    found = elsewhere(glob)
    assert found is not None and (found.repository, found.glob) == (repository, inside)


@pytest.mark.parametrize("glob", ["src/payments/**", "**/*.proto", "acme/payments:/etc/passwd", "a" * 5000 + ":x"])
def test_a_glob_of_this_repository(glob: str) -> None:
    assert elsewhere(glob) is None


def test_a_glob_names_repositories_by_owner_name_and_host() -> None:
    every = elsewhere("acme/*:x")
    one = elsewhere("github.com/acme/payments:x")
    assert every is not None and one is not None
    assert every.names("acme/payments") and every.names("ACME/orders") and not every.names("other/payments")
    assert one.names("acme/payments", "github.com") and not one.names("acme/payments", "gitlab.com")
    assert not every.names(None)


def test_the_check_does_not_judge_another_repositorys_paths(org: Any) -> None:
    platform = org[0]
    done = doccheck(platform, "check", "docs", "--all")
    assert "DC422" not in done.stdout and "DC423" not in done.stdout, done.stdout


def test_why_across_projects_adds_the_platforms_decisions_naming_this_repository(org: Any) -> None:
    _platform, payments, orders, server = org
    alone = why(payments, server.url, "src/db/store.py")
    assert named(alone["decisions"]) == [("here", "docs/adr/0001-layout.md")] and not alone["replaced"]
    across = why(payments, server.url, "src/db/store.py", "--all-projects")
    assert named(across["decisions"]) == [("here", "docs/adr/0001-layout.md"),
                                          ("acme/platform", "docs/adr/0005-databases.md"),
                                          ("acme/platform", "docs/adr/0007-sql.md")]
    assert named(across["replaced"]) == [("acme/platform", "docs/adr/0006-orm.md")]
    five = across["decisions"][1]
    assert five["where"] == "acme/platform:docs/adr/0005-databases.md" and five["status"] == "accepted"
    assert [r["text"] for r in five["because"]] == ["acme/payments:src/db/**"]
    # `acme/*` names every repository of the owner; `acme/payments:` only that one; `other/payments` none here
    dockerfile = why(orders, server.url, "Dockerfile", "--project", "acme/platform")
    assert named(dockerfile["decisions"]) == [("acme/platform", "docs/adr/0005-databases.md")]
    assert named(why(orders, server.url, "src/db/store.py", "--all-projects")["decisions"]) == []


def test_why_as_of_a_date_across_projects(org: Any) -> None:
    _platform, payments, _orders, server = org
    then = why(payments, server.url, "src/db/store.py", "--all-projects", "--as-of", "2021-06")
    assert named(then["decisions"]) == [("acme/platform", "docs/adr/0006-orm.md")]


def test_the_text_names_the_other_repository(org: Any) -> None:
    _platform, payments, _orders, server = org
    done = doccheck(payments, "why", "src/db/store.py", "--all-projects", "--falkordb-url", server.url)
    assert done.returncode == 0, done.stderr
    assert "acme/platform:docs/adr/0005-databases.md" in done.stdout
    assert "governs acme/payments:src/db/** (acme/platform:docs/adr/0005-databases.md:" in done.stdout


def test_mcp_decisions_for_path_across_projects(org: Any) -> None:
    _platform, payments, _orders, server = org

    async def ask() -> dict[str, Any]:
        params = StdioServerParameters(command=sys.executable, args=[
            "-m", "doccheck", "mcp", "--all-projects", "--falkordb-url", server.url], cwd=str(payments),
            env=environment())
        async with Client(params) as client:
            result = await client.call_tool("decisions_for_path", {"path": "Dockerfile"})
            assert not result.is_error, result.content
            return result.structured_content or {}

    answer = asyncio.run(ask())
    assert ("acme/platform", "docs/adr/0005-databases.md") in named(answer["decisions"])
