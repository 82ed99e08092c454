"""The slot and value of a fact the user states or corrects by hand (``Memory.pin_fact``,
``Memory.edit_fact``): the slot the rules would file the words under, so the ledger's later
statements supersede it as they would an extracted fact."""

from __future__ import annotations

from convmem.errors import ConfigError
from convmem.facts.vocabulary import RELATIONS
from convmem.messages import Message

__all__ = ["SINGLE_SLOT", "given", "owner", "rules_slot", "slot_of"]

# Categories a person has one current value of: a new statement replaces the old one whatever
# its words.
SINGLE_SLOT = frozenset({"home", "name", "address"})


def rules_slot(text: str, category: str) -> tuple[str, str] | None:
    """The key and value the rules file ``text`` under, if they find one fact of ``category``
    in it that it does not end ("allergic to kiwi": ``allergy:kiwi``, so a later "I'm no
    longer allergic to kiwi" ends it)."""
    from convmem.facts.rules import RuleExtractor

    found = [st for st in RuleExtractor().extract(Message(role="user", content=text))
             if st.category == category and not st.negated]
    return (found[0].key, found[0].value) if len(found) == 1 else None


def slot_of(text: str, category: str) -> tuple[str, str]:
    """The key and value a fact the user states in ``text`` is filed under: the rules' slot
    (:func:`rules_slot`); else the category itself for one a person has one of
    (:data:`SINGLE_SLOT`), or the category and the text."""
    found = rules_slot(text, category)
    if found is not None:
        return found
    key = category if category in SINGLE_SLOT else f"{category}:{text[:60]}"
    return " ".join(key.casefold().split()), text[:80]


def given(text: str, what: str = "text") -> str:
    """``text`` with its whitespace collapsed; not empty.

    Raises:
        ConfigError: nothing but whitespace.
    """
    text = " ".join(str(text).split())
    if not text:
        raise ConfigError(f"{what}='': give the fact in a few words, e.g. 'allergic to "
                          "peanuts'.")
    return text


def owner(key: str) -> str:
    """Whose fact a key is: the relative its second part names (``allergy:son:peanut``:
    ``"son"``), or ``""`` for the user's own. A relative's fact never supersedes the user's by
    meaning, nor the user's a relative's ("my daughter is vegetarian" after "I'm vegan")."""
    parts = key.split(":", 2)
    return parts[1] if len(parts) > 2 and parts[1] in RELATIONS else ""
