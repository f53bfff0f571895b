"""The files a hook run names, checked on the second core while this process loads the cache and walks.

pre-commit names a few files, and the cross-document rules need the whole repository's index: this process
loads the cache and stats every document while a child (`forking.py`) imports the parser and checks the named
files, and the two take about as long. The child's result for a file is used only if the stat key it took is
the one the walk took (the file did not change in between) and the walk found the file to need checking;
anything else is checked here as before, so the findings never depend on the child, only the time does.
"""

from __future__ import annotations

import marshal
from typing import TYPE_CHECKING

from doccheck.run.cache import UNKNOWN, stat_keys
from doccheck.run.check_file import Checked, check_file
from doccheck.run.forking import Forked, can_fork

if TYPE_CHECKING:
    from doccheck.config.load import Config
    from doccheck.run.discover import Found

# More named files than this are left to the worker pool (check.PARALLEL_THRESHOLD): one child would be slower.
AHEAD_LIMIT = 16


class Ahead:
    """A child checking the named files; `take` asks for one file's result, `close` ends the child."""

    def __init__(self, child: Forked) -> None:
        self.child = child
        self.results: dict[str, tuple[bytes, Checked]] | None = None  # read on the first `take`

    @classmethod
    def start(cls, named: Found, config: Config, jobs: int | None) -> Ahead | None:
        if not named.files or len(named.files) > AHEAD_LIMIT or not can_fork(jobs):
            return None
        child = Forked.start(lambda: _check_named(named, config))
        return cls(child) if child is not None else None

    def take(self, relative: str, key: bytes) -> Checked | None:
        """The child's result for the file, if it checked the file with these stat data."""
        if key == UNKNOWN:
            return None
        if self.results is None:
            data = self.child.result()
            try:
                results = marshal.loads(data) if data is not None else {}
            except (EOFError, ValueError, TypeError):
                results = {}
            self.results = results if isinstance(results, dict) else {}
        found = self.results.get(relative)
        return found[1] if found is not None and found[0] == key else None

    def close(self) -> None:
        self.child.close()


def _check_named(named: Found, config: Config) -> bytes:
    """{relative: (stat key, result)} of the named files, each checked as a worker checks a file."""
    sidecars = sorted(config.own_sidecar_names)
    keys = stat_keys([path for path, _relative in named.files], sidecars, named.sidecar_folders)
    return marshal.dumps({relative: (key, check_file((path, relative, key, True), config, None))
                          for (path, relative), key in zip(named.files, keys, strict=True) if key != UNKNOWN})
