"""Compare the graph's answers about a real git history with what git itself says.

    python bench/compare_history.py BUNDLE [--pairs 40] [--seed 2026] [--keep DIR] [--path FOLDER]

1. Clone BUNDLE (a git bundle or a repository) into a temporary folder and run `doccheck sync --history` there
   with no configuration (what a user new to doccheck would run); with `--path`, `doccheck sync FOLDER
   --history`, and git's side is read from that folder too.
2. Ground truth from git alone, without doccheck's reader: walk the first-parent commits oldest first, follow
   renames, and for every Markdown file each commit changed read its status the way a person would: a
   `| Status | X |` table row, a `Status: X` line (bulleted or bold or not) or front matter `status: X` (or
   `stage: X`) in the header, a `Status: X` line in a code block that opens the document (a fenced preamble,
   under a title or a `## Preamble` heading), or the first line under a `## Status` heading (not a quote).
3. Draw (document, date) pairs: a day between two of the document's changes, a day before it existed, a day
   after it was deleted or renamed away. The expected status is the one the file stated at the last
   first-parent commit on or before the end of that day (UTC), at whatever path it had then.
4. Ask `doccheck facts --as-of DATE --format json` (status facts of any of the document's paths), and the
   same `--known-at DATE`, and compare.
   Then compare each document's `doccheck history PATH --format json` (PATH: the last path it had) status
   timeline with git's sequence of statuses at all its paths, and its supersessions with the `Superseded by` /
   `Supersedes` values git has.

Prints the agreed and disagreed counts and each disagreement. A status that holds from the date a document
states for itself, before the commit that added it, is what doccheck promises (README, "valid time"): such
pairs are counted apart as "stated-date", not as disagreements.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import NamedTuple

# The header is the part of a document before its second heading: where people state the status.
_TABLE_STATUS = re.compile(r"^\s*\|\s*\**\s*status\s*\**\s*:?\s*\|\s*([^|\n]*)", re.I | re.M)
_LINE_STATUS = re.compile(r"^\s*(?:[*+-]\s+)?\**status\**\s*:\**\s*(.+)$", re.I | re.M)
_STATUS_HEADING = re.compile(r"^#{1,6}\s*status\s*$", re.I | re.M)
_REFERENCE = re.compile(r"^\s*\|?\s*\**\s*(superseded by|supersedes)\s*\**\s*:?\s*\|?\s*:?\s*([^|\n]*)", re.I | re.M)
# The same word written two ways; anything else is compared as written. A final comment period (FCP) is the
# last stretch of a review.
_SAME = {"review": "in-review", "in review": "in-review", "under review": "in-review",
         "final comment period": "in-review", "fcp": "in-review"}


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, errors="replace",
                          check=True).stdout


def doccheck(repo: Path, *args: str, check: bool = True) -> str:
    for _attempt in range(3):  # a machine busy with other work may keep the embedded server from answering
        done = subprocess.run([sys.executable, "-m", "doccheck", *args], cwd=repo, capture_output=True, text=True)
        if "did not answer" not in done.stderr:
            break
    if done.returncode != 0 and check:
        raise SystemExit(f"doccheck {' '.join(args)}: exit {done.returncode}: {done.stderr.strip()[-500:]}")
    return done.stdout if done.returncode == 0 else "[]"


def _clean(value: str) -> str:
    """The status word(s): emphasis, comments and any sentence after the first left out ("Refinement completed.
    TP in 3.4" is "refinement completed"), and what follows a separator a person reads as the end of the status
    ("Accepted | Date: ...", "accepted, decided by ...", "Proposed — pending ...", "Inactive (...)",
    "Superseded by [ADR-0020](...)", "Deprecated in favor of SEP-24", "FCP: Acceptance" (the status, then the
    disposition it heads for), "Approved via TSC vote", "In Review 06/10/2020": the status is the word
    before), one hyphen between words. Not "for": "Ready for Release" is one status."""
    value = re.sub(r"<!--.*?-->", "", value)
    value = re.sub(r"[*_`]", "", value).strip().lower()
    value = re.split(r"\.\s", value, maxsplit=1)[0].strip().strip(".").strip()
    value = re.split(r"\s*(?:\||,|:\s|\s[-–—]\s|\(|\[|→|(?<!-)\b(?:by|via)\b(?!-)|\bin\s+favou?r\s+of\b"
                     r"|\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2})", value, maxsplit=1)[0].strip()
    value = re.sub(r"\s+(?:on|at|since)$", "", value)
    value = _SAME.get(value, value)
    return re.sub(r"\s+", "-", value)


def fenced_header(text: str) -> str | None:
    """The lines of a code block that opens the document, before any paragraph: the header some families write
    as `Key: value` lines in a fence (stellar's CAPs and SEPs, bitcoin's BIPs), under a title or a `## Preamble`
    heading or neither. None when the first thing a reader meets, past headings and comments, is not a fence."""
    lines = text.splitlines()
    at = 0
    while at < len(lines):
        line = lines[at].strip()
        if line.startswith("<!--"):
            while at < len(lines) and "-->" not in lines[at]:
                at += 1
        elif line and not line.startswith("#"):
            break
        at += 1
    opening = re.match(r" {0,3}(`{3,}|~{3,})[^`]*$", lines[at]) if at < len(lines) else None
    if not opening:
        return None
    marker = opening.group(1)
    block: list[str] = []
    for line in lines[at + 1:]:
        if line.strip().startswith(marker[0] * len(marker)) and not line.strip().strip(marker[0]):
            break
        block.append(line)
    return "\n".join(block)


def read_status(text: str) -> str | None:
    """The status a person reads in the document's header, lower case; None when it states none."""
    if text.startswith("---\n"):
        end = text.find("\n---", 4)
        # `stage:` is the status of a process that names its steps stages (emberjs/rfcs: accepted, released).
        front = re.search(r"^(?:status|stage):\s*['\"]?([^'\"\n]+)", text[4:end], re.I | re.M) if end > 0 else None
        if front:  # a YAML comment after the value is not part of it (`stage: accepted # FIXME`)
            return _clean(re.split(r"\s#", front.group(1), maxsplit=1)[0])
    fenced = fenced_header(text)
    if fenced is not None:
        found = re.search(r"^\s*status\s*:\s*(.+)$", fenced, re.I | re.M)
        if found and _clean(found.group(1)):
            return _clean(found.group(1))
    headings = [m.start() for m in re.finditer(r"^#{1,6}\s", text, re.M)]
    header = text[: headings[1]] if len(headings) > 1 else text[:3000]
    for pattern in (_TABLE_STATUS, _LINE_STATUS):
        found = pattern.search(header)
        if found and _clean(found.group(1)):
            return _clean(found.group(1))
    heading = _STATUS_HEADING.search(text)
    if heading:
        for line in text[heading.end():].splitlines():
            if line.strip():
                # a heading, or a quote or GitHub alert ("> [!IMPORTANT]") of prose: no status stated
                return None if line.startswith(("#", ">")) else _clean(line.strip().lstrip("-*+ "))
    return None


def read_references(text: str) -> dict[str, str]:
    """`superseded by` / `supersedes` -> the value stated, when it is not N/A or empty."""
    found: dict[str, str] = {}
    for match in _REFERENCE.finditer(text[:3000]):
        value = _clean(match.group(2))
        if value and value not in {"n/a", "na", "none", "-"}:
            found.setdefault(match.group(1).lower(), value)
    return found


class Change(NamedTuple):
    time: datetime
    commit: str
    path: str
    status: str | None  # None: no status stated
    deleted: bool
    references: dict[str, str]


def ground_truth(repo: Path, folder: str | None = None) -> dict[str, list[Change]]:
    """Document key (its first path) -> its changes on the first-parent line, oldest first; `folder`: only the
    files under it (a move into it or out of it is an addition or a deletion, as the sync of that folder sees
    it)."""
    log = git(repo, "log", "--first-parent", "--reverse", "--format=%H %cI")
    key_of: dict[str, str] = {}
    changes: dict[str, list[Change]] = defaultdict(list)
    previous: str | None = None
    for line in log.splitlines():
        commit, stamp = line.split()
        when = datetime.fromisoformat(stamp).astimezone(UTC)
        base = [previous, commit] if previous else ["--root", commit]
        # Markdown files only: git reads no other file's blob to find renames (a partial mirror lacks some).
        diff = git(repo, "diff-tree", "-r", "-M", "--name-status", "--no-commit-id", "-z", *base, "--",
                   f":(glob,icase){folder.rstrip('/') + '/' if folder else ''}**/*.md").split("\0")
        index = 0
        while index < len(diff) - 1:
            kind = diff[index]
            paths = diff[index + 1: index + (3 if kind[0] in "RC" else 2)]
            index += 1 + len(paths)
            if not paths[-1].lower().endswith(".md") and not paths[0].lower().endswith(".md"):
                continue
            if kind[0] == "R":
                old, new = paths
                key = key_of.pop(old, old)
                key_of[new] = key
            else:
                new = paths[0]
                key = key_of.get(new, new)
                if new not in key_of and key in changes and changes[key][-1].path != new:
                    # The document that began at this path moved away: what is added here now is another one.
                    key = f"{new} (added {when.date()})"
                key_of[new] = key
            if kind[0] == "D":
                changes[key].append(Change(when, commit, new, None, True, {}))
                key_of.pop(new, None)
                continue
            text = git(repo, "show", f"{commit}:{new}")
            changes[key].append(Change(when, commit, new, read_status(text), False, read_references(text)))
        previous = commit
    # A template states the status a new document is to take, not one a document has.
    return {key: found for key, found in changes.items()
            if any(c.status for c in found) and not any("template" in c.path.lower() for c in found)}


def state_at(changes: list[Change], day: date) -> Change | None:
    """The document's last change on or before the end of the day (UTC), None before it existed."""
    end = datetime.combine(day, datetime.max.time(), UTC)
    before = [c for c in changes if c.time <= end]
    return before[-1] if before else None


def draw_pairs(truth: dict[str, list[Change]], count: int, seed: int, first: date, last: date
               ) -> list[tuple[str, date, str]]:
    """(document, day, why) pairs: between edits, before the document, after its deletion or rename."""
    rng = random.Random(seed)
    kinds: dict[str, list[tuple[str, date, str]]] = defaultdict(list)
    for key, changes in sorted(truth.items()):
        days = sorted({c.time.date() for c in changes})
        for start, end in zip(days, [*days[1:], last + timedelta(days=1)], strict=True):
            if (end - start).days > 1:
                day = start + timedelta(days=rng.randrange(1, (end - start).days))
                kinds["between edits"].append((key, day, "between edits"))
        if (days[0] - first).days > 1:
            kinds["before it existed"].append(
                (key, first + timedelta(days=rng.randrange(1, (days[0] - first).days)), "before it existed"))
        paths = [c.path for c in changes]
        if changes[-1].deleted and (last - days[-1]).days > 1:
            kinds["after deletion"].append(
                (key, days[-1] + timedelta(days=rng.randrange(1, (last - days[-1]).days)), "after deletion"))
        if len(set(paths)) > 1:
            renamed = next(c.time.date() for c in changes if c.path != paths[0])
            kinds["across a rename"].append((key, renamed + timedelta(days=rng.randrange(1, 60)),
                                             "after a rename"))
            if (renamed - days[0]).days > 1:
                kinds["across a rename"].append(
                    (key, days[0] + timedelta(days=rng.randrange(1, (renamed - days[0]).days)), "before a rename"))
    picked: list[tuple[str, date, str]] = []
    for group in kinds.values():
        rng.shuffle(group)
    share = max(1, count // max(1, len(kinds)))
    for group in kinds.values():
        picked += group[:share]
    rest = [p for group in kinds.values() for p in group[share:]]
    rng.shuffle(rest)
    return sorted(picked + rest[: max(0, count - len(picked))], key=lambda p: (p[1], p[0]))


def compare(repo: Path, truth: dict[str, list[Change]], pairs: list[tuple[str, date, str]]
            ) -> tuple[int, int, list[str]]:
    """Each pair asked twice: `--as-of DAY` (valid time) and `--as-of DAY --known-at DAY` (as the repository said
    then, so a date a document states for itself before its commit is not yet known): both must be git's."""
    agreed = stated = 0
    wrong: list[str] = []
    answers: dict[tuple[date, bool], list[dict[str, object]]] = {}
    # A path is not always one document (a draft's name used by one proposal after another): a fact is the
    # document's whose change at that path is the commit that stated it.
    owner = {(c.commit, c.path): key for key, changes in truth.items() for c in changes}
    for key, day, why in pairs:
        now = state_at(truth[key], day)
        expected = [] if now is None or now.deleted or now.status is None else [now.status]
        paths = {c.path for c in truth[key]}
        results = []
        for known in (False, True):
            if (day, known) not in answers:
                extra = ["--known-at", day.isoformat()] if known else []
                answers[day, known] = json.loads(doccheck(repo, "facts", "--as-of", day.isoformat(), *extra,
                                                          "--format", "json"))["facts"]
            facts = [f for f in answers[day, known] if f["relation"] == "HAS_STATUS" and f["path"] in paths
                     and owner.get((f["commit"], f["path"]), key) == key]
            results.append((known, facts, sorted(str(f["object"]) for f in facts)))
        as_of, known_at = results
        early = now is None and len(as_of[1]) == 1 and str(as_of[1][0]["valid_from"]) <= day.isoformat() and any(
            c.commit == as_of[1][0]["commit"] and c.status == as_of[2][0] for c in truth[key])
        if known_at[2] == expected and (as_of[2] == expected or early):
            agreed += as_of[2] == expected
            stated += early  # the document's own date, before its first commit (README: valid time)
            continue
        at = f"{now.commit[:12]} {now.path}" if now else "not yet in git"
        for known, facts, got in results:
            if got != expected and not (early and not known):
                wrong.append(f"{key} {'known at' if known else 'as of'} {day} ({why}): git {expected} ({at}); "
                             f"doccheck {got} {[(f['path'], f['valid_from'], f['valid_to']) for f in facts]}")
    return agreed, stated, wrong


def compare_histories(repo: Path, truth: dict[str, list[Change]]) -> tuple[int, list[str]]:
    """Each document's status timeline and supersessions from `doccheck history` against git's."""
    agreed = 0
    wrong: list[str] = []
    for key, changes in sorted(truth.items()):
        expected: list[str] = []
        for change in changes:
            status = None if change.deleted else change.status
            if status and (not expected or expected[-1] != status):
                expected.append(status)
        got: list[str] = []
        supersession: set[str] = set()
        latest = changes[-1].path  # asked as a user would, by the path it has last: renames are followed
        for entry in json.loads(doccheck(repo, "history", latest, "--format", "json", check=False)):
            if entry["path"] != latest:
                continue
            for status in entry["statuses"]:
                if not got or got[-1] != status["status"]:
                    got.append(status["status"])
            supersession |= {_clean(str(f["object"] if f["subject"] == entry["id"] else f["subject"]))
                             for f in entry["superseded_by"] + entry["supersedes"]
                             if f["relation"] in ("SUPERSEDES", "REPLACES")}  # not an amendment
        stated = {v for c in changes for v in c.references.values()}
        if got == expected and supersession == stated:
            agreed += 1
        else:
            wrong.append(f"{key}: git statuses {expected}, doccheck {got}; "
                         f"supersession: git {sorted(stated)}, doccheck {sorted(supersession)}")
    return agreed, wrong


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--pairs", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--keep", type=Path, help="clone here and keep it (default: a temporary folder)")
    parser.add_argument("--path", help="sync and compare only this folder of the repository (a large code "
                                       "repository's design documents)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        repo = (args.keep or Path(scratch)) / args.bundle.stem
        if not repo.exists():
            subprocess.run(["git", "clone", "-q", "--no-checkout", str(args.bundle.resolve()), str(repo)], check=True)
            if subprocess.run(["git", "checkout", "-q", "HEAD", "--", "."], cwd=repo, capture_output=True).returncode:
                # A partial mirror (its largest files listed but absent): the documents are what the sync reads.
                git(repo, "checkout", "-q", "HEAD", "--", ":(glob)**/*.md")
        os.environ.pop("GITHUB_REF_NAME", None)
        # --force: the sync writes on the branch the clone has checked out, whatever its name (master, dev).
        summary = json.loads(doccheck(repo, "sync", *([args.path] if args.path else []), "--history", "--force",
                                      "--format", "json", "--quiet"))
        print(f"sync: {summary['versions']['commits']} commits, {summary['versions']['read']} versions of "
              f"{summary['versions']['documents']} documents, {summary['written'].get('facts', 0)} facts written")
        truth = ground_truth(repo, args.path)
        times = [datetime.fromisoformat(t).date() for t in git(repo, "log", "--first-parent", "--format=%cI").split()]
        pairs = draw_pairs(truth, args.pairs, args.seed, min(times), max(times))
        agreed, stated, wrong = compare(repo, truth, pairs)
        print(f"(document, date) pairs, each --as-of and --known-at: {len(pairs)} checked, {agreed} agreed, "
              f"{stated} stated-date, {len(pairs) - agreed - stated} disagreed")
        for line in wrong:
            print("  " + line)
        timelines, different = compare_histories(repo, truth)
        print(f"status timelines: {len(truth)} documents, {timelines} agreed, {len(different)} disagreed")
        for line in different:
            print("  " + line)
    return 1 if wrong or different else 0


if __name__ == "__main__":
    raise SystemExit(main())
