"""Inject defects into clean documents of a copy of each source of data343 (the three-hundred-and-fortieth evaluation,
part ku: blind, frozen as /tmp/frozen276). See inject_kit.py. Every edit below was chosen from the repositories' own
templates and documents before anything ran.
Run: /work/main/.venv/bin/python inject-ku.py (writes injected-<source>.txt into the set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen276"

# ---------------------------------------------------------------- data343 (threehundredfortieth, ku)
kit = Kit("threehundredfortieth", "ku", data="/work/data343", clean="/work/blind343", pool="/work/blind343",
          copies="/tmp/eval343-inj", frozen=FROZEN)

# kumahq-kuma-madr: docs/madr/decisions/NNN-slug.md (001-105, 109 MADRs, 095/096/100/103 already used twice),
# template 000-template.md ('* Status: {rejected | accepted}', 'Technical Story:', ## Context and Problem Statement /
# Design / Security implications and review / Reliability implications / Implications for Kong Mesh / Decision / Notes
# with '{...}' guidance); 001-adopt-madr.md sets the process ('pick the next number'; statuses rejected | accepted |
# deprecated | superseded by [ADR-0005](0005-example.md) | implemented in); '## Context and Problem Statement' in the
# template and 97 of 109 (104 of 109 in any case); '## Decision' in 24 (the newer template layout); status is the
# first bullet ('* Status: accepted' 82, '- Status: accepted' 17); supersession on both sides: 093 '* Status:
# superseded by [MADR 099](099-allow-multiple-meshes-per-k8s-ns.md)' and 099 '* Supersedes: [MADR 093](093-....md)';
# relative links '[MADR 065](065-sni-in-the-resource.md)': a, b, c, d, e, g.
s = kit.source("kumahq-kuma-madr", "docs/madr/decisions", r"(?!000)\d{3}-.*\.md")
tpl = read("/work/data343/kumahq-kuma-madr/docs/madr/decisions/000-template.md")
D = "docs/madr/decisions"
f = s.take(f"{D}/057-default-hostname-generators.md")
s.delsec("a", f, "## Context and Problem Statement",
         f"deleted '## Context and Problem Statement' (000-template.md and 97 of 109 MADRs have it, 104 in any case) "
         f"from {f}")
f = s.take(f"{D}/101-sni-format-improvements.md")
s.sub("b", f, "- [MADR 070](070-resource-identifier.md) - Resource Identifier (KRI) format\n",
      "- [MADR 070](070-resource-identifier.md) - Resource Identifier (KRI) format\n"
      "- [MADR 084](084-finalized-schemes-for-unified-envoy-resource-and-stats-naming-formats.md) - Unified naming "
      "formats\n",
      f"link to 084-finalized-schemes-for-unified-envoy-resource-and-stats-naming-formats.md (the MADR is "
      f"084-finalized-schemes-for-unified-envoy-resources-and-stats-naming-formats.md) added to {f}")
f = s.take(f"{D}/091-migrate-to-v2-module-path.md")
s.copy("c", f, f"{D}/091-go-module-v2-path.md", f"copy of {f} as {D}/091-go-module-v2-path.md: number 091 taken "
       f"twice")
f = s.take(f"{D}/033-deprecate-standalone.md")
s.sub("d", f, "* Status: accepted\n", "* Status: superseded by [MADR 106](106-remove-standalone-mode.md)\n",
      f"'* Status: superseded by [MADR 106](106-remove-standalone-mode.md)' (no 106, the last is 105; 093 writes "
      f"'* Status: superseded by [MADR 099](099-allow-multiple-meshes-per-k8s-ns.md)') in {f}")
old = s.take(f"{D}/094-zone-proxy-deployment-model.md")
f = s.take(f"{D}/098-zone-proxy-deployment-topology.md")
s.sub("e", f, "* Status: accepted\n",
      "* Status: accepted\n\n* Supersedes: [MADR 094](094-zone-proxy-deployment-model.md)\n",
      f"'* Supersedes: [MADR 094](094-zone-proxy-deployment-model.md)' (as 099 writes it for 093) added to {f}; {old} "
      f"left '* Status: accepted'")
f = s.take(f"{D}/102-zone-proxy-listener-computed-labels.md")
body = tpl.split("\n## Decision\n", 1)[1].split("\n## Notes", 1)[0].strip("\n")
s.setbody("g", f, "## Decision", body,
          f"'## Decision' body replaced by 000-template.md's '{{Fill this section as last. This section should contain "
          f"simplified description of selected solution.}}' in {f}")
s.score("# kumahq-kuma-madr: kinds a, b, c, d, e, g. One copy: /tmp/eval343-inj/kumahq-kuma-madr.")

# unleash-adrs: contributing/ADRs/{back-end,front-end,overarching}/<kebab>.md, not numbered, no template, no status
# field (ADRs.md 'ADR Overview' states the process); Docusaurus front matter 'title: "ADR: <name>"'; '## Background' in
# 28 of 28, '## Decision' in 26 of 28; supersession by location and prose: front-end/deprecated/preferred-styles-import-
# placement.md opens its Background with 'SUPERSEDED BY [ADR: Preferred styling method](/contributing/ADRs/front-end/
# preferred-styling-method)' and preferred-styling-method.md says 'This document supersedes [ADR: ...](/contributing/
# ADRs/front-end/deprecated/...)' under its front matter; links are site-absolute, extensionless routes: a, a, b, b, d, e.
s = kit.source("unleash-adrs", ["contributing/ADRs/back-end", "contributing/ADRs/front-end",
                                "contributing/ADRs/front-end/deprecated", "contributing/ADRs/overarching"],
               r"[\w-]+\.md")
D = "contributing/ADRs"
f = s.take(f"{D}/front-end/component-naming.md")
s.delsec("a", f, "## Background", f"deleted '## Background' (28 of 28 ADRs have it) from {f}")
f = s.take(f"{D}/back-end/breaking-db-changes.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' (26 of 28 ADRs have it) from {f}")
f = s.take(f"{D}/back-end/sql-standards.md")
s.sub("b", f, "real problems in production.",
      "real problems in production. See also [ADR: Breaking DB changes](/contributing/ADRs/back-end/breaking-db-change).",
      f"link to /contributing/ADRs/back-end/breaking-db-change (the ADR is back-end/breaking-db-changes.md) added to {f}")
f = s.take(f"{D}/front-end/interface-naming.md")
s.sub("b", f, "For props, we use `IComponentNameProps`.",
      "For props, we use `IComponentNameProps` (see [ADR: Component naming](/contributing/ADRs/front-end/components-naming)).",
      f"link to /contributing/ADRs/front-end/components-naming (the ADR is front-end/component-naming.md) added to {f}")
f = s.take(f"{D}/front-end/preferred-data-mutation-method.md")
s.sub("d", f, "## Background\n\n",
      "## Background\n\nSUPERSEDED BY [ADR: Preferred data mutation with React Query]"
      "(/contributing/ADRs/front-end/preferred-data-mutation-react-query)\n\n",
      f"'SUPERSEDED BY [ADR: Preferred data mutation with React Query](/contributing/ADRs/front-end/preferred-data-"
      f"mutation-react-query)' (no such ADR; the deprecated one writes 'SUPERSEDED BY [ADR: Preferred styling method]"
      f"(/contributing/ADRs/front-end/preferred-styling-method)') in {f}")
old = s.take(f"{D}/overarching/logging.md")
f = s.take(f"{D}/overarching/logging-levels.md")
s.sub("e", f, "---\n## Date: 2025-03-20\n",
      "---\n\nThis document supersedes [ADR: Logging errors](/contributing/ADRs/overarching/logging)\n\n"
      "## Date: 2025-03-20\n",
      f"'This document supersedes [ADR: Logging errors](/contributing/ADRs/overarching/logging)' (as preferred-styling-"
      f"method.md writes it) added to {f}; {old} left in overarching/ without 'SUPERSEDED BY'")
s.score("# unleash-adrs: kinds a, a, b, b, d, e. One copy: /tmp/eval343-inj/unleash-adrs.")

# normation-rudder-adr: adr/{system,webapp,webapp/multi-tenants,webapp/scheduling}/<REDMINE-ID>-<slug>.md (ticket ids,
# shared by several ADRs: no c), template adr/template.md ('* Status: [accepted | deprecated | ... | superseded by
# [ADR-0005](0005-example.md)]', Deciders, Date; ## Context / ## Decision / ## Consequences with one guidance question
# each); Context, Decision and Consequences in 27 of 27; status bullets 'accepted' 21(+1 with a note), 'proposed
# (written for implementation review)' 5; no supersession chains but the template's 'superseded by [ADR-0005](...)';
# links 'ADR [28451](../28451-generating-discrete-scheduled-events-for-agent.md)': a, b, d, f, f, g.
s = kit.source("normation-rudder-adr", ["adr/system", "adr/webapp", "adr/webapp/multi-tenants",
                                        "adr/webapp/scheduling"], r"\d{5}-.*\.md")
tpl = read("/work/data343/normation-rudder-adr/adr/template.md")
D = "adr/webapp"
f = s.take(f"{D}/28515-use-java-time.md")
s.delsec("a", f, "## Consequences",
         f"deleted '## Consequences' (template.md and 27 of 27 ADRs have it) from {f}")
f = s.take(f"{D}/28524-use-elm-time.md")
s.sub("b", f, "namely in Java date and time API).",
      "namely in Java date and time API, see ADR [28515](28515-use-java-date-time.md)).",
      f"link to 28515-use-java-date-time.md (the ADR is 28515-use-java-time.md) added to {f}")
f = s.take("adr/system/28116-method-logger-no-suffix.md")
s.sub("d", f, "- Status: accepted\n", "- Status: superseded by [ADR-28790](28790-method-logger-with-context.md)\n",
      f"'- Status: superseded by [ADR-28790](28790-method-logger-with-context.md)' (no such ADR; template.md: "
      f"'superseded by [ADR-0005](0005-example.md)') in {f}")
f = s.take(f"{D}/28570-table-css-classes.md")
s.sub("f", f, "* Status: accepted\n", "* Status: acepted\n",
      f"status 'accepted' -> 'acepted' (template.md: accepted | deprecated | ... | superseded by; used: accepted, "
      f"proposed) in {f}")
f = s.take(f"{D}/scheduling/28181-benchmark-schedule-storage-and-ui.md")
s.sub("f", f, "* Status: proposed (written for implementation review)\n",
      "* Status: propsed (written for implementation review)\n",
      f"status 'proposed' -> 'propsed' (template.md: accepted | deprecated | ... | superseded by; used: accepted, "
      f"proposed) in {f}")
f = s.take(f"{D}/28702-elm-init-authz.md")
body = tpl.split("\n## Decision\n", 1)[1].split("\n## Consequences\n", 1)[0].strip("\n")
s.setbody("g", f, "## Decision", body,
          f"'## Decision' body replaced by template.md's 'What is the change that we're proposing and/or doing?' in {f}")
s.score("# normation-rudder-adr: kinds a, b, d, f, f, g. One copy: /tmp/eval343-inj/normation-rudder-adr.")
