"""A ledger on the rules alone (no model), fed what the user said in turn: for the tests of
what the ledger files across messages."""

from __future__ import annotations

from convmem.eval.factbench import filed
from convmem.facts.rules import RuleExtractor
from convmem.records import Fact


def ledger_after(*said: str) -> list[Fact]:
    """The current facts after the user said each of ``said`` in turn."""
    return [f for f in filed(RuleExtractor(), said) if f.current]
