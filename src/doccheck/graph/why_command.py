"""`doccheck why PATH --as-of DATE`: the answer from the graph's history (the CLI's `cli/why.py` parses it)."""

from __future__ import annotations

import argparse
import asyncio
from typing import TYPE_CHECKING, Any

from doccheck.errors import UsageError

if TYPE_CHECKING:
    from doccheck.config.load import Config


def answers_as_of(args: argparse.Namespace, config: Config, paths: list[str]) -> list[dict[str, Any]]:
    from doccheck.graph.commands import _Open, located
    from doccheck.graph.errors import GraphError
    from doccheck.graph.query import Catalog, parse_as_of
    from doccheck.graph.query.why import answer_dict, decisions_for_path

    try:
        as_of = parse_as_of(args.as_of)
    except ValueError as exc:
        raise UsageError(f"--as-of: {exc}") from None
    config = located(args, config)
    opened = _Open(args, config)

    async def read() -> list[dict[str, Any]]:
        async with opened as (store, groups):
            catalog = await Catalog.read(store, groups)
            dates = {ref.path: ref.date for refs in (await catalog.documents()).values() for ref in refs}
            answers = []
            for path in paths:
                kept, gone = await decisions_for_path(store, groups, path, as_of, catalog)
                answers.append(answer_dict(path, kept, gone, as_of, dates))
            return answers

    try:
        return asyncio.run(read())
    except GraphError as exc:
        raise UsageError(str(exc)) from None
