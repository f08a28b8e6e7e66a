"""One hand as the API returns it: what it paid out, its place in the night's history, and the
history itself (hands, buy-ins, and the seat changes and payments between them).

``Outcome`` and ``TransferKind`` are the rules' own enums (:mod:`booray_ledger.rules.payout.result`),
defined once: their values are the strings ``--json`` prints."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from booray_ledger.results.nights import SettingChange
from booray_ledger.rules.handfacts import HandNote, TransferWhy
from booray_ledger.rules.payout.result import Outcome, TransferKind


class TransferData(TypedDict):
    """One chip movement of a hand between a player and the pot (``chips`` > 0: to the player)."""

    player: str
    chips: int
    kind: TransferKind
    why: TransferWhy  # why it happened: cause and numbers (text.headlines.transfer_reason words it)


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
    notes: list[HandNote]  # what the hand decided beyond its transfers (text.headlines.note words each)
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
    edited: bool  # written by an edit: it replaces an earlier hand with the same number


class NightEvent(TypedDict):
    """A seat change, a payment or a change of the night's settings, placed after the hand
    recorded just before it.

    A ``seat`` event has ``action`` (add, remove, out, in), ``player`` and, for a player seated
    after someone, ``after``; a ``payment`` event has the payment's ``number``, ``payer``,
    ``payee`` and ``chips``, and ``voided`` True when the event is that payment being voided; a
    ``setting`` event (``booray night set``) has the ``change``: new house rules take effect at
    hand ``after_hand + 1``, a new chip value counts for the whole night."""

    after_hand: int
    at: str
    kind: Literal["seat", "payment", "setting"]
    action: NotRequired[Literal["add", "remove", "out", "in"]]
    player: NotRequired[str]
    after: NotRequired[str | None]
    number: NotRequired[int]
    payer: NotRequired[str]
    payee: NotRequired[str]
    chips: NotRequired[int]
    voided: NotRequired[bool]
    change: NotRequired[SettingChange]


class BuyIn(TypedDict):
    """A buy-in (or rebuy) under table stakes: chips from the bank to a player's stack."""

    player: str
    chips: int
    after_hand: int  # the hands recorded before it (0: before the first hand)
    recorded_at: str


class Replaced(TypedDict):
    """The hand a change replaced: its number and when it had been recorded."""

    hand: int
    recorded_at: str


class Change(TypedDict):
    """One entry of the night's ledger, in the order written: a hand recorded, edited or
    re-settled by an edit, a hand voided (undo) or replaced (edit), a payment or its void, a
    buy-in, a pot carried in. ``source``: the front end it came from (cli, prompt, page, api;
    None for entries written before sources were kept)."""

    at: str
    entry: str  # the entry's kind: hand, void, payment, payment_void, buy_in, carry_in
    why: str  # recorded, edit, resettled, undo, void (a payment voided), or the entry's kind
    hand: int | None
    source: str | None
    replaces: Replaced | None
    moves: dict[str, int]  # chips to (+) or from (-) each player; the pot's side is left out


class History(TypedDict):
    night: str
    hands: list[HandSummary]
    changes: list[Change]  # every entry of the night in order (history --all shows them)
    buy_ins: NotRequired[list[BuyIn]]  # only under table stakes
    events: list[NightEvent]  # seat changes and payments, each after the hand before it
    ended: NotRequired[bool]  # only when the night has ended (True)
