"""The one exception tree of convmem.

Every error convmem raises on purpose derives from :class:`ConvMemError`, so callers can catch
one base. Exceptions from SQLAlchemy, chromadb and httpx are translated at the boundary with
``raise ... from exc`` so the original stays attached as ``__cause__``::

    ConvMemError
    ├── ConfigError          impossible or unknown configuration (names the value and the fix)
    │   └── TokenizerError   an encoding that cannot be loaded (never silently approximated)
    ├── MissingDependency    an optional package is not installed (names the extra to install);
    │                        also an ImportError, so ``except ImportError`` keeps working
    ├── MessageError         a message that is not valid OpenAI chat format (names the field)
    ├── BudgetError          the new message cannot fit (carries required / available)
    ├── BusyError            another turn of the conversation is running (carries retry_after)
    ├── StoreError           the history store failed (database down, schema, constraint)
    │   ├── OwnerError       the conversation is another user's (a caller's mistake)
    │   └── DuplicateError   a message id the caller gave is already taken (a caller's mistake)
    ├── RetrievalError       the embedder or vector store failed (callers degrade to the window)
    ├── GenerationError      the planted-fact generator broke its own guarantees (a template bug)
    └── UpstreamError        the chat API failed (carries status / body, and the failed turn)
        └── ContextLengthError   the API said the prompt was too long

Messages echo what the caller gave, through :func:`echo`: a value is shown whole up to about
80 characters, else its start and its length, so a 10,000-character id cannot make a
10,000-character error (in a log line or a proxy response body).
"""

from __future__ import annotations

import difflib
import importlib
import importlib.util
from collections.abc import Sequence
from types import ModuleType

__all__ = [
    "EXTRAS",
    "BudgetError",
    "BusyError",
    "ConfigError",
    "ConflictError",
    "ContextLengthError",
    "ConvMemError",
    "DuplicateError",
    "GenerationError",
    "MessageError",
    "MissingDependency",
    "OwnerError",
    "RetrievalError",
    "StoreError",
    "TokenizerError",
    "UpstreamError",
    "did_you_mean",
    "echo",
    "missing",
    "require",
    "require_installed",
]

ECHO_LIMIT = 80
# extra -> what it enables (the README's "Install" section says the same).
EXTRAS = {
    "rag": "the rag and hybrid strategies (MiniLM on onnxruntime or sentence-transformers, "
           "Chroma)",
    "server": "convmem serve and convmem inspect (FastAPI, uvicorn, Jinja2, Prometheus "
              "metrics)",
    "models": "counting with an open model's own tokenizer and chat template (tokenizers, "
              "Jinja2)",
    "compare": "the plots of convmem compare and convmem demo (matplotlib)",
    "postgres": "PostgreSQL stores (psycopg 3)",
}


def did_you_mean(value: object, choices: Sequence[str]) -> str:
    """``"Did you mean 'window'? "`` when ``value`` is close to one of ``choices``, else ``""``
    (to put in front of the list of valid values)."""
    close = difflib.get_close_matches(str(value), list(choices), n=1, cutoff=0.6)
    return f"Did you mean {close[0]!r}? " if close else ""


def echo(value: object, limit: int = ECHO_LIMIT) -> str:
    """``repr(value)`` for an error message, cut to its first ``limit`` characters (and its
    length) when longer.

    Args:
        value: what the caller gave.
        limit: the most characters of the value shown.

    Returns:
        ``'abc'`` for a short value; ``'aaaa…' (10,000 characters)`` for a long string.
    """
    if isinstance(value, str) and len(value) > limit:
        return f"{value[:limit]!r}… ({len(value):,} characters)"
    text = repr(value)
    if len(text) > limit + 2:
        return f"{text[:limit]}… ({len(text):,} characters as text)"
    return text


class ConvMemError(Exception):
    """Base of every error convmem raises on purpose.

    Picklable with its attributes (a worker process of ``convmem compare --jobs`` raises them
    to the parent), although most subclasses take keyword-only arguments.
    """

    def __reduce__(self) -> tuple[object, ...]:
        return _rebuilt, (type(self), self.args, dict(self.__dict__))


def _rebuilt(cls: type[ConvMemError], args: tuple[object, ...],
             state: dict[str, object]) -> ConvMemError:
    """An error as :meth:`ConvMemError.__reduce__` left it: its class, arguments and state."""
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


class ConfigError(ConvMemError, ValueError):
    """A configuration value is impossible or unknown; the message names the value and the fix."""


class TokenizerError(ConfigError):
    """A tokenizer or encoding cannot be loaded."""


class MissingDependency(ConvMemError, ImportError):
    """An optional package a feature needs is not installed.

    Attributes:
        package: the module that failed to import (``"sentence_transformers"``).
        extra: the convmem extra that installs it (``"rag"``), or ``None`` when none does.
        install: the command that fixes it (``"pip install 'convmem[rag]'"``).
    """

    def __init__(self, message: str, *, package: str, extra: str | None,
                 install: str) -> None:
        super().__init__(message, name=package)
        self.package = package
        self.extra = extra
        self.install = install


def require(module: str, extra: str | None, needed_for: str, *,
            install: str | None = None) -> ModuleType:
    """Import an optional module, or raise :class:`MissingDependency` naming the extra.

    Args:
        module: the module to import (``"sentence_transformers"``).
        extra: the convmem extra that provides it (a key of :data:`EXTRAS`), or ``None``.
        needed_for: what needs it, for the message (``"the rag strategy"``).
        install: the fix when no extra provides it (``"pip install mysqlclient"``).

    Returns:
        The imported module.

    Raises:
        MissingDependency: the module (or one it imports) is not installed.
    """
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise missing(module, extra, needed_for, exc, install=install) from exc


def require_installed(modules: Sequence[str], extra: str | None, needed_for: str) -> None:
    """Check that modules are installed *without importing them* (a command checks before a
    long run; importing torch alone takes seconds).

    Raises:
        MissingDependency: one of them is not installed.
    """
    for module in modules:
        try:
            found = importlib.util.find_spec(module) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            raise missing(module, extra, needed_for)


def missing(module: str, extra: str | None, needed_for: str, cause: ImportError | None = None,
            *, install: str | None = None) -> MissingDependency:
    """The :class:`MissingDependency` for a module that cannot be imported (see
    :func:`require`); the caller raises it ``from`` the ``ImportError`` when there is one."""
    fix = install or f"pip install 'convmem[{extra}]'"
    absent = (cause.name if cause is not None else None) or module
    return MissingDependency(f"{needed_for} needs the {absent!r} package, which is not "
                             f"installed: {fix}", package=absent, extra=extra, install=fix)


class MessageError(ConvMemError, ValueError):
    """A message is not valid OpenAI chat format; the message names the field and the fix."""


class BudgetError(ConvMemError):
    """The request cannot fit the window.

    Attributes:
        required: tokens the unavoidable part of the request needs.
        available: tokens the window allows (``window - reserve_output``, after calibration).
    """

    def __init__(self, message: str, *, required: int, available: int) -> None:
        super().__init__(message)
        self.required = required
        self.available = available


class BusyError(ConvMemError):
    """Another turn of the conversation held it for longer than the caller waits.

    Attributes:
        retry_after: seconds after which a retry may succeed.
    """

    def __init__(self, message: str, *, retry_after: float) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class StoreError(ConvMemError):
    """The history store failed."""


class ConflictError(StoreError):
    """An append that expected the conversation to hold a number of messages found another:
    someone appended since (see ``Store.append(expect=)``); nothing of the call was stored."""


class OwnerError(StoreError):
    """The conversation belongs to another user than the one the call named (a conversation id
    is one user's); nothing of the call was stored.

    Attributes:
        conversation_id: the conversation.
        owner: the user it belongs to. user_id: the user the call named.
    """

    def __init__(self, conversation_id: str, owner: str, user_id: str) -> None:
        super().__init__(f"conversation {conversation_id!r} belongs to user {owner!r}, not "
                         f"{user_id!r}; use a new conversation id for another user.")
        self.conversation_id, self.owner, self.user_id = conversation_id, owner, user_id


class DuplicateError(StoreError):
    """A message id the caller gave already exists in the conversation (ids are unique per
    conversation); nothing of the call was stored.

    Attributes:
        message_id: the id.
        conversation_id: the conversation.
    """

    def __init__(self, message: str, *, message_id: str, conversation_id: str) -> None:
        super().__init__(message)
        self.message_id = message_id
        self.conversation_id = conversation_id


class RetrievalError(ConvMemError):
    """The embedder or the vector store failed."""


class GenerationError(ConvMemError):
    """A template pool or a generated conversation broke the generator's own guarantees.

    This is a bug in the templates, never in the caller's input; the message names the
    template or the conversation, the keyword, and the message that leaks it.
    """


class UpstreamError(ConvMemError):
    """The chat API answered with an error or could not be reached.

    Attributes:
        status: HTTP status, or ``None`` when no response arrived.
        body: the response body (text), or the transport error's text.
        conversation_id: the conversation whose turn failed, when known.
        turn: the sequence number of the stored user message whose reply failed, when known.
    """

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        body: str = "",
        conversation_id: str | None = None,
        turn: int | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.body = body
        self.conversation_id = conversation_id
        self.turn = turn


class ContextLengthError(UpstreamError):
    """The API rejected the prompt as longer than the model's context window.

    Attributes:
        limit: the model's context length per the server, if it said.
        requested: tokens the request asked for (prompt, plus the completion if stated).
        prompt_tokens: the server's count of the prompt, if it said.
    """

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        body: str = "",
        conversation_id: str | None = None,
        turn: int | None = None,
        limit: int | None = None,
        requested: int | None = None,
        prompt_tokens: int | None = None,
    ) -> None:
        super().__init__(message, status=status, body=body, conversation_id=conversation_id,
                         turn=turn)
        self.limit = limit
        self.requested = requested
        self.prompt_tokens = prompt_tokens
