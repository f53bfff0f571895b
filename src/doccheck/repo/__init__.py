"""Stage 4, repo: consistency across documents (DC4). May import the root, `read`, `config` and `rules`.

    results (per-document records, cached) -> RepoIndex -> repository rules -> problems
    -> only those involving a changed file (unless --all) -> suppressions -> findings

The whole set is indexed (`index.py`, from each document's `record.py`); each rule is a pure function of the
index (`registry.py`) and yields `RepoProblem`s: where to report (a document and a line) and every document the
problem involves, so that a pre-commit run that names one changed file reports only what that file is part of.
"""

from __future__ import annotations

from doccheck.repo.registry import REPO_RULES, RepoRule


def load_repo_rules() -> dict[str, RepoRule]:
    import doccheck.repo.code_rules  # DC420-DC423: run after the repository pass, on code (run/code_check.py)
    import doccheck.repo.links
    import doccheck.repo.numbering
    import doccheck.repo.pulls
    import doccheck.repo.registers
    import doccheck.repo.specs
    import doccheck.repo.supersession  # noqa: F401  (these register the rules)

    return REPO_RULES
