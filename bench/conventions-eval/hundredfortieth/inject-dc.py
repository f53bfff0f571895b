"""Inject defects into clean documents of a copy of each data141 source (hundred-and-fortieth evaluation, part dc:
the developer's, blind on 0a1836f, the fixes of the hundred-and-thirty-ninth). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-dc.py (writes injected-<source>.txt next to this file).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredfortieth", "dc", data="/work/data141", clean="/tmp/blind141y", copies="/tmp/eval140-inj-dc",
          frozen="/tmp/frozen146")  # (the commit below)

# ftdscratch-adr: KIT-SOC4S/ftd-scratch3-offline @ fd9014f. adr-tools ADRs, Status sections: a, b, c, d, e, f.
D = "docs/architecture/decisions"
s = kit.source("ftdscratch-adr", D, r"\d{4}-.*\.md")
f = s.take(f"{D}/0005-use-cpp-to-interface-with-the-ftduino.md")
s.delsec("a", f, "## Consequences", f"deleted '## Consequences' from {f} (every ADR keeps it)")
f = s.take(f"{D}/0009-use-jackson-to-read-json-files.md")
s.sub("b", f, "## Context\n", "## Context\n\nSee [ADR 8](0008-use-scratch-save-as-input.md).\n",
      f"link to 0008-use-scratch-save-as-input.md in {f} (the file is 0008-use-scratch-saves-as-input-for-conversion-to-c.md)")
f = s.take(f"{D}/0010-use-travis-ci-for-continuous-integration.md")
s.copy("c", f, f"{D}/0010-use-github-actions.md", f"copied {f} to 0010-use-github-actions.md: 10 twice")
f = s.take(f"{D}/0003-use-gradle-as-build-system.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperseded by [21. Use Maven](0021-use-maven.md)",
      f"{f} superseded by 0021-use-maven.md, which does not exist")
s.take(f"{D}/0006-use-arduino-cli-to-upload-compile-code-for-the-ftduino.md")  # (left Accepted: the record superseded)
new = s.take(f"{D}/0007-use-arduino-cli-in-offline-mode.md")
s.sub("e", new, "## Status\n\nAccepted", "## Status\n\nAccepted\n\nSupersedes [6. Use arduino-cli to upload/compile code "
      "for the ftduino](0006-use-arduino-cli-to-upload-compile-code-for-the-ftduino.md)",
      f"{new} says it supersedes ADR 6; {D}/0006-use-arduino-cli-to-upload-compile-code-for-the-ftduino.md still Accepted "
      "(DC405 there, or DC404)")
f = s.take(f"{D}/0013-communicate-with-the-scratch-app-via-a-local-web-server.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", f"status 'Acepted' in {f}")
s.score("# ftdscratch-adr: kinds a, b, c, d, e, f. One copy: /tmp/eval140-inj-dc/ftdscratch-adr.")

# svastudio-adr: smart-village-solutions/sva-studio @ d03bf4d. German ADRs docs/adr/ADR-NNN-x.md, bold fields: a, f.
s = kit.source("svastudio-adr", "docs/adr", r"ADR-\d{3}-.*\.md")
f = s.take("docs/adr/ADR-013-rbac-abac-hybridmodell.md")
s.delsec("a", f, "## Konsequenzen", f"deleted '## Konsequenzen' from {f} (the template's; 41 of 44 keep it)")
f = s.pick("**Status:** Accepted  \n")
s.sub("f", f, "**Status:** Accepted  \n", "**Status:** Acceptd  \n", f"status 'Acceptd' in {f}")
s.score("# svastudio-adr: kinds a, f. One copy: /tmp/eval140-inj-dc/svastudio-adr.")
