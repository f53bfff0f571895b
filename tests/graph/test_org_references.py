"""References across repositories (issue 28): `owner/repo#ADR-0012`, `owner/repo:docs/adr/0012-x.md` and forge
links supersede, amend and cite another repository's document; they resolve in the graph whichever repository
syncs first, and the sync reports one to a document the other repository lacks (DC508) or has replaced (DC509)."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from doccheck.read.xref import parse_reference, references_in

from .conftest import TcpServer
from .org_repos import adr, commit_file, doccheck, repository, sync
from .test_mcp import environment


@pytest.mark.parametrize(("text", "name"), [
    ("acme/platform#ADR-0012", "acme/platform#ADR-0012"),
    ("Acme/Platform#ADR 12", "acme/platform#ADR-12"),
    ("acme/platform:docs/adr/0012-events.md", "acme/platform:docs/adr/0012-events.md"),
    ("https://github.com/acme/platform/blob/main/docs/adr/0012-events.md#context",
     "acme/platform:docs/adr/0012-events.md"),
    ("https://gitlab.com/grp/sub/repo/-/blob/v1/docs/adr/1-x.md", "gitlab.com/grp/sub/repo:docs/adr/1-x.md"),
])
def test_the_three_forms_of_a_reference(text: str, name: str) -> None:
    found = parse_reference(text)
    assert found is not None and found.name == name


@pytest.mark.parametrize("text", ["acme/platform#12", "docs/adr/0012-x.md", "ADR-0012", "https://github.com/acme",
                                  "acme/platform:../../etc/passwd", "https://github.com/acme/platform/blob/main/../x"])
def test_what_is_not_a_reference_to_another_repositorys_document(text: str) -> None:
    assert parse_reference(text) is None  # an issue, a path here, an id here, a repository, a way out


def test_prose_names_another_repositorys_document_only_as_a_document() -> None:
    line = ("See pkg/kubelet/eviction/helpers_test.go#L123, apps/v1/Deployment:spec, node.kubernetes.io/disk-pressure:"
            "NoSchedule, beta/GA:1.20, [code](https://github.com/k/k/blob/master/pkg/x.go), and acme/platform#ADR-0012 "
            "with acme/platform:docs/adr/0012-events.md.")
    assert [x.name for _text, x in references_in(line)] == ["acme/platform#ADR-0012",
                                                              "acme/platform:docs/adr/0012-events.md"]


def test_references_in_prose_take_linear_time_on_hostile_lines() -> None:
    for line in ("a/" * 50_000 + "#", "x/y:" + "a" * 200_000, "https://" + "a/" * 100_000, "a/b#" * 40_000):
        started = time.process_time()
        list(references_in(line))
        assert time.process_time() - started < 0.5


def test_the_check_takes_them_for_documents_elsewhere_not_missing_ones(tmp_path: Path) -> None:
    repo = repository(tmp_path / "service", None, {
        "0001-a.md": adr(1, "A", "Superseded by acme/platform#ADR-0012", "2021-01-01"),
        "0002-b.md": adr(2, "B", "Accepted", "2021-01-01",
                         extra="\nAmends [ADR 3](https://github.com/acme/platform/blob/main/docs/adr/0003-q.md)\n"),
    })
    done = doccheck(repo, "check", "docs")
    assert done.returncode == 0 and "DC40" not in done.stdout, done.stdout


PLATFORM = {
    "0003-queues.md": adr(3, "Use RabbitMQ", "Superseded by ADR-0009", "2021-03-01",
                          "We will use RabbitMQ as the message broker."),
    "0009-kafka.md": adr(9, "Use Kafka", "Accepted", "2022-09-01", "We will use Kafka as the message broker.",
                         extra="\nSupersedes ADR-0003\n"),
    "0012-events.md": adr(12, "Use SNS", "Accepted", "2022-02-01", "We will use SNS for events."),
}
SERVICE = {
    "0001-use-eventbridge.md": adr(1, "Use EventBridge", "Accepted", "2024-01-01",
                                   "We will use EventBridge for events.",
                                   extra="\nSupersedes acme/platform#ADR-0012\n"),
    "0002-queue-naming.md": adr(2, "Queue naming", "Accepted", "2024-02-01", "We will name queues by team.",
                                extra="\nAmends [ADR 3](https://github.com/acme/platform/blob/main/docs/adr/"
                                      "0003-queues.md)\n\nSee acme/platform:docs/adr/0007-retries.md.\n"),
}


@pytest.fixture(scope="module")
def org(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, TcpServer, dict[str, Any]]:
    """The service syncs first (its references wait), then the platform it refers to."""
    from .falkordb_tcp import start_tcp_server

    where = tmp_path_factory.mktemp("refs")
    server = start_tcp_server(where / "server")
    service = repository(where / "service", "git@github.com:acme/service.git", SERVICE)
    platform = repository(where / "platform", "https://github.com/acme/platform", PLATFORM)
    first = doccheck(service, "sync", "docs", "--falkordb-url", server.url, "--format", "json")
    assert first.returncode == 0, first.stderr
    reports = {"service first": json.loads(first.stdout), "service first err": first.stderr}
    reports["platform"] = sync(platform, server.url)
    commit_file(service, "0003-note.md", adr(3, "Note", "Accepted", "2024-03-01"))
    again = doccheck(service, "sync", "docs", "--falkordb-url", server.url)
    reports["service again"] = again.stdout
    return where, server, reports


def test_a_reference_to_a_repository_not_synced_yet_waits_and_is_only_noted(
        org: tuple[Path, TcpServer, dict[str, Any]]) -> None:
    _where, _server, reports = org
    assert reports["service first"]["references"] == []
    assert ("doccheck: 3 references to 1 repository not in the graph yet (acme/platform): resolved when they sync"
            in reports["service first err"])


def test_once_both_are_synced_the_sync_reports_a_missing_and_a_replaced_document(
        org: tuple[Path, TcpServer, dict[str, Any]]) -> None:
    lines = org[2]["service again"].splitlines()
    assert lines[:2] == [
        "docs/adr/0002-queue-naming.md:9: DC509 cross-repository-replaced: amends acme/platform:docs/adr/"
        "0003-queues.md, which acme/platform has replaced (ADR-0003 superseded by ADR-0009, in force in its place); "
        "refer to the decision in force",
        "docs/adr/0002-queue-naming.md:11: DC508 cross-repository-missing: cites acme/platform:docs/adr/"
        "0007-retries.md, which acme/platform does not have (no document docs/adr/0007-retries.md in its graph, "
        f"synced {time.strftime('%Y-%m-%d', time.gmtime())}); name the document it has"]
    assert "DC50" not in "\n".join(lines[2:])  # superseding ADR-0012 itself is no finding


def test_a_supersession_across_repositories_resolves_whichever_synced_first(
        org: tuple[Path, TcpServer, dict[str, Any]]) -> None:
    where, server, _ = org
    done = doccheck(where, "history", "acme/platform#ADR-0012", "--all-projects", "--falkordb-url", server.url)
    assert done.returncode == 0, done.stderr
    assert ("  in another repository: is superseded by acme/service ADR-0001 (docs/adr/0001-use-eventbridge.md) "
            "from 2024-01-01") in done.stdout.splitlines()
    facts = doccheck(where, "facts", "--all-projects", "--about", "acme/platform#ADR-12", "--falkordb-url",
                     server.url)
    assert "(ADR-0012 accepted, superseded by acme/service ADR-0001 in another repository)" in facts.stdout


def test_mcp_lineage_standing_and_in_force_across_repositories(org: tuple[Path, TcpServer, dict[str, Any]]) -> None:
    where, server, _ = org

    async def ask() -> list[dict[str, Any]]:
        params = StdioServerParameters(command=sys.executable, args=[
            "-m", "doccheck", "mcp", "--all-projects", "--falkordb-url", server.url], cwd=str(where),
            env=environment())
        async with Client(params) as client:
            found = []
            for tool, arguments in (("decision_lineage", {"document": "acme/platform#ADR-0012"}),
                                    ("in_force", {}), ("decision_lineage", {"document": "acme/service#ADR-1"})):
                result = await client.call_tool(tool, arguments)
                assert not result.is_error, result.content
                found.append(result.structured_content or {})
            return found

    platform, in_force, service = asyncio.run(ask())
    (twelve,) = platform["documents"]
    assert twelve["document"]["state"] == "replaced" and twelve["document"]["in_force"] is False
    assert [(s["repository"], s["id"]) for s in twelve["document"]["superseded_elsewhere_by"]] == [
        ("acme/service", "ADR-0001")]
    (later,) = twelve["across_repositories"]["later"]
    assert (later["from_repository"], later["from"], later["relation"], later["state"]) == (
        "acme/service", "ADR-0001", "SUPERSEDES", "resolved")
    binding = {(d["repository"], d["id"]) for d in in_force["documents"]}
    assert ("acme/platform", "ADR-0009") in binding and ("acme/platform", "ADR-0012") not in binding
    (one,) = service["documents"]
    (earlier,) = one["across_repositories"]["earlier"]
    assert (earlier["to_repository"], earlier["to"], earlier["to_path"]) == (
        "acme/platform", "ADR-0012", "docs/adr/0012-events.md")
