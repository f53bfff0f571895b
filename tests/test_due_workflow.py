"""The README's scheduled workflow for `doccheck due` (issue 27) does what it says: its shell step runs as written
in a real repository, and its github-script step, run by node against a fake GitHub API on 127.0.0.1, opens one
issue, updates that issue (never a second) on the next run, leaves a person's issue and a pull request alone, and
closes the issue once nothing is due. The script gets `github` and `context` as actions/github-script gives them:
the REST methods it calls (`issues.listForRepo`, `create`, `update`, `createComment`, `paginate`) are mapped onto
the API's paths here, and a parameter those methods do not take fails the run."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8")
BODY = "\n## Context\n\nWe had to choose.\n\n## Decision\n\nWe chose.\n\n## Consequences\n\nWe live with it.\n"


def workflow() -> dict[str, Any]:
    blocks = re.findall(r"```yaml\n(# \.github/workflows/decisions-due\.yml\n.*?)```", README, re.DOTALL)
    assert len(blocks) == 1
    parsed = yaml.safe_load(blocks[0])
    assert isinstance(parsed, dict)
    return parsed


def steps() -> list[dict[str, Any]]:
    return list(workflow()["jobs"]["due"]["steps"])


def test_the_workflow_is_scheduled_may_write_issues_and_has_the_whole_history() -> None:
    flow = workflow()
    assert flow[True]["schedule"] == [{"cron": "17 6 * * 1"}]  # YAML 1.1 reads the key `on` as true
    assert flow["permissions"] == {"contents": "read", "issues": "write"}
    checkout = steps()[0]
    assert checkout["uses"].startswith("actions/checkout@") and checkout["with"]["fetch-depth"] == 0
    assert [s.get("uses", "").split("@")[0] for s in steps()] == [
        "actions/checkout", "actions/setup-python", "", "", "actions/github-script"]


class Api:
    """The fake GitHub API: issues of acme/decisions in memory, and every request it was sent."""

    def __init__(self) -> None:
        self.issues: list[dict[str, Any]] = []
        self.comments: list[tuple[int, str]] = []
        self.requests: list[str] = []
        api = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self, status: int, value: Any) -> None:
                data = json.dumps(value).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _body(self) -> dict[str, Any]:
                value = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))) or b"{}")
                assert isinstance(value, dict)
                return value

            def do_GET(self) -> None:
                api.requests.append(f"GET {self.path}")
                url = urlsplit(self.path)
                query = {k: v[0] for k, v in parse_qs(url.query).items()}
                if url.path != "/repos/acme/decisions/issues" or set(query) - {"state", "per_page", "page"}:
                    return self._answer(404, {"message": "Not Found"})
                size, page = int(query.get("per_page", "30")), int(query.get("page", "1"))
                listed = [i for i in api.issues if query.get("state", "open") in ("all", i["state"])]
                self._answer(200, listed[(page - 1) * size: page * size])

            def do_POST(self) -> None:
                api.requests.append(f"POST {self.path}")
                body = self._body()
                if self.path == "/repos/acme/decisions/issues" and set(body) <= {"title", "body"}:
                    issue = {"number": len(api.issues) + 1, "state": "open", "title": body["title"],
                             "body": body["body"], "user": {"login": "github-actions[bot]", "type": "Bot"}}
                    api.issues.append(issue)
                    return self._answer(201, issue)
                found = re.fullmatch(r"/repos/acme/decisions/issues/(\d+)/comments", self.path)
                if found and set(body) == {"body"}:
                    api.comments.append((int(found.group(1)), body["body"]))
                    return self._answer(201, {"body": body["body"]})
                self._answer(422, {"message": "Validation Failed"})

            def do_PATCH(self) -> None:
                api.requests.append(f"PATCH {self.path}")
                body = self._body()
                found = re.fullmatch(r"/repos/acme/decisions/issues/(\d+)", self.path)
                issue = next((i for i in api.issues if found and i["number"] == int(found.group(1))), None)
                if issue is None or not set(body) <= {"body", "state"}:
                    return self._answer(422, {"message": "Validation Failed"})
                issue.update(body)
                self._answer(200, issue)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


@pytest.fixture
def api() -> Iterator[Api]:
    fake = Api()
    try:
        yield fake
    finally:
        fake.server.shutdown()
        fake.server.server_close()


# As actions/github-script runs a script: an async function of github, context, core and require. `github` here
# has the methods the README's script calls, each taking only the parameters Octokit's method of that name takes.
HARNESS = r"""
const fs = require('fs');
const base = process.env.API;
const takes = {
  listForRepo: ['owner', 'repo', 'milestone', 'state', 'assignee', 'type', 'creator', 'mentioned', 'labels',
                'sort', 'direction', 'since', 'per_page', 'page'],
  create: ['owner', 'repo', 'title', 'body', 'assignee', 'milestone', 'labels', 'assignees', 'type'],
  update: ['owner', 'repo', 'issue_number', 'title', 'body', 'assignee', 'state', 'state_reason', 'milestone',
           'labels', 'assignees', 'type'],
  createComment: ['owner', 'repo', 'issue_number', 'body'],
};
function checked(name, params) {
  const unknown = Object.keys(params).filter((k) => !takes[name].includes(k));
  if (unknown.length) throw new Error(`issues.${name} takes no ${unknown.join(', ')}`);
  return params;
}
async function call(method, path, body) {
  const answer = await fetch(base + path, { method, headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status}`);
  return { status: answer.status, data: await answer.json() };
}
const without = (params, ...keys) => Object.fromEntries(Object.entries(params).filter(([k]) => !keys.includes(k)));
const issues = {
  listForRepo: (p) => { checked('listForRepo', p);
    const query = new URLSearchParams(without(p, 'owner', 'repo'));
    return call('GET', `/repos/${p.owner}/${p.repo}/issues?${query}`); },
  create: (p) => call('POST', `/repos/${p.owner}/${p.repo}/issues`, without(checked('create', p), 'owner', 'repo')),
  update: (p) => call('PATCH', `/repos/${p.owner}/${p.repo}/issues/${p.issue_number}`,
                      without(checked('update', p), 'owner', 'repo', 'issue_number')),
  createComment: (p) => call('POST', `/repos/${p.owner}/${p.repo}/issues/${p.issue_number}/comments`,
                             without(checked('createComment', p), 'owner', 'repo', 'issue_number')),
};
async function paginate(method, params) {
  const all = [];
  for (let page = 1; ; page++) {
    const { data } = await method({ ...params, page });
    all.push(...data);
    if (data.length < (params.per_page || 30)) return all;
  }
}
const github = { rest: { issues }, paginate };
const context = { repo: { owner: 'acme', repo: 'decisions' } };
const core = { setFailed: (m) => { throw new Error(m); } };
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
new AsyncFunction('github', 'context', 'core', 'require', fs.readFileSync(process.argv[2], 'utf8'))(
  github, context, core, require).catch((e) => { console.error(e.message); process.exit(1); });
"""


def run_workflow(repo: Path, api: Api, tmp: Path, today: str) -> int:
    """The README's `What is due` step in bash, as a runner runs it (`bash -e`), then its github-script step."""
    shell, script = steps()[3], steps()[4]
    runner_temp = tmp / "runner"
    runner_temp.mkdir(exist_ok=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "DOCCHECK_TODAY": today, "RUNNER_TEMP": str(runner_temp),
           "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(["bash", "-e", "-c", shell["run"]], cwd=repo, env=env, capture_output=True, text=True,
                          timeout=120)
    if done.returncode != 0:
        return done.returncode
    assert script["env"] == {"DUE_JSON": "${{ runner.temp }}/due.json"}
    (tmp / "script.js").write_text(script["with"]["script"])
    (tmp / "harness.js").write_text(HARNESS)
    node = subprocess.run(["node", str(tmp / "harness.js"), str(tmp / "script.js")], cwd=repo, capture_output=True,
                          text=True, timeout=60, env={**os.environ, "API": api.url, "NO_PROXY": "*",
                                                      "DUE_JSON": str(runner_temp / "due.json")})
    assert node.returncode == 0, node.stderr
    return 0


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the github-script step")
def test_one_issue_opened_updated_and_closed(api: Api, tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / "docs" / "adr").mkdir(parents=True)
    (repo / ".doccheck.toml").touch()
    record = repo / "docs" / "adr" / "0001-use-kafka.md"
    record.write_text("---\nstatus: accepted\ndate: 2025-01-10\nreview-by: 2025-06-30\n---\n"
                      "# 1. Use Kafka, [click](https://evil.example) @everyone <b>x</b>\n" + BODY)
    # A person's issue that quotes the marker, and a pull request: neither is the workflow's issue.
    api.issues += [{"number": 1, "state": "open", "title": "Why is this due?", "user": {"login": "ann", "type": "User"},
                    "body": "<!-- doccheck-due -->\nquoted"},
                   {"number": 2, "state": "open", "title": "A change", "pull_request": {"url": "x"},
                    "user": {"login": "bot", "type": "Bot"}, "body": "<!-- doccheck-due -->"}]

    assert run_workflow(repo, api, tmp_path, "2026-01-05") == 0
    assert [i["number"] for i in api.issues] == [1, 2, 3]
    opened = api.issues[2]
    assert opened["title"] == "Decision records due for review"
    lines = opened["body"].splitlines()
    assert lines[:3] == ["<!-- doccheck-due -->", "Due as of 2026-01-05 or within 30 days (`doccheck due`):", ""]
    assert lines[3].startswith(r"- [ ] `docs/adr/0001-use-kafka.md:4` 1. Use Kafka, \[click\]\(https://evil.example\)"
                               r" \@everyone \<b\>x\</b\>: review-by 2025-06-30 has passed, 6 months ago")
    assert api.issues[0]["body"] == "<!-- doccheck-due -->\nquoted"

    assert run_workflow(repo, api, tmp_path, "2026-03-02") == 0  # a week later: the same issue, updated
    assert len(api.issues) == 3 and "Due as of 2026-03-02" in api.issues[2]["body"]
    assert "8 months ago" in api.issues[2]["body"]

    record.write_text(record.read_text().replace("review-by: 2025-06-30", "review-by: 2027-06-30"))
    assert run_workflow(repo, api, tmp_path, "2026-03-09") == 0  # reviewed: nothing is due
    assert api.issues[2]["state"] == "closed" and len(api.issues) == 3
    assert api.comments == [(3, "Nothing is due as of 2026-03-09.")]
    assert run_workflow(repo, api, tmp_path, "2026-03-16") == 0  # still nothing: no issue, no comment
    assert len(api.issues) == 3 and len(api.comments) == 1


def test_a_failed_run_fails_the_step_and_opens_nothing(api: Api, tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / ".doccheck.toml").write_text('stale-proposal = "soon"\n')  # a configuration error: exit 2
    assert run_workflow(repo, api, tmp_path, "2026-01-05") == 2
    assert api.requests == []
