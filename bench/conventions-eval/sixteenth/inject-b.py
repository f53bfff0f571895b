"""Inject the seven kinds of defect into clean documents of a copy of each data24p source (sixteenth evaluation, helper b).

Steps: copy /work/data24p/<source> to /tmp/eval24p-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24p/<source>.check.txt) that has the text the edit needs, a
different document per kind; apply every kind that applies to the source's own conventions (a: a required section
deleted, b: a broken link, c: a number taken twice, d: a successor that does not exist, e: a superseded record left in
force, f: an unknown status, g: the template's text left in); each edit asserts the text it replaces is there. Kinds
that do not apply are named in KINDS and in injected-<source>.txt. Then run doccheck (frozen commit) in each copy and
write, per kind, whether the edited document got a finding with the code that names the kind (EXPECT) that the clean
copy did not have. Run: python inject.py (prints the result lines written to injected-<source>.txt).
"""
import os
import re
import shutil
import subprocess

R = '/tmp/eval24p-inj'
CLEAN = '/tmp/eval24p'
DOCCHECK = ['env', 'PYTHONPATH=/tmp/frozen16/src', '/work/main/.venv/bin/python', '-m', 'doccheck']
EXPECT = {'a': {'DC101'}, 'b': {'DC410'}, 'c': {'DC401'}, 'd': {'DC403'}, 'e': {'DC405', 'DC404'}, 'f': {'DC203'},
          'g': {'DC301'}}
ADR_TOOLS_CONSEQUENCES = ('What becomes easier or more difficult to do and any risks introduced by the change that will need '
                          'to be mitigated.')


def rd(p):
    return open(p, encoding='utf-8').read()


def wr(p, t):
    open(p, 'w', encoding='utf-8').write(t)


def findings(out):
    rows = []
    for line in out.splitlines():
        m = re.match(r'(.+?):(\d+):\d+: (DC\d+) ', line)  # paths may hold spaces (telemetry-adr 005)
        if m:
            rows.append((m.group(1), m.group(3), line))
    return rows


class Source:
    def __init__(self, name, folder, pattern):
        self.name, self.used, self.notes = name, set(), []
        folders = folder if isinstance(folder, (list, tuple)) else [folder]
        self.d = f'{R}/{name}'
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(f'/work/data24p/{name}', self.d)
        open(f'{self.d}/.doccheck.toml', 'w').close()
        flagged = {f for f, _, _ in findings(rd(f'{CLEAN}/{name}.check.txt'))}
        self.pool = sorted(f'{fo}/{x}' for fo in folders for x in os.listdir(f'{self.d}/{fo}') if re.fullmatch(pattern, x)
                           and f'{fo}/{x}' not in flagged)
        self.edits = []

    def pick(self, needle, skip=0):
        for f in self.pool[skip:]:
            if f not in self.used and needle in rd(f'{self.d}/{f}'):
                self.used.add(f)
                return f
        raise AssertionError((self.name, needle))

    def sub(self, kind, f, old, new, what):
        p = f'{self.d}/{f}'
        t = rd(p)
        assert old in t, (f, old)
        wr(p, t.replace(old, new, 1))
        self.edits.append((kind, f, what))

    def delsec(self, kind, f, heading, what):
        lines = rd(f'{self.d}/{f}').split('\n')
        i = lines.index(heading)
        lvl = len(heading) - len(heading.lstrip('#'))
        j = i + 1
        fenced = False  # a '# comment' inside a code block is not a heading (the tenth set's inject-a.py fix)
        while j < len(lines) and (fenced or not (lines[j].startswith('#') and len(lines[j]) - len(lines[j].lstrip('#')) <= lvl)):
            if lines[j].lstrip().startswith('```'):
                fenced = not fenced
            j += 1
        wr(f'{self.d}/{f}', '\n'.join(lines[:i] + lines[j:]))
        self.edits.append((kind, f, what))

    def setbody(self, kind, f, heading, body, what):
        lines = rd(f'{self.d}/{f}').split('\n')
        i = lines.index(heading)
        lvl = len(heading) - len(heading.lstrip('#'))
        j = i + 1
        fenced = False  # a '# comment' inside a code block is not a heading (the tenth set's inject-a.py fix)
        while j < len(lines) and (fenced or not (lines[j].startswith('#') and len(lines[j]) - len(lines[j].lstrip('#')) <= lvl)):
            if lines[j].lstrip().startswith('```'):
                fenced = not fenced
            j += 1
        wr(f'{self.d}/{f}', '\n'.join(lines[:i + 1] + ['', body, ''] + lines[j:]))
        self.edits.append((kind, f, what))

    def copy(self, kind, f, new, what):
        shutil.copy(f'{self.d}/{f}', f'{self.d}/{new}')
        self.edits.append((kind, new, what))

    def score(self, header):
        out = subprocess.run(DOCCHECK + ['check', '--all', '--no-cache', '.'], cwd=self.d, capture_output=True,
                             text=True).stdout
        clean = {line for _, _, line in findings(rd(f'{CLEAN}/{self.name}.check.txt'))}
        new = [(f, c, line) for f, c, line in findings(out) if line not in clean]
        lines = [header]
        for kind, f, what in self.edits:
            hits = [line for g, c, line in new if c in EXPECT[kind] and (g == f or g in what)]
            other = [line for g, c, line in new if g == f and c not in EXPECT[kind]]
            got = 'found' if hits else 'missed'
            shown = hits[0] if hits else ('; '.join(other) or 'no new finding on this document')
            lines.append(f'{got}  {f}  {kind}  {what} -> {shown}')
        wr(f'/work/main/bench/conventions-eval/sixteenth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))


def telemetry():
    s = Source('telemetry-adr', 'docs/contributor/arch', r'0\d\d[ab]?-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (43 of 43 have a Context section: '## Context', '## Context: ...' or '## Context and Problem Statement')")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR 099](./099-no-such-adr.md).\n', 'added a link to ./099-no-such-adr.md')
    f = s.pick('\nstatus: Accepted\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('\nstatus: Accepted\n')
    s.sub('f', f, '\nstatus: Accepted\n', '\nstatus: Pondering\n', "front matter 'status: Pondering' (the folder uses Accepted, Proposed, Postponed)")
    s.score('# Kinds a, b, c, f (d, e do not apply: no record in the folder is superseded or names a successor or predecessor, and the front matter has no field for it; g does not apply: the folder has no template - the only template in the repository is .github/ISSUE_TEMPLATE/decision-record.md, for issues, whose section prompts are HTML comments). One copy: /tmp/eval24p-inj/telemetry-adr.')


def fhir():
    s = Source('fhir-adr', 'docs/arch', r'adr-\d{4}-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (the Readme's template has it; 21 of 21 ADRs keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR 2699](./adr-2699-no-such-adr.md).\n', 'added a link to ./adr-2699-no-such-adr.md')
    f = s.pick('\n## Status\n')
    s.setbody('d', f, '## Status', '   Superseded by [ADR 2699](./adr-2699-no-such-adr.md)', "Status 'Superseded by [ADR 2699](./adr-2699-no-such-adr.md)' (Readme: 'superseded (with a reference to the new ADR if applicable)')")
    f = s.pick('\n## Status\n')
    s.setbody('f', f, '## Status', '   Pondering', "Status 'Pondering' (Readme: proposed, accepted, deprecated, or superseded)")
    f = s.pick('\n## Context\n')
    s.setbody('g', f, '## Context', '   Summarize the relevant factors (technological, organizational, or other) that influence this decision. Present these factors neutrally, highlighting any tensions or constraints that shaped the solution.', "the Readme's template Context text as the whole Context section")
    s.score("# Kinds a, b, d, f, g (c does not apply: the number is the year and month, 'adr-<yymm>-<short-title>.md' (docs/arch/Readme.md), shared by every ADR of a month - 2603 has four; e does not apply: the Readme writes supersession only on the old record, 'marked as superseded (with a reference to the new ADR)'). One copy: /tmp/eval24p-inj/fhir-adr.")


def ssvc():
    s = Source('ssvc-adr', 'docs/adr', r'00\d\d-.*\.md')
    f = s.pick('\n## Context and Problem Statement\n')
    s.delsec('a', f, '## Context and Problem Statement', "deleted '## Context and Problem Statement' (template and 16 of 16)")
    f = s.pick('\n## Decision Outcome\n')
    s.sub('b', f, '## Decision Outcome\n', '## Decision Outcome\n\nSee also [ADR-0099](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Context and Problem Statement\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('\nstatus: "accepted"\n')
    s.sub('d', f, '\nstatus: "accepted"\n', '\nstatus: superseded by [ADR-0099](0099-no-such-adr.md)\n', "front matter 'status: superseded by [ADR-0099](0099-no-such-adr.md)' (0003's form, the template's 'superseded by [ADR-0005](0005-example.md)')")
    f = s.pick('\nstatus: "accepted"\n')
    s.sub('f', f, '\nstatus: "accepted"\n', '\nstatus: "pondering"\n', "front matter 'status: \"pondering\"'")
    f = s.pick('\n## Context and Problem Statement\n')
    s.setbody('g', f, '## Context and Problem Statement', '{Describe the context and problem statement, e.g., in free form using two to three sentences or in the form of an illustrative story.\n You may want to articulate the problem in form of a question and add links to collaboration boards or issue management systems.}', "_template.md's Context and Problem Statement text as the whole section")
    s.score('# Kinds a, b, c, d, f, g (e does not apply: the template writes supersession only on the old record, "superseded by [ADR-0005](0005-example.md)"; no ADR names what it supersedes). One copy: /tmp/eval24p-inj/ssvc-adr.')


def tigerdata():
    s = Source('tigerdata-adr', 'architecture-decisions', r'00\d\d-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (15 of 15 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [99. No such ADR](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Context\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('\n## Status\n')
    s.setbody('d', f, '## Status', 'Superseded (by 0099)', "Status 'Superseded (by 0099)' (0009's form; no 0099)")
    f = s.pick('\n## Status\n')
    s.setbody('f', f, '## Status', 'Pondering', "Status 'Pondering' (the folder uses Accepted, Decided, Discussion, In discussion, Superseded)")
    f = s.pick('\n## Consequences\n')
    s.setbody('g', f, '## Consequences', ADR_TOOLS_CONSEQUENCES, "adr-tools' Consequences text as the whole Consequences section (0001 is adr-tools' own first record)")
    s.score('# Kinds a, b, c, d, f, g (e does not apply: the folder writes supersession only on the old record - 0009 \'Superseded (by 0013)\', 0003 \'Superseded\' - and no record names what it supersedes). One copy: /tmp/eval24p-inj/tigerdata-adr.')


if __name__ == '__main__':
    telemetry()
    fhir()
    ssvc()
    tigerdata()
