"""Inject defects into clean documents of a copy of each data86 source (eighty-fifth evaluation, part az: the
developer's, blind on b0395e0, the eighty-third set's fixes). See inject_kit.py; kinds a-g as in earlier sets. Run:
/work/main/.venv/bin/python inject-az.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eightyfifth", "az", data="/work/data86", clean="/tmp/eval85", copies="/tmp/eval85-inj-az", frozen="/tmp/frozen85")


# dfe-fiat-adr: DFE-Digital/find-information-about-academies-and-trusts @ 0ab17ca. docs/adrs/0001-0021, adr-tools
# (Nygard: `# N. Title`, Date line, ## Status, Context, Decision, Consequences), no template: a, f, c, d, b.
s = kit.source("dfe-fiat-adr", "docs/adrs", r"00[0-2][0-9]-.*\.md")
f = s.take("docs/adrs/0005-do-not-run-automated-ui-tests-on-webkit.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' (21 of 21 have it)")
f = s.take("docs/adrs/0009-memory-cache-frequently-accessed-data.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcceptd", "status 'Acceptd' (a typo of Accepted)")
f = s.take("docs/adrs/0012-use-closedxml-library-for-excel-file-manipulation.md")
s.copy("c", f, "docs/adrs/0012-use-epplus-for-excel-files.md", "a second ADR numbered 0012 (a copy)")
f = s.take("docs/adrs/0004-connect-to-academies-db-directly.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [22. Use an API](0022-use-an-api.md)",
      "superseded by 0022-use-an-api.md, which does not exist")
f = s.take("docs/adrs/0010-only-fetch-data-required-to-render-a-page.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 9](0009-memory-cache.md).\n",
      "link to 0009-memory-cache.md (the file is 0009-memory-cache-frequently-accessed-data.md)")
s.score("# dfe-fiat-adr: kinds a, f, c, d, b. One copy: /tmp/eval85-inj-az/dfe-fiat-adr.")

# tiflow-design: pingcap/tiflow @ c7b2588. dm/docs/RFCS/ (11 dated RFCs, Background kept by all), docs/design/
# (15 dated designs on TEMPLATE.md, six in Chinese): a, b.
s = kit.source("tiflow-design", "dm/docs/RFCS", r"20.*\.md")
f = s.take("dm/docs/RFCS/20211012_async_checkpoint_flush.md")
s.delsec("a", f, "## Background", "deleted '## Background' (11 of 11 DM RFCs have it)")
f = s.take("dm/docs/RFCS/20211008_dml_execution_optimization.md")
s.sub("b", f, "## Background\n", "## Background\n\nSee [the checkpoint RFC](20211012_async_checkpoint.md).\n",
      "link to 20211012_async_checkpoint.md (the file is 20211012_async_checkpoint_flush.md)")
s.score("# tiflow-design: kinds a, b. One copy: /tmp/eval85-inj-az/tiflow-design.")

# litmus-proposals: litmuschaos/litmus @ 82e67d9. proposals/TEMPLATE.md and eleven unnumbered proposals, no status;
# no section all eleven keep (a deleted one would leave it under nine in ten): g, b.
s = kit.source("litmus-proposals", "proposals", r"[a-z0-9-]+\.md")
f = s.take("proposals/k6-load-test.md")
s.setbody("g", f, "## Summary", "The `Summary` section should be a short description of the enhancement. Before you get "
          "started this documentation, We recommend that you read the [CONTRIBUTING.md](https://github.com/litmuschaos/"
          "litmus/blob/master/CONTRIBUTING.md) and check whether the enhancement you are proposing is already in the "
          "[issues](https://github.com/litmuschaos/litmus/issues).", "the Summary is still the template's prompt")
f = s.take("proposals/python-sdk.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee [the Java SDK proposal](java_sdk.md).\n",
      "link to java_sdk.md (the file is java-sdk.md)")
s.score("# litmus-proposals: kinds g, b. One copy: /tmp/eval85-inj-az/litmus-proposals.")

# csibm-proposals: dell/csi-baremetal @ b8a2a2f. docs/proposals/TEMPLATE.md (`# Proposal: [Title]`,
# `Last updated: [Date]`) and 25 proposals: g, b.
s = kit.source("csibm-proposals", "docs/proposals", r"[a-z-]+\.md")
f = s.take("docs/proposals/metrics.md")
s.sub("g", f, "# Proposal: Metrics proposal", "# Proposal: [Title]", "the template's title '[Title]' kept")
f = s.take("docs/proposals/ac-refactoring.md")
s.sub("b", f, "## Background\n", "## Background\n\nSee [node replacement](node-replacment.md).\n",
      "link to node-replacment.md (the file is node-replacement.md)")
s.score("# csibm-proposals: kinds g, b. One copy: /tmp/eval85-inj-az/csibm-proposals.")
