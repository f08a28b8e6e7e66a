"""Cash-out: a player who leaves early settles now against the bank (rulebook topic
``settle-up``).

The scorekeeper holds the money: a player down 194 chips pays the bank 194 chips' worth and goes
home square; a player up is paid by the bank. The entry moves the player's night balance to 0
and puts the opposite on the bank's account (``account`` 'bank' with no player), so players,
bank and pot still add up to zero and the settle-up has the bank collect or pay it later. Under
table stakes the balance is the stack minus what was bought, so that is what is cashed out.
"""

from __future__ import annotations

from sqlmodel import Session, col, select

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.ledger.read import chip_totals, night_settings, queries
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.schema.models import Movement
from booray_ledger.ledger.write.postings import Posting, post_entry
from booray_ledger.ledger.write.seat_changes import seat_change
from booray_ledger.results import CashedOut, CashOutChips, CashOutVoided
from booray_ledger.rules import limits


def cash_out(session: Session, ctx: NightContext, name: str) -> CashedOut:
    """Settle ``name`` against the bank now, removing them from the table if still seated."""
    queries.require_open(session, ctx)
    player = ctx.resolve_any(name)
    left = player in ctx.table.seats
    if left:
        seat_change(session, ctx, "remove", player)
    owed = -chip_totals.balances(session, ctx)[player]  # > 0: the player pays the bank
    if owed == 0:
        raise UsageError(ErrorCode.NOTHING_TO_CASH_OUT, player=player, night=ctx.night.name)
    # the memo is stored and hashed into the chain: the same in every language (STORED)
    reason = f"{player} cashes out: pays the bank {owed}" if owed > 0 else f"{player} cashes out: the bank pays {-owed}"
    postings = [
        Posting(ctx.player_id(player), owed, "cash_out", reason),
        Posting(None, -owed, "cash_out", reason, account=chip_totals.BANK),
    ]
    post_entry(session, ctx.id, "cash_out", postings, note=reason)
    return {**_moved(session, ctx, player, owed), "left_the_table": left}


def void_cash_out(session: Session, ctx: NightContext, name: str) -> CashOutVoided:
    """Reverse ``name``'s last cash-out of the night with a ``cash_out_void`` entry: their night
    balance (and under table stakes their stack) is back as before it, the bank's account no
    longer holds it. A player it took from the table stays away until seated again."""
    player = ctx.resolve_any(name)
    entry_id = chip_totals.cash_outs_in_effect(session, ctx.id).get(ctx.player_id(player))
    if entry_id is None:
        raise UsageError(ErrorCode.NO_CASH_OUT_TO_VOID, player=player, night=ctx.night.name)
    moves = session.exec(select(Movement).where(Movement.entry_id == entry_id).order_by(col(Movement.id))).all()
    reason = f"{player}'s cash-out voided"
    reversal = [Posting(m.player_id, -m.chips, "cash_out_void", reason, m.account) for m in moves]
    post_entry(session, ctx.id, "cash_out_void", reversal, note=reason, reverses=entry_id)
    owed = next(m.chips for m in moves if m.player_id is not None)
    return {**_moved(session, ctx, player, owed), "seated": player in ctx.table.seats}


def _moved(session: Session, ctx: NightContext, player: str, chips: int) -> CashOutChips:
    """The chips a cash-out moved between ``player`` and the bank, with their money."""
    return {
        "night": ctx.night.name,
        "player": player,
        "chips": chips,
        "amount": limits.money(abs(chips), night_settings.chip_value(ctx.night, session)),
        "currency": ctx.night.currency,
    }
