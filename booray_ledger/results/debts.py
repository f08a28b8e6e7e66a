"""Who owes whom as the API returns it: the settle-up, and the payments that clear it."""

from __future__ import annotations

from typing import TypedDict

# ``from`` is a Python keyword, so these two use the functional syntax.
Transfer = TypedDict("Transfer", {"from": str, "to": str, "chips": int, "amount": str})


class PaymentStep(TypedDict):
    """One payment still to make, with what is still owed when it is made (``settle --explain``):
    after the payments already made and those listed before it, never a night's total. After it
    the payer still owes ``payer_owes - chips`` and the payee is still owed ``payee_owed - chips``."""

    number: int  # its place in the list of payments to make, from 1
    payer: str
    payee: str
    chips: int
    amount: str  # the money for ``chips``
    payer_owes: int  # chips the payer still owes before it
    payee_owed: int  # chips still owed to the payee before it


class SettleUp(TypedDict):
    """``booray settle --json``: who pays whom, the balances behind it, and the pot."""

    nights: list[str]
    chip_value: str
    currency: str
    transfers: list[Transfer]
    balances: dict[str, int]
    money: dict[str, str]
    pot: int  # what the bank holds for the table: the pots now, plus chips carried out (less carried in)
    on_table: int  # of it, the chips in these nights' pots now (the rest was carried between nights)
    paid: list[Transfer]
    explanation: list[PaymentStep]  # filled on request (``explain``); empty otherwise
    extra_at_most: int  # 0: the fewest payments, proved; k: at most k more than the fewest


class PaymentRecorded(TypedDict):
    """``booray paid``: the payment, the night it went to, and what is still owed there."""

    night: str  # the night whose debt it pays (named, or found: see ledger.payment_nights)
    night_ended: bool
    payer: str
    payee: str
    chips: int
    amount: str
    currency: str
    number: int  # its number in `booray paid --list`
    forced: bool  # recorded with --force although it pays more than was owed
    owed_before: int  # chips the payer owed the payee on that night before it
    over: int  # chips paid beyond that (only with --force)
    left_owed: int  # chips the payer still owes the payee on that night after it
    left_amount: str  # the same in money
    owed_back: int  # chips the payee now owes the payer on that night (after an overpayment)
    money_given: str | None  # the amount typed with --money, else None
    rounded: bool  # --money was not a whole number of chips: rounded to the nearest
    note: str  # --note


PaymentRow = TypedDict(
    "PaymentRow",
    {"number": int, "night": str, "from": str, "to": str, "chips": int, "amount": str, "currency": str,
     "recorded_at": str, "voided": bool, "note": str},
)  # fmt: skip
"""One payment in ``booray paid --list``: numbered in the order recorded, across every night."""


class PaymentVoided(TypedDict):
    """``booray paid --void N``: the payment reversed by a new entry."""

    voided: int
    payment: PaymentRow


class CashOutChips(TypedDict):
    """What a cash-out moved between a player and the bank on a night (made or voided)."""

    night: str
    player: str
    chips: int  # > 0: the player paid the bank this many chips' worth; < 0: the bank paid them
    amount: str  # the money for abs(chips)
    currency: str


class CashedOut(CashOutChips):
    """``booray cashout NAME``: a player who left settled against the bank."""

    left_the_table: bool  # they were seated and are now removed


class CashOutVoided(CashOutChips):
    """``booray cashout NAME --void``: a cash-out reversed; the player owes (or is owed) again.
    ``chips`` are the voided cash-out's."""

    seated: bool  # whether the player is at the table (a cash-out took them away)
