"""Decisions meet code (DC420-DC423): citations in code comments, and the paths a decision governs.

These rules read what the index does not hold, code files and the repository's file list, so they run after
the repository pass (`run/code_check.py`), not in it; each is a pure function of what it is given. A finding in
code is reported at the citation, one in a record at its `governs` line; every message says which convention
it rests on (the word the records are cited by, the field the globs were read from).
"""

from __future__ import annotations

from collections.abc import Container, Iterator, Mapping, Sequence
from typing import NamedTuple

from doccheck.findings import Severity
from doccheck.read.code_citations import Mention
from doccheck.repo.decisions import Decision, Decisions, Resolution
from doccheck.repo.globs import matching
from doccheck.repo.registry import RepoProblem, problem
from doccheck.rules.registry import documented

MISSING, REPLACED, NOTHING, GONE = "DC420", "DC421", "DC422", "DC423"

documented(MISSING, "cites-missing-decision", Severity.WARNING, """\
    A code comment cites a decision record that does not exist.

    Only comments count, in the file's language (a string literal is the program's data), and only the words
    this repository's records are cited by (`ADR` where its records are `docs/adr/0012-x.md` of type adr or
    `ADR-0012-x.md`; `TEP` where their titles say `TEP-0014:`): another project's ADR, a version (`v1.2`) or
    an issue (`#12`) is not a citation. A number far past the family's highest (RFC 7231 beside ten RFCs) is
    another series'. `[code] citations` in the configuration adds the repository's own forms.

    Bad:  `// See ADR-0042` where docs/adr/ holds records 1 to 38.
    Good: `// See ADR-0024`, the record the code follows.
    """)
documented(REPLACED, "cites-replaced-decision", Severity.WARNING, """\
    A code comment cites a decision that was superseded, rejected or withdrawn.

    The code says it follows a decision that no longer holds: it follows the successor now (named in the
    message where a record names one), or it should not follow it at all. A line that names the successor too
    ("ADR-0063, which reversed ADR-0040"), or says a decision was superseded or is legacy ("(supersedes ADR-0085
    decision #3)", "legacy; needs the ADR-0039 hack"), or ends it in the word its status does ("rejected (ADR
    0050)" of a rejected record), tells the history, and is not reported.

    Bad:  `# Implements ADR-0003` while ADR-0003 is "Superseded by ADR-0005".
    Good: `# Implements ADR-0005`, or the code changed to what ADR-0005 decided.
    """)
documented(NOTHING, "governs-matches-nothing", Severity.WARNING, """\
    A decision's `governs` glob (or its family's `affects`, `applies_to`) matches no file.

    Globs are read from the configuration's folder, as `.gitignore` reads them (`src/payments/**`, `*.proto` at
    any depth). A glob that matches nothing governs nothing: a typo, or a path that moved.

    Bad:  `governs: [src/payment/**]` where the code is in `src/payments/`.
    Good: `governs: [src/payments/**]`.
    """)
documented(GONE, "governed-paths-gone", Severity.WARNING, """\
    Every path a decision in force governs is gone: its globs matched files when the record was written, and
    match none now.

    The code the decision was about was removed or moved; the record is either out of date (its globs should
    follow the code) or no longer in force (supersede or withdraw it). Told from git: the files at the commit
    that wrote the record's `governs` line.

    Bad:  `governs: [services/legacy-billing/**]`, a folder deleted last year, and the record still Accepted.
    Good: the record superseded, or its globs naming where the code went.
    """)


def ended(decision: Decision, decisions: Decisions | None = None) -> bool:
    """Superseded, rejected or withdrawn: a decision that no longer holds. With `decisions`, a successor's status
    is looked at, as superseded-still-active (DC405) looks at it: a successor only proposed ends nothing yet, and
    a record still in force that two records in force each replace was replaced in parts and holds for the rest
    (objectstack's ADR-0086, "parts refined/superseded by ADR-0090 and ADR-0094"). Without, naming one is enough."""
    from doccheck.read.status import lifecycle

    state = lifecycle(decision.status) if decision.status is not None else None
    if state == "ended":
        return True
    if decisions is None:
        return bool(decision.successors)
    binding = [s for relative in decision.successors if (s := decisions.by_path.get(relative)) is not None
               and s.status is not None and lifecycle(s.status) == "in-force"]
    return len(binding) == 1 if state in ("in-force", None) else bool(binding)


def citation_problems(decisions: Decisions, cited: Mapping[str, Sequence[Mention]],
                      documents: Container[str] = ()) -> Iterator[tuple[str, RepoProblem]]:
    """DC420 and DC421 for the mentions of each code file (by its path from the configuration's folder); a path to
    one of the repository's `documents` that is no decision record cites nothing missing."""
    for code in sorted(cited):
        seen: set[tuple[int, str]] = set()
        resolved = [(mention, decisions.resolve(mention, code, documents)) for mention in cited[code]]
        # What each line cites: a line that names the successor too ("ADR-0063, which reversed ADR-0040"), or one
        # of the lines around it (a comment's paragraph: "ADR-0035, the record in force, which carries that trade
        # forward from ADR-0032"), or a successor's successor, tells the story of the replacement, it does not
        # follow the old decision.
        on_line: dict[int, set[str]] = {}
        for mention, resolution in resolved:
            on_line.setdefault(mention.line, set()).update(d.relative for d in resolution.decisions)
        for mention, resolution in resolved:
            if resolution.state == "missing":
                if (mention.line, "missing:" + mention.text) not in seen:
                    seen.add((mention.line, "missing:" + mention.text))
                    yield MISSING, _at(code, mention, _missing_message(mention, resolution))
            elif resolution.state == "found":
                decision = resolution.decisions[0]
                if (mention.line, decision.relative) in seen:
                    continue  # `[ADR-0003](../adr/0003-x.md)`: one citation, written twice
                seen.add((mention.line, decision.relative))
                near = set().union(*(on_line.get(n, ()) for n in range(mention.line - NEAR_LINES,
                                                                       mention.line + NEAR_LINES + 1)))
                if ended(decision, decisions) and not any(not ended(d, decisions) for d in resolution.decisions[1:]) \
                        and near.isdisjoint(_descendants(decision, decisions)) and not mention.told \
                        and not _tells_its_end(mention, decision):
                    yield REPLACED, _at(code, mention, _replaced_message(mention, decision, decisions),
                                        decision.relative)


def _tells_its_end(mention: Mention, decision: Decision) -> bool:
    """Whether the citation's comment ends the decision in the word its own status does ("rejected (ADR 0050)" of
    a record "Status: rejected, not shipped"): it tells the history, as a line saying it was superseded does."""
    status = (decision.status or "").lower()
    return any(word in status for word in mention.ends.split())


NEAR_LINES = 3  # lines either side of a citation read for its successor named in the same comment
MAX_DESCENDANTS = 50


def _descendants(decision: Decision, decisions: Decisions) -> set[str]:
    """The records that replaced a decision, and those that replaced them, in turn (at most MAX_DESCENDANTS)."""
    found: set[str] = set()
    todo = list(decision.successors)
    while todo and len(found) < MAX_DESCENDANTS:
        relative = todo.pop()
        if relative not in found:
            found.add(relative)
            later = decisions.by_path.get(relative)
            todo += list(later.successors) if later is not None else []
    return found


def _in_force_after(successors: Sequence[Decision], decisions: Decisions) -> list[Decision]:
    """The records in force that a chain of successors ends at: a successor itself replaced is followed to its own
    successors (ADR-3 replaced ADR-2, which replaced the cited ADR-1), at most MAX_DESCENDANTS records deep."""
    found: list[Decision] = []
    seen: set[str] = set()
    todo = list(successors)
    while todo and len(seen) < MAX_DESCENDANTS:
        decision = todo.pop(0)
        if decision.relative in seen:
            continue
        seen.add(decision.relative)
        if ended(decision, decisions) and decision.successors:
            todo += [decisions.by_path[s] for s in decision.successors if s in decisions.by_path]
        else:
            found.append(decision)
    return found


def _missing_message(mention: Mention, resolution: Resolution) -> str:
    if mention.kind == "path":
        return f"cites {mention.text}, which is not a file ({resolution.why})"
    return f"cites {mention.text}, and {resolution.family or '.'}/ has no record {mention.number} ({resolution.why})"


def _replaced_message(mention: Mention, decision: Decision, decisions: Decisions) -> str:
    named = f"{mention.text} ({decision.relative})"
    successors = [decisions.by_path[s] for s in decision.successors if s in decisions.by_path]
    if successors:
        names = ", ".join(f"{s.label} ({s.relative}, {s.status or 'no status'})" for s in successors)
        later = [d for d in _in_force_after(successors, decisions) if d not in successors]
        if later:
            names += ", in turn superseded by " + ", ".join(f"{d.label} ({d.relative}, {d.status or 'no status'})"
                                                            for d in later)
        return f"cites {named}, which is superseded by {names}: cite the decision in force"
    status = decision.status or "ended"
    return (f"cites {named}, whose status is {status!r} (line {decision.status_line}): it no longer holds; "
            "cite the decision in force, or none")


def _at(code: str, mention: Mention, message: str, *others: str) -> RepoProblem:
    found = problem(code, mention.line, message, *others)
    return found._replace(column=max(mention.column, 1))


class Before(NamedTuple):
    """What a decision's globs matched when its `governs` line was written."""

    commit: str
    date: str
    files: int


def governs_problems(decisions: Sequence[Decision], paths: Sequence[str],
                     before: Mapping[str, Before]) -> Iterator[tuple[str, RepoProblem]]:
    """DC422 for each glob of these decisions (those still in force) that matches none of `paths` (the
    repository's files, from the configuration's folder, sorted), or DC423 once per decision whose globs all
    matched files when its `governs` line was written (`before`, from git) and match none now."""
    from doccheck.read.governs import local

    for decision in decisions:
        own = local(decision.governs)  # another repository's paths (`acme/payments:src/**`) are not ours to judge
        if not own or ended(decision):
            continue  # a superseded or withdrawn record's scope governs nothing any more
        empty = [(glob, line, field) for glob, line, field in own if not matching(glob, paths, 1)]
        if not empty:
            continue
        earlier = before.get(decision.relative)
        if earlier is not None and len(empty) == len(own):
            globs = ", ".join(glob for glob, _line, _field in empty)
            yield GONE, problem(decision.relative, empty[0][1],
                                f"governs {globs}, which matched {earlier.files} file{'s' * (earlier.files != 1)} at "
                                f"{earlier.commit[:12]} ({earlier.date}), when this record was written, and "
                                f"match{'es' * (len(empty) == 1)} none now: the code it governs is gone; make its "
                                f"globs follow the code, or supersede or withdraw the record")
            continue
        for glob, line, field in empty:
            where = "its `governs` field" if field == "governs" else f"its `{field}` field (read as paths)"
            yield NOTHING, problem(decision.relative, line, f"governs {glob!r}, which matches no file (from "
                                                            f"{where}; globs are read from the configuration's "
                                                            "folder, as .gitignore reads them)")
