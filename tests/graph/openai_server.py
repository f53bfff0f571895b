"""A real OpenAI-compatible HTTP server on 127.0.0.1 that answers graphiti-core's requests from recordings.

graphiti-core asks for JSON that fits a response model, named in the request (`response_format.json_schema.name`,
the title of the schema inside `response_format` as llama-cpp-python takes it, or the schema's title inside the
prompt in `json_object` mode). `RecordedModel` answers each model it knows
from a table of recorded extractions (which sentence yields which entities and facts, and which older facts a
new one contradicts), reading the prompt's tagged sections the way a model would. Tests put replies in front
of it with `OpenAIServer.script` (a 429, a malformed answer, a 401, a slow answer) and read what was asked
and what usage was answered from `requests` and `usage`. `OpenAIServer(formats=LLAMA_CPP_PYTHON)` rejects
`json_schema` in llama-cpp-python 0.3's words (a 500); without "json_object_schema" among its formats it rejects
a schema inside `json_object` (a 400, in OpenAI's words).
"""

from __future__ import annotations

import ast
import json
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, NamedTuple


class ChatRequest(NamedTuple):
    path: str
    headers: dict[str, str]  # names in lower case
    body: dict[str, Any]
    at: float  # time.monotonic() when it arrived

    @property
    def schema(self) -> str | None:
        response_format = self.body.get("response_format") or {}
        if response_format.get("type") == "json_schema":
            return str(response_format["json_schema"]["name"])
        if isinstance(response_format.get("schema"), dict):
            return str(response_format["schema"].get("title"))
        found = re.search(r"Respond with a JSON object in the following format:\s*(\{.*\})\s*$", self.text, re.S)
        return str(json.loads(found.group(1)).get("title")) if found else None

    @property
    def format(self) -> str:
        """How the schema was sent: json_schema, json_object_schema (inside json_object), json_object, text."""
        response_format = self.body.get("response_format") or {}
        kind = str(response_format.get("type", "text"))
        return "json_object_schema" if kind == "json_object" and "schema" in response_format else kind

    @property
    def text(self) -> str:
        return "\n".join(str(m.get("content", "")) for m in self.body.get("messages", []))

    def section(self, tag: str) -> str:
        found = re.search(rf"<{re.escape(tag)}>\s*(.*?)\s*</{re.escape(tag)}>", self.text, re.S)
        return found.group(1) if found else ""


LLAMA_CPP_PYTHON = ("json_object_schema", "json_object")  # what llama-cpp-python 0.3's server takes


class Reply(NamedTuple):
    status: int = 200
    content: str | None = None  # the message content; None: ask the model
    headers: tuple[tuple[str, str], ...] = ()
    delay: float = 0.0  # seconds before answering
    finish_reason: str = "stop"


@dataclass(frozen=True)
class Recording:
    """What a model said about one sentence."""

    sentence: str
    entities: tuple[str, ...]
    facts: tuple[tuple[str, str, str, str], ...]  # (source, RELATION, target, fact)
    contradicts: tuple[str, ...] = ()  # words of the older facts this sentence's facts end


RECORDINGS = (
    Recording("The orders service uses PostgreSQL", ("orders service", "PostgreSQL"),
              (("orders service", "USES", "PostgreSQL", "The orders service uses PostgreSQL"),)),
    Recording("The orders service moves to CockroachDB", ("orders service", "CockroachDB"),
              (("orders service", "USES", "CockroachDB", "The orders service uses CockroachDB"),),
              contradicts=("PostgreSQL",)),
    Recording("The billing service uses Redis", ("billing service", "Redis"),
              (("billing service", "USES", "Redis", "The billing service uses Redis"),)),
    Recording("The search service uses OpenSearch", ("search service", "OpenSearch"),
              (("search service", "USES", "OpenSearch", "The search service uses OpenSearch"),)),
    Recording("The datastore is now CockroachDB", ("datastore", "CockroachDB"),
              (("datastore", "IS", "CockroachDB", "The datastore is CockroachDB"),), contradicts=("PostgreSQL",)),
)


class RecordedModel:
    """Answers graphiti-core's prompts from RECORDINGS; an unknown response model is a test failure (500)."""

    def __init__(self, recordings: tuple[Recording, ...] = RECORDINGS) -> None:
        self.recordings = recordings

    def __call__(self, request: ChatRequest) -> dict[str, Any]:
        schema = request.schema
        if schema == "ExtractedEntities":
            said = self._said(request.section("TEXT") or request.text)
            names = dict.fromkeys(name for r in said for name in r.entities)
            return {"extracted_entities": [{"name": name, "entity_type_id": 0} for name in names]}
        if schema == "ExtractedEdges":
            said = self._said(request.text)
            return {"edges": [{"source_entity_name": s, "target_entity_name": t, "relation_type": rel, "fact": fact}
                              for r in said for s, rel, t, fact in r.facts]}
        if schema == "EdgeTimestamps":
            return {"valid_at": request.section("REFERENCE TIME") or None, "invalid_at": None}
        if schema == "EdgeDuplicate":
            return self._resolve(request)
        if schema == "SummarizedEntities":
            return {"summaries": []}
        if schema == "NodeResolutions":  # the same entity only under the same name
            entities = json.loads(request.section("ENTITIES") or "[]")
            existing = {c["name"].casefold(): c["candidate_id"]
                        for c in json.loads(request.section("EXISTING ENTITIES") or "[]")}
            return {"entity_resolutions": [{"id": e["id"], "name": e["name"],
                                            "duplicate_candidate_id": existing.get(e["name"].casefold(), -1)}
                                           for e in entities]}
        raise LookupError(f"no recording answers {schema}")

    def _said(self, text: str) -> list[Recording]:
        return [r for r in self.recordings if r.sentence.casefold() in text.casefold()]

    def _resolve(self, request: ChatRequest) -> dict[str, Any]:
        new = request.section("NEW FACT")
        existing = ast.literal_eval(request.section("EXISTING FACTS") or "[]")
        candidates = ast.literal_eval(request.section("FACT INVALIDATION CANDIDATES") or "[]")
        words = [w for r in self.recordings for _s, _rel, _t, fact in r.facts if fact == new for w in r.contradicts]
        duplicates = [f["idx"] for f in existing if f["fact"] == new]
        contradicted = [f["idx"] for f in [*existing, *candidates]
                        if f["fact"] != new and any(w.casefold() in f["fact"].casefold() for w in words)]
        return {"duplicate_facts": duplicates, "contradicted_facts": contradicted}


def tokens(text: str) -> int:
    return max(1, len(text) // 4)


@dataclass
class OpenAIServer:
    """`with OpenAIServer() as server:` serves `server.url` (an OpenAI base URL) until the block ends."""

    model: Callable[[ChatRequest], dict[str, Any]] = field(default_factory=RecordedModel)
    requests: list[ChatRequest] = field(default_factory=list)
    script: list[tuple[Callable[[ChatRequest], bool], Reply]] = field(default_factory=list)  # first match wins
    usage: dict[str, int] = field(default_factory=lambda: {"prompt_tokens": 0, "completion_tokens": 0})
    on_request: Callable[[int, ChatRequest], None] | None = None  # called with the request's number (1-based)
    formats: tuple[str, ...] = ("json_schema", "json_object_schema", "json_object")  # the ones it accepts
    _server: ThreadingHTTPServer | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def fail(self, reply: Reply, when: Callable[[ChatRequest], bool] = lambda _r: True, times: int = 1) -> None:
        """Answer the next `times` requests that match `when` with `reply` instead of the model."""
        for _ in range(times):
            self.script.append((when, reply))

    def asked(self, schema: str) -> list[ChatRequest]:
        return [r for r in self.requests if r.schema == schema]

    def __enter__(self) -> OpenAIServer:
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                headers = {k.lower(): v for k, v in self.headers.items()}
                request = ChatRequest(self.path, headers, json.loads(self.rfile.read(length)), time.monotonic())
                status, body, reply_headers, delay = owner._answer(request)
                if delay:
                    time.sleep(delay)
                data = json.dumps(body).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for name, value in reply_headers:
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test)

            def log_message(self, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        assert self._server is not None
        self._server.shutdown()
        self._server.server_close()

    def _answer(self, request: ChatRequest) -> tuple[int, dict[str, Any], tuple[tuple[str, str], ...], float]:
        with self._lock:
            self.requests.append(request)
            number = len(self.requests)
            scripted = next((i for i, (when, _) in enumerate(self.script) if when(request)), None)
            reply = self.script.pop(scripted)[1] if scripted is not None else Reply()
        if self.on_request is not None:
            self.on_request(number, request)
        if request.format == "json_schema" and "json_schema" not in self.formats:  # llama-cpp-python's words
            message = ("1 validation error: {'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), "
                       "'msg': \"Input should be 'text' or 'json_object'\", 'input': 'json_schema', 'ctx': "
                       "{'expected': \"'text' or 'json_object'\"}}")
            return 500, {"error": {"message": message, "type": "internal_server_error", "param": None,
                                   "code": None}}, (), 0.0
        if request.format == "json_object_schema" and "json_object_schema" not in self.formats:
            message = "Unrecognized request argument supplied: response_format.schema"
            return 400, {"error": {"message": message, "type": "invalid_request_error"}}, (), 0.0
        if reply.status != 200:
            error = {"error": {"message": reply.content or f"status {reply.status}", "type": "test", "code": None}}
            return reply.status, error, reply.headers, reply.delay
        if reply.content is not None:
            content = reply.content
        else:
            try:
                content = json.dumps(self.model(request))
            except LookupError as exc:
                return 500, {"error": {"message": str(exc), "type": "test"}}, (), 0.0
        usage = {"prompt_tokens": tokens(request.text), "completion_tokens": tokens(content)}
        with self._lock:
            for key, value in usage.items():
                self.usage[key] += value
        return 200, {
            "id": f"chatcmpl-{number}", "object": "chat.completion", "created": 0, "model": request.body.get("model"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                         "finish_reason": reply.finish_reason}],
            "usage": {**usage, "total_tokens": sum(usage.values())},
        }, reply.headers, reply.delay
