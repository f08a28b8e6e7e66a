"""Changes at the table between hands: a player sits down, leaves, sits out or comes back in, and
(table stakes, rulebook topic ``stakes``) buys chips from the bank. Each inside the caller's
transaction, on an open night only.
"""

from __future__ import annotations

from sqlmodel import Session, select

from booray_ledger.clock import now
from booray_ledger.errors import ErrorCode, Fix, UsageError
from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.schema.models import Player, SeatEvent
from booray_ledger.ledger.store import night_totals
from booray_ledger.ledger.store.locks import lock_shared
from booray_ledger.ledger.write.lookalikes import refuse_lookalike
from booray_ledger.ledger.write.postings import post_buy_in
from booray_ledger.rules.limits import MAX_CHIPS
from booray_ledger.rules.names import clean_name, name_key


def player_for(session: Session, name: str) -> Player:
    """The one row for this person across nights (names match case-insensitively). A new
    person is created under the shared lock, so two tables adding "Ann" make one Ann; a new
    name that looks like a known player's is refused (see ``lookalikes``)."""
    cleaned = clean_name(name)
    query = select(Player).where(Player.name_key == name_key(cleaned))
    existing = session.exec(query).first()
    if existing is None:
        lock_shared(session)
        existing = session.exec(query).first()
    if existing is not None:
        return existing
    refuse_lookalike(cleaned, list(session.exec(select(Player.name)).all()))
    player = Player(name=cleaned, name_key=name_key(cleaned), created_at=now())
    session.add(player)
    session.flush()
    return player


def seat_change(session: Session, ctx: NightContext, action: str, name: str, after: str | None = None) -> str:
    """Add a player (after someone, clockwise; default at the end), remove one, sit one out or in."""
    queries.require_open(session, ctx)
    table = ctx.table
    if action == "add":
        row = player_for(session, name)
        if row.name in table.seats:
            raise UsageError(ErrorCode.ALREADY_SEATED, player=row.name)
        after_id = ctx.player_id(ctx.resolve_seated(after)) if after else None
        assert row.id is not None
        session.add(
            SeatEvent(night_id=ctx.id, player_id=row.id, action="add", after_player_id=after_id, created_at=now())
        )
        night_totals.seated(session, ctx.id, row.id)
        session.flush()
        return row.name
    player = ctx.resolve_seated(name)
    if action == "out" and player in table.sitting_out:
        raise UsageError(ErrorCode.ALREADY_SITTING_OUT, player=player)
    if action == "in" and player not in table.sitting_out:
        raise UsageError(ErrorCode.NOT_SITTING_OUT, player=player)
    if action == "remove" and len(table.seats) <= 2:
        raise UsageError(ErrorCode.LAST_TWO_SEATED, player=player)
    session.add(SeatEvent(night_id=ctx.id, player_id=ctx.player_id(player), action=action, created_at=now()))
    session.flush()
    return player


def buy_in(session: Session, ctx: NightContext, name: str, chips: int) -> str:
    """A buy-in or rebuy between hands (table stakes): ``chips`` from the bank to a seated
    player's stack, at most ``max_buy_in`` at a time."""
    queries.require_open(session, ctx)
    rules = ctx.rules
    if not rules.table_stakes:
        raise UsageError(ErrorCode.NOT_TABLE_STAKES, fix=Fix.TABLE_STAKES, night=ctx.night.name)
    player = ctx.resolve_seated(name)
    if isinstance(chips, bool) or not isinstance(chips, int) or chips < 1:
        raise UsageError(ErrorCode.BUY_IN_NOT_POSITIVE, given=str(chips))
    if rules.max_buy_in is not None and chips > rules.max_buy_in:
        raise UsageError(ErrorCode.BUY_IN_OVER_MAX, player=player, chips=chips, most=rules.max_buy_in)
    if chips > MAX_CHIPS:
        raise UsageError(ErrorCode.BUY_IN_TOO_BIG, chips=chips)
    post_buy_in(session, ctx.id, ctx.player_id(player), player, chips)
    return player


def buy_in_on_joining(session: Session, ctx: NightContext, player: str) -> int:
    """Under table stakes a player sitting down with no chips in front of them buys in the
    configured amount (a player coming back keeps the stack they left with); returns the chips."""
    rules = ctx.rules
    if not rules.table_stakes or rules.buy_in is None or chip_totals.stacks(session, ctx).get(player, 0) > 0:
        return 0
    post_buy_in(session, ctx.id, ctx.player_id(player), player, rules.buy_in)
    return rules.buy_in
