"""The pull request's comment of the decisions that govern it (issue 27): `doccheck ci check --decisions-comment`
against a fake GitHub API served on 127.0.0.1 by the test, which keeps the comments it is sent as GitHub does
(who wrote each, its body, its id) and answers `GET /user` as GitHub answers each kind of token.

The repository: ADR 2 governs `src/db/**`, ADR 4 (which supersedes ADR 3) governs `src/logging/**`, ADR 5's
title is written to attack the comment (a team mention, an image, a link) and it governs `ops/**`. Pull request
#7 changes a file under each, a README nothing governs, and code that cites ADR-0003 (replaced) and ADR-0002.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import parse_qs, urlsplit

import pytest
from markdown_it import MarkdownIt

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = Path(__file__).resolve().parent / "data" / "github" / "decisions-comment.md"
MARKER = "<!-- doccheck:decisions -->"
REPOSITORY = "/repos/acme/decisions"
BOT = {"login": "github-actions[bot]", "type": "Bot"}
FOOTER = "<sub>doccheck updates this comment on each push; `doccheck why PATH` gives the same answer for a path.</sub>"
ADR = """# {n}. {title}

Date: 2024-0{n}-10
{governs}
## Status

{status}

## Context

C.

## Decision

D.

## Consequences

E.
"""


class GitHub:
    """GitHub's comments on one pull request, kept as GitHub keeps them. Tokens: `job-token` is an app's
    installation token (GitHub Actions' own: refused at /user, comments as github-actions[bot]), `octo-pat` is
    the person octo's. `refuse` maps (method, path prefix) to the status and message to answer instead."""

    def __init__(self) -> None:
        self.comments: list[dict[str, Any]] = []
        self.files: list[dict[str, Any]] = []
        self.refuse: dict[tuple[str, str], tuple[int, str, dict[str, str]]] = {}
        self.requests: list[tuple[str, str, str]] = []  # method, path, Authorization
        self.page_size = 100
        self.next_id = 1000
        github = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self, status: int, data: Any, headers: dict[str, str] | None = None) -> None:
                body = json.dumps(data).encode()
                self.send_response(status)
                for name, value in {"Content-Type": "application/json; charset=utf-8",
                                    "Content-Length": str(len(body)), **(headers or {})}.items():
                    self.send_header(name, value)
                self.end_headers()
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    self.wfile.write(body)

            def _handle(self, method: str) -> None:
                token = self.headers.get("Authorization", "")
                github.requests.append((method, self.path, token))
                length = int(self.headers.get("Content-Length") or 0)
                sent = json.loads(self.rfile.read(length)) if length else None
                for (refused, prefix), (status, message, headers) in github.refuse.items():
                    if refused == method and self.path.startswith(prefix):
                        return self._answer(status, {"message": message}, headers)
                user = {"Bearer octo-pat": {"login": "octo", "type": "User"}, "Bearer job-token": BOT}.get(token)
                if user is None:
                    return self._answer(401, {"message": "Bad credentials"})
                return github.route(self, method, urlsplit(self.path), sent, user, token)

            def do_GET(self) -> None:
                self._handle("GET")

            def do_POST(self) -> None:
                self._handle("POST")

            def do_PATCH(self) -> None:
                self._handle("PATCH")

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def route(self, handler: Any, method: str, url: Any, sent: Any, user: dict[str, str], token: str) -> None:
        answer = handler._answer
        if (method, url.path) == ("GET", "/user"):
            if token == "Bearer job-token":
                return answer(403, {"message": "Resource not accessible by integration",
                                    "documentation_url": "https://docs.github.com/rest/users/users"})
            return answer(200, {**user, "id": 1})
        if url.path == f"{REPOSITORY}/issues/7/comments" and method == "GET":
            page = int(parse_qs(url.query).get("page", ["1"])[0])
            shown = self.comments[(page - 1) * self.page_size: page * self.page_size]
            more = len(self.comments) > page * self.page_size
            link = {"Link": f'<{self.url}{url.path}?per_page=100&page={page + 1}>; rel="next"'} if more else {}
            return answer(200, shown, link)
        if url.path == f"{REPOSITORY}/issues/7/comments" and method == "POST":
            if len(sent["body"]) > 65536:
                return answer(422, {"message": "Validation Failed"})
            self.next_id += 1
            self.comments.append({"id": self.next_id, "body": sent["body"], "user": user})
            return answer(201, self.comments[-1])
        found = re.fullmatch(rf"{REPOSITORY}/issues/comments/(\d+)", url.path)
        if found and method == "PATCH":
            comment = next((c for c in self.comments if c["id"] == int(found.group(1))), None)
            if comment is None:
                return answer(404, {"message": "Not Found"})
            comment["body"] = sent["body"]
            return answer(200, comment)
        if url.path == f"{REPOSITORY}/pulls/7/files" and method == "GET":
            return answer(200, self.files)
        return answer(404, {"message": "Not Found"})

    def writes(self) -> list[tuple[str, str]]:
        return [(method, path) for method, path, _auth in self.requests if method != "GET"]


@pytest.fixture
def github() -> Iterator[GitHub]:
    fake = GitHub()
    thread = threading.Thread(target=fake.server.serve_forever, daemon=True)
    thread.start()
    try:
        yield fake
    finally:
        fake.server.shutdown()
        fake.server.server_close()


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args], cwd=repo, check=True,
                   capture_output=True)


def record(adr: Path, n: int, slug: str, title: str, status: str = "Accepted", governs: str = "") -> None:
    text = ADR.format(n=n, title=title, status=status, governs=f"Governs: {governs}\n" if governs else "")
    (adr / f"{n:04d}-{slug}.md").write_text(text)


def write(repo: Path, path: str, text: str) -> None:
    (repo / path).parent.mkdir(parents=True, exist_ok=True)
    (repo / path).write_text(text)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "decisions"
    adr = root / "docs" / "adr"
    adr.mkdir(parents=True)
    (root / ".doccheck.toml").touch()
    record(adr, 1, "record-decisions", "Record decisions")
    record(adr, 2, "use-postgresql", "Use PostgreSQL", governs="src/db/**")
    record(adr, 3, "log-in-json", "Log in JSON", "Superseded by [4. Log with OpenTelemetry](0004-log-with-otel.md)")
    record(adr, 4, "log-with-otel", "Log with OpenTelemetry",
           "Accepted\n\nSupersedes [3. Log in JSON](0003-log-in-json.md)", governs="src/logging/**")
    record(adr, 5, "page-the-team", "Page @acme/oncall <img src=x onerror=alert(1)> [docs](https://evil.example)",
           governs="ops/**")
    write(root, "src/db/pool.py", "POOL = 4\n")
    write(root, "src/logging/setup.py", "LEVEL = 'info'\n")
    write(root, "ops/alerts.yaml", "alerts: []\n")
    write(root, "README.md", "# decisions\n")
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "records and code")
    git(root, "checkout", "-q", "-b", "pool")
    write(root, "src/db/pool.py", "# Sized as ADR-0002 says.\nPOOL = 8\n")
    write(root, "src/logging/setup.py", "# Logs as ADR-0003 decided.\n# ADR-0004 replaced ADR-0003.\n"
                                        "LEVEL = 'debug'\n")
    write(root, "ops/alerts.yaml", "alerts: [db]\n")
    write(root, "README.md", "# decisions, and a pool\n")
    git(root, "commit", "-qam", "a bigger pool")
    return root


class Run(NamedTuple):
    code: int
    err: list[str]


def ci_check(repo: Path, github: GitHub, *extra: str, against: str = "main", **environ: str) -> Run:
    env = {k: v for k, v in os.environ.items() if not k.lower().endswith("_proxy") and not k.startswith("GITHUB_")}
    env.update({"PYTHONPATH": str(ROOT / "src"), "NO_PROXY": "*", "GITHUB_API_URL": github.url,
                "GITHUB_REPOSITORY": "acme/decisions", "GITHUB_TOKEN": "job-token", "GITHUB_REF": "refs/pull/7/merge",
                **environ})
    done = subprocess.run([sys.executable, "-m", "doccheck", "ci", "check", "--no-cache", "--against", against,
                           "--sarif", str(repo.parent / "doccheck.sarif"), *extra, "."],
                          cwd=repo, env=env, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stdout + done.stderr, done.stderr
    return Run(done.returncode, done.stderr.splitlines())


def said(run: Run) -> str:
    lines = [line for line in run.err if line.startswith("doccheck: Decisions comment")]
    assert len(lines) == 1, run.err
    return lines[0]


def test_the_comment_lists_the_decisions_that_govern_the_change_once(repo: Path, github: GitHub) -> None:
    run = ci_check(repo, github, "--decisions-comment")
    assert run.code == 0
    assert said(run) == "doccheck: Decisions comment created (comment 1001)."
    assert [c["id"] for c in github.comments] == [1001] and github.comments[0]["user"] == BOT
    body = github.comments[0]["body"]
    assert body == GOLDEN.read_text()
    assert [(m, p) for m, p, _a in github.requests] == [
        ("GET", "/user"), ("GET", f"{REPOSITORY}/issues/7/comments?per_page=100"),
        ("POST", f"{REPOSITORY}/issues/7/comments")]
    assert {auth for _m, _p, auth in github.requests} == {"Bearer job-token"}


def test_what_the_repository_wrote_is_escaped(repo: Path, github: GitHub) -> None:
    ci_check(repo, github, "--decisions-comment")
    body = github.comments[0]["body"]
    line = next(line for line in body.splitlines() if "0005-page-the-team.md" in line)
    # The title is shown, but nothing in it mentions a team, starts HTML or links anywhere.
    assert line == ("- **ADR-0005** Page @&#8203;acme/oncall \\<img src=x onerror=alert(1)\\> \\[docs\\](https&#8203;"
                    "://evil.example) · accepted · 2024-05-10 · `docs/adr/0005-page-the-team.md`")
    # As GitHub shows it: CommonMark with HTML allowed, then mentions, references and bare URLs linked in the text
    # (not in code). Only the tool's own tags are there, and the text holds nothing GitHub would link.
    html = MarkdownIt("commonmark", {"html": True}).render(body)
    assert set(re.findall(r"<([a-z0-9]+)", html)) == {"h3", "h4", "p", "strong", "ul", "li", "code", "sub"}
    assert html.count("<!--") == 1  # the marker
    text = re.sub(r"<code>.*?</code>|<[^>]*>", " ", html)
    assert "Page @\u200bacme/oncall <img src=x onerror=alert(1)> [docs](https\u200b://evil.example)" in \
        text.replace("&lt;", "<").replace("&gt;", ">")
    assert not re.search(r"(?<![\w`])@[A-Za-z0-9]|#[0-9]|https?://|www\.", text)


def test_a_second_push_updates_the_same_comment(repo: Path, github: GitHub) -> None:
    ci_check(repo, github, "--decisions-comment")
    again = ci_check(repo, github, "--decisions-comment")  # a re-run of the same commit: nothing to change
    assert said(again) == "doccheck: Decisions comment unchanged (comment 1001)."
    write(repo, "src/db/migrate.py", "# Migrations, per ADR-0002\n")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "migrations")
    pushed = ci_check(repo, github, "--decisions-comment")
    assert said(pushed) == "doccheck: Decisions comment updated (comment 1001)."
    assert [c["id"] for c in github.comments] == [1001]  # one comment, edited in place
    assert github.writes() == [("POST", f"{REPOSITORY}/issues/7/comments"),
                               ("PATCH", f"{REPOSITORY}/issues/comments/1001")]
    body = github.comments[0]["body"]
    assert "  - governs `src/db/**` (line 4): `src/db/migrate.py`, `src/db/pool.py`" in body
    assert "  - cited in `src/db/migrate.py` on line 1 (as `ADR-0002`)" in body
    assert "4 of the 5 files this pull request changes are governed by a decision or cite one" in body  # not README


def test_a_comment_deleted_since_it_was_listed_is_written_again(repo: Path, github: GitHub) -> None:
    github.comments = [{"id": 5, "body": f"{MARKER}\nan older answer", "user": BOT}]
    github.refuse[("PATCH", f"{REPOSITORY}/issues/comments/5")] = (404, "Not Found", {})
    run = ci_check(repo, github, "--decisions-comment")
    assert said(run) == "doccheck: Decisions comment created (comment 1001)."
    assert github.writes() == [("PATCH", f"{REPOSITORY}/issues/comments/5"),
                               ("POST", f"{REPOSITORY}/issues/7/comments")]


@pytest.mark.parametrize("token,author", [("job-token", BOT), ("octo-pat", {"login": "octo", "type": "User"})])
def test_a_persons_comment_with_the_marker_is_left_alone(repo: Path, github: GitHub, token: str,
                                                        author: dict[str, str]) -> None:
    """Found by the marker on its first line, among the comments of the token's own user (a person's token) or
    of a bot (the job's token, which GET /user refuses): never anyone else's, whatever it holds."""
    people = [
        {"id": 11, "body": f"{MARKER}\nI wrote this myself.", "user": {"login": "mallory", "type": "User"}},
        {"id": 12, "body": f"> {MARKER}\n> quoted from the bot", "user": BOT},  # a bot, but not its first line
        {"id": 13, "body": f"Look: {MARKER}", "user": {"login": "octo", "type": "User"}},
    ]
    github.comments = [dict(c) for c in people]
    run = ci_check(repo, github, "--decisions-comment", GITHUB_TOKEN=token)
    assert said(run) == "doccheck: Decisions comment created (comment 1001)."
    assert github.comments[:3] == people  # untouched
    assert github.comments[3]["user"] == author and github.comments[3]["body"] == GOLDEN.read_text()
    again = ci_check(repo, github, "--decisions-comment", GITHUB_TOKEN=token)
    assert said(again) == "doccheck: Decisions comment unchanged (comment 1001)."
    assert github.comments[:3] == people and len(github.comments) == 4 and github.writes() == [
        ("POST", f"{REPOSITORY}/issues/7/comments")]


def test_the_last_of_its_own_comments_is_the_one_updated_on_a_later_page(repo: Path, github: GitHub) -> None:
    """A long pull request: its comments on pages of two, the Action's own (an older duplicate too) among them."""
    github.page_size = 2
    github.comments = [{"id": i, "body": f"comment {i}", "user": {"login": "octo", "type": "User"}} for i in range(5)]
    github.comments[1] = {"id": 1, "body": f"{MARKER}\nold", "user": BOT}
    github.comments[3] = {"id": 3, "body": f"{MARKER}\r\nolder", "user": BOT}
    run = ci_check(repo, github, "--decisions-comment")
    assert said(run) == "doccheck: Decisions comment updated (comment 3)."
    assert github.comments[3]["body"] == GOLDEN.read_text() and github.comments[1]["body"] == f"{MARKER}\nold"
    assert [p for m, p, _a in github.requests if m == "GET"][1:] == [
        f"{REPOSITORY}/issues/7/comments?per_page=100", f"{REPOSITORY}/issues/7/comments?per_page=100&page=2",
        f"{REPOSITORY}/issues/7/comments?per_page=100&page=3"]


def test_nothing_governs_no_comment_and_an_earlier_one_says_so_now(repo: Path, github: GitHub) -> None:
    git(repo, "checkout", "-q", "main")
    git(repo, "checkout", "-q", "-b", "readme")
    write(repo, "README.md", "# decisions, better\n")
    git(repo, "commit", "-qam", "readme")
    run = ci_check(repo, github, "--decisions-comment")
    assert said(run) == "doccheck: Decisions comment not needed: nothing governs the changed files."
    assert github.comments == [] and github.writes() == []
    github.comments = [{"id": 5, "body": f"{MARKER}\n### Decisions that govern this change\n\nADR-0002 ...",
                        "user": BOT}]
    run = ci_check(repo, github, "--decisions-comment")
    assert said(run) == "doccheck: Decisions comment updated (comment 5): nothing governs the changed files now."
    assert github.comments[0]["body"] == (f"{MARKER}\n### Decisions that govern this change\n\nNothing governs the "
                                          "1 file this pull request changes now: no record's globs name them, and "
                                          f"their code cites no decision.\n\n{FOOTER}\n")


@pytest.mark.parametrize("broken", [False, True])
def test_a_refused_write_is_one_line_and_the_check_keeps_its_own_verdict(repo: Path, github: GitHub,
                                                                        broken: bool) -> None:
    if broken:  # a finding at the error level of its own
        (repo / "docs" / "adr" / "0006-broken.md").write_text("---\ntitle: [unclosed\n---\n# 6. Broken\n")
        git(repo, "add", ".")
        git(repo, "commit", "-qm", "broken")
    without = ci_check(repo, github)
    assert without.code == (1 if broken else 0) and github.requests == []  # asked for, or nothing is written
    github.refuse[("POST", f"{REPOSITORY}/issues/7/comments")] = (403, "Resource not accessible by integration", {})
    run = ci_check(repo, github, "--decisions-comment")
    assert run.code == without.code
    assert said(run) == ("doccheck: Decisions comment not written: the token may not comment on this pull request "
                         "(403; the job needs pull-requests: write, and a pull request from a fork gets a read-only "
                         "token); the check goes on without it.")
    assert github.comments == []


@pytest.mark.parametrize("refused,line", [
    (("GET", "/user", 401, "Bad credentials", {}), "the GitHub API refused the token (401)"),
    (("GET", "/user", 500, "Server Error", {}),
     "cannot tell which comments are its own: GET /user answered 500 (Server Error)"),
    (("GET", "/user", 403, "API rate limit exceeded", {"x-ratelimit-remaining": "0"}),
     "the GitHub API's rate limit is reached"),
    (("GET", f"{REPOSITORY}/issues/7/comments", 403, "Resource not accessible by integration", {}),
     "the pull request's comments are not visible to this token (403; the job needs pull-requests: read)"),
])
def test_when_it_cannot_tell_its_own_comment_it_writes_nothing(repo: Path, github: GitHub,
                                                               refused: tuple[Any, ...], line: str) -> None:
    method, path, status, message, headers = refused
    github.refuse[(method, path)] = (status, message, headers)
    run = ci_check(repo, github, "--decisions-comment")
    assert run.code == 0
    assert said(run) == f"doccheck: Decisions comment not written: {line}; the check goes on without it."
    assert github.writes() == []


@pytest.mark.parametrize("environ,line", [
    ({"GITHUB_TOKEN": ""}, "GITHUB_TOKEN is not set (the Action passes the job's token)"),
    ({"GITHUB_API_URL": "http://api.example.com"},
     "GITHUB_API_URL 'http://api.example.com' is not https; the token is not sent over plain http"),
    ({"GITHUB_REPOSITORY": "acme"}, "GITHUB_REPOSITORY (owner/name) is not set"),
])
def test_what_the_environment_must_give(repo: Path, github: GitHub, environ: dict[str, str], line: str) -> None:
    run = ci_check(repo, github, "--decisions-comment", **environ)
    assert run.code == 0 and github.requests == []
    assert said(run) == f"doccheck: Decisions comment not written: {line}; the check goes on without it."


def test_a_shallow_clone_asks_github_for_the_changed_files(repo: Path, github: GitHub) -> None:
    github.files = [{"filename": "src/db/pool.py", "status": "modified"},
                    {"filename": "src/db/gone.py", "status": "removed"},
                    {"filename": "../../etc/passwd", "status": "added"},
                    {"filename": "/etc/hosts", "status": "added"},
                    {"filename": "README.md", "status": "modified"}]
    run = ci_check(repo, github, "--decisions-comment", against="")
    assert said(run) == "doccheck: Decisions comment created (comment 1001)."
    body = github.comments[0]["body"]
    assert ("1 of the 2 files this pull request changes is governed by a decision or cites one: 1 decision (1 in "
            "force).") in body
    assert "  - governs `src/db/**` (line 4): `src/db/pool.py`" in body and "passwd" not in body


def test_only_on_a_pull_request(repo: Path, github: GitHub) -> None:
    run = ci_check(repo, github, "--decisions-comment", GITHUB_REF="refs/heads/pool")
    assert said(run) == ("doccheck: Decisions comment not written: this run is not for a pull request (GITHUB_REF "
                         "is not refs/pull/N/merge).")
    assert github.requests == []


# --- the comment on its own ------------------------------------------------------------------------------------

def _answers(count: int) -> tuple[list[Any], Any]:
    from doccheck.repo.decisions import Decision, Decisions
    from doccheck.run.why import Answer, Governing, Reason

    decisions, answers = [], []
    for n in range(1, count + 1):
        path = f"docs/adr/{n:04d}-{'x' * 60}.md"
        decisions.append(Decision(path, n, ("adr",), "type adr", "docs/adr", "T" * 150, "accepted", 5, "2024-01-10",
                                  (), ((f"src/{n}/**", 4, "governs"),)))
        reason = Reason("governs", f"src/{n}/**", path, 4, "governs")
        answers.append(Answer(f"src/{n}/{'f' * 80}.py", (Governing(path, f"ADR-{n:04d}", "T" * 150, "accepted",
                                                                  "2024-01-10", True, (), (reason,)),), ()))
    return answers, Decisions(decisions)


def test_the_comment_stays_within_githubs_limit_and_says_how_many_more() -> None:
    from doccheck.cli.ci.decisions_comment import render

    answers, decisions = _answers(1500)
    body = render(answers, decisions, 1500)
    assert body is not None and len(body.encode()) <= 65536
    shown = len(re.findall(r"^- \*\*ADR-", body, re.M))
    assert 100 < shown < 1500
    assert f"**{1500 - shown:,} more decisions are not shown**: a GitHub comment holds at most 65,536 characters." \
        in body
    small = render(*_answers(3), 3)
    assert small is not None and "not shown" not in small and len(re.findall(r"^- \*\*ADR-", small, re.M)) == 3


@pytest.mark.parametrize("text,shown", [
    ("@acme/oncall", "@&#8203;acme/oncall"),
    ("ping me@example.com", "ping me@&#8203;example.com"),
    ("fixes #12, acme/other#3 and GH-4", "fixes #&#8203;12, acme/other#&#8203;3 and GH&#8203;-4"),
    ("see https://evil.example or www.evil.example", "see https&#8203;://evil.example or www&#8203;.evil.example"),
    ("<img src=x> [a](b) **b** `c`", "\\<img src=x\\> \\[a\\](b) \\*\\*b\\*\\* \\`c\\`"),
    ("a\\@b", "a\\\\@&#8203;b"),  # an escaped backslash stays one
    ("ADR-0012 a_b v1.2 #x", "ADR-0012 a_b v1.2 #x"),  # what links nothing is left as it is
])
def test_text_in_a_github_comment(text: str, shown: str) -> None:
    from doccheck.output.escape import github_comment

    assert github_comment(text) == shown
