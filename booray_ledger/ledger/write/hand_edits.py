"""Voiding and editing hands: nothing is overwritten (rulebook topic ``scorekeeping``).

Voiding writes a void marker and an entry that reverses the hand's movements. Editing hand N
voids N and every later hand, then records the new N and re-settles each later hand from its own
inputs (under table stakes, with the chips bought between them); a later hand that no longer
settles stops the whole edit.
"""

from __future__ import annotations

import dataclasses
import json

from sqlmodel import Session

from booray_ledger.clock import now
from booray_ledger.errors import BoorayError, ErrorCode, UsageError, because
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.read.rows import HandRow
from booray_ledger.ledger.schema.models import HandVoid
from booray_ledger.ledger.store import night_totals
from booray_ledger.ledger.write.postings import Posting, post_entry
from booray_ledger.ledger.write.recording import Recorded, resolve_input, write_hand
from booray_ledger.rules import house
from booray_ledger.rules.hand_checks import without_dealt_out
from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.seating import Table, TableState


def _void(session: Session, ctx: NightContext, hand: HandRow, reason: str) -> None:
    assert hand.id is not None
    session.add(HandVoid(hand_id=hand.id, reason=reason, created_at=now()))
    night_totals.hand_voided(session, ctx.id)
    reversal = [
        Posting(m.player_id, -m.chips, "void", f"hand {hand.number} voided: reverses '{m.reason}'", m.account)
        for m in queries.hand_movements(session, hand.id)
    ]
    post_entry(session, ctx.id, "void", reversal, hand_id=hand.id, note=reason)


def void_last_hand(session: Session, ctx: NightContext) -> HandRow:
    """Void the last hand in effect: a void marker and an entry reversing its movements (in an
    ended night too: its end is then settled again, ``night_reopen.settle_end_again``)."""
    last = queries.last_hand(session, ctx.id)
    if last is None:
        raise BoorayError(ErrorCode.NO_HAND_TO_VOID)
    _void(session, ctx, last, f"hand {last.number} voided by the scorekeeper")
    return last


def edit_hand(session: Session, ctx: NightContext, number: int, hand: HandInput) -> list[Recorded]:
    """Replace hand ``number`` and re-settle every later hand from its own inputs.

    The old hands are voided (reversing entries) and new rows recorded, each pointing at the
    hand it replaces. A later hand that no longer settles under the edit stops the whole edit.
    """
    hands = queries.hands_in_effect(session, ctx.id)
    target = hand_to_edit(session, ctx, number, hands)
    later = [h for h in hands if h.number >= number]
    state = TableState.from_dict(json.loads(target.state_before_json))
    return resettle(session, ctx, later, state, hand)


def resettle(
    session: Session, ctx: NightContext, later: list[HandRow], state: TableState, first: HandInput | None = None
) -> list[Recorded]:
    """Void the hands ``later`` and settle each again, in order, from ``state`` (the state
    before the first of them): the first with the input ``first`` (an edit) or its own, every
    other with its own input, under the rules and seats it had. A hand that no longer settles
    stops it all (the first one's own error, or one naming the hand)."""
    why = f"replaced by an edit of hand {later[0].number}" if first is not None else "settled again"
    for old in reversed(later):
        _void(session, ctx, old, f"hand {old.number} {why}")
    recorded: list[Recorded] = []
    for before, old in zip([None, *later], later, strict=False):
        table = Table.from_dict(json.loads(old.table_json))
        rules = _rules_of(old)
        if recorded:
            state = _with_buy_ins(recorded[-1].payout.state, before, old)
        if old is later[0] and first is not None:
            new_input = without_dealt_out(table, state, resolve_input(first, table), rules)
        else:
            new_input = HandInput.from_dict(json.loads(old.input_json))
        try:
            rec = write_hand(session, ctx, old.number, table, state, new_input, rules, old.id)
        except BoorayError as exc:
            if old is later[0] and first is not None:
                raise
            change = "edit" if first is not None else "change"
            raise because(exc, ErrorCode.LATER_HAND_UNSETTLED, change=change, hand=old.number) from None
        recorded.append(rec)
    return recorded


def hand_to_edit(session: Session, ctx: NightContext, number: int, hands: list[HandRow] | None = None) -> HandRow:
    """Hand ``number`` of the night (open or ended: an ended night's end is then settled again,
    ``night_reopen.settle_end_again``), in effect; else an error naming the hands there are."""
    hands = queries.hands_in_effect(session, ctx.id) if hands is None else hands
    target = next((h for h in hands if h.number == number), None)
    if target is None:
        raise UsageError(ErrorCode.NO_SUCH_HAND, number=number, count=len(hands))
    return target


def _with_buy_ins(state: TableState, before: HandRow | None, old: HandRow) -> TableState:
    """The state a re-settled hand starts from: the new state after the hand before it, plus the
    chips bought between the two (the old hand's stacks before it minus the old stacks after
    the hand before it). Stacks are never below zero after a hand, and a buy-in only adds."""
    if not state.stacks or before is None:
        return state
    then = dict(TableState.from_dict(json.loads(old.state_before_json)).stacks)
    after = dict(TableState.from_dict(json.loads(before.state_after_json)).stacks)
    chips = {p: c + then.get(p, 0) - after.get(p, 0) for p, c in state.stacks}
    chips.update({p: c for p, c in then.items() if p not in chips})
    return dataclasses.replace(state, stacks=tuple(sorted(chips.items())))


def _rules_of(hand: HandRow) -> HouseRules:
    return house.from_mapping(json.loads(hand.rules_json))
