"""What a filed fact quotes (convmem.facts.quotes): its sentence and a short one beside it that
names what it is about, in the message's own characters; never the request it came with."""

from __future__ import annotations

import pytest

from convmem.facts.ledger import GUESSED, FactStatement
from convmem.facts.quotes import with_neighbours


def said(text: str, category: str = "allergy", origin: str = "meaning") -> FactStatement:
    return FactStatement(category=category, key=f"{category}:~x", value=text[:80], text=text,
                         origin=origin)


@pytest.mark.parametrize(("message", "sentence", "quote"), [
    ("Cats and me do not mix. Twenty minutes at my sister's and my eyes swell shut. Can you "
     "find hotels in Bruges that don't allow pets?", "Twenty minutes at my sister's and my eyes "
     "swell shut.", "Cats and me do not mix. Twenty minutes at my sister's and my eyes swell "
     "shut."),
    # the message's own characters: "!!" and the line break are kept, so it is found in it again
    ("no not ibuprofen!!\nit makes my lips swell up like a balloon. what else works for a "
     "headache", "it makes my lips swell up like a balloon.",
     "no not ibuprofen!!\nit makes my lips swell up like a balloon."),
    ("I legally changed my name last month. It's Nadia now, not the old one.",
     "I legally changed my name last month.",
     "I legally changed my name last month. It's Nadia now, not the old one."),
    ("去年体检查出来轻度脂肪肝。医生让我少喝酒多运动，我一个都没做到😂",
     "医生让我少喝酒多运动，我一个都没做到😂",
     "去年体检查出来轻度脂肪肝。医生让我少喝酒多运动，我一个都没做到😂"),
])
def test_a_short_sentence_beside_the_fact_joins_its_quote(message: str, sentence: str,
                                                          quote: str) -> None:
    (st,) = with_neighbours(message, [said(sentence)])
    assert st.text == quote
    assert st.text in message
    assert (st.key, st.value) == (f"{st.category}:~x", sentence[:80])  # the sentence's own


@pytest.mark.parametrize(("message", "sentence"), [
    # the request after it (a question, or a request without its question mark)
    ("I'm allergic to sesame. Can you check this recipe?", "I'm allergic to sesame."),
    ("I'm allergic to sesame. is hummus out then", "I'm allergic to sesame."),
    ("我对芒果过敏。帮我看看这个甜品能不能吃", "我对芒果过敏。"),
    ("I get migraines from screens. need a work setup that's easier on my eyes",
     "I get migraines from screens."),
    # a long sentence beside it
    ("My partner and I spent most of last weekend arguing about where the new sofa should go "
     "in the flat. I'm allergic to sesame.", "I'm allergic to sesame."),
    # a message of one sentence
    ("I'm allergic to sesame.", "I'm allergic to sesame."),
])
def test_a_request_a_long_sentence_or_nothing_beside_it_leaves_the_quote(message: str,
                                                                         sentence: str) -> None:
    assert with_neighbours(message, [said(sentence)]) == [said(sentence)]


def test_a_sentence_another_statement_quotes_stays_its_own() -> None:
    message = "I'm vegan. Peanuts make my throat close up."
    vegan, peanuts = said("I'm vegan.", "diet", "rules"), said("Peanuts make my throat close up.")
    assert with_neighbours(message, [vegan, peanuts]) == [vegan, peanuts]


def test_a_guess_the_quote_takes_in_is_not_filed_twice() -> None:
    message = "Cats and me do not mix. Twenty minutes near one and my eyes swell shut."
    guess = said("Cats and me do not mix.", origin=GUESSED)
    fact = said("Twenty minutes near one and my eyes swell shut.")
    (st,) = with_neighbours(message, [guess, fact])
    assert st.origin == "meaning" and st.text == message
    assert with_neighbours(message, [guess]) == [guess]  # alone, it is what it was
