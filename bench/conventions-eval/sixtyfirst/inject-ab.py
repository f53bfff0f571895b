"""Inject defects into clean documents of a copy of each data62 source (sixty-first evaluation, part ab: the
developer's, blind on the code after the sixtieth set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ab.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("sixtyfirst", "ab", data="/work/data62", clean="/tmp/eval62", copies="/tmp/eval62-inj-ab", frozen="/tmp/frozen61")


# relay-rfcs: puppetlabs/relay-rfcs @ aa7a9dd. content/0000-template/rfc.md (## Stakeholders, ## Problem, ## Summary,
# ## Motivation, ## Product-level explanation, ...); content/NNNN-name/rfc.md, no statuses: a b g.
s = kit.source("relay-rfcs", [f"content/{d}" for d in ("0003-workflow-conditionals", "0007-container-entrypoints",
                                                       "0010-tenant-logging")], r"rfc\.md")
# (Moved before any fix from 0005, which already goes without three of the sections, a layout of its own.)
f = s.take("content/0003-workflow-conditionals/rfc.md")
s.delsec("a", f, "## Problem", "deleted '## Problem' (the template and 12 of 12 RFCs have it)")
f = s.take("content/0007-container-entrypoints/rfc.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee [RFC 4](../0004-relay-cli/README.md).\n",
      "link to ../0004-relay-cli/README.md, which does not exist (the RFC is rfc.md)")
f = s.take("content/0010-tenant-logging/rfc.md")
s.setbody("g", f, "## Summary", "[Insert a one- or two-paragraph explanation of this proposed change.]",
          "Summary left as the template's prompt")
s.score("# relay-rfcs: kinds a b g; c d e f skipped. One copy: /tmp/eval62-inj-ab/relay-rfcs.")

# osac-enhancements: osac-project/enhancement-proposals @ c508e75. guidelines/design_template.md (copied "as
# design.md") and guidelines/prd_template.md (as prd.md); enhancements/OSAC-NNNN-slug/{README,design,prd}.md: a b d g.
E = "enhancements/"
s = kit.source("osac-enhancements", [E + d for d in ("OSAC-2921-metadata-display-name", "OSAC-1577-api-quality",
                                                     "OSAC-1567-secret-management", "OSAC-2917-gpu-instance-types")],
               r"design\.md")
f = s.take(E + "OSAC-2921-metadata-display-name/design.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template says keep all required headers; 79 of 84 have it)")
f = s.take(E + "OSAC-1577-api-quality/design.md")
s.setbody("g", f, "## Version Skew Strategy", "How will the component handle version skew with other components?\n"
          "What are the guarantees? Make sure this is in the test plan.", "Version Skew Strategy left as the template's prompt")
f = s.take(E + "OSAC-1567-secret-management/design.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [the secrets PRD](../OSAC-1567-secret-management/prd-v2.md).\n",
      "link to prd-v2.md, which does not exist")
f = s.take(E + "OSAC-2917-gpu-instance-types/design.md")
s.sub("d", f, "replaces:\n  - N/A\n", "replaces:\n  - /enhancements/OSAC-2916-gpu-passthrough\n",
      "replaces /enhancements/OSAC-2916-gpu-passthrough, which does not exist")
s.score("# osac-enhancements: kinds a b d g; c e f skipped. One copy: /tmp/eval62-inj-ab/osac-enhancements.")

# qgis-qeps: qgis/QGIS-Enhancement-Proposals @ c85100d. QEP-0-Template.md (# Summary (required), ## Proposed
# Solution (required), ## Risks (required), ...); qep-NNN-name.md: a b c g.
s = kit.source("qgis-qeps", ".", r"qep-\d+-.*\.md")
f = s.take("qep-343-customized-toolbars-and-menus.md")
s.delsec("a", f, "## Risks", "deleted '## Risks' (the template marks it required)")
f = s.take("qep-404-curved-placement-modes.md")
s.sub("b", f, "## Risks\n", "## Risks\n\nSee [QEP 401](qep-401-overview-widgets.md).\n",
      "link to qep-401-overview-widgets.md, which does not exist")
f = s.take("qep-344-copy-move-rotate-annotation-layers.md")
s.copy("c", f, "qep-344-annotation-layer-tools.md", f"{f} copied as qep-344-annotation-layer-tools.md (number 344 twice)")
f = s.take("qep-405-label-lines-on-parts-options.md")
s.sub("g", f, "# QGIS Enhancement: Multipart geometry labeling enhancements", "# QGIS Enhancement: Title",
      "title left as the template's 'QGIS Enhancement: Title'")
s.score("# qgis-qeps: kinds a b c g; d e f skipped. One copy: /tmp/eval62-inj-ab/qgis-qeps.")
