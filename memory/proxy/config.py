"""What ``convmem serve`` runs with, checked before anything starts, and how each worker
process rebuilds the app from it.

With ``--workers N`` uvicorn starts N processes that each import the app; they cannot share
Python objects, so the configuration travels as JSON in an environment variable
(:data:`ENV`) and :func:`app_from_environment` builds each worker's memory and app from it.
Secrets never travel in it: the upstream and admin keys are read, in each worker, from the
environment variables the configuration *names*. Everything a bad value would break is
checked once, up front, by :meth:`ServeConfig.check` — a bad store URL, an unreadable tenants
file, ``--tenants`` with no upstream key (every request would reach the upstream without any
credential) — so a misconfigured proxy refuses to start instead of failing every request.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from convmem.core.memory import Memory
from convmem.errors import ConfigError
from convmem.providers.cpu import end_with_parent, one_blas_thread
from convmem.providers.servercount import ServerCount, ServerFacts
from convmem.providers.wire import bearer_headers
from convmem.proxy.handlers import PROVIDERS
from convmem.strategies import create

if TYPE_CHECKING:
    from fastapi import FastAPI

__all__ = ["ENV", "ServeConfig", "app_from_environment"]

ENV = "CONVMEM_SERVE_CONFIG"
_DEFAULT_WINDOW = 8192
_COMPATIBLE_MARGIN = 0.05
_OTHER_MARGIN = 0.1


def _is_openai(url: str) -> bool:
    """Whether ``url`` is OpenAI's own API (or Azure OpenAI), which counts as tiktoken does."""
    host = (urlsplit(url).hostname or "").lower()
    return host == "api.openai.com" or host.endswith(".openai.azure.com")


_RETRIEVING = ("rag", "hybrid", "dense")  # the strategies with a vector store


@dataclass
class ServeConfig:
    """The options of ``convmem serve`` (see ``convmem serve --help`` for each)."""

    upstream: str
    provider: str = "openai"
    store: str = "sqlite:///convmem.db"
    strategy: str = "window"
    window: int | None = None
    reserve_output: int = 1024
    tokenizer: str = "cl100k_base"
    safety_margin: float | None = None
    require_conversation: bool = False
    upstream_key_env: str = "CONVMEM_UPSTREAM_KEY"
    admin_key_env: str = "CONVMEM_ADMIN_KEY"
    tenants_file: str | None = None
    no_upstream_key: bool = False
    timeout: float = 600.0
    max_retries: int = 2
    lease_ttl: float = 10.0
    sqlite_synchronous: str = "normal"
    docs: bool = False
    vectors: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def margin(self) -> float:
        """The safety margin: as given (or as :meth:`resolve` chose it), else 0.1."""
        return self.safety_margin if self.safety_margin is not None else _OTHER_MARGIN

    def resolve(self, facts: ServerFacts | None = None) -> list[str]:
        """Fill the defaults that follow the server actually behind ``upstream``: the window
        it states (llama.cpp ``/props``, vLLM ``max_model_len``; else 8192) and a safety margin
        of 0 where our count is the provider's (OpenAI itself) or every prompt is checked by
        the server's own count (llama.cpp, vLLM), else 0.05 for other OpenAI-compatible
        servers (calibration learns from their usage) and 0.1 for the other providers.

        Args:
            facts: what a probe of the upstream found (probed here when not given).

        Returns:
            What was decided and why, for the startup log.
        """
        if facts is None and self.provider == "openai" and (
                self.window is None or self.safety_margin is None):
            import httpx

            from convmem.providers.http import client_options

            with httpx.Client(**client_options()) as client:
                key = os.environ.get(self.upstream_key_env)
                facts = ServerCount(client, self.upstream, bearer_headers(key, "*/*")).facts()
        said: list[str] = []
        if self.window is None:
            stated = facts.window if facts else None
            self.window = stated or _DEFAULT_WINDOW
            source = f"stated by the {facts.kind} upstream" if stated and facts else \
                "the default; the upstream states none"
            said.append(f"window {self.window} ({source})")
        if self.safety_margin is None:
            own = self.provider == "openai" and _is_openai(self.upstream)
            counts = bool(facts and facts.counts)
            self.safety_margin = 0.0 if own or counts else (
                _COMPATIBLE_MARGIN if self.provider == "openai" else _OTHER_MARGIN)
            said.append(f"safety margin {self.safety_margin:g} (" + (
                "OpenAI counts as we do" if own else "the upstream counts each prompt for us"
                if counts else "a tokenizer we do not have; calibration learns from usage")
                + ")")
        return said

    def tenants(self) -> dict[str, str] | None:
        """The proxy keys and their tenants from ``tenants_file``, if any.

        Raises:
            ConfigError: the file cannot be read or is not ``{"proxy key": "tenant"}``.
        """
        if not self.tenants_file:
            return None
        try:
            with open(self.tenants_file, encoding="utf-8") as fh:
                tenants = json.load(fh)
        except (OSError, ValueError) as exc:
            raise ConfigError(f"--tenants {self.tenants_file}: cannot read a JSON object "
                              f'{{"proxy key": "tenant"}} from it ({exc}).') from exc
        if not isinstance(tenants, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in tenants.items()):
            raise ConfigError(f"--tenants {self.tenants_file}: expected a JSON object mapping "
                              "proxy keys to tenant names.")
        return tenants

    def check(self) -> None:
        """Refuse what cannot work, before any worker starts.

        Raises:
            ConfigError: the value and the fix.
        """
        if self.provider not in PROVIDERS:
            raise ConfigError(f"--provider {self.provider!r}: use one of {PROVIDERS}.")
        if not self.upstream.startswith(("http://", "https://")):
            raise ConfigError(f"--upstream {self.upstream[:80]!r}: give the upstream API root "
                              "with its scheme, e.g. https://api.openai.com/v1.")
        if self.vectors is not None and self.strategy not in _RETRIEVING:
            raise ConfigError(f"--vectors {self.vectors[:80]!r}: only {', '.join(_RETRIEVING)} "
                              f"keep vectors, not --strategy {self.strategy}; drop --vectors or "
                              "pick one of them.")
        if self.sqlite_synchronous not in ("full", "normal"):
            raise ConfigError(f"--sqlite-synchronous {self.sqlite_synchronous!r}: use full or "
                              "normal.")
        if self.tenants() is not None and not os.environ.get(self.upstream_key_env) \
                and not self.no_upstream_key:
            raise ConfigError(f"--tenants: the clients' keys are proxy keys and are never "
                              f"forwarded, but ${self.upstream_key_env} is not set, so every "
                              "request would reach the upstream without a key. Set it to the "
                              "upstream's key, or pass --no-upstream-key if the upstream needs "
                              "none.")

    def memory(self) -> Memory:
        """The memory this configuration describes (one per worker process)."""
        from convmem.stores.sql import SQLStore

        # Opened here, not by Memory: a SQLite file gets the proxy's synchronous setting, and
        # create() places the vectors by the store it is given.
        store = SQLStore(self.store, synchronous=self.sqlite_synchronous
                         if self.store.startswith("sqlite:///") else "full")
        window = self.window or _DEFAULT_WINDOW
        strategy: Any = self.strategy
        if self.vectors is not None:
            strategy = create(self.strategy, store=store, limit=window - self.reserve_output,
                              path=self.vectors)
        return Memory(strategy=strategy, window=window, reserve_output=self.reserve_output,
                      tokenizer=self.tokenizer, store=store, safety_margin=self.margin)

    def app(self, memory: Memory | None = None) -> FastAPI:
        """The app this configuration describes, on ``memory`` or a new one."""
        from convmem.proxy.app import create_app

        return create_app(memory or self.memory(), upstream=self.upstream,
                          provider=self.provider,
                          upstream_key=os.environ.get(self.upstream_key_env) or None,
                          admin_key=os.environ.get(self.admin_key_env) or None,
                          require_conversation=self.require_conversation,
                          tenants=self.tenants(), timeout=self.timeout,
                          max_retries=self.max_retries, lease_ttl=self.lease_ttl,
                          docs=self.docs)

    def to_environment(self) -> str:
        """The configuration as the JSON a worker reads from :data:`ENV`."""
        return json.dumps(asdict(self))


def app_from_environment() -> FastAPI:
    """The app of one worker process, from the configuration in :data:`ENV` (uvicorn's
    ``factory`` for ``convmem serve --workers N``).

    Raises:
        ConfigError: the variable is missing or not a configuration.
    """
    raw = os.environ.get(ENV)
    if not raw:
        raise ConfigError(f"${ENV} is not set: start workers with `convmem serve`.")
    try:
        config = ServeConfig(**json.loads(raw))
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"${ENV} does not hold a serve configuration ({exc}).") from exc
    one_blas_thread()  # a worker process of convmem's own (see convmem.providers.cpu)
    end_with_parent()  # ... which stops serving if `convmem serve` is killed
    return config.app()
