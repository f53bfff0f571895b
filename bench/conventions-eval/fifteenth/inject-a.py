"""Inject the seven kinds of defect into clean documents of a copy of each data24o source (fifteenth evaluation, helper a:
lido-lips, rocketpool-rpips, libp2p-specs, nostr-nips). Adapted from tenth/inject-a.py (headings inside code fences skipped).

Steps: copy /work/data24o/<source> to /tmp/eval24o-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24o/<source>.check.txt) that has the text the edit needs, a
different document per kind; apply every kind that applies to the source's own conventions (a: a required section
deleted, b: a broken link, c: a number taken twice, d: a successor that does not exist, e: a superseded record left in
force, f: an unknown status, g: the template's text left in); each edit asserts the text it replaces is there. Kinds
that do not apply are named in KINDS and in injected-<source>.txt. Then run doccheck (frozen commit) in each copy and
write, per kind, whether the edited document got a finding with the code that names the kind (EXPECT) that the clean
copy did not have. Run: python inject-a.py (prints the result lines written to injected-<source>.txt).
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
    def __init__(self, name, folder, pattern, subset_only=None):
        self.name, self.used, self.notes = name, set(), []
        self.d = f'{R}/{name}'
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(f'/work/data24o/{name}', self.d)
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
        wr(f'/work/main/bench/conventions-eval/fifteenth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))





LIDO_ABSTRACT = ('A short (~200 word) description of the proposed change, the abstract should clearly describe the proposed change. '
                 'This is what *will* be done if the LIP is implemented, not *why* it should be done or *how* it will be done. If '
                 'the LIP proposes deploying a new contract, write, "we propose to deploy a new contract that will do x".')
RPIP_MOTIVATION = 'The motivation section should describe the "why" of this RPIP. What problem does it solve? Why should someone want to implement this standard? What benefit does it provide to the Ethereum ecosystem? What use cases does this RPIP address?'


def lido():
    s = Source('lido-lips', 'LIPS', r'lip-\d+\.md')
    s.pool = [f for f in s.pool if f != 'LIPS/lip-0.md']
    f = s.pick('\n## Specification\n')
    s.delsec('a', f, '## Specification', "deleted '## Specification' (LIP-0:57 lists it, not optional; 19 of 26 keep it)")
    f = s.pick('\n## Motivation\n')
    s.sub('b', f, '## Motivation\n', '## Motivation\n\nSee also [LIP-99](lip-99.md).\n', 'added a link to lip-99.md')
    f = s.pick('\nlip: ')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (lip: kept)')
    f = s.pick('\nstatus: Implemented\n')
    s.sub('f', f, '\nstatus: Implemented\n', '\nstatus: Pondering\n', "'status: Pondering' (LIP-0's statuses: WIP, Proposed, Approved, Implemented, Rejected, Withdrawn, Deferred, Moribund)")
    f = s.pick('\n## Abstract\n')
    s.setbody('g', f, '## Abstract', LIDO_ABSTRACT, "Abstract body = the template lip-X.md's visible guide text")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: LIP-0 and lip-X.md have no supersedes/superseded-by/replaces field and no '
            'Superseded status; Moribund is "obsolete and requires no explicit replacement"). lip-0.md not used. One copy: /tmp/eval24o-inj/lido-lips.')


def rocketpool():
    s = Source('rocketpool-rpips', 'RPIPs', r'RPIP-\d+\.md')
    s.pool = [f for f in s.pool if f != 'RPIPs/RPIP-1.md']
    f = s.pick('\n## Abstract\n')
    s.delsec('a', f, '## Abstract', "deleted '## Abstract' (rpip-template.md's first section; 85 of 87 keep it)")
    f = s.pick('\n## Abstract\n')
    s.sub('b', f, '## Abstract\n', '## Abstract\n\nSee also [RPIP-999](RPIP-999.md).\n', 'added a link to RPIP-999.md (RPIP-1:125 form)')
    f = s.pick('\n## Abstract\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (rpip: kept)')
    f = s.pick('\nstatus: Final\n')
    s.sub('f', f, '\nstatus: Final\n', '\nstatus: Pondering\n', "'status: Pondering' (RPIP-1's statuses: Draft, Review, Final, Stagnant, Withdrawn, Living, Obsolete)")
    f = s.pick('\n## Motivation\n')
    s.setbody('g', f, '## Motivation', RPIP_MOTIVATION, "Motivation body = rpip-template.md's Motivation paragraph")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: RPIP-1\'s header list has no supersedes/superseded-by/replaces field; '
            '"Obsolete" (RPIP-1:69) names no successor). RPIP-1.md not used. One copy: /tmp/eval24o-inj/rocketpool-rpips.')


def libp2p():
    s = Source('libp2p-specs', '.', r'(?!_archive/|00-framework|README\.md|ROADMAP\.md).*\.md')
    f = s.pick('\nInterest Group:')
    t = rd(f'{s.d}/{f}')
    i = t.index('\n## ')
    s.sub('b', f, t[i:i + 4], '\nSee also [the foo spec](./no-such-spec.md).\n\n## ', 'added a link to ./no-such-spec.md')
    f = 'RFC/0002-signed-envelopes.md'
    assert f in s.pool
    s.used.add(f)
    s.copy('c', f, 'RFC/0002-signed-envelopes-v2.md', f'{f} copied under the same number (RFC/ is the only numbered folder)')
    f = s.pick('| Active ')
    t = rd(f'{s.d}/{f}')
    m = re.search(r'\| Active +\|', t)
    s.sub('f', f, m.group(0), '| Pondering |', "status column 'Active' -> 'Pondering' (00-framework-01-spec-lifecycle.md:70: Active, Deprecated, Terminated)")
    f = s.pick('\nInterest Group: [@')
    t = rd(f'{s.d}/{f}')
    m = re.search(r'\nInterest Group: [^\n]*\n', t)
    s.sub('g', f, m.group(0), '\nInterest Group: [@interested1], [@interested2]\n',
          "'Interest Group: [@interested1], [@interested2]' (00-framework-02-document-header.md:50, the header template's own text)")
    s.score('# Kinds b, c, f, g (a does not apply: no required sections, only the header table of 00-framework-02-document-header.md; '
            'd, e do not apply: the lifecycle document has no field naming a successor, a spec is only marked Deprecated). '
            'No family found by doccheck in the clean run. One copy: /tmp/eval24o-inj/libp2p-specs.')


def nostr():
    s = Source('nostr-nips', '.', r'[0-9A-F]{2}\.md')
    f = s.pick('\n`draft` `optional`')
    s.sub('b', f, '\n`draft` `optional`', '\n`draft` `optional`\n\nSee also [NIP-A9](A9.md).\n', 'added a link to A9.md (the README\'s [NIP-NN](NN.md) form)')
    f = s.pick('\n`draft` `optional`')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (heading NIP-NN kept)')
    f = s.pick('\n`draft` `optional`')
    t = rd(f'{s.d}/{f}')
    s.sub('d', f, t[:10], '> __Warning__  `unrecommended`: deprecated in favor of [NIP-A9](A9.md)\n\n' + t[:10], "warning line '`unrecommended`: deprecated in favor of [NIP-A9](A9.md)' (04.md's / 08.md's form; no NIP-A9)")
    f = s.pick('\n`draft` `optional`')
    s.sub('f', f, '\n`draft` `optional`', '\n`proposed` `optional`', "status tag `draft` -> `proposed` (the NIPs use `draft` / `final` (+ `unrecommended`))")
    s.score('# Kinds b, c, d, f (a, g do not apply: no template and no required sections; e does not apply: the only '
            'supersession mark is the warning on the old NIP itself (04.md:1 "deprecated in favor of NIP-17"), the new NIP never '
            'names the old one). One copy: /tmp/eval24o-inj/nostr-nips.')


if __name__ == '__main__':
    for run in (lido, rocketpool, libp2p, nostr):
        run()
