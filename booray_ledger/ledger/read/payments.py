"""Settle-up on the ledger: net chips per player over the chosen nights, the payments already
recorded, and the fewest payments still to make, in chips and in money.

Money appears only here: chips stay integers and the chip value is a Decimal. Chips still on
the table (an open pot, or a pot carried to the next night) belong to nobody yet: the party
:data:`BANK` holds them, and what a player who left early cashed out (``booray cashout``), so
the bank collects or pays like a player and nobody is ever told to pay "the pot".
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from sqlmodel import Session, col, select

from booray_ledger.errors import BoorayError, ErrorCode, Fix, UsageError
from booray_ledger.ledger.read import night_settings, queries
from booray_ledger.ledger.schema.models import Entry, Movement, Night, Player
from booray_ledger.ledger.store import night_totals
from booray_ledger.results import PaymentStep, SettleUp, Transfer
from booray_ledger.rules import limits
from booray_ledger.rules.settleup import FRESH_PLANS, Payment, plan

BANK = "bank"
"""The settle-up party that holds what belongs to no player yet: chips still in the pot (or
carried to the group's next night), and what players who left early cashed out. It collects
and pays like a player, so the balances with the bank add up to zero and nobody is ever told
to pay the pot."""


def select_nights(session: Session, night: str | None, everything: bool, since: date | None) -> list[Night]:
    """The nights a report covers: one named night, all, those since a date, or the latest."""
    if night is not None:
        return [queries.find_night(session, night)]
    query = select(Night).order_by(col(Night.id))
    rows = list(session.exec(query).all())
    if since is not None:
        rows = [n for n in rows if n.started_at[:10] >= since.isoformat()]
        if not rows:
            raise BoorayError(ErrorCode.NO_NIGHT_SINCE, date=since.isoformat())
        return rows
    if not rows:
        raise BoorayError(ErrorCode.NO_NIGHTS_YET, fix=Fix.START_NIGHT)
    return rows if everything else [rows[-1]]


def chip_value_of(nights: list[Night], override: Decimal | None) -> Decimal:
    if override is not None:
        return override
    values = {night_settings.chip_value(n) for n in nights}
    if len(values) > 1:
        raise UsageError(ErrorCode.CHIP_VALUES_DIFFER, fix=Fix.CHIP_VALUE, values=sorted(str(v) for v in values))
    return values.pop()


def ledger_balances(session: Session, nights: list[Night]) -> tuple[dict[str, int], list[Payment]]:
    """Net chips per player before settlement payments (from the per-night totals), and the
    payments made, in order: two queries, whatever the number of nights."""
    ids = [n.id for n in nights if n.id is not None]
    balances = night_totals.balances(session, ids)
    rows = session.exec(
        select(Movement.entry_id, Player.name, Movement.chips, Entry.kind)
        .join(Entry, col(Entry.id) == Movement.entry_id)
        .join(Player, col(Player.id) == Movement.player_id)
        .where(
            col(Entry.kind).in_(("payment", "cash_out")),
            col(Entry.night_id).in_(ids),
            ~col(Entry.id).in_(_voided_payments()),
        )
        .order_by(col(Movement.id))
    ).all()
    payment_rows: dict[int, list[tuple[str, int]]] = {}
    for entry_id, name, chips, kind in rows:
        if kind == "cash_out":  # a player who left settled with the bank
            payment_rows[entry_id] = [(name, chips), (BANK, -chips)]
        else:
            payment_rows.setdefault(entry_id, []).append((name, chips))
    made = []
    for entry_id in sorted(payment_rows):
        (payer, up), (payee, _) = sorted(payment_rows[entry_id], key=lambda r: -r[1])
        made.append(Payment(payer, payee, up))
    return balances, made


def _voided_payments() -> Any:
    """A subquery of the entry ids of voided payments and voided cash-outs."""
    return select(Entry.reverses_entry_id).where(
        col(Entry.kind).in_(("payment_void", "cash_out_void")), col(Entry.reverses_entry_id).is_not(None)
    )


def settle_up(
    session: Session,
    night: str | None = None,
    everything: bool = False,
    since: date | None = None,
    chip_value: Decimal | None = None,
    explain: bool = False,
    exact: bool = False,
) -> SettleUp:
    """The settle-up report as JSON-ready data (see ``booray settle --json``); ``exact`` searches
    for the fewest payments without the search's budget (see ``rules.settleup``)."""
    nights = select_nights(session, night, everything, since)
    value = chip_value_of(nights, chip_value)
    before, made = ledger_balances(session, nights)
    pot = -sum(before.values())
    if pot or any(BANK in (p.payer, p.payee) for p in made):
        before[BANK] = pot  # the bank holds the pot's chips (and cash-outs) for the players
    # One night's list is paid from one report: keep it through off-plan payments (see plan).
    settlement = plan(before, made, exact=exact, fresh_plans=FRESH_PLANS if len(nights) == 1 else 0)
    remaining = settlement.payments
    balances = dict(before)
    for p in made:
        balances[p.payer] += p.chips
        balances[p.payee] -= p.chips

    def money(chips: int) -> str:
        return limits.money(chips, value)

    transfers: list[Transfer] = [
        {"from": p.payer, "to": p.payee, "chips": p.chips, "amount": money(p.chips)} for p in remaining
    ]
    report: SettleUp = {
        "nights": [n.name for n in nights],
        "chip_value": str(value),
        "currency": nights[-1].currency,
        "transfers": transfers,
        "balances": balances,
        "money": {name: money(chips) for name, chips in balances.items()},
        "pot": pot,
        "on_table": night_totals.pots(session, [n.id for n in nights if n.id is not None]),
        "paid": [{"from": p.payer, "to": p.payee, "chips": p.chips, "amount": money(p.chips)} for p in made],
        "explanation": [],
        "extra_at_most": settlement.extra_at_most,
    }
    if explain:
        report["explanation"] = explain_payments(report)
    return report


def explain_payments(report: SettleUp) -> list[PaymentStep]:
    """Each payment still to make, in the order listed, with what the payer still owes before
    it and what is still owed to the payee before it: after the payments already made and the
    ones listed before it, never a night's total (the words are made in ``text.debts``)."""
    left = dict(report["balances"])
    steps: list[PaymentStep] = []
    for number, t in enumerate(report["transfers"], 1):
        payer, payee, chips = t["from"], t["to"], t["chips"]
        steps.append({"number": number, "payer": payer, "payee": payee, "chips": chips, "amount": t["amount"],
                      "payer_owes": -left[payer], "payee_owed": left[payee]})  # fmt: skip
        left[payer] += chips
        left[payee] -= chips
    return steps
