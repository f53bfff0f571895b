"""An organisation's repositories for `bench_org.py`, built from the shared corpus and histories.

Repository r (`acme/bench-rrr`, its remote on github.com, never fetched) holds DOCUMENTS documents:

1. `HISTORY_SWIFT` Swift Evolution proposals and `HISTORY_ODH` opendatahub ADRs with their real histories: every
   version git has of each (first parent, up to `MAX_VERSIONS`), each committed at its own commit's time, so
   statuses are edited in place as they were;
2. the rest from `../shared/corpus` (17 projects' ADRs, KEPs, RFCs, CIPs, ...), at their corpus paths, added in
   ten commits half a year apart from 2018 on; each repository takes the next slice of the corpus, so the
   repositories differ and together cover it many times over;
3. `CROSS` records of its own (`docs/xr/`, ids `XR-1` ... `XR-5`) that refer to its neighbours: XR-1
   supersedes `acme/bench-(r-1)#XR-1`, XR-2 amends `acme/bench-(r-1):docs/xr/xr-2.md`, XR-3 cites XR-3 of r-1 by
   a forge link, XR-4 cites `acme/bench-(r+1)#XR-4` (a repository synced later, or never: pending), XR-5 cites
   `acme/bench-(r-1)#XR-9`, which does not exist (DC508).

Everything is renumbered per repository (`renumber`): each number in an id (`SE-0045`, `ADR-0012`), a numbered
file or folder name (`0045-x.md`, `1234-kep/`), a title (`# 12. ...`) and a number key (`kep-number: 1234`) is
moved by (r + 1) * 1000, the same way in names and texts, so references inside a repository still meet and
two repositories' documents do not read alike. Repositories are written with `git fast-import` (one process
each), then checked out.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The shared corpus and histories beside the repository (`$BENCH_SHARED` when the bench runs from a copy of it).
SHARED = Path(os.environ.get("BENCH_SHARED") or HERE.parent.parent / "shared")
DOCUMENTS = 500
HISTORY_SWIFT = 20
HISTORY_ODH = 10
CROSS = 5
MAX_VERSIONS = 8
GIT_ENV = {"GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@example.com", "GIT_COMMITTER_NAME": "b",
           "GIT_COMMITTER_EMAIL": "b@example.com"}
START = 1514764800  # 2018-01-01
HALF_YEAR = 182 * 86400

_ID = re.compile(r"\b([A-Z]{2,8})([- ])(\d{1,5})\b")
_FILE = re.compile(r"(?<![\w.])(\d{3,5})-(?=[A-Za-z])")
_TITLE = re.compile(r"^(#\s+)(\d{1,5})([.:]\s)", re.MULTILINE)
_KEY = re.compile(r"^(\s*(?:kep-number|number|proposal-number)\s*:\s*\"?)(\d{1,5})\b", re.MULTILINE | re.IGNORECASE)


def name(r: int) -> str:
    return f"bench-{r:03d}"


def renumber(text: str, offset: int) -> str:
    def shift(found: re.Match[str], group: int) -> str:
        digits = found.group(group)
        return f"{int(digits) + offset:0{len(digits)}d}"

    text = _ID.sub(lambda m: f"{m.group(1)}{m.group(2)}{shift(m, 3)}", text)
    text = _FILE.sub(lambda m: f"{shift(m, 1)}-", text)
    text = _TITLE.sub(lambda m: f"{m.group(1)}{shift(m, 2)}{m.group(3)}", text)
    return _KEY.sub(lambda m: f"{m.group(1)}{shift(m, 2)}", text)


def corpus_pool(corpus: Path = SHARED / "corpus") -> list[list[tuple[str, bytes]]]:
    """Each corpus document with the sidecar its folder holds (a KEP's kep.yaml): one document each."""
    found = []
    for path in sorted(corpus.rglob("*.md")):
        relative = path.relative_to(corpus).as_posix()
        if relative.startswith("_licenses") or relative == "SOURCES.md":
            continue
        files = [(relative, path.read_bytes())]
        sidecar = path.parent / "kep.yaml"
        if path.name == "README.md" and sidecar.exists():
            files.append((sidecar.relative_to(corpus).as_posix(), sidecar.read_bytes()))
        found.append(files)
    return found


def _git(cwd: Path, *args: str, data: bytes | None = None) -> bytes:
    return subprocess.run(["git", *args], cwd=cwd, input=data, capture_output=True, check=True,
                          env={**os.environ, **GIT_ENV}).stdout


def histories(work: Path) -> dict[str, list[tuple[str, list[tuple[int, bytes]]]]]:
    """For each bundle, (path, [(commit time, text), ...]) of its documents, every first-parent version that
    changed them (deletions left out), oldest first."""
    found = {}
    for label, bundle, folder in (("swift", "swift-evolution.bundle", "proposals"),
                                  ("odh", "opendatahub-adrs.bundle", "architecture-decision-records")):
        clone = work / "histories" / label
        if not clone.exists():
            clone.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run(["git", "clone", "-q", str(SHARED / "histories" / bundle), str(clone)], check=True)
        log = _git(clone, "log", "--first-parent", "--reverse", "--format=%x00%H %ct", "--name-only",
                   "--diff-filter=AM", "--", folder).decode()
        versions: dict[str, list[tuple[int, str]]] = {}
        for chunk in log.split("\0")[1:]:
            head, _, names = chunk.partition("\n")
            commit, stamp = head.split()
            for path in names.split("\n"):
                if path.endswith(".md"):
                    versions.setdefault(path, []).append((int(stamp), f"{commit}:{path}"))
        specs = [(path, t, spec) for path, items in sorted(versions.items()) for t, spec in items[:MAX_VERSIONS]]
        out = _git(clone, "cat-file", "--batch", data="".join(f"{s}\n" for _p, _t, s in specs).encode())
        texts: list[bytes | None] = []
        at = 0
        for _spec in specs:
            header_end = out.index(b"\n", at)
            header = out[at:header_end].split()
            if len(header) != 3:  # `missing`: a path git renamed in the same commit
                texts.append(None)
                at = header_end + 1
                continue
            size = int(header[2])
            texts.append(out[header_end + 1:header_end + 1 + size])
            at = header_end + 1 + size + 1
        per_path: dict[str, list[tuple[int, bytes]]] = {}
        for (path, stamp, _spec), text in zip(specs, texts, strict=True):
            kept = per_path.setdefault(path[len(folder) + 1:], [])
            if text is not None and (not kept or kept[-1][1] != text):
                kept.append((stamp, text))
        found[label] = sorted(per_path.items())
    return found


def cross_records(r: int, total: int) -> dict[str, bytes]:
    before, after = name((r - 1) % total), name((r + 1) % total)
    lines = {
        1: f"Supersedes acme/{before}#XR-1",
        2: f"Amends acme/{before}:docs/xr/xr-2.md",
        3: f"See [its third record](https://github.com/acme/{before}/blob/main/docs/xr/xr-3.md).",
        4: f"Cites acme/{after}#XR-4, a repository synced after this one.",
        5: f"Cites acme/{before}#XR-9, which that repository never had.",
    }
    return {f"docs/xr/xr-{k}.md": (
        f"---\nid: XR-{k}\ndate: 2024-06-0{k}\n---\n# Cross-repository record {k} of {name(r)}\n\n## Status\n\n"
        f"Accepted\n\n{lines[k]}\n\n## Context\n\nShared event bus decisions across the organisation.\n\n"
        f"## Decision\n\nWe will use the organisation's event bus number {k}.\n\n## Consequences\n\nTeams align "
        f"on one bus.\n").encode() for k in range(1, CROSS + 1)}


def build(r: int, total_hint: int, where: Path, pool: list[list[tuple[str, bytes]]],
          history: dict[str, list[tuple[str, list[tuple[int, bytes]]]]]) -> Path:
    """Repository r (see the module docstring), at `where`; built once, reused."""
    repo = where / name(r)
    if (repo / ".git" / "bench-built").exists():
        return repo
    offset = (r + 1) * 1000
    events: list[tuple[int, str, bytes]] = []  # (time, path, text)
    for label, count in (("swift", HISTORY_SWIFT), ("odh", HISTORY_ODH)):
        items = history[label]
        for k in range(count):
            path, versions = items[(r * count + k) % len(items)]
            events += [(stamp, f"docs/{label}/{path}", text) for stamp, text in versions]
    corpus = DOCUMENTS - CROSS - HISTORY_SWIFT - HISTORY_ODH
    chosen = [pool[(r * corpus + k) % len(pool)] for k in range(corpus)]
    for k, files in enumerate(chosen):
        events += [(START + (k * 10 // corpus) * HALF_YEAR, f"docs/corpus/{path}", text) for path, text in files]
    cross = cross_records(r, max(total_hint, 100))  # not renumbered: they name their neighbours' records
    events += [(1717200000, path, text) for path, text in cross.items()]
    events.sort(key=lambda e: (e[0], e[1]))
    stream: list[bytes] = []
    last = None
    by_time: dict[int, list[tuple[str, bytes]]] = {}
    for stamp, path, text in events:
        by_time.setdefault(stamp, []).append((path, text))
    for mark, (stamp, files) in enumerate(sorted(by_time.items()), start=1):
        message = f"{len(files)} documents".encode()
        stream.append(f"commit refs/heads/main\nmark :{mark}\ncommitter b <b@example.com> {stamp} +0000\n"
                      f"data {len(message)}\n".encode() + message + b"\n")
        if last is not None:
            stream.append(f"from :{last}\n".encode())
        for path, text in files:
            own = path in cross
            body = text if own else renumber(text.decode("utf-8", "replace"), offset).encode()
            shown = path if own else renumber(path, offset)
            stream.append(f"M 100644 inline {shown}\ndata {len(body)}\n".encode() + body + b"\n")
        last = mark
    repo.mkdir(parents=True, exist_ok=True)
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "fast-import", "--quiet", data=b"".join(stream))
    _git(repo, "reset", "-q", "--hard", "main")
    _git(repo, "remote", "add", "origin", f"https://github.com/acme/{name(r)}.git")
    (repo / ".git" / "bench-built").write_text("built\n")
    return repo
