"""What a fact the meaning extractor files quotes (convmem.facts.quotes): its sentence and a short
one beside it, in the message's own characters; never the request after it, nor a change after a
rules statement that does not end its value, and what the statement says is still read from its own
sentence."""

from __future__ import annotations

from dataclasses import replace

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
    # a question before it may name what it is about
    ("actually can we go back to Rebecca? Bex feels a bit young for me these days",
     "Bex feels a bit young for me these days",
     "actually can we go back to Rebecca? Bex feels a bit young for me these days"),
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
    assert (st.key, st.value, st.said()) == (f"{st.category}:~x", sentence[:80], sentence)


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
    # text asked for before it
    ("Translate this for me. Peanuts make my throat close up.",
     "Peanuts make my throat close up."),
    # a quote too long to render whole
    ("Short one here. " + "Peanuts make my throat close up and my face swell " * 3 + ".",
     "Peanuts make my throat close up and my face swell " * 3 + "."),
])
def test_a_request_a_long_sentence_or_nothing_beside_it_leaves_the_quote(message: str,
                                                                         sentence: str) -> None:
    assert with_neighbours(message, [said(sentence)]) == [said(sentence)]


def test_a_sentence_another_statement_quotes_stays_its_own() -> None:
    message = "I'm vegan. Peanuts make my throat close up."
    vegan, peanuts = said("I'm vegan.", "diet", "rules"), said("Peanuts make my throat close up.")
    assert with_neighbours(message, [vegan, peanuts]) == [vegan, peanuts]


def test_a_rules_statement_quotes_no_change_after_it() -> None:
    meat = said("I don't eat meat anymore.", "diet", "rules")
    (st,) = with_neighbours("Long week. I don't eat meat anymore.", [meat])
    assert (st.text, st.said()) == ("Long week. I don't eat meat anymore.", meat.text)
    # the sentence after that says a change is the slot's later value, the ledger's to file
    keto = said("生酮我放弃了，太难坚持。", "diet", "rules")
    assert with_neighbours("生酮我放弃了，太难坚持。现在改成16:8轻断食。", [keto]) == [keto]
    # a statement that ends its value has none to repeat: the change after it came instead
    quit_job = replace(said("我已经离职了！", "work", "rules"), negated=True)
    (st,) = with_neighbours("我已经离职了！现在自己开了家咖啡馆。", [quit_job])
    assert (st.text, st.said()) == ("我已经离职了！现在自己开了家咖啡馆。", "我已经离职了！")
    # a fact the detector filed may go on in a change ("It's Nadia now")
    name = said("I legally changed my name last month.", "name")
    (st,) = with_neighbours("I legally changed my name last month. It's Nadia now.", [name])
    assert st.text.endswith("It's Nadia now.")


def test_the_quote_takes_the_sentence_right_beside_it_when_it_is_said_twice() -> None:
    message = ("No idea honestly. My sister keeps asking what we should all do for the holidays "
               "this year. No idea honestly. Shellfish makes my throat close up.")
    (st,) = with_neighbours(message, [said("Shellfish makes my throat close up.")])
    assert st.text == "No idea honestly. Shellfish makes my throat close up."


def test_a_guess_the_quote_takes_in_is_not_filed_twice() -> None:
    message = "Cats and me do not mix. Twenty minutes near one and my eyes swell shut."
    guess = said("Cats and me do not mix.", origin=GUESSED)
    fact = said("Twenty minutes near one and my eyes swell shut.")
    (st,) = with_neighbours(message, [guess, fact])
    assert st.origin == "meaning" and st.text == message
    assert with_neighbours(message, [guess]) == [guess]  # alone, it is what it was
    # a guess of another kind inside a quote the extractor gave (a message read whole) stays
    whole = said("I moved to Leeds. I work nights at the port.", "home")
    nights = said("I work nights at the port.", "schedule", GUESSED)
    assert with_neighbours(whole.text, [whole, nights]) == [whole, nights]
