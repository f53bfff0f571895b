"""Inject the seven kinds of defect into clean documents of a copy of each data24k source (eleventh evaluation, helper b).

Adapted from ninth/inject.py (and tenth/inject-b.py); the section cutter skips '#' lines inside code fences (tenth's
inject-a.py fix). Steps: copy /work/data24k/<source> to /tmp/eval24k-inj/<source> with an empty .doccheck.toml; pick, for
each kind, a document with no finding in the clean run (/tmp/eval24k/<source>.check.txt) that has the text the edit
needs, a different document per kind; apply every kind that applies to the source's own conventions (a: a required
section deleted, b: a broken link, c: a number taken twice, d: a successor that does not exist, e: a superseded record
left in force, f: an unknown status, g: the template's text left in); each edit asserts the text it replaces is there.
Kinds that do not apply are named in the header of injected-<source>.txt. Then run doccheck (frozen commit 47283be,
/tmp/frozen11) in each copy and write, per kind, whether the edited document got a finding with the code that names the
kind (EXPECT) that the clean copy did not have. Run: python inject-b.py
"""
import os
import re
import shutil
import subprocess

R = '/tmp/eval24k-inj'
CLEAN = '/tmp/eval24k'
OUT = '/work/main/bench/conventions-eval/eleventh'
DOCCHECK = ['env', 'PYTHONPATH=/tmp/frozen11/src', '/work/main/.venv/bin/python', '-m', 'doccheck']
EXPECT = {'a': {'DC101'}, 'b': {'DC410'}, 'c': {'DC401'}, 'd': {'DC403'}, 'e': {'DC405', 'DC404'}, 'f': {'DC203'},
          'g': {'DC301'}}


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


def section_end(lines, i, lvl):
    j, fenced = i + 1, False
    while j < len(lines) and (fenced or not (lines[j].startswith('#') and len(lines[j]) - len(lines[j].lstrip('#')) <= lvl)):
        if lines[j].lstrip().startswith('```'):
            fenced = not fenced
        j += 1
    return j


class Source:
    def __init__(self, name, folder, pattern):
        """pattern is matched against the path relative to folder (so 'date-slug/README.md' works)."""
        self.name, self.used = name, set()
        self.d = f'{R}/{name}'
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(f'/work/data24k/{name}', self.d)
        open(f'{self.d}/.doccheck.toml', 'w').close()
        flagged = {f for f, _, _ in findings(rd(f'{CLEAN}/{name}.check.txt'))}
        pool = []
        for root, _, files in os.walk(f'{self.d}/{folder}'):
            for x in files:
                rel = os.path.relpath(f'{root}/{x}', f'{self.d}/{folder}')
                if re.fullmatch(pattern, rel) and f'{folder}/{rel}' not in flagged:
                    pool.append(f'{folder}/{rel}')
        self.pool = sorted(pool)
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
        j = section_end(lines, i, len(heading) - len(heading.lstrip('#')))
        wr(f'{self.d}/{f}', '\n'.join(lines[:i] + lines[j:]))
        self.edits.append((kind, f, what))

    def setbody(self, kind, f, heading, body, what):
        lines = rd(f'{self.d}/{f}').split('\n')
        i = lines.index(heading)
        j = section_end(lines, i, len(heading) - len(heading.lstrip('#')))
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
        wr(f'{OUT}/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))


def tractusx():
    s = Source('tractusx-edc-dr', 'docs/development/decision-records', r'[^/]+/README\.md')
    f = s.pick('\n## Approach\n')
    s.delsec('a', f, '## Approach', "deleted '## Approach' (42 of 42 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [the 2099 record](../2099-01-01-no-such-record/README.md).\n',
          'added a link to ../2099-01-01-no-such-record/README.md')
    s.score('# Kinds a, b (c does not apply: records are dated folders YYYY-MM-DD[-_]slug/README.md, not numbered, and '
            'three dates already hold two records each (2023-05-23, 2024-04-11, 2025-07-09); d, e, f do not apply: no '
            'record has a status line and none names a successor or predecessor; g does not apply: no template file, '
            'docs/development/README.md only lists the folder). One copy: /tmp/eval24k-inj/tractusx-edc-dr.')


def gsp():
    s = Source('gsp-adr', 'docs/architecture/adr', r'ADR0(0[1-9]|[1-9]\d)-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (45 of 45 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR099](ADR099-no-such-adr.md).\n', 'added a link to ADR099-no-such-adr.md')
    f = s.pick('\n## Context\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('d', f, '## Status\n\nAccepted\n', '## Status\n\nSuperseded by [ADR099](ADR099-no-such-adr.md)\n',
          "Status 'Superseded by [ADR099](ADR099-no-such-adr.md)' (ADR005's form)")
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('f', f, '## Status\n\nAccepted\n', '## Status\n\nPondering\n', "Status 'Pondering'")
    f = s.pick('\n## Decision\n\nWe will')
    s.setbody('g', f, '## Decision', 'We will ...', "Decision body = the template's 'We will ...'")
    s.score("# Kinds a, b, c, d, f, g (e does not apply: the folder records a supersession only on the old side, "
            "'Superseded by [ADRnnn](...)' as ADR000-template.md's Status line offers; none of the 12 successors names "
            "what it supersedes, so a successor saying so while the old record stays Accepted is not this folder's "
            "form). One copy: /tmp/eval24k-inj/gsp-adr.")


def ck8s():
    s = Source('ck8s-adr', 'docs/adr', r'\d{4}-.*\.md')
    f = s.pick('\n## Considered Options\n')
    s.delsec('a', f, '## Considered Options', "deleted '## Considered Options' (57 of 57 keep it)")
    f = s.pick('\n## Decision Outcome\n')
    s.sub('b', f, '## Decision Outcome\n', '## Decision Outcome\n\nSee also [ADR-0099](0099-no-such-adr.md).\n',
          'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Context and Problem Statement\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('- Status: accepted\n')
    s.sub('d', f, '- Status: accepted\n', '- Status: superseded by [ADR-0099](0099-no-such-adr.md)\n',
          "'- Status: superseded by [ADR-0099](0099-no-such-adr.md)' (0012's form)")
    old = s.pick('- Status: accepted\n')
    new = s.pick('- Status: accepted\n')
    num = os.path.basename(old)[:4]
    s.sub('e', new, '- Status: accepted\n', f'- Status: accepted\n\nSupersedes [ADR-{num}]({os.path.basename(old)})\n',
          f"'Supersedes [ADR-{num}](...)' under {new}'s header (MADR's link form; 0046 says 'supersede [ADR-0011]'), "
          f"{old} left accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('- Status: accepted\n')
    s.sub('f', f, '- Status: accepted\n', '- Status: pondering\n', "'- Status: pondering'")
    f = s.pick('\n## Context and Problem Statement\n')
    s.setbody('g', f, '## Context and Problem Statement',
              '[Describe the context and problem statement, e.g., in free form using two to three sentences. You may '
              'want to articulate the problem in form of a question.]',
              "Context and Problem Statement body = the template's '[Describe the context and problem statement, ...]'")
    s.score('# Kinds a, b, c, d, e, f, g (all apply: MADR template docs/adr/template.md with a Status line offering '
            "'superseded by ADR-0005', numbered files). One copy: /tmp/eval24k-inj/ck8s-adr.")


if __name__ == '__main__':
    for run in (tractusx, gsp, ck8s):
        run()
