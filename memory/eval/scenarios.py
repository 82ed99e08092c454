"""Built-in conversations for the demo and the benchmarks (no data files needed)."""

from __future__ import annotations

from typing import Any

__all__ = ["ALLERGY_QUESTION", "allergy_story"]

ALLERGY_QUESTION = "Suggest a muffin recipe I could bake this weekend."

_BAKING = [
    ("What's the difference between bread flour and all-purpose flour?",
     "Bread flour has more protein (12-14%), so it develops more gluten and gives a chewier "
     "crumb; all-purpose sits around 10-11% and is the better choice for tender cakes."),
    ("My sourdough starter smells like nail polish remover. Is it dead?",
     "Not dead, just hungry: that acetone smell is a sign it needs feeding. Discard most of it "
     "and feed it equal weights of flour and water twice a day for a couple of days."),
    ("How warm should the water be for instant yeast?",
     "Around 40-45 °C for instant yeast mixed with the flour; if you proof it first, aim for "
     "about 38 °C. Above 60 °C you start killing it."),
    ("Why did my banana bread sink in the middle?",
     "Usually too much leavening, underbaking, or opening the oven too early. Check the centre "
     "with a skewer and give it another 5-10 minutes if it comes out wet."),
    ("Can I replace butter with oil in cookies?",
     "You can, but the cookies spread more and lose some flavour. Use about 3/4 of the butter's "
     "weight in oil and chill the dough for an hour."),
    ("What does 'cream the butter and sugar' actually mean?",
     "Beat soft butter with sugar until pale and fluffy, 3-5 minutes with a mixer. The sugar "
     "crystals cut air pockets into the butter, which helps the bake rise."),
    ("My oven runs hot, I think. How do I check?",
     "Buy a cheap oven thermometer, hang it in the middle, preheat to 180 °C and read it after "
     "20 minutes. Many ovens are off by 10-20 degrees."),
    ("Is it worth buying a stand mixer?",
     "If you bake bread weekly or make lots of meringues, yes. For occasional cakes a hand "
     "mixer does the job for a tenth of the price."),
    ("How do I stop my pie crust from shrinking?",
     "Rest the dough in the fridge for at least 30 minutes after rolling, don't stretch it into "
     "the tin, and blind-bake it with weights."),
    ("What's a good hydration for a first focaccia?",
     "Try 75%: 500 g flour, 375 g water, 10 g salt, 4 g instant yeast, and plenty of olive oil "
     "in the tray. It's forgiving and very bubbly."),
    ("Why are my scones flat?",
     "Warm butter or overworked dough. Keep everything cold, mix just until it comes together, "
     "and cut straight down without twisting the cutter."),
    ("Brown sugar vs white sugar in cookies?",
     "Brown sugar brings moisture and chew thanks to the molasses; white sugar makes crisper, "
     "flatter cookies. Many recipes use half of each."),
    ("How long can I keep a cake before it goes stale?",
     "Most butter cakes keep 3-4 days wrapped at room temperature. Frosted cakes with cream "
     "cheese belong in the fridge."),
    ("Do I really need to sift flour?",
     "For most modern recipes, no: whisking the dry ingredients together is enough. Sift for "
     "delicate sponges or when cocoa powder is lumpy."),
    ("What's the best way to freeze bread?",
     "Slice it first, wrap tightly, and freeze. Toast slices straight from the freezer."),
    ("My cinnamon rolls came out dry. Ideas?",
     "Bake them slightly less, use a tangzhong roux in the dough, and brush them with a little "
     "cream before baking."),
    ("Can I use baking soda instead of baking powder?",
     "Only with an acid in the recipe, like buttermilk or yoghurt, and at about a third of the "
     "amount. Otherwise the bake tastes soapy."),
    ("How do I know when bread is done?",
     "Internal temperature of 93-96 °C for lean loaves, or a hollow sound when you tap the "
     "bottom."),
    ("What pans do you recommend for loaf cakes?",
     "A light-coloured metal 900 g loaf tin; dark tins brown the outside before the middle "
     "sets."),
    ("Is there a trick for a shiny brownie top?",
     "Whisk the eggs and sugar hard for a few minutes until pale: the dissolved sugar forms "
     "that crackly meringue-like crust."),
]


def allergy_story(rounds: int = 2) -> list[dict[str, Any]]:
    """A user who states a peanut allergy once, then talks baking for ``20 * rounds`` turns.

    Returns:
        The messages in OpenAI format with ids ``m0, m1, ...``; the allergy is in ``m0``.
    """
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": "Hi! Before we start: I'm allergic to peanuts, a bad "
                                    "allergy, so please keep that in mind."},
        {"role": "assistant", "content": "Thanks for telling me. I'll keep recipes peanut-free."},
    ]
    for r in range(rounds):
        for question, answer in _BAKING:
            prefix = "" if r == 0 else "Another one: "
            messages.append({"role": "user", "content": prefix + question})
            messages.append({"role": "assistant", "content": answer})
    return [{**m, "id": f"m{i}"} for i, m in enumerate(messages)]
