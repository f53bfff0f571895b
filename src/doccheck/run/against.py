"""The documents at another git ref, read with `git ls-tree` and `git cat-file --batch`: no checkout.

Only what `--against` needs: every document path at the ref, and the type of those few documents whose
number a document of this branch also uses (their blobs are read and parsed; the rest are never read).
"""

from __future__ import annotations

import subprocess
from pathlib import Path, PurePosixPath

from doccheck.config.load import Config
from doccheck.errors import UsageError
from doccheck.repo.index import RefSnapshot, RepoIndex, series_number
from doccheck.run.folders import MARKDOWN_SUFFIXES


def _git(root: Path, *args: str, stdin: bytes | None = None) -> bytes:
    try:
        done = subprocess.run(["git", "-C", str(root), *args], input=stdin, capture_output=True, check=False)
    except OSError as exc:
        raise UsageError(f"--against needs git: {exc}") from None
    if done.returncode != 0:
        message = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise UsageError(f"git {args[0]}: {message[-1] if message else 'failed'}")
    return done.stdout


def document_paths_at(config: Config, ref: str, roots: list[str]) -> tuple[Path, str, set[str]]:
    """(the repository's top, the configuration's folder under it as a prefix, every document path under `roots`
    at `ref`, relative to the configuration's root)."""
    root = config.root
    top = Path(_git(root, "rev-parse", "--show-toplevel").decode().strip())
    try:
        _git(root, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}")
    except UsageError:
        raise UsageError(f"--against {ref}: not a commit, branch or tag in this repository") from None
    prefix = root.resolve().relative_to(top.resolve()).as_posix()
    prefix = "" if prefix == "." else f"{prefix}/"
    specs = [f"{prefix}{r}".rstrip("/") or "." for r in roots] if roots else [prefix.rstrip("/") or "."]
    listing = _git(top, "ls-tree", "-r", "-z", "--name-only", "--full-tree", ref, "--", *specs)
    paths = set()
    for raw in listing.split(b"\0"):
        name = raw.decode("utf-8", "surrogateescape")
        if not name.lower().endswith(MARKDOWN_SUFFIXES) or not name.startswith(prefix):
            continue
        relative = name[len(prefix):]
        if not config.is_excluded(relative):
            paths.add(relative)
    return top, prefix, paths


def base_ref(config: Config) -> str | None:
    """The branch this one merges into, when it can be told without asking: a pull request's base on a CI runner
    (`origin/$GITHUB_BASE_REF`), else the remote's default branch (`origin/HEAD`); None outside git or without
    a remote."""
    import os

    wanted = [f"origin/{os.environ['GITHUB_BASE_REF']}"] if os.environ.get("GITHUB_BASE_REF") else []
    for ref in (*wanted, "origin/HEAD"):
        try:
            name = _git(config.root, "rev-parse", "--verify", "--quiet", "--abbrev-ref", ref).decode().strip()
        except UsageError:
            continue
        if name:
            return name
    return None


def read_ref(config: Config, index: RepoIndex, ref: str, roots: list[str]) -> RefSnapshot:
    """The documents under `roots` (relative to the configuration's root) at `ref`."""
    top, prefix, paths = document_paths_at(config, ref, roots)

    used = {(e.numbered.folder, e.numbered.series, e.numbered.number) for e in index.entries.values()
            if e.numbered is not None}
    candidates = sorted(p for p in paths - set(index.entries)
                        if (n := series_number(p)) is not None and (n.folder, n.series, n.number) in used)
    documents: dict[str, str] = {}
    unread = []
    for path in candidates:
        doc_type = config.registry.by_path(path)
        if doc_type is not None:
            documents[path] = doc_type.name
        else:
            unread.append(path)
    for path, text in zip(unread, _blobs(top, ref, [f"{prefix}{p}" for p in unread]), strict=True):
        from doccheck.read.document import parse_document

        documents[path] = config.registry.detect(parse_document(PurePosixPath(path).as_posix(), text)).name
    return RefSnapshot(ref, frozenset(paths), documents)


def _blobs(top: Path, ref: str, names: list[str]) -> list[str]:
    from doccheck.run.git_batch import batch_texts

    if not names:
        return []
    request = "".join(f"{ref}:{name}\n" for name in names).encode()
    return [text or "" for text in batch_texts(_git(top, "cat-file", "--batch", stdin=request), len(names))]
