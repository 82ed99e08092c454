"""Calibration: how the provider counts a prompt we counted, learned from what it reports.

A provider whose tokenizer or chat template differs from ours (Llama, Qwen, Claude behind an
OpenAI-style endpoint; llama.cpp's template injects a default system prompt) counts more tokens
than we do, and mostly *additively*: "Hi" is 8 tokens to us and 31 to the server, a 1,050-token
text 1.025×. A single ratio learned from a short prompt therefore cripples long ones for as long
as it is remembered. :class:`Calibration` fits ``server ≈ overhead + slope × ours`` instead:

* the slope is the Theil–Sen estimate (the median of the pairwise slopes) over the recent
  samples, clamped to ``[1, 4]`` (one sample, or samples of one size: slope 1); the overhead is
  then raised until every recent sample lies under the line, so a prompt like those seen never
  overflows — the fit errs on the safe side of the evidence, never below it;
* it learns only from the provider's count of a prompt *we* sent (``usage.prompt_tokens``, or
  the prompt count a "context length exceeded" error states), never from an error's total that
  includes the client's ``max_tokens``;
* it is bounded: the limit it enforces never falls below ``floor`` of the available budget (a
  warning says the learned limit is far from the configured window), and it forgets: only the
  newest ``history`` samples count, so good responses pull an old tightening back out;
* it is scoped: the key is the caller's (``"tenant:model"`` in the proxy), so one tenant's
  traffic cannot shrink another tenant's budget.

A server that states its context length (``maximum context length is 2048 tokens``) sets the
window for that key (:meth:`Calibration.learn_window`). ``safety_margin`` keeps a share of the
budget free on top, for providers that never report usage.
"""

from __future__ import annotations

import logging
import math
import statistics
import threading
from collections import deque
from dataclasses import dataclass

from convmem.errors import ConfigError
from convmem.lru import LRU

__all__ = ["Calibration", "Fit"]

log = logging.getLogger("convmem")

_MAX_SLOPE = 4.0
_TIGHTEN = 1.1


@dataclass(frozen=True)
class Fit:
    """``server ≈ overhead + slope × ours`` for one key, from ``samples`` observations."""

    overhead: float = 0.0
    slope: float = 1.0
    samples: int = 0

    def predict(self, counted: int) -> float:
        """The provider's count of a prompt we count as ``counted``."""
        return self.overhead + self.slope * counted


class Calibration:
    """Per-key correction between our count and the provider's (see the module docstring).

    Args:
        safety_margin: fraction of the budget always kept free (0.0-0.5), e.g. 0.1 for a
            provider that reports no usage to learn from.
        history: how many recent samples per key the fit is taken over.
        floor: the enforced limit never falls below this share of the available budget.
        keys: the most keys (scope x model) remembered, the least recently used forgotten: model
            names come from clients, so a server must not keep one entry per name it was sent.

    Raises:
        ConfigError: a value out of range.
    """

    def __init__(self, safety_margin: float = 0.0, history: int = 20, floor: float = 0.5,
                 keys: int = 4096) -> None:
        if not isinstance(safety_margin, int | float) or not 0.0 <= safety_margin < 0.5:
            raise ConfigError(f"safety_margin={safety_margin!r}: use a fraction in [0, 0.5), "
                              "e.g. 0.1 to keep 10% of the window free.")
        if not isinstance(history, int) or history < 1:
            raise ConfigError(f"history={history!r}: keep at least one observation.")
        if not isinstance(floor, int | float) or not 0.0 < floor <= 1.0:
            raise ConfigError(f"floor={floor!r}: use a fraction in (0, 1], e.g. 0.5.")
        self.safety_margin = float(safety_margin)
        self.history = history
        self.floor = float(floor)
        self._samples: LRU[str, deque[tuple[int, int, bool]]] = LRU(keys)
        self._fits: LRU[str, Fit] = LRU(keys)
        self._windows: LRU[str, int] = LRU(keys)
        self._warned: LRU[str, bool] = LRU(keys)
        self._lock = threading.Lock()

    def observe(self, key: str, counted: int, reported: int, *, overflow: bool = False) -> None:
        """Record that a prompt we counted as ``counted`` was counted ``reported`` by the
        provider: its own usage report, or (``overflow=True``) the prompt count an overflow
        error states — evidence that we undercounted, never discarded as an outlier."""
        if counted <= 0 or reported <= 0:
            return
        with self._lock:
            samples = self._samples.get(key)
            if samples is None:
                samples = self._samples.put(key, deque(maxlen=self.history))
            samples.append((counted, reported, overflow))
            self._fits.put(key, _fit(samples))

    def tighten(self, key: str, counted: int, factor: float = _TIGHTEN) -> None:
        """Record an overflow the provider reported without numbers: assume this prompt was
        ``factor`` beyond what the fit predicted (a sample like any other, forgotten in turn)."""
        self.observe(key, counted, math.ceil(self.fit(key).predict(counted) * factor),
                     overflow=True)

    def fit(self, key: str) -> Fit:
        """The current fit for ``key`` (overhead 0, slope 1 before any sample)."""
        with self._lock:
            fit = self._fits.get(key)
            return Fit() if fit is None else fit

    def ratio(self, key: str, at: int | None = None) -> float:
        """The provider's count per token of ours at a prompt of ``at`` tokens (the slope alone
        when ``at`` is not given): for reports and metrics."""
        fit = self.fit(key)
        return fit.slope if not at else fit.predict(at) / at

    def learn_window(self, key: str, window: int) -> bool:
        """Record the context length a server stated for ``key``; whether it is news."""
        with self._lock:
            known = self._windows.get(key)
            if known is not None and known <= window:
                return False
            self._windows.put(key, window)
            return True

    def window(self, key: str, configured: int) -> int:
        """The window to budget ``key`` with: the configured one, or the smaller length the
        server stated."""
        with self._lock:
            known = self._windows.get(key)
            return configured if known is None else min(configured, known)

    def limit(self, key: str, available: int) -> int:
        """The most prompt tokens (our count) to send so that the provider's count stays within
        ``available`` less the safety margin; never below ``floor`` of ``available``."""
        budget = available * (1.0 - self.safety_margin)
        fit = self.fit(key)
        learned = math.floor((budget - fit.overhead) / fit.slope)
        bottom = math.floor(budget * self.floor)
        if learned < bottom:
            if key not in self._warned:
                self._warned.put(key, True)
                log.warning("calibration for %r predicts the provider counts %.0f + %.2f x our "
                            "count; the limit is held at %d of %d tokens (floor %.0f%%): check "
                            "window= against the model's real context length", key,
                            fit.overhead, fit.slope, bottom, available, self.floor * 100)
            return max(0, bottom)
        return max(0, min(learned, math.floor(budget)))

    def keys(self) -> list[str]:
        """Every key with samples or a learned window (for metrics)."""
        with self._lock:
            return sorted(set(self._fits.keys()) | set(self._windows.keys()))


def _fit(samples: deque[tuple[int, int, bool]]) -> Fit:
    """Theil–Sen slope (clamped to [1, 4]), then the overhead that puts every sample under the
    line — every overflow sample, and every usage report but outliers: a residual far above the
    others (more than four median absolute deviations, and at least 8 tokens) is one bad
    report, not the provider's count."""
    points = list(samples)
    slopes = [(y2 - y1) / (x2 - x1) for i, (x1, y1, _) in enumerate(points)
              for x2, y2, _ in points[i + 1:] if x2 != x1]
    slope = min(_MAX_SLOPE, max(1.0, statistics.median(slopes))) if slopes else 1.0
    residuals = [(y - slope * x, overflow) for x, y, overflow in points]
    middle = statistics.median(r for r, _ in residuals)
    spread = statistics.median(abs(r - middle) for r, _ in residuals)
    kept = [r for r, overflow in residuals if overflow or r <= middle + max(4 * spread, 8.0)]
    return Fit(overhead=max(0.0, max(kept)), slope=slope, samples=len(points))
