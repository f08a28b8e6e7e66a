"""Which night a settle-up payment belongs to, and what it leaves owed (rulebook topic
``settle-up``).

A payment pays a debt of one night. Without ``--night`` it goes to the one night, open or
ended, whose settle-up still has the payer owing the payee; when several nights do, or none,
nothing is guessed: the payment is refused with the nights to choose from. A payment larger
than what the payer still owes the payee on its night is an overpayment: it needs ``force``.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session, col, select

from booray_ledger.errors import ErrorCode, Fix, NameKind, UsageError
from booray_ledger.ledger.schema.models import Night, Player, SeatEvent
from booray_ledger.rules.names import name_key, resolve


@dataclass(frozen=True)
class NightDebt:
    """``chips`` still owed by the payer to the payee on ``night`` (by its settle-up)."""

    night: str
    chips: int


def player_name(session: Session, name: str) -> str:
    """The player ``name`` means, among everyone in the ledger (case-insensitive, with a
    "did you mean" on a miss)."""
    names = list(session.exec(select(Player.name)).all())
    return resolve(name, names, what=NameKind.LEDGER_PLAYER)


def owed_on(session: Session, night: str, payer: str, payee: str) -> int:
    """Chips ``payer`` still owes ``payee`` on ``night``: their payments in that night's
    settle-up (after every payment recorded there)."""
    from booray_ledger.ledger.read.payments import settle_up

    report = settle_up(session, night=night)
    return sum(t["chips"] for t in report["transfers"] if (t["from"], t["to"]) == (payer, payee))


def nights_of(session: Session, *players: str) -> list[Night]:
    """The nights every one of ``players`` took part in, oldest first."""
    keys = {name_key(p) for p in players}
    ids = session.exec(select(Player.id).where(col(Player.name_key).in_(keys))).all()
    nights: list[Night] = []
    for night in session.exec(select(Night).order_by(col(Night.id))).all():
        seated = set(session.exec(select(SeatEvent.player_id).where(SeatEvent.night_id == night.id)).all())
        if set(ids) <= seated and len(ids) == len(keys):
            nights.append(night)
    return nights


def debts_between(session: Session, payer: str, payee: str) -> list[NightDebt]:
    """Every night on which ``payer`` still owes ``payee``, oldest first."""
    found = []
    for night in nights_of(session, payer, payee):
        chips = owed_on(session, night.name, payer, payee)
        if chips:
            found.append(NightDebt(night.name, chips))
    return found


def night_for_payment(session: Session, payer: str, payee: str) -> NightDebt:
    """The one night whose settle-up has ``payer`` owing ``payee``; none or several is refused,
    naming the nights and the ``--night`` to add."""
    debts = debts_between(session, payer, payee)
    if len(debts) == 1:
        return debts[0]
    if not debts:
        raise UsageError(ErrorCode.OWES_NOTHING_ANYWHERE, fix=Fix.SETTLE_ALL, payer=payer, payee=payee)
    nights, chips = [d.night for d in debts], [d.chips for d in debts]
    raise UsageError(
        ErrorCode.OWES_ON_NIGHTS, fix=Fix.PAYMENT_NIGHTS, payer=payer, payee=payee, nights=nights, chips=chips
    )
