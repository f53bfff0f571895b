"""Inject the seven kinds of defect into clean documents of a copy of each data24n source (fourteenth evaluation, helper a:
erlang-eeps, celestia-cips, iota-tips, ssv-sips).

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
    def __init__(self, name, folder, pattern, subset_only=None):
        self.name, self.used, self.notes = name, set(), []
        self.d = f'{R}/{name}'
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(f'/work/data24n/{name}', self.d)
        open(f'{self.d}/.doccheck.toml', 'w').close()
        flagged = {f for f, _, line in findings(rd(f'{CLEAN}/{name}.check.txt')) if not (subset_only and subset_only in line)}
        self.pool = sorted(os.path.relpath(os.path.join(dp, x), self.d) for dp, _, xs in os.walk(f'{self.d}/{folder}')
                           for x in xs if re.fullmatch(pattern, os.path.relpath(os.path.join(dp, x), f'{self.d}/{folder}'))
                           and os.path.relpath(os.path.join(dp, x), self.d) not in flagged)
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
        fenced = False  # a '# comment' inside a code block is not a heading (sip-001's pseudo-code)
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
        fenced = False  # a '# comment' inside a code block is not a heading (sip-001's pseudo-code)
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

def setext_span(lines, title):
    """The lines of a setext section ('Title' over '=====') up to the next setext heading of either level."""
    i = next(k for k in range(len(lines) - 1) if lines[k] == title and re.fullmatch(r'=+', lines[k + 1]))
    j = i + 2
    while j < len(lines) and not (j + 1 < len(lines) and lines[j].strip() and not lines[j].startswith(' ')
                                  and re.fullmatch(r'=+|-+', lines[j + 1])):
        j += 1
    return i, j


def del_setext(s, kind, f, title, what):
    lines = rd(f'{s.d}/{f}').split('\n')
    i, j = setext_span(lines, title)
    wr(f'{s.d}/{f}', '\n'.join(lines[:i] + lines[j:]))
    s.edits.append((kind, f, what))


def body_setext(s, kind, f, title, body, what):
    lines = rd(f'{s.d}/{f}').split('\n')
    i, j = setext_span(lines, title)
    wr(f'{s.d}/{f}', '\n'.join(lines[:i + 2] + ['', body, ''] + lines[j:]))
    s.edits.append((kind, f, what))


def del_bold(s, kind, f, label, what):
    """ssv-sips' sections are bold pseudo-headings on a line of their own ('**Summary**  ')."""
    lines = rd(f'{s.d}/{f}').split('\n')
    i = next(k for k, x in enumerate(lines) if x.rstrip() == label)
    j = i + 1
    while j < len(lines) and not re.fullmatch(r'\*\*[^*]+\*\*\s*', lines[j]):
        j += 1
    wr(f'{s.d}/{f}', '\n'.join(lines[:i] + lines[j:]))
    s.edits.append((kind, f, what))


def body_bold(s, kind, f, label, body, what):
    lines = rd(f'{s.d}/{f}').split('\n')
    i = next(k for k, x in enumerate(lines) if x.rstrip() == label)
    j = i + 1
    while j < len(lines) and not re.fullmatch(r'\*\*[^*]+\*\*\s*', lines[j]):
        j += 1
    wr(f'{s.d}/{f}', '\n'.join(lines[:i + 1] + [body, ''] + lines[j:]))
    s.edits.append((kind, f, what))


def erlang():
    s = Source('erlang-eeps', 'eeps', r'eep-\d{4}\.md')
    s.pool = [f for f in s.pool if f not in ('eeps/eep-0000.md', 'eeps/eep-0001.md', 'eeps/eep-0033.md')]
    f = s.pick('\nAbstract\n========\n', skip=30)
    del_setext(s, 'a', f, 'Abstract', "deleted the 'Abstract' section (EEP 1:166 '2. Abstract'; 75 of 79 keep it)")
    f = s.pick('\nAbstract\n========\n', skip=30)
    s.sub('b', f, '\nAbstract\n========\n', '\nAbstract\n========\n\nSee also [EEP 999](eep-0999.md).\n',
          'added a link to eep-0999.md')
    f = s.pick('\nAbstract\n========\n', skip=30)
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (its "EEP N:" title line kept)')
    f = s.pick('\n    Status: Final/', skip=30)
    old = re.search(r'\n    Status: Final/[^\n]*\n', rd(f'{s.d}/{f}')).group(0)
    s.sub('d', f, old, '\n    Status: Replaced\n', "'Status: Replaced'")
    s.sub('d', f, '\n****\n', '\n    Replaced-By: 999\n****\n',
          "'Status: Final/...' -> 'Status: Replaced' + '    Replaced-By: 999' (EEP 1:282's header; no EEP 999)")
    s.edits.pop(-2)
    old = s.pick('\n    Status: Accepted\n')
    new = s.pick('\n    Status: Final/', skip=s.pool.index(old) + 1)  # the newer EEP has the higher number
    on = int(re.search(r'eep-(\d{4})\.md', old).group(1))
    s.sub('e', new, '\n****\n', f'\n    Replaces: {on}\n****\n',
          f"'    Replaces: {on}' in {new} (EEP 1:284 'The newer EEP(s) must have a Replaces header'), {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('\n    Status: Draft\n', skip=20)
    s.sub('f', f, '\n    Status: Draft\n', '\n    Status: Pondering\n', "'Status: Pondering' (EEP 1:233's list)")
    f = s.pick('\nRationale\n=========\n', skip=10)
    body_setext(s, 'g', f, 'Rationale',
                'EEP submissions come in a wide variety of forms, not all adhering to the\nformat guidelines set forth below.  '
                'Use this template, in conjunction with\nthe content guidelines in [EEP 1][], to ensure that your EEP submission\n'
                "won't get automatically rejected because of form.",
                "Rationale body = EEP 33's (the template's, EEP 1:216) Rationale paragraph")
    s.score('# All seven kinds apply (EEP 1: preamble headers Replaces / Replaced-By, statuses incl. Replaced; EEP 33 is the '
            'template, EEP 1:216). eep-0000 (index), eep-0001 (process) and eep-0033 (template) not used. One copy: '
            '/tmp/eval24n-inj/erlang-eeps.')


def set_row(s, kind, f, key, value, what):
    t = rd(f'{s.d}/{f}')
    old = re.search(r'\n\| *' + key + r' *\|[^\n]*\n', t).group(0)
    s.sub(kind, f, old, f'\n| {key} | {value} |\n', what)


def celestia():
    s = Source('celestia-cips', 'cips', r'cip-\d{3}\.md')
    f = s.pick('\n## Specification\n', skip=10)
    s.delsec('a', f, '## Specification', "deleted '## Specification' (CIP-1:272 requires it; 51 of 54 keep it)")
    f = s.pick('\n## Abstract\n', skip=10)
    s.sub('b', f, '\n## Abstract\n', '\n## Abstract\n\nSee also [CIP-999](./cip-999.md).\n', 'added a link to ./cip-999.md')
    f = s.pick('\n## Abstract\n', skip=10)
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (its "| cip | N |" row kept)')
    f = s.pick('| Final ', skip=5)
    set_row(s, 'f', f, 'status', 'Pondering', "'| status | Pondering |' (CIP-1:326's list)")
    f = s.pick('\n## Backwards Compatibility\n', skip=5)
    s.setbody('g', f, '## Backwards Compatibility',
              'All CIPs that introduce backwards incompatibilities must include a section describing these incompatibilities '
              'and their severity. The CIP must explain how the author proposes to deal with these incompatibilities. CIP '
              'submissions without a sufficient backwards compatibility treatise may be rejected outright.',
              "Backwards Compatibility body = cip-template.md's paragraph")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: CIP-1 has no Superseded/Replaced status and no superseded-by/replaces '
            'header (CIP-1:320-336), the template has none; only cip-034 and cip-036 write an ad-hoc, misspelt '
            "'supercedes' row). One copy: /tmp/eval24n-inj/celestia-cips.")


def iota():
    s = Source('iota-tips', 'tips', r'TIP-\d{4}/tip-\d{4}\.md')
    s.pool = [f for f in s.pool if f != 'tips/TIP-0001/tip-0001.md']
    f = s.pick('\n# Motivation\n')
    s.delsec('a', f, '# Motivation', "deleted '# Motivation' (tip-template.md; 30 of 33 keep it)")
    f = s.pick('\n# Summary\n')
    s.sub('b', f, '\n# Summary\n', '\n# Summary\n\nSee also [TIP-99](../TIP-0099/tip-0099.md).\n',
          'added a link to ../TIP-0099/tip-0099.md')
    f = s.pick('\n# Summary\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number, same folder (tip: N kept)')
    f = s.pick('\nstatus: Active\n')
    s.sub('d', f, '\nstatus: Active\n', '\nstatus: Replaced\nsuperseded-by: TIP-99\n',
          "'status: Replaced' + 'superseded-by: TIP-99' (TIP-1:81 'Must point to the new TIP in the header'; no TIP-99)")
    old = s.pick('\nstatus: Active\n')
    new = s.pick('\nstatus: Active\n')
    on = int(re.search(r'tip-(\d{4})\.md', old).group(1))
    s.sub('e', new, '\nstatus: Active\n', f'\nstatus: Active\nreplaces: {on}\n',
          f"'replaces: {on}' in {new}'s front matter (the template's 'replaces'), {old} left Active")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('\nstatus: Active\n')
    s.sub('f', f, '\nstatus: Active\n', '\nstatus: Pondering\n', "'status: Pondering' (TIP-1:72's table)")
    f = s.pick('\n# Rationale and alternatives\n')
    s.setbody('g', f, '# Rationale and alternatives',
              'The rationale fleshes out the specification by describing what motivated the design and why particular design '
              'decisions were made. It should describe alternate designs that were considered and related work, e.g. how the '
              'feature is supported in other languages.',
              "Rationale body = tip-template.md's Rationale paragraph")
    s.score('# All seven kinds apply (TIP-1: statuses incl. Replaced, "Must point to the new TIP in the header"; tip-template.md '
            'has replaces / superseded-by). TIP-0001 (process) not used. One copy: /tmp/eval24n-inj/iota-tips.')


def ssv():
    s = Source('ssv-sips', 'sips', r'[a-z0-9_]+\.md')
    s.pool = [f for f in s.pool if f != 'sips/sip0.md']
    f = s.pick('\n**Summary**')
    del_bold(s, 'a', f, '**Summary**', "deleted the '**Summary**' section (template_sip.md; 21 of 21 keep it)")
    f = s.pick('\n**Summary**')
    s.sub('b', f, '\n**Summary**', '\nSee also [SIP 99](./no_such_sip.md).\n\n**Summary**', 'added a link to ./no_such_sip.md')
    t = rd(f'{s.d}/all.md')
    m = re.search(r'\n\| \[16\]\(\./sips/[^)]+\) ', t).group(0)
    s.sub('c', 'all.md', m, m.replace('[16]', '[15]', 1).replace('| [15]', '| [15]'),
          "all.md (where numbers are given, sip0: 'SIP number is assigned when PR is ready to be merged'): SIP 16's row renumbered 15, "
          "so two SIPs hold 15")
    f = s.pick('| Draft ')
    t = rd(f'{s.d}/{f}')
    row = t.split('\n')[2]
    cells = row.split('|')
    k = [c.strip() for c in t.split('\n')[0].split('|')].index('Status')
    cells[k] = ' Pondering '
    s.sub('f', f, row, '|'.join(cells), "status cell of the header table 'Pondering' (sip0's life cycle list)")
    f = s.pick('\n**Summary**')
    body_bold(s, 'g', f, '**Summary**', 'Provide a brief summary of what this SIP is about and what issue/ problem it tries to solve',
              "Summary body = template_sip.md's 'Provide a brief summary of what this SIP is about ...'")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: no supersession in sip0, the template or any SIP). A SIP\'s number '
            'lives only in all.md (file names are slugs), so kind c is a number given twice there. One copy: '
            '/tmp/eval24n-inj/ssv-sips.')


if __name__ == '__main__':
    import sys
    for run in [globals()[n] for n in sys.argv[1:]] or (erlang, celestia, iota, ssv):
        run()
