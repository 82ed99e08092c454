"""A ledger on the rules alone (no model), fed what the user said in turn: for the tests of
what the ledger files across messages."""

from __future__ import annotations

from convmem.facts.ledger import FactLedger
from convmem.facts.rules import RuleExtractor
from convmem.messages import Message
from convmem.records import Fact
from convmem.stores import InMemoryStore


def ledger_after(*said: str) -> list[Fact]:
    """The current facts after the user said each of ``said`` in turn."""
    extractor = RuleExtractor()
    ledger = FactLedger.of(InMemoryStore(), extractor)
    for seq, text in enumerate(said):
        ledger.file(extractor, "c", [Message(role="user", content=text, seq=seq, id=f"m{seq}")])
    return ledger.store.facts("c")
