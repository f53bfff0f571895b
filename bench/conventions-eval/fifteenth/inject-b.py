"""Inject the seven kinds of defect into clean documents of a copy of each data24o source (fifteenth evaluation, helper b).

Steps: copy /work/data24o/<source> to /tmp/eval24o-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24o/<source>.check.txt) that has the text the edit needs, a
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

R = '/tmp/eval24o-inj'
CLEAN = '/tmp/eval24o'
DOCCHECK = ['env', 'PYTHONPATH=/tmp/frozen15/src', '/work/main/.venv/bin/python', '-m', 'doccheck']
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
        m = re.match(r'(\S+?):(\d+):\d+: (DC\d+) ', line)
        if m:
            rows.append((m.group(1), m.group(3), line))
    return rows


class Source:
    def __init__(self, name, folder, pattern):
        self.name, self.used, self.notes = name, set(), []
        folders = folder if isinstance(folder, (list, tuple)) else [folder]
        self.d = f'{R}/{name}'
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(f'/work/data24o/{name}', self.d)
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
        wr(f'/work/main/bench/conventions-eval/fifteenth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))






def pepr():
    s = Source('pepr-adr', 'adr', r'00\d\d-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (22 of 22 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [99. No such ADR](./0099-no-such-adr.md).\n', 'added a link to ./0099-no-such-adr.md')
    f = s.pick('\n## Context\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('d', f, '## Status\n\nAccepted\n', '## Status\n\nSuperseded by [99. No such ADR](./0099-no-such-adr.md)\n', "Status 'Superseded by [99. No such ADR](./0099-no-such-adr.md)' (0011's form)")
    old = s.pick('## Status\n\nAccepted\n')
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('e', f, '## Status\n\nAccepted\n', f'## Status\n\nAccepted (supersedes [{old[4:8]}]({old.split("/")[1]}))\n', f"Status 'Accepted (supersedes ...{old})' (0022's form), {old} left Accepted; what=" + old)
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('f', f, '## Status\n\nAccepted\n', '## Status\n\nPondering\n', "Status 'Pondering'")
    f = s.pick('\n## Consequences\n')
    s.setbody('g', f, '## Consequences', ADR_TOOLS_CONSEQUENCES, "adr-tools' Consequences text as the whole Consequences section (0001 says adr-tools made the log)")
    s.score('# Kinds a-g (adr-tools/Nygard; 0022 names what it supersedes on the successor side). One copy: /tmp/eval24o-inj/pepr-adr.')


def cosmos(name, folder, pattern, tmpl_context):
    s = Source(name, folder, pattern)
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (template has it; every document keeps it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR 099](./adr-099-no-such-adr.md).\n', 'added a link to ./adr-099-no-such-adr.md')
    f = s.pick('\n## Context\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted')
    st = re.search(r'## Status\n\n(Accepted[^\n]*)\n', rd(f'{s.d}/{f}')).group(1)
    s.sub('d', f, f'## Status\n\n{st}\n', '## Status\n\nSuperseded by [ADR 099](./adr-099-no-such-adr.md)\n', "Status 'Superseded by [ADR 099](./adr-099-no-such-adr.md)' (the template: 'superseded with a reference to its replacement')")
    f = s.pick('## Status\n\nAccepted')
    st = re.search(r'## Status\n\n(Accepted[^\n]*)\n', rd(f'{s.d}/{f}')).group(1)
    s.sub('f', f, f'## Status\n\n{st}\n', '## Status\n\nPondering\n', "Status 'Pondering'")
    f = s.pick('\n## Context\n')
    s.setbody('g', f, '## Context', tmpl_context, "the template's Context prompt as the whole Context section")
    s.score(f'# Kinds a, b, c, d, f, g (e does not apply: the template writes supersession only on the old side, "superseded with a reference to its replacement"; no ADR names what it supersedes). One copy: /tmp/eval24o-inj/{name}.')


def dcl():
    s = Source('dcl-adr', 'content', r'ADR-\d+-.*\.md')
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR-999](./ADR-999-no-such-adr.md).\n', 'added a link to ./ADR-999-no-such-adr.md')
    f = s.pick('\nstatus: Final\n')
    n = re.search(r'\nadr: (\d+)', rd(f'{s.d}/{f}')).group(1)
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (adr: {n})')
    f = s.pick('\nstatus: Final\n')
    s.sub('f', f, '\nstatus: Final\n', '\nstatus: Pondering\n', "front matter 'status: Pondering' (README lists Living, Final, Review, Draft, LastCall, Stagnant, Withdrawn, Deprecated)")
    f = s.pick('\n## Abstract\n')
    s.setbody('g', f, '## Abstract', 'Abstract is a multi-sentence (short paragraph) technical summary. This should be a very terse and human-readable version of the document section. **Someone should be able to read only the abstract to get the gist of what this document is about in its current state.** Abstracts should be always up to date with the current state of the document.', "content/.TEMPLATE.md's Abstract text as the whole Abstract section")
    s.score('# Kinds b, c, f, g (a does not apply: no section is kept by most ADRs - Abstract by 68 of 177 - and the template\'s sections are not learned; d, e do not apply: no supersession field or statement in the family). One copy: /tmp/eval24o-inj/dcl-adr.')


if __name__ == '__main__':
    import sys
    if 'rest' not in sys.argv: pepr()
    if 'rest' not in sys.argv: cosmos('ics-adr', 'docs/docs/adrs', r'adr-0\d\d-.*\.md', '> This section contains all the context one needs to understand the current state, and why there is a problem. It should be as succinct as possible and introduce the high level idea behind the solution. ')
    cosmos('ibcgo-adr', 'docs/architecture', r'adr-0\d\d-.*\.md', '> This section contains all the context one needs to understand the current state, and why there is a problem. It should be as succinct as possible and introduce the high-level idea behind the solution.')
    dcl()
