"""Inject the seven kinds of defect into clean documents of a copy of each data24i source (ninth evaluation).

Steps: copy /work/data24i/<source> to /tmp/eval24i-inj/<source> with an empty .doccheck.toml; pick, for each kind, a
document with no finding in the clean run (/tmp/eval24i/<source>.check.txt) that has the text the edit needs, a
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

R = '/tmp/eval24i-inj'
CLEAN = '/tmp/eval24i'
DOCCHECK = ['env', 'PYTHONPATH=/tmp/frozen9/src', '/work/main/.venv/bin/python', '-m', 'doccheck']
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
        shutil.copytree(f'/work/data24i/{name}', self.d)
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
        while j < len(lines) and not (lines[j].startswith('#') and len(lines[j]) - len(lines[j].lstrip('#')) <= lvl):
            j += 1
        wr(f'{self.d}/{f}', '\n'.join(lines[:i] + lines[j:]))
        self.edits.append((kind, f, what))

    def setbody(self, kind, f, heading, body, what):
        lines = rd(f'{self.d}/{f}').split('\n')
        i = lines.index(heading)
        lvl = len(heading) - len(heading.lstrip('#'))
        j = i + 1
        while j < len(lines) and not (lines[j].startswith('#') and len(lines[j]) - len(lines[j].lstrip('#')) <= lvl):
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
        wr(f'/work/main/bench/conventions-eval/ninth/injected-{self.name}.txt', '\n'.join(lines) + '\n')
        print('\n'.join(lines))


def buildpacks():
    s = Source('buildpacks-rfcs', 'text', r'\d{4}-.*\.md')
    f = s.pick('\n# Motivation\n')
    s.delsec('a', f, '# Motivation', "deleted '# Motivation' (133 of 133 keep it)")
    f = s.pick('\n# Summary\n')
    s.sub('b', f, '# Summary\n', '# Summary\n\nSee also [RFC 0999](0999-no-such-rfc.md).\n', "added a link to 0999-no-such-rfc.md")
    f = s.pick('\n# Summary\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('- Status: Implemented')
    s.sub('f', f, '- Status: Implemented', '- Status: Pondering', "'- Status: Pondering'")
    f = s.pick('\n# Prior Art\n[prior-art]: #prior-art\n')
    s.setbody('g', f, '# Prior Art', '[prior-art]: #prior-art\n\nDiscuss prior art, both the good and bad.',
              "Prior Art body = the template's 'Discuss prior art, both the good and bad.'")
    old = s.pick('- Status: Implemented')
    new = s.pick('- Supersedes: N/A')
    s.sub('e', new, '- Supersedes: N/A', f'- Supersedes: [RFC-{old[5:9]}]({os.path.basename(old)})',
          f"'- Supersedes: [RFC-{old[5:9]}](...)' in {new}, {old} left Implemented")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    s.score('# Kinds a, b, c, e, f, g (d does not apply: an RFC names only what it supersedes, in the new one\'s Meta '
            '\'Supersedes:\'; the old one says only \'Status: Superseded\'). One copy: /tmp/eval24i-inj/buildpacks-rfcs.')


def tikv():
    s = Source('tikv-rfcs', 'text', r'\d{4}-.*\.md')
    f = s.pick('\n## Motivation\n')
    s.delsec('a', f, '## Motivation', "deleted '## Motivation' (42 of 42 keep it)")
    f = s.pick('\n## Summary\n')
    s.sub('b', f, '## Summary\n', '## Summary\n\nSee also [RFC 0999](0999-no-such-rfc.md).\n', 'added a link to 0999-no-such-rfc.md')
    f = s.pick('\n## Summary\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('\n## Drawbacks\n')
    s.setbody('g', f, '## Drawbacks', 'Why should we not do this?', "Drawbacks body = the template's 'Why should we not do this?'")
    s.score('# Kinds a, b, c, g (d, e, f do not apply: no status field, no supersession in the template or the RFCs). '
            'One copy: /tmp/eval24i-inj/tikv-rfcs.')


def aptos():
    s = Source('aptos-aips', 'aips', r'aip-\d{3}-.*\.md')
    f = s.pick('\n## Summary\n')
    s.delsec('a', f, '## Summary', "deleted '## Summary' (140 of 146 keep it)")
    f = s.pick('\n## Motivation\n')
    s.sub('b', f, '## Motivation\n', '## Motivation\n\nSee also [AIP-999](aip-999-no-such-aip.md).\n', 'added a link to aip-999-no-such-aip.md')
    f = s.pick('\n## Summary\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('Status: Accepted')
    s.sub('f', f, 'Status: Accepted', 'Status: Pondering', "'Status: Pondering'")
    f = s.pick('\n## Alternative Solutions\n')
    s.setbody('g', f, '## Alternative Solutions',
              '> Explain why you submitted this proposal specifically over alternative solutions. Why is this the best possible outcome?',
              "Alternative Solutions body = the template's quoted question")
    s.score('# Kinds a, b, c, f, g (d, e do not apply: no supersession field; AIP-0 only says a superseded AIP is marked '
            'Deprecated). One copy: /tmp/eval24i-inj/aptos-aips.')


def algorand():
    s = Source('algorand-arcs', 'ARCs', r'arc-\d{4}\.md')
    f = s.pick('\n## Rationale\n')
    s.delsec('a', f, '## Rationale', "deleted '## Rationale' (57 of 57 keep it)")
    f = s.pick('\n## Abstract\n')
    s.sub('b', f, '## Abstract\n', '## Abstract\n\nSee also [ARC-999](./arc-0999.md).\n', 'added a link to ./arc-0999.md')
    f = s.pick('status: Final\n')
    other = 'ARCs/arc-0001.md' if f != 'ARCs/arc-0001.md' else 'ARCs/arc-0002.md'
    s.sub('c', f, f'arc: {int(f[9:13])}\n', f'arc: {int(other[9:13])}\n',
          f"front matter 'arc: {int(f[9:13])}' changed to 'arc: {int(other[9:13])}' ({other} has it)")
    f = s.pick('status: Final\n')
    s.sub('d', f, 'status: Final\n', 'status: Deprecated\nsuperseded-by: 999\n', "'status: Deprecated' + 'superseded-by: 999' (no ARC 999)")
    old = s.pick('status: Final\n')
    new = s.pick('status: Final\n')
    s.sub('e', new, 'status: Final\n', f'status: Final\nsupersedes:\n  - {int(old[9:13])}\n',
          f"'supersedes: - {int(old[9:13])}' in {new}, {old} left Final")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('status: Final\n')
    s.sub('f', f, 'status: Final\n', 'status: Pondering\n', "'status: Pondering'")
    f = s.pick('\n## Security Considerations\n')
    s.setbody('g', f, '## Security Considerations',
              '> Discuss risks, assumptions, abuse cases, and implementation pitfalls.',
              "Security Considerations body = the template's '> Discuss risks, assumptions, abuse cases, ...'")
    s.score('# All seven kinds apply (front matter status, superseded-by, supersedes; ARC-0 and templates/arc.template.md). '
            'One copy: /tmp/eval24i-inj/algorand-arcs.')


def easi():
    s = Source('easi-adr', 'docs/adr', r'\d{4}[-_].*\.md')
    f = s.pick('\n## Decision Outcome\n')
    s.delsec('a', f, '## Decision Outcome', "deleted '## Decision Outcome' (40 of 42 keep it)")
    f = s.pick('\n## Considered Alternatives\n')
    s.sub('b', f, '## Considered Alternatives\n', '## Considered Alternatives\n\nSee also [ADR 99](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Decision Outcome\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('\n## Considered Alternatives\n')
    s.sub('g', f, '## Considered Alternatives\n', '## Considered Alternatives\n\n* *[alternative 1]*\n* *[alternative 2]*\n',
          "the template's '* *[alternative 1]*' list put back under Considered Alternatives")
    s.score('# Kinds a, b, c, g (d, e, f do not apply: no record has a status or a supersession; the template has no status '
            'line). One copy: /tmp/eval24i-inj/easi-adr.')


def brighter():
    s = Source('brighter-adr', 'docs/adr', r'\d{4}-.*\.md')
    f = s.pick('\n## Context\n')
    s.delsec('a', f, '## Context', "deleted '## Context' (92 of 92 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR 99](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Status\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('\n## Status\n\nAccepted\n')
    s.sub('d', f, '## Status\n\nAccepted\n', '## Status\n\nSuperseded by [ADR 99](0099-no-such-adr.md)\n',
          "Status 'Superseded by [ADR 99](0099-no-such-adr.md)' (and the front matter's status: Superseded)")
    if 'status: Accepted\n' in rd(f'{s.d}/{f}'):
        s.sub('d', f, 'status: Accepted\n', 'status: Superseded\n', 'front matter status')
        s.edits.pop()
    old = s.pick('\n## Status\n\nAccepted\n')
    new = s.pick('\n## Status\n\nAccepted\n')
    s.sub('e', new, '## Status\n\nAccepted\n', f'## Status\n\nAccepted\n\nSupersedes [ADR {int(old[9:13])}]({os.path.basename(old)})\n',
          f"'Supersedes [ADR {int(old[9:13])}](...)' under {new}'s Status, {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('\n## Status\n\nAccepted\n')
    s.sub('f', f, '## Status\n\nAccepted\n', '## Status\n\nPondering\n', "Status 'Pondering' (and the front matter's)")
    if 'status: Accepted\n' in rd(f'{s.d}/{f}'):
        s.sub('f', f, 'status: Accepted\n', 'status: Pondering\n', 'front matter status')
        s.edits.pop()
    f = s.pick('\n## Consequences\n')
    s.setbody('g', f, '## Consequences', ADR_TOOLS_CONSEQUENCES, "Consequences body = adr-tools' template instruction")
    s.score('# All seven kinds apply (adr-tools folder: 0001-record-architecture-decisions.md, "# N. Title", "## Status"; '
            'no template file, so kind g uses adr-tools\' own template text). One copy: /tmp/eval24i-inj/brighter-adr.')


def zooniverse():
    s = Source('zooniverse-adr', 'docs/arch', r'adr-\d+\.md')
    f = s.pick('\n## Consequences\n')
    s.delsec('a', f, '## Consequences', "deleted '## Consequences' (63 of 64 keep it)")
    f = s.pick('\n## Decision\n')
    s.sub('b', f, '## Decision\n', '## Decision\n\nSee also [ADR-99](adr-99.md).\n', 'added a link to adr-99.md')
    f = s.pick('\n## Status\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('## Status\n\nAccepted')
    s.sub('d', f, '## Status\n\nAccepted', '## Status\n\nSuperseded by [ADR-99](adr-99.md).', "Status 'Superseded by [ADR-99](adr-99.md).' (adr-15's form)")
    old = s.pick('## Status\n\nAccepted')
    new = s.pick('## Status\n\nAccepted')
    s.sub('e', new, '## Status\n\nAccepted', f'## Status\n\nAccepted. Supersedes [ADR-{int(old[14:-3])}]({os.path.basename(old)}).',
          f"'Supersedes [ADR-{int(old[14:-3])}](...)' in {new}'s Status, {old} left Accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('## Status\n\nAccepted')
    s.sub('f', f, '## Status\n\nAccepted', '## Status\n\nPondering', "Status 'Pondering'")
    s.score('# Kinds a, b, c, d, e, f (g does not apply: no template file and not an adr-tools folder). One copy: '
            '/tmp/eval24i-inj/zooniverse-adr.')


def opfirst():
    s = Source('opfirst-adr', 'adr', r'\d{4}-.*\.md')
    f = s.pick('\n## Context and Problem Statement\n')
    s.delsec('a', f, '## Context and Problem Statement', "deleted '## Context and Problem Statement' (21 of 22 keep it)")
    f = s.pick('\n## Decision Outcome\n')
    s.sub('b', f, '## Decision Outcome\n', '## Decision Outcome\n\nSee also [ADR-0099](0099-no-such-adr.md).\n', 'added a link to 0099-no-such-adr.md')
    f = s.pick('\n## Considered Options\n')
    s.copy('c', f, f.replace('.md', '-v2.md'), f'{f} copied under the same number')
    f = s.pick('* Status: accepted')
    s.sub('d', f, '* Status: accepted', '* Status: superseded by [ADR-0099](0099-no-such-adr.md)', "'* Status: superseded by [ADR-0099](0099-no-such-adr.md)' (the template's form)")
    old = s.pick('* Status: accepted')
    new = s.pick('* Status: accepted')
    s.sub('e', new, '* Status: accepted', f'* Status: accepted\n* Supersedes [ADR-{old[4:8]}]({os.path.basename(old)})',
          f"'* Supersedes [ADR-{old[4:8]}](...)' in {new}'s header, {old} left accepted")
    s.edits[-1] = ('e', old, s.edits[-1][2])
    f = s.pick('* Status: accepted')
    s.sub('f', f, '* Status: accepted', '* Status: pondering', "'* Status: pondering'")
    f = s.pick('\n## Context and Problem Statement\n')
    s.setbody('g', f, '## Context and Problem Statement',
              '[Describe the context and problem statement, e.g., in free form using two to three sentences. You may want to '
              'articulate the problem in form of a question.]', "Context body = the template's bracketed instruction")
    s.score('# All seven kinds apply (MADR template adr/template.md: "* Status: [proposed | ... | superseded by [ADR-0005]'
            '(0005-example.md)]"). One copy: /tmp/eval24i-inj/opfirst-adr.')


if __name__ == '__main__':
    for run in (buildpacks, tikv, aptos, algorand, easi, brighter, zooniverse, opfirst):
        run()
