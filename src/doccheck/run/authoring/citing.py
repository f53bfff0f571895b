"""Which files cite a record, and their texts with the citations rewritten (`renumber`, `accept`).

1. Each indexed document that mentions the record's name or id (`citations.mentions`): its citations resolved
   from its own place, as `doccheck check` resolves them (`RepoIndex.resolve`); an id that names no record from
   there counts when no other record in the repository has it (`ADR-0007` in a README outside the folder);
2. every other file of the repository (`tree.repository_files`): a Markdown file whole, a code file's comments
   (`citations.comment_syntax`), where a path to the record, a URL to its file, or an id only it has, is its.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple

from doccheck.errors import UsageError
from doccheck.regex import lazy
from doccheck.repo.decisions import cited_by as decisions_cited_by
from doccheck.repo.index import Entry
from doccheck.run.authoring.citations import Cited, comment_syntax, mentions, rewrite_code, rewrite_document
from doccheck.run.authoring.tree import prefix as _prefix
from doccheck.run.authoring.tree import read_text as _read
from doccheck.run.authoring.tree import repository_files
from doccheck.run.authoring.write import Workspace

_ID_TOKEN = lazy(r"^(?P<prefix>[A-Za-z][A-Za-z_ -]{0,40}?)[-_ ]?0*\d{1,8}$")
_REPOSITORY_URL = lazy(r"^https?://[^/\s]{1,200}/[^\s]{1,400}?/(?:blob|tree|src|raw)/[^/\s]{1,200}/(\S{1,1000})$")


class Layout(NamedTuple):
    parent: str  # the folder the changing name is in
    name: str  # "0007-x.md", or the folder's "CIP-0058"
    folder: bool  # a record kept as `NAME/README.md`


def layout_of(relative: str) -> Layout:
    folder, name = posixpath.split(relative)
    if name.lower() in ("readme.md", "index.md") and folder:
        parent, inner = posixpath.split(folder)
        return Layout(parent, inner, True)
    return Layout(folder, name, False)


def cited_by(entry: Entry) -> frozenset[str]:
    """The words a record is cited by with its number, as code's citations are read (`repo/decisions.py`)."""
    return decisions_cited_by(entry)[0]


def rewritten(ws: Workspace, entry: Entry, cited: Cited, where: Layout,
               top: Path) -> Iterator[tuple[Path, str, str, int]]:
    """(path, text now, text after, citations rewritten) of every file that cites the record."""
    config = ws.config
    index = ws.index
    old_folder = posixpath.join(where.parent, where.name) if where.folder else None
    same_name = {r for r in index.entries if r != entry.relative and layout_of(r).name == where.name}

    def ours(path: str) -> bool:
        return path == entry.relative or (old_folder is not None and (path == old_folder or
                                                                      path.startswith(old_folder + "/")))

    def only_ours(token: str) -> bool:
        """An id or a name nothing else here has: `ADR-0007` cited from a README outside the folder, from code."""
        if "://" in token:
            return False
        match = _ID_TOKEN.match(token)
        if match is not None and cited.number is not None:
            word = re.sub(r"[-_ ]+", "-", match.group("prefix").lower()).strip("-")
            return _named_by(ws, word, cited.number) == {entry.relative}
        tail = token.split("#", 1)[0].split("?", 1)[0].rstrip("/").rpartition("/")[2]
        return tail == where.name and not same_name

    def repository_url(token: str) -> bool:
        """A URL to the record's file in the repository (`.../tree/master/CIP-0058`), wherever it is hosted."""
        match = _REPOSITORY_URL.match(token)
        if match is None:
            return False
        tail = match.group(1).split("#", 1)[0].split("?", 1)[0].strip("/")
        return any(ours(tail[at:]) for at in [0, *(i + 1 for i, c in enumerate(tail) if c == "/")])

    def from_entry(source: Entry) -> Callable[[str], bool]:
        def names(token: str) -> bool:
            resolved = index.resolve(source, token)
            if "://" in token and resolved.entry is None:
                return repository_url(token)
            if resolved.entry is not None:
                return resolved.entry.relative == entry.relative or ours(resolved.entry.relative)
            if resolved.path is not None and ours(resolved.path):
                return True
            return resolved.state == "missing" and resolved.path is None and only_ours(token)

        return names

    for relative, source in index.entries.items():
        try:
            text = ws.text(relative)
        except UsageError:
            continue
        if not mentions(text, cited):
            continue
        names = from_entry(source)
        lines = [int(line) for _kind, target, _t, line in source.record.get("relations") or ()
                 if re.fullmatch(r"#?\d{1,8}", str(target).strip()) and names(str(target))]
        after, found = rewrite_document(text, cited, names, lines)
        if found:
            yield config.root / relative, text, after, found
    prefix = _prefix(config.root, top)
    for name, path in repository_files(top):
        under_root = name[len(prefix):] if name.startswith(prefix) else None
        if under_root is not None and under_root in index.entries:
            continue
        syntax = comment_syntax(posixpath.basename(name))
        markdown = name.lower().endswith((".md", ".markdown"))
        if syntax is None and not markdown:
            continue
        read = _read(path, top)
        if read is None or not mentions(read, cited):
            continue
        text = read

        def names(token: str, name: str = name) -> bool:
            if "://" in token:
                return repository_url(token)
            path_part = token.split("#", 1)[0].split("?", 1)[0]
            if "/" in path_part or path_part.lower().endswith((".md", ".markdown")):
                for joined in (posixpath.normpath(posixpath.join(posixpath.dirname(name), path_part)),
                               posixpath.normpath(path_part.lstrip("/"))):
                    inner = joined[len(prefix):] if prefix and joined.startswith(prefix) else \
                        (joined if not prefix else None)
                    if inner is not None and ours(inner):
                        return True
            return only_ours(token)

        if markdown:
            after, found = rewrite_document(text, cited, names)
        else:
            assert syntax is not None
            after, found = rewrite_code(text, cited, names, syntax)
        if found:
            yield path, text, after, found


def _named_by(ws: Workspace, word: str, number: int) -> set[str]:
    """The records an id (`word` and `number`) could name anywhere in the repository."""
    return {e.relative for e in ws.index.entries.values() if e.numbered is not None and e.numbered.number == number
            and word in cited_by(e)}
