"""Many repositories, one graph (issue 28): each repository syncs into its own project on a shared FalkorDB
server, named from its remote as every clone and CI runner names it, and `facts`, `history`, `graph status` and
`mcp` read across projects (`--project`, `--all-projects`), each answer naming its repository."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from doccheck.graph.project import repository_of

from .conftest import TcpServer
from .org_repos import adr, doccheck, facts_json, relations, repository, sync
from .test_mcp import environment


@pytest.mark.parametrize("url", [
    "https://github.com/Acme/Platform.git", "https://github.com/acme/platform", "http://github.com/acme/platform/",
    "git@github.com:acme/platform.git", "github.com:acme/platform", "ssh://git@github.com/acme/platform.git",
    "ssh://git@github.com:22/acme/platform", "https://x-access-token:ghs_secret@github.com/acme/platform.git",
])
def test_every_form_of_one_remote_names_one_repository(url: str) -> None:
    found = repository_of(url)
    assert found is not None
    assert (found.identity, found.project) == ("github.com/acme/platform", "acme_platform")


def test_credentials_subgroups_and_local_remotes() -> None:
    assert "secret" not in repr(repository_of("https://user:secret@gitlab.example.com/grp/sub/repo.git"))
    assert repository_of("git@gitlab.com:grp/sub/repo.git") == repository_of("https://gitlab.com/grp/sub/repo")
    assert repository_of("git@gitlab.com:grp/sub/repo.git").project == "grp_sub_repo"  # type: ignore[union-attr]
    local = repository_of("/srv/bundles/swift-evolution.bundle")
    assert local is not None and (local.identity, local.project) == ("local:swift-evolution", "swift_evolution")
    assert repository_of("") is None and repository_of("\x1b[2Jevil") is None


@pytest.fixture(scope="module")
def org(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, TcpServer]:
    """Two repositories on one server, each with an `ADR-0001` at the same path: they must never mix."""
    from .falkordb_tcp import start_tcp_server

    where = tmp_path_factory.mktemp("org")
    server = start_tcp_server(where / "server")
    platform = repository(where / "platform", "https://github.com/acme/platform.git", {
        "0001-use-postgresql.md": adr(1, "Use PostgreSQL", "Accepted", "2021-01-01",
                                      "We will use PostgreSQL as the datastore."),
        "0002-use-rabbitmq.md": adr(2, "Use RabbitMQ", "Accepted", "2021-02-01",
                                    "We will use RabbitMQ as the message broker."),
    })
    billing = repository(where / "billing", "git@github.com:acme/billing.git", {
        "0001-use-postgresql.md": adr(1, "Use PostgreSQL", "Proposed", "2023-05-01",
                                      "We will use PostgreSQL as the datastore."),
    })
    for repo in (platform, billing):
        sync(repo, server.url)
    return where, server


def test_each_repository_has_its_project_and_every_answer_names_it(org: tuple[Path, TcpServer]) -> None:
    where, server = org
    status = json.loads(doccheck(where, "graph", "status", "--all-projects", "--falkordb-url", server.url,
                                 "--format", "json").stdout)
    assert [(p["project"], p["repository"], p["identity"]) for p in status["projects"]] == [
        ("acme_billing", "acme/billing", "github.com/acme/billing"),
        ("acme_platform", "acme/platform", "github.com/acme/platform")]
    about = facts_json(where, server.url, "--all-projects", "--about", "ADR-0001")
    statuses = {(f["repository"], f["where"], f["object"]) for f in about if f["relation"] == "HAS_STATUS"}
    assert statuses == {("acme/platform", "acme/platform:docs/adr/0001-use-postgresql.md", "accepted"),
                        ("acme/billing", "acme/billing:docs/adr/0001-use-postgresql.md", "proposed")}
    text = doccheck(where, "facts", "--all-projects", "--about", "ADR-0001", "--falkordb-url", server.url).stdout
    assert "acme/billing:docs/adr/0001-use-postgresql.md:7:1  (ADR-0001 proposed, not in force)" in text


def test_project_narrows_and_a_qualified_id_names_its_repository(org: tuple[Path, TcpServer]) -> None:
    where, server = org
    only = relations(where, server.url, "--project", "acme/billing")
    assert only and {r[0] for r in only} == {"acme/billing"}
    by_name = relations(where, server.url, "--project", "acme_billing")
    assert by_name == only
    qualified = facts_json(where, server.url, "--all-projects", "--about", "acme/platform#ADR-1")
    assert {f["repository"] for f in qualified} == {"acme/platform"}
    history = doccheck(where, "history", "acme/billing:docs/adr/0001-use-postgresql.md", "--all-projects",
                       "--falkordb-url", server.url)
    assert history.returncode == 0 and history.stdout.startswith("acme/billing: ADR-0001 ")
    assert "proposed" in history.stdout and "accepted" not in history.stdout


def test_an_unknown_project_is_one_line_naming_those_there_are(org: tuple[Path, TcpServer]) -> None:
    where, server = org
    done = doccheck(where, "facts", "--project", "acme/nothing", "--falkordb-url", server.url)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"doccheck: error: --project 'acme/nothing': no such project on {server.url} (it holds: acme/billing, "
        "acme/platform); give a project or repository name, or --all-projects"]


def test_two_owners_repositories_of_one_name_are_two_projects_and_a_borrowed_name_is_refused(
        tmp_path: Path, tcp_server: TcpServer) -> None:
    files = {"0001-x.md": adr(1, "Use X", "Accepted", "2022-01-01")}
    ours = repository(tmp_path / "ours", "https://github.com/acme/api.git", files)
    theirs = repository(tmp_path / "theirs", "https://github.com/beta/api.git", files)
    assert sync(ours, tcp_server.url)["groups"] == ["acme_api__decisions"]
    assert sync(theirs, tcp_server.url)["groups"] == ["beta_api__decisions"]
    before = relations(tmp_path, tcp_server.url, "--project", "acme/api")
    (theirs / ".doccheck.toml").write_text('[sync]\nproject = "acme_api"\n')  # take the other one's name
    done = doccheck(theirs, "sync", "docs", "--falkordb-url", tcp_server.url)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"doccheck: error: project acme_api on {tcp_server.url} holds the decisions of github.com/acme/api, and "
        "this repository is github.com/beta/api: syncing would overwrite them; give this repository its own name "
        "with [sync] project in your own configuration (or --group), or delete that project's graphs if it is gone"]
    assert relations(tmp_path, tcp_server.url, "--project", "acme/api") == before


def test_a_graph_synced_under_the_remotes_last_part_is_still_read_and_written(
        tmp_path: Path, tcp_server: TcpServer) -> None:
    repo = repository(tmp_path / "shop", "https://github.com/acme/shop.git",
                      {"0001-x.md": adr(1, "Use X", "Accepted", "2022-01-01")})
    (repo / ".doccheck.toml").write_text('[sync]\nproject = "shop"\n')  # as an earlier doccheck named it
    assert sync(repo, tcp_server.url)["groups"] == ["shop__decisions"]
    (repo / ".doccheck.toml").unlink()
    again = sync(repo, tcp_server.url)
    assert again["groups"] == ["shop__decisions"] and again["written"] == {}


def test_mcp_answers_across_projects_naming_each_repository(org: tuple[Path, TcpServer]) -> None:
    where, server = org

    async def ask() -> list[dict[str, object]]:
        params = StdioServerParameters(command=sys.executable, args=[
            "-m", "doccheck", "mcp", "--all-projects", "--falkordb-url", server.url], cwd=str(where),
            env=environment())
        async with Client(params) as client:
            answers = []
            for tool, arguments in (("decisions_about", {"topic": "datastore"}), ("search", {"query": "broker"}),
                                    ("document", {"id": "acme/billing#ADR-0001"}),
                                    ("in_force", {})):
                result = await client.call_tool(tool, arguments)
                assert not result.is_error, result.content
                answers.append(result.structured_content or {})
            return answers

    about, search, document, in_force = asyncio.run(ask())
    decisions = about["decisions"]
    assert isinstance(decisions, list)
    assert {(d["repository"], d["where"]) for d in decisions} == {
        ("acme/platform", "acme/platform:docs/adr/0001-use-postgresql.md"),
        ("acme/billing", "acme/billing:docs/adr/0001-use-postgresql.md")}
    assert decisions[0]["repository"] == "acme/platform"  # in force before proposed
    found = search["documents"]
    assert isinstance(found, list) and found[0]["where"] == "acme/platform:docs/adr/0002-use-rabbitmq.md"
    views = document["documents"]
    assert isinstance(views, list) and [v["repository"] for v in views] == ["acme/billing"]
    assert "We will use PostgreSQL as the datastore." in views[0]["text"]
    binding = in_force["documents"]
    assert isinstance(binding, list)
    assert sorted(d["where"] for d in binding) == ["acme/platform:docs/adr/0001-use-postgresql.md",
                                                   "acme/platform:docs/adr/0002-use-rabbitmq.md"]


def test_a_registry_entry_nobody_should_have_written_is_read_safely(org: tuple[Path, TcpServer]) -> None:
    where, server = org
    client = server.client()
    client.execute_command("GRAPH.QUERY", "evil__decisions", "CREATE (:DoccheckMeta {key: 'x'})")
    client.hset("doccheck:projects", "evil", json.dumps({"repository": "\x1b[2Jgithub.com/x/y", "root": "../../etc",
                                                         "groups": ["evil__decisions", "a b"], "commit": "$(rm)"}))
    client.hset("doccheck:projects", "bad name\x1b", json.dumps({"repository": "github.com/a/b"}))
    try:
        done = doccheck(where, "graph", "status", "--all-projects", "--falkordb-url", server.url, "--format", "json")
        assert done.returncode == 0, done.stderr
        evil = next(p for p in json.loads(done.stdout)["projects"] if p["project"] == "evil")
        assert (evil["repository"], evil["identity"], evil["root"], evil["commit"]) == ("evil", None, "", None)
        assert "\x1b" not in done.stdout and "bad name" not in done.stdout
    finally:
        client.hdel("doccheck:projects", "evil", "bad name\x1b")
        client.execute_command("GRAPH.DELETE", "evil__decisions")
        client.close()
