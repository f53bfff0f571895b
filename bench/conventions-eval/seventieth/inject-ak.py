"""Inject defects into clean documents of a copy of each data71 source (seventieth evaluation, part ak: the
developer's, blind on the code after the sixty-ninth set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ak.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventieth", "ak", data="/work/data71", clean="/tmp/eval71", copies="/tmp/eval71-inj-ak", frozen="/tmp/frozen70")


# warp-designs: NVIDIA/warp @ 9934a4e. design/TEMPLATE.md (**Status**: Proposed | In Progress | Implemented, ## Motivation,
# ## Requirements, ## Design, ## Testing Strategy); design/README.md: "Only Motivation and Design are required".
# design/kebab-name.md, unnumbered: a b f g.
s = kit.source("warp-designs", "design", r"[a-z].*\.md")
f = s.take("design/pluggable-allocators.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (README: required; the template and 8 of 9 designs have it)")
f = s.take("design/deterministic-execution.md")
s.sub("b", f, "## Design\n", "## Design\n\nSee [the allocator design](pluggable-allocator.md).\n",
      "link to pluggable-allocator.md, which does not exist")
f = s.take("design/external-compilation-extensions.md")
s.sub("f", f, "**Status**: In Progress", "**Status**: Shelved", "status 'Shelved' (the template offers Proposed | "
      "In Progress | Implemented)")
f = s.take("design/llvm-sdk-conan-build.md")
s.setbody("g", f, "## Testing Strategy", "How the feature is tested. Edge cases. Device coverage.",
          "'## Testing Strategy' left as the template's text")
s.score("# warp-designs: kinds a b f g; c d e skipped (no numbers, no supersessions). One copy: /tmp/eval71-inj-ak/warp-designs.")

# web3-proposals: protocol/web3-dev-team @ c9297fe. proposals/LONG-PITCH-TEMPLATE.md and MINIMAL-PITCH-TEMPLATE.md;
# proposals/[NN-]name.md: a b g.
s = kit.source("web3-proposals", "proposals", r"[0-9a-z].*\.md")
f = s.take("proposals/migrate-over-ipfs.md")
s.delsec("a", f, "## Purpose &amp; impact ", "deleted '## Purpose & impact' and its sub-sections (the long template and "
         "14 of 14 long pitches have it)")
f = s.take("proposals/bot-controllers.md")
s.sub("b", f, "#### Background &amp; intent\n", "#### Background &amp; intent\n\nSee [the dealbot pitch](storage-and-"
      "retrieval-bot.md).\n", "link to storage-and-retrieval-bot.md, which does not exist")
f = s.take("proposals/ipfs-content-providing.md")
s.setbody("g", f, "#### Alternatives", "_How might this project’s intent be realized in other ways (other than this "
          "project proposal)? What other potential solutions can address the same need?_",
          "'#### Alternatives' left as the template's italic prompt")
s.score("# web3-proposals: kinds a b g; c d e f skipped (numbers optional, no supersessions or statuses). One copy: "
        "/tmp/eval71-inj-ak/web3-proposals.")

# msupply-decisions: msupply-foundation/open-msupply @ aee2c85. decisions/YYYY-MM-DD_name.md (no template at HEAD):
# a b.
s = kit.source("msupply-decisions", "decisions", r"20\d\d-.*\.md")
f = s.take("decisions/2024-04-15_decimal_pack_size.md")
s.delsec("a", f, "## Context", "deleted '## Context' (12 of 13 dated decisions have it)")
f = s.take("decisions/2024-11-12_categories.md")
s.sub("b", f, "## Options\n", "## Options\n\nSee [preferences](2024-12-03_preference.md).\n",
      "link to 2024-12-03_preference.md, which does not exist")
s.score("# msupply-decisions: kinds a b; c d e f g skipped (dated, no statuses, no template). One copy: "
        "/tmp/eval71-inj-ak/msupply-decisions.")

# odo-proposals: redhat-developer/odo @ 2179f5f. docs/proposals/TEMPLATE.md (## Abstract, ## Motivation, ...);
# docs/proposals/name.md, few keep its sections: b g.
s = kit.source("odo-proposals", "docs/proposals", r"[a-z].*\.md")
f = s.take("docs/proposals/odo-debug.md")
s.sub("b", f, "## Design overview\n", "## Design overview\n\nSee [the devfile proposal](devfiles.md).\n",
      "link to devfiles.md, which does not exist")
f = s.take("docs/proposals/lifecycle_events.md")
s.setbody("g", f, "## Motivation", "Why do we need this? \nHow will users benefit from this?",
          "'## Motivation' left as the template's text")
s.score("# odo-proposals: kinds b g; a c d e f skipped (no section most keep, no numbers, statuses). One copy: "
        "/tmp/eval71-inj-ak/odo-proposals.")
