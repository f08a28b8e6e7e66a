"""Reading the ledger: nights, seats, hands in effect, the table state now, a hand as data.

The seating is a replay of seat events; the table state is the last hand's state after it, with
the pot taken from the ledger itself (balances and the pot are sums of movements:
:mod:`~booray_ledger.ledger.read.chip_totals`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from booray_ledger.errors import BoorayError, ErrorCode, Fix, NameKind
from booray_ledger.ledger.read import chip_totals, night_settings, rows
from booray_ledger.ledger.read.rows import (
    HAND_COLUMNS,
    NIGHT_COLUMNS,
    SEAT_EVENT_COLUMNS,
    HandRow,
    NightRecord,
    PlayerRow,
    SeatEventRow,
)
from booray_ledger.ledger.store import night_totals
from booray_ledger.ledger.store.locks import lock_night
from booray_ledger.rules.handfacts import with_facts
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.names import name_key, resolve, storable
from booray_ledger.rules.seating import Table, TableState

if TYPE_CHECKING:  # names for annotations only: importing the typed values costs every command
    from sqlmodel import Session

    from booray_ledger.ledger.read.rows import Db
    from booray_ledger.ledger.schema.models import Hand, Movement, Night, NightEnd
    from booray_ledger.ledger.write.recording import Recorded
    from booray_ledger.results import BuyIn, HandRecorded, HandResult, HandSummary, Status


@dataclass
class NightContext:
    """One night as a command needs it: the row, its rules, its players and its seating now."""

    night: NightRecord
    rules: HouseRules
    players: dict[int, PlayerRow]  # everyone who has sat at this night, by id
    order: list[int]  # player ids in the order they first sat down
    table: Table  # the seating now, by name

    @property
    def id(self) -> int:
        return self.night.id

    def player_id(self, name: str) -> int:
        return next(pid for pid, p in self.players.items() if p.name == name)

    def names(self) -> list[str]:
        return [self.players[pid].name for pid in self.order]

    def by_name(self, chips: Mapping[int, int]) -> dict[str, int]:
        """``chips`` by player id as every player of the night has them, by name, in the order
        they first sat down (0 for a player ``chips`` does not name)."""
        return {self.players[pid].name: chips.get(pid, 0) for pid in self.order}

    def resolve_seated(self, name: str) -> str:
        return resolve(name, self.table.seats)

    def resolve_any(self, name: str) -> str:
        return resolve(name, self.names(), what=NameKind.NIGHT_PLAYER)


def night_is_ended(session: Db, night_id: int) -> bool:
    """Whether the night is ended now (ended, and not reopened since: ``ended_nights_sql``)."""
    return night_id in ended_night_ids(session)


def ended_night_ids(session: Db) -> set[int]:
    """The ids of every night ended now (see :func:`~booray_ledger.ledger.schema.sqlite_schema.ended_nights_sql`)."""
    from booray_ledger.ledger.schema.sqlite_schema import ended_nights_sql

    return {int(row[0]) for row in rows.rows(session, ended_nights_sql())}


def end_of(session: Session, night_id: int) -> NightEnd | None:
    """How the night ended, if it is ended now: its ``night_end`` row, or after a reopen the
    ``night_end`` entry that ended it again (its time and, as its note, the pot action)."""
    if not night_is_ended(session, night_id):
        return None
    from sqlmodel import col, select

    from booray_ledger.ledger.schema.models import Entry, NightEnd
    from booray_ledger.ledger.schema.sqlite_schema import END_AGAIN_KIND

    again = session.exec(
        select(Entry).where(Entry.night_id == night_id, Entry.kind == END_AGAIN_KIND).order_by(col(Entry.id).desc())
    ).first()
    if again is not None:
        return NightEnd(night_id=night_id, pot_action=again.note, ended_at=again.created_at)
    return session.exec(select(NightEnd).where(NightEnd.night_id == night_id)).first()


def end_times(session: Db) -> dict[int, str]:
    """When each night ended now last ended, by night id: three queries, whatever the number of nights."""
    from booray_ledger.ledger.schema.sqlite_schema import END_AGAIN_KIND

    ended = ended_night_ids(session)
    times = {int(n): str(at) for n, at in rows.rows(session, "SELECT night_id, ended_at FROM night_end") if n in ended}
    again = rows.rows(
        session, "SELECT night_id, created_at FROM entry WHERE kind = :kind ORDER BY id", kind=END_AGAIN_KIND
    )
    times.update({int(n): str(at) for n, at in again if n in ended})
    return times


def require_open(session: Db, ctx: NightContext) -> None:
    """Writing needs an open night: an ended night refuses, naming the fix."""
    if night_is_ended(session, ctx.id):
        raise BoorayError(ErrorCode.NIGHT_ENDED, night=ctx.night.name)


def find_night_id(session: Db, name: str | None = None, *, ended_ok: bool = False) -> int:
    """The night called ``name``, else the current one: of the nights that have not ended, the
    one started or chosen with ``booray night use`` last. With ``ended_ok`` (a read) and no
    current night, the most recently started night that has ended."""
    if name is not None:
        key = name_key(name)  # a key that cannot be stored is no night's (and no driver could send it)
        found = rows.scalar(session, "SELECT id FROM night WHERE name_key = :key", key=key) if storable(key) else None
        if found is None:
            known = [str(n) for (n,) in rows.rows(session, "SELECT name FROM night")]
            resolve(name, known, what=NameKind.NIGHT)
        assert found is not None
        return int(found)
    night_id = current_night_id(session)
    if night_id is None and ended_ok:
        night_id = max(ended_night_ids(session), default=None)
    if night_id is None:
        raise BoorayError(ErrorCode.NO_CURRENT_NIGHT, fix=Fix.START_NIGHT)
    return night_id


def find_night(session: Session, name: str | None = None, *, ended_ok: bool = False) -> Night:
    """The ORM row of the night :func:`find_night_id` picks, for a caller that works with them."""
    from booray_ledger.ledger.schema.models import Night

    night = session.get(Night, find_night_id(session, name, ended_ok=ended_ok))
    assert night is not None
    return night


def night_row(session: Db, night_id: int) -> NightRecord:
    """The night with this id, as read."""
    (found,) = rows.rows(session, f"SELECT {NIGHT_COLUMNS} FROM night WHERE id = :id", id=night_id)
    return NightRecord(*found)


def current_night_id(session: Db) -> int | None:
    """The current night's id (see :func:`booray_ledger.ledger.schema.sqlite_schema.current_night_sql`)."""
    from booray_ledger.ledger.schema.sqlite_schema import current_night_sql

    found = rows.scalar(session, current_night_sql())
    return None if found is None else int(found)


def open_nights(session: Db) -> list[NightRecord]:
    """Every night that has not ended, oldest first."""
    ended = ended_night_ids(session)
    every = rows.rows(session, f"SELECT {NIGHT_COLUMNS} FROM night ORDER BY id")
    return [NightRecord(*n) for n in every if n[0] not in ended]


def load_night(session: Db, name: str | None = None, *, ended_ok: bool = False) -> NightContext:
    """The night and everything about its seating, in a handful of queries. In a write
    transaction this first takes the night's lock: another writer of this night waits.
    ``ended_ok``: see :func:`find_night_id`."""
    night = night_row(session, find_night_id(session, name, ended_ok=ended_ok))
    lock_night(session, night.id)
    events = [
        SeatEventRow(*e)
        for e in rows.rows(
            session, f"SELECT {SEAT_EVENT_COLUMNS} FROM seat_event WHERE night_id = :night ORDER BY id", night=night.id
        )
    ]
    ids = {e.player_id for e in events} | {e.after_player_id for e in events if e.after_player_id}
    found = rows.rows(session, "SELECT id, name FROM player WHERE id IN :ids", ids=sorted(ids))
    players = {int(pid): PlayerRow(int(pid), str(name)) for pid, name in found}
    order, table = _seating(events, players)
    rules = night_settings.rules_now(session, night)  # the night's rules as changed between hands
    return NightContext(night, rules, players, order, table)


def _seating(events: list[SeatEventRow], players: dict[int, PlayerRow]) -> tuple[list[int], Table]:
    """The seat events of a night replayed: who sat down in what order, and the table now."""
    order: list[int] = []
    seats: list[int] = []
    out: set[int] = set()
    departed: dict[int, int] = {}  # who left -> who sat on their left then
    for event in events:
        if event.player_id not in order:
            order.append(event.player_id)
        if event.action == "add":
            if event.after_player_id in seats:
                seats.insert(seats.index(event.after_player_id) + 1, event.player_id)
            else:
                seats.append(event.player_id)
            out.discard(event.player_id)
            departed.pop(event.player_id, None)
        elif event.action == "remove":
            i = seats.index(event.player_id)
            departed[event.player_id] = seats[(i + 1) % len(seats)]
            seats.remove(event.player_id)
            out.discard(event.player_id)
        elif event.action == "out":
            out.add(event.player_id)
        elif event.action == "in":
            out.discard(event.player_id)
    table = Table(
        tuple(players[pid].name for pid in seats),
        frozenset(players[pid].name for pid in out),
        tuple((players[pid].name, players[left].name) for pid, left in departed.items()),
    )
    return order, table


IN_EFFECT = "id NOT IN (SELECT hand_id FROM hand_void)"
"""The condition on ``hand`` of a hand in effect (not voided)."""


def hands_in_effect(session: Db, night_id: int) -> list[HandRow]:
    return [
        HandRow.of(h)
        for h in rows.rows(
            session,
            f"SELECT {HAND_COLUMNS} FROM hand WHERE night_id = :night AND {IN_EFFECT} ORDER BY number",
            night=night_id,
        )
    ]


def all_hands(session: Db, night_id: int) -> list[HandRow]:
    found = rows.rows(session, f"SELECT {HAND_COLUMNS} FROM hand WHERE night_id = :night ORDER BY id", night=night_id)
    return [HandRow.of(h) for h in found]


def voided_hand_ids(session: Db, night_id: int) -> set[int]:
    found = rows.rows(
        session,
        "SELECT v.hand_id FROM hand_void v JOIN hand h ON h.id = v.hand_id WHERE h.night_id = :night",
        night=night_id,
    )
    return {int(hand_id) for (hand_id,) in found}


def last_hand(session: Db, night_id: int) -> HandRow | None:
    """The last hand in effect (voided hands excluded)."""
    found = rows.rows(
        session,
        f"SELECT {HAND_COLUMNS} FROM hand WHERE night_id = :night AND {IN_EFFECT} ORDER BY id DESC LIMIT 1",
        night=night_id,
    )
    return HandRow.of(found[0]) if found else None


def hand_count(session: Db, night_id: int) -> int:
    return int(
        rows.scalar(session, f"SELECT COUNT(*) FROM hand WHERE night_id = :night AND {IN_EFFECT}", night=night_id)
    )


def buy_ins(session: Db, ctx: NightContext) -> list[BuyIn]:
    """Every buy-in of the night, in order, with the last hand in effect before it (a hand
    re-settled by an edit stands where the hand it replaced stood)."""
    bought = rows.rows(
        session,
        "SELECT m.player_id, m.chips, e.created_at FROM movement m JOIN entry e ON e.id = m.entry_id "
        "WHERE m.night_id = :night AND m.account = :bank AND m.player_id IS NOT NULL ORDER BY m.id",
        night=ctx.id,
        bank=chip_totals.BANK,
    )
    hands = rows.rows(  # what placing them needs of each hand: not its inputs, states and results
        session,
        f"SELECT id, number, replaces_hand_id, recorded_at, {IN_EFFECT} FROM hand WHERE night_id = :night",
        night=ctx.id,
    )
    every = {hand_id: (replaces, at) for hand_id, _, replaces, at, _ in hands}

    def first_recorded(hand_id: int) -> str:  # an edited hand keeps the place of the one it replaced
        replaces, at = every[hand_id]
        while replaces is not None:
            replaces, at = every[replaces]
        return str(at)

    played = [(first_recorded(hand_id), int(number)) for hand_id, number, _, _, in_effect in hands if in_effect]
    out: list[BuyIn] = []
    for player_id, chips, created_at in bought:
        assert player_id is not None
        after = max((n for at, n in played if at < created_at), default=0)
        out.append({"player": ctx.players[player_id].name, "chips": -int(chips), "after_hand": after,
                    "recorded_at": created_at})  # fmt: skip
    return out


def initial_state(session: Db, ctx: NightContext) -> TableState:
    """The table before the night's first hand. A pot carried in from the group's last night
    brings that night's last exemptions and lost turns to deal with it (rule "Across nights")."""
    first = ctx.players[ctx.night.first_dealer_id].name if ctx.night.first_dealer_id else None
    carried = carried_state(session, ctx.id)
    if carried is None:
        return TableState(first_dealer=first)
    return TableState(first_dealer=first, exempt=carried.exempt, lost_deals=carried.lost_deals)


def carried_state(session: Db, night_id: int) -> TableState | None:
    """The state after the last hand of the night whose carried pot this night took in, if any.

    The source is the night of the latest ``pot_carry`` entry written before this night's
    ``carry_in`` entry (a night is ended before its carried pot can be taken in)."""
    carry_in = rows.scalar(
        session,
        "SELECT id FROM entry WHERE night_id = :night AND kind = 'carry_in' ORDER BY id LIMIT 1",
        night=night_id,
    )
    if carry_in is None:
        return None
    source = rows.scalar(
        session,
        "SELECT night_id FROM entry WHERE kind = 'pot_carry' AND id < :id ORDER BY id DESC LIMIT 1",
        id=carry_in,
    )
    last = last_hand(session, int(source)) if source is not None else None
    return None if last is None else TableState.from_dict(json.loads(last.state_after_json))


def state_now(session: Db, ctx: NightContext, last: HandRow | None = None) -> TableState:
    """The table state before the next hand: the last hand's state after it (``last``, when the
    caller has it already), with the pot as the ledger has it (a pot carried in, say)."""
    last = last or last_hand(session, ctx.id)
    state = initial_state(session, ctx) if last is None else TableState.from_dict(json.loads(last.state_after_json))
    kept = night_totals.kept_night(session, ctx.id)  # the pot kept as the night is written
    pot = kept[1] if kept is not None else chip_totals.pot(session, ctx.id)
    if ctx.rules.table_stakes:  # buy-ins between hands change the stacks, as a carry-in the pot
        chips = tuple(sorted(chip_totals.stacks(session, ctx).items()))
        return dataclasses.replace(state, pot=pot, stacks=chips)
    return dataclasses.replace(state, pot=pot)


def hand_movements(session: Session, hand_id: int) -> list[Movement]:
    from sqlmodel import col, select

    from booray_ledger.ledger.schema.models import Entry, Movement

    entry = session.exec(select(Entry).where(Entry.hand_id == hand_id, Entry.kind == "hand")).one()
    return list(session.exec(select(Movement).where(Movement.entry_id == entry.id).order_by(col(Movement.id))).all())


def hand_summary(hand: HandRow, voided: bool = False) -> HandSummary:
    """A hand as stable, JSON-ready data."""
    result = stored_result(hand)
    typed = json.loads(hand.input_json)
    summary = {
        "number": hand.number,
        "id": hand.id,
        "voided": voided,
        "recorded_at": hand.recorded_at,
        "forced": bool(hand.forced),
        "seats": json.loads(hand.table_json)["seats"],
        "dealer_given": typed.get("dealer") is not None,
        "up": typed.get("up"),
        "edited": hand.replaces_hand_id is not None,
        **result,
    }
    return cast("HandSummary", summary)


def status_data(
    session: Db,
    ctx: NightContext,
    state: TableState | None = None,
    hands: int | None = None,
    balances_now: dict[str, int] | None = None,
) -> Status:
    """The table now, with the exact keys of ``booray status --json``. A caller that has just
    settled a hand passes the state after it, the number of hands and (when it knows them) the
    balances, saving the queries."""
    from booray_ledger.rules.seating import antes_due, in_play, next_dealer

    state = state or state_now(session, ctx)
    table = in_play(ctx.table, state, ctx.rules)  # under table stakes, without those out of chips
    dealer = next_dealer(table, state)[0] if table.dealt_in else None
    status: Status = {
        "night": ctx.night.name,
        "hands": hands if hands is not None else _hands_in_effect(session, ctx.id),
        "pot": state.pot,
        "dealer": dealer,
        "antes_due": antes_due(table, state, ctx.rules),
        "balances": balances_now if balances_now is not None else _balances(session, ctx),
    }
    if ctx.rules.table_stakes:  # the six keys stay exactly six without table stakes
        status["stacks"] = {p: state.stack(p) for p in ctx.table.seats}
    language = night_settings.language(session, ctx.id)
    if language is not None:  # only a night that chose one: the board and the recap speak it
        status["language"] = language
    return status


def _hands_in_effect(session: Db, night_id: int) -> int:
    """The night's hands in effect: as the per-night totals keep them, else counted."""
    kept = night_totals.kept_night(session, night_id)
    return kept[0] if kept is not None else hand_count(session, night_id)


def _balances(session: Db, ctx: NightContext) -> dict[str, int]:
    """Every player of the night's balance: as the per-night totals keep them, else summed."""
    kept = night_totals.kept_balances(session, ctx.id)
    if kept is None:
        return chip_totals.balances(session, ctx)
    return ctx.by_name(kept)


def change_token(session: Db) -> str:
    """A short text that changes whenever anything is written to the ledger (a hand, a void, a
    seat change, a payment, a buy-in, a night started, chosen, changed or ended): the largest id of every
    append-only table. Rows are never updated or deleted, so equal tokens mean nothing was written
    in between."""
    tables = (
        "night",
        "night_use",
        "seat_event",
        "hand",
        "hand_void",
        "entry",
        "movement",
        "night_end",
        "night_setting",
    )
    (row,) = rows.rows(session, "SELECT " + ", ".join(f"(SELECT MAX(id) FROM {t})" for t in tables))
    return ".".join(str(value or 0) for value in row)


def carried_over(session: Db) -> int:
    """Chips waiting in the carry account for the group's next night."""
    return int(rows.scalar(session, "SELECT COALESCE(SUM(chips), 0) FROM movement WHERE account = 'carry'"))


def recorded_data(
    session: Db, ctx: NightContext, recorded: Recorded, balances_before: dict[str, int] | None = None
) -> HandRecorded:
    """A hand just recorded: its number, what it paid out, and the table after it. Given the
    balances before the hand, the balances after are those plus what the hand paid out."""
    number = recorded.hand.number
    after = None
    if balances_before is not None:
        after = dict(balances_before)
        for player, chips in recorded.payout.net().items():
            after[player] = after.get(player, 0) + chips
    status = status_data(session, ctx, recorded.payout.state, number, after)
    return {"hand": number, "result": stored_result(recorded.hand), "status": status}


def stored_result(hand: HandRow | Hand) -> HandResult:
    """What ``hand`` paid out, as the library returns it: its stored result with the facts of why
    each chip moved and what the hand decided (:func:`booray_ledger.rules.handfacts.with_facts`)
    in place of the stored memo text."""
    return cast("HandResult", with_facts(json.loads(hand.result_json)))
