"""The quality suite: real documents (tests/data/quality, with their licences) and the findings a maintainer
agrees with. A labelled true finding must be reported and a labelled false one must not come back, so a
precision fix cannot silently regress, and neither can what it should still find. Runs without the shared
corpus."""

from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

import pytest

from doccheck.cli.main import main

QUALITY = Path(__file__).resolve().parent / "data" / "quality"


class Label(NamedTuple):
    verdict: bool
    path: str
    line: int | None  # None: anywhere in the file
    code: str
    reason: str


def labels() -> list[Label]:
    found = []
    for raw in (QUALITY / "labels.txt").read_text("utf-8").splitlines():
        if not raw.strip() or raw.startswith("#"):
            continue
        verdict, where, code, reason = raw.split(None, 3)
        path, line = where.rsplit(":", 1)
        found.append(Label(verdict == "true", path, None if line == "*" else int(line), code, reason))
    return found


@pytest.fixture(scope="module")
def findings() -> list[dict[str, object]]:
    import contextlib
    import io
    import os

    before = Path.cwd()
    os.chdir(QUALITY)  # no configuration file: this folder is the root, as the corpus is for the corpus run
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            code = main(["check", "--all", "--no-cache", "--format", "json", "-q", "."])
    finally:
        os.chdir(before)
    assert code in (0, 1)
    rows: list[dict[str, object]] = json.loads(out.getvalue())["findings"]
    return rows


@pytest.mark.parametrize("label", labels(), ids=lambda label: f"{label.verdict}-{label.code}-{label.path}")
def test_labelled_finding(findings: list[dict[str, object]], label: Label) -> None:
    matching = [f for f in findings if f["path"] == label.path and f["code"] == label.code
                and (label.line is None or f["line"] == label.line)]
    if label.verdict:
        assert matching, f"a true finding disappeared: {label.reason}"
    else:
        assert not matching, f"a false positive came back: {label.reason}"


def test_every_labelled_file_is_vendored() -> None:
    assert all((QUALITY / label.path).is_file() for label in labels())
