"""The pull request's comment: the decisions that govern the files it changes (`doccheck ci check
--decisions-comment`, the Action's `decisions-comment` input).

1. The files the pull request adds or changes: git's diff with the base (`--against`), else the GitHub API's
   list of the pull request's files (a shallow clone has no base); at most MAX_CHANGED of them.
2. For each, the decisions that govern it or that its code cites (`run/why.py`, the answer `doccheck why`
   gives, without the commits: a comment names the record's line, the glob and the citation).
3. The comment, grouped by decision, each with its status, date and why: the glob (its line in the record)
   and the changed files it names, the citation and its line in the code. Changed code that cites a decision
   that no longer holds comes first, naming the successor; a line that names the successor too tells the
   history, as DC421 reads it, and is not flagged. Everything the repository wrote is escaped for a GitHub
   comment (`output/escape.py`: no HTML, link, mention or reference starts in it), and the comment stops
   within GitHub's 65,536 characters with a line saying how many decisions it left out.
4. Written once and updated after (`pr_comment.py`): found by the hidden MARKER on its first line among the
   comments the token's own user or bot wrote. When nothing governs the changes, no comment is created, and
   one an earlier push wrote says so now.

Never part of the verdict: whatever fails here is one line in the log and the job summary, and the check's
exit code stays its own findings'.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from doccheck.output.escape import code_span, github_comment
from doccheck.regex import lazy

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.repo.decisions import Decisions
    from doccheck.run.check import Records
    from doccheck.run.why import Answer, Governing, Reason

MARKER = "<!-- doccheck:decisions -->"
HEADING = "### Decisions that govern this change"
MAX_COMMENT_BYTES = 65_536  # GitHub's limit is in characters; no character is fewer bytes than that
MAX_CHANGED = 3_000  # as many files as GitHub lists for a pull request
MAX_FILES_PER_GLOB = 10
MAX_CITING_FILES = 20
MAX_LINES = 20
MAX_GLOBS = 20
_NUMBER = lazy(r"[0-9]{1,9}+$")
FOOTER = "<sub>doccheck updates this comment on each push; `doccheck why PATH` gives the same answer for a path.</sub>"


class Entry(NamedTuple):
    """One decision across the changed files: the globs that name them, and the citations in their code."""

    governing: Governing
    globs: dict[tuple[str, int, str], list[str]]  # (glob, line, field) -> the changed files it names
    cites: list[Reason]
    files: set[str]


def render(answers: Sequence[Answer], decisions: Decisions, changed: int) -> str | None:
    """The comment's Markdown, or None when nothing governs any of the changed files and none cites a decision.
    `changed`: how many files the pull request changes (more than `answers` when they were bounded)."""
    entries, replaced = _entries(answers, True), _entries(answers, False)
    if not entries and not replaced:
        return None
    history = _telling_history(answers)
    flagged = {key: [r for r in entry.cites if (r.source, r.line, key) not in history]
               for key, entry in replaced.items()}
    in_force = [e for e in entries.values() if e.governing.in_force]
    proposed = [e for e in entries.values() if not e.governing.in_force]
    blocks: list[tuple[str, list[str]]] = []
    for key, entry in _ordered(replaced):
        if flagged[key]:
            blocks.append(("#### Changed code cites a decision that no longer holds",
                           _replaced_block(entry, flagged[key], decisions)))
    blocks += [("#### In force", _block(entry)) for _key, entry in _ordered(in_force)]
    blocks += [("#### Proposed, not in force yet", _block(entry)) for _key, entry in _ordered(proposed)]
    blocks += [("#### No longer in force, still named", _replaced_block(entry, [], decisions))
               for key, entry in _ordered(replaced) if not flagged[key]]
    governed = sum(1 for a in answers if a.decisions or a.replaced)
    citations = sum(len(found) for found in flagged.values())
    kinds = [f"{len(in_force):,} in force", f"{len(proposed):,} proposed" if proposed else "",
             f"{len(replaced):,} no longer in force" if replaced else ""]
    verb = "is governed by a decision or cites one" if governed == 1 else "are governed by a decision or cite one"
    which = f"{governed:,} of the {_count(changed, 'file')}" if governed < changed else \
        "The file" if changed == 1 else "Both files" if changed == 2 else f"All {changed:,} files"
    head = [f"{which} this pull request changes {verb}: {_count(len(entries) + len(replaced), 'decision')} "
            f"({', '.join(k for k in kinds if k)})."]
    if citations:
        head.append(f"**{_count(citations, 'line')} of changed code {'cites' if citations == 1 else 'cite'} a "
                    "decision that no longer holds.**")
    if changed > len(answers):
        head.append(f"Only the first {len(answers):,} changed files were looked at.")
    return _bounded(" ".join(head), blocks)


def nothing_governs(changed: int) -> str:
    """The comment an earlier push wrote, when nothing governs the changes any more."""
    return "\n".join([MARKER, HEADING, "", f"Nothing governs the {_count(changed, 'file')} this pull request "
                      "changes now: no record's globs name them, and their code cites no decision.", "", FOOTER, ""])


def _entries(answers: Sequence[Answer], kept: bool) -> dict[str, Entry]:
    entries: dict[str, Entry] = {}
    for answer in answers:
        for governing in answer.decisions if kept else answer.replaced:
            entry = entries.setdefault(governing.path, Entry(governing, {}, [], set()))
            entry.files.add(answer.path)
            for reason in governing.reasons:
                if reason.kind == "governs":
                    entry.globs.setdefault((reason.text, reason.line, reason.field), []).append(answer.path)
                elif reason not in entry.cites:
                    entry.cites.append(reason)
    return entries


def _telling_history(answers: Sequence[Answer]) -> set[tuple[str, int, str]]:
    """(code file, line, replaced decision) where that line cites a successor of the decision too: "ADR-0063,
    which reversed ADR-0040" tells the history, it does not follow the old decision (DC421 reads it so)."""
    cited: dict[tuple[str, int], set[str]] = {}
    for answer in answers:
        for governing in (*answer.decisions, *answer.replaced):
            for reason in governing.reasons:
                if reason.kind == "cites":
                    cited.setdefault((reason.source, reason.line), set()).add(governing.path)
    return {(source, line, governing.path) for answer in answers for governing in answer.replaced
            for reason in governing.reasons if reason.kind == "cites"
            for source, line in [(reason.source, reason.line)]
            if cited[(source, line)].intersection(governing.successors)}


def _ordered(entries: Mapping[str, Entry] | Sequence[Entry]) -> list[tuple[str, Entry]]:
    """The decision that reaches most of the change first, then by record."""
    items = list(entries.items()) if isinstance(entries, Mapping) else [(e.governing.path, e) for e in entries]
    return sorted(items, key=lambda item: (-len(item[1].files), item[0]))


def _title(label: str, title: str) -> str:
    """The title without the number the label already gives: "3. Log in JSON", "ADR-0026: Identify ..."."""
    number = _NUMBER.search(label)
    if number is None:
        return title.strip()
    word = re.escape(label[:number.start()].rstrip("-# "))
    named = re.match(rf"\s*+(?:(?i:{word})[- ]?)?0*{int(number.group(0))}(?![0-9])[ .:)\-–—]*+", title)
    return title[named.end():].strip() if named and title[named.end():].strip() else title.strip()


def _headline(governing: Governing) -> str:
    facts = " · ".join(github_comment(v, 60) for v in (governing.status or "no status", governing.date) if v)
    title = github_comment(_title(governing.label, governing.title), 200)
    return f"- **{github_comment(governing.label, 40)}** {title} · {facts} · {code_span(governing.path, 200)}"


def _block(entry: Entry) -> list[str]:
    lines = [_headline(entry.governing)]
    globs = list(entry.globs.items())
    for (glob, line, field), files in globs[:MAX_GLOBS]:
        named = ", ".join(code_span(f, 200) for f in files[:MAX_FILES_PER_GLOB])
        more = len(files) - MAX_FILES_PER_GLOB
        named += f" and {more:,} more" if more > 0 else ""
        where = f"line {line}" + (f", its {code_span(field, 40)} field" if field and field != "governs" else "")
        named = "" if files == [glob.strip().strip("/")] else f": {named}"  # the glob names that one file
        lines.append(f"  - governs {code_span(glob, 200)} ({where}){named}")
    if len(globs) > MAX_GLOBS:
        lines.append(f"  - and {_count(len(globs) - MAX_GLOBS, 'more glob')}")
    lines += _citations(entry.cites)
    return lines


def _citations(cites: Sequence[Reason]) -> list[str]:
    """A line per code file: the lines that cite the decision, and how (`ADR-0012`, a path to the record)."""
    by_file: dict[str, list[Reason]] = {}
    for reason in cites:
        by_file.setdefault(reason.source, []).append(reason)
    lines = []
    for source, found in list(by_file.items())[:MAX_CITING_FILES]:
        numbers = sorted({r.line for r in found})
        shown = ", ".join(str(n) for n in numbers[:MAX_LINES])
        shown += f" and {len(numbers) - MAX_LINES:,} more" if len(numbers) > MAX_LINES else ""
        written = list(dict.fromkeys(r.text for r in found))
        how = ", ".join(code_span(text, 120) for text in written[:3]) + (", ..." if len(written) > 3 else "")
        lines.append(f"  - cited in {code_span(source, 200)} on line{'s' * (len(numbers) != 1)} {shown} (as {how})")
    if len(by_file) > MAX_CITING_FILES:
        lines.append(f"  - and in {_count(len(by_file) - MAX_CITING_FILES, 'more file')}")
    return lines


def _replaced_block(entry: Entry, flagged: Sequence[Reason], decisions: Decisions) -> list[str]:
    """A decision that no longer holds, with what replaced it; `flagged`: the citations to change."""
    governing = entry.governing
    successors = [decisions.by_path[s] for s in governing.successors if s in decisions.by_path]
    if successors:
        said = "superseded by " + ", ".join(
            f"**{github_comment(s.label, 40)}** {github_comment(_title(s.label, s.title), 200)} "
            f"({github_comment(s.status or 'no status', 60)}, {code_span(s.relative, 200)})" for s in successors)
        said += ": cite the decision in force" if flagged else ""
    else:
        said = "it no longer holds" + (": cite a decision in force, or none" if flagged else "")
    lines = [f"{_headline(governing)}; {said}"]
    if not flagged:
        return lines + _block(entry)[1:]
    return lines + _citations(flagged)


def _bounded(head: str, blocks: Sequence[tuple[str, list[str]]]) -> str:
    """The comment, whole decisions at a time, within MAX_COMMENT_BYTES; a last line says how many were left."""
    top = [MARKER, HEADING, "", head]
    tail = ["", FOOTER, ""]
    used = _size(top) + _size(tail) + 400  # room for the line that says what was left out
    out, section, shown = list(top), "", 0
    for heading, lines in blocks:
        part = (["", heading, ""] if heading != section else []) + lines
        if used + _size(part) > MAX_COMMENT_BYTES:
            break
        out += part
        used += _size(part)
        section = heading
        shown += 1
    left = len(blocks) - shown
    if left:
        out += ["", f"**{_count(left, 'more decision')} {'is' if left == 1 else 'are'} not shown**: a GitHub "
                    f"comment holds at most {MAX_COMMENT_BYTES:,} characters. `doccheck why PATH` lists every "
                    "decision for a path."]
    return "\n".join(out + tail)


def _size(lines: Sequence[str]) -> int:
    return sum(len(line.encode()) + 1 for line in lines)


def _count(count: int, word: str) -> str:
    return f"{count:,} {word}{'s' * (count != 1)}"


def post_decisions_comment(config: Config, against: str, environ: Mapping[str, str], *, timeout: float,
                           use_cache: bool = True, checked: Sequence[Path] = (),
                           records: Records | None = None) -> list[str]:
    """Steps 1 to 4; what to say in the log and the job summary (one line). `records`: those the check read
    from `checked`, the table of decisions when they hold every folder the records are read from."""
    from doccheck.cli.ci.pr_comment import Unavailable, client_for, pull_request_files, upsert
    from doccheck.cli.ci.pulls import this_pull_request
    from doccheck.run.code_check import decisions_of
    from doccheck.run.why import decisions_for_paths, decisions_table

    number = this_pull_request(environ)
    if number is None:
        return ["Decisions comment not written: this run is not for a pull request (GITHUB_REF is not "
                "refs/pull/N/merge)."]
    try:
        changed = _changed_by_git(config.root, against) if against else None
        if changed is None:
            listing = client_for(environ, timeout)
            changed = _inside(config.root, pull_request_files(listing, environ, number, MAX_CHANGED))
        looked = changed[:MAX_CHANGED]
        decisions = decisions_of(records, config, use_cache) if records and _covers(checked, config) else \
            decisions_table(config, use_cache=use_cache)  # the records read once more, from the roots
        answers = decisions_for_paths(config, looked, use_cache=use_cache, provenance=False, decisions=decisions)
        body = render(answers, decisions, len(changed))
        client = client_for(environ, timeout)  # its deadline starts now, whatever reading the records took
        said = upsert(client, environ, number, MARKER, body, nothing_governs(len(changed)))
    except Unavailable as exc:
        return [f"Decisions comment not written: {exc}; the check goes on without it."]
    return [f"Decisions comment {said}."]


def _covers(checked: Sequence[Path], config: Config) -> bool:
    """Whether the checked paths hold every folder the repository's records are read from."""
    try:
        named = [p.resolve() for p in checked]
        return all(any(root.resolve().is_relative_to(p) for p in named) for root in config.root_folders)
    except (OSError, RuntimeError):
        return False


def _changed_by_git(root: Path, against: str) -> list[str] | None:
    """The files the change adds or changes, from the configuration's folder (those outside it left out)."""
    from doccheck.cli.ci.git import changed_files

    found = changed_files(root, against)
    if found is None:
        return None
    real = root.resolve()
    inside = []
    for path in found:
        try:
            inside.append(path.relative_to(real).as_posix())
        except ValueError:
            continue
    return sorted(inside)


def _inside(root: Path, names: Sequence[str]) -> list[str]:
    """The API's names (from the repository's top) from the configuration's folder, as git's top says it."""
    import subprocess

    try:
        done = subprocess.run(["git", "rev-parse", "--show-prefix"], cwd=root, capture_output=True, text=True,
                              check=False, timeout=60)
        prefix = done.stdout.strip() if done.returncode == 0 else ""
    except (OSError, subprocess.SubprocessError):
        prefix = ""
    return sorted(name[len(prefix):] for name in names if name.startswith(prefix) and name != prefix)
