"""The inspect page: what the model sees, per request — served by ``convmem serve`` (behind the
admin key) and by the standalone ``convmem inspect --store URL``.

Three views, plain server-rendered HTML (Jinja2 templates in ``templates/``, no script, no
build step) with a JSON twin of each under ``/inspect/api/…``:

* ``/inspect`` — the conversations in the store;
* ``/inspect/c/{id}?seq=N`` — the context for the request that stored user message ``N``
  (default: the newest), block by block (instructions, pinned facts, summary, recent turns,
  retrieved turns, the new message) with each block's tokens against the budget, and every
  earlier stored message with why it was kept, summarized, retrieved, pruned or dropped;
  then the fact ledger with its history (valid from/to, the message it came from).

**Which report.** ``Memory.last_report`` holds only the last build of this process, and no
report is stored with a reply, so the page *rebuilds* the context: ``Memory.build(id, message N,
upto=N)``, the way ``convmem compare`` replays. It needs no change to the turn path and works on
any store, from any process; it shows what this memory (its strategy and settings, its current
summaries and index) sends for that message. It can differ from what was sent at the time when
the settings changed since, a request carried its own system prompt or tools, or the summary
has been refreshed since (the rebuild uses the newest summary ending before ``N``). The page
says so above the context.

**Controls.** When the memory has the fact controls (:data:`CONTROLS`: forgetting a
conversation or a user, pinning or retracting a fact), the page shows a button for each; a
button is a form posted to ``/inspect/c/{id}/action`` that calls the method on the memory, so
the page needs no JavaScript and no other endpoint. Posts must come from the page itself (their
``Origin`` is checked): a browser that holds the admin key's credentials cannot be made to post
from another site.

**Access.** With an admin key, every view asks for it: ``X-Admin-Key: KEY``, or HTTP Basic with
the key as password (what a browser prompts for). Without one, ``convmem serve`` keeps the page
off (it would show every conversation to anyone), and ``convmem inspect`` serves it only on a
loopback address.
"""

from __future__ import annotations

import asyncio
import base64
import hmac
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, quote, urlsplit

from convmem.core.context import Report
from convmem.core.memory import Memory
from convmem.core.placement import unfold
from convmem.errors import ConfigError, ConvMemError, echo, require
from convmem.messages import Message, own
from convmem.render import FACTS_HEADER, RETRIEVED_HEADER, RETRIEVED_HEADER_USER, SUMMARY_HEADER

if TYPE_CHECKING:
    from starlette.requests import Request
    from starlette.responses import Response

__all__ = ["BLOCKS", "CONTROLS", "Access", "add_routes", "conversation_view", "fates",
           "list_view"]

# block name -> heading, in the order a request is laid out by the hybrid.
BLOCKS = {"instructions": "Instructions", "facts": "Pinned facts", "summary": "Summary",
          "recent": "Recent turns", "retrieved": "Retrieved turns", "new": "New message"}
# Memory method -> (button, what it acts on): shown only when the memory has the method.
CONTROLS = {"pin_fact": ("pin", "fact"), "retract_fact": ("retract", "fact"),
            "forget": ("forget this conversation", "conversation"),
            "forget_user": ("forget this user", "user")}
_HEADERS = (("facts", FACTS_HEADER), ("summary", SUMMARY_HEADER), ("retrieved", RETRIEVED_HEADER),
            ("retrieved", RETRIEVED_HEADER_USER))  # how each block of convmem's begins
REQUESTS_SHOWN = 40  # links to earlier requests on a conversation page
_TEMPLATES = Path(__file__).with_name("templates")


# -- data -------------------------------------------------------------------------------------

def list_view(memory: Memory) -> dict[str, Any]:
    """The conversations: id, user, messages, current facts."""
    store = memory.store
    rows = [{"id": cid, "user": store.user_of(cid), "messages": store.count(cid),
             "facts": len(store.facts(cid))} for cid in sorted(store.conversations())]
    return {"conversations": rows, "strategy": memory.strategy.name, "window": memory.window}


def _text(m: Message) -> str:
    text = m.text
    if m.tool_calls:
        calls = ", ".join(f"{c['function']['name']}({c['function']['arguments']})"
                          for c in m.tool_calls)
        text = f"{text}\n[tool calls: {calls}]" if text else f"[tool calls: {calls}]"
    return text


def fates(report: Report, history: Sequence[Message],
          pinned: Mapping[int, list[str]] | None = None) -> list[dict[str, Any]]:
    """Why each stored message before the request is, or is not, in its context.

    Args:
        report: the context's report.
        history: the stored messages before the new one, oldest first.
        pinned: seq -> keys of the pinned facts it stated (said beside a message left out).

    Returns:
        One row per message: ``seq``, ``role``, ``text``, ``fate`` (kept, retrieved,
        summarized, pruned, removed, instructions, superseded, dropped) and ``why``.
    """
    kept, retrieved = set(report.kept), set(report.retrieved)
    shortened = set(report.shortened)
    span = report.summarized
    rows = []
    for m in history:
        seq = m.seq if m.seq is not None else -1
        if m.role in ("system", "developer"):
            fate, why = "instructions", "sent first, never dropped (shortened only when too long)"
        elif own(m).get("superseded_by") is not None:
            fate, why = "superseded", "a later reply replaced it (it stays stored)"
        elif seq in kept:
            fate, why = "kept", "sent verbatim" + (", shortened middle-out" if seq in
                                                    shortened else "")
        elif seq in retrieved:
            fate, why = "retrieved", "quoted in the retrieved block: relevant to the message"
        elif seq in report.pruned:
            fate, why = "pruned", report.pruned[seq]
        elif seq in report.invalid:
            fate, why = "removed", report.invalid[seq]
        elif span is not None and span[0] <= seq < span[1]:
            fate, why = "summarized", f"stands in the summary of messages {span[0]}–{span[1] - 1}"
        else:
            fate, why = "dropped", "older than the window and not selected: out of budget"
        keys = (pinned or {}).get(seq)
        if keys and fate != "kept":
            why += f"; its fact is pinned ({', '.join(keys)})"
        rows.append({"seq": seq, "role": m.role, "text": _text(m), "tokens": m.tokens or 0,
                     "fate": fate, "why": why})
    return rows


def _content_text(content: Any) -> str:
    return content if isinstance(content, str) else "\n".join(
        str(p.get("text", "")) for p in content or [])


def _quoted_parts(text: str) -> list[tuple[str, str]]:
    """``text`` — convmem's blocks joined by blank lines, perhaps after the caller's system
    prompt — cut where each block's header starts: ``(block, its text)`` in order, with any
    text before the first header as ``("", text)``."""
    starts = sorted({0 if text.startswith(header) else text.find("\n\n" + header) + 2: name
                     for name, header in _HEADERS
                     if text.startswith(header) or "\n\n" + header in text}.items())
    if not starts or starts[0][0] > 0:
        starts.insert(0, (0, ""))
    ends = [a for a, _ in starts[1:]] + [len(text)]
    return [(name, text[a:b].strip("\n")) for (a, name), b in zip(starts, ends, strict=True)]


def _sent_parts(report: Report, name: str, tokens: int, sent: Mapping[str, Any]
                ) -> list[tuple[str, str, int]]:
    """A sent message as ``(block, text, tokens)`` parts: itself, or — a message convmem's
    blocks were folded into (the default placement) — each block, then what the caller wrote
    (its tokens: the message's, less the blocks' own counts)."""
    if not name.endswith("+ context"):
        return [(name, _content_text(sent.get("content")), tokens)]
    quoted, original = unfold(sent)
    first = "new" if quoted else "instructions"
    parts = [(part or first, text) for part, text in _quoted_parts(
        quoted or _content_text(sent.get("content"))) if text]
    if quoted:
        parts.append(("new", _content_text(original.get("content"))))
    own = {part: report.split.get(part, 0) for part, _ in parts if part in ("facts", "summary",
                                                                             "retrieved")}
    rest = tokens - sum(own.values())
    return [(part, text, own.get(part, rest)) for part, text in parts]


def _blocks(report: Report, messages: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The sent messages grouped into their blocks, in the order sent."""
    out: list[dict[str, Any]] = []
    for (name, tokens), sent in zip(report.blocks, messages, strict=True):
        for part, text, cost in _sent_parts(report, name, tokens, sent):
            if not out or out[-1]["name"] != part:
                out.append({"name": part, "title": BLOCKS.get(part, part), "tokens": 0,
                            "messages": []})
            out[-1]["tokens"] += cost
            out[-1]["messages"].append({"role": sent["role"], "text": text, "tokens": cost})
    return out


def _split(report: Report) -> list[dict[str, Any]]:
    """Each part's tokens and share of the limit, then what is left free."""
    names = {**BLOCKS, "tools": "Tool schemas", "priming": "Reply priming"}
    rows = [{"part": names.get(k, k), "tokens": report.split[k],
             "share": report.split[k] / report.limit if report.limit else 0.0}
            for k in sorted(report.split, key=lambda k: list(names).index(k) if k in names
                            else len(names)) if report.split[k]]
    free = max(0, report.limit - report.tokens)
    rows.append({"part": "free", "tokens": free,
                 "share": free / report.limit if report.limit else 0.0})
    return rows


def _ledger(memory: Memory, cid: str) -> list[dict[str, Any]]:
    facts = sorted(memory.facts(cid, current_only=False), key=lambda f: (f.key, f.valid_from))
    return [{"id": f.id, "key": f.key, "category": f.category, "value": f.value,
             "text": f.text, "negated": f.negated, "current": f.current,
             "valid_from": f.valid_from.isoformat(timespec="seconds"),
             "valid_to": f.valid_to.isoformat(timespec="seconds") if f.valid_to else None,
             "superseded_by": f.superseded_by,
             "source": f.source_id or (f"#{f.source_seq}" if f.source_seq is not None else "")}
            for f in facts]


def _requests(memory: Memory, cid: str, count: int) -> list[int]:
    """The seqs of the newest stored user messages: each began a request."""
    seqs: list[int] = []
    before = count
    while before > 0 and len(seqs) < REQUESTS_SHOWN:
        page = memory.store.tail(cid, 256, before=before)
        if not page:
            break
        seqs += [m.seq for m in reversed(page) if m.role == "user" and m.seq is not None]
        before = page[0].seq or 0
    return sorted(seqs[:REQUESTS_SHOWN])


def conversation_view(memory: Memory, cid: str, seq: int | None = None) -> dict[str, Any]:
    """Everything the conversation page shows (see the module docstring).

    Args:
        memory: the memory whose store and settings are inspected.
        cid: the conversation.
        seq: the stored user (or tool) message whose request is rebuilt; default the newest
            user message.

    Returns:
        A JSON-serializable dict: ``requests``, ``seq``, ``report``, ``blocks``, ``split``,
        ``fates``, ``facts``, ``controls``.

    Raises:
        ConfigError: the conversation is unknown, or ``seq`` is not a stored user/tool message.
    """
    count = memory.store.count(cid)
    if count == 0:
        raise ConfigError(f"conversation {echo(cid)} is not in the store.")
    requests = _requests(memory, cid, count)
    if seq is None and not requests:
        raise ConfigError(f"conversation {echo(cid)} has no user message yet: no request to "
                          "show.")
    seq = requests[-1] if seq is None else seq
    found = memory.store.get(cid, [seq]) if 0 <= seq < count else []
    if not found or found[0].role not in ("user", "tool"):
        raise ConfigError(f"seq={seq}: not a stored user or tool message of {echo(cid)}; "
                          "pick one of the requests listed on the page.")
    context = memory.build(cid, found[0], upto=seq)
    report = context.report
    pinned: dict[int, list[str]] = {}
    for fact in memory.facts(cid):
        if fact.key in report.facts_pinned and fact.source_seq is not None:
            pinned.setdefault(fact.source_seq, []).append(fact.key)
    return {"conversation_id": cid, "user": memory.store.user_of(cid), "messages": count,
            "requests": requests, "seq": seq, "report": report.to_dict(),
            "blocks": _blocks(report, context.messages), "split": _split(report),
            "fates": fates(report, memory.store.range(cid, 0, seq), pinned),
            "facts": _ledger(memory, cid), "controls": controls(memory)}


def controls(memory: Memory) -> dict[str, str]:
    """The fact controls this memory has: method -> what it acts on."""
    return {name: target for name, (_, target) in CONTROLS.items()
            if callable(getattr(memory, name, None))}


def _act(memory: Memory, cid: str, action: str, key: str | None) -> str | None:
    """Run a control; returns the conversation to show next (``None``: it is gone)."""
    if action not in controls(memory):
        raise ConfigError(f"action={echo(action)}: this memory has no such control; it has "
                          f"{', '.join(controls(memory)) or 'none'}.")
    method: Callable[..., Any] = getattr(memory, action)
    target = CONTROLS[action][1]
    if target == "fact":
        if not key:
            raise ConfigError(f"{action} needs the fact's key.")
        method(cid, key)
        return cid
    if target == "user":
        user = memory.store.user_of(cid)
        if user is None:
            raise ConfigError(f"conversation {echo(cid)} has no user to forget.")
        method(user)
        return None
    method(cid)
    return None


# -- HTTP -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Access:
    """Who may see the page: ``key`` (the admin key), or ``open`` for anyone who reaches it
    (``convmem inspect`` on loopback without a key)."""

    key: str | None
    open: bool = False

    def allows(self, request: Request) -> bool:
        """Whether the request carries the key (``X-Admin-Key``, or Basic auth's password)."""
        if self.key is None:
            return self.open
        given = request.headers.get("x-admin-key")
        scheme, _, value = (request.headers.get("authorization") or "").partition(" ")
        if given is None and scheme.lower() == "basic":
            try:
                given = base64.b64decode(value.strip()).decode().partition(":")[2]
            except (ValueError, UnicodeDecodeError):
                given = None
        return given is not None and hmac.compare_digest(given.encode(), self.key.encode())


def _environment() -> Any:
    jinja2 = require("jinja2", "server", "the inspect page")
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(_TEMPLATES)),
                             autoescape=jinja2.select_autoescape(["html"]),
                             undefined=jinja2.StrictUndefined)
    env.filters["pct"] = lambda x: f"{x:.0%}"
    env.filters["url"] = lambda s: quote(str(s), safe="")
    env.globals.update(BLOCKS=BLOCKS, CONTROLS=CONTROLS)
    return env


class _Pages:
    """The inspect views of one memory (see :func:`add_routes`)."""

    def __init__(self, memory: Memory, access: Access) -> None:
        self.memory, self.access = memory, access
        self.env = _environment()

    def refuse(self, request: Request) -> Response | None:
        """A 401/403 page when the request may not see the page, else ``None``."""
        from starlette.responses import HTMLResponse

        if self.access.allows(request):
            return None
        if self.access.key is None:
            return HTMLResponse("<p>The inspect page is off: start convmem serve with an admin "
                                "key (CONVMEM_ADMIN_KEY) to turn it on.</p>", status_code=403)
        return HTMLResponse("<p>The inspect page needs the admin key (X-Admin-Key, or the "
                            "password of this prompt).</p>", status_code=401,
                            headers={"WWW-Authenticate": 'Basic realm="convmem inspect"'})

    def page(self, name: str, data: dict[str, Any], status: int = 200) -> Response:
        from starlette.responses import HTMLResponse

        return HTMLResponse(self.env.get_template(name).render(**data), status_code=status)

    async def view(self, request: Request, make: Callable[[], dict[str, Any]],
                   template: str) -> Response:
        """A page (or, under ``/inspect/api``, its JSON) from the data ``make`` returns."""
        from starlette.responses import JSONResponse

        denied = self.refuse(request)
        if denied is not None:
            return denied
        as_json = request.url.path.startswith("/inspect/api")
        try:
            data = await asyncio.to_thread(make)
        except ConvMemError as exc:
            if as_json:
                return JSONResponse({"error": {"message": str(exc)}}, status_code=404)
            return self.page("inspect_error.html", {"message": str(exc)}, 404)
        if as_json:
            return JSONResponse(json.loads(json.dumps(data, default=str)))
        return self.page(template, data)

    async def conversations(self, request: Request) -> Response:
        return await self.view(request, lambda: list_view(self.memory), "inspect_list.html")

    async def conversation(self, request: Request) -> Response:
        cid = request.path_params["cid"]
        raw = request.query_params.get("seq")
        seq = int(raw) if raw is not None and raw.isdigit() else None
        return await self.view(request, lambda: conversation_view(self.memory, cid, seq),
                               "inspect_conversation.html")

    async def action(self, request: Request) -> Response:
        """A control's form, posted from the page itself (its ``Origin`` is checked)."""
        from starlette.responses import HTMLResponse, RedirectResponse

        denied = self.refuse(request)
        if denied is not None:
            return denied
        origin = request.headers.get("origin")
        if origin is not None and urlsplit(origin).netloc != request.url.netloc:
            return HTMLResponse("<p>Refused: the form was posted from another site.</p>",
                                status_code=403)
        cid = request.path_params["cid"]
        # A plain urlencoded form, parsed here (Starlette's parser needs python-multipart).
        form = parse_qs((await request.body()).decode("utf-8", "replace"))
        try:
            nxt = await asyncio.to_thread(_act, self.memory, cid, form.get("action", [""])[0],
                                          form.get("key", [None])[0])
        except ConvMemError as exc:
            return self.page("inspect_error.html", {"message": str(exc)}, 400)
        return RedirectResponse(f"/inspect/c/{quote(nxt, safe='')}" if nxt else "/inspect",
                                status_code=303)


def add_routes(app: Any, memory: Memory, access: Access) -> None:
    """Register the inspect views on a Starlette (or FastAPI) app.

    Args:
        app: the app.
        memory: the memory to inspect (its store, strategy and settings).
        access: who may see the page.

    Raises:
        MissingDependency: Jinja2 is not installed (``pip install 'convmem[server]'``).
    """
    pages = _Pages(memory, access)
    for path, endpoint, methods in (
            ("/inspect", pages.conversations, ["GET"]),
            ("/inspect/api/conversations", pages.conversations, ["GET"]),
            ("/inspect/c/{cid:path}/action", pages.action, ["POST"]),
            ("/inspect/c/{cid:path}", pages.conversation, ["GET"]),
            ("/inspect/api/conversations/{cid:path}", pages.conversation, ["GET"])):
        app.add_route(path, endpoint, methods=methods, include_in_schema=False)
