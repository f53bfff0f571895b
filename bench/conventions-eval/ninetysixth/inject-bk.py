"""Inject defects into clean documents of a copy of each data97 source (ninety-sixth evaluation, part bk: the
developer's, blind on e5598f7, the 95th set's fix). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bk.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("ninetysixth", "bk", data="/work/data97", clean="/tmp/eval97", copies="/tmp/eval97-inj-bk", frozen="/tmp/frozen99")


# napari-naps: napari/docs @ 95846d4. docs/naps/N-<slug>.md (11, MyST, an eval-rst field list for a header),
# template.md: a, b, f, g.
s = kit.source("napari-naps", "docs/naps", r"[1-9]-.*\.md")
f = s.take("docs/naps/4-async-slicing.md")
s.delsec("a", f, "## Motivation and scope", "deleted '## Motivation and scope' (the template's, every NAP has it)")
f = s.take("docs/naps/6-contributable-menus.md")
s.sub("b", f, "## Abstract\n", "## Abstract\n\nSee [NAP-4](4-async-slice.md).\n", "link to 4-async-slice.md (the file "
      "is 4-async-slicing.md)")
f = s.take("docs/naps/1-institutional-funding-partners.md")
s.sub("f", f, ":Status: Final", ":Status: Fnal", "status 'Fnal' (a typo of the template's Final)")
f = s.take("docs/naps/2-conda-based-packaging.md")
s.setbody("g", f, "## Backward Compatibility", "This section describes the ways in which the NAP affects backward\n"
          "compatibility, including both breakages and decisions that better support\n",
          "Backward Compatibility left as the template's first lines")
s.score("# napari-naps: kinds a, b, f, g. One copy: /tmp/eval97-inj-bk/napari-naps.")

# core-adr: communitiesuk/submit-social-housing-lettings-and-sales-data @ e46822e. docs/adr/adr-NNN-<slug>.md (20,
# `# NNN: Title`, no status, no template): b, c.
s = kit.source("core-adr", "docs/adr", r"adr-0[0-2][0-9]-.*\.md")
f = s.take("docs/adr/adr-004-gov-paas.md")
s.sub("b", f, "# 004: ", "See [ADR 2](adr-002-repository.md).\n\n# 004: ", "link to adr-002-repository.md (the file is "
      "adr-002-repositories.md)")
f = s.take("docs/adr/adr-005-form-definition.md")
s.copy("c", f, "docs/adr/adr-005-form-schema.md", "a second ADR numbered 005 (a copy)")
s.score("# core-adr: kinds b, c. One copy: /tmp/eval97-inj-bk/core-adr.")

# tock-trds: tock/tock @ 65608d7. doc/reference/trdN-<slug>.md (21, a bold-field header, TRD 1 the process): c, d, f.
s = kit.source("tock-trds", "doc/reference", r"trd10[1-6]-.*\.md")
f = s.take("doc/reference/trd103-gpio.md")
s.copy("c", f, "doc/reference/trd103-gpio-v2.md", "a second TRD numbered 103 (a copy)")
f = s.take("doc/reference/trd102-adc.md")
s.sub("d", f, "**Status:** Draft <br/>", "**Status:** Obsolete <br/>\n**Obsoleted By:** 109 <br/>",
      "obsoleted by TRD 109, which does not exist")
f = s.take("doc/reference/trd104-syscalls.md")
s.sub("f", f, "**Status:** Draft", "**Status:** Drfat", "status 'Drfat' (a typo of TRD 1's Draft)")
s.score("# tock-trds: kinds c, d, f. One copy: /tmp/eval97-inj-bk/tock-trds.")
