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

from decimal import Decimal, InvalidOperation

from sqlmodel import Session, col, select

from booray_ledger.errors import BoorayError, UsageError
from booray_ledger.ledger import chip_totals, queries
from booray_ledger.ledger.models import Entry, Movement, Night
from booray_ledger.ledger.payments import select_nights, voided_payment_ids
from booray_ledger.ledger.postings import Posting, post_entry
from booray_ledger.money import format_money
from booray_ledger.results import PaymentRecorded, PaymentRow, PaymentVoided
from booray_ledger.rules import limits
from booray_ledger.rules.limits import stored_chip_value


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
        chip = stored_chip_value(night.chip_value)
        per_chip = f"1 chip is {format_money(chip, night.currency)}"
        chips = value / chip
        if chips == chips.to_integral_value():
            worth = format_money(value, night.currency)
            hint = f"{per_chip}, so {worth} is {int(chips)} chips: booray paid FROM TO {int(chips)}"
        else:
            hint = f"{per_chip}: give the money as whole chips"
        raise UsageError(f"booray paid counts whole chips, not {value}; {hint}")
    count = int(value)
    limits.check_chips(count, f"a payment of {count:,} chips")
    return count


def _check_direction(session: Session, ctx: queries.NightContext, who: str, to: str, chips: int) -> None:
    """Refuse a payment that increases a debt: it must go from a player who is down to one who
    is up, by the night's balances or by every night's (payments so far included)."""
    names = {pid: p.name for pid, p in ctx.players.items()}
    night_view = chip_totals.balances(session, ctx)
    everyone: dict[str, int] = {}
    all_ids = [n.id for n in session.exec(select(Night)).all() if n.id is not None]
    for (_, pid), net in _all_balances(session, all_ids).items():
        if pid in names:
            everyone[names[pid]] = everyone.get(names[pid], 0) + net
    if any(view.get(who, 0) < 0 < view.get(to, 0) for view in (night_view, everyone)):
        return
    if night_view.get(who, 0) >= 0:
        why = f"{who} owes nothing on {ctx.night.name} ({night_view.get(who, 0):+d} chips)"
    else:
        why = f"{to} is owed nothing on {ctx.night.name} ({night_view.get(to, 0):+d} chips)"
    raise UsageError(
        f"{why}, so {who} paying {to} {chips} chips would increase a debt; check who pays whom with "
        "`booray settle`, or add --force to record it anyway"
    )


def _all_balances(session: Session, night_ids: list[int]) -> dict[tuple[int, int], int]:
    """Every movement of every player (payments included), per (night id, player id)."""
    from sqlalchemy import func

    rows = session.exec(
        select(Movement.night_id, Movement.player_id, func.sum(Movement.chips))
        .where(col(Movement.night_id).in_(night_ids), col(Movement.player_id).is_not(None))
        .group_by(col(Movement.night_id), col(Movement.player_id))
    ).all()
    return {(n, p): int(t) for n, p, t in rows if p is not None}


def record_payment(
    session: Session, night: str | None, payer: str, payee: str, chips: str | int, force: bool = False
) -> PaymentRecorded:
    """Record ``payer`` paying ``payee`` (against the named night, else the latest)."""
    picked = select_nights(session, night, False, None)[-1]
    count = parse_chips(chips, picked)
    ctx = queries.load_night(session, picked.name)
    who = ctx.resolve_any(payer)
    to = ctx.resolve_any(payee)
    if who == to:
        raise UsageError(f"{who} cannot pay themselves; name two different players")
    if not force:
        _check_direction(session, ctx, who, to, count)
    reason = f"{who} pays {to} {count} chips to settle up"
    postings = [
        Posting(ctx.player_id(who), count, "payment", reason),
        Posting(ctx.player_id(to), -count, "payment", reason),
    ]
    post_entry(session, ctx.id, "payment", postings, note=f"{who} pays {to} {count}")
    return {
        "night": picked.name,
        "payer": who,
        "payee": to,
        "chips": count,
        "amount": limits.money(count, stored_chip_value(picked.chip_value)),
        "currency": picked.currency,
        "number": len(_payment_entries(session)),
        "forced": force,
    }


def _payment_entries(session: Session) -> list[Entry]:
    return list(session.exec(select(Entry).where(Entry.kind == "payment").order_by(col(Entry.id))).all())


def payment_numbers(session: Session) -> dict[int, int]:
    """``{entry id: payment number}`` for every payment recorded."""
    return {entry.id: number for number, entry in enumerate(_payment_entries(session), 1) if entry.id is not None}


def payment_rows(session: Session, night: str | None = None) -> list[PaymentRow]:
    """Every payment, numbered in the order recorded (only the named night's, if given)."""
    only = queries.find_night(session, night).id if night is not None else None
    voided = voided_payment_ids(session)
    nights = {n.id: n for n in session.exec(select(Night)).all()}
    rows: list[PaymentRow] = []
    for number, entry in enumerate(_payment_entries(session), 1):
        if only is not None and entry.night_id != only:
            continue
        assert entry.id is not None
        rows.append(_row(session, number, entry, nights[entry.night_id], entry.id in voided))
    return rows


def _row(session: Session, number: int, entry: Entry, night: Night, voided: bool) -> PaymentRow:
    ctx = queries.load_night(session, night.name)
    moves = session.exec(select(Movement).where(Movement.entry_id == entry.id)).all()
    up = next(m for m in moves if m.chips > 0)
    down = next(m for m in moves if m.chips < 0)
    assert up.player_id is not None and down.player_id is not None
    return {
        "number": number,
        "night": night.name,
        "from": ctx.players[up.player_id].name,
        "to": ctx.players[down.player_id].name,
        "chips": up.chips,
        "amount": limits.money(up.chips, stored_chip_value(night.chip_value)),
        "currency": night.currency,
        "recorded_at": entry.created_at,
        "voided": voided,
    }


def void_payment(session: Session, number: int) -> PaymentVoided:
    """Reverse payment ``number`` with a new entry; a payment is voided at most once."""
    entries = _payment_entries(session)
    if not 1 <= number <= len(entries):
        known = f"payments 1 to {len(entries)}" if entries else "no payments yet"
        raise UsageError(f"there is no payment {number} ({known}); see `booray paid --list`")
    entry = entries[number - 1]
    assert entry.id is not None
    if entry.id in voided_payment_ids(session):
        raise BoorayError(f"payment {number} is already voided; see `booray paid --list`")
    night = session.get(Night, entry.night_id)
    assert night is not None
    row = _row(session, number, entry, night, False)
    moves = session.exec(select(Movement).where(Movement.entry_id == entry.id).order_by(col(Movement.id))).all()
    reversal = [
        Posting(m.player_id, -m.chips, "payment_void", f"payment {number} voided: reverses '{m.reason}'") for m in moves
    ]
    post_entry(session, entry.night_id, "payment_void", reversal, note=f"payment {number} voided", reverses=entry.id)
    row["voided"] = True
    return {"voided": number, "payment": row}
