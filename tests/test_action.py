"""The GitHub Action, run as GitHub runs it: the `runs.steps` of action.yml, one bash process each.

A temporary git repository holds ADRs on `main` (3 is superseded by 4) and a pull-request branch that adds a
bad ADR 5 (superseding 2; main gave number 5 to another ADR meanwhile) and two files with broken front matter.
The `uses:` step (setup-python) is skipped, and so is the install step: doccheck is already installed in this
environment (`pip install -e .`), and the test checks what that step would install instead. Every other step
runs with the environment GitHub gives it: GITHUB_ACTIONS, a fresh GITHUB_OUTPUT and GITHUB_STEP_SUMMARY file
per step, GITHUB_REF_NAME, GITHUB_BASE_REF, GITHUB_EVENT_NAME, GITHUB_WORKSPACE, RUNNER_TEMP, and `${{ ... }}`
expressions substituted.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, NamedTuple

import jsonschema
import pytest
import yaml

from doccheck.findings import Severity
from doccheck.output.annotations import Annotation, format_annotations, plan_annotations

ROOT = Path(__file__).resolve().parents[1]
SCHEMAS = Path(__file__).resolve().parent / "data" / "schemas"
ACTION = yaml.safe_load((ROOT / "action.yml").read_text())
SKIPPED_STEPS = frozenset({"install"})  # doccheck is installed here already; see test_install_step_installs_this_action

ADR = """# {number}. {title}

Date: {date}

## Status

{status}

## Context

{context}

## Decision

We will do it.

## Consequences

Some work.
"""

BAD_ADR = """# 7. Use MySQL

Date: 31/02/2024

## Status

Acepted

Supersedes [2. Use PostgreSQL](0002-use-postgresql.md)

## Context

Fill in with today's date

## Decision

## Notes
"""


# --- running the action ---------------------------------------------------------------------------------------

class Run(NamedTuple):
    stdout: str  # what the log shows: workflow commands included
    summary: str  # the job summary: every step's $GITHUB_STEP_SUMMARY, in order
    outputs: dict[str, str]  # the action's outputs
    steps: dict[str, dict[str, Any]]  # id -> outcome, outputs, returncode
    sarif: dict[str, Any] | None
    requirement: str  # what the install step would have installed


def _expression(expr: str, context: dict[str, Any]) -> Any:
    """The subset of GitHub's expression language action.yml uses: contexts, '...', ==, !=, &&, ||, !."""
    def lookup(match: re.Match[str]) -> str:
        name = match.group(0)
        if name in ("true", "false", "null", "and", "or", "not"):
            return {"true": "True", "false": "False", "null": "None"}.get(name, name)
        value: Any = context
        for part in name.split("."):
            value = value.get(part, "") if isinstance(value, dict) else ""
        return repr(value)

    python = re.sub(r"'[^']*'|[A-Za-z_][\w.-]*", lambda m: m.group(0) if m.group(0).startswith("'")
                    else lookup(m), expr)
    python = python.replace("&&", " and ").replace("||", " or ").replace("!=", " \0 ")
    python = python.replace("!", " not ").replace("\0", "!=")
    return eval(python, {"__builtins__": {}})


def _substitute(text: str, context: dict[str, Any]) -> str:
    return re.sub(r"\$\{\{(.*?)\}\}", lambda m: str(_expression(m.group(1), context)), str(text))


def _read_outputs(path: Path) -> dict[str, str]:
    values: dict[str, str] = {}
    lines = iter(path.read_text().splitlines())
    for line in lines:
        if "<<" in line and "=" not in line.split("<<")[0]:
            name, marker = line.split("<<", 1)
            values[name] = "\n".join(iter(lambda: next(lines), marker))
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
    return values


def run_action(repo: Path, tmp: Path, *, event: str, ref_name: str, base_ref: str = "",
               inputs: dict[str, str] | None = None, skipped: frozenset[str] = SKIPPED_STEPS) -> Run:
    spec = ACTION["inputs"]
    context: dict[str, Any] = {
        "inputs": {name: str(value.get("default", "")) for name, value in spec.items()} | (inputs or {}),
        "github": {"action_path": str(ROOT), "workspace": str(repo), "ref_name": ref_name, "base_ref": base_ref,
                   "event_name": event, "token": "job-token"},  # what `${{ github.token }}` gives a step
        "runner": {"temp": str(tmp)},
        "steps": {},
    }
    # The open pull requests are asked of an API that is not there (the discard port): the step fails open, in a line.
    base_env = {**{k: v for k, v in os.environ.items() if k != "GITHUB_TOKEN"}, "GITHUB_ACTIONS": "true",
                "CI": "true", "GITHUB_REPOSITORY": "acme/decisions", "GITHUB_API_URL": "http://127.0.0.1:9",
                "GITHUB_REF_NAME": ref_name,
                "GITHUB_BASE_REF": base_ref, "GITHUB_EVENT_NAME": event, "GITHUB_WORKSPACE": str(repo),
                "GITHUB_ACTION_PATH": str(ROOT), "RUNNER_TEMP": str(tmp),
                "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    stdout, summary, failed = [], [], False
    for index, step in enumerate(ACTION["runs"]["steps"]):
        step_id = step.get("id", f"step{index}")
        condition = step.get("if")
        wanted = (not failed) if condition is None else (not failed and _expression(
            condition.removeprefix("${{").removesuffix("}}"), context))
        if "uses" in step or step_id in skipped or not wanted:
            context["steps"][step_id] = {"outcome": "skipped", "outputs": {}}
            continue
        output_file, summary_file = tmp / f"{step_id}.output", tmp / f"{step_id}.summary"
        output_file.write_text("")
        summary_file.write_text("")
        env = {**base_env, "GITHUB_OUTPUT": str(output_file), "GITHUB_STEP_SUMMARY": str(summary_file)}
        env.update({name: _substitute(value, context) for name, value in (step.get("env") or {}).items()})
        script = tmp / f"{step_id}.sh"
        script.write_text(_substitute(step["run"], context))
        done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)], cwd=repo,
                              env=env, capture_output=True, text=True, timeout=300)
        stdout.append(done.stdout)
        summary.append(summary_file.read_text())
        outcome = "success" if done.returncode == 0 else "failure"
        failed = failed or done.returncode != 0
        context["steps"][step_id] = {"outcome": outcome, "outputs": _read_outputs(output_file),
                                     "returncode": done.returncode, "stderr": done.stderr}
    outputs = {name: _substitute(value["value"], context) for name, value in ACTION["outputs"].items()}
    sarif_path = outputs.get("sarif-file")
    sarif = json.loads(Path(sarif_path).read_text()) if sarif_path and Path(sarif_path).exists() else None
    written = repo / ".doccheck" / "action" / "requirements.txt"
    requirement = written.read_text().strip() if written.is_file() and not written.is_symlink() else ""
    return Run("".join(stdout), "".join(summary), outputs, context["steps"], sarif, requirement)


# --- the repository ------------------------------------------------------------------------------------------

def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", *args], cwd=repo,
                   check=True, capture_output=True)


def _adr(folder: Path, number: int, slug: str, title: str, status: str, context: str = "We had to choose.",
         date: str = "2024-01-10") -> None:
    text = ADR.format(number=number, title=title, date=date, status=status, context=context)
    (folder / f"{number:04d}-{slug}.md").write_text(text)


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("repo")
    adrs = root / "docs" / "adr"
    adrs.mkdir(parents=True)
    _adr(adrs, 1, "record-architecture-decisions", "Record architecture decisions", "Accepted")
    _adr(adrs, 2, "use-postgresql", "Use PostgreSQL", "Accepted")
    _adr(adrs, 3, "log-in-json", "Log in JSON",
         "Superseded by [4. Log with OpenTelemetry](0004-log-with-opentelemetry.md)")
    _adr(adrs, 4, "log-with-opentelemetry", "Log with OpenTelemetry",
         "Accepted\n\nSupersedes [3. Log in JSON](0003-log-in-json.md)", date="2024-05-01")
    _git(root, "init", "-q", "-b", "main")
    _git(root, "add", ".")
    _git(root, "commit", "-q", "-m", "Four ADRs")
    _git(root, "branch", "use-mysql")  # the pull request starts here...
    _adr(adrs, 5, "use-redis", "Use Redis for sessions", "Accepted")  # ...and main takes number 5 meanwhile
    _git(root, "add", ".")
    _git(root, "commit", "-q", "-m", "ADR 5")
    _git(root, "update-ref", "refs/remotes/origin/main", "HEAD")  # what actions/checkout fetch-depth: 0 leaves
    return root


@pytest.fixture(scope="module")
def pull_request(repo: Path, tmp_path_factory: pytest.TempPathFactory) -> Run:
    _git(repo, "checkout", "-q", "use-mysql")
    adrs = repo / "docs" / "adr"
    (adrs / "0005-use-mysql.md").write_text(BAD_ADR)
    _adr(adrs, 2, "use-postgresql", "Use PostgreSQL", "Superseded by [5. Use MySQL](0005-use-mysql.md)")
    (adrs / "0006-broken.md").write_text("---\ntitle: [unclosed\n---\n# 6. Broken front matter\n")
    (adrs / "0007-broken.md").write_text("---\nstatus: : :\n  - x\n---\n# 7. Also broken\n")
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "Use MySQL")
    try:
        return run_action(repo, tmp_path_factory.mktemp("runner"), event="pull_request", ref_name="12/merge",
                          base_ref="main", inputs={"sync": "true"})
    finally:
        _git(repo, "checkout", "-q", "main")


def _all_findings(repo: Path, ref: str) -> list[dict[str, Any]]:
    """What `doccheck check --format json` reports on that commit: the reference the Action is held to."""
    _git(repo, "checkout", "-q", ref)
    try:
        done = subprocess.run([sys.executable, "-m", "doccheck", "check", "--format", "json", "-q", "--no-cache",
                               "--against", "origin/main", "."], cwd=repo, capture_output=True, text=True)
    finally:
        _git(repo, "checkout", "-q", "main")
    findings: list[dict[str, Any]] = json.loads(done.stdout)["findings"]
    return findings


# --- what a pull request shows -------------------------------------------------------------------------------

def test_action_yml_is_a_valid_composite_action() -> None:
    schema = json.loads((SCHEMAS / "github-action.json").read_text())
    jsonschema.Draft7Validator(schema).validate(ACTION)
    broken = {**ACTION, "runs": {"using": "composite", "steps": [{"run": "doccheck ci check"}]}}  # no shell
    assert not jsonschema.Draft7Validator(schema).is_valid(broken)
    assert set(ACTION["inputs"]) == {"paths", "config", "fail-level", "sync", "sync-branch", "falkordb-url",
                                     "graph-group", "extract", "open-prs", "decisions-comment", "python-version",
                                     "doccheck-version"}
    assert {"errors", "warnings", "conflicts", "episodes-written", "sarif-file"} <= set(ACTION["outputs"])


def test_pull_request_fails_on_errors_and_is_not_synced(pull_request: Run) -> None:
    steps = pull_request.steps
    assert steps["check"]["outcome"] == "failure" and steps["check"]["returncode"] == 1
    # It asked for the open pull requests (tests/test_open_pulls.py has a real fake API), and went on without them.
    assert "doccheck: Open pull requests not read: cannot reach 127.0.0.1: " in steps["check"]["stderr"]
    # And the decisions comment (tests/test_decisions_comment.py), which fails open the same way.
    assert "doccheck: Decisions comment not written: cannot reach 127.0.0.1: " in steps["check"]["stderr"]
    assert steps["sync"]["outcome"] == "skipped"  # sync: true, but pull requests are never synced
    assert steps["plan"]["outputs"]["sync"] == "false"
    assert "3 errors" in steps["check"]["stderr"]


def test_annotations_most_severe_first_capped_and_the_rest_counted(pull_request: Run, repo: Path) -> None:
    expected = _all_findings(repo, "use-mysql")
    errors = [f for f in expected if f["severity"] == "error"]
    warnings = [f for f in expected if f["severity"] == "warning"]
    assert len(errors) >= 3 and len(warnings) > 10  # the repository is bad enough for the cap to matter

    commands = [line for line in pull_request.stdout.splitlines() if line.startswith("::")]
    levels = [line[2:].split(" ", 1)[0] for line in commands]
    shown_errors, shown_warnings = min(len(errors), 10), min(len(warnings), 10)
    assert levels == ["error"] * shown_errors + ["warning"] * shown_warnings + ["notice"]
    # The number main gave another ADR meanwhile (a repository-wide finding), then the broken front matter.
    assert commands[0].startswith("::error file=docs/adr/0005-use-mysql.md,line=")
    assert "title=DC402 number-taken-on-ref::" in commands[0]
    assert commands[1].startswith("::error file=docs/adr/0006-broken.md,line=")
    assert "title=DC004 invalid-front-matter::" in commands[1]
    hidden = len(expected) - shown_errors - shown_warnings
    assert commands[-1].startswith(f"::notice title=doccheck::{hidden} more finding")
    assert f"{len(warnings) - 10} warning" in commands[-1]
    assert "job summary and the SARIF file" in commands[-1]


def test_outputs_count_findings_and_name_the_sarif_file(pull_request: Run, repo: Path) -> None:
    expected = _all_findings(repo, "use-mysql")
    outputs = pull_request.outputs
    assert int(outputs["errors"]) == sum(f["severity"] == "error" for f in expected)
    assert int(outputs["warnings"]) == sum(f["severity"] == "warning" for f in expected)
    assert int(outputs["findings"]) == len(expected)
    assert outputs["sarif-file"].endswith("doccheck.sarif")
    assert outputs["conflicts"] == "" and outputs["episodes-written"] == ""  # the sync did not run


def test_summary_has_the_table_the_hidden_count_and_the_chain(pull_request: Run, repo: Path) -> None:
    summary = pull_request.summary
    assert "## doccheck" in summary and "against `origin/main`" in summary
    assert "| File | Errors | Warnings | Notices | First finding |" in summary
    row = next(line for line in summary.splitlines() if line.startswith("| `docs/adr/0006-broken.md`"))
    assert row.startswith("| `docs/adr/0006-broken.md` | 1 |")
    row = next(line for line in summary.splitlines() if line.startswith("| `docs/adr/0005-use-mysql.md`"))
    assert row.startswith("| `docs/adr/0005-use-mysql.md` | 1 |") and "`DC402`" in row
    assert "0001-record-architecture-decisions.md` |" not in summary  # clean files make no row
    assert "not shown as annotations" in summary
    mermaid = summary.split("```mermaid\n", 1)[1].split("```", 1)[0]
    assert "flowchart LR" in mermaid
    # The chain the pull request touched: 5 supersedes 2; the untouched 4 -> 3 chain stays out.
    nodes = dict(re.findall(r'(d\d+)\["([^"]*)"\]', mermaid))
    by_file = {label.split("<br/>")[1].split(" ")[0]: node for node, label in nodes.items()}
    assert sorted(by_file) == ["0002-use-postgresql.md", "0005-use-mysql.md"] and len(nodes) == 2
    assert len(re.findall(r"-->", mermaid)) == 1
    assert f"{by_file['0005-use-mysql.md']} -->|supersedes| {by_file['0002-use-postgresql.md']}" in mermaid
    assert "superseded" in nodes[by_file["0002-use-postgresql.md"]]


def test_sarif_is_valid_sarif_2_1_0(pull_request: Run, repo: Path) -> None:
    schema = json.loads((SCHEMAS / "sarif-2.1.0.json").read_text())
    assert pull_request.sarif is not None
    jsonschema.Draft4Validator(schema).validate(pull_request.sarif)
    results = pull_request.sarif["runs"][0]["results"]
    assert len(results) == len(_all_findings(repo, "use-mysql"))  # every finding, none capped
    rules = pull_request.sarif["runs"][0]["tool"]["driver"]["rules"]
    assert all(rules[r["ruleIndex"]]["id"] == r["ruleId"] for r in results)  # DC402 included
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
    assert "docs/adr/0005-use-mysql.md" in uris


def test_install_step_installs_this_action(pull_request: Run, repo: Path) -> None:
    # The install step is not run here; what it would install is written by the plan step.
    assert pull_request.requirement == f"doccheck @ file://{ROOT}"  # no [graph] extra: this run does not sync
    assert subprocess.run(["git", "status", "--porcelain"], cwd=repo, capture_output=True,
                          text=True).stdout == ""  # and nothing it wrote shows up in git


def test_a_shallow_clone_is_checked_and_told_to_fetch_the_base(repo: Path, tmp_path: Path) -> None:
    summary = tmp_path / "summary.md"
    env = {**os.environ, "GITHUB_BASE_REF": "release", "GITHUB_STEP_SUMMARY": str(summary),
           "RUNNER_TEMP": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "doccheck", "ci", "check"], cwd=repo, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "> `origin/release` is not in this clone" in summary.read_text()
    assert "fetch-depth: 0" in done.stderr


# --- what a merge to main does ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def push_to_main(repo: Path, tmp_path_factory: pytest.TempPathFactory) -> Run:
    return run_action(repo, tmp_path_factory.mktemp("runner"), event="push", ref_name="main",
                      inputs={"sync": "true", "graph-group": "", "doccheck-version": "0.1.0"})


def test_push_to_main_checks_and_runs_the_sync(push_to_main: Run, repo: Path) -> None:
    assert push_to_main.steps["check"]["outcome"] == "success"
    assert push_to_main.steps["plan"]["outputs"]["sync"] == "true"
    assert push_to_main.requirement == "doccheck[graph]==0.1.0"
    assert "against" not in push_to_main.summary.split("\n", 3)[2]  # nothing to compare a push with
    assert push_to_main.steps["sync"]["outcome"] != "skipped"


def test_sync_writes_episodes_and_reports_them(push_to_main: Run) -> None:
    sync = push_to_main.steps["sync"]
    if "is not available" in push_to_main.summary:
        # Until `doccheck sync --format json` exists (issue 4), the step must say so plainly and fail.
        assert sync["outcome"] == "failure"
        assert "**Not run:** this doccheck cannot sync: `doccheck sync --format json` is not available" in \
            push_to_main.summary
        assert "::error title=doccheck sync::this doccheck cannot sync" in push_to_main.stdout
        pytest.skip("doccheck sync --format json is not built yet (issue 4): the sync's own counts, conflicts "
                    "and job summary section cannot be checked")
    assert sync["outcome"] == "success", sync["stderr"]
    assert int(push_to_main.outputs["episodes-written"]) == 5  # five ADRs on main, a fresh graph
    assert push_to_main.outputs["conflicts"] == "0"
    assert "### Sync into the graph" in push_to_main.summary
    assert "5 episodes written. Episodes: 5 added, 0 updated, 0 retired, 0 unchanged." in push_to_main.summary


# --- the cap on its own --------------------------------------------------------------------------------------

def _annotations(errors: int, warnings: int, notices: int) -> list[Annotation]:
    made = []
    for severity, count in ((Severity.INFO, notices), (Severity.WARNING, warnings), (Severity.ERROR, errors)):
        made += [Annotation(severity, f"docs/{severity.label}.md", n + 1, 1, "DC000 x", "m") for n in range(count)]
    return made


@pytest.mark.parametrize(("given", "per_job", "shown", "hidden"), [
    ((3, 4, 0), 50, (3, 4, 0), (0, 0, 0)),
    ((12, 15, 0), 50, (10, 10, 0), (2, 5, 0)),
    ((0, 0, 10), 50, (0, 0, 10), (0, 0, 0)),  # nothing left out: no closing notice needed
    ((0, 0, 11), 50, (0, 0, 9), (0, 0, 2)),  # one notice kept free for the closing count
    ((12, 12, 12), 50, (10, 10, 9), (2, 2, 3)),
    ((12, 12, 0), 15, (10, 4, 0), (2, 8, 0)),  # what is left of the job's 50, one kept for the count
])
def test_plan_annotations(given: tuple[int, int, int], per_job: int, shown: tuple[int, int, int],
                          hidden: tuple[int, int, int]) -> None:
    plan = plan_annotations(_annotations(*given), per_job=per_job)
    levels = (Severity.ERROR, Severity.WARNING, Severity.INFO)
    assert tuple(sum(a.severity == s for a in plan.shown) for s in levels) == shown
    assert tuple(sum(a.severity == s for a in plan.hidden) for s in levels) == hidden
    assert [a.severity for a in plan.shown] == sorted((a.severity for a in plan.shown), reverse=True)
    lines = format_annotations(plan).splitlines()
    assert len(lines) == len(plan.shown) + bool(plan.hidden) <= per_job


# --- the sync's report, as the summary shows it ----------------------------------------------------------------

SYNC_JSON = {
    "episodes": {"added": 1, "updated": 2, "retired": 1, "unchanged": 9},
    "conflicts": [{
        "kind": "value-conflict", "resolution": "recency-wins", "action": "ended ADR 2's fact on 2024-06-01",
        "new": {"subject": {"name": "orders"}, "relation": "USES_DATASTORE", "object": {"name": "mysql"},
                "valid_from": "2024-06-01", "valid_to": None, "path": "docs/adr/0005-use-mysql.md", "line": 9,
                "commit": "0123456789abcdef"},
        "other": {"subject": {"name": "orders"}, "relation": "USES_DATASTORE", "object": {"name": "postgresql"},
                  "valid_from": "2024-02-01", "valid_to": None, "path": "docs/adr/0002-use-postgresql.md",
                  "line": 7, "commit": "fedcba9876543210"},
    }],
}


def test_sync_summary_shows_what_was_written_and_both_sources_of_a_conflict() -> None:
    from doccheck.cli.ci.summary import format_sync_summary
    from doccheck.cli.ci.sync_report import SyncReport
    from doccheck.cli.ci.sync_stage import describe_conflict

    report = SyncReport.model_validate(SYNC_JSON)
    assert report.written == 4
    summary = format_sync_summary(report)
    assert "4 episodes written. Episodes: 1 added, 2 updated, 1 retired, 9 unchanged." in summary
    row = next(line for line in summary.splitlines() if line.startswith("| `value-conflict`"))
    assert ("| orders USES_DATASTORE mysql | docs/adr/0005-use-mysql.md:9 @ `0123456789` | 2024-06-01 – … |"
            in row)
    assert ("| orders USES_DATASTORE postgresql | docs/adr/0002-use-postgresql.md:7 @ `fedcba9876` | "
            "2024-02-01 – … |") in row
    assert row.endswith("| recency-wins: ended ADR 2's fact on 2024-06-01 |")
    assert describe_conflict(report.conflicts[0]) == (
        "value-conflict: orders USES_DATASTORE mysql (docs/adr/0005-use-mysql.md:9) conflicts with "
        "orders USES_DATASTORE postgresql (docs/adr/0002-use-postgresql.md:7); ended ADR 2's fact on 2024-06-01")
    dry = SyncReport.model_validate({**SYNC_JSON, "dry_run": True})
    assert format_sync_summary(dry).splitlines()[2].startswith("Dry run: nothing written.")


# --- the chains the summary draws ------------------------------------------------------------------------------

def test_chains_follow_references_as_the_repository_rules_do() -> None:
    from doccheck.cli.ci.chains import UNRESOLVED, Edge, touched_chains
    from doccheck.repo.index import RepoIndex

    def record(*relations: tuple[str, str]) -> dict[str, Any]:
        return {"type": "adr", "relations": [[kind, target, target, 5] for kind, target in relations]}

    records = {
        "cips/CIP-0049/README.md": record(),
        "cips/CIP-0058/README.md": record(("supersedes", "../CIP-0049/")),  # a folder: its README.md
        "docs/adr/0002-use-postgresql.md": record(),
        "docs/adr/0003-log-in-json.md": record(("superseded-by", "ADR-0004")),  # a number in its series
        "docs/adr/0004-log-with-opentelemetry.md": record(),
        "docs/adr/0005-use-mysql.md": record(("supersedes", "https://example.com/adr/0002-use-postgresql.md"),
                                             ("supersedes", "0009-gone.md")),
        "docs/adr/0006-undo-json-logs.md": record(("reverts", "0004-log-with-opentelemetry.md")),  # cometbft's undo
    }
    chains = touched_chains(RepoIndex.build(records.items()), records)
    assert set(chains.edges) == {
        Edge("cips/CIP-0058/README.md", "cips/CIP-0049/README.md", "supersedes"),
        Edge("docs/adr/0004-log-with-opentelemetry.md", "docs/adr/0003-log-in-json.md", "supersedes"),
        # Not this repository's ADR 2, however its name ends: a URL is outside, shown as written.
        Edge("docs/adr/0005-use-mysql.md", UNRESOLVED + "https://example.com/adr/0002-use-postgresql.md",
             "supersedes"),
        Edge("docs/adr/0005-use-mysql.md", UNRESOLVED + "docs/adr/0009-gone.md", "supersedes"),
        Edge("docs/adr/0006-undo-json-logs.md", "docs/adr/0004-log-with-opentelemetry.md", "reverts"),
    }


def test_sync_step_passes_each_graph_group_to_the_sync() -> None:
    from doccheck.cli.ci.sync_stage import sync_command
    from doccheck.cli.main import build_parser

    parser = build_parser()
    ci = parser.parse_args(["ci", "sync", "--group", "decisions=acme_adrs\nspecs=acme_specs", "docs"])
    argv = sync_command(ci, [Path("docs")])
    assert argv[1:4] == ["-P", "-m", "doccheck"]  # not the workspace's doccheck/ folder
    sync = parser.parse_args(argv[4:])  # what `doccheck sync` is given: one CATEGORY=GROUP per --group
    assert sync.group == ["decisions=acme_adrs", "specs=acme_specs"]


def _fact(subject: str, obj: str, path: str, line: int) -> dict[str, Any]:
    """A fact as `doccheck sync --format json` writes it (graph.report.fact_dict)."""
    return {"subject": subject, "relation": "USES_DATASTORE", "object": obj,
            "fact": f"{subject} uses datastore {obj}", "valid_from": "2024-06-01", "valid_to": None,
            "confidence": 1.0, "status": "active", "path": path, "line": line, "commit": None}


@pytest.mark.parametrize(("kind", "resolution", "level", "title"), [
    ("supersession", "superseded", "notice", "DC503 supersession"),  # how decisions are meant to change
    ("value-conflict", "recency-wins", "warning", "DC501 value-conflict"),
    ("value-conflict", "manual", "error", "DC501 value-conflict"),  # left to the documents: nothing written
])
def test_sync_conflicts_are_annotated_as_the_sync_reports_them(kind: str, resolution: str, level: str,
                                                               title: str) -> None:
    from doccheck.cli.ci.summary import format_sync_summary
    from doccheck.cli.ci.sync_report import SyncReport
    from doccheck.cli.ci.sync_stage import conflict_annotation

    report = SyncReport.model_validate({
        "episodes": {"added": 0, "updated": 1, "retired": 0, "unchanged": 4},
        "dry_run": resolution == "manual", "blocked": resolution == "manual",
        "conflicts": [{"kind": kind, "resolution": resolution, "action": "done",
                       "new": _fact("orders", "mysql", "docs/adr/0005-use-mysql.md", 9),
                       "other": _fact("orders", "postgresql", "docs/adr/0002-use-postgresql.md", 7)}]})
    command = format_annotations(plan_annotations([conflict_annotation(report.conflicts[0])]))
    assert command.startswith(f"::{level} file=docs/adr/0005-use-mysql.md,line=9,col=1,title={title}::")
    summary = format_sync_summary(report)
    assert "| orders uses datastore mysql | docs/adr/0005-use-mysql.md:9 |" in summary  # the sync's own words
    if resolution == "manual":
        assert "Blocked: a conflict is left to the documents (strategy manual), nothing written." in summary


def test_sync_annotations_name_files_from_the_workspace_when_the_config_is_below_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import argparse

    from doccheck.cli.ci.sync_report import SyncReport
    from doccheck.cli.ci.sync_stage import _config_prefix, conflict_annotation

    # The sync names files relative to its configuration's folder (docs/); GitHub needs them from the workspace.
    (tmp_path / "docs" / "adr").mkdir(parents=True)
    (tmp_path / "docs" / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    prefix = _config_prefix([Path("docs")], argparse.Namespace(config=None))
    report = SyncReport.model_validate({
        "episodes": {"added": 1, "updated": 0, "retired": 0, "unchanged": 0},
        "conflicts": [{"kind": "value-conflict", "resolution": "recency-wins", "action": "done",
                       "new": _fact("orders", "mysql", "adr/0005-use-mysql.md", 9),
                       "other": _fact("orders", "postgresql", "adr/0002-use-postgresql.md", 7)}]})
    command = format_annotations(plan_annotations([conflict_annotation(report.conflicts[0], prefix)]))
    assert command.startswith("::warning file=docs/adr/0005-use-mysql.md,line=9,col=1,")


def test_the_conflicts_output_counts_what_the_sync_calls_conflicts() -> None:
    from doccheck.cli.ci.sync_report import SyncReport
    from doccheck.cli.ci.sync_stage import conflict_count

    def conflict(kind: str) -> dict[str, object]:
        return {"kind": kind, "resolution": "recency-wins", "action": "done",
                "new": _fact("orders", "mysql", "docs/adr/0005-use-mysql.md", 9),
                "other": _fact("orders", "postgresql", "docs/adr/0002-use-postgresql.md", 7)}

    kinds = ["supersession", "temporal-overlap", "value-conflict", "direct-contradiction"]
    report = SyncReport.model_validate({"episodes": {"added": 0, "updated": 2, "retired": 0, "unchanged": 3},
                                        "conflicts": [conflict(kind) for kind in kinds]})
    assert conflict_count(report) == 2
