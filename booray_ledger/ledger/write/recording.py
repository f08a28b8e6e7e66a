"""Recording: a night started with its seats, and each hand settled and written, inside the
caller's transaction (they flush, never commit).

Recording a hand writes the hand (its inputs, rules and seats in force, the state before and
after) and one entry of movements that balances to zero (:mod:`~booray_ledger.ledger.write.postings`).
Voids and edits are in :mod:`~booray_ledger.ledger.write.hand_edits`; seat changes and buy-ins in
:mod:`~booray_ledger.ledger.write.seat_changes`.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from sqlmodel import Session, select

from booray_ledger.clock import now
from booray_ledger.errors import BoorayError, DuplicateHand, ErrorCode, Fix, NameKind, UsageError
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.read.rows import HandRow
from booray_ledger.ledger.schema.models import Hand, Night, NightUse, SeatEvent
from booray_ledger.ledger.store import night_totals
from booray_ledger.ledger.store.locks import lock_shared
from booray_ledger.ledger.write.postings import Posting, insert_row, post_buy_in, post_entry
from booray_ledger.ledger.write.seat_changes import player_for
from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.limits import MAX_CHIPS
from booray_ledger.rules.names import clean_night_name, name_key, resolve, seat_list
from booray_ledger.rules.payout.data import result_data
from booray_ledger.rules.payout.result import Payout
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import Table, TableState, in_play

if TYPE_CHECKING:  # names for annotations only: importing the typed values slows every command's start-up
    from booray_ledger.results import HandRecorded


def start_night(
    session: Session,
    name: str,
    players: list[str],
    rules: HouseRules,
    dealer: str | None = None,
    chip_value: Decimal = Decimal(1),
    currency: str = "$",
) -> Night:
    """A new night with its players seated clockwise in the order given. Night names are unique
    and a carried pot goes to one new night only: starting takes the shared lock."""
    title = clean_night_name(name)
    lock_shared(session)
    if session.exec(select(Night).where(Night.name_key == name_key(title))).first() is not None:
        raise UsageError(ErrorCode.NIGHT_EXISTS, night=title)
    cleaned = seat_list(players)
    if chip_value <= 0:
        raise UsageError(ErrorCode.CHIP_VALUE_NOT_POSITIVE)
    rows = [player_for(session, p) for p in cleaned]
    first = rows[0]
    if dealer is not None:
        key = name_key(dealer)
        match = [r for r in rows if r.name_key == key]
        if not match:
            resolve(dealer, [r.name for r in rows], what=NameKind.NIGHT_PLAYER)
        first = match[0]
    night = Night(
        name=title,
        name_key=name_key(title),
        started_at=now(),
        rules_json=json.dumps(rules.to_dict()),
        first_dealer_id=first.id,
        chip_value=str(chip_value),
        currency=currency,
    )
    session.add(night)
    session.flush()
    assert night.id is not None
    session.add(NightUse(night_id=night.id, chosen_at=now()))  # a night just started is the current one
    for row in rows:
        assert row.id is not None
        # The starting seats carry the night's own start time: the history tells them from later changes.
        session.add(SeatEvent(night_id=night.id, player_id=row.id, action="add", created_at=night.started_at))
        night_totals.seated(session, night.id, row.id)
    session.flush()
    if rules.table_stakes and rules.buy_in is not None:
        for row in rows:
            assert row.id is not None
            post_buy_in(session, night.id, row.id, row.name, rules.buy_in)
    return night


def resolve_input(hand: HandInput, table: Table) -> HandInput:
    """The same hand with every name replaced by the seated player's own spelling."""

    def one(name: str) -> str:
        return resolve(name, table.seats)

    return HandInput(
        results=tuple((one(p), d) for p, d in hand.results),
        reneged=tuple(one(p) for p in hand.reneged),
        corrected=tuple(one(p) for p in hand.corrected),
        out_of_turn=tuple(one(p) for p in hand.out_of_turn),
        up=hand.up,
        dealer=one(hand.dealer) if hand.dealer else None,
        force=hand.force,
        tie=hand.tie,
    )


@dataclass(frozen=True)
class Recorded:
    """A hand just written: its row and what it paid out."""

    hand: Hand
    payout: Payout


def record_hand(
    session: Session,
    ctx: NightContext,
    hand: HandInput,
    expected: int | None = None,
    known: tuple[HandRow | None, TableState] | None = None,
) -> Recorded:
    """Settle and record the next hand of the night.

    ``expected`` is the number the command meant to give this hand: when hands numbered from
    there on were written meanwhile (another terminal) and one has the very same results, in
    any order, nothing is written (see ``hand_numbers``). ``known`` is the last hand in effect
    and the table state after it, when the caller knows nothing has been written since (saving
    their queries).
    """
    if known is None:  # a known last hand means nothing was written since: the night is open
        queries.require_open(session, ctx)
    hand = resolve_input(hand, ctx.table)
    last = queries.last_hand(session, ctx.id) if known is None else known[0]
    refuse_twin(session, ctx, hand, expected, last)
    state = queries.state_now(session, ctx, last) if known is None else known[1]
    number = 1 if last is None else last.number + 1
    return write_hand(session, ctx, number, ctx.table, state, hand, ctx.rules, None)


def refuse_twin(
    session: Session, ctx: NightContext, hand: HandInput, expected: int | None, last: HandRow | None
) -> None:
    """Refuse ``hand`` (its names matched to the seats) as entered twice when hands numbered
    ``expected`` or later were written meanwhile (``last`` is the night's last hand in effect)
    and one of them has the very same results, in any order: :class:`DuplicateHand`, nothing
    written. It only reads."""
    if expected is not None and last is not None and last.number >= expected:
        for twin in queries.hands_in_effect(session, ctx.id)[expected - 1 :]:
            if same_hand(HandInput.from_dict(json.loads(twin.input_json)), hand):
                raise DuplicateHand(ErrorCode.RECORDED_BY_ANOTHER, hand=twin.number)


def record_next(
    session: Session,
    warm: dict[str, Any],
    night: str | None,
    typed: Callable[[NightContext, Table], HandInput],
    expected: int | None,
    keep: bool,
) -> HandRecorded:
    """Record the next hand of ``night`` (default: the current one), its input made by
    ``typed`` from the night and the table as dealt (under table stakes, without the players
    dealt out for want of chips), and return it with the table after it.

    ``warm`` (see ``Store.warm``: emptied whenever another connection has written) holds the
    night, its last hand, the state and the balances after it, from this connection's own last
    hand: the queries that read them are saved. With ``keep`` the hand just recorded is kept."""
    key = ("night", night and name_key(night))
    if warm.get("key") != key:
        warm.clear()
        warm.update(key=key, ctx=queries.load_night(session, night))
    ctx: NightContext = warm["ctx"]
    known = (warm["last"], warm["state"]) if "state" in warm else None
    if known is None and not ctx.rules.table_stakes:
        known, balances = _read_known(session, ctx)
        if balances is not None:
            warm["balances"] = balances
    table = ctx.table
    if ctx.rules.table_stakes:
        state = known[1] if known is not None else queries.state_now(session, ctx)
        table = in_play(ctx.table, state, ctx.rules)
    recorded = record_hand(session, ctx, typed(ctx, table), expected=expected, known=known)
    data = queries.recorded_data(session, ctx, recorded, warm.get("balances"))
    if keep:
        warm.update(
            last=HandRow.of_model(recorded.hand), state=recorded.payout.state, balances=dict(data["status"]["balances"])
        )
    else:
        warm.clear()
    return data


def _read_known(
    session: Session, ctx: NightContext
) -> tuple[tuple[HandRow | None, TableState] | None, dict[str, int] | None]:
    """The night's last hand in effect, the table state after it and the balances, read in a
    few rows whatever the night's length (the pot and balances as the per-night totals keep
    them, see ``night_totals.kept_now``), for a hand about to be recorded; (None, None) when
    they cannot be read so (the night's first hand, no totals kept): the caller sums them."""
    last = queries.last_hand(session, ctx.id)
    kept = night_totals.kept_now(session, ctx.id) if last is not None else None
    if last is None or kept is None:
        return None, None
    queries.require_open(session, ctx)
    pot, chips = kept
    state = dataclasses.replace(TableState.from_dict(json.loads(last.state_after_json)), pot=pot)
    return (last, state), ctx.by_name(chips)


def same_hand(a: HandInput, b: HandInput) -> bool:
    """The same hand, whatever the order of the words on the line."""

    def canonical(h: HandInput) -> tuple[object, ...]:
        marks = (sorted(h.reneged), sorted(h.corrected), sorted(h.out_of_turn))
        return (sorted((p, str(d)) for p, d in h.results), marks, h.up, h.dealer, h.force)

    return canonical(a) == canonical(b)


def write_hand(
    session: Session,
    ctx: NightContext,
    number: int,
    table: Table,
    state: TableState,
    hand: HandInput,
    rules: HouseRules,
    replaces: int | None,
) -> Recorded:
    """Pay out the hand under ``rules`` from ``state`` and write it as hand ``number`` (in an edit,
    replacing the hand with id ``replaces``): the hand row with its inputs and result, and one
    entry of its movements with the pot's change, which balances to zero."""
    payout = hand_payout(table, state, hand, rules)
    if max(payout.p0, payout.pot_after, *(abs(t.chips) for t in payout.transfers)) > MAX_CHIPS:
        raise BoorayError(ErrorCode.HAND_TOO_BIG, fix=Fix.POT_LIMIT, hand=number, most=MAX_CHIPS)
    row = Hand(
        night_id=ctx.id,
        number=number,
        dealer_id=ctx.player_id(payout.dealer),
        input_json=json.dumps(hand.to_dict()),
        rules_json=json.dumps(rules.to_dict()),
        table_json=json.dumps(table.to_dict()),
        state_before_json=json.dumps(state.to_dict()),
        state_after_json=json.dumps(payout.state.to_dict()),
        result_json=json.dumps(result := result_data(payout, hand)),
        pot_before=payout.carried,
        p0=payout.p0,
        pot_after=payout.pot_after,
        outcome=payout.outcome,
        forced=hand.force,
        replaces_hand_id=replaces,
        recorded_at=now(),
    )
    row.id = insert_row(session, row)
    postings = [Posting(ctx.player_id(t.player), t.chips, t.kind, t.reason) for t in payout.transfers]
    moved = sum(t.chips for t in payout.transfers)
    # the memo is stored and hashed into the chain: the same in every language (STORED)
    pot_reason = f"the pot goes from {payout.carried} to {payout.pot_after}"
    postings.append(Posting(None, -moved, "pot", pot_reason))
    assert row.id is not None
    post_entry(session, ctx.id, "hand", postings, hand_id=row.id, note=f"hand {number}")
    night_totals.hand_written(session, ctx.id, result, {p.name: pid for pid, p in ctx.players.items()})
    return Recorded(row, payout)
