"""Vocabulary and builders of the rule-based fact extractor (:mod:`convmem.extract`).

What lives here: the word lists the English rules match (relations, diets, foods, conditions,
drugs, species, jobs, equipment, dates, amounts); the tables that normalise a match
(``_REL_NORM``, ``_DIET_SLOT``, ``_COND_KEY``) and the stop lists that reject one (``_NOT_NAME``,
``_NOT_OBJ``, ``_NOT_PLACE``, ``_ZH_NOT``); the helpers that cut a match down to a value
(``_items``, ``_phrase``, ``_slug``); the builders that turn a match into ``(category, key, value,
negated)``, which is where the key scheme described in :mod:`convmem.extract` is implemented
(including the two-fact switches, ``_med_switch`` and ``_diet_switch``, shared by both
languages); and ``_Rule`` with its constructor ``_r``.

Why the split is here: every rule names its builder, so the builders sit below both rule tables
(English in :mod:`convmem.extract`, Chinese in :mod:`convmem.extract_zh`) and this module imports
neither. It holds what rules are made of, not the rules: the English rules together with this
vocabulary would again make one module of over 800 lines. Names keep their leading underscore:
the three modules are one extractor split for length, and its only public name is
``convmem.extract.RuleExtractor``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

_I = re.IGNORECASE
_CJK = "\u4e00-\u9fff"
Found = tuple[str, str, str, bool]  # category, key, value, negated
Builder = Callable[[re.Match[str]], Iterable[Found]]


def _alt(words: str) -> str:
    """A non-capturing alternation of ``|``-separated phrases, longest first (spaces flexible)."""
    items = sorted({w.strip() for w in words.split("|") if w.strip()}, key=len, reverse=True)
    return "(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in items) + ")"


# -- lexicons ----------------------------------------------------------------------------------
_FAM_WORDS = ("wife|husband|partner|spouse|boyfriend|girlfriend|fiance|fiancé|fiancee|fiancée|"
              "son|daughter|kid|child|baby|toddler|mom|mum|mother|dad|father|brother|sister|"
              "grandma|grandmother|grandpa|grandfather|stepson|stepdaughter|stepmom|stepdad|"
              "niece|nephew|twins|kids|children|sons|daughters|grandson|granddaughter|parents|"
              "little one|oldest|youngest|eldest|mother-in-law|father-in-law|sister-in-law|"
              "brother-in-law|son-in-law|daughter-in-law|in-laws|stepbrother|stepsister|"
              "half-brother|half-sister|cousin|aunt|uncle|grandchild|grandkid|granddad|nana")
_FAM = _alt(_FAM_WORDS)
_REL_NORM = {"mum": "mom", "mother": "mom", "father": "dad", "fiancé": "fiance",
             "fiancee": "fiance", "fiancée": "fiance", "kid": "child", "kids": "children",
             "grandmother": "grandma", "grandfather": "grandpa", "little one": "child",
             "oldest": "child", "youngest": "child", "eldest": "child", "老公": "husband",
             "丈夫": "husband", "老婆": "wife", "妻子": "wife", "爱人": "spouse", "儿子": "son",
             "女儿": "daughter", "孩子": "child", "宝宝": "baby", "妈妈": "mom", "母亲": "mom",
             "爸爸": "dad", "父亲": "dad", "哥哥": "brother", "弟弟": "brother", "姐姐": "sister",
             "妹妹": "sister", "男朋友": "boyfriend", "女朋友": "girlfriend", "对象": "partner",
             "奶奶": "grandma", "外婆": "grandma", "爷爷": "grandpa", "外公": "grandpa"}
# One of each per person: a newer name for "my wife" supersedes; children and siblings are
# keyed by name as well, so two daughters are two facts.
_UNIQUE_REL = frozenset(("wife", "husband", "partner", "spouse", "boyfriend", "girlfriend",
                         "fiance", "mom", "dad", "stepmom", "stepdad"))
_DIETS = _alt("vegetarian|vegitarian|vegeterian|vegetarain|veggie|vegan|raw vegan|pescatarian|"
              "pescetarian|keto|ketogenic|paleo|halal|kosher|gluten-free|gluten free|dairy-free|"
              "dairy free|low-carb|low carb|low-fat|low fat|low-sodium|low sodium|low-fodmap|"
              "low fodmap|plant-based|plant based|whole30|carnivore|mediterranean|flexitarian|"
              "intermittent fasting|lacto-ovo|lacto ovo")
_DIET_SLOT = {"vegetarian": "vegetarian", "vegitarian": "vegetarian", "vegeterian": "vegetarian",
              "vegetarain": "vegetarian", "veggie": "vegetarian", "lacto-ovo": "vegetarian",
              "vegan": "vegan", "raw vegan": "vegan", "plant-based": "plant-based",
              "pescatarian": "pescatarian", "pescetarian": "pescatarian",
              "flexitarian": "flexitarian", "carnivore": "carnivore"}
_FOODS = _alt("pork|bacon|ham|beef|red meat|meat|chicken|poultry|fish|seafood|shellfish|dairy|"
              "milk|cheese|eggs|egg|gluten|wheat|sugar|alcohol|booze|liquor|beer|wine|caffeine|"
              "coffee|carbs|bread|lamb|mutton|animal products|processed food|junk food|"
              "fried food|fast food|sweets|soda|spicy food|raw fish|sushi|nuts|soy|onions|garlic|"
              "mushrooms|cilantro|lactose|meat or fish")
_CONDS = _alt("type 1 diabetes|type 2 diabetes|diabetes|prediabetes|pre-diabetes|asthma|"
              "high blood pressure|low blood pressure|hypertension|high cholesterol|"
              "celiac disease|celiac|coeliac disease|coeliac|crohn's disease|crohn's|crohns|ibs|"
              "colitis|ulcerative colitis|adhd|autism|migraines|migraine|epilepsy|seizures|"
              "arthritis|rheumatoid arthritis|osteoporosis|cancer|breast cancer|heart condition|"
              "heart disease|heart problems|a heart attack|heart attack|stroke|kidney disease|"
              "kidney stones|anemia|anaemia|depression|anxiety|bipolar disorder|ptsd|ocd|"
              "insomnia|sleep apnea|back pain|chronic pain|fibromyalgia|lupus|"
              "multiple sclerosis|copd|hypothyroidism|hyperthyroidism|thyroid problems|gerd|"
              "acid reflux|reflux|eczema|psoriasis|gout|pcos|endometriosis|tinnitus|vertigo|"
              "glaucoma|bad knee|bad knees|bad back|bad hip|knee surgery|back surgery|"
              "hip replacement|knee injury|back injury|concussion|long covid|hearing loss|"
              "dyslexia|chronic fatigue|a broken leg|a broken arm|a broken wrist|sciatica|"
              "a broken ankle|a broken foot|a broken hand|a broken rib|broken ribs|a broken hip|"
              "a broken collarbone|a broken toe|a broken finger|a broken elbow|a broken nose|"
              "a sprained ankle|a sprained wrist|a torn ligament|a torn muscle|"
              "scoliosis|hashimoto's|diverticulitis|gallstones|shingles|a pacemaker|dementia|"
              "parkinson's|alzheimer's|an eating disorder|a heart murmur|hemophilia|sickle cell|"
              "herniated disc|slipped disc|bulging disc|torn acl|acl tear|torn meniscus|"
              "tennis elbow|plantar fasciitis|carpal tunnel|carpal tunnel syndrome|tendonitis|"
              "tendinitis|hernia|a hernia|gastritis|stomach ulcer|an ulcer|ulcer|heart failure|"
              "kidney failure|afib|atrial fibrillation|arrhythmia|cataracts|osteoarthritis|"
              "frozen shoulder|whiplash|raynaud's|hiv|hepatitis b|hepatitis c|hepatitis|"
              "irritable bowel syndrome|ibd|endometriosis|high blood sugar|low iron|"
              "a bad shoulder|bad shoulder|bad ankle|a bad ankle|a bad hip|a bad wrist|"
              "a weak heart|a weak bladder|overactive bladder|cerebral palsy|spina bifida|"
              "cystic fibrosis|down syndrome|tourette's|narcolepsy|restless legs|"
              "restless leg syndrome|rosacea|acne|hay fever|sinusitis|"
              "a slipped disc|a herniated disc|a bulging disc|a torn acl|a torn meniscus")
# A condition named by its head noun ("a rare blood disorder", "Meniere's disease"): the words
# before the head are kept, at most two, so a sentence cannot run into the value.
_COND_HEAD = (r"(?:(?:(?!(?:a|an|the|some|my|this|that|no|any|good|great|nice|perfect|weird|"
              r"strange|new|real)\b)[a-z][\w'-]*\s+){1,2}(?:disease|syndrome|disorder|deficiency|"
              r"dystrophy|palsy)|(?:knee|back|neck|shoulder|hip|ankle|wrist|spine|spinal|head|brain|"
              r"eye|hamstring|groin|foot|hand|elbow|leg|arm|lung|skin|heart|kidney|liver|thyroid)\s+"
              r"(?:injury|condition|problems?|issues?|tear|fracture))(?![\w-])")
_COND_ADJ = _alt("diabetic|prediabetic|pre-diabetic|asthmatic|epileptic|anemic|anaemic|autistic|"
                 "celiac|coeliac|hypothyroid|hyperthyroid|pregnant|deaf|blind|colorblind|"
                 "colour blind|color blind|colourblind|immunocompromised|immunosuppressed|"
                 "bipolar|dyslexic|insulin-dependent|insulin dependent|hard of hearing|"
                 "in remission|visually impaired|on dialysis|breastfeeding|postpartum|"
                 "menopausal|going through menopause|a type 1 diabetic|a type 2 diabetic|"
                 "a diabetic|an asthmatic|an epileptic|a celiac|a coeliac|in a wheelchair|"
                 "a wheelchair user|a cancer survivor")
_COND_MOD = (r"(?P<mod>(?:(?:a|an|the|some|chronic|severe|mild|bad|really|pretty|very|"
             r"type\s*(?:1|2|one|two|i|ii)|t[12]|early[- ]stage|borderline|moderate|clinical|"
             r"seasonal|gestational|occasional|frequent|terrible|awful|diagnosed|minor|major|recurring|persistent|"
             r"bit of|touch of)\s+)*)")
_DRUGS = _alt("metformin|insulin|lisinopril|sertraline|warfarin|albuterol|salbutamol|adderall|"
              "ritalin|lithium|levothyroxine|synthroid|atorvastatin|aspirin|baby aspirin|"
              "ibuprofen|tylenol|acetaminophen|paracetamol|advil|prozac|zoloft|lexapro|xanax|"
              "wellbutrin|bupropion|gabapentin|ozempic|wegovy|mounjaro|semaglutide|tirzepatide|"
              "prednisone|methotrexate|humira|birth control|the pill|antidepressants|"
              "an antidepressant|antibiotics|blood thinners|a blood thinner|beta blockers|"
              "a beta blocker|statins|a statin|steroids|iron supplements|iron|vitamin d|"
              "vitamin b12|b12|vitamins|melatonin|omeprazole|eliquis|xarelto|plavix|losartan|"
              "amlodipine|metoprolol|hydrochlorothiazide|allopurinol|montelukast|hrt|"
              "testosterone|estrogen|progesterone|fish oil|magnesium|probiotics|folic acid|"
              "prenatal vitamins|prenatals|antihistamines|zyrtec|claritin|benadryl|epipen|"
              "accutane|concerta|vyvanse|fluoxetine|citalopram|escitalopram|venlafaxine|effexor|"
              "cymbalta|duloxetine|quetiapine|seroquel|lamotrigine|lamictal|keppra|clonazepam|"
              "lorazepam|propranolol|spironolactone|tamoxifen|jardiance|januvia|crestor|lipitor|"
              "zocor|simvastatin|rosuvastatin|pantoprazole|nexium|prilosec|naproxen|codeine|"
              "tramadol|oxycodone|morphine|methadone|suboxone|chemo|chemotherapy|thyroid meds|"
              "blood pressure meds|blood pressure pills|blood pressure medication|"
              "thyroid medication|heart medication|diabetes medication")
_DRUG_SUFFIX = (r"[a-z]{2,}(?:pril|sartan|statin|olol|azole|oxetine|pram|azepam|azolam|mab|cillin|"
                r"mycin|cycline|floxacin|tidine|dipine|triptan|isone|olone|thyroxine|formin|"
                r"gliptin|gliflozin|glutide|afil|zodone|piprazole|apine|terol|sonide|lukast|"
                r"codone|parin|tinib|trexate|xaban)")
_DOSE = r"\d+(?:\.\d+)?\s?(?:mg|mcg|µg|ug|g|ml|units?|iu)\b"
_SPECIES_WORDS = ("dog|dogs|puppy|puppies|pup|cat|cats|kitten|kittens|kitty|parrot|bird|birds|"
                  "budgie|hamster|rabbit|rabbits|bunny|guinea pig|guinea pigs|goldfish|fish|"
                  "turtle|tortoise|snake|lizard|gecko|horse|pony|ferret|rat|rats|chinchilla|"
                  "hedgehog|cockatiel|canary|iguana|bearded dragon|axolotl|chickens|hens|"
                  "golden retriever|labrador|lab|poodle|beagle|husky|corgi|dachshund|pug|"
                  "bulldog|french bulldog|frenchie|terrier|chihuahua|german shepherd|shih tzu|"
                  "border collie|collie|boxer|rottweiler|doberman|greyhound|spaniel|schnauzer|"
                  "pomeranian|yorkie|shiba|samoyed|tabby|siamese|maine coon|ragdoll|persian|"
                  "mutt|rescue dog|rescue cat")
_SPECIES = _alt(_SPECIES_WORDS)
_JOBS = _alt("engineer|developer|designer|manager|teacher|nurse|doctor|physician|surgeon|lawyer|"
             "attorney|accountant|consultant|analyst|scientist|researcher|professor|lecturer|"
             "student|writer|author|editor|chef|cook|baker|barista|bartender|waiter|waitress|"
             "server|driver|pilot|farmer|electrician|plumber|carpenter|mechanic|architect|"
             "pharmacist|dentist|therapist|psychologist|psychiatrist|counselor|social worker|"
             "paramedic|firefighter|police officer|cop|soldier|artist|musician|photographer|"
             "journalist|programmer|coder|freelancer|contractor|cashier|clerk|secretary|"
             "receptionist|librarian|banker|trader|salesperson|sales rep|realtor|"
             "real estate agent|entrepreneur|founder|co-founder|ceo|cto|cfo|business owner|"
             "intern|resident|veterinarian|vet|tutor|coach|personal trainer|trainer|nanny|"
             "babysitter|janitor|technician|nutritionist|dietitian|data scientist|"
             "product manager|project manager|software engineer|web developer|graphic designer|"
             "civil servant|translator|interpreter|pastor|priest|rabbi|judge|paralegal|"
             "dental hygienist|caregiver|care worker|midwife|optometrist|physiotherapist|"
             "physical therapist|occupational therapist|radiologist|anesthesiologist|"
             "pediatrician|phd student|grad student|undergrad|teaching assistant|principal|"
             "consultant|copywriter|marketer|recruiter|hr manager|sysadmin|devops engineer|"
             "firefighter|flight attendant|construction worker|welder|machinist|security guard|"
             "delivery driver|truck driver|uber driver|courier|housekeeper|hairdresser|"
             "hairstylist|stylist|makeup artist|tattoo artist|streamer|youtuber|influencer|"
             "actor|actress|dancer|singer|composer|producer|filmmaker|animator|illustrator|"
             "game developer|ux designer")
_EQUIP_WORDS = ("oven|stove|stovetop|cooktop|hob|microwave|air fryer|blender|food processor|"
                "dishwasher|grill|bbq|barbecue|freezer|fridge|refrigerator|kitchen|car|bike|"
                "gym membership|gym|washing machine|washer|dryer|kettle|instant pot|"
                "pressure cooker|slow cooker|crock pot|crockpot|stand mixer|mixer|kitchen scale|"
                "scale|printer|laptop|computer|tv|internet|wifi|wi-fi|smartphone|toaster|"
                "rice cooker|wok|garden|yard|balcony|bathtub|elevator|air conditioning|ac|"
                "driver's license|driving licence|license")
_EQUIP = _alt(_EQUIP_WORDS)
_DAYS = (r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|"
         r"fri|sat|sun)")
_MONTHS = (r"(?:january|february|march|april|may|june|july|august|september|october|november|"
           r"december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)")
_TIME = r"\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)"
_DATE = (rf"(?:(?:on\s+|this\s+|next\s+|coming\s+|every\s+)?{_DAYS}s?\b(?:\s+(?:morning|afternoon|"
         rf"evening|night))?(?:\s+at\s+\d{{1,2}}(?::\d\d)?(?:\s*(?:am|pm))?)?|{_MONTHS}\.?\s+"
         rf"\d{{1,2}}(?:st|nd|rd|th)?\b|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}\b|"
         rf"the\s+\d{{1,2}}(?:st|nd|rd|th)\b|\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?\b|(?:at\s+)?{_TIME}|"
         rf"at\s+\d{{1,2}}(?::\d\d)?\b|tomorrow|tonight|next\s+(?:week|month|year|weekend)|"
         rf"this\s+(?:week|weekend|month)|in\s+(?:a|two|three|four|\d+)\s+(?:days?|weeks?|"
         rf"months?)|noon|midnight)")
_EVENTS_WORDS = ("appointment|appt|meeting|interview|job interview|exam|final exam|test|flight|"
                 "surgery|operation|checkup|check-up|physical|class|lesson|session|deadline|"
                 "party|wedding|trip|vacation|holiday|game|recital|conference|presentation|call|"
                 "visit|procedure|scan|mri|ultrasound|consultation|hearing|court date|birthday|"
                 "anniversary|due date|graduation|closing|therapy|rehearsal|concert|match|"
                 "tournament|race|marathon|reservation|booking|lessons|classes|sessions|shift|"
                 "move|date night|recital")
_EVENTS = _alt(_EVENTS_WORDS)
_NUM = r"\d[\d,]*(?:\.\d+)?"
_AMT = (rf"(?:[$€£¥]\s?{_NUM}\s?(?:k|m|grand)?\b|{_NUM}\s?(?:k|grand)\b|{_NUM}\s?(?:dollars|"
        rf"bucks|euros?|eur|usd|pounds|gbp|quid|yen|yuan|rmb|cad|aud|chf|francs?)\b|{_NUM}\s?[€£])")
_AMT_ANY = rf"(?:{_AMT}|{_NUM}\b)"


@dataclass(frozen=True, slots=True)
class _Rule:
    """A pattern, the substrings that must occur before it runs, and what a match becomes."""

    needles: tuple[str, ...]
    pattern: re.Pattern[str]
    build: Builder


def _r(needles: str, pattern: str, build: Builder, *, flags: int = _I) -> _Rule:
    return _Rule(tuple(needles.split("|")), re.compile(pattern, flags), build)

# -- helpers -----------------------------------------------------------------------------------
_CUT = re.compile(
    r"\s*(?:[,;:()\[\]!?]|\s-\s|\b(?:so|but|because|cause|cuz|since|which|that|who|lol|haha|"
    r"lmao|btw|though|too|as well|just|when|whenever|if|unless|after all|i think|i guess|"
    r"i believe|i swear|apparently|and (?:i|my|we|it|so|that|also|then|the|now)|or (?:i|my|we)|"
    r"anymore|any more|any longer|now|these days|for|from|as|like|with|either|at all|please|pls|"
    r"plz|thanks|thank you|last|this|next|ago|since|right now|at the moment|currently|"
    r"recently|again|though|ever|already|every|each|before|after|until|till)\b).*$", _I)
_LEAD = re.compile(r"^(?:(?:a|an|the|all|most|some|certain|any|raw|fresh|cooked|real|honestly|"
                   r"btw|also|fyi|ugh|and|but|so|lol|well|yeah|ok|okay|oh|actually|eating|eat|"
                   r"drinking|even|just|then|like|literally|sadly|unfortunately|i|think|too|"
                   r"much|my|our|many|types of|kinds of|type of|kind of)\s+)+", _I)
_NOT_OBJ = frozenset(("anything", "everything", "nothing", "something", "it", "this", "that",
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


def _slug(text: str, singular: bool = True) -> str:
    words = re.sub(r"[^\w\s'-]", " ", text.casefold().replace("’", "'")).split()
    if singular and words:
        words[-1] = _singular(words[-1])
    return " ".join(words)


_CLAUSE_START = re.compile(r"(?:i|i'm|im|i've|my|we|we're|it|it's|so|but|just|which|that|"
                           r"please|pls|lol|haha|thanks|then|also|because|since|though)\b", _I)


# "allergic to peanuts, badly": an intensity or comment word after a comma ends the list.
_COMMENT = re.compile(r"(?:badly|bad|seriously|serious|severely|severe|mildly|mild|slightly|"
                      r"really|very|extremely|terribly|deathly|super|quite|pretty|kinda|sadly|"
                      r"unfortunately|apparently|obviously|honestly|literally|though)\b", _I)


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
        if item and item.casefold() not in _NOT_OBJ and len(item.split()) <= 4 and len(item) <= 40:
            out.append(item)
        if cut != part or len(out) == 6:
            break
    return out


def _phrase(raw: str, words: int = 6) -> str:
    """A value: ``raw`` cut at the first clause word, at most ``words`` words."""
    return " ".join(_CUT.sub("", raw).strip(" .'\"").split()[:words])


def _g(m: re.Match[str], name: str) -> str:
    """Group ``name`` stripped, "" when the pattern lacks it or it did not take part."""
    value = m.groupdict().get(name)
    return value.strip() if value else ""


_NEG = re.compile(r"\b(?:not|no longer|never|n't|stopped|stop|quit|gave up|give up|used to|"
                  r"no more|off)\b|n't\b|\b(?:anymore|any more|any longer)\b|不再|不吃了|停", _I)


def _negated(m: re.Match[str], after: int = 20) -> bool:
    string = m.string
    return bool(_NEG.search(string[m.start():min(len(string), m.end() + after)]))


def _who(m: re.Match[str]) -> str:
    """``"son:"`` for "my son is allergic ...", "" for the user."""
    who = _g(m, "who").casefold()
    if not who:
        return ""
    rel = re.sub(r"^(?:my|our)\s+|\s+(?:is|was|are|has\s+been)$|'s$", "", who)
    rel = re.sub(r"^(?:older|younger|baby|teenage|little)\s+(?!one\b)", "", rel)
    return _REL_NORM.get(rel, rel) + ":"


# -- builders ----------------------------------------------------------------------------------
def _allergy(m: re.Match[str], negated: bool | None = None) -> Iterable[Found]:
    neg = bool(_g(m, "neg")) if negated is None else negated
    for item in _items(_ZH_EAT.sub("", m.group("obj"))):
        yield "allergy", f"allergy:{_who(m)}{_slug(item)}", item, neg


# "我吃腰果会过敏": the verb before the allergen and the "会/就" after it are not the allergen.
_ZH_EAT = re.compile(r"^(?:一吃|一碰|一喝|一用|吃了?|喝了?|碰了?|用了?|接触)|(?:以后|之后|后)?"
                     r"(?:就会|都会|也会|就|会|都|也|容易|的话)+$")
_WITHIN = re.compile(r"^(?:anything|something|stuff|food|foods|things|dishes|meals)\s+(?:with|"
                     r"containing|that\s+(?:has|have|contains?)|made\s+with)\s+(?:any\s+)?|"
                     r"\s+(?:in|on)\s+(?:it|them)$", _I)


def _allergy_within(m: re.Match[str]) -> Iterable[Found]:
    """"I can't eat anything with peanuts in it, my throat swells": the allergen is inside."""
    for item in _items(_WITHIN.sub("", _WITHIN.sub("", m.group("obj").strip()))):
        yield "allergy", f"allergy:{_who(m)}{_slug(item)}", item, False


def _diet(m: re.Match[str]) -> Iterable[Found]:
    key, value = _diet_slot(m.group("diet"))
    # The words after the diet count up to the end of its clause: in "vegan from now on,
    # low-FODMAP didn't work" the negation belongs to low-FODMAP.
    after = re.split(r"[,;]|\bbut\b", m.string[m.end():m.end() + 24], maxsplit=1)[0]
    span = m.string[m.start():m.start("diet")] + after
    neg = bool(_g(m, "neg")) or bool(_NEG.search(span))
    yield "diet", key, value, neg


def _diet_slot(diet: str) -> tuple[str, str]:
    diet = re.sub(r"^(low|gluten|dairy|plant|lacto) ", r"\1-", re.sub(r"\s+", " ", diet.casefold()))
    slot = _DIET_SLOT.get(diet)
    key = "diet" if slot else ("diet:religious" if diet in ("halal", "kosher") else f"diet:{diet}")
    return key, slot or diet


def _diet_switch(m: re.Match[str]) -> Iterable[Found]:
    """"switched from keto to vegan": the old diet ends (unless the new one fills its slot)."""
    old_key, old = _diet_slot(_g(m, "old"))
    key, new = _diet_slot(_g(m, "diet"))
    if old_key != key:
        yield "diet", old_key, old, True
    yield "diet", key, new, False


def _avoid(m: re.Match[str]) -> Iterable[Found]:
    food = _slug(m.group("food"))
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


def _medical(m: re.Match[str]) -> Iterable[Found]:
    cond = re.sub(r"^(?:a|an)\s+", "", re.sub(r"\s+", " ", _g(m, "cond").casefold()))
    value = re.sub(r"^(?:a|an|the|some|diagnosed)\s+", "", re.sub(r"\s+", " ", (
        _g(m, "mod") + " " + _g(m, "cond")).strip()), flags=_I)
    key = _COND_KEY.get(cond, cond)
    yield "medical", f"medical:{_slug(key, singular=False)}", value, _negated(m)


def _medication(m: re.Match[str]) -> Iterable[Found]:
    drug = re.sub(r"^(?:a|an|the|my)\s+", "", _g(m, "drug"))
    dose = re.sub(r"\s+of$", "", _g(m, "dose"))
    neg = bool(_g(m, "neg")) or bool(re.search(r"\b(?:anymore|any more|any longer)\b",
                                               m.string[m.end():m.end() + 25], _I))
    value = f"{dose} {drug}" if dose else drug
    yield "medication", f"medication:{_slug(drug, singular=False)}", value, neg


def _med_switch(m: re.Match[str]) -> Iterable[Found]:
    """A switch from one drug to another: the old one ends, the new one holds."""
    old = _g(m, "old") or _g(m, "old2") or _g(m, "old3")
    new = _g(m, "drug") or _g(m, "drug2") or _g(m, "drug3")
    if old and new and _slug(old) != _slug(new):
        yield "medication", f"medication:{_slug(old, singular=False)}", old, True
        yield "medication", f"medication:{_slug(new, singular=False)}", new, False


def _first_name(word: str) -> bool:
    """Whether a capitalised word opening a sentence ("Kingsley, my cat") can be a name."""
    low = word.casefold()
    return low not in _NOT_NAME and not low.endswith(("ly", "ing"))


def _name(m: re.Match[str]) -> Iterable[Found]:
    name = _g(m, "n")
    if name and name.casefold() not in _NOT_NAME and name.split()[0].casefold() not in _NOT_NAME:
        yield "name", "name", name, False


def _name_of(name: str) -> Iterable[Found]:
    if name.casefold() not in _NOT_NAME:
        yield "name", "name", name, False


def _family(m: re.Match[str]) -> Iterable[Found]:
    rel = _g(m, "rel").casefold()
    rel = _REL_NORM.get(rel, rel)
    name = _g(m, "name")
    if name and (name.casefold() in _NOT_NAME or name in _ZH_NOT):
        return
    count = _g(m, "n")
    if count or not name or rel not in _UNIQUE_REL:
        key = f"family:{_slug(rel)}" + (f":{name.casefold()}" if name else "")
    else:
        key = f"family:{rel}"
    value = " ".join(x for x in (count, _g(m, "rel"), name) if x)
    yield "family", key, value, False


def _pet(m: re.Match[str]) -> Iterable[Found]:
    species = _slug(_g(m, "sp"))
    name = _g(m, "name")
    if not name:
        later = re.search(r"\b(?:named|called)\s+(?:him|her|it|them)\s+([A-Za-z][\w-]*)|"
                          r"\b(?:his|her|its|their)\s+name(?:'s|\s+is)\s+([A-Z][\w-]*)|"
                          r"^(?:\s+(?:last|this|a|two|three|few)\s+\w+(?:\s+ago)?)?,\s+([A-Z][a-z]+)"
                          r"\s*(?:[,.!;]|$)", m.string[m.end():])
        name = next((g for g in later.groups() if g), "") if later else ""
        if name and not _first_name(name):
            name = ""
    if name.casefold() in _NOT_NAME:
        name = ""
    value = " ".join(x for x in (_g(m, "n"), _g(m, "sp"), name) if x)
    yield "pet", f"pet:{name.casefold()}" if name else f"pet:{species}", value, False


def _place(raw: str) -> str:
    place = _phrase(raw, 5)
    inner = re.findall(r"\b(?:in|near)\s+((?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)*)", place)
    return inner[-1] if inner else place


_NOT_PLACE_START = re.compile(r"(?:where|wherever|what|whatever|not|never|always|just|so|too|very|"
                              r"really|far|close|nice|great|fine|good|bad|sweet)\b", _I)


def _home(m: re.Match[str]) -> Iterable[Found]:
    place = _place(m.group("place"))
    if place and place.casefold() not in _NOT_PLACE and not _NOT_PLACE_START.match(place):
        origin = (m.groupdict().get("prep") or "").casefold() == "from"
        yield "home", "home:origin" if origin else "home", place, False


def _work(m: re.Match[str]) -> Iterable[Found]:
    neg = bool(_g(m, "neg"))
    if _g(m, "neg").casefold() == "not" and not re.search(
            r"\b(?:anymore|any more|any longer)\b", m.string[m.end():], _I):
        return  # "I'm not a doctor, but ..." says nothing about the user's job
    prep = _g(m, "prep").casefold()
    if _g(m, "job"):
        role = " ".join(x for x in (_g(m, "mods"), _g(m, "job")) if x)
        yield "work", "work:role", role, neg
    if _g(m, "st"):
        yield "work", "work:status", _g(m, "st").casefold(), False
    obj = _g(m, "obj")
    if obj:
        at = re.split(r"\s+(?:at|for)\s+", obj, maxsplit=1)
        first = _phrase(at[0], 5)
        slot = {"as": "role", "in": "field"}.get(prep.split()[0] if prep else "", "employer")
        if first and first.casefold() not in _NOT_OBJ and not re.match(
                r"(?:home|night|nights|weekends|the moment|least|most|times|a hurry)\b", first, _I):
            yield "work", f"work:{slot}", first, neg
        if len(at) > 1 and _phrase(at[1], 5):
            yield "work", "work:employer", _phrase(at[1], 5), neg
    emp = _g(m, "emp")
    if emp and _phrase(emp, 5):
        yield "work", "work:employer", _phrase(emp, 5), neg


def _schedule(m: re.Match[str]) -> Iterable[Found]:
    ev = _g(m, "ev")
    act = re.sub(r"^(?:have|has|do|go\s+to|attend|take|'ve\s+got|got|play|teach|go)\s+", "",
                 _g(m, "act"), flags=_I)
    act = re.sub(r"^(?:the|a|an|my|our)\s+", "", act, flags=_I)
    kind = _slug(ev) if ev else _slug(" ".join(act.split()[:2])) or "availability"
    value = " ".join(m.group(0).split()[-12:])
    yield "schedule", f"schedule:{kind}", _strip_subject(value), False


def _strip_subject(text: str) -> str:
    return re.sub(r"^(?:i|we|my|our|the)(?:'ve got|'ve| have| got)?\s+", "", text, flags=_I)


def _budget(m: re.Match[str]) -> Iterable[Found]:
    amount = re.sub(r"\s+", " ", m.group("amt").strip())
    purpose = re.search(r"\b(?:for|on)\s+((?:the\s+|a\s+|my\s+)?[a-z]+)", m.string[m.start():],
                        _I)
    value = amount + (f" ({purpose.group(1)})" if purpose else "")
    yield "budget", "budget", value, False


def _constraint(m: re.Match[str], kind: str = "") -> Iterable[Found]:
    if _g(m, "eq"):
        eqs = [_g(m, "eq")] + ([_g(m, "eq2")] if _g(m, "eq2") else [])
        only = bool(re.search(r"\b(?:only|just)\b", m.group(0), _I))
        for eq in eqs:
            key = f"constraint:only:{_slug(eq)}" if only else f"constraint:no:{_slug(eq)}"
            yield "constraint", key, ("only " if only else "no ") + eq.casefold(), False
        return
    if _g(m, "t"):
        what = _g(m, "what")
        key = f"constraint:time:{_slug(what.split()[0])}" if what else "constraint:time"
        yield "constraint", key, _phrase(m.group(0), 10), False
        return
    verb = _g(m, "verb")
    rest = _phrase(_g(m, "rest"), 5)
    slug = _slug(f"{verb} {rest}".split(" at ")[0], singular=False).replace(" ", "-")
    yield "constraint", f"constraint:{kind or _g(m, 'kind')}:{slug}", _phrase(m.group(0), 10), False


_NOTE_SELF = re.compile(r"\b(?:i|i'm|im|i've|i'd|my|me|mine|we|we're|our|us)\b|我|\d|"
                        r"(?<=\w\s)(?-i:[A-Z])", _I)


def _note(m: re.Match[str]) -> Iterable[Found]:
    body = m.group("body").strip(" .。!！")
    if not body or re.match(r"(?:when|how|what|who|where|why|whether|if|to|me|you|him|her|it|"
                            r"them|this|about)\b", body, _I) or body.endswith(("?", "？")):
        return
    # "Remember, just do it!" is advice, not a fact: a note must be about the user (first
    # person), or name something (a number, a date, a proper noun), and not address "you".
    if not _NOTE_SELF.search(body) or re.search(r"\b(?:you|your|yourself)\b",
                                                body.split(",")[0], _I):
        return
    words = body.split()
    value = " ".join(words[:14]) if len(words) > 1 else body[:60]
    key = _slug(" ".join(words[:6]) if len(words) > 1 else body[:12], singular=False)
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
_ZH_NOT = frozenset(("了", "有点", "有些", "很", "非常", "也", "容易", "经常", "了会", "的话",
                     "东西", "什么", "谁", "哪", "家", "这", "那"))

