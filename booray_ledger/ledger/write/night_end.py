"""Ending a night, and what happens to a pot still on the table.

A pot is never silently dropped. With chips in the pot, the scorekeeper chooses:

- ``carry``: the pot moves to the carry account and seeds the group's next night;
- ``split``: equally among everyone seated now (sitting out included), odd chips one each in
  seat order from the last dealer's left (whoever sat on their left, if they left);
- ``refund``: back to the players in proportion to what they paid into it since it was last
  won (antes, bourré and renege payments), odd chips by the same seat-order rule.

Each is one balanced entry of movements; Σ balances + pot (+ carried chips) stays 0.
"""

from __future__ import annotations

from sqlmodel import Session, select

from booray_ledger.clock import now
from booray_ledger.errors import BoorayError, ErrorCode, Fix, UsageError
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.schema.models import NightEnd
from booray_ledger.ledger.schema.sqlite_schema import END_AGAIN_KIND
from booray_ledger.ledger.write.postings import Posting, post_entry
from booray_ledger.rules.potsplit import refund_shares, split_shares
from booray_ledger.rules.seating import TableState, from_dealers_left

CARRY = "carry"  # the account holding a pot carried to the group's next night


def end_night(session: Session, ctx: NightContext, action: str | None) -> dict[str, int]:
    """End the night; returns the chips each player got from the pot (empty when the pot was
    carried or empty). The first end writes the night's ``night_end`` row; ending a reopened
    night again writes an ``END_AGAIN_KIND`` entry with the pot action as its note."""
    if queries.night_is_ended(session, ctx.id):
        raise BoorayError(ErrorCode.NIGHT_ALREADY_ENDED, night=ctx.night.name)
    state = queries.state_now(session, ctx)
    pot = state.pot
    if pot and action is None:
        raise UsageError(ErrorCode.POT_STILL_HOLDS, fix=Fix.POT_ACTION, pot=pot)
    got: dict[str, int] = {}
    if pot:
        postings = pot_postings(ctx, state, action or "")
        got = {ctx.players[p.player_id].name: p.chips for p in postings if p.player_id is not None}
        post_entry(session, ctx.id, f"pot_{action}", postings, note=f"night end: pot {action}")
    done = (action or "none") if pot else "none"
    if session.exec(select(NightEnd.id).where(NightEnd.night_id == ctx.id)).first() is None:
        session.add(NightEnd(night_id=ctx.id, pot_action=done, ended_at=now()))
        session.flush()
    else:
        post_entry(session, ctx.id, END_AGAIN_KIND, [], note=done)
    return got


def pot_postings(ctx: NightContext, state: TableState, action: str) -> list[Posting]:
    """The entry that takes the pot off the table at the end: to the carry account (``carry``),
    or shared among the players (``split``, ``refund``: :func:`pot_shares`). Its memos (each
    movement's reason) are stored and hashed into the chain: the same in every language."""
    pot = state.pot
    if action == "carry":
        return [
            Posting(None, -pot, "pot", f"the pot of {pot} leaves the table"),
            Posting(None, pot, "carry", f"{pot} chips carried to the group's next night", account=CARRY),
        ]
    why = (
        "split of the pot left at the end of the night"
        if action == "split"
        else "refund of what they paid into the pot since it was last won"
    )
    postings = [Posting(None, -pot, "pot", f"the pot of {pot} is shared out")]
    for player, chips in pot_shares(ctx, state, action).items():
        if chips:
            postings.append(Posting(ctx.player_id(player), chips, f"pot_{action}", f"{player} gets {chips}: {why}"))
    return postings


def pot_shares(ctx: NightContext, state: TableState, action: str) -> dict[str, int]:
    """Who would get how many chips of the pot now: ``split`` equally among everyone seated
    (sitting out included), ``refund`` in proportion to what each paid into it since it was last
    won; odd chips one each in seat order from the last dealer's left."""
    order = from_dealers_left(ctx.table, state)
    if action == "split":
        return split_shares(state.pot, list(order))
    everyone = list(order) + [n for n in ctx.names() if n not in order]
    return refund_shares(state.pot, dict(state.contributions), everyone)


def carry_in(session: Session, ctx: NightContext) -> int:
    """Bring chips carried from the group's last night into this night's pot; returns them."""
    chips = queries.carried_over(session)
    if chips:
        postings = [
            Posting(None, -chips, "carry", f"{chips} chips carried in", account=CARRY),
            Posting(None, chips, "pot", f"the pot starts at {chips}, carried from the last night"),
        ]
        post_entry(session, ctx.id, "carry_in", postings, note="pot carried in")
    return chips
