"""`doccheck why PATH --as-of DATE`, and `why PATH --project NAME / --all-projects`: the answer from the graph (the
CLI's `cli/why.py` prints it).

With projects, the path is still this repository's; the other projects chosen add the decisions of theirs that
govern it by a glob naming this repository (`acme/payments:src/**`, `acme/*:**/Dockerfile`), each naming its
repository (`repository`, `where`). This repository's own part comes from the graph as of `--as-of`, or from the
files when no date is given (what `why` answers without projects).
"""

from __future__ import annotations

import argparse
import asyncio
from typing import TYPE_CHECKING, Any

from doccheck.errors import UsageError

if TYPE_CHECKING:
    from doccheck.config.load import Config


def answers_from_graph(args: argparse.Namespace, config: Config, paths: list[str],
                       own: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """The answers for these paths (from the configuration's folder): this repository's from the graph at
    `--as-of` (or `own`, read from the files), with the other projects' decisions governing each path."""
    from doccheck.graph import org
    from doccheck.graph.commands import _Open, located
    from doccheck.graph.errors import GraphError
    from doccheck.graph.project import path_from_top
    from doccheck.graph.query import Catalog, parse_as_of
    from doccheck.graph.query.why import Asker, answer_dict, decisions_for_path

    try:
        as_of = parse_as_of(args.as_of)
    except ValueError as exc:
        raise UsageError(f"--as-of: {exc}") from None
    config = located(args, config)
    opened = _Open(args, config)
    asker = Asker.of(config.root)

    async def read() -> list[dict[str, Any]]:
        async with opened as (store, groups):
            answers = own or []
            if own is None:
                catalog = await Catalog.read(store, groups)
                dates = org.document_dates(await catalog.documents())
                for path in paths:
                    kept, gone = await decisions_for_path(store, groups, path, as_of, catalog, asker)
                    answers.append(answer_dict(path, kept, gone, as_of, dates))
            if not (args.project or args.all_projects):
                return answers
            if asker.slug is None:
                raise UsageError(f"{config.root}: this repository has no forge remote (git remote get-url origin), "
                                 "so no other repository's decision can name its paths")
            entries = [e for e in await org.choose(store, args.project or [], args.all_projects)
                       if e.name != opened.project]
            tops = [path_from_top(config, path) for path in paths]
            for answer, theirs in zip(answers, await org.governing_elsewhere(store, entries, tops, as_of, asker),
                                      strict=True):
                for key in ("decisions", "replaced"):
                    answer[key] += theirs[key]
            return answers

    try:
        return asyncio.run(read())
    except GraphError as exc:
        raise UsageError(str(exc)) from None
