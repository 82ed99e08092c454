"""Logic written once for sync and async callers: generators that yield the I/O they need.

The retry loop of an HTTP call and the overflow-retry loop of a chat turn are decisions
(retry? how long to wait? rebuild tighter?) around I/O (send, sleep, store). Written as a
generator, the decisions exist once: the generator *yields* a step (a plain object saying what
to do), and a driver performs it — :func:`run` with blocking calls, :func:`arun` with awaits —
then sends the result back in, or throws the step's exception into the generator at the
``yield``, where ordinary ``try``/``except`` handles it. This is the sans-I/O shape of h11 and
httpx's auth flows; the two drivers are the only sync/async twins.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Generator
from typing import Any, TypeVar

__all__ = ["Steps", "arun", "run"]

S = TypeVar("S")
R = TypeVar("R")
Steps = Generator[S, Any, R]


def _advance(steps: Steps[S, R], value: Any, error: BaseException | None) -> tuple[bool, Any]:
    """Resume ``steps`` with a step's result (or its exception): ``(done, next step or result)``."""
    try:
        return False, steps.throw(error) if error is not None else steps.send(value)
    except StopIteration as stop:
        return True, stop.value


def run(steps: Steps[S, R], perform: Callable[[S], Any]) -> R:
    """Drive ``steps`` to its return value, performing each yielded step with ``perform``.

    An exception raised by ``perform`` is thrown into the generator at its ``yield``; one the
    generator does not handle propagates to the caller.
    """
    done, step = _advance(steps, None, None)
    while not done:
        try:
            value, error = perform(step), None
        except Exception as exc:
            value, error = None, exc
        done, step = _advance(steps, value, error)
    return step  # type: ignore[no-any-return]


async def arun(steps: Steps[S, R], perform: Callable[[S], Awaitable[Any]]) -> R:
    """:func:`run` with an async ``perform``."""
    done, step = _advance(steps, None, None)
    while not done:
        try:
            value, error = await perform(step), None
        except Exception as exc:
            value, error = None, exc
        done, step = _advance(steps, value, error)
    return step  # type: ignore[no-any-return]
