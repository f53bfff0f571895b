"""Inject defects into clean documents of a copy of each data73 source (seventy-second evaluation, part am: the
developer's, blind on the code after the seventy-first set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-am.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventysecond", "am", data="/work/data73", clean="/tmp/eval73", copies="/tmp/eval73-inj-am", frozen="/tmp/frozen72")


# slang-proposals: shader-slang/spec @ b34cb06. proposals/000-template.md ("SP #000: Proposal Template", setext
# headings: Status ("Status: Design Review/Planned/In Experiment/Implementation In-Progress/Implemented/Partially
# Implemented"), Background, Related Work, Proposed Approach, Detailed Explanation, Alternatives Considered; "The
# sections in it are suggested"); proposals/NNN-name.md: a b c f g.
s = kit.source("slang-proposals", "proposals", r"0[0-9][0-9]-.*\.md")
f = s.take("proposals/029-conditional.md")
s.delsec("a", f, "## Background", "deleted '## Background' (the template and 40 of 41 proposals have it)")
f = s.take("proposals/030-interface-method-default-impl.md")
s.sub("b", f, "## Background\n", "## Background\n\nSee [SP #029](029-conditional-type.md).\n",
      "link to 029-conditional-type.md, which does not exist")
f = s.take("proposals/031-coherent-pointer-operations-and-access.md")
s.copy("c", f, "proposals/031-coherent-pointers.md", f"{f} copied under the same number")
f = s.take("proposals/024-any-dyn-types.md")
s.sub("f", f, "Status: Design Review", "Status: Shelved", "status 'Shelved' (the template offers Design Review, "
      "Planned, In Experiment, Implementation In-Progress, Implemented, Partially Implemented)")
f = s.take("proposals/022-C++20-migration.md")
s.setbody("g", f, "## Background", "The background section should explain where things stand in the language/compiler "
          "today, along with any relevant concepts or terms of art from the wider industry.\nIf the proposal is about "
          "solving a problem, this section should clearly illustrate the problem.\nIf the proposal is about "
          "improving a design, it should explain where the current design falls short.",
          "'## Background' left as the template's text")
s.score("# slang-proposals: kinds a b c f g; d e skipped (no supersessions). One copy: /tmp/eval73-inj-am/slang-proposals.")

# onnx-proposals: onnx/onnx @ f754691. docs/proposals/0000-template.md (Rust's RFC outline, which none of the seven
# follows); docs/proposals/NNNN-Name.md: b c.
s = kit.source("onnx-proposals", "docs/proposals", r"000[1-9]-.*\.md")
f = s.take("docs/proposals/0006-ONNXMultiDeviceProposal.md")
s.sub("b", f, "## Design\n", "## Design\n\nSee [the sharding formalism](0007-ShardingFormalisms.md).\n",
      "link to 0007-ShardingFormalisms.md, which does not exist")
f = s.take("docs/proposals/0003-ONNXIFIproposal.md")
s.copy("c", f, "docs/proposals/0003-ONNXIFIv2proposal.md", f"{f} copied under the same number")
s.score("# onnx-proposals: kinds b c; a g (no proposal follows the template), d e f (no statuses) skipped. One copy: "
        "/tmp/eval73-inj-am/onnx-proposals.")
