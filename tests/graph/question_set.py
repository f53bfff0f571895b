"""The questions a team asks of its decisions, each with the document that answers it, over the bundled examples
and three real ADR repositories with their git history (tests/data/histories: govuk-aws, madr,
opendatahub-adrs). `evaluate` asks each one through the MCP tools and `doccheck facts` and reads the answer as
an agent would: the first document it gives (or, for "what replaced X", the one in force in X's place).

Two figures come out: the share of questions whose first answer is the expected document, and the answers that
present a replaced decision as in force (a document in `REPLACED` at the date asked, marked in force or given
first without the one in its place). `test_question_set.py` asserts >= 90% and zero; `bench/question_set.py`
prints the table the README reports.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
HISTORIES = ROOT / "tests" / "data" / "histories"
EXAMPLES = ROOT / "examples"
REPOSITORIES = ("examples", "govuk-aws", "madr", "opendatahub-adrs")
GIT_ENV = {"GIT_AUTHOR_NAME": "q", "GIT_AUTHOR_EMAIL": "q@example.com", "GIT_COMMITTER_NAME": "q",
           "GIT_COMMITTER_EMAIL": "q@example.com"}


class Question(NamedTuple):
    repo: str
    asked: str  # as a team member asks it
    tool: str  # the MCP tool an agent calls for it
    arguments: dict[str, Any]
    expected: str  # the document that answers it
    reading: str = "first"  # first | successor | earlier | deciders | rejected | in-force
    detail: str = ""  # deciders: a name the answer gives; rejected: an option it gives
    topic: str | None = None  # `doccheck facts --about` for the same question (None: not asked there)


def q(repo: str, asked: str, tool: str, expected: str, reading: str = "first", detail: str = "",
      facts: bool | str = True, **arguments: Any) -> Question:
    topic = None
    if facts:
        topic = facts if isinstance(facts, str) else arguments.get("topic") or arguments.get("query")
    return Question(repo, asked, tool, arguments, expected, reading, detail, topic)


QUESTIONS: tuple[Question, ...] = (
    # The bundled examples: ADR-0004 superseded ADR-0002 on 2021-06-01; ADR-0005 chose GraphQL over ADR-0003's
    # REST on 2022-09-01, and the partner-API spec prohibited the anonymous reads ADR-0003 allowed (2023-01-15).
    q("examples", "Which database do we use?", "search", "ADR-0004", query="which database do we use"),
    q("examples", "What database do we use?", "decisions_about", "ADR-0004", topic="database"),
    q("examples", "Which database did we use in mid-2020?", "decisions_about", "ADR-0002", topic="database",
      as_of="2020-06"),
    q("examples", "What is our datastore?", "decisions_about", "ADR-0004", topic="datastore"),
    q("examples", "What replaced ADR 2?", "document", "ADR-0004", "successor", facts=False, id="ADR 2"),
    q("examples", "What replaced ADR 2 (its lineage)?", "decision_lineage", "ADR-0004", "successor", facts=False,
      document="ADR 2"),
    q("examples", "What replaced ADR 3?", "document", "ADR-0005", "successor", facts=False, id="ADR 3"),
    q("examples", "What did ADR 4 replace?", "decision_lineage", "ADR-0002", "earlier", facts=False,
      document="ADR-0004"),
    q("examples", "What was in force on 2021-06-01 about the public API?", "decisions_about", "ADR-0003",
      topic="public API", as_of="2021-06-01"),
    q("examples", "What API style do we use?", "search", "ADR-0005", query="API style"),
    q("examples", "What API style do we use (the decision)?", "decisions_about", "ADR-0005", topic="API style"),
    q("examples", "What API style did we use in 2021?", "decisions_about", "ADR-0003", topic="API style",
      as_of="2021"),
    q("examples", "Do we use GraphQL?", "decisions_about", "ADR-0005", topic="GraphQL"),
    q("examples", "Can partners read the catalogue without an account?", "search", "FEAT-PARTNER-API",
      query="anonymous read access"),
    q("examples", "Could partners read anonymously in 2021?", "search", "ADR-0003", query="anonymous read access",
      as_of="2021"),
    q("examples", "Who decided to move to CockroachDB?", "search", "ADR-0004", "deciders", "Li Wei",
      query="move the orders service to CockroachDB"),
    q("examples", "Who decided the API style?", "decisions_about", "ADR-0005", "deciders", "Li Wei",
      topic="API style"),
    q("examples", "Why do we write ADRs?", "search", "ADR-0001", query="record architecture decisions"),
    q("examples", "What holds for the orders service's data?", "decisions_about", "ADR-0004",
      topic="orders service"),
    q("examples", "What was in force in June 2020?", "in_force", "ADR-0003", "in-force", facts=False,
      as_of="2020-06"),
    q("examples", "Is the PostgreSQL decision still current?", "search", "ADR-0004", query="PostgreSQL"),
    # alphagov/govuk-aws: ADR-0004 (DNS definitions) superseded by ADR-0015 (DNS infrastructure).
    q("govuk-aws", "Which hosting provider do we use?", "search", "ADR-0002", query="which hosting provider do we use"),
    q("govuk-aws", "Which cloud do we host on?", "decisions_about", "ADR-0002", topic="hosting"),
    q("govuk-aws", "How is DNS set up?", "search", "ADR-0015", query="DNS"),
    q("govuk-aws", "What replaced the DNS definitions ADR?", "document", "ADR-0015", "successor", facts=False,
      id="ADR-0004"),
    q("govuk-aws", "Which database service do we use?", "search", "ADR-0018", query="database service"),
    q("govuk-aws", "What do we use for Redis?", "search", "ADR-0025", query="Redis"),
    q("govuk-aws", "What did we reject for Redis?", "decisions_about", "ADR-0025", "rejected",
      "provisioning our own Redis instances", topic="Redis"),
    q("govuk-aws", "How do we manage SSL certificates?", "search", "ADR-0021", query="SSL certificates"),
    q("govuk-aws", "Where do our Terraform modules live?", "search", "ADR-0005", query="terraform module location"),
    q("govuk-aws", "What replaced MongoDB?", "search", "ADR-0038", query="MongoDB replacement"),
    q("govuk-aws", "How do we keep secrets in the data repository?", "search", "ADR-0023",
      query="sops encrypted data repository"),
    q("govuk-aws", "What database does the Puppetmaster use?", "decisions_about", "ADR-0008",
      topic="Puppetmaster database"),
    q("govuk-aws", "How do we name security groups?", "search", "ADR-0031", query="security group naming"),
    # adr/madr: its own decisions, MADR 2-4, with their considered options.
    q("madr", "Which format do our decision records use?", "search", "ADR-0000", query="decision records format"),
    q("madr", "What did we reject for the licence?", "decisions_about", "ADR-0001", "rejected", "BSD3",
      topic="license"),
    q("madr", "How do we mark placeholders in the template?", "search", "ADR-0012", query="placeholders"),
    q("madr", "Which list marker do we use?", "search", "ADR-0011", query="list marker"),
    q("madr", "Where is the status of a record kept?", "search", "ADR-0008", query="status field"),
    q("madr", "What did we reject for the table of contents tool?", "search", "ADR-0004", "rejected",
      "adr-tools", query="toc tool"),
    q("madr", "How are files named?", "search", "ADR-0005", query="dashes in file names"),
    q("madr", "Do headings carry numbers?", "search", "ADR-0002", query="numbers in headings"),
    q("madr", "How is metadata written?", "search", "ADR-0013", query="YAML front matter metadata"),
    # opendatahub-io/architecture-decision-records: statuses and authors in a table, What/Why/How sections.
    q("opendatahub-adrs", "Which licence do we use?", "search", "ODH-ADR-0003-use-apache-2-0-licence",
      query="default licence"),
    q("opendatahub-adrs", "How do we label GitHub issues?", "search", "ODH-ADR-0005-github-labels-standards",
      query="GitHub labels"),
    q("opendatahub-adrs", "How do pipelines support several users?", "search",
      "ODH-ADR-0002-data-science-pipelines-multi-user-approach", query="data science pipelines multi-user"),
    q("opendatahub-adrs", "Where do AI asset registries live?", "search",
      "ODH-ADR-ML-0001-consolidate-ai-asset-registries-on-mlflow", query="AI asset registry"),
    q("opendatahub-adrs", "Who wrote the MLflow registry decision?", "search",
      "ODH-ADR-ML-0001-consolidate-ai-asset-registries-on-mlflow", "deciders", "Edson Tirelli",
      query="consolidate AI asset registries on MLflow"),
    q("opendatahub-adrs", "Which database does TrustyAI use?", "search",
      "ODH-ADR-XAI-0001-trustyaiservice-database-configuration", query="TrustyAI database"),
    q("opendatahub-adrs", "How does the gateway API authenticate?", "search",
      "ODH-ADR-Operator-0012-gateway-api-authentication-architecture", query="gateway API authentication"),
)

# Documents replaced at a date (from then on): an answer may name them, never as in force.
REPLACED: dict[str, tuple[tuple[str, str], ...]] = {
    "examples": (("ADR-0002", "2021-06-01"), ("ADR-0003", "2023-01-15")),
    "govuk-aws": (("ADR-0004", "2017-07-14"),),
    "madr": (),
    "opendatahub-adrs": (),
}


@dataclass
class Outcome:
    question: Question
    interface: str  # the MCP tool, or "facts"
    answer: str | None  # the document the answer gives first (as read)
    right: bool
    misleading: list[str] = field(default_factory=list)  # replaced documents the answer presents as in force


def prepare(repo: str, where: Path) -> Path:
    """A clone of the repository (the examples: a repository made of them), synced."""
    target = where / repo
    if repo == "examples":
        shutil.copytree(EXAMPLES, target, ignore=shutil.ignore_patterns(".doccheck"))
        for argv in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "examples"]):
            subprocess.run(["git", *argv], cwd=target, check=True, capture_output=True, env={**os.environ, **GIT_ENV})
    else:
        subprocess.run(["git", "clone", "-q", "-b", "main", str(HISTORIES / f"{repo}.bundle"), str(target)],
                       check=True, capture_output=True)
    done = doccheck(target, "sync", ".", "--quiet")
    if done.returncode != 0:
        raise RuntimeError(f"sync of {repo} failed: {done.stderr}")
    return target


def environment() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_REF_NAME", "DOCCHECK_FALKORDB_URL")}
    return {**env, "PYTHONPATH": str(ROOT / "src") + os.pathsep + env.get("PYTHONPATH", "")}


def doccheck(repo: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "doccheck", *argv], cwd=repo, capture_output=True, text=True,
                          env=environment(), timeout=600)


async def ask_mcp(repo: Path, questions: Iterable[Question]) -> list[tuple[Question, dict[str, Any]]]:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    params = StdioServerParameters(command=sys.executable, args=["-m", "doccheck", "mcp"], cwd=str(repo),
                                   env=environment())
    answers = []
    async with Client(params) as client:
        for question in questions:
            result = await client.call_tool(question.tool, question.arguments)
            text = result.content[0].text  # type: ignore[union-attr]
            answers.append((question, {"error": text} if result.is_error else json.loads(text)))
    return answers


def ask_facts(repo: Path, question: Question) -> dict[str, Any]:
    """`doccheck facts` run in this process, from the repository's top as a user would (a process per question
    spent two thirds of its time importing: 30 s of the question set's minute)."""
    from doccheck.cli.main import main

    assert question.topic is not None
    argv = ["facts", "--about", question.topic, "--format", "json"]
    if "as_of" in question.arguments:
        argv += ["--as-of", question.arguments["as_of"]]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(repo), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return json.loads(out.getvalue()) if code == 0 else {"error": err.getvalue()}


def _items(tool: str, answer: dict[str, Any]) -> list[dict[str, Any]]:
    """The answer's items, each with the standing of its document (`document`)."""
    if tool == "search":
        return [*answer.get("documents", []), *answer.get("facts", [])]
    if tool == "decisions_about":
        return answer.get("decisions", [])
    if tool == "facts":
        return answer.get("facts", [])
    return answer.get("documents", [])


def _first(tool: str, answer: dict[str, Any]) -> dict[str, Any] | None:
    listed = (answer.get("documents") if tool == "search" else answer.get("decisions") if
              tool == "decisions_about" else answer.get("facts") if tool == "facts" else answer.get("documents"))
    return listed[0] if listed else None


def _id(item: dict[str, Any] | None) -> str | None:
    if item is None:
        return None
    standing = item.get("document")
    return standing["id"] if isinstance(standing, dict) else item.get("id")


def read(question: Question, tool: str, answer: dict[str, Any]) -> tuple[str | None, bool]:
    """The document the answer gives (as the question's reading takes it), and whether it is the right one."""
    if "error" in answer:
        return None, False
    first = _first(tool, answer)
    reading = question.reading if tool != "facts" or question.reading in ("first", "rejected", "deciders") else \
        "first"
    if reading == "successor":
        standing = (first or {}).get("document") or {}
        current = [c["id"] for c in standing.get("current", [])]
        if tool == "decision_lineage":
            later = (first or {}).get("later", [])
            current = [later[-1]["from"]] if later else []
        given = current[0] if current else None
        return given, given == question.expected
    if reading == "earlier":
        earlier = (first or {}).get("earlier", [])
        given = earlier[0]["to"] if earlier else None
        return given, given == question.expected
    if reading == "in-force":
        ids = [d["id"] for d in answer.get("documents", [])]
        return (question.expected if question.expected in ids else None), question.expected in ids
    given = _id(first)
    right = given == question.expected
    if right and reading == "deciders":
        standing = (first or {}).get("document") or {}
        right = question.detail in [*standing.get("deciders", []), *standing.get("authors", [])]
    if right and reading == "rejected":
        right = any(i.get("relation") == "REJECTS" and question.detail.casefold() in i.get("object", "").casefold()
                    for i in _items(tool, answer))
    return given, right


def misleading(question: Question, tool: str, answer: dict[str, Any]) -> list[str]:
    """Replaced documents (at the date asked) the answer presents as in force: marked in force, or given first
    with nothing in their place."""
    when = question.arguments.get("as_of") or "9999"
    replaced = {doc for doc, since in REPLACED[question.repo] if since <= _end_of(when)}
    found = []
    for item in _items(tool, answer):
        standing = item.get("document")
        if isinstance(standing, dict) and standing.get("id") in replaced and (
                standing.get("in_force") or standing.get("state") == "in-force"):
            found.append(f"{standing['id']} marked in force")
    first = _first(tool, answer)
    standing = (first or {}).get("document") if first else None
    if isinstance(standing, dict) and standing.get("id") in replaced and not standing.get("current") and (
            question.reading != "successor"):
        found.append(f"{standing['id']} given first without what replaced it")
    return found


def _end_of(when: str) -> str:
    return when if len(when) == 10 else f"{when}-99"


def evaluate(where: Path, repositories: Iterable[str] = REPOSITORIES) -> list[Outcome]:
    outcomes = []
    for repo in repositories:
        target = prepare(repo, where)
        mine = [item for item in QUESTIONS if item.repo == repo]
        for question, answer in asyncio.run(ask_mcp(target, mine)):
            given, right = read(question, question.tool, answer)
            outcomes.append(Outcome(question, question.tool, given, right, misleading(question, question.tool,
                                                                                          answer)))
        for question in mine:
            if question.topic is None:
                continue
            answer = ask_facts(target, question)
            given, right = read(question, "facts", answer)
            outcomes.append(Outcome(question, "facts", given, right, misleading(question, "facts", answer)))
    return outcomes


def summary(outcomes: list[Outcome]) -> str:
    lines = []
    for interface in ("mcp", "facts"):
        mine = [o for o in outcomes if (o.interface == "facts") == (interface == "facts")]
        right = sum(o.right for o in mine)
        lines.append(f"{interface}: {right} of {len(mine)} answered with the right document first "
                     f"({right / max(len(mine), 1):.0%}); {sum(len(o.misleading) for o in mine)} answers present a "
                     "replaced decision as in force")
    for repo in REPOSITORIES:
        mine = [o for o in outcomes if o.question.repo == repo]
        lines.append(f"  {repo}: {sum(o.right for o in mine)} of {len(mine)}")
    lines += [f"  wrong: [{o.interface}] {o.question.repo}: {o.question.asked} -> {o.answer} (expected "
              f"{o.question.expected})" for o in outcomes if not o.right]
    lines += [f"  misleading: [{o.interface}] {o.question.asked}: {'; '.join(o.misleading)}" for o in outcomes
              if o.misleading]
    return "\n".join(lines)
