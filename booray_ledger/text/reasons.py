"""Why the table stands as it does, in words: why a player owes no ante next hand, why a player
is skipped as dealer, why the dealer deals. One phrase per player, the same at the command line
(``booray status``), above the live prompt and on the board.

Read from the API's values (:class:`~booray_ledger.results.TableView` and its
:class:`~booray_ledger.results.Note` reasons); no rules are applied here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from booray_ledger.rules.tablenotes import Why  # the API's own module for it: booray_ledger.results costs start-up
from booray_ledger.text.i18n import N_, Words, _, say, say_plural

if TYPE_CHECKING:
    from booray_ledger.results import Note, TableView

_EXEMPT = {
    Why.BOURRE: N_("bourré in hand {hand}"),
    Why.TIE: N_("tied for the most tricks in hand {hand}"),
    Why.RENEGE: N_("paid for a renege in hand {hand}"),
}
_LOST_DEAL = {
    Why.CORRECTED: N_("corrected a renege in hand {hand}"),
    Why.OUT_OF_TURN: N_("declared out of turn in hand {hand}"),
}


def exempt(note: Note) -> str:
    """Why a player owes no ante: ``bourré in hand 4``, ``tied for the most tricks in hand 4``,
    ``paid for a renege in hand 4``, ``exempt from an earlier hand``, ``exempt carried with ...``."""
    why = note["why"]
    if why in _EXEMPT:
        return say(_EXEMPT[why], hand=note["hand"])
    if why == Why.CARRIED:
        return _("exempt carried with the pot from the last night")
    return _("exempt from an earlier hand")


def lost_deal(note: Note) -> str:
    """Why a player loses a turn to deal: ``corrected a renege in hand 4``, ``declared out of turn
    in hand 4``, ``lost a turn to deal in an earlier hand``, ``lost a turn to deal carried with ...``."""
    why = note["why"]
    if why in _LOST_DEAL:
        return say(_LOST_DEAL[why], hand=note["hand"])
    if why == Why.CARRIED:
        return _("lost a turn to deal carried with the pot from the last night")
    return _("lost a turn to deal in an earlier hand")


def ante_note(name: str, view: TableView) -> str:
    """Why ``name`` antes nothing next hand ('' when they ante): left the table, sitting out,
    dealt out (table stakes), or exempt and why."""
    status = view["status"]
    if name not in view["seats"]:
        return _("left the table")
    if name in view["sitting_out"]:
        return _("sitting out: owes no ante")
    if name in view.get("dealt_out", ()):
        return _("dealt out: buys again to play")
    note = view["exempt_why"].get(name)
    if note is not None and not status["antes_due"].get(name):
        # Translators: {why} is why the player is exempt, like: bourré in hand 4
        return say(N_("owes no ante: {why}"), why=Words(exempt(note)))
    return ""


def lost_deal_note(name: str, view: TableView) -> str:
    """``skipped as dealer for the next turn (corrected a renege in hand 1)`` ('' when not)."""
    turns = view["lost_deals"].count(name)
    note = view["lost_deal_why"].get(name)
    if not turns or note is None:
        return ""
    return say_plural(
        # Translators: {why} is why the player loses the deal, like: corrected a renege in hand 1
        N_("skipped as dealer for the next turn ({why})"),
        N_("skipped as dealer for the next {n} turns ({why})"),
        turns,
        why=Words(lost_deal(note)),
    )


def dealer_why(view: TableView) -> str:
    """Why the next dealer deals: ``on the left of Ann, who dealt hand 3``, ``the night's first
    deal``, or ``nobody is dealt in`` (no dealer)."""
    last = view["last_hand"]
    if view["status"]["dealer"] is None:
        return _("nobody is dealt in")
    if last:
        return say(N_("on the left of {dealer}, who dealt hand {hand}"), dealer=last["dealer"], hand=last["number"])
    return _("the night's first deal")


def player_notes(name: str, view: TableView) -> list[str]:
    """Every note about ``name`` at the table now, in the order every front end shows them:
    deals next, the ante note, the lost deal."""
    notes = [_("deals next")] if name == view["status"]["dealer"] else []
    return notes + [n for n in (ante_note(name, view), lost_deal_note(name, view)) if n]
