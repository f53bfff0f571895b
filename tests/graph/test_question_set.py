"""The question set (`question_set.py`): every question through the MCP tools and `doccheck facts`, over the
examples and three real ADR histories. No answer may present a replaced decision as in force, and at least 90%
must give the right document first (the README reports the measured share)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .question_set import QUESTIONS, REPOSITORIES, evaluate, summary

TARGET = 0.90


def test_the_question_set_is_at_least_forty_questions_over_four_repositories() -> None:
    assert len(QUESTIONS) >= 40
    assert {q.repo for q in QUESTIONS} == set(REPOSITORIES)


def test_no_answer_presents_a_replaced_decision_as_in_force_and_most_are_right_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GITHUB_REF_NAME", raising=False)
    outcomes = evaluate(tmp_path)
    print(summary(outcomes))
    assert [(o.interface, o.question.asked, o.misleading) for o in outcomes if o.misleading] == []
    for interface in ("mcp", "facts"):
        mine = [o for o in outcomes if (o.interface == "facts") == (interface == "facts")]
        assert sum(o.right for o in mine) / len(mine) >= TARGET, summary(outcomes)
