"""Why the table stands as it does: the reason each player owes no ante next hand, and why
a player will lose a turn to deal, read from the last hand's result.

A player is exempt from the next ante after tying for the most tricks (``tie_exempts``), after
being bourré (``bourre_exempts``) or after paying for a renege (``renege_exempts``); an
exemption earned while sitting out of later hands waits for their next dealt-in hand. A player
loses the next turn to deal after correcting a renege in time or declaring out of turn.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
from typing import Any, TypedDict


class Why(StrEnum):
    """Why a player owes no ante next hand or loses a turn to deal (the ``why`` of a :class:`Note`)."""

    BOURRE = "bourre"  # exempt: bourré in the hand
    TIE = "tie"  # exempt: tied for the most tricks in the hand
    RENEGE = "renege"  # exempt: paid for a renege in the hand
    CORRECTED = "corrected"  # loses a deal: corrected a renege in the hand
    OUT_OF_TURN = "out_of_turn"  # loses a deal: declared out of turn in the hand
    EARLIER = "earlier"  # from a hand before the ones read
    CARRIED = "carried"  # carried with the pot from the group's last night


class Note(TypedDict):
    """One player's note at the table: why, and in which hand (None for ``earlier``/``carried``)."""

    why: Why
    hand: int | None


def _leaders(result: Mapping[str, Any]) -> set[str]:
    tricks = {p: int(result["tricks"][p]) for p in result["played"]}
    if not tricks:
        return set()
    top = max(tricks.values())
    return {p for p, n in tricks.items() if n == top}


def exempt_reasons(exempt: Iterable[str], last: Mapping[str, Any] | None) -> dict[str, Note]:
    """``{player: why they owe no ante next hand}`` for every exempt player."""
    reasons: dict[str, Note] = {}
    for player in exempt:
        why = Why.EARLIER
        if last is not None and player in last["bourre"]:
            why = Why.BOURRE
        elif last is not None and last["outcome"] == "tie" and player in _leaders(last):
            why = Why.TIE
        elif last is not None and player in last["reneged"]:
            why = Why.RENEGE
        reasons[player] = _note(why, last)
    return reasons


def lost_deal_reasons(lost_deals: Iterable[str], last: Mapping[str, Any] | None) -> dict[str, Note]:
    """``{player: why they lose their next turn to deal}`` for every player who will."""
    reasons: dict[str, Note] = {}
    for player in lost_deals:
        why = Why.EARLIER
        if last is not None and player in last["corrected"]:
            why = Why.CORRECTED
        elif last is not None and player in last.get("out_of_turn", ()):
            why = Why.OUT_OF_TURN
        reasons[player] = _note(why, last)
    return reasons


def _note(why: Why, last: Mapping[str, Any] | None) -> Note:
    found_in = last["number"] if last is not None and why not in (Why.EARLIER, Why.CARRIED) else None
    return {"why": why, "hand": found_in}


def from_earlier(note: Note) -> bool:
    """Whether ``note`` only says the cause lies before the hands it was found in (so an older
    hand, or the pot carried from the last night, holds the real reason)."""
    return note["why"] is Why.EARLIER


def reasons_over_hands(
    exempt: Iterable[str], lost_deals: Iterable[str], hands: Sequence[Mapping[str, Any]], carried: bool = False
) -> tuple[dict[str, Note], dict[str, Note]]:
    """Like :func:`exempt_reasons` and :func:`lost_deal_reasons`, but each reason is found in the
    latest hand (``hands`` oldest first) that gave it, so an exemption waiting while its player
    sat out, or a lost turn from two hands ago, still says where it came from. ``carried``: the
    night took in a pot, with its exemptions and lost turns, from the group's last night."""
    earlier: Note = {"why": Why.CARRIED if carried else Why.EARLIER, "hand": None}
    exempt_why: dict[str, Note] = {}
    for player in exempt:
        found = (exempt_reasons([player], h)[player] for h in reversed(hands))
        exempt_why[player] = next((r for r in found if not from_earlier(r)), earlier)
    lost_why: dict[str, Note] = {}
    for player in dict.fromkeys(lost_deals):
        found = (lost_deal_reasons([player], h)[player] for h in reversed(hands))
        lost_why[player] = next((r for r in found if not from_earlier(r)), earlier)
    return exempt_why, lost_why
