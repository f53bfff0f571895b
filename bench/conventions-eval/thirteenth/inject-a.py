"""Inject the seven kinds of defect into clean documents of a copy of each data24m source (thirteenth evaluation, helper a:
polygon-pips, xrpl-xls, ibc-ics, yarn-rfcs). Adapted from the twelfth set's inject-a.py (itself the tenth's: headings
inside code fences skipped when deleting a section; copydir for folder-per-record families); heading() added to find a
numbered heading (XRPL's '## 1. Abstract').

Steps: copy /work/data24m/<source> to /tmp/eval24m-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24m/<source>.check.txt) that has the text the edit needs, a
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
    def __init__(self, name, folder, pattern, subset_only=None):
        self.name, self.used, self.notes = name, set(), []
        self.d = f'{R}/{name}'
        shutil.rmtree(self.d, ignore_errors=True)
        shutil.copytree(f'/work/data24m/{name}', self.d)
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
        wr(f'/work/main/bench/conventions-eval/thirteenth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))

    def copydir(self, kind, f, newdir, what):
        src = os.path.dirname(f'{self.d}/{f}')
        shutil.copytree(src, f'{self.d}/{newdir}')
        self.edits.append((kind, f'{newdir}/{os.path.basename(f)}', what))


def heading(s, f, pattern):
    for line in rd(f'{s.d}/{f}').split('\n'):
        if re.fullmatch(pattern, line):
            return line
    raise AssertionError((f, pattern))


def polygon():
    s = Source('polygon-pips', 'PIPs', r'PIP-\d+\.md')
    f = s.pick('\n## Specification\n')
    s.delsec('a', f, '## Specification', "deleted '## Specification' ('PIP Template.md' has it; 68 of 70 keep it)")
    f = s.pick('\n## Abstract\n')
    s.sub('b', f, '## Abstract\n', '## Abstract\n\nSee also [PIP-999](./PIP-999.md).\n', 'added a link to ./PIP-999.md')
    f = s.pick('\n## Abstract\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number (front matter PIP: kept)')
    f = s.pick('\nStatus: Final\n')
    s.sub('f', f, '\nStatus: Final\n', '\nStatus: Pondering\n', "'Status: Pondering' (the records use Draft, Peer Review, Final, Continuous, Stagnant)")
    f = s.pick('\n## Rationale\n')
    s.setbody('g', f, '## Rationale', 'The rationale fleshes out the specification by describing what motivated the design and why particular design decisions were made. It should describe alternate designs that were considered and related work, e.g., how the feature is supported in other languages. The rationale may also provide evidence of consensus within the community, and should discuss important objections or concerns raised during discussion.',
              "Rationale body = the template's paragraph ('PIP Template.md': 'The rationale fleshes out the specification ...')")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: neither \'PIP Template.md\', the README nor the Guide has a supersedes/'
            'superseded-by/replaces field or a Superseded status; the one supersession (PIP-67 of PIP-29\'s membership) is prose). '
            'One copy: /tmp/eval24m-inj/polygon-pips.')


def xrpl():
    s = Source('xrpl-xls', '.', r'XLS-\d{4}-[^/]+/README\.md', subset_only="no such file")
    s.pool = [f for f in s.pool if not f.startswith('XLS-0001-')]
    f = s.pick('Abstract\n')
    h = heading(s, f, r'#+ (\d+\.? )?Abstract')
    s.delsec('a', f, h, f"deleted '{h}' (templates/XLS_TEMPLATE.md '## 1. Abstract', not marked optional; 54 of 78 XLSes keep it)")
    f = s.pick('Abstract\n')
    h = heading(s, f, r'#+ (\d+\.? )?Abstract')
    s.sub('b', f, h + '\n', h + '\n\nSee also [XLS-999](../XLS-0999-no-such-xls/README.md).\n', 'added a link to ../XLS-0999-no-such-xls/README.md')
    f = s.pick('Abstract\n')
    d = os.path.dirname(f)
    s.copydir('c', f, d + '-v2', f'{d}/ copied to {d}-v2/ (same XLS number, xls: kept)')
    f = s.pick('\n  status: Final\n')
    s.sub('d', f, '\n  status: Final\n', '\n  status: Withdrawn\n  withdrawal-reason: Superseded by XLS-999\n',
          "'status: Withdrawn' + 'withdrawal-reason: Superseded by XLS-999' (XLS-0001:125 puts the successor there); XLS-999 does not exist")
    old = s.pick('\n  status: Final\n')
    new = s.pick('\n  status: Final\n')
    on = int(re.search(r'XLS-(\d{4})', old).group(1))
    nn = int(re.search(r'XLS-(\d{4})', new).group(1))
    s.sub('e', new, '</pre>\n', f'</pre>\n\n> This proposal, XLS-{nn}, replaces [XLS-{on}](../{os.path.dirname(old)}/README.md).\n',
          f"{new} says 'This proposal, XLS-{nn}, replaces [XLS-{on}]' (XLS-85's own wording), {old} left 'status: Final' (XLS-0001:81: a superseded XLS is Withdrawn, its successor linked)")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('\n  status: Final\n')
    s.sub('f', f, '\n  status: Final\n', '\n  status: Pondering\n', "'status: Pondering' (XLS-0001 and the template: Draft | Final | Living | Deprecated | Stagnant | Withdrawn)")
    f = s.pick('Abstract\n')
    h = heading(s, f, r'#+ (\d+\.? )?Abstract')
    s.setbody('g', f, h, '_[Abstract is a multi-sentence (short paragraph) technical summary. This should be a very terse and human-readable version of the specification section. Someone should be able to read only the abstract to get the gist of what this specification does.]_',
              "Abstract body = templates/XLS_TEMPLATE.md's '_[Abstract is a multi-sentence (short paragraph) technical summary. ...]_'")
    s.score('# Kinds a, b, c, d, e, f, g (all apply: XLS-0001 names the statuses and puts a superseded XLS\'s successor in '
            '\'withdrawal-reason\'). XLS-0001 (the process) not used. XLSes whose only clean finding is a `subset` link count as clean. '
            'One copy: /tmp/eval24m-inj/xrpl-xls.')


def ibc():
    s = Source('ibc-ics', 'spec', r'(.*/)?ics-\d{3}-[^/]+/README\.md')
    s.pool = [f for f in s.pool if 'ics-001-' not in f]
    f = s.pick('\n## History\n')
    s.delsec('a', f, '## History', "deleted '## History' (spec/ics-template.md has it; 27 of 29 keep it)")
    f = s.pick('\n## Synopsis\n')
    s.sub('b', f, '## Synopsis\n', '## Synopsis\n\nSee also [ICS 999](../ics-999-no-such-standard/README.md).\n', 'added a link to ../ics-999-no-such-standard/README.md')
    f = s.pick('\n## Synopsis\n')
    d = os.path.dirname(f)
    s.copydir('c', f, d + '-v2', f'{d}/ copied to {d}-v2/ (same ICS number, ics: kept)')
    f = s.pick('\nstage: draft\n')
    s.sub('f', f, '\nstage: draft\n', '\nstage: pondering\n', "'stage: pondering' (PROCESS.md: Strawman, Draft, Candidate, Finalised)")
    f = s.pick('\n## Example Implementations\n')
    s.setbody('g', f, '## Example Implementations', '(links to or descriptions of concrete example implementations)',
              "Example Implementations body = the template's '(links to or descriptions of concrete example implementations)'")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: spec/ics-template.md has requires/required-by/implements but no '
            'supersedes/superseded-by, and PROCESS.md\'s stages have no Superseded). ICS 1 (the process standard) not used. '
            'One copy: /tmp/eval24m-inj/ibc-ics.')


def yarn():
    s = Source('yarn-rfcs', '.', r'(accepted|implemented|text)/0000-[^/]+\.md')
    f = s.pick('\n# Motivation\n')
    s.delsec('a', f, '# Motivation', "deleted '# Motivation' (0000-template.md has it; 24 of 25 keep it)")
    f = s.pick('\n# Summary\n')
    s.sub('b', f, '# Summary\n', '# Summary\n\nSee also [the lockfile RFC](./0000-no-such-rfc.md).\n', 'added a link to ./0000-no-such-rfc.md')
    f = s.pick('\n# Drawbacks\n')
    s.setbody('g', f, '# Drawbacks', 'Why should we *not* do this? Please consider the impact on teaching people to\nuse Yarn, on the integration of this feature with other existing and planned\nfeatures, on the impact of churn on existing users.\n\nThere are tradeoffs to choosing any path, please attempt to identify them here.',
              "Drawbacks body = the template's 'Why should we *not* do this? ...' paragraphs (0000-template.md:41-45)")
    s.score('# Kinds a, b, g (c does not apply: the README says \'don\'t assign an RFC number yet\' and every RFC is 0000-slug.md, so no number can be '
            'taken twice; d, e, f do not apply: no status field (the folder, accepted/ or implemented/, is the state) and no supersession). '
            'One copy: /tmp/eval24m-inj/yarn-rfcs.')


if __name__ == '__main__':
    for run in (polygon, xrpl, ibc, yarn):
        run()
