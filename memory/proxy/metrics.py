"""What the proxy counts (Prometheus, ``GET /metrics``) and traces (OpenTelemetry spans).

Metrics, all prefixed ``convmem_``: requests by outcome, errors by code, the proxy's own time on
the request path per phase (``begin``: take the conversation's turn lease — waiting for another
worker's turn of it included —, align, build, store the message; ``finish``: count the turn,
store the reply and give the lease up; the upstream's time is measured apart), prompt tokens
sent against the tokens the full history would have cost (their difference is what memory
saved), facts pinned, and the calibration each tenant and model has learnt. With several worker
processes (``PROMETHEUS_MULTIPROC_DIR`` set, as ``convmem serve --workers N`` does) every worker
writes its values to that folder and any worker's ``/metrics`` reports all of them.

Spans: ``convmem.begin``, ``convmem.upstream`` and ``convmem.finish`` around the three phases
of a turn, through ``opentelemetry-api``: no-ops until the application configures a tracer
provider (e.g. the SDK's console or OTLP exporter).
"""

from __future__ import annotations

import contextlib
import os
from typing import TYPE_CHECKING, Any

from convmem.errors import require

if TYPE_CHECKING:
    from starlette.responses import Response

__all__ = ["ProxyMetrics", "span"]

_BUCKETS = (0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0)


try:
    from opentelemetry import trace as _trace
except ImportError:  # the API is optional: no tracing without it
    _trace = None  # type: ignore[assignment]
_NO_SPAN = contextlib.nullcontext()
_tracer: tuple[Any, Any] = (None, None)  # the tracer provider last used, its "convmem" tracer


def span(name: str, **attributes: Any) -> contextlib.AbstractContextManager[Any]:
    """An OpenTelemetry span named ``convmem.<name>`` around a ``with`` block.

    Until the application sets a tracer provider (or names one in
    ``OTEL_PYTHON_TRACER_PROVIDER``), and without ``opentelemetry-api``, it is a shared no-op
    that costs ~2 µs: the API's own no-op span cost 13 µs (three per turn). A provider set
    later is used from the next span on."""
    if _trace is None:
        return _NO_SPAN
    provider = _trace.get_tracer_provider()
    if isinstance(provider, _trace.ProxyTracerProvider):
        return _NO_SPAN
    global _tracer
    cached = _tracer  # read once: another thread may replace it
    if cached[0] is not provider:  # held, so a provider replaced is never mistaken for it
        cached = _tracer = (provider, provider.get_tracer("convmem"))
    return cached[1].start_as_current_span(  # type: ignore[no-any-return]
        f"convmem.{name}", attributes={k: v for k, v in attributes.items()
                                       if isinstance(v, str | int | float | bool)})


class ProxyMetrics:
    """The proxy's Prometheus metrics, in a registry of their own (several apps in one process,
    as in tests, do not collide).

    Raises:
        MissingDependency: ``prometheus-client`` is missing (``pip install 'convmem[server]'``).
    """

    def __init__(self) -> None:
        prom = require("prometheus_client", "server", "the proxy's metrics")
        self._prom = prom
        self.registry = prom.CollectorRegistry()
        reg = self.registry
        self.requests = prom.Counter("convmem_requests", "Chat requests by outcome",
                                     ["outcome", "stream"], registry=reg)
        self.errors = prom.Counter("convmem_errors", "Failed requests by error code",
                                   ["code"], registry=reg)
        self.overhead = prom.Histogram("convmem_overhead_seconds", "The proxy's own time on a "
                                       "request's path, by phase", ["phase"], buckets=_BUCKETS,
                                       registry=reg)
        self.upstream = prom.Histogram("convmem_upstream_seconds", "Upstream time (to the "
                                       "first chunk for streams)", ["stream"],
                                       buckets=_BUCKETS, registry=reg)
        self.prompt_tokens = prom.Counter("convmem_prompt_tokens", "Prompt tokens sent",
                                          registry=reg)
        self.history_tokens = prom.Counter("convmem_history_tokens", "Tokens re-sending the "
                                           "whole history would have cost", registry=reg)
        self.facts = prom.Histogram("convmem_facts_pinned", "Facts pinned per request",
                                    buckets=(0, 1, 2, 4, 8, 16, 32), registry=reg)
        self.slope = prom.Gauge("convmem_calibration_slope", "Provider tokens per token of ours",
                                ["key"], registry=reg, multiprocess_mode="mostrecent")
        self.fixed = prom.Gauge("convmem_calibration_overhead_tokens", "Provider's fixed "
                                "tokens per prompt", ["key"], registry=reg,
                                multiprocess_mode="mostrecent")

    def turn(self, *, tokens: int, history: int, facts: int, key: str, slope: float,
             overhead: float) -> None:
        """Count what one built and sent turn cost and saved."""
        self.prompt_tokens.inc(tokens)
        self.history_tokens.inc(max(history, tokens))
        self.facts.observe(facts)
        self.slope.labels(key).set(slope)
        self.fixed.labels(key).set(overhead)

    def response(self) -> Response:
        """``GET /metrics``: every worker's values when several write to a shared folder."""
        from starlette.responses import Response

        prom = self._prom
        registry = self.registry
        if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            from prometheus_client import multiprocess

            registry = prom.CollectorRegistry()
            multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        return Response(prom.generate_latest(registry), media_type=prom.CONTENT_TYPE_LATEST)
