"""The conversation file format: JSON Lines, one conversation per line, written by
``convmem make-probes`` and meant to be read by ``convmem compare``.

A conversation is ``{"id", "messages", "probes", ...}``: ``messages`` are OpenAI-format messages
with unique ids, and each probe asks ``question`` after the first ``at`` messages and is scored
by its ``expect_any`` keywords (see :func:`mentions`) and/or its ``evidence`` message ids; a
probe on a superseded fact also carries the old value's ``stale`` keywords and
``stale_evidence``. :func:`load_jsonl` checks all of it up front, so a scorer can trust the shape.

Design decision: a keyword counts when it *starts* at a word boundary (:func:`mentions`), so a
plural or an inflection still scores ("peanut" in "peanuts") while a keyword buried inside an
unrelated word does not; Chinese has no spaces, so a CJK keyword matches anywhere.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from convmem.errors import ConfigError, MessageError
from convmem.messages import parse_message

__all__ = ["CJK", "load_jsonl", "mentions", "write_jsonl"]

# A run of CJK ideographs; the probe generator compares CJK text by bigrams of these runs.
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")


def mentions(text: str, keyword: str) -> bool:
    """Whether ``keyword`` appears in ``text`` the way a probe scorer should count it.

    Case-insensitive; a Latin keyword must start at a word boundary ("peanut" matches
    "peanuts", not "supeanut"), a CJK keyword matches anywhere (Chinese has no spaces). A
    line start inside a JSON-quoted retrieved turn (``\\n`` then the word) is a boundary too.

    Args:
        text: the text searched (a built context, a message).
        keyword: one ``expect_any`` keyword.

    Returns:
        True when the keyword occurs.
    """
    kw = keyword.lower()
    if CJK.search(kw):
        return kw in text.lower()
    return re.search(r"(?:(?<![0-9a-z])|(?<=\\[nt]))" + re.escape(kw), text.lower()) is not None


def write_jsonl(conversations: Iterable[Mapping[str, Any]], path: str | Path) -> None:
    """Write conversations as JSON Lines (UTF-8, Chinese kept readable).

    Args:
        conversations: conversations in the file format.
        path: the file to (over)write; its folder must exist.

    Raises:
        ConfigError: the file cannot be written.
    """
    try:
        with Path(path).open("w", encoding="utf-8") as fh:
            for conv in conversations:
                fh.write(json.dumps(conv, ensure_ascii=False) + "\n")
    except OSError as exc:
        raise ConfigError(f"cannot write {path} ({exc}); check the folder exists and is "
                          "writable.") from exc


def _ids(value: Any, where: str, index: Mapping[str, int], at: int) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise ValueError(f"{where}: expected a list of message ids. Use e.g. [\"m3\"].")
    for mid in value:
        if mid not in index:
            raise ValueError(f"{where}: {mid!r} is not the id of a message of this conversation. "
                             "Use the \"id\" of a message in \"messages\".")
        if index[mid] >= at:
            raise ValueError(f"{where}: {mid!r} is message {index[mid]}, but the probe is asked "
                             f"after the first {at} messages. Raise \"at\" past it or drop it.")
    return value


def _probe(raw: Any, where: str, index: Mapping[str, int], n: int) -> None:
    if not isinstance(raw, dict):
        raise ValueError(f"{where}: expected an object, got {type(raw).__name__}.")
    at = raw.get("at")
    if isinstance(at, bool) or not isinstance(at, int):
        raise ValueError(f"{where}.at: {at!r} is not an integer. Give the number of messages "
                         "after which the probe is asked.")
    if not 0 <= at <= n:
        what = "negative" if at < 0 else f"beyond the {n} messages"
        raise ValueError(f"{where}.at: {at} is {what}. Use 0 to {n}: the number of messages "
                         "after which it is asked.")
    if not isinstance(raw.get("question"), str) or not raw["question"].strip():
        raise ValueError(f"{where}.question: missing or not a non-empty string.")
    expect = raw.get("expect_any", [])
    if not isinstance(expect, list) or not all(isinstance(k, str) and k for k in expect):
        raise ValueError(f"{where}.expect_any: expected a list of non-empty strings.")
    evidence = _ids(raw.get("evidence", []), f"{where}.evidence", index, at)
    if not expect and not evidence:
        raise ValueError(f"{where}: neither expect_any nor evidence is given. Give at least one "
                         "so the probe can be scored.")
    _ids(raw.get("stale_evidence", []), f"{where}.stale_evidence", index, at)
    stale = raw.get("stale", [])
    if not isinstance(stale, list) or not all(isinstance(k, str) and k for k in stale):
        raise ValueError(f"{where}.stale: expected a list of non-empty strings.")


def _conversation_ok(raw: Any, ids: dict[str, int], line: int) -> None:
    if not isinstance(raw, dict):
        raise ValueError(f"expected a conversation object, got {type(raw).__name__}.")
    cid = raw.get("id")
    if not isinstance(cid, str) or not cid:
        raise ValueError(f"id: {cid!r} is not a non-empty string. Give each conversation an id.")
    if cid in ids:
        raise ValueError(f"id: {cid!r} is already used on line {ids[cid]}. Ids must be unique.")
    ids[cid] = line
    messages = raw.get("messages")
    if not isinstance(messages, list):
        raise ValueError("messages: missing or not a list. Give the conversation's messages.")
    index: dict[str, int] = {}
    for i, msg in enumerate(messages):
        mid = parse_message(msg, where=f"messages[{i}]").id
        if mid is not None:
            if mid in index:
                raise ValueError(f"messages[{i}].id: {mid!r} repeats messages[{index[mid]}].id. "
                                 "Message ids must be unique within a conversation.")
            index[mid] = i
    probes = raw.get("probes")
    if not isinstance(probes, list):
        raise ValueError("probes: missing or not a list. Use \"probes\": [] for none.")
    for j, probe in enumerate(probes):
        _probe(probe, f"probes[{j}]", index, len(messages))


def load_jsonl(path: str | Path) -> list[dict[str, Any]]:
    """Read and validate a conversation file (JSON Lines, one conversation per line).

    Checked: one JSON object per line (blank lines skipped); a unique non-empty ``id``;
    ``messages`` valid OpenAI-format messages with unique ids; ``probes`` each with ``at``
    (0..number of messages), a ``question``, ``expect_any`` and/or ``evidence``, whose ids (and
    ``stale_evidence``'s) exist among the first ``at`` messages. Other fields are kept as-is.

    Args:
        path: the file.

    Returns:
        The conversations as parsed.

    Raises:
        ConfigError: naming the file, the line and the field at fault, and the fix.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise ConfigError(f"{path}: no such file. Give a conversation file (JSON Lines), e.g. "
                          "one written by `convmem make-probes`.") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot be read as UTF-8 text ({exc}).") from exc
    out: list[dict[str, Any]] = []
    ids: dict[str, int] = {}
    for line, row in enumerate(text.splitlines(), 1):
        if not row.strip():
            continue
        try:
            raw = json.loads(row)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{path} line {line}: not valid JSON ({exc.msg}, column "
                              f"{exc.colno}). Put one conversation object per line.") from exc
        try:
            _conversation_ok(raw, ids, line)
        except (ValueError, MessageError) as exc:
            raise ConfigError(f"{path} line {line}: {exc}") from exc
        out.append(raw)
    return out
