"""Benchmark (not a test): `doccheck check` on the hostile inputs of issue 11, one fresh process each.

    python bench/bench_hostile.py

Prints, per input, its size, the CPU seconds the process spent (user + system, interpreter start included)
and its peak memory (max RSS). CPU rather than wall time: the figure is doccheck's cost, not the machine's load.
Before issue 11 these took from 5 seconds to forever, or ran out of memory.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

_RUNNER = """
import resource, sys
from doccheck.cli.main import main
code = main(sys.argv[1:])
print("RSS", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)
raise SystemExit(code)
"""


def _bomb(levels: int) -> str:
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"a{i}: &a{i} [{','.join([f'*a{i - 1}'] * 9)}]" for i in range(1, levels - 1)]
    lines.append(f"status: [{','.join([f'*a{levels - 2}'] * 9)}]")
    return "---\n" + "\n".join(lines) + "\n---\n# 1. Use a bomb\n"


INPUTS: dict[str, Callable[[], str]] = {
    "title '# ' + '{} ' x 40 + 'a' (124 B)": lambda: "# " + "{} " * 40 + "a\n",
    "'| Status |' + 20,000 spaces + 'x'": lambda: "# 1. A\n\n| Status |" + " " * 20_000 + "x\n",
    "'<!--\\n' x 19,000 (under the line limit)": lambda: "# 1. A\n\n" + "<!--\n" * 19_000,
    "'<!--\\n' x 50,000 (over it: DC002)": lambda: "# 1. A\n\n" + "<!--\n" * 50_000,
    "YAML alias bomb 9^7 under status:": lambda: _bomb(7),
    "YAML alias bomb 9^9 under status:": lambda: _bomb(9),
    "TOML front matter nested 1,000 deep": lambda: "+++\nstatus = " + "[" * 1000 + "]" * 1000 + "\n+++\n# A\n",
    "19,999 headings": lambda: "".join(f"## H{i}\n" for i in range(19_999)),
    "title '# ' + '{} ' x 333,000 (1 MB)": lambda: "# " + "{} " * 333_000 + "a\n",
    "status of '(fill in ' x 111,000 (1 MB)": lambda: "# 1. A\n\nStatus: " + "(fill in " * 111_000 + "\n",
    "status of '`' x 1,000,000": lambda: "# 1. A\n\nStatus: " + "`" * 1_000_000 + "\n",
    # issue 23, item 17: the column of each link was found from the line's start (seconds at 977 KB)
    "50,000 broken links on one line": lambda: "# 1. A\n\n" + "[a](b.md) " * 50_000 + "\n",
}


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / ".doccheck.toml").write_text("")
        print(f"{'input':45} {'bytes':>9} {'CPU s':>6} {'peak RSS':>9}  result")
        for name, make in INPUTS.items():
            (root / "0001-a.md").write_text(make())
            before = os.times()
            done = subprocess.run([sys.executable, "-c", _RUNNER, "--no-cache", "--", "0001-a.md"], cwd=root,
                                  capture_output=True, text=True, timeout=600)
            after = os.times()
            cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
            rss = next(int(line.split()[1]) for line in done.stderr.splitlines() if line.startswith("RSS"))
            first = done.stdout.splitlines()[0] if done.stdout.strip() else ""
            result = first.split(": ", 1)[1][:50] if ": " in first else f"exit {done.returncode}"
            print(f"{name:45} {(root / '0001-a.md').stat().st_size:>9,} {cpu:>6.2f} {rss / 1024:>7.0f} MB  {result}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
