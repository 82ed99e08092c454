"""English rules of the rule-based fact extractor (:mod:`convmem.facts.rules`), health: allergies,
diets, medical conditions and medications, one tuple per category.

They fill the key slots described in :mod:`convmem.facts.rules` with the builders of
:mod:`convmem.facts.builders` and pass through the guards in :mod:`convmem.facts.rules`
(questions, hypotheticals, other people's facts are dropped). The other English categories are
in :mod:`convmem.facts.rules_en_life`.
"""

from __future__ import annotations

import re

from convmem.facts.builders import (
    allergy_fact,
    allergy_within,
    avoid_fact,
    diet_fact,
    diet_switch_fact,
    med_switch_fact,
    medical_fact,
    medication_fact,
)
from convmem.facts.vocabulary import (
    ADV,
    ALLERGIC,
    CLOSE,
    COND_ADJ,
    COND_HEAD,
    COND_MOD,
    CONDS,
    DIETS,
    DOSE,
    DRUG_SUFFIX,
    DRUGS,
    FAM,
    FOODS,
    HERE,
    HERE_OPEN,
    I_AM,
    NAMED,
    OBJ,
    PREGNANCY_STATUS,
    SUBJ,
    WE,
    Rule,
    rule,
)

# An allergy outgrown that came back is current: "I outgrew my peanut allergy as a kid, but it
# came back", "…, or so I thought".
_CAME_BACK = re.compile(r"\b(?:came|come|coming)\s+back\b|\bit['’]?s\s+back\b|\breturned\b|"
                        r"\bback\s+again\b|\bor\s+so\s+(?:i|we)\s+thought\b", re.IGNORECASE)

ALLERGY: tuple[Rule, ...] = (
    # ("isn't" and "aren't" end it, "wasn't" and "weren't" tell the past; "isn't just allergic
    # to eggs" keeps it)
    rule("allerg|alergi", rf"\b{SUBJ}(?:\s+|(?:(?<=\sis)|(?<=\sare)|(?<=['’]re))(?=n['’]t\s))"
       r"(?P<neg>n['’]t\s+(?!(?:just|only|very|so|super|that|too|as|even)\s)|not\s+|"
       rf"no\s+longer\s+|never\s+been\s+)?{ADV}{ALLERGIC}\s+to\s+{OBJ}", allergy_fact),
    # "I outgrew my peanut allergy", "my son Tom has outgrown his egg allergy": it ended.
    rule("outgr|grew out|grown out",
       rf"\b(?:(?P<who>(?:my|our)\s+{FAM}){NAMED}|(?:i|we)(?:['’]ve)?)\s+(?:(?:have|has|"
       r"finally|just|already|mostly|completely|totally)\s+)*(?:outgr(?:ew|own)|gr[eo]wn?\s+out"
       r"\s+of)\s+(?:my|his|her|their|our|the|a|an)\s+(?:(?:childhood|early|old|baby|infant)\s+)?"
       r"(?P<obj>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:allergy|allergies|intolerance)\b",
       lambda m: allergy_fact(m, negated=not _CAME_BACK.search(m.string, m.end()))),
    rule("allerg|alergi",
         rf"^(?:severely\s+|very\s+|also\s+)?{ALLERGIC}\s+to\s+{OBJ}", allergy_fact),
    rule("allerg|intoleran|sensitiv",
       rf"\b(?:(?P<who>my\s+{FAM}){NAMED}\s+(?:has|had|'s\s+got|has\s+got|got)\s+|{WE}\s+(?:have|"
       r"'ve\s+got|ve\s+got|have\s+got|got|had|suffer\s+from|live\s+with)\s+|"
       r"(?<!outgrew\s)(?<!outgrown\s)(?<!out\sof\s)(?:my|our)\s+)"
       r"(?:(?:a|an|the|some|severe|really|very|bad|mild|serious|slight|life[- ]threatening|"
       r"deadly|major|minor|terrible|pretty|horrible|strong|huge|massive|known|diagnosed)\s+)*"
       r"(?!(?:[\w-]+\s+){0,2}(?:outgr|grew\b|grown\b))(?P<obj>[a-z][\w-]*(?:\s+[a-z][\w-]*)"
       r"{0,2}?)\s+(?:allergy|allergies|intolerance|intolerances|sensitivity)\b", allergy_fact),
    rule("intolerant", rf"\b{I_AM}\s+{ADV}(?P<obj>[a-z]+)[\s-]+intolerant\b", allergy_fact),
    rule("intolerant", rf"\b{I_AM}\s+{ADV}intolerant\s+(?:to|of)\s+{OBJ}", allergy_fact),
    rule("no ", rf"\bno\s+(?P<obj>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?:\s+for\s+(?:me|us))?\s*"
       rf"(?:please|pls|plz)?\s*[,.;!–—-]+\s*(?:(?:i'?m|im|i\s+am)\s+{ADV})?{ALLERGIC}\b"
       r"(?!\s+to\b)", allergy_fact),
    rule("give|gave|make|made|agree",
       r"(?P<obj>\b[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:(?:give|gives|gave|giving)\s+(?:me|"
       r"my\s+\w+)\s+(?:hives|a\s+rash|rashes|an?\s+(?:allergic\s+)?reaction|reactions|eczema|"
       r"anaphylaxis|swelling|welts)|(?:make|makes|made)\s+(?:me|my\s+(?:throat|mouth|lips|"
       r"tongue|face|skin|eyes))\s+(?:break\s+out|swell|itch|itchy|tingle|tingly|puffy|wheeze|"
       r"burn|close\s+up|get\s+hives|go\s+into\s+anaphylaxis)|(?:doesn'?t|don'?t|does\s+not|"
       r"do\s+not)\s+agree\s+with\s+me)", allergy_fact),
    rule("can|avoid|away", rf"\b{WE}\s+(?:(?:really|just|absolutely|totally)\s+)?(?:can'?t|cannot|"
       r"can\s+not|shouldn'?t|mustn'?t|have\s+to\s+avoid|must\s+avoid|need\s+to\s+avoid|"
       r"stay\s+away\s+from)\s+(?:(?:eat|have|touch|drink|take|be\s+near|be\s+around|go\s+near)"
       r"\s+)?(?P<obj>[^,.;!?]+?)\s*(?:[,;-]|\b(?:or|because|since|as|cause|cuz|bc)\b)\s*"
       r"(?:else\s+)?(?:i\s+(?:\w+\s+)?(?:swell|break\s+out|get\s+hives|get\s+a\s+rash|go\s+into|"
       r"react|itch|can'?t\s+breathe|get\s+sick|throw\s+up|puke|vomit|end\s+up\s+in|get\s+(?:a|an)"
       r"\s+(?:\w+\s+)?reaction|have\s+(?:a|an)\s+(?:\w+\s+)?reaction)|it\s+(?:makes|gives)\s+me|"
       r"i'?m\s+allergic|i\s+am\s+allergic|my\s+(?:throat|lips?|tongue|face|mouth|skin|eyes|"
       r"airways?)\s+(?:\w+\s+)?(?:swells?|closes?|itch(?:es)?|tingles?|burns?|breaks?\s+out|"
       r"puffs?\s+up|goes\s+numb|tightens?))", allergy_within),
    rule("hives|rash|swell|break out|reaction",
       r"\b(?:i|we)\s+(?:(?:always|usually|still|also)\s+)*(?:break\s+out\s+(?:in\s+(?:hives|a\s+rash|"
       r"spots))?|get\s+(?:hives|a\s+rash|a\s+reaction|an\s+allergic\s+reaction)|swell\s+up|"
       r"have\s+(?:a|an)\s+(?:allergic\s+)?reaction)\s+(?:if|when|whenever|every\s+time|after)\s+"
       r"(?:i|we)\s+(?:eat|have|touch|drink|take|use|get\s+near)\s+(?P<obj>[^,.;!?]+)",
       allergy_fact),
    # "my doctor confirmed it's a cashew allergy": the diagnosis names the user's allergy.
    rule("allerg",
       r"\b(?:(?:my|the)\s+(?:doctor|gp|allergist|dermatologist|tests?|results?|blood\s+work|"
       r"skin\s+test)|i|we)\s+(?:\w+\s+){0,2}?(?:confirmed|says|said|thinks|found\s+out|learned|"
       r"showed|shows|figured\s+out)\s+(?:that\s+)?(?:it'?s|it\s+is|it\s+was|i\s+have|i'?ve\s+got)"
       r"\s+(?:(?:a|an|some\s+kind\s+of|mild|severe|real|serious|full-blown)\s+)*"
       r"(?P<obj>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:allergy|allergies|intolerance)\b",
       allergy_fact),
)

DIET: tuple[Rule, ...] = (
    rule("veg|pesc|keto|paleo|halal|kosher|free|carb|fat|sodium|fodmap|plant|whole30|carniv|"
       "mediterr|fasting|flexit|lacto",
       r"\b(?:i'?m|im|i\s+am|we'?re|we\s+are|i'?ve|we'?ve|i|we)(?:\s+(?:been|also|now|still|"
       r"currently|recently|just|actually|always|mostly|strictly|eat|eating|keep|keeping|kept|follow|"
       r"following|do|doing|try|trying|am|on|went|go|gone|going|turned|became|become|started|"
       r"starting|stick\s+to|sticking\s+to|live|living|ate|not|no\s+longer|never|stopped|quit|"
       r"gave\s+up|used\s+to|be|being|don'?t|do\s+not|was|were|have|'ve|pretty\s+much|"
       r"basically|fully|strict|full|100%|a|an|only|mainly|largely|exclusively|generally|"
       r"usually|mostly\s+eat|only\s+eat|try\s+to|trying\s+to|to))*\s+"
       rf"(?P<diet>{DIETS})(?:\s+diet)?\b(?!\s*(?:recipes?|dish(?:es)?|restaurants?|cookbook|"
       r"options?|version|alt?|friends?|lasagna|places?|menu|-curious|curious|bakery|bakeries|"
       r"caf[eé]s?|shops?|spots?|joints?|bars?|markets?|festivals?|fairs?|diners?|bistros?))",
       diet_fact),
    rule("veg|pesc|keto|paleo|halal|kosher|free|carb|plant",
       rf"^(?:not|no\s+longer|quit\s+being|stopped\s+being|gave\s+up\s+being|no\s+more|went|"
       rf"going|gone|been|fully|now|currently|strictly|still)\s+(?:a\s+|an\s+)?(?P<diet>{DIETS})"
       r"\b", diet_fact),
    rule("here", rf"{HERE_OPEN}(?P<diet>{DIETS}){HERE}", diet_fact),
    rule("diet",
         rf"\bmy\s+diet\s+is\s+(?:now\s+|mostly\s+|strictly\s+)?(?P<diet>{DIETS})", diet_fact),
    # Terse updates after the opener is stripped: "Diet update: vegan from now on".
    rule("veg|pesc|keto|paleo|halal|kosher|free|carb|fat|sodium|fodmap|plant|whole30|carniv|"
       "mediterr|fasting|flexit|lacto",
       rf"^(?:diet(?:\s+(?:update|change))?\s*[:,-]\s*|new\s+diet\s*[:,-]\s*)?(?:going\s+|"
       rf"strictly\s+|fully\s+|now\s+)?(?P<diet>{DIETS})(?:\s+diet)?\s+(?:from\s+now\s+on|now|"
       r"these\s+days|nowadays|going\s+forward|starting\s+(?:today|now|this\s+week|monday)|"
       r"for\s+me\s+now)\b", diet_fact),
    # "low-FODMAP didn't work for me" ends that diet.
    rule("work|suit|agree", r"(?:^|(?<=[,;:])\s*|\b(?:the|my)\s+)"
       rf"(?P<diet>{DIETS})(?:\s+(?:diet|thing|plan))?\s+"
       r"(?P<neg>didn'?t|did\s+not|doesn'?t|does\s+not|wasn'?t|isn'?t)\s+(?:really\s+)?"
       r"(?:work|working|suit|agree)", diet_fact),
    rule("from", rf"\b(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|recently|finally|now)\s+)*(?:switched|"
       rf"changed|moved|went|gone|gone\s+over)\s+from\s+(?:a\s+|being\s+)?(?P<old>{DIETS})"
       rf"(?:\s+diet)?\s+to\s+(?:a\s+|being\s+)?(?P<diet>{DIETS})\b", diet_switch_fact),
    rule("eat|drink|touch|avoid|gave|give|given|stop|quit|cut|no ",
       r"\b(?:i|we)\s+(?:(?:also|really|just|still|now|try\s+to|usually|generally|strictly|"
       r"totally|completely)\s+)*(?:don'?t|do\s+not|never|no\s+longer|won'?t|avoid|gave\s+up|"
       r"give\s+up|have\s+given\s+up|'ve\s+given\s+up|stopped|quit|cut\s+out|cut|'ve\s+cut\s+out|"
       r"have\s+cut\s+out|refuse\s+to)\s+(?:(?:eating|eat|drinking|drink|touch|having|consuming|"
       rf"consume|any)\s+)*(?P<food>{FOODS})\b", avoid_fact),
    rule("no ", rf"\bno\s+(?P<food>{FOODS})\s+for\s+(?:me|us)\b", avoid_fact),
)

COND_ADJ_NEEDLES = ("diabet|asthma|epilep|anemi|anaemi|autis|celiac|coeliac|thyroid|pregnan|deaf|"
                    "blind|immun|bipolar|dyslex|insulin|hearing|remission|impaired|dialysis|"
                    "breastfeed|postpartum|menopaus|wheelchair|survivor")

# A close relative as the subject ("my older sister"), in the group ``who`` (see builders._who).
CLOSE_WHO = (rf"(?P<who>(?:my|our)\s+(?:(?:little|older|younger|baby|teenage)\s+)?(?:{CLOSE}))"
             rf"{NAMED}")

MEDICAL: tuple[Rule, ...] = (
    rule("have|had|'ve|got|get|suffer|struggl|live|deal|diagnos|recover|treat|develop|battl|fight",
       r"\b(?:i|we)(?:'ve|'d|\s+have|\s+had|\s+was|\s+were|'m|\s+am|m)?(?:\s+(?:also|still|"
       r"recently|just|always|actually|now|been))*\s+(?P<neg>don'?t\s+|do\s+not\s+|no\s+longer\s+|"
       r"never\s+)?(?:have|has|had|got|get|gotten|suffer(?:ed)?\s+from|struggle[d]?\s+with|"
       r"live\s+with|living\s+with|deal\s+with|dealing\s+with|dealt\s+with|struggling\s+with|"
       r"suffering\s+from|being\s+treated\s+for|diagnosed\s+with|recovering\s+from|managing|"
       r"developed|battling|fighting)\s+" + COND_MOD + rf"(?P<cond>{CONDS}|{COND_HEAD})\b",
       medical_fact),
    rule(COND_ADJ_NEEDLES,
       rf"\b(?:i'?m|im|i\s+am|i've\s+been|i\s+have\s+been)\s+(?:not\s+|no\s+longer\s+)?(?:(?:also|"
       r"still|now|currently|actually|borderline|type\s*(?:1|2|one|two|i|ii)|t[12]|"
       r"\d+\s+(?:months?|weeks?)|(?:a\s+)?(?:few|couple\s+of)\s+(?:months|weeks))\s+)*"
       rf"(?P<cond>{COND_ADJ})\b", medical_fact),
    rule("here", HERE_OPEN + r"(?:(?:type\s*(?:1|2|one|two)|t[12])\s+)?"
         rf"(?P<cond>{COND_ADJ}){HERE}", medical_fact),
    # Without a subject, dated: "registered blind as of last year", "coeliac since I was 12".
    rule(COND_ADJ_NEEDLES, r"^(?:(?:been|now|also)\s+)?"
         rf"(?P<cond>{COND_ADJ})\s+(?:since|as\s+of|for\s+(?:\w+\s+)?(?:years|months))\b",
         medical_fact),
    # A close relative's condition, filed as theirs ("my sister's coeliac", "my dad has
    # diabetes": medical:sister:coeliac): the user's family fact, which a recipe for them needs.
    rule(COND_ADJ_NEEDLES,
         rf"\b{CLOSE_WHO}"
         r"(?:'s|\s+is|\s+was|\s+has\s+been|'s\s+been)\s+(?:not\s+|no\s+longer\s+)?"
         r"(?:(?:also|still|now|currently|actually|borderline|severely|profoundly|partially|"
         rf"type\s*(?:1|2|one|two)|t[12])\s+)*(?P<cond>{COND_ADJ})\b", medical_fact),
    rule("has|had|got|diagnos|live|suffer",
         rf"\b{CLOSE_WHO}"
         r"(?:\s+(?:also|still|now|actually))?\s+(?:has|had|'s\s+got|has\s+got|got|"
         r"(?:was|'s\s+been|has\s+been|got)\s+diagnosed\s+with|lives\s+with|suffers\s+from)\s+"
         + COND_MOD + rf"(?P<cond>{CONDS})\b", medical_fact),
    # "I'm 8 weeks along": a pregnancy, keyed as "I'm pregnant" is.
    rule("along", r"\b(?:i'?m|im|i\s+am)\s+(?:now\s+|only\s+|almost\s+|nearly\s+|about\s+|just\s+)?"
       r"(?P<mod>(?:\d+|[a-z]+)(?:\s+and\s+a\s+half)?\s+(?:weeks?|months?))\s+along\b"
       r"(?!\s+(?:in|into|through|with|the|on|at|my|our|your|a|an)\b)",
       lambda m: [("pregnancy", PREGNANCY_STATUS, f"pregnant ({m.group('mod')} along)", False)]),
    rule("diagnos", r"\b(?:i\s+(?:was|got|have\s+been|'ve\s+been|'m|am)\s+(?:just\s+|recently\s+|"
       r"finally\s+|officially\s+)?diagnosed\s+with|diagnosed\s+me\s+with)\s+" + COND_MOD +
       r"(?P<cond>[a-z][\w'-]*(?:\s+(?!last\b|this\b|in\b|when\b|at\b|and\b|but\b|so\b|a\b|"
       r"recently\b|yesterday\b|two\b|three\b)[a-z][\w'-]*){0,2})", medical_fact),
)

MEDICATION: tuple[Rule, ...] = (
    rule("take|taking|took|on |using|use |inject|prescri|start|put me|switch|moved me|changed me|"
       "has me|have me|had me|keeps me|kept me|got me",
       r"(?:\b(?:i|we)(?:'m|m|\s+am|'ve\s+been|\s+have\s+been|\s+was|\s+just)?\s+(?:(?:also|still|"
       r"currently|now|already|just|recently|regularly|daily)\s+)*(?P<neg>not\s+|no\s+longer\s+)?"
       r"(?:(?:have|need|got|'ve\s+got)\s+to\s+|must\s+)?"
       r"(?:take|taking|on|using|use|inject|injecting|prescribed|been\s+prescribed|started|"
       r"started\s+on|starting|started\s+taking)|\b(?:put|started|switched|moved|changed|has|have|"
       r"had|keeps|kept|got)\s+me\s+(?:on|to|onto)|^(?:just\s+|recently\s+)?(?:started|starting|been)\s+(?:on|taking))\s+"
       rf"(?P<dose>{DOSE}\s+(?:of\s+)?)?"
       r"(?:(?:a|an|the|my|some|daily|low[- ]dose|high[- ]dose)\s+)*"
       rf"(?P<drug>{DRUGS}|{DRUG_SUFFIX}|(?:[a-z]+\s+){{0,2}}(?:meds|medication|medications|"
       r"medicine|pills|tablets|inhaler|injections|shots|supplements?))\b", medication_fact),
    rule("stop|quit|off|no longer|don't|dont|do not|ditch|drop",
       r"\b(?:i|we)(?:'ve|\s+have|'m|m|\s+am)?\s+(?:(?:just|recently|finally|already)\s+)*"
       r"(?P<neg>stopped|quit|stop|came\s+off|come\s+off|got\s+off|went\s+off|no\s+longer\s+take|"
       r"don'?t\s+take|do\s+not\s+take|off|no\s+longer\s+on|ditched|dropped)\s+(?:taking\s+|"
       rf"using\s+)?(?:(?:the|my|a)\s+)*(?P<drug>{DRUGS}|{DRUG_SUFFIX})\b", medication_fact),
    rule("no more", rf"\bno\s+more\s+(?:(?:the|my)\s+)?(?P<drug>{DRUGS}|{DRUG_SUFFIX})\b"
       r"(?!\s+(?:than|left)\b)",
       lambda m: [(c, k, v, True) for c, k, v, _ in medication_fact(m)]),
    rule("off", r"\b(?:took|taken|take|taking|got|get|has|had)\s+me\s+(?P<neg>off)\s+(?:of\s+)?"
       rf"(?:(?:the|my)\s+)?(?P<drug>{DRUGS}|{DRUG_SUFFIX})\b", medication_fact),
    # Refills and running out say the user takes it: "I need to pick up more warfarin".
    rule("pick|refill|renew|pharmacy|prescription|running|ran out|run out|low on|out of|more ",
       r"\b(?:i|we)\b[^.;!?]{0,30}?\b(?:(?:pick(?:ed|ing)?\s+up|refill(?:ed|ing)?|renew(?:ed|ing)?|"
       r"collect(?:ed|ing)?|order(?:ed)?|re-?order(?:ed)?)\s+(?:more\s+|"
       r"another\s+(?:box|pack|bottle|round)\s+of\s+|a\s+refill\s+(?:of|for|on)\s+|my\s+)|"
       r"(?:running|ran|run|am\s+out|'m\s+out)\s+(?:low\s+on|out\s+of|of)\s+)(?:my\s+)?"
       rf"(?P<drug>{DRUGS}|{DRUG_SUFFIX})\b", medication_fact),
    rule("prescription|dose|dosage|refill", rf"\bmy\s+(?P<drug>{DRUGS}|{DRUG_SUFFIX})\s+"
       r"(?:prescription|dose|dosage|refill|tablets|pills)\b", medication_fact),
    # A switch ends the old drug and starts the new one.
    rule("from|swap|replac|instead",
         r"(?:\b(?:i|we)(?:'ve|\s+have|'m|\s+am)?\s+(?:(?:just|recently|"
       r"finally|now|been)\s+)*(?:switched|switching|changed|changing|moved|went|gone|swapped|"
       r"swapping)|\b(?:switched|changed|moved|swapped|taken|took|got)\s+me)\s+(?:over\s+)?from\s+"
       rf"(?:(?:the|my)\s+)?(?P<old>{DRUGS}|{DRUG_SUFFIX})\s+(?:over\s+)?to\s+(?:(?:the|my)\s+)?"
       rf"(?P<drug>{DRUGS}|{DRUG_SUFFIX})\b|\b(?:swapped|switched|replaced|traded|changed)\s+"
       rf"(?:out\s+)?(?:my\s+|the\s+)?(?P<old2>{DRUGS}|{DRUG_SUFFIX})\s+(?:for|with)\s+"
       rf"(?P<drug2>{DRUGS}|{DRUG_SUFFIX})\b|\b(?:on|taking|take|using)\s+(?P<drug3>{DRUGS}|"
       rf"{DRUG_SUFFIX})\s+(?:now\s+)?instead\s+of\s+(?:my\s+|the\s+)?(?P<old3>{DRUGS}|"
       rf"{DRUG_SUFFIX})\b", med_switch_fact),
)
