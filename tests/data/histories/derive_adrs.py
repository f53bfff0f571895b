"""Derive a small ADR history for the question set (see README.md in this folder): the first-parent history of
some folders of a repository, one commit for each upstream first-parent commit that changed a Markdown file in
them, with the same file contents, paths and committer dates; the message names the upstream commit.

    python tests/data/histories/derive_adrs.py SOURCE-CLONE OUT-REPO FOLDER [FOLDER ...]
    git -C OUT-REPO bundle create NAME.bundle main
"""

from __future__ import annotations

import subprocess
import sys


def git(repo: str, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


def main(source: str, out: str, folders: list[str]) -> None:
    name = source.rstrip("/").rsplit("/", 1)[-1]
    raw = git(source, "log", "--first-parent", "--diff-merges=first-parent", "--raw", "--no-renames", "--no-abbrev",
              "--reverse", "--format=C %H %ct %cI", "--", *folders)
    commits: list[tuple[str, str, str, list[tuple[str, str | None]]]] = []
    for line in raw.splitlines():
        if line.startswith("C "):
            _c, sha, stamp, iso = line.split(" ", 3)
            zone = "+0000" if iso.endswith("Z") else iso[-6:].replace(":", "")
            commits.append((sha, stamp, zone, []))
        elif line.startswith(":"):
            meta, path = line[1:].split("\t")
            fields = meta.split()
            if path.lower().endswith(".md"):
                commits[-1][3].append((path, None if fields[4] == "D" else fields[3]))
    subprocess.run(["git", "init", "-q", "-b", "main", out], check=True)
    cat = subprocess.Popen(["git", "cat-file", "--batch"], cwd=source, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert cat.stdin is not None and cat.stdout is not None
    fast = subprocess.Popen(["git", "fast-import", "--quiet"], cwd=out, stdin=subprocess.PIPE)
    assert fast.stdin is not None
    for sha, stamp, zone, changes in commits:
        if not changes:
            continue
        message = f"upstream {name} {sha}\n".encode()
        parts = [f"commit refs/heads/main\ncommitter {name} <noreply@example.com> {stamp} {zone}\n"
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
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
