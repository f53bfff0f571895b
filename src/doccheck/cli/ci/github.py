"""What a GitHub Actions step is given (environment variables) and where it writes back (files it appends to).

Read when a command runs, never at import time. Outside GitHub (the variables unset) every write is a no-op,
so `doccheck ci` also runs on a laptop and prints its annotations.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from doccheck.errors import UsageError


@dataclass(frozen=True)
class GitHubEnv:
    output: Path | None  # $GITHUB_OUTPUT
    summary: Path | None  # $GITHUB_STEP_SUMMARY
    event: str  # pull_request, push, ...
    ref_name: str  # the branch a push ran on (on a pull request: "<n>/merge")
    base_ref: str  # a pull request's target branch, else ""
    temp: Path | None  # $RUNNER_TEMP
    server: str  # https://github.com, for links in the summary
    repository: str  # owner/name
    sha: str

    @classmethod
    def from_environ(cls, environ: Mapping[str, str] | None = None) -> GitHubEnv:
        env = os.environ if environ is None else environ

        def path(name: str) -> Path | None:
            value = env.get(name, "")
            return Path(value) if value else None

        return cls(path("GITHUB_OUTPUT"), path("GITHUB_STEP_SUMMARY"), env.get("GITHUB_EVENT_NAME", ""),
                   env.get("GITHUB_REF_NAME", ""), env.get("GITHUB_BASE_REF", ""), path("RUNNER_TEMP"),
                   env.get("GITHUB_SERVER_URL", "https://github.com"), env.get("GITHUB_REPOSITORY", ""),
                   env.get("GITHUB_SHA", ""))

    @property
    def is_pull_request(self) -> bool:
        return bool(self.base_ref) or self.event.startswith("pull_request")

    def write_outputs(self, values: Mapping[str, object]) -> None:
        """Append `name=value` lines (a heredoc for a value with a newline) to $GITHUB_OUTPUT."""
        if self.output is None:
            return
        lines = []
        for name, value in values.items():
            text = "" if value is None else str(value)
            if "\n" in text:
                marker = f"doccheck_{uuid.uuid4().hex}"
                lines.append(f"{name}<<{marker}\n{text}\n{marker}")
            else:
                lines.append(f"{name}={text}")
        _append(self.output, "\n".join(lines) + "\n")

    def write_summary(self, markdown: str) -> None:
        if self.summary is not None:
            _append(self.summary, markdown.rstrip("\n") + "\n")


def _append(path: Path, text: str) -> None:
    try:
        with path.open("a", encoding="utf-8") as handle:
            handle.write(text)
    except OSError as exc:
        raise UsageError(f"{path}: cannot write: {exc.strerror or exc}") from None
