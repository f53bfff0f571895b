"""Inject the seven kinds of defect into clean documents of a copy of each data24f source (sixth evaluation).

Steps: copy /work/data24f/<source> to /tmp/eval24f-inj/<source> with an empty .doccheck.toml; apply, in that one copy,
every kind that applies to the source's own conventions (a: a required section deleted, b: a broken link, c: a number
taken twice, d: a successor that does not exist, e: a superseded record left in force, f: an unknown status, g: the
template's text left in); each edit asserts that the text it replaces is there. Kinds that do not apply are named in
the comment of each source and in injected-<source>.txt. Run: python inject.py; then doccheck check --all --no-cache .
in each copy (from the frozen commit), and compare with the clean copy's findings.
"""
import re
import shutil

R = '/tmp/eval24f-inj'


def fresh(s):
    d = f'{R}/{s}'
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(f'/work/data24f/{s}', d)
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


def resub(p, pattern, new, flags=re.M):
    t = rd(p)
    t2 = re.sub(pattern, new, t, count=1, flags=flags)
    assert t2 != t, (p, pattern)
    wr(p, t2)


# hedera-hips: all seven kinds (template hip-0000-template.md; front matter with replaces / superseded-by)
d = fresh('hedera-hips')
D = f'{d}/HIP'
delsec(f'{D}/hip-540.md', '## Motivation')  # a (121 of 126 keep it)
sub(f'{D}/hip-423.md', '\n## Abstract\n', '\n## Abstract\n\nSee also [HIP-1299](hip-1299.md).\n')  # b
t = rd(f'{D}/hip-475.md')
t2 = t.replace('title: Exchange rate system contract', 'title: Exchange rate system contract v2', 1)
assert t2 != t
wr(f'{D}/hip-0475.md', t2)  # c: a second HIP 475 (file name padded like the template's hip-0000, same 'hip: 475')
sub(f'{D}/hip-631.md', 'status: Accepted\n', 'status: Replaced\nsuperseded-by: 1299\n')  # d (no HIP 1299)
resub(f'{D}/hip-993.md', r'^(status: Final)$', r'\1\nreplaces: 729')  # e (hip-729 left Final)
sub(f'{D}/hip-1049.md', 'status: Accepted\n', 'status: Pondering\n')  # f
setbody(f'{D}/hip-542.md', '## Security Implications', body(f'{d}/hip-0000-template.md', '## Security Implications'))  # g

# sentry-rfcs: a, b, c, f, g (d and e do not apply: no supersession form; 'replaced' is a status with no successor named)
d = fresh('sentry-rfcs')
D = f'{d}/text'
delsec(f'{D}/0075-span-thread-id.md', '# Summary')  # a (62 of 63 keep it)
sub(f'{D}/0086-sentry-bundler-plugins-api.md', '\n# Motivation\n', '\n# Motivation\n\nSee also [RFC 0999](0999-bundler-plugins-v2.md).\n')  # b
t = rd(f'{D}/0044-heartbeat.md')
t2 = re.sub(r'^(#+ )(.*)$', r'\1Heartbeat v2', t, count=1, flags=re.M)
wr(f'{D}/0044-heartbeat-v2.md', t2)  # c: a second RFC 0044
resub(f'{D}/0072-kafka-schema-registry.md', r'^- RFC Status: approved$', '- RFC Status: pondering')  # f
setbody(f'{D}/0087-graphql-errors.md', '# Drawbacks', body(f'{d}/0000-template.md', '# Drawbacks'))  # g

# flow-flips: a, b, c, f, g (d and e do not apply: FLIPs have no supersession form; one is 'Deprecated' with no successor)
d = fresh('flow-flips')
D = f'{d}/cadence'
delsec(f'{D}/20240923-simple-string-interpolation.md', '## Motivation')  # a (93 of 105 keep it)
sub(f'{D}/20241212-import-aliasing.md', '\n## Motivation\n', '\n## Motivation\n\nSee also [FLIP 399](./20260101-import-aliasing-v2.md).\n')  # b
t = rd(f'{D}/20241010-stringer-interface.md')
t2 = t.replace('# FLIP 293: ', '# FLIP 293: Stringer v2: ', 1)
assert t2 != t
wr(f'{D}/20260301-stringer-interface-v2.md', t2)  # c: a second FLIP 293 ('flip: 293')
resub(f'{D}/20230602-cadence-range.md', r'^status: accepted', 'status: pondering')  # f
setbody(f'{D}/20230713-random-function.md', '## User Benefit', body(f'{d}/yyyymmdd-flip-template.md', '## User Benefit'))  # g

# sylius-adr: a, b, d, e, f, g (c does not apply: YYYY_MM_DD_topic.md names carry a date, not a number)
d = fresh('sylius-adr')
delsec(f'{d}/2022_02_09_catalog_promotions_validation.md', '## Decision Outcome')  # a (the template's, not marked optional)
sub(f'{d}/2022_02_21_using_cart_by_guest_and_logged_in_customer.md', '\n## Considered Options\n',
    '\n## Considered Options\n\nSee also [the guest cart ADR](2025_01_15_guest_cart_merging.md).\n')  # b
sub(f'{d}/2021_06_15_api_platform_config_customization.md', '* Status: accepted\n',
    '* Status: superseded by [ADR-2025](2025_02_01_api_platform_config_v2.md)\n')  # d (the template's own form)
sub(f'{d}/2024_10_22_filters_structure_refactor.md', '* Status: Accepted\n',
    '* Status: Accepted\n* Supersedes [Using IRI as API resource identifier](2021_04_15_using_iri_as_api_resource_identifier_in_request_instead_of_code_id.md)\n')  # e (2021_04_15 left accepted)
sub(f'{d}/2024_07_16_api_query_extensions_directory_structure.md', '* Status: accepted\n', '* Status: pondering\n')  # f
setbody(f'{d}/2020_05_13_handling_non_crud_operations_in_api.md', '## Context and Problem Statement',
        body(f'{d}/_template.md', '## Context and Problem Statement'))  # g

# zarf-adr: all seven kinds (adr-tools: '## Status' section, 'Superseded by' / 'Supersedes' lines as 0003/0007's 'Amended by' / 'Amends')
d = fresh('zarf-adr')
D = f'{d}/adr'
delsec(f'{D}/0010-yolo-mode.md', '## Consequences')  # a (26 of 26 keep it)
sub(f'{D}/0008-begin-using-unit-tests.md', '## Context\n', '## Context\n\nSee also [27. Unit test coverage](0027-unit-test-coverage.md).\n')  # b
t = rd(f'{D}/0012-local-image-support-via-docker.md')
t2 = re.sub(r'^# 12\. .*$', '# 12. Local image support via Podman', t, count=1, flags=re.M)
assert t2 != t
wr(f'{D}/0012-local-image-support-via-podman.md', t2)  # c
sub(f'{D}/0004-generate-sboms-with-witness.md', '## Status\n\nAccepted\n',
    '## Status\n\nSuperseded by [27. Generate SBOMs with Syft](0027-generate-sboms-with-syft.md)\n')  # d
sub(f'{D}/0020-package-sources.md', '## Status\n\nAccepted\n',
    '## Status\n\nAccepted\n\nSupersedes [14. OCI Publish](0014-oci-publish.md)\n')  # e (0014 left Accepted)
sub(f'{D}/0013-bigbang-as-a-noun.md', '## Status\n\nAccepted\n', '## Status\n\nPondering\n')  # f
setbody(f'{D}/0016-zarf-definition-of-generally-available.md', '## Context', body(f'{D}/template.md', '## Context'))  # g

# appservices-adr: all seven kinds (MADR: '* Status: superseded by [ADR-0005](0005-example.md)', Links '[Link type] [Link to ADR]')
d = fresh('appservices-adr')
delsec(f'{d}/0007-limit-visits-migration-to-10000.md', '## Context and Problem Statement')  # a (10 of 10 keep it)
sub(f'{d}/0003-swift-packaging.md', '## Context and Problem Statement\n',
    '## Context and Problem Statement\n\nSee also [ADR-0010](0010-swift-package-registry.md).\n')  # b
t = rd(f'{d}/0002-database-corruption.md')
t2 = re.sub(r'^# .*$', '# Handling Database Migrations', t, count=1, flags=re.M)
assert t2 != t
wr(f'{d}/0002-database-migrations.md', t2)  # c: a second ADR 0002
sub(f'{d}/0001-update-logins-api.md', '* Status: accepted\n', '* Status: superseded by [ADR-0010](0010-logins-api-v2.md)\n')  # d
sub(f'{d}/0008-fts-prefix-config.md', '* Status: Accepted\n',
    '* Status: Accepted\n* Supersedes [ADR-0002](0002-database-corruption.md)\n')  # e (0002 left accepted)
sub(f'{d}/0003-swift-packaging.md', '* Status: accepted\n', '* Status: pondering\n')  # f
setbody(f'{d}/0002-database-corruption.md', '## Context and Problem Statement',
        body(f'{d}/template.md', '## Context and Problem Statement'))  # g

# tdr-adr: a, b, c, d, e (f and g do not apply: no status field, no template)
d = fresh('tdr-adr')
delsec(f'{d}/0020-sqs-visibility-timeout.md', '## Context')  # a (38 of 38 keep it; README: 'Each ADR should have ... background context')
sub(f'{d}/0019-remove-frontend-messages-file.md', '## Context\n', '## Context\n\nSee also [0040 Frontend content](0040-frontend-content.md).\n')  # b
t = rd(f'{d}/0024-continuous-integration-service.md')
t2 = t.replace('# 24. Continuous integration service', '# 24. Continuous deployment service', 1)
assert t2 != t
wr(f'{d}/0024-continuous-deployment-service.md', t2)  # c
sub(f'{d}/0032-hosting-service-integrations.md', '**Date:** 2024-06-07\n',
    '**Date:** 2024-06-07\n\nThis decision has been superseded by decision: [0040 SharePoint Integration](0040-sharepoint-integration.md)\n')  # d
sub(f'{d}/0035-metadata-csv-utf-8-file-validation.md', '\n## Context\n',
    '\nThis decision supersedes decision: [0030 Metadata input validation](0030-metadata-input-validation.md)\n\n## Context\n')  # e (0030 not marked)
