"""Every rule of every stage, in one catalogue: the per-document rules (`rules/`), the repository rules
(`repo/`) and the sync's (DC5). What `doccheck rules` lists, SARIF describes, and a configuration's `select`,
`ignore` and `per-file-ignores` are held against."""

from __future__ import annotations

from doccheck.errors import UsageError
from doccheck.repo import load_repo_rules
from doccheck.rules import load_rules
from doccheck.rules.registry import RULES, Rule


def all_rules() -> dict[str, Rule]:
    load_rules()
    load_repo_rules()  # DC4: run on the repository index, listed here with the others
    return RULES


def by_name_or_code(key: str) -> Rule | None:
    rules = all_rules()
    return rules.get(key.strip().upper()) or next((r for r in rules.values() if r.name == key.strip().lower()), None)


def check_rule_patterns(patterns: tuple[str, ...] | list[str], where: str) -> None:
    """Refuse a code, prefix or name that selects no rule (`DC999`, `DC9`, `missing-sections`): silently
    selecting nothing would turn checks off. The error names the nearest valid one."""
    import difflib

    rules = all_rules()
    codes = sorted(rules)
    names = sorted(r.name for r in rules.values())
    families = sorted({code[:3] for code in codes})
    for pattern in patterns:
        if not isinstance(pattern, str) or not pattern.strip():
            continue
        upper, lower = pattern.strip().upper(), pattern.strip().lower()
        if upper == "ALL" or any(code.startswith(upper) for code in codes) or lower in names:
            continue
        candidates = (families if len(upper) <= 3 else codes) if upper.startswith("DC") else names
        near = difflib.get_close_matches(upper if upper.startswith("DC") else lower, candidates, 1, 0.5)
        hint = f"; did you mean {near[0]!r}?" if near else ""
        raise UsageError(f"{where}: no rule is {pattern!r}{hint} (codes such as DC101, families such as DC1, "
                         "or names such as missing-section; `doccheck rules` lists them)")
