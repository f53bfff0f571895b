"""Inject defects into clean documents of a copy of each data54 source (fifty-third evaluation, part t: the
developer's, blind on the code after the fifty-second set's fix). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-t.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("fiftythird", "t", data="/work/data54", clean="/tmp/eval54", copies="/tmp/eval54-inj-t", frozen="/tmp/frozen53")


# invenio-rfcs: inveniosoftware/rfcs @ 58ac73e. 0000-template.md at the top (`- Start Date:`, `- RFC PR:`, `- Authors:`;
# Summary, Motivation, Detailed design, Example, ... each a quoted prompt); rfcs/{framework,rdm}-NNNN-name.md, some
# with `- State: DRAFT | IMPLEMENTED`. No supersessions: d e skipped.
R = "rfcs/"
s = kit.source("invenio-rfcs", R[:-1], r"(?:framework|rdm)-\d{4}-.*\.md")
f = s.take(R + "framework-0008-module-naming-conventions.md")
s.delsec("a", f, "## Detailed design", "deleted '## Detailed design' (the template and 62 of 62 RFCs have it)")
f = s.take(R + "framework-0016-python2.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [the Python 3 RFC](framework-0015-python3.md).\n",
      "link to framework-0015-python3.md, which does not exist")
f = s.take(R + "framework-0032-rest-static-pages.md")
s.copy("c", f, R + "framework-0032-rest-static-files.md", "a second RFC numbered 0032")
f = s.take(R + "framework-0010-spa-authentication.md")
s.sub("f", f, "- State: IMPLEMENTED", "- State: POSTPONED", "'State: POSTPONED' (the family's: DRAFT, IMPLEMENTED)")
f = s.take(R + "framework-0038-pypi-release-with-gh-actions.md")
s.setbody("g", f, "## Motivation", "> Why are we doing this? What user stories does it support? What is the expected "
          "outcome?\n\n- As a ..., I want to ..., so that I ... .", "'## Motivation' is the template's prompt")
s.score("# invenio-rfcs: kinds a b c f g; d e skipped. One copy: /tmp/eval54-inj-t/invenio-rfcs.")

# maidsafe-rfcs: maidsafe/rfcs @ aacc2f3. 0000-template.md at the top (`- Status: proposed ("proposed", "agreed",
# "active", "implemented" or "rejected")`, ..., `- Supersedes:`, `- Superseded by:`; Summary 'One paragraph
# explanation of the feature.', Motivation, Detailed design, Drawbacks, Alternatives, Unresolved questions);
# RFCs in old/NNNN-name/NNNN-name.md.
O = "old/"
names = ["0001-use-public-key-for-id-on-all-messages", "0002-name-service", "0003-reserved-names", "0004-farm-attempt",
         "0009-mpid-messaging", "0015-vault-config-file"]
s = kit.source("maidsafe-rfcs", [O + n for n in names], r"\d{4}-.*\.md")
f = s.take(O + "0002-name-service/0002-name-service.md")
s.delsec("a", f, "## Motivation", "deleted '## Motivation' (the template and every RFC have it)")
f = s.take(O + "0003-reserved-names/0003-reserved-names.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [RFC 2](../0002-name-services/0002-name-services.md).\n",
      "link to ../0002-name-services/0002-name-services.md, which does not exist")
f = s.take(O + "0015-vault-config-file/0015-vault-config-file.md")
s.sub("d", f, "- Supersedes:", "- Superseded by: [RFC 99](../0099-vault-config/0099-vault-config.md)\n- Supersedes:",
      "superseded by ../0099-vault-config/0099-vault-config.md, which does not exist")
f = s.take(O + "0009-mpid-messaging/0009-mpid-messaging.md")
s.sub("e", f, "- Status: proposed", "- Status: implemented\n- Supersedes: [RFC 1](../0001-use-public-key-for-id-on-all-"
      "messages/0001-use-public-key-for-id-on-all-messages.md)", "0009 (implemented) supersedes old/0001-use-public-key-"
      "for-id-on-all-messages/0001-use-public-key-for-id-on-all-messages.md, left implemented")
s.used.add(O + "0001-use-public-key-for-id-on-all-messages/0001-use-public-key-for-id-on-all-messages.md")
f = s.take(O + "0004-farm-attempt/0004-farm-attempt.md")
s.sub("f", f, "- Status: agreed", "- Status: postponed",
      "'Status: postponed' (the template: proposed, agreed, active, implemented, rejected)")
s.score("# maidsafe-rfcs: kinds a b d e f; c g skipped. One copy: /tmp/eval54-inj-t/maidsafe-rfcs.")

# taskcluster-rfcs: taskcluster/taskcluster-rfcs @ 28d94a2. Its template is template.txt (mechanics.md: "Copy
# template.txt to rfcs/xxxx-<rfc-title>.md"); rfcs/NNNN-Title.md, no statuses: b and c.
T = "rfcs/"
s = kit.source("taskcluster-rfcs", T[:-1], r"\d{4}-.*\.md")
f = s.take(T + "0020-Manage-pulse-credentials-centrally.md")
s.sub("b", f, "\n# ", "\nSee also [RFC 21](0021-livelog-proxy.md).\n\n# ", "link to 0021-livelog-proxy.md, which does not exist")
f = s.take(T + "0034-Audit-logging.md")
s.copy("c", f, T + "0034-Audit-log-storage.md", "a second RFC numbered 0034")
s.score("# taskcluster-rfcs: kinds b c; a d e f g skipped. One copy: /tmp/eval54-inj-t/taskcluster-rfcs.")
