"""The default fact extractor: rules for English and Chinese, no model, microseconds a message.

It runs on every stored user message, so everything is a precompiled regular expression, and
each rule carries *needles* (plain substrings) that must occur in the lower-cased sentence before
its pattern runs: most rules cost one ``in`` test per sentence.

What counts as a fact, and what does not:

- Every rule needs a first-person subject ("I", "we", "my", "我") or a family member ("my son is
  allergic to eggs"), so statements about friends, characters and patients yield nothing.
- A match is dropped when its clause is a question ("Is anyone allergic ...?", "你对花生过敏
  吗？"), a hypothetical ("what if I were vegan", "如果我住在北京"), reported speech, or when the
  sentence asks to transform text ("Translate 'I am allergic to peanuts' ...").
- A negation that names the fact ends it: "I'm not vegetarian anymore", "I stopped taking
  metformin", "我不再吃素了" yield ``negated=True`` on the fact's key. A negation that names
  nothing ("I'm not allergic to anything") yields nothing rather than a negated fact without an
  allergen.

Keys are slots the ledger supersedes on: ``home``, ``diet``, ``name``, ``budget``,
``allergy:[member:]<allergen, singular>``, ``medical:<condition>``, ``medication:<drug>``,
``work:role|employer|field|status``, ``family:<relation>[:<name>]``, ``pet:<name or species>``,
``schedule:<kind of event>``, ``constraint:<slug>``, ``note:<slug>``. Events are keyed by their
kind, not their qualifier, so "the appointment moved to Thursday" supersedes "my dentist
appointment is on Tuesday": a stateless extractor cannot tell which appointment "the" means, and
one current slot per kind is the trade-off. A single ``budget`` slot works the same way.

Diets: the vegetarian-to-vegan spectrum shares the ``diet`` slot (going vegan supersedes
vegetarian), halal/kosher fill ``diet:religious``, plans ``diet:<plan>`` (keto), avoided foods
``diet:no:<food>``. An avoided food that is also a stated allergen is reported as the allergy only.
A "remember ..." note is kept only when it is about the user (first person) or names something
(a number, a proper noun), so "remember, just do it!" is not a fact.

Limits, measured by ``python -m convmem.factbench``: idioms ("gluten and I don't get along"),
facts split over two sentences or behind a pronoun ("she's allergic too"), and unusual
phrasings are missed; the LLM extractor (:mod:`convmem.llm_extract`) is the fallback for those.
A rule that raises logs a warning and is skipped, so extraction never fails ``Memory.add``.

Messages longer than 16,000 characters are scanned in their first 12,000 and last 4,000: facts
are stated in chat, not inside pasted documents, and the cost per message must stay bounded.

Layout: :mod:`convmem.extract_rules` holds the word lists, normalisation tables and the builders
that turn a match into a fact; :mod:`convmem.extract_zh` the Chinese rules; this module the English
rules, the combined rule table, the guards that decide whether a match states a fact, and
:class:`RuleExtractor`. The builders sit lowest because every rule names one; the guards stay
with the extractor that applies them.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable

from convmem.extract_rules import (
    _AMT,
    _AMT_ANY,
    _CJK,
    _COND_ADJ,
    _COND_MOD,
    _CONDS,
    _DATE,
    _DAYS,
    _DIETS,
    _DOSE,
    _DRUG_SUFFIX,
    _DRUGS,
    _EQUIP,
    _EQUIP_WORDS,
    _EVENTS,
    _EVENTS_WORDS,
    _FAM,
    _FAM_WORDS,
    _FOODS,
    _I,
    _JOBS,
    _NOT_OBJ,
    _SPECIES,
    _SPECIES_WORDS,
    _allergy,
    _avoid,
    _budget,
    _constraint,
    _diet,
    _family,
    _g,
    _home,
    _medical,
    _medication,
    _name,
    _name_of,
    _note,
    _pet,
    _phrase,
    _r,
    _Rule,
    _schedule,
    _work,
)
from convmem.extract_zh import (
    _ALLERGY_ZH,
    _BUDGET_ZH,
    _CONSTRAINT_ZH,
    _DIET_ZH,
    _FAMILY_ZH,
    _HOME_ZH,
    _MEDICAL_ZH,
    _MEDICATION_ZH,
    _NAME_ZH,
    _NOTE_ZH,
    _PET_ZH,
    _SCHEDULE_ZH,
    _WORK_ZH,
)
from convmem.facts import FactStatement
from convmem.messages import Message

__all__ = ["RuleExtractor"]

log = logging.getLogger("convmem")

_HEAD, _TAIL = 12_000, 4_000
_CHUNK = 400


# -- English rules -----------------------------------------------------------------------------
_ALLERGIC = r"(?:allergic|alergic|allergc|allergik|alergik)"
_ADV = (r"(?:(?:very|really|severely|super|highly|deathly|quite|mildly|slightly|so|extremely|also|"
        r"kinda|kind of|a bit|a little|seriously|badly|pretty|definitely|actually|apparently|"
        r"still|now|just|deadly|always|been)\s+)*")
_SUBJ = rf"(?:(?P<who>(?:my|our)\s+(?:(?:little|older|younger|baby|teenage)\s+)?{_FAM})" \
        r"(?:'s|\s+is|\s+was|\s+are|\s+has\s+been)|i'?m|im|i\s+am|i've\s+been|ive\s+been|" \
        r"i\s+have\s+been|i\s+was|we'?re|we\s+are)"
_I_AM = r"(?:i'?m|im|i\s+am|i've\s+been|i\s+have\s+been|we'?re|we\s+are)"
_WE = r"(?:i|we)"
_OBJ = r"(?P<obj>[^.;!?\n]+)"
_PLACE = r"(?P<place>[^,.;!?\n]+)"

_ALLERGY: tuple[_Rule, ...] = (
    _r("allerg|alergi", rf"\b{_SUBJ}\s+(?P<neg>not\s+|no\s+longer\s+|never\s+been\s+)?{_ADV}"
       rf"{_ALLERGIC}\s+to\s+{_OBJ}", _allergy),
    _r("allerg|alergi", rf"^(?:severely\s+|very\s+|also\s+)?{_ALLERGIC}\s+to\s+{_OBJ}", _allergy),
    _r("allerg|intoleran|sensitiv",
       rf"\b(?:(?P<who>my\s+{_FAM})\s+(?:has|had|'s\s+got|has\s+got|got)\s+|{_WE}\s+(?:have|"
       r"'ve\s+got|ve\s+got|have\s+got|got|had|suffer\s+from|live\s+with)\s+|(?:my|our)\s+)"
       r"(?:(?:a|an|the|some|severe|really|very|bad|mild|serious|slight|life[- ]threatening|"
       r"deadly|major|minor|terrible|pretty|horrible|strong|huge|massive|known|diagnosed)\s+)*"
       r"(?P<obj>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:allergy|allergies|intolerance|"
       r"intolerances|sensitivity)\b", _allergy),
    _r("intolerant", rf"\b{_I_AM}\s+{_ADV}(?P<obj>[a-z]+)[\s-]+intolerant\b", _allergy),
    _r("intolerant", rf"\b{_I_AM}\s+{_ADV}intolerant\s+(?:to|of)\s+{_OBJ}", _allergy),
    _r("no ", rf"\bno\s+(?P<obj>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?:\s+for\s+(?:me|us))?\s*"
       rf"(?:please|pls|plz)?\s*[,.;!–—-]+\s*(?:(?:i'?m|im|i\s+am)\s+{_ADV})?{_ALLERGIC}\b"
       r"(?!\s+to\b)", _allergy),
    _r("give|gave|make|made|agree",
       r"(?P<obj>\b[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:(?:give|gives|gave|giving)\s+(?:me|"
       r"my\s+\w+)\s+(?:hives|a\s+rash|rashes|an?\s+(?:allergic\s+)?reaction|reactions|eczema|"
       r"anaphylaxis|swelling|welts)|(?:make|makes|made)\s+(?:me|my\s+(?:throat|mouth|lips|"
       r"tongue|face|skin|eyes))\s+(?:break\s+out|swell|itch|itchy|tingle|tingly|puffy|wheeze|"
       r"burn|close\s+up|get\s+hives|go\s+into\s+anaphylaxis)|(?:doesn'?t|don'?t|does\s+not|"
       r"do\s+not)\s+agree\s+with\s+me)", _allergy),
    _r("can", rf"\b{_WE}\s+(?:can'?t|cannot|can\s+not|shouldn'?t|mustn'?t)\s+(?:eat|have|touch|"
       r"drink|take|be\s+near|be\s+around)\s+(?P<obj>[^,.;!?]+?)\s*(?:[,;-]|\b(?:or|because|"
       r"since|as|cause|cuz|bc)\b)\s*(?:else\s+)?(?:i\s+(?:\w+\s+)?(?:swell|break\s+out|get\s+"
       r"hives|get\s+a\s+rash|go\s+into|react|itch|can'?t\s+breathe|get\s+sick|throw\s+up|"
       r"puke|vomit|end\s+up\s+in)|it\s+(?:makes|gives)\s+me|i'?m\s+allergic|i\s+am\s+allergic)",
       _allergy),
)

_DIET: tuple[_Rule, ...] = (
    _r("veg|pesc|keto|paleo|halal|kosher|free|carb|fat|sodium|fodmap|plant|whole30|carniv|"
       "mediterr|fasting|flexit|lacto",
       r"\b(?:i'?m|im|i\s+am|we'?re|we\s+are|i'?ve|we'?ve|i|we)(?:\s+(?:been|also|now|still|"
       r"currently|recently|just|actually|always|mostly|strictly|eat|eating|keep|keeping|kept|follow|"
       r"following|do|doing|try|trying|am|on|went|go|gone|going|turned|became|become|started|"
       r"starting|stick\s+to|sticking\s+to|live|living|ate|not|no\s+longer|never|stopped|quit|"
       r"gave\s+up|used\s+to|be|being|don'?t|do\s+not|was|were|have|'ve|pretty\s+much|"
       r"basically|fully|strict|full|100%|a|an))*\s+"
       rf"(?P<diet>{_DIETS})(?:\s+diet)?\b(?!\s*(?:recipes?|dish(?:es)?|restaurants?|cookbook|"
       r"options?|version|alternatives?|friends?|lasagna|places?|menu|-curious|curious))", _diet),
    _r("veg|pesc|keto|paleo|halal|kosher|free|carb|plant",
       rf"^(?:not|no\s+longer|quit\s+being|stopped\s+being|gave\s+up\s+being|no\s+more|went|"
       rf"going|gone|been|fully|now|currently|strictly|still)\s+(?:a\s+|an\s+)?(?P<diet>{_DIETS})"
       r"\b", _diet),
    _r("diet", rf"\bmy\s+diet\s+is\s+(?:now\s+|mostly\s+|strictly\s+)?(?P<diet>{_DIETS})", _diet),
    _r("eat|drink|touch|avoid|gave|give|given|stop|quit|cut|no ",
       r"\b(?:i|we)\s+(?:(?:also|really|just|still|now|try\s+to|usually|generally|strictly|"
       r"totally|completely)\s+)*(?:don'?t|do\s+not|never|no\s+longer|won'?t|avoid|gave\s+up|"
       r"give\s+up|have\s+given\s+up|'ve\s+given\s+up|stopped|quit|cut\s+out|cut|'ve\s+cut\s+out|"
       r"have\s+cut\s+out|refuse\s+to)\s+(?:(?:eating|eat|drinking|drink|touch|having|consuming|"
       rf"consume|any)\s+)*(?P<food>{_FOODS})\b", _avoid),
    _r("no ", rf"\bno\s+(?P<food>{_FOODS})\s+for\s+(?:me|us)\b", _avoid),
)

_MEDICAL: tuple[_Rule, ...] = (
    _r("have|had|'ve|got|get|suffer|struggl|live|deal|diagnos|recover|treat|develop|battl|fight",
       r"\b(?:i|we)(?:'ve|'d|\s+have|\s+had|\s+was|\s+were|'m|\s+am|m)?(?:\s+(?:also|still|"
       r"recently|just|always|actually|now|been))*\s+(?P<neg>don'?t\s+|do\s+not\s+|no\s+longer\s+|"
       r"never\s+)?(?:have|has|had|got|get|gotten|suffer(?:ed)?\s+from|struggle[d]?\s+with|"
       r"live\s+with|deal\s+with|being\s+treated\s+for|diagnosed\s+with|recovering\s+from|"
       r"developed|battling|fighting)\s+" + _COND_MOD + rf"(?P<cond>{_CONDS})\b", _medical),
    _r("diabet|asthma|epilep|anemi|anaemi|autis|celiac|coeliac|thyroid|pregnan|deaf|blind|immun|"
       "bipolar|dyslex|insulin|hearing|remission|impaired|dialysis|breastfeed|postpartum|menopaus|"
       "wheelchair|survivor",
       rf"\b(?:i'?m|im|i\s+am|i've\s+been|i\s+have\s+been)\s+(?:not\s+|no\s+longer\s+)?(?:(?:also|"
       r"still|now|currently|actually|borderline|type\s*(?:1|2|one|two|i|ii)|t[12]|"
       r"\d+\s+(?:months?|weeks?)|(?:a\s+)?(?:few|couple\s+of)\s+(?:months|weeks))\s+)*"
       rf"(?P<cond>{_COND_ADJ})\b", _medical),
    _r("diagnos", r"\b(?:i\s+(?:was|got|have\s+been|'ve\s+been|'m|am)\s+(?:just\s+|recently\s+|"
       r"finally\s+|officially\s+)?diagnosed\s+with|diagnosed\s+me\s+with)\s+" + _COND_MOD +
       r"(?P<cond>[a-z][\w'-]*(?:\s+(?!last\b|this\b|in\b|when\b|at\b|and\b|but\b|so\b|a\b|"
       r"recently\b|yesterday\b|two\b|three\b)[a-z][\w'-]*){0,2})", _medical),
)

_MEDICATION: tuple[_Rule, ...] = (
    _r("take|taking|took|on |using|use |inject|prescri|start|put me|switch|moved me|changed me",
       r"(?:\b(?:i|we)(?:'m|m|\s+am|'ve\s+been|\s+have\s+been|\s+was|\s+just)?\s+(?:(?:also|still|"
       r"currently|now|already|just|recently|regularly|daily)\s+)*(?P<neg>not\s+|no\s+longer\s+)?"
       r"(?:take|taking|on|using|use|inject|injecting|prescribed|been\s+prescribed|started|"
       r"started\s+on|starting|started\s+taking)|\b(?:put|started|switched|moved|changed)\s+me\s+"
       r"(?:on|to|onto)|^(?:just\s+|recently\s+)?(?:started|starting|been)\s+(?:on|taking))\s+"
       rf"(?P<dose>{_DOSE}\s+(?:of\s+)?)?"
       r"(?:(?:a|an|the|my|some|daily|low[- ]dose|high[- ]dose)\s+)*"
       rf"(?P<drug>{_DRUGS}|{_DRUG_SUFFIX}|(?:[a-z]+\s+){{0,2}}(?:meds|medication|medications|"
       r"medicine|pills|tablets|inhaler|injections|shots|supplements?))\b", _medication),
    _r("stop|quit|off|no longer|don't|dont|do not|ditch|drop",
       r"\b(?:i|we)(?:'ve|\s+have|'m|m|\s+am)?\s+(?:(?:just|recently|finally|already)\s+)*"
       r"(?P<neg>stopped|quit|stop|came\s+off|come\s+off|got\s+off|went\s+off|no\s+longer\s+take|"
       r"don'?t\s+take|do\s+not\s+take|off|no\s+longer\s+on|ditched|dropped)\s+(?:taking\s+|"
       rf"using\s+)?(?:(?:the|my|a)\s+)*(?P<drug>{_DRUGS}|{_DRUG_SUFFIX})\b", _medication),
)

_NAME: tuple[_Rule, ...] = (
    _r("name", r"\bmy\s+name(?:'s|\s+is)\s+(?:actually\s+|now\s+|still\s+|also\s+|just\s+)?"
       r"(?P<n>[a-zà-ÿ][\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2})", _name),
    _r("name's", r"^name'?s\s+(?P<n>[a-z][\w'-]*)", _name),
    _r("call", r"\b(?:call|calls)\s+me\s+(?P<n>[a-z][\w'-]*)", _name),
    _r("go by", r"\b(?i:i\s+go\s+by)\s+(?P<n>[A-Z][\w'-]*)", _name, flags=0),
    _r("i", r"^(?i:(?:(?:hi|hello|hey|hiya|yo|greetings)(?:\s+(?:there|all|everyone|guys))?"
       r"[\s,!.]*)?(?:i'?m|im|i\s+am))\s+(?P<n>[A-Z][a-z]+)(?=\s*(?:$|[,.!;]|\s+(?i:and|here|"
       r"from|btw|by\s+the\s+way)\b))", _name, flags=0),
    _r("it's|its", r"^(?i:(?:(?:hi|hello|hey)[\s,!.]+)it'?s)\s+(?P<n>[A-Z][a-z]+)\b|^(?i:it'?s)\s+"
       r"(?P<n2>[A-Z][a-z]+)(?=\s+(?i:btw|here|by\s+the\s+way|again)\b)",
       lambda m: _name_of(_g(m, "n") or _g(m, "n2")), flags=0),
    _r("this is", r"^(?i:(?:hi|hello|hey|hiya|yo)(?:\s+there)?[\s,!.]+this\s+is)\s+"
       r"(?P<n>[A-Z][a-z]+)", _name, flags=0),
)

_FAMILY: tuple[_Rule, ...] = (
    _r(_FAM_WORDS, rf"\b(?i:my|our)\s+(?P<rel>(?i:{_FAM}))(?:\s*,\s*|\s+)(?P<name>[A-Z][a-z]+"
       r"(?:-[A-Z][a-z]+)?)\b", _family, flags=0),
    _r("name|call|named", rf"\b(?:my|our)\s+(?P<rel>{_FAM})(?:'s\s+name\s+is|\s+is\s+(?:called|"
       r"named)|\s+goes\s+by|'s\s+called)\s+(?P<name>[a-zà-ÿ][\w'-]*)", _family),
    _r("have|got|had",
       r"\b(?:i|we)\s*(?:have|'ve\s+got|ve\s+got|have\s+got|got|had)\s+(?:(?P<n>a|an|one|two|"
       r"three|four|five|six|\d+)\s+)?(?:(?:\d+[- ](?:year|yr|month|week)s?[- ]old|little|young|"
       r"grown|adult|teenage|beautiful|baby|newborn|small|older|younger|wonderful)\s+)*(?P<rel>"
       r"kids?|children|child|sons?|daughters?|boys|girls|brothers?|sisters?|siblings?|"
       r"grandkids?|grandchildren|stepkids?|babies|baby|twins|toddlers?|teenagers?|teens)\b"
       r"(?:\s+(?:named|called)\s+(?P<name>[a-z][\w'-]*))?", _family),
    _r("with me|with us", rf"\bmy\s+(?P<rel>{_FAM})\s+(?:lives|is\s+living|is\s+staying|stays|"
       r"moved\s+in)\s+with\s+(?:me|us)", _family),
    _r("married|divorc|engaged|widow|separated|single|mom|mum|dad|mother|father|parent|grand",
       r"\b(?:i'?m|im|i\s+am)\s+(?:(?:a|an|happily|recently|newly|now|also|just|proud)\s+)*"
       r"(?P<rel>married|divorced|engaged|widowed|widow|widower|separated|single\s+(?:mom|mum|dad|"
       r"parent|mother|father)|(?:stay[- ]at[- ]home\s+)?(?:mom|mum|dad|mother|father|parent)|"
       r"grandma|grandmother|grandpa|grandfather)(?P<rest>\s+(?:of|with|to)\s+(?:[\w-]+\s*){1,3})?",
       lambda m: [("family", "family:status" if _g(m, "rel").casefold() in (
           "married", "divorced", "engaged", "widowed", "widow", "widower", "separated")
           else "family:parent", _phrase(_g(m, "rel") + " " + _g(m, "rest"), 6), False)]),
)

_PET: tuple[_Rule, ...] = (
    _r(_SPECIES_WORDS, rf"\b(?i:my|our)\s+(?:(?i:little|old|new|big|sweet|rescue|senior|baby)\s+)*"
       rf"(?P<sp>(?i:{_SPECIES}))(?:'s\s+name\s+is\s+|\s+is\s+(?:called|named)\s+|\s*,\s*|\s+)"
       r"(?P<name>[A-Z][a-z]+)\b", _pet, flags=0),
    _r("name", rf"\b(?:my|our)\s+(?P<sp>{_SPECIES})(?:'s\s+name\s+is|\s+is\s+(?:called|named))\s+"
       r"(?P<name>[a-z][\w'-]*)", _pet),
    _r(_SPECIES_WORDS,
       r"\b(?:i|we)\s*(?:have|'ve\s+got|ve\s+got|have\s+got|got|own|just\s+got|adopted|"
       r"just\s+adopted|rescued|also\s+have|recently\s+adopted)\s+(?P<n>a|an|one|two|three|four|"
       r"\d+)\s+(?:(?:\w+-year-old|little|old|new|big|rescue|pet|senior|baby|sweet)\s+)*"
       rf"(?P<sp>{_SPECIES})\b(?:\s+(?:named|called)\s+(?P<name>[a-z][\w-]*))?", _pet),
)

_HOME: tuple[_Rule, ...] = (
    _r("liv|based|resid|moved|relocat|settled",
       r"\b(?:(?:i|we)(?:'m|m|'re|\s+am|\s+are|'ve|\s+have|'ve\s+been|\s+have\s+been)?|but|and)"
       r"(?:\s+(?:currently|now|still|also|just|actually|recently|already|finally))*\s+(?:live|"
       r"living|(?<=ve\s)lived|reside|residing|based|moved|relocated|settled)\s+"
       r"(?:back\s+|just\s+|right\s+)?"
       rf"(?P<prep>in|to|at|out\s+of|near|outside\s+of|outside|over\s+in|down\s+in|up\s+in)\s+"
       rf"{_PLACE}", _home),
    _r("liv|based|relocat|moved|settled",
       rf"^(?:currently\s+|now\s+|just\s+|recently\s+|been\s+|have\s+been\s+)*(?:living|based|"
       rf"relocated|moved|settled)\s+"
       rf"(?:back\s+)?(?:in|to|near|out\s+of)\s+{_PLACE}", _home),
    _r("house|home|flat|apartment|condo|place|studio",
       r"\b(?:i|we)\s+(?:just\s+|recently\s+|finally\s+)?(?:bought|own|rent|am\s+renting|"
       r"'m\s+renting|are\s+renting|'re\s+renting|moved\s+into)\s+(?:a|an|our|my)\s+(?:(?:new|"
       r"small|little|tiny|big|nice|old)\s+)*(?:house|home|flat|apartment|condo|place|studio|"
       rf"townhouse|cottage|farm)\s+(?:in|near|outside)\s+{_PLACE}", _home),
    _r("home", rf"^(?:my\s+|our\s+)?home\s+is\s+(?:now\s+)?{_PLACE}", _home),
    _r("in |from ", r"\b(?i:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:(?i:currently|now|still|"
       r"actually|also|originally)\s+)*(?P<prep>(?i:in|from))\s+(?P<place>[A-Z][\w'-]+"
       r"(?:\s+[A-Z][\w'-]+){0,2})\b(?!\s+(?i:for|on\s+(?:vacation|holiday|business)|this\s+week|"
       r"until|till|visiting|right\s+now|at\s+the\s+moment))", _home, flags=0),
)

_WORK: tuple[_Rule, ...] = (
    _r("work", r"\b(?:i|we)\s+(?:(?:currently|now|still|also|actually|just|mainly|mostly)\s+)*"
       r"(?:work|am\s+working|'m\s+working|m\s+working)\s+(?:(?:full[- ]time|part[- ]time|"
       r"remotely|from\s+home)\s+)?(?P<prep>as\s+(?:a|an)|as|at|for|in)\s+(?P<obj>[^,.;!?]+)",
       _work),
    _r("a |an ", rf"\b(?:i'?m|im|i\s+am|i've\s+been|i\s+have\s+been)\s+(?P<neg>not\s+|no\s+longer"
       r"\s+)?(?:(?:currently|now|still|also|actually|just)\s+)*(?:a|an)\s+(?P<mods>(?:[\w-]+\s+)"
       rf"{{0,3}}?)(?P<job>{_JOBS})\b(?:\s+(?P<prep>at|for|with)\s+(?P<emp>[^,.;!?]+))?", _work),
    _r("retired|employ|between|out of work|stay|homemaker|housewife|househusband|job hunting|"
       "looking for work|leave|freelanc",
       r"\b(?:i'?m|im|i\s+am)\s+(?:(?:now|currently|happily|recently|semi-?|also)\s*)*(?P<st>"
       r"retired|unemployed|self[- ]employed|between\s+jobs|out\s+of\s+work|a\s+stay[- ]at[- ]home"
       r"\s+(?:mom|mum|dad|parent)|a\s+homemaker|a\s+housewife|a\s+househusband|job\s+hunting|"
       r"looking\s+for\s+work|on\s+(?:maternity|paternity|sick)\s+leave|freelancing)\b", _work),
    _r("job|position|role|gig|intern|hired",
       r"\b(?:i|we)\s+(?:(?:just|recently|finally)\s+)*(?:started|got|landed|accepted|took|"
       r"began)\s+(?:a\s+|my\s+|the\s+)?(?:new\s+)?(?:job|position|role|gig|internship)\s+"
       r"(?:as\s+(?:a|an)\s+(?P<job>[^,.;!?]+?)\s+)?(?:at|with|in)\s+(?P<emp>[^,.;!?]+)", _work),
    _r("hired", r"\b(?:i|we)\s+(?:just\s+)?got\s+hired\s+(?:at|by)\s+(?P<emp>[^,.;!?]+)", _work),
    _r("quit|left|lost|fired|laid off|let go|resign",
       r"\b(?:i|we)\s+(?:(?:just|recently|finally)\s+)*(?:(?P<neg>quit|left|lost|resigned\s+from)"
       r"\s+(?:my\s+)?(?:job|position|role|gig)\b(?:\s+(?:at|with|in)\s+(?P<emp>[^,.;!?]+))?|"
       r"(?P<neg2>(?:got|was|were)\s+(?:fired|laid\s+off|let\s+go))(?:\s+from\s+(?P<emp2>"
       r"[^,.;!?]+))?)",
       lambda m: [("work", "work:employer",
                   _phrase(_g(m, "emp") or _g(m, "emp2"), 5) or "job", True)]),
    _r("job|work|profession|occupation",
       r"\bmy\s+(?:job|work|profession|occupation|day\s+job)\s+is\s+(?P<prep>in|as\s+(?:a|an)|at)"
       r"\s+(?P<obj>[^,.;!?]+)", _work),
    _r("i do", r"\bi\s+do\s+(?P<obj>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:for\s+a\s+living|for\s+work|"
       r"professionally|for\s+(?:a|an|the)\s+\w+)",
       lambda m: [] if _g(m, "obj").split()[0] != "IT" and _g(m, "obj").casefold().split()[0]
       in _NOT_OBJ | {"my", "the", "a"} else [("work", "work:role", _g(m, "obj"), False)]),
    _r("teach", r"\bi\s+(?:currently\s+|now\s+)?teach\s+(?!(?:my|the|them|him|her|myself|you|"
       r"people|kids\s+how|it)\b)(?P<obj>[^,.;!?]+)",
       lambda m: [("work", "work:role", "teacher (" + _phrase(_g(m, "obj"), 5) + ")", False)]),
)

_SCHEDULE: tuple[_Rule, ...] = (
    _r(_EVENTS_WORDS,
       r"\b(?:my|our|the|i\s+have\s+(?:a|an|my)|i've\s+got\s+(?:a|an|my)|we\s+have\s+(?:a|an|"
       r"our)|i\s+got\s+(?:a|an)|i\s+have)\s+(?P<q>(?:[\w']+\s+){0,3}?)"
       rf"(?P<ev>{_EVENTS})\b(?P<mid>[^.!?;]{{0,40}}?)\b(?P<when>{_DATE})", _schedule),
    _r("every|each|on ",
       r"\b(?:i|we)\s+(?!(?:think|love|hate|eat|feel|miss|wish|hope|want|need|am|'m|was|get|"
       r"like|see|talk|check|use|drink|try|say|said|take|taking|took|"
       r"work\s+hard)\b)(?P<act>(?:[\w'-]+\s+){1,6}?)"
       rf"(?P<when>(?:every|each)\s+(?:other\s+)?(?:{_DAYS}s?|day|weekday|weekend|morning|"
       rf"evening|night|week)(?:\s+and\s+{_DAYS}s?)?(?:\s+(?:morning|afternoon|evening|night)s?)?|"
       rf"on\s+(?:{_DAYS}s|weekends|weekdays))", _schedule),
    _r("shift|nights|weekends|mornings|evenings|9|nine",
       r"\bi\s+(?:usually\s+|mostly\s+|now\s+|currently\s+)?(?:work|do|pull|am\s+on|'m\s+on|"
       r"m\s+on)\s+(?:the\s+)?(?P<ev>(?:night|day|early|late|morning|evening|graveyard|double|"
       r"split|weekend|overnight|\d+[- ]hour|long|rotating|swing)\s+shifts?|nights|weekends|"
       r"overnights|nine\s+to\s+five|9\s+to\s+5|9-5)\b",
       lambda m: [("schedule", "schedule:shift", _phrase(m.group(0)[2:], 6), False)]),
    _r("do ", rf"\bi\s+(?:can'?t|cannot|can\s+not|don'?t)\s+do\s+(?P<act>(?:early\s+|late\s+)?"
       rf"(?:mornings|evenings|nights|weekends|afternoons|weekdays|{_DAYS}s|before\s+\S+|"
       r"after\s+\S+))", lambda m: [("schedule", "schedule:availability",
                                    _phrase(m.group(0)[2:], 6), False)]),
    _r("free|available|busy|off|working",
       r"\b(?:i'?m|im|i\s+am)\s+(?:only\s+)?(?:free|available|busy|unavailable|not\s+available|"
       rf"not\s+free|off|working)\s+(?P<act>(?:on\s+)?(?:weekends|weekdays|mornings|evenings|"
       rf"nights|afternoons|{_DAYS}s?)\b|(?:after|before|until|till|from)\s+\d{{1,2}}(?::\d\d)?"
       r"\s*(?:am|pm)?)", lambda m: [("schedule", "schedule:availability",
                                     _phrase(m.group(0), 8), False)]),
    _r("work for me", rf"\b(?P<act>mornings|evenings|weekends|nights|afternoons|{_DAYS}s)\s+"
       r"(?:don'?t|do\s+not|never)\s+work\s+for\s+me", lambda m: [
           ("schedule", "schedule:availability", f"no {_g(m, 'act')}", False)]),
)

_BUDGET: tuple[_Rule, ...] = (
    _r("budget", r"\b(?:my|our|the|a|total|max(?:imum)?|overall)\s+budget\b(?P<mid>[^.!?$€£¥\d]"
       rf"{{0,40}}?)(?P<amt>{_AMT_ANY})", _budget),
    _r("budget", r"\bbudget(?:'s|\s+is|:)\s*(?:about|around|roughly|approx\.?|approximately|~|"
       rf"maybe|like|only|just|max|at\s+most|under)?\s*(?P<amt>{_AMT_ANY})", _budget),
    _r("spend|afford|pay|go ",
       r"(?:\b(?:i|we)\s+(?:(?:can|could)\s+(?:only\s+)?(?:spend|afford|pay|do)|(?:can'?t|"
       r"cannot|can\s+not|won'?t|don'?t\s+want\s+to|'d\s+rather\s+not)\s+(?:spend|pay|go)\s+"
       r"(?:more\s+than|over|above|beyond|past))|^(?:can'?t|cannot)\s+(?:go|spend|pay)\s+"
       r"(?:above|over|more\s+than|beyond))\s+(?:up\s+to\s+|at\s+most\s+|a\s+max\s+of\s+|max\s+|"
       rf"maybe\s+|about\s+|around\s+|roughly\s+|no\s+more\s+than\s+|like\s+)?(?P<amt>{_AMT})",
       _budget),
    _r("have|got", r"\b(?:i|we)\s+(?:only\s+)?(?:have|'ve\s+got|got)\s+(?:only\s+|about\s+|"
       rf"around\s+|roughly\s+|maybe\s+|just\s+|like\s+)?(?P<amt>{_AMT})\s+(?:to\s+spend|"
       r"to\s+work\s+with|for|left|in\s+total|total|budget)", _budget),
    _r("max|limit|cap|ceiling", r"\bmy\s+(?:max|maximum|limit|spending\s+limit|price\s+limit|cap|"
       rf"ceiling)\s+is\s+(?:about\s+|around\s+)?(?P<amt>{_AMT_ANY})", _budget),
    _r("keep|stay|remain", r"\b(?:(?:i|we)(?:'d|\s+would)?\s+(?:like|want|need|have|prefer|try)\s+"
       r"to\s+|trying\s+to\s+|try\s+to\s+)?(?:keep\s+(?:it|things|costs|spending|the\s+cost|"
       r"the\s+total)|stay|remain)\s+(?:under|below|within|to|at\s+most|less\s+than)\s+"
       rf"(?P<amt>{_AMT})", _budget),
)

_CONSTRAINT: tuple[_Rule, ...] = (
    _r(_EQUIP_WORDS, r"\b(?:i|we)\s+(?:(?:still|currently|also|really|just)\s+)*(?:don'?t|"
       r"do\s+not|dont|no\s+longer|didn'?t)\s+(?:have|own|got|has)\s+(?:a|an|any|the|my|our)?\s*"
       rf"(?:working\s+|proper\s+|real\s+)?(?P<eq>{_EQUIP})s?\b", _constraint),
    _r("only|just", r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:only|just)\s+(?:have|got)\s+"
       rf"(?:a|an|one|the)\s+(?P<eq>{_EQUIP})\b"
       rf"(?:\s+(?:and|&)\s+(?:a|an)?\s*(?P<eq2>{_EQUIP})\b)?", _constraint),
    _r("no ", rf"(?:^|\bwithout\s+(?:a|an)\s+|\bno\s+)(?:no\s+)?(?P<eq>{_EQUIP})\s+"
       r"(?:here|at\s+home|in\s+my|in\s+the|in\s+our|at\s+my|at\s+our)\b", _constraint),
    _r("has no|have no", r"\b(?:my|our)\s+(?:kitchen|place|apartment|flat|dorm|house|room)\s+"
       rf"(?:has|have)\s+no\s+(?P<eq>{_EQUIP})\b", _constraint),
    _r("min|hour|hr", r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:(?:only|just|usually|typically|"
       r"realistically)\s+)*(?:have|get|got)\s+(?:only\s+|just\s+|no\s+more\s+than\s+|"
       r"at\s+most\s+|about\s+|maybe\s+|like\s+|around\s+|less\s+than\s+|under\s+)?(?P<t>(?:\d+|an?|half\s+an|one|two|"
       r"three|five|ten|fifteen|twenty|thirty|forty|fifty)(?:\s*-\s*\d+)?\s*-?\s*(?:min(?:ute)?s?|"
       r"hours?|hrs?))\b(?:\s+(?:a|per|each)\s+(?:day|night|week|evening|morning))?\s+(?:to|for)\s+"
       r"(?P<what>[a-z][\w ]{0,30}?)(?=$|[,.;!?]|\s+(?:so|and|but|because|on|in|at|each|every|"
       r"per)\b)", _constraint),
    _r("can", r"\b(?:i|we)\s+(?:really\s+|physically\s+|just\s+)?(?P<kind>can'?t|cannot|can\s+not|"
       r"am\s+not\s+able\s+to|'m\s+not\s+able\s+to|am\s+unable\s+to|'m\s+unable\s+to|"
       r"'m\s+not\s+allowed\s+to|am\s+not\s+allowed\s+to)\s+(?P<verb>lift|walk|run|drive|use|stand|"
       r"kneel|climb|bend|hear|travel|fly|access|install|swim|jump|carry|sit|type|chew|swallow|"
       r"squat|go\s+outside|leave\s+the\s+house|be\s+on\s+my\s+feet)\b(?P<rest>[^,.;!?]{0,40})",
       lambda m: _constraint(m, "cannot")),
    _r("can only", r"\b(?:i|we)\s+can\s+only\s+(?P<verb>work\s+out|exercise|cook|shop|train|study|"
       r"work|travel|meet|drive|walk|eat|use)\s+(?P<rest>[^,.;!?]{1,40})",
       lambda m: _constraint(m, "only")),
)

_NOTE: tuple[_Rule, ...] = (
    _r("remem|rember|forget|mind|note|reference|record",
       r"^(?:(?:please|pls|plz|kindly|just|also)\s+)*(?:(?:can|could|would|will)\s+you\s+"
       r"(?:please\s+)?)?(?P<m>remember|remeber|rember|don'?t\s+forget|do\s+not\s+forget|"
       r"never\s+forget|keep\s+in\s+mind|bear\s+in\s+mind|note\s+that|please\s+note|"
       r"make\s+a\s+note|take\s+note|for\s+future\s+reference|for\s+the\s+record|note\s+to\s+self)"
       r"\b\s*(?:that\b|:|,|-|—)?\s*(?P<body>.+)", _note),
)

# Each category's English rules, then its Chinese ones: the order the rules have always run in,
# and it matters, because a key is kept once per message and within a sentence the first rule to
# yield it wins.
_RULES: tuple[_Rule, ...] = (
    *_ALLERGY, *_ALLERGY_ZH, *_DIET, *_DIET_ZH, *_MEDICAL, *_MEDICAL_ZH, *_MEDICATION,
    *_MEDICATION_ZH, *_NAME, *_NAME_ZH, *_FAMILY, *_FAMILY_ZH, *_PET, *_PET_ZH, *_HOME, *_HOME_ZH,
    *_WORK, *_WORK_ZH, *_SCHEDULE, *_SCHEDULE_ZH, *_BUDGET, *_BUDGET_ZH, *_CONSTRAINT,
    *_CONSTRAINT_ZH, *_NOTE, *_NOTE_ZH,
)

# -- guards ------------------------------------------------------------------------------------
_SPLIT = re.compile(r"(?<=[.!?])\s+|(?<=[。！？；!?])|\n+|;\s*")
_FILLERS = re.compile(r"(?:(?:oh|ok|okay|so|and|also|btw|fyi|well|yeah|yes|um|uh|"
                      r"ugh|lol|anyway|anyways|update|actually|honestly|plus|ps|but|again)\b"
                      r"[\s,:!.-]*)*", _I)
_SKIP_SENT = re.compile(r"^(?:translate|write|rewrite|rephrase|paraphrase|summari[sz]e|draft|"
                        r"compose|spell|proofread|correct|generate|create|pretend|imagine|"
                        r"role-?play|suppose|act as|repeat)\b|\bas an ai\b", _I)
_QUESTION = re.compile(r"^(?:what|what's|whats|how|why|when|where|who|which|whose|is|are|am|do|"
                       r"does|did|can|could|should|would|will|was|were|has|have|may|might|"
                       r"isn't|aren't|doesn't|shall)(?![\w'’])|"
                       r"^(?:你|谁|什么|怎么|哪|是否|是不是)", _I)
_ZH_QUESTION = re.compile(r"[吗呢么][\s？?!！。]*$|？|什么|谁|怎么|哪里|哪儿|哪个|多少")
_HYPO = re.compile(r"\b(?:if|suppose|supposing|imagine|hypothetically|pretend|assuming|let's say|"
                   r"lets say|unless|whether|in case|wish|should i|would i|could i|might|"
                   r"thinking about|thinking of|considering|planning to|plan to|want to|wanna|"
                   r"hoping to|hope to|would like to|'d like to|when|once|not that|tell me|"
                   r"(?:friend|coworker|colleague|boss|neighbou?r|roommate|he|she|they)\s+"
                   r"(?:said|says|thinks|told me))\b|如果|假如|要是|假设|万一|想|打算|考虑|要不要|"
                   r"是否|会不会|能不能|可不可以|倘若|朋友|同事", _I)
_CLAUSE_END = re.compile(r"[,;:，；：]|\bbut\b", _I)
_QUOTES = '"“”「」'
_OTHERS_ZH = re.compile(r"朋友|同事|他们|她们|别人|邻居|老板")
_HAS_CJK = re.compile(f"[{_CJK}]")


def _lead(text: str) -> int:
    """Length of the filler words ("ok so btw ...") that open ``text``."""
    match = _FILLERS.match(text)
    return match.end() if match else 0


def _sentences(text: str) -> Iterable[str]:
    if len(text) > _HEAD + _TAIL:
        text = text[:_HEAD] + "\n" + text[-_TAIL:]
    for part in _SPLIT.split(text):
        part = part.strip() if part else ""
        while part:
            yield part[:_CHUNK]
            part = part[_CHUNK:].strip()


def _allowed(body: str, start: int, end: int) -> bool:
    """Whether a match at ``body[start:end]`` states a fact (no question, hypothetical, quote)."""
    clause_start = 0
    for boundary in _CLAUSE_END.finditer(body, 0, start):
        clause_start = boundary.end()
    nxt = _CLAUSE_END.search(body, start)
    clause = body[clause_start:nxt.start() if nxt else len(body)].strip()
    clause = clause[_lead(clause):]
    if _QUESTION.match(clause):
        return False
    if _HAS_CJK.search(clause) and (_ZH_QUESTION.search(clause) or
                                    _OTHERS_ZH.search(body, clause_start, end)):
        return False
    if _HYPO.search(body, clause_start, start):
        return False
    return sum(body.count(q, 0, start) for q in _QUOTES) % 2 == 0


class RuleExtractor:
    """Finds durable personal facts in user messages with rules (English and Chinese).

    Stateless and thread-safe; construct once and share. See the module docstring for what it
    treats as a fact and how keys are formed.
    """

    def extract(self, message: Message) -> list[FactStatement]:
        """The facts a user message states.

        Args:
            message: any message; only ``role == "user"`` messages are read.

        Returns:
            The statements found, in the order they appear (one per key and polarity);
            empty for other roles and for messages that state no fact.
        """
        if message.role != "user":
            return []
        return self.extract_text(message.text)

    def extract_text(self, text: str) -> list[FactStatement]:
        """The facts ``text`` states, as if a user had sent it.

        Args:
            text: the message text.

        Returns:
            The statements found (see :meth:`extract`).
        """
        found: list[tuple[int, int, FactStatement]] = []
        seen: set[tuple[str, bool]] = set()
        for n, sent in enumerate(_sentences(text)):
            body = sent[_lead(sent):]
            if _SKIP_SENT.search(body):
                continue
            low = body.casefold()
            for rule in _RULES:
                if not any(needle in low for needle in rule.needles):
                    continue
                for m in rule.pattern.finditer(body):
                    if not _allowed(body, m.start(), m.end()):
                        continue
                    try:
                        facts = list(rule.build(m))
                    except Exception:  # a rule's bug must never fail Memory.add
                        log.warning("fact rule %r failed on %r", rule.pattern.pattern[:60],
                                    body[:200], exc_info=True)
                        continue
                    for category, key, value, negated in facts:
                        key = " ".join(key.casefold().split())
                        if not value or key.endswith(":") or (key, negated) in seen:
                            continue
                        seen.add((key, negated))
                        found.append((n, m.start(), FactStatement(
                            category=category, key=key, value=value[:80].strip(), text=sent,
                            negated=negated)))
        allergens = {st.key.rsplit(":", 1)[-1] for _, _, st in found if st.category == "allergy"}
        found = [f for f in found if not (f[2].key.startswith("diet:no:") and
                                          f[2].key[8:] in allergens)]
        return [st for _, _, st in sorted(found, key=lambda f: (f[0], f[1]))]
