"""Inject defects into clean documents of a copy of each data86 source (eighty-sixth evaluation, part ba: the
developer's, blind on b0395e0, the same code as the eighty-fifth). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-ba.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("eightysixth", "ba", data="/work/data86", clean="/tmp/eval86", copies="/tmp/eval86-inj-ba", frozen="/tmp/frozen85")


# linshare-adr: linagora/linshare-mobile-android-app @ 3902122. adr/0001-0013, adr-tools (Nygard), all Accepted: a, f,
# c, d, b.
s = kit.source("linshare-adr", "adr", r"00[0-9][0-9]-.*\.md")
f = s.take("adr/0005-kotlin-for-android-development.md")
s.delsec("a", f, "## Decision", "deleted '## Decision' (13 of 13 have it)")
f = s.take("adr/0004-mvvm-for-android-development.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", "status 'Acepted' (a typo of Accepted)")
f = s.take("adr/0006-login-with-long-lived-token.md")
s.copy("c", f, "adr/0006-login-with-oauth.md", "a second ADR numbered 0006 (a copy)")
f = s.take("adr/0008-download-with-downloadmanager-service.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [14. Download with WorkManager](0014-download-with-workmanager.md)",
      "superseded by 0014-download-with-workmanager.md, which does not exist")
f = s.take("adr/0011-upload-document.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 12](0012-decoupling-upload-logic.md).\n",
      "link to 0012-decoupling-upload-logic.md (the file is 0012-decoupling-upload-logic-from-uploadworker.md)")
s.score("# linshare-adr: kinds a, f, c, d, b. One copy: /tmp/eval86-inj-ba/linshare-adr.")

# ethersync-adr: ethersync/ethersync @ f945a91. docs/decisions/00-10, MADR with front matter status, adr-template.md,
# a README: a, f, b.
s = kit.source("ethersync-adr", "docs/decisions", r"(0[013-689]|09)-.*\.md")
f = s.take("docs/decisions/05-crdt-library.md")
s.delsec("a", f, "## Decision Outcome", "deleted '## Decision Outcome' (the template and 11 of 11 have it)")
f = s.take("docs/decisions/08-secure-connections.md")
s.sub("f", f, "status: accepted", "status: acepted", "status 'acepted' (a typo of accepted)")
f = s.take("docs/decisions/09-multi-file.md")
s.sub("b", f, "## Context and Problem Statement\n",
      "## Context and Problem Statement\n\nSee [ADR 8](08-secure-connection.md).\n",
      "link to 08-secure-connection.md (the file is 08-secure-connections.md)")
s.score("# ethersync-adr: kinds a, f, b. One copy: /tmp/eval86-inj-ba/ethersync-adr.")

# gravitino-design: apache/gravitino @ f461aa3. design-docs/ (16 design documents, no template, their headers vary):
# b.
s = kit.source("gravitino-design", "design-docs", r"[a-z-]+\.md")
f = s.take("design-docs/policy-on-tag.md")
s.sub("b", f, "\n## ", "\nSee [tag assignment values](tag-assignment-value.md).\n\n## ",
      "link to tag-assignment-value.md (the file is tag-assignment-values.md)")
s.score("# gravitino-design: kind b. One copy: /tmp/eval86-inj-ba/gravitino-design.")
