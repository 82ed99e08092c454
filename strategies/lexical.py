"""Lexical retrieval: BM25 over one conversation's messages, and the query analysis around it.

Dense embeddings blur exactly what conversations are asked about later: names, dates, rare
words ("Becoming Nicole", "Door Dash", "peanut"). A BM25 score catches them, and the retrieval
strategy fuses it with the dense scores.

Design choice: an **incremental in-memory inverted index per conversation** (term -> {seq: term
frequency}), fed as messages are indexed and rebuilt lazily from the history store on first use
after a restart. A query touches only the posting lists of its own terms (stopwords are never
indexed), not the whole history, and needs no schema of its own in the history database. The
alternative, SQL full-text search (SQLite FTS5 / PostgreSQL ``tsvector``), would persist the
index but ties the strategy to one store and one dialect; the in-memory index works with every
:class:`~convmem.stores.Store`.

Also here, because they are lexical too: who speaks a turn (``name`` or a leading ``"Name: "``
label, the shape of multi-party transcripts), which speakers a question names, and the dates a
message's ``time`` or a question mentions.
"""

from __future__ import annotations

import datetime as dt
import itertools
import math
import re
import threading
from collections import Counter
from collections.abc import Iterable, Set
from typing import Any

from convmem.messages import SPEAKER_LABEL, Message

__all__ = ["LexicalIndex", "compact_time", "day_of", "mentioned", "periods", "proper_names",
           "speaker_of", "strip_names", "terms"]

_STOP = frozenset(str.split("""
a about above after again against all also am an and any are as at be been before being below
between both but by can could did do does doing don down during each few for from further had
has have having he her here hers herself him himself his how i if in into is it its itself just
me might more most must my myself no nor not now of off on once only or other our ours
ourselves out over own same shall she should so some such than that the their theirs them
themselves then there these they this those through to too under until up very was we were
what when where which while who whom whose why will with would you your yours yourself
yourselves hey hi oh yeah yes wow really thanks thank lot get got gonna let us
"""))
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
_SUFFIXES = ("ingly", "edly", "ings", "ing", "ies", "ied", "ers", "er", "ed", "es", "ly", "s")


def _stem(word: str) -> str:
    """A light suffix stripper: enough to meet "painting"/"paints"/"painted" in one term."""
    if word.endswith("'s"):
        word = word[:-2]
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[:-len(suffix)]
            if suffix in ("ies", "ied"):
                base += "y"
            if len(base) >= 2 and base[-1] == base[-2] and base[-1] not in "lsz":
                base = base[:-1]
            return base
    return word


def terms(text: str) -> list[str]:
    """Index terms of ``text``: lowercased words without stopwords, lightly stemmed; runs of
    CJK characters become overlapping character pairs (they have no spaces)."""
    out: list[str] = []
    for word in _WORD.findall(text.lower().replace("\u2019", "'")):
        if _CJK.search(word):
            chars = [c for c in word if not c.isspace()]
            out += chars if len(chars) == 1 else [a + b for a, b in itertools.pairwise(chars)]
        elif word not in _STOP:
            out.append(_stem(word))
    return out


class LexicalIndex:
    """Incremental BM25 over one conversation's messages (see the module docstring).

    Args:
        k1: term-frequency saturation.
        b: length normalization.
    """

    def __init__(self, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1 = k1
        self.b = b
        self._postings: dict[str, dict[int, int]] = {}
        self._lengths: dict[int, int] = {}
        self._total = 0
        self._lock = threading.Lock()
        # term -> (seqs, term frequencies, lengths) as arrays, rebuilt when the term changes:
        # a query touches only its terms' postings, and scores them in numpy, not in Python
        self._arrays: dict[str, tuple[Any, Any, Any]] = {}

    def __len__(self) -> int:
        return len(self._lengths)

    def __contains__(self, seq: object) -> bool:
        return seq in self._lengths

    def add(self, seq: int, text: str) -> None:
        """Index (or re-index) the message ``seq``."""
        counts = Counter(terms(text))
        with self._lock:
            if seq in self._lengths:
                self._remove(seq)
            self._lengths[seq] = sum(counts.values())
            self._total += self._lengths[seq]
            for term, tf in counts.items():
                self._postings.setdefault(term, {})[seq] = tf
                self._arrays.pop(term, None)

    def _remove(self, seq: int) -> None:
        self._total -= self._lengths.pop(seq)
        for term in [t for t, docs in self._postings.items() if seq in docs]:
            self._arrays.pop(term, None)
            del self._postings[term][seq]
            if not self._postings[term]:
                del self._postings[term]

    def _term_arrays(self, term: str) -> tuple[Any, Any, Any] | None:
        import numpy as np

        docs = self._postings.get(term)
        if not docs:
            return None
        found = self._arrays.get(term)
        if found is None:
            n = len(docs)
            found = self._arrays[term] = (
                np.fromiter(docs.keys(), dtype=np.int64, count=n),
                np.fromiter(docs.values(), dtype=np.float64, count=n),
                np.fromiter((self._lengths[s] for s in docs), dtype=np.float64, count=n))
        return found

    def scores(self, query: str, *, stop: int | None = None) -> tuple[Any, Any]:
        """BM25 scores of the messages sharing a term with ``query`` (others score 0).

        Args:
            query: the text to match.
            stop: ignore messages with ``seq >= stop`` (replays of an earlier state).

        Returns:
            Two numpy arrays: the seqs (ascending, distinct) and their scores.
        """
        import numpy as np

        seqs: list[Any] = []
        values: list[Any] = []
        with self._lock:
            n = len(self._lengths)
            avg = (self._total / n or 1.0) if n else 1.0
            for term in set(terms(query)) if n else ():
                found = self._term_arrays(term)
                if found is None:
                    continue
                docs, tfs, lengths = found
                idf = math.log(1.0 + (n - docs.size + 0.5) / (docs.size + 0.5))
                score = idf * tfs * (self.k1 + 1.0) / (
                    tfs + self.k1 * (1.0 - self.b + self.b * lengths / avg))
                if stop is not None:
                    keep = docs < stop
                    docs, score = docs[keep], score[keep]
                seqs.append(docs)
                values.append(score)
        if not seqs:
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        distinct, where = np.unique(np.concatenate(seqs), return_inverse=True)
        return distinct, np.bincount(where, weights=np.concatenate(values))

    def says(self, text: str, stop: int | None = None) -> bool:
        """Whether a message (with ``seq < stop`` when given) holds every term of ``text``'s
        (a name or a number: "Okonkwo", "TK-58213"); ``False`` for a text without terms."""
        wanted = terms(text)
        with self._lock:
            postings = [docs for term in wanted if (docs := self._postings.get(term))]
            if not wanted or len(postings) < len(wanted):
                return False
            common: Set[int] = postings[0].keys()  # a view: one term (most names) copies nothing
            for docs in postings[1:]:
                common &= docs.keys()
            return any(stop is None or seq < stop for seq in common)

    def count(self, stop: int | None = None) -> int:
        """Indexed messages (with ``seq < stop`` when given)."""
        with self._lock:
            if stop is None:
                return len(self._lengths)
            return sum(1 for s in self._lengths if s < stop)


# -- speakers ---------------------------------------------------------------------------------

def speaker_of(message: Message) -> str | None:
    """Who speaks ``message``, lowercased: its ``name``, else a leading ``"Name: "`` label
    (transcripts of several people written into user/assistant turns), else ``None``."""
    if message.name:
        return message.name.lower()
    found = SPEAKER_LABEL.match(message.text)
    return found[1].lower() if found else None


def _name_pattern(names: Iterable[str]) -> re.Pattern[str] | None:
    alternatives = sorted({re.escape(n) for n in names if n}, key=len, reverse=True)
    if not alternatives:
        return None
    return re.compile(r"\b(?:" + "|".join(alternatives) + r")(?:['\u2019]s)?\b", re.IGNORECASE)


def mentioned(query: str, speakers: Iterable[str]) -> list[str]:
    """The known ``speakers`` (lowercase) that ``query`` names, in order of first mention."""
    pattern = _name_pattern(speakers)
    if pattern is None:
        return []
    seen: list[str] = []
    for found in pattern.finditer(query):
        name = re.sub(r"['\u2019]s$", "", found[0]).lower()
        if name not in seen:
            seen.append(name)
    return seen


_TOKEN = re.compile(r"[^\W_][\w'\u2019-]*")
_ENDS = frozenset(".!?:;\n")
_TITLES = frozenset({"mr", "mrs", "ms", "dr", "st", "prof", "mt"})  # "Mr. Okonkwo"


def proper_names(text: str) -> list[str]:
    """The words of ``text`` that name something: any with a digit ("TK-58213", "3319", "A4";
    not a count of one or two digits: "3 ideas"), and any capitalized one not opening a
    sentence ("Okonkwo", "Lisbon"; not "I" or "I'm"). A sentence opens at the start and
    after ``.!?:;`` or a line break, whatever punctuation follows ("- Paris", "\"Hello,\""); a
    title's full stop ("Mr.") does not end one."""
    out: list[str] = []
    previous, end = "", 0
    for found in _TOKEN.finditer(text):
        word, gap = found[0], text[end:found.start()]
        opens = not previous or (bool(_ENDS & set(gap))
                                 and not (gap.strip() == "." and previous.lower() in _TITLES))
        plain = word == "I" or word[:2] in ("I'", "I\u2019") or word.lower() in _TITLES
        numbered = any(c.isdigit() for c in word) and (len(word) > 2 or not word.isdigit())
        if numbered or (word[0].isupper() and not opens and not plain):
            out.append(word)
        previous, end = word, found.end()
    return out


def strip_names(query: str, names: Iterable[str]) -> str:
    """``query`` without the given names (and their possessive ``'s``), spaces tidied."""
    pattern = _name_pattern(names)
    if pattern is None:
        return query
    return re.sub(r"\s{2,}", " ", pattern.sub("", query)).strip()


# -- dates ------------------------------------------------------------------------------------

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = (r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
          r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})")
_DMY = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r"\.?,?\s+(\d{4})\b", re.I)
_MDY = re.compile(r"\b" + _MONTH + r"\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b", re.I)
_MY = re.compile(r"\b" + _MONTH + r"\.?,?\s+(\d{4})\b", re.I)


def _month(name: str) -> int:
    return _MONTHS.index(name[:3].lower()) + 1


def _date(year: str, month: int, day: str) -> dt.date | None:
    try:
        return dt.date(int(year), month, int(day))
    except ValueError:
        return None


def _first_date(text: str) -> dt.date | None:
    if found := _ISO.search(text):
        return _date(found[1], int(found[2]), found[3])
    if found := _DMY.search(text):
        return _date(found[3], _month(found[2]), found[1])
    if found := _MDY.search(text):
        return _date(found[3], _month(found[1]), found[2])
    return None


def day_of(time: str | None) -> int | None:
    """The date in a message's ``time`` as a proleptic ordinal (``date.toordinal()``), or
    ``None``. Understands ISO 8601 and written dates ("8 May, 2023", "May 8th 2023")."""
    date = _first_date(time) if time else None
    return date.toordinal() if date else None


def compact_time(time: str | None) -> str | None:
    """A shorter rendering of a message's ``time`` for the retrieved block: its date as
    "8 May 2023" (the time of day dropped), or the original when no date is found."""
    date = _first_date(time) if time else None
    if date is None:
        return time
    return f"{date.day} {date.strftime('%b')} {date.year}"


def periods(text: str) -> list[tuple[int, int]]:
    """Day ranges (inclusive ordinals) that ``text`` names: "May 3, 2023", "3 May 2023" and
    "2023-05-03" as single days; "May 2023" as the whole month. A month without a year or a bare
    year is too vague to narrow anything down and is ignored."""
    out: list[tuple[int, int]] = []
    rest = text
    for pattern in (_ISO, _DMY, _MDY):
        for found in pattern.finditer(rest):
            if pattern is _ISO:
                date = _date(found[1], int(found[2]), found[3])
            elif pattern is _DMY:
                date = _date(found[3], _month(found[2]), found[1])
            else:
                date = _date(found[3], _month(found[1]), found[2])
            if date is not None:
                out.append((date.toordinal(), date.toordinal()))
        rest = pattern.sub(" ", rest)
    for found in _MY.finditer(rest):
        year, month = int(found[2]), _month(found[1])
        first = dt.date(year, month, 1)
        last = (dt.date(year + 1, 1, 1) if month == 12 else dt.date(year, month + 1, 1))
        out.append((first.toordinal(), last.toordinal() - 1))
    return out
