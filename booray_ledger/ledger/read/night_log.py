"""What happened at the table between hands: seat changes, settle-up payments and changes of the
night's settings, each placed after the hand recorded just before it, so the history shows them
where they happened (new house rules just before the first hand played under them).

The seats a night started with are not events (they are the night's start): those are the
leading ``add`` events stamped with the night's own start time. (Files written before that stamp
was used show their starting seats as "sits down" before the first hand.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from booray_ledger.ledger.read import night_settings, rows
from booray_ledger.ledger.read.payment_list import payment_numbers, payment_rows
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.read.rows import SEAT_EVENT_COLUMNS, SeatEventRow

if TYPE_CHECKING:  # names for annotations only: the history reads without importing the typed values
    from booray_ledger.ledger.read.rows import Db
    from booray_ledger.results import Change, NightEvent, PaymentRow
    from booray_ledger.results.hands import Replaced

_HAND = tuple[int, str, int | None, str]
"""What the log needs of a hand: its number, when it was recorded, the hand it replaced, its input."""


def night_events(session: Db, ctx: NightContext) -> list[NightEvent]:
    """Seat changes, payments and setting changes of the night in the order they happened."""
    hands = rows.rows(session, "SELECT recorded_at, number FROM hand WHERE night_id = :night", night=ctx.id)

    def after_hand(at: str) -> int:
        return max((number for recorded, number in hands if recorded <= at), default=0)

    events: list[NightEvent] = []
    starting = True
    seated = rows.rows(
        session, f"SELECT {SEAT_EVENT_COLUMNS} FROM seat_event WHERE night_id = :night ORDER BY id", night=ctx.id
    )
    for e in (SeatEventRow(*row) for row in seated):
        starting = starting and e.action == "add" and e.created_at == ctx.night.started_at
        if starting:
            continue
        seat: NightEvent = {"after_hand": after_hand(e.created_at), "at": e.created_at, "kind": "seat",
                            "action": e.action, "player": ctx.players[e.player_id].name}  # type: ignore[typeddict-item]  # fmt: skip
        if e.action == "add" and e.after_player_id:
            seat["after"] = ctx.players[e.after_player_id].name
        events.append(seat)
    paid = {p["number"]: p for p in payment_rows(session, ctx.night.name)}
    for p in paid.values():
        events.append(_payment(p, after_hand(p["recorded_at"]), p["recorded_at"], voided=False))
    numbers = payment_numbers(session)
    voids = rows.rows(
        session,
        "SELECT reverses_entry_id, created_at FROM entry WHERE night_id = :night AND kind = 'payment_void'",
        night=ctx.id,
    )
    for reverses, at in voids:
        voided = paid.get(numbers.get(reverses or 0, 0))
        if voided is not None:
            events.append(_payment(voided, after_hand(at), at, voided=True))
    for change in night_settings.changes(session, ctx.night):
        events.append({"after_hand": change["from_hand"] - 1, "at": change["changed_at"], "kind": "setting",
                       "change": change})  # fmt: skip
    return sorted(events, key=lambda ev: ev["at"])


def _payment(p: PaymentRow, after: int, at: str, *, voided: bool) -> NightEvent:
    return {"after_hand": after, "at": at, "kind": "payment", "number": p["number"], "payer": p["from"],
            "payee": p["to"], "chips": p["chips"], "voided": voided}  # fmt: skip


def night_changes(session: Db, ctx: NightContext) -> list[Change]:
    """Every entry of the night in the order written, with when, why, from which front end,
    the hand it concerns and the hand it replaced: a void is an ``undo`` unless an edit replaced
    its hand (``edit``); a hand that replaces another is the ``edit`` itself when its input
    changed, else ``resettled`` (a later hand settled again after an edit)."""
    hands: dict[int, _HAND] = {
        int(hand_id): (int(number), at, replaces, typed)
        for hand_id, number, at, replaces, typed in rows.rows(
            session,
            "SELECT id, number, recorded_at, replaces_hand_id, input_json FROM hand WHERE night_id = :night",
            night=ctx.id,
        )
    }
    replaced = {h[2] for h in hands.values() if h[2] is not None}
    moves: dict[int, dict[str, int]] = {}
    for entry_id, player_id, chips in rows.rows(
        session,
        "SELECT entry_id, player_id, chips FROM movement WHERE night_id = :night AND player_id IS NOT NULL "
        "ORDER BY player_id, id",  # each entry's players in one order on either engine (SQLite's index order)
        night=ctx.id,
    ):
        player = ctx.players[player_id].name if player_id in ctx.players else str(player_id)
        moves.setdefault(entry_id, {}).setdefault(player, 0)
        moves[entry_id][player] += int(chips)
    sources = dict(
        rows.rows(
            session,
            "SELECT s.entry_id, s.source FROM entry_source s JOIN entry e ON e.id = s.entry_id WHERE e.night_id = :night",
            night=ctx.id,
        )
    )
    changes: list[Change] = []
    entries = rows.rows(
        session, "SELECT id, kind, hand_id, created_at FROM entry WHERE night_id = :night ORDER BY id", night=ctx.id
    )
    for entry_id, kind, hand_id, at in entries:
        why, replaces = _why(kind, hand_id, hands, replaced)
        changes.append({"at": at, "entry": kind, "why": why, "hand": hands[hand_id][0] if hand_id in hands else None,
                        "source": sources.get(entry_id), "replaces": replaces, "moves": moves.get(entry_id, {})})  # fmt: skip
    return changes


def _why(kind: str, hand_id: int | None, hands: dict[int, _HAND], replaced: set[int]) -> tuple[str, Replaced | None]:
    """Why an entry of ``kind`` (about hand ``hand_id``) was written, and the hand it replaced
    (see :func:`night_changes`); ``replaced``: the ids of the hands an edit replaced."""
    hand = hands.get(hand_id) if hand_id is not None else None
    if kind == "void" and hand is not None:
        return ("edit" if hand_id in replaced else "undo"), None
    if kind == "payment_void":
        return "void", None
    if kind != "hand" or hand is None or hand[2] is None:
        return ("recorded" if kind == "hand" else kind), None
    old = hands[hand[2]]
    why = "resettled" if old[3] == hand[3] else "edit"
    return why, {"hand": old[0], "recorded_at": old[1]}
