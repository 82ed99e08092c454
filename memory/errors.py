"""The one exception tree of convmem.

Every error convmem raises on purpose derives from :class:`ConvMemError`, so callers can catch
one base. Exceptions from SQLAlchemy, chromadb and httpx are translated at the boundary with
``raise ... from exc`` so the original stays attached as ``__cause__``::

    ConvMemError
    ├── ConfigError          impossible or unknown configuration (names the value and the fix)
    │   └── TokenizerError   an encoding that cannot be loaded (never silently approximated)
    ├── MessageError         a message that is not valid OpenAI chat format (names the field)
    ├── BudgetError          the new message cannot fit (carries required / available)
    ├── BusyError            another turn of the conversation is running (carries retry_after)
    ├── StoreError           the history store failed (database down, schema, constraint)
    │   └── DuplicateError   a message id the caller gave is already taken (a caller's mistake)
    ├── RetrievalError       the embedder or vector store failed (callers degrade to the window)
    ├── GenerationError      the planted-fact generator broke its own guarantees (a template bug)
    └── UpstreamError        the chat API failed (carries status / body, and the failed turn)
        └── ContextLengthError   the API said the prompt was too long
"""

from __future__ import annotations

__all__ = [
    "BudgetError",
    "BusyError",
    "ConfigError",
    "ContextLengthError",
    "ConvMemError",
    "DuplicateError",
    "GenerationError",
    "MessageError",
    "RetrievalError",
    "StoreError",
    "TokenizerError",
    "UpstreamError",
]


class ConvMemError(Exception):
    """Base of every error convmem raises on purpose."""


class ConfigError(ConvMemError, ValueError):
    """A configuration value is impossible or unknown; the message names the value and the fix."""


class TokenizerError(ConfigError):
    """A tokenizer or encoding cannot be loaded."""


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
