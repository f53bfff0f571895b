"""Every pattern doccheck compiles on first use (`doccheck.regex.lazy`) is a valid one: a typo in a pattern that
only a rare document reaches would otherwise fail on that document, not here."""

from __future__ import annotations

import importlib
import pkgutil
import re

import doccheck
from doccheck.regex import _Lazy, lazy


def test_every_deferred_pattern_in_doccheck_compiles() -> None:
    deferred = []
    for module_info in pkgutil.walk_packages(doccheck.__path__, "doccheck."):
        if module_info.name == "doccheck.__main__":
            continue  # (runs the program)
        module = importlib.import_module(module_info.name)
        deferred += [(module_info.name, name, value) for name, value in vars(module).items()
                     if isinstance(value, _Lazy)]
    assert len(deferred) > 300  # the check's rules, readers and conventions among them
    for module_name, name, value in deferred:
        try:
            value.search("")
        except re.error as exc:  # pragma: no cover - the failure message names the pattern
            raise AssertionError(f"{module_name}.{name}: {exc}") from exc


def test_a_deferred_pattern_matches_as_the_compiled_one_does() -> None:
    pattern = lazy(r"(?P<word>\w+)-(?P<number>\d+)", re.IGNORECASE)
    assert pattern.pattern == r"(?P<word>\w+)-(?P<number>\d+)"
    found = pattern.search("see ADR-12 and adr-13")
    assert found is not None and found.group("word", "number") == ("ADR", "12")
    assert [m.group("number") for m in pattern.finditer("see ADR-12 and adr-13")] == ["12", "13"]
    assert pattern.sub("x", "a-1 b-2") == "x x"
    assert pattern.flags & re.IGNORECASE
