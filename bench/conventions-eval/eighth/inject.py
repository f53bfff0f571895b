"""Inject the seven kinds of defect into clean documents of a copy of each data24h source (eighth evaluation).

Steps: copy /work/data24h/<source> to /tmp/eval24h-inj/<source> with an empty .doccheck.toml; apply, in that one copy,
every kind that applies to the source's own conventions (a: a required section deleted, b: a broken link, c: a number
taken twice, d: a successor that does not exist, e: a superseded record left in force, f: an unknown status, g: the
template's text left in); each edit asserts that the text it replaces is there. Kinds that do not apply are named in
the comment of each source and in injected-<source>.txt. Run: python inject.py; then doccheck check --all --no-cache .
in each copy (from the frozen commit), and compare with the clean copy's findings.
"""
import shutil

R = '/tmp/eval24h-inj'

# adr-tools' own template (npryce/adr-tools src/template.md): the template of james-adr, an adr-tools folder (.adr-dir)
# that keeps no file of it
ADR_TOOLS_CONSEQUENCES = ('What becomes easier or more difficult to do and any risks introduced by the change that will need '
                          'to be mitigated.')


def fresh(s):
    d = f'{R}/{s}'
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(f'/work/data24h/{s}', d, symlinks=True)
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


def body(p, heading):
    lines = rd(p).split('\n')
    i, j = _span(lines, heading)
    return '\n'.join(lines[i + 1:j]).strip()


def copy_as(src, dst, old, new):
    t = rd(src)
    assert old in t, (src, old)
    wr(dst, t.replace(old, new, 1))


# cdk-rfcs: a, b, c, d, e, g (f does not apply: no status field in any RFC or in the template, the status is the
# tracking issue's label). No status, so e is the old RFC not saying it is superseded (as nix-rfcs in the seventh set).
d = fresh('cdk-rfcs')
D = f'{d}/text'
delsec(f'{D}/0814-cdk-mixins.md', '## Public FAQ')  # a (the template's section; 45 of the RFCs written on it keep it)
sub(f'{D}/0886-making-hotswap-faster.md', '## Appendix\n',
    '## Appendix\n\nSee also [RFC 999](./0999-hotswap-everything.md).\n')  # b
copy_as(f'{D}/0617-cloudfront-oac-l2.md', f'{D}/0617-cloudfront-oac-l2-v2.md',
        '# CloudFront Origin Access Control L2', '# CloudFront Origin Access Control L2 v2')  # c: a second RFC 617
sub(f'{D}/0328-polyglot-assert.md', '\n# ',
    '\n**⚠️ NOTE:** This RFC is expired and has been superceded by [RFC 998](./0998-polyglot-assert-v2.md).\n'
    'This document is retained for historical context.\n\n# ')  # d (0249.expired's own wording, a relative link)
sub(f'{D}/0886-making-hotswap-faster.md', '* **API Bar Raiser**: @rix0rrr\n',
    '* **API Bar Raiser**: @rix0rrr\n\nThis RFC supersedes [RFC 1](./0001-cdk-update.md).\n')  # e (0001 left as it is)
setbody(f'{D}/0814-cdk-mixins.md', '## Appendix', body(f'{d}/0000-template.md', '## Appendix'))  # g

# fil-fips: all seven kinds (FIP-1 statuses; 'superseded-by: "0015"' on the old FIP, 'replaces: "0009"' on the new one)
d = fresh('fil-fips')
D = f'{d}/FIPS'
delsec(f'{D}/fip-0062.md', '## Security Considerations')  # a (the template: 'FIP submissions missing ... will be rejected')
sub(f'{D}/fip-0074.md', '## Abstract\n', '## Abstract\n\nSee also [FIP-0130](./fip-0130.md).\n')  # b
copy_as(f'{D}/fip-0094.md', f'{D}/fip-0094-v2.md', 'title: ', 'title: v2 ')  # c: a second FIP 0094 (copied before e edits 0094)
sub(f'{D}/fip-0097.md', 'status: Final\n', 'status: Superseded\nsuperseded-by: "0130"\n')  # d (fip-0009's form)
sub(f'{D}/fip-0094.md', 'status: Final\n', 'status: Final\nreplaces: "0062"\n')  # e (fip-0015's form; 0062 left Final)
sub(f'{D}/fip-0074.md', 'status: Final\n', 'status: Pondering\n')  # f
setbody(f'{D}/fip-0097.md', '## Incentive Considerations',
        body(f'{d}/templates/template.md', '## Incentive Considerations'))  # g (the comment and the visible guidance)

# pwsh-rfcs: all seven kinds (front matter Status, SupercededBy with the family's bare id 'RFC0037' as RFC0022 writes it)
d = fresh('pwsh-rfcs')
D = f'{d}/Final'
delsec(f'{D}/RFC0045-Ternary-Operator.md', '## Motivation')  # a (61 of 64 keep it)
sub(f'{D}/RFC0046-Chain-Operators.md', '## Motivation\n',
    '## Motivation\n\nSee also [RFC0070](RFC0070-Pipeline-Chain-Operators-v2.md).\n')  # b
copy_as(f'{D}/RFC0051-Null-conditional-operators.md', f'{D}/RFC0051-Null-conditional-operators-v2.md',
        '\n# ', '\n# v2: ')  # c: a second RFC0051
sub(f'{D}/RFC0029-Support-Experimental-Features.md', 'SupercededBy: N/A', 'SupercededBy: RFC0070')  # d (RFC0022's form)
sub(f'{D}/RFC0049-PSModulePath.md', '## Motivation\n',
    '## Motivation\n\nThis RFC supersedes [RFC0020](RFC0020-DefaultFileEncoding.md).\n')  # e (RFC0020 left Final)
sub(f'{D}/RFC0044-ForEach-Parallel-Cmdlet.md', 'Status: Final', 'Status: Pondering')  # f
setbody(f'{D}/RFC0052-Notification-On-Version-Update.md', '## Motivation',
        body(f'{d}/RFCNNNN-New-RFC-Template.md', '## Motivation'))  # g

# grants-adr: all seven kinds; c in infra/ (the numbered series: adr/ names records by date, not number)
d = fresh('grants-adr')
D = f'{d}/product/decisions/adr'
delsec(f'{D}/2024-10-02-search-engine.md', '## Context and Problem Statement')  # a (63 of 70 keep it)
sub(f'{D}/2023-12-06-database-migrations.md', '## Context and Problem Statement\n',
    '## Context and Problem Statement\n\nSee also [DB Choices v2](2024-01-15-db-choices-v2.md).\n')  # b
I = f'{d}/product/decisions/infra'
copy_as(f'{I}/0005-database-module-design.md', f'{I}/0005-database-module-design-v2.md', '\n', ' v2\n')  # c: a second infra 0005
sub(f'{D}/2023-07-10-wiki-platform.md', '* **Status:** Accepted',
    '* **Status:** Superseded By [Wiki platform v2](2099-01-01-wiki-platform-v2.md)')  # d (the template's form)
sub(f'{D}/2024-11-14-document-sharing.md', '## Links\n\n',
    '## Links\n\n* Supersedes [Document Storage](2024-10-18-document-storage.md)\n')  # e (2024-10-18 left Active)
sub(f'{D}/2023-08-01-analytics-platform.md', '* **Status:** Accepted', '* **Status:** Pondering')  # f
setbody(f'{D}/2023-12-06-database-migrations.md', '## Decision Drivers',
        body(f'{d}/product/decisions/template.md', '## Decision Drivers'))  # g

# paas-adr: a, b, c, d, e, f (g does not apply: no template file, and the folder is not an adr-tools one); links in the
# family's own form, site URLs of the middleman manual ('../ADR033-redirect-http-for-applications')
d = fresh('paas-adr')
D = f'{d}/architecture_decision_records'
delsec(f'{D}/ADR045-aws-waf.html.md', '## Context')  # a (52 of 52 keep it)
sub(f'{D}/ADR044-remove-ipsec.html.md', '## Context\n',
    '## Context\n\nSee also [ADR060](../ADR060-remove-ipsec-everywhere/).\n')  # b
copy_as(f'{D}/ADR040-bosh-access-without-socks.html.md', f'{D}/ADR040-bosh-access-without-socks-v2.html.md',
        '# ADR040: BOSH access without SOCKS5 or SSH', '# ADR040: BOSH access without SOCKS5 or SSH, v2')  # c
sub(f'{D}/ADR010-postgres-bind-behaviour.html.md', '## Status\n\nAccepted',
    '## Status\n\nSuperceded by [ADR061](../ADR061-postgres-bind-behaviour-2/)')  # d (ADR032's form)
sub(f'{D}/ADR046-postgres-plans.html.md', '## Status\n\nAccepted',
    '## Status\n\nAccepted\n\nThis supersedes [ADR044](../ADR044-remove-ipsec/).')  # e (ADR044 left Accepted)
sub(f'{D}/ADR040-bosh-access-without-socks.html.md', '## Status\n\nAccepted', '## Status\n\nPondering')  # f

# shopware-adr: a, b, d, e, g (c does not apply: no numbers, records are named by date; f does not apply: no status
# field, the folder is the status). e is the old ADR left in adr/ (in force) while a new one supersedes it (DC404/DC405).
d = fresh('shopware-adr')
delsec(f'{d}/2023-05-16-php-enums.md', '## Context')  # a (the template's; 116 of 123 keep it)
sub(f'{d}/2023-05-22-switch-to-uuidv7.md', '## Context\n',
    '## Context\n\nSee also [Switch to UUIDv8](2024-12-01-switch-to-uuidv8.md).\n')  # b
sub(f'{d}/_superseded/2021-01-21-deprecation-strategy.md',
    '## Superseded by [Feature flags for major versions](../2022-01-20-feature-flags-for-major-versions.md)',
    '## Superseded by [Deprecation strategy v2](../2099-01-01-deprecation-strategy-v2.md)')  # d (the family's heading)
sub(f'{d}/2024-06-17-replace-vuex-with-pinia.md', '## Context\n',
    '## Context\n\nThis ADR supersedes [Introduce ESLint on Vue admin](2021-05-28-introduce-eslint-on-vue-admin.md).\n')  # e
sub(f'{d}/2023-01-30-image-lazy-loading.md', 'area: storefront\n', 'area: {{ area }}\n')  # g (the template's placeholder)

# james-adr: all seven kinds (adr-tools: 'Superceded by [16. ...](...)' under the old status as 0003, 'Supercedes [14. ...]'
# as 0025; g with adr-tools' own template text, the folder keeping no template file)
d = fresh('james-adr')
D = f'{d}/src/adr'
copy_as(f'{D}/0030-separate-attachment-content-and-metadata.md', f'{D}/0030-separate-attachment-content-and-metadata-v2.md',
        '# 30. Separate attachment content and metadata', '# 30. Separate attachment content and metadata, v2')  # c (before a)
delsec(f'{D}/0030-separate-attachment-content-and-metadata.md', '## Context')  # a (76 of 77 keep it)
sub(f'{D}/0041-replace-jcloud-with-s3.md', '## Context\n',
    '## Context\n\nSee also [80. Replace S3 SDK](0080-replace-s3-sdk.md).\n')  # b
sub(f'{D}/0020-cassandra-mailbox-object-consistency.md', 'Accepted (lazy consensus) & implemented\n',
    'Accepted (lazy consensus) & implemented\n\nSuperceded by [81. Mailbox object consistency](0081-mailbox-object-consistency.md)\n')  # d
sub(f'{D}/0060-adopt-bounded-elastic.md', '## Context\n',
    'Supercedes [45. Support JMAP Push with Mailbox/changes implementation](0045-support-jmap-push-with-mailbox-changes-implementation.md)\n\n## Context\n')  # e
sub(f'{D}/0050-jmap-web-push.md', '## Status\n\nAccepted (lazy consensus).', '## Status\n\nPondering.')  # f
setbody(f'{D}/0041-replace-jcloud-with-s3.md', '## Consequences', ADR_TOOLS_CONSEQUENCES)  # g

# wikibase-adr: all seven kinds (template NNNN-adr-template.md: '## Status' lists 'proposed, accepted, rejected,
# deprecated, superseded, ...'; index.md: 'Superseding decisions should reference ADRs they're changing or overriding')
d = fresh('wikibase-adr')
copy_as(f'{d}/0012-use-psr-4.md', f'{d}/0012-use-psr-4-v2.md', '# 12) PSR-4 and maintenance scripts',
        '# 12) PSR-4 and maintenance scripts, v2')  # c
delsec(f'{d}/0011-declare-strict-types.md', '## Context')  # a (34 of 34 keep it)
sub(f'{d}/0016-use-github-actions-as-secondary-ci.md', '## Context\n',
    '## Context\n\nSee also [36) Use GitLab CI](0036-use-gitlab-ci.md).\n')  # b
sub(f'{d}/0015-use-psr-11-mediawiki-service-container.md', '## Status\n\naccepted',
    '## Status\n\nsuperseded by [36) Use PSR-11 everywhere](0036-use-psr-11-everywhere.md)')  # d
sub(f'{d}/0029-use-hook-runner-hook-container.md', '## Context\n',
    '## Context\n\nThis ADR supersedes [9) Refactor hooks for testability](0009-refactor-hooks-for-testability.md).\n')  # e
sub(f'{d}/0016-use-github-actions-as-secondary-ci.md', '## Status\n\naccepted', '## Status\n\npondering')  # f
setbody(f'{d}/0017-release-notes-content-topics.md', '## Status', body(f'{d}/NNNN-adr-template.md', '## Status'))  # g
