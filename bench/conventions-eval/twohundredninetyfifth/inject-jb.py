"""Inject defects into clean documents of a copy of each data297 source (two-hundred-and-ninety-fifth evaluation,
part jb: the developer's, blind on 2eece4c, frozen as /tmp/frozen248). See inject_kit.py.
Run: /work/main/.venv/bin/python inject-jb.py (writes injected-<source>.txt here).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit  # noqa: E402

kit = Kit("twohundredninetyfifth", "jb", data="/work/data297", clean="/work/blind297", pool="/work/blind297",
          copies="/tmp/eval295-inj-jb", frozen="/tmp/frozen248")

# otel-community-projects: projects/*.md to project-template.md (at the top): a, g.
s = kit.source("otel-community-projects", "projects", r".*\.md")
f = s.take("projects/k8s-semconv.md")
s.delsec("a", f, "## Deliverables", f"deleted '## Deliverables' (the template and every project have it) from {f}")
f = s.take("projects/injector.md")
s.setbody("g", f, "## Expected Timeline", "What is the expected timeline the project will aim to adhere to, and what "
          "resources and deliverables will be needed for each portion of the timeline?\n",
          f"Expected Timeline left as the template's text in {f}")
s.score("# otel-community-projects: kinds a, g. One copy: /tmp/eval295-inj-jb/otel-community-projects.")

# elastic-apm-specs: specs/agents/*.md (feature specs, no status): b.
s = kit.source("elastic-apm-specs", "specs/agents", r".*\.md")
f = s.take("specs/agents/tracing-sampling.md")
s.sub("b", f, "(tracing-distributed-tracing.md#tracestate)", "(tracing-distributed-trace.md#tracestate)",
      f"link to tracing-distributed-trace.md (the spec is tracing-distributed-tracing.md) in {f}")
s.score("# elastic-apm-specs: kind b. One copy: /tmp/eval295-inj-jb/elastic-apm-specs.")
