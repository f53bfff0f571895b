"""Inject defects into clean documents of a copy of each data168 source (hundred-and-sixty-seventh evaluation, part
ed: the developer's, blind on a1c94be, frozen as /tmp/frozen170). See inject_kit.py; kinds a-g.
Run: /work/main/.venv/bin/python inject-ed.py (writes injected-<source>.txt next to this file).
"""
import sys

sys.path.insert(0, str('/work/main/bench/conventions-eval'))
from inject_kit import Kit  # noqa: E402

kit = Kit("hundredsixtyseventh", "ed", data="/work/data168", clean="/work/blind168", pool="/work/blind168",
          copies="/tmp/eval167-inj-ed", frozen="/tmp/frozen170")

# citizensadvice-energy: adr-tools records docs/adrs/NNNN-*.md: a, c, f.
s = kit.source("citizensadvice-energy", "docs/adrs", r"\d{4}-.*\.md")
f = s.take("docs/adrs/0005-use-graphql-to-get-data-from-contentful.md")
s.delsec("a", f, "## Context", f"deleted '## Context' from {f} (8 of 8 keep it)")
f = s.take("docs/adrs/0007-routing-and-urls.md")
s.copy("c", f, "docs/adrs/0007-routing.md", f"copied {f}: ADR 7 twice")
f = s.take("docs/adrs/0006-deployment-workflow.md")
s.sub("f", f, "## Status\n\nAccepted", "## Status\n\nAcepted", f"status 'Acepted' in {f}")
s.score("# citizensadvice-energy: kinds a, c, f. One copy: /tmp/eval167-inj-ed/citizensadvice-energy.")

# mitlib-mario: adr-tools records with "Superceded by" / "Supercedes": b, d, e.
s = kit.source("mitlib-mario", "docs/architecture-decisions", r"\d{4}-.*\.md")
f = s.take("docs/architecture-decisions/0004-use-aws-s3.md")
s.sub("b", f, "(0003-follow-twelve-factor-methodology.md)", "(0003-follow-twelve-factor.md)",
      f"link to 0003-follow-twelve-factor.md in {f}: no such record")
f = s.take("docs/architecture-decisions/0006-use-terraform-to-configure-infrastructure.md")
s.sub("d", f, "## Status\n\nAccepted", "## Status\n\nSuperceded by [17. Use Pulumi](0017-use-pulumi.md)",
      f"'Superceded by [17. Use Pulumi](0017-use-pulumi.md)' in {f}: there is no ADR 17")
f = s.take("docs/architecture-decisions/0002-use-elasticsearch.md")
s.sub("e", f, "Superceded by [16. Replace Elasticsearch with OpenSearch](0016-replace-elasticsearch-with-opensearch.md)",
      "Accepted", f"{f} left Accepted, though ADR 16 says it supersedes it")
s.score("# mitlib-mario: kinds b, d, e. One copy: /tmp/eval167-inj-ed/mitlib-mario.")

# govuk-search-api: "Decision record:" ADRs docs/arch/adr-NNN-*.md of several layouts: a, b.
s = kit.source("govuk-search-api", "docs/arch", r"adr-\d{3}-.*\.md")
f = s.take("docs/arch/adr-002-handle-race-conditions-in-govuk-index.md")
s.delsec("a", f, "## Decision", f"deleted '## Decision' from {f} (the Nygard records 001-007 and 013 keep it but 007)")
f = s.take("docs/arch/adr-013-rabbitmq-sidekiq-removal.md")
s.sub("b", f, "[ADR-001]: /docs/arch/adr-001-use-of-both-rabbitmq-and-sidekiq-queues.md",
      "[ADR-001]: /docs/arch/adr-001-use-of-rabbitmq-and-sidekiq-queues.md",
      f"reference link to /docs/arch/adr-001-use-of-rabbitmq-and-sidekiq-queues.md in {f}: no such record")
s.score("# govuk-search-api: kinds a, b. One copy: /tmp/eval167-inj-ed/govuk-search-api.")
