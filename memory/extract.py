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
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from convmem.facts import FactStatement
from convmem.messages import Message

__all__ = ["RuleExtractor"]

log = logging.getLogger("convmem")

_HEAD, _TAIL = 12_000, 4_000
_CHUNK = 400
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
              "little one|oldest|youngest|eldest")
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
_ZH_FAM = ("老公|老婆|丈夫|妻子|爱人|儿子|女儿|孩子|宝宝|妈妈|母亲|爸爸|父亲|哥哥|姐姐|弟弟|"
           "妹妹|男朋友|女朋友|对象|奶奶|爷爷|外婆|外公")
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
              "scoliosis|hashimoto's|diverticulitis|gallstones|shingles|a pacemaker|dementia|"
              "parkinson's|alzheimer's|an eating disorder|a heart murmur|hemophilia|sickle cell")
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
_ZH_DRUG = (r"(?:二甲双胍|阿司匹林|布洛芬|胰岛素|降压药|降糖药|避孕药|安眠药|抗抑郁药|优甲乐|"
            r"华法林|他汀|"
            rf"(?![了的点些过完])[{_CJK}]{{1,6}}?(?:药|片|胶囊|霉素|沙坦|他汀|洛尔|地平|双胍|"
            r"西林|普利))")
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
_ZH_SPECIES = "狗狗|小狗|狗|猫咪|小猫|猫|兔子|鹦鹉|仓鼠|金鱼|乌龟|鸟|鱼"
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
_ZH_JOBS = ("软件工程师|工程师|程序员|护士|医生|大夫|老师|教师|律师|大学生|研究生|博士生|学生|"
            "设计师|会计师|会计|司机|厨师|销售|公务员|记者|警察|产品经理|经理|老板|自由职业者|"
            "快递员|外卖员|服务员|作家|编辑|翻译|农民|工人|分析师|研究员|科学家|教授|艺术家|"
            "摄影师|演员|主播|运营|前端开发|后端开发|全职妈妈|家庭主妇|咖啡师|药剂师|牙医")
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
_ZH_DATE = (r"(?:这|下|下下|本)?(?:周|星期|礼拜)[一二三四五六日天]|明天|后天|今晚|明晚|"
            r"\d{1,2}月\d{1,2}[日号]|\d{1,2}[日号]|每周[一二三四五六日天]|每天(?:早上|晚上)?|"
            r"下周|下个月|月底|周末")
_NUM = r"\d[\d,]*(?:\.\d+)?"
_AMT = (rf"(?:[$€£¥]\s?{_NUM}\s?(?:k|m|grand)?\b|{_NUM}\s?(?:k|grand)\b|{_NUM}\s?(?:dollars|"
        rf"bucks|euros?|eur|usd|pounds|gbp|quid|yen|yuan|rmb|cad|aud|chf|francs?)\b|{_NUM}\s?[€£])")
_AMT_ANY = rf"(?:{_AMT}|{_NUM}\b)"
_ZH_AMT = (r"(?:[\d.,]+|[零一二两三四五六七八九十百千万]+)\s*(?:万|千)?\s*(?:元|块钱|块|美元|欧元|"
           r"人民币|rmb|刀)?")

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


@dataclass(frozen=True, slots=True)
class _Rule:
    needles: tuple[str, ...]
    pattern: re.Pattern[str]
    build: Builder


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


def _items(raw: str) -> list[str]:
    """Objects of "allergic to X, Y and Z", cut at the first clause word, filler stripped."""
    out: list[str] = []
    for part in re.split(r"\s*[,;]\s*|\s+and\s+|\s+or\s+|\s*&\s*|\s*/\s*|\s*、\s*|和|跟|与|及",
                         raw.strip()):
        if _CLAUSE_START.match(part) or (out and len(part.split()) >= 3):
            break  # "eggs, I outgrew it": the list ended where a clause began
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
    for item in _items(m.group("obj")):
        yield "allergy", f"allergy:{_who(m)}{_slug(item)}", item, neg


def _diet(m: re.Match[str]) -> Iterable[Found]:
    diet = re.sub(r"\s+", " ", m.group("diet").casefold())
    diet = re.sub(r"^(low|gluten|dairy|plant|lacto) ", r"\1-", diet)
    slot = _DIET_SLOT.get(diet)
    key = "diet" if slot else ("diet:religious" if diet in ("halal", "kosher") else f"diet:{diet}")
    span = m.string[m.start():m.start("diet")] + m.string[m.end():m.end() + 24]
    neg = bool(_NEG.search(span))
    yield "diet", key, slot or diet, neg


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
        later = re.search(r"\b(?:named|called)\s+(?:him|her|it|them)\s+([A-Za-z][\w-]*)",
                          m.string[m.end():])
        name = later.group(1) if later else ""
    if name.casefold() in _NOT_NAME:
        name = ""
    value = " ".join(x for x in (_g(m, "n"), _g(m, "sp"), name) if x)
    yield "pet", f"pet:{name.casefold()}" if name else f"pet:{species}", value, False


def _place(raw: str) -> str:
    place = _phrase(raw, 5)
    inner = re.findall(r"\b(?:in|near)\s+((?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)*)", place)
    return inner[-1] if inner else place


def _home(m: re.Match[str]) -> Iterable[Found]:
    place = _place(m.group("place"))
    if place and place.casefold() not in _NOT_PLACE:
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


def _zh_count(m: re.Match[str]) -> Iterable[Found]:
    rel = _g(m, "rel")
    key = "children" if rel in ("孩子", "小孩") else _REL_NORM.get(rel, "siblings")
    yield "family", f"family:{key}", f"{_g(m, 'n')}个{rel}", False


def _zh(category: str, key: str, group: str, negated: bool = False) -> Builder:
    def build(m: re.Match[str]) -> Iterable[Found]:
        value = _g(m, group)
        if value and value not in _ZH_NOT:
            yield category, key.format(v=value), value, negated or bool(_g(m, "neg"))
    return build


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
    "time", "morning", "evening", "night", "weekend", "summer", "winter", "spring", "fall"))
_NOT_PLACE = frozenset(("a society", "the moment", "the mood", "a hurry", "the area", "town",
                        "the city", "the country", "here", "there", "it"))
_ZH_NOT = frozenset(("了", "有点", "有些", "很", "非常", "也", "容易", "经常", "了会", "的话",
                     "东西", "什么", "谁", "哪", "家", "这", "那"))


def _r(needles: str, pattern: str, build: Builder, *, flags: int = _I) -> _Rule:
    return _Rule(tuple(needles.split("|")), re.compile(pattern, flags), build)


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

_RULES: tuple[_Rule, ...] = (
    # allergy ---------------------------------------------------------------------------------
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
    _r("过敏", rf"我(?:的)?(?P<who>{_ZH_FAM})?(?:也|一直|从小|有点|非常|特别|严重)*(?P<neg>不再)?对"
       rf"(?P<obj>[^\s，。！？,.!?]{{1,10}}?)(?:严重|非常|特别|有点|有些|也)?(?P<neg2>不)?过敏",
       lambda m: _allergy(m, bool(_g(m, "neg") or _g(m, "neg2")))),
    _r("过敏", rf"我(?:的)?(?P<who>{_ZH_FAM})?(?:有)?(?P<obj>[^\s，。！？,.!?对]{{1,6}}?)过敏",
       lambda m: _allergy(m) if _g(m, "obj") not in _ZH_NOT else ()),
    _r("不耐", r"我(?:有)?(?P<obj>[^\s，。！？,.!?]{1,4}?)不耐受?", _allergy),
    _r("吃", r"吃(?P<obj>[^\s，。！？,.!?了]{1,6}?)[，,]?\s*我?(?:就|会|都会|就会)?"
       r"(?:起疹子|长疹子|起红疹|起荨麻疹|呼吸困难|喉咙肿|嘴唇肿|浑身痒)", _allergy),
    # diet ------------------------------------------------------------------------------------
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
    _r("素", r"我(?:现在|已经|一直|也)?(?:是|吃)(?:一名|一个|个)?"
       r"(?P<diet>素食者|素食主义者|素食|素)", lambda m: [("diet", "diet", "素食", False)]),
    _r("素", r"我(?:现在|已经)?(?:不再|不)(?:吃素|是素食者|是素食主义者)(?:了)?",
       lambda m: [("diet", "diet", "素食", True)]),
    _r("清真|生酮|低碳", r"我(?:们)?(?:只|一直|最近|现在)?(?:在)?(?:吃|是|做|进行)?"
       r"(?P<d>清真|生酮|低碳水?)",
       lambda m: [("diet", "diet:religious" if _g(m, "d") == "清真" else f"diet:{_g(m, 'd')}",
                   _g(m, "d"), False)]),
    _r("不吃|不喝|戒", r"我(?:们)?(?:从来|一直|已经|现在)?(?:不吃|不喝|戒了|不碰)"
       r"(?P<f>猪肉|牛肉|羊肉|肉|海鲜|鱼|鸡蛋|牛奶|乳制品|辣|酒|糖|香菜|葱|蒜|咖啡)",
       lambda m: [("diet", f"diet:no:{_g(m, 'f')}", f"不吃{_g(m, 'f')}", False)]),
    # medical ---------------------------------------------------------------------------------
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
    _r("我", rf"我(?:也|一直|从小|去年|最近|前年)?(?P<neg>没有)?(?:有|得了|得过|患有|患了|确诊了?|"
       rf"被诊断出?(?:有|了)?)(?P<cond>糖尿病|高血压|低血压|哮喘|心脏病|抑郁症|焦虑症|偏头痛|癫痫|"
       rf"关节炎|胃炎|痛风|高血脂|高胆固醇|贫血|甲减|甲亢|乳糜泻|失眠|多动症|自闭症|"
       rf"[{_CJK}]{{1,6}}?(?:病|症|炎|癌|瘤))", _zh("medical", "medical:{v}", "cond")),
    _r("怀孕", r"我(?:已经|"
       r"现在)?(?P<cond>怀孕)(?:了)?", _zh("medical", "medical:pregnant", "cond")),
    # medication ------------------------------------------------------------------------------
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
    _r("吃|服|用|打|注射", r"我(?:现在|目前|一直|每天|每天都|长期|正在|在|也)*"
       rf"(?:吃|服用|服|用|打|注射)着?(?P<drug>{_ZH_DRUG})",
       _zh("medication", "medication:{v}", "drug")),
    _r("停|不再|没再", rf"我(?:已经|现在)?(?:停了|停用了?|不再吃|没再吃)(?P<drug>{_ZH_DRUG})",
       _zh("medication", "medication:{v}", "drug", negated=True)),
    # name ------------------------------------------------------------------------------------
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
    _r("叫|名字", rf"(?:我叫做|我叫|我的名字(?:是|叫做|叫))(?P<n>[{_CJK}A-Za-z]{{1,4}}?)"
       r"(?=$|[，。！？,.!?\s～~]|就|吧|啊|呀|哦|哈)", lambda m: _name(m) if (
        _g(m, "n")[:1] not in "了过他她你它人车醒不什") else ()),
    _r("叫我", rf"叫我(?P<n>[{_CJK}A-Za-z]{{1,4}}?)(?=就|吧|好了|即可|$|[，。！？,.!?])",
       lambda m: _name(m) if _g(m, "n")[:1] not in "了过他她你它人什" else ()),
    # family ----------------------------------------------------------------------------------
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
    _r("叫", rf"我(?:的)?(?P<rel>{_ZH_FAM})(?:的名字)?叫(?P<name>[{_CJK}A-Za-z]{{1,4}}?)"
       r"(?=$|[，。！？,.!?\s]|就|吧|啊|呀|哦)", _family),
    _r("有", r"我(?:们)?有(?P<n>一|两|二|三|四|五|\d)个(?P<rel>孩子|儿子|女儿|小孩|兄弟|姐妹|"
       r"哥哥|姐姐|弟弟|妹妹)", _zh_count),
    # pet -------------------------------------------------------------------------------------
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
    _r("叫", rf"我(?:的|家的?|们家的?|"
       rf"们的)?(?P<sp>{_ZH_SPECIES})(?:的名字)?叫(?P<name>[{_CJK}A-Za-z]"
       r"{1,4}?)(?=$|[，。！？,.!?\s]|就|吧|啊|呀|哦)", _zh("pet", "pet:{v}", "name")),
    _r("养|有", rf"我(?:们)?(?:家)?(?:养了?|有)(?:一|两|二|三|几)?(?:只|条|个|头|匹)"
       rf"(?P<sp>{_ZH_SPECIES})(?:[，,]?\s*(?:它|他|她)?(?:叫|"
       rf"名字叫)(?P<name>[{_CJK}A-Za-z]{{1,4}}))?",
       lambda m: [("pet", f"pet:{_g(m, 'name') or _g(m, 'sp')}",
                   f"{_g(m, 'sp')} {_g(m, 'name')}".strip(), False)]),
    # home ------------------------------------------------------------------------------------
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
    _r("住|生活|居", rf"我(?:们|们家|家)?(?:现在|目前|一直|也|还)?(?:住在|居住在|定居在|生活在|住)"
       rf"(?P<place>[{_CJK}A-Za-z]{{2,8}}?)(?=$|[，。！？,.!?\s]|了|附近|这边|那边|啦|的)",
       _zh("home", "home", "place")),
    _r("在", rf"我(?:们|们家|家)?(?:现在|目前|一直)?在(?P<place>[{_CJK}A-Za-z]{{2,8}}?)"
       r"(?:生活|居住|定居|安家)", _zh("home", "home", "place")),
    _r("搬|移居", rf"我(?:们|们家|家)?(?:已经|刚|刚刚|最近|去年|上个月)?"
       rf"(?:搬到了?|搬去了?|搬家到了?|移居到?了?)(?P<place>[{_CJK}A-Za-z]{{2,8}}?)(?=$|[，。！？,.!?\s]|了|啦|住)",
       _zh("home", "home", "place")),
    # work ------------------------------------------------------------------------------------
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
    _r("工作|上班|实习|任职", rf"我(?:现在|目前|一直|也)?在(?P<emp>[{_CJK}A-Za-z0-9]{{1,10}}?)"
       r"(?:工作|上班|实习|任职)", lambda m: [] if _g(m, "emp") in ("家", "家里") else
       [("work", "work:employer", _g(m, "emp"), False)]),
    _r("是", rf"我是(?:一名|一个|个|一位|名)?(?P<job>{_ZH_JOBS})", _zh("work", "work:role", "job")),
    _r("退休", r"我(?:已经)?(?P<st>退休)了?", _zh("work", "work:status", "st")),
    # schedule --------------------------------------------------------------------------------
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
    _r("我", rf"我(?P<when>{_ZH_DATE})(?:要|得|有|需要|去|约了|"
       rf"预约了)+(?:去)?(?P<act>[{_CJK}]{{1,8}})",
       lambda m: [("schedule", f"schedule:{_g(m, 'act')}", f"{_g(m, 'when')}{_g(m, 'act')}",
                   False)]),
    _r("改|推迟|提前|挪|定在|安排在",
       rf"(?:我的)?(?P<act>[{_CJK}]{{1,6}}?)(?:改到了?|推迟到了?|提前到了?|改成了?|挪到了?|定在了?|"
       rf"安排在了?)(?P<when>{_ZH_DATE})", lambda m: [
           ("schedule", f"schedule:{_g(m, 'act')}", f"{_g(m, 'act')}{_g(m, 'when')}", False)]),
    _r("班", r"我(?:一直|现在|经常|平时|这个月)?(?:上|值|做|轮)"
       r"(?P<s>大夜班|夜班|早班|晚班|白班|中班|倒班)",
       lambda m: [("schedule", "schedule:shift", _g(m, "s"), False)]),
    # budget ----------------------------------------------------------------------------------
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
    _r("预算", rf"预算[^。！？\d一二两三四五六七八九十百千万]{{0,8}}?(?P<amt>{_ZH_AMT})",
       lambda m: [("budget", "budget", _g(m, "amt"), False)] if re.search(
           r"[\d一二两三四五六七八九十百千万]", _g(m, "amt")) else []),
    _r("花|出|付", rf"(?:最多|顶多|至多|只|只能|最多只)能?(?:花|出|付|用)(?P<amt>{_ZH_AMT})",
       lambda m: [("budget", "budget", _g(m, "amt"), False)] if re.search(
           r"[\d一二两三四五六七八九十百千万]", _g(m, "amt")) else []),
    # constraint ------------------------------------------------------------------------------
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
    _r("没", r"我(?:家|们家)?(?:没有|没)"
       r"(?P<eq>烤箱|微波炉|洗碗机|冰箱|车|汽车|空气炸锅|电饭煲|搅拌机|燃气灶|炉子)",
       lambda m: [("constraint", f"constraint:no:{_g(m, 'eq')}", f"没有{_g(m, 'eq')}", False)]),
    # note ------------------------------------------------------------------------------------
    _r("remem|rember|forget|mind|note|reference|record",
       r"^(?:(?:please|pls|plz|kindly|just|also)\s+)*(?:(?:can|could|would|will)\s+you\s+"
       r"(?:please\s+)?)?(?P<m>remember|remeber|rember|don'?t\s+forget|do\s+not\s+forget|"
       r"never\s+forget|keep\s+in\s+mind|bear\s+in\s+mind|note\s+that|please\s+note|"
       r"make\s+a\s+note|take\s+note|for\s+future\s+reference|for\s+the\s+record|note\s+to\s+self)"
       r"\b\s*(?:that\b|:|,|-|—)?\s*(?P<body>.+)", _note),
    _r("记|忘", r"^(?:请你|请|麻烦你?|你要|帮我)?"
       r"(?:记住|记得|别忘了|不要忘了|不要忘记|别忘记|记一下|记下)[:：，,]?\s*(?P<body>.+)", _note),
)

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
