"""`doccheck new`, `supersede`, `link` and `renumber`: records written in their family's own form
(`run/authoring/`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from doccheck.errors import UsageError

RELATIONS = "supersedes, superseded-by, amends, amended-by (replaces, replaced-by)"


def add_authoring_parsers(sub: Any, command: str | None = None) -> None:
    if command in (None, "new"):
        new = sub.add_parser(
            "new", help="write a new record: the next number of its family, from the family's template",
            description="Write a new record in its family's own form: the family (the records where you are, or "
                        "--folder/--type), the next number free here and on the target branch (--against, else the "
                        "pull request's base or origin/HEAD), the file name and title line as its records write "
                        "them, the body from the family's template with the date, status, number and title "
                        "filled. Prints the new file's path. Never replaces a file.")
        new.add_argument("title", help="the record's title, e.g. \"Use PostgreSQL for the datastore\"")
        new.add_argument("--type", dest="doc_type", help="the family's document type (adr, rfc, ...)")
        new.add_argument("--folder", type=Path, help="the folder of the family (default: the one here)")
        new.add_argument("--supersedes", action="append", default=[], metavar="DOC",
                         help="a record this one supersedes (a number or a path); both records say so")
        new.add_argument("--amends", action="append", default=[], metavar="DOC",
                         help="a record this one amends (a number or a path); both records say so")
        new.add_argument("--status", help="its status (default: the family's first, e.g. Proposed)")
        new.add_argument("--against", metavar="REF", help="also skip the numbers this git ref uses")
        new.add_argument("--draft", action="store_true",
                         help="a proposal without a number (draft-<name>.md, or 0000-<name>.md where the family "
                              "names its proposals so); `doccheck accept` numbers it once it is accepted")
        _common(new)
    if command in (None, "supersede"):
        supersede = sub.add_parser(
            "supersede", help="record that NEW supersedes OLD, in both documents",
            description="Write the supersession in both records, in the place and words their family uses; the "
                        "old record's status is no longer in force. Running it again changes nothing.")
        supersede.add_argument("old", metavar="OLD", help="the superseded record: a number or a path")
        supersede.add_argument("new", metavar="NEW", help="the record that supersedes it")
        _common(supersede)
    if command in (None, "link"):
        link = sub.add_parser(
            "link", help="record a relation between two records, in both documents",
            description=f"`doccheck link A REL B`: A REL B, written in both records. REL: {RELATIONS}.")
        link.add_argument("first", metavar="A", help="a record: a number or a path")
        link.add_argument("relation", metavar="REL", help=RELATIONS)
        link.add_argument("second", metavar="B", help="the other record")
        _common(link)
    if command in (None, "renumber"):
        renumber = sub.add_parser(
            "renumber", help="give a record another number: its file, its title, and every citation of it",
            description="Rename the record's file (or its NNNN-x/ folder) to the new number, set its title's number "
                        "and the header fields that hold it, and rewrite every citation of it: links to it, ids "
                        "such as ADR-0007 or ADR 7 in the documents, and in code comments. Shows the diff first; "
                        "on a git work tree with uncommitted changes that is all it does unless --write is given.")
        renumber.add_argument("doc", metavar="DOC", help="the record: a path or its number")
        renumber.add_argument("number", metavar="N", help="its new number")
        renumber.add_argument("--dry-run", action="store_true", help="show the diff and write nothing")
        renumber.add_argument("--write", action="store_true",
                              help="write even when the git work tree has uncommitted changes")
        renumber.add_argument("--against", metavar="REF", help="also refuse a number this git ref uses")
        _common(renumber)
    if command in (None, "accept"):
        accept = sub.add_parser(
            "accept", help="number a draft and accept it: the next free number, its name, title and status",
            description="A draft written with `doccheck new --draft` (draft-<name>.md, 0000-<name>.md) takes the "
                        "next number free in its family (here, on disk and on the target branch), is renamed and "
                        "titled as the family's records are, and its status is set to accepted; every link to it "
                        "follows. Shows the diff first; on a git work tree with uncommitted changes that is all it "
                        "does unless --write is given.")
        accept.add_argument("doc", metavar="DOC", help="the draft's path")
        accept.add_argument("--dry-run", action="store_true", help="show the diff and write nothing")
        accept.add_argument("--write", action="store_true",
                            help="write even when the git work tree has uncommitted changes")
        accept.add_argument("--against", metavar="REF", help="also skip the numbers this git ref uses")
        _common(accept)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    parser.add_argument("--no-cache", action="store_true", help="parse every file; neither read nor write the cache")


def run_authoring_command(args: argparse.Namespace) -> int:
    from doccheck.cli.commands import load_for
    from doccheck.output.escape import terminal
    from doccheck.run.authoring.new import new_record
    from doccheck.run.authoring.relations import relation
    from doccheck.run.authoring.write import Workspace, link, resolve

    # The configuration is found from where the records are: the folder named, else the first document named.
    named = [Path(a) for a in (getattr(args, "folder", None), getattr(args, "old", None), getattr(args, "first", None),
                               getattr(args, "doc", None)) if a is not None]
    start = next((p if p.is_dir() else p.parent for p in named if p.exists()), Path("."))
    config = load_for([start], args)
    ws = Workspace(config, use_cache=not args.no_cache)
    if args.command == "new":
        made = new_record(ws, args.title, folder=args.folder, doc_type=args.doc_type, against=args.against,
                          status=args.status, supersedes=args.supersedes, amends=args.amends, draft=args.draft)
        where = f"free here and on {made.ref}" if made.ref else "free here"
        if args.draft:
            where = "a draft: no number until `doccheck accept` gives it one"
        origin = f"from {made.candidate.template}" if made.candidate.template else \
            "in the shape of its records" if made.candidate.members else f"in the {made.candidate.doc_type} form"
        print(terminal(ws.shown(made.relative)))
        what = made.candidate.doc_type if args.draft else f"{made.candidate.doc_type} {made.number}"
        print(terminal(f"doccheck: {what} ({where}), {origin}"), file=sys.stderr)
        _report(ws, made.links)
        return 0
    if args.command == "renumber":
        return _renumber(ws, args)
    if args.command == "accept":
        from doccheck.run.authoring.accept import accept

        return _moved(ws, args, accept(ws, resolve(ws, args.doc), against=args.against), "accept")
    if args.command == "supersede":
        old, new = resolve(ws, args.old), resolve(ws, args.new)
        _report(ws, link(ws, new, "supersedes", old))
        return 0
    kind = relation(args.relation)
    if kind is None:
        raise UsageError(f"{args.relation!r} is not a relation; one of: {RELATIONS}")
    _report(ws, link(ws, resolve(ws, args.first), kind, resolve(ws, args.second)))
    return 0


def _report(ws: Any, outcomes: list[Any]) -> None:
    from doccheck.output.escape import terminal

    for outcome in outcomes:
        shown = ws.shown(outcome.relative)
        if outcome.said is not None:
            print(terminal(f"{shown}: {outcome.said}"))
        elif outcome.note is not None:
            print(terminal(f"{shown}: {outcome.note}"))
        else:
            print(terminal(f"{shown}: says so already"))



def _renumber(ws: Any, args: argparse.Namespace) -> int:
    import re

    from doccheck.run.authoring.renumber import plan
    from doccheck.run.authoring.write import resolve

    relative = resolve(ws, args.doc)
    digits = re.fullmatch(r"(?:[A-Za-z]{1,12}[-_ ]?)?#?(\d{1,8})", args.number.strip())
    if digits is None:
        raise UsageError(f"{args.number!r} is not a number (12, 0012, ADR-0012)")
    return _moved(ws, args, plan(ws, relative, int(digits.group(1)), against=args.against), "renumber")


def _moved(ws: Any, args: argparse.Namespace, renumbering: Any, verb: str) -> int:
    """The diff, then the writes (`renumber`, `accept`), unless a dry run is asked for or git's tree is dirty."""
    from doccheck.output.escape import terminal
    from doccheck.run.authoring.renumber import apply, diff
    from doccheck.run.authoring.tree import dirty

    for line in diff(renumbering).splitlines():
        print(terminal(line))
    moved = f"{ws.shown(renumbering.old)} as {renumbering.new_number}: {ws.shown(renumbering.new)}"
    count, files = renumbering.citations, renumbering.cited_in
    what = f"{count} citation{'s' * (count != 1)} in {files} other file{'s' * (files != 1)}" if count else \
        "no other file cites it"
    registers = "".join(f"; register {ws.shown(r)} written again" for r in renumbering.registers)
    if args.dry_run:
        print(terminal(f"doccheck: dry run, nothing written: would {verb} {moved}; {what}{registers}"),
              file=sys.stderr)
        return 0
    if not args.write and dirty(renumbering.top):
        print(terminal(f"doccheck: the git work tree has uncommitted changes, so this is a dry run and nothing was "
                       f"written (would {verb} {moved}); commit them first, or run again with --write"),
              file=sys.stderr)
        return 0
    apply(ws, renumbering)
    print(terminal(f"doccheck: {verb}ed {moved}; {what}{registers}"), file=sys.stderr)
    return 0
