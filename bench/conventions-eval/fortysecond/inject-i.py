"""Inject defects into clean documents of a copy of each data43 source (forty-second evaluation, part i: the
developer's, blind on the code after the forty-first set's fixes). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-i.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fortysecond", "i", data="/work/data43", clean="/tmp/eval43", copies="/tmp/eval43-inj-i", frozen="/tmp/frozen42")


# rke2-adrs: rancher/rke2 docs/adrs @ 6ce1a80. adr-template.md: Established, Revisit by, Subject, Status ('Accepted /
# Rejected / Superseded by #other-issue'), Context; the README: the superseded record's status becomes "superseded by
# `doc`", context given "in both the superseded decision in the one superseding". 15 records 001..013.
A = "docs/adrs/"
s = kit.source("rke2-adrs", A[:-1], r"\d{3}-.*\.md")
f = s.take(A + "002-rke2-rpm-support.md")
s.delsec("a", f, "## Context", "deleted '## Context' (the template has it and 14 of 15 records keep it)")
f = s.take(A + "003-rke2-rpm-sle-support.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee also [the RPM signing decision](014-rpm-signing.md).\n",
      "link to 014-rpm-signing.md, which does not exist")
f = s.take(A + "005-security-updates-automation.md")
s.copy("c", f, A + "005-automated-image-updates.md", f"a copy of {f} under the same number 005")
f = s.take(A + "006-add-flannel-support.md")
s.sub("d", f, "## Status\n\nAccepted\n", "## Status\n\nSuperseded by [016](016-flannel-removal.md)\n",
      "'Superseded by [016](016-flannel-removal.md)', which does not exist")
f = s.take(A + "010-security-responder.md")
s.sub("e", f, "## Status\n\nProposed\n",
      "## Status\n\nAccepted, supersedes [007](007-add-kine-support.md)\n",
      "010 accepted and superseding docs/adrs/007-add-kine-support.md, which is left 'Accepted' (the README: its status becomes 'superseded by')")
f = s.take(A + "012-prime-flag-and-ingress-nginx.md")
s.sub("f", f, "## Status\n\nProposed\n", "## Status\n\nPostponed\n",
      "'Postponed' (the template: Accepted / Rejected / Superseded by; the records: Accepted, Rejected, Proposed)")
f = s.take(A + "011-bundle-gatewayAPI.md")
s.setbody("g", f, "## Subject", "Given `data`, when `triggering event`, then we `do something`.",
          "'## Subject' is the template's own sentence")
s.score("# rke2-adrs: kinds a b c d e f g. One copy: /tmp/eval43-inj-i/rke2-adrs.")

# greptime-rfcs: GreptimeTeam/greptimedb docs/rfcs @ 7fd0a7b. No template, no statuses; dated names; front matter
# Feature Name / Tracking Issue / Date / Author; '# Summary' in 27 of 28. c d e f g have nothing to rest on: skipped.
R = "docs/rfcs/"
s = kit.source("greptime-rfcs", R[:-1], r"[0-9a-z-]+(\.md|/rfc\.md)")
f = s.take(R + "2023-11-07-region-migration.md")
s.delsec("a", f, "# Summary", "deleted '# Summary' (27 of 28 RFCs have it)")
f = s.take(R + "2023-08-13-metadata-txn.md")
s.sub("b", f, "# Motivation\n", "# Motivation\n\nThis builds on the [catalog RFC](2023-06-01-catalog-manager.md).\n",
      "link to 2023-06-01-catalog-manager.md, which does not exist")
s.score("# greptime-rfcs: kinds a b; c d e f g skipped. One copy: /tmp/eval43-inj-i/greptime-rfcs.")

# metal3-design: metal3-io/metal3-docs design @ c610a1f. _template.md: Status ('One of: provisional|implementable|
# implemented|deferred|rejected|withdrawn|replaced'), Summary, Motivation, Proposal, Design Details, Drawbacks,
# Alternatives, References; "Please do not delete any of the sections". Unnumbered (c skipped); a successor is named
# in prose only (d e skipped).
D = "design/baremetal-operator/"
s = kit.source("metal3-design", D[:-1], r"[a-z0-9_-]+\.md")
f = s.take(D + "secure-boot.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and 35 of 35 designs in the folder have it)")
f = s.take(D + "deploy-steps.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee also the [firmware settings design](firmware-settings.md).\n",
      "link to firmware-settings.md, which does not exist")
f = s.take(D + "bios-config.md")
s.sub("f", f, "## Status\n\nprovisional\n", "## Status\n\npostponed\n",
      "'postponed' (the template: provisional|implementable|implemented|deferred|rejected|withdrawn|replaced)")
f = s.take(D + "detached-annotation.md")
s.setbody("g", f, "## Summary", "The `Summary` section is important for producing high quality\n"
          "user-focused documentation such as release notes or a development\nroadmap.",
          "'## Summary' is the template's own prompt")
s.score("# metal3-design: kinds a b f g; c d e skipped. One copy: /tmp/eval43-inj-i/metal3-design.")
