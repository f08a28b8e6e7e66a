"""Standings across nights, one player's nights, and balance-over-the-night series for charts.

Net chips are read from the ledger's movements (``chip_totals.table_nets``): every hand in effect and
a pot split or refunded at the night's end, so standings, player pages, settle-up and exports
agree on every chip. Settlement payments are not results, so they do not count in net chips.
The counts (hands played, pots won, ...) come from the hands in effect and their stored results.
"""

from __future__ import annotations

import json
from datetime import date
from decimal import Decimal
from typing import Any, cast

from sqlmodel import Session

from booray_ledger.errors import NameKind
from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.read.payments import select_nights
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.read.rows import NightLike
from booray_ledger.ledger.store import night_totals
from booray_ledger.money import currency_code
from booray_ledger.results import PlayerNight, PlayerReport, StandingRow
from booray_ledger.rules.limits import money, money_sum, stored_chip_value
from booray_ledger.rules.names import name_key, resolve


def _night_rows(session: Session, night: NightLike) -> list[dict[str, Any]]:
    assert night.id is not None
    return [json.loads(h.result_json) | {"number": h.number} for h in queries.hands_in_effect(session, night.id)]


_COUNTS = ("hands_dealt_in", "hands_played", "pots_won", "bourres", "reneges")


def standings(session: Session, since: date | None = None) -> list[StandingRow]:
    """Every player across the nights since ``since``: net chips and money, nights, hands dealt
    in and played, pots won, bourrés, reneges and the biggest pot won; best first. One query
    over the per-night totals (``ledger.store.night_totals``), whatever the number of nights."""
    nights = select_nights(session, None, True, since)
    ids = {n.id for n in nights}
    table: dict[str, dict[str, Any]] = {}
    for row in night_totals.player_rows(session, since):
        if row["night_id"] not in ids:
            continue
        name = row["name"]
        entry = table.setdefault(name, {"player": name, "net": 0, "money": Decimal(0), "nights": 0,
                                        **dict.fromkeys(_COUNTS, 0), "biggest_pot_won": 0})  # fmt: skip
        entry["nights"] += 1
        entry["net"] += row["net"]
        entry["money"] = money_sum([entry["money"], Decimal(money(row["net"], stored_chip_value(row["chip_value"])))])
        for column in _COUNTS:
            entry[column] += row[column]
        entry["biggest_pot_won"] = max(entry["biggest_pot_won"], row["biggest_pot_won"])
    rows = sorted(table.values(), key=lambda r: (-r["net"], r["player"].casefold()))
    currencies = {currency_code(n.currency) for n in nights}
    currency = next(iter(currencies)) if len(currencies) == 1 else ""
    for r in rows:
        r["money"] = str(r["money"])
        r["currency"] = currency
    return [cast(StandingRow, r) for r in rows]


def balance_series(session: Session, ctx: NightContext) -> dict[str, list[int]]:
    """Each player's running balance after every hand of the night (starting at 0); when the
    night ended with the pot split or refunded, one last point adds each player's share, so
    the last point is the player's net chips for the night."""
    series = {name: [0] for name in ctx.names()}
    for hand in _night_rows(session, ctx.night):
        for name, points in series.items():
            points.append(points[-1] + hand["net"].get(name, 0))
    nets = chip_totals.table_nets(session, [ctx.id])
    finals = {ctx.players[pid].name: nets.get((ctx.id, pid), 0) for pid in ctx.order}
    if any(series[name][-1] != chips for name, chips in finals.items()):
        for name, points in series.items():
            points.append(finals[name])
    return series


def player_nights(session: Session, name: str) -> PlayerReport:
    """One player's nights, oldest first: the night's hands in effect, the player's net chips
    at the table and in money, and the running balance across the nights (0, then after each
    night). Read from the per-night totals (``ledger.store.night_totals``): two queries (the
    names, then the player's rows), whatever the number of nights or hands."""
    everyone = night_totals.seated_names(session)
    match = [n for n in everyone if name_key(n) == name_key(name)]
    display = match[0] if match else resolve(name, sorted(everyone), what=NameKind.LEDGER_PLAYER)
    found: list[PlayerNight] = []
    series = [0]
    for row in night_totals.player_nights(session, display):
        found.append({"night": row["night"], "started_at": row["started_at"], "net": row["net"],
                      "money": money(row["net"], stored_chip_value(row["chip_value"])), "currency": row["currency"],
                      "hands": row["hands"]})  # fmt: skip
        series.append(series[-1] + row["net"])
    return {"player": display, "nights": found, "series": series}
