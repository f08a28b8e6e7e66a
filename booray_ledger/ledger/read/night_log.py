"""What happened at the table between hands: seat changes, settle-up payments and changes of the
night's settings, each placed after the hand recorded just before it, so the history shows them
where they happened (new house rules just before the first hand played under them).

The seats a night started with are not events (they are the night's start): those are the
leading ``add`` events stamped with the night's own start time. (Files written before that stamp
was used show their starting seats as "sits down" before the first hand.)
"""

from __future__ import annotations

from sqlmodel import Session, col, select

from booray_ledger.ledger.read import night_settings
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.schema.models import Entry, EntrySource, Hand, Movement, SeatEvent
from booray_ledger.ledger.write.payment_log import payment_numbers, payment_rows
from booray_ledger.results import Change, NightEvent, PaymentRow
from booray_ledger.results.hands import Replaced


def night_events(session: Session, ctx: NightContext) -> list[NightEvent]:
    """Seat changes, payments and setting changes of the night in the order they happened."""
    hands = session.exec(select(Hand.recorded_at, Hand.number).where(Hand.night_id == ctx.id)).all()

    def after_hand(at: str) -> int:
        return max((number for recorded, number in hands if recorded <= at), default=0)

    events: list[NightEvent] = []
    starting = True
    for e in session.exec(select(SeatEvent).where(SeatEvent.night_id == ctx.id).order_by(col(SeatEvent.id))).all():
        starting = starting and e.action == "add" and e.created_at == ctx.night.started_at
        if starting:
            continue
        seat: NightEvent = {"after_hand": after_hand(e.created_at), "at": e.created_at, "kind": "seat",
                            "action": e.action, "player": ctx.players[e.player_id].name}  # type: ignore[typeddict-item]  # fmt: skip
        if e.action == "add" and e.after_player_id:
            seat["after"] = ctx.players[e.after_player_id].name
        events.append(seat)
    rows = {p["number"]: p for p in payment_rows(session, ctx.night.name)}
    for p in rows.values():
        events.append(_payment(p, after_hand(p["recorded_at"]), p["recorded_at"], voided=False))
    numbers = payment_numbers(session)
    voids = session.exec(select(Entry).where(Entry.night_id == ctx.id, Entry.kind == "payment_void")).all()
    for v in voids:
        voided = rows.get(numbers.get(v.reverses_entry_id or 0, 0))
        if voided is not None:
            events.append(_payment(voided, after_hand(v.created_at), v.created_at, voided=True))
    for change in night_settings.changes(session, ctx.night):
        events.append({"after_hand": change["from_hand"] - 1, "at": change["changed_at"], "kind": "setting",
                       "change": change})  # fmt: skip
    return sorted(events, key=lambda ev: ev["at"])


def _payment(p: PaymentRow, after: int, at: str, *, voided: bool) -> NightEvent:
    return {"after_hand": after, "at": at, "kind": "payment", "number": p["number"], "payer": p["from"],
            "payee": p["to"], "chips": p["chips"], "voided": voided}  # fmt: skip


def night_changes(session: Session, ctx: NightContext) -> list[Change]:
    """Every entry of the night in the order written, with when, why, from which front end,
    the hand it concerns and the hand it replaced: a void is an ``undo`` unless an edit replaced
    its hand (``edit``); a hand that replaces another is the ``edit`` itself when its input
    changed, else ``resettled`` (a later hand settled again after an edit)."""
    hands = {h.id: h for h in session.exec(select(Hand).where(Hand.night_id == ctx.id)).all()}
    replaced_by = {h.replaces_hand_id: h for h in hands.values() if h.replaces_hand_id is not None}
    moves: dict[int, dict[str, int]] = {}
    for m in session.exec(select(Movement).where(Movement.night_id == ctx.id, col(Movement.player_id).is_not(None))):
        player = ctx.players[m.player_id].name if m.player_id in ctx.players else str(m.player_id)
        moves.setdefault(m.entry_id, {}).setdefault(player, 0)
        moves[m.entry_id][player] += m.chips
    entries = session.exec(select(Entry).where(Entry.night_id == ctx.id).order_by(col(Entry.id))).all()
    of_night = select(EntrySource.entry_id, EntrySource.source).join(Entry, col(Entry.id) == EntrySource.entry_id)
    sources = dict(session.exec(of_night.where(Entry.night_id == ctx.id)).all())
    changes: list[Change] = []
    for e in entries:
        hand = hands.get(e.hand_id) if e.hand_id is not None else None
        why, replaces = _why(e, hand, hands, replaced_by)
        changes.append({"at": e.created_at, "entry": e.kind, "why": why, "hand": hand.number if hand else None,
                        "source": sources.get(e.id or 0), "replaces": replaces, "moves": moves.get(e.id or 0, {})})  # fmt: skip
    return changes


def _why(
    e: Entry, hand: Hand | None, hands: dict[int | None, Hand], replaced_by: dict[int, Hand]
) -> tuple[str, Replaced | None]:
    """Why an entry was written, and the hand it replaced (see :func:`night_changes`)."""
    if e.kind == "void" and hand is not None:
        return ("edit" if hand.id in replaced_by else "undo"), None
    if e.kind == "payment_void":
        return "void", None
    if e.kind != "hand" or hand is None or hand.replaces_hand_id is None:
        return ("recorded" if e.kind == "hand" else e.kind), None
    old = hands[hand.replaces_hand_id]
    why = "resettled" if old.input_json == hand.input_json else "edit"
    return why, {"hand": old.number, "recorded_at": old.recorded_at}
