"""Inject the seven kinds of defect into clean documents of a copy of each data24l source (twelfth evaluation, helper a:
conda-ceps, kubevirt-veps, ipfs-ipips, tron-tips). Adapted from the tenth set's inject-a.py (headings inside code
fences skipped when deleting a section); copydir added for folder-per-record families (kubevirt).

Steps: copy /work/data24l/<source> to /tmp/eval24l-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24l/<source>.check.txt) that has the text the edit needs, a
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
    def __init__(self, name, folder, pattern, subset_only=None):
        self.name, self.used, self.notes = name, set(), []
        self.d = f'{R}/{name}'
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(f'/work/data24l/{name}', self.d)
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
        wr(f'/work/main/bench/conventions-eval/twelfth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))

    def copydir(self, kind, f, newdir, what):
        src = os.path.dirname(f'{self.d}/{f}')
        shutil.copytree(src, f'{self.d}/{newdir}')
        self.edits.append((kind, f'{newdir}/{os.path.basename(f)}', what))


def conda():
    s = Source('conda-ceps', '.', r'cep-\d{4}\.md')
    s.pool = [f for f in s.pool if f not in ('cep-0000.md', 'cep-0001.md')]
    f = s.pick('\n## Abstract\n')
    s.delsec('a', f, '## Abstract', "deleted '## Abstract' (CEP 1:110 'This table should be followed by an **abstract** section'; 44 of 46 keep it)")
    f = s.pick('\n## Abstract\n')
    s.sub('b', f, '## Abstract\n', '## Abstract\n\nSee also [CEP 99](cep-0099.md).\n', 'added a link to cep-0099.md')
    f = s.pick('\n## Abstract\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (title "CEP N" kept)')
    f = s.pick('<td> Status </td><td> Accepted </td>')
    s.sub('f', f, '<td> Status </td><td> Accepted </td>', '<td> Status </td><td> Pondering </td>',
          "table row Status = 'Pondering' (CEP 1:102 offers Draft | Proposed | Accepted | Rejected | Deferred | Implemented)")
    f = s.pick('\n## Abstract\n')
    s.setbody('g', f, '## Abstract', 'A short description of the change being addressed.',
              "Abstract body = the template's (cep-0000.md:14) 'A short description of the change being addressed.'")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: CEP 1 and the template cep-0000.md have no supersedes/superseded-by/'
            'replaces row and no Superseded status; no CEP names a successor). cep-0000 (the template) and cep-0001 (the process) not used. '
            'One copy: /tmp/eval24l-inj/conda-ceps.')


def kubevirt():
    s = Source('kubevirt-veps', 'veps', r'(sig-[a-z]+|meta-VEPs)/\d+-[^/]+/vep\.md')
    f = s.pick('\n## Motivation\n')
    s.delsec('a', f, '## Motivation', "deleted '## Motivation' (the template veps/NNNN-vep-template/vep.md has it; 63 of 64 VEPs keep it)")
    f = s.pick('\n## Overview\n')
    s.sub('b', f, '## Overview\n', '## Overview\n\nSee also [VEP 999](../999-no-such-vep/vep.md).\n', 'added a link to ../999-no-such-vep/vep.md')
    f = s.pick('\n## Overview\n')
    d = os.path.dirname(f)
    s.copydir('c', f, d + '-v2', f'{d}/ copied to {d}-v2/ (same VEP number, folder NNN-slug as .github/scripts/check-vep-naming.py asks)')
    f = s.pick('\n## Overview\n')
    s.setbody('g', f, '## Overview', '<!--\nProvide a brief overview of the topic\n-->',
              "Overview body = the template's '<!-- Provide a brief overview of the topic -->' only (nothing written)")
    s.score('# Kinds a, b, c, g (d, e, f do not apply: the VEP template has no status field (only target releases and a '
            'sign-off checklist) and no supersession; no VEP names a successor). Note: in the clean run doccheck found NO family '
            'here (every file project-doc). One copy: /tmp/eval24l-inj/kubevirt-veps.')


def ipfs():
    s = Source('ipfs-ipips', 'src/ipips', r'ipip-\d{4}\.md')
    s.pool = [f for f in s.pool if f != 'src/ipips/ipip-0001.md']
    f = s.pick('\n## Motivation\n')
    s.delsec('a', f, '## Motivation', "deleted '## Motivation' (ipip-template.md has it; 20 of 20 keep it)")
    f = s.pick('\n## Motivation\n')
    s.sub('b', f, '## Motivation\n', '## Motivation\n\nSee also [IPIP-0999](./ipip-0999.md).\n', 'added a link to ./ipip-0999.md')
    f = s.pick('\n## Motivation\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (title, order: kept)')
    f = s.pick('\nipip: ratified\n')
    s.sub('f', f, '\nipip: ratified\n', '\nipip: pondering\n', "front matter 'ipip: pondering' (the template: proposal; the records: ratified)")
    f = s.pick('\n### User benefit\n')
    s.setbody('g', f, '### User benefit', 'How will end users benefit from this work?',
              "User benefit body = the template's 'How will end users benefit from this work?'")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: neither ipip-template.md nor src/meta/ipip-process.md has a supersession '
            'field or status; rejected IPIPs move to IPIP/deferred). ipip-0001 (the process IPIP) not used. One copy: /tmp/eval24l-inj/ipfs-ipips.')


def tron():
    s = Source('tron-tips', '.', r'tip-\d+\.md', subset_only="link to 'LICENSE.md'")
    f = s.pick('\n## Motivation\n')
    s.delsec('a', f, '## Motivation', "deleted '## Motivation' (template.md 'Motivation (required)'; 151 of 153 keep it)")
    f = s.pick('\n## Abstract\n')
    s.sub('b', f, '## Abstract\n', '## Abstract\n\nSee also [TIP-9999](./tip-9999.md).\n', 'added a link to ./tip-9999.md')
    f = s.pick('\n## Abstract\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (tip: kept)')
    old = s.pick('\nstatus: Final\n')
    new = s.pick('\nstatus: Final\n')
    on = re.search(r'tip-(\d+)\.md', old).group(1)
    s.sub('e', new, '\nstatus: Final\n', f'\nstatus: Final\nreplaces: {on}\n',
          f"'replaces: {on}' in {new}'s header (template.md 'replaces (*optional): <TIP number(s)>'), {old} left Final (README: the old one becomes Superseded)")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('\nstatus: Final\n')
    s.sub('f', f, '\nstatus: Final\n', '\nstatus: Pondering\n', "'status: Pondering'")
    f = s.pick('\n## Rationale\n')
    s.setbody('g', f, '## Rationale', 'The rationale fleshes out the specification by describing what motivated the design and why particular design decisions were made. It should describe alternate designs that were considered and related work, e.g. how the feature is supported in other languages. The rationale may also provide evidence of consensus within the community, and should discuss important objections or concerns raised during discussion.',
              "Rationale body = the template's paragraph ('The rationale fleshes out the specification ...')")
    s.score('# Kinds a, b, c, e, f, g (d does not apply: the template has only "replaces" on the NEW TIP; there is no superseded-by '
            'field, so an old TIP cannot name a successor). Most TIPs have one clean-run finding, the `subset` link to LICENSE.md '
            '(the template\'s own Copyright line), so a TIP whose only clean findings are that one counts as clean here. One copy: /tmp/eval24l-inj/tron-tips.')


if __name__ == '__main__':
    for run in (conda, kubevirt, ipfs, tron):
        run()
