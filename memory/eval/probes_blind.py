"""Planted-fact conversations from the frozen blind set, over real chit-chat filler.

``convmem make-probes OUT --blind FILLER.jsonl`` plants the facts of
``tests/facts/blind_statements.py`` (whole user messages, written before the meaning detector,
never tuned on) into the turns of a real conversation file (e.g. LoCoMo dev), and probes each
with the questions written beside it, which share no keyword with the fact.

Design decisions:

- Filler is every message of the filler file in order, the speaker prefix ("Caroline: ")
  stripped and the roles re-assigned user/assistant alternately, so the planted user messages
  sit among ordinary turns. A filler turn holding any keyword of the conversation's facts is
  skipped (case-insensitive substring, the strictest reading), and the result is checked with
  :func:`convmem.eval.probes.find_leaks` like every generated file.
- Facts are dealt to conversations in a seeded order; a superseding fact travels with the fact
  it replaces and is stated after it. Two facts whose keywords occur in each other's messages
  never share a conversation (the probe could not tell them apart), nor two facts of what a
  person has one of (a home; a name and how to be addressed; a job): in one conversation the
  second would rightly supersede the first, and the first's probe would count that as a miss.
- A planted message replaces the user side of one filler pair; the filler reply after it stays.
- Every fact is probed at the end of its conversation (a superseded one through the fact that
  replaced it, with the old value's keywords as ``stale``); the old fact of a pair is also
  probed between the two statements, when it was still current.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from convmem.errors import ConfigError
from convmem.eval.convfile import load_jsonl
from convmem.eval.factbench import load_blind
from convmem.eval.probes import checked

__all__ = ["blind_conversations"]

_SPEAKER = re.compile(r"^[A-Z][\w .'-]{0,30}:\s+")


def _filler(paths: Sequence[str | Path]) -> list[dict[str, Any]]:
    """Every message of the filler files, speaker prefixes stripped."""
    out: list[dict[str, Any]] = []
    for path in paths:
        for conv in load_jsonl(path):
            for m in conv["messages"]:
                text = m.get("content")
                if isinstance(text, str) and text.strip():
                    out.append({"content": _SPEAKER.sub("", text), "time": m.get("time")})
    if len(out) < 40:
        raise ConfigError(f"filler {', '.join(map(str, paths))} holds {len(out)} messages with "
                          "text; give a conversation file with at least 40 (e.g. LoCoMo dev).")
    return out


def _units(facts: Sequence[Any]) -> list[list[Any]]:
    """Facts grouped with the facts that replace them (old first)."""
    by_id = {f.id: f for f in facts}
    replaced_by = {f.replaces: f for f in facts if f.replaces}
    units = []
    for f in facts:
        if f.replaces and f.replaces in by_id:
            continue
        chain = [f]
        while chain[-1].id in replaced_by:
            chain.append(replaced_by[chain[-1].id])
        units.append(chain)
    return units


# Topics a person has one of: two such facts in a conversation would be one fact superseded
# (work since 2026-12-04: the ledger rightly takes a second, unrelated job for a change of job).
_ONE_EACH = ({"home"}, {"name", "address"}, {"work"})


def _clash(a: Sequence[Any], b: Sequence[Any]) -> bool:
    if any(a[0].topic in same and b[0].topic in same for same in _ONE_EACH):
        return True
    words_a = [k.casefold() for f in a for k in f.keywords]
    words_b = [k.casefold() for f in b for k in f.keywords]
    return any(w in f.text.casefold() for f in b for w in words_a) or any(
        w in f.text.casefold() for f in a for w in words_b)


def _deal(units: list[list[Any]], per: int) -> list[list[list[Any]]]:
    """Units into conversations of about ``per`` facts, no two clashing in one conversation."""
    groups: list[list[list[Any]]] = []
    for unit in units:
        home = next((g for g in groups if sum(len(u) for u in g) + len(unit) <= per
                     and not any(_clash(unit, other) for other in g)), None)
        if home is None:
            groups.append([unit])
        else:
            home.append(unit)
    return groups


def blind_conversations(filler: str | Path | Sequence[str | Path], *, turns: int = 300,
                        facts_per_conversation: int = 8, seed: int = 0,
                        dataset: Any = None) -> list[dict[str, Any]]:
    """Build the blind set's planted-fact conversations.

    Args:
        filler: conversation file(s) whose turns are the chit-chat (e.g. LoCoMo dev).
        turns: messages per conversation (even).
        facts_per_conversation: facts planted in each (superseding facts count).
        seed: the same seed gives the same file.
        dataset: the blind set module (default :func:`~convmem.eval.factbench.load_blind`).

    Returns:
        Conversations in the file format; probes carry ``kind`` (the topic), ``lang``,
        ``fact``, ``superseded`` and ``answer``.

    Raises:
        ConfigError: a bad argument or filler file.
        GenerationError: a keyword leaked into filler (never expected; please report).
    """
    if turns % 2 or turns < 4 * facts_per_conversation or facts_per_conversation < 1:
        raise ConfigError(f"turns={turns}, facts_per_conversation={facts_per_conversation}: "
                          "use an even number of turns, at least 4 per fact planted.")
    data = dataset if dataset is not None else load_blind()
    pool = _filler([filler] if isinstance(filler, (str, Path)) else list(filler))
    rng = random.Random(f"convmem-blind/{seed}")
    units = _units(data.FACTS)
    rng.shuffle(units)
    out = []
    for i, group in enumerate(_deal(units, facts_per_conversation)):
        conv = _conversation(rng, f"b{i + 1}", group, pool, turns)
        conv["source"] = f"convmem make-probes --blind seed={seed} turns={turns}"
        out.append(checked(conv, "blind"))
    return out


def _conversation(rng: random.Random, cid: str, group: list[list[Any]],
                  pool: list[dict[str, Any]], turns: int) -> dict[str, Any]:
    words = [k.casefold() for unit in group for f in unit for k in f.keywords]
    clean = [m for m in pool if not any(w in m["content"].casefold() for w in words)]
    if len(clean) < turns:
        raise ConfigError(f"the filler has {len(clean)} usable messages for {cid}, fewer than "
                          f"turns={turns}; give more filler or fewer turns.")
    start = rng.randrange(len(clean))
    filler = [clean[(start + j) % len(clean)] for j in range(turns)]
    pairs = turns // 2
    events = [f for unit in group for f in unit]
    slots = sorted(rng.sample(range(1, int(pairs * 0.85)), len(events)))
    # Deal the slots so each unit's statements stay in order (old before the one replacing it).
    order = list(range(len(group)))
    rng.shuffle(order)
    queue = [(u, k) for u in order for k in range(len(group[u]))]
    queue.sort(key=lambda uk: (uk[1], rng.random()))
    planted: dict[int, Any] = {}
    for pair, (u, k) in zip(slots, queue, strict=True):
        planted[pair] = group[u][k]
    said: dict[str, int] = {}
    messages = []
    for j, m in enumerate(filler):
        role = "user" if j % 2 == 0 else "assistant"
        text = m["content"]
        if role == "user" and j // 2 in planted:
            fact = planted[j // 2]
            text = fact.text
            said[fact.id] = j
        message: dict[str, Any] = {"id": f"m{j}", "role": role, "content": text}
        if m.get("time"):
            message["time"] = m["time"]
        messages.append(message)
    return {"id": cid, "messages": messages, "probes": _probes(group, said, turns)}


def _probe(fact: Any, at: int, evidence: int, old: Any = None,
           old_at: int | None = None) -> dict[str, Any]:
    item: dict[str, Any] = {
        "at": at, "question": fact.questions[0], "expect_any": list(fact.keywords),
        "evidence": [f"m{evidence}"], "kind": fact.topic, "lang": fact.lang, "fact": "",
        "superseded": old is not None, "answer": fact.text}
    if old is not None and old_at is not None:
        item["stale"] = list(old.keywords)
        item["stale_evidence"] = [f"m{old_at}"]
    return item


def _probes(group: list[list[Any]], said: Mapping[str, int], turns: int) -> list[dict[str, Any]]:
    out = []
    for unit in group:
        label = unit[0].id
        last = unit[-1]
        prev = unit[-2] if len(unit) > 1 else None
        end = _probe(last, turns, said[last.id], prev, said[prev.id] if prev else None)
        end["fact"] = label
        out.append(end)
        for old, new in itertools.pairwise(unit):
            at = said[new.id] - (said[new.id] - said[old.id]) // 2
            at += at % 2
            if said[old.id] < at <= said[new.id]:
                mid = _probe(old, at, said[old.id])
                mid["fact"] = label
                out.append(mid)
    out.sort(key=lambda p: (p["at"], p["fact"]))
    return out
