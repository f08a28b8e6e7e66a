"""The hand being paid out: the checked input the payout steps read, and what they decide as they go.

Chips move only through :meth:`PayingOut.pay_in` (a player into the pot) and :meth:`PayingOut.win`
(the pot to a player), so every transfer is recorded with its reason and, under table stakes
(rulebook topic ``stakes``), every stack follows the chips.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import NamedTuple

from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.payout.result import Outcome, Transfer, TransferKind
from booray_ledger.rules.seating import Table, TableState


class Due(NamedTuple):
    """A bourré or renege payment owed into the pot, paid after the winner is paid."""

    player: str
    chips: int
    kind: TransferKind
    reason: str


@dataclass
class PayingOut:
    """One hand being paid out: the checked input the steps read, and what they decide as they go.

    Player lists are in seat order from the dealer's left (the order odd chips go in).
    """

    table: Table
    state: TableState
    hand: HandInput
    rules: HouseRules
    dealer: str
    lost: tuple[str, ...]  # turns to deal lost on the walk to this hand's dealer
    dealt_in: list[str]
    played: list[str]
    passed: list[str]
    tricks: dict[str, int]
    transfers: list[Transfer] = field(default_factory=list)
    contributions: Counter[str] = field(default_factory=Counter)
    p0: int = 0
    pot: int = 0
    outcome: Outcome | None = None
    winners: tuple[str, ...] = ()
    bourre: list[str] = field(default_factory=list)
    dues: list[Due] = field(default_factory=list)
    new_exempt: set[str] = field(default_factory=set)
    next_exempt: tuple[str, ...] = ()
    lost_deals: Counter[str] = field(default_factory=Counter)
    notes: list[str] = field(default_factory=list)
    stacks: Counter[str] | None = None  # under table stakes: each stack as the chips move
    unpaid: Counter[str] = field(default_factory=Counter)

    @property
    def reneged(self) -> list[str]:
        """Players who reneged and were not corrected in time."""
        return [p for p in self.played if p in self.hand.reneged]

    @property
    def corrected(self) -> list[str]:
        """Players who reneged and corrected it in time."""
        return [p for p in self.played if p in self.hand.corrected]

    @property
    def barred(self) -> set[str]:
        """Players who cannot win the pot: every reneger, corrected or not."""
        return set(self.reneged) | set(self.corrected)

    def pay_in(self, player: str, chips: int, kind: TransferKind, reason: str) -> None:
        """``player`` puts ``chips`` into the pot (counted toward a later refund)."""
        if chips:
            self.transfers.append(Transfer(player, -chips, kind, reason))
            self.contributions[player] += chips
            self.pot += chips
            if self.stacks is not None:
                self.stacks[player] -= chips

    def win(self, player: str, chips: int, reason: str) -> None:
        """``player`` takes ``chips`` from the pot."""
        if chips:
            self.transfers.append(Transfer(player, chips, TransferKind.WIN, reason))
            self.pot -= chips
            if self.stacks is not None:
                self.stacks[player] += chips
