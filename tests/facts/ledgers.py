"""A ledger on the rules alone (no model), fed what the user said in turn: for the tests of
what the ledger files across messages."""

from __future__ import annotations

from convmem import Memory
from convmem.eval.factbench import filed
from convmem.facts.rules import RuleExtractor
from convmem.records import Fact


def ledger_after(*said: str) -> list[Fact]:
    """The current facts after the user said each of ``said`` in turn."""
    return [f for f in filed(RuleExtractor(), said) if f.current]


_CHAT = ("Sure! Here is a long and friendly answer about nothing in particular: the weather was "
         "mild, the trains ran on time, and the park was quiet in the early morning light.")


def out_of_view(mem: Memory, conversation_id: str) -> None:
    """Chit-chat after what the user said, a window's worth: the window no longer shows the
    statements, whose facts it would not pin (their words are in the request already)."""
    for _ in range(max(1, mem.window // 30)):
        mem.extend(conversation_id, [{"role": "user", "content": "ok"},
                                     {"role": "assistant", "content": _CHAT}])
