"""`doccheck conventions [PATH]`: what doccheck learned of each family of documents (`repo/conventions.py`),
with the evidence for each part; `--format json`; `--write` prints it as `[[types]]` for `.doccheck.toml`, for
a team to review and pin (a configured type wins over anything learned)."""

from __future__ import annotations

import argparse
import json
import posixpath
from collections import Counter
from pathlib import Path
from typing import Any

from doccheck.config.load import Config


def add_conventions_parser(sub: Any) -> None:
    conventions = sub.add_parser(
        "conventions", help="show each family's conventions, learned from its template and its documents",
        description="Each family of documents (the numbered documents a template governs, or a folder of them): "
                    "the sections its template has and its documents keep, its statuses, its template's own text, "
                    "whether it writes supersessions on both sides. `--write` prints [[types]] to pin it.")
    conventions.add_argument("paths", nargs="*", type=Path, help="files or folders (default: the current folder)")
    conventions.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    conventions.add_argument("--format", choices=("text", "json"), default="text", help="text, or json for scripts")
    conventions.add_argument("--write", action="store_true", help="print the families as [[types]] TOML")
    conventions.add_argument("--no-cache", action="store_true", help="parse every file")


def learned_families(paths: list[Path], config: Config, use_cache: bool = True) -> dict[str, Any]:
    """{family folder: Family} of the documents under `paths` (every family, without them)."""
    from doccheck.run.discover import discover
    from doccheck.run.repository import families_by_document

    wanted = {relative for _path, relative in discover(paths, config)[0]} if paths else None
    by_place: dict[tuple[str, str], Any] = {}
    for relative, family in families_by_document(config, use_cache).items():
        if wanted is None or relative in wanted:
            by_place.setdefault((family.folder, family.template or ""), family)
    # A folder of one family is named by the folder; one whose records follow a template per kind, by both
    folders = Counter(folder for folder, _template in by_place)
    return dict(sorted((folder if folders[folder] == 1 else f"{folder} ({template})", family)
                       for (folder, template), family in by_place.items()))


def run_conventions_command(args: argparse.Namespace) -> int:
    from doccheck.cli.commands import load_for
    from doccheck.output.escape import terminal

    paths: list[Path] = args.paths or [Path(".")]
    config = load_for(paths, args)
    families = learned_families(paths, config, use_cache=not args.no_cache)
    if args.write:
        for folder, family in families.items():
            name = "learned-" + ("-".join(family.folder.lower().split("/")[-2:]) or "root")
            if folder != family.folder and family.template:  # one of the folder's templates per kind of record
                name += "-" + posixpath.splitext(posixpath.basename(family.template))[0].lower()
            entry = family.as_type("".join(c if c.isalnum() or c == "-" else "-" for c in name).strip("-"),
                                   by_name=folder != family.folder)
            print("[[types]]")
            for key, value in entry.items():
                print(f"{key} = {json.dumps(value)}")
            print()
        return 0
    if args.format == "json":
        print(json.dumps({"families": [family.describe() for family in families.values()]}, indent=2))
        return 0
    if not families:
        print("no family of documents found (a template governing numbered documents, or a folder of "
              "at least 10 numbered documents)")
    for family in families.values():
        stubs = len(family.documents) - family.full
        lines = [f"{family.folder or '.'}/: {len(family.documents)} documents" + (f" ({stubs} stubs)" if stubs else "")
                 + (f", template {family.template}" if family.template else ", no template (learned from the "
                    "documents)")]
        for key, title, kept in family.sections:
            mark = "required" if title in family.required else "written on a condition (if applicable)" \
                if title in family.on_condition else "optional"
            since = dict(family.kept_since).get(key)
            after = "" if since is None else f" (by every record {family.since_words(since)}: those before were " \
                "written without it)"
            listing = dict(family.parts_from).get(key)
            after += f" (the process document {listing} lists it among a record's parts)" if listing else ""
            lines.append(f"  section {title!r}: {mark}, kept by {kept} of {family.full}{after}")
            lines += [f"    required in {folder}/: kept by {n} of its {of} documents, a series of their own"
                      for folder, k, _title, n, of in family.folder_keeps if k == key]
        if family.statuses:
            source = f"the process document {family.choices_from}" if family.choices_from else "the template"
            offered = f" ({source} offers {', '.join(family.status_choices)})" if family.status_choices else ""
            lines.append(f"  statuses: {', '.join(family.statuses)}{offered}")
        for folder, stage, phase in family.stages:
            placed = f" ({phase})" if phase else ""
            lines.append(f"  stage folder {folder}/: the status '{stage}'{placed} of its records that state none")
        if family.any_status:
            lines.append("  statuses are open: the template lets a record state one of its own")
        if family.template_text:
            lines.append(f"  template text: {len(family.template_text)} lines under its headings that few "
                         "documents keep (DC301 where a section is still only these)")
        if family.writes_supersedes is False:
            said = "the template has no place for a \"Supersedes\"" if family.template else \
                "its documents only write \"Superseded by\""
            lines.append(f"  supersessions: {said}; a successor need not name what it supersedes (DC404)")
        lines.append(f"  numbered: {'yes' if family.numbered else 'no'}")
        for line in lines:
            print(terminal(line))
    return 0
