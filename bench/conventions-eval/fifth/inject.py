import os, re, shutil, sys
R='/tmp/eval24e-inj'
def fresh(s):
    d=f'{R}/{s}'; shutil.rmtree(d, ignore_errors=True); shutil.copytree(f'/work/data24e/{s}', d); open(f'{d}/.doccheck.toml','w').close(); return d
def rd(p): return open(p,encoding='utf-8').read()
def wr(p,t): open(p,'w',encoding='utf-8').write(t)
def sub(p, old, new, count=1):
    t=rd(p); assert old in t, (p, old); wr(p, t.replace(old,new,count))
def delsec(p, heading):
    t=rd(p); lines=t.split('\n'); i=lines.index(heading); lvl=len(heading)-len(heading.lstrip('#'))
    j=i+1
    while j<len(lines) and not (lines[j].startswith('#') and len(lines[j])-len(lines[j].lstrip('#'))<=lvl): j+=1
    wr(p,'\n'.join(lines[:i]+lines[j:]))
def setbody(p, heading, body):
    t=rd(p); lines=t.split('\n'); i=lines.index(heading); lvl=len(heading)-len(heading.lstrip('#'))
    j=i+1
    while j<len(lines) and not (lines[j].startswith('#') and len(lines[j])-len(lines[j].lstrip('#'))<=lvl): j+=1
    wr(p,'\n'.join(lines[:i+1]+['',body,'']+lines[j:]))

if "all" in sys.argv:
  pass
# dtrack-adr
d=fresh('dtrack-adr')
delsec(f'{d}/007-spec-first-rest-api-v2.md','## Consequences')                                   # a
sub(f'{d}/009-auth-and-roles.md','\n## Context\n','\n## Context\n\nSee also [ADR-026](./026-fine-grained-permissions.md).\n')  # b
shutil.copy(f'{d}/010-vulnerability-datasource-extension-point.md', f'{d}/010-vulnerability-datasource-plugins.md')  # c
t=rd(f'{d}/006-consolidate-user-tables.md'); t=t.replace('| Accepted ','| Superseded by [ADR-099](099-user-directory.md) ',1); wr(f'{d}/006-consolidate-user-tables.md',t)  # d
sub(f'{d}/012-extension-kv-store.md','\n## Context\n','\n## Context\n\nThis ADR supersedes [ADR-004](./004-file-storage-plugin.md).\n')  # e (004 left Accepted)
t=rd(f'{d}/013-finding-status.md'); t=t.replace('| Accepted ','| Pondering ',1); wr(f'{d}/013-finding-status.md',t)  # f
setbody(f'{d}/015-package-metadata.md','## Context',"What is the issue that we're seeing that is motivating this decision or change?")  # g

# moj-offender-adr
d=fresh('moj-offender-adr'); D=f'{d}/decisions'
delsec(f'{D}/0008-use-rails.md','## Consequences')  # a
sub(f'{D}/0009-use-circleci-for-ci-and-deployment.md','## Context\n','## Context\n\nSee [ADR 0021](0021-use-github-actions.md).\n')  # b
t=rd(f'{D}/0013-use-nomis-sso-for-user-authentication.md'); wr(f'{D}/0013-use-pact-for-contract-tests.md', t.replace('# 13. Use NOMIS SSO for user authentication','# 13. Use Pact for contract tests'))  # c
sub(f'{D}/0003-use-progressive-enhancement.md','## Status\n\nAccepted\n','## Status\n\nSuperseded by [21. Use server-side rendering only](0021-use-server-side-rendering-only.md)\n')  # d
sub(f'{D}/0017-database-migrations.md','## Status\n\nAccepted\n','## Status\n\nAccepted\n\nSupersedes [12. Start out with one environment which uses T3 NOMIS](0012-start-out-with-one-environment-which-uses-t3-nomis.md)\n')  # e
sub(f'{D}/0011-use-nomis-oauth-server2-for-allocation-api-authentication.md','## Status\n\nAccepted\n','## Status\n\nPondering\n')  # f
setbody(f'{D}/0014-access-the-delius-api-via-ndh.md','## Context','The issue motivating this decision, and any context that influences or constrains the decision.')  # g

# hydra-adr
d=fresh('hydra-adr'); D=f'{d}/adr'
delsec(f'{D}/2021-06-18_008-use-custom-prelude.md','## Consequences')  # a
sub(f'{D}/2021-08-19_009-simplify-logging.md','## Context\n','## Context\n\nSee also [ADR 35](2026-08-01_035-structured-logging.md).\n')  # b
t=rd(f'{D}/2021-06-11_007-with-pattern-component-interfaces.md'); t=t.replace('7. With-pattern','7. Record-pattern'); wr(f'{D}/2021-06-12_007-record-pattern-component-interfaces.md', t)  # c
t=rd(f'{D}/2021-06-10_006-network-broadcasts-all-messages.md'); t=t.replace('tags: [Accepted]','tags: [Superseded]').replace('## Status\n\nAccepted\n','## Status\n\nSuperseded by [ADR 40](/adr/40)\n'); wr(f'{D}/2021-06-10_006-network-broadcasts-all-messages.md',t)  # d
sub(f'{D}/2023-12-06_030-use-cbor-for-tx.md','## Status\n\nAccepted\n','## Status\n\nAccepted\n\nSupersedes [ADR 11](/adr/11)\n')  # e
t=rd(f'{D}/2021-10-23_010-use-direct-chain.md'); t=t.replace('tags: [Accepted]','tags: [Pondering]').replace('## Status\n\nAccepted\n','## Status\n\nPondering\n'); wr(f'{D}/2021-10-23_010-use-direct-chain.md',t)  # f

def body(p, heading):
    lines=rd(p).split('\n'); i=lines.index(heading); lvl=len(heading)-len(heading.lstrip('#')); j=i+1
    while j<len(lines) and not (lines[j].startswith('#') and len(lines[j])-len(lines[j].lstrip('#'))<=lvl): j+=1
    return '\n'.join(lines[i+1:j]).strip()

# capi-proposals (c does not apply)
d=fresh('capi-proposals')
delsec(f'{d}/20200330-spot-instances.md','## Proposal')  # a
sub(f'{d}/20200423-etcd-data-disk.md','\n## Summary\n','\n## Summary\n\nSee also [the disk layout proposal](./20200410-etcd-disk-layout.md).\n')  # b
sub(f'{d}/20200602-machine-deletion-phase-hooks.md','status: implemented\n','status: replaced\nsuperseded-by: 20260801-machine-lifecycle-hooks-v2.md\n')  # d
sub(f'{d}/20220414-lifecycle-hooks.md','status: implementable\nreplaces:\n','status: implementable\nreplaces:\n  - 20191017-kubeadm-based-control-plane.md\n')  # e (old left implementable)
sub(f'{d}/20190709-cluster-spec-crds.md','status: implemented\n','status: pondering\n')  # f
setbody(f'{d}/20220411-cluster-api-state-metrics.md','## Summary', body(f'{d}/YYYYMMDD-template.md','## Summary'))  # g

# ecs-rfcs (d, e do not apply)
d=fresh('ecs-rfcs'); D=f'{d}/text'
delsec(f'{D}/0010-email.md','## Fields')  # a
sub(f'{D}/0011-sip-fields.md','\n## Usage\n','\n## Usage\n\nSee also [RFC 0099](0099-voip-fields.md).\n')  # b
t=rd(f'{D}/0012-orchestrator-field-set.md'); t=re.sub(r'^# 0012: .*', '# 0012: Kubernetes workload fields', t, count=1); wr(f'{D}/0012-kubernetes-workload-fields.md', t)  # c
t=rd(f'{D}/0013-network-headers.md'); t2=re.sub(r'- Stage: \*\*[^*]*\*\*', '- Stage: **Pondering**', t, count=1); assert t2!=t; wr(f'{D}/0013-network-headers.md', t2)  # f
setbody(f'{D}/0016-target-process.md','## Usage', body(f'{d}/0000-rfc-template.md','## Usage'))  # g

# polkadot-rfcs (d, e, f do not apply)
d=fresh('polkadot-rfcs'); D=f'{d}/text'
delsec(f'{D}/0010-burn-coretime-revenue.md','## Motivation')  # a
sub(f'{D}/0014-improve-locking-mechanism-for-parachains.md','\n## Summary\n','\n## Summary\n\nSee also [RFC-0999](./0999-parachain-lock-v2.md).\n')  # b
t=rd(f'{D}/0007-system-collator-selection.md'); t=re.sub(r'^# RFC-0*7: .*', '# RFC-0005: Collator rewards', t, count=1); wr(f'{D}/0005-collator-rewards.md', t)  # c
setbody(f'{D}/0022-adopt-encointer-runtime.md','## Summary', body(f'{d}/0000-template.md','## Summary'))  # g

# near-neps
d=fresh('near-neps'); D=f'{d}/neps'
delsec(f'{D}/nep-0330.md','## Motivation')  # a
sub(f'{D}/nep-0366.md','\n## Summary\n','\n## Summary\n\nSee also [NEP-999](nep-0999.md).\n')  # b
t=rd(f'{D}/nep-0639.md'); t=re.sub(r'^NEP: *\d+', 'NEP: 646', t, count=1, flags=re.M); wr(f'{D}/nep-0650.md', t)  # c
sub(f'{D}/nep-0199.md','Status: Final\n','Status: Deprecated\nSupersededBy: 999\n')  # d
t=rd(f'{D}/nep-0536.md'); t=re.sub(r'^(Type: .*)$', r'\1\nReplaces: 519', t, count=1, flags=re.M); wr(f'{D}/nep-0536.md', t)  # e (nep-0519 left Final)
t=rd(f'{D}/nep-0264.md'); t2=re.sub(r'^Status: .*$', 'Status: Pondering', t, count=1, flags=re.M); wr(f'{D}/nep-0264.md', t2)  # f
setbody(f'{D}/nep-0300.md','## Summary', body(f'{d}/nep-0000-template.md','## Summary'))  # g
