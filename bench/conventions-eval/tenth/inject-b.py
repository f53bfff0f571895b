"""Inject the seven kinds of defect into clean documents of a copy of each data24j source (tenth evaluation, helper b).

Steps: copy /work/data24j/<source> to /tmp/eval24j-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24j/<source>.check.txt) that has the text the edit needs, a
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

R = '/tmp/eval24j-inj'
CLEAN = '/tmp/eval24j'
DOCCHECK = ['env', 'PYTHONPATH=/tmp/frozen10/src', '/work/main/.venv/bin/python', '-m', 'doccheck']
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
        shutil.copytree(f'/work/data24j/{name}', self.d)
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
        while j < len(lines) and not (lines[j].startswith('#') and len(lines[j]) - len(lines[j].lstrip('#')) <= lvl):
            j += 1
        wr(f'{self.d}/{f}', '\n'.join(lines[:i] + lines[j:]))
        self.edits.append((kind, f, what))

    def setbody(self, kind, f, heading, body, what):
        lines = rd(f'{self.d}/{f}').split('\n')
        i = lines.index(heading)
        lvl = len(heading) - len(heading.lstrip('#'))
        j = i + 1
        while j < len(lines) and not (lines[j].startswith('#') and len(lines[j]) - len(lines[j].lstrip('#')) <= lvl):
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
        wr(f'/work/main/bench/conventions-eval/tenth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))




def trendyol():
    s = Source('trendyol-adr', 'adr', r'\d{4}-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (35 of 35 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR-0099](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Context\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('* Status: accepted\n')
    s.sub('f', f, '* Status: accepted\n', '* Status: pondering\n', "'* Status: pondering'")
    f = s.pick('\n## Context\n')
    s.setbody('g', f, '## Context', "What is the issue that we're seeing that is motivating this decision or change?",
              "Context body = the template's question 'What is the issue that we're seeing ...'")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: the template offers proposed | rejected | accepted | deprecated, no '
            'supersession; no ADR supersedes another). One copy: /tmp/eval24j-inj/trendyol-adr.')


def wagov():
    s = Source('wagov-adr', ['development', 'operations', 'security'], r'\d{3}-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (every ADR keeps it; the template's first section)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR 099](099-no-such-adr.md).\n', 'added a link to 099-no-such-adr.md')
    f = s.pick('\n## Context\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('**Status:** Proposed |')
    s.sub('f', f, '**Status:** Proposed |', '**Status:** Pondering |', "'**Status:** Pondering |'")
    f = s.pick('\n## Context\n')
    s.setbody('g', f, '## Context', 'What problem are we solving? Include background and constraints.',
              "Context body = the template's 'What problem are we solving? Include background and constraints.'")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: CONTRIBUTING.md has a Superseded status, "Replaced by newer ADR", but '
            'neither it nor the template gives a form that names the successor or the superseded record, and no ADR is '
            'superseded). One copy: /tmp/eval24j-inj/wagov-adr.')


def altinn():
    s = Source('altinn-adr', 'docs/adr', r'\d{4}-\d\d-\d\d-.*\.md')
    f = s.pick('\n## Problem context\n')
    s.delsec('a', f, '## Problem context', "deleted '## Problem context' (21 of 22 keep it)")
    f = s.pick('\n## Decision drivers\n')
    s.sub('b', f, '## Decision drivers\n', '## Decision drivers\n\nSee also [the 2099 ADR](2099-01-01-no-such-adr.md).\n',
          'added a link to 2099-01-01-no-such-adr.md')
    f = s.pick('- Status: Accepted\n')
    s.sub('d', f, '- Status: Accepted\n', '- Status: Exceeded by 2099-01-01-no-such-adr\n',
          "'- Status: Exceeded by 2099-01-01-no-such-adr' (the template's 'Exceeded by \"adr-name\"', as 2025-09-04 writes it; no such ADR)")
    f = s.pick('- Status: Accepted\n')
    s.sub('f', f, '- Status: Accepted\n', '- Status: Pondering\n', "'- Status: Pondering'")
    f = s.pick('\n## Result\n')
    s.setbody('g', f, '## Result', 'Which alternative was chosen. Do not include any reasoning here.',
              "Result body = the template's 'Which alternative was chosen. Do not include any reasoning here.'")
    s.score('# Kinds a, b, d, f, g (c does not apply: records are named by date and slug, not numbered, and two dates are '
            'shared by two ADRs each; e does not apply: the template names a supersession only on the old side, '
            '\'Exceeded by "adr-name"\', so an old record left Accepted has no successor-side statement to contradict). '
            'One copy: /tmp/eval24j-inj/altinn-adr.')


def hmpps():
    s = Source('hmpps-adr', 'docs/adr', r'\d{4}-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (19 of 19 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR-0099](./0099-no-such-adr.md).\n', 'added a link to ./0099-no-such-adr.md')
    f = s.pick('\n## Context\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('d', f, '## Status\n\nAccepted\n', '## Status\n\nSuperseded by [ADR-0099](./0099-no-such-adr.md)\n',
          "Status 'Superseded by [ADR-0099](./0099-no-such-adr.md)' (0003's form)")
    old = s.pick('## Status\n\nAccepted\n')
    new = s.pick('## Status\n\nAccepted\n')
    s.sub('e', new, '## Status\n\nAccepted\n', f'## Status\n\nAccepted\n\nSupersedes [ADR-{old[9:13]}](./{os.path.basename(old)})\n',
          f"'Supersedes [ADR-{old[9:13]}](...)' under {new}'s Status, {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('f', f, '## Status\n\nAccepted\n', '## Status\n\nPondering\n', "Status 'Pondering'")
    s.score('# Kinds a, b, c, d, e, f (g does not apply: no template file, and not an adr-tools folder: no .adr-dir, no '
            '0001-record-architecture-decisions.md, titles "# NNNN - Title"). One copy: /tmp/eval24j-inj/hmpps-adr.')


if __name__ == '__main__':
    for run in (trendyol, wagov, altinn, hmpps):
        run()
