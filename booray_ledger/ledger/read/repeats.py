"""A hand that may be the last one entered again (rulebook topic ``scorekeeping``).

An honest mistake at a card table: the up arrow and Enter bring back the last line, or the phone
and the terminal both record the same real hand. :func:`repeat_of` compares a hand about to be
recorded with the last hand in effect: whether it has the very same results and marks (in any
order), and how many seconds ago that hand was recorded. It only reads; what to do about it (ask,
refuse, go on) is the front end's choice. :func:`restorable` finds a voided hand that can be
recorded again as it was (a redo).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session, select

from booray_ledger.clock import now
from booray_ledger.errors import BoorayError, DuplicateHand, ErrorCode, Fix
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.read.rows import HandRow
from booray_ledger.ledger.schema.models import Hand, HandVoid
from booray_ledger.ledger.write.recording import resolve_input, same_hand
from booray_ledger.rules.hand_input import HandInput


@dataclass(frozen=True)
class Repeat:
    """The last hand in effect beside the one about to be recorded."""

    last: HandRow
    same: bool
    """The very same results and marks, in any order."""
    seconds: float
    """How long ago ``last`` was recorded."""


def seconds_since(stamp: str) -> float:
    """Seconds from the ledger timestamp ``stamp`` (see ``clock.now``) to now (0 if in the future)."""
    return max(0.0, (datetime.fromisoformat(now()) - datetime.fromisoformat(stamp)).total_seconds())


def repeat_of(session: Session, ctx: NightContext, typed: HandInput) -> Repeat | None:
    """The night's last hand in effect compared with ``typed`` (its names matched to the seats);
    None when the night has no hand yet."""
    last = queries.last_hand(session, ctx.id)
    if last is None:
        return None
    same = same_hand(HandInput.from_dict(json.loads(last.input_json)), resolve_input(typed, ctx.table))
    return Repeat(last, same, seconds_since(last.recorded_at))


def refuse_quick_repeat(session: Session, ctx: NightContext, typed: HandInput, within: float) -> None:
    """Refuse ``typed`` when it is the very same as the last hand and that one was recorded less
    than ``within`` seconds ago (a single-shot command run twice by mistake)."""
    found = repeat_of(session, ctx, typed)
    if found is not None and found.same and found.seconds < within:
        raise RepeatedHand(found.last.number, found.seconds)


class RepeatedHand(DuplicateHand):
    """The same hand as hand ``number``, recorded ``seconds`` ago: nothing written."""

    def __init__(self, number: int, seconds: float) -> None:
        super().__init__(ErrorCode.HAND_REPEATED, fix=Fix.AGAIN, hand=number, seconds=round(seconds))
        self.number = number
        self.seconds = seconds


def restorable(session: Session, ctx: NightContext, hand_id: int) -> HandInput:
    """The input of voided hand ``hand_id`` of this night, to record it again as the next hand:
    only while it would get its old number back (nothing recorded since it was voided)."""
    hand = session.get(Hand, hand_id)
    voided = session.exec(select(HandVoid).where(HandVoid.hand_id == hand_id)).first()
    if hand is None or hand.night_id != ctx.id or voided is None:
        raise BoorayError(ErrorCode.NO_HAND_TO_REDO)
    last = queries.last_hand(session, ctx.id)
    if (0 if last is None else last.number) + 1 != hand.number:
        raise BoorayError(ErrorCode.HAND_NOT_REDOABLE, hand=hand.number)
    return HandInput.from_dict(json.loads(hand.input_json))
