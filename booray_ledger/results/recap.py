"""The recap of one night as the API returns it: the facts a group chat gets when the night is
over (or so far, while it is open). Names, chips, money as decimal strings; no sentences (the
wording is :mod:`booray_ledger.text.recap`)."""

from __future__ import annotations

from typing import TypedDict

from booray_ledger.results.debts import Transfer


class RecapNet(TypedDict):
    """One player's result at the table over the night, before any settle-up payment."""

    player: str
    chips: int  # > 0: up, < 0: down
    amount: str  # the same in money, a signed decimal string


class RecapPot(TypedDict):
    """The biggest pot won in one hand: what the winners took (a split pot counts whole)."""

    hand: int
    chips: int
    winners: list[str]


class RecapBourre(TypedDict):
    """One bourré: who, in which hand, and the chips it cost them (what the pot held)."""

    player: str
    hand: int
    chips: int


class Recap(TypedDict):
    """``booray recap --json``: one night's winner, nets, settle-up payments, biggest pot and
    bourrés. ``payments`` are the ones ``booray settle`` lists for the night (the party ``bank``
    included when someone cashed out or chips are still on the table); ``paid``, those already
    recorded."""

    night: str
    ended: bool
    started_at: str
    ended_at: str | None
    hands: int
    chip_value: str
    currency: str
    language: str | None  # the language the night chose for its board and recap (None: none)
    winners: list[str]  # the players with the best net, when it is above zero (several on a tie)
    nets: list[RecapNet]  # best first; players of the night only (never the bank)
    payments: list[Transfer]
    paid: list[Transfer]
    pot: int  # chips still on the table (open night) or carried to the next night
    biggest_pot: RecapPot | None  # None: no hand won a pot
    bourres: list[RecapBourre]  # in hand order
