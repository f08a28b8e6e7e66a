"""Settle-up payments: recording one, numbering them, and voiding one by a reversing entry.

A payment is an entry of two movements (the payer's balance goes up, the payee's down). It is
counted in whole chips, within the chip limit of hands (:data:`booray_ledger.rules.limits.MAX_CHIPS`).
A payment that would increase a debt (the payer is not down, or the payee is not up, both in the
night's balances and across every night) is refused unless forced: it is most often the two
names typed the wrong way round.

Payments are numbered 1, 2, ... in the order they were recorded, across the whole ledger, so a
number never changes. ``void`` writes a ``payment_void`` entry that reverses the payment's
movements and names it (``reverses_entry_id``); nothing recorded is changed.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from sqlmodel import Session, col, select

from booray_ledger.errors import BoorayError, ErrorCode, Fix, UsageError
from booray_ledger.ledger.read import night_settings, queries
from booray_ledger.ledger.read.payment_list import payment_ids, payment_rows, voided_payment_ids
from booray_ledger.ledger.read.payment_nights import night_for_payment, owed_on, player_name
from booray_ledger.ledger.schema.models import Entry, Movement, Night
from booray_ledger.ledger.write.postings import Posting, post_entry
from booray_ledger.results import PaymentRecorded, PaymentVoided
from booray_ledger.rules import limits


def parse_chips(text: str | int, night: Night) -> int:
    """A payment's chips from what was typed: a whole number above 0. A fractional amount is
    money, not chips: the message says how many chips it is at the night's chip value."""
    if isinstance(text, int) and not isinstance(text, bool):
        value = Decimal(text)
    else:
        if not str(text).strip().isascii() or len(str(text)) > 40:
            raise UsageError(ErrorCode.PAYMENT_NOT_PLAIN)
        try:
            value = Decimal(str(text).strip())
        except InvalidOperation:
            raise UsageError(ErrorCode.PAYMENT_NOT_A_NUMBER, given=str(text)) from None
    if not value.is_finite() or value <= 0:
        raise UsageError(ErrorCode.PAYMENT_NOT_POSITIVE, given=str(text))
    if value > limits.MAX_CHIPS:
        raise UsageError(ErrorCode.PAYMENT_TOO_MANY_CHIPS, most=limits.MAX_CHIPS)
    if value != value.to_integral_value():
        chip = night_settings.chip_value(night)
        chips = value / chip
        money = {"value": str(value), "chip_value": str(chip), "currency": night.currency}
        if chips == chips.to_integral_value():
            raise UsageError(ErrorCode.PAYMENT_NOT_WHOLE, fix=Fix.PAYMENT_IN_CHIPS, chips=int(chips), **money)
        raise UsageError(ErrorCode.PAYMENT_NOT_WHOLE, fix=Fix.PAYMENT_IN_MONEY, chips=None, **money)
    count = int(value)
    limits.check_chips(count, limits.Amount.PAYMENT)
    return count


def parse_money(text: str | Decimal, night: Night) -> tuple[int, bool]:
    """A payment given in money (``--money 4.25``) as whole chips at the night's chip value:
    the nearest whole number of chips (a half rounds up), and whether it had to be rounded."""
    if isinstance(text, str) and (not text.strip().isascii() or len(text) > 40):
        raise UsageError(ErrorCode.MONEY_NOT_PLAIN)
    try:
        amount = Decimal(str(text).strip())
    except InvalidOperation:
        raise UsageError(ErrorCode.MONEY_NOT_A_NUMBER, given=str(text)) from None
    if not amount.is_finite() or amount <= 0:
        raise UsageError(ErrorCode.MONEY_NOT_POSITIVE, given=str(text))
    exact = amount / night_chip_value(night)
    chips = int(exact.to_integral_value(rounding=ROUND_HALF_UP))
    if chips < 1:
        raise UsageError(ErrorCode.MONEY_UNDER_HALF_A_CHIP, amount=str(amount), night=night.name)
    return limits.check_chips(chips, limits.Amount.PAYMENT), chips != exact


def night_chip_value(night: Night) -> Decimal:
    """What one chip of ``night`` is worth."""
    return night_settings.chip_value(night)


MAX_MEMO = 200
"""The longest note a payment keeps, in characters."""


def check_memo(note: str) -> str:
    """A payment's note: one line of at most 200 characters."""
    cleaned = " ".join(note.split())
    if len(cleaned) > MAX_MEMO or not cleaned.isprintable():
        raise UsageError(ErrorCode.MEMO_TOO_LONG, most=MAX_MEMO)
    return cleaned


def _pair(session: Session, night: str | None, payer: str, payee: str) -> tuple[str, str]:
    """The two players, as named on the night (or anywhere in the ledger when no night is given)."""
    if night is not None:
        ctx = queries.load_night(session, night)
        who, to = ctx.resolve_any(payer), ctx.resolve_any(payee)
    else:
        who, to = player_name(session, payer), player_name(session, payee)
    if who == to:
        raise UsageError(ErrorCode.PAYS_THEMSELVES, player=who)
    return who, to


def _refuse_overpayment(night: str, who: str, to: str, count: int, owed: int) -> None:
    if owed == 0:
        raise UsageError(ErrorCode.OWES_NOTHING, fix=Fix.SETTLE_NIGHT, payer=who, payee=to, night=night, chips=count)
    raise UsageError(
        ErrorCode.PAYS_TOO_MUCH, fix=Fix.FORCE_PAYMENT, payer=who, payee=to, night=night, owed=owed, chips=count
    )


def record_payment(
    session: Session,
    night: str | None,
    payer: str,
    payee: str,
    chips: str | int | None,
    force: bool = False,
    *,
    money: str | Decimal | None = None,
    note: str = "",
) -> PaymentRecorded:
    """Record ``payer`` paying ``payee`` ``chips`` (or ``money``, converted at the night's chip
    value) against ``night``, else the one night whose settle-up has the payer owing the payee
    (see :mod:`payment_nights`). More than is still owed on that night needs ``force``."""
    if (chips is None) == (money is None):
        raise UsageError(ErrorCode.CHIPS_AND_MONEY, fix=Fix.CHIPS_OR_MONEY)
    memo = check_memo(note)
    who, to = _pair(session, night, payer, payee)
    if night is None:
        picked = queries.find_night(session, night_for_payment(session, who, to).night)
    else:
        picked = queries.find_night(session, night)
    count, rounded = parse_money(money, picked) if money is not None else (parse_chips(chips or 0, picked), False)
    owed = owed_on(session, picked.name, who, to)
    if count > owed and not force:
        _refuse_overpayment(picked.name, who, to, count, owed)
    ctx = queries.load_night(session, picked.name)
    reason = f"{who} pays {to} {count} chips to settle up"
    postings = [
        Posting(ctx.player_id(who), count, "payment", reason),
        Posting(ctx.player_id(to), -count, "payment", reason),
    ]
    post_entry(session, ctx.id, "payment", postings, note=f"{who} pays {to} {count}", memo=memo)
    value = night_chip_value(picked)
    left = owed_on(session, picked.name, who, to)
    return {
        "night": picked.name,
        "night_ended": queries.night_is_ended(session, ctx.id),
        "payer": who,
        "payee": to,
        "chips": count,
        "amount": limits.money(count, value),
        "currency": picked.currency,
        "number": len(payment_ids(session)),
        "forced": force and count > owed,
        "owed_before": owed,
        "over": max(0, count - owed),
        "left_owed": left,
        "left_amount": limits.money(left, value),
        "owed_back": owed_on(session, picked.name, to, who),
        "money_given": None if money is None else str(Decimal(str(money).strip())),
        "rounded": rounded,
        "note": memo,
    }


def void_payment(session: Session, number: int) -> PaymentVoided:
    """Reverse payment ``number`` with a new entry; a payment is voided at most once."""
    entries = payment_ids(session)
    if not 1 <= number <= len(entries):
        raise UsageError(ErrorCode.NO_SUCH_PAYMENT, fix=Fix.PAYMENT_LIST, number=number, count=len(entries))
    entry = session.get(Entry, entries[number - 1])
    assert entry is not None and entry.id is not None
    if entry.id in voided_payment_ids(session):
        raise BoorayError(ErrorCode.PAYMENT_ALREADY_VOIDED, fix=Fix.PAYMENT_LIST, number=number)
    (row,) = payment_rows(session, entry_id=entry.id)
    moves = session.exec(select(Movement).where(Movement.entry_id == entry.id).order_by(col(Movement.id))).all()
    reversal = [
        Posting(m.player_id, -m.chips, "payment_void", f"payment {number} voided: reverses '{m.reason}'") for m in moves
    ]
    post_entry(session, entry.night_id, "payment_void", reversal, note=f"payment {number} voided", reverses=entry.id)
    row["voided"] = True
    return {"voided": number, "payment": row}
