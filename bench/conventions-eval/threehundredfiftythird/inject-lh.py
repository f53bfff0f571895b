"""Inject defects into clean documents of a copy of each source of data356 (the three-hundred-and-fifty-third
evaluation, part lh: blind, frozen as /tmp/frozen279). See inject_kit.py. Every edit below was chosen from the
repositories' own templates and documents before anything ran.
Run: /work/main/.venv/bin/python inject-lh.py (writes injected-<source>.txt into the set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

FROZEN = "/tmp/frozen279"

# ---------------------------------------------------------------- data356 (threehundredfiftythird, lh)
kit = Kit("threehundredfiftythird", "lh", data="/work/data356", clean="/work/blind356", pool="/work/blind356",
          copies="/tmp/eval356-inj", frozen=FROZEN)

# jabref-decisions-madr: docs/decisions/NNNN-slug.md (0000-0069, no gaps, no duplicates; AGENTS.md: copy the template
# to the next free number), MADR 4 template docs/decisions/adr-template.md (Context and Problem Statement / Decision
# Drivers / Considered Options / Decision Outcome / Pros and Cons of the Options / More Information, with '{...}'
# guidance text); '## Context and Problem Statement' and '## Decision Outcome' in 70 of 70; Jekyll front matter with
# 'nav_order' = the number; status in front matter (template: 'proposed | rejected | accepted | deprecated | … |
# superseded by ADR-0123'; accepted 4, 'superseded by ADR-0057' in 0045, 'accepted; supersedes ADR-0045' in 0057,
# whose body says 'This decision **supersedes [ADR-0045](0045-....md)**'; 64 without a status); cross-references
# relative links '[ADR-0036](0036-use-markdown-for-chat-content.md)': a, b, c, d, e, f, g.
R = "/work/data356/jabref-decisions-madr"
s = kit.source("jabref-decisions-madr", "docs/decisions", r"\d{4}-.*\.md")
tpl = read(f"{R}/docs/decisions/adr-template.md")
D = "docs/decisions"
f = s.take(f"{D}/0030-use-apache-commons-io-for-directory-monitoring.md")
s.delsec("a", f, "## Decision Outcome",
         f"deleted '## Decision Outcome' (adr-template.md and 70 of 70 ADRs have it) from {f}")
f = s.take(f"{D}/0063-use-picocli-exceptionhandler.md")
s.sub("b", f, "JabKit commands and helper functions use a lot of `try-catch` blocks",
      "JabKit commands ([ADR-0044](0044-use-picocli-for-jabkit-cli.md)) and helper functions use a lot of `try-catch` "
      "blocks",
      f"link to 0044-use-picocli-for-jabkit-cli.md (the ADR is 0044-use-picocli-for-jabkit.md; links as 0042's "
      f"'[ADR-0036](0036-use-markdown-for-chat-content.md)') added to {f}")
f = s.take(f"{D}/0069-preferences-search-registration-vs-scene-graph-scan.md")
s.copy("c", f, f"{D}/0069-preferences-search-index.md",
       f"copy of {f} as {D}/0069-preferences-search-index.md: number 0069 (and 'nav_order: 69') taken twice "
       f"(AGENTS.md: copy the template to the next free number; 0000-0069 otherwise unique)")
f = s.take(f"{D}/0061-jabsrv-reload-via-mtime-polling.md")
s.sub("d", f, "status: accepted\n", "status: \"superseded by ADR-0070\"\n",
      f"front matter 'status: accepted' -> 'status: \"superseded by ADR-0070\"' (no 0070, the last is 0069; 0045 "
      f"writes 'status: \"superseded by ADR-0057\"', the template 'superseded by ADR-0123') in {f}")
old = s.take(f"{D}/0035-generate-embeddings-online.md")
s.edit(old, "nav_order: 0035\nparent: Decision Records\n", "nav_order: 0035\nparent: Decision Records\nstatus: accepted\n")
f = s.take(f"{D}/0058-use-djl-for-embeddings.md")
s.edit(f, "nav_order: 0058\nparent: Decision Records\n",
       "nav_order: 0058\nparent: Decision Records\nstatus: \"accepted; supersedes ADR-0035\"\n")
s.sub("e", f, "handles model management and inference.\n",
      "handles model management and inference.\n\n"
      "This decision **supersedes [ADR-0035](0035-generate-embeddings-online.md)**: embeddings are generated "
      "locally.\n",
      f"front matter 'status: \"accepted; supersedes ADR-0035\"' and 'This decision **supersedes [ADR-0035](0035-"
      f"generate-embeddings-online.md)**' (as 0057 writes for 0045) added to {f}; {old} given 'status: accepted' and "
      f"left so, with no 'superseded by'")
f = s.take(f"{D}/0047-use-references-heading-in-citations-tab.md")
s.sub("f", f, "status: accepted\n", "status: accpeted\n",
      f"front matter status 'accepted' -> 'accpeted' (template: proposed | rejected | accepted | deprecated | … | "
      f"superseded by ADR-0123) in {f}")
f = s.take(f"{D}/0054-allow-using-jilt-in-tests.md")
body = tpl.split("\n## Context and Problem Statement\n", 1)[1].split("\n<!-- This is an optional element.", 1)[0]
s.setbody("g", f, "## Context and Problem Statement", body.strip("\n"),
          f"'## Context and Problem Statement' body replaced by adr-template.md's '{{Describe the context and problem "
          f"statement, e.g., in free form using two to three sentences ...}}' in {f}")
s.score("# jabref-decisions-madr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval356-inj/jabref-decisions-madr.")

# bazelbuild-proposals-designs: designs/YYYY-MM-DD-slug.md (47; named by date, not numbered, so no c), template
# designs/template.md (YAML front matter created / last updated / status: To be reviewed / reviewers / title /
# authors; H1 sections Abstract / Background / Proposal / Backward-compatibility with guidance text, and 'Feel free to
# add or remove sections': '# Proposal' in only 31 of 47, '# Abstract' 30, so no section is kept by (nearly) all and
# no a); status in front matter (README.md: Draft -> Under review -> Approved -> Implemented, Dropped; values
# Implemented 14, Approved 8, To be reviewed 6, Dropped 4, Draft 3, ...), 2022-07-07_global_exec_groups.md writes it
# as a bold label '**Status**: Draft'; no supersedes field nor 'superseded' status in any doc or the README (2019-02-12-
# toolchain-transitions only has a '**NOTE: OBSOLETE**' paragraph), so no d, e; cross-references relative links
# '[Execution Transitions](2019-02-12-execution-transitions.md)': b, f, f, g.
R = "/work/data356/bazelbuild-proposals-designs"
s = kit.source("bazelbuild-proposals-designs", "designs", r"20\d\d-.*\.md")
tpl = read(f"{R}/designs/template.md")
D = "designs"
f = s.take(f"{D}/2019-01-14-delayed-load.md")
s.sub("b", f, "workspaces](2018-11-07-design-recursive-workspaces.md). For example,",
      "workspaces](2018-11-07-recursive-workspaces.md). For example,",
      f"link to 2018-11-07-recursive-workspaces.md (the design is 2018-11-07-design-recursive-workspaces.md, "
      f"title 'Recursive Workspaces') in {f}")
f = s.take(f"{D}/2019-10-24-file-visibility.md")
s.sub("f", f, "status: Implemented\n", "status: Implmented\n",
      f"front matter status 'Implemented' -> 'Implmented' (README: Draft, Under review, Approved, Implemented, "
      f"Dropped; Implemented in 14 docs) in {f}")
f = s.take(f"{D}/2022-07-07_global_exec_groups.md")
s.sub("f", f, "**Status**: Draft\n", "**Status**: Darft\n",
      f"bold-label status 'Draft' -> 'Darft' (README: Draft, Under review, Approved, Implemented, Dropped) in {f}")
f = s.take(f"{D}/2019-04-29-cache.md")
body = tpl.split("\n# Backward-compatibility\n", 1)[1].strip("\n")
s.setbody("g", f, "# Backward-compatibility", body,
          f"'# Backward-compatibility' body replaced by designs/template.md's 'Describe here how this proposal impacts "
          f"backward compatibility. If the proposal is implemented, can it possibly break any user?' in {f}")
s.score("# bazelbuild-proposals-designs: kinds b, f, f, g. One copy: /tmp/eval356-inj/bazelbuild-proposals-designs.")

# remix-react-router-decisions: decisions/NNNN-slug.md (19, 0001-0016, with 0001, 0002 and 0003 each used twice by
# the Remix/React Router merge), Nygard template decisions/template.md ('# Title', 'Date: YYYY-MM-DD', 'Status:
# proposed | rejected | accepted | deprecated | … | superseded by [0005](0005-example.md)', then empty ## Context /
# ## Decision / ## Consequences: its only guidance text is '# Title' and 'Date: YYYY-MM-DD', which 0004 and 0015 kept
# as their H1); '## Context' in 18 of 19; 'Status:' line under the H1 (accepted 16, proposed 1); supersession: the old
# ADR's 'Status: Superseded by [#0012](./0012-type-inference.md)', the new one's 'Supersedes [#0003](./0003-....md)'
# line under its Status; relative links '[#0012](./0012-type-inference.md)': a, b, c, d, e, f, g, g.
s = kit.source("remix-react-router-decisions", "decisions", r"\d{4}-.*\.md")
D = "decisions"
f = s.take(f"{D}/0008-only-support-js-conversion-for-app-code.md")
s.delsec("a", f, "## Context", f"deleted '## Context' (template.md and 18 of 19 ADRs have it) from {f}")
f = s.take(f"{D}/0013-react-router-config-ts.md")
s.sub("b", f, "Our CLI commands (`react-router routes` and `react-router typegen`) need access",
      "Our CLI commands (`react-router routes`, see [#0011](./0011-routes.md), and `react-router typegen`) need access",
      f"link to ./0011-routes.md (the ADR is 0011-routes-ts.md; links as 0012's '[#0003](./0003-....md)') added to {f}")
f = s.take(f"{D}/0014-context-middleware.md")
s.copy("c", f, f"{D}/0014-server-middleware.md",
       f"copy of {f} as {D}/0014-server-middleware.md: number 0014 taken twice (NNNN-slug.md; 0004-0016 unique, only "
       f"0001-0003 doubled by the merge)")
f = s.take(f"{D}/0009-do-not-rely-on-treeshaking-for-correctness.md")
s.sub("d", f, "Status: accepted\n", "Status: Superseded by [#0017](./0017-vite-environment-api.md)\n",
      f"status 'accepted' -> 'Superseded by [#0017](./0017-vite-environment-api.md)' (no 0017, the last is 0016; 0003-"
      f"infer-types writes 'Status: Superseded by [#0012](./0012-type-inference.md)') in {f}")
old = s.take(f"{D}/0005-remixing-react-router.md")
f = s.take(f"{D}/0007-remix-on-react-router-6-4-0.md")
s.sub("e", f, "Status: accepted\n\n## Context",
      "Status: accepted\n\nSupersedes [#0005](./0005-remixing-react-router.md)\n\n## Context",
      f"'Supersedes [#0005](./0005-remixing-react-router.md)' under its Status line (as 0012 writes 'Supersedes "
      f"[#0003](./0003-....md)') added to {f}; {old} left 'Status: accepted'")
f = s.take(f"{D}/0006-linear-workflow.md")
s.sub("f", f, "Status: accepted\n", "Status: acepted\n",
      f"status 'accepted' -> 'acepted' (template: proposed | rejected | accepted | deprecated | … | superseded by; "
      f"accepted in 16 of 18) in {f}")
f = s.take(f"{D}/0002-do-not-clone-request.md")
s.sub("g", f, "# Do not clone request\n", "# Title\n",
      f"H1 'Do not clone request' -> template.md's '# Title' (as 0004 and 0015 kept it) in {f}")
f = s.take(f"{D}/0001-use-blocker.md")
s.sub("g", f, "Date: 2023-01-17\n", "Date: YYYY-MM-DD\n",
      f"'Date: 2023-01-17' -> template.md's 'Date: YYYY-MM-DD' in {f}")
s.score("# remix-react-router-decisions: kinds a, b, c, d, e, f, g, g. One copy: "
        "/tmp/eval356-inj/remix-react-router-decisions.")
