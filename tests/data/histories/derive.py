"""Derive the small swift-evolution history the tests use (see README.md in this folder)."""

from __future__ import annotations

import collections
import re
import subprocess
import sys


def git(repo: str, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


def main(source: str, out: str) -> None:
    log = git(source, "log", "--first-parent", "--diff-merges=first-parent", "--name-status", "--no-renames",
              "--format=", "--", "proposals")
    counts = collections.Counter(re.findall(r"^[AMD]\t(proposals/\d{4}-[^\n]+)$", log, re.M))
    sizes = {}
    for line in git(source, "ls-tree", "-r", "-l", "HEAD", "proposals/").splitlines():
        meta, path = line.split("\t")
        sizes[path] = int(meta.split()[3])
    chosen = [p for p, _ in counts.most_common() if p in sizes and sizes[p] < 12000][:60:2]
    raw = git(source, "log", "--first-parent", "--diff-merges=first-parent", "--raw", "--no-renames", "--no-abbrev",
              "--reverse", "--format=C %H %ct %cI", "--", *chosen)
    commits: list[tuple[str, str, str, list[tuple[str, str | None]]]] = []
    for line in raw.splitlines():
        if line.startswith("C "):
            _c, sha, stamp, iso = line.split(" ", 3)
            commits.append((sha, stamp, iso[-6:].replace(":", ""), []))
        elif line.startswith(":"):
            meta, path = line[1:].split("\t")
            fields = meta.split()
            commits[-1][3].append((path, None if fields[4] == "D" else fields[3]))
    subprocess.run(["git", "init", "-q", "-b", "main", out], check=True)
    cat = subprocess.Popen(["git", "cat-file", "--batch"], cwd=source, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert cat.stdin is not None and cat.stdout is not None
    fast = subprocess.Popen(["git", "fast-import", "--quiet"], cwd=out, stdin=subprocess.PIPE)
    assert fast.stdin is not None
    for sha, stamp, zone, changes in commits:
        message = f"upstream swift-evolution {sha}\n".encode()
        parts = [f"commit refs/heads/main\ncommitter swift-evolution <noreply@swift.org> {stamp} {zone}\n"
                 f"data {len(message)}\n".encode(), message]
        for path, blob in changes:
            if blob is None:
                parts.append(f"D {path}\n".encode())
                continue
            cat.stdin.write(blob.encode() + b"\n")
            cat.stdin.flush()
            size = int(cat.stdout.readline().split()[2])
            data = cat.stdout.read(size)
            cat.stdout.read(1)
            parts.append(f"M 100644 inline {path}\ndata {size}\n".encode() + data + b"\n")
        fast.stdin.write(b"".join(parts) + b"\n")
    fast.stdin.close()
    fast.wait()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
