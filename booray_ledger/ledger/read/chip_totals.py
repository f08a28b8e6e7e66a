"""The chip sums of a night, each a sum of movements: the pot, every balance, every stack and
what was bought (table stakes), and the chips won or lost at the table across nights.

With the pot, the balances add up to zero (rulebook topic ``scorekeeping``); settle-up payments
move debts, not chips on the table, so stacks and table nets leave them out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from booray_ledger.ledger.read import rows
from booray_ledger.ledger.schema import migration_sql

if TYPE_CHECKING:
    from booray_ledger.ledger.read.queries import NightContext
    from booray_ledger.ledger.read.rows import Db


def pot(session: Db, night_id: int) -> int:
    """Chips on the table now: the pot side of every movement of the night (``int()``: a
    PostgreSQL sum of BIGINT is a NUMERIC)."""
    return int(
        rows.scalar(
            session,
            "SELECT COALESCE(SUM(chips), 0) FROM movement "
            "WHERE night_id = :night AND player_id IS NULL AND account IS NULL",
            night=night_id,
        )
    )


SETTLEMENT_KINDS = migration_sql.SETTLEMENT_KINDS
"""Entries that settle debts (between players, or a player who left and the bank) rather than
win or lose chips at the table."""

_AT_THE_TABLE = "m.player_id IS NOT NULL AND e.kind NOT IN :settling"
"""The condition on a player's movement ``m`` of entry ``e`` won or lost at the table."""


def table_nets(session: Db, night_ids: list[int]) -> dict[tuple[int, int], int]:
    """Chips each player won or lost at the table, per (night id, player id): every movement of
    theirs (hands, voids, a pot split or refunded at the night's end) except settle-up payments.
    Standings, player pages, settle-up and exports all read their numbers from here."""
    found = rows.rows(
        session,
        "SELECT m.night_id, m.player_id, SUM(m.chips) FROM movement m JOIN entry e ON e.id = m.entry_id "
        f"WHERE m.night_id IN :nights AND {_AT_THE_TABLE} GROUP BY m.night_id, m.player_id",
        nights=night_ids,
        settling=SETTLEMENT_KINDS,
    )
    return {(int(night_id), int(pid)): int(total) for night_id, pid, total in found if pid is not None}


def cashed_out(session: Db, night_id: int) -> dict[int, int]:
    """Chips each player of the night settled with the bank when cashing out, by player id: > 0
    when the player paid the bank (they left down), < 0 when the bank paid them. The bank took
    each balance over: it collects or pays that at the night's settle-up."""
    found = rows.rows(
        session,
        "SELECT m.player_id, SUM(m.chips) FROM movement m JOIN entry e ON e.id = m.entry_id "
        "WHERE m.night_id = :night AND e.kind = 'cash_out' AND m.player_id IS NOT NULL GROUP BY m.player_id",
        night=night_id,
    )
    return {int(pid): int(total) for pid, total in found if pid is not None}


def balances(session: Db, ctx: NightContext) -> dict[str, int]:
    """Every player of the night: net chips (with the pot, they add up to zero)."""
    found = rows.rows(
        session,
        "SELECT player_id, SUM(chips) FROM movement WHERE night_id = :night AND player_id IS NOT NULL "
        "GROUP BY player_id",
        night=ctx.id,
    )
    sums = {int(pid): int(total) for pid, total in found}
    return ctx.by_name(sums)


BANK = "bank"  # the account a buy-in's chips come from (table stakes)


def stacks(session: Db, ctx: NightContext) -> dict[str, int]:
    """Under table stakes, the chips in front of every player of the night: what they bought
    plus what the hands (and a pot shared at the end) moved; settle-up payments are not chips
    on the table, and a player who cashed out took their chips with them (only what they
    bought and won since counts)."""
    found = rows.rows(
        session,
        "SELECT m.player_id, SUM(m.chips) FROM movement m JOIN entry e ON e.id = m.entry_id "
        f"WHERE m.night_id = :night AND m.account IS NULL AND {_AT_THE_TABLE} GROUP BY m.player_id",
        night=ctx.id,
        settling=SETTLEMENT_KINDS,
    )
    sums = {int(pid): int(total) for pid, total in found}
    for pid, cashed in cash_outs_in_effect(session, ctx.id).items():
        sums[pid] = _stack_since(session, ctx.id, pid, cashed)
    return ctx.by_name(sums)


def cash_outs_in_effect(session: Db, night_id: int) -> dict[int, int]:
    """Each player's last cash-out of the night that is not voided: ``{player id: entry id}``."""
    found = rows.rows(
        session,
        "SELECT m.player_id, MAX(e.id) FROM movement m JOIN entry e ON e.id = m.entry_id "
        "WHERE e.night_id = :night AND e.kind = 'cash_out' AND m.player_id IS NOT NULL AND e.id NOT IN ("
        "SELECT v.reverses_entry_id FROM entry v WHERE v.night_id = :night AND v.kind = 'cash_out_void' "
        "AND v.reverses_entry_id IS NOT NULL) GROUP BY m.player_id",
        night=night_id,
    )
    return {int(pid): int(entry_id) for pid, entry_id in found if pid is not None and entry_id is not None}


def _stack_since(session: Db, night_id: int, player_id: int, cashed: int) -> int:
    """A player's stack after a cash-out: what they bought and won since it (the cash-out took
    the chips they had off the table with them)."""
    total = rows.scalar(
        session,
        "SELECT COALESCE(SUM(m.chips), 0) FROM movement m JOIN entry e ON e.id = m.entry_id "
        "WHERE m.night_id = :night AND m.player_id = :player AND m.account IS NULL AND e.id > :cashed "
        "AND e.kind NOT IN :settling",
        night=night_id,
        player=player_id,
        cashed=cashed,
        settling=SETTLEMENT_KINDS,
    )
    return int(total)


def bought(session: Db, ctx: NightContext) -> dict[str, int]:
    """Chips each player of the night has bought from the bank (table stakes)."""
    found = rows.rows(
        session,
        "SELECT player_id, SUM(chips) FROM movement WHERE night_id = :night AND account = :bank "
        "AND player_id IS NOT NULL GROUP BY player_id",
        night=ctx.id,
        bank=BANK,
    )
    sums = {int(pid): -int(total) for pid, total in found}
    return ctx.by_name(sums)
