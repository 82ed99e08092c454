"""LoCoMo's release converted to the conversation format ``convmem compare`` reads.

LoCoMo (snap-research, "Evaluating Very Long-Term Conversational Memory of LLM Agents", 2024;
data licence CC BY-NC 4.0, so nothing of it ships here) holds ten conversations of two people
over up to 35 sessions, with questions whose evidence is turns of them. ``../shared/data``
holds three of them (``locomo-dev.jsonl``), on which retrieval was tuned; this module converts
the others, so that what was tuned there can be measured where it was not. The conversion is
the one that made ``locomo-dev.jsonl`` (it gives those three conversations byte for byte):
speaker A is ``user`` and speaker B ``assistant``; a turn's content is ``"Speaker: text"``,
plus ``" [shares a photo of CAPTION]"`` where the turn shared a photo; ``time`` is its
session's date; ``id`` is LoCoMo's dialogue id ("D3:7", session 3, turn 7). The questions of
categories 1–4 (multi-hop, temporal, open-domain, single-hop) whose evidence ids all name turns
become probes asked after the last turn; category 5 (adversarial, no evidence) is left out.

Two layouts are read: the release's ``locomo10.json`` (a list of samples, each with
``sample_id``, ``conversation`` and ``qa``) and a file per conversation whose top level holds
the conversation's fields and ``qa`` (``multimodal_dialog/locomo10_v2/26.json`` in the
repository's ``data/locomo10.zip``, named ``conv-26`` after its file).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from convmem.errors import ConfigError

__all__ = ["CATEGORIES", "convert", "read"]

# LoCoMo's question categories that have evidence, by their number in the release
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
SOURCE = "LoCoMo (snap-research, CC BY-NC 4.0)"


def convert(conversation_id: str, sample: Mapping[str, Any]) -> tuple[dict[str, Any], int]:
    """One LoCoMo conversation (its ``speaker_a``, ``session_N`` … fields and ``qa``, at the
    top level or under ``conversation``) as a conversation of the JSON Lines format (see the
    module docstring), and how many of its questions of categories 1–4 were left out because
    their evidence names no turn (the release has a few: "D8:6; D9:17", "D30:05").

    Raises:
        ConfigError: a field the conversion needs is missing or of the wrong type.
    """
    talk = sample.get("conversation", sample)
    if not isinstance(talk, Mapping):
        raise ConfigError(f"{conversation_id}: 'conversation' is {type(talk).__name__}, not an "
                          f"object: {_LAYOUT}")
    speaker = _field(talk, "speaker_a", str, conversation_id)
    messages: list[dict[str, Any]] = []
    session = 1
    while f"session_{session}" in talk:
        when = _field(talk, f"session_{session}_date_time", str, conversation_id)
        for n, turn in enumerate(_field(talk, f"session_{session}", list, conversation_id)):
            where = f"{conversation_id}: session_{session}, turn {n}"
            if not isinstance(turn, Mapping):
                raise ConfigError(f"{where} is {type(turn).__name__}, not an object: {_LAYOUT}")
            said = {k: _field(turn, k, str, where) for k in ("speaker", "text", "dia_id")}
            text = f"{said['speaker']}: {said['text']}"
            if turn.get("blip_caption"):
                text += f" [shares a photo of {turn['blip_caption']}]"
            messages.append({"id": said["dia_id"],
                             "role": "user" if said["speaker"] == speaker else "assistant",
                             "content": text, "time": when})
        session += 1
    if gap := sorted(k for k in talk if re.fullmatch(r"session_\d+", k)
                     and int(k.split("_")[1]) >= session):
        raise ConfigError(f"{conversation_id}: {gap[0]} follows no session_{session}: the "
                          "sessions are numbered from 1 without a gap.")
    if not messages:
        raise ConfigError(f"{conversation_id}: no turns (no session_1, or empty sessions): "
                          f"{_LAYOUT}")
    ids = [m["id"] for m in messages]
    if len(set(ids)) < len(ids):
        raise ConfigError(f"{conversation_id}: the dia_id "
                          f"{next(i for i in ids if ids.count(i) > 1)!r} names two turns; each "
                          "turn needs its own.")
    probes, unresolved = [], 0
    for n, qa in enumerate(_field(sample, "qa", list, conversation_id)):
        if not isinstance(qa, Mapping):
            raise ConfigError(f"{conversation_id}: qa {n} is {type(qa).__name__}, not an "
                              f"object: {_LAYOUT}")
        number = qa.get("category")
        category = (CATEGORIES.get(number) if isinstance(number, int)
                    and not isinstance(number, bool) else None)
        if category is None:
            continue
        question = _field(qa, "question", str, f"{conversation_id}: qa {n}")
        raw = qa.get("evidence")
        given = [raw] if isinstance(raw, str) else raw if isinstance(raw, list) else []
        evidence = [e.strip() for e in given if isinstance(e, str)]
        if not evidence or len(evidence) < len(given) or not set(evidence) <= set(ids):
            unresolved += 1
            continue
        answer = {"answer": str(qa["answer"])} if qa.get("answer") is not None else {}
        probes.append({"at": len(messages), "question": question, **answer,
                       "evidence": evidence, "category": category})
    conversation = {"id": conversation_id, "source": SOURCE, "messages": messages,
                    "probes": probes}
    return conversation, unresolved


def read(paths: Iterable[Path], skip: Iterable[str] = ()) -> tuple[list[dict[str, Any]], int]:
    """The conversations of LoCoMo files (either layout), but those whose id is in ``skip``
    (e.g. the dev conversations conv-26, conv-30 and conv-41), in the files' order; and the
    number of questions left out because their evidence names no turn.

    Raises:
        ConfigError: a file cannot be read or is not LoCoMo's; a conversation comes twice; an
            id to skip is in no file.
    """
    left_out = set(skip)
    seen: dict[str, Path] = {}
    out, unresolved = [], 0
    for path in paths:
        try:
            raw = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            raise ConfigError(f"{path}: cannot read it ({exc.strerror or exc}).") from exc
        except UnicodeDecodeError as exc:
            raise ConfigError(f"{path}: not UTF-8 text (a .zip? unzip it first): "
                              f"{_LAYOUT}") from exc
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError) as exc:
            raise ConfigError(f"{path}: not JSON ({type(exc).__name__}): {_LAYOUT}") from exc
        for n, sample in enumerate(data if isinstance(data, list) else [data]):
            if not isinstance(sample, Mapping):
                raise ConfigError(f"{path}: item {n} is {type(sample).__name__}, not an "
                                  f"object: {_LAYOUT}")
            cid = str(sample.get("sample_id") or "").strip() or f"conv-{Path(path).stem}"
            if cid in seen:
                raise ConfigError(f"{path}: conversation {cid} comes again (first in "
                                  f"{seen[cid]}); give each conversation once: locomo10.json "
                                  "holds all ten, or one file per conversation.")
            seen[cid] = Path(path)
            if cid not in left_out:
                conversation, dropped = convert(cid, sample)
                out.append(conversation)
                unresolved += dropped
    if missing := sorted(left_out - seen.keys()):
        raise ConfigError(f"--skip {','.join(missing)}: no such conversation in the files "
                          f"(they hold {', '.join(seen)}).")
    return out, unresolved


_LAYOUT = ("give LoCoMo's locomo10.json (a list of samples with sample_id, conversation and "
           "qa) or one of its per-conversation files (speaker_a, session_1, "
           "session_1_date_time, …, qa).")


def _field(data: Mapping[str, Any], name: str, kind: type, where: str) -> Any:
    value = data.get(name)
    if not isinstance(value, kind):
        raise ConfigError(f"{where}: field {name!r} is {type(value).__name__}, not "
                          f"{kind.__name__}: {_LAYOUT}")
    return value
