"""Corrections on the ledger: does a fact the user takes back stop being current, and does the
value they name in its place become current? (``convmem factbench --corrections FILE``.)

A case is one JSON object per line: ``id``, ``lang`` (``en``/``zh``), ``kind`` — ``correct``
(the later message names a new value in place of the old), ``retract`` (it ends the fact, no new
value) or ``keep`` (it only looks like a correction: the fact stays) — ``earlier`` (the user's
message stating the fact), ``later`` (the correction), ``old`` (words of the old value, in
``earlier``) and ``new`` (words of the new value, in ``later``; ``null`` but for ``correct``).

Each case is filed in a ledger of its own, through the extractor a :class:`~convmem.Memory`
would use: ``earlier``, a message about something else, then ``later``. A fact *names* a value
when its value or key holds its words. A case is right when:

* ``correct``: a current fact (not an ended one) names ``new``, and no current fact names
  ``old`` but one filed from ``later`` itself (a correction the detector filed in its own words,
  "it's cashews I'm allergic to, not mango", says what holds);
* ``retract``: no current fact names ``old`` but one filed from ``later``;
* ``keep``: the fact filed from ``earlier`` that names ``old`` is still current (not replaced,
  not ended): a keep whose fact the ledger never filed is wrong.

``strict`` does not excuse a fact filed from ``later``. Also counted: how many earlier facts
the ledger filed at all (``known``); a fact never filed cannot be corrected, so a ``retract``
of one is right by default — read ``known`` beside the figures.

The sets in ``tests/facts/corrections_*.jsonl``: ``dev`` was written with an attempt at
reading corrections (tuned on; the attempt was reverted, see the README); ``heldout_a`` (80
cases) and ``heldout_b`` (60) were written by helpers that saw neither the code nor the other
sets, each run once before anything was fixed from it; their first runs are in the README.
``negations_heldout`` (120 cases, ``retract`` and ``keep`` only) was written by a helper that saw
no code, before the change it measured (:func:`convmem.facts.polarity.takes_back`), and run once
before anything was fixed from it.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from convmem.errors import ConfigError
from convmem.eval.factbench import filed
from convmem.facts.ledger import Extractor
from convmem.records import Fact

__all__ = ["Case", "Scored", "load_cases", "score"]

KINDS = ("correct", "retract", "keep")
_ASIDE = "what's a good movie for tonight?"
_LANGS = ("en", "zh")


@dataclass(frozen=True, slots=True)
class Case:
    """One correction case (see the module docstring)."""

    id: str
    lang: str
    kind: str
    earlier: str
    later: str
    old: str
    new: str | None


@dataclass
class Scored:
    """Right cases and cases by ``(kind, lang)``; the ids of the wrong ones; earlier facts
    found at all."""

    right: Counter[tuple[str, str]] = field(default_factory=Counter)
    total: Counter[tuple[str, str]] = field(default_factory=Counter)
    wrong: list[str] = field(default_factory=list)
    known: int = 0

    @property
    def cases(self) -> int:
        return sum(self.total.values())

    @property
    def correct(self) -> int:
        return sum(self.right.values())


def load_cases(path: str | Path) -> list[Case]:
    """The cases of a JSON-lines file.

    Raises:
        ConfigError: an unreadable file, or a line that is no case (named, with the fix).
    """
    try:
        lines = Path(path).read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        why = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
        raise ConfigError(f"--corrections {path}: cannot read it ({why}); give a JSON-lines "
                          "file of cases") from None
    cases = [_case(line, n, path) for n, line in enumerate(lines, 1) if line.strip()]
    if not cases:
        raise ConfigError(f"--corrections {path}: no cases in it (one JSON object per line)")
    seen: set[str] = set()
    for case in cases:
        if case.id in seen:
            raise ConfigError(f"--corrections {path}: id {case.id!r} is given twice; give "
                              "each case an id of its own")
        seen.add(case.id)
    return cases


def _case(line: str, n: int, path: str | Path) -> Case:
    where = f"{path}, line {n}"
    try:
        raw: Any = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{where}: not JSON ({exc.msg}); write one JSON object per "
                          "line") from None
    if not isinstance(raw, dict):
        raise ConfigError(f"{where}: a case is a JSON object")
    for name in ("id", "lang", "kind", "earlier", "later", "old"):
        if not isinstance(raw.get(name), str) or not raw[name].strip():
            raise ConfigError(f"{where}: {name!r} must be a non-empty string")
    if raw["kind"] not in KINDS:
        raise ConfigError(f"{where}: kind {raw['kind']!r} is none of {', '.join(KINDS)}")
    if raw["lang"] not in _LANGS:
        raise ConfigError(f"{where}: lang {raw['lang']!r} is none of {', '.join(_LANGS)}")
    new = raw.get("new")
    if (raw["kind"] == "correct") != isinstance(new, str) or (new is not None
                                                            and not new.strip()):
        raise ConfigError(f"{where}: 'new' is the new value's words for kind 'correct', "
                          "and null for the others")
    if raw["old"].casefold() not in raw["earlier"].casefold():
        raise ConfigError(f"{where}: 'old' ({raw['old']!r}) is not in 'earlier'; give words "
                          "of the old value as the earlier message spells them")
    if new is not None and new.casefold() not in raw["later"].casefold():
        raise ConfigError(f"{where}: 'new' ({new!r}) is not in 'later'; give words of the "
                          "new value as the correction spells them")
    return Case(raw["id"], raw["lang"], raw["kind"], raw["earlier"], raw["later"],
                raw["old"].casefold(), new.casefold() if new else None)


def score(cases: list[Case], extractor: Extractor, *, strict: bool = False) -> Scored:
    """Each case filed in a ledger of its own through ``extractor`` (see the module
    docstring)."""
    out = Scored()
    for case in cases:
        ledger = filed(extractor, [case.earlier, _ASIDE, case.later])
        out.known += any(f.source_seq == 0 and _names(f, case.old) for f in ledger)
        held = [f for f in ledger if f.current and not f.negated]
        ok = _right(case, held, strict=strict)
        out.total[(case.kind, case.lang)] += 1
        out.right[(case.kind, case.lang)] += ok
        if not ok:
            out.wrong.append(case.id)
    return out


def _names(fact: Fact, words: str) -> bool:
    return words in f"{fact.value} {fact.key}".casefold()


def _right(case: Case, held: list[Fact], *, strict: bool) -> bool:
    names_old = [f for f in held if _names(f, case.old)]
    if case.kind == "keep":
        return any(f.source_seq == 0 for f in names_old)
    if any(strict or f.source_seq != 2 for f in names_old):
        return False
    return case.new is None or any(_names(f, case.new) for f in held)
