"""The files the repository's other open pull requests add, read through GitHub's REST API: the numbers they
take before any of them merges (`doccheck ci check --open-prs`, DC416).

1. `GET {GITHUB_API_URL}/repos/{GITHUB_REPOSITORY}/pulls?state=open`, page after page as the `Link` header's
   `rel="next"` gives them (at most MAX_PULLS pull requests);
2. for each other open pull request, `GET .../pulls/{n}/files`, its pages likewise (at most MAX_FILE_PAGES):
   the Markdown files it adds (added, renamed or copied into place);
3. bounded throughout: each answer at most MAX_BYTES, each request `timeout` seconds, all of them DEADLINE
   seconds and MAX_REQUESTS requests; a `Link` to another host and a redirect are not followed, so the token
   goes to the API it was given for and nowhere else;
4. failing open: no answer, a rate limit, an error status or an answer that is not what the API documents is
   one line (`Unavailable`), and the check goes on without the pull requests.

The token is the job's, `GITHUB_TOKEN` in the environment of the step; a repository's configuration cannot name
one. Everything an answer holds is untrusted: a file name that leaves the repository (`../x.md`, `/etc/x.md`)
is dropped, a title is one line of at most 200 characters.
"""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from doccheck.regex import lazy

MAX_BYTES = 4 << 20  # an answer of 100 pull requests or files is ~0.5 MB
MAX_PULLS = 300
MAX_FILE_PAGES = 10  # 1,000 files; GitHub lists at most 3,000
MAX_REQUESTS = 400
DEADLINE = 60.0
TIMEOUT = 10.0
_REPOSITORY = lazy(r"^[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}$")
_NEXT = lazy(r"<([^<>\s]{1,2000})>\s*;\s*rel=\"?next\"?")
_PULL_REF = lazy(r"^refs/pull/(\d{1,9})/")
_LOOPBACK = frozenset({"127.0.0.1", "::1", "localhost"})
_MARKDOWN = (".md", ".markdown", ".mdown", ".mkd")
_ADDING = frozenset({"added", "renamed", "copied"})


class PullRequest(NamedTuple):
    number: int
    title: str
    url: str
    added: tuple[str, ...]  # the Markdown files it adds, from the repository's top


class Unavailable(Exception):
    """The pull requests could not be read: the one line that says why."""


class Read(NamedTuple):
    pulls: list[PullRequest]
    notes: list[str]  # what was left unread within the bounds


def this_pull_request(environ: Mapping[str, str]) -> int | None:
    """The pull request the job runs for (`GITHUB_REF=refs/pull/18/merge`), else None."""
    found = _PULL_REF.match(environ.get("GITHUB_REF", ""))
    if found is None:
        found = re.match(r"^(\d{1,9})/merge$", environ.get("GITHUB_REF_NAME", ""))
    return int(found.group(1)) if found else None


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None  # urllib then raises the 3xx as an HTTPError: the token is not sent on


class _Client:
    def __init__(self, api: str, token: str, timeout: float, deadline: float) -> None:
        self.api = api.rstrip("/")
        parts = urllib.parse.urlsplit(self.api)
        self.origin = f"{parts.scheme}://{parts.netloc}"
        self.host = parts.hostname or parts.netloc
        self.token = token
        self.timeout = timeout
        self.ends = time.monotonic() + deadline
        self.requests = 0
        self.opener = urllib.request.build_opener(_NoRedirect)

    def get(self, url: str) -> tuple[Any, str | None]:
        """The JSON of one answer, and the next page's URL."""
        return self.send("GET", url)

    def send(self, method: str, url: str, payload: Any = None,
             refusal: Callable[[urllib.error.HTTPError], str] | None = None) -> tuple[Any, str | None]:
        """`get` for any method: `payload` sent as JSON; `refusal` says in a line why an error status was
        answered (default: as for reading the pull requests)."""
        left = self.ends - time.monotonic()
        if left <= 0 or self.requests >= MAX_REQUESTS:
            raise Unavailable(f"the GitHub API did not answer every request within {DEADLINE:g} s")
        self.requests += 1
        data = None if payload is None else json.dumps(payload).encode()
        request = urllib.request.Request(url, data=data, method=method, headers={
            "Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": "doccheck", **({"Content-Type": "application/json"} if data is not None else {}),
            **({"Authorization": f"Bearer {self.token}"} if self.token else {})})
        try:
            with self.opener.open(request, timeout=min(self.timeout, left)) as answer:
                length = answer.headers.get("Content-Length")
                if length is not None and length.isdigit() and int(length) > MAX_BYTES:
                    raise Unavailable(f"the GitHub API's answer has {int(length):,} bytes, over the {MAX_BYTES:,} "
                                      "doccheck reads")
                body = answer.read(MAX_BYTES + 1)
                link = answer.headers.get("Link") or ""
        except urllib.error.HTTPError as exc:
            raise Unavailable((refusal or _refusal)(exc)) from None
        except TimeoutError:
            raise Unavailable(f"no answer from {self.host} within {self.timeout:g} s") from None
        except urllib.error.URLError as exc:
            if isinstance(exc.reason, TimeoutError):
                raise Unavailable(f"no answer from {self.host} within {self.timeout:g} s") from None
            raise Unavailable(f"cannot reach {self.host}: {exc.reason}") from None
        except (OSError, ValueError) as exc:  # a connection reset mid-answer, a malformed status line
            raise Unavailable(f"cannot read the answer of {self.host}: {exc}") from None
        if len(body) > MAX_BYTES:
            raise Unavailable(f"the GitHub API's answer is over the {MAX_BYTES:,} bytes doccheck reads")
        try:
            data = json.loads(body)
        except (ValueError, RecursionError):
            raise Unavailable("the GitHub API's answer is not JSON") from None
        following = _NEXT.search(link)
        next_url = following.group(1) if following else None
        if next_url is not None and not next_url.startswith(self.origin + "/"):
            raise Unavailable(f"the GitHub API's next page is on another host ({urllib.parse.urlsplit(next_url).netloc}"
                              "); not followed, so the token stays with the API")
        return data, next_url


def _refusal(exc: urllib.error.HTTPError) -> str:
    headers = {k.lower(): v for k, v in (exc.headers.items() if exc.headers is not None else ())}
    remaining = headers.get("x-ratelimit-remaining")
    if exc.code == 429 or (exc.code == 403 and (remaining == "0" or headers.get("retry-after"))):
        reset = headers.get("x-ratelimit-reset") or ""
        when = time.strftime("%H:%M UTC", time.gmtime(int(reset))) if reset.isdigit() and len(reset) < 12 else ""
        return "the GitHub API's rate limit is reached" + (f" (it resets at {when})" if when else "")
    if exc.code == 401:
        return "the GitHub API refused the token (401)"
    if exc.code in (403, 404):
        return f"the repository's pull requests are not visible to this token ({exc.code}; the job needs " \
               "`pull-requests: read`)"
    if 300 <= exc.code < 400:
        return f"the GitHub API answered with a redirect ({exc.code}); not followed"
    return f"the GitHub API answered {exc.code}"


def api_url(environ: Mapping[str, str]) -> str:
    """`GITHUB_API_URL`, https (plain http only to this machine, where a test serves it)."""
    url = environ.get("GITHUB_API_URL") or "https://api.github.com"
    parts = urllib.parse.urlsplit(url)
    if not parts.netloc or parts.query or parts.fragment or parts.username or parts.password:
        raise Unavailable(f"GITHUB_API_URL {url!r} is not an API's address")
    if parts.scheme != "https" and not (parts.scheme == "http" and parts.hostname in _LOOPBACK):
        raise Unavailable(f"GITHUB_API_URL {url!r} is not https; the token is not sent over plain http")
    return url


def open_pull_requests(environ: Mapping[str, str], *, timeout: float = TIMEOUT,
                       deadline: float = DEADLINE) -> Read:
    """The repository's open pull requests but this job's, each with the Markdown files it adds."""
    repository = environ.get("GITHUB_REPOSITORY", "")
    if not _REPOSITORY.match(repository):
        raise Unavailable("GITHUB_REPOSITORY (owner/name) is not set")
    client = _Client(api_url(environ), environ.get("GITHUB_TOKEN", ""), timeout, deadline)
    this = this_pull_request(environ)
    base = f"{client.api}/repos/{repository}/pulls"
    listed: list[tuple[int, str, str]] = []
    url: str | None = f"{base}?state=open&per_page=100&sort=created&direction=asc"
    notes: list[str] = []
    while url is not None:
        data, url = client.get(url)
        if not isinstance(data, list):
            raise Unavailable("the GitHub API's list of pull requests is not a list")
        for item in data:
            pull = _pull(item)
            if pull is not None and pull[0] != this and all(pull[0] != p[0] for p in listed):
                listed.append(pull)
        if len(listed) >= MAX_PULLS and url is not None:
            notes.append(f"only the first {MAX_PULLS} open pull requests were read")
            break
    pulls = []
    for number, title, link in listed[:MAX_PULLS]:
        added: list[str] = []
        url = f"{base}/{number}/files?per_page=100"
        for _page in range(MAX_FILE_PAGES):
            data, url = client.get(url)
            if not isinstance(data, list):
                raise Unavailable(f"the GitHub API's list of files of pull request #{number} is not a list")
            added += [name for item in data if (name := _added(item)) is not None]
            if url is None:
                break
        else:
            if url is not None:
                notes.append(f"pull request #{number}: only its first {MAX_FILE_PAGES * 100} files were read")
        pulls.append(PullRequest(number, title, link, tuple(dict.fromkeys(added))))
    return Read(pulls, notes)


def _pull(item: Any) -> tuple[int, str, str] | None:
    if not isinstance(item, dict):
        return None
    number, title, link = item.get("number"), item.get("title"), item.get("html_url")
    if not isinstance(number, int) or isinstance(number, bool) or not 0 < number < 10**9:
        return None
    return number, one_line(title if isinstance(title, str) else ""), link if isinstance(link, str) and \
        link.startswith("https://") and len(link) < 500 else ""


def _added(item: Any) -> str | None:
    """A Markdown file the pull request adds, as a path inside the repository; None for anything else."""
    if not isinstance(item, dict) or item.get("status") not in _ADDING:
        return None
    name = item.get("filename")
    if not isinstance(name, str) or not 0 < len(name) <= 1000 or "\0" in name or "\\" in name:
        return None
    parts = name.split("/")
    if name.startswith("/") or any(part in ("", ".", "..") for part in parts):
        return None
    return name if name.lower().endswith(_MARKDOWN) else None


def one_line(text: str, limit: int = 200) -> str:
    line = " ".join("".join(" " if ord(c) < 32 or 0x7f <= ord(c) < 0xa0 else c for c in text).split())
    return line if len(line) <= limit else line[:limit - 1] + "…"
