"""The language model of `extract = "llm"`: graphiti-core's generic OpenAI-compatible client, made accountable.

Any server that speaks OpenAI's `/chat/completions` works: OpenAI itself, Ollama (`http://localhost:11434/v1`),
vLLM, llama.cpp, LiteLLM. On top of graphiti-core's ``OpenAIGenericClient`` this client

- counts every request and the tokens each response's ``usage`` reports, for the sync's cost summary;
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
from contextvars import ContextVar
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

import openai
from graphiti_core.llm_client.config import DEFAULT_MAX_TOKENS, LLMConfig, ModelSize
from graphiti_core.llm_client.openai_generic_client import OpenAIGenericClient
from pydantic import BaseModel, ValidationError

from doccheck.graph.errors import GraphError

if TYPE_CHECKING:
    from graphiti_core.prompts.models import Message

    from doccheck.config_schema import LLMConfig as LLMConfigModel

KEY_ENVS = ("DOCCHECK_LLM_API_KEY", "OPENAI_API_KEY")
_NO_KEY = "no-key"  # local servers (Ollama, vLLM) take any key, but the OpenAI SDK insists on one
BACKOFF_BASE = 1.0  # seconds before the first retry; doubled each time, with jitter
BACKOFF_MAX = 60.0  # no single wait is longer, whatever Retry-After says
# A reply longer than this is cut off by the server; Graphiti's own default (16k) exceeds many local models.
MAX_TOKENS = 8192


class LLMSettings(NamedTuple):
    base_url: str | None
    model: str
    small_model: str | None = None
    api_key_env: str | None = None
    structured_output: str = "json_schema"
    concurrency: int = 4
    timeout: float = 120.0
    retries: int = 5
    confidence: float = 0.7

    @classmethod
    def from_config(cls, model: LLMConfigModel) -> LLMSettings:
        return cls(model.base_url, model.model, model.small_model, model.api_key_env, model.structured_output,
                   model.concurrency, model.timeout, model.retries, model.confidence)

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

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def as_dict(self) -> dict[str, Any]:
        return {"requests": self.requests, "failed": self.failed, "retries": self.retries,
                "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "total_tokens": self.total_tokens, "by_schema": dict(sorted(self.by_schema.items()))}


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


def make_llm_client(settings: LLMSettings, usage: Usage, environ: dict[str, str] | None = None) -> AccountedLLMClient:
    require_hook(OpenAIGenericClient, "_generate_response_with_retry",
                 ("messages", "response_model", "max_tokens", "model_size", "model"), "generate_response")
    key = api_key(settings, environ)
    client = openai.AsyncOpenAI(api_key=key, base_url=settings.base_url, timeout=settings.timeout, max_retries=0)
    config = LLMConfig(api_key=key, model=settings.model, base_url=settings.base_url,
                       small_model=settings.small_model, temperature=0.0, max_tokens=MAX_TOKENS)
    return AccountedLLMClient(settings, usage, config, client)


class AccountedLLMClient(OpenAIGenericClient):
    """graphiti-core's generic client with doccheck's accounting, retries and schema check (see the module)."""

    def __init__(self, settings: LLMSettings, usage: Usage, config: LLMConfig, client: openai.AsyncOpenAI) -> None:
        mode: Literal["json_schema", "json_object"] = (
            "json_object" if settings.structured_output == "json_object" else "json_schema")
        super().__init__(config, client=client, max_tokens=MAX_TOKENS, structured_output_mode=mode)
        self.settings = settings
        self.usage = usage

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
            try:
                return await self._generate_response(messages, response_model, max_tokens, model_size, model=model)
            except openai.APIError as exc:
                for usage in self._usages():
                    usage.failed += 1
                delay = self._retry_delay(exc, attempt)
                if delay is None:
                    raise self._explain(exc, response_model) from None
            attempt += 1
            for usage in self._usages():
                usage.retries += 1
            await asyncio.sleep(delay)

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
        response = await self.client.chat.completions.create(  # type: ignore[call-overload]
            model=chosen or self.settings.model,
            messages=sent,
            temperature=self.temperature,
            max_tokens=min(max_tokens, MAX_TOKENS),
            response_format=self._build_response_format(response_model),
        )
        schema = response_model.__name__ if response_model is not None else "text"
        for usage in self._usages():
            usage.requests += 1
            usage.by_schema[schema] = usage.by_schema.get(schema, 0) + 1
            if response.usage is not None:
                usage.prompt_tokens += response.usage.prompt_tokens or 0
                usage.completion_tokens += response.usage.completion_tokens or 0
        text = response.choices[0].message.content if response.choices else None
        if not text:
            reason = response.choices[0].finish_reason if response.choices else "no choices"
            raise LLMCallError("malformed", f"{self.settings.model} returned an empty answer to {schema} "
                                            f"(finish reason: {reason})")
        try:
            data = json.loads(self._strip_code_fences(text))
        except json.JSONDecodeError as exc:
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
        if isinstance(exc, openai.BadRequestError):
            return LLMCallError("bad-request", f"{where} rejected the request{asked} (400): {_body(exc)}"
                                               f"{_hint(self)}")
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


def _hint(client: AccountedLLMClient) -> str:
    if client.settings.structured_output == "json_schema":
        return ("; if this server does not support JSON schemas, set [tool.doccheck.sync.llm] "
                "structured-output = \"json_object\"")
    return "; a larger model may follow the schema better"


def _excerpt(text: str, limit: int = 80) -> str:
    flat = " ".join(text.split())
    return repr(flat if len(flat) <= limit else flat[: limit - 3] + "...")


def _body(exc: openai.APIStatusError) -> str:
    message = getattr(exc, "message", "") or str(exc)
    return " ".join(message.split())[:200]


def _cause(exc: BaseException) -> str:
    inner = exc.__cause__ or exc.__context__
    text = " ".join(str(inner or exc).split())
    return text or type(inner or exc).__name__
