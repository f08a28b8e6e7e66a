"""Several nights open at once (two tables at one event, an unfinished night from last week):
which one is current, and choosing it.

The current night is defined once, in SQL (:func:`booray_ledger.ledger.schema.sqlite_schema.current_night_sql`):
of the nights that have not ended, the one started or chosen with ``booray night use`` last.
Every command that reads or writes a night takes ``--night NAME``; without it, it works on the
current night. Choosing is recorded durably (an append-only ``night_use`` row), so every
terminal and every later command agrees on it.
"""

from __future__ import annotations

from sqlmodel import Session

from booray_ledger.clock import now
from booray_ledger.errors import BoorayError, ErrorCode, Fix
from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.schema.models import Night, NightUse
from booray_ledger.results import OpenNight


def open_night_rows(session: Session, leave_out: int | None = None) -> list[OpenNight]:
    """The nights that have not ended (but ``leave_out``), oldest first, with hands and pot."""
    rows: list[OpenNight] = []
    for night in queries.open_nights(session):
        if night.id is None or night.id == leave_out:
            continue
        rows.append({"night": night.name, "hands": queries.hand_count(session, night.id),
                     "pot": chip_totals.pot(session, night.id)})  # fmt: skip
    return rows


def use_night(session: Session, name: str) -> Night:
    """Make the night called ``name`` the current one; an ended night cannot be."""
    night = queries.find_night(session, name)
    assert night.id is not None
    if queries.night_is_ended(session, night.id):
        raise BoorayError(ErrorCode.NIGHT_ENDED_NOT_CURRENT, fix=Fix.OPEN_NIGHTS, night=night.name)
    session.add(NightUse(night_id=night.id, chosen_at=now()))
    session.flush()
    return night
