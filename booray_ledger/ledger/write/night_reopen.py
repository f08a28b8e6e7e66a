"""Ended nights stay correctable (rulebook topic ``scorekeeping``): reopening a night, and
settling its end again after a hand of it is edited or voided.

Nothing is updated or deleted. A night's end took the pot off the table in one entry (carried,
split or refunded: :mod:`~booray_ledger.ledger.write.night_end`); both operations here reverse
that entry with a new one:

- **Reopen** (``booray night reopen NAME``): one ``night_reopen`` entry reverses the end's pot
  entry (the pot is back on the table as it was) and the night is open, and current, again.
  Ending it again is the reversal (an ``night_end`` entry, see ``ended_nights_sql``). A pot
  carried into a later night that has started cannot come back: that night's hands were played
  for it. Reopening is refused then, naming that night; a wrong hand of the ended night is
  corrected by editing or voiding it in place, which settles both nights again.
- **Settle the end again** after an edit or void of an ended night's hand: the end's action is
  done again on the new pot (a ``pot_void`` entry reverses the old one, a new ``pot_*`` entry
  takes the new pot). When the pot was carried into a later night, that night's ``carry_in``
  is reversed and taken in again with the new amount, and every hand of it is settled again
  from its own input (as an edit does); if that night has ended too, its end is settled again
  in turn. An end that had an empty pot has no action to repeat: a pot left by the change is
  refused, naming the night and how to proceed.
"""

from __future__ import annotations

import dataclasses
import json

from sqlmodel import Session, col, select

from booray_ledger.clock import now
from booray_ledger.errors import BoorayError, ErrorCode, Fix, because
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.schema.models import Entry, Movement, Night, NightUse
from booray_ledger.ledger.schema.sqlite_schema import REOPEN_KIND
from booray_ledger.ledger.write.hand_edits import resettle
from booray_ledger.ledger.write.night_end import CARRY, pot_postings
from booray_ledger.ledger.write.postings import Posting, post_entry
from booray_ledger.rules.seating import TableState

POT_KINDS = ("pot_carry", "pot_split", "pot_refund")
"""The entries a night's end takes the pot off the table with."""
POT_VOID = "pot_void"
"""The entry reversing an end's pot entry when the end is settled again."""
CARRY_IN = "carry_in"


def end_pot_entry(session: Session, night_id: int) -> Entry | None:
    """The entry in effect that took the night's pot off the table at its end (None: the pot was
    empty, or the end was reversed)."""
    reversed_ids = select(Entry.reverses_entry_id).where(
        Entry.night_id == night_id, col(Entry.reverses_entry_id).is_not(None)
    )
    return session.exec(
        select(Entry)
        .where(Entry.night_id == night_id, col(Entry.kind).in_(POT_KINDS), ~col(Entry.id).in_(reversed_ids))
        .order_by(col(Entry.id).desc())
    ).first()


def carried_into(session: Session, carry: Entry) -> Entry | None:
    """The ``carry_in`` entry in effect of the later night that took in the pot ``carry`` carried
    (the first night started after it), or None while it waits in the carry account."""
    reversed_ids = select(Entry.reverses_entry_id).where(
        Entry.kind == POT_VOID, col(Entry.reverses_entry_id).is_not(None)
    )
    return session.exec(
        select(Entry)
        .where(Entry.kind == CARRY_IN, col(Entry.id) > carry.id, ~col(Entry.id).in_(reversed_ids))
        .order_by(col(Entry.id))
    ).first()


def _reversal(session: Session, entry: Entry, kind: str, why: str) -> list[Posting]:
    moves = session.exec(select(Movement).where(Movement.entry_id == entry.id).order_by(col(Movement.id))).all()
    return [Posting(m.player_id, -m.chips, kind, f"{why}: reverses '{m.reason}'", m.account) for m in moves]


def _night_name(session: Session, night_id: int) -> str:
    night = session.get(Night, night_id)
    assert night is not None
    return night.name


def reopen_night(session: Session, ctx: NightContext) -> int:
    """Reopen an ended night: the pot its end took off the table comes back, the night is open
    and current again. Returns the chips back in the pot."""
    if not queries.night_is_ended(session, ctx.id):
        raise BoorayError(ErrorCode.NIGHT_NOT_ENDED, night=ctx.night.name)
    pot = end_pot_entry(session, ctx.id)
    if pot is not None and pot.kind == "pot_carry" and (taken := carried_into(session, pot)) is not None:
        later = _night_name(session, taken.night_id)
        raise BoorayError(ErrorCode.CARRIED_POT_TAKEN, fix=Fix.EDIT_IN_PLACE, night=ctx.night.name, later=later)
    postings = _reversal(session, pot, REOPEN_KIND, "night reopened") if pot is not None else []
    post_entry(session, ctx.id, REOPEN_KIND, postings, reverses=pot.id if pot is not None else None)
    session.add(NightUse(night_id=ctx.id, chosen_at=now()))  # a night reopened is the current one
    session.flush()
    return sum(p.chips for p in postings if p.player_id is None and p.account is None)


def settle_end_again(session: Session, ctx: NightContext) -> list[str]:
    """After a hand of the ended night ``ctx`` was edited or voided: do its end's pot action
    again on the pot the hands now leave. Returns the names of the later nights settled again
    because the carried pot changed (in order)."""
    if not queries.night_is_ended(session, ctx.id):
        return []
    old = end_pot_entry(session, ctx.id)
    old_pot = _pot_taken(session, old)
    last = queries.last_hand(session, ctx.id)
    state = queries.state_now(session, ctx, last)
    state = dataclasses.replace(state, pot=state.pot + old_pot)  # the pot as the hands leave it
    if old is None:
        if state.pot:
            raise BoorayError(
                ErrorCode.POT_LEFT_AFTER_CHANGE, fix=Fix.REOPEN_FIRST, night=ctx.night.name, pot=state.pot
            )
        return []
    action = old.kind.removeprefix("pot_")
    new = pot_postings(ctx, state, action) if state.pot else []
    if _same(session, old, new):
        return _carry_changed(session, old, 0) if action == "carry" else []
    post_entry(session, ctx.id, POT_VOID, _reversal(session, old, POT_VOID, "end settled again"), reverses=old.id)
    if new:
        post_entry(session, ctx.id, old.kind, new, note=f"night end settled again: pot {action}")
    if action != "carry":
        return []
    return _carry_changed(session, old, state.pot - old_pot)


def _pot_taken(session: Session, entry: Entry | None) -> int:
    """The chips ``entry`` took off the night's pot (0 for none)."""
    if entry is None:
        return 0
    moves = session.exec(select(Movement.chips).where(Movement.entry_id == entry.id, col(Movement.player_id).is_(None),
                                                      col(Movement.account).is_(None))).all()  # fmt: skip
    return -sum(int(c) for c in moves)


def _same(session: Session, old: Entry, new: list[Posting]) -> bool:
    """Whether the new end entry would move exactly the chips the old one moved."""
    moves = session.exec(select(Movement).where(Movement.entry_id == old.id)).all()
    had = sorted((m.player_id or 0, m.account or "", m.chips) for m in moves)
    return had == sorted((p.player_id or 0, p.account or "", p.chips) for p in new if p.chips)


def _carry_changed(session: Session, carry: Entry, delta: int) -> list[str]:
    """The pot ``carry`` carried changed by ``delta`` chips (or only the exemptions and lost deals
    carried with it): the later night that took it in takes in the new amount, and its hands
    (and its end) are settled again."""
    taken = carried_into(session, carry)
    if taken is None:
        return []
    later = queries.load_night(session, _night_name(session, taken.night_id))
    hands = queries.hands_in_effect(session, later.id)
    start = queries.initial_state(session, later)
    first = TableState.from_dict(json.loads(hands[0].state_before_json)) if hands else None
    same_start = first is None or (first.exempt, first.lost_deals) == (start.exempt, start.lost_deals)
    if delta == 0 and same_start:
        return []
    if delta:
        amount = sum(p.chips for p in _reversal(session, taken, "", "") if p.account == CARRY)
        post_entry(session, later.id, POT_VOID, _reversal(session, taken, POT_VOID, "carried pot changed"),
                   reverses=taken.id)  # fmt: skip
        if chips := amount + delta:
            post_entry(session, later.id, CARRY_IN, [
                Posting(None, -chips, "carry", f"{chips} chips carried in", account=CARRY),
                Posting(None, chips, "pot", f"the pot starts at {chips}, carried from the last night"),
            ], note="pot carried in, settled again")  # fmt: skip
    if first is not None:
        state = dataclasses.replace(first, pot=first.pot + delta, exempt=start.exempt, lost_deals=start.lost_deals)
        try:
            resettle(session, later, hands, state)
        except BoorayError as exc:
            raise because(exc, ErrorCode.CARRIED_POT_UNSETTLED, night=later.night.name) from None
    return [later.night.name, *settle_end_again(session, later)]
