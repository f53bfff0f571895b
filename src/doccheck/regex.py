"""Regular expressions compiled when first used, not when their module is imported.

doccheck's modules hold some 320 patterns; a pre-commit run of one file uses about a third of them, and compiling
the rest at import was a third of the run (~90 ms of 0.26 s on one 700-line document). `lazy` gives an object
that compiles its pattern on the first attribute asked of it (`search`, `match`, ...) and keeps each method it
hands out, so a later call costs what a compiled pattern's own does.
"""

from __future__ import annotations

import re
from typing import Any, cast


class _Lazy:
    def __init__(self, source: str, flags: int) -> None:
        self.__dict__["pattern"] = source  # read when one pattern is made from another, without compiling
        self.__dict__["_flags"] = flags

    def __getattr__(self, name: str) -> Any:
        compiled = self.__dict__.get("_compiled")
        if compiled is None:
            compiled = self.__dict__["_compiled"] = re.compile(self.__dict__["pattern"], self.__dict__["_flags"])
        value = getattr(compiled, name)
        self.__dict__[name] = value
        return value

    def __repr__(self) -> str:
        return f"lazy({self.__dict__['pattern']!r})"


def lazy(source: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """A pattern compiled on its first use; a bad pattern fails there, so each module's are tested by use."""
    return cast("re.Pattern[str]", _Lazy(source, int(flags)))
