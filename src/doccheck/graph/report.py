"""A sync's outcome in the formats findings use: text, json, sarif and github. Pure: they return strings.

Each conflict becomes a finding at the new fact's source line, so GitHub annotates the line that caused it.
Findings (text, github, sarif) show paths as `doccheck check` does, as named on the command line; the json
report, like the graph, keeps them relative to the configuration's root.
The codes (DC501-DC507) are rules like the checker's, in `doccheck.rules.graph` (`doccheck rules DC501`).

With the `manual` strategy an unresolved conflict is an error and the sync exits 1 without writing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from doccheck.findings import Finding, Severity
from doccheck.rules.graph import SYNC_RULES

if TYPE_CHECKING:
    from doccheck.graph.model.extract import ExtractionReport
    from doccheck.graph.query.xrefs import Crossing
    from doccheck.graph.sync import SyncResult
    from doccheck.graph.temporal.conflicts import Conflict
    from doccheck.graph.temporal.facts import Fact


def fact_dict(fact: Fact) -> dict[str, Any]:
    return {
        "subject": fact.subject.name, "relation": fact.relation, "object": fact.object.name, "fact": fact.text,
        "valid_from": _day(fact.valid_from), "valid_to": _day(fact.invalid_at), "confidence": fact.confidence,
        "status": fact.status, "path": fact.path, "line": fact.line, "commit": fact.commit,
        **({"evidence": fact.evidence} if fact.evidence else {}),
    }


def crossing_dict(link: Crossing) -> dict[str, Any]:
    """A link between documents of two repositories (`query/xrefs.py`), for an answer."""
    return {"from": link.newer.doc_id, "from_repository": link.newer.repository, "from_path": link.newer.path,
            "relation": link.fact.relation, "to": link.older.doc_id, "to_repository": link.older.repository,
            "to_path": link.older.path, "reference": link.reference.name, "state": link.state,
            **fact_dict(link.fact), "known_since": link.fact.recorded_at.isoformat()
            if link.fact.recorded_at else None}


def conflict_dict(conflict: Conflict) -> dict[str, Any]:
    return {"kind": conflict.kind, "resolution": conflict.resolution, "action": conflict.action,
            "message": describe(conflict), "new": fact_dict(conflict.new), "other": fact_dict(conflict.other)}


def describe(conflict: Conflict, shown: Callable[[str], str] = str) -> str:
    """The conflict in words; ``shown`` turns a fact's root-relative path into the one to show."""
    new, other = conflict.new, conflict.other
    return (f"{conflict.kind}: {new.text} ({shown(new.path)}:{new.line}, {_validity(new)}) and {other.text} "
            f"({shown(other.path)}:{other.line}, {_validity(other)}); {conflict.action}")


def findings(result: SyncResult) -> list[Finding]:
    """The conflicts and unreadable facts as findings, at the paths `doccheck check` shows."""

    def shown(path: str) -> str:
        if path in result.display or path.startswith("/"):  # outside the root: already absolute
            return result.display.get(path, path)
        return result.display_prefix + path

    found = []
    for conflict in result.conflicts:
        rule = SYNC_RULES[conflict.kind]
        severity = Severity.ERROR if conflict.blocking else rule.severity
        found.append(Finding(shown(conflict.new.path), conflict.new.line, 1, rule.code, rule.name, severity,
                             describe(conflict, shown)))
    rule = SYNC_RULES["invalid-fact"]
    found += [Finding(shown(p.path), p.line, 1, rule.code, rule.name, rule.severity, p.message)
              for p in result.problems]
    for reference in result.references:  # to other repositories' documents (`references.py`)
        rule = SYNC_RULES[reference.kind]
        found.append(Finding(shown(reference.path), reference.line, 1, rule.code, rule.name, rule.severity,
                             reference.message))
    return found


def summary(result: SyncResult) -> str:
    counts, versions = result.episodes, result.versions
    mode = "dry run: would write" if result.dry_run or result.blocked else "wrote"
    groups = ", ".join(result.groups) or "no group"
    kinds = [c.kind for c in result.conflicts]
    real = sum(k not in ("supersession", "temporal-overlap") for k in kinds)
    overlaps = kinds.count("temporal-overlap")
    commits = versions["commits"]
    facts = result.written.get("facts", 0)
    return (f"{_count(result.documents, 'document')} in {groups}; {mode} {_count(versions['read'], 'version')}"
            + (f" from {_count(commits, 'commit')}" if commits else "")
            + f" ({_count(counts['added'], 'episode')}"
            + f", {_count(result.derived_facts if result.dry_run or result.blocked else facts, 'fact')})"
            + (f", {_count(versions['deleted'], 'deletion')}" if versions["deleted"] else "")
            + f"; {counts['unchanged']} unchanged; {_count(real, 'conflict')}, "
            f"{_count(kinds.count('supersession'), 'supersession')}, {_count(overlaps, 'fact')} from two sources"
            + (f"\n{summary_line(result.llm)}" if result.llm is not None else ""))


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'s' * (number != 1)}"


def format_text(result: SyncResult) -> str:
    lines = []
    for found in sorted(findings(result), key=lambda f: f.sort_key):
        lines.append(f"{found.path}:{found.line}: {found.code} {found.name}: {found.message.split(': ', 1)[-1]}")
    lines.append(summary(result))
    return "\n".join(lines)


def format_json(result: SyncResult) -> str:
    counts = result.episodes
    return json.dumps({
        "episodes": {k: counts[k] for k in ("added", "updated", "retired", "unchanged")},
        "versions": {k: result.versions[k] for k in ("commits", "read", "deleted", "documents")},
        "dry_run": result.dry_run or result.blocked,
        "blocked": result.blocked,
        "documents": result.documents,
        "groups": result.groups,
        "written": {k: v for k, v in sorted(result.written.items()) if v},
        "derived_facts": result.derived_facts,
        "conflicts": [conflict_dict(c) for c in result.conflicts],
        "problems": [{"path": p.path, "line": p.line, "message": p.message} for p in result.problems],
        "references": [r._asdict() for r in result.references],
        "notes": result.notes,
        **({"llm": llm_dict(result.llm)} if result.llm is not None else {}),
    }, indent=2)


def llm_dict(report: ExtractionReport) -> dict[str, Any]:
    return {"model": report.model, "endpoint": report.endpoint, "dry_run": report.dry_run,
            "planned": report.planned, "removed": report.removed, "stopped": report.stopped,
            "structured_output": report.structured_output,
            "usage": report.usage.as_dict(), "failures": report.failures,
            "episodes": [{"name": o.name, "path": o.doc_path, "group": o.group_id, "entities": list(o.entities),
                          "facts": list(o.facts), "invalidated": o.invalidated, "requests": o.requests,
                          "tokens": o.tokens, "seconds": round(o.seconds, 2), "error": o.error}
                         for o in report.outcomes]}


def summary_line(report: ExtractionReport) -> str:
    """What the language model did and what it cost, from the responses' `usage`."""
    if report.dry_run:
        return (f"language model ({report.model}): would extract {report.planned} episode"
                f"{'s' * (report.planned != 1)}, take out {report.removing}")
    usage = report.usage
    extracted, failed = len(report.extracted), len(report.failures)
    if not (report.planned or report.removing):
        return f"language model ({report.model}): nothing to extract, every episode is up to date"
    text = (f"language model ({report.model}): extracted {extracted} episode{'s' * (extracted != 1)}"
            + (f", {failed} failed" if failed else "")
            + (f", {report.removed} taken out" if report.removed else "")
            + f"; {usage.requests} request{'s' * (usage.requests != 1)}, {usage.prompt_tokens} prompt + "
            f"{usage.completion_tokens} completion tokens" + (f", {usage.retries} retried" if usage.retries else ""))
    return text + (f"; stopped: {report.stopped}" if report.stopped else "")


def format_github(result: SyncResult) -> str:
    from doccheck.output.machine import format_github as github

    return github(findings(result))


def format_sarif(result: SyncResult) -> str:
    from doccheck.output.sarif import format_sarif as sarif

    return sarif(findings(result))


def _validity(fact: Fact) -> str:
    return f"valid {_day(fact.valid_from) or 'always'} to {_day(fact.invalid_at) or 'now'}"


def _day(moment: datetime | None) -> str | None:
    return None if moment is None else moment.date().isoformat()
