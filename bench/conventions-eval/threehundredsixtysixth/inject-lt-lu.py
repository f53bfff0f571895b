"""Inject defects into clean documents of a copy of each source of data368 (the three-hundred-and-sixty-fifth
evaluation, part lt) and data369 (the three-hundred-and-sixty-sixth, part lu): blind, frozen as /tmp/frozen282. See
inject_kit.py. Every edit below was chosen from the repositories' own templates (where there are any), process
documents and documents before anything ran.
Run: /work/main/.venv/bin/python inject-lt-lu.py (writes injected-<source>.txt into each set's folder).
"""
import sys

sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402,F401

FROZEN = "/tmp/frozen282"

# adr-tools' built-in template (gds-re-prometheus-adr has no template file; its ADRs are adr-tools/Nygard-shaped:
# 'N. Title', 'Date: YYYY-MM-DD', Status / Context / Decision / Consequences, two levels deeper): its Context line.
ADR_TOOLS_CONTEXT = "The issue motivating this decision, and any context that influences or constrains the decision."

# The bors forum template's guidance for '# Prior art', as 0516 left it in (0516 and 0563 keep the template's
# 'If this RFC already has a draft Pull Request, link to it here:', 0471 and 0516 its Unresolved-questions prompts).
BORS_PRIOR_ART = (
    "* For feature RFC's: What other CI/CD systems implement anything similar to this one? What do they do well? What "
    "do they do poorly? If this proposal is similar to what one of them already does, did you change anything, and why "
    "or why not? Why would the user pick bors over just using that other thing instead?\n\n"
    "* Also for feature RFC's: How does this feature you're proposing complement the software development lifecycle of "
    "real teams? Compare what you're implementing to things that they're doing by hand, or using other tools. Please "
    "make sure that this feature is likely to be used by more than one project.\n\n"
    "* For process RFC's: What do other major open-source projects do? Focus on ones that make their environment "
    "welcome to marginalized groups. If they have a reputation for being mean, we don't want to copy them.\n\n"
    "* What lessons can we learn from what other communities have done here? Why do they do what they do? Why is it "
    "applicable to bors, or why isn't it?\n\n"
    "* Papers: Are there any published papers or great posts that discuss this? If you have some relevant papers to "
    "refer to, this can serve as a more detailed theoretical background.")

# ---------------------------------------------------------------- data368 (threehundredsixtyfifth, lt)
kit = Kit("threehundredsixtyfifth", "lt", data="/work/data368", clean="/work/blind368", pool="/work/blind368",
          copies="/tmp/eval368-inj", frozen=FROZEN)

# gds-re-prometheus-adr: source/documentation/prometheus-for-gds-paas/architecture/decisions/NNNN-kebab-slug.md
# (0001-0012, no gaps or duplicates; beside them header.md '## Architectural decisions'; the ADRs are Middleman
# partials rendered in number order, hence the levels): '### N. Title', a 'Date: YYYY-MM-DD' line, then H4 Status /
# Context / Decision / Consequences (12 of 12, always in that order). No template file, no process document: the
# shape is adr-tools' (Nygard) template two levels deeper, so g uses adr-tools' built-in guidance line. Status is the
# first paragraph under '#### Status' (Accepted 7, 'Accepted.' 2, 'Superseded.' 1, 'No longer relevant.' 1, Draft 1).
# Supersession: one, old side only, plain text: 0003 'Superseded.' then 'The rest is covered in ADR #12.' in its
# Status section; no new-side form, so e writes the counterpart in the same place and words ('Supersedes ADR #5.'
# under the new record's status). Sibling links: inline '[ADR-7](0007-use-ubuntu-18-04.md)' (0006's Decision).
# a, b, c, d, e, f, g (0006 is flagged, not in the pool).
s = kit.source("gds-re-prometheus-adr", "source/documentation/prometheus-for-gds-paas/architecture/decisions",
               r"\d{4}-[\w-]+\.md")
D = "source/documentation/prometheus-for-gds-paas/architecture/decisions"
f = s.take(f"{D}/0001-environments.md")
s.delsec("a", f, "#### Consequences",
         f"deleted '#### Consequences' (adr-tools' template and 12 of 12 ADRs have it) from {f}")
f = s.take(f"{D}/0009-use-cloud-init-to-build-prometheus-server.md")
s.sub("b", f, "Cloud init will be used to build a reproducible server.\n",
      "Cloud init will be used to build a reproducible server on Ubuntu 18.04 ([ADR-7](0007-use-ubuntu-18.04.md)).\n",
      f"link '[ADR-7](0007-use-ubuntu-18.04.md)' in 0006's '[ADR-N](NNNN-slug.md)' style (the ADR is "
      f"0007-use-ubuntu-18-04.md) added to {f}")
f = s.take(f"{D}/0010-packaging-node-exporter-as-deb-for-verify.md")
s.copy("c", f, f"{D}/0010-packaging-node-exporter-for-verify.md",
       f"copy of {f} as {D}/0010-packaging-node-exporter-for-verify.md: number 0010 ('0010-' and '### 10.') taken "
       f"twice (0001-0012 one number each)")
f = s.take(f"{D}/0008-use-of-verify-egress-proxies.md")
s.sub("d", f, "#### Status\n\nAccepted\n",
      "#### Status\n\nSuperseded.\n\nThe Prometheus server is now built as a machine image and no longer uses "
      "Verify's egress proxies.  This is covered in ADR #13.\n",
      f"status 'Accepted' -> 'Superseded.' + 'This is covered in ADR #13.' (0003's form: 'Superseded.' then 'The rest "
      f"is covered in ADR #12.'; no 0013, the last is 0012) in {f}")
old = s.take(f"{D}/0005-giving-users-prometheus-access.md")
f = s.take(f"{D}/0012-deploy-alertmanager-to-k8s.md")
s.sub("e", f, "#### Status\n\nAccepted\n",
      "#### Status\n\nAccepted\n\nSupersedes ADR #5: users reach alertmanager through the new platform rather than "
      "through IP whitelisting.\n",
      f"'Supersedes ADR #5: ...' in the Status section (the new-side counterpart of 0003's 'covered in ADR #12', in "
      f"the same place and words) added to {f}; {old} left 'Accepted.'")
f = s.take(f"{D}/0007-use-ubuntu-18-04.md")
s.sub("f", f, "#### Status\n\nAccepted\n", "#### Status\n\nAcepted\n",
      f"status 'Accepted' -> 'Acepted' (Accepted 7, 'Accepted.' 2, 'Superseded.' 1, 'No longer relevant.' 1, Draft 1) "
      f"in {f}")
f = s.take(f"{D}/0004-cloudwatch-metrics.md")
s.setbody("g", f, "#### Context", ADR_TOOLS_CONTEXT,
          f"'#### Context' body replaced by adr-tools' template line '{ADR_TOOLS_CONTEXT}' (no template file; the ADRs "
          f"follow adr-tools' shape) in {f}")
s.score("# gds-re-prometheus-adr: kinds a, b, c, d, e, f, g. One copy: /tmp/eval368-inj/gds-re-prometheus-adr.")

# ---------------------------------------------------------------- data369 (threehundredsixtysixth, lu)
kit = Kit("threehundredsixtysixth", "lu", data="/work/data369", clean="/work/blind369", pool="/work/blind369",
          copies="/tmp/eval369-inj", frozen=FROZEN)

# bors-ng-rfcs: src/NNNN-long-title-slug.md, the number the forum topic id (24, sparse by design, 0296-0566, no
# duplicates); src/SUMMARY.md lists them '[NNNN &mdash; Title](NNNN-slug.md)' (the only relative links to RFC files;
# RFC-to-RFC references are absolute forum URLs, 0376's Prior art). No template file (README/0296: 'Fill out the
# included template' on the forum); the RFCs follow the Rust-RFC layout as H1 sections: Motivation, Guide-level
# explanation, Prior art, Future possibilities 24 of 24, Reference-level explanation, Drawbacks 23, ...; 0516 keeps the
# template's Prior-art prompts, so g uses them. Status: 0434 asks for a closing 'Implementation status' section with
# '**Yet to be Implemented**' / '**In Review**' / '**Implemented**' (written '**Implemented**:' 9, '**Yet to be
# implemented**' 2, '**Yet to implement**' 2). Supersession: none yet; README: 'More substantial changes should be new
# RFCs, with a note added to the original RFC', so d adds such a note, and e its new-side counterpart, as bullets of
# '# See also' (where 'Implemented by <PR>' notes go), naming the RFC as SUMMARY.md links it. a, b, c, d, e, f, g
# (0349 and 0434 are flagged, not in the pool).
s = kit.source("bors-ng-rfcs", "src", r"\d{4}-[\w-]+\.md")
D = "src"
f = s.take(f"{D}/0412-simplify-bors-ng-bors-ngs-label-system.md")
s.delsec("a", f, "# Motivation", f"deleted '# Motivation' (the Rust-RFC layout and 24 of 24 RFCs have it) from {f}")
f = s.take(f"{D}/0561-add-bors-cancel-as-alias-for-bors-r.md")
s.sub("b", f, "* `bors merge-`\n",
      "* `bors merge-`, from [0376 &mdash; Allow `merge` as an alias for `r+`](0376-allow-merge-as-an-alias-for-r-plus.md)\n",
      f"link '[0376 &mdash; Allow `merge` as an alias for `r+`](0376-allow-merge-as-an-alias-for-r-plus.md)' in "
      f"SUMMARY.md's style (the RFC is 0376-allow-merge-as-an-alias-for-r.md) added to {f}")
f = s.take(f"{D}/0563-add-a-simple-health-check-endpoint.md")
s.copy("c", f, f"{D}/0563-add-a-health-check-endpoint.md",
       f"copy of {f} as {D}/0563-add-a-health-check-endpoint.md: number 0563 (the forum topic id) taken twice (24 "
       f"RFCs, one number each)")
f = s.take(f"{D}/0547-make-the-database-timeout-configurable.md")
s.sub("d", f, "* Implemented by <https://github.com/bors-ng/bors-ng/pull/1134>\n",
      "* Implemented by <https://github.com/bors-ng/bors-ng/pull/1134>\n"
      "* Superseded by [0571 &mdash; Make all database settings configurable]"
      "(0571-make-all-database-settings-configurable.md)\n",
      f"'* Superseded by [0571 &mdash; ...](0571-make-all-database-settings-configurable.md)' (README: 'a note added "
      f"to the original RFC'; SUMMARY.md's link form; no 0571, the last is 0566) added to {f}'s See also")
old = s.take(f"{D}/0388-wait-for-ci-to-finish-instead-of-rejecting-immediately-on-bors-r-when-ci-is-still-pending.md")
f = s.take(f"{D}/0556-keep-track-of-unmergeable-and-draft-pull-requests.md")
s.sub("e", f, "* Implemented by <https://github.com/bors-ng/bors-ng/pull/1159>\n",
      "* Implemented by <https://github.com/bors-ng/bors-ng/pull/1159>\n"
      "* Supersedes [0388 &mdash; Wait for CI to finish instead of rejecting immediately on bors r+ when CI is still "
      "\"pending\"](0388-wait-for-ci-to-finish-instead-of-rejecting-immediately-on-bors-r-when-ci-is-still-pending.md)\n",
      f"'* Supersedes [0388 &mdash; ...](0388-...md)' (the new-side counterpart of README's note, in See also, "
      f"SUMMARY.md's link form; 0556 changes how r+ treats pull requests not ready to merge, which 0388 decided) added "
      f"to {f}; {old} left '**Implemented**:' with no note")
f = s.take(f"{D}/0357-bors-support-for-codeowners.md")
s.sub("f", f, "# Implementation status\n\n**Implemented**:\n", "# Implementation status\n\n**Implmented**:\n",
      f"status '**Implemented**:' -> '**Implmented**:' (0434: Yet to be Implemented, In Review, Implemented) in {f}")
f = s.take(f"{D}/0425-allow-patches-to-be-batched-by-themselves-only.md")
s.setbody("g", f, "# Prior art", BORS_PRIOR_ART,
          f"'# Prior art' body replaced by the forum template's Prior-art prompts ('* For feature RFC's: What other "
          f"CI/CD systems implement anything similar to this one? ...', as 0516 left them) in {f}")
s.score("# bors-ng-rfcs: kinds a, b, c, d, e, f, g. One copy: /tmp/eval369-inj/bors-ng-rfcs.")

# drogue-rfcs: active/NNNN-slug.md (+ one .adoc), the number the PR number (README: 'The RFC number is the number of
# the PR'; 0001-0010, 0012, 0016, 0017, 0021; 0009 already twice). No template, no status field (everything merged
# sits in active/), README's five bullets the only process. Metadata: a bullet block under the H1 '* Issue: <URL>' /
# '* PR: <URL>' (0001, 0003, 0012, 0016; PR only 0008, 0009-trust-anchor). References to sibling RFCs: 'RFC #0001'
# (0012) / 'RFC 0002' (0007) in text and absolute blob URLs 'https://github.com/drogue-iot/rfcs/blob/main/active/
# NNNN-slug.md' (0008's '[this RFC](...)', 0012's bare URL); no relative links. No supersession yet, so d and e put
# '* Superseded by:' / '* Supersedes:' bullets in the metadata block, naming the RFC as 0012 does ('RFC #NNNN', blob
# URL). Skipped: a (no template, and no section nearly all keep: Motivation 9 of 14 .md, Requirements and non-goals
# 5); f (the family writes no status anywhere); g (no template and no template text to leave in). b, c, d, e (the two
# 0009s are flagged, not in the pool).
s = kit.source("drogue-rfcs", "active", r"\d{4}-[\w-]+\.md")
D = "active"
U = "https://github.com/drogue-iot/rfcs/blob/main/active"
f = s.take(f"{D}/0017-firmware-build-api.md")
s.sub("b", f, "We currently have the capability of delivering firmware updates over the air to any device",
      f"We currently have the capability of delivering firmware updates over the air ([this RFC]"
      f"({U}/0006-firmware-update.md)) to any device",
      f"link '[this RFC]({U}/0006-firmware-update.md)' in 0008's absolute blob-URL style (the RFC is "
      f"0006-firmware-updates.md) added to {f}")
f = s.take(f"{D}/0004-cli.md")
s.copy("c", f, f"{D}/0004-drg-cli.md",
       f"copy of {f} as {D}/0004-drg-cli.md: number 0004 (the PR number) taken twice")
f = s.take(f"{D}/0003-cloud-events-mapping.md")
s.sub("d", f, "* PR: https://github.com/drogue-iot/rfcs/pull/1\n",
      f"* PR: https://github.com/drogue-iot/rfcs/pull/1\n"
      f"* Superseded by: RFC #0022, {U}/0022-cloud-events-mapping-v2.md\n",
      f"'* Superseded by: RFC #0022, {U}/0022-cloud-events-mapping-v2.md' in the metadata bullet block (0012's "
      f"'RFC #NNNN' + blob URL; no 0022, the last is 0021) added to {f}")
old = s.take(f"{D}/0012-mqtt-proxy-device.md")
f = s.take(f"{D}/0016-mqtt-dialects.md")
s.sub("e", f, "* PR: https://github.com/drogue-iot/rfcs/pull/16\n",
      f"* PR: https://github.com/drogue-iot/rfcs/pull/16\n"
      f"* Supersedes: RFC #0012, {U}/0012-mqtt-proxy-device.md\n",
      f"'* Supersedes: RFC #0012, {U}/0012-mqtt-proxy-device.md' in the metadata bullet block (0016's dialects replace "
      f"the topic scheme 0012 set) added to {f}; {old} left in active/ with no note")
s.score("# drogue-rfcs: kinds b, c, d, e (a, f, g skipped: no template, no near-universal section, no status). One "
        "copy: /tmp/eval369-inj/drogue-rfcs.")
