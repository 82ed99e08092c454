"""The lexical helpers retrieval decides with: which words of a message name something, and
whether the conversation has said them."""

from __future__ import annotations

import pytest

from convmem.strategies.lexical import LexicalIndex, proper_names


@pytest.mark.parametrize(("text", "names"), [
    ("Who is Okonkwo?", ["Okonkwo"]),
    ("Any update on TK-58213?", ["TK-58213"]),
    ("What's 3319 again?", ["3319"]),
    ("I'm off to New York. Any tips?", ["New", "York"]),
    ("Remind me, the puppy's name?", []),       # a sentence's first word is not a name
    ("I think I'll go. Thanks!", []),           # nor is "I"
    ("我们搬到北京了", []),                      # Chinese has no capitals: not detected
    ('"Hello," she said. - Paris is nice', []),  # punctuation before a sentence's first word
    ("¿Dónde está Lisboa?", ["Lisboa"]),
    ("Did Mr. Okonkwo call? I\u2019d like to know.", ["Okonkwo"]),  # a title; a curly I'd
    ("", []),
    ("Give me 3 ideas for 12 people on A4 paper by 2027.", ["A4", "2027"]),  # counts are not
])
def test_proper_names_are_numbers_and_capitalized_words_inside_a_sentence(
        text: str, names: list[str]) -> None:
    assert proper_names(text) == names


def test_says_needs_every_term_in_one_message_before_stop() -> None:
    index = LexicalIndex()
    index.add(0, "The new ticket TK-58213 is still open.")
    index.add(1, "Flights to York were cancelled.")
    index.add(5, "Okonkwo called.")
    assert index.says("TK-58213") and index.says("York")
    assert not index.says("New York")   # its two words are in no one message together
    assert index.says("Okonkwo") and not index.says("Okonkwo", stop=5)
    assert not index.says("the")        # a stopword has no terms
