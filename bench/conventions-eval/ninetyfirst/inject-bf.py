"""Inject defects into clean documents of a copy of each data91 source (ninety-first evaluation, part bf: the
developer's, blind on the ninetieth's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-bf.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("ninetyfirst", "bf", data="/work/data91", clean="/tmp/eval91", copies="/tmp/eval91-inj-bf", frozen="/tmp/frozen91")


# roadwarrior-kata-adr: intelligent-growth-solutions/flexibility-fertilisers @ 20d718f. ADR/adr001-adr009 (Nygard
# without its Status, H1 sections), template.md: a, b.
s = kit.source("roadwarrior-kata-adr", "ADR", r"adr00[1-9]-.*\.md")
f = s.take("ADR/adr004-email-retrieval.md")
s.delsec("a", f, "# Decision", "deleted '# Decision' (the template's, and 9 of 9 have it)")
f = s.take("ADR/adr006-reporting.md")
s.sub("b", f, "[previous ADR](./adr003-archiving-data-for-analytics.md)", "[previous ADR](./adr003-archiving-data.md)",
      "link to adr003-archiving-data.md (the file is adr003-archiving-data-for-analytics.md)")
s.score("# roadwarrior-kata-adr: kinds a, b. One copy: /tmp/eval91-inj-bf/roadwarrior-kata-adr.")

# fdb-operator-design: FoundationDB/fdb-kubernetes-operator @ 95ecac2. docs/design/ (13 designs, template.md,
# implemented/): a, b, g.
s = kit.source("fdb-operator-design", "docs/design", r"[a-z].*\.md")
f = s.take("docs/design/backup_and_restore.md")
s.delsec("a", f, "## Background", "deleted '## Background' (the template's, and every design has it)")
f = s.take("docs/design/replacement_buckets.md")
s.sub("b", f, "## Background\n", "## Background\n\nSee [bin packing](bin_pack_fault_domain.md).\n",
      "link to bin_pack_fault_domain.md (the file is bin_pack_fault_domains.md)")
f = s.take("docs/design/bin_pack_fault_domains.md")
s.setbody("g", f, "## Related Links", "Links to other pages that inform or relate to this design.",
          "the template's Related Links prompt left as the section's text")
s.score("# fdb-operator-design: kinds a, b, g. One copy: /tmp/eval91-inj-bf/fdb-operator-design.")

# ngf-proposals: nginxinc/nginx-gateway-fabric @ 6dc85d7. docs/proposals/ (11 enhancement proposals, a `- Status:`
# line, template.md): a, b, d, f, g.
s = kit.source("ngf-proposals", "docs/proposals", r"[a-z].*\.md")
f = s.take("docs/proposals/client-settings.md")
s.delsec("a", f, "## Goals", "deleted '## Goals' (the template's, and 11 of 11 have it)")
f = s.take("docs/proposals/upstream-settings.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee [the client settings](client-setting.md).\n",
      "link to client-setting.md (the file is client-settings.md)")
f = s.take("docs/proposals/data-plane-config.md")
s.sub("d", f, "- Status: [Replaced](nginx-extensions.md)", "- Status: [Replaced](nginx-extension.md)",
      "replaced by nginx-extension.md, which does not exist (the file is nginx-extensions.md)")
f = s.take("docs/proposals/nginx-extensions.md")
s.sub("f", f, "- Status: Implementable", "- Status: Implementible", "status 'Implementible' (a typo of Implementable)")
f = s.take("docs/proposals/observability.md")
s.setbody("g", f, "## Summary", "(1-2 sentence summary of the proposal.)", "the template's Summary prompt left as the "
          "section's text")
s.score("# ngf-proposals: kinds a, b, d, f, g. One copy: /tmp/eval91-inj-bf/ngf-proposals.")
