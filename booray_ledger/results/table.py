"""The table now (``booray status --json``, the table a screen shows) and each change to it
that returns the table after it: a hand recorded, voided or edited, a buy-in, a seat change."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from booray_ledger.results.hands import HandResult, HandSummary
from booray_ledger.results.nights import RulesInBrief
from booray_ledger.rules.tablenotes import Note

SeatAction = Literal["add", "remove", "out", "in"]


class Status(TypedDict):
    """The table now: pot, hands, dealer, antes, balances (``booray status --json`` adds the
    reasons: :class:`StatusReport`)."""

    night: str
    hands: int
    pot: int
    dealer: str | None
    antes_due: dict[str, int]
    balances: dict[str, int]
    stacks: NotRequired[dict[str, int]]  # only under table stakes: chips in front of each seated player
    ended: NotRequired[bool]  # only in a report on a night that has ended (True)
    language: NotRequired[str]  # only when the night chose one (night start/set --lang): its code


class StatusReport(Status):
    """``booray status --json`` (and the board's ``/api/status``): the status, and why each
    exempt player owes no ante and why each player loses a turn to deal (see :class:`TableView`)."""

    exempt_why: dict[str, Note]
    lost_deal_why: dict[str, Note]


class TableView(TypedDict):
    """The status plus what a screen shows beside it: the seats in order, who sits out, who is
    exempt from the next ante, and who will lose a turn to deal."""

    status: Status
    seats: list[str]
    sitting_out: list[str]
    exempt: list[str]
    lost_deals: list[str]
    last_hand: HandSummary | None
    exempt_why: dict[str, Note]  # exempt player -> why ({"why": "bourre", "hand": 4}, ...)
    lost_deal_why: dict[str, Note]  # player who loses the next deal -> why
    rules: RulesInBrief  # the house rules the next hand is played under (night set changes them)
    # Only under table stakes: the chips in front of each seated player, what each player of the
    # night has bought, and the seated players dealt out until they buy again.
    stacks: NotRequired[dict[str, int]]
    bought: NotRequired[dict[str, int]]
    dealt_out: NotRequired[list[str]]


class HandRecorded(TypedDict):
    """``booray hand --json``: the hand's number, what it paid, and the table after it."""

    hand: int
    result: HandResult
    status: Status


class HandVoided(TypedDict):
    voided: int
    status: Status
    # Only when the night has ended: its end settled again (True), and the later nights settled
    # again because the pot it carried into them changed, in order.
    ended: NotRequired[bool]
    settled_again: NotRequired[list[str]]


class EditedHand(TypedDict):
    hand: int
    result: HandResult


class HandEdited(TypedDict):
    edited: int
    hands: list[EditedHand]
    status: Status
    ended: NotRequired[bool]  # as in HandVoided
    settled_again: NotRequired[list[str]]


class BuyRecorded(TypedDict):
    """``booray buy --json``: the purchase, the player's stack and total bought, the table after."""

    night: str
    player: str
    chips: int
    stack: int
    bought: int
    status: Status


class SeatChanged(TypedDict):
    action: SeatAction
    player: str
    after: str | None
    bought: NotRequired[int]  # table stakes: the chips a player joining bought in for
