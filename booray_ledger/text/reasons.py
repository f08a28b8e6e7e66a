"""Why the table stands as it does, in words: why a player owes no ante next hand, why a player
is skipped as dealer, why the dealer deals. One phrase per player, the same at the command line
(``booray status``), above the live prompt and on the board.

Read from the API's values (:class:`~booray_ledger.results.TableView` and its
:class:`~booray_ledger.results.Note` reasons); no rules are applied here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from booray_ledger.rules.tablenotes import Why  # the API's own module for it: booray_ledger.results costs start-up
from booray_ledger.text.words import count

if TYPE_CHECKING:
    from booray_ledger.results import Note, TableView

CARRIED = "carried with the pot from the last night"


def exempt(note: Note) -> str:
    """Why a player owes no ante: ``bourré in hand 4``, ``tied for the most tricks in hand 4``,
    ``paid for a renege in hand 4``, ``exempt from an earlier hand``, ``exempt carried with ...``."""
    match note["why"]:
        case Why.BOURRE:
            return f"bourré in hand {note['hand']}"
        case Why.TIE:
            return f"tied for the most tricks in hand {note['hand']}"
        case Why.RENEGE:
            return f"paid for a renege in hand {note['hand']}"
        case Why.CARRIED:
            return f"exempt {CARRIED}"
        case _:
            return "exempt from an earlier hand"


def lost_deal(note: Note) -> str:
    """Why a player loses a turn to deal: ``corrected a renege in hand 4``, ``declared out of turn
    in hand 4``, ``lost a turn to deal in an earlier hand``, ``lost a turn to deal carried with ...``."""
    match note["why"]:
        case Why.CORRECTED:
            return f"corrected a renege in hand {note['hand']}"
        case Why.OUT_OF_TURN:
            return f"declared out of turn in hand {note['hand']}"
        case Why.CARRIED:
            return f"lost a turn to deal {CARRIED}"
        case _:
            return "lost a turn to deal in an earlier hand"


def ante_note(name: str, view: TableView) -> str:
    """Why ``name`` antes nothing next hand ('' when they ante): left the table, sitting out,
    dealt out (table stakes), or exempt and why."""
    status = view["status"]
    if name not in view["seats"]:
        return "left the table"
    if name in view["sitting_out"]:
        return "sitting out: owes no ante"
    if name in view.get("dealt_out", ()):
        return "dealt out: buys again to play"
    note = view["exempt_why"].get(name)
    if note is not None and not status["antes_due"].get(name):
        return f"owes no ante: {exempt(note)}"
    return ""


def lost_deal_note(name: str, view: TableView) -> str:
    """``skipped as dealer for the next turn (corrected a renege in hand 1)`` ('' when not)."""
    turns = view["lost_deals"].count(name)
    note = view["lost_deal_why"].get(name)
    if not turns or note is None:
        return ""
    which = "the next turn" if turns == 1 else f"the next {count(turns, 'turn')}"
    return f"skipped as dealer for {which} ({lost_deal(note)})"


def dealer_why(view: TableView) -> str:
    """Why the next dealer deals: ``on the left of Ann, who dealt hand 3``, ``the night's first
    deal``, or ``nobody is dealt in`` (no dealer)."""
    last = view["last_hand"]
    if view["status"]["dealer"] is None:
        return "nobody is dealt in"
    return f"on the left of {last['dealer']}, who dealt hand {last['number']}" if last else "the night's first deal"


def player_notes(name: str, view: TableView) -> list[str]:
    """Every note about ``name`` at the table now, in the order every front end shows them:
    deals next, the ante note, the lost deal."""
    notes = ["deals next"] if name == view["status"]["dealer"] else []
    return notes + [n for n in (ante_note(name, view), lost_deal_note(name, view)) if n]
