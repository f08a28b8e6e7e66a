"""One paid-out hand as a value: how it ended, every chip transfer with its reason, the next state.

What :func:`booray_ledger.rules.payout.steps.hand_payout` returns and the ledger stores. Every hand
conserves chips (rulebook topic ``scorekeeping``): the players' changes plus the pot's change add
up to zero, checked by :func:`check_conservation`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum

from booray_ledger.rules.seating import TableState


class Outcome(StrEnum):
    """How a hand ended (stored with the hand; the ``outcome`` of ``--json``)."""

    WON = "won"  # one player took the pot (or ``winnable(P0)`` of it)
    SPLIT = "split"  # tied leaders shared it (``tie = split``)
    TIE = "tie"  # tied leaders, nobody won: the pot carries
    RENEGE_CARRY = "renege_carry"  # the lone leader reneged and nobody else could win
    ALL_PASSED = "all_passed"  # everyone passed: the pot carries


class TransferKind(StrEnum):
    """Why chips moved between a player and the pot (the ``kind`` of a transfer)."""

    ANTE = "ante"
    WIN = "win"
    BOURRE = "bourre"
    RENEGE = "renege"


@dataclass(frozen=True)
class Transfer:
    """Chips moving between one player and the pot: ``chips`` > 0 goes to the player."""

    player: str
    chips: int
    kind: TransferKind
    reason: str


@dataclass(frozen=True)
class Payout:
    """The result of one hand: every chip movement with its reason, and the next state."""

    dealer: str
    carried: int
    p0: int
    transfers: tuple[Transfer, ...]
    outcome: Outcome
    winners: tuple[str, ...]
    played: tuple[str, ...]
    passed: tuple[str, ...]
    tricks: tuple[tuple[str, int], ...]
    bourre: tuple[str, ...]
    reneged: tuple[str, ...]
    corrected: tuple[str, ...]
    state: TableState
    notes: tuple[str, ...] = field(default=())
    unpaid: tuple[tuple[str, int], ...] = ()  # under table stakes: chips owed beyond a stack

    @property
    def pot_after(self) -> int:
        return self.state.pot

    def net(self) -> dict[str, int]:
        """Each player's net chips for this hand."""
        totals: Counter[str] = Counter()
        for t in self.transfers:
            totals[t.player] += t.chips
        return dict(totals)


def check_conservation(payout: Payout) -> None:
    """The players' changes plus the pot's change add up to zero."""
    moved = sum(t.chips for t in payout.transfers)
    if moved + (payout.pot_after - payout.carried) != 0:
        raise AssertionError("chips_not_conserved", moved, payout.carried, payout.pot_after)
