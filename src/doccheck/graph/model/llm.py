"""The language model of `extract = "llm"`: graphiti-core's generic OpenAI-compatible client, made accountable.

Any server that speaks OpenAI's `/chat/completions` works: OpenAI itself, Ollama (`http://localhost:11434/v1`),
vLLM, llama.cpp, LiteLLM. On top of graphiti-core's ``OpenAIGenericClient`` this client

- counts every request and the tokens each response's ``usage`` reports, for the sync's cost summary;
- caps each request's output tokens by the response model Graphiti asks for (``max-tokens``), and stops the run
  when its budget of tokens or seconds is spent;
- sends the response's JSON schema the way the server takes it (``structured-output``; ``auto`` tries
  ``json_schema``, then the schema inside ``json_object`` as llama-cpp-python takes it, then the schema in the
  prompt, each time the server rejects the format);
- retries rate limits (429, honouring ``Retry-After``), server errors (5xx) and refused connections with
  exponential backoff, itself: graphiti's own retry waits at least 5 s a time and also re-asks on malformed
  output, and the OpenAI SDK's retries are turned off so that no request is counted twice or retried twice;
- checks each answer against the response model Graphiti asked for, so a model that cannot fill the schema
  fails with a message that says which schema, instead of a ``KeyError`` deep inside Graphiti;
- uses ``small_model`` for the prompts Graphiti marks as small (the generic client ignores it);
- turns every failure into one ``LLMCallError`` whose message names the endpoint and the cause.
"""

from __future__ import annotations

import os

# Graphiti sends telemetry unless this is off; set it before graphiti_core is first imported.
os.environ["GRAPHITI_TELEMETRY_ENABLED"] = "false"

import asyncio
import inspect
import json
import random
import time
from collections.abc import Callable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

import openai
from graphiti_core.llm_client.config import DEFAULT_MAX_TOKENS, LLMConfig, ModelSize
from graphiti_core.llm_client.openai_generic_client import OpenAIGenericClient
from pydantic import BaseModel, ValidationError

from doccheck.config.schema import MAX_OUTPUT_TOKENS
from doccheck.graph.errors import GraphError

if TYPE_CHECKING:
    from graphiti_core.prompts.models import Message

    from doccheck.config.schema import LLMConfig as LLMConfigModel

KEY_ENVS = ("DOCCHECK_LLM_API_KEY", "OPENAI_API_KEY")
_NO_KEY = "no-key"  # local servers (Ollama, vLLM) take any key, but the OpenAI SDK insists on one
BACKOFF_BASE = 1.0  # seconds before the first retry; doubled each time, with jitter
BACKOFF_MAX = 60.0  # no single wait is longer, whatever Retry-After says
FORMATS = ("json_schema", "json_object_schema", "json_object")  # what `auto` tries, in this order
# In json_object_schema mode the server turns the schema into a grammar the answer must follow: bounded lists and
# strings make it end, where a small model would repeat itself to the token cap (SmolLM2-135M did, in ExtractedEdges).
MAX_ITEMS = 10  # per list: entities or facts of one document section
MAX_CHARS = 200  # per string: a name, a fact, a summary
SCHEMA_IN_PROMPT = "\n\nRespond with a JSON object in the following format:\n\n"  # graphiti-core's own wording


class LLMSettings(NamedTuple):
    base_url: str | None
    model: str
    small_model: str | None = None
    api_key_env: str | None = None
    structured_output: str = "auto"
    concurrency: int = 4
    timeout: float = 120.0
    retries: int = 5
    confidence: float = 0.7
    max_tokens: Mapping[str, int] = MAX_OUTPUT_TOKENS
    budget_tokens: int | None = None
    budget_seconds: float | None = None

    @classmethod
    def from_config(cls, model: LLMConfigModel) -> LLMSettings:
        return cls(model.base_url, model.model, model.small_model, model.api_key_env, model.structured_output,
                   model.concurrency, model.timeout, model.retries, model.confidence,
                   {**MAX_OUTPUT_TOKENS, **model.max_tokens}, model.budget_tokens, model.budget_seconds)

    def output_cap(self, schema: str) -> int:
        return self.max_tokens.get(schema) or self.max_tokens.get("default") or MAX_OUTPUT_TOKENS["default"]

    @property
    def endpoint(self) -> str:
        return self.base_url or "OpenAI's API"


class LLMCallError(GraphError):
    """A model request that failed for good; ``cause`` is one of the CAUSES, ``fatal`` stops the whole run."""

    def __init__(self, cause: str, message: str, fatal: bool = False) -> None:
        super().__init__(message)
        self.cause = cause
        self.fatal = fatal  # the next request would fail the same way: wrong key, endpoint down, unknown model


@dataclass
class Usage:
    """What the model was asked and what it answered, from the responses' own ``usage``."""

    requests: int = 0  # answered requests (each is billed)
    failed: int = 0  # requests that got an error: rate limits, server errors, refused connections, timeouts
    retries: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    by_schema: dict[str, int] = field(default_factory=dict)  # answered requests per response model
    longest: dict[str, int] = field(default_factory=dict)  # the most completion tokens of one answer, per model

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def as_dict(self) -> dict[str, Any]:
        return {"requests": self.requests, "failed": self.failed, "retries": self.retries,
                "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "total_tokens": self.total_tokens, "by_schema": dict(sorted(self.by_schema.items())),
                "longest_answer": dict(sorted(self.longest.items()))}


class Budget:
    """What one run may spend on the model: tokens (prompt + completion, as answered) and seconds from its start."""

    def __init__(self, tokens: int | None, seconds: float | None) -> None:
        self.tokens, self.seconds = tokens, seconds
        self.started = time.monotonic()

    def seconds_left(self) -> float | None:
        return None if self.seconds is None else self.seconds - (time.monotonic() - self.started)

    def tokens_left(self, usage: Usage) -> int | None:
        return None if self.tokens is None else self.tokens - usage.total_tokens

    def check(self, usage: Usage) -> None:
        """Raise the fatal ``budget`` error once either is spent."""
        left = self.seconds_left()
        if left is not None and left <= 0:
            raise LLMCallError("budget", f"the run's budget of {self.seconds:g} s is spent; raise "
                                         "[tool.doccheck.sync.llm] budget-seconds, or sync again to go on", fatal=True)
        tokens = self.tokens_left(usage)
        if tokens is not None and tokens <= 0:
            raise LLMCallError("budget", f"the run's budget of {self.tokens:,} tokens is spent ({usage.total_tokens:,} "
                                         "used); raise [tool.doccheck.sync.llm] budget-tokens, or sync again to go on",
                               fatal=True)


# The usage of the episode being extracted in this task (Graphiti's own tasks inherit it), for its log line.
EPISODE_USAGE: ContextVar[Usage | None] = ContextVar("doccheck_episode_usage", default=None)


def api_key(settings: LLMSettings, environ: dict[str, str] | None = None) -> str:
    """The key from the configured variable, else DOCCHECK_LLM_API_KEY, else OPENAI_API_KEY.

    OpenAI's own API needs one; a local server does not, and gets a placeholder (it will say 401 if it
    wanted a key, and that message names the variables to set).
    """
    env = os.environ if environ is None else environ
    names = (settings.api_key_env,) if settings.api_key_env else KEY_ENVS
    for name in names:
        if env.get(name):
            return env[name]
    if settings.base_url is None:
        raise GraphError(f"extract = \"llm\" with OpenAI's API needs an API key: set {' or '.join(names)} "
                         "(or set [tool.doccheck.sync.llm] base-url to a local server such as Ollama)")
    return _NO_KEY


def require_hook(cls: type, name: str, parameters: tuple[str, ...], called_by: str) -> None:
    """Refuse to run when a private graphiti-core method doccheck overrides has changed.

    An override of ``cls.name`` that graphiti-core renamed, gave other parameters or stopped calling from
    ``cls.called_by`` would simply never run: no accounting, no retries, no hook, and no error either.
    """
    method, caller = getattr(cls, name, None), getattr(cls, called_by, None)
    found = tuple(inspect.signature(method).parameters)[1:] if callable(method) else ()
    code = getattr(inspect.unwrap(caller), "__code__", None) if callable(caller) else None
    if found[: len(parameters)] != parameters or code is None or name not in code.co_names:
        from importlib.metadata import version

        raise GraphError(f"graphiti-core {version('graphiti-core')} changed {cls.__name__}.{name}, which doccheck's "
                         f"model extraction hooks into (expected {name}({', '.join(parameters)}, ...) called by "
                         f"{called_by}); install the graphiti-core version doccheck pins")


def make_llm_client(settings: LLMSettings, usage: Usage, environ: dict[str, str] | None = None,
                    log: Callable[[str], None] | None = None) -> AccountedLLMClient:
    require_hook(OpenAIGenericClient, "_generate_response_with_retry",
                 ("messages", "response_model", "max_tokens", "model_size", "model"), "generate_response")
    key = api_key(settings, environ)
    client = openai.AsyncOpenAI(api_key=key, base_url=settings.base_url, timeout=settings.timeout, max_retries=0)
    # Graphiti's default cap is the largest of ours, so that the cap of each response model is what decides.
    config = LLMConfig(api_key=key, model=settings.model, base_url=settings.base_url,
                       small_model=settings.small_model, temperature=0.0, max_tokens=max(settings.max_tokens.values()))
    return AccountedLLMClient(settings, usage, config, client, log)


class AccountedLLMClient(OpenAIGenericClient):
    """graphiti-core's generic client with doccheck's accounting, retries and schema check (see the module)."""

    def __init__(self, settings: LLMSettings, usage: Usage, config: LLMConfig, client: openai.AsyncOpenAI,
                 log: Callable[[str], None] | None = None) -> None:
        # The schema is put in the prompt here (`_generate_response`), for whichever format a request is sent in.
        mode: Literal["json_schema"] = "json_schema"
        super().__init__(config, client=client, max_tokens=config.max_tokens, structured_output_mode=mode)
        self.settings = settings
        self.usage = usage
        self.budget = Budget(settings.budget_tokens, settings.budget_seconds)
        self.format = FORMATS[0] if settings.structured_output == "auto" else settings.structured_output
        self.log = log or (lambda _line: None)

    async def _generate_response_with_retry(  # type: ignore[override]  # graphiti's is tenacity-wrapped
        self,
        messages: list[Message],
        response_model: type[BaseModel] | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        model_size: ModelSize = ModelSize.medium,
        *,
        model: str | None = None,
    ) -> dict[str, Any]:
        attempt = 0
        while True:
            self.budget.check(self.usage)
            sent = self.format
            try:
                return await self._generate_response(messages, response_model, max_tokens, model_size, model=model)
            except openai.APIError as exc:
                for usage in self._usages():
                    usage.failed += 1
                if self._fall_back(exc, sent):
                    continue
                delay = self._retry_delay(exc, attempt)
                if delay is None:
                    raise self._explain(exc, response_model) from None
            attempt += 1
            for usage in self._usages():
                usage.retries += 1
            await asyncio.sleep(delay)

    def _fall_back(self, exc: openai.APIError, sent: str) -> bool:
        """`auto`: the server rejected the format ``sent``; use the next one from now on (True), or give up."""
        if self.settings.structured_output != "auto" or sent == "json_object" or not rejects_format(exc, sent):
            return False
        if self.format == sent:  # the first of the requests in flight to learn it says so
            self.format = FORMATS[FORMATS.index(sent) + 1]
            self.log(f"{self.settings.endpoint} rejected structured output {sent} ({_body(exc)[:120]}); sending "
                     f"{self.format} from now on (set [tool.doccheck.sync.llm] structured-output = "
                     f"\"{self.format}\" to skip this)")
        return True

    def _build_response_format(self, response_model: type[BaseModel] | None) -> dict[str, Any]:
        return response_format(self.format, response_model)

    def _usages(self) -> list[Usage]:
        episode = EPISODE_USAGE.get()
        return [self.usage] if episode is None or episode is self.usage else [self.usage, episode]

    async def _generate_response(
        self,
        messages: list[Message],
        response_model: type[BaseModel] | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        model_size: ModelSize = ModelSize.medium,
        *,
        model: str | None = None,
    ) -> dict[str, Any]:
        chosen = model or (self.small_model if model_size == ModelSize.small and self.small_model else self.model)
        sent: list[Any] = [{"role": m.role, "content": self._clean_input(m.content)}
                           for m in messages if m.role in ("user", "system")]
        schema = response_model.__name__ if response_model is not None else "text"
        fmt = self.format
        if response_model is not None and fmt == "json_object" and sent and SCHEMA_IN_PROMPT not in sent[-1]["content"]:
            sent[-1]["content"] += SCHEMA_IN_PROMPT + json.dumps(response_model.model_json_schema())
        cap = min(max_tokens, self.settings.output_cap(schema))
        tokens_left = self.budget.tokens_left(self.usage)
        seconds_left = self.budget.seconds_left()
        response = await self.client.chat.completions.create(  # type: ignore[call-overload]
            model=chosen or self.settings.model,
            messages=sent,
            temperature=self.temperature,
            max_tokens=max(1, min(cap, tokens_left)) if tokens_left is not None else cap,
            response_format=response_format(fmt, response_model),
            timeout=self.settings.timeout if seconds_left is None else max(0.01, min(self.settings.timeout,
                                                                                     seconds_left)),
        )
        completion = (response.usage.completion_tokens or 0) if response.usage is not None else 0
        for usage in self._usages():
            usage.requests += 1
            usage.by_schema[schema] = usage.by_schema.get(schema, 0) + 1
            usage.longest[schema] = max(usage.longest.get(schema, 0), completion)
            if response.usage is not None:
                usage.prompt_tokens += response.usage.prompt_tokens or 0
                usage.completion_tokens += completion
        text = response.choices[0].message.content if response.choices else None
        reason = response.choices[0].finish_reason if response.choices else "no choices"
        if not text:
            raise LLMCallError("malformed", f"{self.settings.model} returned an empty answer to {schema} "
                                            f"(finish reason: {reason})")
        try:
            # strict=False: a raw newline or tab inside a string is still the answer (small local models write them).
            data = json.loads(self._strip_code_fences(text), strict=False)
        except json.JSONDecodeError as exc:
            if reason == "length":
                raise LLMCallError("length", f"{self.settings.model}'s answer to {schema} reached its cap of "
                                             f"{cap} output tokens unfinished ({_excerpt(text)}); raise "
                                             f"[tool.doccheck.sync.llm] max-tokens.{schema} if the answer was "
                                             "going somewhere, else the model is repeating itself") from None
            raise LLMCallError("malformed", f"{self.settings.model} answered {schema} with text that is not "
                                            f"JSON ({exc.msg} at char {exc.pos}: {_excerpt(text)}){_hint(self)}"
                               ) from None
        if not isinstance(data, dict):
            raise LLMCallError("malformed", f"{self.settings.model} answered {schema} with a JSON "
                                            f"{type(data).__name__}, not an object: {_excerpt(text)}")
        if response_model is not None:
            try:
                response_model.model_validate(data)
            except ValidationError as exc:
                first = exc.errors()[0]
                where = ".".join(str(p) for p in first["loc"]) or "(top level)"
                raise LLMCallError("malformed", f"{self.settings.model}'s answer does not fit {schema}: {where}: "
                                                f"{first['msg']} ({exc.error_count()} error"
                                                f"{'s' * (exc.error_count() != 1)}){_hint(self)}") from None
        return data

    def _retry_delay(self, exc: openai.APIError, attempt: int) -> float | None:
        """Seconds to wait before trying again, or None when another try cannot help."""
        if attempt >= self.settings.retries:
            return None
        transient = isinstance(exc, openai.RateLimitError | openai.InternalServerError | openai.APIConnectionError)
        if isinstance(exc, openai.APITimeoutError):  # a model too slow for the timeout stays too slow
            transient = False
        if isinstance(exc, openai.APIStatusError) and exc.status_code in (408, 409, 502, 503, 504):
            transient = True
        if rejects_format(exc, self.format):  # the same request gets the same answer
            transient = False
        if not transient:
            return None
        backoff = min(BACKOFF_BASE * 2.0**attempt, BACKOFF_MAX) * random.uniform(0.8, 1.2)
        if isinstance(exc, openai.APIStatusError):
            told = retry_after(exc.response.headers)
            if told is not None:
                return min(max(told, 0.0), BACKOFF_MAX)
        return backoff

    def _explain(self, exc: openai.APIError, response_model: type[BaseModel] | None) -> LLMCallError:
        where = self.settings.endpoint
        asked = f" for {response_model.__name__}" if response_model is not None else ""
        if isinstance(exc, openai.APITimeoutError):
            left = self.budget.seconds_left()
            if left is not None and left <= 0.05:
                try:
                    self.budget.check(self.usage)
                except LLMCallError as spent:
                    return spent
            return LLMCallError("timeout", f"{where} did not answer{asked} within {self.settings.timeout:g} s; "
                                           "raise [tool.doccheck.sync.llm] timeout for a slow model")
        if isinstance(exc, openai.APIConnectionError):
            return LLMCallError("unreachable", f"cannot reach {where}: {_cause(exc)}; is the server running?",
                                fatal=True)
        if isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError):
            names = (self.settings.api_key_env,) if self.settings.api_key_env else KEY_ENVS
            return LLMCallError("auth", f"{where} refused the API key ({exc.status_code}): set "
                                        f"{' or '.join(names)} to a valid key", fatal=True)
        if isinstance(exc, openai.NotFoundError):
            return LLMCallError("not-found", f"{where} does not know model {self.settings.model!r} or has no "
                                             f"/chat/completions (404): {_body(exc)}", fatal=True)
        if isinstance(exc, openai.RateLimitError):
            return LLMCallError("rate-limit", f"{where} kept rate-limiting (429) after {self.settings.retries} "
                                              f"retries{asked}; lower [tool.doccheck.sync.llm] concurrency")
        if isinstance(exc, openai.APIStatusError) and (
                isinstance(exc, openai.BadRequestError | openai.UnprocessableEntityError)
                or rejects_format(exc, self.format)):
            return LLMCallError("bad-request", f"{where} rejected the request{asked} ({exc.status_code}): "
                                               f"{_body(exc)}{_hint(self)}")
        if isinstance(exc, openai.APIStatusError):
            return LLMCallError("server-error", f"{where} failed{asked} ({exc.status_code}): {_body(exc)}")
        return LLMCallError("error", f"{where} failed{asked}: {_cause(exc)}")


def retry_after(headers: Any) -> float | None:
    """Seconds from ``retry-after-ms`` or ``Retry-After`` (seconds or an HTTP date), if the server said."""
    millis = headers.get("retry-after-ms")
    if millis:
        try:
            return float(millis) / 1000
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return float(value)
    except ValueError:
        pass
    try:
        from datetime import UTC, datetime

        return (parsedate_to_datetime(value) - datetime.now(UTC)).total_seconds()
    except (TypeError, ValueError):
        return None


def rejects_format(exc: openai.APIError, sent: str) -> bool:
    """Whether the server refused the request for its ``response_format`` (sent in format ``sent``).

    A 400 or 422 that names it; or a 500 that calls it a validation error, as llama-cpp-python 0.3 answers
    ``json_schema`` (``500 - 1 validation error: ... 'response_format', 'type' ... Input should be 'text' or
    'json_object'``).
    """
    status = getattr(exc, "status_code", None)
    said = _body(exc).casefold()
    if status == 500:
        return "validation error" in said and "response_format" in said
    return status in (400, 422) and ("response_format" in said or ("json_schema" if sent == "json_schema"
                                                                    else "schema") in said)


def response_format(fmt: str, response_model: type[BaseModel] | None) -> dict[str, Any]:
    """The request's ``response_format`` in the format ``fmt`` (one of FORMATS); plain JSON without a model."""
    if response_model is None or fmt == "json_object":
        return {"type": "json_object"}
    schema = response_model.model_json_schema()
    if fmt == "json_object_schema":
        return {"type": "json_object", "schema": bounded(schema)}
    return {"type": "json_schema", "json_schema": {"name": response_model.__name__, "schema": schema}}


def bounded(schema: Any, dated: bool = False) -> Any:
    """``schema`` with every list and string given an upper bound where it has none (see MAX_ITEMS).

    A string that is a date (``dated``: the property's description says ISO 8601, as Graphiti's ``valid_at`` and
    ``invalid_at`` do) gets JSON Schema's ``format: date-time`` instead, which the grammar holds to a timestamp:
    without it SmolLM2-135M wrote up to MAX_CHARS of prose where a date goes, which Graphiti then drops.
    """
    if isinstance(schema, list):
        return [bounded(item, dated) for item in schema]
    if not isinstance(schema, dict):
        return schema
    is_date = dated or "ISO 8601" in str(schema.get("description", ""))
    out = {key: bounded(value, is_date and key in ("anyOf", "oneOf")) for key, value in schema.items()}
    if out.get("type") == "array":
        out.setdefault("maxItems", MAX_ITEMS)
    if out.get("type") == "string":
        if is_date:
            out.setdefault("format", "date-time")
        else:
            out.setdefault("maxLength", MAX_CHARS)
    return out


def _hint(client: AccountedLLMClient) -> str:
    if client.format == "json_schema":
        return ("; if this server does not constrain answers to the schema, set [tool.doccheck.sync.llm] "
                "structured-output = \"json_object_schema\" (llama-cpp-python) or \"json_object\"")
    return "; a larger model may follow the schema better"


def _excerpt(text: str, limit: int = 80) -> str:
    flat = " ".join(text.split())
    return repr(flat if len(flat) <= limit else flat[: limit - 3] + "...")


def _body(exc: openai.APIError) -> str:
    message = getattr(exc, "message", "") or str(exc)
    return " ".join(message.split())[:200]


def _cause(exc: BaseException) -> str:
    inner = exc.__cause__ or exc.__context__
    text = " ".join(str(inner or exc).split())
    return text or type(inner or exc).__name__
