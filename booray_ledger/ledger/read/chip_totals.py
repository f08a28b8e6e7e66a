"""The chip sums of a night, each a sum of movements: the pot, every balance, every stack and
what was bought (table stakes), and the chips won or lost at the table across nights.

With the pot, the balances add up to zero (rulebook topic ``scorekeeping``); settle-up payments
move debts, not chips on the table, so stacks and table nets leave them out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import func
from sqlmodel import Session, col, select

from booray_ledger.ledger.schema import migration_sql
from booray_ledger.ledger.schema.models import Entry, Movement

if TYPE_CHECKING:
    from booray_ledger.ledger.read.queries import NightContext


def pot(session: Session, night_id: int) -> int:
    """Chips on the table now: the pot side of every movement of the night (``int()``: a
    PostgreSQL sum of BIGINT is a NUMERIC)."""
    return int(
        session.exec(
            select(func.coalesce(func.sum(Movement.chips), 0)).where(
                Movement.night_id == night_id,
                col(Movement.player_id).is_(None),
                col(Movement.account).is_(None),
            )
        ).one()
    )


SETTLEMENT_KINDS = migration_sql.SETTLEMENT_KINDS
"""Entries that settle debts (between players, or a player who left and the bank) rather than
win or lose chips at the table."""


def table_nets(session: Session, night_ids: list[int]) -> dict[tuple[int, int], int]:
    """Chips each player won or lost at the table, per (night id, player id): every movement of
    theirs (hands, voids, a pot split or refunded at the night's end) except settle-up payments.
    Standings, player pages, settle-up and exports all read their numbers from here."""
    rows = session.exec(
        select(Movement.night_id, Movement.player_id, func.sum(Movement.chips))
        .join(Entry, col(Entry.id) == Movement.entry_id)
        .where(
            col(Movement.night_id).in_(night_ids),
            col(Movement.player_id).is_not(None),
            ~col(Entry.kind).in_(SETTLEMENT_KINDS),
        )
        .group_by(col(Movement.night_id), col(Movement.player_id))
    ).all()
    return {(night_id, pid): int(total) for night_id, pid, total in rows if pid is not None}


def cashed_out(session: Session, night_id: int) -> dict[int, int]:
    """Chips each player of the night settled with the bank when cashing out, by player id: > 0
    when the player paid the bank (they left down), < 0 when the bank paid them. The bank took
    each balance over: it collects or pays that at the night's settle-up."""
    rows = session.exec(
        select(Movement.player_id, func.sum(Movement.chips))
        .join(Entry, col(Entry.id) == Movement.entry_id)
        .where(Movement.night_id == night_id, Entry.kind == "cash_out", col(Movement.player_id).is_not(None))
        .group_by(col(Movement.player_id))
    ).all()
    return {pid: int(total) for pid, total in rows if pid is not None}


def balances(session: Session, ctx: NightContext) -> dict[str, int]:
    """Every player of the night: net chips (with the pot, they add up to zero)."""
    rows = session.exec(
        select(Movement.player_id, func.sum(Movement.chips))
        .where(Movement.night_id == ctx.id, col(Movement.player_id).is_not(None))
        .group_by(col(Movement.player_id))
    ).all()
    sums = {pid: int(total) for pid, total in rows}
    return {ctx.players[pid].name: sums.get(pid, 0) for pid in ctx.order}


BANK = "bank"  # the account a buy-in's chips come from (table stakes)


def stacks(session: Session, ctx: NightContext) -> dict[str, int]:
    """Under table stakes, the chips in front of every player of the night: what they bought
    plus what the hands (and a pot shared at the end) moved; settle-up payments are not chips
    on the table, and a player who cashed out took their chips with them (only what they
    bought and won since counts)."""
    rows = session.exec(
        select(Movement.player_id, func.sum(Movement.chips))
        .join(Entry, col(Entry.id) == Movement.entry_id)
        .where(
            Movement.night_id == ctx.id,
            col(Movement.player_id).is_not(None),
            col(Movement.account).is_(None),
            ~col(Entry.kind).in_(SETTLEMENT_KINDS),
        )
        .group_by(col(Movement.player_id))
    ).all()
    sums = {pid: int(total) for pid, total in rows}
    for pid, cashed in cash_outs_in_effect(session, ctx.id).items():
        sums[pid] = _stack_since(session, ctx.id, pid, cashed)
    return {ctx.players[pid].name: sums.get(pid, 0) for pid in ctx.order}


def cash_outs_in_effect(session: Session, night_id: int) -> dict[int, int]:
    """Each player's last cash-out of the night that is not voided: ``{player id: entry id}``."""
    voided = select(Entry.reverses_entry_id).where(
        Entry.night_id == night_id, Entry.kind == "cash_out_void", col(Entry.reverses_entry_id).is_not(None)
    )
    rows = session.exec(
        select(Movement.player_id, func.max(Entry.id))
        .join(Entry, col(Entry.id) == Movement.entry_id)
        .where(
            Entry.night_id == night_id,
            Entry.kind == "cash_out",
            col(Movement.player_id).is_not(None),
            ~col(Entry.id).in_(voided),
        )
        .group_by(col(Movement.player_id))
    ).all()
    return {int(pid): int(entry_id) for pid, entry_id in rows if pid is not None and entry_id is not None}


def _stack_since(session: Session, night_id: int, player_id: int, cashed: int) -> int:
    """A player's stack after a cash-out: what they bought and won since it (the cash-out took
    the chips they had off the table with them)."""
    total = session.exec(
        select(func.coalesce(func.sum(Movement.chips), 0))
        .join(Entry, col(Entry.id) == Movement.entry_id)
        .where(
            Movement.night_id == night_id,
            Movement.player_id == player_id,
            col(Movement.account).is_(None),
            col(Entry.id) > cashed,
            ~col(Entry.kind).in_(SETTLEMENT_KINDS),
        )
    ).one()
    return int(total)


def bought(session: Session, ctx: NightContext) -> dict[str, int]:
    """Chips each player of the night has bought from the bank (table stakes)."""
    rows = session.exec(
        select(Movement.player_id, func.sum(Movement.chips))
        .where(Movement.night_id == ctx.id, Movement.account == BANK, col(Movement.player_id).is_not(None))
        .group_by(col(Movement.player_id))
    ).all()
    sums = {pid: -int(total) for pid, total in rows}
    return {ctx.players[pid].name: sums.get(pid, 0) for pid in ctx.order}
