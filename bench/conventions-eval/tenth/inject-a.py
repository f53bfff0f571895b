"""Inject the seven kinds of defect into clean documents of a copy of each data24j source (tenth evaluation, helper a:
starknet-snips, tuf-taps, grin-rfcs, stacks-sips).

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
    def __init__(self, name, folder, pattern, subset_only=None):
        self.name, self.used, self.notes = name, set(), []
        self.d = f'{R}/{name}'
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(f'/work/data24j/{name}', self.d)
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
        wr(f'/work/main/bench/conventions-eval/tenth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))




def starknet():
    s = Source('starknet-snips', 'SNIPS', r'snip-\d+\.md', subset_only="link to '../LICENSE'")
    f = s.pick('\n## Specification\n')
    s.delsec('a', f, '## Specification', "deleted '## Specification' (SNIP-1:96 requires it; 37 of 39 keep it)")
    f = s.pick('\n## Abstract\n')
    s.sub('b', f, '## Abstract\n', '## Abstract\n\nSee also [SNIP-999](./snip-999.md).\n', 'added a link to ./snip-999.md')
    f = s.pick('\n## Abstract\n')
    n = re.search(r'snip-(\d+)\.md', f).group(1)
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (snip: {n} kept)')
    f = s.pick('status: Final\n')
    s.sub('f', f, 'status: Final\n', 'status: Pondering\n', "'status: Pondering'")
    f = s.pick('\ndiscussions-to: https://')
    old = re.search(r'\ndiscussions-to: [^\n]*\n', rd(f'{s.d}/{f}')).group(0)
    s.sub('g', f, old, '\ndiscussions-to: The url pointing to the official discussion thread\n',
          "front matter 'discussions-to:' = the template's 'The url pointing to the official discussion thread'")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: SNIP-1 and snip-template.md have no supersedes/superseded-by/replaces '
            'field and no Superseded status; no SNIP names a successor). Most SNIPs have one clean-run finding, the `subset` link to ../LICENSE (the copyright wording SNIP-1:102 requires), so a SNIP whose only clean findings are that one counts as clean here. One copy: /tmp/eval24j-inj/starknet-snips.')


def tuf():
    s = Source('tuf-taps', '.', r'tap\d+\.md')
    s.pool = [f for f in s.pool if f not in ('tap1.md', 'tap2.md')]
    f = s.pick('\n# Security Analysis\n')
    s.delsec('a', f, '# Security Analysis', "deleted '# Security Analysis' (TAP 1's required sections; 19 of 20 keep it)")
    f = s.pick('\n# Abstract\n')
    s.sub('b', f, '# Abstract\n', '# Abstract\n\nSee also [TAP 99](tap99.md).\n', 'added a link to tap99.md')
    f = s.pick('\n# Abstract\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('* Status: Accepted\n')
    s.sub('d', f, '* Status: Accepted\n', '* Status: Superseded\n* Superseded-By: 99\n',
          "'* Status: Superseded' + '* Superseded-By: 99' (TAP 1:152's header; no TAP 99)")
    old = s.pick('* Status: Accepted\n')
    new = s.pick('* Status: Accepted\n')
    on = re.search(r'tap(\d+)\.md', old).group(1)
    s.sub('e', new, '* Status: Accepted\n', f'* Status: Accepted\n* Replaces: {on}\n',
          f"'* Replaces: {on}' in {new} (TAP 1:152 'The newer TAP must have a Replaces header'), {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('* Status: Draft\n')
    s.sub('f', f, '* Status: Draft\n', '* Status: Pondering\n', "'* Status: Pondering'")
    f = s.pick('\n# Backwards Compatibility\n')
    s.setbody('g', f, '# Backwards Compatibility',
              'All TAPs that introduce backwards incompatibilities must include a section describing these incompatibilities '
              'and their severity.  The TAP must explain how the author proposes to deal with these incompatibilities. TAP '
              'submissions without a sufficient backwards compatibility treatise may be rejected outright.',
              "Backwards Compatibility body = TAP 2's (the template's) paragraph")
    s.score('# All seven kinds apply (TAP 1: statuses incl. Superseded, headers Replaces / Superseded-By; TAP 2 = the template). '
            'tap1.md and tap2.md not used. One copy: /tmp/eval24j-inj/tuf-taps.')


def grin():
    s = Source('grin-rfcs', 'text', r'\d{4}-.*\.md')
    f = s.pick('\n## Motivation\n')
    s.delsec('a', f, '## Motivation', "deleted '## Motivation' (22 of 22 keep it)")
    f = s.pick('\n## Summary\n')
    s.sub('b', f, '## Summary\n', '## Summary\n\nSee also [RFC#0099](0099-no-such-rfc.md).\n', 'added a link to 0099-no-such-rfc.md')
    f = s.pick('\n## Summary\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('\n---\n\n## Summary\n')
    s.sub('d', f, '\n---\n\n## Summary\n', '\n---\n\n## RETIRED\nThis RFC has been retired and has been superseded by '
          '[RFC#0099: no-such-rfc](0099-no-such-rfc.md).\n\n---\n\n## Summary\n',
          "'## RETIRED / This RFC has been retired and has been superseded by [RFC#0099 ...](0099-no-such-rfc.md)' (0002's and 0010's form)")
    f = s.pick('\n## Drawbacks\n[drawbacks]: #drawbacks\n')
    s.setbody('g', f, '## Drawbacks', '[drawbacks]: #drawbacks\n\nWhy should we *not* do this?',
              "Drawbacks body = the template's 'Why should we *not* do this?'")
    s.score('# Kinds a, b, c, d, g (e, f do not apply: no status field; the only supersession mark is the "## RETIRED ... '
            'superseded by" note on the old RFC itself (0001:97 "a note added to the original RFC"), so a retired RFC cannot '
            'be left in force by its successor). One copy: /tmp/eval24j-inj/grin-rfcs.')


def stacks():
    s = Source('stacks-sips', 'sips', r'sip-\d{3}/sip-\d{3}.*\.md')
    f = s.pick('\n# Specification\n')
    s.delsec('a', f, '# Specification', "deleted '# Specification' (SIP-000 'SIP Format'; 34 of 34 keep it)")
    f = s.pick('\n# Abstract\n')
    s.sub('b', f, '# Abstract\n', '# Abstract\n\nSee also [SIP-099](../sip-099/sip-099-no-such-sip.md).\n',
          'added a link to ../sip-099/sip-099-no-such-sip.md')
    f = s.pick('\n# Abstract\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (same folder, same SIP Number)')
    f = s.pick('\nStatus: Ratified\n')
    s.sub('d', f, '\nStatus: Ratified\n', '\nStatus: Replaced\n\nSuperseded-By: 099\n',
          "'Status: Replaced' + 'Superseded-By: 099' (SIP-000:310 'Its preamble must have a Superseded-By field'; no SIP-099)")
    old = s.pick('\nStatus: Ratified\n')
    new = s.pick('\nStatus: Ratified\n')
    on = re.search(r'sip-(\d{3})/', old).group(1)
    s.sub('e', new, '\nStatus: Ratified\n', f'\nStatus: Ratified\n\nReplaces: {on}\n',
          f"'Replaces: {on}' in {new}'s preamble (SIP-000:151), {old} left Ratified")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('\nStatus: Ratified\n')
    s.sub('f', f, '\nStatus: Ratified\n', '\nStatus: Pondering\n', "'Status: Pondering'")
    f = s.pick('\n# Activation\n')
    s.setbody('g', f, '# Activation', 'Describe the timeline, falsifiable criteria, and process for activating the SIP once it is ratified.',
              "Activation body = the template's 'Describe the timeline, falsifiable criteria, ...'")
    s.score('# All seven kinds apply (SIP-000: preamble Replaces / Superseded-By, statuses incl. Replaced; sips/SIP_TEMPLATE.md). '
            'One copy: /tmp/eval24j-inj/stacks-sips.')


if __name__ == '__main__':
    for run in (starknet, tuf, grin, stacks):
        run()
