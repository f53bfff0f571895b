"""One comment on a pull request, written once and updated after, through GitHub's REST API: never a second
one, never a person's.

1. Who the token is: `GET /user` names a person's or a bot's login. GitHub Actions' own token (an app's
   installation token) is refused there, with "Resource not accessible by integration": that refusal says
   the token is an app's, which comments as a bot.
2. Its own comment: `GET /repos/{repo}/issues/{n}/comments`, page after page (at most MAX_COMMENT_PAGES), the
   last one whose first line is the marker and whose author is the token's login, or, for an app's token, a
   bot. A person's comment never qualifies, whatever it holds: quoting the marker, or starting with it. When
   who the token is cannot be told (401, a rate limit, no answer), nothing is written, so nothing is doubled.
3. `PATCH /repos/{repo}/issues/comments/{id}` with the new body when it changed (a comment deleted since it
   was listed is written again), else `POST` a new one; with no body (nothing to say), only a comment there
   already is updated, to the body that says so.

The token is the job's (`GITHUB_TOKEN` in the step's environment), the API `GITHUB_API_URL`, both read as
`pulls.py` reads them and with its bounds: https only, no redirect followed, no page on another host.
Everything an answer holds is untrusted: an id must be a number, a file name must stay in the repository.
"""

from __future__ import annotations

import json
import urllib.error
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from doccheck.cli.ci.pulls import _REPOSITORY, TIMEOUT, Unavailable, _Client, _refusal, api_url, one_line
from doccheck.regex import lazy

__all__ = ["Identity", "Unavailable", "client_for", "identify", "own_comment", "pull_request_files", "upsert"]

MAX_COMMENT_PAGES = 30  # 3,000 comments
MAX_FILE_PAGES = 30  # GitHub lists at most 3,000 files of a pull request
DEADLINE = 60.0
_FIRST_LINE = lazy(r"[^\r\n]*+")
_INTEGRATION = "resource not accessible by integration"


class Identity(NamedTuple):
    login: str | None  # the token's user; None for an app's installation token, which comments as a bot


class _Refused:
    """An error status as one line, keeping the status and GitHub's message for the caller to look at."""

    def __init__(self, said: Callable[[int, str, urllib.error.HTTPError], str]) -> None:
        self.said = said
        self.status = 0
        self.message = ""
        self.throttled = False

    def __call__(self, exc: urllib.error.HTTPError) -> str:
        self.status, self.throttled = exc.code, _throttled(exc)
        try:
            found = json.loads(exc.read(16_384) or b"{}")
        except (ValueError, RecursionError, OSError):
            found = {}
        message = found.get("message") if isinstance(found, dict) else None
        self.message = one_line(message) if isinstance(message, str) else ""
        return self.said(exc.code, self.message, exc)


def _throttled(exc: urllib.error.HTTPError) -> bool:
    headers = {k.lower(): v for k, v in (exc.headers.items() if exc.headers is not None else ())}
    return exc.code == 429 or (exc.code == 403 and (headers.get("x-ratelimit-remaining") == "0"
                                                    or bool(headers.get("retry-after"))))


def _reading(what: str) -> Callable[[int, str, urllib.error.HTTPError], str]:
    def said(status: int, message: str, exc: urllib.error.HTTPError) -> str:
        if status in (403, 404) and not _throttled(exc):
            return f"{what} not visible to this token ({status}; the job needs `pull-requests: read`)"
        return _refusal(exc)
    return said


def _writing(status: int, message: str, exc: urllib.error.HTTPError) -> str:
    if status in (403, 404) and not _throttled(exc):
        return f"the token may not comment on this pull request ({status}; the job needs `pull-requests: write`, " \
               "and a pull request from a fork gets a read-only token)"
    if status == 422:
        return f"GitHub refused the comment (422{': ' + message if message else ''})"
    return _refusal(exc)


def client_for(environ: Mapping[str, str], timeout: float = TIMEOUT) -> _Client:
    if not _REPOSITORY.match(environ.get("GITHUB_REPOSITORY", "")):
        raise Unavailable("GITHUB_REPOSITORY (owner/name) is not set")
    token = environ.get("GITHUB_TOKEN", "")
    if not token:
        raise Unavailable("GITHUB_TOKEN is not set (the Action passes the job's token)")
    return _Client(api_url(environ), token, timeout, DEADLINE)


def identify(client: _Client) -> Identity:
    """Step 1."""
    def said(status: int, message: str, exc: urllib.error.HTTPError) -> str:
        if status == 401 or _throttled(exc):
            return _refusal(exc)
        return f"cannot tell which comments are its own: GET /user answered {status}" + \
            (f" ({message})" if message else "")

    refused = _Refused(said)
    try:
        data, _next = client.send("GET", f"{client.api}/user", refusal=refused)
    except Unavailable:
        # An app's token is refused with this message (whatever status carries it), or with a bare 403: it is a bot.
        if _INTEGRATION in refused.message.lower() or (refused.status == 403 and not refused.throttled):
            return Identity(None)
        raise
    login = data.get("login") if isinstance(data, dict) else None
    if not isinstance(login, str) or not login or len(login) > 100:
        raise Unavailable("cannot tell which comments are its own: GET /user named no login")
    return Identity(login)


def own_comment(comments: list[Any], identity: Identity, marker: str) -> tuple[int, str] | None:
    """Step 2 on a page of comments: the last that is this token's, with the marker as its first line."""
    found = None
    for item in comments:
        if not isinstance(item, dict):
            continue
        number, body, user = item.get("id"), item.get("body"), item.get("user")
        if not isinstance(number, int) or isinstance(number, bool) or number <= 0 or not isinstance(body, str) \
                or not isinstance(user, dict):
            continue
        first = _FIRST_LINE.match(body)
        if first is None or first.group(0).rstrip(" \t") != marker:
            continue
        login, kind = user.get("login"), user.get("type")
        if identity.login is not None:
            if isinstance(login, str) and login.casefold() == identity.login.casefold():
                found = (number, body)
        elif kind == "Bot":
            found = (number, body)
    return found


def upsert(client: _Client, environ: Mapping[str, str], number: int, marker: str, body: str | None,
           empty: str) -> str:
    """Steps 1 to 3; what was done, as the rest of a sentence ("created (comment 7)")."""
    repository = environ["GITHUB_REPOSITORY"]
    identity = identify(client)
    url: str | None = f"{client.api}/repos/{repository}/issues/{number}/comments?per_page=100"
    own = None
    for _page in range(MAX_COMMENT_PAGES):
        if url is None:
            break
        data, url = client.send("GET", url, refusal=_Refused(_reading("the pull request's comments are")))
        if not isinstance(data, list):
            raise Unavailable("the GitHub API's list of comments is not a list")
        own = own_comment(data, identity, marker) or own
    if url is not None and own is None:
        raise Unavailable(f"the pull request has more than {MAX_COMMENT_PAGES * 100:,} comments; its own was not "
                          "among the first, and another is not written beside it")
    wanted = body if body is not None else empty
    if own is None and body is None:
        return "not needed: nothing governs the changed files"
    if own is not None:
        if own[1].replace("\r\n", "\n") == wanted:
            return f"unchanged (comment {own[0]})"
        refused = _Refused(_writing)
        try:
            client.send("PATCH", f"{client.api}/repos/{repository}/issues/comments/{own[0]}", {"body": wanted},
                        refusal=refused)
            return f"updated (comment {own[0]})" + (": nothing governs the changed files now" if body is None else "")
        except Unavailable:
            if refused.status != 404:
                raise
            if body is None:  # deleted since it was listed, and nothing to say
                return "not needed: nothing governs the changed files"
            # deleted since it was listed: written again below
    data, _next = client.send("POST", f"{client.api}/repos/{repository}/issues/{number}/comments",
                              {"body": wanted}, refusal=_Refused(_writing))
    made = data.get("id") if isinstance(data, dict) else None
    return f"created (comment {made})" if isinstance(made, int) and not isinstance(made, bool) else "created"


def pull_request_files(client: _Client, environ: Mapping[str, str], number: int, limit: int) -> list[str]:
    """The files the pull request adds or changes, from the repository's top, as GitHub lists them (when the
    clone has no base to compare with): names that leave the repository are dropped, deleted files left out."""
    url: str | None = f"{client.api}/repos/{environ['GITHUB_REPOSITORY']}/pulls/{number}/files?per_page=100"
    names: list[str] = []
    for _page in range(MAX_FILE_PAGES):
        if url is None or len(names) >= limit:
            break
        data, url = client.send("GET", url, refusal=_Refused(_reading("the pull request's files are")))
        if not isinstance(data, list):
            raise Unavailable(f"the GitHub API's list of files of pull request #{number} is not a list")
        names += [name for item in data if (name := _changed(item)) is not None]
    return list(dict.fromkeys(names))


def _changed(item: Any) -> str | None:
    if not isinstance(item, dict) or item.get("status") == "removed":
        return None
    name = item.get("filename")
    if not isinstance(name, str) or not 0 < len(name) <= 1000 or "\0" in name or "\\" in name:
        return None
    if name.startswith("/") or any(part in ("", ".", "..") for part in name.split("/")):
        return None
    return name
