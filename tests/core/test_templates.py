"""Contexts of every strategy, in every placement, rendered through open-model chat templates.

OpenAI accepts any order of system messages; many open-model templates do not (Llama-2 wants the
system message first, Mistral and Gemma reject system messages, most require user/assistant
alternation), and a server running them answers a context they reject with an error. Each
context built here is rendered through the templates in ``tests/data/templates`` (SmolLM2's
real one and reproductions of five other families, see its README) with the transformers-like
sandbox of :class:`~convmem.modeltokens.ModelTokenCounter`. The default placement (convmem's
blocks quoted inside the new user message) must render everywhere; the figures of the other
placements are printed, and the strict templates must reject some of them (else these templates
would prove nothing).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import convmem
from convmem.core.placement import PLACEMENTS
from convmem.errors import TokenizerError
from convmem.modeltokens import ModelTokenCounter
from convmem.providers.embedders import HashEmbedder
from convmem.strategies import NAMES, create

DATA = Path(__file__).parents[1] / "data"
TEMPLATES = sorted((DATA / "templates").glob("*.jinja"))
NO_SYSTEM = {"mistral", "gemma"}  # templates that reject any system message, the user's too

FACTS = ["I'm allergic to peanuts, badly.", "My daughter Mia starts school in September.",
         "We moved to Lisbon last spring.", "I don't eat meat any more."]
FILLER = [("How was the match yesterday?", "Great game, it went to penalties in the end."),
          ("Any film tips for tonight?", "Try a quiet drama, something with a slow burn."),
          ("The train was late again.", "Commutes like that wear anyone down, sorry."),
          ("I repainted the kitchen cabinets.", "Sage green is a lovely choice for a kitchen.")]
QUESTIONS = ["Can you suggest a snack for the school trip?", "What should I cook tonight?"]


def _history(instructions: bool) -> list[dict[str, str]]:
    out = [{"role": "system", "content": "You are a kind, brief assistant."}] if instructions \
        else []
    for i in range(48):
        q, a = FILLER[i % len(FILLER)]
        if i % 12 == 0:
            q = f"{FACTS[i // 12]} {q}"
        out += [{"role": "user", "content": f"{q} ({i})"}, {"role": "assistant", "content": a}]
    return out


def _contexts(tmp: Path, placement: str, instructions: bool
              ) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    for name in NAMES:
        options: dict[str, Any] = {"embedder": HashEmbedder(), "path": tmp / f"{name}-vectors"} \
            if name in ("rag", "hybrid", "dense") else {}
        strategy = create(name, **options)
        with convmem.Memory(strategy=strategy, window=900, reserve_output=100, facts=True,
                            placement=placement) as mem:
            mem.extend("c", _history(instructions))
            for question in QUESTIONS:
                yield name, mem.build("c", {"role": "user", "content": question}).messages


@pytest.fixture(scope="module")
def counters() -> dict[str, ModelTokenCounter]:
    tokenizer = DATA / "smollm2" / "tokenizer.json"
    return {path.stem: ModelTokenCounter(tokenizer, path, bos_token="<s>", eos_token="</s>",
                                         name=path.stem) for path in TEMPLATES}


def _rejections(counters: dict[str, ModelTokenCounter], tmp: Path, placement: str
                ) -> tuple[int, dict[str, list[str]]]:
    rendered, rejected = 0, {name: [] for name in counters}
    for instructions in (False, True):
        for strategy, messages in _contexts(tmp / str(instructions), placement, instructions):
            for template, counter in counters.items():
                if instructions and template in NO_SYSTEM:
                    continue  # the user's own system message: no placement can help
                rendered += 1
                try:
                    counter.render(messages)
                except TokenizerError as exc:
                    rejected[template].append(f"{strategy}: {str(exc)[:160]}")
    return rendered, rejected


def test_the_templates_are_the_strict_ones(counters: dict[str, ModelTokenCounter]) -> None:
    late_system = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"},
                   {"role": "system", "content": "Earlier turns: ..."},
                   {"role": "user", "content": "and?"}]
    refusing = set()
    for name, counter in counters.items():
        try:
            counter.render(late_system)
        except TokenizerError:
            refusing.add(name)
    assert refusing == {"llama2", "mistral", "gemma"}
    assert len(counters) == 6


@pytest.mark.parametrize("placement", PLACEMENTS)
def test_contexts_render_through_every_template(counters: dict[str, ModelTokenCounter],
                                                tmp_path: Path, placement: str) -> None:
    rendered, rejected = _rejections(counters, tmp_path, placement)
    errors = sum(len(v) for v in rejected.values())
    print(f"\nplacement {placement!r}: {rendered} renderings ({len(NAMES)} strategies x "
          f"{len(QUESTIONS)} questions x 2 histories x templates), {errors} rejected: "
          + ", ".join(f"{k} {len(v)}" for k, v in rejected.items()))
    for template, why in rejected.items():
        for line in why[:2]:
            print(f"  {template}: {line}")
    if placement == "user":  # the default
        assert errors == 0, rejected
    else:
        assert errors > 0  # the strict templates refuse convmem's system blocks
