"""What happened at the table between hands: seat changes and settle-up payments, each placed
after the hand recorded just before it, so the history shows them where they happened.

The seats a night started with are not events (they are the night's start): those are the
leading ``add`` events stamped with the night's own start time. (Files written before that stamp
was used show their starting seats as "sits down" before the first hand.)
"""

from __future__ import annotations

from sqlmodel import Session, col, select

from booray_ledger.ledger.models import Entry, Hand, SeatEvent
from booray_ledger.ledger.payment_log import payment_numbers, payment_rows
from booray_ledger.ledger.queries import NightContext
from booray_ledger.results import NightEvent, PaymentRow


def night_events(session: Session, ctx: NightContext) -> list[NightEvent]:
    """Seat changes and payments of the night in the order they happened."""
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
    return sorted(events, key=lambda ev: ev["at"])


def _payment(p: PaymentRow, after: int, at: str, *, voided: bool) -> NightEvent:
    return {"after_hand": after, "at": at, "kind": "payment", "number": p["number"], "payer": p["from"],
            "payee": p["to"], "chips": p["chips"], "voided": voided}  # fmt: skip
