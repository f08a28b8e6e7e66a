"""Invariants of paying out a hand, over random tables, house rules and hands (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from booray_ledger.rules.payout.steps import hand_payout
from tests.strategies import hands, house_rules, states, tables


@st.composite
def scenarios(draw: st.DrawFn):  # type: ignore[no-untyped-def]
    table = draw(tables())
    rules = draw(house_rules())
    return table, draw(states(table)), draw(hands(table, rules)), rules


@given(scenarios())
def test_every_hand_conserves_chips(scenario) -> None:  # type: ignore[no-untyped-def]
    """rulebook topic: scorekeeping. Each hand's chips add up to zero."""
    table, state, hand, rules = scenario
    s = hand_payout(table, state, hand, rules)
    assert sum(t.chips for t in s.transfers) + (s.pot_after - state.pot) == 0
    assert s.pot_after >= 0


@given(scenarios())
def test_no_chip_moves_without_a_reason(scenario) -> None:  # type: ignore[no-untyped-def]
    """rulebook topic: scorekeeping. Every transfer has a kind and a reason."""
    table, state, hand, rules = scenario
    for t in hand_payout(table, state, hand, rules).transfers:
        assert t.chips != 0
        assert t.player in t.reason
        assert str(abs(t.chips)) in t.reason
        assert t.kind in {"ante", "win", "bourre", "renege"}


@given(scenarios())
def test_paying_out_is_deterministic(scenario) -> None:  # type: ignore[no-untyped-def]
    """rulebook topic: scorekeeping. The same hand is paid out the same way."""
    table, state, hand, rules = scenario
    assert hand_payout(table, state, hand, rules) == hand_payout(table, state, hand, rules)


@given(scenarios())
def test_only_an_honest_player_who_played_wins(scenario) -> None:  # type: ignore[no-untyped-def]
    """rulebook topic: winning. Only a player who played and did not renege wins."""
    table, state, hand, rules = scenario
    s = hand_payout(table, state, hand, rules)
    for winner in s.winners:
        assert winner in s.played
        assert winner not in hand.reneged
        assert winner not in hand.corrected


@pytest.mark.slow  # hypothesis: whole nights of hands
@given(st.data())
def test_a_night_of_hands_keeps_balances_plus_pot_at_zero(data: st.DataObject) -> None:
    """rulebook topic: scorekeeping. Over a night, balances plus the pot stay zero."""
    table = data.draw(tables())
    rules = data.draw(house_rules())
    state = data.draw(states(table))
    start = state.pot
    totals: dict[str, int] = {}
    for _ in range(data.draw(st.integers(1, 12))):
        s = hand_payout(table, state, data.draw(hands(table, rules)), rules)
        for player, chips in s.net().items():
            totals[player] = totals.get(player, 0) + chips
        state = s.state
    assert sum(totals.values()) + state.pot == start
