"""The typed values the library API returns (shared by the ledger, the API and every front end).

They are TypedDicts: plain JSON-ready data whose keys mypy checks. ``--json`` prints them as they
are (so their keys are the scripts' contract), and every front end (command line, live prompt,
scoreboard page) renders the same values. Chips are ``int``; money is a decimal string.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

PotAction = Literal["carry", "split", "refund"]
SeatAction = Literal["add", "remove", "out", "in"]
ExportFormat = Literal["csv", "json", "hledger"]
Outcome = Literal["won", "split", "tie", "renege_carry", "all_passed"]  # rules.hand_result.Outcome
TransferKind = Literal["ante", "win", "bourre", "renege"]  # rules.hand_result.TransferKind


class Status(TypedDict):
    """The table now: exactly the keys of ``booray status --json``."""

    night: str
    hands: int
    pot: int
    dealer: str | None
    antes_due: dict[str, int]
    balances: dict[str, int]
    stacks: NotRequired[dict[str, int]]  # only under table stakes: chips in front of each seated player


class TableView(TypedDict):
    """The status plus what a screen shows beside it: the seats in order, who sits out, who is
    exempt from the next ante, and who will lose a turn to deal."""

    status: Status
    seats: list[str]
    sitting_out: list[str]
    exempt: list[str]
    lost_deals: list[str]
    last_hand: HandSummary | None
    exempt_why: dict[str, str]  # exempt player -> why (bourré in hand 4, tied ...)
    lost_deal_why: dict[str, str]  # player who loses the next deal -> why
    # Only under table stakes: the chips in front of each seated player, what each player of the
    # night has bought, and the seated players dealt out until they buy again.
    stacks: NotRequired[dict[str, int]]
    bought: NotRequired[dict[str, int]]
    dealt_out: NotRequired[list[str]]


class TransferData(TypedDict):
    """One chip movement of a hand between a player and the pot (``chips`` > 0: to the player)."""

    player: str
    chips: int
    kind: TransferKind
    reason: str


class HandResult(TypedDict):
    """What one hand paid out, as stored with the hand."""

    dealer: str
    results: dict[str, int | str]
    played: list[str]
    passed: list[str]
    tricks: dict[str, int]
    carried: int
    p0: int
    pot_after: int
    outcome: Outcome
    winners: list[str]
    bourre: list[str]
    reneged: list[str]
    corrected: list[str]
    out_of_turn: list[str]
    notes: list[str]
    transfers: list[TransferData]
    net: dict[str, int]
    stacks: NotRequired[dict[str, int]]  # table stakes: every stack after the hand
    unpaid: NotRequired[dict[str, int]]  # table stakes: chips owed beyond a stack, never paid
    tie_vote: NotRequired[str]  # tie = vote: what the tied players chose, "split" or "carry"


class HandSummary(HandResult):
    """A recorded hand in the history: its result plus its place in the ledger."""

    number: int
    id: int
    voided: bool
    recorded_at: str
    forced: bool
    seats: list[str]
    dealer_given: bool  # the scorekeeper said who actually dealt (--dealer)
    up: str | None  # the turned card, when recorded


class NightEvent(TypedDict):
    """A seat change or a payment, placed after the hand recorded just before it."""

    after_hand: int
    at: str
    kind: str  # "seat" or "payment"
    text: str


class HandRecorded(TypedDict):
    """``booray hand --json``: the hand's number, what it paid, and the table after it."""

    hand: int
    result: HandResult
    status: Status


class HandVoided(TypedDict):
    voided: int
    status: Status


class EditedHand(TypedDict):
    hand: int
    result: HandResult


class HandEdited(TypedDict):
    edited: int
    hands: list[EditedHand]
    status: Status


class BuyIn(TypedDict):
    """A buy-in (or rebuy) under table stakes: chips from the bank to a player's stack."""

    player: str
    chips: int
    after_hand: int  # the hands recorded before it (0: before the first hand)
    recorded_at: str


class BuyRecorded(TypedDict):
    """``booray buy --json``: the purchase, the player's stack and total bought, the table after."""

    night: str
    player: str
    chips: int
    stack: int
    bought: int
    status: Status


class History(TypedDict):
    night: str
    hands: list[HandSummary]
    buy_ins: NotRequired[list[BuyIn]]  # only under table stakes
    events: list[NightEvent]  # seat changes and payments, each after the hand before it


class SeatChanged(TypedDict):
    action: SeatAction
    player: str
    after: str | None
    message: str
    bought: NotRequired[int]  # table stakes: the chips a player joining bought in for


class OpenNight(TypedDict):
    """A night that has not ended."""

    night: str
    hands: int
    pot: int


class NightStarted(TypedDict):
    night: str
    players: list[str]
    rules: str
    carried_in: int
    also_open: list[OpenNight]  # other nights still open; the new night is the current one
    lines: list[str]  # plain words about the other open nights (empty when there are none)


class NightUsed(TypedDict):
    """``booray night use NAME``: the night now current, and the others still open."""

    night: str
    also_open: list[OpenNight]
    lines: list[str]


class NightEnded(TypedDict):
    night: str
    pot_action: str
    lines: list[str]


class NightRow(TypedDict):
    name: str
    started_at: str
    players: list[str]
    hands: int
    pot: int
    ended: bool
    ended_at: str | None
    current: bool


class NightDetail(TypedDict):
    night: str
    started_at: str
    ended_at: str | None
    pot_at_end: str | None
    seats: list[str]
    sitting_out: list[str]
    hands: int
    pot: int
    dealer: str | None
    chip_value: str
    currency: str
    rules: dict[str, object]
    balances: dict[str, int]
    series: dict[str, list[int]]


# ``from`` is a Python keyword, so these two use the functional syntax.
Transfer = TypedDict("Transfer", {"from": str, "to": str, "chips": int, "amount": str})
TowardPot = TypedDict("TowardPot", {"from": str, "chips": int, "amount": str})


class SettleUp(TypedDict):
    """``booray settle --json``: who pays whom, the balances behind it, and the pot."""

    nights: list[str]
    chip_value: str
    currency: str
    transfers: list[Transfer]
    toward_pot: list[TowardPot]
    balances: dict[str, int]
    money: dict[str, str]
    pot: int
    paid: list[Transfer]
    explanation: list[str]


class PaymentRecorded(TypedDict):
    night: str
    payer: str
    payee: str
    chips: int
    amount: str
    currency: str
    number: int  # its number in `booray paid --list`
    forced: bool  # recorded with --force although it increases a debt


PaymentRow = TypedDict(
    "PaymentRow",
    {"number": int, "night": str, "from": str, "to": str, "chips": int, "amount": str, "currency": str,
     "recorded_at": str, "voided": bool},
)  # fmt: skip
"""One payment in ``booray paid --list``: numbered in the order recorded, across every night."""


class PaymentVoided(TypedDict):
    """``booray paid --void N``: the payment reversed by a new entry."""

    voided: int
    payment: PaymentRow


class StandingRow(TypedDict):
    player: str
    net: int
    money: str
    currency: str  # the nights' currency code ("" when they differ)
    nights: int
    hands_dealt_in: int
    hands_played: int
    pots_won: int
    bourres: int
    reneges: int
    biggest_pot_won: int


class PlayerNight(TypedDict):
    night: str
    started_at: str
    net: int
    money: str
    currency: str
    hands: int
    series: list[int]


class PlayerReport(TypedDict):
    player: str
    nights: list[PlayerNight]
