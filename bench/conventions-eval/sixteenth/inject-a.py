"""Inject the seven kinds of defect into clean documents of a copy of each data24p source (sixteenth evaluation, helper a:
xmtp-xips, ensips, bigchaindb-beps, temporal-proposals).

Steps: copy /work/data24p/<source> to /tmp/eval24p-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24p/<source>.check.txt) that has the text the edit needs, a
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
        m = re.match(r'(\S+?):(\d+):\d+: (DC\d+) ', line)
        if m:
            rows.append((m.group(1), m.group(3), line))
    return rows


class Source:
    def __init__(self, name, folder, pattern, subset_only=None):
        self.name, self.used, self.notes = name, set(), []
        self.d = f'{R}/{name}'
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(f'/work/data24p/{name}', self.d)
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
        wr(f'/work/main/bench/conventions-eval/sixteenth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))





def xmtp():
    s = Source('xmtp-xips', 'XIPs', r'x(ip|rc)-\d+-.*\.md')
    s.pool = [f for f in s.pool if f != 'XIPs/xip-0-purpose-process.md']
    f = s.pick('\n## Security considerations\n')
    s.delsec('a', f, '## Security considerations', "deleted '## Security considerations' (xip-template.md:53 'XIP submissions missing security considerations will be rejected outright')")
    f = s.pick('\n## Abstract\n')
    s.sub('b', f, '## Abstract\n', '## Abstract\n\nSee also [XIP-99](xip-99-no-such-xip.md).\n', 'added a link to xip-99-no-such-xip.md')
    f = s.pick('\n## Abstract\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (xip: kept)')
    f = s.pick('\nstatus: Final\n')
    m = re.search(r'\ncreated: [^\n]*\n', rd(f'{s.d}/{f}'))
    s.sub('d', f, m.group(0), m.group(0) + 'superseded-by: XIP-99\n', "'superseded-by: XIP-99' (XIP-0:192's header; no XIP-99)")
    f = s.pick('\nstatus: Draft\n')
    s.sub('f', f, '\nstatus: Draft\n', '\nstatus: Pondering\n', "'status: Pondering' (XIP-0:185 lists the statuses)")
    f = s.pick('\n## Rationale\n')
    s.setbody('g', f, '## Rationale', 'The rationale fleshes out the specification by describing what motivated the design and particular design decisions. The rationale should describe alternate designs that were considered and related work, such as how the feature supports other languages. The rationale may also provide evidence of consensus within the community and should share important objections or concerns raised during those discussions.',
              "Rationale body = xip-template.md:37's paragraph")
    s.score('# Kinds a, b, c, d, f, g (e does not apply: XIP-0 has no Superseded status and says a Final XIP stays Final '
            '(XIP-0:158); the old XIP only gets a superseded-by header (XIP-0:192), so a superseded XIP cannot be "left in '
            'force"). xip-0 not used. One copy: /tmp/eval24p-inj/xmtp-xips.')


def ensips():
    s = Source('ensips', 'ensips', r'\d+\.md')
    s.pool = [f for f in s.pool if 'ignoredRules' not in rd(f'{s.d}/{f}')]
    f = s.pick('\n## Specification\n')
    s.delsec('a', f, '## Specification', "deleted '## Specification' (README 'Must have one Specification, with body'; no ignoredRules)")
    f = s.pick('\n## Abstract\n')
    s.sub('b', f, '## Abstract\n', '## Abstract\n\nSee also [ENSIP-99](./99.md).\n', 'added a link to ./99.md')
    f = s.pick('\n## Abstract\n')
    n = re.search(r'(\d+)\.md', f).group(1)
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied as {n}-v2.md (title ENSIP-{n} kept)')
    f = s.pick('  status: draft\n')
    s.sub('f', f, '  status: draft\n', '  status: pondering\n', "'status: pondering' (README: draft, obsolete, final)")
    f = s.pick('\n## Motivation\n')
    s.setbody('g', f, '## Motivation', '<!---\nA short description of the proposal outlining the purpose of the proposal and the changes it proposes.\n-->',
              "Motivation body = only template.md's Abstract comment '<!--- A short description of the proposal ... -->'")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: template.md and the README have no supersedes/superseded-by/replaces '
            'field and no link between an obsolete ENSIP and its successor; 11.md only says "amending ENSIP9" in prose). '
            'ENSIPs with ignoredRules not used. One copy: /tmp/eval24p-inj/ensips.')


def bigchaindb():
    s = Source('bigchaindb-beps', '.', r'\d+/README\.md')
    s.pool = [f for f in s.pool if f not in ('1/README.md', '2/README.md')]
    f = s.pick('\n## Copyright Waiver\n')
    s.delsec('a', f, '## Copyright Waiver', "deleted '## Copyright Waiver' (BEP-2:85 'all BEPs MUST be released to the public domain')")
    f = s.pick('```\n\n')
    anchor = '```\n\n'
    s.sub('b', f, anchor, anchor + 'See also [BEP-98](../98/README.md).\n\n', 'added a link to ../98/README.md')
    f = s.pick('shortname: BEP-')
    n = f.split('/')[0]
    os.makedirs(f'{s.d}/99', exist_ok=True)
    s.copy('c', f, '99/README.md', f'{f} copied to 99/README.md (shortname: BEP-{n} kept)')
    f = s.pick('status: Raw\n')
    s.sub('f', f, 'status: Raw\n', 'status: Pondering\n', "'status: Pondering' (BEP-2:62 raw|draft|stable|deprecated|retired|deleted)")
    s.score('# Kinds a, b, c, f (d, e do not apply: BEP-2 (COSS) has no supersedes/superseded-by field: a replaced BEP is only '
            'marked Deprecated/Retired; g does not apply: no template file, and the one block BEP-2 gives to copy, the CC0 '
            'waiver, is meant to be copied). BEP-1 and BEP-2 not used. One copy: /tmp/eval24p-inj/bigchaindb-beps.')


def temporal():
    s = Source('temporal-proposals', '.', r'.*\.md')
    s.pool = [f for f in s.pool if f not in ('README.md', 'CODE_OF_CONDUCT.md') and not f.startswith('.github/')]
    f = s.pick('\n## ')
    t = rd(f'{s.d}/{f}')
    i = t.index('\n## ')
    s.sub('b', f, t[i:i + 4], '\n\nSee also [the missing proposal](./no-such-proposal.md).\n\n## ', 'added a link to ./no-such-proposal.md')
    f = [g for g in s.pool if g.startswith('cli/previous/') and g not in s.used][0]
    s.used.add(f)
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (cli/previous/ is numbered 000-012)')
    s.score('# Kinds b, c (a, d, e, f, g do not apply: the proposals are free-form design documents; the only template is the '
            'GitHub issue form .github/ISSUE_TEMPLATE/proposal-template.md, which no file follows; no status, no supersession). '
            'c on cli/previous/, the one numbered folder. One copy: /tmp/eval24p-inj/temporal-proposals.')


if __name__ == '__main__':
    for fn in (xmtp, ensips, bigchaindb, temporal):
        fn()
