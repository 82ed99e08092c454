"""A close relative's or a pet's news told by their name alone: "Lily turned 7 today!!" after
"my daughter Lily is 6 and obsessed with space".

The detector reads a sentence led by a name as someone else's, and the rules need "my
daughter": so such news was filed as nothing, or as the user's own fact ("Maya's moved again —
she's in Perth now" replaced the user's home). The ledger knows the names: the current facts
about a relative or a pet that name them (:func:`known`). :func:`attribute` files as theirs
each sentence of a user message that

* leads with a known name (after an opener: "so", "update:", "RIP"), or its possessive;
* tells rather than asks or supposes (:func:`~convmem.facts.guards.asks`);
* says a change from there on (:func:`~convmem.facts.ledger.says_change`: "Maya's moved
  again — she's in Perth now"), an age ("Lily turned 7") or a death ("Miso died last month").

The news quotes that sentence and those after it that go on about them, led by a pronoun
("… she's in Perth now"); a sentence led by nothing ("Moved to Leeds last week too") may be
the user's, and ends it. What the extractor read in the news is keyed as the relative's
(``home:sister:~maya-moved-again-perth``), a guess among them filed as a fact (the known name
and the change are what it lacked) — but never what is the user's all the same: a statement
whose value is named in a clause with the user in it ("Lily turned 7 today, and I just moved
to Leeds!", "Lily and I moved to Leeds"), or one of a kind a relative cannot have (a name, a
budget, a note: "Max budget for the trip is now 2000", with a dog named Max). A pet's news is
the pet's for what a pet has ("Biscuit's diabetes went into remission" is no condition of the
user's). A sentence the extractor found nothing of theirs in is filed under their category and
its own words. The news is filed beside what the ledger holds of them (who they are stays) and
never replaces a fact of the user's. Only a name names someone: the third part of a
``family:<relation>:<name>`` key, a pet's key, or a capitalized word after a relation or a
species word that is no relation or function word itself ("my mom, Dad and …" names no Dad).

Written from the superseded pairs of the seen blind sets 30-48 whose new value the ledger did
not hold (each pair filed in a ledger of its own, :func:`convmem.eval.factbench.superseded`):
200 of their 1,119, of which about one in seven was a relative's or a pet's news told by name,
and three a relative's move read as the user's; 174 with this module. On LoCoMo dev's 731 user
messages it files nothing; in the planted conversations of the seen sets 40-46 (36,150 user
messages, LoCoMo's chat between the planted facts) it filed 16 statements, all of them from
planted facts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from convmem.facts.guards import WORD, asks, relative, sentences, within
from convmem.facts.ledger import GUESSED, FactStatement, owner, says_change
from convmem.facts.rules import RuleExtractor
from convmem.facts.updating import covers, slug
from convmem.facts.vocabulary import FAM_WORDS, HAS_CJK, REL_NORM, RELATIONS, SPECIES, alt
from convmem.messages import Message
from convmem.records import Fact

__all__ = ["Kin", "attribute", "known", "may_tell"]

# An age or a death: news of a relative or a pet that needs no word of change.
EVENT = re.compile(r"\bturn(?:ed|s)\s+\d+|\b(?:died|passed away|passed|put (?:him|her) down|rip|"
                   r"rainbow bridge)\b|\d+\s*岁了|去世|走了", re.IGNORECASE)
# A capitalized name after a relation or a species word in a fact's words ("my older brother
# Marcus", "Our eldest, Maya,", "a hamster named Nugget", "a 15-year-old daughter, Zoe").
# After a comma the name is set off by another ("daughter, Zoe."), or it is the next sentence's
# first word ("a dog, Luckily he is fine").
_NAME = r"(?-i:[A-Z][a-z]+(?:-[A-Z][a-z]+)?)"
# (After "her", "his", "their", "your" or a possessive, someone else's: "like her husband Mark".)
_NAMED = re.compile(rf"(\b(?:her|his|their|your|its)\s+|['’]s\s+)?\b({alt(FAM_WORDS)}|{SPECIES})"
                    rf"(?: +(?:(?:named|called) +)?({_NAME})\b| ?, +({_NAME})(?= *(?:[,.!?;)]|$)))",
                    re.IGNORECASE)
# Capitalized words that are no name: a relation, a function word in title case ("My Son Is").
_NO_NAME = frozenset({*RELATIONS, *REL_NORM, "is", "was", "has", "had", "and", "but", "the", "who",
                      "will", "can", "just", "who's", "lives", "likes", "loves", "got", "turned"})
_OPENERS = (r"(?:(?:so|and|oh|ok|okay|well|update|btw|fyi|rip|guess what|"
            r"(?:(?:good|great|big|sad|bad|happy)\s+)?news|quick update)\b[\s:,!.—–-]*)*")
_SPECIES_ONLY = re.compile(SPECIES, re.IGNORECASE)
_ASIDE = re.compile(r"\([^)]*(?:\)|$)")  # "Mia's 7 now (how?!)" tells, the aside asks
# A sentence that goes on about them: led by a pronoun ("… she's in Perth now").
_GOES_ON = re.compile(r"^(?:he|she|they|his|her|their|it|its)(?:['’](?:s|re|ve|d|ll))?(?![\w'’])"
                      r"|^(?:他|她|它)", re.IGNORECASE)
_PUNCTUATION = re.compile(r"^[\W_]*$")
# Relations that name no one person: a child, a partner (one of a specific relation's names),
# and groups, whose news by one name is not the group's.
_GENERIC = frozenset({"child", "kid", "baby", "partner", "spouse"})
_GROUPS = frozenset({"children", "kids", "parents", "twins", "siblings", "brothers", "sisters",
                     "sons", "daughters", "boys", "girls", "grandchildren", "grandkids"})
# A relation said in Chinese, for news told by a Chinese name ("小美现在不再对鸡蛋过敏了" read as
# "我女儿现在不再…"): the first Chinese word the rules normalise to it.
_ZH_RELATION = {rel: word for word, rel in reversed(list(REL_NORM.items()))
                if HAS_CJK.search(word)}
_CLAUSES = re.compile(r"[,;:，；：]\s*|\s[-–—]\s|\s+(?:and|so|but|because|then)\s+", re.IGNORECASE)
# A user's slot the rules may fill from a clause that borrows the sentence's subject ("my
# parents … and moved to Gdansk"), and the words that make the user a subject of it.
_SLOTS = frozenset({"home", "work"})
# The user as a subject, or as what a verb acts on ("relocated us"; not "nearer to us").
_SUBJECT_I = re.compile(r"(?<![\w'’])(?:i|i'm|im|i've|i'd|we|we're|we've|"
                        r"(?<!to )(?<!with )(?<!near )(?<!for )(?<!from )(?<!of )(?:me|us))"
                        r"(?![\w'’])|我|咱", re.IGNORECASE)
# What a relative's news may be read as and stay theirs (a pet's: only what a pet has); any
# other statement of the sentence stays the user's ("Max budget for the trip is now 2000").
_KIN_HAS = {"family": frozenset({"family", "allergy", "diet", "medical", "medication",
                                 "accessibility", "aversion", "pregnancy", "home", "work",
                                 "schedule", "constraint"}),
            "pet": frozenset({"pet", "allergy", "diet", "medical", "medication"})}


@dataclass(frozen=True, slots=True)
class Kin:
    """A relative or a pet the ledger knows by name.

    Attributes:
        category: ``"family"`` or ``"pet"``.
        prefix: the key their news is filed under, before its words (``family:daughter``,
            ``pet:pixel``).
    """

    category: str
    prefix: str


def _is_name(part: str) -> bool:
    return not part.startswith(("~", "?")) and len(part) >= (2 if HAS_CJK.search(part) else 3)


def known(current: Iterable[Fact]) -> dict[str, Kin]:
    """The relatives and pets ``current`` names: casefolded name -> :class:`Kin`. From the
    facts about a relative or a pet (category ``family`` or ``pet``, or keyed as a relative's,
    :func:`~convmem.facts.ledger.owner`): the name their key holds (``family:daughter:lily``,
    ``pet:pixel``), and a capitalized name after a relation or a species word in their words
    ("my older brother Marcus is deployed", "a 15-year-old daughter, Zoe"). A name two of
    them share (a husband and a son both Tom) names neither: their news cannot be told apart."""
    out: dict[str, set[Kin]] = {}
    for fact in current:
        if fact.negated or not (fact.category in ("family", "pet") or owner(fact.key)):
            continue
        parts = fact.key.split(":")
        if fact.category == "pet" and len(parts) >= 2 and _is_name(parts[1]) \
                and not _SPECIES_ONLY.fullmatch(parts[1]):
            out.setdefault(parts[1], set()).add(Kin("pet", f"pet:{parts[1]}"))
        elif fact.category == "family" and len(parts) >= 3 and parts[1] in RELATIONS \
                and _is_name(parts[2]):
            out.setdefault(parts[2], set()).add(Kin("family", f"family:{parts[1]}"))
        for theirs, word, spaced, set_off in _NAMED.findall(f"{fact.value} | {fact.text}"):
            name, word = spaced or set_off, " ".join(word.casefold().split())
            if theirs or name.casefold() in _NO_NAME:
                continue
            rel = REL_NORM.get(word, word)
            rel = rel if rel in RELATIONS or rel[:-1] not in RELATIONS else rel[:-1]
            if rel in RELATIONS:
                out.setdefault(name.casefold(), set()).add(Kin("family", f"family:{rel}"))
            elif _SPECIES_ONLY.fullmatch(word):
                out.setdefault(name.casefold(), set()).add(Kin("pet", f"pet:{name.casefold()}"))
    chosen = {name: _specific(kins) for name, kins in out.items()}
    return {name: kins[0] for name, kins in chosen.items() if len(kins) == 1}


def _specific(kins: set[Kin]) -> list[Kin]:
    """The relatives a name may be, a generic relation dropped beside a specific one ("Our
    eldest, Maya" and "my daughter Maya" are one person: the daughter)."""
    specific = [k for k in kins if k.prefix.split(":")[-1] not in _GENERIC]
    return specific if specific and len(specific) < len(kins) else list(kins)


def may_tell(text: str) -> bool:
    """Whether ``text`` may tell a relative's news (a change, an age, a death): only then does
    the ledger read its facts for names."""
    return says_change(text) or bool(EVENT.search(text))


def _leader(names: Sequence[str]) -> re.Pattern[str]:
    """What matches a sentence led by one of ``names``: its group ``n<i>`` names the i-th (a
    group per name, since a case-insensitive match need not casefold to the name: "İlker")."""
    alts = [f"(?P<n{i}>{re.escape(n)})" + ("" if HAS_CJK.search(n) else r"(?:['’]s)?(?![\w'’-])")
            for i, n in enumerate(names)]
    return re.compile(rf"^{_OPENERS}(?:{'|'.join(alts)})", re.IGNORECASE)


def attribute(message: Message, current: Iterable[Fact],
              statements: Sequence[FactStatement]) -> list[FactStatement]:
    """``statements`` (those an extractor found in ``message``) with a relative's or a pet's
    news told by name filed as theirs (see the module docstring), and a home or a job read in
    a sentence about a relative alone keyed as theirs (:func:`_relatives`). The news quotes
    its sentence and the ones after it that go on about them (led by a pronoun, without the
    user in them, not asking)."""
    if message.role != "user":
        return list(statements)
    out = [_relatives(st) for st in statements]
    if not may_tell(message.text):  # (before the names: most messages tell no change)
        return out
    current = list(current)
    kin = known(current)
    if not kin:
        return out
    # the names the rules filed as a relative's (``family:son:tom``): only their news is read
    # as that relative's in the rules' slots — not a name read in someone else's words ("like
    # her husband Mark"), nor one of a group ("my kids Tom and Mia")
    keyed = {parts[2] for f in current if (parts := f.key.split(":"))[0] == "family"
             and len(parts) >= 3 and parts[1] in RELATIONS and parts[1] not in _GROUPS}
    names = sorted(kin, key=len, reverse=True)
    lead = _leader(names)
    told = sentences(message.text)
    for i, sentence in enumerate(told):
        m = lead.match(sentence.strip())
        if m is None or asks(_ASIDE.sub("", sentence)):
            continue
        news = told[i:i + 1]
        for more in told[i + 1:]:
            if _PUNCTUATION.match(more):  # ("Lily turned 7 today!!" is read as two)
                news.append(more)
                continue
            if asks(more) or not _GOES_ON.match(more.strip()) or _SUBJECT_I.search(more):
                break
            news.append(more)
        if not (says_change(" ".join(news)) or EVENT.search(news[0])):
            continue
        group = next(g for g, v in m.groupdict().items() if v)
        name = names[int(group[1:])]
        who = kin[name]
        read = [st for st in out if any(covers(st, s) for s in news)]
        if any(owner(st.key) or (st.category == who.category and st.key.startswith(who.prefix))
               for st in read):
            continue  # filed as theirs already ("my daughter Lily …" names the relation too)
        theirs = [st for st in read if st.category in _KIN_HAS[who.category]
                  and not _users(st, news)]
        text = _quote(message.text, news)
        ruled = _by_relation(news, m.span(group), who, text) if name in keyed else []
        covered = _covered(news, ruled)
        rest = [st for st in theirs if st.category not in {r.category for r in ruled}] \
            if covered else theirs
        out = [st for st in out if not any(st is t for t in theirs)] + ruled + (
            _theirs(rest, who, text) if rest or not covered else [])
    return out


def _by_relation(news: Sequence[str], name: tuple[int, int], who: Kin,
                 text: str) -> list[FactStatement]:
    """What the rules read in a relative's ``news`` said with the relation in place of the
    ``name`` span that leads it, quoting ``text``: "Tom isn't allergic to eggs anymore" read as
    "my son isn't …", ``allergy:son:egg`` ended — the slot "My son Tom is allergic to eggs" was
    filed in, so the news ends or replaces it. Only the relative's statements (a pet's news
    is read as the detector reads it)."""
    if who.category != "family":
        return []
    rel = who.prefix.split(":", 1)[1]
    first = news[0].strip()
    said_as = f"我{_ZH_RELATION[rel]}" if HAS_CJK.search(first[name[0]:name[1] + 1]) and \
        rel in _ZH_RELATION else f"my {rel}"
    said = " ".join([f"{first[:name[0]]}{said_as}{first[name[1]:]}", *news[1:]])
    return [replace(st, text=text) for st in RuleExtractor().extract_text(said)
            if owner(st.key) == rel and st.category in _KIN_HAS["family"] - {"family"}]


def _covered(news: Sequence[str], ruled: Sequence[FactStatement]) -> bool:
    """Whether the rules' statements of a relative's ``news`` name something in each of its
    clauses: else ("Tom isn't allergic to eggs anymore, he's allergic to milk now") the news is
    filed whole as well, so that what they did not read is kept in its words."""
    values = [st.value.casefold() for st in ruled]
    clauses = [c for s in news for c in _CLAUSES.split(s) if WORD.search(c)]
    return bool(values) and all(any(v in c.casefold() for v in values) for c in clauses)


def _relatives(st: FactStatement) -> FactStatement:
    """``st`` keyed as the relative's when it fills a slot of the user's (a home, a job) from a
    sentence whose only subject is a relative: "My parents sold the flat in Krakow and moved to
    Gdansk" (the rules read "and moved to Gdansk" as the user's move)."""
    said = st.said()
    if st.category not in _SLOTS or owner(st.key) or _users(st, [said]):
        return st
    rel = relative(said)
    return replace(st, key=f"{st.category}:{rel}:~{slug(said)}") if rel else st


def _users(st: FactStatement, news: Sequence[str]) -> bool:
    """Whether ``st``, read in a relative's ``news``, is the user's all the same: the clause it
    names its value in has the user in it ("Lily turned 7 today, and I just moved to Leeds!",
    "Lily and I moved to Leeds"); one that names no value of its own (the detector's, read
    whole) is the user's when the first clause, the one the name leads, has the user in it."""
    clauses = [c for s in news for c in _CLAUSES.split(s) if c.strip()]
    value = st.value.casefold().strip()
    if value and not any(within(s, st.value) for s in news):
        named = [c for c in clauses if value in c.casefold()]
        if named:
            return bool(_SUBJECT_I.search(named[0]))
    return bool(clauses) and bool(_SUBJECT_I.search(clauses[0]))


def _quote(text: str, news: Sequence[str]) -> str:
    """The stretch of ``text`` from the first of ``news`` to the end of the last."""
    start = end = text.find(news[0])
    for sentence in news:
        at = text.find(sentence, end)
        if start < 0 or at < 0:  # (a label joined to its sentence: quoted as read)
            return " ".join(s.strip() for s in news)
        end = at + len(sentence)
    return text[start:end].strip()


def _theirs(read: Sequence[FactStatement], who: Kin, text: str) -> list[FactStatement]:
    """The news ``text`` of ``who`` as statements: what the extractor ``read`` in it that is
    theirs, one per category, keyed as theirs (a guess filed as a fact); a pet's news, or one
    with nothing of theirs read in it, under their category, quoted whole."""
    rel = who.prefix.split(":", 1)[1]
    out: dict[str, FactStatement] = {}
    for st in read if who.category != "pet" else ():
        category = st.category
        key = f"{who.prefix}:~{slug(text)}" if category == who.category \
            else f"{category}:{rel}:~{slug(text)}"
        origin = "meaning" if st.origin == GUESSED else st.origin
        out.setdefault(category, replace(st, category=category, key=key, text=text, sentence="",
                                         origin=origin))
    return list(out.values()) or [FactStatement(
        category=who.category, key=f"{who.prefix}:~{slug(text)}", value=text[:80].strip(),
        text=text, origin="rules")]
