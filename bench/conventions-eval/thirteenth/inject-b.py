"""Inject the seven kinds of defect into clean documents of a copy of each data24m source (thirteenth evaluation, letter b).

Steps: copy /work/data24m/<source> to /tmp/eval24m-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24m/<source>.check.txt) that has the text the edit needs, a
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

R = '/tmp/eval24m-inj'
CLEAN = '/tmp/eval24m'
DOCCHECK = ['env', 'PYTHONPATH=/tmp/frozen13/src', '/work/main/.venv/bin/python', '-m', 'doccheck']
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
        shutil.copytree(f'/work/data24m/{name}', self.d)
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
        wr(f'/work/main/bench/conventions-eval/thirteenth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))


def wbrp():
    s = Source('wbrp-adr', 'docs/adr', r'\d{4}-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (18 of 18 keep it; the template has it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [99) No such ADR](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Status\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\naccepted\n')
    s.sub('d', f, '## Status\n\naccepted\n', '## Status\n\nsuperseded by [99) No such ADR](0099-no-such-adr.md)\n',
          "Status 'superseded by [99) No such ADR](0099-no-such-adr.md)' (the template's 'superseded', index.md: superseding "
          "decisions reference the ones they override)")
    old = s.pick('## Status\n\naccepted\n')
    new = s.pick('## Status\n\naccepted\n')
    n = int(old.split('/')[-1][:4])
    s.sub('e', new, '## Status\n\naccepted\n', f'## Status\n\naccepted\n\nSupersedes [{n}) Earlier decision]({old.split("/")[-1]})\n',
          f"'Supersedes [{n}) ...](...)' under {new}'s Status, {old} left accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('## Status\n\naccepted\n')
    s.sub('f', f, '## Status\n\naccepted\n', '## Status\n\npondering\n', "Status 'pondering'")
    f = s.pick('\n## Consequences\n')
    s.setbody('g', f, '## Consequences', '...', "Consequences body = the template's '...'")
    s.score('# All seven kinds apply (template docs/adr/NNNN-adr-template.md: "# N) Title {#adr_nnnn}", Date:, "## Status" with '
            '"proposed, accepted, rejected, deprecated, superseded, ...", Context, Decision, Consequences; index.md: superseded '
            'records stay, superseding ones reference them; no record is superseded yet, so d/e use the adr-tools form). '
            'One copy: /tmp/eval24m-inj/wbrp-adr.')


def usnotify():
    s = Source('usnotify-adr', 'docs/adrs', r'\d{4}-.*\.md')
    f = s.pick('\n### Context\n')
    s.delsec('a', f, '### Context', "deleted '### Context' (the issue form create-new-adr-form.yml asks Context, Decision, "
             "Consequences; 10 of 15 have '### Context', the five older ones '## CONTEXT AND PROBLEM STATEMENT')")
    f = s.pick('\n### Decision\n')
    s.sub('b', f, '### Decision\n', '### Decision\n\nSee also [ADR 0099](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n### Consequences\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('Status: Accepted\n')
    s.sub('d', f, 'Status: Accepted\n', 'Status: Superseded by [ADR 0099](0099-no-such-adr.md)\n',
          "'Status: Superseded by [ADR 0099](0099-no-such-adr.md)' (README: an ADR 'becomes deprecated or superceded by another one')")
    old = s.pick('Status: Accepted\n')
    new = s.pick('Status: Accepted\n')
    n = int(old.split('/')[-1][:4])
    s.sub('e', new, 'Status: Accepted\n', f'Status: Accepted\nSupersedes: [ADR {n:04d}]({old.split("/")[-1]})\n',
          f"'Supersedes: [ADR {n:04d}](...)' under {new}'s Status line, {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('Status: Accepted\n')
    s.sub('f', f, 'Status: Accepted\n', 'Status: Pondering\n', "'Status: Pondering'")
    s.score('# Kinds a-f apply; g does not: the template is the GitHub issue form .github/ISSUE_TEMPLATE/create-new-adr-form.yml '
            '(YAML, not in the copy), so no template text can be left in a record the way the folder writes them. No record is '
            'superseded yet; README.md says ADRs become "deprecated or superceded by another one", so d/e use the '
            '"Status:" line of the newer records. One copy: /tmp/eval24m-inj/usnotify-adr.')


def navainfra():
    s = Source('navainfra-adr', 'docs/decisions/infra', r'\d{4}-\d\d-\d\d-.*\.md')
    f = s.pick('\n## Context and Problem Statement\n')
    s.delsec('a', f, '## Context and Problem Statement', "deleted '## Context and Problem Statement' (template; 14 of 14 keep "
             "a Context)")
    f = s.pick('\n## Decision Outcome\n')
    s.sub('b', f, '## Decision Outcome\n', '## Decision Outcome\n\nSee also [ADR-2099-01-01](2099-01-01-no-such-adr.md).\n',
          'added a link to 2099-01-01-no-such-adr.md')
    f = s.pick('- Status: accepted\n')
    s.sub('d', f, '- Status: accepted\n', '- Status: superseded by [ADR-2099-01-01](2099-01-01-no-such-adr.md)\n',
          "'- Status: superseded by [ADR-2099-01-01](2099-01-01-no-such-adr.md)' (the template's form)")
    old = s.pick('- Status: accepted\n')
    new = s.pick('- Status: accepted\n')
    s.sub('e', new, '- Status: accepted\n', f'- Status: accepted\n- Supersedes: [ADR-{old.split("/")[-1][:10]}]({old.split("/")[-1]})\n',
          f"'- Supersedes: [ADR-{old.split('/')[-1][:10]}](...)' in {new}'s header, {old} left accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('- Status: accepted\n')
    s.sub('f', f, '- Status: accepted\n', '- Status: pondering\n', "'- Status: pondering'")
    f = s.pick('\n## Considered Options\n')
    s.setbody('g', f, '## Considered Options', '- [option 1]\n- [option 2]\n- [option 3]\n- … <!-- numbers of options can vary -->',
              "Considered Options body = the template's '- [option 1]' ... list")
    s.score('# Kinds a, b, d, e, f, g apply; c does not: the records are identified by date (ADR-YYYY-MM-DD, index.md), and the '
            'folder already has two records of 2023-05-25, which it accepts, so a shared identifier is not a defect here. '
            'MADR template docs/decisions/template.md ("- Status: [proposed | rejected | accepted | deprecated | … | superseded '
            'by [ADR-YYYY-MM-DD](...)]"). One copy: /tmp/eval24m-inj/navainfra-adr.')


ADR_TOOLS_CONTEXT = 'The issue motivating this decision, and any context that influences or constrains the decision.'


def useid():
    s = Source('useid-adr', 'doc/adr', r'\d{4}-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (18 of 18 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [99. No such ADR](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Status\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('d', f, '## Status\n\nAccepted\n', '## Status\n\nSuperseded by [99. No such ADR](0099-no-such-adr.md)\n',
          "Status 'Superseded by [99. No such ADR](0099-no-such-adr.md)' (0007's form)")
    old = s.pick('## Status\n\nAccepted\n')
    new = s.pick('## Status\n\nAccepted\n')
    n = int(old.split('/')[-1][:4])
    s.sub('e', new, '## Status\n\nAccepted\n', f'## Status\n\nAccepted\n\nSupersedes [{n}. Earlier decision]({old.split("/")[-1]})\n',
          f"'Supersedes [{n}. ...](...)' under {new}'s Status (0013's form), {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('## Status\n\nAccepted\n')
    s.sub('f', f, '## Status\n\nAccepted\n', '## Status\n\nPondering\n', "Status 'Pondering'")
    f = s.pick('\n## Consequences\n')
    s.setbody('g', f, '## Consequences', ADR_TOOLS_CONSEQUENCES, "Consequences body = adr-tools' template instruction")
    s.score('# All seven kinds apply (adr-tools folder: 0001-record-architecture-decisions.md, "# N. Title", Date:, "## Status"; '
            '0003/0016 write "Superceded by"/"Supercedes", 0006-0008/0012/0013 "Superseded by"/"Supersedes"; no template file, '
            'so kind g uses adr-tools\' own template text). One copy: /tmp/eval24m-inj/useid-adr.')


if __name__ == '__main__':
    import sys
    for run in (wbrp, usnotify, navainfra, useid):
        if len(sys.argv) > 1 and run.__name__ not in sys.argv[1:]:
            continue
        run()
