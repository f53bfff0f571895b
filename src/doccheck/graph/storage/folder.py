"""Whether the embedded graph's data folder is doccheck's own, checked each time a command opens it.

A repository is untrusted input, and a fresh clone brings whatever was committed under the graph's folder:

- a committed `graph.rdb` would have `facts` and `mcp` answer from a graph nobody synced here, its provenance
  pointing at documents that say something else;
- a committed symbolic link (`.doccheck/graph -> ../sibling/.doccheck/graph`) would have `doccheck sync`
  rewrite another repository's graph.

So a folder inside a git repository must resolve inside it, and git must track nothing there (nor the folder
itself, as a link). The check sits where the embedded server is opened, so every command that reads the
graph (sync, facts, history, graph status, mcp, the site) meets it. A folder outside any repository (a
`data-dir` the user set in their own configuration) is the user's choice and not looked at.
"""

from __future__ import annotations

import os
from pathlib import Path

from doccheck.boundary import inside
from doccheck.graph.errors import GraphError
from doccheck.graph.history import git


def check_graph_folder(data_dir: Path) -> None:
    """Raise `GraphError` (one line: which folder, what to do) when `data_dir` is not doccheck's to use."""
    lexical = Path(os.path.abspath(data_dir))
    real_prefix = _before_first_link(lexical)
    top = _repository(real_prefix)
    if top is None:
        return
    shown = _relative(lexical, top)
    if not inside(lexical, top):
        target = os.path.realpath(lexical)
        raise GraphError(f"{shown} leads out of the repository (to {target}) through a symbolic link; doccheck "
                         f"writes its graph only inside the repository: remove the link, then `doccheck sync`")
    real = Path(os.path.realpath(lexical))
    for path in dict.fromkeys((shown, _relative(real, Path(os.path.realpath(top))))):
        if _tracked(top, path):
            raise GraphError(f"{path} is committed to the repository; doccheck does not read a graph it did not "
                             f"write: `git rm -r --cached {path}`, then `doccheck sync`")


def _before_first_link(path: Path) -> Path:
    """The longest leading part of `path` that exists and has no symbolic link in it: where git is asked which
    repository this is (asked from inside a link, it would answer for wherever the link points)."""
    found = Path(path.anchor)
    for part in path.parts[1:]:
        step = found / part
        if step.is_symlink() or not step.is_dir():
            break
        found = step
    return found


def _repository(folder: Path) -> Path | None:
    out = git.git(folder, "rev-parse", "--show-toplevel", check=False).strip()
    return Path(out) if out else None


def _relative(path: Path, top: Path) -> str:
    try:
        return path.relative_to(top).as_posix()
    except ValueError:
        return str(path)


def _tracked(top: Path, relative: str) -> bool:
    # Past a symbolic link git answers with an error ("beyond a symbolic link"), not a list: the resolved path
    # is asked as well, so a link inside the repository to a committed folder is still found.
    return bool(git.git(top, "ls-files", "-z", "--", f":(literal){relative}", check=False))
