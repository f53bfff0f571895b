"""What every held-out set's injection script did alike, kept once (the tenth to sixteenth sets each copied it).

A set's script names its sources and the edits it makes; this module copies each source, picks clean documents,
applies the edits (each asserting the text it replaces is there) and scores them: a kind is found when the edited
document gets a finding with the code that names that kind which the clean copy did not have.

    kit = Kit("seventeenth", "a", data="/work/data24q", clean="/tmp/eval24q", copies="/tmp/eval24q-inj",
              frozen="/tmp/frozen17")
    s = kit.source("acme-adr", "docs/adr", r"\\d{4}-.*\\.md")
    s.delsec("a", s.pick("\\n## Context\\n"), "## Context", "deleted '## Context' (the template and 20 of 20 have it)")
    s.score("# Kinds a (...). One copy: /tmp/eval24q-inj/acme-adr.")

The kinds: a a required section deleted, b a broken link, c a number taken twice, d a successor that does not
exist, e a superseded record left in force, f an unknown status, g the template's text left in.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

EXPECT = {"a": {"DC101"}, "b": {"DC410"}, "c": {"DC401"}, "d": {"DC403"}, "e": {"DC405", "DC404"},
          "f": {"DC203"}, "g": {"DC301"}}
HERE = Path(__file__).resolve().parent
PYTHON = str(HERE.parents[1] / ".venv" / "bin" / "python")


def read(path: str | Path) -> str:
    return Path(path).read_text(encoding="utf-8")


def write(path: str | Path, text: str) -> None:
    Path(path).write_text(text, encoding="utf-8")


def findings(out: str) -> list[tuple[str, str, str]]:
    """(path, code, line) of each finding in `check`'s text output (paths may hold spaces)."""
    rows = []
    for line in out.splitlines():
        match = re.match(r"(.+?):(\d+):\d+: (DC\d+) ", line)
        if match:
            rows.append((match.group(1), match.group(3), line))
    return rows


class Kit:
    """One set's places: the data gathered, the clean runs' outputs (`<source>.check.txt`), the copies edited,
    and the frozen code that is measured."""

    def __init__(self, name: str, helper: str, *, data: str, clean: str, copies: str, frozen: str,
                 pool: str | None = None) -> None:
        self.name, self.helper = name, helper
        self.data, self.clean, self.copies, self.frozen = Path(data), Path(clean), Path(copies), Path(frozen)
        # Where the clean documents edits are made in were chosen from: the blind run's outputs, kept when a set is
        # scored again on later code (whose own clean outputs are `clean`, what its findings are told apart from).
        self.pool = Path(pool) if pool is not None else self.clean

    def doccheck(self, *argv: str, cwd: Path) -> str:
        env = {**os.environ, "PYTHONPATH": str(self.frozen / "src")}
        return subprocess.run([PYTHON, "-m", "doccheck", *argv], cwd=cwd, capture_output=True, text=True,
                              env=env).stdout

    def source(self, name: str, folder: str | list[str], pattern: str) -> Source:
        return Source(self, name, folder if isinstance(folder, list) else [folder], pattern)


class Source:
    """A copy of one source, with an empty configuration, and the clean documents edits may be made in."""

    def __init__(self, kit: Kit, name: str, folders: list[str], pattern: str) -> None:
        self.kit, self.name = kit, name
        self.used: set[str] = set()
        self.edits: list[tuple[str, str, str]] = []
        self.d = kit.copies / name
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(kit.data / name, self.d, symlinks=True)  # (as `cp -r` and a checkout keep them)
        (self.d / ".doccheck.toml").write_text("")
        flagged = {f for f, _, _ in findings(read(kit.pool / f"{name}.check.txt"))}
        # a folder "." names its documents as the findings do: `x.md`, not `./x.md`
        self.pool = sorted(p for folder in folders for x in os.listdir(self.d / folder)
                           if re.fullmatch(pattern, x) and (p := os.path.normpath(f"{folder}/{x}")) not in flagged)

    def pick(self, needle: str, skip: int = 0) -> str:
        """A clean document not edited yet that holds `needle`."""
        for f in self.pool[skip:]:
            if f not in self.used and needle in read(self.d / f):
                self.used.add(f)
                return f
        raise AssertionError((self.name, needle))

    def take(self, f: str, again: bool = False) -> str:
        """A clean document named by the script, not edited yet (`again`: one edited before, for a second kind)."""
        assert f in self.pool and (again or f not in self.used), f
        self.used.add(f)
        return f

    def edit(self, f: str, old: str, new: str) -> None:
        """An edit that sets an injection up (the old record made Accepted), not an injection of its own."""
        text = read(self.d / f)
        assert old in text, (f, old)
        write(self.d / f, text.replace(old, new, 1))

    def sub(self, kind: str, f: str, old: str, new: str, what: str) -> None:
        self.edit(f, old, new)
        self.edits.append((kind, f, what))

    def _section(self, lines: list[str], heading: str) -> tuple[int, int]:
        """The lines of the section under `heading` (itself included), to the next heading of its level or
        above; a `# comment` inside a code block is not a heading."""
        start = lines.index(heading)
        level = len(heading) - len(heading.lstrip("#"))
        end, fenced = start + 1, False
        while end < len(lines) and (fenced or not (
                lines[end].startswith("#") and len(lines[end]) - len(lines[end].lstrip("#")) <= level)):
            if lines[end].lstrip().startswith("```"):
                fenced = not fenced
            end += 1
        return start, end

    def delsec(self, kind: str, f: str, heading: str, what: str) -> None:
        lines = read(self.d / f).split("\n")
        start, end = self._section(lines, heading)
        write(self.d / f, "\n".join(lines[:start] + lines[end:]))
        self.edits.append((kind, f, what))

    def setbody(self, kind: str, f: str, heading: str, body: str, what: str) -> None:
        lines = read(self.d / f).split("\n")
        start, end = self._section(lines, heading)
        write(self.d / f, "\n".join([*lines[:start + 1], "", body, "", *lines[end:]]))
        self.edits.append((kind, f, what))

    def copy(self, kind: str, f: str, new: str, what: str) -> None:
        shutil.copy(self.d / f, self.d / new)
        self.edits.append((kind, new, what))

    def score(self, header: str) -> None:
        """Run the frozen code on the copy and write `injected-<source>.txt`: found or missed, per edit."""
        out = self.kit.doccheck("check", "--all", "--no-cache", ".", cwd=self.d)
        clean = {line for _, _, line in findings(read(self.kit.clean / f"{self.name}.check.txt"))}
        new = [(f, c, line) for f, c, line in findings(out) if line not in clean]
        lines = [header]
        for kind, f, what in self.edits:
            hits = [line for g, c, line in new if c in EXPECT[kind] and (g == f or g in what)]
            other = [line for g, c, line in new if g == f and c not in EXPECT[kind]]
            shown = hits[0] if hits else ("; ".join(other) or "no new finding on this document")
            lines.append(f"{'found' if hits else 'missed'}  {f}  {kind}  {what} -> {shown}")
        write(HERE / self.kit.name / f"injected-{self.name}.txt", "\n".join(lines) + "\n")
        print("\n".join(lines))
