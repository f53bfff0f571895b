"""`doccheck index`: verify the registers of decisions, or (`--fix`) rewrite them.

1. read the configuration and index every document under its roots (from the cache, as `doccheck check`);
2. the registers are the files the configuration names (`registers = [...]`) and every file with the markers;
3. each register's table is compared with the documents (the DC415 rule's words), or rewritten between its
   markers (appended to a named file that has none): running `--fix` twice changes nothing the second time.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from doccheck.errors import UsageError


def run_index_command(args: argparse.Namespace) -> int:
    from doccheck.boundary import Refused, read_file, write_file
    from doccheck.cli.commands import load_for
    from doccheck.output.escape import terminal
    from doccheck.read.source import MAX_BYTES
    from doccheck.repo.register_table import compare, expected_rows, replace_block
    from doccheck.run.check import run_check
    from doccheck.run.repository import build_index

    paths: list[Path] = args.paths or [Path(".")]
    config = load_for(paths, args)
    roots = config.root_folders
    report = run_check(roots, config, use_cache=not args.no_cache)
    index, _links = build_index({r.relative: r.record for r in report.results if r.record is not None}, config)
    registers = {r.strip("/"): True for r in config.model.registers}
    registers.update({e.relative: True for e in index.entries.values() if e.record.get("register") is not None})
    if not registers:
        raise UsageError("no register to write: name one in the configuration, e.g. "
                         'registers = ["docs/adr/README.md"], or put the markers in a file')
    stale = 0
    for relative in sorted(registers):
        path = config.root / relative
        shown = terminal(os.path.relpath(path))  # a register's name is a committed file's: printed escaped
        entry = index.entries.get(relative)
        block = entry.record.get("register") if entry is not None else None
        rows = expected_rows(index, relative, tuple(block[3]) if isinstance(block, list) and len(block) == 4 else ())
        if args.fix:
            try:
                text = read_file(path, limit=MAX_BYTES, root=config.root).decode("utf-8") if path.exists() else ""
            except Refused as exc:
                raise UsageError(f"cannot read the register: {exc}") from None
            except (OSError, UnicodeDecodeError) as exc:
                raise UsageError(f"{shown}: cannot read the register: {exc}") from None
            new = replace_block(text, rows)
            if new != text:
                try:
                    write_file(path, new.encode("utf-8"), root=config.root)
                except OSError as exc:
                    raise UsageError(f"{shown}: cannot write the register: {exc.strerror or exc}") from None
                print(f"{shown}: register rewritten ({len(rows)} decision{'s' * (len(rows) != 1)})")
            continue
        if not isinstance(block, list):
            stale += 1
            print(f"{shown}:1:1: DC415 index-out-of-date: no register markers; `doccheck index --fix` adds them")
            continue
        for found in compare([(int(n), str(t)) for n, t in block[2]], rows, int(block[1])):
            stale += 1
            print(f"{shown}:{found.line}:1: DC415 index-out-of-date: {terminal(found.message)}; "
                  "`doccheck index --fix` rewrites it")
    if not args.fix:
        done = len(registers)
        print(f"{done} register{'s' * (done != 1)} checked, {stale} out-of-date row{'s' * (stale != 1)}",
              file=sys.stderr)
    return 1 if stale else 0


def add_index_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = sub.add_parser(
        "index", help="verify the registers of decisions; --fix rewrites them",
        description="A register is a Markdown table of the decisions under its file's folder (number, title, "
                    "status, date, what supersedes or amends it) between two marker comments, in the files the "
                    "configuration names (`registers = [\"docs/adr/README.md\"]`) and any file with the markers. "
                    "Exit 1 when a register does not match the documents.")
    parser.add_argument("paths", nargs="*", type=Path, help="where to find the configuration (default: here)")
    parser.add_argument("--fix", action="store_true", help="rewrite the tables between the markers")
    parser.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    parser.add_argument("--no-cache", action="store_true", help="parse every file; neither read nor write the cache")
