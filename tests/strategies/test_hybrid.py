"""The hybrid strategy: facts pinned, summary, retrieval and the recent window in one budget."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import convmem
from convmem.core.placement import unfold
from convmem.providers.embedders import HashEmbedder
from convmem.records import Fact, utcnow
from convmem.stores.chroma import ChromaVectorStore
from convmem.strategies import hybrid as hybrid_module
from convmem.strategies import rag as rag_module
from convmem.strategies.hybrid import LAYOUT, Hybrid
from convmem.strategies.rag import Retrieval
from convmem.strategies.scoring import rank
from convmem.strategies.summary import Summarizing
from tests.conversations import conversations, texts
from tests.fakes import CountingEmbedder
from tests.invariants import api_problems, recount

FILLER = [("How was the match yesterday?", "Great game, it went to penalties in the end."),
          ("Any film tips for tonight?", "Try a quiet drama, something with a slow burn."),
          ("The train was late again.", "Commutes like that wear anyone down, sorry."),
          ("I repainted the kitchen cabinets.", "Sage green is a lovely choice for a kitchen.")]
# A request no pet, family or work fact is relevant to (under the default fact_relevance).
OFF_TOPIC = "How do I convert a string to an int in Python?"


def hybrid(tmp: Path, **options: object) -> Hybrid:
    retrieval = Retrieval(HashEmbedder(), ChromaVectorStore(tmp / "vectors"), recent_share=0.25)
    summarizing = Summarizing(trigger_tokens=600, keep_tokens=200, max_summary_tokens=384,
                              check_facts=False)
    return Hybrid(retrieval, summarizing, **options)  # type: ignore[arg-type]


def chat(n: int) -> list[dict[str, str]]:
    out = []
    for i in range(n):
        q, a = FILLER[i % len(FILLER)]
        out += [{"role": "user", "content": f"{q} ({i})"}, {"role": "assistant", "content": a}]
    return out


def exchange(mem: convmem.Memory, said: str, reply: str, filler: int) -> None:
    """A user message, its reply, then ``filler`` turns of chit-chat."""
    mem.add("c", {"role": "user", "content": said})
    mem.add("c", {"role": "assistant", "content": reply})
    mem.extend("c", chat(filler))


def test_pins_facts_and_retrieves_an_old_turn(tmp_path: Path) -> None:
    with convmem.Memory(strategy=hybrid(tmp_path, summary_share=0.3), window=1200,
                        reserve_output=100) as mem:
        exchange(mem, "I'm allergic to peanuts, badly.", "Noted.", 40)
        exchange(mem, "Our neighbour Olga plays the bassoon.", "What a rare instrument!", 40)
        ctx = mem.build("c", {"role": "user", "content": "Which instrument does Olga play?"})
    text = "\n".join(str(m["content"]) for m in ctx.messages)
    quoted, question = unfold(ctx.messages[-1])  # convmem's blocks: inside the new message
    assert question == {"role": "user", "content": "Which instrument does Olga play?"}
    assert quoted.startswith("Facts the user stated") and "peanuts" in quoted  # facts lead
    assert "bassoon" in quoted.rsplit("\n\n", 1)[-1]  # the evidence comes last, by the question
    assert all(m["role"] != "system" for m in ctx.messages)
    assert ctx.report.retrieved and ctx.report.facts_pinned == ["allergy:peanut"]
    assert ctx.report.summarized is not None
    assert text.index("Summary of the earlier") < text.index("Earlier turns of this")
    assert ctx.tokens == recount(ctx.messages) <= 1100
    assert api_problems(ctx.messages) == []


@pytest.mark.parametrize("placement", ["system", "separate"])
def test_other_placements_keep_the_blocks_out_of_the_user_message(tmp_path: Path,
                                                                   placement: str) -> None:
    with convmem.Memory(strategy=hybrid(tmp_path, summary_share=0.3), window=1200,
                        reserve_output=100, placement=placement) as mem:
        mem.add("c", {"role": "user", "content": "I'm allergic to peanuts, badly."})
        mem.add("c", {"role": "assistant", "content": "Noted."})
        mem.extend("c", chat(40))
        mem.add("c", {"role": "user", "content": "Our neighbour Olga plays the bassoon."})
        mem.extend("c", chat(40))
        new = {"role": "user", "content": "Which instrument does Olga play?"}
        ctx = mem.build("c", new)
    assert ctx.messages[-1] == new
    assert "peanuts" in ctx.messages[0]["content"]  # the facts block leads
    roles = [m["role"] for m in ctx.messages]
    if placement == "system":  # one leading system message holds every block
        assert roles.count("system") == 1
        assert "bassoon" in ctx.messages[0]["content"]
    else:  # each block where hybrid lays it out: the evidence right before the question
        assert "bassoon" in ctx.messages[-2]["content"] and ctx.messages[-2]["role"] == "system"
    assert ctx.tokens == recount(ctx.messages) <= 1100


def test_summary_is_skipped_when_the_window_reaches_back_past_it(tmp_path: Path) -> None:
    with convmem.Memory(strategy=hybrid(tmp_path, summary_share=0.15), window=8000,
                        reserve_output=0) as mem:
        mem.extend("c", chat(60))
        assert mem.store.latest_summary("c") is not None
        ctx = mem.build("c", {"role": "user", "content": "and now?"})
    assert ctx.report.summarized is None
    assert ctx.report.notes["hybrid"] == {"all_fit": True}  # nothing to choose yet
    assert ctx.report.kept[0] == 0


def test_summary_is_cut_to_its_share_or_left_out(tmp_path: Path) -> None:
    with convmem.Memory(strategy=hybrid(tmp_path, summary_share=0.1), window=1000,
                        reserve_output=0) as mem:
        mem.extend("c", chat(40))
        ctx = mem.build("c", {"role": "user", "content": "and now?"})
        note = ctx.report.notes["hybrid"]
        assert note["summary"] == "shortened to its share"
        assert note["summary_tokens"] <= 0.1 * (1000 - ctx.report.split["new"] - 3)
        assert ctx.report.split["summary"] == note["summary_tokens"]
        tiny = convmem.Memory(strategy=hybrid(tmp_path / "b", summary_share=0.01), window=1000,
                              reserve_output=0, store=mem.store)
        ctx = tiny.build("c", {"role": "user", "content": "and now?"})
    assert ctx.report.summarized is None
    assert ctx.report.notes["hybrid"]["summary"].startswith("no room")


def quoted_facts(ctx: convmem.Context, facts: list[Fact]) -> set[str]:
    """The facts a context leaves out of its facts block because it quotes their statement —
    whose words it does quote."""
    keys = {key for key, why in ctx.report.notes.get("facts_held_back", {}).items()
            if why.endswith("is in this request")}
    sent = "\n".join(str(m["content"]) for m in ctx.messages)
    assert all(f.text in sent for f in facts if f.key in keys)
    return keys


def pet_and_allergy(mem: convmem.Memory) -> dict[str, str]:
    mem.add("c", {"role": "user", "content": "I'm allergic to peanuts, badly."})
    mem.add("c", {"role": "assistant", "content": "Noted."})
    mem.add("c", {"role": "user", "content": "My dog is called Biscuit."})
    mem.add("c", {"role": "assistant", "content": "What a cute name!"})
    mem.extend("c", chat(40))
    return {f.category: f.key for f in mem.facts("c")}


def test_a_contextual_fact_is_pinned_only_in_requests_it_is_relevant_to(tmp_path: Path) -> None:
    with convmem.Memory(strategy=hybrid(tmp_path), window=800, reserve_output=100) as mem:
        keys = pet_and_allergy(mem)
        facts = mem.facts("c")
        assert set(keys) == {"allergy", "pet"}
        off = mem.build("c", {"role": "user", "content": OFF_TOPIC})
        on = mem.build("c", {"role": "user", "content": "Is my dog Biscuit called a good boy?"})
        everything = convmem.Memory(strategy=hybrid(tmp_path / "b", fact_relevance=None),
                                    window=800, reserve_output=100, store=mem.store)
        plain = everything.build("c", {"role": "user", "content": OFF_TOPIC})
    # The pet fact says nothing about Python: held back, and the allergy (critical) stays —
    # pinned, or its statement quoted (the retrieval of this short history reaches it).
    assert set(off.report.facts_pinned) | quoted_facts(off, facts) == {keys["allergy"]}
    held = off.report.notes["facts_held_back"]
    assert held[keys["pet"]].endswith("left to retrieval")
    assert "allergic to peanuts" in unfold(off.messages[-1])[0]
    assert "Biscuit" not in unfold(off.messages[-1])[0]
    assert set(on.report.facts_pinned) | quoted_facts(on, facts) == set(keys.values())
    assert set(plain.report.facts_pinned) | quoted_facts(plain, facts) == set(keys.values())
    for ctx in (on, plain):
        assert all(why.endswith("is in this request")
                   for why in ctx.report.notes.get("facts_held_back", {}).values())
    for ctx in (off, on, plain):
        assert ctx.tokens == recount(ctx.messages) <= 700
        assert api_problems(ctx.messages) == []


def test_a_fact_that_replaced_an_earlier_one_is_never_held_back(tmp_path: Path) -> None:
    """Left to retrieval, the new home could lose to the old one's turn: the stale value alone;
    and quoted beside it, only the facts block says which is current. The pet fact, whose value
    never changed (an edit kept it), is still held back from a request it says nothing
    about."""
    with convmem.Memory(strategy=hybrid(tmp_path), window=800, reserve_output=100) as mem:
        keys = pet_and_allergy(mem)
        exchange(mem, "I live in Lyon.", "Lovely city.", 10)
        exchange(mem, "I live in Montreal now.", "Welcome to Canada!", 10)
        home = [f for f in mem.facts("c") if f.category == "home"]
        assert [f.value for f in home] == ["Montreal"]
        pet = next(f for f in mem.facts("c") if f.category == "pet")
        assert pet.id is not None
        mem.edit_fact("c", pet.id, pinned=False)  # an edit that keeps the value changes nothing
        ctx = mem.build("c", {"role": "user", "content": OFF_TOPIC})
        where = mem.build("c", {"role": "user", "content": "I live in Montreal now, right?"})
        facts = mem.facts("c")
        [lyon] = [f for f in mem.facts("c", current_only=False) if f.value == "Lyon"]
    assert home[0].key in ctx.report.facts_pinned
    held = ctx.report.notes["facts_held_back"]
    assert held[keys["pet"]].endswith("left to retrieval")
    assert set(held) - {keys["pet"]} == quoted_facts(ctx, facts)
    # Its statement quoted beside the old one, the new home is still pinned.
    assert {home[0].source_seq, lyon.source_seq} <= set(where.report.retrieved)
    assert home[0].key in where.report.facts_pinned
    assert "Montreal" in unfold(ctx.messages[-1])[0]
    assert ctx.tokens == recount(ctx.messages) <= 700


def test_a_fact_the_detector_was_unsure_of_is_pinned_only_where_relevant(
        tmp_path: Path) -> None:
    """A medical fact the meaning detector filed just over its threshold (LoCoMo's "Since I
    was 17 or so.") is pinned like a contextual one: not under a request it says nothing
    about; one it was sure of stays pinned, as does every such fact with uncertain_facts=None."""
    # (the facts are filed by hand: no extractor files others from the same sentences)
    with convmem.Memory(strategy=hybrid(tmp_path), window=800, reserve_output=100,
                        extractor=False) as mem:
        exchange(mem, "Since I was 17 or so.", "That is a long time.", 0)
        exchange(mem, "Insulin pens live in my bag at all times.", "Good to know.", 40)
        unsure = mem.store.add_fact(Fact(
            "c", "medical:~since 17", "medical", "Since I was 17 or so.",
            "Since I was 17 or so.", source_seq=0, origin="meaning", confidence=0.74))
        sure = mem.store.add_fact(Fact(
            "c", "medication:~insulin pens", "medication", "insulin pens",
            "Insulin pens live in my bag at all times.", source_seq=2, origin="meaning",
            confidence=1.21))
        off = mem.build("c", {"role": "user", "content": OFF_TOPIC})
        facts = mem.facts("c")
        trusting = convmem.Memory(strategy=hybrid(tmp_path / "b", uncertain_facts=None),
                                  window=800, reserve_output=100, store=mem.store,
                                  extractor=False)
        plain = trusting.build("c", {"role": "user", "content": OFF_TOPIC})
    assert {unsure.key, sure.key}.isdisjoint(quoted_facts(off, facts) | quoted_facts(plain,
                                                                                     facts))
    held = off.report.notes["facts_held_back"]
    assert held[unsure.key].startswith("medical (the detector's confidence 0.74 is under 0.85)")
    assert held[unsure.key].endswith("left to retrieval")
    assert sure.key in off.report.facts_pinned and sure.key not in held
    assert {unsure.key, sure.key} <= set(plain.report.facts_pinned)
    assert "17 or so" not in unfold(off.messages[-1])[0]
    assert "17 or so" in unfold(plain.messages[-1])[0]
    with pytest.raises(convmem.ConfigError, match="uncertain_facts"):
        hybrid(tmp_path, uncertain_facts=5)


def test_an_uncertain_fact_that_replaced_an_earlier_one_stays_pinned(tmp_path: Path) -> None:
    with convmem.Memory(strategy=hybrid(tmp_path), window=800, reserve_output=100,
                        extractor=False) as mem:
        # (a medical fact: not contextual, held back only as an uncertain one)
        exchange(mem, "Migraines every week, since my teens.", "That sounds hard.", 0)
        exchange(mem, "The migraines stopped after the surgery.", "Great news!", 40)
        old = mem.store.add_fact(Fact("c", "medical:~migraines", "medical", "migraines",
                                      "Migraines every week, since my teens.", source_seq=0,
                                      origin="meaning", confidence=1.3))
        new = mem.store.add_fact(Fact("c", "medical:~migraines", "medical", "no migraines",
                                      "The migraines stopped after the surgery.", source_seq=2,
                                      origin="meaning", confidence=0.74))
        assert old.id is not None
        mem.store.close_fact(old.id, utcnow(), superseded_by=new.id)
        ctx = mem.build("c", {"role": "user", "content": OFF_TOPIC})
    assert new.key in ctx.report.facts_pinned
    assert new.key not in ctx.report.notes.get("facts_held_back", {})


def test_the_tokens_a_held_back_fact_frees_are_retrieved_and_sent(tmp_path: Path) -> None:
    with convmem.Memory(strategy=hybrid(tmp_path), window=800, reserve_output=100) as mem:
        mem.add("c", {"role": "user", "content": "My dog is called Biscuit."})
        mem.add("c", {"role": "assistant", "content": "What a cute name!"})
        mem.extend("c", chat(40))
        held = mem.build("c", {"role": "user", "content": OFF_TOPIC})
        pinned = convmem.Memory(strategy=hybrid(tmp_path / "b", fact_relevance=None),
                                window=800, reserve_output=100, store=mem.store)
        plain = pinned.build("c", {"role": "user", "content": OFF_TOPIC})
    assert held.report.facts_pinned == [] and plain.report.facts_pinned
    # Every turn the hybrid chose was sent: the guard had to drop none for the freed room.
    assert len(held.report.retrieved) == held.report.notes["rag"]["retrieved"]
    assert len(held.report.retrieved) > len(plain.report.retrieved)
    assert held.tokens == recount(held.messages) <= 700


def test_a_fact_whose_statement_is_quoted_is_not_pinned_twice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Retrieval quotes the allergy's own turn for a question about it: the fact is left out of
    the facts block, its words are still in the request, and the tokens it frees buy more
    retrieval — every turn the build without this rule retrieves, and more — scored once."""
    scored = []

    def counted(*args: object, **kwargs: object) -> object:
        scored.append(1)
        return rank(*args, **kwargs)

    monkeypatch.setattr(rag_module, "rank", counted)
    question = {"role": "user", "content": "Am I allergic to peanuts, badly?"}
    with convmem.Memory(strategy=hybrid(tmp_path), window=800, reserve_output=100) as mem:
        exchange(mem, "I'm allergic to peanuts, badly.", "Noted, no peanuts then.", 150)
        [fact] = mem.facts("c")
        ctx = mem.build("c", question)
        assert len(scored) == 1  # the second retrieval did not score again
        other = mem.build("c", {"role": "user", "content": OFF_TOPIC})
        with monkeypatch.context() as off:
            off.setattr(hybrid_module, "quoted_facts", lambda *_: {})
            plain = mem.build("c", question)
    quoted, _ = unfold(ctx.messages[-1])
    assert fact.source_seq in ctx.report.retrieved and fact.text in quoted
    assert ctx.report.facts_pinned == [] and plain.report.facts_pinned == [fact.key]
    held = ctx.report.notes["facts_held_back"]
    assert held == {fact.key: f"allergy: its statement (turn {fact.source_seq}) is in this "
                              "request"}
    assert set(ctx.report.retrieved) > set(plain.report.retrieved)
    assert len(ctx.report.retrieved) == ctx.report.notes["rag"]["retrieved"]
    assert ctx.tokens == recount(ctx.messages) <= 700
    # A question that does not retrieve the statement gets the fact pinned, as always.
    assert other.report.facts_pinned == [fact.key] and fact.source_seq not in other.report.retrieved


def test_a_tool_result_never_has_facts_held_back(tmp_path: Path) -> None:
    # Its blocks go to a leading system message, where they must not change per request.
    with convmem.Memory(strategy=hybrid(tmp_path), window=800, reserve_output=100) as mem:
        keys = pet_and_allergy(mem)
        call = {"id": "t1", "type": "function",
                "function": {"name": "films", "arguments": "{}"}}
        mem.add("c", {"role": "user", "content": OFF_TOPIC})
        mem.add("c", {"role": "assistant", "content": None, "tool_calls": [call]})
        ctx = mem.build("c", {"role": "tool", "tool_call_id": "t1", "content": "Heat, Ronin"})
    assert sorted(ctx.report.facts_pinned) == sorted(keys.values())
    assert "facts_held_back" not in ctx.report.notes


def test_facts_in_a_leading_system_message_are_never_held_back(tmp_path: Path) -> None:
    # There a per-request facts block would break the prompt cache's prefix.
    with convmem.Memory(strategy=hybrid(tmp_path), window=800, reserve_output=100,
                        placement="system") as mem:
        keys = pet_and_allergy(mem)
        ctx = mem.build("c", {"role": "user", "content": OFF_TOPIC})
    assert sorted(ctx.report.facts_pinned) == sorted(keys.values())
    assert "facts_held_back" not in ctx.report.notes


def test_layout_and_share_validation(tmp_path: Path) -> None:
    assert LAYOUT[0] == "facts" and LAYOUT[-1] == "retrieved"
    with pytest.raises(convmem.ConfigError, match="summary_share"):
        hybrid(tmp_path, summary_share=1.0)
    with pytest.raises(convmem.ConfigError, match="fact_relevance"):
        hybrid(tmp_path, fact_relevance=2)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(convo=conversations(max_turns=30), question=texts, window=st.integers(60, 2500),
       reserve=st.integers(0, 50))
def test_every_hybrid_build_fits_and_is_valid(tmp_path: Path, convo: list[dict], question: str,
                                              window: int, reserve: int) -> None:
    import uuid

    folder = tmp_path / uuid.uuid4().hex
    with convmem.Memory(strategy=hybrid(folder), window=window, reserve_output=reserve) as mem:
        mem.extend("c", convo)
        try:
            ctx = mem.build("c", {"role": "user", "content": question})
        except convmem.BudgetError:
            assert any(m["role"] in ("system", "developer") for m in convo) or recount(
                [{"role": "user", "content": question}]) > window - reserve
            return
    assert ctx.tokens == recount(ctx.messages) <= window - reserve
    assert api_problems(ctx.messages) == []


def test_after_overflow_consecutive_prompts_repeat_each_other_up_to_the_retrieved_block(
        tmp_path: Path) -> None:
    from convmem.eval.evidence import prefix_hit, stable_part

    strategy = Hybrid(Retrieval(HashEmbedder(), ChromaVectorStore(tmp_path / "v")))
    window = convmem.Memory(strategy="window", window=2000, reserve_output=0, extractor=False)
    hits, plain_hits, previous, plain_previous = [], [], None, None
    with convmem.Memory(strategy=strategy, window=2000, reserve_output=0, store=window.store,
                        extractor=False) as mem:
        talk = chat(200)
        overflow = None
        for i, (q, a) in enumerate(zip(talk[::2], talk[1::2], strict=True)):
            question = {"role": "user", "content": q["content"]}
            ctx = mem.build("c", question)
            plain = window.build("c", question)
            if overflow is None and not ctx.report.notes["hybrid"].get("all_fit"):
                overflow = i
            if overflow is not None and i > overflow + 2:
                assert previous is not None and plain_previous is not None
                hits.append(prefix_hit(previous, ctx.messages))
                plain_hits.append(prefix_hit(plain_previous, plain.messages))
                assert ctx.report.retrieved
                # all but the new message, which the retrieved block is quoted in
                assert len(stable_part(ctx.messages)) == len(ctx.messages) - 1
            previous, plain_previous = ctx.messages, plain.messages
            mem.extend("c", [question, a])
    assert overflow is not None and len(hits) > 100
    assert sum(hits) / len(hits) >= 0.8
    assert sum(plain_hits) / len(plain_hits) <= 0.2  # the sliding window moves every turn


def test_at_most_six_contextual_facts_are_pinned_the_most_relevant(tmp_path: Path) -> None:
    with convmem.Memory(strategy=hybrid(tmp_path, fact_relevance=-1.0), window=1200,
                        reserve_output=100) as mem:
        for text in ("My dog is called Biscuit.", "My cat is called Mochi.", "I live in Lyon.",
                     "My wife is called Anna.", "My son is called Leo.",
                     "My daughter is called Mia.", "I work as a nurse at St Mary's.",
                     "I'm allergic to peanuts."):
            exchange(mem, text, "Noted.", 1)
        mem.extend("c", chat(60))
        facts = mem.facts("c")
        contextual = [f.key for f in facts if f.category != "allergy"]
        ctx = mem.build("c", {"role": "user", "content": OFF_TOPIC})
    held = {k: why for k, why in ctx.report.notes["facts_held_back"].items()
            if k not in quoted_facts(ctx, facts)}
    assert len(contextual) > 6 and len(held) == len(contextual) - 6
    assert all("at most 6 contextual facts" in why for why in held.values())
    assert len((set(ctx.report.facts_pinned) | quoted_facts(ctx, facts)) & set(contextual)) == 6
    assert "allergy:peanut" in set(ctx.report.facts_pinned) | quoted_facts(ctx, facts)


def test_a_build_embeds_its_question_once_for_the_fact_ranking_and_retrieval(
        tmp_path: Path) -> None:
    model = CountingEmbedder()  # messages, facts and questions: whatever is embedded
    retrieval = Retrieval(model, ChromaVectorStore(tmp_path / "vectors"), recent_share=0.25)
    with convmem.Memory(strategy=Hybrid(retrieval, Summarizing(check_facts=False)),
                        window=1200, reserve_output=100, fact_tokens=40) as mem:
        exchange(mem, "I'm allergic to peanuts, badly.", "Noted.", 40)
        exchange(mem, "I live in Lyon and I work as a nurse at the Hopital Edouard Herriot.",
                 "Lovely city.", 40)
        exchange(mem, "I take metformin every morning.", "Good to know.", 40)
        asked = "Any dinner idea for tonight?"
        ctx = mem.build("c", {"role": "user", "content": asked})
    # the facts did not fit (the block was ranked against the question) and turns were
    # retrieved for it: two uses, one embedding (it was two before the build shared it)
    assert ctx.report.notes.get("facts_omitted") and ctx.report.retrieved
    assert model.texts.count(asked) == 1


@pytest.mark.parametrize("name", ["hybrid", "rag"])
def test_a_system_prompt_that_changes_every_request_is_no_overflow(
        tmp_path: Path, name: str) -> None:
    """A client whose system prompt carries the time stores a new version every turn; only the
    newest is sent, so the turns still all fit and go whole (they were quoted as retrieved
    ones once the old versions' tokens outgrew the budget)."""
    from convmem.chat.engine import TurnEngine
    from convmem.chat.turn import TurnRequest
    from convmem.providers.base import ChatResult

    strategy = hybrid(tmp_path) if name == "hybrid" else hybrid(tmp_path).retrieval
    prompt = "You are a kind assistant for a garden shop. Be brief. " * 3
    with convmem.Memory(strategy=strategy, window=800, reserve_output=100,
                        extractor=False) as mem:
        engine = TurnEngine(mem)
        for i in range(12):
            system = {"role": "system", "content": f"{prompt}It is 10:{i:02d} now."}
            turn = engine.begin(TurnRequest("c", [system, {
                "role": "user", "content": f"Question {i} about tulips?"}], "m"))
            engine.finish(turn, ChatResult(message={"role": "assistant",
                                                    "content": f"Answer {i}: plant in autumn."},
                                           model="m"))
        assert mem.store.token_count("c") > 700  # the stored versions alone outgrow it
        ctx = mem.build("c", {"role": "user", "content": "And roses?"})
    assert ctx.report.notes[name].get("all_fit") is True
    assert [m["role"] for m in ctx.messages] == ["system"] + ["user", "assistant"] * 12 + [
        "user"]
    assert ctx.messages[0]["content"].endswith("10:11 now.")


def test_a_question_naming_a_speaker_weighs_a_fact_by_its_own_words(tmp_path: Path) -> None:
    """A request like the pet category's cues ("pet care advice") makes the pet fact relevant;
    the same words in a question naming a speaker of the transcript do not: what someone said
    is retrieval's to find (on LoCoMo, whose questions all name a speaker, the cues kept up to
    six facts pinned in most requests)."""
    with convmem.Memory(strategy=hybrid(tmp_path), window=800, reserve_output=100,
                        extractor=False) as mem:
        mem.add("c", {"role": "user", "content": "Sam: My dog is called Biscuit."})
        mem.add("c", {"role": "assistant", "content": "Alex: What a cute name!"})
        mem.add("c", {"role": "user", "content": "Update: the vet visit went fine."})
        mem.add("c", {"role": "assistant", "content": "Alex: Good news!"})
        mem.extend("c", [{**m, "content": f"{'Sam' if m['role'] == 'user' else 'Alex'}: "
                                         f"{m['content']}"} for m in chat(40)])
        pet = mem.store.add_fact(Fact("c", "pet:~dog-called-biscuit", "pet", "a dog, Biscuit",
                                      "My dog is called Biscuit.", source_seq=0,
                                      origin="meaning", confidence=0.9))
        asked = mem.build("c", {"role": "user", "content": "pet care advice"})
        dated = mem.build("c", {"role": "user", "content": "pet care advice for May 2031"})
        # a label on one turn ("Update: …") makes no speaker
        update = mem.build("c", {"role": "user", "content": "any update on pet care advice?"})
        about = mem.build("c", {"role": "user", "content": "What pet care advice did Sam get?"})
        facts = mem.facts("c")
    # pinned, or its statement quoted by the retrieval: a day named is no speaker
    assert update.report.notes["rag"]["named"] == ["update"]
    for ctx in (asked, dated, update):
        assert pet.key in set(ctx.report.facts_pinned) | quoted_facts(ctx, facts)
    assert pet.key not in about.report.facts_pinned
    held = about.report.notes["facts_held_back"]
    assert held[pet.key].startswith("pet: relevance") and held[pet.key].endswith("retrieval")
