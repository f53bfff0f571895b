"""A record's shape, as the learning and the repository rules read it: kept marshalled with the record
(`record.index_record`), built once per run. A module of its own, below the conventions and the rules that
read it (numbering, supersession), so that none imports another in a circle."""

from __future__ import annotations

import posixpath
from collections.abc import Mapping
from typing import Any


def record_shape(record: Mapping[str, Any]) -> Mapping[str, Any]:
    """A record's shape. It is kept marshalled (`record.index_record`): a run that reads the cached records for anything
    else (a warm run's repository-wide counts) copies its bytes and never builds it; the learning builds it once."""
    shape = record.get("shape")
    if isinstance(shape, bytes):
        held = _BUILT.get(id(shape))
        if held is not None and held[0] is shape:
            return held[1]
        import marshal

        try:
            built = marshal.loads(shape)
        except (EOFError, ValueError, TypeError):
            built = {}
        if len(_BUILT) > 200_000:
            _BUILT.clear()
        _BUILT[id(shape)] = (shape, built if isinstance(built, dict) else {})
        return _BUILT[id(shape)][1]
    return shape if isinstance(shape, dict) else {}


_BUILT: dict[int, tuple[bytes, dict[str, Any]]] = {}  # a shape's bytes -> the shape (the bytes kept: ids stay theirs)


def is_stub(record: Mapping[str, Any]) -> bool:
    """A record that says its content lives elsewhere: a few lines and a link (`moved to ...`)."""
    return bool(record_shape(record).get("stub"))


def alias(relative: str, record: Mapping[str, Any], other: str) -> bool:
    """Whether a document is another's old name, kept as a stub that links to it: eigen-os's
    `0036-continuous-learning-...md`, "Canonical RFC file moved to keep phase naming uniform: [0036-phase8a-...]",
    a compatibility alias, not a second RFC 36."""
    folder = posixpath.dirname(relative)
    return is_stub(record) and any(posixpath.normpath(posixpath.join(folder, str(link).split("#")[0])) == other
                                   for link, _line, _column in record.get("links") or ())
