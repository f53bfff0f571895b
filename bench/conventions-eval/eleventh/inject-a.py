"""Inject the seven kinds of defect into clean documents of a copy of each data24k source (eleventh evaluation, helper a:
scala-sips, nervos-rfcs, sui-sips, optimism-designdocs). Adapted from the tenth set's inject-a.py (headings inside code
fences skipped when a section is cut).

Steps: copy /work/data24k/<source> to /tmp/eval24k-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24k/<source>.check.txt) that has the text the edit needs, a
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

R = '/tmp/eval24k-inj'
CLEAN = '/tmp/eval24k'
DOCCHECK = ['env', 'PYTHONPATH=/tmp/frozen11/src', '/work/main/.venv/bin/python', '-m', 'doccheck']
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
        shutil.copytree(f'/work/data24k/{name}', self.d)
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
        wr(f'/work/main/bench/conventions-eval/eleventh/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))




def pickre(s, pattern):
    for f in s.pool:
        if f not in s.used and re.search(pattern, rd(f'{s.d}/{f}'), re.M):
            s.used.add(f)
            return f
    raise AssertionError((s.name, pattern))


def after_h1(s, kind, f, text, what):
    """Insert a paragraph after the document's first '# ' heading (documents with no section to hang it on)."""
    t = rd(f'{s.d}/{f}')
    m = re.search(r'^# [^\n]*\n', t, re.M)
    assert m, f
    wr(f'{s.d}/{f}', t[:m.end()] + '\n' + text + '\n' + t[m.end():])
    s.edits.append((kind, f, what))


def subre(s, kind, f, pattern, repl, what):
    p = f'{s.d}/{f}'
    t = rd(p)
    t2, n = re.subn(pattern, repl, t, count=1, flags=re.M)
    assert n == 1, (f, pattern)
    wr(p, t2)
    s.edits.append((kind, f, what))


def scala():
    s = Source('scala-sips', 'content', r'\d{3}-.*\.md')
    f = s.pick('\n## Proposed solution\n')
    s.delsec('a', f, '## Proposed solution', "deleted '## Proposed solution' (sip-template.md:39; 15 of the 18 SIPs from "
             "044 on keep it)")
    f = s.pick('\n## Summary\n')
    s.sub('b', f, '## Summary\n', '## Summary\n\nSee also [SIP-99](099-no-such-sip.md).\n', 'added a link to 099-no-such-sip.md')
    f = s.pick('\nnumber: ')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (front matter number: kept)')
    f = s.pick('\nstatus: shipped\n')
    s.sub('f', f, '\nstatus: shipped\n', '\nstatus: pondering\n', "'status: pondering'")
    f = s.pick('\n## Alternatives\n')
    s.setbody('g', f, '## Alternatives',
              'This section should present alternative proposals that were considered. It should evaluate the pros and cons of '
              'each alternative, and contrast them to the main proposal above.\n\nHaving alternatives is not a strict requirement '
              'for a proposal, but having at least one with carefully exposed pros and cons gives much more weight to the '
              'proposal as a whole.', "Alternatives body = the template's two paragraphs (sip-template.md:87-89)")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: no supersession field or status in the template, the statuses of '
            '.github/scripts/generate-docs.scala:195-208 have no Superseded, and no SIP names a successor). Kind a is arguable: '
            'SIPs before 2022 predate the template and do not have its sections. One copy: /tmp/eval24k-inj/scala-sips.')


def nervos():
    s = Source('nervos-rfcs', 'rfcs', r'\d{4}-[^/]*/\d{4}-[^/.]*\.md')
    f = s.pick('\nStatus: ')
    after_h1(s, 'b', f, 'See also [RFC 0099](../0099-no-such-rfc/0099-no-such-rfc.md).',
             'added a link to ../0099-no-such-rfc/0099-no-such-rfc.md')
    f = s.pick('\nNumber: "')
    slug = f.split('/')[1]
    new = f'rfcs/{slug}-v2/{slug}-v2.md'
    os.makedirs(f'{s.d}/rfcs/{slug}-v2')
    shutil.copy(f'{s.d}/{f}', f'{s.d}/{new}')
    s.edits.append(('c', new, f'{f} copied as {new} (a second RFC folder with the same number; Number: kept)'))
    f = s.pick('\nStatus: Active\n')
    s.sub('f', f, '\nStatus: Active\n', '\nStatus: Pondering\n', "'Status: Pondering' (README.md:37-48 lists the statuses)")
    f = s.pick('\nAuthor: ')
    subre(s, 'g', f, r'^Author: .*$', 'Author: Your Name <your@email.com or @twitter_handle or @github_handle>',
          "front matter 'Author:' = the template's 'Your Name <your@email.com or @twitter_handle or @github_handle>'")
    s.score('# Kinds b, c, f, g (a does not apply: the template 0000-template/0000-template.md has front matter and a title '
            'only, no section; d, e do not apply: no supersession field, only the status Obsolete, and no RFC names a '
            'successor). English RFCs only (not the .zh.md translations). One copy: /tmp/eval24k-inj/nervos-rfcs.')


def sui():
    s = Source('sui-sips', '.', r'(sips|withdrawn-sips)/sip-\d+\.md')
    s.pool = [f for f in s.pool if f != 'sips/sip-1.md']
    f = s.pick('\n## Rationale\n')
    s.delsec('a', f, '## Rationale', "deleted '## Rationale' (TEMPLATE.md:59 'This section is mandatory.'; 21 of 23 SIPs keep it)")
    f = s.pick('\n## Abstract\n')
    s.sub('b', f, '## Abstract\n', '## Abstract\n\nSee also [SIP-99](sip-99.md).\n', 'added a link to sip-99.md')
    f = s.pick('\n## Abstract\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (SIP-Number row kept)')
    f = s.pick('| Final |')
    subre(s, 'f', f, r'^(\|\s*Status\s*\|\s*)Final(\s*\|)', r'\1Pondering\2', "status row 'Pondering'")
    f = s.pick('\n## Security Considerations\n')
    s.setbody('g', f, '## Security Considerations',
              '```\nREMOVE THIS BLOCK\n\nThis section is mandatory, but it may simply state "None" if there are no relevant '
              'considerations.\n```', "Security Considerations body = the template's REMOVE THIS BLOCK (TEMPLATE.md:97-99)")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: the header table has Requires only, no Replaces / Superseded-By, and SIP-1 '
            'has no Superseded status). sips/sip-1.md (the process) not used. One copy: /tmp/eval24k-inj/sui-sips.')


def optimism():
    s = Source('optimism-designdocs', '.', r'(protocol|security|ecosystem|governance|solidity|safe-modules)/.*\.md')
    f = s.pick('\n## Failure Modes and Recovery Paths\n')
    s.delsec('a', f, '## Failure Modes and Recovery Paths',
             "deleted '## Failure Modes and Recovery Paths' (assets/fma-template.md's core section; 19 of 35 security/ docs)")
    f = s.pick('\n## Summary\n')
    s.sub('b', f, '\n## Summary\n', '\n## Summary\n\nSee also [the other design](./no-such-design.md).\n',
          'added a link to ./no-such-design.md')
    f = pickre(s, r'^\|\s*Status\s*\|\s*Final\s*\|')
    subre(s, 'f', f, r'^(\|\s*Status\s*\|\s*)Final(\s*\|)', r'\1Pondering\2', "status row 'Pondering'")
    f = s.pick('\n## Introduction\n', skip=0)
    s.setbody('g', f, '## Introduction',
              'This document covers _[project name, high-level summary of the project, and scope of this analysis]._\n\n'
              'Below are references for this project:\n\n- _Link 1, e.g. project charter or design doc_\n- _Link 2, etc._',
              "Introduction body = assets/fma-template.md's italic placeholders")
    s.score('# Kinds a, b, f, g (c does not apply: the documents are not numbered; d, e do not apply: no supersession field in '
            'the templates (one FMA says in free text it was REPLACED BY another approach)). Kind a is arguable: README '
            'says only "Please use the templates found in the assets directory". One copy: /tmp/eval24k-inj/optimism-designdocs.')


if __name__ == '__main__':
    import sys
    for run in (scala, nervos, sui, optimism):
        if len(sys.argv) < 2 or run.__name__ in sys.argv[1:]:
            run()
