"""Citations of decisions in code, through the history: (code file) CITES (record) facts with their intervals.

A sync step after the documents' (`sync.py`), so that a citation is history-true like everything else:

1. Commits: the first-parent commits after the code cursor (all of them on a first sync or with `--history`)
   whose diff adds or removes a line that may cite a record: `git log -G` with the repository's series words
   (`ADR-`, `ADR 12`), `@adr`, and `.md`, over every file but Markdown, each with the code files it touched.
2. Each touched file's blob at that commit, read from git (never the working tree), scanned as `doccheck check`
   scans it (`read/code_citations.py`), its mentions resolved against the repository's records as they are now.
3. Intervals: a citation holds from the commit that wrote it until the commit that removed it, or the file.
   What a file cited before the cursor is read back from the graph (its open facts).
4. Facts: (code file) CITES (record), origin "code", in the record's group, with the citing line and the commit
   that wrote it; ids are uuid5 of (group, file, record, first commit), so a run replayed writes the same facts.
   A record the graph does not hold (not synced, or no record at all: DC420's) is not written.
"""

from __future__ import annotations

import re
import uuid
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from doccheck.graph.history import git
from doccheck.graph.history.episodes import NAMESPACE
from doccheck.graph.temporal.facts import DocRef, Entity, Fact, document_entity

if TYPE_CHECKING:
    from pathlib import Path

    from doccheck.config.load import Config
    from doccheck.graph.storage.store import GraphStore
    from doccheck.read.code_citations import Citing
    from doccheck.repo.decisions import Decisions

RELATION = "CITES"
ORIGIN = "code"
CURSOR = "code citations"  # the cursor's scope: where the next sync's walk of the code starts
_MARKDOWN = (".md", ".markdown", ".mdown", ".mkd")
# Files no comment is written in: `-G` would read their blobs, which a partial clone leaves out (edgex-docs' PNGs).
_BINARY = (".png", ".jpg", ".jpeg", ".gif", ".webp", ".ico", ".bmp", ".svg", ".pdf", ".zip", ".gz", ".tgz", ".jar",
           ".woff", ".woff2", ".ttf", ".otf", ".mp4", ".mov", ".mp3", ".wasm", ".bin", ".exe", ".so", ".dylib")


class CodeCommit(NamedTuple):
    sha: str
    time: datetime
    files: tuple[tuple[str, str | None], ...]  # (path from the repository's top, blob; None: deleted)


class Open(NamedTuple):
    """A citation holding at the walk's current commit."""

    target: str  # the record's path
    line: int
    commit: str
    since: datetime


class Report(NamedTuple):
    commits: int
    files: int
    facts: int  # written (or planned, in a dry run)


def pickaxe(citing: Citing) -> str:
    """A POSIX extended regular expression (git's `-G`) that a line citing anything matches, case by case."""
    def caseless(text: str) -> str:
        return "".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() else re.escape(c).replace("\\-", "-")
                       for c in text)

    words = [caseless(w) + "[-_ #]?[0-9]" for w in citing.words if re.fullmatch(r"[a-z-]{1,30}", w)]
    literals = [caseless(literal) for _pattern, literal in citing.patterns if literal.isprintable()]
    return "|".join([*words, "@" + caseless("adr"), r"\.[mM][dD]", *literals])


def code_commits(top: Path, prefix: str, after: str | None, citing: Citing) -> list[CodeCommit]:
    """The first-parent commits after `after` whose diff adds or removes a line that may cite (see the module's
    docstring), oldest first, with the non-Markdown files each touched under the configuration's folder."""
    span = f"{after}..HEAD" if after else "HEAD"
    spec = prefix.rstrip("/") or "."
    out = git.git(top, "log", "--first-parent", "--diff-merges=first-parent", "--raw", "--no-renames",
                  "--no-abbrev", "--reverse", "-z", "--format=%x00C %H %ct", f"-G{pickaxe(citing)}", span, "--",
                  spec, *(f":(exclude,glob,icase)**/*{suffix}" for suffix in (*_MARKDOWN, *_BINARY)))
    commits: list[CodeCommit] = []
    sha, when = "", None
    files: list[tuple[str, str | None]] = []
    fields = out.split("\0")
    index = 0
    while index < len(fields):
        item = fields[index].lstrip("\n")
        index += 1
        if item.startswith("C "):
            if sha:
                commits.append(CodeCommit(sha, when or datetime.now(UTC), tuple(files)))
            _c, sha, stamp = item.split(" ", 2)
            when, files = git.committer_time(stamp), []
            if when is None and commits:
                when = commits[-1].time
        elif item.startswith(":") and index < len(fields):
            meta = item[1:].split(" ")
            path = fields[index]
            index += 1
            if len(meta) > 4 and meta[4][:1] == "D":
                files.append((path, None))
            elif len(meta) > 4 and meta[1] in ("100644", "100755"):
                files.append((path, meta[3]))
    if sha:
        commits.append(CodeCommit(sha, when or datetime.now(UTC), tuple(files)))
    return commits


def walk(commits: list[CodeCommit], prefix: str, read: Any, scan: Any, resolve: Any,
         held: dict[str, dict[str, Open]]) -> tuple[list[tuple[str, Open, CodeCommit | None]], int]:
    """The citations' intervals over the commits: (file, the citation, the commit that ended it or None), and
    the number of file versions read. `held`: what each file cited before the first commit (it is updated).
    `read(blob)` gives a blob's text or None, `scan(text, path)` its mentions, `resolve(mention, path)` the
    record a mention names or None. Pure but for those."""
    intervals: list[tuple[str, Open, CodeCommit | None]] = []
    versions = 0
    for commit in commits:
        for top_path, blob in commit.files:
            if prefix and not top_path.startswith(prefix):
                continue
            path = top_path[len(prefix):]
            now: dict[str, int] = {}
            if blob is not None:
                text = read(blob)
                versions += 1
                for mention in scan(text, path) if text is not None else ():
                    target = resolve(mention, path)
                    if target is not None and target not in now:
                        now[target] = mention.line
            before = held.setdefault(path, {})
            for target in [t for t in before if t not in now]:
                intervals.append((path, before.pop(target), commit))
            for target, line in now.items():
                if target not in before:
                    before[target] = Open(target, line, commit.sha, commit.time)
    intervals += [(path, opened, None) for path, targets in held.items() for opened in targets.values()]
    return intervals, versions


def citation_fact(group: str, path: str, opened: Open, ended: CodeCommit | None, ref: DocRef,
                  prefix: str = "") -> Fact:
    """The fact of one interval, shaped as a document's derived fact is, so that a derivation reading it back
    (`temporal/derive.py`) finds nothing to change."""
    subject = Entity(str(uuid.uuid5(NAMESPACE, f"{group}/code/{path}")), path, None)
    record = document_entity(group, ref)
    end = ended.time if ended is not None else None
    deleted = ended is not None and (prefix + path, None) in ended.files
    return Fact(
        uuid=str(uuid.uuid5(NAMESPACE, f"{group}/cites/{path}/{ref.path}/{opened.commit}")), group_id=group,
        subject=subject, relation=RELATION, object=record, valid_from=opened.since, valid_to=end, confidence=1.0,
        path=path, line=opened.line, commit=opened.commit, episode_uuid="", origin=ORIGIN, claim=False,
        status=("retired" if deleted else "ended") if end is not None else "active", invalid_at=end,
        recorded_at=opened.since, end_recorded_at=end, end_reason=("deleted" if deleted else "edited") if end else None,
        episodes=(), first_commit=opened.commit, expired_at=end)


async def sync_code_citations(store: GraphStore | None, config: Config, top: Path, prefix: str, groups: list[str],
                              history: bool, dry_run: bool, decisions: Decisions, citing: Citing) -> Report:
    """The sync step (see the module's docstring). Writes nothing in a dry run, or without a store."""
    from doccheck.read.code_citations import scan

    if not citing.words and not citing.patterns:
        return Report(0, 0, 0)
    fingerprint = uuid.uuid5(NAMESPACE, citing.key).hex
    home = groups[0] if groups else None
    after = None
    if store is not None and home is not None and not history:
        cursor = await store.cursor(home, CURSOR) or {}
        if cursor.get("fingerprint") == fingerprint and cursor.get("commit") and git.is_ancestor(
                top, cursor["commit"]):
            after = cursor["commit"]
    head = git.resolve(top, "HEAD")
    commits = code_commits(top, prefix, after, citing) if head is not None and head != after else []
    refs: dict[str, tuple[str, DocRef]] = {}  # record path -> (its group, how the graph names it)
    for group in groups if store is not None else []:
        assert store is not None
        for ref in await store.documents(group):
            refs.setdefault(ref.path, (group, ref))

    def resolve(mention: Any, path: str) -> str | None:
        found = decisions.resolve(mention, path)
        return found.decisions[0].document if found.state == "found" else None

    touched = {top_path[len(prefix):] for c in commits for top_path, _b in c.files if top_path.startswith(prefix)}
    held: dict[str, dict[str, Open]] = {}
    if store is not None and after is not None and touched:
        for group in groups:
            for fact in await store.facts(group, paths=touched):
                if fact.origin == ORIGIN and fact.invalid_at is None and fact.object.doc_path:
                    held.setdefault(fact.path, {})[fact.object.doc_path] = Open(
                        fact.object.doc_path, fact.line, fact.commit or "", fact.valid_from or fact.recorded_at
                        or datetime.now(UTC))
    with git.Blobs(top) as blobs:
        def read(blob: str) -> str | None:
            data = blobs.read(blob)
            if isinstance(data, str) or b"\0" in data[:8192]:
                return None
            try:
                return data.decode("utf-8-sig")
            except UnicodeDecodeError:
                return None

        intervals, versions = walk(commits, prefix, read, lambda text, path: scan(text, path, citing), resolve,
                                   held)
    facts = [citation_fact(refs[target][0], path, opened, ended, refs[target][1], prefix)
             for path, opened, ended in intervals if (target := opened.target) in refs]
    if store is not None and not dry_run:
        by_group: dict[str, list[Fact]] = {}
        for fact in facts:
            by_group.setdefault(fact.group_id, []).append(fact)
        now = datetime.now(UTC)
        docs = {path: ref for path, (_group, ref) in refs.items()}
        for group, mine in sorted(by_group.items()):
            await store.prepare(group)
            await store.write_entities(group, [e for f in mine for e in (f.subject, f.object)], docs, set(), now)
            await store.write_facts(group, mine, mentions=False)
        if home is not None and head is not None:
            await store.prepare(home)
            await store.set_cursor(home, CURSOR, head, git.commit_time(top, head), fingerprint)
    return Report(len(commits), versions, len(facts))
