"""One paid-out hand as a value: its words, each player's net chips, and the conservation check."""

from __future__ import annotations

from dataclasses import replace

import pytest

from booray_ledger.rules.payout.result import Transfer, TransferKind, check_conservation
from tests.helpers import pay_out


def test_outcome_and_transfer_kind_are_defined_once_for_the_typed_results() -> None:
    """rulebook topic: scorekeeping. The API's results use the rules' own enums, so ``--json`` and
    stored hands keep their words: one definition each, and these values."""
    from booray_ledger import results
    from booray_ledger.rules.payout.result import Outcome

    assert results.Outcome is Outcome
    assert results.TransferKind is TransferKind
    assert [o.value for o in Outcome] == ["won", "split", "tie", "renege_carry", "all_passed"]
    assert [k.value for k in TransferKind] == ["ante", "win", "bourre", "renege"]


def test_net_sums_each_players_transfers() -> None:
    """rulebook topic: scorekeeping. A player's net for the hand is every chip they paid or took."""
    s = pay_out("A B C", "A=3 B=2 C=pass")
    assert s.net() == {"A": -1 + 3, "B": -1, "C": -1}


def test_a_payout_that_loses_a_chip_is_refused() -> None:
    """rulebook topic: scorekeeping. The players' changes plus the pot's change add up to zero."""
    s = pay_out("A B C", "A=3 B=2 C=pass")
    check_conservation(s)
    leaky = replace(s, transfers=(*s.transfers, Transfer("A", 1, TransferKind.WIN, "a chip from nowhere")))
    with pytest.raises(AssertionError) as leaked:
        check_conservation(leaky)
    assert leaked.value.args == ("chips_not_conserved", 1, s.carried, s.pot_after)
