"""``convmem.Memory``: the public entry point (``add`` records, ``build`` assembles).

``add``/``extend`` validate and copy the caller's messages, store them in one transaction, file
their facts in the ledger, and run the strategy's ``after_add`` hook (index, summarize).
``build`` reads, never writes: it asks the strategy for a selection within the budget left
after the instructions, the pinned facts and the new message, then hands everything to the
budget guard (:mod:`convmem.core.budget`), which alone decides what fits. A whole chat turn —
build, store, call, store the reply — is :mod:`convmem.chat`'s job, built on these two.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from convmem.calibration import Calibration
from convmem.core import inputs
from convmem.core.budget import Assembly, enforce
from convmem.core.context import Context, Report
from convmem.core.edits import withdraw
from convmem.core.inputs import check_tokens, next_message, open_store, with_pending_call
from convmem.core.pinned import FactBlock, default_fact_cap, facts_in_play
from convmem.core.placement import check_placement
from convmem.core.report import PromptBook, dropped_ranges, fingerprint
from convmem.errors import ConfigError, echo
from convmem.facts import default_extractor
from convmem.facts.ledger import Extractor, FactLedger
from convmem.facts.pinning import FactPicker, QuestionVectors, omissions
from convmem.messages import Message, check_conversation_id, check_user_id, parse_message
from convmem.modeltokens import counter_for
from convmem.records import Fact, Usage
from convmem.stores.base import Store
from convmem.stores.view import HistoryView
from convmem.strategies import DEFAULT
from convmem.strategies.base import Selection, SelectionRequest, Strategy
from convmem.tokens import TokenCounter

if TYPE_CHECKING:
    from types import TracebackType

__all__ = ["Memory"]

log = logging.getLogger("convmem")


class Memory:
    """Conversation memory around any chat API.

    Args:
        strategy: ``"window"``, ``"summary"``, ``"rag"``, ``"prune"``, ``"hybrid"`` (the
            default, as for ``convmem serve`` and ``convmem chat``) or a
            :class:`~convmem.strategies.Strategy` object with its own settings. A name gets
            defaults that follow the window (the summary's thresholds; the fact cap and the
            recent window are shares of the limit anyway).
        window: the model's context window in tokens.
        reserve_output: tokens kept free for the reply.
        tokenizer: a tiktoken encoding (``"cl100k_base"``) or OpenAI model name (``"gpt-4o"``);
            for an open model, its folder (``tokenizer.json`` and chat template: counted as its
            server counts, see :class:`~convmem.modeltokens.ModelTokenCounter`) or a counter.
        store: a SQLAlchemy URL (``"sqlite:///convmem.db"``, ``"postgresql+psycopg://..."``), a
            :class:`~convmem.stores.Store`, or ``None`` for an in-memory store.
        facts: pin the fact ledger in every context (``True``/``False``); ``None`` lets the
            strategy decide (``"hybrid"`` pins, the single strategies do not).
        fact_tokens: cap of the pinned-facts block; default
            :func:`~convmem.core.pinned.default_fact_cap`.
        extractor: the fact extractor; default the rules (English, Chinese) plus, when the
            strategy loads a sentence embedder (``"rag"``, ``"hybrid"``), the meaning detector
            on that same model (:func:`convmem.facts.default_extractor`). ``False`` disables
            extraction.
        model_extractor: a model extractor (:class:`~convmem.facts.llm.LLMExtractor`) run on a
            background worker every ``extract_every`` user messages, its facts merged into the
            same ledger (``origin="llm"``) and its calls recorded as usage; ``None``: none.
        extract_every: user messages per background extraction batch.
        safety_margin: fraction of the limit kept free for models whose tokenizer differs from
            ``tokenizer`` (e.g. 0.1 for Llama behind an OpenAI-compatible server).
        calibration: share a :class:`~convmem.calibration.Calibration` between memories; by default
            each memory has its own.
        placement: where the blocks convmem adds (facts, summary, retrieved turns) go:
            ``"user"`` (quoted in the new user message; every chat template accepts it),
            ``"system"`` (one leading system message) or ``"separate"`` (a system message per
            block, where the strategy puts it). See :mod:`convmem.core.placement`.

    Raises:
        ConfigError: an impossible or unknown setting (the message names it and the fix).
        TokenizerError: the tokenizer cannot be loaded.
    """

    def __init__(
        self,
        strategy: str | Strategy = DEFAULT,
        window: int = 8192,
        reserve_output: int = 1024,
        tokenizer: str | TokenCounter = "cl100k_base",
        store: Store | str | None = None,
        facts: bool | None = None,
        *,
        fact_tokens: int | None = None,
        extractor: Extractor | bool | None = None,
        model_extractor: Any = None,
        extract_every: int = 5,
        safety_margin: float = 0.0,
        calibration: Calibration | None = None,
        placement: str = "user",
    ) -> None:
        for name, value in (("window", window), ("reserve_output", reserve_output)):
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ConfigError(f"{name}={echo(value)}: use a non-negative integer number of "
                                  "tokens.")
        if window <= reserve_output:
            raise ConfigError(f"window={window} must exceed reserve_output={reserve_output}: "
                              "nothing would be left for the prompt. Raise window or lower "
                              "reserve_output.")
        if facts not in (None, True, False):
            raise ConfigError(f"facts={echo(facts)}: use True, False or None (as the strategy "
                              "says).")
        if fact_tokens is not None and (not isinstance(fact_tokens, int) or fact_tokens < 0):
            raise ConfigError(f"fact_tokens={echo(fact_tokens)}: use a non-negative integer.")
        self.window = window
        self.reserve_output = reserve_output
        self.counter = counter_for(tokenizer)
        self.placement = check_placement(placement)
        self.calibration = calibration or Calibration(safety_margin)
        if calibration is not None and safety_margin:
            raise ConfigError("pass safety_margin to the Calibration you share, not to Memory.")
        self.store = open_store(store)
        if isinstance(strategy, str):
            from convmem.strategies import create

            self.strategy: Strategy = create(strategy, store=self.store, limit=self.limit())
        elif isinstance(strategy, Strategy):
            self.strategy = strategy
            if callable(adopt := getattr(strategy, "adopt_limit", None)):
                adopt(self.limit())  # thresholds left to their defaults follow this window
        else:
            raise ConfigError(f"strategy={echo(strategy)}: use a name ('window', 'summary', 'rag', "
                              "'prune', 'hybrid') or an object with name/pins_facts/select().")
        # The model retrieval already loaded, shared: facts never load one of their own.
        embedder = getattr(self.strategy, "embedder", None)
        if extractor is None or extractor is True:
            self.extractor: Extractor | None = default_extractor(embedder)
        elif extractor is False or callable(getattr(extractor, "extract", None)):
            self.extractor = extractor or None
        else:
            raise ConfigError(f"extractor={echo(extractor)}: use None (the default: the rules, "
                              "plus the meaning detector when a model is loaded), False (no "
                              "facts), or an object with extract(message), e.g. "
                              "convmem.facts.rules.RuleExtractor() for the rules alone.")
        self.ledger = FactLedger.of(self.store, self.extractor)
        shared = getattr(self.strategy, "picker", None)  # hybrid's: its fact and cue vectors
        # Relevance by meaning whenever a model is loaded anyway (a meaning extractor's with the
        # window): probes and follow-ups rarely share a word with the fact they need.
        embedder = embedder or getattr(self.extractor, "embedder", None)
        self.picker = shared if isinstance(shared, FactPicker) else FactPicker(embedder)
        self.background = None
        if model_extractor is not None:
            from convmem.core.extraction import BackgroundExtraction

            self.background = BackgroundExtraction(model_extractor, self.ledger,
                                                   every=extract_every)
        self.pin_facts = self.strategy.pins_facts if facts is None else facts
        if self.pin_facts:
            self.picker.warm()  # the category cues, off the request path (once per model)
        self.fact_tokens = fact_tokens
        self.prompts = PromptBook()

    # -- recording ---------------------------------------------------------------------------

    def add(self, conversation_id: str, message: Mapping[str, Any] | Message, *,
            user_id: str | None = None) -> Message:
        """Record one message (durably, before anything else).

        Args:
            conversation_id: the conversation.
            message: an OpenAI-format dict (optional ``id``, ``time``, ``meta``).
            user_id: the user the conversation belongs to (for user-scoped retrieval).

        Returns: the stored message, with ``seq`` and ``tokens`` set.

        Raises:
            MessageError: the message is invalid. StoreError: the store failed.
        """
        return self.extend(conversation_id, [message], user_id=user_id)[0]

    def extend(self, conversation_id: str, messages: Sequence[Mapping[str, Any] | Message], *,
               user_id: str | None = None, supersede: Sequence[int] = (),
               usage: Sequence[Usage] = (), release: str | None = None,
               expect: int | None = None, replaces: Sequence[int] = ()) -> list[Message]:
        """Record several messages in one transaction (all or none), in order.

        Args:
            conversation_id / user_id: the conversation, and the user it belongs to.
            messages: OpenAI-format dicts (or :class:`Message` objects).
            supersede: seqs of stored messages the first new message replaces (a reply that
                replaces a partial or regenerated one); they stay stored and leave contexts.
            usage: usage records stored in the same transaction (the reply's cost).
            release / expect: a turn's reply gives up the lease of ``release`` in its
                transaction, and is stored only if the conversation holds ``expect`` messages
                (see :meth:`Store.append <convmem.stores.base.Store.append>`).
            replaces: seqs an edit replaces: superseded, their summaries and facts withdrawn.

        Returns: the stored messages, with ``seq`` and ``tokens`` set.

        Raises:
            MessageError: a message is invalid (nothing is stored). DuplicateError: a message
                id is taken. ConflictError: not ``expect`` messages. OwnerError: the
                conversation is another user's. StoreError: it failed.
        """
        cid = check_conversation_id(conversation_id)
        check_user_id(user_id)
        parsed = [parse_message(m, where=f"messages[{i}]") for i, m in enumerate(messages)]
        enc = self.counter.encoding_name
        counted = [replace(m, tokens=self.counter.count_message(m), encoding=enc) for m in parsed]
        stored = self.store.append(cid, counted, user_id=user_id,
                                   supersede=[*supersede, *replaces], usage=usage,
                                   release=release, expect=expect)
        if replaces:  # (stored already: a failure is logged, the new facts still filed)
            withdraw(self.store, self.ledger, cid, replaces)
        if self.extractor is not None:
            self.ledger.file(self.extractor, cid, stored)
        # The history as this append left it (its count known: no need to ask the store).
        history = HistoryView(self.store, cid, self.counter,
                              count=(stored[-1].seq or 0) + 1 if stored else None)
        self.strategy.after_add(history, stored)
        if self.background is not None and any(m.role == "user" for m in stored):
            self.background.submit(history)
        return stored

    def record_usage(self, usage: Usage) -> None:
        """Store a usage record (what a model call cost); used by the chat client."""
        self.store.record_usage(usage)

    # -- building ----------------------------------------------------------------------------

    def calibration_key(self, model: str | None = None, scope: str | None = None) -> str:
        """The key calibration is learned under: the model, scoped (a tenant) when given."""
        name = model or self.counter.requested
        return f"{scope}:{name}" if scope else name

    def limit(self, model: str | None = None, *, scope: str | None = None,
              reserve: int | None = None) -> int:
        """The prompt-token limit enforced now (our count) for ``model`` in ``scope``: the
        window (or the smaller one its server stated) less the reply's tokens (``reserve``, by
        default ``reserve_output``), calibrated to the provider's count."""
        return self.calibration.limit(self.calibration_key(model, scope),
                                      self.available(model, scope=scope, reserve=reserve))

    def available(self, model: str | None = None, *, scope: str | None = None,
                  reserve: int | None = None) -> int:
        """The most prompt tokens *the provider's* count may reach for ``model`` in ``scope``:
        the window (or the smaller one its server stated) less the reply's tokens."""
        window = self.calibration.window(self.calibration_key(model, scope), self.window)
        return max(0, window - (self.reserve_output if reserve is None else reserve))

    def build(self, conversation_id: str, message: Mapping[str, Any] | Message, *,
              tools: Sequence[Mapping[str, Any]] | None = None, model: str | None = None,
              upto: int | None = None, pending: Sequence[Mapping[str, Any] | Message] = (),
              instructions: Sequence[Mapping[str, Any] | Message] | None = None,
              scope: str | None = None, reserve: int | None = None,
              limit: int | None = None, user_id: str | None = None,
              count: int | None = None, newest: Sequence[Message] = (),
              replaced: Collection[int] = ()) -> Context:
        """Assemble the context for sending ``message`` next. Records nothing.

        Args:
            conversation_id: the conversation.
            message: the message about to be sent: a user message or a tool result.
            tools: the request's tool schemas (their tokens are counted).
            model: the model the request goes to (selects its calibration).
            upto: build as if only the first ``upto`` stored messages existed (replays).
            pending: messages that come between the stored history and ``message`` but are not
                stored yet (they are seen as if they were), so a context can be built — and
                rejected — before anything is written.
            instructions: the system/developer messages to send instead of the stored current
                block (a request that carries its own system prompt); only what is sent is
                counted.
            scope: the calibration scope (a tenant), see :meth:`calibration_key`.
            reserve: tokens kept for this reply (its ``max_tokens``; ``reserve_output``).
            limit: the prompt-token limit (our count) to enforce instead of the calibrated
                one — for a caller that checks the prompt by the server's own count.
            user_id: the user of a conversation not stored yet, for user-scoped retrieval.
            count / newest: the stored messages' count and newest ones, just read holding the lease.
            replaced: seqs of stored messages an edit replaces: left out, with their facts.

        Returns: a :class:`Context` whose ``tokens <= window - reserve_output``.

        Raises:
            MessageError: the message is invalid or of a role that cannot come next, or a tool
                result leaves other calls of its assistant message unanswered.
            BudgetError: the message (with instructions) cannot fit the window.
        """
        cid = check_conversation_id(conversation_id)
        check_user_id(user_id)
        new = next_message(message)
        before = [parse_message(m, where=f"pending[{i}]") for i, m in enumerate(pending)]
        model_name = model or self.counter.requested
        check_tokens(reserve=reserve, limit=limit, count=count)
        if limit is None:
            limit = self.limit(model_name, scope=scope, reserve=reserve)
        key = self.calibration_key(model_name, scope)
        history = HistoryView(self.store, cid, self.counter, stop=upto, pending=before,
                              user_id=user_id, count=count, newest=newest, replaced=replaced)
        tail = with_pending_call(history, new)
        sent = history.instructions() if instructions is None else [
            parse_message(m, where=f"instructions[{i}]") for i, m in enumerate(instructions)]
        current, held, block, question = self._facts(cid, upto, new, limit, replaced)
        tools_tokens = self.counter.count_tools(tools)
        fixed = (self.counter.count_messages([*sent, *tail]) + tools_tokens)
        inputs.check_reserve(reserve, self.reserve_output, limit, self.window,
                             lambda: self.counter.count_messages(tail) + tools_tokens)
        # The facts block comes off the strategy's budget; the strategy prices its own blocks.
        budget = max(0, limit - fixed - (block.cost if self.pin_facts else 0))
        selection = self.strategy.select(SelectionRequest(
            conversation_id=cid, history=history, query=new, budget=budget,
            counter=self.counter, facts=current, window=self.window, question=question,
            # Only quoted in the new (user) message may the block change from request to request.
            price_facts=block.price if self.pin_facts and self.placement == "user" and
            new.role == "user" else None))
        block = block.without(selection.facts_held) if selection.facts_held else block
        if held_back := {**held, **selection.facts_held}:
            selection.notes["facts_held_back"] = held_back
        in_tail = {m.seq for m in tail if m.seq is not None}
        if in_tail:
            selection.recent = [m for m in selection.recent if m.seq not in in_tail]
        assembly = enforce(counter=self.counter, limit=limit, instructions=sent,
                           new=tail, selection=selection,
                           facts=block.render if self.pin_facts else None, fact_cap=block.cap,
                           tools_tokens=tools_tokens, placement=self.placement)
        report = self._report(cid, key, limit, history, assembly, selection, [*sent, *tail])
        if assembly.facts_omitted:
            report.notes["facts_omitted"] = omissions(assembly.facts_omitted, block.ranking,
                                                      len(assembly.facts_pinned), block.cap)
        return Context(messages=[m.to_openai() for m in assembly.messages],
                       tokens=assembly.tokens, report=report)

    def _facts(self, cid: str, upto: int | None, new: Message, limit: int,
               replaced: Collection[int]
               ) -> tuple[list[Fact], dict[str, str], FactBlock, QuestionVectors | None]:
        """The build's facts, guesses held back, block and question (:func:`facts_in_play`)."""
        cap = self.fact_tokens if self.fact_tokens is not None else default_fact_cap(limit)
        current = functools.partial(self.ledger.replacing, seqs=replaced) if replaced else (
            self.ledger.current)
        return facts_in_play(current, cid, upto, new, self.picker, self.strategy,
                             pinned=self.pin_facts, placement=self.placement, cap=cap,
                             counter=self.counter)

    def _report(self, cid: str, key: str, limit: int, history: HistoryView, asm: Assembly,
                selection: Selection, fixed: list[Message]) -> Report:
        spans = [asm.summarized] if asm.summarized else []
        used = [*asm.kept, *asm.retrieved, *selection.pruned, *asm.invalid,
                *(m.seq for m in fixed if m.seq is not None)]
        report = Report(
            conversation_id=cid, strategy=self.strategy.name, window=self.window,
            reserve_output=self.reserve_output, limit=limit, tokens=asm.tokens,
            split=asm.split, kept=asm.kept, retrieved=asm.retrieved, summarized=asm.summarized,
            pruned=dict(selection.pruned), dropped=dropped_ranges(len(history), used, spans),
            shortened=asm.shortened, invalid=asm.invalid, facts_pinned=asm.facts_pinned,
            facts_omitted=asm.facts_omitted,
            calibration=self.calibration.ratio(key, asm.tokens or None),
            calibration_overhead=self.calibration.fit(key).overhead,
            notes={**selection.notes, **asm.notes}, blocks=asm.blocks,
            anchor=None if selection.anchor is None else [self.window, selection.anchor])
        self.prompts.record(cid, (len(history), *fingerprint(fixed[-1:])), asm, report)
        return report

    # -- reading -----------------------------------------------------------------------------

    def last_report(self, conversation_id: str) -> Report | None:
        """The report of the last context built for the conversation by this memory."""
        return self.prompts.last(conversation_id)

    def history(self, conversation_id: str) -> list[dict[str, Any]]:
        """Every stored message of the conversation as dicts (with ``id``, ``time``, ``meta``)."""
        cid = check_conversation_id(conversation_id)
        return [m.to_record() for m in self.store.range(cid, 0, self.store.count(cid))]

    def facts(self, conversation_id: str, *, current_only: bool = True) -> list[Fact]:
        """The conversation's facts; with ``current_only=False`` the whole ledger."""
        return self.store.facts(check_conversation_id(conversation_id), current_only=current_only)

    def usage(self, conversation_id: str) -> list[Usage]:
        """The conversation's usage records."""
        return self.store.usage(check_conversation_id(conversation_id))

    # -- correcting and erasing --------------------------------------------------------------

    def pin_fact(self, conversation_id: str, text: str, *, category: str = "note",
                 key: str | None = None, by: str = "user") -> Fact:
        """File a fact the user asserts; it is pinned first in every context.

        Args:
            conversation_id: the conversation.
            text: the fact in the user's words.
            category: its category (``"allergy"``, ``"home"`` …; see ``CATEGORY_PRIORITY``).
            key: its slot (default: the rules' one); a current fact of the key is superseded.
            by: who asserted it (recorded).

        Returns: the new fact.

        Raises:
            ConfigError: empty text, an unknown category or a bad conversation id.
        """
        return self.ledger.assert_fact(check_conversation_id(conversation_id), text,
                                       category=category, key=key, by=by)

    def edit_fact(self, conversation_id: str, fact_id: int, *, text: str | None = None,
                  value: str | None = None, pinned: bool | None = None,
                  by: str = "user") -> Fact:
        """Correct a current fact (the ledger keeps the old entry, superseded by the new one).

        Raises:
            ConfigError: no current fact with this id in the conversation, or no change given.
        """
        return self.ledger.edit(check_conversation_id(conversation_id), fact_id, text=text,
                                value=value, pinned=pinned, by=by)

    def retract_fact(self, conversation_id: str, fact_id: int, *, by: str = "user") -> Fact:
        """Retract a current fact: it is no longer pinned; the ledger records who retracted it.

        Raises:
            ConfigError: no current fact with this id in the conversation.
        """
        return self.ledger.retract(check_conversation_id(conversation_id), fact_id, by=by)

    def forget(self, conversation_id: str) -> bool:
        """Delete the conversation for good: its messages, facts, summaries and usage in the
        store, its vectors and lexical postings in the strategy's index.

        Returns:
            Whether the store held anything of it (messages, or facts pinned before any).

        Raises:
            StoreError: the store failed (the index is then left as it was, so a retry
                removes both). RetrievalError: the vector store failed after the store's
                deletion; retry to remove the vectors.
        """
        cid = check_conversation_id(conversation_id)
        if self.background is not None:
            self.background.forget(cid)
        known = self.store.delete_conversation(cid)
        erase = getattr(self.strategy, "forget", None)
        if callable(erase):
            erase([cid])
        self.prompts.forget(cid)
        return known

    def forget_user(self, user_id: str) -> list[str]:
        """Delete every conversation of the user (see :meth:`forget`).

        Returns: the conversation ids deleted.

        Raises:
            ConfigError: a bad user id. StoreError / RetrievalError: as for :meth:`forget`.
        """
        check_user_id(user_id, required=True)
        gone = self.store.conversations(user_id)
        for cid in gone:
            self.forget(cid)
        return gone

    # -- async variants ----------------------------------------------------------------------

    async def aadd(self, conversation_id: str, message: Mapping[str, Any] | Message, *,
                   user_id: str | None = None) -> Message:
        """:meth:`add` without blocking the event loop."""
        return await asyncio.to_thread(self.add, conversation_id, message, user_id=user_id)

    async def aextend(self, conversation_id: str,
                      messages: Sequence[Mapping[str, Any] | Message], *,
                      user_id: str | None = None) -> list[Message]:
        """:meth:`extend` without blocking the event loop."""
        return await asyncio.to_thread(self.extend, conversation_id, messages, user_id=user_id)

    async def abuild(self, conversation_id: str, message: Mapping[str, Any] | Message,
                     **options: Any) -> Context:
        """:meth:`build` without blocking the event loop (same keyword options)."""
        return await asyncio.to_thread(functools.partial(self.build, conversation_id, message,
                                                         **options))

    # -- lifecycle ---------------------------------------------------------------------------

    def close(self) -> None:
        """Stop the strategy's background work (if it has any), then close the store."""
        if self.background is not None:
            self.background.close()
        stop = getattr(self.strategy, "close", None)
        if callable(stop):
            stop()
        self.store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()
