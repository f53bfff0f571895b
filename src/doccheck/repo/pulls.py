"""DC416: a number another open pull request already takes (`doccheck ci check --open-prs`, cli/ci/pulls.py)."""

from __future__ import annotations

from collections.abc import Iterator

from doccheck.findings import Severity
from doccheck.repo.index import RepoIndex, series_number
from doccheck.repo.numbering import numbers_a_record
from doccheck.repo.registry import RepoProblem, problem, repo_rule

# What `doccheck ci check --open-prs` puts in the index's memo for DC416: the other open pull requests, each
# (number, title, the document paths it adds, relative to the configuration's root), this job's pull request,
# and the document paths of the branch it merges into.
OPEN_PULLS, THIS_PULL, BASE_PATHS = "open_pulls", "this_pull", "base_paths"


@repo_rule("DC416", "number-taken-by-pull-request", Severity.ERROR)
def number_taken_by_pull_request(index: RepoIndex) -> Iterator[RepoProblem]:
    """A document this branch adds uses a number another open pull request, opened before this one, already adds.

    DC402 sees the target branch; two pull requests that each add record 42 both pass it, and the second to merge
    breaks the numbering. In the GitHub Action (`doccheck ci check --open-prs`) the files the other open pull
    requests add are read through the GitHub API: the earlier pull request keeps its number, the later one is
    asked to take another. Where the API cannot be asked (no token, a rate limit, no answer) the check says so
    in one line and goes on.

    Bad: this pull request adds `docs/adr/0042-use-kafka.md`; pull request #17, opened before it and still open,
    adds `docs/adr/0042-use-nats.md`.
    Good: renumber this one to a number free on the target branch and in the open pull requests
    (`doccheck renumber docs/adr/0042-use-kafka.md 43`).
    """
    pulls = index.memo.get(OPEN_PULLS)
    base = index.memo.get(BASE_PATHS)
    if not pulls or base is None:
        return
    this = index.memo.get(THIS_PULL)
    taken: dict[tuple[str, str, int], list[tuple[int, str, str]]] = {}
    for number, title, paths in pulls:
        if this is not None and number >= this:
            continue  # opened after this one: that pull request is asked to renumber, not this one
        for path in paths:
            if (numbered := series_number(path)) is not None:
                taken.setdefault((numbered.folder, numbered.series, numbered.number), []).append(
                    (number, title, path))
    for entry in index.entries.values():
        if entry.numbered is None or not numbers_a_record(entry) or entry.relative in base:
            continue  # not numbered, or not added by this branch
        for number, title, path in sorted(taken.get(entry.numbered, ())):
            if path != entry.relative:
                yield problem(entry.relative, 1, f"number {entry.numbered.number} is already taken by pull request "
                              f"#{number} ({title!r} adds {path}); renumber this document before merging")
                break
