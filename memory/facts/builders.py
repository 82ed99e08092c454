"""The builders of the rule-based fact extractor: what turns a rule's match into facts
``(category, key, value, negated)`` — where the key scheme of :mod:`convmem.facts.rules` is
implemented, including the two-fact switches (:func:`med_switch_fact`, :func:`diet_switch_fact`)
shared by both languages — and the helpers that cut a match down to a value
(:func:`phrase`, :func:`slugify`, :func:`place_fact`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from convmem.facts.vocabulary import (
    DIET_SLOT,
    DRUG_SUFFIX,
    DRUGS,
    ICASE,
    MONTHS,
    PREGNANCY_DUE,
    PREGNANCY_STATUS,
    REL_NORM,
    RELATED_WORDS,
    UNIQUE_REL,
    ZH_NOT,
    Found,
)

# -- helpers -----------------------------------------------------------------------------------
_CUT = re.compile(
    r"\s*(?:[,;:()\[\]!?]|\s-\s|\b(?:so|but|because|cause|cuz|since|which|that|who|lol|haha|"
    r"lmao|btw|though|too|as well|just|when|whenever|if|unless|after all|i think|i guess|"
    r"i believe|i swear|apparently|and (?:i|my|we|it|so|that|also|then|the|now)|or (?:i|my|we)|"
    r"anymore|any more|any longer|now|these days|for|from|as|like|with|either|at all|please|pls|"
    r"plz|thanks|thank you|last|this|next|ago|since|right now|at the moment|currently|"
    r"recently|again|though|ever|already|every|each|before|after|until|till)\b).*$", ICASE)
_LEAD = re.compile(r"^(?:(?:a|an|the|all|most|some|certain|any|raw|fresh|cooked|real|honestly|"
                   r"btw|also|fyi|ugh|and|but|so|lol|well|yeah|ok|okay|oh|actually|eating|eat|"
                   r"drinking|even|just|then|like|literally|sadly|unfortunately|i|think|too|"
                   r"much|my|our|many|types of|kinds of|type of|kind of)\s+)+", ICASE)
NOT_OBJ = frozenset(("anything", "everything", "nothing", "something", "it", "this", "that",
                      "them", "stuff", "things", "much", "lot", "a lot", "any", "which", "they",
                      "he", "she", "you", "someone", "people", "work", "stress", "food", "life",
                      "me", "us", "what", "there", "here", "those", "these"))
_NO_SING = frozenset(("diabetes", "shellfish", "series", "species", "news", "hummus", "asparagus",
                      "couscous", "molasses", "lens", "glasses", "fries", "adhd", "ms", "ibs"))


def _singular(word: str) -> str:
    if len(word) <= 3 or word in _NO_SING or word.endswith(("ss", "us", "is", "ics")):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses", "zes", "oes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


def slugify(text: str, singular: bool = True) -> str:
    words = re.sub(r"[^\w\s'-]", " ", text.casefold().replace("’", "'")).split()
    if singular and words:
        words[-1] = _singular(words[-1])
    return " ".join(words)


_CLAUSE_START = re.compile(r"(?:i|i'm|im|i've|my|we|we're|it|it's|so|but|just|which|that|"
                           r"please|pls|lol|haha|thanks|then|also|because|since|though)\b", ICASE)


# "allergic to peanuts, badly": an intensity or comment word after a comma ends the list.
_COMMENT = re.compile(r"(?:badly|bad|seriously|serious|severely|severe|mildly|mild|slightly|"
                      r"really|very|extremely|terribly|deathly|super|quite|pretty|kinda|sadly|"
                      r"unfortunately|apparently|obviously|honestly|literally|though)\b", ICASE)


def _items(raw: str) -> list[str]:
    """Objects of "allergic to X, Y and Z", cut at the first clause word, filler stripped."""
    out: list[str] = []
    for part in re.split(r"\s*[,;]\s*|\s+and\s+|\s+or\s+|\s*&\s*|\s*/\s*|\s*、\s*|和|跟|与|及",
                         raw.strip()):
        if _CLAUSE_START.match(part) or (out and (len(part.split()) >= 3
                                                  or _COMMENT.match(part))):
            break  # "eggs, I outgrew it", "peanuts, badly": the list ended there
        cut = _CUT.sub("", part)
        item = _LEAD.sub("", cut.strip(" .'\"")).strip()
        if item and item.casefold() not in NOT_OBJ and len(item.split()) <= 4 and len(item) <= 40:
            out.append(item)
        if cut != part or len(out) == 6:
            break
    return out


def phrase(raw: str, words: int = 6) -> str:
    """A value: ``raw`` cut at the first clause word, at most ``words`` words."""
    return " ".join(_CUT.sub("", raw).strip(" .'\"").split()[:words])


def grp(m: re.Match[str], name: str) -> str:
    """Group ``name`` stripped, "" when the pattern lacks it or it did not take part."""
    value = m.groupdict().get(name)
    return value.strip() if value else ""


_NEG = re.compile(r"\b(?:not|no longer|never|n't|stopped|stop|quit|gave up|give up|used to|"
                  r"no more|off)\b|n't\b|\b(?:anymore|any more|any longer)\b|不再|不吃了|停", ICASE)


# Where the clause of a fact ends: punctuation, "but", an emoji, or the user going on to what the
# fact means for them ("I'm vegan so I can't eat that", "since I'm pregnant I can't take
# ibuprofen", "I'm celiac and I won't risk it": the vegan, the pregnancy and the celiac disease had
# been filed as ended). A negation after it starts a clause of its own ("I'm 11 weeks pregnant 🥹
# haven't told work yet").
_CLAUSE_END = re.compile(r"[,;.!?…—–]|\bbut\b|[\u2600-\u27bf\U0001f000-\U0001faff]|"
                         r"\b(?:so|and|therefore|hence|which\s+means)\s+(?:i|we)\b|"
                         r"\b(?:i|we)\s+(?:can['’]?t|cannot|won['’]?t|couldn['’]?t|shouldn['’]?t|"
                         r"mustn['’]?t|must|have\s+to|need\s+to)\b", ICASE)
# ... except a later clause that only says the fact is over ("I had asthma as a kid, not
# anymore", "…, but not now", "…, I don't take it any more"; not "I'm diabetic, not type 1
# though", nor "I went vegan, so no dairy anymore", where "anymore" is the dairy's).
_ENDED = re.compile(r"^[^,;.!?]*[,;—–]\s*(?:well\s+|but\s+|or\s+)?(?:not\s+(?:now|these\s+days|"
                    r"nowadays|since|for\s+years)\b|(?:not|no)\s+(?:anymore|any\s+more|any\s+longer|"
                    r"more|longer)\b(?!\s+(?!though\b)\w))|"
                    r"\b(?:it|them|that|those)\s+(?:anymore|any\s+more|any\s+longer)\b", ICASE)


_ANYMORE = re.compile(r"\b(?:anymore|any more|any longer)\b", ICASE)


def _after(m: re.Match[str], after: int) -> tuple[str, str]:
    """The rest of the match's clause (``after`` characters at most), and twice as far."""
    tail = m.string[m.end():min(len(m.string), m.end() + 2 * after)]
    return _CLAUSE_END.split(tail[:after], maxsplit=1)[0], tail


def _negated(m: re.Match[str], after: int = 20, *, own: str | None = None) -> bool:
    """Whether a negation in the match, or in the rest of its clause (``after`` characters at
    most), or what ends the fact after it (twice as far), negates the fact. The words of the
    group ``own`` name the fact and never negate it ("no-sugar", "off-grid")."""
    clause, tail = _after(m, after)
    string = m.string
    said = (string[m.start():m.end()] if own is None
            else string[m.start():m.start(own)] + " " + string[m.end(own):m.end()])
    return bool(grp(m, "neg") or _NEG.search(said + clause) or _ENDED.search(tail))


def _ended(m: re.Match[str], after: int = 20) -> bool:
    """Whether what follows the match says the fact is over: "anymore" in its clause, or a
    later clause that says so (see :func:`_negated`)."""
    clause, tail = _after(m, after)
    return bool(_ANYMORE.search(clause) or _ENDED.search(tail))


def who_prefix(m: re.Match[str]) -> str:
    """``"son:"`` for "my son is allergic ..." (the match's group ``who``; "妈" gives
    ``"mom:"``), "" for the user."""
    who = grp(m, "who").casefold()
    if not who:
        return ""
    rel = re.sub(r"^(?:my|our)\s+|\s+(?:is|was|are|has\s+been)$|'s$", "", who)
    rel = re.sub(r"^(?:older|younger|baby|teenage|little)\s+(?!one\b)", "", rel)
    return REL_NORM.get(rel, rel) + ":"


# -- builders ----------------------------------------------------------------------------------
def allergy_fact(m: re.Match[str], negated: bool | None = None) -> Iterable[Found]:
    neg = bool(grp(m, "neg")) if negated is None else negated
    for item in _items(_ZH_EAT.sub("", m.group("obj"))):
        yield "allergy", f"allergy:{who_prefix(m)}{slugify(item)}", item, neg


# "我吃腰果会过敏": the verb before the allergen and the "会/就" after it are not the allergen.
_ZH_EAT = re.compile(r"^(?:一吃|一碰|一喝|一用|吃了?|喝了?|碰了?|用了?|接触)|(?:以后|之后|后)?"
                     r"(?:就会|都会|也会|就|会|都|也|容易|的话)+$")
_WITHIN = re.compile(r"^(?:anything|something|stuff|food|foods|things|dishes|meals)\s+(?:with|"
                     r"containing|that\s+(?:has|have|contains?)|made\s+with)\s+(?:any\s+)?|"
                     r"\s+(?:in|on)\s+(?:it|them)$", ICASE)


def allergy_within(m: re.Match[str]) -> Iterable[Found]:
    """"I can't eat anything with peanuts in it, my throat swells": the allergen is inside."""
    for item in _items(_WITHIN.sub("", _WITHIN.sub("", m.group("obj").strip()))):
        yield "allergy", f"allergy:{who_prefix(m)}{slugify(item)}", item, False


def diet_fact(m: re.Match[str]) -> Iterable[Found]:
    key, value = _diet_slot(m.group("diet"))
    # In "vegan from now on, low-FODMAP didn't work" the negation belongs to low-FODMAP.
    yield "diet", key, value, _negated(m, own="diet")


def _diet_slot(diet: str) -> tuple[str, str]:
    diet = re.sub(r"^(low|gluten|dairy|plant|lacto) ", r"\1-", re.sub(r"\s+", " ", diet.casefold()))
    slot = DIET_SLOT.get(diet)
    key = "diet" if slot else ("diet:religious" if diet in ("halal", "kosher") else f"diet:{diet}")
    return key, slot or diet


def diet_switch_fact(m: re.Match[str]) -> Iterable[Found]:
    """"switched from keto to vegan": the old diet ends (unless the new one fills its slot)."""
    old_key, old = _diet_slot(grp(m, "old"))
    key, new = _diet_slot(grp(m, "diet"))
    if old_key != key:
        yield "diet", old_key, old, True
    yield "diet", key, new, False


def avoid_fact(m: re.Match[str]) -> Iterable[Found]:
    food = slugify(m.group("food"))
    yield "diet", f"diet:no:{food}", f"no {m.group('food').casefold()}", False


_COND_KEY = {"diabetic": "diabetes", "type 1 diabetic": "diabetes", "type 2 diabetic": "diabetes",
             "type 1 diabetes": "diabetes", "type 2 diabetes": "diabetes",
             "insulin-dependent": "diabetes", "insulin dependent": "diabetes",
             "prediabetic": "prediabetes", "pre-diabetic": "prediabetes",
             "pre-diabetes": "prediabetes", "asthmatic": "asthma", "epileptic": "epilepsy",
             "seizures": "epilepsy", "anemic": "anemia", "anaemic": "anemia", "anaemia": "anemia",
             "celiac": "celiac disease", "coeliac": "celiac disease",
             "coeliac disease": "celiac disease", "hypothyroid": "hypothyroidism",
             "hyperthyroid": "hyperthyroidism", "migraines": "migraine",
             "crohn's": "crohn's disease",
             "crohns": "crohn's disease", "autistic": "autism", "dyslexic": "dyslexia",
             "bipolar": "bipolar disorder", "colorblind": "colorblindness",
             "color blind": "colorblindness", "colour blind": "colorblindness",
             "colourblind": "colorblindness", "hypertension": "high blood pressure",
             "bad knees": "bad knee", "怀孕": "pregnant"}


def medical_fact(m: re.Match[str]) -> Iterable[Found]:
    cond = re.sub(r"^(?:a|an)\s+", "", re.sub(r"\s+", " ", grp(m, "cond").casefold()))
    value = re.sub(r"^(?:a|an|the|some|diagnosed)\s+", "", re.sub(r"\s+", " ", (
        grp(m, "mod") + " " + grp(m, "cond")).strip()), flags=ICASE)
    key = _COND_KEY.get(cond, cond)
    who = who_prefix(m)
    if key.startswith(("pregnan", "postpartum", "breastfeeding", "breast-feeding")) and not who:
        # the user's pregnancy is one slot of its own, to the weeks after the birth
        yield "pregnancy", PREGNANCY_STATUS, value, _negated(m)
        return
    yield "medical", f"medical:{who}{slugify(key, singular=False)}", value, _negated(m)


def medication_fact(m: re.Match[str]) -> Iterable[Found]:
    drug = re.sub(r"^(?:a|an|the|my)\s+", "", grp(m, "drug"))
    dose = re.sub(r"\s+of$", "", grp(m, "dose"))
    value = f"{dose} {drug}" if dose else drug
    neg = _negated(m, own="drug")
    yield "medication", f"medication:{slugify(drug, singular=False)}", value, neg


def med_switch_fact(m: re.Match[str]) -> Iterable[Found]:
    """A switch from one drug to another: the old one ends, the new one holds."""
    old = grp(m, "old") or grp(m, "old2") or grp(m, "old3")
    new = grp(m, "drug") or grp(m, "drug2") or grp(m, "drug3")
    if old and new and slugify(old) != slugify(new):
        yield "medication", f"medication:{slugify(old, singular=False)}", old, True
        yield "medication", f"medication:{slugify(new, singular=False)}", new, False


def first_name(word: str) -> bool:
    """Whether a capitalised word opening a sentence ("Kingsley, my cat") can be a name."""
    low = word.casefold()
    return low not in _NOT_NAME and not low.endswith(("ly", "ing"))


def name_fact(m: re.Match[str]) -> Iterable[Found]:
    name = grp(m, "n")
    if name and name.casefold() not in _NOT_NAME and not any(
            word.casefold() in _NOT_NAME for word in name.split()):
        yield "name", "name", name, False


def name_of(name: str) -> Iterable[Found]:
    if name.casefold() not in _NOT_NAME:
        yield "name", "name", name, False


def family_fact(m: re.Match[str]) -> Iterable[Found]:
    rel = grp(m, "rel").casefold()
    rel = REL_NORM.get(rel, rel)
    name = grp(m, "name")
    folded = name.casefold()
    if name and (folded in _NOT_NAME or folded in RELATED_WORDS or name in ZH_NOT):
        return  # ("my sister, Who is allergic to cats"; "Unlike my son, Dad …")
    count = grp(m, "n")
    if count or not name or rel not in UNIQUE_REL:
        key = f"family:{slugify(rel)}" + (f":{name.casefold()}" if name else "")
    else:
        key = f"family:{rel}"
    value = " ".join(x for x in (count, grp(m, "rel"), name) if x)
    yield "family", key, value, False


def pet_fact(m: re.Match[str]) -> Iterable[Found]:
    species = slugify(grp(m, "sp"))
    name = grp(m, "name")
    if not name:
        later = re.search(r"\b(?:named|called)\s+(?:him|her|it|them)\s+([A-Za-z][\w-]*)|"
                          r"\b(?:his|her|its|their)\s+name(?:'s|\s+is)\s+([A-Z][\w-]*)|"
                          r"^(?:\s+(?:last|this|a|two|three|few)\s+\w+(?:\s+ago)?)?,\s+([A-Z][a-z]+)"
                          r"\s*(?:[,.!;]|$)", m.string[m.end():])
        name = next((g for g in later.groups() if g), "") if later else ""
        if name and not first_name(name):
            name = ""
    if name.casefold() in _NOT_NAME:
        name = ""
    value = " ".join(x for x in (grp(m, "n"), grp(m, "sp"), name) if x)
    key = f"pet:{name.casefold().replace('.', '')}" if name else f"pet:{species}"  # "Mr. X"
    yield "pet", key, value, False


# When a move happened is no part of the place: "We moved to Yonkers yesterday".
_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
_WHEN = re.compile(r"(?:\s+(?:yesterday|today|tonight|now|recently|lol|last\s+\w+|this\s+\w+|"
                   rf"next\s+\w+|in\s+(?:{_MONTHS})(?:\s+\d{{4}})?|in\s+\d{{4}}|as\s+of\b.*|"
                   r"since\b.*|for\s+good))+$", ICASE)


def place_fact(raw: str) -> str:
    place = phrase(raw, 5)
    inner = re.findall(rf"\b(?:in|near)\s+(?!(?i:{_MONTHS})\b)((?-i:[A-Z])[\w'-]+"
                       r"(?:\s+(?-i:[A-Z])[\w'-]+)*)", place)
    return inner[-1] if inner else _WHEN.sub("", place)


_NOT_PLACE_START = re.compile(r"(?:where|wherever|what|whatever|not|never|always|just|so|too|very|"
                              rf"really|far|close|nice|great|fine|good|bad|sweet|{MONTHS})\b",
                              ICASE)  # a month: "we moved in May" says when


# A job's or a routine's change is no move: "moved to a new team", "to the night shift", "to days".
_NOT_PLACE_THING = re.compile(r"(?:(?:a|an|the|my|our)\s+)?(?:[\w-]+\s+){0,2}(?:team|shift|role|"
                              r"department|position|job|project|schedule|plan|diet|routine|class|"
                              r"course|timetable|rota|contract|account|version|app|method|"
                              r"system|dose|dosage)s?$|(?:days|nights|evenings|mornings|"
                              r"afternoons|weekends|weekdays)$", ICASE)


# A medicine is no place: "so I've moved to Ozempic — one injection a week" (but "Iron River":
# a capitalised word after the first names a place).
_DRUG_START = re.compile(rf"(?:{DRUGS}|{DRUG_SUFFIX})\b(?!.*\s(?-i:[A-Z]))", ICASE)


def home_fact(m: re.Match[str]) -> Iterable[Found]:
    prep = " ".join((m.groupdict().get("prep") or "").casefold().split())
    if prep == "out of":  # "Moved out of my parents' place!": where the user no longer lives
        return
    yield from home_at(m.group("place") or grp(m, "place2"), origin=prep == "from")


# A time zone is no place: "I've moved to Singapore time now", "moved to Pacific time".
_TIME_ZONE = re.compile(r"\s(?:time|time\s*zone|timezone)$", ICASE)


def home_at(raw: str, *, origin: bool = False) -> Iterable[Found]:
    """The user's home (or where they come from) at the place ``raw`` names, if it is one."""
    place = place_fact(raw)
    if place and place.casefold() not in _NOT_PLACE and not _NOT_PLACE_START.match(place) \
            and not _DRUG_START.match(place) and not _TIME_ZONE.search(place) \
            and not _NOT_PLACE_THING.match(place):
        yield "home", "home:origin" if origin else "home", place, False


def work_fact(m: re.Match[str]) -> Iterable[Found]:
    neg = bool(grp(m, "neg"))
    if grp(m, "neg").casefold() == "not" and not _ended(m):
        return  # "I'm not a doctor, but ..." says nothing about the user's job
    prep = grp(m, "prep").casefold()
    if grp(m, "job"):
        role = " ".join(x for x in (grp(m, "mods"), grp(m, "job")) if x)
        yield "work", "work:role", role, neg
    if grp(m, "st"):
        yield "work", "work:status", grp(m, "st").casefold(), False
    obj = grp(m, "obj")
    if obj:
        at = re.split(r"\s+(?:at|for)\s+", obj, maxsplit=1)
        first = phrase(at[0], 5)
        slot = {"as": "role", "in": "field"}.get(prep.split()[0] if prep else "", "employer")
        if first and first.casefold() not in NOT_OBJ and not re.match(
                r"(?:home|night|nights|weekends|the moment|least|most|times|a hurry)\b", first,
                ICASE):
            yield "work", f"work:{slot}", first, neg
        if len(at) > 1 and phrase(at[1], 5):
            yield "work", "work:employer", phrase(at[1], 5), neg
    emp = phrase(_WHEN.sub("", grp(m, "emp") or grp(m, "emp2")), 5)  # "… in Hobart in May"
    if emp:
        yield "work", "work:employer", emp, neg


# A sentence about the user's own birth: a date it sets is the due date ("Midwife moved my due
# date after the scan … so it's 21 October now", "my OB moved the due date up to Feb 20",
# "我要剖腹产，手术日期定在9月28号了"), a
# pregnancy's, not an appointment ("the due date for my essay", "my sister's due date" are not).
_BIRTH = re.compile(r"\b(?:my|our)\s+(?:baby['’]?s\s+)?due\s+date\b(?!\s+(?:for|of|on)\b)|"
                    r"\b(?:my|our)\s+(?:ob|ob-?gyn|obstetrician|midwife)\s+(?:\w+\s+){0,3}?the\s+"
                    r"due\s+date\b(?!\s+(?:for|of|on)\b)|"
                    r"(?:^|[，,。])\s*(?:医生说)?(?:我的?预产期|我?(?:要|得|准备)(?:剖腹产|剖宫产))",
                    ICASE)


def event_slot(m: re.Match[str], kind: str) -> tuple[str, str]:
    """The category and key of an event the rules found: the due date in a sentence about the
    user's birth (see ``_BIRTH``), else the schedule's ``kind``."""
    if _BIRTH.search(m.string):
        return "pregnancy", PREGNANCY_DUE
    return "schedule", f"schedule:{kind}"


def schedule_fact(m: re.Match[str]) -> Iterable[Found]:
    ev = grp(m, "ev")
    act = re.sub(r"^(?:have|has|do|go\s+to|attend|take|'ve\s+got|got|play|teach|go)\s+", "",
                 grp(m, "act"), flags=ICASE)
    act = re.sub(r"^(?:the|a|an|my|our)\s+", "", act, flags=ICASE)
    kind = slugify(ev) if ev else slugify(" ".join(act.split()[:2])) or "availability"
    value = _strip_subject(" ".join(m.group(0).split()[-12:]))
    yield *event_slot(m, kind), value, False


def _strip_subject(text: str) -> str:
    return re.sub(r"^(?:i|we|my|our|the)(?:'ve got|'ve| have| got)?\s+", "", text, flags=ICASE)


def budget_fact(m: re.Match[str]) -> Iterable[Found]:
    amount = re.sub(r"\s+", " ", m.group("amt").strip())
    purpose = re.search(r"\b(?:for|on)\s+((?:the\s+|a\s+|my\s+)?[a-z]+)", m.string[m.start():],
                        ICASE)
    value = amount + (f" ({purpose.group(1)})" if purpose else "")
    yield "budget", "budget", value, False


def constraint_fact(m: re.Match[str], kind: str = "") -> Iterable[Found]:
    if grp(m, "eq"):
        eqs = [grp(m, "eq")] + ([grp(m, "eq2")] if grp(m, "eq2") else [])
        only = bool(re.search(r"\b(?:only|just)\b", m.group(0), ICASE))
        for eq in eqs:
            key = f"constraint:only:{slugify(eq)}" if only else f"constraint:no:{slugify(eq)}"
            yield "constraint", key, ("only " if only else "no ") + eq.casefold(), False
        return
    if grp(m, "t"):
        what = grp(m, "what")
        key = f"constraint:time:{slugify(what.split()[0])}" if what else "constraint:time"
        yield "constraint", key, phrase(m.group(0), 10), False
        return
    verb = grp(m, "verb")
    rest = phrase(grp(m, "rest"), 5)
    slug = slugify(f"{verb} {rest}".split(" at ")[0], singular=False).replace(" ", "-")
    yield "constraint", f"constraint:{kind or grp(m, 'kind')}:{slug}", phrase(m.group(0), 10), False


_NOTE_SELF = re.compile(r"\b(?:i|i'm|im|i've|i'd|my|me|mine|we|we're|our|us)\b|我|\d|"
                        r"(?<=\w\s)(?-i:[A-Z])", ICASE)


def note_fact(m: re.Match[str]) -> Iterable[Found]:
    body = m.group("body").strip(" .。!！")
    if not body or re.match(r"(?:when|how|what|who|where|why|whether|if|to|me|you|him|her|it|"
                            r"them|this|about)\b", body, ICASE) or body.endswith(("?", "？")):
        return
    # "Remember, just do it!" is advice, not a fact: a note must be about the user (first
    # person), or name something (a number, a date, a proper noun), and not address "you".
    if not _NOTE_SELF.search(body) or re.search(r"\b(?:you|your|yourself)\b",
                                                body.split(",")[0], ICASE):
        return
    words = body.split()
    value = " ".join(words[:14]) if len(words) > 1 else body[:60]
    key = slugify(" ".join(words[:6]) if len(words) > 1 else body[:12], singular=False)
    yield "note", f"note:{key}", value, False


_NOT_NAME = frozenset((
    "not", "sure", "so", "very", "really", "just", "also", "here", "there", "back", "done", "fine",
    "good", "great", "ok", "okay", "sorry", "tired", "happy", "sad", "hungry", "ready", "new",
    "going", "trying", "looking", "thinking", "working", "doing", "from", "in", "at", "on", "a",
    "an", "the", "allergic", "vegan", "vegetarian", "diabetic", "pregnant", "married", "single",
    "retired", "still", "currently", "now", "actually", "always", "never", "spelled", "spelt",
    "pronounced", "wrong", "right", "correct", "your", "too", "glad", "excited", "afraid",
    "curious", "confused", "lost", "stuck", "bored", "busy", "free", "available", "home", "out",
    "off", "over", "up", "down", "coming", "leaving", "about", "like", "only", "kind", "kinda",
    "sort", "called", "named", "weird", "hard", "long", "short", "unusual", "common", "written",
    "listed", "missing", "when", "if", "later", "tomorrow", "after", "before", "anytime", "asap",
    "please", "sometime", "tonight", "maybe", "again", "crazy", "old-fashioned", "lazy",
    "whatever", "whenever", "once", "by", "soon", "today", "that", "this", "it", "names",
    "anything", "something", "nothing", "bus", "car", "train", "foot", "plane", "email", "phone",
    "american", "british", "canadian", "english", "chinese", "french", "german", "indian",
    "italian", "spanish", "japanese", "back", "well", "all", "in", "dying", "sick", "ill",
    "late", "early", "alone", "new", "in", "and", "but", "is", "was", "what", "how", "why",
    "lol", "haha", "thanks", "thank", "cool", "interested", "worried", "scared", "stressed",
    "exhausted", "starving", "vegan", "keto", "fine", "human", "him", "her", "them", "us",
    "super", "irish", "scottish", "welsh", "catholic", "jewish", "muslim", "christian", "hindu",
    "buddhist", "sikh", "official", "real",
    "to", "with", "for", "because", "honestly", "literally", "kidding", "joking", "serious",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
    "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "christmas", "halloween", "easter", "me", "you", "noon", "midnight",
    "time", "morning", "evening", "night", "weekend", "summer", "winter", "spring", "fall",
    "yesterday", "tomorrow", "today", "tonight", "oh", "hey", "hi", "hello", "wow", "yes", "no",
    "yeah", "nope", "sure", "ugh", "also", "plus", "then", "anyway", "meanwhile", "otherwise",
    "unfortunately", "fortunately", "luckily", "sadly", "obviously", "update", "note", "news",
    "side", "unrelated", "btw", "fyi", "ps", "remember", "and", "or", "so", "because", "since",
    "last", "first", "lately", "sometimes", "everyone", "everybody", "nobody", "guess"))
_NOT_PLACE = frozenset(("a society", "the moment", "the mood", "a hurry", "the area", "town",
                        "the city", "the country", "here", "there", "it"))
