"""Inject defects into clean documents of a copy of each data83 source (eighty-second evaluation, part aw: the
developer's, blind on 1983d33, the last stop's final code). See inject_kit.py; kinds a-g as in earlier sets. Run:
/work/main/.venv/bin/python inject-aw.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eightysecond", "aw", data="/work/data83", clean="/tmp/eval82", copies="/tmp/eval82-inj-aw", frozen="/tmp/frozen82")


# cnv-stps: RedHatQE/openshift-virtualization-tests-design-docs @ HEAD. Software test plans (stps/sig-*/*.md, unnumbered)
# written to stps/stp-template/stp.md, which the README links as the STP template; all 15 keep its 17 headings: a, g, b.
s = kit.source("cnv-stps", ["stps/sig-storage", "stps/sig-network"], r".*\.md")
f = s.take("stps/sig-storage/storage_mig_cleanup.md")
s.delsec("a", f, "#### **5. Risks**", "deleted '#### **5. Risks**' (the template and 15 of 15 test plans have it)")
f = s.take("stps/sig-network/ipv6-single-stack-stp.md")
s.sub("g", f, "## **IPv6 single stack - Quality Engineering Plan**", "## **[Feature Title/Name] - Quality Engineering Plan**",
      "the template's '[Feature Title/Name]' left in the plan's title")
f = s.take("stps/sig-network/hotpluggable-nad-ref.md")
s.sub("b", f, "### **Feature Overview**\n", "### **Feature Overview**\n\nSee also [IP request](ip_request.md).\n",
      "link to ip_request.md (the plan is ip-request.md)")
s.score("# cnv-stps: kinds a, g, b. One copy: /tmp/eval82-inj-aw/cnv-stps.")

# drasi-design: drasi-project/design-documents @ f160c4b. Seven design documents, two written to
# design-doc-template/drasi-design-template.md (too few for a family), four numbered 00-03 in one series: b, g.
s = kit.source("drasi-design", ["drasi-platform/source"], r".*\.md")
f = s.take("drasi-platform/source/dataverse-source-rewrite.md")
s.sub("b", f, "## Overview\n", "## Overview\n\nSee [the MQTT source design](../../drasi-lib/Mqtt-Source/mqtt-source.md).\n",
      "link to mqtt-source.md (the file is mqtt-source-design.md)")
s.sub("g", f, "# Dataverse Source Rewrite\n", "# Title\n", "the template's title 'Title' left as the document's")
s.score("# drasi-design: kinds b, g. One copy: /tmp/eval82-inj-aw/drasi-design.")

# madetech-adr: madetech/Data-Pipeline-Architecture-Decision-Record- @ HEAD. Five pages in ADR/, one a decision log of
# numbered decisions; no links: b.
s = kit.source("madetech-adr", "ADR", r".*\.md")
f = s.take("ADR/Overview.md")
s.sub("b", f, "## Breakdown of Components \n", "## Breakdown of Components \n\nSee the [decision log](Decision-Log.md).\n",
      "link to Decision-Log.md (the file is 'Decision Log.md')")
s.score("# madetech-adr: kind b. One copy: /tmp/eval82-inj-aw/madetech-adr.")
