"""The frozen blind sets stay frozen, their conversations obey the keyword rule, and
``convmem factbench`` prints their first runs apart from the current figures."""

from __future__ import annotations

import hashlib
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from convmem.cli import main
from convmem.eval.factbench import BLIND_SETS, superseded
from convmem.eval.probes import shares_keyword
from convmem.eval.probes_blind import blind_conversations
from convmem.facts.rules import RuleExtractor
from tests.facts import blind2_statements as blind2
from tests.facts import blind3_statements as blind3
from tests.facts import blind4_statements as blind4
from tests.facts import blind5_statements as blind5
from tests.facts import blind6_statements as blind6
from tests.facts import blind7_statements as blind7
from tests.facts import blind8_statements as blind8
from tests.facts import blind9_statements as blind9
from tests.facts import blind10_statements as blind10
from tests.facts import blind11_statements as blind11
from tests.facts import blind12_statements as blind12
from tests.facts import blind13_statements as blind13
from tests.facts import blind14_statements as blind14
from tests.facts import blind15_statements as blind15
from tests.facts import blind16_statements as blind16
from tests.facts import blind17_statements as blind17
from tests.facts import blind18_statements as blind18
from tests.facts import blind19_statements as blind19
from tests.facts import blind20_statements as blind20
from tests.facts import blind21_statements as blind21
from tests.facts import blind22_statements as blind22
from tests.facts import blind23_statements as blind23
from tests.facts import blind24_statements as blind24
from tests.facts import blind25_statements as blind25
from tests.facts import blind26_statements as blind26
from tests.facts import blind27_statements as blind27
from tests.facts import blind28_statements as blind28
from tests.facts import blind29_statements as blind29
from tests.facts import blind30_statements as blind30
from tests.facts import blind31_statements as blind31
from tests.facts import blind32_statements as blind32
from tests.facts import blind33_statements as blind33
from tests.facts import blind34_statements as blind34
from tests.facts import blind35_statements as blind35
from tests.facts import blind36_statements as blind36
from tests.facts import blind37_statements as blind37
from tests.facts import blind38_statements as blind38
from tests.facts import blind39_statements as blind39
from tests.facts import blind40_statements as blind40
from tests.facts import blind41_statements as blind41
from tests.facts import blind42_statements as blind42
from tests.facts import blind43_statements as blind43
from tests.facts import blind44_statements as blind44
from tests.facts import blind45_statements as blind45
from tests.facts import blind46_statements as blind46
from tests.facts import blind47_statements as blind47
from tests.facts import blind48_statements as blind48
from tests.facts import blind49_statements as blind49
from tests.facts import blind50_statements as blind50
from tests.facts import blind51_statements as blind51
from tests.facts import blind52_statements as blind52
from tests.facts import blind53_statements as blind53
from tests.facts import blind54_statements as blind54
from tests.facts import blind55_statements as blind55
from tests.facts import blind56_statements as blind56
from tests.facts import blind57_statements as blind57
from tests.facts import blind58_statements as blind58
from tests.facts import blind_statements as blind
from tests.facts.blind_statements import _en

# sha256 of each set as committed (the first in 23720fb, before any extractor change; the second
# in ba04ab0, the third in 61ca550, the fourth in 3c17991, the fifth in 5a6e78a, the sixth in
# 97b04c4, the seventh in 5e46ba5, the eighth in 96f1bf6, the ninth in f992108, the tenth in
# 0c80cfd, the eleventh in 6a1550a, the twelfth in 7274c7c, the thirteenth in 10208f2, the
# fourteenth in 2e69d97, the fifteenth in 1dadc40, the sixteenth in d3895f4, the seventeenth
# in 9b61e9b, the eighteenth in 3fe483b, the nineteenth in 8ecd8b5, the twentieth in 07ba1db,
# the twenty-first in 8394130, the twenty-second in 8320c1a, the twenty-third in a01580f, the
# twenty-fourth in 01d3ac2, the twenty-fifth in 410789e, the twenty-sixth in 2c65a24, the
# twenty-seventh in 8b73847, the twenty-eighth in 003c435, the twenty-ninth in 7281ea8, the
# thirtieth in 6a7507c, the thirty-first in 70ea1d7, the thirty-second in b13b5e4, the
# thirty-third in 098a491, the thirty-fourth in 38afeae, the thirty-fifth in 254d04f, the
# thirty-sixth in bfb961a, the thirty-seventh in 805d50f, the thirty-eighth in 164c7cf, the
# thirty-ninth in 84a49a6 and the fortieth in the commit that added it, each before it was run
# or tuned on). A change to the data makes every figure on it incomparable with its first runs:
# write a new set instead.
FROZEN = {"blind": "b9fbf3e522f34c2d", "blind-2": "654201f25594fa61",
          "blind-3": "b18f5a945a61d032", "blind-4": "cc7b7accd05261e6",
          "blind-5": "abe9b303985efe54", "blind-6": "fd594d582bd53b74",
          "blind-7": "d9b685866d6e677e", "blind-8": "04d084e2b5d39df1",
          "blind-9": "536c7bb9207fde37", "blind-10": "5dd8502f467d5aa8",
          "blind-11": "f9f688126a2b52bf", "blind-12": "83331f138a885319",
          "blind-13": "8d6ee3ae864a073d", "blind-14": "43650c652831af95",
          "blind-15": "5cdf3644ba183ac5", "blind-16": "57eca6c20ec6fe0b",
          "blind-17": "75a7f92a7e7c55a1", "blind-18": "2f0c5b3e0499f879",
          "blind-19": "4f5ae2e52c71fd56",
          "blind-20": "4aa3363de64e9238",
          "blind-21": "8c298f33b1ee65be",
          "blind-22": "b5f5d8988ec02045",
          "blind-23": "4fc66d91959923f3",
          "blind-24": "c8a94afb2b1162d9",
          "blind-25": "68b1713f38264ac4",
          "blind-26": "ea162fe034786cc2",
          "blind-27": "8f0bd55fd8ece611",
          "blind-28": "2731e89caf525902",
          "blind-29": "d564251048de86c4",
          "blind-30": "424f5bd2d714cc73",
          "blind-31": "5c7ab988efa60dc5",
          "blind-32": "981a0c8f435f5edf",
          "blind-33": "09f70f00cd1e86b7",
          "blind-34": "df3fc02c7d476c9d",
          "blind-35": "ba1d6d22cf24db43",
          "blind-36": "b11207f47526ef23",
          "blind-37": "d7a30406d11d50bc",
          "blind-38": "b2a6e2170970012a",
          "blind-39": "7e7327fc251e6def",
          "blind-40": "710bfc347b222c45",
          "blind-41": "5570ca67cf8adabd",
          "blind-42": "9260f0071df6764f",
          "blind-43": "e7fed093ca03f76d",
          "blind-44": "172f7853f6bdaacd",
          "blind-45": "105202f1d173ff55",
          "blind-46": "7c05f1b8cb1fd2b4",
          "blind-47": "8cd3f51c76ba4b08",
          "blind-48": "c09a895df4698edb",
          "blind-49": "99e86e43198a6967",
          "blind-50": "47730c3050a66891",
          "blind-51": "205c5978b6d0f2e2",
          "blind-52": "ee922a8ce8a8b000",
          "blind-53": "5e4754ecee7c77fd",
          "blind-54": "67e6182ba97942ff",
          "blind-55": "b61a00f11627fa11",
          "blind-56": "b7643053df9a11b3",
          "blind-57": "20d8bdb8ad4e443a",
          "blind-58": "d792ece53cd96e7e"}
SETS = {"blind": blind, "blind-2": blind2, "blind-3": blind3, "blind-4": blind4,
        "blind-5": blind5, "blind-6": blind6, "blind-7": blind7,
        "blind-8": blind8, "blind-9": blind9, "blind-10": blind10,
        "blind-11": blind11, "blind-12": blind12, "blind-13": blind13, "blind-14": blind14,
        "blind-15": blind15, "blind-16": blind16, "blind-17": blind17, "blind-18": blind18,
        "blind-19": blind19,
        "blind-20": blind20,
        "blind-21": blind21,
        "blind-22": blind22,
        "blind-23": blind23,
        "blind-24": blind24,
        "blind-25": blind25,
        "blind-26": blind26,
        "blind-27": blind27,
        "blind-28": blind28,
        "blind-29": blind29,
        "blind-30": blind30,
        "blind-31": blind31,
        "blind-32": blind32,
        "blind-33": blind33,
        "blind-34": blind34,
        "blind-35": blind35,
        "blind-36": blind36,
        "blind-37": blind37,
        "blind-38": blind38,
        "blind-39": blind39,
        "blind-40": blind40,
        "blind-41": blind41,
        "blind-42": blind42,
        "blind-43": blind43,
        "blind-44": blind44,
        "blind-45": blind45,
        "blind-46": blind46,
        "blind-47": blind47,
        "blind-48": blind48,
        "blind-49": blind49,
        "blind-50": blind50,
        "blind-51": blind51,
        "blind-52": blind52,
        "blind-53": blind53,
        "blind-54": blind54,
        "blind-55": blind55,
        "blind-56": blind56,
        "blind-57": blind57,
        "blind-58": blind58}
# Written and frozen, kept unrun (and so unknown to `convmem factbench`) for the next change.
UNRUN = {"blind-58"}


def digest(data: Any) -> str:
    accept = sorted((k, sorted(v)) for k, v in data.ACCEPT.items())
    return hashlib.sha256(repr((data.FACTS, data.NEGATIVES, accept)).encode()).hexdigest()


@pytest.mark.parametrize("name", list(SETS))
def test_the_blind_sets_are_frozen_and_big_enough(name: str) -> None:
    data = SETS[name]
    assert digest(data).startswith(FROZEN[name])
    assert len(data.FACTS) >= 150 and sum(f.lang == "zh" for f in data.FACTS) >= 30
    assert len(data.NEGATIVES) >= 300
    assert {f.topic for f in data.FACTS} == set(data.TOPICS)
    ids = {f.id: f for f in data.FACTS}
    assert len(ids) == len(data.FACTS)
    for fact in data.FACTS:
        assert all(k.casefold() in fact.text.casefold() for k in fact.keywords), fact.id
        stale = ids[fact.replaces].keywords if fact.replaces else ()
        assert not any(shares_keyword(q, [*fact.keywords, *stale]) for q in fact.questions)


def test_the_sets_do_not_share_an_id_and_keep_their_first_runs() -> None:
    ids = [f.id for data in SETS.values() for f in data.FACTS]
    assert len(ids) == len(set(ids))
    assert set(blind.FIRST_RUN) >= {"rules@75efa7a", "meaning@9676d98"}
    assert len(blind2.FIRST_RUN) >= 1  # its one unseen run, recorded before any tuning on it
    assert set(blind3.FIRST_RUN) >= {"rules@b52bd4e", "meaning@b52bd4e"}
    assert set(blind4.FIRST_RUN) >= {"rules@32373dd", "meaning@32373dd"}
    assert set(blind5.FIRST_RUN) >= {"rules@e5e9a03", "meaning@e5e9a03"}
    assert set(blind6.FIRST_RUN) >= {"rules@97b04c4", "meaning@97b04c4"}
    assert set(blind7.FIRST_RUN) >= {"rules@5e46ba5", "meaning@3c2ba35", "meaning@5e46ba5"}
    assert set(blind8.FIRST_RUN) >= {"rules@0db0e4b", "meaning@3c2ba35", "meaning@0db0e4b"}
    assert set(blind9.FIRST_RUN) >= {"rules@0a8393c", "meaning@3c2ba35", "meaning@0a8393c"}
    assert set(blind10.FIRST_RUN) >= {"rules@e354d48", "meaning@e354d48"}
    assert set(blind11.FIRST_RUN) >= {"rules@f8616e9", "meaning@f8616e9"}
    assert set(blind12.FIRST_RUN) >= {"rules@d9906a5", "meaning@d9906a5"}
    assert set(blind13.FIRST_RUN) >= {"rules@ea98bfb", "meaning@ea98bfb", "meaning@54b6790"}
    assert set(blind14.FIRST_RUN) >= {"rules@b8756b7", "meaning@b8756b7", "meaning@54b6790"}
    assert set(blind15.FIRST_RUN) >= {"rules@b91d191", "meaning@b91d191", "meaning@54b6790"}
    assert set(blind16.FIRST_RUN) >= {"rules@9952565", "meaning@9952565", "meaning@18d3a8a"}
    assert set(blind17.FIRST_RUN) >= {"rules@85e6816", "meaning@85e6816", "meaning@18d3a8a"}
    assert set(blind18.FIRST_RUN) >= {"rules@e74b555", "meaning@e74b555"}
    assert set(blind19.FIRST_RUN) >= {"rules@4b63379", "meaning@4b63379", "meaning@e74b555"}
    assert set(blind20.FIRST_RUN) >= {"rules@07ba1db", "meaning@07ba1db", "meaning@e74b555"}
    assert set(blind21.FIRST_RUN) >= {"rules@6765437", "meaning@6765437"}
    assert set(blind22.FIRST_RUN) >= {"rules@ab96649", "meaning@ab96649", "meaning@6765437"}
    assert set(blind23.FIRST_RUN) >= {"rules@a2e9c46", "meaning@a2e9c46", "meaning@6765437"}
    assert set(blind24.FIRST_RUN) >= {"rules@92db6fc", "meaning@92db6fc"}
    assert set(blind25.FIRST_RUN) >= {"rules@92db6fc", "meaning@92db6fc"}
    assert set(blind26.FIRST_RUN) >= {"rules@cdfb572", "meaning@cdfb572"}
    assert set(blind27.FIRST_RUN) >= {"rules@b1f4ef1", "meaning@b1f4ef1"}
    assert set(blind28.FIRST_RUN) >= {"rules@5faad9d", "meaning@5faad9d"}
    assert set(blind29.FIRST_RUN) >= {"rules@4eca5de", "meaning@4eca5de"}
    assert set(blind30.FIRST_RUN) >= {"rules@6a7507c", "meaning@6a7507c"}
    assert set(blind31.FIRST_RUN) >= {"rules@880061a", "meaning@880061a"}
    assert set(blind32.FIRST_RUN) >= {"rules@100c466", "meaning@100c466"}
    assert set(blind33.FIRST_RUN) >= {"rules@dad286a", "meaning@dad286a"}
    assert set(blind34.FIRST_RUN) >= {"rules@0ddae05", "meaning@0ddae05"}
    assert set(blind35.FIRST_RUN) >= {"rules@f3f4227", "meaning@f3f4227", "meaning@254d04f"}
    assert set(blind36.FIRST_RUN) >= {"rules@97b218a", "meaning@97b218a"}
    assert set(blind37.FIRST_RUN) >= {"rules@de0c101", "meaning@de0c101", "meaning@164c7cf"}
    assert set(blind38.FIRST_RUN) >= {"rules@ff0a104", "meaning@ff0a104", "meaning@e3219d6"}
    assert set(blind39.FIRST_RUN) >= {"rules@8b6027a", "meaning@8b6027a", "meaning@39688e4"}
    assert set(blind40.FIRST_RUN) >= {"rules@25a4b53", "meaning@25a4b53", "meaning@f592bf7",
                                      "meaning@8b6027a"}
    assert set(blind41.FIRST_RUN) >= {"rules@80b988a", "meaning@80b988a", "meaning@b38265b",
                                      "meaning@8b6027a"}
    assert set(blind42.FIRST_RUN) >= {"rules@91aef08", "meaning@91aef08", "meaning@d1c88d8"}
    assert set(blind43.FIRST_RUN) >= {"rules@acfcab2", "meaning@acfcab2", "meaning@e5e3b13"}
    assert set(blind44.FIRST_RUN) >= {"rules@108c5b9", "meaning@108c5b9", "meaning@b188ac7"}
    assert set(blind45.FIRST_RUN) >= {"rules@6031fa5", "meaning@6031fa5", "meaning@72fef59"}
    assert set(blind46.FIRST_RUN) >= {"rules@d2ca493", "meaning@d2ca493", "meaning@6031fa5",
                                      "meaning@72fef59"}
    assert set(blind47.FIRST_RUN) >= {"rules@7bb7e17", "meaning@7bb7e17", "meaning@377ff25"}
    assert set(blind48.FIRST_RUN) >= {"rules@73f573c", "meaning@73f573c"}
    assert set(blind49.FIRST_RUN) >= {"rules@0fa7e1e", "meaning@0fa7e1e"}
    assert set(blind50.FIRST_RUN) >= {"rules@35cb598", "meaning@35cb598"}
    assert set(blind51.FIRST_RUN) >= {"rules@89ab729", "meaning@89ab729"}
    assert set(blind52.FIRST_RUN) >= {"rules@7982917", "meaning@7982917"}
    assert set(blind53.FIRST_RUN) >= {"rules@2f31ebc", "meaning@2f31ebc"}
    assert set(blind54.FIRST_RUN) >= {"rules@03ebe77", "meaning@03ebe77"}
    assert set(blind55.FIRST_RUN) >= {"rules@0b900eb", "meaning@0b900eb"}
    assert set(blind56.FIRST_RUN) >= {"rules@ff7e8a0", "meaning@ff7e8a0"}
    assert set(blind57.FIRST_RUN) >= {"rules@64ae8b5", "meaning@64ae8b5"}


@pytest.mark.parametrize("name", list(SETS))
def test_blind_conversations_plant_every_fact(tmp_path: Path, name: str) -> None:
    data = SETS[name]
    filler = tmp_path / "filler.jsonl"
    chat = [f'{{"role": "{"user" if i % 2 == 0 else "assistant"}", "content": "Speaker: '
            f'small talk number {i} about the weather and the garden"}}' for i in range(400)]
    filler.write_text('{"id": "f", "probes": [], "messages": [' + ", ".join(chat) + "]}\n")
    convs = blind_conversations(filler, turns=120, facts_per_conversation=8, seed=3, dataset=data)
    probes = [p for c in convs for p in c["probes"]]
    units = len(data.FACTS) - sum(1 for f in data.FACTS if f.replaces)
    assert sum(1 for p in probes if p["at"] == 120) == units
    assert sum(p["superseded"] for p in probes) == sum(1 for f in data.FACTS if f.replaces)
    assert all(not m["content"].startswith("Speaker:") for c in convs for m in c["messages"])
    for conv in convs:  # one home, name, job per person: a second would supersede the first
        ends = [p["kind"] for p in conv["probes"] if p["at"] == 120]
        assert ends.count("home") <= 1 and sum(k in ("name", "address") for k in ends) <= 1
        assert ends.count("work") <= 1
    assert blind_conversations(filler, turns=120, seed=3, dataset=data) == convs  # one seed


def test_superseded_pairs_are_filed_one_after_the_other_in_a_ledger_of_their_own() -> None:
    facts = (_en("zz1", "home", "I live in Lyon, near the old town.", ("Lyon",), ("Q?",)),
             _en("zz2", "home", "I live in Porto now.", ("Porto",), ("Q?",), replaces="zz1"),
             _en("zz3", "diet", "I'm vegetarian.", ("vegetarian",), ("Q?",)),
             _en("zz4", "diet", "Lentils again tonight, what else is new.", ("lentils",), ("Q?",),
                 replaces="zz3"))
    data = SimpleNamespace(FACTS=facts, ACCEPT=blind.ACCEPT)
    # Porto replaces Lyon; the rules find no diet in the lentils, so vegetarian stays alone
    assert superseded(RuleExtractor(), data) == (2, 1, 0, 1)


@pytest.mark.slow
def test_factbench_prints_first_runs_apart(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["factbench", "--extractor", "rules"]) == 0
    out = capsys.readouterr().out
    first = out.index("FIRST RUNS")
    assert out.index("slices seen while tuning") < first  # the labelled set, then the blind ones
    assert "missed facts and flagged negatives" not in out
    assert "rules@75efa7a" in out[first:] and "meaning@9676d98" in out[first:]
    assert out.index("Blind slice 'blind' now") > first
    second = out.index("Blind slice 'blind-2' (tests/facts/blind2_statements.py), FIRST RUNS")
    assert out.index("Blind slice 'blind-2' now") > second > first
    third = out.index("Blind slice 'blind-3' (tests/facts/blind3_statements.py), FIRST RUNS")
    assert "rules@b52bd4e" in out[third:] and out.index("Blind slice 'blind-3' now") > third
    fourth = out.index("Blind slice 'blind-4' (tests/facts/blind4_statements.py), FIRST RUNS")
    assert "rules@32373dd" in out[fourth:]
    assert out.index("Blind slice 'blind-4' now") > fourth > third


def test_factbench_runs_only_the_sets_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["factbench", "--extractor", "rules", "--sets", "blind-2", "--misses"]) == 0
    out = capsys.readouterr().out
    assert "Blind slice 'blind-2' now" in out
    assert "Blind slice 'blind' now" not in out and "blind-3" not in out
    assert "slices seen while tuning" not in out  # the labelled set is left out too
    listed = out.index("Blind slice 'blind-2': missed facts and flagged negatives")
    assert listed > out.index("Blind slice 'blind-2' now")
    assert main(["factbench", "--extractor", "rules", "--sets", "blind-2,blind-2"]) == 0
    out = capsys.readouterr().out
    assert out.count("Blind slice 'blind-2' now") == 1 and "missed facts" not in out


def test_factbench_names_an_unknown_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["factbench", "--extractor", "rules", "--sets", "blind-2,blind-99"]) == 2
    err = capsys.readouterr().err
    assert "blind-99 is not a registered blind set" in err and "blind-26" in err
    assert main(["factbench", "--sets", " , "]) == 2
    assert "names no set" in capsys.readouterr().err


def test_every_written_set_is_registered(capsys: pytest.CaptureFixture[str]) -> None:
    assert set(BLIND_SETS) == set(SETS) - UNRUN
    for name in UNRUN:  # until the change it measures: then it is registered and run once
        assert not SETS[name].FIRST_RUN
        assert main(["factbench", "--sets", name]) == 2
        assert f"{name} is not a registered blind set" in capsys.readouterr().err
