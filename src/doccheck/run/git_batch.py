"""The texts `git cat-file --batch` answers, one per object name asked, in order.

Each answer is a header, `<id> blob <size>` (or `<name> missing`), then that many bytes and a newline; an
object that is not a blob, or is missing, gives None. One reading for every command that reads files at other
commits without a checkout (`check --against`, the site's status history).
"""

from __future__ import annotations


def batch_texts(out: bytes, count: int) -> list[str | None]:
    texts: list[str | None] = []
    at = 0
    for _ in range(count):
        end = out.index(b"\n", at)
        header = out[at:end].split()
        if len(header) != 3 or header[1] != b"blob":
            texts.append(None)
            at = end + 1
            continue
        size = int(header[2])
        texts.append(out[end + 1:end + 1 + size].decode("utf-8", "replace"))
        at = end + 1 + size + 1
    return texts
