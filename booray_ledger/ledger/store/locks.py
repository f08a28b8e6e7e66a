"""Who waits for whom when several writers share one ledger.

SQLite takes the whole file for each write transaction (``BEGIN IMMEDIATE``), so nothing more is
needed there. A PostgreSQL write session carries a locker (``session.info[LOCKER]``) that takes
a transaction-scoped lock on a key: the night's id for everything written to that night, and
:data:`SHARED` for the rows all nights share (night names, players, the carry account). The
services call these two functions the same way on both engines.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:  # a read on a bare connection (booray status) never loads the ORM
    from sqlmodel import Session

    from booray_ledger.ledger.read.rows import Db

LOCKER = "booray_locker"  # session.info key: takes a lock on a key until the transaction ends
SHARED = 0  # the key of the rows every night shares (night ids start at 1)

Locker = Callable[["Session", int], None]


def lock_night(session: Db, night_id: int) -> None:
    """Writers to one night take turns; writers to other nights do not wait (a bare read
    connection carries no locker: nothing to take)."""
    locker: Locker | None = session.info.get(LOCKER)
    if locker is not None:  # only a write session carries one
        locker(cast("Session", session), night_id)


def lock_shared(session: Session) -> None:
    """Starting a night or creating a player: one writer at a time, briefly, across all nights."""
    locker: Locker | None = session.info.get(LOCKER)
    if locker is not None:
        locker(session, SHARED)
