"""Twenty-eighth held-out set, helper a: defects injected into clean copies of makerdao-mips and shipwright-ships."""
import sys
sys.path.insert(0, "/work/main/bench/conventions-eval")
from inject_kit import Kit, read  # noqa: E402

kit = Kit("twentyeighth", "a", data="/work/data28", clean="/tmp/eval28", copies="/tmp/eval28-inj", frozen="/tmp/frozen28")

# --- shipwright-ships: ships/NNNN-slug.md, YAML front matter, template ships/guidelines/ship-template.md
s = kit.source("shipwright-ships", "ships", r"\d{4}-.*\.md")
# No SHIP is clean: nearly every one carries the template's '[docs](/docs/)' checklist link (DC410). Use the SHIPs whose
# only clean-run finding is that link; scoring counts only findings the clean run did not have.
import os, re
from inject_kit import findings
_by = {}
for g, c, line in findings(read("/tmp/eval28/shipwright-ships.check.txt")):
    _by.setdefault(g, []).append(line)
s.pool = sorted(f"ships/{x}" for x in os.listdir(s.d / "ships") if re.fullmatch(r"\d{4}-.*\.md", x)
                and all("'/docs/'" in line for line in _by.get(f"ships/{x}", [])))
f = s.pick("\n## Summary\n")
s.delsec("a", f, "## Summary", "deleted '## Summary' (the template and 42 of 44 SHIPs have it)")
f = s.pick("\n## Motivation\n")
s.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee [the earlier design](0099-build-cache-design.md).\n",
      "link to 0099-build-cache-design.md, which does not exist")
f = s.pick("\n## Proposal\n")
num = f.split("/")[1][:4]
s.copy("c", f, f"ships/{num}-copy-of-proposal.md", f"a copy of {f} under the same number {num}")
f = s.pick("\nstatus: implementable\n")
s.sub("d", f, "\nstatus: implementable\n", "\nstatus: replaced\nsuperseded-by:\n  - \"/ships/0098-new-build-api.md\"\n",
      "status replaced, superseded-by '/ships/0098-new-build-api.md' (the template's form), which does not exist")
old = s.pick("\nstatus: implemented\n")
new = s.pick("\nstatus: implementable\n")
s.sub("e", new, "\nstatus: implementable\n", f"\nstatus: implementable\nreplaces:\n  - \"/{old}\"\n",
      f"replaces '/{old}' (template's 'replaces:' list) while {old} stays 'implemented'")
f = s.pick("\nstatus: provisional\n")
s.sub("f", f, "\nstatus: provisional\n", "\nstatus: postponed\n", "status 'postponed', which no SHIP and not the template use")
f = s.pick("\n## Drawbacks\n")
s.setbody("g", f, "## Drawbacks",
          "The idea is to find the best form of an argument why this enhancement should _not_ be implemented.",
          "'## Drawbacks' body replaced by the template's prompt (guidelines/ship-template.md Drawbacks text)")
s.score("# shipwright-ships: kinds a b c d e f g all apply (YAML front matter with status/replaces/superseded-by lists, "
        "numbered NNNN-slug.md). One copy: /tmp/eval28-inj/shipwright-ships.")

# --- makerdao-mips: MIPn/mipn.md, fenced preamble, template MIP0/General-MIP-Template.md
m = kit.source("makerdao-mips", [f"MIP{n}" for n in (0, 3, 4, 13, 16, 21, 22, 24, 34, 38, 39, 41, 43, 45, 46, 47, 48,
                                                     49, 50, 51, 52, 53, 54, 58, 59, 60, 62, 63, 64, 65, 67, 68, 69)],
               r"mip\d+\.md")
f = m.pick("\n## Sentence Summary\n")
m.delsec("a", f, "## Sentence Summary", "deleted '## Sentence Summary' (the template and 109 of 122 MIPs have it)")
f = m.pick("\n## Motivation\n")
m.sub("b", f, "\n## Motivation\n", "\n## Motivation\n\nSee [the budget appendix](appendix-budget.md).\n",
      "link to appendix-budget.md, which does not exist")
f = m.pick("\n## Preamble\n")
folder = f.split("/")[0]
m.copy("c", f, f"{folder}/{folder.lower()}-copy.md", f"a copy of {f} under the same number")
f = m.pick("\nStatus: Accepted\n")
m.sub("e", f, "\nStatus: Accepted\n", "\nStatus: Accepted\n", "placeholder")  # replaced below
m.edits.pop()
m.used.discard(f)
old = m.pick("\nStatus: Accepted\n")
new = m.pick("\nReplaces: n/a")
oldnum = old.split("/")[0]
m.sub("e", new, "\nReplaces: n/a", f"\nReplaces: {oldnum}", f"'Replaces: {oldnum}' while {old} stays 'Accepted'")
f = m.pick("\nStatus: Accepted\n")
m.sub("f", f, "\nStatus: Accepted\n", "\nStatus: Postponed\n", "status 'Postponed', which no MIP and not MIP0 use")
f = m.pick("\n## Motivation\n")
m.setbody("g", f, "## Motivation", "- A short description of the motivation behind the MIP. ",
          "'## Motivation' body replaced by the template's prompt (MIP0/General-MIP-Template.md)")
m.score("# makerdao-mips: kind d does not apply (the preamble records only predecessors, 'Replaces:'; no MIP or "
        "template writes a successor). Kinds a b c e f g. One copy: /tmp/eval28-inj/makerdao-mips.")
