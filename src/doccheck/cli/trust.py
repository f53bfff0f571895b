"""`doccheck trust`: allow a repository's configuration the settings only the user may set (`config/trust.py`).

    doccheck trust [--config FILE]            allow it as its bytes are now (again after every change)
    doccheck trust --revoke [--config FILE]   take the allowance back
    doccheck trust --show [--config FILE]     what it sets that only you may set, and whether it is allowed
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from doccheck.errors import UsageError


def add_trust_parser(sub: Any) -> None:
    trust = sub.add_parser(
        "trust", help="allow this repository's configuration what only you may set (servers, keys, outside paths)",
        description="A repository's configuration may not, on its own, name a graph server or a language-model "
                    "endpoint (they receive your secrets), an environment variable to read as a secret, or a path "
                    "outside the repository. `doccheck trust` allows the configuration file as it is now; an "
                    "edit needs a new `doccheck trust`.")
    trust.add_argument("--config", type=Path, help="configuration file (default: found by walking up)")
    what = trust.add_mutually_exclusive_group()
    what.add_argument("--revoke", action="store_true", help="take the allowance back")
    what.add_argument("--show", action="store_true", help="say what the configuration asks for, and change nothing")


def run_trust_command(args: argparse.Namespace) -> int:
    from doccheck.config.load import find_config_file, read_config_bytes, read_table
    from doccheck.config.trust import allow, is_trusted, revoke, user_only
    from doccheck.output.escape import terminal

    source = args.config if args.config is not None else find_config_file(Path.cwd())
    if source is None:
        raise UsageError("no configuration file here or above (.doccheck.toml, or pyproject.toml with "
                         "[tool.doccheck]); nothing to trust")
    raw = read_config_bytes(source)
    asked = user_only(read_table(source, raw), source.parent.resolve())
    shown = terminal(str(source))
    if args.revoke:
        print(f"{shown}: {'no longer trusted' if revoke(source) else 'was not trusted'}")
        return 0
    if args.show or not asked:
        state = "trusted as it is now" if is_trusted(source, raw) else "not trusted"
        listed = "".join(f"\n  {terminal(a)}" for a in asked) or " nothing only you may set"
        print(f"{shown}: {state}; it sets{':' if asked else ''}{listed}")
        return 0
    path = allow(source, raw)
    print(f"{shown}: trusted as it is now (recorded in {terminal(str(path))}); it sets:"
          + "".join(f"\n  {terminal(a)}" for a in asked))
    return 0
