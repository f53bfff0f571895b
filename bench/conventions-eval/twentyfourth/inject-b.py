"""Inject the seven kinds of defect into clean documents of a copy of each data24x source (twenty-fourth evaluation, helper b).

Uses inject_kit.py (one copy per source in /tmp/eval24x-inj/<source>, empty .doccheck.toml; a document is clean when the clean
run /tmp/eval24x/<source>.check.txt has no finding on it; each edit asserts the text it replaces). Kinds: a a required section
deleted, b a broken link, c a number taken twice, d a successor that does not exist, e a superseded record left in force, f an
unknown status, g the template's text left in. Kinds that do not apply are named in each score() header.
Run: /work/main/.venv/bin/python inject-b.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit, findings, read  # noqa: E402

kit = Kit("twentyfourth", "b", data="/work/data24x", clean="/tmp/eval24x", copies="/tmp/eval24x-inj", frozen="/tmp/frozen24")


def take(s, f):
    assert f in s.pool and f not in s.used, f
    s.used.add(f)
    return f


# univention-adr: MADR 4 adapted (adr-template.md): a bullet metadata list (status, supersedes, superseded by, date, ...), then
# Context and Problem Statement, ..., Decision Outcome. Records sit in product folders, each numbering from 0001 on its own.
# Supersession: the template's own fields '- supersedes: [..](..)' / '- superseded by: [..](..)' (adr-template.md:4-5,
# used by dev/0006:11 and dev/0010:30).
FOLDERS = ["dev", "iam", "iam/guardian", "iam/openlap", "nubus/deployment", "nubus/provisioning", "ucsschool-core",
           "ucsschool-ext/bsb"]
s = kit.source("univention-adr", FOLDERS, r"\d{4}-.*\.md")
D = "nubus/deployment/"
f = take(s, D + "0002-extra-volumes-support-in-helm-charts.md")
s.delsec("a", f, "## Context and Problem Statement",
         "deleted '## Context and Problem Statement' (adr-template.md:17, not optional; 61 of 62 records keep it)")
f = take(s, D + "0003-provide-opt-in-stack-gateway.md")
s.sub("b", f, "\n## Context and Problem Statement\n",
      "\n## Context and Problem Statement\n\nSee also [0022 Gateway TLS](0022-gateway-tls.md).\n",
      "link to nubus/deployment/0022-gateway-tls.md, which does not exist (the folder ends at 0021)")
f = take(s, D + "0004-use-common-helm-for-best-practices-documentation.md")
s.copy("c", f, D + "0004-copy-of-record.md", f"a copy of {f} under the same number in the same folder")
f = take(s, D + "0016-udm-extensions-restart.md")
s.sub("d", f, "\n- superseded by: -\n", "\n- superseded by: [0022 UDM extension reload](0022-udm-extension-reload.md)\n",
      "'- superseded by: [0022 UDM extension reload](0022-udm-extension-reload.md)' (the template's field, "
      "adr-template.md:5); 0022 does not exist")
old = take(s, D + "0019-ldap-init-configmap.md")
new = take(s, D + "0020-ldap-index-handling.md")
s.sub("e", new, "\n- supersedes: -\n", "\n- supersedes: [0019 LDAP init ConfigMap](0019-ldap-init-configmap.md)\n",
      f"'- supersedes: [0019 ...](0019-ldap-init-configmap.md)' (the template's field, as dev/0010 has it) while {old} "
      "stays '- status: accepted' and '- superseded by: -'")
f = take(s, D + "0018-ldap-leader.md")
s.sub("f", f, "\n- status: accepted\n", "\n- status: postponed\n",
      "status 'postponed' (adr-template.md:3 offers draft/submitted to TDA/accepted/rejected; README.md adds proposed)")
f = take(s, D + "0021-portal-asset-serving.md")
s.setbody("g", f, "## Context and Problem Statement",
          "{Describe the context and problem statement, e.g., in free form using two to three sentences or in the form of "
          "an illustrative story.\n You may want to articulate the problem in form of a question and add links to "
          "collaboration boards or issue management systems.}",
          "Context and Problem Statement body replaced by the template's prompt (adr-template.md:19-20)")
s.score("# univention-adr: kinds a b c d e f g. Numbers repeat across product folders by design (README.md 'Directory "
        "structure'), so c copies a record under its number inside the same folder. One copy: /tmp/eval24x-inj/univention-adr.")

# nerc-adr: adr-tools (0001 cites adr-tools), '# N. Title', 'Date:', '## Status' Accepted, Context, Decision,
# Consequences (46 of 47). Supersession under Status on both sides, mostly spelt 'Superceded by [N. T](f)' /
# 'Supercedes [N. T](f)' (0013:7, 0014:7, 0015:7, 0036:9).
D = "architecture/decisions/"
s = kit.source("nerc-adr", "architecture/decisions", r"\d{4}-.*\.md")
ST = "## Status\n\nAccepted\n"
f = s.pick(ST)
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (46 of 47 records have it; adr-tools' template)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [48. Use Argo CD for deployment](0048-use-argo-cd-for-deployment.md).\n\n## Decision\n",
      "link to 0048-use-argo-cd-for-deployment.md, which does not exist (records end at 0047)")
f = s.pick(ST)
s.copy("c", f, D + f.split("/")[-1][:5] + "copy-of-record.md", f"a copy of {f} under the same number (adr-tools numbering)")
f = s.pick(ST)
s.sub("d", f, ST, "## Status\n\nSuperceded by [48. Use Argo CD for deployment](0048-use-argo-cd-for-deployment.md)\n",
      "status 'Superceded by [48. ...](0048-use-argo-cd-for-deployment.md)' (the folder's form, 0013:7); 0048 does not exist")
old = s.pick(ST)
new = s.pick(ST)
oldname = old.split("/")[-1]
s.sub("e", new, ST, f"{ST}\nSupercedes [{int(oldname[:4])}. Earlier decision]({oldname})\n",
      f"'Supercedes [{int(oldname[:4])}. ...]({oldname})' under Status (the folder's form, 0041:9) while {old} stays 'Accepted'")
f = s.pick(ST)
s.sub("f", f, ST, "## Status\n\nPostponed\n", "status 'Postponed' (records use Accepted and the supersession lines only)")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context",
          "The issue motivating this decision, and any context that influences or constrains the decision.",
          "'## Context' body replaced by adr-tools' template prompt (the template 0001 names; no template file in the folder)")
s.score("# nerc-adr: kinds a b c d e f g. g uses adr-tools' built-in template text, since the folder keeps no template file. "
        "One copy: /tmp/eval24x-inj/nerc-adr.")

# oasis-adr: own template.md: '# ADR NNNN: Title', Component, Changelog, Status {Proposed|Accepted|Rejected|Superseded By XXX},
# Context, Decision, Consequences, References; records at the repository's top.
s = kit.source("oasis-adr", ".", r"\d{4}-.*\.md")
flagged = {g for g, _, _ in findings(read(kit.clean / "oasis-adr.check.txt"))}
s.pool = [f.removeprefix("./") for f in s.pool if f.removeprefix("./") not in flagged]  # findings name top files bare
ST = "## Status\n\nAccepted\n"
f = s.pick("\n## Context\n")
s.delsec("a", f, "## Context", "deleted '## Context' (template.md:22; 24 of 24 records keep it)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [ADR 0030](0030-runtime-key-rotation.md).\n\n## Decision\n",
      "link to 0030-runtime-key-rotation.md, which does not exist (records end at 0025)")
f = s.pick(ST)
s.copy("c", f, f[:5] + "copy-of-record.md", f"a copy of {f} under the same number (README.md: each record has a unique number)")
f = s.pick(ST)
s.sub("d", f, ST, "## Status\n\nSuperseded By [ADR 0030](0030-runtime-key-rotation.md)\n",
      "status 'Superseded By [ADR 0030](0030-runtime-key-rotation.md)' (template.md:20's form); 0030 does not exist")
f = s.pick(ST)
s.sub("f", f, ST, "## Status\n\nPostponed\n", "status 'Postponed' (template.md:20 offers Proposed/Accepted/Rejected/Superseded By)")
f = s.pick("\n## Context\n")
s.setbody("g", f, "## Context",
          "> This section contains all the context one needs to understand the current\n> state, and why there is a problem. "
          "It should be as succinct as possible and\n> introduce the high level idea behind the solution.",
          "'## Context' body replaced by the template's prompt (template.md:24-26)")
s.score("# oasis-adr: kinds a b c d f g. e does not apply: the template writes supersession only on the old record "
        "('Superseded By XXX' in its status, template.md:20) and has no 'supersedes' form, so a record marked superseded is "
        "not in force by construction and a successor need not name it. One copy: /tmp/eval24x-inj/oasis-adr.")

# rasterfoundry-adr: no template; adr-0000:6-7 adopts Nygard's format (Context/Decision/Consequences; 24 of 29 keep
# Consequences); records 'adr-NNNN-slug.md'; no Status field anywhere; supersession only in prose at the top of Context
# ("This ADR has been superseded by `ADR-0023` ...", adr-0020:5).
D = "docs/architecture/"
s = kit.source("rasterfoundry-adr", "docs/architecture", r"adr-\d{4}-.*\.md")
f = s.pick("\n## Consequences\n")
s.delsec("a", f, "## Consequences", "deleted '## Consequences' (adr-0000's Nygard format; 24 of 29 records keep it)")
f = s.pick("\n## Decision\n")
s.sub("b", f, "\n## Decision\n", "\nSee also [ADR 0031](adr-0031-tile-caching.md).\n\n## Decision\n",
      "link to adr-0031-tile-caching.md, which does not exist (records end at 0028)")
f = s.pick("\n## Context\n")
s.copy("c", f, D + f.split("/")[-1][:9] + "copy-of-record.md", f"a copy of {f} under the same number")
f = s.pick("\n## Context\n")
s.sub("d", f, "\n## Context\n", "\n## Context\n\nThis ADR has been superseded by `ADR-0031` concerning tile caching.\n",
      "'This ADR has been superseded by `ADR-0031` ...' (the repository's only supersession form, adr-0020:5); "
      "no ADR 0031 exists")
s.score("# rasterfoundry-adr: kinds a b c d. e and f do not apply: no record has a status field (adr-0000 adopts "
        "Context/Decision/Consequences only), so no record can be left 'in force' and there is no status to be unknown. "
        "g does not apply: no template file, so there is no template text to leave in. "
        "One copy: /tmp/eval24x-inj/rasterfoundry-adr.")
