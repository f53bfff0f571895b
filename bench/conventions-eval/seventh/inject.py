"""Inject the seven kinds of defect into clean documents of a copy of each data24g source (seventh evaluation).

Steps: copy /work/data24g/<source> to /tmp/eval24g-inj/<source> with an empty .doccheck.toml; apply, in that one copy,
every kind that applies to the source's own conventions (a: a required section deleted, b: a broken link, c: a number
taken twice, d: a successor that does not exist, e: a superseded record left in force, f: an unknown status, g: the
template's text left in); each edit asserts that the text it replaces is there. Kinds that do not apply are named in
the comment of each source and in injected-<source>.txt. Run: python inject.py; then doccheck check --all --no-cache .
in each copy (from the frozen commit), and compare with the clean copy's findings.
"""
import shutil

R = '/tmp/eval24g-inj'

# adr-tools' own template (npryce/adr-tools src/template.md): the template of the two adr-tools folders, which keep no file of it
ADR_TOOLS_CONTEXT = 'The issue motivating this decision, and any context that influences or constrains the decision.'
ADR_TOOLS_CONSEQUENCES = ('What becomes easier or more difficult to do and any risks introduced by the change that will need '
                          'to be mitigated.')


def fresh(s):
    d = f'{R}/{s}'
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(f'/work/data24g/{s}', d, symlinks=True)
    open(f'{d}/.doccheck.toml', 'w').close()
    return d


def rd(p):
    return open(p, encoding='utf-8').read()


def wr(p, t):
    open(p, 'w', encoding='utf-8').write(t)


def sub(p, old, new, count=1):
    t = rd(p)
    assert old in t, (p, old)
    wr(p, t.replace(old, new, count))


def _span(lines, heading):
    i = lines.index(heading)
    lvl = len(heading) - len(heading.lstrip('#'))
    j = i + 1
    while j < len(lines) and not (lines[j].startswith('#') and len(lines[j]) - len(lines[j].lstrip('#')) <= lvl):
        j += 1
    return i, j


def delsec(p, heading):
    lines = rd(p).split('\n')
    i, j = _span(lines, heading)
    wr(p, '\n'.join(lines[:i] + lines[j:]))


def setbody(p, heading, body):
    lines = rd(p).split('\n')
    i, j = _span(lines, heading)
    wr(p, '\n'.join(lines[:i + 1] + ['', body, ''] + lines[j:]))


def body(p, heading, skip_anchor=False):
    lines = rd(p).split('\n')
    i, j = _span(lines, heading)
    got = lines[i + 1:j]
    if skip_anchor and got and got[0].startswith('['):
        got = got[1:]  # NixOS writes '[drawbacks]: #drawbacks' under each heading
    return '\n'.join(got).strip()


def copy_as(src, dst, old, new):
    t = rd(src)
    assert old in t, (src, old)
    wr(dst, t.replace(old, new, 1))


# nix-rfcs: a, b, c, d, e, g (f does not apply: no status field in any RFC or in the template)
d = fresh('nix-rfcs')
D = f'{d}/rfcs'
delsec(f'{D}/0094-use-matrix-for-official-chat.md', '# Motivation')  # a (44 of 44 keep it)
sub(f'{D}/0119-testing-conventions.md', '# Motivation\n[motivation]: #motivation\n',
    '# Motivation\n[motivation]: #motivation\n\nSee also [RFC 190](./0190-testing-conventions-v2.md).\n')  # b
copy_as(f'{D}/0106-nix-release-schedule.md', f'{D}/0106-nix-release-schedule-v2.md',
        'feature: Nix release schedule', 'feature: Nix release schedule v2')  # c: a second RFC 0106
sub(f'{D}/0015-release-manager.md', 'related-issues: --\n---\n',
    'related-issues: --\n---\n\n# Superseded!\n\nThis RFC is superseded by [RFC 190](./0190-release-managers.md). The original text\n'
    'is preserved below.\n')  # d (0025's own form; no RFC 190)
sub(f'{D}/0124-nix-mark-stale-issues.md', 'Do not auto-close Nix issues and PRs.\n',
    'Do not auto-close Nix issues and PRs. This RFC supersedes [RFC 51](./0051-mark-stale-issues.md).\n')  # e (0051 not marked)
setbody(f'{D}/0097-no-read-store-dir.md', '# Drawbacks',
        '[drawbacks]: #drawbacks\n\n' + body(f'{d}/0000-template.md', '# Drawbacks', skip_anchor=True))  # g

# cf-rfcs: all seven kinds (README: supersede by 'Superseded' status linking the new RFC, the new one noting it in its summary)
d = fresh('cf-rfcs')
delsec(f'{d}/rfc-0031-system-cnb.md', '## Problem')  # a (59 of 59 keep it)
sub(f'{d}/rfc-0039-noble-based-cflinuxfs5.md', '## Problem\n',
    '## Problem\n\nSee also [RFC-0070](rfc-0070-noble-stemcells.md).\n')  # b
copy_as(f'{d}/rfc-0041-shared-concourse.md', f'{d}/rfc-0041-shared-concourse-v2.md',
        '- Name: Shared Concourse Instance', '- Name: Shared Concourse Instance v2')  # c: a second RFC 0041
sub(f'{d}/rfc-0024-promoting-or-revoking-wg-leads.md', '- Status: Accepted\n',
    '- Status: Superseded by [RFC-0061](rfc-0061-promoting-wg-leads-v2.md)\n')  # d
sub(f'{d}/rfc-0036-multiple-github-orgs.md', '## Summary\n',
    '## Summary\n\nThis RFC supersedes [RFC-0013](rfc-0013-remove-nonstandard-github-teams.md).\n')  # e (0013 left Accepted)
sub(f'{d}/rfc-0026-noble-os.md', '- Status: Accepted\n', '- Status: Pondering\n')  # f
setbody(f'{d}/rfc-0049-cf-on-kind.md', '## Summary', body(f'{d}/rfc-template.md', '## Summary'))  # g

# ris-adr: all seven kinds (adr-tools: '## Status' section, 'Superseded by' / 'Supersedes' lines as 0004/0022; g with
# adr-tools' own template text, since the folder is adr-tools' and keeps no template file)
d = fresh('ris-adr')
delsec(f'{d}/0010-authenticate-users-with-oidc.md', '## Context')  # a (25 of 25 keep it)
sub(f'{d}/0005-use-vue3.md', '## Context\n', '## Context\n\nSee also [25. Use Nuxt](0025-use-nuxt.md).\n')  # b
copy_as(f'{d}/0012-develop-a-custom-chips-component.md', f'{d}/0012-develop-a-custom-tags-component.md',
        '# 12. Develop a custom chips component', '# 12. Develop a custom tags component')  # c
sub(f'{d}/0008-deploy-frontend-in-separate-image.md', '## Status\n\nAccepted\n',
    '## Status\n\nSuperseded by [25. Deploy frontend and backend together](0025-deploy-frontend-and-backend-together.md)\n')  # d
sub(f'{d}/0023-use-spring-mvc.md', '## Status\n\nAccepted\n',
    '## Status\n\nAccepted\n\nSupersedes [6. Backend and SPA in monorepo](0006-backend-and-spa-in-monorepo.md)\n')  # e (0006 left Accepted)
sub(f'{d}/0013-using-basic-database-constraints.md', '## Status\n\nAccepted\n', '## Status\n\nPondering\n')  # f
setbody(f'{d}/0017-addressing-of-validation-errors.md', '## Consequences', ADR_TOOLS_CONSEQUENCES)  # g

# j40-adr: all seven kinds (MADR 2 template: '- Status: ... superseded by [xxx](yyyymmdd-xxx.md)', Links '[Link type](link to adr)')
d = fresh('j40-adr')
D = f'{d}/docs/decisions'
copy_as(f'{D}/0005-hosting.md', f'{D}/0005-hosting-v2.md', '# Hosting\n', '# Hosting v2\n')  # c: a second 0005 (copied before kind a edits 0005)
delsec(f'{D}/0005-hosting.md', '## Context and Problem Statement')  # a (8 of 8 keep it)
sub(f'{D}/0006-adr.md', '## Context and Problem Statement\n',
    '## Context and Problem Statement\n\nSee also [0009 Geocoding cache](0009-geocoding-cache.md).\n')  # b
sub(f'{D}/0003-adr-process.md', '- Status: Proposed\n', '- Status: superseded by [0009](0009-adr-process-v2.md)\n')  # d
sub(f'{D}/0007-maplibre.md', '## Links\n\n',
    '## Links\n\n- Supersedes [0002](0002-mapping-visualization-library.md)\n')  # e (0002 left approved)
sub(f'{D}/0004-client-side-framework.md', '- Status: draft\n', '- Status: pondering\n')  # f
setbody(f'{D}/0008-nominatim.md', '## Context and Problem Statement',
        body(f'{D}/template.md', '## Context and Problem Statement'))  # g

# sap-adr: all seven kinds (template.md: Title, Status, Context, Decision, Consequences - "In each ADR file, write these
# sections"; a superseded record says '**superseded**' and links its follow-up in a sentence, as outdated/0001 and 0007 do)
d = fresh('sap-adr')
D = f'{d}/adr'
delsec(f'{D}/0034-get-destinations.md', '## Consequences')  # a (the template's; 24 of 39 keep it)
sub(f'{D}/0038-csrf-middleware.md', '## Status\n', '## Status\n\nSee also [ADR#0041](0041-csrf-v2.md).\n')  # b
copy_as(f'{D}/0026-execute-api.md', f'{D}/0026-execute-api-v2.md',
        '# Conscious Decision on the Execute-Methods API', '# Execute-Methods API v2')  # c: a second ADR 0026
sub(f'{D}/0030-query-parameter-encoding.md', '## Status\n\naccepted\n',
    '## Status\n\n**superseded**\n\nWe encode query parameters as described in [ADR#0040](0040-query-parameter-encoding-v2.md).\n')  # d
sub(f'{D}/0020-generator-options.md', '## Status\n\ndecided\n',
    '## Status\n\ndecided\n\nSupersedes [ADR#0019](0019-openapi-generator-naming.md).\n')  # e (0019 left decided)
sub(f'{D}/0033-send-email.md', '## Status\n\napproved\n', '## Status\n\npondering\n')  # f
setbody(f'{D}/0036-batch-references.md', '## Context', body(f'{D}/template.md', '## Context'))  # g

# adyen-adr: all seven kinds (adr-tools, .adr-dir; the folder writes no supersession yet, so d and e use adr-tools' own
# 'Superseded by' / 'Supersedes' lines; g with adr-tools' own template text, the folder keeping no template file)
d = fresh('adyen-adr')
D = f'{d}/docs/adr'
delsec(f'{D}/0004-notification-error-handling.md', '## Context')  # a (13 of 13 keep it)
sub(f'{D}/0005-adding-line-items.md', '## Context\n', '## Context\n\nSee also [14. Refund flow](0014-refund-flow.md).\n')  # b
copy_as(f'{D}/0011-matching-adyen-notification.md', f'{D}/0011-matching-adyen-notification-v2.md',
        '# 11. Matching Adyen Notification with commercetools payment.', '# 11. Matching Adyen Notification by pspReference.')  # c
sub(f'{D}/0003-matching-adyen-notification-in-multitenancy.md',
    '[Accepted](https://github.com/commercetools/commercetools-adyen-integration/pull/541)',
    'Superseded by [14. Matching notifications per tenant](0014-matching-notifications-per-tenant.md)')  # d
sub(f'{D}/0010-generate-idempotency-key.md', '## Status\n\n[Approved]\n',
    '## Status\n\n[Approved]\n\nSupersedes [8. Idempotency key](0008-idempotency-key.md)\n')  # e (0008 left Approved)
sub(f'{D}/0005-adding-line-items.md', '[Approved](https://github.com/commercetools/commercetools-adyen-integration/pull/918)',
    '[Pondering](https://github.com/commercetools/commercetools-adyen-integration/pull/918)')  # f
setbody(f'{D}/0012-remove-obsoleted-api-call.md', '## Context', ADR_TOOLS_CONTEXT)  # g

# podos-adr: all seven kinds (MADR 2 template: '- Status: ... superseded by [ADR-0005](0005-example.md)', Links)
d = fresh('podos-adr')
copy_as(f'{d}/0009-introduce-rxjs.md', f'{d}/0009-introduce-signals.md', '# Introduce RxJS\n', '# Introduce signals\n')  # c (copied before kind a edits 0009)
delsec(f'{d}/0009-introduce-rxjs.md', '## Decision Outcome')  # a (18 of 18 keep it)
sub(f'{d}/0012-use-shoelace-for-complex-components.md', '## Context and Problem Statement\n',
    '## Context and Problem Statement\n\nSee also [ADR-0018](0018-use-lit-for-components.md).\n')  # b
sub(f'{d}/0014-error-handling-using-neverthrow.md', '- Status: accepted\n',
    '- Status: superseded by [ADR-0018](0018-error-handling-v2.md)\n')  # d (the template's own form)
t = rd(f'{d}/0016-rdfa-alignment.md')
assert '## Links' not in t
wr(f'{d}/0016-rdfa-alignment.md', t.rstrip('\n') + '\n\n## Links\n\n- Supersedes [ADR-0013](0013-tiptap-markdown-editor.md)\n')  # e
sub(f'{d}/0015-rxjs-reactivity.md', '- Status: accepted\n', '- Status: pondering\n')  # f
setbody(f'{d}/0007-introduce-pollen-css.md', '## Context and Problem Statement',
        body(f'{d}/template.md', '## Context and Problem Statement'))  # g
