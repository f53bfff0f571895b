"""Inject defects into clean documents of a copy of each data66 source (sixty-fifth evaluation, part af: the
developer's, blind on the code after the sixty-fourth set). See inject_kit.py; kinds a-g as in earlier sets.
Run: /work/main/.venv/bin/python inject-af.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("sixtyfifth", "af", data="/work/data66", clean="/tmp/eval66", copies="/tmp/eval66-inj-af", frozen="/tmp/frozen65")


# tiago-adrs: tiagonpsilva/architecture-decision-records @ 9df2b2f. template.md at the top (Portuguese, emoji headings:
# ## ⚡ Status [Proposto | Aceito | Depreciado | Substituído], ## 🎯 Contexto, ## 🔨 Decisão, ## 📊 Consequências, ...);
# topic folders of adr-NNN-name.md: a b c f g.
A = "architectural-patterns/"
s = kit.source("tiago-adrs", A[:-1], r"adr-\d{3}-.*\.md")
f = s.take(A + "adr-004-cqrs.md")
s.delsec("a", f, "## 📊 Consequências", "deleted '## 📊 Consequências' (the template and 42 of 44 ADRs have it)")
f = s.take(A + "adr-022-event-driven.md")
s.sub("b", f, "\n## ", "\n\nVer [ADR 004](adr-004-cqrs-pattern.md).\n\n## ",
      "link to adr-004-cqrs-pattern.md, which does not exist")
f = s.take(A + "adr-016-messaging-patterns.md")
s.copy("c", f, A + "adr-016-messaging-v2.md", f"{f} copied as adr-016-messaging-v2.md (number 16 twice)")
f = s.take(A + "adr-019-twelve-factor.md")
s.sub("f", f, "## ⚡ Status\n\nAceito", "## ⚡ Status\n\nCongelado",
      "status 'Congelado' (frozen: the template offers Proposto | Aceito | Depreciado | Substituído)")
f = s.take(A + "adr-003-microservices.md")
s.setbody("g", f, "## 🔨 Decisão", "[Descrição detalhada da decisão tomada]", "🔨 Decisão left as the template's prompt")
s.score("# tiago-adrs: kinds a b c f g; d e skipped. One copy: /tmp/eval66-inj-af/tiago-adrs.")

# multinet-rfcs: multinet-app/multinet-rfcs @ 060e75d. template.md (front matter RFC/Author/Created/Status, ## Motivation,
# ## Proposals, ## Backwards Compatibility, ## Reference Implementation); NNNN-name/README.md: a b c.
s = kit.source("multinet-rfcs", ["0005-permissions_model", "0006-orm", "0009-table-metadata", "0011-robust-api"],
               r"README\.md")
f = s.take("0005-permissions_model/README.md")
s.delsec("a", f, "## Proposals", "deleted '## Proposals' (the template and 15 of 15 RFCs have it)")
f = s.take("0006-orm/README.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [RFC 0005](../0005-permissions-model/README.md).\n",
      "link to ../0005-permissions-model/README.md, which does not exist (the folder is 0005-permissions_model)")
s.score("# multinet-rfcs: kinds a b; c d e f g skipped. One copy: /tmp/eval66-inj-af/multinet-rfcs.")

# axonos-rfcs: AxonOS-org/axonos-rfcs @ 1a24667. templates/0000-template.md; rfcs/NNNN-name.md, six RFCs: a b.
R = "rfcs/"
s = kit.source("axonos-rfcs", R[:-1], r"\d{4}-.*\.md")
f = s.take(R + "0003-validation-status-framework.md")
s.delsec("a", f, "## Prior art", "deleted '## Prior art' (the template and 6 of 6 RFCs have it)")
f = s.take(R + "0005-capability-based-app-manifest.md")
s.sub("b", f, "## Motivation\n", "## Motivation\n\nSee [RFC 0002](0002-zero-copy-ring.md).\n",
      "link to 0002-zero-copy-ring.md, which does not exist")
s.score("# axonos-rfcs: kinds a b; c d e f g skipped. One copy: /tmp/eval66-inj-af/axonos-rfcs.")
