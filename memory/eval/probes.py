"""Planted-fact conversations: the generator behind ``convmem make-probes``.

A generated conversation is filler chit-chat (sessions of a few turns on one topic, a few
sessions a day) into which durable facts are planted: each is stated once inside an ordinary
user message, some are restated later with a new value (supersession), some are in Chinese.
Every fact gets probes: questions a user would ask that need the fact but share no content word
with it, so only memory, not lexical overlap with the question, can bring it back.

Design decisions:

- ``turns`` counts messages, as LoCoMo's "turns" do; user and assistant alternate, so it is even.
- A probe's keywords (``expect_any`` and ``stale``) occur only in the messages that state its
  fact. Every conversation is checked with case-insensitive *substring* search, the strictest
  reading, so a scorer using :func:`convmem.eval.convfile.mentions` (word-start match) or plain
  substring search both score filler as a miss. A violation raises :class:`GenerationError`;
  the template pools are checked the same way (:func:`check_templates`) before anything is
  generated.
- Conversation ``i`` draws from its own ``random.Random`` seeded with ``(seed, i)``: one seed
  gives one file, and asking for more conversations leaves the first ones unchanged.
- A fact stated in Chinese is probed in Chinese; the no-shared-word check then compares CJK
  bigrams instead of stemmed words.
- The template data lives apart from this logic: the fact categories and their types in
  :mod:`convmem.eval.probe_data`, the filler chit-chat in :mod:`convmem.eval.probe_filler`. The file
  format (reading, writing, keyword matching) is :mod:`convmem.eval.convfile`, shared with
  ``convmem compare``.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from convmem.errors import ConfigError, GenerationError
from convmem.eval.convfile import CJK, mentions
from convmem.eval.probe_data import KINDS, OWN_LEAD, SUPERSEDABLE, Kind, Topic, Value
from convmem.eval.probe_filler import (
    ACKS,
    CLOSERS,
    CONNECTORS,
    INTERJECTIONS,
    LEADINS,
    OPENERS,
    PREFIXES,
    TOPICS,
)

if TYPE_CHECKING:
    pass

__all__ = ["GenerationError", "check_templates", "checked", "find_leaks", "generate",
           "shares_keyword"]

_WORD = re.compile(r"[a-z0-9]+")
_STOP_WORDS = """
a about after again all also am an and any anything are as at be been before being but by can
could d did do does doing don each even for from get got had has have having he her here him
his how i if in into is it its just keep know let like ll m make me might more most much my need
no not now of off ok okay on one only or other our out over re really s she should so some
something still t than that the their them then there these they thing things this those to too
up us ve very want was way we were what when where which who why will with would you your
"""
_STOP = frozenset(_STOP_WORDS.split())
# Bigrams too common in Chinese to count as content shared by a question and a fact.
_STOP_BIGRAMS = frozenset({"我的", "一下", "什么", "一个", "我们", "现在", "我要", "我在", "我是",
                           "帮我", "的时", "时候", "可以", "已经"})


@dataclass
class _Fact:
    label: str
    kind: Kind
    lang: str
    value: Value
    new: Value | None
    said: str = ""  # the statement sentence
    updated: str = ""  # the superseding sentence
    said_at: int = -1  # message indexes
    updated_at: int = -1


# --- keyword helpers --------------------------------------------------------------------------


def _stem(word: str) -> str:
    for suffix, repl, min_len in (("ies", "y", 5), ("es", "", 5), ("s", "", 4), ("ing", "", 6),
                                  ("ed", "", 5)):
        if len(word) >= min_len and word.endswith(suffix) and not word.endswith("ss"):
            return word[: -len(suffix)] + repl
    return word


def _stems(text: str, stop: frozenset[str]) -> set[str]:
    return {_stem(w) for w in _WORD.findall(text.lower()) if w not in stop}


def _bigrams(text: str, stop: frozenset[str]) -> set[str]:
    out: set[str] = set()
    for run in CJK.findall(text):
        out.update(run[i:i + 2] for i in range(max(1, len(run) - 1)))
    return out - stop


def _content(text: str) -> set[str]:
    """Content-word stems and CJK bigrams: what a question must not share with its fact."""
    return _stems(text, _STOP) | _bigrams(text, _STOP_BIGRAMS)


def shares_keyword(question: str, keywords: Iterable[str]) -> bool:
    """Whether ``question`` shares a word with any keyword.

    Words are compared lowercased and crudely stemmed ("snacks" ~ "snack"), a keyword's function
    words left out ("a" of "not a drinker"); CJK text by bigrams ("花生酱" shares "花生"); a
    keyword occurring in the question is shared too.

    Args:
        question: the probe question.
        keywords: its ``expect_any`` (and ``stale``) keywords.

    Returns: True when any word or bigram is shared.
    """
    none: frozenset[str] = frozenset()
    words = _stems(question, none) | _bigrams(question, none)
    return any(mentions(question, kw) or words & (_stems(kw, _STOP) | _bigrams(kw, none))
               for kw in keywords)


def checked(conv: dict[str, Any], kind: str) -> dict[str, Any]:
    """``conv``, once :func:`find_leaks` finds nothing in it.

    Raises:
        GenerationError: a probe shares a keyword with its fact (the first five named).
    """
    problems = find_leaks(conv)
    if problems:
        raise GenerationError(f"{kind} conversation breaks the keyword rule:\n"
                              + "\n".join(problems[:5]))
    return conv


def find_leaks(conversation: Mapping[str, Any]) -> list[str]:
    """Every place a probe keyword occurs outside the messages that state its fact.

    The messages allowed to hold a keyword are the ``evidence`` and ``stale_evidence`` of all
    probes with the same ``fact`` label (a probe without one: its own). Matching is
    case-insensitive substring search, stricter than :func:`~convmem.eval.convfile.mentions`. A
    question that shares a word with its own keywords is reported too.

    Args:
        conversation: one conversation in the file format.

    Returns:
        One human-readable line per problem; empty when the conversation is clean.
    """
    probes = conversation.get("probes", [])
    allowed: dict[str, set[str]] = {}
    for j, probe in enumerate(probes):
        allowed.setdefault(str(probe.get("fact", f"#{j}")), set()).update(
            probe.get("evidence", []), probe.get("stale_evidence", []))
    texts = [(str(m.get("id")), str(m.get("content") or "").lower())
             for m in conversation.get("messages", [])]
    cid = conversation.get("id")
    problems: list[str] = []
    for j, probe in enumerate(probes):
        keywords = [*probe.get("expect_any", []), *probe.get("stale", [])]
        question = str(probe.get("question", ""))
        if shares_keyword(question, keywords):
            problems.append(f"{cid}: probes[{j}] question {question!r} shares a word with its "
                            f"keywords {keywords}")
        ok = allowed[str(probe.get("fact", f"#{j}"))]
        for kw in keywords:
            problems += [f"{cid}: probes[{j}] keyword {kw!r} occurs in {mid}, which does not "
                         f"state the fact: {text[:90]!r}"
                         for mid, text in texts if mid not in ok and kw.lower() in text]
    return problems


# --- template checks --------------------------------------------------------------------------


def _fill(template: str, slots: Mapping[str, str]) -> str:
    try:
        return template.format_map(slots)
    except KeyError as exc:
        raise GenerationError(f"template {template!r} uses slot {exc}, which is not set") from exc


def _renderings(kind: Kind, value: Value) -> list[tuple[str, set[str]]]:
    """Every sentence that can state ``value``, with the values whose keywords it may hold."""
    out = [(_fill(t, value.fill()), {value.text}) for t in kind.says]
    for other in kind.partners(value):
        for old, new in ((other, value), (value, other)):
            out += [(_fill(t, new.fill(old=old.text, new=new.text)), {old.text, new.text})
                     for t in kind.updates]
    return out


def check_templates() -> None:
    """Check the template pools: no fact keyword in filler text or in another fact's sentence,
    every statement carries its keywords, no question shares a content word with a sentence
    that states what it probes.

    Raises:
        GenerationError: naming the template and the keyword or word at fault.
    """
    filler = [*PREFIXES, *LEADINS, *OPENERS, *CLOSERS, *INTERJECTIONS]
    for lang in ("en", "zh"):
        filler += [*ACKS[lang], *CONNECTORS[lang]]
    for topic in TOPICS:
        filler += [*topic.opens, *topic.follows, *topic.replies]
        filler += [v for _, values in topic.slots for v in values]
    owners = [(kw.lower(), value.text) for kinds in KINDS.values() for kind in kinds.values()
              for value in kind.values for kw in value.keywords]
    for kw, _ in owners:
        for text in filler:
            if kw in text.lower():
                raise GenerationError(f"fact keyword {kw!r} occurs in filler text {text!r}")
    for kinds in KINDS.values():
        for kind in kinds.values():
            for value in kind.values:
                for kw in value.keywords:
                    if not all(kw.lower() in _fill(t, value.fill()).lower() for t in kind.says):
                        raise GenerationError(f"a {kind.name} statement of {value.text!r} "
                                              f"lacks its keyword {kw!r}")
                rendered = [(s, s.lower(), mine, _content(s))
                            for s, mine in _renderings(kind, value)]
                for sentence, low, mine, _ in rendered:
                    foreign = [kw for kw, owner in owners if owner not in mine and kw in low]
                    if foreign:
                        raise GenerationError(f"{kind.name} sentence {sentence!r} holds another "
                                              f"fact's keyword(s) {foreign}")
                for ask in kind.asks_for(value):
                    if shares_keyword(ask, value.keywords):
                        raise GenerationError(f"{kind.name} question {ask!r} shares a word with "
                                              f"the keywords {list(value.keywords)}")
                    asked = _content(ask)
                    for sentence, _, _, content in rendered:
                        if asked & content:
                            raise GenerationError(f"{kind.name} question {ask!r} shares "
                                                  f"{sorted(asked & content)} with {sentence!r}")


@functools.cache
def _templates_checked() -> bool:
    # The pools are constants, so one check per process is enough (it takes ~0.2 s).
    check_templates()
    return True


# --- generation -------------------------------------------------------------------------------


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _uncap(text: str) -> str:
    return text if re.match(r"I\b", text) else text[:1].lower() + text[1:]


def _min_turns(events: int) -> int:
    pairs = 2
    while int(pairs * 0.85) - 1 < events:
        pairs += 1
    return 2 * pairs


def _check_args(n_conversations: int, turns: int, facts: int, superseded_share: float,
                chinese_share: float) -> tuple[int, int]:
    if isinstance(n_conversations, bool) or n_conversations < 1:
        raise ConfigError(f"n_conversations={n_conversations!r}: ask for at least 1.")
    if not 1 <= facts <= len(KINDS["en"]):
        raise ConfigError(f"facts_per_conversation={facts!r}: use 1 to {len(KINDS['en'])} "
                          "(one fact per category).")
    for name, share in (("superseded_share", superseded_share), ("chinese_share", chinese_share)):
        if not 0.0 <= share <= 1.0:
            raise ConfigError(f"{name}={share!r}: use a share between 0 and 1.")
    n_sup = round(superseded_share * facts)
    if n_sup > len(SUPERSEDABLE):
        raise ConfigError(f"superseded_share={superseded_share} asks for {n_sup} superseded facts "
                          f"but only {len(SUPERSEDABLE)} categories can change "
                          f"({', '.join(SUPERSEDABLE)}); lower the share.")
    if turns % 2:
        raise ConfigError(f"turns={turns}: user and assistant alternate, so use an even number "
                          f"of messages such as {turns + 1}.")
    minimum = _min_turns(facts + n_sup)
    if turns < minimum:
        raise ConfigError(f"turns={turns} is too few for {facts} facts and {n_sup} updates; "
                          f"use at least {minimum}.")
    return n_sup, round(chinese_share * facts)


def generate(n_conversations: int, turns: int, *, seed: int, facts_per_conversation: int = 8,
             superseded_share: float = 0.3, chinese_share: float = 0.2) -> list[dict[str, Any]]:
    """Generate conversations with planted facts and probes, in the conversation file format.

    Args:
        n_conversations: how many conversations.
        turns: messages per conversation (even: user and assistant alternate).
        seed: the same seed gives the same conversations.
        facts_per_conversation: facts planted per conversation, each of another category.
        superseded_share: share of the facts that are later changed.
        chinese_share: share of the facts stated (and probed) in Chinese; it also adds a
            little Chinese small talk to the filler.

    Returns:
        Fresh dicts: ``{"id", "source", "messages", "probes"}``, messages with ids ``m0``... and
        ISO times, probes with ``at``, ``question``, ``expect_any``, ``evidence``, ``kind``,
        ``superseded``, ``lang``, ``fact``, ``answer`` (and ``stale``, ``stale_evidence``).

    Raises:
        ConfigError: an impossible argument (odd or too few turns, a share outside 0..1).
        GenerationError: a template bug let a keyword leak (never expected; please report).
    """
    n_sup, n_zh = _check_args(n_conversations, turns, facts_per_conversation, superseded_share,
                              chinese_share)
    _templates_checked()
    out = []
    for i in range(n_conversations):
        rng = random.Random(f"convmem-probes/{seed}/{i}")
        conv = _conversation(rng, f"c{i + 1}", turns, facts_per_conversation, n_sup, n_zh,
                             chinese_share)
        conv["source"] = (f"convmem make-probes seed={seed} turns={turns} "
                          f"facts={facts_per_conversation}")
        out.append(checked(conv, "generated"))
    return out


def _plant(rng: random.Random, n_facts: int, n_sup: int, n_zh: int) -> list[_Fact]:
    sup = rng.sample(SUPERSEDABLE, n_sup)
    rest = rng.sample([k for k in KINDS["en"] if k not in sup], n_facts - n_sup)
    names = sup + rest
    chinese = set(rng.sample(range(n_facts), n_zh))
    facts = []
    for i, name in enumerate(names):
        lang = "zh" if i in chinese else "en"
        kind = KINDS[lang][name]
        if name in sup:
            value = rng.choice([v for v in kind.values if kind.partners(v)])
            new: Value | None = rng.choice(kind.partners(value))
        else:
            value, new = rng.choice(kind.values), None
        fact = _Fact(f"f{i + 1}", kind, lang, value, new)
        fact.said = _fill(rng.choice(kind.says), value.fill())
        if new is not None:
            fact.updated = _fill(rng.choice(kind.updates), new.fill(old=value.text, new=new.text))
        facts.append(fact)
    rng.shuffle(facts)
    return facts


def _schedule(rng: random.Random, facts: list[_Fact], n_pairs: int) -> dict[int, tuple[_Fact, str]]:
    """Which user turn states or updates which fact (updates after their statement)."""
    events = [(f, "say") for f in facts] + [(f, "update") for f in facts if f.new]
    pairs = rng.sample(range(1, int(n_pairs * 0.85)), len(events))
    at: dict[str, list[int]] = {}
    for (fact, _), pair in zip(events, pairs, strict=True):
        at.setdefault(fact.label, []).append(pair)
    plan: dict[int, tuple[_Fact, str]] = {}
    for fact in facts:
        where = sorted(at[fact.label])
        plan[where[0]] = (fact, "say")
        if len(where) > 1:
            plan[where[1]] = (fact, "update")
    return plan


def _reply(rng: random.Random, topic: Topic, slots: Mapping[str, str], used: set[str],
           opener: bool) -> str:
    """Two or three reply sentences of the topic, preferring ones the session hasn't used yet,
    padded or trimmed to 30-120 words (English)."""
    pool = [s for s in topic.replies if s not in used] or list(topic.replies)
    chosen = rng.sample(pool, min(len(pool), rng.randint(2, 3)))
    used.update(chosen)
    body = [_fill(s, slots) for s in chosen]
    if topic.lang == "zh":
        return "".join(body)
    head = [rng.choice(OPENERS)] if opener and rng.random() < 0.6 else []
    closers = [c for c in CLOSERS if c not in used]
    tail = [rng.choice(closers)] if closers and rng.random() < 0.4 else []
    used.update(tail)
    extra = [_fill(s, slots) for s in topic.replies if s not in chosen]
    rng.shuffle(extra)
    while len(" ".join(head + body + tail).split()) < 30 and extra:
        body.append(extra.pop())
    while len(" ".join(head + body + tail).split()) > 120 and len(body) > 1:
        body.pop()
    return " ".join(head + body + tail)


def _embed(rng: random.Random, sentence: str, lang: str, filler: str, bare: str,
           session: str) -> str:
    """A user message that states ``sentence`` in passing, around ordinary ``filler`` (``bare``:
    the filler without its greeting)."""
    conn = rng.choice(CONNECTORS[lang])
    if sentence.lower().startswith(OWN_LEAD) or re.match(r"[\w' ]{1,20}: ", sentence):
        sentence, conn = _cap(sentence), ""  # "diet update: ..." brings its own lead-in
    if lang == "zh":
        sep = "" if session == "zh" else " "
        return rng.choice([f"{filler}{sep}{conn}{sentence}", f"{sentence}{sep}{bare}",
                           f"{conn}{sentence}{sep}{bare}"])
    shapes = [f"{filler} {conn} {sentence}", f"{_cap(sentence)} {bare}"]
    if session == "en":
        shapes.append(f"{rng.choice(INTERJECTIONS)} {conn} {sentence} Anyway, {_uncap(bare)}")
    return " ".join(rng.choice(shapes).split())


def _conversation(rng: random.Random, cid: str, turns: int, n_facts: int, n_sup: int, n_zh: int,
                  chinese_share: float) -> dict[str, Any]:
    facts = _plant(rng, n_facts, n_sup, n_zh)
    n_pairs = turns // 2
    plan = _schedule(rng, facts, n_pairs)
    clock = datetime(2023, 1, 2, 8) + timedelta(days=rng.randrange(600), hours=rng.randrange(14))
    english = [t for t in TOPICS if t.lang == "en"]
    chinese = [t for t in TOPICS if t.lang == "zh"]
    messages: list[dict[str, Any]] = []
    last: Topic | None = None
    pair = 0
    while pair < n_pairs:
        if chinese and rng.random() < 0.25 * chinese_share:
            topic = rng.choice(chinese)
        else:
            topic = rng.choice([t for t in english if t is not last])
        last = topic
        slots = {name: rng.choice(values) for name, values in topic.slots}
        used: set[str] = set()
        for k in range(min(rng.randint(2, 4), n_pairs - pair)):
            bare = _cap(_fill(rng.choice(topic.follows if k else topic.opens), slots))
            user = bare
            if topic.lang == "en" and rng.random() < (0.6 if k else 0.35):
                user = f"{rng.choice(LEADINS if k else PREFIXES)} {bare}"
            reply = _reply(rng, topic, slots, used, opener=pair not in plan)
            if pair in plan:
                fact, what = plan[pair]
                sentence = fact.said if what == "say" else fact.updated
                user = _embed(rng, sentence, fact.lang, user, bare, topic.lang)
                sep = "" if topic.lang == "zh" else " "
                reply = f"{rng.choice(ACKS[topic.lang])}{sep}{reply}"
                if what == "say":
                    fact.said_at = len(messages)
                else:
                    fact.updated_at = len(messages)
            for role, text in (("user", user), ("assistant", reply)):
                clock += timedelta(minutes=rng.randint(1, 4), seconds=rng.randrange(60))
                messages.append({"id": f"m{len(messages)}", "role": role, "content": text,
                                 "time": clock.isoformat(timespec="seconds")})
            pair += 1
        gap = timedelta(hours=rng.randint(1, 8)) if rng.random() < 0.5 else timedelta(
            days=rng.randint(1, 3))
        clock += gap
        if not 7 <= clock.hour <= 22:
            clock = clock.replace(hour=rng.randint(7, 11)) + timedelta(days=clock.hour > 22)
    return {"id": cid, "messages": messages, "probes": _probes(rng, facts, turns)}


def _probes(rng: random.Random, facts: list[_Fact], turns: int) -> list[dict[str, Any]]:
    def even_in(lo: int, hi: int) -> int | None:
        lo += lo % 2
        return None if lo > hi else lo + 2 * rng.randint(0, (hi - lo) // 2)

    out: list[dict[str, Any]] = []
    for fact in facts:
        def probe(at: int, current: bool, asked: set[str], fact: _Fact = fact) -> None:
            value = fact.new if current and fact.new else fact.value
            asks = [q for q in fact.kind.asks_for(value) if q not in asked]
            question = rng.choice(asks or list(fact.kind.asks_for(value)))
            asked.add(question)
            superseded = bool(current and fact.new)
            item: dict[str, Any] = {
                "at": at, "question": question, "expect_any": list(value.keywords),
                "evidence": [f"m{fact.updated_at if superseded else fact.said_at}"],
                "kind": fact.kind.name, "superseded": superseded, "lang": fact.lang,
                "fact": fact.label, "answer": fact.updated if superseded else fact.said,
            }
            if superseded:
                item["stale"] = list(fact.value.keywords)
                item["stale_evidence"] = [f"m{fact.said_at}"]
            out.append(item)

        asked: set[str] = set()
        probe(turns, True, asked)
        if fact.new is None:
            if rng.random() < 0.6 and (at := even_in(fact.said_at + 2, turns - 2)) is not None:
                probe(at, True, asked)
            continue
        if rng.random() < 0.6 and (at := even_in(fact.said_at + 2, fact.updated_at)) is not None:
            probe(at, False, asked)
        if rng.random() < 0.5 and (at := even_in(fact.updated_at + 2, turns - 2)) is not None:
            probe(at, True, asked)
    out.sort(key=lambda p: (p["at"], int(p["fact"][1:])))
    return out


# --- command line -----------------------------------------------------------------------------


