"""A worker of a cold check killed mid-task (what the OOM killer does, issue 23 item 18): the run finishes with
the findings a run in one process gives, never hangs (multiprocessing.Pool waited forever for the dead one)."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from doccheck.run import check
from doccheck.run.settings import load_config

ADR = "# {n}. Decision {n}\n\nStatus: accepted\n\n## Context\n\nText.\n\n## Decision\n\nMore.\n"


def timed_out(_signum: int, _frame: FrameType | None) -> None:
    raise TimeoutError("the check hung after its worker was killed")


def test_a_killed_worker_does_not_hang_the_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "adr").mkdir()
    for n in range(1, 2 * check.PARALLEL_THRESHOLD + 1):
        body = ADR.format(n=n) if n % 7 else ADR.format(n=n).replace("## Decision\n\nMore.\n", "")
        (tmp_path / "adr" / f"{n:04d}-decision.md").write_text(body)
    config = load_config(tmp_path)
    alone = check.run_check([tmp_path], config, use_cache=False, jobs=1)

    real = check.check_file
    parent = os.getpid()

    def dies_on_the_tenth(item: check.PendingFile, *args: Any) -> Any:  # a forked worker inherits the patch
        if item[1].startswith("adr/0010") and os.getpid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)
        return real(item, *args)

    monkeypatch.setattr(check, "check_file", dies_on_the_tenth)
    previous = signal.signal(signal.SIGALRM, timed_out)
    signal.alarm(60)
    try:
        forked = check.run_check([tmp_path], config, use_cache=False, jobs=2)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert [(r.relative, r.findings) for r in forked.results] == [(r.relative, r.findings) for r in alone.results]
    assert len(forked.results) == 2 * check.PARALLEL_THRESHOLD
    assert any(r.findings for r in forked.results)
