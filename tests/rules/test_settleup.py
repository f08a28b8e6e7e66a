"""Settle-up: fewest payments, against greedy and a brute-force minimum (hypothesis).

rulebook topic: none (who pays whom after the night is arithmetic on the balances, not a rule of
the game).
"""

from __future__ import annotations

import functools
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from booray_ledger.rules import settleup
from booray_ledger.rules.settleup import FRESH_PLANS, Payment, apply, greedy, minimal_payments, plan, settle
from tests.strategies import examples


@st.composite
def balances(draw: st.DrawFn, max_players: int = 8) -> dict[str, int]:
    n = draw(st.integers(1, max_players))
    values = draw(st.lists(st.integers(-40, 40), min_size=n - 1, max_size=n - 1))
    values.append(-sum(values))
    return {f"P{i}": v for i, v in enumerate(values)}


def clears(b: dict[str, int], payments: list[Payment]) -> bool:
    for p in payments:
        assert p.chips > 0
        assert p.payer != p.payee
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
    suggested = list(plan(b, []).payments)
    if not suggested:
        return
    paid = data.draw(st.sampled_from(suggested))
    after = list(plan(b, [paid]).payments)
    assert after == [s for s in suggested if s != paid]
    assert clears(apply(b, paid), after)


def test_exact_beats_greedy_on_a_known_case() -> None:
    b = {"A": -5, "B": -5, "C": -3, "D": 3, "E": 10}  # groups {C, D} and {A, B, E}: 3 payments
    assert len(minimal_payments(b)) == 3
    assert len(minimal_payments({f"P{i}": v for i, v in enumerate([7, -7] * 10 + [1, -1])})) == 11


def club(n: int, spread: int, seed: int) -> dict[str, int]:
    """``n`` players' balances between -spread and +spread, adding up to zero."""
    import random

    rng = random.Random(seed)
    values = [rng.randint(-spread, spread) for _ in range(n - 1)]
    return {f"P{i:02d}": v for i, v in enumerate([*values, -sum(values)])}


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[tuple[tuple[str, int], ...]]:
    """The states the search is run on, in order (the real search runs; its calls are listed)."""
    calls: list[tuple[tuple[str, int], ...]] = []
    real = settleup._settle_state.__wrapped__

    def counted(state: tuple[tuple[str, int], ...], budget: int | None) -> settleup.Settlement:
        calls.append(state)
        return real(state, budget)

    monkeypatch.setattr(settleup, "_settle_state", functools.lru_cache(maxsize=256)(counted))
    return calls


def test_the_search_runs_once_per_state_however_many_payments(searches: list[tuple[tuple[str, int], ...]]) -> None:
    b = club(12, 60, seed=3)
    made = [Payment("P00", "P01", 1 + i % 3) for i in range(500)]  # none of them follows the plan
    first = plan(b, made)
    assert len(searches) == 2  # the plan before the payments, and the one after them
    assert len(set(searches)) == 2
    assert plan(b, made) == first
    assert len(searches) == 2  # the same states again: kept, not searched
    after = b
    for p in made:
        after = apply(after, p)
    assert clears(after, list(first.payments))


@given(
    balances(max_players=10), st.lists(st.tuples(st.integers(0, 9), st.integers(0, 9), st.integers(1, 30)), max_size=30)
)
def test_a_plan_clears_the_balances_after_the_payments_made(b: dict[str, int], raw: list[tuple[int, int, int]]) -> None:
    names = sorted(b)
    made = [
        Payment(names[i % len(names)], names[j % len(names)], c) for i, j, c in raw if i % len(names) != j % len(names)
    ]
    after = b
    for p in made:
        after = apply(after, p)
    assert clears(after, list(plan(b, made).payments))


@given(balances(max_players=8), st.data())
def test_a_list_read_after_an_off_plan_payment_is_kept_while_it_is_paid(b: dict[str, int], data: st.DataObject) -> None:
    names = sorted(b)
    payer, payee = data.draw(st.sampled_from(names)), data.draw(st.sampled_from(names))
    if payer == payee:
        return
    made = [Payment(payer, payee, data.draw(st.integers(1, 20)))]  # any payment, forced or not
    listed = list(plan(b, made, fresh_plans=FRESH_PLANS).payments)
    while listed:
        paid = data.draw(st.sampled_from(listed))
        made.append(paid)
        after = list(plan(b, made, fresh_plans=FRESH_PLANS).payments)
        assert after == sorted(s for s in listed if s != paid)
        listed = after


def test_fresh_plans_are_bounded_however_many_payments(searches: list[tuple[tuple[str, int], ...]]) -> None:
    b = club(12, 60, seed=3)
    made = [Payment("P00", "P01", 1 + i % 3) for i in range(500)]  # none of them follows a plan for long
    plan(b, made, fresh_plans=FRESH_PLANS)
    assert len(searches) <= FRESH_PLANS + 2


@pytest.mark.slow  # the search's whole budget, on purpose
def test_a_real_group_of_forty_is_answered_within_the_budget_with_its_bound() -> None:
    for seed in range(3):
        b = club(40, 500, seed)
        done = settle(b)
        assert clears(b, list(done.payments))
        assert len(done.payments) <= len(greedy(b))
        assert 0 <= done.extra_at_most < 40


@settings(max_examples=examples(0.3))
@given(balances(max_players=7), st.integers(0, 40))
def test_the_fallback_bound_holds(b: dict[str, int], budget: int) -> None:
    """However small the budget, the list is at most ``extra_at_most`` longer than the minimum."""
    done = settle(b, budget=budget)
    assert clears(b, list(done.payments))
    assert brute_minimum(b) <= len(done.payments) <= brute_minimum(b) + done.extra_at_most


def test_exact_insists_past_the_budget() -> None:
    b = club(26, 40, seed=7)
    assert settle(b, budget=0).extra_at_most > 0
    exact = settle(b, exact=True, budget=0)
    assert exact.proved_minimal
    assert len(exact.payments) <= len(settle(b, budget=0).payments)
