"""The budget guard's invariants over generated conversations, for every built-in strategy that
needs no model: within budget by an independent recount, and API-valid."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import convmem
from convmem.strategies import SlidingWindow
from tests.conversations import conversations, texts
from tests.invariants import assert_fits, recount

TOOLS = [{"type": "function", "function": {"name": "lookup", "description": "Look up a thing",
                                           "parameters": {"type": "object", "properties": {}}}}]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    convo=conversations(),
    question=texts,
    window=st.integers(40, 4000),
    reserve=st.integers(0, 600),
    facts=st.booleans(),
    cache_friendly=st.booleans(),
    with_tools=st.booleans(),
)
def test_every_build_fits_and_is_valid(convo: list[dict], question: str, window: int,
                                       reserve: int, facts: bool, cache_friendly: bool,
                                       with_tools: bool) -> None:
    if window <= reserve:
        with pytest.raises(convmem.ConfigError):
            convmem.Memory(strategy="window", window=window, reserve_output=reserve)
        return
    mem = convmem.Memory(strategy=SlidingWindow(cache_friendly=cache_friendly), window=window,
                         reserve_output=reserve, facts=facts)
    original = copy.deepcopy(convo)
    mem.extend("c", convo)
    assert convo == original, "add must not mutate the caller's dicts"
    new = {"role": "user", "content": question}
    tools = TOOLS if with_tools else None
    for _ in range(2):  # twice: the cache-friendly window keeps state between builds
        try:
            ctx = mem.build("c", new, tools=tools)
        except convmem.BudgetError as exc:
            assert exc.required > exc.available == window - reserve
            has_instructions = any(m["role"] in ("system", "developer") for m in convo)
            assert has_instructions or recount([new], tools) > window - reserve
            return
        assert_fits(ctx, {"role": "user", "content": question}, window - reserve, tools)
        assert sum(ctx.report.split.values()) == ctx.tokens
    assert new == {"role": "user", "content": question}
