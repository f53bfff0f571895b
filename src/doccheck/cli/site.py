"""`doccheck site OUT/`: its arguments here; the site package is imported only when the command runs, so that
checking documents never pays for it."""

from __future__ import annotations

import argparse
from pathlib import Path


def add_site_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from doccheck.cli.arguments import positive_int

    parser = sub.add_parser(
        "site", help="write the decision log as a static HTML site",
        description="Write a static HTML decision log into OUT/: a timeline with filters and search, a page per "
                    "document (metadata, text, status history, findings), a supersession and dependency graph, "
                    "the conflicts between documents and what was in force on a date. It works from file:// and "
                    "fetches nothing.")
    parser.add_argument("out", type=Path, metavar="OUT", help="the folder to write (new, empty, or an earlier site)")
    parser.add_argument("paths", nargs="*", type=Path, help="where to find the configuration (default: here)")
    parser.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    parser.add_argument("--no-cache", action="store_true", help="parse every file; neither read nor write the cache")
    parser.add_argument("--jobs", "-j", type=positive_int, help="worker processes (default: one per core)")
    from doccheck.cli.commands import add_project_arguments

    add_project_arguments(parser)
    parser.add_argument("--falkordb-url", metavar="URL",
                        help="with --project or --all-projects: the graph server the repositories sync to (default: "
                             "$DOCCHECK_FALKORDB_URL, else the embedded graph; password from "
                             "$DOCCHECK_FALKORDB_PASSWORD)")


def run_site_command(args: argparse.Namespace) -> int:
    from doccheck.cli.commands import load_for
    from doccheck.errors import UsageError
    from doccheck.output.escape import terminal
    from doccheck.site.build import build_site

    paths: list[Path] = args.paths or [Path(".")]
    config = load_for(paths, args)
    if args.project or args.all_projects:  # many repositories, from a graph server (`site/org.py`)
        import os

        try:
            from doccheck.site.org import build_org_site
        except ImportError as exc:
            raise UsageError(f"doccheck site --all-projects needs the graph extra ({exc.name} is missing): "
                             "pip install 'doccheck[graph]'") from None
        url = args.falkordb_url or os.environ.get("DOCCHECK_FALKORDB_URL") or config.sync.falkordb_url
        built = build_org_site(config, args.out, url, args.project or [], args.all_projects,
                               use_cache=not args.no_cache, jobs=args.jobs)
    else:
        if args.falkordb_url:
            raise UsageError("--falkordb-url is for a site of many repositories: give --project NAME or "
                             "--all-projects too")
        built = build_site(config, args.out, use_cache=not args.no_cache, jobs=args.jobs)
    where = {"graph": "from the graph", "git": "from git", "": "none (no graph, not a git repository)"}
    out = terminal(args.out.as_posix().rstrip("/"))
    print(f"{out}/index.html: {built.documents} documents, {built.relations} relations, "
          f"{built.conflicts} conflicts; status history {where[built.history]}")
    return 0
