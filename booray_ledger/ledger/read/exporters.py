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
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from sqlmodel import Session, col, select

from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.read.payments import select_nights
from booray_ledger.ledger.schema.models import Entry, Hand, Movement, Night
from booray_ledger.rules.limits import money, stored_chip_value

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


def _rows(session: Session, nights: list[Night]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for night in nights:
        ctx = queries.load_night(session, night.name)
        hands = {h.id: h for h in session.exec(select(Hand).where(Hand.night_id == ctx.id)).all()}
        entries = {e.id: e for e in session.exec(select(Entry).where(Entry.night_id == ctx.id)).all()}
        movements = session.exec(select(Movement).where(Movement.night_id == ctx.id).order_by(col(Movement.id))).all()
        for m in movements:
            entry = entries[m.entry_id]
            hand = hands.get(entry.hand_id) if entry.hand_id else None
            player = ctx.players[m.player_id].name if m.player_id else None
            account = _account_of(m.account, player, night.name)
            rows.append(
                {
                    "night": night.name,
                    "entry": m.entry_id,
                    "entry_kind": entry.kind,
                    "hand": hand.number if hand else None,
                    "dealer": ctx.players[hand.dealer_id].name if hand else None,
                    "outcome": hand.outcome if hand else None,
                    "account": account,
                    "player": player,
                    "chips": m.chips,
                    "kind": m.kind,
                    "reason": m.reason,
                    "created_at": entry.created_at,
                }
            )
    return rows


SUMMARY_COLUMNS = ("night", "date", "player", "net_chips", "money", "currency")
POT_ROW = "(pot)"


def summary_rows(session: Session, nights: list[Night]) -> list[dict[str, Any]]:
    """One row per night per player: the chips they won or lost at the table (hands and a pot
    shared out at the end; not settle-up payments) and that in money. Chips still in the pot,
    or carried out to the group's next night, get a ``(pot)`` row, and a pot carried in counts
    against it, so every night's rows add up to zero."""
    rows: list[dict[str, Any]] = []
    for night in nights:
        ctx = queries.load_night(session, night.name)
        nets = chip_totals.table_nets(session, [ctx.id])
        value = stored_chip_value(night.chip_value)
        chips = {ctx.players[pid].name: nets.get((ctx.id, pid), 0) for pid in ctx.order}
        pot = -sum(chips.values())
        if pot:
            chips[POT_ROW] = pot
        for player, net in chips.items():
            rows.append({"night": night.name, "date": night.started_at[:10], "player": player, "net_chips": net,
                         "money": Decimal(money(net, value)), "currency": night.currency})  # fmt: skip
    return rows


def summary_csv(session: Session, night: str | None) -> str:
    return _csv(SUMMARY_COLUMNS, summary_rows(session, _nights(session, night)))


def summary_json(session: Session, night: str | None) -> str:
    rows = [{**row, "money": plain_decimal(row["money"])} for row in summary_rows(session, _nights(session, night))]
    return json.dumps({"summary": rows}, indent=2, ensure_ascii=False)


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


def to_csv(session: Session, night: str | None) -> str:
    return _csv(CSV_COLUMNS, _rows(session, _nights(session, night)))


def _csv(columns: Sequence[str], rows: list[dict[str, Any]]) -> str:
    """``rows`` as CSV text under ``columns``, every cell escaped (:func:`escape_cell`)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: escape_cell(v) for k, v in row.items()})
    return out.getvalue()


def to_json(session: Session, night: str | None) -> str:
    nights = _nights(session, night)
    data = []
    for n in nights:
        assert n.id is not None
        voided = queries.voided_hand_ids(session, n.id)
        data.append(
            {
                "night": n.name,
                "started_at": n.started_at,
                "chip_value": n.chip_value,
                "currency": n.currency,
                "rules": json.loads(n.rules_json),
                "hands": [queries.hand_summary(h, h.id in voided) for h in queries.all_hands(session, n.id)],
                "movements": [r for r in _rows(session, [n])],
            }
        )
    return json.dumps({"nights": data}, indent=2, ensure_ascii=False)


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


def to_hledger(session: Session, night: str | None) -> str:
    """One balanced hledger transaction per ledger entry."""
    lines = ["; booray-ledger export: amounts are chips", ""]
    by_entry: dict[int, list[dict[str, Any]]] = {}
    for row in _rows(session, _nights(session, night)):
        by_entry.setdefault(row["entry"], []).append(row)
    for entry_id in sorted(by_entry):
        rows = by_entry[entry_id]
        first = rows[0]
        kind = first["entry_kind"]
        what = f"hand {first['hand']}" + ("" if kind == "hand" else f" {kind}") if first["hand"] else kind
        title = f"{first['night']}: {what}"
        lines.append(f"{first['created_at'][:10]} {_text(title)}  ; entry:{entry_id}")
        for r in rows:
            account = _hledger_account(r["account"])
            lines.append(f"    {account:<40}  {r['chips']} chips  ; {_text(r['reason'])}")
        lines.append("")
    return "\n".join(lines)


def _nights(session: Session, night: str | None) -> list[Night]:
    return select_nights(session, night, night is None, None)
