"""A long-message conversation set: long assistant answers (rollout plans, runbooks, code) about
several services, with questions about one detail inside one of them.

LoCoMo's messages are short (~40 tokens); the retrieval that wins there — whole messages, names,
dates — can lose when a message is a 500-token answer of which one sentence matters. Here every
service has three long answers, each hiding a few details (a port, a host, a flag, an owner...)
among generic steps and a code block; every service has the same kinds of details, so the
question must be matched on the service *and* the detail. Probes ask at the end of the
conversation; ``expect_any`` is the detail's value (fact recall: the value reached the context,
whether the whole message or only its passage was quoted), ``evidence`` the message holding it.

The set was written before any retrieval tuning on it, and nothing was tuned on it since:
``convmem make-probes FILE --long`` writes it.
"""

from __future__ import annotations

import random
from typing import Any

__all__ = ["ATTRIBUTES", "generate_long"]

_SERVICES = ["billing", "search", "mailer", "ledger", "catalog", "checkout", "inventory",
             "payments", "reporting", "identity", "gateway", "scheduler", "notifications",
             "analytics", "shipping", "pricing", "reviews", "recommendations"]
_PEOPLE = ["Priya Raman", "Tomasz Nowak", "Aiko Tanaka", "Lucas Moreau", "Fatima Zahra",
           "Jonas Berg", "Marta Silva", "Kwame Mensah", "Elena Petrova", "Diego Alvarez",
           "Hana Kim", "Oren Levi", "Sofia Rossi", "Mateo Cruz", "Ingrid Holm", "Ravi Iyer"]
_WORDS = ["amber", "birch", "cobalt", "delta", "ember", "fjord", "garnet", "harbor", "indigo",
          "juniper", "kestrel", "lumen", "meadow", "nimbus", "onyx", "prism", "quartz", "raven"]

# (kind, sentence in the answer, question, value maker)
ATTRIBUTES: list[tuple[str, str, str]] = [
    ("port", "The {svc} service listens on port {v} behind the internal load balancer.",
     "Which port does the {svc} service listen on, according to your plan?"),
    ("host", "Its primary database runs on the host {v}, with a replica in the second zone.",
     "On which host does the {svc} primary database run?"),
    ("schedule", "The nightly {svc} reconciliation job is scheduled at {v} UTC.",
     "At what time is the nightly {svc} reconciliation job scheduled?"),
    ("flag", "Gate the new {svc} code path behind the feature flag {v} until the metrics hold.",
     "Which feature flag gates the new {svc} code path?"),
    ("owner", "{v} owns the {svc} on-call rotation during the migration week.",
     "Who owns the {svc} on-call rotation during the migration?"),
    ("vault", "The {svc} credentials are kept in the vault path {v}.",
     "Where are the {svc} credentials kept?"),
    ("version", "Pin the {svc} client library to version {v}; newer releases changed retries.",
     "Which version should the {svc} client library be pinned to?"),
    ("bucket", "Daily {svc} backups are written to the bucket {v}.",
     "Which bucket do the daily {svc} backups go to?"),
    ("timeout", "Set the {svc} gateway timeout to {v} milliseconds to absorb the slow queries.",
     "What gateway timeout did you suggest for {svc}?"),
]

_STEPS = [
    "Announce the maintenance window in the team channel a day ahead and link this plan.",
    "Take a fresh snapshot before touching anything, and check that it restores on staging.",
    "Drain traffic gradually, ten percent at a time, and watch the error budget dashboard.",
    "Keep the previous release warm so that a rollback is a single switch, not a rebuild.",
    "Run the smoke tests after each step; stop at the first red check and investigate.",
    "Document every manual command you run in the incident log, with its output.",
    "Coordinate with support so they know which symptoms to expect during the change.",
    "Verify the dashboards and alerts point at the new instances before the cut-over.",
    "Once the traffic is fully moved, leave the old instances running for a day.",
    "Review the access lists: nobody outside the team should keep write permissions.",
    "Rotate the temporary tokens used for the migration as soon as it is finished.",
    "Schedule a short retrospective to capture what surprised us and update this plan.",
    "Load test the new setup at twice the expected peak before announcing it.",
    "Make sure the runbook explains how to page the owner if the job fails at night.",
]
_WHY = [
    "It costs a few minutes and has saved us more than once.",
    "Skipping it is how the last incident started.",
    "The platform team asked for this explicitly after the spring outage.",
    "This keeps the change reversible until the very end.",
    "Nobody should have to guess the state of the system at three in the morning.",
    "It also gives the reviewers something concrete to check.",
    "The numbers from the last quarter show it is worth the effort.",
    "Do not parallelize this step; the order matters here.",
]
_KINDS = [("rollout plan", "Can you write the rollout plan for the {svc} migration?"),
          ("runbook", "Could you draft the on-call runbook for {svc}?"),
          ("code", "Please sketch the {svc} client configuration code we discussed.")]
_CHAT = [("Thanks, that helps a lot.", "Glad it helps, tell me if anything is unclear."),
         ("I have a meeting now, back later.", "Sure, talk to you later."),
         ("The coffee machine broke again.", "Oh no, that is the worst way to start a day."),
         ("Did you see the game last night?", "I did not, but I heard it was a close one."),
         ("Remind me to water the plants.", "I cannot set reminders, but do water them!"),
         ("It is raining all week here.", "Good week for indoor work, then."),
         ("My laptop is painfully slow today.", "A restart often helps more than expected.")]


def _value(kind: str, rng: random.Random, svc: str, used: set[str]) -> str:
    while True:
        value = {
            "port": lambda: str(rng.randrange(20000, 64000)),
            "host": lambda: f"db-{svc}-{rng.choice(_WORDS)}-{rng.randrange(10, 99)}",
            "schedule": lambda: f"{rng.randrange(0, 6):02d}:{rng.choice(['05', '20', '35'])}",
            "flag": lambda: f"{svc}_{rng.choice(_WORDS)}_rollout_v{rng.randrange(2, 9)}",
            "owner": lambda: rng.choice(_PEOPLE),
            "vault": lambda: f"kv/{rng.choice(_WORDS)}/{svc}-{rng.choice(_WORDS)}",
            "version": lambda: f"{rng.randrange(2, 9)}.{rng.randrange(10, 40)}.{rng.randrange(9)}",
            "bucket": lambda: f"{rng.choice(_WORDS)}-{svc}-backups-{rng.randrange(100, 999)}",
            "timeout": lambda: str(rng.randrange(1200, 9800, 50)),
        }[kind]()
        if value not in used:
            used.add(value)
            return value


def _answer(rng: random.Random, svc: str, kind: str, details: list[str]) -> str:
    if kind == "code":
        lines = [f"Here is a sketch of the {svc} client configuration, with the reasoning first.",
                 "", *(f"{s} {rng.choice(_WHY)}" for s in rng.sample(_STEPS, 5)), "",
                 *details, "", "```python",
                 f"class {svc.capitalize()}Config:",
                 "    retries = 5", "    backoff_ms = 200", "    verify_tls = True",
                 "", "    def headers(self) -> dict[str, str]:",
                 f"        return {{'user-agent': '{svc}-client'}}", "```", "",
                 *(f"{s} {rng.choice(_WHY)}" for s in rng.sample(_STEPS, 5))]
        return "\n".join(lines)
    steps = [f"{step} {rng.choice(_WHY)}" for step in rng.sample(_STEPS, 12)]
    for detail in details:
        steps.insert(rng.randrange(1, len(steps) + 1), detail)
    head = f"Here is the {kind} for {svc}, step by step:"
    return "\n\n".join([head, *(f"{i}. {s}" for i, s in enumerate(steps, 1)),
                        "Tell me if you want any step expanded."])


def _conversation(rng: random.Random, cid: str, services: int, chat_pairs: int,
                  probes_per_service: int) -> dict[str, Any]:
    messages: list[dict[str, Any]] = []
    probes: list[dict[str, Any]] = []
    used: set[str] = set()
    facts: list[tuple[str, str, str, str]] = []  # kind, question, value, message id

    def add(role: str, content: str) -> str:
        mid = f"m{len(messages)}"
        messages.append({"id": mid, "role": role, "content": content})
        return mid

    blocks = []
    for svc in rng.sample(_SERVICES, services):
        kinds = rng.sample(ATTRIBUTES, 9)
        for (name, ask), chunk in zip(_KINDS, (kinds[:3], kinds[3:6], kinds[6:]), strict=True):
            blocks.append((svc, name, ask, chunk))
    rng.shuffle(blocks)
    for svc, name, ask, chunk in blocks:
        for _ in range(rng.randrange(1, chat_pairs + 1)):
            user, reply = rng.choice(_CHAT)
            add("user", user)
            add("assistant", reply)
        add("user", ask.format(svc=svc))
        values = [_value(kind, rng, svc, used) for kind, _, _ in chunk]
        details = [sentence.format(svc=svc, v=v) for (_, sentence, _), v in
                   zip(chunk, values, strict=True)]
        mid = add("assistant", _answer(rng, svc, name, details))
        facts += [(kind, question.format(svc=svc), v, mid)
                  for (kind, _, question), v in zip(chunk, values, strict=True)]
    for _ in range(chat_pairs):
        user, reply = rng.choice(_CHAT)
        add("user", user)
        add("assistant", reply)
    chosen = rng.sample(facts, min(len(facts), probes_per_service * services))
    for kind, question, value, mid in chosen:
        probes.append({"at": len(messages), "question": question, "expect_any": [value],
                       "evidence": [mid], "kind": kind, "category": "long-message"})
    return {"id": cid, "messages": messages, "probes": probes}


def generate_long(n_conversations: int = 4, *, seed: int = 11, services: int = 8,
                  chat_pairs: int = 6, probes_per_service: int = 5) -> list[dict[str, Any]]:
    """Conversations of long answers with detail probes (see the module docstring).

    Args:
        n_conversations: how many conversations.
        seed: same seed, same conversations.
        services: services per conversation (three long answers each).
        chat_pairs: at most this many short user/assistant exchanges between answers.
        probes_per_service: probes per service.

    Returns:
        Conversations in the ``convmem compare`` file format.
    """
    rng = random.Random(f"convmem-long/{seed}")
    return [_conversation(rng, f"long-{i}", services, chat_pairs, probes_per_service)
            for i in range(n_conversations)]
