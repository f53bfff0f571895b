"""Numbers reserved across open pull requests (issue 26): `doccheck ci check --open-prs` against a fake GitHub API
served on 127.0.0.1 by the test, with recorded answers (tests/data/github/): two pages of open pull requests
(`Link: rel="next"`), a pull request's files over two pages, hostile file names and titles; then a rate limit
(403), a server that does not answer in time, an answer too large, a redirect and a next page on another host.
The repository: main has ADRs 1 to 3; this pull request (#18) adds ADR 42, which #17, opened before it, adds too.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, NamedTuple

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).resolve().parent / "data" / "github"
ADR = "# {n}. {title}\n\nDate: 2026-11-0{n}\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n\n## Decision\n\nD.\n\n" \
      "## Consequences\n\nE.\n"


class Answer(NamedTuple):
    status: int
    body: bytes
    headers: dict[str, str]


Route = Callable[[str], Answer | None]


class Fake:
    """The fake API: a route per path, and the requests it was sent (path, Authorization)."""

    def __init__(self) -> None:
        self.routes: dict[str, Answer] = {}
        self.override: Route | None = None
        self.requests: list[tuple[str, str]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                fake.requests.append((self.path, self.headers.get("Authorization", "")))
                answer = (fake.override(self.path) if fake.override else None) or fake.routes.get(self.path) or \
                    Answer(404, b'{"message": "Not Found"}', {})
                self.send_response(answer.status)
                for name, value in {"Content-Type": "application/json; charset=utf-8", **answer.headers}.items():
                    self.send_header(name, value)
                if "Content-Length" not in answer.headers:
                    self.send_header("Content-Length", str(len(answer.body)))
                self.end_headers()
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    self.wfile.write(answer.body)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def record(self) -> None:
        """The recorded answers: pull requests on two pages, #17's files on two pages."""
        base = "/repos/acme/decisions/pulls"
        page = f"{self.url}{base}?state=open&per_page=100&sort=created&direction=asc&page=2"
        self.routes = {
            f"{base}?state=open&per_page=100&sort=created&direction=asc": Answer(
                200, (DATA / "pulls-1.json").read_bytes(), {"Link": f'<{page}>; rel="next", <{page}>; rel="last"'}),
            f"{base}?state=open&per_page=100&sort=created&direction=asc&page=2": Answer(
                200, (DATA / "pulls-2.json").read_bytes(), {}),
            f"{base}/15/files?per_page=100": Answer(200, (DATA / "files-15.json").read_bytes(), {}),
            f"{base}/17/files?per_page=100": Answer(200, (DATA / "files-17-1.json").read_bytes(), {
                "Link": f'<{self.url}{base}/17/files?per_page=100&page=2>; rel="next"'}),
            f"{base}/17/files?per_page=100&page=2": Answer(200, (DATA / "files-17-2.json").read_bytes(), {}),
            f"{base}/18/files?per_page=100": Answer(200, (DATA / "files-18.json").read_bytes(), {}),
            f"{base}/21/files?per_page=100": Answer(200, (DATA / "files-21.json").read_bytes(), {}),
        }


@pytest.fixture
def api() -> Iterator[Fake]:
    fake = Fake()
    fake.record()
    fake.thread.start()
    try:
        yield fake
    finally:
        fake.server.shutdown()
        fake.server.server_close()


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args], cwd=repo, check=True,
                   capture_output=True)


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("decisions")
    adr = root / "docs" / "adr"
    adr.mkdir(parents=True)
    (root / ".doccheck.toml").touch()
    for n, slug, title in ((1, "record-decisions", "Record decisions"), (2, "use-postgresql", "Use PostgreSQL"),
                           (3, "log-in-json", "Log in JSON")):
        (adr / f"{n:04d}-{slug}.md").write_text(ADR.format(n=n, title=title))
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "three records")
    git(root, "checkout", "-q", "-b", "kafka")
    (adr / "0042-use-kafka.md").write_text(ADR.format(n=4, title="Use Kafka for events").replace("# 4.", "# 42."))
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "ADR 42")
    return root


class Run(NamedTuple):
    code: int
    out: list[str]
    err: list[str]
    seconds: float


def ci_check(repo: Path, api: Fake, *extra: str, **environ: str) -> Run:
    env = {k: v for k, v in os.environ.items() if not k.lower().endswith("_proxy") and not k.startswith("GITHUB_")}
    env.update({"PYTHONPATH": str(ROOT / "src"), "NO_PROXY": "*", "GITHUB_API_URL": api.url,
                "GITHUB_REPOSITORY": "acme/decisions", "GITHUB_TOKEN": "job-token", "GITHUB_REF": "refs/pull/18/merge",
                **environ})
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "doccheck", "ci", "check", "--no-cache", "--open-prs",
                           "--against", "main", "--sarif", str(repo.parent / "doccheck.sarif"), *extra, "docs"],
                          cwd=repo, env=env, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stdout + done.stderr, done.stderr
    return Run(done.returncode, done.stdout.splitlines(), done.stderr.splitlines(), time.monotonic() - started)


FOUND = ("::error file=docs/adr/0042-use-kafka.md,line=1,col=1,title=DC416 number-taken-by-pull-request::number 42 "
         "is already taken by pull request #17 ('Use NATS for events [31m' adds docs/adr/0042-use-nats.md); renumber "
         "this document before merging")


def test_a_number_an_earlier_open_pull_request_adds_is_reported(repo: Path, api: Fake) -> None:
    run = ci_check(repo, api)
    assert run.out == [FOUND]
    assert run.code == 1
    assert "doccheck: Numbers compared with the files of 3 other open pull requests." in run.err
    # Both pages of each list were read, with the job's token; this pull request's own files were not asked for.
    paths = [path for path, _auth in api.requests]
    assert paths == [
        "/repos/acme/decisions/pulls?state=open&per_page=100&sort=created&direction=asc",
        "/repos/acme/decisions/pulls?state=open&per_page=100&sort=created&direction=asc&page=2",
        "/repos/acme/decisions/pulls/15/files?per_page=100",
        "/repos/acme/decisions/pulls/17/files?per_page=100",
        "/repos/acme/decisions/pulls/17/files?per_page=100&page=2",
        "/repos/acme/decisions/pulls/21/files?per_page=100",
    ]
    assert {auth for _path, auth in api.requests} == {"Bearer job-token"}


def test_a_later_pull_request_is_the_one_asked_to_renumber(repo: Path, api: Fake) -> None:
    """As #21, opened after #17 and this one, the number is taken by both: #21 is told about #17, the earliest."""
    run = ci_check(repo, api, GITHUB_REF="refs/pull/21/merge")
    assert run.out == [FOUND]
    assert "/repos/acme/decisions/pulls/21/files?per_page=100" not in [p for p, _a in api.requests]


def test_a_branch_that_is_not_a_pull_request_is_held_to_every_open_one(repo: Path, api: Fake) -> None:
    assert ci_check(repo, api, GITHUB_REF="refs/heads/kafka").out == [FOUND]


@pytest.mark.parametrize("answer,said", [
    (Answer(403, b'{"message": "API rate limit exceeded for installation ID 42.", "documentation_url": '
                 b'"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}',
            {"x-ratelimit-limit": "1000", "x-ratelimit-remaining": "0", "x-ratelimit-used": "1000",
             "x-ratelimit-reset": "1796054400", "x-ratelimit-resource": "core"}),
     "the GitHub API's rate limit is reached (it resets at 16:00 UTC)"),
    (Answer(429, b'{"message": "You have exceeded a secondary rate limit."}', {"retry-after": "60"}),
     "the GitHub API's rate limit is reached"),
    (Answer(401, b'{"message": "Bad credentials"}', {}), "the GitHub API refused the token (401)"),
    (Answer(404, b'{"message": "Not Found"}', {}),
     "the repository's pull requests are not visible to this token (404; the job needs pull-requests: read)"),
    (Answer(502, b"<html>Bad gateway</html>", {}), "the GitHub API answered 502"),
    (Answer(200, b"<html>not json</html>", {}), "the GitHub API's answer is not JSON"),
    (Answer(200, b'{"message": "a dict"}', {}), "the GitHub API's list of pull requests is not a list"),
    (Answer(302, b"", {"Location": "https://elsewhere.example/steal"}),
     "the GitHub API answered with a redirect (302); not followed"),
    (Answer(200, b"[]", {"Link": '<https://elsewhere.example/page2>; rel="next"'}),
     "the GitHub API's next page is on another host (elsewhere.example); not followed, so the token stays with "
     "the API"),
    (Answer(200, b"[]", {"Content-Length": str(50 << 20)}),
     "the GitHub API's answer has 52,428,800 bytes, over the 4,194,304 doccheck reads"),
])
def test_the_api_failing_is_one_line_and_the_check_goes_on(repo: Path, api: Fake, answer: Answer,
                                                             said: str) -> None:
    api.override = lambda path: answer
    run = ci_check(repo, api)
    assert run.out == [] and run.code == 0  # fails open: this branch's own checks decide
    assert f"doccheck: Open pull requests not read: {said}; the numbers they add are not checked." in run.err


def test_an_answer_without_a_length_is_read_only_to_its_bound(repo: Path, api: Fake) -> None:
    big = b"[" + b'{"number": 1, "title": "x"},' * 200_000 + b'{"number": 2}]'  # 5.6 MB, no Content-Length header
    api.override = lambda path: Answer(200, big, {"Content-Length": "", "Transfer-Encoding": "identity"})
    run = ci_check(repo, api)
    assert run.code == 0 and any("over the 4,194,304 bytes doccheck reads" in line for line in run.err)


def test_an_api_that_does_not_answer_in_time(repo: Path, api: Fake) -> None:
    def slow(path: str) -> Answer:
        time.sleep(5)
        return Answer(200, b"[]", {})

    api.override = slow
    run = ci_check(repo, api, "--open-prs-timeout", "1")
    assert run.code == 0 and run.out == []
    assert ("doccheck: Open pull requests not read: no answer from 127.0.0.1 within 1 s; the numbers they add are "
            "not checked.") in run.err
    assert run.seconds < 5


def test_an_api_that_cannot_be_reached(repo: Path, api: Fake) -> None:
    api.server.shutdown()
    api.server.server_close()
    run = ci_check(repo, api)
    assert run.code == 0
    assert any(line.startswith("doccheck: Open pull requests not read: cannot reach 127.0.0.1: ") for line in run.err)


@pytest.mark.parametrize("environ,said", [
    ({"GITHUB_REPOSITORY": ""}, "GITHUB_REPOSITORY (owner/name) is not set"),
    ({"GITHUB_API_URL": "http://api.example.com"},
     "GITHUB_API_URL 'http://api.example.com' is not https; the token is not sent over plain http"),
])
def test_what_the_environment_must_give(repo: Path, api: Fake, environ: dict[str, str], said: str) -> None:
    run = ci_check(repo, api, **environ)
    assert run.code == 0 and f"doccheck: Open pull requests not read: {said}; the numbers they add are not " \
                             "checked." in run.err
    assert api.requests == []


def test_the_token_comes_from_the_environment_never_the_configuration(repo: Path, api: Fake) -> None:
    """A repository cannot point doccheck at another API or give it a token: neither is a configuration key."""
    (repo / ".doccheck.toml").write_text('github-token = "from-the-repository"\n')
    try:
        run = ci_check(repo, api)
    finally:
        (repo / ".doccheck.toml").write_text("")
    assert run.code == 2 and "unknown key 'github-token'" in run.err[-1]
    assert api.requests == []


def test_pull_request_data_shapes() -> None:
    from doccheck.cli.ci.pulls import _added, _pull, one_line, this_pull_request

    assert this_pull_request({"GITHUB_REF": "refs/pull/18/merge"}) == 18
    assert this_pull_request({"GITHUB_REF_NAME": "18/merge"}) == 18
    assert this_pull_request({"GITHUB_REF": "refs/heads/main"}) is None
    assert _added({"filename": "docs/adr/0042-x.md", "status": "added"}) == "docs/adr/0042-x.md"
    for hostile in ("../x.md", "/x.md", "a/../../x.md", "a//x.md", "a\\x.md", "x\0.md", "a" * 1001 + ".md"):
        assert _added({"filename": hostile, "status": "added"}) is None
    assert _added({"filename": "docs/adr/0042-x.md", "status": "modified"}) is None
    assert _pull({"number": True, "title": "x"}) is None and _pull({"number": 10**10}) is None
    assert _pull({"number": 3, "title": "a\nb\x1b[2J" + "c" * 300, "html_url": "javascript:alert(1)"}) == (
        3, one_line("a\nb\x1b[2J" + "c" * 300), "")
    assert len(one_line("x" * 500)) == 200 and "\n" not in one_line("a\nb")
    assert json.loads((DATA / "pulls-1.json").read_text())[0]["number"] == 15  # the recordings are what is served
