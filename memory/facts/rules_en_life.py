"""English rules of the rule-based fact extractor (:mod:`convmem.facts.rules`), life: names,
family, pets, home, work, schedule, budget, constraints and "remember" notes, one tuple per
category (health is in :mod:`convmem.facts.rules_en`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from convmem.facts.builders import (
    NOT_OBJ,
    budget_fact,
    constraint_fact,
    family_fact,
    first_name,
    grp,
    home_fact,
    name_fact,
    name_of,
    note_fact,
    pet_fact,
    phrase,
    place_fact,
    schedule_fact,
    slugify,
    work_fact,
)
from convmem.facts.vocabulary import (
    ADV,
    AMT,
    AMT_ANY,
    DATE,
    DAYS,
    EQUIP,
    EQUIP_WORDS,
    EVENTS,
    EVENTS_WORDS,
    FAM,
    FAM_WORDS,
    HERE,
    HERE_OPEN,
    JOBS,
    PLACE,
    SPECIES,
    SPECIES_WORDS,
    Found,
    Rule,
    alt,
    rule,
)

# What a sentence that names the user's new surname says it about.
_SURNAME_NEWS = re.compile(r"\b(?:married|surname|maiden|divorc\w*|double-barrel\w*|hyphenat\w*|"
                           r"last\s+name|family\s+name)\b", re.IGNORECASE)

# The writer saying who they are to someone they wrote to before: ", I'm the one who …", ", the
# one who asked about …", ", the guy with the sourdough questions" (not ", the woman who lives
# next door", ", the one who raised me"); after "it's X" also " — we spoke yesterday".
_WHO = r"(?:one|guy|girl|woman|man|lady|person)"
_BACK = (rf"[,—–-]\s*(?i:(?:i'?m|i\s+am)\s+the\s+{_WHO}\s+(?:who|with|from|that)|the\s+{_WHO}\s+"
         r"(?:who|that)\s+(?:asked|messaged|wrote|sent|talked|spoke|chatted|posted|was\s+asking)|"
         rf"the\s+{_WHO}\s+with\s+the)\b")
_SPOKE = r"[,—–-]\s*(?i:we\s+(?:spoke|talked|chatted))\b"


def _writer(name: str) -> bool:
    """Whether a capitalised word said as the writer's own name can be one: not a relative
    ("Mom here, the one who …")."""
    return first_name(name) and not re.fullmatch(FAM, name, re.IGNORECASE)


# A job lost long ago is a story, not the user's status ("I was laid off years ago", "lost my job
# back in 2008 and have been at Acme ever since").
_LONG_AGO = re.compile(r"\b(?:years?\s+ago|twice|ever\s+since|back\s+in)\b", re.IGNORECASE)


def _job_lost(m: re.Match[str]) -> Iterable[Found]:
    """A job that ended (``work:employer`` negated); one the user lost ("got laid off", "lost my
    job", not "quit") also says what they are now: out of work (``work:status``, ended by the
    next job: :func:`~convmem.facts.ledger.job_ends`)."""
    yield "work", "work:employer", phrase(grp(m, "emp") or grp(m, "emp2"), 5) or "job", True
    if (grp(m, "neg2") or grp(m, "neg").casefold() == "lost") and not _LONG_AGO.search(m.string):
        yield "work", "work:status", " ".join(grp(m, "neg2").split()) or "lost my job", False

NAME: tuple[Rule, ...] = (
    rule("name", r"\bmy\s+name(?:'s|\s+is)\s+(?:actually\s+|now\s+|still\s+|also\s+|just\s+)?"
       r"(?P<n>[a-zà-ÿ][\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2})", name_fact),
    rule("name's", r"^name'?s\s+(?P<n>[a-z][\w'-]*)", name_fact),
    rule("call", r"\b(?:call|calls|calling)\s+me\s+(?P<n>[a-z][\w'-]*)", name_fact),
    # "could you call me by my nickname, Bean" (a capitalised name; not "never call me by my real
    # name, it's …").
    rule("call", r"(?<!n't\s)(?<!never\s)(?<!not\s)\bcall(?:s|ing)?\s+me\s+by\s+(?:my\s+)?"
       r"(?:(?:nick|first|middle|last|full|real|given)\s*)?name\s*[,:]\s*(?P<n>(?-i:[A-Z])[\w'-]*)",
       name_fact),
    rule("name to", r"\b(?i:(?:legally\s+)?(?:changed|changing|change)\s+my\s+(?:first\s+)?name\s+"
       r"(?:legally\s+)?to)\s+(?P<n>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)", name_fact, flags=0),
    rule("go by|going by|went by", r"\b(?i:i(?:'ve|\s+have|'m|\s+am)?\s+(?:(?:now|just|started|"
       r"also|always|recently)\s+)*(?:go|going|went|gone)\s+by(?:\s+my\s+(?:middle|first|last|"
       r"nick|maiden|given|full|real|second)\s*name)?)\s*,?\s+(?P<n>[A-Z][\w'-]*)",
       name_fact, flags=0),
    rule("called", r"\b(?:prefer|like|want)\s+to\s+be\s+called\s+(?P<n>[a-z][\w'-]*)", name_fact),
    rule("here", r"^(?i:(?:hi|hello|hey|hiya)(?:\s+there)?[\s,!.]+)(?P<n>[A-Z][a-z]+)\s+here"
       r"(?=\s*(?:[,.!;:]|$|\s-))",
       name_fact, flags=0),
    # Without a greeting, when the writer says they are back: "Diego here (again lol)", "Tom
    # here, the guy with the sourdough questions" (not "Paris here is lovely", "Rain here again").
    rule("here", rf"^(?P<n>[A-Z][a-z]+)\s+here\s*(?:\([^()]{{0,30}}\)\s*)?{_BACK}",
       lambda m: name_fact(m) if _writer(grp(m, "n")) else (), flags=0),
    # "no need for 'sir', I'm just Dave."
    rule("just", r"(?:^|[,;]\s*)(?i:i'?m|im|i\s+am)\s+just\s+(?P<n>[A-Z][a-z]+)(?=\s*(?:$|[,.!;]))",
       lambda m: name_fact(m) if first_name(grp(m, "n")) else (), flags=0),
    # Pronouns: "she/her please!", "I use they/them" (not "he/she should bring ID").
    rule("/", r"(?:^(?=\S+\s*(?:please|pls|only|[.!,;]|$))|\b(?:my\s+pronouns\s+are|i\s+use|"
       r"i\s+go\s+by|i'?m)\s+)(?P<p>she/her|he/him|they/them|she/they|he/they|xe/xem|ze/zir|ze/hir)\b",
       lambda m: [("address", "address:pronouns", grp(m, "p").casefold(), False)]),
    rule("i", r"^(?i:(?:(?:hi|hello|hey|hiya|yo|greetings)(?:\s+(?:there|all|everyone|guys))?"
       r"[\s,!.]*)?(?:i'?m|im|i\s+am))\s+(?P<n>[A-Z][a-z]+(?:\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?)?)"
       r"(?=\s*(?:$|[,.!;]|\s+(?i:and|here|"
       r"from|btw|by\s+the\s+way)\b))", name_fact, flags=0),
    rule("it's|its",
         r"^(?i:(?:(?:hi|hello|hey)[\s,!.]+)it'?s)\s+(?P<n>[A-Z][a-z]+)\b|^(?i:it'?s)\s+"
       rf"(?P<n2>[A-Z][a-z]+)(?=\s+(?i:btw|here|by\s+the\s+way|again)\b|\s*{_BACK}|\s*{_SPOKE})",
       lambda m: name_of(grp(m, "n") or grp(m, "n2")) if _writer(grp(m, "n") or grp(m, "n2"))
       else (), flags=0),
    rule("this is", r"^(?i:(?:hi|hello|hey|hiya|yo)(?:\s+there)?[\s,!.]+this\s+is)\s+"
       r"(?P<n>[A-Z][a-z]+)", name_fact, flags=0),
    # "This is Gareth btw", "This is Hiroshi Tanaka — I'm …", "This is Declan here again" (not
    # "This is Max, my dog", "This is Lisbon — what a city": a photo's caption).
    rule("this is", r"^(?i:this\s+is)\s+(?P<n>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})"
       r"(?=\s+(?i:btw|here|again|by\s+the\s+way)\b|\s*(?:[,—–]|\s-)\s*(?i:i|i'm|i've|"
       r"i'd|me|same|the\s+one|we|we're|we\s+spoke|just)\b)", name_fact, flags=0),
    # A surname changed by a marriage or a divorce: "so it's Priya Sharma-Collins now", "it's
    # Okonkwo now" (the sentence says the marriage, the divorce or the surname).
    rule("now", r"\b(?i:it'?s|i'?m|i\s+am)\s+(?P<n>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})\s+"
       r"(?i:again\s+)?(?i:(?:on\s+everything\s+)?now|from\s+now\s+on)\b",
       lambda m: name_fact(m) if _SURNAME_NEWS.search(m.string) else (), flags=0),
)

FAMILY: tuple[Rule, ...] = (
    # (a name set off by a comma ends there: "my son, Tom, is", "I have a son, Tom." — not
    # "Unlike my son, Mia is allergic", Mia's)
    rule(FAM_WORDS, rf"\b(?i:my|our)\s+(?P<rel>(?i:{FAM}))(?:\s*,\s*(?=[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
       r"\s*(?:[,.!?;)]|$))|\s+)(?P<name>[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b", family_fact, flags=0),
    rule(FAM_WORDS, rf"^(?i:my|our)\s+(?P<rel>(?i:{FAM}))\s*,\s*(?P<name>[A-Z][a-z]+"
       r"(?:-[A-Z][a-z]+)?)\b(?!\s*(?i:and|&|or)\b)", family_fact, flags=0),
    # ("My son, Tom is five": about him; not "My husband, Sarah and I went hiking")
    rule("name|call|named", rf"\b(?:my|our)\s+(?P<rel>{FAM})(?:'s\s+name\s+is|\s+is\s+(?:called|"
       r"named)|\s+goes\s+by|'s\s+called)\s+(?P<name>[a-zà-ÿ][\w'-]*)", family_fact),
    rule("have|got|had",
       r"\b(?:i|we)\s*(?:have|'ve\s+got|ve\s+got|have\s+got|got|had)\s+(?:(?P<n>a|an|one|two|"
       r"three|four|five|six|\d+)\s+)?(?:(?:\d+[- ](?:year|yr|month|week)s?[- ]old|little|young|"
       r"grown|adult|teenage|beautiful|baby|newborn|small|older|younger|wonderful)\s+)*(?P<rel>"
       r"kids?|children|child|sons?|daughters?|boys|girls|brothers?|sisters?|siblings?|"
       r"grandkids?|grandchildren|stepkids?|babies|baby|twins|toddlers?|teenagers?|teens)\b"
       r"(?:\s+(?:named|called)\s+(?P<name>[a-z][\w'-]*))?", family_fact),
    # "Rosa, my sister, ...": the name first, at the start of the sentence; the comma is required
    # ("Marrying my partner" is not a name).
    rule(", my |, our ", rf"^(?P<name>[A-Z][a-z]+),\s+(?i:my|our)\s+(?P<rel>(?i:{FAM}))\b",
       lambda m: family_fact(m) if first_name(grp(m, "name")) else (), flags=0),
    rule("married|divorc|engaged|separated|widowed",
       r"\b(?:(?:i|we)\s+(?:(?:just|recently|finally|officially)\s+)*got\s+(?P<st>married|divorced|"
       r"engaged|separated)\b|(?:we(?:['’]re|\s+are)\s+(?:(?:now|officially|finally|legally)\s+)*|"
       r"i(?:\s+was|\s+became|['’]ve\s+been|\s+have\s+been)\s+)(?P<st2>widowed|(?:married|divorced|"
       r"engaged|separated)(?!\s+(?:in|into|from|by|with|to|for|at)\b))\b)",
       lambda m: [("family", "family:status", (grp(m, "st") or grp(m, "st2")).casefold(),
                   False)]),
    rule("with me|with us", rf"\bmy\s+(?P<rel>{FAM})(?:'s\s+\d+\s+and|\s*,\s*\d+\s*,)?"
       r"(?:\s+(?:lives|is\s+living|has\s+been\s+(?:living|staying)|is\s+staying|stays|"
       r"moved\s+in)|'s\s+been\s+(?:living|staying))\s+with\s+(?:me|us)", family_fact),
    rule("married|divorc|engaged|widow|separated|single|mom|mum|dad|mother|father|parent|grand",
       r"\b(?:i'?m|im|i\s+am)\s+(?:(?:a|an|happily|recently|newly|now|also|just|proud)\s+)*"
       r"(?P<rel>married|divorced|engaged|widowed|widow|widower|separated|single\s+(?:mom|mum|dad|"
       r"parent|mother|father)|(?:stay[- ]at[- ]home\s+)?(?:mom|mum|dad|mother|father|parent)|"
       r"grandma|grandmother|grandpa|grandfather)(?P<rest>\s+(?:of|with|to)\s+(?:[\w-]+\s*){1,3})?",
       lambda m: [("family", "family:status" if grp(m, "rel").casefold() in (
           "married", "divorced", "engaged", "widowed", "widow", "widower", "separated")
           else "family:parent", phrase(grp(m, "rel") + " " + grp(m, "rest"), 6), False)]),
)

PET: tuple[Rule, ...] = (
    rule(SPECIES_WORDS, rf"\b(?i:my|our)\s+(?:(?i:little|old|new|big|sweet|rescue|senior|baby)\s+)*"
       rf"(?P<sp>(?i:{SPECIES}))(?:'s\s+name\s+is\s+|(?:\s+is|'s)\s+(?:called|named)\s+|\s*,\s*|\s+)"
       r"(?P<name>(?:(?:Mr|Mrs|Ms|Miss|Sir|Lady|Lord|Captain|Dr|Professor|Prince|Princess)\.?\s+)?"
       r"[A-Z][a-z]+)\b", pet_fact, flags=0),
    rule("name", rf"\b(?:my|our)\s+(?P<sp>{SPECIES})(?:'s\s+name\s+is|\s+is\s+(?:called|named))\s+"
       r"(?P<name>[a-z][\w'-]*)", pet_fact),
    rule(SPECIES_WORDS,
       r"\b(?:i|we)\s*(?:have|'ve\s+got|ve\s+got|have\s+got|got|own|just\s+got|adopted|"
       r"just\s+adopted|rescued|also\s+have|recently\s+adopted)\s+(?P<n>a|an|one|two|three|four|"
       r"\d+)\s+(?:(?:\w+-year-old|little|old|new|big|rescue|pet|senior|baby|sweet)\s+)*"
       rf"(?P<sp>{SPECIES}s?)\b(?:\s+(?:named|called)\s+(?P<name>[a-z][\w-]*))?", pet_fact),
    # "Kingsley, my cat, knocked a glass off": the name first, at the start of the sentence.
    rule(", my |, our ", r"^(?P<name>[A-Z][a-z]+),\s+(?i:my|our)\s+(?:(?i:little|old|new|big|sweet|"
       rf"rescue|senior|baby)\s+)*(?P<sp>(?i:{SPECIES}))\b",
       lambda m: pet_fact(m) if first_name(grp(m, "name")) else (), flags=0),
)

HOME: tuple[Rule, ...] = (
    rule("liv|based|resid|moved|relocat|settled",
       r"\b(?:(?:i|we)(?:'m|m|'re|\s+am|\s+are|'ve|\s+have|'ve\s+been|\s+have\s+been)?|but|and)"
       r"(?:\s+(?:currently|now|still|also|just|actually|recently|already|finally))*\s+(?:live|"
       r"living|(?<=ve\s)lived|reside|residing|based|moved|relocated|settled)\s+"
       r"(?:back\s+|just\s+|right\s+|again\s*,?\s*(?:this\s+time\s+)?)?"
       r"(?:(?:all\s+the\s+way\s+)?from\s+(?:[\w'-]+\s+){1,3}?(?=to\s))?"
       rf"(?P<prep>in|to|at|out\s+of|near|outside\s+of|outside|over\s+in|down\s+in|up\s+in)\s+"
       rf"{PLACE}", home_fact),
    rule("liv|based|relocat|moved|settled",
       rf"^(?:currently\s+|now\s+|just\s+|recently\s+|been\s+|have\s+been\s+)*(?:living|based|"
       rf"relocated|moved|settled)\s+"
       rf"(?:back\s+|again\s*,?\s*(?:this\s+time\s+)?)?(?P<prep>in|to|near|out\s+of)\s+{PLACE}",
       home_fact),
    # (a purchase told without its subject: "Closed on a little house in Yonkers yesterday";
    # "Got my own one-bedroom in Tempe"; "Writing this from my new apartment in Vancouver")
    rule("house|home|flat|apartment|condo|place|studio|bedroom",
       r"(?:(?:\b(?:i|we)\s+(?:just\s+|recently\s+|finally\s+)?(?:bought|own|rent|am\s+renting|"
       r"'m\s+renting|are\s+renting|'re\s+renting|moved\s+into|closed\s+on|got\s+the\s+keys\s+"
       r"to|got)|^(?:just\s+|finally\s+)?(?:closed\s+on|got\s+the\s+keys\s+to|got))\s+(?:a|an|"
       r"our|my)\s+(?:own\s+)?|\b(?:from|in|at)\s+(?:my|our)\s+new\s+)"
       r"(?:(?:new|small|little|tiny|big|nice|old|own|first)\s+)*(?:house|home|flat|apartment|"
       r"condo|place|studio|townhouse|cottage|farm|(?:one|two|three|1|2|3)[- ]bed(?:room)?)\s+"
       rf"(?:in|near|outside)\s+(?![^.!?]*\bfor\s+(?:my|our|his|her|their)\b){PLACE}",
       home_fact),  # (not a place bought "for my parents")
    rule("home", r"^(?:my\s+|our\s+)?home(?:'s|\s+(?:for\s+(?:me|us)\s+|base\s+)?(?:(?:these\s+days"
       rf"|now|nowadays)\s+)?is)\s+(?:now\s+|still\s+)?{PLACE}", home_fact),
    # "we're Leeds residents now" (not "we're officially Costco people")
    rule("resident|local|homeowner",
       r"\b(?i:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:(?i:now|finally|proud|officially)\s+)*"
       r"(?P<place>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s+(?i:residents|locals|homeowners)\b",
       home_fact, flags=0),
    rule("born and", r"\b(?:i\s+was|i'?m|we\s+were)\s+born\s+and\s+(?:raised|bred)\s+in\s+"
       r"(?P<place>[^,.;!?\n]+)",
       lambda m: [("home", "home:origin", place_fact(grp(m, "place")), False)]
       if place_fact(grp(m, "place")) else []),
    # (not "every time I'm in Paris I feel lost": a visit)
    rule("in |from ", r"(?<![Ee]very\stime\s)(?<![Ee]ach\stime\s)(?<![Ww]henever\s)"
       r"\b(?i:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:(?i:currently|now|still|"
       r"actually|also|originally)\s+)*(?P<prep>(?i:in|from))\s+(?P<place>[A-Z][\w'-]+"
       r"(?:\s+[A-Z][\w'-]+){0,2})\b(?!\s+(?i:for|on\s+(?:vacation|holiday|business)|this\s+week|"
       r"until|till|visiting|right\s+now|at\s+the\s+moment))", home_fact, flags=0),
)

WORK: tuple[Rule, ...] = (
    rule("work",
         r"\b(?:i|we)(?:'m|m|\s+am|'re|\s+are|'ve\s+been|\s+have\s+been)?\s+(?:(?:currently|"
       r"now|still|also|actually|just|mainly|mostly|back)\s+)*(?:work|working|am\s+working)\s+"
       r"(?:(?:full[- ]time|part[- ]time|remotely|from\s+home)\s+)?(?P<prep>as\s+(?:a|an)|as|at|"
       r"for|in)\s+(?P<obj>[^,.;!?]+)",
       work_fact),
    rule("a |an ", rf"\b(?:i'?m|im|i\s+am|i've\s+been|i\s+have\s+been)\s+(?P<neg>not\s+|no\s+longer"
       r"\s+)?(?:(?:currently|now|still|also|actually|just)\s+)*(?:a|an)\s+(?P<mods>(?:[\w-]+\s+)"
       rf"{{0,3}}?)(?P<job>{JOBS})\b(?:\s+(?P<prep>at|for|with)\s+(?P<emp>[^,.;!?]+))?", work_fact),
    rule("retired|employ|between|out of work|stay|homemaker|housewife|househusband|job hunting|"
       "looking for work|leave|freelanc",
       r"\b(?:i'?m|im|i\s+am)\s+(?:(?:now|currently|happily|recently|semi-?|also)\s*)*(?P<st>"
       r"retired|unemployed|self[- ]employed|between\s+jobs|out\s+of\s+work|a\s+stay[- ]at[- ]home"
       r"\s+(?:mom|mum|dad|parent)|a\s+homemaker|a\s+housewife|a\s+househusband|job\s+hunting|"
       r"looking\s+for\s+work|on\s+(?:maternity|paternity|sick)\s+leave|freelancing)\b", work_fact),
    # (also without its subject: "took an in-house design job at Nike", "Starting a postdoc in
    # Hobart in September")
    rule("job|position|role|gig|intern|hired|postdoc|residency|fellowship|apprentice",
       r"(?:\b(?:i|we)\s+(?:(?:just|recently|finally)\s+)*(?:started|starting|got|landed|"
       r"accepted|took|began)|^(?:(?:just|recently|finally)\s+)*(?:started|landed|accepted|"
       r"took))\s+(?:(?:a|an|my|the)\s+)?(?:new\s+)?(?:(?:role|gig|position)|(?:(?!(?:job|at|"
       r"with|in|as)\s)[\w-]+\s+){0,2}(?:job|internship|postdoc|residency|fellowship|"
       r"apprenticeship))\s+"
       r"(?:as\s+(?:a|an)\s+(?P<job>[^,.;!?]+?)\s+)?(?:at|with|in)\s+(?P<emp>[^,.;!?]+)",
       work_fact),
    rule("hired",
         r"\b(?:i|we)\s+(?:just\s+)?got\s+hired\s+(?:at|by)\s+(?P<emp>[^,.;!?]+)", work_fact),
    # "startup folded in march, landed at Google on the Maps team", "I'm in-house at Spotify
    # now", "I'm team lead now"
    # (not a flight: "We landed at Heathrow at 6am")
    rule("landed", r"\blanded\s+(?:(?:a|the|my)\s+(?:new\s+)?(?:job|role|position|gig|spot)\s+at\s+"
       r"(?P<emp>[^,.;!?]+)|at\s+(?P<emp2>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*)*)(?=\s+"
       rf"(?:on\s+the\s+[\w\s-]{{1,30}}?team|as\s+an?\s+(?:[\w-]+\s+){{0,2}}(?:{JOBS})\b)))",
       work_fact),
    rule("in-house", r"\b(?:i'?m|i\s+am)\s+(?:now\s+)?in-house\s+at\s+(?P<emp>[^,.;!?]+?)"
       r"(?=\s+now\b|\s+doing\b|[,.;!?]|$)", work_fact),
    rule("now", rf"\b(?:i'?m|i\s+am)\s+(?:now\s+)?(?:the\s+)?(?P<job>{JOBS})\s+now\b", work_fact),
    rule("here", HERE_OPEN + r"(?P<mods>(?:(?!(?:the|my|our|your|his|her|their|this|that|any|"
         rf"every|no)\b)[\w-]+\s+){{0,2}}?)(?P<job>{JOBS}){HERE}", work_fact),
    # "I retired from the post office", "Officially retired after 34 years" (not "I retired my
    # old laptop").
    rule("retired", r"(?:^|\b(?:i|we)\s+)(?:(?:just|finally|officially|recently|happily|now)\s+)*"
         r"(?P<st>retired)\s+(?:from|after|last|this|in|at|early)\b", work_fact),
    # "I started as a paralegal", "I became a nurse", "I got promoted to head chef", "got
    # promoted to front office manager!!" (the subject dropped).
    rule("start|began|begun|became|become|promoted|job as",
       r"(?:\b(?:i|we)(?:'ve|\s+have|'m|\s+am|\s+was|\s+just)?\s+|^)"
       r"(?:(?:just|recently|finally|now|"
       r"officially)\s+)*(?:started|start|starting|began|begun|became|become|got\s+promoted|"
       r"was\s+promoted|been\s+promoted|got\s+(?:a|the)\s+(?:new\s+)?job)\s+(?:(?:work(?:ing)?|"
       r"a\s+(?:new\s+)?job|my\s+new\s+job|out)\s+)?(?:as|to)\s+(?:an?\s+|the\s+)?"
       rf"(?P<mods>(?:[\w-]+\s+){{0,2}}?)(?P<job>{JOBS})\b(?:\s+(?P<prep>at|for|with)\s+"
       r"(?P<emp>[^,.;!?]+))?", work_fact),
    # The job as who the writer is: "As a nurse, I …", "Being a paralegal at a small firm means
    # …" (where: "Being a nurse means you never sleep" says what the job is like); not "As a
    # teacher, my wife …", "As a surgeon, I'd be terrified", "As a future nurse, …".
    rule("being|as a|as an", r"^(?:being|as)\s+an?\s+(?!(?:future|aspiring|would-be|wannabe)\b)"
       rf"(?P<mods>(?:[\w-]+\s+){{0,2}}?)(?P<job>{JOBS})\b(?:\s+(?P<prep>at|for|with)\s+"
       r"(?P<emp>[^,.;!?]+?))?(?=\s*,?\s*(?:i(?!['’]d\b)|i'm|i've|myself)\b(?!\s+(?:would|could|"
       r"might)\b)|(?<=\S)\s+(?P<means>means)\b)",
       lambda m: work_fact(m) if grp(m, "emp") or not grp(m, "means") else ()),
    rule("quit|left|lost|fired|laid off|let go|resign",
       r"\b(?:i|we)\s+(?:(?:just|recently|finally)\s+)*(?:(?P<neg>quit|left|lost|resigned\s+from)"
       r"\s+(?:my\s+)?(?:(?:old|current|last|previous|day|full-time|part-time)\s+)?(?:job|position|"
       r"role|gig)\b(?:\s+(?:at|with|in)\s+(?P<emp>[^,.;!?]+))?|"
       r"(?:got|was|were)\s+(?P<neg2>fired(?!\s+up)|laid\s+off|let\s+go)(?:\s+from\s+(?P<emp2>"
       r"[^,.;!?]+))?)", _job_lost),
    rule("job|work|profession|occupation",
       r"\bmy\s+(?:job|work|profession|occupation|day\s+job)\s+is\s+(?P<prep>in|as\s+(?:a|an)|at)"
       r"\s+(?P<obj>[^,.;!?]+)", work_fact),
    rule("i do", r"\bi\s+do\s+(?P<obj>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:for\s+a\s+living|for\s+work|"
       r"professionally|for\s+(?:a|an|the)\s+\w+)",
       lambda m: [] if grp(m, "obj").split()[0] != "IT" and grp(m, "obj").casefold().split()[0]
       in NOT_OBJ | {"my", "the", "a"} else [("work", "work:role", grp(m, "obj"), False)]),
    rule("teach", r"\bi\s+(?:currently\s+|now\s+)?teach\s+(?!(?:my|the|them|him|her|myself|you|"
       r"people|kids\s+how|it)\b)(?P<obj>[^,.;!?]+)",
       lambda m: [("work", "work:role", "teacher (" + phrase(grp(m, "obj"), 5) + ")", False)]),
)

SCHEDULE: tuple[Rule, ...] = (
    rule(EVENTS_WORDS,
       r"\b(?:my|our|the|i\s+have\s+(?:a|an|my)|i've\s+got\s+(?:a|an|my)|we\s+have\s+(?:a|an|"
       r"our)|i\s+got\s+(?:a|an)|i\s+have|(?:(?:i|we)(?:'ve|\s+have)?\s+(?:(?:finally|just|"
       r"already|now)\s+)*|^(?:(?:finally|just|already)\s+)*)(?:booked|scheduled|made|set\s+up|"
       r"arranged|got)\s+(?:a|an|my|our|the))\s+"
       r"(?P<q>(?:[\w'-]+\s+){0,3}?)"
       rf"(?P<ev>{EVENTS})\b(?P<mid>[^.!?;]{{0,40}}?)\b(?P<when>{DATE})", schedule_fact),
    rule("every|each|on ",
       r"\b(?:i|we)\s+(?!(?:think|love|hate|eat|feel|miss|wish|hope|want|need|am|'m|was|get|"
       r"like|see|talk|check|use|drink|try|say|said|take|taking|took|"
       r"work\s+hard)\b)(?P<act>(?:[\w'-]+\s+){1,6}?)"
       rf"(?P<when>(?:every|each)\s+(?:other\s+)?(?:{DAYS}s?|day|weekday|weekend|morning|"
       rf"evening|night|week)(?:\s+and\s+{DAYS}s?)?(?:\s+(?:morning|afternoon|evening|night)s?)?|"
       rf"on\s+(?:{DAYS}s|weekends|weekdays))", schedule_fact),
    rule("shift|nights|weekends|mornings|evenings|9|nine",
       r"\bi\s+(?:usually\s+|mostly\s+|now\s+|currently\s+)?(?:work|do|pull|am\s+on|'m\s+on|"
       r"m\s+on)\s+(?:the\s+)?(?P<ev>(?:night|day|early|late|morning|evening|graveyard|double|"
       r"split|weekend|overnight|\d+[- ]hour|long|rotating|swing)\s+shifts?|nights|weekends|"
       r"overnights|nine\s+to\s+five|9\s+to\s+5|9-5)\b",
       lambda m: [("schedule", "schedule:shift", phrase(m.group(0)[2:], 6), False)]),
    rule("do ", rf"\bi\s+(?:can'?t|cannot|can\s+not|don'?t)\s+do\s+(?P<act>(?:early\s+|late\s+)?"
       rf"(?:mornings|evenings|nights|weekends|afternoons|weekdays|{DAYS}s|before\s+\S+|"
       r"after\s+\S+))", lambda m: [("schedule", "schedule:availability",
                                    phrase(m.group(0)[2:], 6), False)]),
    rule("free|available|busy|off|working",
       r"\b(?:i'?m|im|i\s+am)\s+(?:only\s+)?(?:free|available|busy|unavailable|not\s+available|"
       rf"not\s+free|off|working)\s+(?P<act>(?:on\s+)?(?:weekends|weekdays|mornings|evenings|"
       rf"nights|afternoons|{DAYS}s?)\b|(?:after|before|until|till|from)\s+\d{{1,2}}(?::\d\d)?"
       r"\s*(?:am|pm)?)", lambda m: [("schedule", "schedule:availability",
                                     phrase(m.group(0), 8), False)]),
    rule("work for me", rf"\b(?P<act>mornings|evenings|weekends|nights|afternoons|{DAYS}s)\s+"
       r"(?:don'?t|do\s+not|never)\s+work\s+for\s+me", lambda m: [
           ("schedule", "schedule:availability", f"no {grp(m, 'act')}", False)]),
)

BUDGET: tuple[Rule, ...] = (
    rule("budget", r"\b(?:my|our|the|a|total|max(?:imum)?|overall)\s+budget\b(?P<mid>[^.!?$€£¥\d]"
       rf"{{0,40}}?)(?P<amt>{AMT_ANY})", budget_fact),
    rule("budget", r"\bbudget(?:'s|\s+is|:)\s*(?:about|around|roughly|approx\.?|approximately|~|"
       rf"maybe|like|only|just|max|at\s+most|under)?\s*(?P<amt>{AMT_ANY})", budget_fact),
    rule("spend|afford|pay|go |stretch|manage",
       r"(?:\b(?:i|we)\s+(?:(?:can|could)\s+(?:now\s+|only\s+|just\s+|probably\s+)?(?:spend|afford|"
       r"pay|do|stretch\s+(?:to|as\s+far\s+as)|go\s+(?:up\s+)?to|go\s+as\s+high\s+as|manage)|(?:can'?t|"
       r"cannot|can\s+not|won'?t|don'?t\s+want\s+to|'d\s+rather\s+not)\s+(?:spend|pay|go)\s+"
       r"(?:more\s+than|over|above|beyond|past))|^(?:can'?t|cannot)\s+(?:go|spend|pay)\s+"
       r"(?:above|over|more\s+than|beyond))\s+(?:up\s+to\s+|at\s+most\s+|a\s+max\s+of\s+|max\s+|"
       rf"maybe\s+|about\s+|around\s+|roughly\s+|no\s+more\s+than\s+|like\s+)?(?P<amt>{AMT})",
       budget_fact),
    rule("have|got", r"\b(?:i|we)\s+(?:only\s+)?(?:have|'ve\s+got|got)\s+(?:only\s+|about\s+|"
       rf"around\s+|roughly\s+|maybe\s+|just\s+|like\s+)?(?P<amt>{AMT})\s+(?:to\s+spend|"
       r"to\s+work\s+with|for|left|in\s+total|total|budget)", budget_fact),
    rule("aside|saved|earmark|allocat|budgeted",
       r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:(?:just|already|finally|now|also)\s+)*(?:set\s+aside|"
       r"put\s+aside|saved(?:\s+up)?|earmarked|allocated|budgeted)\s+(?:about\s+|around\s+|"
       rf"roughly\s+|maybe\s+|up\s+to\s+|exactly\s+)?(?P<amt>{AMT})\s+(?:for|towards?|to\s+spend)\b",
       budget_fact),
    rule("max|limit|cap|ceiling", r"\bmy\s+(?:max|maximum|limit|spending\s+limit|price\s+limit|cap|"
       rf"ceiling)\s+is\s+(?:about\s+|around\s+)?(?P<amt>{AMT_ANY})", budget_fact),
    rule("keep|stay|remain",
         r"\b(?:(?:i|we)(?:'d|\s+would)?\s+(?:like|want|need|have|prefer|try)\s+"
       r"to\s+|trying\s+to\s+|try\s+to\s+)?(?:keep\s+(?:it|things|costs|spending|the\s+cost|"
       r"the\s+total)|stay|remain)\s+(?:under|below|within|to|at\s+most|less\s+than)\s+"
       rf"(?P<amt>{AMT})", budget_fact),
)

_FEARS = ("heights|flying|planes|water|deep water|open water|the water|the ocean|the sea|needles|"
          "blood|spiders|snakes|dogs|crowds|crowded places|enclosed spaces|small spaces|"
          "tight spaces|confined spaces|the dark|elevators|lifts|boats|bridges|tunnels|driving|"
          "highways|public speaking|horses|bees|wasps|birds|clowns|escalators|cable cars|"
          "roller coasters|rollercoasters|fire|thunder|germs")
_FEAR = alt(_FEARS)
_AID = (r"wheelchair|walker|walking\s+frame|cane|walking\s+stick|crutches|mobility\s+scooter|"
        r"hearing\s+aids?|guide\s+dog|screen\s+reader|braille\s+display|cochlear\s+implants?|"
        r"screen\s+magnifier")
_AIDS = ("wheelchair|walker|frame|cane|stick|crutches|scooter|hearing aid|guide dog|"
         "screen reader|braille|cochlear|magnifier")  # the needles of the rules that name one


def _aid(m: re.Match[str]) -> Iterable[Found]:
    aid = " ".join(grp(m, "aid").split())
    yield "constraint", "constraint:aid:" + slugify(aid), "uses " + aid, False


def _fear(m: re.Match[str]) -> Iterable[Found]:
    what = " ".join((grp(m, "what") or grp(m, "what2")).casefold().split())
    if what:
        yield "constraint", f"constraint:fear:{what.replace(' ', '-')}", f"fear of {what}", False
        return
    state = " ".join((grp(m, "phob") or grp(m, "sick")).casefold().split())
    yield "constraint", "constraint:" + re.sub(r"[\s-]+", "", state), state, False


CONSTRAINT: tuple[Rule, ...] = (
    rule(EQUIP_WORDS, r"\b(?:i|we)\s+(?:(?:still|currently|also|really|just)\s+)*(?:don'?t|"
       r"do\s+not|dont|no\s+longer|didn'?t)\s+(?:have|own|got|has)\s+(?:a|an|any|the|my|our)?\s*"
       rf"(?:working\s+|proper\s+|real\s+)?(?P<eq>{EQUIP})s?\b", constraint_fact),
    rule("only|just", r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:only|just)\s+(?:have|got)\s+"
       rf"(?:a|an|one|the)\s+(?P<eq>{EQUIP})\b"
       rf"(?:\s+(?:and|&)\s+(?:a|an)?\s*(?P<eq2>{EQUIP})\b)?", constraint_fact),
    rule("no ", rf"(?:^|\bwithout\s+(?:a|an)\s+|\bno\s+)(?:no\s+)?(?P<eq>{EQUIP})\s+"
       r"(?:here|at\s+home|in\s+my|in\s+the|in\s+our|at\s+my|at\s+our)\b", constraint_fact),
    rule("has no|have no", r"\b(?:my|our)\s+(?:kitchen|place|apartment|flat|dorm|house|room)\s+"
       rf"(?:has|have)\s+no\s+(?P<eq>{EQUIP})\b", constraint_fact),
    rule("min|hour|hr", r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:(?:only|just|usually|typically|"
       r"realistically)\s+)*(?:have|get|got)\s+(?:only\s+|just\s+|no\s+more\s+than\s+|"
       r"at\s+most\s+|about\s+|maybe\s+|like\s+|around\s+|less\s+than\s+|under\s+)?(?P<t>(?:\d+|an?|half\s+an|one|two|"
       r"three|five|ten|fifteen|twenty|thirty|forty|fifty)(?:\s*-\s*\d+)?\s*-?\s*(?:min(?:ute)?s?|"
       r"hours?|hrs?))\b(?:\s+(?:a|per|each)\s+(?:day|night|week|evening|morning))?\s+(?:to|for)\s+"
       r"(?P<what>[a-z][\w ]{0,30}?)(?=$|[,.;!?]|\s+(?:so|and|but|because|on|in|at|each|every|"
       r"per)\b)", constraint_fact),
    rule("can",
         r"\b(?:i|we)\s+(?:really\s+|physically\s+|just\s+)?(?P<kind>can'?t|cannot|can\s+not|"
       r"am\s+not\s+able\s+to|'m\s+not\s+able\s+to|am\s+unable\s+to|'m\s+unable\s+to|"
       r"'m\s+not\s+allowed\s+to|am\s+not\s+allowed\s+to)\s+(?P<verb>lift|walk|run|drive|use|stand|"
       r"kneel|climb|bend|hear|travel|fly|access|install|swim|jump|carry|sit|type|chew|swallow|"
       r"squat|go\s+outside|leave\s+the\s+house|be\s+on\s+my\s+feet)\b(?P<rest>[^,.;!?]{0,40})",
       lambda m: constraint_fact(m, "cannot")),
    rule("can only",
         r"\b(?:i|we)\s+can\s+only\s+(?P<verb>work\s+out|exercise|cook|shop|train|study|"
       r"work|travel|meet|drive|walk|eat|use)\s+(?P<rest>[^,.;!?]{1,40})",
       lambda m: constraint_fact(m, "only")),
    # Fears and phobias limit what the user will do: "I'm terrified of heights".
    rule("afraid|scared|terrified|frightened|petrified|fear|phobi|claustro|agoraphob",
       r"\b(?:(?:i'?m|im|i\s+am|i've\s+(?:always\s+)?been|i\s+have\s+(?:always\s+)?been|i\s+get)"
       rf"\s+{ADV}(?:(?:terrified|scared|afraid|frightened|petrified|phobic)\s+of\s+(?P<what>{_FEAR})"
       r"|(?P<phob>claustrophobic|agoraphobic|acrophobic))|i\s+(?:have|'ve\s+got|got)\s+(?:a|an)\s+"
       r"(?:(?:real|serious|bad|big|huge|crippling|severe|major|irrational|massive)\s+)*(?:fear|"
       rf"phobia)\s+of\s+(?P<what2>{_FEAR}))\b", _fear),
    rule("sick|motion", r"\b(?:i'?m|im|i\s+am|i\s+get|i\s+got|i\s+feel)\s+(?:(?:very|really|super|"
       r"so|quite|always|easily|pretty|badly)\s+)*(?P<sick>(?:sea|car|air|motion|travel)[- ]?sick)"
       r"|\bi\s+(?:get|suffer\s+from|have)\s+(?:(?:really|very|bad|terrible|awful|severe)\s+)*"
       r"(?P<phob>motion\s+sickness)\b", _fear),
    rule(_AIDS,
       r"\b(?:i|we)\s+(?:(?:also|now|still|always|mostly|usually|currently)\s+)*(?:use|am\s+in|"
       r"'m\s+in|rely\s+on|need|get\s+around\s+(?:in|with|on)|walk\s+with)\s+(?:a\s+|an\s+|my\s+)?"
       rf"(?P<aid>{_AID})\b", _aid),
    rule("here", rf"{HERE_OPEN}(?P<aid>{_AID})\s+user{HERE}", _aid),  # "screen reader user here"
    rule("drive|swim|ride",
         r"\b(?:i|we)\s+(?:(?:just|really|still|actually)\s+)*(?:don'?t|do\s+not|"
       r"never)\s+(?:know\s+how\s+to\s+)?(?P<verb>drive|swim|ride\s+a\s+bike)"
       r"(?=\s*(?:[,.;!?]|$|\s(?:so|and|but|because|at\s+all|myself|either)\b))",
       lambda m: [("constraint", f"constraint:cannot:{slugify(grp(m, 'verb'))}",
                   "can't " + " ".join(grp(m, "verb").split()), False)]),
)

NOTE: tuple[Rule, ...] = (
    rule("remem|rember|forget|mind|note|reference|record",
       r"^(?:(?:please|pls|plz|kindly|just|also)\s+)*(?:(?:can|could|would|will)\s+you\s+"
       r"(?:please\s+)?)?(?P<m>remember|remeber|rember|don'?t\s+forget|do\s+not\s+forget|"
       r"never\s+forget|keep\s+in\s+mind|bear\s+in\s+mind|note\s+that|please\s+note|"
       r"make\s+a\s+note|take\s+note|for\s+future\s+reference|for\s+the\s+record|note\s+to\s+self)"
       r"\b\s*(?:that\b|:|,|-|—)?\s*(?P<body>.+)", note_fact),
)
