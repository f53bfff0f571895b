"""Inject the seven kinds of defect into clean documents of a copy of each data24l source (twelfth evaluation, letter b).

Steps: copy /work/data24l/<source> to /tmp/eval24l-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24l/<source>.check.txt) that has the text the edit needs, a
different document per kind; apply every kind that applies to the source's own conventions (a: a required section
deleted, b: a broken link, c: a number taken twice, d: a successor that does not exist, e: a superseded record left in
force, f: an unknown status, g: the template's text left in); each edit asserts the text it replaces is there. Kinds
that do not apply are named in KINDS and in injected-<source>.txt. Then run doccheck (frozen commit) in each copy and
write, per kind, whether the edited document got a finding with the code that names the kind (EXPECT) that the clean
copy did not have. Run: python inject-b.py (prints the result lines written to injected-<source>.txt).
"""
import os
import re
import shutil
import subprocess

R = '/tmp/eval24l-inj'
CLEAN = '/tmp/eval24l'
DOCCHECK = ['env', 'PYTHONPATH=/tmp/frozen12/src', '/work/main/.venv/bin/python', '-m', 'doccheck']
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
        self.d = f'{R}/{name}'
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(f'/work/data24l/{name}', self.d)
        open(f'{self.d}/.doccheck.toml', 'w').close()
        flagged = {f for f, _, _ in findings(rd(f'{CLEAN}/{name}.check.txt'))}
        self.pool = sorted(f'{folder}/{x}' for x in os.listdir(f'{self.d}/{folder}') if re.fullmatch(pattern, x)
                           and f'{folder}/{x}' not in flagged)
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
        fenced = False  # a '# comment' inside a code block is not a heading (the tenth set's fix)
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
        fenced = False  # a '# comment' inside a code block is not a heading (the tenth set's fix)
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
        wr(f'/work/main/bench/conventions-eval/twelfth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))


ADR_TOOLS_CONTEXT = 'The issue motivating this decision, and any context that influences or constrains the decision.'


def uselpa():
    s = Source('uselpa-adr', 'docs/architecture/decisions', r'\d{4}-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (24 of 24 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [99. No such ADR](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Status\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('d', f, '## Status\n\nAccepted\n', '## Status\n\nSuperceded by [99. No such ADR](0099-no-such-adr.md)\n',
          "Status 'Superceded by [99. No such ADR](0099-no-such-adr.md)' (0003's own spelling and form)")
    old = s.pick('## Status\n\nAccepted\n')
    new = s.pick('## Status\n\nAccepted\n')
    n = int(old.split('/')[-1][:4])
    s.sub('e', new, '## Status\n\nAccepted\n', f'## Status\n\nAccepted\n\nSupercedes [{n}. Earlier decision]({old.split("/")[-1]})\n',
          f"'Supercedes [{n}. ...](...)' under {new}'s Status (0008's form), {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('f', f, '## Status\n\nAccepted\n', '## Status\n\nPondering\n', "Status 'Pondering'")
    f = s.pick('\n## Consequences\n')
    s.setbody('g', f, '## Consequences', ADR_TOOLS_CONSEQUENCES, "Consequences body = adr-tools' template instruction")
    s.score('# All seven kinds apply (adr-tools folder: 0001-record-architecture-decisions.md, "# N. Title", "## Status"; '
            '0003/0008 use adr-tools\' "Superceded by"/"Supercedes"; no template file, so kind g uses adr-tools\' own template '
            'text). One copy: /tmp/eval24l-inj/uselpa-adr.')


def experimenter():
    s = Source('experimenter-adr', 'docs/adrs', r'\d{4}-.*\.md')
    f = s.pick('* Status: accepted\n')
    s.sub('d', f, '* Status: accepted\n', '* Status: superseded by [ADR-0099](0099-no-such-adr.md)\n',
          "'* Status: superseded by [ADR-0099](0099-no-such-adr.md)' (the template's form)")
    old = s.pick('- Status: accepted\n')
    new = s.pick('- Status: **accepted**\n')  # the successor must be in force (accepted): a proposed one does not supersede yet
    s.sub('e', new, '- Status: **accepted**\n', f'- Status: **accepted**\n- Supersedes [ADR-{old[10:14]}]({old.split("/")[-1]})\n',
          f"'- Supersedes [ADR-{old[10:14]}](...)' in {new}'s header, {old} left accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('* Status: proposed\n')
    s.sub('f', f, '* Status: proposed\n', '* Status: pondering\n', "'* Status: pondering'")
    f = s.pick('\n## Context and Problem Statement\n')
    s.delsec('a', f, '## Context and Problem Statement', "deleted '## Context and Problem Statement' (15 of 16 keep it)")
    f = s.pick('\n## Decision Outcome\n')
    s.sub('b', f, '## Decision Outcome\n', '## Decision Outcome\n\nSee also [ADR-0099](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Considered Options\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('\n## Context and Problem Statement\n')
    s.setbody('g', f, '## Context and Problem Statement',
              '[Describe the context and problem statement, e.g., in free form using two to three sentences. You may want to '
              'articulate the problem in form of a question.]', "Context body = the template's bracketed instruction")
    s.score('# All seven kinds apply (MADR template docs/adrs/template.md: "* Status: [proposed | rejected | accepted | deprecated '
            '| ... | superseded by [ADR-0005](0005-example.md)]"). One copy: /tmp/eval24l-inj/experimenter-adr.')


def risnorms():
    s = Source('risnorms-adr', 'doc/adr', r'00(0[1-9]|[1-9]\d)-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (20 of 20 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [99. No such ADR](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Status\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('d', f, '## Status\n\nAccepted\n', '## Status\n\nSuperseded by [99. No such ADR](0099-no-such-adr.md)\n',
          "Status 'Superseded by [99. No such ADR](0099-no-such-adr.md)' (adr-tools' form)")
    old = s.pick('## Status\n\nAccepted\n')
    new = s.pick('## Status\n\nAccepted\n')
    n = int(old.split('/')[-1][:4])
    s.sub('e', new, '## Status\n\nAccepted\n', f'## Status\n\nAccepted\n\nSupersedes [{n}. Earlier decision]({old.split("/")[-1]})\n',
          f"'Supersedes [{n}. ...](...)' under {new}'s Status, {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('f', f, '## Status\n\nAccepted\n', '## Status\n\nPondering\n', "Status 'Pondering'")
    f = s.pick('\n## Consequences\n')
    s.setbody('g', f, '## Consequences', ADR_TOOLS_CONSEQUENCES, "Consequences body = 0000-template.md's instruction")
    s.score('# All seven kinds apply (adr-tools folder with template doc/adr/0000-template.md: "# N. Title", "## Status"; '
            '0009 is "Superseded"). One copy: /tmp/eval24l-inj/risnorms-adr.')


def ptt():
    s = Source('ptt-adr', 'guides/adr', r'00(0[13-9]|[1-9]\d)-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (17 of 18 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [99. No such ADR](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Status\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('d', f, '## Status\n\nAccepted\n', '## Status\n\nSuperseded by [99. No such ADR](0099-no-such-adr.md)\n',
          "Status 'Superseded by [99. No such ADR](0099-no-such-adr.md)' (adr-tools' form)")
    old = s.pick('## Status\n\nAccepted\n')
    new = s.pick('## Status\n\nAccepted\n')
    n = int(old.split('/')[-1][:4])
    s.sub('e', new, '## Status\n\nAccepted\n', f'## Status\n\nAccepted\n\nSupersedes [{n}. Earlier decision]({old.split("/")[-1]})\n',
          f"'Supersedes [{n}. ...](...)' under {new}'s Status, {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('f', f, '## Status\n\nAccepted\n', '## Status\n\nPondering\n', "Status 'Pondering'")
    f = s.pick('\n## Context\n')
    s.setbody('g', f, '## Context', ADR_TOOLS_CONTEXT + '\n\nRemember this repo is PUBLIC, do not include sensitive information here.',
              "Context body = templates/template.md's two lines")
    s.score('# All seven kinds apply (adr-tools with the custom template guides/adr/templates/template.md per ADR 0002: '
            '"# NUMBER. TITLE", "## Status" STATUS; kind d/e in adr-tools\' form). 0002 (the record doccheck took as the '
            'template) is left out of the pool. One copy: /tmp/eval24l-inj/ptt-adr.')


if __name__ == '__main__':
    import sys
    for run in (uselpa, experimenter, risnorms, ptt):
        if len(sys.argv) > 1 and run.__name__ not in sys.argv[1:]:
            continue
        run()
