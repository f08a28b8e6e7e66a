"""Settle-up: fewest payments, against greedy and a brute-force minimum (hypothesis)."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from booray_ledger.rules.settleup import Payment, apply, greedy, minimal_payments, plan
from tests.strategies import examples


@st.composite
def balances(draw: st.DrawFn, max_players: int = 8) -> dict[str, int]:
    n = draw(st.integers(1, max_players))
    values = draw(st.lists(st.integers(-40, 40), min_size=n - 1, max_size=n - 1))
    values.append(-sum(values))
    return {f"P{i}": v for i, v in enumerate(values)}


def clears(b: dict[str, int], payments: list[Payment]) -> bool:
    for p in payments:
        assert p.chips > 0 and p.payer != p.payee
        b = apply(b, p)
    return all(v == 0 for v in b.values())


def brute_minimum(b: dict[str, int]) -> int:
    """n - (most zero-sum groups), by trying every partition of the non-zero players."""
    players = [p for p, v in b.items() if v]

    def most_groups(rest: tuple[str, ...]) -> int:
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        best = -1
        for r in range(len(others) + 1):
            for combo in itertools.combinations(others, r):
                if b[first] + sum(b[p] for p in combo) == 0:
                    left = tuple(p for p in others if p not in combo)
                    sub = most_groups(left)
                    if sub >= 0:
                        best = max(best, 1 + sub)
        return best

    return len(players) - most_groups(tuple(players))


@given(balances(max_players=12))
def test_settle_up_clears_every_balance_and_never_beats_greedy_in_count(b: dict[str, int]) -> None:
    payments = minimal_payments(b)
    assert clears(b, payments)
    assert len(payments) <= len(greedy(b))
    assert clears(b, greedy(b))


@settings(max_examples=examples(0.5))
@given(balances(max_players=7))
def test_settle_up_equals_the_brute_force_minimum(b: dict[str, int]) -> None:
    assert len(minimal_payments(b)) == brute_minimum(b)


@given(balances())
def test_settle_up_is_deterministic_whatever_the_order(b: dict[str, int]) -> None:
    assert minimal_payments(b) == minimal_payments(dict(reversed(list(b.items()))))


@given(balances(), st.data())
def test_paying_one_suggestion_leaves_the_others(b: dict[str, int], data: st.DataObject) -> None:
    suggested = plan(b, [])
    if not suggested:
        return
    paid = data.draw(st.sampled_from(suggested))
    after = plan(b, [paid])
    assert after == [s for s in suggested if s != paid]
    assert clears(apply(b, paid), after)


def test_exact_beats_greedy_on_a_known_case() -> None:
    b = {"A": -5, "B": -5, "C": -3, "D": 3, "E": 10}  # groups {C, D} and {A, B, E}: 3 payments
    assert len(minimal_payments(b)) == 3
    assert len(minimal_payments({f"P{i}": v for i, v in enumerate([7, -7] * 10 + [1, -1])})) == 11
