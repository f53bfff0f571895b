"""A small domain thesaurus: the kinds of thing architecture decisions choose, and the words and products that
name each. Pure data and two lookups.

It does two jobs. Reading a decision (`decision.py`), it says what kind of thing a chosen value is, so "We will
use PostgreSQL for the orders service" is about the *orders service datastore*, and two records that choose a
datastore for the same thing can be found to disagree. Searching (`query/search.py`), it lets a question's words
reach the words the records use: "which database do we use" reaches ADRs that say PostgreSQL or CockroachDB.

Why a list and not an embedding model: no model may be downloaded at run time here, the packages that ship one
are hundreds of megabytes for every user of the graph extra, and the questions teams ask of their decisions use
a small vocabulary (datastores, API styles, clouds, queues, build and deployment tools) that a list covers and
a reviewer can read. A kind's first name is the one a subject is given (`datastore`, `API style`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from doccheck.regex import lazy

# kind -> (its names, the first the one subjects use; the products and techniques of that kind).
KINDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "datastore": (("datastore", "database", "databases", "data store", "db", "persistence", "storage engine",
                   "relational database", "SQL database"),
                  ("PostgreSQL", "Postgres", "MySQL", "MariaDB", "SQLite", "CockroachDB", "MongoDB", "DocumentDB",
                   "DynamoDB", "Cassandra", "Oracle", "SQL Server", "RDS", "Aurora", "H2", "MVStore", "Neo4j",
                   "Spanner", "CouchDB", "Couchbase", "FalkorDB", "TimescaleDB", "ClickHouse", "InfluxDB",
                   "Firestore")),
    "cache": (("cache", "caching"), ("Redis", "Memcached", "ElastiCache", "Varnish")),
    "API style": (("API style", "API", "APIs", "endpoint", "endpoints", "web service"),
                  ("REST", "RESTful", "GraphQL", "gRPC", "SOAP", "JSON-RPC", "OpenAPI", "tRPC")),
    "message broker": (("message broker", "messaging", "message queue", "queue", "queues", "event bus"),
                       ("Kafka", "RabbitMQ", "SQS", "SNS", "NATS", "Pub/Sub", "Kinesis", "ActiveMQ",
                        "EventBridge")),
    "hosting": (("hosting", "hosting provider", "cloud", "cloud provider", "platform", "data centre",
                 "data center"),
                ("AWS", "Amazon Web Services", "GCP", "Google Cloud", "Azure", "Heroku", "PaaS", "Cloud Foundry",
                 "Carrenza", "UKCloud", "on-premises")),
    "container orchestration": (("container orchestration", "orchestration", "containers"),
                                ("Kubernetes", "k8s", "EKS", "ECS", "Fargate", "Nomad", "Docker Swarm",
                                 "OpenShift")),
    "infrastructure as code": (("infrastructure as code", "provisioning"),
                               ("Terraform", "CloudFormation", "Pulumi", "CDK")),
    "configuration management": (("configuration management",), ("Puppet", "Puppetmaster", "Chef", "Ansible",
                                                                   "Salt")),
    "continuous integration": (("continuous integration", "CI", "CI/CD", "pipeline"),
                               ("Jenkins", "GitHub Actions", "Travis", "CircleCI", "GitLab CI", "Concourse",
                                "Buildkite")),
    "build tool": (("build tool", "build"), ("Gradle", "Maven", "Ant", "Bazel", "Make", "webpack", "npm",
                                             "Yarn")),
    "logging": (("logging", "logs", "log"), ("SLF4J", "Log4j", "Log4j2", "Logback", "Logstash", "Fluentd",
                                             "Splunk", "tinylog")),
    "monitoring": (("monitoring", "metrics", "alerting", "observability"),
                   ("Prometheus", "Grafana", "Datadog", "Icinga", "Nagios", "New Relic", "Sentry",
                    "OpenTelemetry")),
    "search engine": (("search engine", "search", "full-text search"), ("Elasticsearch", "OpenSearch", "Solr",
                                                                        "Lucene")),
    "programming language": (("programming language", "language"),
                             ("Python", "Java", "Go", "Golang", "Rust", "Ruby", "JavaScript", "TypeScript",
                              "Kotlin", "Scala", "Elixir", "C#")),
    "UI framework": (("UI framework", "frontend", "front end", "user interface", "GUI"),
                     ("React", "Vue", "Angular", "Svelte", "JavaFX", "Swing")),
    "testing framework": (("testing framework", "testing", "tests"), ("JUnit", "JUnit5", "TestNG", "pytest",
                                                                       "RSpec", "Jest", "Mockito", "Cypress")),
    "authentication": (("authentication", "auth", "login", "identity", "single sign-on", "SSO"),
                       ("OAuth", "OIDC", "OpenID Connect", "SAML", "Keycloak", "Auth0", "Cognito", "LDAP")),
    "DNS": (("DNS", "domain", "domains"), ("Route53", "Route 53")),
    "secrets management": (("secrets management", "secrets", "credentials"), ("Vault", "sops", "KMS",
                                                                               "Secrets Manager")),
    "load balancer": (("load balancer", "load balancing"), ("ELB", "ALB", "NLB", "HAProxy", "nginx")),
    "certificates": (("certificates", "TLS", "SSL"), ("ACM", "Let's Encrypt")),
    "translation": (("translation", "translations", "localisation", "localization", "i18n"),
                    ("Crowdin", "Transifex")),
    "decision records": (("decision records", "architecture decision records", "ADR", "ADRs"), ("MADR",
                                                                                                "Nygard")),
    "object storage": (("object storage", "file storage", "blob storage"), ("S3", "EFS", "GCS")),
    "serialization format": (("serialization format", "format"), ("JSON", "YAML", "XML", "Protobuf",
                                                                  "Protocol Buffers", "Avro", "TOML", "CSV")),
    "template engine": (("template engine", "templating"), ("Velocity", "Freemarker", "Thymeleaf", "Jinja",
                                                            "Handlebars", "Mustache")),
    "version control": (("version control", "source control", "git"), ("GitHub", "GitLab", "Bitbucket")),
}
# A query word that names a kind also reaches its products, at this weight (a product named in the question
# counts fully).
RELATED_WEIGHT = 0.5
# Words of a kind's names too common to name it alone: they reach the kind only inside a longer name.
_TOO_COMMON = frozenset({"build", "format", "language", "log", "platform", "search", "tests", "testing",
                         "domain", "domains", "api", "apis", "endpoint", "endpoints", "go", "make", "ant", "db",
                         "ci", "identity", "login", "queue", "queues", "storage", "cloud", "containers",
                         "secrets", "credentials", "logs", "metrics", "frontend", "front end", "gui", "auth",
                         "orchestration", "provisioning", "pipeline", "git", "persistence"})


def kind_name(kind: str) -> str:
    return KINDS[kind][0][0]


@lru_cache(maxsize=1)
def _pattern() -> tuple[re.Pattern[str], dict[str, str]]:
    owner: dict[str, str] = {}
    for kind, (names, products) in KINDS.items():
        for name in (*names, *products):
            owner.setdefault(name.casefold(), kind)
    # Longest first, so "Amazon Web Services" wins over "AWS"-like prefixes and "SQL Server" over "SQL".
    ordered = sorted(owner, key=len, reverse=True)
    alternatives = "|".join(re.escape(name) for name in ordered)
    return re.compile(rf"(?<![\w/.-])(?:{alternatives})(?![\w/-])", re.IGNORECASE), owner


def terms_in(text: str) -> list[tuple[str, str]]:
    """(term as written, its kind) of every name of the thesaurus in the text, in order."""
    pattern, owner = _pattern()
    return [(m.group(0), owner[m.group(0).casefold()]) for m in pattern.finditer(text)]


# Words that may follow a product in a value without making it another thing (`PostgreSQL 11`, `H2 Database
# Engine`, `JSON format`); "Java Native Access" is not Java.
_GENERIC_TAIL = lazy(r"^(?:\s+(?:v?\d[\w.]*|database|db|engine|server|cluster|instance|instances|service|"
                     r"format|api|sdk|library|client|binding|edition|cloud|managed|hosted|multi-region))*$",
                     re.I)


def kind_of(value: str) -> str | None:
    """The kind a chosen value is (`PostgreSQL 11` -> datastore): the value is one of the thesaurus' names or
    products, perhaps with a version or a generic word after it; else None."""
    for term, kind in terms_in(value)[:1]:
        start = value.casefold().find(term.casefold())
        if start == 0 and term.casefold() not in _TOO_COMMON and _GENERIC_TAIL.match(value[len(term):]):
            return kind
    return None


def names_product(text: str) -> bool:
    """Whether the text names one of the thesaurus' products or kinds (a word too common to say so alone
    does not count)."""
    return any(term.casefold() not in _TOO_COMMON for term, _kind in terms_in(text))


def role_kind(phrase: str) -> str | None:
    """The kind a phrase names as a role (`our hosting provider`, `internal SQL database`): by the kind's own
    names, not its products."""
    for term, kind in terms_in(phrase):
        folded = term.casefold()
        if folded not in _TOO_COMMON and folded in {n.casefold() for n in KINDS[kind][0]}:
            return kind
    return None


def expand(words: list[str]) -> dict[str, float]:
    """A question's words and the words they reach: each word itself (1.0), and (`RELATED_WEIGHT`) for a word or
    words naming a kind, the kind's other one-word names and its products; for a product, the kind's names."""
    found: dict[str, float] = {w: 1.0 for w in words}
    text = " ".join(words)
    for term, kind in terms_in(text):
        if term.casefold() in _TOO_COMMON and " " not in term:
            continue
        names, products = KINDS[kind]
        # A kind's name reaches its products; a product reaches the kind's names, not the other products (a
        # question about PostgreSQL is not one about MySQL).
        named = term.casefold() in {n.casefold() for n in names}
        for name in (*names, *products) if named else names:
            word = name.casefold()
            # One-word names only: the words of "SQL Server" or "web service" alone would reach everything.
            if re.fullmatch(r"\w+", word) and word not in found and word not in _TOO_COMMON:
                found[word] = RELATED_WEIGHT
    return found
