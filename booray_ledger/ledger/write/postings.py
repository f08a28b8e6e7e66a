"""Writing to the ledger: one entry of movements that balances to zero, a row in one statement.

Every change of chips is an entry (rulebook topic ``scorekeeping``): a hand, a void, a payment, a
buy-in. The caller's transaction checks that each entry adds up to zero before it commits. Under
table stakes a buy-in is one entry between the player and the bank: the player's stack gets the
chips and the player's ``bank`` account gives them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import insert
from sqlmodel import Session, SQLModel

from booray_ledger.clock import now
from booray_ledger.errors import BoorayError, ErrorCode, Fix
from booray_ledger.ledger.read import chip_totals
from booray_ledger.ledger.schema.models import Entry, EntryMemo, EntrySource, Movement
from booray_ledger.ledger.store import night_totals
from booray_ledger.ledger.store.sqlite import SOURCE_KEY, WRITTEN_ENTRIES
from booray_ledger.rules.limits import MAX_MOVEMENTS, Amount, check_chips


@dataclass(frozen=True)
class Posting:
    """One line of an entry: chips to (> 0) or from a player, or the pot when ``player_id`` is
    None (the carry account between nights when ``account`` is "carry")."""

    player_id: int | None
    chips: int
    kind: str
    reason: str
    account: str | None = None


def post_entry(
    session: Session,
    night_id: int,
    kind: str,
    postings: list[Posting],
    hand_id: int | None = None,
    note: str = "",
    reverses: int | None = None,
    memo: str = "",
) -> Entry:
    """Write one entry and its movements; the caller's transaction checks that it balances.
    ``reverses`` names the entry this one reverses (a voided payment); ``memo`` is what the
    scorekeeper noted with it (a payment's ``--note``), kept in ``entry_memo``.

    No movement moves more than ``MAX_CHIPS`` chips and the ledger never holds more than
    ``MAX_MOVEMENTS`` movements, so no sum of them can overflow (see ``rules.limits``)."""
    for p in postings:
        check_chips(p.chips, Amount.MOVEMENT)
    connection = session.connection()
    last = connection.exec_driver_sql("SELECT MAX(id) FROM movement").scalar() or 0
    if last + len(postings) > MAX_MOVEMENTS:
        raise BoorayError(ErrorCode.LEDGER_FULL, fix=Fix.NEW_FILE, most=MAX_MOVEMENTS)
    entry = Entry(
        night_id=night_id,
        kind=kind,
        hand_id=hand_id,
        note=note,
        created_at=now(),
        reverses_entry_id=reverses,
    )
    entry.id = insert_row(session, entry)
    source = session.info.get(SOURCE_KEY)
    if source is not None:
        insert_row(session, EntrySource(entry_id=entry.id, source=source))
    if memo:
        insert_row(session, EntryMemo(entry_id=entry.id, memo=memo))
    session.info.setdefault(WRITTEN_ENTRIES, []).append(entry.id)
    rows = [
        {"entry_id": entry.id, "night_id": night_id, "player_id": p.player_id, "chips": p.chips,
         "kind": p.kind, "reason": p.reason, "account": p.account}
        for p in postings
        if p.chips
    ]  # fmt: skip
    if rows:
        connection.execute(_insert(Movement.__table__), rows)  # type: ignore[attr-defined]
        night_totals.moved(session, night_id, kind, rows)
    return entry


_INSERTS: dict[str, Any] = {}


def _insert(table: Any) -> Any:
    """One INSERT statement per table, built once (its values come as parameters)."""
    if table.name not in _INSERTS:
        _INSERTS[table.name] = insert(table)
    return _INSERTS[table.name]


def insert_row(session: Session, row: SQLModel) -> int:
    """Insert one new row in a single statement (no unit-of-work bookkeeping: the row object
    stays outside the session) and return its id. Anything still pending is flushed first, so
    rows are written in the order the service made them."""
    if session.new or session.dirty:
        session.flush()
    table = type(row).__table__  # type: ignore[attr-defined]
    values = {c.name: getattr(row, c.name) for c in table.columns if c.name != "id"}
    key = session.connection().execute(_insert(table), values).inserted_primary_key
    assert key is not None and key[0] is not None
    return int(key[0])


def post_buy_in(session: Session, night_id: int, player_id: int, name: str, chips: int) -> None:
    """A buy-in: ``chips`` from the player's bank account to their stack (table stakes)."""
    reason = f"{name} buys {chips} chips from the bank"
    postings = [
        Posting(player_id, chips, "buy_in", reason),
        Posting(player_id, -chips, "buy_in", reason, account=chip_totals.BANK),
    ]
    post_entry(session, night_id, "buy_in", postings, note=reason)
