"""Exports of hands and chip movements: CSV, JSON and an hledger journal.

CSV text cells that start with ``=``, ``+``, ``-`` or ``@`` are prefixed with ``'`` so a
spreadsheet does not run them as formulas; numbers stay numbers (chips as integers, money as a
plain decimal such as ``-4.25`` with the currency in a column of its own), so a spreadsheet's SUM
over any numeric column is right. The hledger journal has one
transaction per ledger entry, with accounts ``players:NAME``, ``pot:NIGHT`` and ``carry`` (escaped
so that distinct names stay distinct accounts); every transaction balances, and ``hledger balance``
agrees with ``booray status``. Under table stakes a buy-in moves chips from ``bank:NAME`` to
``players:NAME``: ``players:NAME`` is then the player's stack (with settle-up payments), and
``players:NAME`` + ``bank:NAME`` their result.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from decimal import Decimal
from typing import Any

from sqlalchemy import select as sa_select
from sqlalchemy.orm import aliased
from sqlmodel import Session, col, select

from booray_ledger.ledger.read import chip_totals, night_settings, queries
from booray_ledger.ledger.read.payments import select_nights
from booray_ledger.ledger.schema.models import Entry, Hand, Movement, Night, Player
from booray_ledger.rules.limits import money

CSV_COLUMNS = (
    "night",
    "entry",
    "entry_kind",
    "hand",
    "dealer",
    "outcome",
    "account",
    "player",
    "chips",
    "kind",
    "reason",
    "created_at",
)
_FORMULA_STARTS = ("=", "+", "-", "@")
BATCH = 2000
"""Rows read per query: an export holds one batch (and one night's hands) at a time, never the
whole ledger, so its memory does not grow with the ledger."""

Progress = Callable[[int, int], None]
"""``progress(done, total)``: the nights (or, for hledger, the entries) written so far."""


_COLUMNS: tuple[Any, ...] = (Night.name, Movement.entry_id, Entry.kind, Hand.number, Hand.outcome, Movement.account, Movement.chips,
            Movement.kind, Movement.reason, Entry.created_at)  # fmt: skip


def _movement_query() -> Any:
    """Movements with what a row names: the night, the entry, its hand and dealer, the player."""
    dealer, player = aliased(Player), aliased(Player)
    return (
        sa_select(*_COLUMNS, col(dealer.name), col(player.name), col(Movement.id))
        .join(Entry, col(Entry.id) == Movement.entry_id)
        .join(Night, col(Night.id) == Movement.night_id)
        .outerjoin(Hand, col(Hand.id) == Entry.hand_id)
        .outerjoin(dealer, col(dealer.id) == Hand.dealer_id)
        .outerjoin(player, col(player.id) == Movement.player_id)
    )


def _row(found: Sequence[Any]) -> dict[str, Any]:
    """One movement as an export row (the columns of :data:`CSV_COLUMNS`)."""
    night, entry, entry_kind, hand, outcome, account, chips, kind, reason, created_at, dealer, player, _ = found
    return {"night": night, "entry": entry, "entry_kind": entry_kind, "hand": hand, "dealer": dealer,
            "outcome": outcome, "account": _account_of(account, player, night), "player": player, "chips": chips,
            "kind": kind, "reason": reason, "created_at": created_at}  # fmt: skip


def _rows(session: Session, night: Night) -> Iterator[dict[str, Any]]:
    """The night's movements in the order they were written, read :data:`BATCH` at a time."""
    last = 0
    while True:
        batch = session.execute(
            _movement_query()
            .where(Movement.night_id == night.id, col(Movement.id) > last)
            .order_by(col(Movement.id))
            .limit(BATCH)
        ).all()
        for found in batch:
            yield _row(found)
        if len(batch) < BATCH:
            return
        last = batch[-1][-1]


def _rows_by_entry(session: Session, night: Night | None, progress: Progress) -> Iterator[dict[str, Any]]:
    """Every movement (of one night, or of all), entry by entry in the order the entries were
    written, each entry's movements in their order; read :data:`BATCH` entries at a time."""
    highest = session.exec(select(Entry.id).order_by(col(Entry.id).desc()).limit(1)).first() or 0
    for low in range(0, highest, BATCH):
        query = _movement_query().where(col(Movement.entry_id) > low, col(Movement.entry_id) <= low + BATCH)
        if night is not None:
            query = query.where(Movement.night_id == night.id)
        for found in session.execute(query.order_by(col(Movement.entry_id), col(Movement.id))).all():
            yield _row(found)
        progress(min(low + BATCH, highest), highest)


SUMMARY_COLUMNS = ("night", "date", "player", "net_chips", "money", "currency")
POT_ROW = "(pot)"
BANK_ROW = "(bank)"


def summary_rows(session: Session, nights: Iterable[Night]) -> Iterator[dict[str, Any]]:
    """One row per night per party of its settle-up, before payments: each player's chips won or
    lost at the table (hands and a pot shared out at the end), and that in money. A player who
    cashed out is square (0): the bank took their balance over, so a ``(bank)`` row holds what it
    collects (> 0) or pays (< 0) for them at the settle-up. Chips still in the pot, or carried
    out to the group's next night, get a ``(pot)`` row, and a pot carried in counts against it,
    so every night's rows add up to zero. (Settle-up's ``bank`` party is the two together.)"""
    for night in nights:
        ctx = queries.load_night(session, night.name)
        nets = chip_totals.table_nets(session, [ctx.id])
        settled = chip_totals.cashed_out(session, ctx.id)
        value = night_settings.chip_value(night, session)
        chips = {ctx.players[pid].name: nets.get((ctx.id, pid), 0) + settled.get(pid, 0) for pid in ctx.order}
        bank = -sum(settled.values())
        if bank:
            chips[BANK_ROW] = bank
        pot = -sum(chips.values())
        if pot:
            chips[POT_ROW] = pot
        for player, net in chips.items():
            yield {"night": night.name, "date": night.started_at[:10], "player": player, "net_chips": net,
                   "money": Decimal(money(net, value)), "currency": night.currency}  # fmt: skip


def summary_csv(session: Session, nights: list[Night], progress: Progress) -> Iterator[str]:
    yield from _csv(SUMMARY_COLUMNS, _night_by_night(nights, progress, lambda n: summary_rows(session, [n])))


def summary_json(session: Session, nights: list[Night], progress: Progress) -> Iterator[str]:
    def rows(night: Night) -> Iterator[dict[str, Any]]:
        return ({**row, "money": plain_decimal(row["money"])} for row in summary_rows(session, [night]))

    yield from _json({"summary": _Items(_night_by_night(nights, progress, rows))}, 0)


def _night_by_night(nights: list[Night], progress: Progress, rows: Callable[[Night], Iterable[Any]]) -> Iterator[Any]:
    """``rows(night)`` of every night in turn, telling ``progress`` after each night."""
    for done, night in enumerate(nights, start=1):
        yield from rows(night)
        progress(done, len(nights))


def plain_decimal(amount: Decimal) -> str:
    """``amount`` written as a spreadsheet reads a number: digits, one point, a leading minus,
    never an exponent (``Decimal('2E+3')`` is ``2000``)."""
    return format(amount, "f")


def _account_of(account: str | None, player: str | None, night: str) -> str:
    """The account a movement belongs to: a player's chips, the bank a buy-in came from (per
    player), the pot of the night, or the carry between nights."""
    if account == chip_totals.BANK:
        return f"bank:{player}" if player else "bank"  # a buy-in's bank, or the bank a cash-out paid
    if player:
        return f"players:{player}"
    return "carry" if account == "carry" else f"pot:{night}"


def escape_cell(value: Any) -> Any:
    """A CSV cell safe from spreadsheet formula injection: text starting with = + - @ gets a
    leading apostrophe; numbers (chips, and money as a plain decimal) are left alone."""
    if isinstance(value, Decimal):
        return plain_decimal(value)
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return "" if value is None else value


def to_csv(session: Session, nights: list[Night], progress: Progress) -> Iterator[str]:
    yield from _csv(CSV_COLUMNS, _night_by_night(nights, progress, lambda n: _rows(session, n)))


def _csv(columns: Sequence[str], rows: Iterable[dict[str, Any]]) -> Iterator[str]:
    """``rows`` as CSV text under ``columns``, every cell escaped (:func:`escape_cell`), in
    chunks of :data:`BATCH` rows."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    for count, row in enumerate(rows, start=1):
        writer.writerow({k: escape_cell(v) for k, v in row.items()})
        if count % BATCH == 0:
            yield out.getvalue()
            out.seek(0)
            out.truncate()
    yield out.getvalue()


class _Items:
    """A JSON array written item by item as the items come (see :func:`_json`)."""

    def __init__(self, items: Iterable[Any]) -> None:
        self.items = items


def _json(value: Any, level: int) -> Iterator[str]:
    """``value`` as ``json.dumps(value, indent=2, ensure_ascii=False)`` writes it at nesting
    ``level``, byte for byte, but in pieces: an :class:`_Items` array item by item, and an object
    holding one key by key; anything else whole. (A JSON string never holds a raw newline, so
    indenting every line of a whole value by its level is exact.)"""
    pad = "\n" + "  " * (level + 1)
    if isinstance(value, _Items):
        empty = True
        for item in value.items:
            yield ("[" if empty else ",") + pad
            yield from _json(item, level + 1)
            empty = False
        yield "[]" if empty else pad[:-2] + "]"
    elif isinstance(value, dict) and any(isinstance(v, _Items) for v in value.values()):
        for i, (key, item) in enumerate(value.items()):
            yield ("{" if i == 0 else ",") + pad + json.dumps(key, ensure_ascii=False) + ": "
            yield from _json(item, level + 1)
        yield pad[:-2] + "}"
    else:
        yield json.dumps(value, indent=2, ensure_ascii=False).replace("\n", "\n" + "  " * level)


def to_json(session: Session, nights: list[Night], progress: Progress) -> Iterator[str]:
    """Every night with its rules, its hands (one night's at a time) and its movements."""

    def night_data(n: Night) -> Iterator[dict[str, Any]]:
        assert n.id is not None
        voided = queries.voided_hand_ids(session, n.id)
        hands = (queries.hand_summary(h, h.id in voided) for h in queries.all_hands(session, n.id))
        yield {"night": n.name, "started_at": n.started_at, "chip_value": night_settings.chip_value_text(n, session),
               "currency": n.currency, "rules": night_settings.rules_now(session, n).to_dict(),
               "settings": night_settings.changes(session, n), "hands": _Items(hands),
               "movements": _Items(_rows(session, n))}  # fmt: skip

    yield from _json({"nights": _Items(_night_by_night(nights, progress, night_data))}, 0)


_HLEDGER_SPECIAL = set("%;:#()[]{}<>\"'")


def _account(name: str) -> str:
    """An hledger account name (or description) for ``name``: characters hledger reads as syntax
    (``;`` comments, ``:`` sub-accounts, brackets, a second space) are written as ``%XX``, and
    ``%`` itself too, so distinct names always stay distinct accounts (``semi;colon`` is
    ``semi%3Bcolon``, ``semi,colon`` stays as it is)."""
    out = []
    for i, ch in enumerate(name):
        space_ok = ch == " " and 0 < i < len(name) - 1 and name[i - 1] != " "
        if ch in _HLEDGER_SPECIAL or (ch.isspace() and not space_ok) or not ch.isprintable():
            out.append("".join(f"%{b:02X}" for b in ch.encode("utf-8")))
        else:
            out.append(ch)
    return "".join(out)


def _text(text: str) -> str:
    """A description or comment on one journal line: one line, no ';' (which starts a comment)."""
    return " ".join(text.replace(";", ",").split())


def _hledger_account(account: str) -> str:
    """``players:NAME``, ``pot:NIGHT`` or ``carry``, with the name part escaped."""
    head, colon, rest = account.partition(":")
    return f"{head}:{_account(rest)}" if colon else _account(account)


def to_hledger(session: Session, nights: list[Night], progress: Progress) -> Iterator[str]:
    """One balanced hledger transaction per ledger entry, in the order the entries were written."""
    # part of the file format, the same in every language (STORED in tests/codebase/test_wording.py)
    yield "; booray-ledger export: amounts are chips\n"
    lines: list[str] = []
    entry = None
    for r in _rows_by_entry(session, nights[0] if len(nights) == 1 else None, progress):
        if r["entry"] != entry:
            yield "".join(lines)
            entry, kind = r["entry"], r["entry_kind"]
            what = f"hand {r['hand']}" + ("" if kind == "hand" else f" {kind}") if r["hand"] else kind
            lines = ["\n", f"{r['created_at'][:10]} {_text(r['night'] + ': ' + what)}  ; entry:{entry}\n"]
        lines.append(f"    {_hledger_account(r['account']):<40}  {r['chips']} chips  ; {_text(r['reason'])}\n")
    yield "".join(lines)


WRITERS: dict[tuple[str, bool], Callable[[Session, list[Night], Progress], Iterator[str]]] = {
    ("csv", False): to_csv,
    ("json", False): to_json,
    ("hledger", False): to_hledger,
    ("csv", True): summary_csv,
    ("json", True): summary_json,
}
"""The writer of each (format, summary) an export can be."""


def chunks(
    session: Session, fmt: str, night: str | None, summary: bool, progress: Progress | None = None
) -> Iterator[str]:
    """The export in pieces, written as its rows are read (see :data:`BATCH`); the nights are
    found (or refused) before the first piece."""
    nights = select_nights(session, night, night is None, None)
    yield from WRITERS[(fmt, summary)](session, nights, progress or (lambda done, total: None))
