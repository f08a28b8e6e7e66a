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

from booray_ledger.errors import BoorayError, Fix, UsageError
from booray_ledger.ledger.read import night_settings, queries
from booray_ledger.ledger.read.payment_list import payment_ids, payment_rows, voided_payment_ids
from booray_ledger.ledger.read.payment_nights import night_for_payment, owed_on, player_name
from booray_ledger.ledger.schema.models import Entry, Movement, Night
from booray_ledger.ledger.write.postings import Posting, post_entry
from booray_ledger.money import format_money
from booray_ledger.results import PaymentRecorded, PaymentVoided
from booray_ledger.rules import limits


def parse_chips(text: str | int, night: Night) -> int:
    """A payment's chips from what was typed: a whole number above 0. A fractional amount is
    money, not chips: the message says how many chips it is at the night's chip value."""
    if isinstance(text, int) and not isinstance(text, bool):
        value = Decimal(text)
    else:
        if not str(text).strip().isascii() or len(str(text)) > 40:
            raise UsageError("a payment is written in plain digits, like 12")
        try:
            value = Decimal(str(text).strip())
        except InvalidOperation:
            raise UsageError(f"the payment {text!r} is not a number; give whole chips, like 12") from None
    if not value.is_finite() or value <= 0:
        raise UsageError(f"a payment is a whole number of chips above 0, not {text}")
    if value > limits.MAX_CHIPS:
        raise UsageError(f"a payment is at most {limits.MAX_CHIPS:,} chips, more than one ledger entry may hold")
    if value != value.to_integral_value():
        chip = night_settings.chip_value(night)
        per_chip = f"1 chip is {format_money(chip, night.currency)}"
        chips = value / chip
        whole = f"a payment counts whole chips, not {value}; {per_chip}"
        if chips == chips.to_integral_value():
            worth = format_money(value, night.currency)
            raise UsageError(f"{whole}, so {worth} is {int(chips)} chips", fix=Fix.PAYMENT_IN_CHIPS, chips=int(chips))
        raise UsageError(whole, fix=Fix.PAYMENT_IN_MONEY, value=str(value))
    count = int(value)
    limits.check_chips(count, limits.Amount.PAYMENT)
    return count


def parse_money(text: str | Decimal, night: Night) -> tuple[int, bool]:
    """A payment given in money (``--money 4.25``) as whole chips at the night's chip value:
    the nearest whole number of chips (a half rounds up), and whether it had to be rounded."""
    if isinstance(text, str) and (not text.strip().isascii() or len(text) > 40):
        raise UsageError("a payment in money is written in plain digits, like 4.25")
    try:
        amount = Decimal(str(text).strip())
    except InvalidOperation:
        raise UsageError(f"the money {text!r} is not a number; write it like 4.25") from None
    if not amount.is_finite() or amount <= 0:
        raise UsageError(f"a payment in money is an amount above 0, not {text}")
    exact = amount / night_chip_value(night)
    chips = int(exact.to_integral_value(rounding=ROUND_HALF_UP))
    if chips < 1:
        raise UsageError(f"{amount} in money is less than half a chip on {night.name}; pay at least one chip")
    return limits.check_chips(chips, limits.Amount.PAYMENT), chips != exact


def night_chip_value(night: Night) -> Decimal:
    """What one chip of ``night`` is worth."""
    return night_settings.chip_value(night)


def check_memo(note: str) -> str:
    """A payment's note: one line of at most 200 characters."""
    cleaned = " ".join(note.split())
    if len(cleaned) > 200 or not cleaned.isprintable():
        raise UsageError("a payment's note is one line of at most 200 characters, like cash")
    return cleaned


def _pair(session: Session, night: str | None, payer: str, payee: str) -> tuple[str, str]:
    """The two players, as named on the night (or anywhere in the ledger when no night is given)."""
    if night is not None:
        ctx = queries.load_night(session, night)
        who, to = ctx.resolve_any(payer), ctx.resolve_any(payee)
    else:
        who, to = player_name(session, payer), player_name(session, payee)
    if who == to:
        raise UsageError(f"{who} cannot pay themselves; name two different players")
    return who, to


def _refuse_overpayment(night: str, who: str, to: str, count: int, owed: int) -> None:
    if owed == 0:
        raise UsageError(
            f"{who} owes {to} nothing on {night}, so paying {count} would make {to} owe {who}",
            fix=Fix.SETTLE_NIGHT,
            night=night,
        )
    raise UsageError(
        f"{who} owes {to} {_chips(owed)} on {night}; paying {count} is {_chips(count - owed)} more than that: "
        f"pay {owed}",
        fix=Fix.FORCE_PAYMENT,
        chips=count,
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
        raise UsageError("give the payment in chips or in money, not both", fix=Fix.CHIPS_OR_MONEY)
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
        known = f"payments 1 to {len(entries)}" if entries else "no payments yet"
        raise UsageError(f"there is no payment {number} ({known})", fix=Fix.PAYMENT_LIST)
    entry = session.get(Entry, entries[number - 1])
    assert entry is not None and entry.id is not None
    if entry.id in voided_payment_ids(session):
        raise BoorayError(f"payment {number} is already voided", fix=Fix.PAYMENT_LIST)
    (row,) = payment_rows(session, entry_id=entry.id)
    moves = session.exec(select(Movement).where(Movement.entry_id == entry.id).order_by(col(Movement.id))).all()
    reversal = [
        Posting(m.player_id, -m.chips, "payment_void", f"payment {number} voided: reverses '{m.reason}'") for m in moves
    ]
    post_entry(session, entry.night_id, "payment_void", reversal, note=f"payment {number} voided", reverses=entry.id)
    row["voided"] = True
    return {"voided": number, "payment": row}


def _chips(count: int) -> str:
    return f"{count} chip" if count == 1 else f"{count} chips"
