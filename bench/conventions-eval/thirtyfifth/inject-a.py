"""Inject the seven kinds of defect into clean documents of a copy of each data35 source (thirty-fifth evaluation, helper a).

Uses inject_kit.py (one copy per source in /tmp/eval35-inj-a/<source>, empty .doccheck.toml; each edit asserts the text it
replaces). Kinds: a a required section deleted, b a broken link, c a number taken twice, d a successor that does not exist,
e a superseded record left in force, f an unknown status, g the template's text left in. Kinds that do not apply, or apply
only in a borrowed form, are named in each score() header.
Run: /work/main/.venv/bin/python inject-a.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("thirtyfifth", "a", data="/work/data35", clean="/tmp/eval35", copies="/tmp/eval35-inj-a", frozen="/tmp/frozen35")


def take(s, f, dirty_ok=False):
    assert (f in s.pool or dirty_ok) and f not in s.used, f
    s.used.add(f)
    return f


# loki-lids: template.md ('**Date:** MM/YYYY', '**Status:** Draft|In Discussion|Accepted|Rejected|Completed', sections
# Background, Problem Statement, Goals, Non-Goals (optional), Proposals, Other Notes). Only six LIDs and every one has a
# (false) DC204 finding on its MM/YYYY date, so the kit's pool of clean documents is EMPTY: edits go into documents whose
# clean findings are DC204/DC101/DC203 only, and a kind counts as found only by a NEW finding with its own code (the kit
# compares whole finding lines with the clean run). Six documents for seven kinds: 0002 carries g and is e's old side;
# 0005 is copied for c and then carries f. The family has no supersession words at all (no status, no template line),
# so d and e are in a borrowed form ('**Status:** Superseded by [...]', '**Supersedes:** [...]').
L = "docs/sources/community/lids/"
s = kit.source("loki-lids", "docs/sources/community/lids", r"\d{4}-.*\.md")
f = take(s, L + "0001-Introduction.md", True)
s.delsec("a", f, "## Problem Statement", "deleted '## Problem Statement' (template.md and 6 of 6 LIDs have it)")
f = take(s, L + "0004-IndexGatewaySharding.md", True)
s.sub("b", f, "## Background\n", "## Background\n\nSee also [0007: Bloom Gateway](0007-BloomGateway.md).\n",
      "link to 0007-BloomGateway.md (a sibling LID file name), which does not exist (LIDs end at 0006)")
f = take(s, L + "0005-loki-mixin-configuration-improvements.md", True)
s.copy("c", f, L + "0005-loki-mixin-dashboards.md", f"a copy of {f} under the same number 0005")
f = take(s, L + "0006-api-expose-split.md", True)
s.sub("d", f, "**Status:** Review", "**Status:** Superseded by [0007: Query Splitting API v2](0007-QuerySplittingV2.md)",
      "status 'Superseded by [0007: ...](0007-QuerySplittingV2.md)' (borrowed form); no 0007 exists")
f = take(s, L + "0003-QueryFairnessInScheduler.md", True)
s.sub("e", f, "**Status:** Accepted\n",
      "**Status:** Accepted\n\n**Supersedes:** [0002: Remote Rule Evaluation](0002-RemoteRuleEvaluation.md)\n",
      "0003 '**Supersedes:** [0002: ...](0002-RemoteRuleEvaluation.md)' (borrowed bold-field form of the LID header) while "
      "docs/sources/community/lids/0002-RemoteRuleEvaluation.md stays '**Status:** Accepted'")
f = L + "0005-loki-mixin-configuration-improvements.md"
s.sub("f", f, "**Status:** Draft", "**Status:** Postponed",
      "status 'Postponed' (template.md:22 offers Draft|In Discussion|Accepted|Rejected|Completed); in 0005, after c's copy")
f = take(s, L + "0002-RemoteRuleEvaluation.md", True)
s.setbody("g", f, "## Goals", "_Describe the goals that we wish to achieve when considering the options available. Be clear "
          "about what is important and what could be left to the future. Non-goals are also useful to list here to clarify "
          "intent._", "'## Goals' body is the template's own prompt (template.md:38)")
s.score("# loki-lids: kinds a b c d e f g; NO clean document (all 6 LIDs carry a false DC204), so edits go into flagged "
        "documents and only a new finding with the kind's code counts; d and e borrowed (the family has no supersession words). "
        "One copy: /tmp/eval35-inj-a/loki-lids.")

# falco-proposals: no template, no process document, no status field; files YYYYMMDD-title.md. Supersession forms:
# 20200901:5 '**Superseded by**: [drivers-storage-s3 proposal](https://github.com/.../proposals/20201025-....md).' (old side),
# 20201025:3 'Supersedes: [20200818-artifacts-storage.md#drivers](20200818-artifacts-storage.md#drivers)' (new side).
# Skipped: a (no template; no section nearly all keep), c (the date prefix is not unique by design: 20200506 holds part-1
# and part-2), f (no status anywhere), g (no template).
P = "proposals/"
s = kit.source("falco-proposals", "proposals", r"\d{8}-.*\.md")
f = take(s, P + "20210501-plugin-system.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also [Plugin Registry](./20210601-plugin-registry.md).\n",
      "link to ./20210601-plugin-registry.md (the './YYYYMMDD-....md' form of 20200506-part-1:5), which does not exist")
f = take(s, P + "20191030-api.md")
s.sub("d", f, "# Falco APIs\n",
      "# Falco APIs\n\n**Superseded by**: [gRPC API v2 proposal](https://github.com/falcosecurity/falco/blob/master/proposals/"
      "20240301-grpc-api-v2.md).\n",
      "'**Superseded by**: [...](https://github.com/falcosecurity/falco/blob/master/proposals/20240301-grpc-api-v2.md)' "
      "(20200901:5's form); no 20240301 proposal exists")
f = take(s, P + "20210119-libraries-contribution.md")
s.sub("e", f, "# OSS Libraries Contribution Plan\n",
      "# OSS Libraries Contribution Plan\n\nSupersedes: [20190909-psp-rules-support.md](20190909-psp-rules-support.md)\n",
      "20210119 'Supersedes: [20190909-psp-rules-support.md](20190909-psp-rules-support.md)' (20201025:3's form) while "
      "20190909 says nothing (20200901:5 shows the old side is marked '**Superseded by**:')")
s.used.add(P + "20190909-psp-rules-support.md")
s.score("# falco-proposals: kinds b d e; skipped a (no template, no section nearly all keep), c (a date prefix is shared by "
        "design: 20200506 part-1/part-2), f (no status field), g (no template). One copy: /tmp/eval35-inj-a/falco-proposals.")

# graphql-rfcs: TEMPLATE.md ('**Proposed by:** [<Full Name>](https://github.com/<username>) - <Organization>', sections
# Problem Statement / Proposed Solution / Risks / Appendix, all optional: 'a suggested starting point. You may alter the
# format'); README.md: documents 'imply no specific approval'. No status field, no numbers, no supersession words.
# Skipped: a (no section nearly all keep: Problem Statement 14 of 24), c (no numbers), d e (no supersession form; the one
# abandoned RFC uses a '# Status' prose note), f (no status field).
R = "rfcs/"
s = kit.source("graphql-rfcs", "rfcs", r"[A-Z].*\.md")
f = take(s, R + "OptInFeatures.md")
s.sub("b", f, "## 📜 Problem Statement\n",
      "## 📜 Problem Statement\n\nSee also the [Feature Flags RFC](FeatureFlags.md).\n",
      "link to FeatureFlags.md (ClientControlledNullability.md:4's bare-file-name form), which does not exist")
f = take(s, R + "MatchesDirective.md")
s.sub("g", f, "**Proposed by:** [Mark Larah](https://twitter.com/mark_larah) - Yelp",
      "**Proposed by:** [<Full Name>](https://github.com/<username>) - <Organization>",
      "'**Proposed by:**' line is the template's own placeholder (TEMPLATE.md:6)")
s.score("# graphql-rfcs: kinds b g; skipped a (every template section is optional and kept by at most 14 of 24), c (no "
        "numbers), d e (no supersession words), f (no status field). One copy: /tmp/eval35-inj-a/graphql-rfcs.")

# cortex-proposals: no template; Hugo front matter then '- Author:', '- Date: Month YYYY', '- Status: <word>' bullets
# (Proposed, Accepted, Draft, Deprecated, Replaced with [...]); ruler-ha.md:10 '- Status: Deprecated' + :15 '_This proposal
# is deprecated in favor of the new [proposal](./ruler-ha-new.md)_' is the family's supersession form (ruler-ha-new says
# nothing back). Skipped: a (no template), c (no numbers), g (no template).
C = "docs/proposals/"
s = kit.source("cortex-proposals", "docs/proposals", r"[a-z].*\.md")
f = take(s, C + "auth-gateway.md")
s.sub("b", f, "## Overview\n", "## Overview\n\nSee also the [tenant federation proposal](./tenant-federation.md).\n",
      "link to ./tenant-federation.md (ruler-ha.md:15's './x.md' form), which does not exist")
f = take(s, C + "api_design.md")
s.sub("d", f, "- Status: Accepted\n",
      "- Status: Deprecated\n\n_This proposal is deprecated in favor of the new [proposal](./api-design-v2.md)_\n",
      "'- Status: Deprecated' + '_This proposal is deprecated in favor of the new [proposal](./api-design-v2.md)_' "
      "(ruler-ha.md:10,15's form); no api-design-v2.md exists")
f = take(s, C + "federated-ruler.md")
s.sub("e", f, "- Status: Accepted\n",
      "- Status: Accepted\n- Supersedes: [Ruler HA](./tenant-deletion.md)\n",
      "PLACEHOLDER")
s.edits.pop()
text = (s.d / f).read_text()
(s.d / f).write_text(text.replace("- Supersedes: [Ruler HA](./tenant-deletion.md)\n",
                                  "- Supersedes: [Tenant deletion](./tenant-deletion.md)\n"))
s.edits.append(("e", f, "federated-ruler '- Supersedes: [Tenant deletion](./tenant-deletion.md)' (a bullet like the "
                "'- Status:' ones; the family writes no successor side) while docs/proposals/tenant-deletion.md stays "
                "'- Status: Accepted'"))
s.used.add(C + "tenant-deletion.md")
f = take(s, C + "generalize-modules.md")
s.sub("f", f, "- Status: Accepted", "- Status: Postponed",
      "status 'Postponed' (the folder uses Proposed, Accepted, Draft, Deprecated, Replaced, proposal)")
s.score("# cortex-proposals: kinds b d e f; skipped a and g (no template), c (no numbers); e in a borrowed '- Supersedes:' "
        "bullet (no proposal names what it replaces). One copy: /tmp/eval35-inj-a/cortex-proposals.")
