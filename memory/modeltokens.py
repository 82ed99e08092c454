"""The model's own token count: its ``tokenizer.json`` and its chat template, offline.

tiktoken's count is exact for OpenAI models only. An open model behind llama.cpp, vLLM, TGI or
Ollama counts with its own tokenizer, and its chat template adds text we never see: role
markers, and often a default system prompt whenever the first message is not a system message
(SmolLM2 and Qwen add ~20 tokens that way, 3.9x the count of "Hi"). :class:`ModelTokenCounter`
counts what that server counts: the messages rendered through the model's template with Jinja2
(sandboxed, with the globals Hugging Face templates use) and tokenized with the ``tokenizers``
library, special tokens included — the prompt the server will evaluate, token for token.

Counts through a template are not additive (the default system prompt appears only when no
system message leads), so the counter offers both views the budget guard needs: per-message
costs that plan (``count_message``: the message's text and its share of the template's
framing, measured once on a probe conversation) and an exact count of a whole prompt
(``count_messages``: the real rendering). The guard plans with the first and checks with the
second, tightening until the exact count fits (:mod:`convmem.core.budget`).
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from convmem.errors import ConfigError, TokenizerError, require
from convmem.messages import Message
from convmem.tokens import TokenCounter

__all__ = ["ModelTokenCounter", "counter_for"]

_PROBE = [("user", "Hello there."), ("assistant", "Hi! How can I help?"),
          ("user", "Tell me a fact."), ("assistant", "Honey never spoils.")]


def _load_tokenizer(path: Path) -> Any:
    tokenizers = require("tokenizers", "models", "counting with a model's tokenizer.json")
    try:
        return tokenizers.Tokenizer.from_file(str(path))
    except Exception as exc:  # tokenizers raises a bare Exception on a malformed file
        raise TokenizerError(f"cannot load the tokenizer {str(path)!r}: {exc}. Pass the "
                             "model's tokenizer.json (or the folder that holds it).") from exc


def _template(source: str) -> Any:
    require("jinja2", "models", "rendering a model's chat template")
    from jinja2 import TemplateError
    from jinja2.ext import loopcontrols
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    def raise_exception(message: str) -> None:
        raise TemplateError(message)

    def tojson(value: Any, indent: int | None = None) -> str:
        return json.dumps(value, ensure_ascii=False, indent=indent)

    # The environment transformers' apply_chat_template uses, so templates behave the same.
    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True,
                                        extensions=[loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    try:
        return env.from_string(source)
    except TemplateError as exc:
        raise TokenizerError(f"the chat template does not parse: {exc}") from exc


def _config(folder: Path) -> dict[str, Any]:
    path = folder / "tokenizer_config.json"
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise TokenizerError(f"cannot read {str(path)!r}: {exc}") from exc
    return data if isinstance(data, dict) else {}


def _token_text(value: Any) -> str:
    """A special token as tokenizer_config.json writes it: a string or ``{"content": ...}``."""
    if isinstance(value, Mapping):
        return str(value.get("content") or "")
    return str(value or "")


def _named_template(value: Any) -> str | None:
    """``chat_template`` as a string, or the ``default`` of a list of named templates."""
    if isinstance(value, list):
        named = {str(t.get("name")): t.get("template") for t in value if isinstance(t, Mapping)}
        value = named.get("default") or next(iter(named.values()), None)
    return value if isinstance(value, str) else None


class ModelTokenCounter(TokenCounter):
    """Counts tokens as an open model's server does: its tokenizer and its chat template.

    Args:
        tokenizer: path of the model's ``tokenizer.json``.
        chat_template: the Jinja2 chat template (its text, or a path to a ``.jinja`` file).
        bos_token / eos_token: the values templates see as ``bos_token`` / ``eos_token``.
        name: the name calibration and reports use (default: the folder's name).

    Use :meth:`from_pretrained` for a model folder (``tokenizer.json`` plus
    ``tokenizer_config.json`` or ``chat_template.jinja``), as Hugging Face ships them.

    Raises:
        TokenizerError: a file cannot be read, the template does not parse, or the template
            rejects a plain user/assistant conversation.
        MissingDependency: ``tokenizers`` or ``jinja2`` is missing
            (``pip install 'convmem[models]'``).
    """

    def __init__(self, tokenizer: str | Path, chat_template: str | Path, *,
                 bos_token: str = "", eos_token: str = "", name: str | None = None) -> None:
        path = Path(tokenizer)
        if not path.is_file():
            raise TokenizerError(f"tokenizer={str(path)!r}: no such file. Pass the model's "
                                 "tokenizer.json, or ModelTokenCounter.from_pretrained(folder).")
        source = str(chat_template)
        if isinstance(chat_template, Path) or ("{{" not in source and "{%" not in source):
            try:
                source = Path(chat_template).read_text(encoding="utf-8")
            except OSError as exc:
                raise TokenizerError(f"chat_template={str(chat_template)!r}: cannot read it "
                                     f"({exc}); pass the template's text or its file.") from exc
        self._tokenizer = _load_tokenizer(path)
        self._template = _template(source)
        self._specials = {"bos_token": bos_token, "eos_token": eos_token}
        self.requested = name or path.parent.name or path.stem
        digest = hashlib.sha256(path.read_bytes() + source.encode() + bos_token.encode())
        self.encoding_name = f"model:{self.requested}:{digest.hexdigest()[:12]}"
        self.framing = self._framing()
        one = [Message(role="user", content=_PROBE[0][1])]
        self.priming = max(0, self.count_messages(one) - self.count_message(one[0]))

    @classmethod
    def from_pretrained(cls, folder: str | Path, *, name: str | None = None
                        ) -> ModelTokenCounter:
        """The counter of a model folder: ``tokenizer.json`` and the chat template from
        ``chat_template.jinja`` or ``tokenizer_config.json`` (with its bos/eos tokens).

        Raises:
            TokenizerError: the folder lacks ``tokenizer.json`` or a chat template.
        """
        root = Path(folder)
        config = _config(root)
        template_file = root / "chat_template.jinja"
        template = template_file.read_text(encoding="utf-8") if template_file.is_file() \
            else _named_template(config.get("chat_template"))
        if not (root / "tokenizer.json").is_file() or template is None:
            raise TokenizerError(
                f"{str(root)!r} is not a model folder convmem can count with: it needs "
                "tokenizer.json and a chat template (chat_template.jinja, or chat_template in "
                "tokenizer_config.json), as Hugging Face model repositories ship them.")
        return cls(root / "tokenizer.json", template,
                   bos_token=_token_text(config.get("bos_token")),
                   eos_token=_token_text(config.get("eos_token")), name=name or root.name)

    # -- text --------------------------------------------------------------------------------

    def encode(self, text: str) -> list[int]:
        """Token ids of ``text`` (special-token strings become their special tokens, as in a
        rendered prompt)."""
        return list(self._tokenizer.encode(text, add_special_tokens=False).ids)

    def decode(self, tokens: Sequence[int]) -> str:
        """Text of token ids."""
        return str(self._tokenizer.decode(list(tokens), skip_special_tokens=False))

    def count_text(self, text: str) -> int:
        """Tokens of ``text``."""
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)

    # -- prompts -----------------------------------------------------------------------------

    def render(self, messages: Iterable[Message | Mapping[str, Any]], *,
               generation_prompt: bool = True) -> str:
        """The prompt text the template makes of ``messages``.

        Raises:
            TokenizerError: the template rejects them (it names what it expected, e.g.
                "Conversation roles must alternate user/assistant").
        """
        from jinja2 import TemplateError

        rows = [_row(m if isinstance(m, Message) else _message(m)) for m in messages]
        try:
            return str(self._template.render(messages=rows, add_generation_prompt=generation_prompt,
                                             **self._specials))
        except TemplateError as exc:
            roles = [r["role"] for r in rows]
            raise TokenizerError(f"the chat template of {self.requested!r} rejects messages "
                                 f"with roles {roles}: {exc}. Build with placement='user' "
                                 "(convmem's blocks inside the user message), which every "
                                 "template accepts.") from exc

    def count_messages(self, messages: Iterable[Message]) -> int:
        """Exact tokens of a whole prompt: the template's rendering, with the reply's opening."""
        return self.count_text(self.render(messages))

    def count_message(self, message: Message) -> int:
        """A message's planning cost: its text, its role marker and its share of framing."""
        total = self.framing + self.count_text(message.role) + self.count_text(message.text)
        for call in message.tool_calls or ():
            fn = call["function"]
            total += self.count_text(str(fn["name"])) + self.count_text(
                str(fn.get("arguments", ""))) + self.framing
        if message.name is not None:
            total += self.count_text(message.name)
        return total

    def _framing(self) -> int:
        """The template's framing per message (role markers, separators), measured on a probe
        conversation every template accepts; what is left of a one-message prompt is the
        fixed cost (``priming``: default system prompt, the reply's opening)."""
        probe = [Message(role=r, content=t) for r, t in _PROBE]
        two, four = (self.count_text(self.render(probe[:n], generation_prompt=False))
                     for n in (2, 4))
        content = sum(self.count_text(m.role) + self.count_text(m.text) for m in probe[2:])
        return max(0, math.ceil((four - two - content) / 2))


def _message(raw: Mapping[str, Any]) -> Message:
    from convmem.messages import parse_message

    return parse_message(raw)


def _row(m: Message) -> dict[str, Any]:
    """A message as chat templates read it: ``content`` always a string."""
    row: dict[str, Any] = {"role": m.role, "content": m.text}
    if m.name is not None:
        row["name"] = m.name
    if m.tool_calls:
        row["tool_calls"] = [dict(c) for c in m.tool_calls]
    if m.tool_call_id is not None:
        row["tool_call_id"] = m.tool_call_id
    return row


def counter_for(tokenizer: str | TokenCounter) -> TokenCounter:
    """The counter ``Memory(tokenizer=...)`` means: a counter as given, a model folder (or its
    ``tokenizer.json``) through :class:`ModelTokenCounter`, else a tiktoken encoding/model.

    Raises:
        TokenizerError / ConfigError: as the counter's constructor.
    """
    if isinstance(tokenizer, TokenCounter):
        return tokenizer
    if not isinstance(tokenizer, str) or not tokenizer:
        raise ConfigError(f"tokenizer={tokenizer!r}: expected an encoding or model name "
                          "(e.g. 'cl100k_base'), a model folder, or a TokenCounter.")
    path = Path(tokenizer)
    if path.is_dir():
        return ModelTokenCounter.from_pretrained(path)
    if path.is_file() and path.name == "tokenizer.json":
        return ModelTokenCounter.from_pretrained(path.parent)
    return TokenCounter(tokenizer)
