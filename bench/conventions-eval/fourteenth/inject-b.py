"""Inject the seven kinds of defect into clean documents of a copy of each data24n source (fourteenth evaluation, helper b).

Steps: copy /work/data24n/<source> to /tmp/eval24n-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24n/<source>.check.txt) that has the text the edit needs, a
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

R = '/tmp/eval24n-inj'
CLEAN = '/tmp/eval24n'
DOCCHECK = ['env', 'PYTHONPATH=/tmp/frozen14/src', '/work/main/.venv/bin/python', '-m', 'doccheck']
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
        shutil.copytree(f'/work/data24n/{name}', self.d)
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
        wr(f'/work/main/bench/conventions-eval/fourteenth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))





TI_TEMPLATE_IMPACT = ('The outcomes of the decision, both positive and negative. This section should explain the impact of the '
                      'decision, such as trade-offs, risks, and what needs to be done to implement it.')


def ti():
    s = Source('ti-adr', 'adr', r'\d{3}-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (27 of 27 keep it; 001's format, which every ADR follows)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR 99](099-no-such-adr.md).\n', 'added a link to 099-no-such-adr.md')
    f = s.pick('\n## Context\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted.\n')
    s.sub('f', f, '## Status\n\nAccepted.\n', '## Status\n\nPondering.\n', "Status 'Pondering.'")
    f = s.pick('\n## Impact\n')
    s.setbody('g', f, '## Impact', TI_TEMPLATE_IMPACT,
              "Impact body = 001's guidance sentence 'The outcomes of the decision, both positive and negative. ...' "
              "(001 is the folder's template: 'We will use the same format as this ADR')")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: no ADR is superseded and neither 001 nor adr-guidelines.md gives a '
            'form that names a successor; the only status used is Accepted). One copy: /tmp/eval24n-inj/ti-adr.')


def simple():
    s = Source('simple-adr', 'doc/arch', r'0[0-2]\d-.*\.md')
    s.pool = [f for f in s.pool if not f.endswith('000-sample.md')]
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (25 of 25 keep it; 000-sample.md has it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [099 No such ADR](./099-no-such-adr.md).\n',
          'added a link to ./099-no-such-adr.md')
    f = s.pick('\n## Context\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('d', f, '## Status\n\nAccepted\n', '## Status\n\nSuperseded by [099 No such ADR](./099-no-such-adr.md)\n',
          "Status 'Superseded by [099 No such ADR](./099-no-such-adr.md)' (011's form)")
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('f', f, '## Status\n\nAccepted\n', '## Status\n\nPondering\n', "Status 'Pondering'")
    f = s.pick('\n## Context\n')
    lines = rd(f'{s.d}/{f}').split('\n')
    assert lines[0].startswith('# ')
    wr(f'{s.d}/{f}', '\n'.join(lines[:1] + ['ADR writing manual (remove this)',
                                             'https://www.cognitect.com/blog/2011/11/15/documenting-architecture-decisions']
                               + lines[1:]))
    s.edits.append(('g', f, "000-sample.md's 'ADR writing manual (remove this)' and its link put back under the title"))
    s.score('# Kinds a, b, c, d, f, g (e does not apply: the folder names a supersession only on the old side, '
            '"Superseded by [016 ...](./016-...md)" in 011 and "Superseded (by [012 ...](...))" in 010; neither successor '
            'says what it replaces, so an old record left Accepted has no successor-side statement to contradict). '
            'One copy: /tmp/eval24n-inj/simple-adr.')


ADR_TOOLS_CONSEQUENCES = ('What becomes easier or more difficult to do and any risks introduced by the change that will need '
                          'to be mitigated.')


def dfe():
    s = Source('dfecomplete-adr', 'doc/decisions', r'\d{4}-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (30 of 30 keep it; adr-tools)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [99. No such ADR](0099-no-such-adr.md).\n',
          'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Context\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('d', f, '## Status\n\nAccepted\n', '## Status\n\nSuperceded by\n[99. No such ADR](0099-no-such-adr.md)\n',
          "Status 'Superceded by [99. No such ADR](0099-no-such-adr.md)' (0007's adr-tools form)")
    old = s.pick('## Status\n\nAccepted\n')
    new = s.pick('## Status\n\nAccepted\n')
    num = int(os.path.basename(old)[:4])
    title = rd(f'{s.d}/{old}').split('\n')[0].lstrip('# ').strip()
    s.sub('e', new, '## Status\n\nAccepted\n', f'## Status\n\nAccepted\n\nSupercedes\n[{title}]({os.path.basename(old)})\n',
          f"'Supercedes [{title}](...)' under {new}'s Status (0021's adr-tools form), {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('f', f, '## Status\n\nAccepted\n', '## Status\n\nPondering\n', "Status 'Pondering'")
    f = s.pick('\n## Consequences\n')
    s.setbody('g', f, '## Consequences', ADR_TOOLS_CONSEQUENCES,
              "Consequences body = adr-tools' template sentence 'What becomes easier or more difficult to do ...'")
    s.score('# Kinds a, b, c, d, e, f, g (an adr-tools folder: .adr-dir, 0001-record-architecture-decisions.md, '
            '"Superceded by" / "Supercedes" as adr-tools writes them). One copy: /tmp/eval24n-inj/dfecomplete-adr.')


def unleash():
    base = 'contributing/ADRs'
    s = Source('unleash-adr', [f'{base}/back-end', f'{base}/front-end', f'{base}/overarching'], r'.*\.md')
    f = s.pick('\n## Background\n')
    s.delsec('a', f, '## Background', "deleted '## Background' (28 of 28 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR: No such ADR](/contributing/ADRs/back-end/no-such-adr).\n',
          "added a link to /contributing/ADRs/back-end/no-such-adr (the folder's own route form)")
    f = s.pick('\n## Background\n')
    s.sub('d', f, '## Background\n', '## Background\n\nSUPERSEDED BY [ADR: No such ADR](/contributing/ADRs/front-end/no-such-adr)\n',
          "'SUPERSEDED BY [ADR: No such ADR](/contributing/ADRs/front-end/no-such-adr)' (the deprecated ADR's form)")
    old = s.pick('\n## Background\n')
    new = s.pick('\n## Background\n')
    route = '/' + old[:-3]
    s.sub('e', new, '## Background\n', f'This document supersedes [ADR: {os.path.basename(old)[:-3]}]({route})\n\n\n## Background\n',
          f"'This document supersedes [ADR: ...]({route})' above {new}'s Background (preferred-styling-method's form), "
          f"{old} left in place, not moved to deprecated/ and with no SUPERSEDED BY line")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    s.score('# Kinds a, b, d, e (c does not apply: the ADRs are not numbered, named by slug in three topic folders; f does '
            'not apply: no status field, a superseded ADR is moved to deprecated/ and says SUPERSEDED BY; g does not '
            'apply: no template file, and the folder is not adr-tools or MADR). One copy: /tmp/eval24n-inj/unleash-adr.')


if __name__ == '__main__':
    for run in (ti, simple, dfe, unleash):
        run()
