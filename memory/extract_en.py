"""English rules of the rule-based fact extractor (:mod:`convmem.extract`).

What lives here: the English rules, one tuple per category, and the few pattern fragments only
they share (subjects, adverbs). They fill the key slots described in :mod:`convmem.extract` with
the builders of :mod:`convmem.extract_rules` and pass through the guards in
:mod:`convmem.extract` (questions, hypotheticals, other people's facts are dropped).

Why the split is here: the rules, the vocabulary and the extractor together exceed 600 lines, and
the rules are the part that grows; :mod:`convmem.extract` keeps the combined table, the guards and
:class:`~convmem.extract.RuleExtractor`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from convmem.extract_rules import (
    _AMT,
    _AMT_ANY,
    _COND_ADJ,
    _COND_HEAD,
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
    _JOBS,
    _NOT_OBJ,
    _SPECIES,
    _SPECIES_WORDS,
    Found,
    _allergy,
    _allergy_within,
    _alt,
    _avoid,
    _budget,
    _constraint,
    _diet,
    _diet_switch,
    _family,
    _first_name,
    _g,
    _home,
    _med_switch,
    _medical,
    _medication,
    _name,
    _name_of,
    _note,
    _pet,
    _phrase,
    _place,
    _r,
    _Rule,
    _schedule,
    _slug,
    _work,
)

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
    _r("can|avoid|away", rf"\b{_WE}\s+(?:(?:really|just|absolutely|totally)\s+)?(?:can'?t|cannot|"
       r"can\s+not|shouldn'?t|mustn'?t|have\s+to\s+avoid|must\s+avoid|need\s+to\s+avoid|"
       r"stay\s+away\s+from)\s+(?:(?:eat|have|touch|drink|take|be\s+near|be\s+around|go\s+near)"
       r"\s+)?(?P<obj>[^,.;!?]+?)\s*(?:[,;-]|\b(?:or|because|since|as|cause|cuz|bc)\b)\s*"
       r"(?:else\s+)?(?:i\s+(?:\w+\s+)?(?:swell|break\s+out|get\s+hives|get\s+a\s+rash|go\s+into|"
       r"react|itch|can'?t\s+breathe|get\s+sick|throw\s+up|puke|vomit|end\s+up\s+in|get\s+(?:a|an)"
       r"\s+(?:\w+\s+)?reaction|have\s+(?:a|an)\s+(?:\w+\s+)?reaction)|it\s+(?:makes|gives)\s+me|"
       r"i'?m\s+allergic|i\s+am\s+allergic|my\s+(?:throat|lips?|tongue|face|mouth|skin|eyes|"
       r"airways?)\s+(?:\w+\s+)?(?:swells?|closes?|itch(?:es)?|tingles?|burns?|breaks?\s+out|"
       r"puffs?\s+up|goes\s+numb|tightens?))", _allergy_within),
    _r("hives|rash|swell|break out|reaction",
       r"\b(?:i|we)\s+(?:(?:always|usually|still|also)\s+)*(?:break\s+out\s+(?:in\s+(?:hives|a\s+rash|"
       r"spots))?|get\s+(?:hives|a\s+rash|a\s+reaction|an\s+allergic\s+reaction)|swell\s+up|"
       r"have\s+(?:a|an)\s+(?:allergic\s+)?reaction)\s+(?:if|when|whenever|every\s+time|after)\s+"
       r"(?:i|we)\s+(?:eat|have|touch|drink|take|use|get\s+near)\s+(?P<obj>[^,.;!?]+)", _allergy),
    # "my doctor confirmed it's a cashew allergy": the diagnosis names the user's allergy.
    _r("allerg",
       r"\b(?:(?:my|the)\s+(?:doctor|gp|allergist|dermatologist|tests?|results?|blood\s+work|"
       r"skin\s+test)|i|we)\s+(?:\w+\s+){0,2}?(?:confirmed|says|said|thinks|found\s+out|learned|"
       r"showed|shows|figured\s+out)\s+(?:that\s+)?(?:it'?s|it\s+is|it\s+was|i\s+have|i'?ve\s+got)"
       r"\s+(?:(?:a|an|some\s+kind\s+of|mild|severe|real|serious|full-blown)\s+)*"
       r"(?P<obj>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:allergy|allergies|intolerance)\b", _allergy),
)

_DIET: tuple[_Rule, ...] = (
    _r("veg|pesc|keto|paleo|halal|kosher|free|carb|fat|sodium|fodmap|plant|whole30|carniv|"
       "mediterr|fasting|flexit|lacto",
       r"\b(?:i'?m|im|i\s+am|we'?re|we\s+are|i'?ve|we'?ve|i|we)(?:\s+(?:been|also|now|still|"
       r"currently|recently|just|actually|always|mostly|strictly|eat|eating|keep|keeping|kept|follow|"
       r"following|do|doing|try|trying|am|on|went|go|gone|going|turned|became|become|started|"
       r"starting|stick\s+to|sticking\s+to|live|living|ate|not|no\s+longer|never|stopped|quit|"
       r"gave\s+up|used\s+to|be|being|don'?t|do\s+not|was|were|have|'ve|pretty\s+much|"
       r"basically|fully|strict|full|100%|a|an|only|mainly|largely|exclusively|generally|"
       r"usually|mostly\s+eat|only\s+eat|try\s+to|trying\s+to|to))*\s+"
       rf"(?P<diet>{_DIETS})(?:\s+diet)?\b(?!\s*(?:recipes?|dish(?:es)?|restaurants?|cookbook|"
       r"options?|version|alternatives?|friends?|lasagna|places?|menu|-curious|curious))", _diet),
    _r("veg|pesc|keto|paleo|halal|kosher|free|carb|plant",
       rf"^(?:not|no\s+longer|quit\s+being|stopped\s+being|gave\s+up\s+being|no\s+more|went|"
       rf"going|gone|been|fully|now|currently|strictly|still)\s+(?:a\s+|an\s+)?(?P<diet>{_DIETS})"
       r"\b", _diet),
    _r("diet", rf"\bmy\s+diet\s+is\s+(?:now\s+|mostly\s+|strictly\s+)?(?P<diet>{_DIETS})", _diet),
    # Terse updates after the opener is stripped: "Diet update: vegan from now on".
    _r("veg|pesc|keto|paleo|halal|kosher|free|carb|fat|sodium|fodmap|plant|whole30|carniv|"
       "mediterr|fasting|flexit|lacto",
       rf"^(?:diet(?:\s+(?:update|change))?\s*[:,-]\s*|new\s+diet\s*[:,-]\s*)?(?:going\s+|"
       rf"strictly\s+|fully\s+|now\s+)?(?P<diet>{_DIETS})(?:\s+diet)?\s+(?:from\s+now\s+on|now|"
       r"these\s+days|nowadays|going\s+forward|starting\s+(?:today|now|this\s+week|monday)|"
       r"for\s+me\s+now)\b", _diet),
    # "low-FODMAP didn't work for me" ends that diet.
    _r("work|suit|agree", r"(?:^|(?<=[,;:])\s*|\b(?:the|my)\s+)"
       rf"(?P<diet>{_DIETS})(?:\s+(?:diet|thing|plan))?\s+"
       r"(?P<neg>didn'?t|did\s+not|doesn'?t|does\s+not|wasn'?t|isn'?t)\s+(?:really\s+)?"
       r"(?:work|working|suit|agree)", _diet),
    _r("from", rf"\b(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|now)\s+)*(?:switched|"
       rf"changed|moved|went|gone|gone\s+over)\s+from\s+(?:a\s+|being\s+)?(?P<old>{_DIETS})"
       rf"(?:\s+diet)?\s+to\s+(?:a\s+|being\s+)?(?P<diet>{_DIETS})\b", _diet_switch),
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
       r"live\s+with|living\s+with|deal\s+with|dealing\s+with|dealt\s+with|struggling\s+with|"
       r"suffering\s+from|being\s+treated\s+for|diagnosed\s+with|recovering\s+from|managing|"
       r"developed|battling|fighting)\s+" + _COND_MOD + rf"(?P<cond>{_CONDS}|{_COND_HEAD})\b",
       _medical),
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
    _r("take|taking|took|on |using|use |inject|prescri|start|put me|switch|moved me|changed me|"
       "has me|have me|had me|keeps me|kept me|got me",
       r"(?:\b(?:i|we)(?:'m|m|\s+am|'ve\s+been|\s+have\s+been|\s+was|\s+just)?\s+(?:(?:also|still|"
       r"currently|now|already|just|recently|regularly|daily)\s+)*(?P<neg>not\s+|no\s+longer\s+)?"
       r"(?:(?:have|need|got|'ve\s+got)\s+to\s+|must\s+)?"
       r"(?:take|taking|on|using|use|inject|injecting|prescribed|been\s+prescribed|started|"
       r"started\s+on|starting|started\s+taking)|\b(?:put|started|switched|moved|changed|has|have|"
       r"had|keeps|kept|got)\s+me\s+(?:on|to|onto)|^(?:just\s+|recently\s+)?(?:started|starting|been)\s+(?:on|taking))\s+"
       rf"(?P<dose>{_DOSE}\s+(?:of\s+)?)?"
       r"(?:(?:a|an|the|my|some|daily|low[- ]dose|high[- ]dose)\s+)*"
       rf"(?P<drug>{_DRUGS}|{_DRUG_SUFFIX}|(?:[a-z]+\s+){{0,2}}(?:meds|medication|medications|"
       r"medicine|pills|tablets|inhaler|injections|shots|supplements?))\b", _medication),
    _r("stop|quit|off|no longer|don't|dont|do not|ditch|drop",
       r"\b(?:i|we)(?:'ve|\s+have|'m|m|\s+am)?\s+(?:(?:just|recently|finally|already)\s+)*"
       r"(?P<neg>stopped|quit|stop|came\s+off|come\s+off|got\s+off|went\s+off|no\s+longer\s+take|"
       r"don'?t\s+take|do\s+not\s+take|off|no\s+longer\s+on|ditched|dropped)\s+(?:taking\s+|"
       rf"using\s+)?(?:(?:the|my|a)\s+)*(?P<drug>{_DRUGS}|{_DRUG_SUFFIX})\b", _medication),
    _r("no more", rf"\bno\s+more\s+(?:(?:the|my)\s+)?(?P<drug>{_DRUGS}|{_DRUG_SUFFIX})\b"
       r"(?!\s+(?:than|left)\b)",
       lambda m: [(c, k, v, True) for c, k, v, _ in _medication(m)]),
    _r("off", r"\b(?:took|taken|take|taking|got|get|has|had)\s+me\s+(?P<neg>off)\s+(?:of\s+)?"
       rf"(?:(?:the|my)\s+)?(?P<drug>{_DRUGS}|{_DRUG_SUFFIX})\b", _medication),
    # Refills and running out say the user takes it: "I need to pick up more warfarin".
    _r("pick|refill|renew|pharmacy|prescription|running|ran out|run out|low on|out of|more ",
       r"\b(?:i|we)\b[^.;!?]{0,30}?\b(?:(?:pick(?:ed|ing)?\s+up|refill(?:ed|ing)?|renew(?:ed|ing)?|"
       r"collect(?:ed|ing)?|order(?:ed)?|re-?order(?:ed)?)\s+(?:more\s+|"
       r"another\s+(?:box|pack|bottle|round)\s+of\s+|a\s+refill\s+(?:of|for|on)\s+|my\s+)|"
       r"(?:running|ran|run|am\s+out|'m\s+out)\s+(?:low\s+on|out\s+of|of)\s+)(?:my\s+)?"
       rf"(?P<drug>{_DRUGS}|{_DRUG_SUFFIX})\b", _medication),
    _r("prescription|dose|dosage|refill", rf"\bmy\s+(?P<drug>{_DRUGS}|{_DRUG_SUFFIX})\s+"
       r"(?:prescription|dose|dosage|refill|tablets|pills)\b", _medication),
    # A switch ends the old drug and starts the new one.
    _r("from|swap|replac|instead", r"(?:\b(?:i|we)(?:'ve|\s+have|'m|\s+am)?\s+(?:(?:just|recently|"
       r"finally|now|been)\s+)*(?:switched|switching|changed|changing|moved|went|gone|swapped|"
       r"swapping)|\b(?:switched|changed|moved|swapped|taken|took|got)\s+me)\s+(?:over\s+)?from\s+"
       rf"(?:(?:the|my)\s+)?(?P<old>{_DRUGS}|{_DRUG_SUFFIX})\s+(?:over\s+)?to\s+(?:(?:the|my)\s+)?"
       rf"(?P<drug>{_DRUGS}|{_DRUG_SUFFIX})\b|\b(?:swapped|switched|replaced|traded|changed)\s+"
       rf"(?:out\s+)?(?:my\s+|the\s+)?(?P<old2>{_DRUGS}|{_DRUG_SUFFIX})\s+(?:for|with)\s+"
       rf"(?P<drug2>{_DRUGS}|{_DRUG_SUFFIX})\b|\b(?:on|taking|take|using)\s+(?P<drug3>{_DRUGS}|"
       rf"{_DRUG_SUFFIX})\s+(?:now\s+)?instead\s+of\s+(?:my\s+|the\s+)?(?P<old3>{_DRUGS}|"
       rf"{_DRUG_SUFFIX})\b", _med_switch),
)

_NAME: tuple[_Rule, ...] = (
    _r("name", r"\bmy\s+name(?:'s|\s+is)\s+(?:actually\s+|now\s+|still\s+|also\s+|just\s+)?"
       r"(?P<n>[a-zà-ÿ][\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2})", _name),
    _r("name's", r"^name'?s\s+(?P<n>[a-z][\w'-]*)", _name),
    _r("call", r"\b(?:call|calls)\s+me\s+(?P<n>[a-z][\w'-]*)", _name),
    _r("go by|going by|went by", r"\b(?i:i(?:'ve|\s+have|'m|\s+am)?\s+(?:(?:now|just|started|"
       r"also|always|recently)\s+)*(?:go|going|went|gone)\s+by(?:\s+my\s+(?:middle|first|last|"
       r"nick|maiden|given|full|real|second)\s*name)?)\s*,?\s+(?P<n>[A-Z][\w'-]*)", _name, flags=0),
    _r("called", r"\b(?:prefer|like|want)\s+to\s+be\s+called\s+(?P<n>[a-z][\w'-]*)", _name),
    _r("here", r"^(?i:(?:hi|hello|hey|hiya)(?:\s+there)?[\s,!.]+)(?P<n>[A-Z][a-z]+)\s+here"
       r"(?=\s*(?:[,.!;:]|$|\s-))",
       _name, flags=0),
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
    # "Rosa, my sister, ...": the name first, at the start of the sentence; the comma is required
    # ("Marrying my partner" is not a name).
    _r(", my |, our ", rf"^(?P<name>[A-Z][a-z]+),\s+(?i:my|our)\s+(?P<rel>(?i:{_FAM}))\b",
       lambda m: _family(m) if _first_name(_g(m, "name")) else (), flags=0),
    _r("married|divorc|engaged|separated", r"\b(?:i|we)\s+(?:(?:just|recently|finally|officially)"
       r"\s+)*got\s+(?P<st>married|divorced|engaged|separated)\b",
       lambda m: [("family", "family:status", _g(m, "st").casefold(), False)]),
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
       rf"(?P<sp>{_SPECIES}s?)\b(?:\s+(?:named|called)\s+(?P<name>[a-z][\w-]*))?", _pet),
    # "Kingsley, my cat, knocked a glass off": the name first, at the start of the sentence.
    _r(", my |, our ", r"^(?P<name>[A-Z][a-z]+),\s+(?i:my|our)\s+(?:(?i:little|old|new|big|sweet|"
       rf"rescue|senior|baby)\s+)*(?P<sp>(?i:{_SPECIES}))\b",
       lambda m: _pet(m) if _first_name(_g(m, "name")) else (), flags=0),
)

_HOME: tuple[_Rule, ...] = (
    _r("liv|based|resid|moved|relocat|settled",
       r"\b(?:(?:i|we)(?:'m|m|'re|\s+am|\s+are|'ve|\s+have|'ve\s+been|\s+have\s+been)?|but|and)"
       r"(?:\s+(?:currently|now|still|also|just|actually|recently|already|finally))*\s+(?:live|"
       r"living|(?<=ve\s)lived|reside|residing|based|moved|relocated|settled)\s+"
       r"(?:back\s+|just\s+|right\s+)?(?:(?:all\s+the\s+way\s+)?from\s+(?:[\w'-]+\s+){1,3}?(?=to\s))?"
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
    _r("home", r"^(?:my\s+|our\s+)?home(?:'s|\s+(?:for\s+(?:me|us)\s+|base\s+)?(?:(?:these\s+days"
       rf"|now|nowadays)\s+)?is)\s+(?:now\s+|still\s+)?{_PLACE}", _home),
    _r("born and", r"\b(?:i\s+was|i'?m|we\s+were)\s+born\s+and\s+(?:raised|bred)\s+in\s+"
       r"(?P<place>[^,.;!?\n]+)", lambda m: [("home", "home:origin", _place(_g(m, "place")), False)]
       if _place(_g(m, "place")) else []),
    _r("in |from ", r"\b(?i:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:(?i:currently|now|still|"
       r"actually|also|originally)\s+)*(?P<prep>(?i:in|from))\s+(?P<place>[A-Z][\w'-]+"
       r"(?:\s+[A-Z][\w'-]+){0,2})\b(?!\s+(?i:for|on\s+(?:vacation|holiday|business)|this\s+week|"
       r"until|till|visiting|right\s+now|at\s+the\s+moment))", _home, flags=0),
)

_WORK: tuple[_Rule, ...] = (
    _r("work", r"\b(?:i|we)(?:'m|m|\s+am|'re|\s+are|'ve\s+been|\s+have\s+been)?\s+(?:(?:currently|"
       r"now|still|also|actually|just|mainly|mostly)\s+)*(?:work|working|am\s+working)\s+"
       r"(?:(?:full[- ]time|part[- ]time|remotely|from\s+home)\s+)?(?P<prep>as\s+(?:a|an)|as|at|"
       r"for|in)\s+(?P<obj>[^,.;!?]+)",
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
    # "I started as a paralegal", "I became a nurse", "I got promoted to head chef".
    _r("start|began|begun|became|become|promoted|job as",
       r"\b(?:i|we)(?:'ve|\s+have|'m|\s+am|\s+was|\s+just)?\s+(?:(?:just|recently|finally|now|"
       r"officially)\s+)*(?:started|start|starting|began|begun|became|become|got\s+promoted|"
       r"was\s+promoted|been\s+promoted|got\s+(?:a|the)\s+(?:new\s+)?job)\s+(?:(?:work(?:ing)?|"
       r"a\s+(?:new\s+)?job|my\s+new\s+job|out)\s+)?(?:as|to)\s+(?:an?\s+|the\s+)?"
       rf"(?P<mods>(?:[\w-]+\s+){{0,2}}?)(?P<job>{_JOBS})\b(?:\s+(?P<prep>at|for|with)\s+"
       r"(?P<emp>[^,.;!?]+))?", _work),
    _r("quit|left|lost|fired|laid off|let go|resign",
       r"\b(?:i|we)\s+(?:(?:just|recently|finally)\s+)*(?:(?P<neg>quit|left|lost|resigned\s+from)"
       r"\s+(?:my\s+)?(?:(?:old|current|last|previous|day|full-time|part-time)\s+)?(?:job|position|"
       r"role|gig)\b(?:\s+(?:at|with|in)\s+(?P<emp>[^,.;!?]+))?|"
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
       r"our)|i\s+got\s+(?:a|an)|i\s+have|(?:i|we)(?:'ve|\s+have)?\s+(?:(?:finally|just|already|"
       r"now)\s+)*(?:booked|scheduled|made|set\s+up|arranged|got)\s+(?:a|an|my|our|the))\s+"
       r"(?P<q>(?:[\w'-]+\s+){0,3}?)"
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
    _r("spend|afford|pay|go |stretch|manage",
       r"(?:\b(?:i|we)\s+(?:(?:can|could)\s+(?:now\s+|only\s+|just\s+|probably\s+)?(?:spend|afford|"
       r"pay|do|stretch\s+(?:to|as\s+far\s+as)|go\s+(?:up\s+)?to|go\s+as\s+high\s+as|manage)|(?:can'?t|"
       r"cannot|can\s+not|won'?t|don'?t\s+want\s+to|'d\s+rather\s+not)\s+(?:spend|pay|go)\s+"
       r"(?:more\s+than|over|above|beyond|past))|^(?:can'?t|cannot)\s+(?:go|spend|pay)\s+"
       r"(?:above|over|more\s+than|beyond))\s+(?:up\s+to\s+|at\s+most\s+|a\s+max\s+of\s+|max\s+|"
       rf"maybe\s+|about\s+|around\s+|roughly\s+|no\s+more\s+than\s+|like\s+)?(?P<amt>{_AMT})",
       _budget),
    _r("have|got", r"\b(?:i|we)\s+(?:only\s+)?(?:have|'ve\s+got|got)\s+(?:only\s+|about\s+|"
       rf"around\s+|roughly\s+|maybe\s+|just\s+|like\s+)?(?P<amt>{_AMT})\s+(?:to\s+spend|"
       r"to\s+work\s+with|for|left|in\s+total|total|budget)", _budget),
    _r("aside|saved|earmark|allocat|budgeted",
       r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|already|finally|now|also)\s+)*(?:set\s+aside|"
       r"put\s+aside|saved(?:\s+up)?|earmarked|allocated|budgeted)\s+(?:about\s+|around\s+|"
       rf"roughly\s+|maybe\s+|up\s+to\s+|exactly\s+)?(?P<amt>{_AMT})\s+(?:for|towards?|to\s+spend)\b",
       _budget),
    _r("max|limit|cap|ceiling", r"\bmy\s+(?:max|maximum|limit|spending\s+limit|price\s+limit|cap|"
       rf"ceiling)\s+is\s+(?:about\s+|around\s+)?(?P<amt>{_AMT_ANY})", _budget),
    _r("keep|stay|remain", r"\b(?:(?:i|we)(?:'d|\s+would)?\s+(?:like|want|need|have|prefer|try)\s+"
       r"to\s+|trying\s+to\s+|try\s+to\s+)?(?:keep\s+(?:it|things|costs|spending|the\s+cost|"
       r"the\s+total)|stay|remain)\s+(?:under|below|within|to|at\s+most|less\s+than)\s+"
       rf"(?P<amt>{_AMT})", _budget),
)

_FEARS = ("heights|flying|planes|water|deep water|open water|the water|the ocean|the sea|needles|"
          "blood|spiders|snakes|dogs|crowds|crowded places|enclosed spaces|small spaces|"
          "tight spaces|confined spaces|the dark|elevators|lifts|boats|bridges|tunnels|driving|"
          "highways|public speaking|horses|bees|wasps|birds|clowns|escalators|cable cars|"
          "roller coasters|rollercoasters|fire|thunder|germs")
_FEAR = _alt(_FEARS)
_AID = (r"wheelchair|walker|walking\s+frame|cane|walking\s+stick|crutches|mobility\s+scooter|"
        r"hearing\s+aids?|guide\s+dog")


def _fear(m: re.Match[str]) -> Iterable[Found]:
    what = " ".join((_g(m, "what") or _g(m, "what2")).casefold().split())
    if what:
        yield "constraint", f"constraint:fear:{what.replace(' ', '-')}", f"fear of {what}", False
        return
    state = " ".join((_g(m, "phob") or _g(m, "sick")).casefold().split())
    yield "constraint", "constraint:" + re.sub(r"[\s-]+", "", state), state, False


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
    # Fears and phobias limit what the user will do: "I'm terrified of heights".
    _r("afraid|scared|terrified|frightened|petrified|fear|phobi|claustro|agoraphob",
       r"\b(?:(?:i'?m|im|i\s+am|i've\s+(?:always\s+)?been|i\s+have\s+(?:always\s+)?been|i\s+get)"
       rf"\s+{_ADV}(?:(?:terrified|scared|afraid|frightened|petrified|phobic)\s+of\s+(?P<what>{_FEAR})"
       r"|(?P<phob>claustrophobic|agoraphobic|acrophobic))|i\s+(?:have|'ve\s+got|got)\s+(?:a|an)\s+"
       r"(?:(?:real|serious|bad|big|huge|crippling|severe|major|irrational|massive)\s+)*(?:fear|"
       rf"phobia)\s+of\s+(?P<what2>{_FEAR}))\b", _fear),
    _r("sick|motion", r"\b(?:i'?m|im|i\s+am|i\s+get|i\s+got|i\s+feel)\s+(?:(?:very|really|super|"
       r"so|quite|always|easily|pretty|badly)\s+)*(?P<sick>(?:sea|car|air|motion|travel)[- ]?sick)"
       r"|\bi\s+(?:get|suffer\s+from|have)\s+(?:(?:really|very|bad|terrible|awful|severe)\s+)*"
       r"(?P<phob>motion\s+sickness)\b", _fear),
    _r("wheelchair|walker|frame|cane|stick|crutches|scooter|hearing aid|guide dog",
       r"\b(?:i|we)\s+(?:(?:also|now|still|always|mostly|usually|currently)\s+)*(?:use|am\s+in|"
       r"'m\s+in|rely\s+on|need|get\s+around\s+(?:in|with|on)|walk\s+with)\s+(?:a\s+|an\s+|my\s+)?"
       rf"(?P<aid>{_AID})\b",
       lambda m: [("constraint", "constraint:aid:" + _slug(_g(m, "aid")),
                   "uses " + " ".join(_g(m, "aid").split()), False)]),
    _r("drive|swim|ride", r"\b(?:i|we)\s+(?:(?:just|really|still|actually)\s+)*(?:don'?t|do\s+not|"
       r"never)\s+(?:know\s+how\s+to\s+)?(?P<verb>drive|swim|ride\s+a\s+bike)"
       r"(?=\s*(?:[,.;!?]|$|\s(?:so|and|but|because|at\s+all|myself|either)\b))",
       lambda m: [("constraint", f"constraint:cannot:{_slug(_g(m, 'verb'))}",
                   "can't " + " ".join(_g(m, "verb").split()), False)]),
)

_NOTE: tuple[_Rule, ...] = (
    _r("remem|rember|forget|mind|note|reference|record",
       r"^(?:(?:please|pls|plz|kindly|just|also)\s+)*(?:(?:can|could|would|will)\s+you\s+"
       r"(?:please\s+)?)?(?P<m>remember|remeber|rember|don'?t\s+forget|do\s+not\s+forget|"
       r"never\s+forget|keep\s+in\s+mind|bear\s+in\s+mind|note\s+that|please\s+note|"
       r"make\s+a\s+note|take\s+note|for\s+future\s+reference|for\s+the\s+record|note\s+to\s+self)"
       r"\b\s*(?:that\b|:|,|-|—)?\s*(?P<body>.+)", _note),
)
