"""The hand being paid out: chips move only through ``pay_in`` and ``win``, each with its reason."""

from __future__ import annotations

from collections import Counter

from booray_ledger.rules.house import PRESETS
from booray_ledger.rules.payout.paying_out import PayingOut
from booray_ledger.rules.payout.result import Transfer, TransferKind
from booray_ledger.rules.seating import TableState
from tests.helpers import hand, table


def paying_out(stacks: Counter[str] | None = None) -> PayingOut:
    return PayingOut(
        table=table("A B"),
        state=TableState(),
        hand=hand("A=3 B=2"),
        rules=PRESETS["classic"],
        dealer="A",
        lost=(),
        dealt_in=["B", "A"],
        played=["B", "A"],
        passed=[],
        tricks={"A": 3, "B": 2},
        stacks=stacks,
    )


def test_paying_in_and_winning_move_chips_through_the_pot_with_their_reasons() -> None:
    """rulebook topic: scorekeeping. Each chip that moves is one transfer between a player and the pot."""
    h = paying_out()
    h.pay_in("A", 1, TransferKind.ANTE, "A antes 1")
    h.pay_in("B", 1, TransferKind.ANTE, "B antes 1")
    h.pay_in("B", 0, TransferKind.BOURRE, "nothing owed")
    h.win("A", 2, "A wins 2")
    assert h.transfers == [
        Transfer("A", -1, TransferKind.ANTE, "A antes 1"),
        Transfer("B", -1, TransferKind.ANTE, "B antes 1"),
        Transfer("A", 2, TransferKind.WIN, "A wins 2"),
    ]
    assert h.pot == 0
    assert h.contributions == Counter({"A": 1, "B": 1})


def test_under_table_stakes_each_stack_follows_the_chips() -> None:
    """rulebook topic: stakes. A stack goes down by what its player pays and up by what they win."""
    h = paying_out(Counter({"A": 10, "B": 10}))
    h.pay_in("A", 1, TransferKind.ANTE, "A antes 1")
    h.pay_in("B", 4, TransferKind.BOURRE, "B pays 4")
    h.win("A", 5, "A wins 5")
    assert h.stacks == Counter({"A": 14, "B": 6})


def test_barred_players_are_every_reneger_corrected_or_not() -> None:
    """rulebook topic: renege. Neither a renege nor a corrected renege may win the pot."""
    h = paying_out()
    h.hand = hand("A=3 B=2", reneged=("A",), corrected=("B",))
    assert h.reneged == ["A"]
    assert h.corrected == ["B"]
    assert h.barred == {"A", "B"}
