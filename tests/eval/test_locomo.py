"""LoCoMo's release converted to the conversation format (convmem.eval.locomo), on a sample
written in its two layouts (the release itself is not redistributable)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from convmem.cli import main
from convmem.errors import ConfigError
from convmem.eval.convfile import load_jsonl
from convmem.eval.locomo import read

CONVERSATION = {
    "speaker_a": "Jon", "speaker_b": "Gina",
    "session_1_date_time": "4:04 pm on 20 January, 2023",
    "session_1": [
        {"speaker": "Gina", "dia_id": "D1:1", "text": "Hey Jon! Anything new?"},
        {"speaker": "Jon", "dia_id": "D1:2", "text": "Lost my job as a banker yesterday."}],
    "session_2_date_time": "2:32 pm on 29 January, 2023",
    "session_2": [
        {"speaker": "Gina", "dia_id": "D2:1", "text": "I launched an ad campaign!",
         "blip_caption": "a photo of a clothing store"},
        {"speaker": "Jon", "dia_id": "D2:2", "text": "Congrats, Gina!"}],
}
QA = [{"question": "When did Jon lose his job?", "answer": "19 January, 2023",
       "evidence": ["D1:2"], "category": 2},
      {"question": "What did Gina launch?", "evidence": ["D2:1 "], "category": 4},
      {"question": "What did Gina say about Paris?", "evidence": ["D9:9"], "category": 4},
      {"question": "Which bank did Gina work at?", "adversarial_answer": "none",
       "evidence": ["D1:1"], "category": 5}]


def test_the_release_and_a_file_per_conversation_convert_alike(tmp_path: Path) -> None:
    release = tmp_path / "locomo10.json"
    release.write_text(json.dumps([{"sample_id": "conv-30", "conversation": CONVERSATION,
                                    "qa": QA},
                                   {"sample_id": "conv-26", "conversation": CONVERSATION,
                                    "qa": QA}]))
    single = tmp_path / "30.json"
    single.write_text(json.dumps({**CONVERSATION, "qa": QA}))
    assert read([release], skip=["conv-26"]) == read([single]) == (read([single])[0], 1)
    out = tmp_path / "out.jsonl"
    assert main(["import-locomo", str(release), "--skip", "conv-26", "--out", str(out)]) == 0
    [conv] = load_jsonl(out)  # the format's own checks pass
    assert conv["id"] == "conv-30"
    assert [(m["id"], m["role"], m["content"], m["time"]) for m in conv["messages"]] == [
        ("D1:1", "assistant", "Gina: Hey Jon! Anything new?", "4:04 pm on 20 January, 2023"),
        ("D1:2", "user", "Jon: Lost my job as a banker yesterday.",
         "4:04 pm on 20 January, 2023"),
        ("D2:1", "assistant", "Gina: I launched an ad campaign! [shares a photo of a photo of "
         "a clothing store]", "2:32 pm on 29 January, 2023"),
        ("D2:2", "user", "Jon: Congrats, Gina!", "2:32 pm on 29 January, 2023")]
    # an evidence id that names no turn, and the adversarial category, are left out
    assert conv["probes"] == [
        {"at": 4, "question": "When did Jon lose his job?", "answer": "19 January, 2023",
         "evidence": ["D1:2"], "category": "temporal"},
        {"at": 4, "question": "What did Gina launch?", "evidence": ["D2:1"],
         "category": "single-hop"}]


@pytest.mark.parametrize(("data", "says"), [
    ({"messages": []}, "field 'speaker_a' is NoneType"),
    ({"sample_id": "conv-1", "conversation": None, "qa": []}, "'conversation' is NoneType"),
    ({**CONVERSATION, "session_2": [{"speaker": "Jon"}], "qa": []},
     "session_2, turn 0: field 'text' is NoneType"),
    ({**CONVERSATION, "session_2": ["Jon: hi"], "qa": []}, "session_2, turn 0 is str"),
    ({**CONVERSATION, "session_2": [{"speaker": "Jon", "text": "hi", "dia_id": 7}], "qa": []},
     "field 'dia_id' is int"),
    ({**CONVERSATION, "session_2": [{"speaker": "Jon", "text": "hi", "dia_id": "D1:1"}],
      "qa": []}, "the dia_id 'D1:1' names two turns"),
    ({**CONVERSATION, "session_1": [], "session_2": [], "qa": []}, "no turns"),
    ({**CONVERSATION, "qa": ["When?"]}, "qa 0 is str"),
    ({**CONVERSATION, "qa": [{"category": 2, "evidence": ["D1:2"]}]},
     "qa 0: field 'question' is NoneType"),
    ([{"conversation": CONVERSATION, "qa": []}, {"conversation": CONVERSATION, "qa": []}],
     "conversation conv-bad comes again"),
    ({**CONVERSATION, "session_4": CONVERSATION["session_2"], "qa": []},
     "session_4 follows no session_3"),
])
def test_what_is_not_locomo_is_an_error_naming_it(tmp_path: Path, data: object,
                                                   says: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(ConfigError, match=says) as raised:
        read([bad])
    assert any(fix in str(raised.value) for fix in ("locomo10.json", "give each",
                                                     "each turn needs", "without a gap"))


def test_a_file_that_cannot_be_read_or_a_skip_that_names_nothing_is_an_error(
        tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read it"):
        read([tmp_path / "missing.json"])
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(ConfigError, match="not JSON"):
        read([bad])
    good = tmp_path / "30.json"
    good.write_text(json.dumps({**CONVERSATION, "qa": QA}))
    with pytest.raises(ConfigError, match="--skip conv26: no such conversation"):
        read([good], skip=["conv26"])  # a typo would leak a dev conversation into the set


def test_a_conversion_the_format_refuses_is_never_written(tmp_path: Path) -> None:
    """An empty turn id or question passes LoCoMo's types but not the conversation format:
    nothing is written, and an earlier output stays whole."""
    src, out = tmp_path / "30.json", tmp_path / "out.jsonl"
    out.write_text("earlier\n")
    turns = [{"speaker": "Jon", "text": "hi", "dia_id": ""}]
    src.write_text(json.dumps({**CONVERSATION, "session_2": turns, "qa": []}))
    with pytest.raises(ConfigError, match="not written: the conversion fails"):
        main(["--debug", "import-locomo", str(src), "--out", str(out)])
    src.write_text(json.dumps({**CONVERSATION, "qa": QA}))
    with pytest.raises(ConfigError, match="no conversation left"):
        main(["--debug", "import-locomo", str(src), "--skip", "conv-30", "--out", str(out)])
    assert out.read_text() == "earlier\n" and sorted(p.name for p in tmp_path.iterdir()) == [
        "30.json", "out.jsonl"]
    zipped = tmp_path / "locomo10.zip"
    zipped.write_bytes(b"PK\x03\x04\xff\xfe")
    with pytest.raises(ConfigError, match="not UTF-8 text"):
        read([zipped])
    src.write_text(json.dumps({**CONVERSATION, "qa": [{**QA[0], "category": True}]}))
    assert read([src])[0][0]["probes"] == []  # true is no category number
