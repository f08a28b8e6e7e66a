"""The settle-up payments recorded, numbered 1, 2, ... in the order they were recorded across the
whole ledger (so a number never changes), as `booray paid --list` and the night's history show
them. Read with SQL text (:mod:`~booray_ledger.ledger.read.rows`): the history reads them
without the ORM.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

from booray_ledger.ledger.read import night_settings, queries, rows
from booray_ledger.rules import limits

if TYPE_CHECKING:
    from booray_ledger.ledger.read.rows import Db, NightRecord
    from booray_ledger.results import PaymentRow

_PAYMENTS = (
    "SELECT e.id, e.night_id, e.created_at, up.player_id, down.player_id, up.chips, "
    "(SELECT memo FROM entry_memo WHERE entry_id = e.id) "
    "FROM entry e JOIN movement up ON up.entry_id = e.id AND up.chips > 0 "
    "JOIN movement down ON down.entry_id = e.id AND down.chips < 0 WHERE e.kind = 'payment'"
)
"""Every payment: its entry, night and time, the payer (whose balance goes up), the payee, the
chips and the scorekeeper's note."""


def payment_ids(session: Db) -> list[int]:
    """The entry ids of every payment in the order recorded: payment ``n`` is the ``n``-th."""
    return [int(i) for (i,) in rows.rows(session, "SELECT id FROM entry WHERE kind = 'payment' ORDER BY id")]


def payment_numbers(session: Db) -> dict[int, int]:
    """``{entry id: payment number}`` for every payment recorded."""
    return {entry_id: number for number, entry_id in enumerate(payment_ids(session), 1)}


def voided_payment_ids(session: Db) -> set[int]:
    """Entry ids of payments reversed by ``booray paid --void`` (they and their reversals
    count for nothing)."""
    found = rows.rows(
        session, "SELECT reverses_entry_id FROM entry WHERE kind = 'payment_void' AND reverses_entry_id IS NOT NULL"
    )
    return {int(entry_id) for (entry_id,) in found}


def payment_rows(session: Db, night: str | None = None, *, entry_id: int | None = None) -> list[PaymentRow]:
    """Every payment, numbered in the order recorded (only the named night's, or only the
    payment of entry ``entry_id``, if given): a handful of queries, whatever their number."""
    where, params = "", {}
    if night is not None:
        where, params = " AND e.night_id = :night", {"night": queries.find_night_id(session, night)}
    if entry_id is not None:
        where, params = " AND e.id = :entry", {"entry": entry_id}
    found = rows.rows(session, f"{_PAYMENTS}{where} ORDER BY e.id", **params)
    numbers, voided = payment_numbers(session), voided_payment_ids(session)
    ids = sorted({p for row in found for p in row[3:5]})
    names = dict(rows.rows(session, "SELECT id, name FROM player WHERE id IN :ids", ids=ids))
    nights: dict[int, tuple[NightRecord, Decimal]] = {}
    out: list[PaymentRow] = []
    for entry, night_id, at, payer, payee, chips, memo in found:
        if night_id not in nights:
            row = queries.night_row(session, night_id)
            nights[night_id] = (row, night_settings.chip_value(row, session))
        held, value = nights[night_id]
        out.append(_row(numbers[entry], held, names[payer], names[payee], int(chips), value, at, entry in voided, memo))
    return out


def _row(
    number: int,
    night: NightRecord,
    payer: str,
    payee: str,
    chips: int,
    value: Decimal,
    at: str,
    voided: bool,
    memo: Any,
) -> PaymentRow:
    return {
        "number": number,
        "night": night.name,
        "from": payer,
        "to": payee,
        "chips": chips,
        "amount": limits.money(chips, value),
        "currency": night.currency,
        "recorded_at": at,
        "voided": voided,
        "note": memo or "",
    }
