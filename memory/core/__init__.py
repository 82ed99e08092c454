"""The core: :class:`~convmem.core.memory.Memory` (``add`` records, ``build`` assembles), the
budget guard (:mod:`convmem.core.budget`, the one place that makes a context fit and keeps it
API-valid), :class:`~convmem.core.context.Context` and its
:class:`~convmem.core.context.Report`, and the prompt book behind ``prefix_reuse``
(:mod:`convmem.core.report`). The core imports strategies, facts, stores and the shared
vocabulary; never providers, chat, proxy, eval or cli.
"""

from __future__ import annotations

from convmem.core.context import Context, Report
from convmem.core.memory import Memory

__all__ = ["Context", "Memory", "Report"]
