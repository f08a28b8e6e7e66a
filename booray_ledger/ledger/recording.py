"""The services: each turns one validated command into ledger rows inside the caller's
transaction (they flush, never commit).

Recording a hand writes the hand (its inputs, rules and seats in force, the state before and
after) and one entry of movements that balances to zero. Voiding writes a void marker and an
entry that reverses the hand's movements. Editing hand N voids N and every later hand, then
records the new N and re-settles each later hand from its own inputs: nothing is overwritten.

Under table stakes a buy-in is one entry between the player and the bank: the player's stack
gets the chips, and the player's ``bank`` account (a movement with ``account`` 'bank') gives
them, so a player's movements sum to their result (stack minus everything bought) and every
entry, the night's included, still adds up to zero.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import insert
from sqlmodel import Session, SQLModel, select

from booray_ledger.clock import now
from booray_ledger.errors import BoorayError, UsageError
from booray_ledger.ledger import queries
from booray_ledger.ledger.db import WRITTEN_ENTRIES
from booray_ledger.ledger.locks import lock_shared
from booray_ledger.ledger.models import Entry, Hand, HandVoid, Movement, Night, NightUse, Player, SeatEvent
from booray_ledger.ledger.queries import NightContext
from booray_ledger.results import HandRecorded
from booray_ledger.rules import house
from booray_ledger.rules.hand_checks import without_dealt_out
from booray_ledger.rules.hand_result import Payout
from booray_ledger.rules.handline import HandInput, clean_name, clean_night_name, name_key, resolve, seat_list
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.limits import MAX_CHIPS, MAX_MOVEMENTS, check_chips
from booray_ledger.rules.payout import hand_payout
from booray_ledger.rules.seating import Table, TableState, in_play


@dataclass(frozen=True)
class Posting:
    """One line of an entry: chips to (> 0) or from a player, or the pot when ``player_id`` is
    None (the carry account between nights when ``account`` is "carry")."""

    player_id: int | None
    chips: int
    kind: str
    reason: str
    account: str | None = None


def post_entry(
    session: Session,
    night_id: int,
    kind: str,
    postings: list[Posting],
    hand_id: int | None = None,
    note: str = "",
    reverses: int | None = None,
) -> Entry:
    """Write one entry and its movements; the caller's transaction checks that it balances.
    ``reverses`` names the entry this one reverses (a voided payment).

    No movement moves more than ``MAX_CHIPS`` chips and the ledger never holds more than
    ``MAX_MOVEMENTS`` movements, so no sum of them can overflow (see ``rules.limits``)."""
    for p in postings:
        check_chips(p.chips, f"{p.reason!r}")
    connection = session.connection()
    last = connection.exec_driver_sql("SELECT MAX(id) FROM movement").scalar() or 0
    if last + len(postings) > MAX_MOVEMENTS:
        raise BoorayError(
            f"this ledger is full ({MAX_MOVEMENTS:,} chip movements); start a new file with --db for more nights"
        )
    entry = Entry(
        night_id=night_id, kind=kind, hand_id=hand_id, note=note, created_at=now(), reverses_entry_id=reverses
    )
    entry.id = insert_row(session, entry)
    session.info.setdefault(WRITTEN_ENTRIES, []).append(entry.id)
    rows = [
        {"entry_id": entry.id, "night_id": night_id, "player_id": p.player_id, "chips": p.chips,
         "kind": p.kind, "reason": p.reason, "account": p.account}
        for p in postings
        if p.chips
    ]  # fmt: skip
    if rows:
        connection.execute(_insert(Movement.__table__), rows)  # type: ignore[attr-defined]
    return entry


_INSERTS: dict[str, Any] = {}


def _insert(table: Any) -> Any:
    """One INSERT statement per table, built once (its values come as parameters)."""
    if table.name not in _INSERTS:
        _INSERTS[table.name] = insert(table)
    return _INSERTS[table.name]


def insert_row(session: Session, row: SQLModel) -> int:
    """Insert one new row in a single statement (no unit-of-work bookkeeping: the row object
    stays outside the session) and return its id. Anything still pending is flushed first, so
    rows are written in the order the service made them."""
    if session.new or session.dirty:
        session.flush()
    table = type(row).__table__  # type: ignore[attr-defined]
    values = {c.name: getattr(row, c.name) for c in table.columns if c.name != "id"}
    key = session.connection().execute(_insert(table), values).inserted_primary_key
    assert key is not None and key[0] is not None
    return int(key[0])


def player_for(session: Session, name: str) -> Player:
    """The one row for this person across nights (names match case-insensitively). A new
    person is created under the shared lock, so two tables adding "Ann" make one Ann."""
    cleaned = clean_name(name)
    query = select(Player).where(Player.name_key == name_key(cleaned))
    existing = session.exec(query).first()
    if existing is None:
        lock_shared(session)
        existing = session.exec(query).first()
    if existing is not None:
        return existing
    player = Player(name=cleaned, name_key=name_key(cleaned), created_at=now())
    session.add(player)
    session.flush()
    return player


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
        raise UsageError(f"a night called {title!r} already exists; choose another name")
    cleaned = seat_list(players)
    if chip_value <= 0:
        raise UsageError("--chip-value must be more than 0, like 0.25")
    rows = [player_for(session, p) for p in cleaned]
    first = rows[0]
    if dealer is not None:
        key = name_key(dealer)
        match = [r for r in rows if r.name_key == key]
        if not match:
            resolve(dealer, [r.name for r in rows], what="one of the night's players")
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
    session.flush()
    if rules.table_stakes and rules.buy_in is not None:
        for row in rows:
            assert row.id is not None
            _post_buy_in(session, night.id, row.id, row.name, rules.buy_in)
    return night


def _post_buy_in(session: Session, night_id: int, player_id: int, name: str, chips: int) -> None:
    reason = f"{name} buys {chips} chips from the bank"
    postings = [
        Posting(player_id, chips, "buy_in", reason),
        Posting(player_id, -chips, "buy_in", reason, account=queries.BANK),
    ]
    post_entry(session, night_id, "buy_in", postings, note=reason)


def buy_in(session: Session, ctx: NightContext, name: str, chips: int) -> str:
    """A buy-in or rebuy between hands (table stakes): ``chips`` from the bank to a seated
    player's stack, at most ``max_buy_in`` at a time."""
    _require_open(session, ctx)
    rules = ctx.rules
    if not rules.table_stakes:
        raise UsageError(
            f"night {ctx.night.name!r} is not played for table stakes, so there is nothing to buy; "
            "start a night with --stakes table --buy-in 100"
        )
    player = ctx.resolve_seated(name)
    if isinstance(chips, bool) or not isinstance(chips, int) or chips < 1:
        raise UsageError(f"a buy-in is a whole number of chips above 0, not {chips}")
    if rules.max_buy_in is not None and chips > rules.max_buy_in:
        raise UsageError(
            f"{player} cannot buy {chips} chips at once: the most is {rules.max_buy_in}; buy {rules.max_buy_in} or less"
        )
    if chips > MAX_CHIPS:
        raise UsageError(f"a buy-in of {chips:,} chips is more than the ledger can hold; buy fewer")
    _post_buy_in(session, ctx.id, ctx.player_id(player), player, chips)
    return player


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
    hand: Hand
    payout: Payout


def record_hand(
    session: Session,
    ctx: NightContext,
    hand: HandInput,
    expected: int | None = None,
    known: tuple[Hand | None, TableState] | None = None,
) -> Recorded:
    """Settle and record the next hand of the night.

    ``expected`` is the number the command meant to give this hand: when hands numbered from
    there on were written meanwhile (another terminal) and one has the very same results, in
    any order, nothing is written (see ``hand_numbers``). ``known`` is the last hand in effect
    and the table state after it, when the caller knows nothing has been written since (saving
    their queries).
    """
    if known is None:  # a known last hand means nothing was written since: the night is open
        _require_open(session, ctx)
    hand = resolve_input(hand, ctx.table)
    last = queries.last_hand(session, ctx.id) if known is None else known[0]
    if expected is not None and last is not None and last.number >= expected:
        for twin in queries.hands_in_effect(session, ctx.id)[expected - 1 :]:
            if same_hand(HandInput.from_dict(json.loads(twin.input_json)), hand):
                raise BoorayError(
                    f"hand {twin.number} with these results was recorded by another terminal while this "
                    "command ran (entered twice?); nothing written"
                )
    state = queries.state_now(session, ctx, last) if known is None else known[1]
    hand = without_dealt_out(ctx.table, state, hand, ctx.rules)
    number = 1 if last is None else last.number + 1
    return _settle_and_write(session, ctx, number, ctx.table, state, hand, ctx.rules, None)


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
    table = ctx.table
    if ctx.rules.table_stakes:
        state = known[1] if known is not None else queries.state_now(session, ctx)
        table = in_play(ctx.table, state, ctx.rules)
    recorded = record_hand(session, ctx, typed(ctx, table), expected=expected, known=known)
    data = queries.recorded_data(session, ctx, recorded, warm.get("balances"))
    if keep:
        warm.update(last=recorded.hand, state=recorded.payout.state, balances=dict(data["status"]["balances"]))
    else:
        warm.clear()
    return data


def same_hand(a: HandInput, b: HandInput) -> bool:
    """The same hand, whatever the order of the words on the line."""

    def canonical(h: HandInput) -> tuple[object, ...]:
        marks = (sorted(h.reneged), sorted(h.corrected), sorted(h.out_of_turn))
        return (sorted((p, str(d)) for p, d in h.results), marks, h.up, h.dealer, h.force)

    return canonical(a) == canonical(b)


def _settle_and_write(
    session: Session,
    ctx: NightContext,
    number: int,
    table: Table,
    state: TableState,
    hand: HandInput,
    rules: HouseRules,
    replaces: int | None,
) -> Recorded:
    payout = hand_payout(table, state, hand, rules)
    if max(payout.p0, payout.pot_after, *(abs(t.chips) for t in payout.transfers)) > MAX_CHIPS:
        raise BoorayError(
            f"hand {number} would move more than {MAX_CHIPS:,} chips, more than the ledger can hold; "
            "set a pot limit for this table (--limit)"
        )
    row = Hand(
        night_id=ctx.id,
        number=number,
        dealer_id=ctx.player_id(payout.dealer),
        input_json=json.dumps(hand.to_dict()),
        rules_json=json.dumps(rules.to_dict()),
        table_json=json.dumps(table.to_dict()),
        state_before_json=json.dumps(state.to_dict()),
        state_after_json=json.dumps(payout.state.to_dict()),
        result_json=json.dumps(result_data(payout, hand)),
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
    pot_reason = f"the pot goes from {payout.carried} to {payout.pot_after}"
    postings.append(Posting(None, -moved, "pot", pot_reason))
    assert row.id is not None
    post_entry(session, ctx.id, "hand", postings, hand_id=row.id, note=f"hand {number}")
    return Recorded(row, payout)


def result_data(payout: Payout, hand: HandInput) -> dict[str, object]:
    """What a hand settled to, as JSON-ready data (stored with the hand, shown by history)."""
    data: dict[str, object] = {
        "dealer": payout.dealer,
        "results": {p: d for p, d in hand.results},
        "played": list(payout.played),
        "passed": list(payout.passed),
        "tricks": dict(payout.tricks),
        "carried": payout.carried,
        "p0": payout.p0,
        "pot_after": payout.pot_after,
        "outcome": payout.outcome,
        "winners": list(payout.winners),
        "bourre": list(payout.bourre),
        "reneged": list(payout.reneged),
        "corrected": list(payout.corrected),
        "out_of_turn": list(hand.out_of_turn),
        "notes": list(payout.notes),
        "transfers": [
            {"player": t.player, "chips": t.chips, "kind": t.kind, "reason": t.reason} for t in payout.transfers
        ],
        "net": payout.net(),
    }
    if payout.state.stacks:  # only under table stakes
        data["stacks"] = dict(payout.state.stacks)
    if payout.unpaid:
        data["unpaid"] = dict(payout.unpaid)
    if hand.tie is not None:
        data["tie_vote"] = hand.tie
    return data


def _void(session: Session, ctx: NightContext, hand: Hand, reason: str) -> None:
    assert hand.id is not None
    session.add(HandVoid(hand_id=hand.id, reason=reason, created_at=now()))
    reversal = [
        Posting(m.player_id, -m.chips, "void", f"hand {hand.number} voided: reverses '{m.reason}'", m.account)
        for m in queries.hand_movements(session, hand.id)
    ]
    post_entry(session, ctx.id, "void", reversal, hand_id=hand.id, note=reason)


def void_last_hand(session: Session, ctx: NightContext) -> Hand:
    """Void the last hand in effect: a void marker and an entry reversing its movements."""
    _require_open(session, ctx)
    last = queries.last_hand(session, ctx.id)
    if last is None:
        raise BoorayError("there is no hand to void in this night")
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
    for old in reversed(later):
        _void(session, ctx, old, f"hand {old.number} replaced by an edit of hand {number}")
    state = TableState.from_dict(json.loads(target.state_before_json))
    recorded: list[Recorded] = []
    for before, old in zip([None, *later], later, strict=False):
        table = Table.from_dict(json.loads(old.table_json))
        rules = _rules_of(old)
        if recorded:
            state = _with_buy_ins(recorded[-1].payout.state, before, old)
        if old is target:
            new_input = without_dealt_out(table, state, resolve_input(hand, table), rules)
        else:
            new_input = HandInput.from_dict(json.loads(old.input_json))
        try:
            rec = _settle_and_write(session, ctx, old.number, table, state, new_input, rules, old.id)
        except BoorayError as exc:
            if old is target:
                raise
            raise type(exc)(f"after this edit hand {old.number} no longer settles: {exc}") from None
        recorded.append(rec)
    return recorded


def hand_to_edit(session: Session, ctx: NightContext, number: int, hands: list[Hand] | None = None) -> Hand:
    """Hand ``number`` of an open night, in effect; else an error naming the hands there are."""
    _require_open(session, ctx)
    hands = queries.hands_in_effect(session, ctx.id) if hands is None else hands
    target = next((h for h in hands if h.number == number), None)
    if target is None:
        count = len(hands)
        known = f"hands 1 to {count}" if count else "no hands yet"
        raise UsageError(f"there is no hand {number} in this night ({known}); check the number")
    return target


def _with_buy_ins(state: TableState, before: Hand | None, old: Hand) -> TableState:
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


def _rules_of(hand: Hand) -> HouseRules:
    return house.from_mapping(json.loads(hand.rules_json))


def seat_change(session: Session, ctx: NightContext, action: str, name: str, after: str | None = None) -> str:
    """Add a player (after someone, clockwise; default at the end), remove one, sit one out or in."""
    _require_open(session, ctx)
    table = ctx.table
    if action == "add":
        row = player_for(session, name)
        if row.name in table.seats:
            raise UsageError(f"{row.name} is already seated")
        after_id = ctx.player_id(ctx.resolve_seated(after)) if after else None
        assert row.id is not None
        session.add(
            SeatEvent(night_id=ctx.id, player_id=row.id, action="add", after_player_id=after_id, created_at=now())
        )
        session.flush()
        return row.name
    player = ctx.resolve_seated(name)
    if action == "out" and player in table.sitting_out:
        raise UsageError(f"{player} is already sitting out")
    if action == "in" and player not in table.sitting_out:
        raise UsageError(f"{player} is not sitting out")
    if action == "remove" and len(table.seats) <= 2:
        raise UsageError(f"removing {player} would leave fewer than two seated; add a player first")
    session.add(SeatEvent(night_id=ctx.id, player_id=ctx.player_id(player), action=action, created_at=now()))
    session.flush()
    return player


def buy_in_on_joining(session: Session, ctx: NightContext, player: str) -> int:
    """Under table stakes a player sitting down with no chips in front of them buys in the
    configured amount (a player coming back keeps the stack they left with); returns the chips."""
    rules = ctx.rules
    if not rules.table_stakes or rules.buy_in is None or queries.stacks(session, ctx).get(player, 0) > 0:
        return 0
    _post_buy_in(session, ctx.id, ctx.player_id(player), player, rules.buy_in)
    return rules.buy_in


def _require_open(session: Session, ctx: NightContext) -> None:
    if queries.night_is_ended(session, ctx.id):
        raise BoorayError(f"night {ctx.night.name!r} has ended; start a new night to record more")
