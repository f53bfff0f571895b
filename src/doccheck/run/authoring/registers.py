"""Registers (`doccheck index`) kept true by what the writers change.

A register's table is made from the records it lists, so a change to one of them (a renumber, a status a fix
takes out of force) would leave the table out of date (DC415) after it. From the records' texts as they will be,
each read again as `check` reads it:

- a register whose DC415 finding is being fixed is written again (`check --fix`);
- a register that was up to date and lists a record the change touches is written again with it, so the change
  leaves no DC415 behind and a second run has nothing to do.

Only the table between the markers changes (`register_table.replace_block`), as `doccheck index --fix` writes it.
"""

from __future__ import annotations

from collections.abc import Collection

from doccheck.errors import UsageError
from doccheck.run.authoring.write import Workspace


def follow(ws: Workspace, texts: dict[str, tuple[str, str]], *, wanted: Collection[str] = (),
           renamed: tuple[str, str] | None = None) -> list[str]:
    """Write the registers again into `texts` ({relative: (text now, text after)}, changed in place); `wanted`
    are registers to write whatever they say now, `renamed` a record's (old, new) path. The registers written."""
    from doccheck.repo.index import RepoIndex
    from doccheck.repo.register_table import compare, expected_rows, replace_block
    from doccheck.run.check_file import check_text

    old, new = renamed if renamed is not None else (None, None)
    touched = {r for r, (before, after) in texts.items() if before != after} | ({old} if old else set())
    chosen: list[tuple[str, tuple[str, ...]]] = []
    for relative, entry in ws.index.entries.items():
        block = entry.record.get("register")
        if not isinstance(block, list) or len(block) != 4:
            continue
        types = tuple(str(t) for t in block[3])
        rows = expected_rows(ws.index, relative, types)
        if relative in wanted or ({row.relative for row in rows} & touched and not compare(
                [(int(n), str(t)) for n, t in block[2]], rows, int(block[1]))):
            chosen.append((relative, types))
    if not chosen:
        return []
    config = ws.config
    records = dict(ws.records)
    for relative, (_before, after) in texts.items():
        if relative not in ws.records or relative not in touched:
            continue
        now = new if relative == old else relative
        assert now is not None
        _findings, record = check_text(str(config.root / now), now, after.encode("utf-8"), config.root / relative,
                                       config)
        if record is not None:
            del records[relative]
            records[now] = record
    if old is not None and new is not None and old in records:
        records[new] = records.pop(old)
    index = RepoIndex.build(records.items())
    written = []
    for relative, types in chosen:
        try:
            before, now_text = texts.get(relative) or (ws.text(relative), ws.text(relative))
        except UsageError:
            continue
        after = replace_block(now_text, expected_rows(index, relative, types))
        if after != before:
            texts[relative] = (before, after)
            written.append(relative)
    return written
