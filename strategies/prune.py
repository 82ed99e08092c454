"""Pruning: a cheap, deterministic clean-up of the recent history, no model involved.

Over a bounded span of the newest history (``span_factor`` times the budget in tokens, at most
``max_candidates`` messages, so the cost does not grow with the conversation), every whole turn
(:func:`~convmem.messages.turn_groups`: a user message with its reply, tool calls and results) is

1. dropped when it is chit-chat: a greeting, thanks or acknowledgement answered in kind;
2. dropped when its user message near-duplicates a later one (the later turn carries the newer
   answer); a repeated assistant reply or tool output is replaced by a stub instead;
3. shrunk: tool outputs and fenced code blocks older than the ``fresh_turns`` newest turns become
   one-line stubs ``[tool output of 1,234 tokens elided by convmem: first line …]`` (same seq);
4. scored: lexical relevance to the new message (IDF-weighted term overlap, CJK bigrams) blended
   with cosine similarity when an embedder is configured, plus recency.

The newest turn is always kept, and fact-bearing turns (a message that is the source of a current
fact, or that the rule fact extractor flags) are never pruned: they are picked first, newest
first; even older fact turns outside the span are fetched by seq (at most ``max_fact_turns``
within ``fact_share`` of the budget). The rest fill the budget best score first and are sent in
chronological order. ``Selection.pruned`` maps every candidate left out or shrunk to its reason;
``notes["shrunk"]`` lists the seqs that were still sent, as stubs.
"""

from __future__ import annotations

import logging
import math
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from convmem.errors import ConfigError
from convmem.facts.ledger import Extractor
from convmem.lru import LRU
from convmem.messages import Message, turn_groups
from convmem.stores.view import HistoryView
from convmem.strategies.base import Selection, SelectionRequest
from convmem.tokens import TokenCounter

__all__ = ["Pruning", "chitchat_kind"]

log = logging.getLogger("convmem")


class _Embedder(Protocol):
    def embed(self, texts: list[str]) -> list[list[float]]: ...


_PHRASES: tuple[tuple[str, str], ...] = (
    ("greeting", r"hi|hello|hey|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening|night)"
                 r"|你好|您好|嗨|哈喽|早上好|晚上好"),
    ("thanks", r"thanks?(?: (?:so|very) much| a lot| again)?|thank you(?: (?:so|very) much| again)?"
               r"|thx|ty|cheers|much appreciated|appreciate it|谢谢(?:你|您)?|多谢|感谢"),
    ("acknowledgement", r"ok(?:ay)?|k|sure|yes|yep|yeah|yup|no problem|np|got it|understood|"
                        r"i see|great|cool|nice|perfect|awesome|alright|all right|sounds good|"
                        r"will do|noted|good|fine|makes sense|好的|好|嗯+|行|明白了?|知道了|收到|"
                        r"没问题"),
    ("chit-chat", r"how are you(?: doing)?(?: today)?|lol|haha+|bye|goodbye|see you(?: later| "
                  r"soon)?|have a (?:nice|good|great) (?:day|one|evening)|you're welcome|"
                  r"you are welcome|no worries|my pleasure|anytime|glad (?:i could|to) help|"
                  r"happy to help|(?:how|what) can i (?:help|do for) you(?: with)?(?: today)?|"
                  r"how may i help(?: you)?(?: today)?|anything else(?: i can help (?:you )?with)?"
                  r"|is there anything else(?: i can help (?:you )?with)?|let me know|再见|拜拜|"
                  r"不客气|哈哈+"),
)
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
_END = rf"(?=\s|$|[{_CJK}])"  # a phrase ends at a space, the end, or where CJK text resumes
_PHRASE = re.compile("(?:" + "|".join(f"(?P<g{i}>{p})" for i, (_, p) in enumerate(_PHRASES))
                     + ")" + _END)
_FILLER = re.compile(r"(?:there|so|much|very|again|everyone|assistant|then|and|oh|ah|wow|"
                     r"buddy|friend|too|all|for now)" + _END)
_NOT_WORD = re.compile(rf"[^\w\s'{_CJK}]+")
_CODE = re.compile(r"```([^\n`]*)\n(.*?)```", re.S)
_TERM = re.compile(rf"[a-z0-9]+(?:'[a-z]+)?|[{_CJK}]+")
_STOP = frozenset({"a", "an", "and", "are", "as", "at", "be", "but", "by", "can", "could", "did",
                   "do", "does", "for", "from", "had", "has", "have", "how", "i", "i'm", "if",
                   "in", "is", "it", "it's", "its", "me", "my", "no", "not", "of", "on", "or",
                   "our", "so", "that", "the", "their", "them", "then", "there", "these", "they",
                   "this", "to", "too", "was", "we", "were", "what", "when", "where", "which",
                   "who", "why", "will", "with", "would", "you", "your", "yours"})


def chitchat_kind(text: str) -> str | None:
    """``"greeting"``, ``"thanks"``, ``"acknowledgement"`` or ``"chit-chat"`` when the whole of
    ``text`` is small talk, else ``None``."""
    rest = " ".join(_NOT_WORD.sub(" ", text.casefold()).split())
    if not rest:  # only emoji or punctuation: a thumbs-up, not a question mark
        plain = text.strip()
        return "acknowledgement" if plain and len(plain) <= 8 and "?" not in plain else None
    if len(rest) > 80:
        return None
    kind: str | None = None
    while rest:
        found = _PHRASE.match(rest)
        if found is not None:
            if kind is None:
                kind = _PHRASES[int(next(k for k, v in found.groupdict().items() if v)[1:])][0]
        elif kind is None or (found := _FILLER.match(rest)) is None:
            return None
        rest = rest[found.end():].lstrip()
    return kind


_CJK_RE = re.compile(f"[{_CJK}]")


def _terms(text: str) -> list[str]:
    """Content words (light-stemmed, stop words out) and CJK character bigrams."""
    out: list[str] = []
    for word in _TERM.findall(text.casefold()):
        if _CJK_RE.match(word):
            out.extend(word[i:i + 2] for i in range(max(1, len(word) - 1)))
        elif word not in _STOP and (len(word) > 1 or word.isdigit()):  # "room 1" != "room 2"
            for suffix in ("ing", "ed", "es", "s"):  # a light stem: muffins ~ muffin
                if len(word) > len(suffix) + 3 and word.endswith(suffix):
                    word = word[: -len(suffix)]
                    break
            out.append(word)
    return out


def _shingles(words: Sequence[str]) -> frozenset[str]:
    return frozenset(" ".join(words[i:i + 3]) for i in range(max(1, len(words) - 2)))


@dataclass
class _Turn:
    messages: list[Message]
    index: int  # 0 = oldest candidate
    fact: bool = False
    score: float = 0.0

    @property
    def seqs(self) -> list[int]:
        return [m.seq for m in self.messages if m.seq is not None]

    @property
    def tokens(self) -> int:
        return sum(m.tokens or 0 for m in self.messages)

    @property
    def text(self) -> str:
        return "\n".join(m.text for m in self.messages if m.role != "tool")


class Pruning:
    """Recent turns minus small talk, duplicates and stale bulk, best-scoring first.

    Args:
        embedder: optional; any object with ``embed(texts) -> list[list[float]]`` adds semantic
            relevance (turn vectors are cached per message).
        extractor: flags fact-bearing user messages; ``None`` uses
            ``convmem.facts.rules.RuleExtractor`` when installed, ``False`` only ``request.facts``.
        span_factor: candidates reach back this many budgets' worth of tokens.
        max_candidates: ... and at most this many messages.
        fresh_turns: the newest turns whose tool outputs and code stay whole.
        tool_stub_tokens / code_stub_tokens: older tool outputs / code blocks longer than this
            become stubs.
        duplicate_threshold: word-trigram Jaccard similarity from which two texts are duplicates.
        min_score: turns scoring below this are pruned even when the budget has room.
        half_life: recency halves every this many turns.
        max_fact_turns / fact_share: fact turns older than the span: how many at most, and the
            share of the budget they may take.

    Raises:
        ConfigError: a setting out of range.
    """

    name = "prune"
    pins_facts = False

    def __init__(self, *, embedder: _Embedder | None = None,
                 extractor: Extractor | bool | None = None, span_factor: float = 4.0,
                 max_candidates: int = 400, fresh_turns: int = 2, tool_stub_tokens: int = 200,
                 code_stub_tokens: int = 150, duplicate_threshold: float = 0.85,
                 min_score: float = 0.0, half_life: float = 8.0, max_fact_turns: int = 32,
                 fact_share: float = 0.25) -> None:
        if span_factor < 1 or max_candidates < 1 or half_life <= 0:
            raise ConfigError(f"span_factor={span_factor}, max_candidates={max_candidates}, "
                              f"half_life={half_life}: use span_factor >= 1, max_candidates >= 1 "
                              "and half_life > 0.")
        if not 0 < duplicate_threshold <= 1 or not 0 <= fact_share <= 1:
            raise ConfigError(f"duplicate_threshold={duplicate_threshold}, fact_share="
                              f"{fact_share}: use fractions (0 < threshold <= 1, 0 <= share <= 1).")
        self.embedder = embedder
        self.span_factor = span_factor
        self.max_candidates = max_candidates
        self.fresh_turns = fresh_turns
        self.tool_stub_tokens = tool_stub_tokens
        self.code_stub_tokens = code_stub_tokens
        self.duplicate_threshold = duplicate_threshold
        self.min_score = min_score
        self.half_life = half_life
        self.max_fact_turns = max_fact_turns
        self.fact_share = fact_share
        self._extractor: Extractor | None = None
        if extractor is None:
            try:
                from convmem.facts.rules import RuleExtractor  # written alongside; optional here
            except ImportError:
                log.debug("convmem.facts.rules is missing: prune protects only request.facts")
            else:
                self._extractor = RuleExtractor()
        elif extractor is not True and extractor is not False:
            self._extractor = extractor
        self._lock = threading.Lock()
        self._flags: LRU[tuple[str, int, int], bool] = LRU(50_000)
        self._vectors: LRU[tuple[str, int, int], list[float]] = LRU(20_000)
        self._term_cache: LRU[str, list[str]] = LRU(20_000)

    # -- selection ---------------------------------------------------------------------------

    def select(self, request: SelectionRequest) -> Selection:
        """The budget's worth of the best turns of the recent span, in chronological order."""
        history, counter, budget = request.history, request.counter, request.budget
        cid = request.conversation_id
        turns = self._candidates(history, budget)
        fact_seqs = {f.source_seq for f in request.facts if f.source_seq is not None}
        pruned: dict[int, str] = {}
        shrunk: list[int] = []
        for t in turns:
            t.fact = any(m.seq in fact_seqs or self._flagged(cid, m) for m in t.messages)
        newest = turns[-1] if turns else None
        survivors: list[_Turn] = []
        duplicates = self._duplicates(turns)
        for t in turns:
            reason = None
            if not t.fact and t is not newest:
                reason = self._small_talk(t) or duplicates.get(t.index)
            if reason is None:
                survivors.append(t)
            else:
                pruned.update(dict.fromkeys(t.seqs, reason))
        fresh = {id(t) for t in turns[max(0, len(turns) - self.fresh_turns):]}
        self._shrink(survivors, fresh, counter, pruned, shrunk)
        self._score(survivors, request, cid)

        # The newest turn goes in even when it alone exceeds the budget: the guard then
        # shortens it middle-out rather than losing the exchange the new message follows.
        chosen = [newest] if newest is not None else []
        used = newest.tokens if newest is not None else 0
        span_start = turns[0].seqs[0] if turns and turns[0].seqs else len(history)
        old_facts = self._old_fact_turns(history, fact_seqs, span_start)
        fact_room = int(budget * self.fact_share)
        for t in sorted((t for t in survivors if t.fact and t is not newest),
                        key=lambda t: -t.index):
            if used + t.tokens <= budget:
                chosen.append(t)
                used += t.tokens
            else:
                pruned.update(dict.fromkeys(t.seqs, "over budget (fact-bearing)"))
        for t in old_facts:
            if used + t.tokens <= budget and t.tokens <= fact_room:
                chosen.append(t)
                used += t.tokens
                fact_room -= t.tokens
        rest = sorted((t for t in survivors if not t.fact and t is not newest),
                      key=lambda t: (-t.score, -t.index))
        for t in rest:
            if t.score >= self.min_score and used + t.tokens <= budget:
                chosen.append(t)
                used += t.tokens
            else:
                pruned.update(dict.fromkeys(t.seqs, f"low relevance (score {t.score:.2f})"))
        recent = [m for t in sorted(chosen, key=lambda t: t.seqs[0] if t.seqs else 0)
                  for m in t.messages]
        sent = {m.seq for m in recent}
        notes = {"span": [span_start, len(history)], "candidates": sum(len(t.seqs) for t in turns),
                 "shrunk": [s for s in shrunk if s in sent],
                 "fact_turns": [t.seqs[0] for t in chosen if t.fact and t.seqs],
                 "embedder": self.embedder is not None}
        return Selection(recent=recent, pruned=dict(sorted(pruned.items())), notes=notes)

    def after_add(self, history: HistoryView, added: Sequence[Message]) -> None:
        """Nothing to do: pruning reads the history at build time."""

    # -- steps -------------------------------------------------------------------------------

    def _candidates(self, history: HistoryView, budget: int) -> list[_Turn]:
        """Whole turns of the newest ``span_factor * budget`` tokens / ``max_candidates``."""
        span: list[Message] = []
        tokens = 0
        reach = max(1, int(budget * self.span_factor))
        for m in history.newest_first():
            if m.role in ("system", "developer"):
                continue
            if span and (tokens + (m.tokens or 0) > reach or len(span) >= self.max_candidates):
                break
            span.append(m)
            tokens += m.tokens or 0
        span.reverse()
        groups = turn_groups(span)
        if groups and groups[0][0].role != "user":
            groups = groups[1:]  # cut mid-turn by the span bound: not a sendable turn
        return [_Turn(g, i) for i, g in enumerate(groups)]

    def _flagged(self, cid: str, m: Message) -> bool:
        if self._extractor is None or m.role != "user" or m.seq is None:
            return False
        key = (cid, m.seq, hash(m.text))
        with self._lock:
            if key in self._flags:
                return bool(self._flags.get(key))
        try:
            flag = bool(self._extractor.extract(m))
        except Exception as exc:  # an extractor bug must not cost the request
            log.debug("fact extractor failed on #%s: %s", m.seq, exc)
            flag = False
        with self._lock:
            self._flags.put(key, flag)
        return flag

    @staticmethod
    def _small_talk(turn: _Turn) -> str | None:
        """The kind of small talk a turn is, when its reply answers in kind."""
        kind = chitchat_kind(turn.messages[0].text)
        if kind is not None and all(_small_reply(m) for m in turn.messages[1:]):
            return kind
        return None

    def _duplicates(self, turns: list[_Turn]) -> dict[int, str]:
        """Turn index -> "duplicate of #seq" for user messages a later one repeats (word-trigram
        Jaccard), found through an inverted index so the cost stays near-linear."""
        out: dict[int, str] = {}
        postings: dict[str, list[int]] = {}
        sizes: dict[int, int] = {}
        for t in reversed(turns):
            words = self._terms(t.messages[0].text)
            if len(words) < 4:
                continue  # "yes" twice is not a duplicate worth naming
            mine = _shingles(words)
            overlap: dict[int, int] = {}
            for sh in mine:
                for later in postings.get(sh, ()):
                    overlap[later] = overlap.get(later, 0) + 1
            for later in sorted(overlap):  # the nearest later repeat when several match
                shared = overlap[later]
                if shared / (len(mine) + sizes[later] - shared) >= self.duplicate_threshold:
                    out[t.index] = f"duplicate of #{turns[later].messages[0].seq}"
                    break
            for sh in mine:
                postings.setdefault(sh, []).append(t.index)
            sizes[t.index] = len(mine)
        return out

    def _terms(self, text: str) -> list[str]:
        """:func:`_terms`, cached: history texts never change, so each is analysed once."""
        with self._lock:
            found = self._term_cache.get(text)
        if found is None:
            found = _terms(text)
            with self._lock:
                self._term_cache.put(text, found)
        return found

    def _shrink(self, turns: list[_Turn], fresh: set[int], counter: TokenCounter,
                pruned: dict[int, str], shrunk: list[int]) -> None:
        """Stub stale tool outputs, long code blocks and repeated replies, in place."""
        seen: dict[tuple[str, str], int] = {}
        for t in reversed(turns):
            for i in range(len(t.messages) - 1, -1, -1):
                m = t.messages[i]
                if m.seq is None or not m.text.strip():
                    continue
                norm = " ".join(self._terms(m.text))
                key = (m.role, norm)
                if m.role != "user" and len(norm) >= 40 and key in seen and not t.fact:
                    stub = f"[duplicate of #{seen[key]} elided by convmem]"
                    reason = f"duplicate of #{seen[key]} shrunk to stub"
                elif m.role == "tool" and id(t) not in fresh and \
                        (m.tokens or 0) > self.tool_stub_tokens:
                    stub = (f"[tool output of {counter.count_text(m.text):,} tokens elided by "
                            f"convmem: {_first_line(m.text)} …]")
                    reason = f"stale tool output shrunk to stub ({m.tokens:,} tokens)"
                elif id(t) not in fresh and not t.fact and _CODE.search(m.text):
                    text = _CODE.sub(lambda c: self._code_stub(c, counter), m.text)
                    if text == m.text:
                        seen.setdefault(key, m.seq)
                        continue
                    stub, reason = text, f"long code block shrunk to stub ({m.tokens:,} tokens)"
                else:
                    seen.setdefault(key, m.seq)
                    continue
                seen.setdefault(key, m.seq)
                small = m.with_text(stub)  # keeps seq, id and tool_call_id
                t.messages[i] = replace(small, tokens=counter.count_message(small),
                                        encoding=counter.encoding_name)
                pruned[m.seq] = reason
                shrunk.append(m.seq)

    def _code_stub(self, block: re.Match[str], counter: TokenCounter) -> str:
        n = counter.count_text(block[2])
        if n <= self.code_stub_tokens:
            return block[0]
        return (f"```{block[1]}\n[code block of {n:,} tokens elided by convmem: "
                f"{_first_line(block[2])} …]\n```")

    def _score(self, turns: list[_Turn], request: SelectionRequest, cid: str) -> None:
        """Relevance to the new message (lexical, + semantic with an embedder) and recency."""
        query = set(_terms(request.query.text))
        docs = [{w for m in t.messages if m.role != "tool" for w in self._terms(m.text)}
                for t in turns]
        n = len(docs)
        df: dict[str, int] = {}
        for d in docs:
            for w in d & query:
                df[w] = df.get(w, 0) + 1
        idf = {w: math.log(1 + n / df.get(w, 1)) for w in query}
        total = sum(idf.values())
        sims = self._similarities(turns, request.query.text, cid)
        newest = turns[-1].index if turns else 0
        for t, d, sim in zip(turns, docs, sims, strict=True):
            lexical = sum(idf[w] for w in d & query) / total if total else 0.0
            relevance = lexical if sim is None else 0.4 * lexical + 0.6 * max(0.0, sim)
            recency = 0.5 ** ((newest - t.index) / self.half_life)
            t.score = round(0.65 * relevance + 0.35 * recency, 6)

    def _similarities(self, turns: list[_Turn], query: str, cid: str) -> list[float | None]:
        if self.embedder is None or not turns:
            return [None] * len(turns)
        keys = [(cid, t.seqs[0] if t.seqs else -1, hash(t.text)) for t in turns]
        with self._lock:
            missing = [i for i, k in enumerate(keys) if k not in self._vectors]
        try:
            vectors = self.embedder.embed([query] + [turns[i].text[:4000] for i in missing])
            if len(vectors) != len(missing) + 1:
                raise ValueError(f"{len(vectors)} vectors for {len(missing) + 1} texts")
        except Exception as exc:  # degrade to lexical relevance, as retrieval failures do
            log.warning("convmem prune: the embedder failed (%s); scoring lexically", exc)
            return [None] * len(turns)
        with self._lock:
            for i, vec in zip(missing, vectors[1:], strict=True):
                self._vectors.put(keys[i], vec)
            found = [self._vectors.get(k) for k in keys]
        return [None if v is None else _cosine(vectors[0], v) for v in found]

    def _old_fact_turns(self, history: HistoryView, fact_seqs: set[int],
                        span_start: int) -> list[_Turn]:
        """Turns of fact-bearing messages older than the span, newest first (index lookups)."""
        seqs = sorted((s for s in fact_seqs if s < span_start), reverse=True)
        out: list[_Turn] = []
        for seq in seqs[: self.max_fact_turns]:
            window = history.range(seq, min(seq + 8, span_start))
            if not window or window[0].role != "user":
                continue
            group = turn_groups([m for m in window if m.role not in ("system", "developer")])[0]
            if seq + 8 <= span_start and len(group) == len(window):
                group = group[:1]  # the turn may go on past what we read: its user message alone
            out.append(_Turn(list(group), -1, fact=True))
        return out


def _small_reply(m: Message) -> bool:
    """A reply that answers small talk in kind: no tool call, small talk itself or a short line
    without numbers (which would be worth keeping)."""
    if m.tool_calls:
        return False
    text = m.text.strip()
    return not text or chitchat_kind(text) is not None or (
        m.role == "assistant" and (m.tokens or 0) <= 40 and not re.search(r"\d", text))


def _first_line(text: str) -> str:
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return line[:80]


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=False))
    na = math.sqrt(sum(x * x for x in a))
    nb = math.sqrt(sum(y * y for y in b))
    return dot / (na * nb) if na and nb else 0.0
