"""The package reads as its pipeline: each stage imports only the stages below it, and no module imports
itself back through another (a circle). Every import counts, at the top, in a function or under TYPE_CHECKING:
an import moved into a function is still a dependency."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "doccheck"
# Lowest first. The root holds what every stage shares (findings, errors, regex); graph and site sit beside each other
# above the run, and the command line is on top.
STAGES = ("", "read", "config", "rules", "repo", "run", "output", "graph", "site", "cli")


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _imports(name: str) -> set[str]:
    """The package's modules that `name` imports (the module itself, or the package a name comes from)."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            wanted = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package, one level up per dot after the first
                kept = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*kept, base] if base else kept)
            wanted = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        else:
            continue
        for target in wanted:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name and target.startswith("doccheck"):
                targets.add(target)
    return targets


GRAPH = {name: _imports(name) for name in MODULES}


def stage(name: str) -> str:
    parts = name.split(".")
    if len(parts) == 1 or parts[1] in ("errors", "findings", "boundary", "regex"):
        return ""
    return "cli" if parts[1] == "__main__" else parts[1]


def test_every_module_belongs_to_a_stage() -> None:
    assert {stage(name) for name in MODULES} <= set(STAGES)


@pytest.mark.parametrize("name", sorted(MODULES))
def test_a_stage_imports_only_the_stages_below_it(name: str) -> None:
    mine = STAGES.index(stage(name))
    upward = sorted(t for t in GRAPH[name] if STAGES.index(stage(t)) > mine)
    assert not upward, f"{name} ({stage(name) or 'root'}) imports a higher stage: {upward}"


def test_no_import_circles() -> None:
    circles = []
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in GRAPH[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for name in sorted(MODULES):
        if name not in index:
            visit(name)
    assert not circles, f"import circles: {circles}"


def test_the_checker_finds_a_circle_and_an_upward_import() -> None:
    """The test above can fail: the graph reader sees a function-level import and a package's own import."""
    assert "doccheck.read.document" in GRAPH["doccheck.run.check"] or any(
        t.startswith("doccheck.read") for t in GRAPH["doccheck.run.check"])
    assert any(t.startswith("doccheck.rules") for t in GRAPH["doccheck.repo.record"])


@pytest.mark.parametrize("package", sorted(n for n, p in MODULES.items() if p.name == "__init__.py"))
def test_each_package_says_its_stage(package: str) -> None:
    doc = ast.get_docstring(ast.parse(MODULES[package].read_text("utf-8")))
    assert doc, f"{package} has no docstring naming its stage"
