"""The fact-extraction recall benchmark: how many labelled statements an extractor finds.

The labelled set lives beside the tests (``tests/facts/fact_statements.py``): statements with
the category each must yield and sentences that must yield nothing, in four slices: ``tuning``
(the rules were developed against it), ``held-out`` (written with it, never run while tuning),
``fresh`` (written after the rules were frozen, run once before any fix) and ``fresh-2``
(realistic multi-sentence messages written before the second round of rules, run once before
any change and not tuned on; the rules added afterwards were written for other phrasings but
its misses had been seen). Only the first run of the last three estimates recall on unseen
phrasings (``FIRST_RUN`` in the data set); after that they are seen data too.

A statement is found when the extractor returns a statement of its category and polarity whose
key or value holds the expected fragment; statements sharing a ``pair`` label must produce the
same key (so the ledger supersedes one with the other).

The *blind* slices (:data:`BLIND_SETS`, :func:`run_blind`) are frozen: the first
(``tests/facts/blind_statements.py``) was written for issue 10 before the meaning detector, the
second (``blind2_statements.py``) after the first had been tuned on, the third
(``blind3_statements.py``) after the second had been. Each holds whole user
messages by topic, scored by topic (a statement of an accepted category whose key, value or
quoted text holds one of the fact's keywords), and negatives by kind (chit-chat, hypotheticals,
questions, other people's facts, quoted text), which must yield nothing. A close relative's
fact filed as theirs (its key names them, ``medical:dad:~…``: see
:func:`convmem.facts.ledger.owner`) counts for the ``family`` topic whatever its category: the
thirteenth set files a relative's condition or diet there. Their first runs are
kept in each data file's ``FIRST_RUN`` and printed apart from the figures of the current code.

Run it with ``convmem factbench``; :func:`run` and :func:`run_blind` return the figures for
code.
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol, TypeVar

from convmem.errors import ConfigError
from convmem.facts import default_extractor
from convmem.facts.ledger import GUESSED, Extractor, FactLedger, FactStatement, owner
from convmem.messages import Message
from convmem.records import Fact
from convmem.stores import InMemoryStore

__all__ = ["BLIND_SETS", "BenchResult", "BlindResult", "Miss", "load_blind", "load_dataset", "run",
           "run_blind"]

_DATASET = Path(__file__).resolve().parents[2] / "tests" / "facts" / "fact_statements.py"
# The frozen blind sets, oldest first: each was spent (tuned on) once run, so the next was
# written before the next round of tuning.
BLIND_SETS: dict[str, Path] = {
    "blind": _DATASET.with_name("blind_statements.py"),
    **{f"blind-{n}": _DATASET.with_name(f"blind{n}_statements.py") for n in range(2, 58)}}


_Filed = TypeVar("_Filed", FactStatement, Fact)


class _Labelled(Protocol):
    text: str
    category: str
    expect: str
    negated: bool
    lang: str
    pair: str


@dataclass(frozen=True)
class Miss:
    """A statement the extractor missed, or a negative it wrongly found a fact in.

    Attributes:
        sentence: the message.
        expected: what it should have yielded (``"category[:expect][ negated]"``, or ``"-"``
            for a negative).
        got: what it yielded (``"category key=value"`` entries).
        slice: ``"tuning"`` or ``"held-out"``.
    """

    sentence: str
    expected: str
    got: list[str]
    slice: str


@dataclass
class SliceResult:
    """The figures of one slice of the data set.

    Attributes:
        recall: share of its statements found (``found / total``).
        by_category / by_lang: category or language -> (found, total).
        fp_rate: share of its negatives that yielded any fact (``false_positives / negatives``).
    """

    recall: float
    found: int
    total: int
    by_category: dict[str, tuple[int, int]]
    by_lang: dict[str, tuple[int, int]]
    fp_rate: float
    false_positives: int
    negatives: int


@dataclass
class BenchResult:
    """The benchmark's figures.

    Attributes:
        slices: ``"tuning"``, ``"held-out"`` and ``"fresh"`` -> :class:`SliceResult`.
        pairs_ok / pairs_total: supersession pairs whose statements produced the same key.
        misses / false_positives / pair_failures: the failures, for reading (a pair failure
            starts with its slice, ``"fresh-2/<label>: ..."``).
        mean_us / p99_us: extraction time per message, microseconds.
        messages: how many messages were timed per round.
    """

    slices: dict[str, SliceResult]
    pairs_ok: int
    pairs_total: int
    mean_us: float
    p99_us: float
    messages: int
    misses: list[Miss] = field(default_factory=list)
    false_positives: list[Miss] = field(default_factory=list)
    pair_failures: list[str] = field(default_factory=list)


def load_dataset(path: Path | None = None) -> ModuleType:
    """Import the labelled set (``STATEMENTS``, ``HELD_OUT``, ``NEGATIVES``,
    ``HELD_OUT_NEGATIVES``).

    Args:
        path: the module file; default ``tests/facts/fact_statements.py`` of the source tree.

    Raises:
        ConfigError: the file is absent (an installed wheel carries no tests).
    """
    return _load(path or _DATASET, "convmem_fact_statements")


def load_blind(path: Path | str | None = None) -> ModuleType:
    """Import a frozen blind set (``FACTS``, ``NEGATIVES``, ``ACCEPT``, ``FIRST_RUN``).

    Args:
        path: the module file (a ``.py`` path), or the name of one of :data:`BLIND_SETS`;
            default the first,
            ``tests/facts/blind_statements.py`` of the source tree.

    Raises:
        ConfigError: the file is absent (an installed wheel carries no tests), or an unknown
            set name.
    """
    if isinstance(path, str):
        if path not in BLIND_SETS and not path.endswith(".py"):
            raise ConfigError(f"blind set {path!r}: choose one of {', '.join(BLIND_SETS)}, or "
                              "give the path of a .py file.")
        path = BLIND_SETS.get(path) or Path(path)
    path = path or BLIND_SETS["blind"]
    return _load(path, f"convmem_{path.stem}")


def _load(path: Path, name: str) -> ModuleType:
    if not path.is_file():
        raise ConfigError(f"fact data set {str(path)!r} not found: run the benchmark from a "
                          "source checkout of convmem, or pass path= to load it.")
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ConfigError(f"cannot import the fact data set {str(path)!r}.")
    root = str(_DATASET.parents[2])
    if root not in sys.path:  # the sets import their shared parts as tests.facts.*
        sys.path.append(root)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)  # dataclasses resolve their module by name
    spec.loader.exec_module(module)
    return module


# The labelled set predates the categories the meaning detector added: a fact it files under
# one of them counts for the older label it refines.
_REFINES = {"pregnancy": "medical", "accessibility": "medical", "aversion": "constraint",
            "address": "name"}


def _hit(case: _Labelled, facts: Sequence[FactStatement]) -> FactStatement | None:
    want = case.expect.casefold()
    for st in facts:
        category = st.category if st.category == case.category else _REFINES.get(st.category)
        if category == case.category and st.negated == case.negated and (
                want in st.key.casefold() or want in st.value.casefold()):
            return st
    return None


def _describe(facts: Iterable[FactStatement]) -> list[str]:
    return [f"{st.category}{' (negated)' if st.negated else ''} {st.key}={st.value!r}"
            for st in facts]


def _user(text: str) -> Message:
    return Message(role="user", content=text)


def filed(extractor: Extractor, said: Sequence[str]) -> list[Fact]:
    """The whole ledger (ended facts too) of a conversation of its own in which the user said
    each of ``said`` in turn (sequence numbers 0, 1, …), filed through the ledger a
    :class:`~convmem.Memory` uses (:meth:`~convmem.facts.ledger.FactLedger.of`)."""
    ledger = FactLedger.of(InMemoryStore(), extractor)
    for seq, text in enumerate(said):
        ledger.file(extractor, "c", [Message(role="user", content=text, seq=seq, id=f"m{seq}")])
    return ledger.store.facts("c", current_only=False)


def _timings(extractor: Extractor, messages: Sequence[Message], rounds: int) -> list[float]:
    """Microseconds per extraction, every message ``rounds`` times, sorted."""
    timings: list[float] = []
    for _ in range(max(1, rounds)):
        for msg in messages:
            t0 = time.perf_counter_ns()
            extractor.extract(msg)
            timings.append((time.perf_counter_ns() - t0) / 1000)
    return sorted(timings)


def run(extractor: Extractor | None = None, *, dataset: Any = None,
        rounds: int = 20) -> BenchResult:
    """Run the benchmark.

    Args:
        extractor: the extractor to measure; default :class:`~convmem.facts.rules.RuleExtractor`.
        dataset: an object with ``STATEMENTS``, ``HELD_OUT``, ``NEGATIVES`` and
            ``HELD_OUT_NEGATIVES``; default :func:`load_dataset`.
        rounds: how many times every message is extracted for the timing (1 for a slow
            extractor such as an LLM).

    Returns:
        The figures (:class:`BenchResult`).

    Raises:
        ConfigError: the data set cannot be found.
    """
    extractor = extractor or default_extractor(None)
    data = dataset if dataset is not None else load_dataset()
    slices: dict[str, Sequence[_Labelled]] = {
        "tuning": data.STATEMENTS, "held-out": data.HELD_OUT,
        "fresh": getattr(data, "FRESH", ()), "fresh-2": getattr(data, "FRESH_2", ()),
        "meaning-tuning": getattr(data, "MEANING_TUNING", ())}
    negatives: dict[str, Sequence[str]] = {
        "tuning": data.NEGATIVES, "held-out": data.HELD_OUT_NEGATIVES,
        "fresh": getattr(data, "FRESH_NEGATIVES", ()),
        "fresh-2": getattr(data, "FRESH_2_NEGATIVES", ()),
        "meaning-tuning": getattr(data, "MEANING_TUNING_NEGATIVES", ())}
    cache: dict[str, list[FactStatement]] = {}

    def facts(text: str) -> list[FactStatement]:  # filed as facts: the guesses left out
        if text not in cache:
            cache[text] = _split(extractor.extract(_user(text)))[0]
        return cache[text]

    misses: list[Miss] = []
    results: dict[str, SliceResult] = {}
    pair_keys: dict[tuple[str, str], list[tuple[str, str | None]]] = {}
    false_pos: list[Miss] = []
    for name, cases in slices.items():
        by_cat: dict[str, list[int]] = {}
        by_lang: dict[str, list[int]] = {}
        for case in cases:
            hit = _hit(case, facts(case.text))
            for tally in (by_cat.setdefault(case.category, [0, 0]),
                          by_lang.setdefault(case.lang, [0, 0])):
                tally[0] += hit is not None
                tally[1] += 1
            if hit is None:
                expected = f"{case.category}:{case.expect}" + (" negated" if case.negated else "")
                misses.append(Miss(case.text, expected, _describe(facts(case.text)), name))
            if case.pair:
                pair_keys.setdefault((name, case.pair), []).append(
                    (case.text, hit.key if hit else None))
        bad = [Miss(t, "-", _describe(facts(t)), name) for t in negatives[name] if facts(t)]
        false_pos.extend(bad)
        found = sum(v[0] for v in by_cat.values())
        results[name] = SliceResult(
            recall=found / len(cases) if cases else 0.0, found=found, total=len(cases),
            by_category={k: (v[0], v[1]) for k, v in sorted(by_cat.items())},
            by_lang={k: (v[0], v[1]) for k, v in sorted(by_lang.items())},
            fp_rate=len(bad) / len(negatives[name]) if negatives[name] else 0.0,
            false_positives=len(bad), negatives=len(negatives[name]))
    pair_failures = [f"{name}/{label}: " + "; ".join(f"{t!r} -> {k}" for t, k in members)
                     for (name, label), members in pair_keys.items()
                     if len({k for _, k in members}) != 1 or members[0][1] is None]

    corpus = [c.text for cs in slices.values() for c in cs] + [
        t for ts in negatives.values() for t in ts]
    timings = _timings(extractor, [_user(t) for t in corpus], rounds)
    return BenchResult(
        slices=results, pairs_ok=len(pair_keys) - len(pair_failures), pairs_total=len(pair_keys),
        mean_us=statistics.fmean(timings),
        p99_us=timings[min(len(timings) - 1, int(len(timings) * 0.99))],
        messages=len(corpus), misses=misses, false_positives=false_pos,
        pair_failures=pair_failures)


@dataclass
class BlindResult:
    """The figures of the blind slice.

    Attributes:
        found / total: facts found of those stated.
        by_topic / by_lang: topic or language -> (found, total).
        flagged / negatives: negatives that yielded a statement, of all negatives.
        by_kind: negative kind -> (flagged, total).
        guessed / guess_flagged: facts found, and negatives flagged, only by *guesses* (the
            detector's statements under its threshold, ``origin="guess"``, pinned only where
            relevant); they are not in ``found`` / ``flagged``.
        misses / false_positives: the failures, for reading.
        mean_us / p99_us: extraction time per message, microseconds (one round).
        replaced / new_current / new_guessed / stale_only: the set's superseding facts, each
            filed after the fact it replaces in a ledger of their own (:func:`superseded`);
            of them, those whose new value is a current fact, is current only as a guess, and
            those that leave the old value alone current (guesses included).
    """

    found: int
    total: int
    by_topic: dict[str, tuple[int, int]]
    by_lang: dict[str, tuple[int, int]]
    flagged: int
    negatives: int
    by_kind: dict[str, tuple[int, int]]
    mean_us: float
    p99_us: float
    misses: list[Miss] = field(default_factory=list)
    false_positives: list[Miss] = field(default_factory=list)
    guessed: int = 0
    guess_flagged: int = 0
    replaced: int = 0
    new_current: int = 0
    new_guessed: int = 0
    stale_only: int = 0

    @property
    def recall(self) -> float:
        """Share of the facts found."""
        return self.found / self.total if self.total else 0.0

    @property
    def clean(self) -> float:
        """Share of the negatives that yielded nothing (the detector's precision on them)."""
        return 1 - self.flagged / self.negatives if self.negatives else 1.0

    @property
    def precision(self) -> float:
        """Found facts over found facts plus flagged negatives (message-level precision)."""
        hits = self.found + self.flagged
        return self.found / hits if hits else 1.0

    def figures(self) -> dict[str, float]:
        """The headline figures, as ``FIRST_RUN`` keeps them."""
        return {"found": self.found, "total": self.total, "recall": round(self.recall, 3),
                "flagged": self.flagged, "negatives": self.negatives,
                "clean": round(self.clean, 3), "precision": round(self.precision, 3)}


def _blind_hit(accept: frozenset[str], keywords: Sequence[str],
               facts: Sequence[FactStatement | Fact]) -> bool:
    words = [k.casefold() for k in keywords]
    kin = "family" in accept  # a close relative's fact, of any kind, filed as theirs
    return any((st.category in accept or (kin and owner(st.key))) and not st.negated and any(
        w in f"{st.key}\n{st.value}\n{st.text}".casefold() for w in words) for st in facts)


def _tally(table: dict[str, list[int]], name: str, hit: bool) -> None:
    row = table.setdefault(name, [0, 0])
    row[0] += hit
    row[1] += 1


def run_blind(extractor: Extractor | None = None, *, dataset: Any = None) -> BlindResult:
    """Run the blind slice once (see the module docstring).

    Args:
        extractor: the extractor to measure; default :class:`~convmem.facts.rules.RuleExtractor`.
        dataset: an object with ``FACTS``, ``NEGATIVES`` and ``ACCEPT``; default
            :func:`load_blind`.

    Returns:
        The figures (:class:`BlindResult`).

    Raises:
        ConfigError: the data set cannot be found.
    """
    extractor = extractor or default_extractor(None)
    data = dataset if dataset is not None else load_blind()
    timings: list[float] = []

    def facts(text: str) -> list[FactStatement]:
        began = time.perf_counter_ns()
        out = extractor.extract(_user(text))
        timings.append((time.perf_counter_ns() - began) / 1000)
        return out

    by_topic: dict[str, list[int]] = {}
    by_lang: dict[str, list[int]] = {}
    by_kind: dict[str, list[int]] = {}
    misses: list[Miss] = []
    false_pos: list[Miss] = []
    guessed = guess_flagged = 0
    for fact in data.FACTS:
        got, guesses = _split(facts(fact.text))
        hit = _blind_hit(data.ACCEPT[fact.topic], fact.keywords, got)
        _tally(by_topic, fact.topic, hit)
        _tally(by_lang, fact.lang, hit)
        if not hit:
            guessed += _blind_hit(data.ACCEPT[fact.topic], fact.keywords, guesses)
            misses.append(Miss(fact.text, f"{fact.topic}:{'|'.join(fact.keywords)}",
                               _describe([*got, *guesses]), "blind"))
    for kind, text in data.NEGATIVES:
        got, guesses = _split(facts(text))
        _tally(by_kind, kind, bool(got))
        guess_flagged += bool(guesses) and not got
        if got:
            false_pos.append(Miss(text, f"- ({kind})", _describe(got), "blind"))
    timings.sort()

    def pairs(table: dict[str, list[int]]) -> dict[str, tuple[int, int]]:
        return {k: (v[0], v[1]) for k, v in sorted(table.items())}

    replaced, new_current, new_guessed, stale_only = superseded(extractor, data)
    return BlindResult(
        found=sum(v[0] for v in by_topic.values()), total=len(data.FACTS),
        by_topic=pairs(by_topic), by_lang=pairs(by_lang), flagged=len(false_pos),
        negatives=len(data.NEGATIVES), by_kind=pairs(by_kind),
        mean_us=statistics.fmean(timings) if timings else 0.0,
        p99_us=timings[min(len(timings) - 1, int(len(timings) * 0.99))] if timings else 0.0,
        misses=misses, false_positives=false_pos, guessed=guessed, guess_flagged=guess_flagged,
        replaced=replaced, new_current=new_current, new_guessed=new_guessed,
        stale_only=stale_only)


def superseded(extractor: Extractor, data: Any) -> tuple[int, int, int, int]:
    """Supersession on the ledger alone: each fact of ``data`` that ``replaces`` an earlier one
    is filed right after it, the two in a conversation of their own, through the ledger a
    :class:`~convmem.Memory` uses (:meth:`~convmem.facts.ledger.FactLedger.of`). Planted
    conversations (``convmem make-probes --blind``) add the chat between them and ask whether
    the strategies' contexts show the new value; this asks only what the ledger holds.

    Returns:
        ``(pairs, new value current as a fact, new value current only as a guess, old value
        alone current)``, the values found by the fact's keywords as :class:`BlindResult`
        finds them; "alone" counts guesses on both sides (a guess is pinned where relevant).
    """
    by_id = {f.id: f for f in data.FACTS}
    pairs = new = guessed = stale = 0
    for fact in data.FACTS:
        old = by_id.get(getattr(fact, "replaces", ""))
        if old is None:
            continue
        current = [f for f in filed(extractor, [old.text, fact.text]) if f.current]
        # (a fact filed from the old statement does not show the new value, whatever it says)
        facts, guesses = _split([f for f in current if f.text not in old.text])
        accept = data.ACCEPT[fact.topic]
        now = _blind_hit(accept, fact.keywords, facts)
        now_guessed = not now and _blind_hit(accept, fact.keywords, guesses)
        pairs += 1
        new += now
        guessed += now_guessed
        stale += (not now and not now_guessed
                  and _blind_hit(accept, old.keywords, current))
    return pairs, new, guessed, stale


def _split(statements: Sequence[_Filed]) -> tuple[list[_Filed], list[_Filed]]:
    """The statements (or facts) filed as facts, and the guesses (see :class:`BlindResult`)."""
    return ([st for st in statements if st.origin != GUESSED],
            [st for st in statements if st.origin == GUESSED])
