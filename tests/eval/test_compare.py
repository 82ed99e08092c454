"""``convmem compare``: the scoring core (convmem.eval.evidence), the replay engine, the reports,
the plots and the command, on small conversations whose answers are known by construction.

rag and hybrid use the deterministic HashEmbedder here (MiniLM takes ~8 s to load); the real
figures are produced by the command itself (see the README).
"""

from __future__ import annotations

import argparse
import csv
import io
import itertools
import json
import os
import subprocess
import sys
import time
from collections.abc import Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from convmem.cli import compare as compare_cli
from convmem.errors import ConfigError
from convmem.eval import parallel
from convmem.eval.compare import StrategyKit, compare, evaluate
from convmem.eval.evidence import (
    Answerer,
    Recounter,
    answer_matches,
    api_problems,
    check_context,
    percentile,
    prefix_tokens,
    score_probe,
)
from convmem.eval.figures import merged
from convmem.eval.parallel import Job, run_jobs
from convmem.eval.probes import generate
from convmem.eval.replay import ProbeResult, TurnResult, aggregate, phase_of
from convmem.eval.scenarios import allergy_story
from convmem.messages import parse_message
from convmem.providers.embedders import HashEmbedder
from convmem.tokens import TokenCounter
from tests.fakes import CountingEmbedder, FakeOpenAI, serve_on_loopback
from tests.procs import ended_within, workers

ROOT = Path(__file__).resolve().parents[2]
LOCOMO = ROOT / ".." / "shared" / "data" / "locomo-dev.jsonl"
BIG, SMALL = 8192, 256


def conversation(cid: str = "c1") -> dict[str, Any]:
    """A user states an allergy and a home, talks baking, moves, talks baking again.

    Every message starts a user/assistant pair, so a window large enough for everything sends
    exactly the full history; the facts are far enough back that 256 tokens cannot reach them.
    """
    baking = [m for m in allergy_story() if m["id"] not in ("m0", "m1")]
    messages = [
        {"role": "user", "content": "Before we start: I'm allergic to peanuts, so no satay."},
        {"role": "assistant", "content": "Noted, nothing with peanuts."},
        {"role": "user", "content": "I live in Lyon these days."},
        {"role": "assistant", "content": "Lyon is lovely for bakeries."},
        *[{"role": m["role"], "content": m["content"]} for m in baking[:20]],
        {"role": "user", "content": "Big news, we moved: I live in Porto now."},
        {"role": "assistant", "content": "Congratulations on the move!"},
        *[{"role": m["role"], "content": m["content"]} for m in baking[20:40]],
    ]
    messages = [{"id": f"m{i}", **m} for i, m in enumerate(messages)]
    n = len(messages)
    return {"id": cid, "messages": messages, "probes": [
        {"at": n, "question": "What should I stay away from when eating out?",
         "expect_any": ["peanut"], "evidence": ["m0"], "kind": "allergy"},
        {"at": n, "question": "Which city should the courier deliver to?",
         "expect_any": ["porto"], "evidence": ["m24"], "stale": ["lyon"],
         "stale_evidence": ["m2"], "kind": "home", "superseded": True},
        {"at": 24, "question": "Which city should the courier deliver to?",
         "expect_any": ["lyon"], "evidence": ["m2"], "kind": "home", "superseded": False}]}


def write(path: Path, *conversations: dict[str, Any]) -> Path:
    path.write_text("".join(json.dumps(c) + "\n" for c in conversations), encoding="utf-8")
    return path


@pytest.fixture
def kit() -> Any:
    made = StrategyKit(HashEmbedder())
    yield made
    made.close()


def run_cli(argv: list[str]) -> str:
    parser = argparse.ArgumentParser()
    compare_cli.add_arguments(parser)
    out = io.StringIO()
    assert compare_cli.main(parser.parse_args(argv),
                            Console(file=out, width=250, color_system=None)) == 0
    return out.getvalue()


# -- the scoring core --------------------------------------------------------------------------


def test_recount_follows_the_openai_recipe_independently(counter: TokenCounter) -> None:
    recount = Recounter("cl100k_base")
    # 3 per message + "user" (1) + "hello" (1), + 3 reply priming
    assert recount.messages([{"role": "user", "content": "hello"}]) == 8
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Weather in Lyon?", "name": "ana"},
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function",
         "function": {"name": "weather", "arguments": "{\"city\": \"Lyon\"}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "12 °C, rain"},
        {"role": "user", "content": [{"type": "text", "text": "and"}, {"type": "text",
                                                                     "text": "tomorrow?"}]}]
    ours = counter.count_messages([parse_message(m) for m in messages])
    assert recount.messages(messages) == ours
    with pytest.raises(ConfigError, match="no-such-model"):
        Recounter("no-such-model")


def test_check_context_flags_over_budget_mismatched_and_invalid_lists() -> None:
    recount = Recounter()
    fits = [{"role": "user", "content": "hello"}]
    assert check_context(fits, 8, 8, recount) == check_context(fits, 8, 8, recount)
    ok = check_context(fits, 8, 8, recount)
    assert (ok.tokens, ok.over_budget, ok.mismatch, ok.problems) == (8, False, False, [])
    over = check_context([{"role": "user", "content": "hello " * 50}], 40, 40, recount)
    assert over.over_budget and over.mismatch and over.tokens > 40
    bad = check_context([{"role": "assistant", "content": "hi"},
                         {"role": "user", "content": "hello"}], 100, 14, recount)
    assert bad.problems == ["the first turn is from 'assistant', not the user"]


@pytest.mark.parametrize(("messages", "problem"), [
    ([], "no user message"),
    ([{"role": "system", "content": "x"}], "no user message"),
    ([{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}],
     "the last message is 'assistant'"),
    ([{"role": "user", "content": "a"}, {"role": "tool", "tool_call_id": "c9", "content": "r"},
      {"role": "user", "content": "b"}], "message 1: tool result without its call"),
    ([{"role": "user", "content": "a"},
      {"role": "assistant", "content": None, "tool_calls": [
          {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]},
      {"role": "user", "content": "b"}], "message 2: tool calls ['c1'] lack results"),
    ([{"role": "robot", "content": "a"}, {"role": "user", "content": "b"}],
     "message 0: unknown role 'robot'"),
])
def test_api_problems_names_what_an_api_would_reject(messages: list[dict[str, Any]],
                                                     problem: str) -> None:
    assert any(p.startswith(problem) for p in api_problems(messages))


def test_api_problems_accepts_a_valid_context_with_tools_and_blocks() -> None:
    assert api_problems([
        {"role": "system", "content": "facts"}, {"role": "user", "content": "a"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "r"},
        {"role": "system", "content": "retrieved block"}, {"role": "user", "content": "b"}]) == []


def test_prefix_tokens_counts_identical_leading_messages() -> None:
    recount = Recounter()
    a = [{"role": "system", "content": "facts"}, {"role": "user", "content": "one"},
         {"role": "user", "content": "two"}]
    b = [*a[:2], {"role": "user", "content": "three"}]
    assert prefix_tokens(a, b, recount) == recount.message(a[0]) + recount.message(a[1])
    assert prefix_tokens(a, [{"role": "system", "content": "other"}, *a[1:]], recount) == 0


def test_score_probe_recall_keywords_and_stale_only() -> None:
    probe = {"expect_any": ["porto"], "stale": ["lyon"], "evidence": ["m5"]}
    question = {"role": "user", "content": "Which city? Porto or Lyon?"}  # never scored

    def ctx(text: str) -> list[dict[str, str]]:
        return [{"role": "system", "content": text}, question]

    stale = score_probe(probe, ctx("I live in Lyon"), {1, 2}, {"m5": 5})
    assert (stale.recalled, stale.missing, stale.keyword_hit, stale.stale_only) == (
        False, ["m5"], False, True)
    both = score_probe(probe, ctx("Lyon then Porto"), {5}, {"m5": 5})
    assert (both.recalled, both.keyword_hit, both.stale_hit, both.stale_only) == (
        True, True, True, False)
    neither = score_probe(probe, ctx("nothing"), set(), {"m5": 5})
    assert neither.stale_only is False and neither.keyword_hit is False
    plain = score_probe({"evidence": ["m1"]}, ctx("x"), {1}, {"m1": 1})
    assert (plain.recalled, plain.keyword_hit, plain.stale_only) == (True, None, None)


def test_answer_matches_keywords_or_the_reference_answer() -> None:
    assert answer_matches("Avoid PEANUTS.", {"expect_any": ["peanut"]}) is True
    assert answer_matches("Avoid shellfish.", {"expect_any": ["peanut"]}) is False
    assert answer_matches("It was on 7 May, 2023.", {"answer": "7 May 2023"}) is True
    assert answer_matches("In June.", {"answer": "7 May 2023"}) is False
    assert answer_matches("anything", {"evidence": ["m1"]}) is None


def test_answerer_with_a_judge_records_its_verdict_and_tokens() -> None:
    fake = FakeOpenAI().reply("Peanuts, I believe.").reply("yes").reply("Shellfish.").reply(
        "No.")
    answerer = Answerer(fake.backend(), judge=fake.backend(), seed=3)
    probe = {"question": "What am I allergic to?", "expect_any": ["peanut"]}
    context = [{"role": "user", "content": "What am I allergic to?"}]
    right = answerer.answer(probe, context)
    assert right.correct is True and right.judge_tokens > 0 and right.prompt_tokens > 0
    assert "Reference: peanut" in fake.requests[1].messages[-1]["content"]
    assert fake.requests[0].json["seed"] == 3 and fake.requests[0].json["temperature"] == 0
    assert answerer.answer(probe, context).correct is False


# -- the engine --------------------------------------------------------------------------------


def test_known_answers_big_window_keeps_everything_small_window_forgets(
        tmp_path: Path, kit: StrategyKit) -> None:
    path = write(tmp_path / "c.jsonl", conversation())
    result = compare(path, [kit.spec("window"), kit.spec("window+facts")], [BIG, SMALL],
                     every=1)
    window = {f.window: f for f in result.reports[0].figures}
    big, small = window[BIG], window[SMALL]
    # Everything fits: every probe is answered, nothing is saved, nothing goes stale.
    assert (big.keyword_recall, big.recall, big.stale_only) == (1.0, 1.0, 0.0)
    assert big.saving == 0.0 and big.cumulative_tokens == big.full_history_tokens
    assert big.requests == 23 and big.full_history_tokens > 0
    # 256 tokens hold the last few turns: both old facts are gone, the recent Lyon one is not.
    assert small.groups["kind"]["allergy"].keyword_recall == 0.0
    assert small.groups["kind"]["allergy"].recall == 0.0
    assert set(small.groups["superseded"]) == {"no", "yes"}
    assert small.groups["superseded"]["yes"].keyword_recall == 0.0
    assert small.saving is not None and small.saving > 0.5
    assert small.tokens_p95 <= SMALL
    # The ledger pins the facts whatever the window: the current value only, never the stale one.
    pinned = {f.window: f for f in result.reports[1].figures}[SMALL]
    assert pinned.keyword_recall == 1.0 and pinned.stale_only == 0.0 and pinned.recall == 0.0
    for f in result.figures:
        assert (f.violations, f.invalid, f.count_mismatches, f.budget_errors) == (0, 0, 0, 0)


def test_prefix_reuse_of_a_growing_history_is_the_whole_previous_request(
        tmp_path: Path) -> None:
    report = evaluate(write(tmp_path / "c.jsonl", conversation()), lambda: "window", [BIG],
                      every=1)
    turns = report.turns
    assert [t.turn for t in turns] == list(range(23)) and turns[0].reused_tokens is None
    for before, now in itertools.pairwise(turns):
        # The previous request minus its reply priming is the new one's prefix.
        assert now.reused_tokens == before.tokens - 3
        assert now.tokens == now.full_tokens


def test_every_n_builds_pairs_of_consecutive_turns_and_times_their_adds(
        tmp_path: Path) -> None:
    path = write(tmp_path / "c.jsonl", conversation())
    phase = phase_of(4, seed=1)
    report = evaluate(path, lambda: "window", [BIG, SMALL], every=4, seed=1)
    main = [k for k in range(23) if k % 4 == phase]
    built = sorted({t.turn for t in report.turns})
    assert built == sorted(set(main) | {k - 1 for k in main if k})
    assert sorted(t.turn for t in report.turns if t.reused_tokens is not None
                  and t.window == BIG) == [k for k in main if k]
    assert len(report.add_ms) == 2 * len(main)  # each sampled turn: the user message and reply
    assert report.figures[0].requests == len(built)
    probes_only = evaluate(path, lambda: "window", [BIG], every=0)
    assert probes_only.turns == [] and probes_only.figures[0].saving is None
    assert len(probes_only.probes) == 3


def test_probe_questions_are_embedded_once_per_run_turn_questions_every_build(
        tmp_path: Path) -> None:
    model = CountingEmbedder()
    shared = StrategyKit(model)
    conv = conversation()
    questions = [p["question"] for p in conv["probes"]]
    try:
        result = compare(write(tmp_path / "c.jsonl", conv), [shared.spec("rag"),
                         shared.spec("hybrid")], [SMALL, BIG], every=4, seed=1,
                         probing=shared.probing)
    finally:
        shared.close()
    turns = [t for r in result.reports for t in r.turns]
    asked = [t for t in model.texts if t in questions]
    # 2 strategies x 2 windows (and two probes) ask each question; the model embeds it once.
    assert sorted(asked) == sorted(set(questions))
    # Every turn build that retrieved embedded its question (none shared): the latency figure
    # is measured on them.
    turn_texts = {str(m["content"]) for m in conv["messages"] if m["role"] == "user"}
    assert sum(1 for t in model.texts if t in turn_texts) >= sum(
        1 for t in turns if t.full_tokens > t.window)
    figures = result.reports[0].figures[0]
    assert figures.build_p50_ms == percentile(
        [t.latency_ms for t in result.reports[0].turns if t.window == SMALL], 0.5)


def test_what_the_replays_embed_is_embedded_ahead_in_one_call(tmp_path: Path) -> None:
    model = CountingEmbedder()
    calls: list[int] = []
    embed = model.embed
    model.embed = lambda texts: calls.append(len(texts)) or embed(texts)  # type: ignore[method-assign]
    shared = StrategyKit(model)
    conv = conversation()
    data = write(tmp_path / "c.jsonl", conv)
    try:
        ahead = compare(data, [shared.spec("rag"), shared.spec("window+facts")], [SMALL, BIG],
                        every=4, seed=1, probing=shared.probing, ahead=shared.embed_ahead)
    finally:
        shared.close()
    assert ahead.extra["embedded ahead"].startswith(f"{calls[0]:,} texts")
    first, after = set(model.texts[:calls[0]]), model.texts[calls[0]:]
    # every message (short: one passage each) and the detector's sentences were in the one
    # call; afterwards the model saw none of them again, only the questions (the turns' and
    # the probes') and no sentence of a message (the detector's training examples, words)
    said = [str(m["content"]) for m in conv["messages"]]
    questions = {p["question"] for p in conv["probes"]} | {
        str(m["content"]) for m in conv["messages"] if m["role"] == "user"}
    assert set(said) <= first and len(first) > len(said)
    assert {t for t in after if t in questions} and not (first - questions) & set(after)
    assert not [t for t in after if t not in questions and len(t.split()) > 2
                and any(t in m for m in said)]  # (single words: allergens, the picker's cues)
    plain = StrategyKit(HashEmbedder())
    try:
        again = compare(data, [plain.spec("rag"), plain.spec("window+facts")], [SMALL, BIG],
                        every=4, seed=1, probing=plain.probing)
    finally:
        plain.close()
    timing = {"build_p50_ms", "build_p99_ms", "add_p50_ms", "add_p99_ms"}
    assert [{k: v for k, v in vars(f).items() if k not in timing} for f in ahead.figures] == [
        {k: v for k, v in vars(f).items() if k not in timing} for f in again.figures]


def test_aggregate_counts_what_the_recount_flagged() -> None:
    def turn(**kw: Any) -> TurnResult:
        base: dict[str, Any] = dict(conversation_id="c", window=100, reserve_output=0, turn=0,
                                    seq=0, tokens=90, reported=90, full_tokens=120,
                                    reused_tokens=None, over_budget=False, problems=[],
                                    latency_ms=1.0)
        return TurnResult(**{**base, **kw})

    turns = [turn(), turn(turn=1, tokens=130, reported=99, over_budget=True),
             turn(turn=2, problems=["the first turn is from 'assistant', not the user"]),
             turn(turn=3, error="BudgetError"), turn(window=200, over_budget=True)]
    probe = ProbeResult(
        conversation_id="c", index=0, window=100, reserve_output=0, at=1, question="q",
        category=None, kind="allergy", superseded=None, lang=None, evidence=[], missing=[],
        recalled=None, expect_any=["x"], keyword_hit=True, stale_hit=None, stale_only=None,
        tokens=101, reported=101, over_budget=True, problems=[], kept=0, retrieved=0,
        facts_pinned=[], latency_ms=2.0)
    f = aggregate("s", 100, 0, turns, [probe])
    assert (f.violations, f.invalid, f.count_mismatches, f.budget_errors) == (2, 1, 1, 1)
    assert f.requests == 3 and f.keyword_recall == 1.0
    assert f.saving == pytest.approx(1 - (90 + 130 + 90) / 360)


def test_runs_are_reproducible_with_a_seed(kit: StrategyKit) -> None:
    data = generate(2, 80, seed=3, facts_per_conversation=4)

    def figures(seed: int) -> list[dict[str, Any]]:
        # hybrid retrieves and summarizes: what could differ between runs, it exercises.
        result = compare(data, [kit.spec(n) for n in ("window", "prune", "hybrid")],
                         [512, 1024], every=3, seed=seed)
        timing = {"build_p50_ms", "build_p99_ms", "add_p50_ms", "add_p99_ms"}
        rows = [{k: v for k, v in vars(f).items() if k not in timing} for f in result.figures]
        curve = [(r.strategy, t.conversation_id, t.window, t.turn, t.tokens, t.reused_tokens)
                 for r in result.reports for t in r.turns]
        return [*rows, {"curve": curve}]

    first = figures(5)
    assert figures(5) == first
    assert phase_of(3, 5) == phase_of(3, 5) and {phase_of(10, s) for s in range(20)} != {0}


def test_bad_input_names_the_line_and_the_field(tmp_path: Path) -> None:
    bad = conversation("c2")
    bad["probes"][0]["at"] = 999
    path = write(tmp_path / "bad.jsonl", conversation(), bad)
    with pytest.raises(ConfigError, match=r"bad\.jsonl line 2: probes\[0\]\.at: 999"):
        run_cli([str(path), "--strategies", "window", "--windows", "512"])
    broken = conversation("c3")
    del broken["messages"][3]["role"]
    with pytest.raises(ConfigError, match=r"line 1: messages\[3\]"):
        compare(write(tmp_path / "broken.jsonl", broken), [], [512])
    with pytest.raises(ConfigError, match=r"^conversation #2: messages\[3\]"):
        evaluate([conversation(), broken], lambda: "window", [512])  # dicts are checked too
    done = subprocess.run([sys.executable, "-m", "convmem", "compare", str(path), "--strategies",
                           "window"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 2 and "line 2: probes[0].at" in done.stderr
    with pytest.raises(ConfigError, match="'memo'"):
        StrategyKit().spec("memo")


@pytest.mark.parametrize(("option", "message"), [
    ("window.foo=1", "strategy 'window' has no option 'foo'. Its options: anchors, "
                     "cache_friendly, evict_fraction"),
    ("window.evict_fraction=abc", "strategy 'window': bad option value"),
    ("hybrid.summary_share=0.1", "'hybrid' is not among --strategies (window)"),
])
def test_a_bad_option_is_named_before_the_run(tmp_path: Path, option: str, message: str) -> None:
    path = write(tmp_path / "c.jsonl", conversation())
    with pytest.raises(ConfigError) as raised:
        run_cli([str(path), "--strategies", "window", "--windows", "512", "-o", option])
    assert message in str(raised.value)


# -- the command: tables, files, plots, answers ------------------------------------------------


def _table_rows(text: str, title: str) -> dict[tuple[str, str], list[str]]:
    """(strategy, window) -> cells of the table printed under ``title``."""
    block = text[text.index(title):]
    block = block[:block.index("└")]
    out: dict[tuple[str, str], list[str]] = {}
    strategy = ""
    for line in block.splitlines():
        if line.startswith("│"):
            cells = [c.strip() for c in line.strip("│").split("│")]
            strategy = cells[0] or strategy
            out[(strategy, cells[1])] = cells[2:]
    return out


def test_cli_table_json_csv_and_plots_agree(tmp_path: Path) -> None:
    path = write(tmp_path / "c.jsonl", conversation())
    out = run_cli([str(path), "--strategies", "window,window+facts,hybrid", "--windows",
                   f"{SMALL},{BIG}", "--every", "1", "--embedder", "hash", "--json",
                   str(tmp_path / "r.json"), "--csv", str(tmp_path / "r.csv"), "--plot",
                   str(tmp_path / "plots")])
    data = json.loads((tmp_path / "r.json").read_text())
    figures = {(f["strategy"], str(f["window"])): f for f in data["figures"]}
    assert len(figures) == 6 and data["run"]["every"] == 1
    with (tmp_path / "r.csv").open(encoding="utf-8") as fh:
        table = list(csv.DictReader(fh))
    assert len(table) == 6
    for row in table:
        f = figures[(row["strategy"], row["window"])]
        for key in ("keyword_recall", "recall", "saving", "tokens_mean", "violations",
                    "fact_recall[kind=allergy]"):
            want = f["groups"]["kind"]["allergy"]["keyword_recall"] if "[" in key else f[key]
            assert (float(row[key]) if row[key] else None) == want
    recall = _table_rows(out, "Recall:")
    cost = _table_rows(out, "Cost per request")
    for setting, f in figures.items():
        assert recall[setting][:3] == [f"{f['keyword_recall']:.3f}", f"{f['recall']:.3f}",
                                       f"{f['stale_only']:.3f}"]
        assert cost[setting][0] == f"{f['tokens_mean']:,.0f}"
        assert cost[setting][6:8] == [str(f["violations"]), str(f["invalid"])]
    assert "0 over budget, 0 API-invalid" in out and "every user turn" in out
    pngs = sorted((tmp_path / "plots").glob("*.png"))
    assert [p.name for p in pngs] == ["latency.png", "recall_vs_window.png",
                                      "tokens_per_turn.png"]
    for png in pngs:
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000
        assert f"plot: {png}" in out


def test_strategies_shared_out_among_processes_give_the_one_process_figures(
        tmp_path: Path) -> None:
    path = write(tmp_path / "c.jsonl", conversation(), conversation("c2"))
    runs = {}
    for jobs in ("1", "2"):
        out = run_cli([str(path), "--strategies", "window,rag,hybrid", "--windows",
                       f"{SMALL},{BIG}", "--every", "3", "--embedder", "hash", "--jobs", jobs,
                       "--json", str(tmp_path / f"r{jobs}.json")])
        assert f"processes: {jobs}" in out
        data = json.loads((tmp_path / f"r{jobs}.json").read_text())
        runs[jobs] = [{k: v for k, v in f.items() if "_ms" not in k} for f in data["figures"]]
    assert [f["strategy"] for f in runs["2"]] == ["window", "window", "rag", "rag", "hybrid",
                                                  "hybrid"]
    assert runs["2"] == runs["1"]


def test_a_failed_task_ends_a_shared_out_run_without_the_tasks_not_started(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # prune's bad option fails in the worker, when it makes the strategy (the parent checks
    # the names only); its tasks come first, and of the 24 queued behind them only those the
    # pool had handed out may run (before the fix all of them ran, and the error came last)
    submitted: list[Future[Any]] = []

    class Pool(ProcessPoolExecutor):
        def submit(self, *args: Any, **kwargs: Any) -> Future[Any]:
            future = super().submit(*args, **kwargs)
            submitted.append(future)
            return future

    monkeypatch.setattr(parallel, "ProcessPoolExecutor", Pool)
    path = write(tmp_path / "c.jsonl", *(conversation(f"c{i}") for i in range(12)))
    job = Job(files=[str(path)], strategies=["prune", "window", "summary"], windows=[SMALL],
              reserves=[0], embedder="hash", options={"prune": {"bogus": 1}}, every=3)
    with pytest.raises(ConfigError, match="'prune' has no option 'bogus'"):
        run_jobs(job, 2)
    assert len(submitted) == 36 and all(f.done() for f in submitted)
    assert sum(f.cancelled() for f in submitted[12:]) >= 12


def test_a_killed_comparison_leaves_no_worker_running(tmp_path: Path) -> None:
    # Before the fix, the workers of a killed `convmem compare --jobs 2` finished their task,
    # then blocked for ever sending its report (two were found running an hour later).
    path = write(tmp_path / "g.jsonl", *generate(4, 2000, seed=5, facts_per_conversation=4))
    with open(tmp_path / "out.txt", "w", encoding="utf-8") as out:
        parent = subprocess.Popen(
            [sys.executable, "-m", "convmem", "compare", str(path), "--strategies",
             "window,prune", "--windows", "512", "--every", "1", "--embedder", "hash",
             "--jobs", "2"], stdout=out, stderr=subprocess.STDOUT, cwd=tmp_path)
        started: list[int] = []
        try:
            deadline = time.monotonic() + 120
            while len(started) < 2:  # the two workers, busy with their first tasks
                assert parent.poll() is None and time.monotonic() < deadline, (
                    (tmp_path / "out.txt").read_text())
                time.sleep(0.1)
                started = workers(parent.pid)
            time.sleep(3)  # into their first tasks (the run takes a minute or more)
        finally:
            parent.kill()
            parent.wait(timeout=10)
    ended_within(started, 60)


def test_merged_takes_one_strategy_at_the_same_settings(kit: StrategyKit) -> None:
    data = [conversation("a"), conversation("b")]
    one = compare(data, [kit.spec("window"), kit.spec("prune")], [SMALL, BIG], every=3).reports
    parts = [compare([c], [kit.spec("window")], [SMALL, BIG], every=3).reports[0] for c in data]
    timing = {"build_p50_ms", "build_p99_ms", "add_p50_ms", "add_p99_ms"}
    assert [{k: v for k, v in vars(f).items() if k not in timing}
            for f in merged(parts).figures] == [
        {k: v for k, v in vars(f).items() if k not in timing} for f in one[0].figures]
    with pytest.raises(ValueError, match="at least one"):
        merged([])
    with pytest.raises(ValueError, match="one strategy"):
        merged([parts[0], one[1]])
    narrow = compare([data[1]], [kit.spec("window")], [SMALL], every=3).reports[0]
    with pytest.raises(ValueError, match="same settings"):
        merged([parts[0], narrow])


def test_cli_asks_a_model_and_scores_its_answers(tmp_path: Path) -> None:
    def echo(body: Mapping[str, Any]) -> str:
        # Answers from the context only: right exactly when the fact reached it.
        return " ".join(str(m.get("content")) for m in body["messages"][:-1]) or "no idea"

    fake = FakeOpenAI(default=echo)
    path = write(tmp_path / "c.jsonl", conversation())
    with serve_on_loopback(fake) as url:
        out = run_cli([str(path), "--strategies", "window", "--windows", f"{SMALL},{BIG}",
                       "--every", "0", "--backend", url, "--model", "fake-model", "--json",
                       str(tmp_path / "r.json")])
    figures = json.loads((tmp_path / "r.json").read_text())["figures"]
    assert len(fake.requests) == 3 * 2
    for f in figures:
        assert f["answered"] == 3 and f["accuracy"] == f["keyword_recall"]
        assert f["answer_tokens"] > 0
    assert figures[1]["window"] == BIG and figures[1]["accuracy"] == 1.0
    assert figures[0]["accuracy"] < 1.0
    assert "answers by fake-model" in out and "accuracy" in out
    with pytest.raises(ConfigError, match="--backend needs --model"):
        run_cli([str(path), "--backend", "http://127.0.0.1:9/v1"])


def test_locomo_window_baseline(tmp_path: Path) -> None:
    if not LOCOMO.exists():
        pytest.skip(f"LoCoMo benchmark data not found at {LOCOMO} (only in the shared workspace)")
    report = evaluate(LOCOMO, lambda: "window", [2000], every=0)
    f = report.figures[0]
    # DESIGN.md: a recency window keeps a question's evidence for ~8% of questions at 2,000.
    assert f.probes == 382 and f.recall is not None and 0.02 <= f.recall <= 0.2
    assert set(f.by_category) == {"multi-hop", "open-domain", "single-hop", "temporal"}
    assert (f.violations, f.invalid, f.count_mismatches) == (0, 0, 0)


def test_strategy_options_reach_the_strategy(tmp_path: Path) -> None:
    path = write(tmp_path / "c.jsonl", conversation())
    reuse = []
    for extra in ([], ["--option", "window.cache_friendly=true"]):
        run_cli([str(path), "--strategies", "window", "--windows", str(SMALL), "--every", "1",
                 "--json", str(tmp_path / "r.json"), *extra])
        reuse.append(json.loads((tmp_path / "r.json").read_text())["figures"][0]["prefix_reuse"])
    # Evicting half the window at once keeps the prefix stable between evictions.
    assert reuse[1] > reuse[0]
    with pytest.raises(ConfigError, match=r"STRATEGY\.KEY=VALUE"):
        run_cli([str(path), "--option", "recent_share=0.2"])


def test_the_example_runs_as_a_user_would_run_it(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "compare_strategies.py"), "--embedder", "hash",
         "--conversations", "1", "--messages", "60", "--windows", "512,1024", "--every", "4",
         "--strategies", "window,hybrid", "--out", str(tmp_path)],
        capture_output=True, text=True, cwd=ROOT, timeout=300,
        env={**os.environ, "COLUMNS": "200"})
    assert done.returncode == 0, done.stderr
    assert "best at 512 tokens:" in done.stdout
    data = json.loads((tmp_path / "figures.json").read_text())
    assert {(f["strategy"], f["window"]) for f in data["figures"]} == {
        ("window", 512), ("window", 1024), ("hybrid", 512), ("hybrid", 1024)}
    assert (tmp_path / "figures.csv").exists() and (tmp_path / "tokens_per_turn.png").exists()
