"""What an edit withdraws besides the turns it supersedes (see :mod:`convmem.chat.reconcile`).

The edit's append is stored first; then the summaries that tell the replaced turns are deleted
(:meth:`Store.drop_summaries <convmem.stores.base.Store.drop_summaries>`: each ending after the
first replaced message) and the facts those turns stated end (``FactLedger.unfile``). Only an
edit does this: a reply that replaces a partial or regenerated one follows the newest user
message, which no summary reaches, and a message stated again after later turns moves to the
end without being taken back.

Why after the append and not in its transaction: a summarizer that read the turns before the
edit may save its summary at any moment. Saved before this deletion, it goes with it; saved
after, it was saved after the append committed, so the check it makes after saving
(``SummaryMaintainer._outdated``) sees the superseded messages and deletes it. A failure here
is logged, not raised (the edit is stored): the summaries it could not delete keep telling the
replaced turns, and the next ones are written on them, until
``store.drop_summaries(conversation_id, seq)`` is called with the seq the warning names.
"""

from __future__ import annotations

import logging
from collections.abc import Collection

from convmem.facts.ledger import FactLedger
from convmem.stores.base import Store

__all__ = ["withdraw"]

log = logging.getLogger("convmem")


def withdraw(store: Store, ledger: FactLedger, conversation_id: str,
             seqs: Collection[int]) -> None:
    """After an edit replaced the stored messages at ``seqs``: delete the summaries that tell
    them and end the facts they stated (each failure logged)."""
    try:
        store.drop_summaries(conversation_id, min(seqs))
    except Exception as exc:
        log.warning("convmem: conversation %r: an edit replaced messages %s, but the summaries "
                    "that tell them were not deleted (%s: %s); they keep telling them until "
                    "store.drop_summaries(%r, %d) is called", conversation_id, sorted(seqs),
                    type(exc).__name__, exc, conversation_id, min(seqs))
    ledger.unfile(conversation_id, seqs)
