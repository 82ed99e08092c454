"""What a blind set's fact is: one whole user message stating one durable fact of its topic.

The format is described where the sets are measured, ``tests/facts/blind_statements.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["BlindFact"]


@dataclass(frozen=True)
class BlindFact:
    """One durable fact stated in a user message (see the module docstring)."""

    id: str
    topic: str
    text: str
    keywords: tuple[str, ...]
    questions: tuple[str, ...]
    lang: str = "en"
    replaces: str = ""


def _en(fid: str, topic: str, text: str, keywords: tuple[str, ...], questions: tuple[str, ...],
        replaces: str = "") -> BlindFact:
    return BlindFact(fid, topic, text, keywords, questions, "en", replaces)


def _zh(fid: str, topic: str, text: str, keywords: tuple[str, ...], questions: tuple[str, ...],
        replaces: str = "") -> BlindFact:
    return BlindFact(fid, topic, text, keywords, questions, "zh", replaces)
