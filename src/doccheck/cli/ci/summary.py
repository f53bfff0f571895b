"""The job summary (`$GITHUB_STEP_SUMMARY`): Markdown a reviewer reads on the run's page. Pure: returns strings.

Findings per file in a table, every finding in a folded table, what the annotations left out, the supersession
chains the change touched as a Mermaid diagram, and (from the sync step) what the sync wrote and the
conflicts it found with both sources.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from doccheck.cli.ci.chains import UNRESOLVED, Chains
from doccheck.cli.ci.sync_report import Fact, SyncReport
from doccheck.findings import Finding, Severity
from doccheck.output.annotations import AnnotationPlan, count_by_severity, hidden_sentence
from doccheck.output.escape import code_span, markdown
from doccheck.output.escape import mermaid as mermaid_text

# GitHub refuses a step summary over 1 MiB. Both tables stop at a number of rows and say how many they left
# out, every cell is cut to a few hundred characters, and a summary still over MAX_SUMMARY_BYTES is written
# again with half the rows.
MAX_FINDING_ROWS = 500
MAX_FILE_ROWS = 500
MAX_SUMMARY_BYTES = 512 * 1024
MAX_CHAIN_NODES = 80
_ICON = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


class CheckSummary(NamedTuple):
    files: Sequence[tuple[str, Sequence[Finding]]]  # every checked file, in order, with its findings
    cached: int
    plan: AnnotationPlan
    against: str | None
    fail_level: str
    sarif: str | None
    chains: Chains | None = None
    records: Mapping[str, Mapping[str, Any]] = {}
    notes: Sequence[str] = ()


def format_check_summary(summary: CheckSummary) -> str:
    rows = max(MAX_FILE_ROWS, MAX_FINDING_ROWS)
    while True:
        text = _check_summary(summary, rows)
        if len(text.encode()) <= MAX_SUMMARY_BYTES or rows <= 1:
            return text
        rows //= 2


def _check_summary(summary: CheckSummary, rows: int) -> str:
    findings = [f for _, found in summary.files for f in found]
    counts = count_by_severity(findings)
    out = ["## doccheck", ""]
    scope = f" against {code_span(summary.against)}" if summary.against else ""
    out.append(f"**{_plural(len(summary.files), 'file')} checked**{scope} ({summary.cached} unchanged): "
               f"{_plural(counts[Severity.ERROR], 'error')}, {_plural(counts[Severity.WARNING], 'warning')}, "
               f"{_plural(counts[Severity.INFO], 'notice')}. Fail level: {code_span(summary.fail_level)}.")
    out += [f"> {_note(note)}" for note in summary.notes]
    with_findings = [(path, found) for path, found in summary.files if found]
    if with_findings:
        out += ["", "| File | Errors | Warnings | Notices | First finding |", "| --- | ---: | ---: | ---: | --- |"]
        for path, found in with_findings[: min(rows, MAX_FILE_ROWS)]:
            per = count_by_severity(found)
            first = min(found, key=lambda f: (-int(f.severity), f.line, f.column))
            out.append(f"| {code_span(path)} | {per[Severity.ERROR]} | {per[Severity.WARNING]} | "
                       f"{per[Severity.INFO]} | line {first.line}: `{first.code}` {markdown(first.message)} |")
        if len(with_findings) > min(rows, MAX_FILE_ROWS):
            left = with_findings[min(rows, MAX_FILE_ROWS):]
            out += ["", f"{_plural(len(left), 'more file')} with {_plural(sum(len(f) for _, f in left), 'finding')} "
                        f"{'is' if len(left) == 1 else 'are'} in the SARIF file "
                        f"(this table stops at {min(rows, MAX_FILE_ROWS)})."]
        out += ["", *_all_findings(findings, min(rows, MAX_FINDING_ROWS))]
    else:
        out += ["", "No findings."]
    if summary.plan.hidden:
        out += ["", f"**Annotations:** {len(summary.plan.shown)} shown on the diff; "
                    f"{hidden_sentence(summary.plan, 'the table above and the SARIF file')}"]
    if summary.sarif:
        out += ["", f"SARIF: {code_span(summary.sarif)}"]
    if summary.chains is not None and summary.chains.edges:
        heading = "this change touches" if summary.against else "among the checked documents"
        out += ["", f"### Supersession chains {heading}", "", *mermaid(summary.chains, summary.records)]
    return "\n".join(out) + "\n"


def _all_findings(findings: Sequence[Finding], limit: int = MAX_FINDING_ROWS) -> list[str]:
    ordered = sorted(findings, key=lambda f: (-int(f.severity), f.path, f.line, f.column))
    rows = ["<details><summary>All findings, most severe first</summary>", "",
            "| Severity | File | Line | Rule | Message |", "| --- | --- | ---: | --- | --- |"]
    for f in ordered[:limit]:
        rows.append(f"| {_ICON[f.severity]} | {code_span(f.path)} | {f.line} | `{f.code}` {f.name} | "
                    f"{markdown(f.message)} |")
    if len(ordered) > limit:
        rows += ["", f"{len(ordered) - limit} more findings are in the SARIF file (this table stops at {limit})."]
    return [*rows, "", "</details>"]


def _note(note: str) -> str:
    """A note keeps its `code` spans (the tool writes them), everything between them is escaped."""
    parts = note.split("`")
    if len(parts) % 2 == 0:  # an unpaired backtick: none of it is the tool's markup
        return markdown(note, 1000)
    return "".join(_spaced(part) if i % 2 == 0 else code_span(part) for i, part in enumerate(parts))


def _spaced(text: str) -> str:
    """`markdown(text)`, keeping a space on either side (it stands between code spans)."""
    escaped = markdown(text, 1000)
    return (" " if text[:1].isspace() else "") + escaped + (" " if text[-1:].isspace() and escaped else "")


def mermaid(chains: Chains, records: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """A `flowchart` of the chains: newer -> older, touched documents highlighted, dangling targets dashed."""
    nodes = list(chains.nodes)
    dropped = len(nodes) - MAX_CHAIN_NODES
    if dropped > 0:  # keep the touched documents and their nearest neighbours
        nodes = sorted(nodes, key=lambda key: (key not in chains.touched, key))[:MAX_CHAIN_NODES]
    ids = {key: f"d{i}" for i, key in enumerate(sorted(nodes))}
    lines = ["```mermaid", "flowchart LR"]
    for key in sorted(nodes):
        lines.append(f'    {ids[key]}["{_label(key, records.get(key))}"]')
    for edge in chains.edges:
        if edge.newer in ids and edge.older in ids:
            arrow = "-.->" if edge.kind in ("amends", "extends") else "-->"
            lines.append(f"    {ids[edge.newer]} {arrow}|{edge.kind}| {ids[edge.older]}")
    lines.append("    classDef touched stroke-width:3px,stroke:#d29922")
    lines.append("    classDef missing stroke-dasharray:4 4")
    touched = [ids[k] for k in sorted(chains.touched) if k in ids]
    missing = [ids[k] for k in sorted(nodes) if k.startswith(UNRESOLVED)]
    if touched:
        lines.append(f"    class {','.join(touched)} touched")
    if missing:
        lines.append(f"    class {','.join(missing)} missing")
    lines.append("```")
    legend = "Arrows point from the newer document to the one it supersedes; changed documents are outlined."
    if dropped > 0:
        legend += f" {dropped} more documents in these chains are not drawn."
    return [*lines, "", legend]


def _label(key: str, record: Mapping[str, Any] | None) -> str:
    """Each part escaped on its own (a title may hold a newline and ```), joined with the tool's own `<br/>`."""
    if key.startswith(UNRESOLVED):
        return mermaid_text(f"{key[len(UNRESOLVED):]} (not found)")
    name = key.rsplit("/", 1)[-1]
    if record is None:
        return mermaid_text(name)
    title = str(record.get("title") or name)
    status = record.get("status")
    return f"{mermaid_text(title)}<br/>{mermaid_text(name)}" + (f" · {mermaid_text(str(status))}" if status else "")


def _cell(text: str) -> str:
    return markdown(text)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


def format_sync_summary(report: SyncReport) -> str:
    """What the sync wrote, and each conflict with both facts, both sources, their validity and the outcome."""
    counts = report.episodes
    if report.blocked:
        head = "Blocked: a conflict is left to the documents (strategy manual), nothing written."
    elif report.dry_run:
        head = "Dry run: nothing written."
    else:
        head = f"{_plural(report.written, 'episode')} written."
    out = ["### Sync into the graph", "",
           f"{head} Episodes: {counts.added} added, {counts.updated} updated, {counts.retired} retired, "
           f"{counts.unchanged} unchanged."]
    if not report.conflicts:
        return "\n".join([*out, "", "No conflicts with what the graph already holds."]) + "\n"
    out += ["", f"#### {_plural(len(report.conflicts), 'conflict')}", "",
            "| Kind | Fact | Source | Valid | Conflicts with | Source | Valid | Resolution |",
            "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for conflict in report.conflicts:
        cells = [f"`{_cell(conflict.kind)}`"]
        sides: list[Fact | None] = [*conflict.facts[:2], None, None][:2]
        for fact in sides:
            if fact is None:
                cells += ["", "", ""]
                continue
            where = fact.source.path or "?"
            where += f":{fact.source.line}" if fact.source.line else ""
            commit = f" @ {code_span(fact.source.commit[:10])}" if fact.source.commit else ""
            valid = f"{fact.valid_from or '…'} – {fact.valid_to or '…'}"
            cells += [_cell(fact.describe()), _cell(where) + commit, _cell(valid)]
        outcome = conflict.resolution or "not resolved"
        cells.append(_cell(f"{outcome}: {conflict.action}" if conflict.action else outcome))
        out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out).rstrip() + "\n"


def format_sync_unavailable(reason: str) -> str:
    return "\n".join(["### Sync into the graph", "", f"**Not run:** {_cell(reason)}"]) + "\n"
