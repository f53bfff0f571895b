"""Inject defects into clean documents of a copy of each data78 source (seventy-seventh evaluation, part ar: the
developer's, blind on the code after the seventy-sixth set's fix, ff65e9e and the unticked-task links). See
inject_kit.py; kinds a-g as in earlier sets. Run: /work/main/.venv/bin/python inject-ar.py (writes
injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("seventyseventh", "ar", data="/work/data78", clean="/tmp/eval77", copies="/tmp/eval77-inj-ar", frozen="/tmp/frozen77")


# uyuni-rfc: uyuni-project/uyuni-rfc @ e6ee24c. accepted/NNNNN-name.md after 0000-template.md (Rust's RFC outline,
# `# Summary` with `[summary]: #summary`), no statuses, no supersessions: a b c g.
s = kit.source("uyuni-rfc", "accepted", r"\d{5}-.*\.md")
f = s.take("accepted/00026-sp-migration-for-minions.md")
s.delsec("a", f, "# Motivation", "deleted '# Motivation' (the template and 113 of 114 RFCs have it)")
f = s.take("accepted/00031-salt-openscap-integration.md")
s.sub("b", f, "# Detailed design\n", "# Detailed design\n\nSee [the Salt integration](00001-salt-integration-v2.md).\n",
      "link to 00001-salt-integration-v2.md, which does not exist")
f = s.take("accepted/00046-monitoring-integration.md")
s.copy("c", f, "accepted/00046-monitoring-dashboards.md", f"{f} copied under the same number (46)")
f = s.take("accepted/00059-accept-and-manage-gpg-keys-with-salt.md")
s.sub("g", f, "[drawbacks]: #drawbacks\n", "[drawbacks]: #drawbacks\n\nWhy should we **not** do this?\n",
      "the template's Drawbacks prompt 'Why should we **not** do this?' put back above the answer")
s.score("# uyuni-rfc: kinds a b c g; d e f skipped (no statuses or supersessions). One copy: /tmp/eval77-inj-ar/uyuni-rfc.")

# openshift-enhancements: openshift/enhancements @ 1313bd4. enhancements/<area>/name.md, unnumbered, YAML front
# matter (status, replaces, superseded-by) after guidelines/enhancement_template.md: a b d e f g.
s = kit.source("openshift-enhancements", ["enhancements/baremetal", "enhancements/builds", "enhancements/authentication",
                                          "enhancements/cloud-integration"], r"[a-z].*\.md")
f = s.take("enhancements/builds/node-cache-for-builds.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 412 of 419 enhancements have it)")
f = s.take("enhancements/authentication/separate-oauth-resources.md")
s.sub("b", f, "## Summary\n", "## Summary\n\nSee [the OAuth server](/enhancements/authentication/oauth-server-split.md).\n",
      "link to /enhancements/authentication/oauth-server-split.md, which does not exist")
f = s.take("enhancements/authentication/synchronizing-user-groups-on-login.md")
s.sub("d", f, "superseded-by:\n---", 'superseded-by:\n  - "/enhancements/authentication/group-sync-v2.md"\n---',
      "superseded-by /enhancements/authentication/group-sync-v2.md, which does not exist")
old = s.take("enhancements/baremetal/enable-baremetal-on-aws.md")
new = s.take("enhancements/baremetal/enable-baremetal-on-azure-gcp.md")
s.sub("e", new, "replaces:\nsuperseded-by:", 'replaces:\n  - "/enhancements/baremetal/enable-baremetal-on-aws.md"\n'
      "superseded-by:", f"{new} replaces {old}, which still reads implementable")
f = s.take("enhancements/cloud-integration/out-of-tree-provider-support.md")
s.sub("f", f, "status: implementable", "status: frozen", "status 'frozen' (the template's choices: provisional, "
      "implementable, implemented, deferred, rejected, withdrawn, replaced, informational)")
f = s.take("enhancements/baremetal/enable-baremetal-on-other-platforms.md")
s.sub("g", f, "## Summary\n", "## Summary\n\nThe `Summary` section is important for producing high quality\n"
      "user-focused documentation such as release notes or a development roadmap.\n",
      "the template's Summary instruction put back at the top of the Summary")
s.score("# openshift-enhancements: kinds a b d e f g; c skipped (unnumbered). One copy: /tmp/eval77-inj-ar/openshift-enhancements.")
