"""Settle-up: the fewest payments that clear everyone's net chips.

A set of balances adding up to zero is cleared by ``n - k`` payments, where ``n`` is the number of
players with a non-zero balance and ``k`` the largest number of groups they can be split into
such that each group adds up to zero (each group settles in ``size - 1`` payments). The method:

1. players whose balances cancel exactly (``+x`` and ``-x``) pay each other: such a pair is
   always part of some optimal answer;
2. for up to ``EXACT_LIMIT`` remaining players, a dynamic programme over subsets finds the
   largest number of zero-sum groups (exact minimum);
3. beyond that, the greedy method (largest debtor pays largest creditor), at most ``n - 1``
   payments.

Inside each group the greedy method pays. Everything is ordered by amount, then by name, so the
same balances always give the same list.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

EXACT_LIMIT = 20


@dataclass(frozen=True, order=True)
class Payment:
    """``payer`` pays ``payee`` ``chips`` chips."""

    payer: str
    payee: str
    chips: int


def _key(name: str) -> tuple[str, str]:
    return (name.casefold(), name)


def greedy(balances: Mapping[str, int]) -> list[Payment]:
    """Largest debtor pays largest creditor until everyone is clear (at most n - 1 payments)."""

    def order(entries: list[tuple[str, int]]) -> list[list[object]]:
        return [[p, a] for p, a in sorted(entries, key=lambda e: (-e[1], _key(e[0])))]

    debt = order([(p, -b) for p, b in balances.items() if b < 0])
    credit = order([(p, b) for p, b in balances.items() if b > 0])
    payments: list[Payment] = []
    i = j = 0
    while i < len(debt) and j < len(credit):
        owed, due = int(debt[i][1]), int(credit[j][1])  # type: ignore[call-overload]
        amount = min(owed, due)
        payments.append(Payment(str(debt[i][0]), str(credit[j][0]), amount))
        debt[i][1], credit[j][1] = owed - amount, due - amount
        i += owed == amount
        j += due == amount
    return payments


def _zero_sum_groups(players: list[str], values: list[int]) -> list[list[str]]:
    """The largest partition of ``players`` into groups whose ``values`` add up to zero."""
    n = len(players)
    size = 1 << n
    sums = [0] * size
    best = bytearray(size)
    for mask in range(1, size):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + values[low.bit_length() - 1]
        top = 0
        rest = mask
        while rest:
            bit = rest & -rest
            if best[mask ^ bit] > top:
                top = best[mask ^ bit]
            rest ^= bit
        best[mask] = top + (sums[mask] == 0)
    groups: list[list[str]] = []
    mask = size - 1
    current: list[str] = []
    while mask:
        need = best[mask] - (sums[mask] == 0)
        for i in range(n):  # the lowest index that keeps the optimum: deterministic
            bit = 1 << i
            if mask & bit and best[mask ^ bit] == need:
                current.append(players[i])
                mask ^= bit
                if sums[mask] == 0:
                    groups.append(sorted(current, key=_key))
                    current = []
                break
    return groups


def minimal_payments(balances: Mapping[str, int]) -> list[Payment]:
    """The fewest payments that clear ``balances`` (which must add up to zero)."""
    if sum(balances.values()) != 0:
        raise ValueError("balances must add up to zero to be settled")
    remaining = {p: b for p, b in balances.items() if b}
    payments: list[Payment] = []
    for player in sorted(remaining, key=_key):
        amount = remaining.get(player, 0)
        if amount >= 0:
            continue
        match = sorted((p for p, b in remaining.items() if b == -amount), key=_key)
        if match:
            payments.append(Payment(player, match[0], -amount))
            del remaining[player], remaining[match[0]]
    players = sorted(remaining, key=_key)
    if len(players) > EXACT_LIMIT:
        return sorted(payments + greedy(remaining))
    for group in _zero_sum_groups(players, [remaining[p] for p in players]):
        payments.extend(greedy({p: remaining[p] for p in group}))
    return sorted(payments)


def apply(balances: Mapping[str, int], payment: Payment) -> dict[str, int]:
    """Balances after ``payment``: the payer's debt shrinks, the payee's credit too."""
    after = dict(balances)
    after[payment.payer] = after.get(payment.payer, 0) + payment.chips
    after[payment.payee] = after.get(payment.payee, 0) - payment.chips
    return after


def plan(before_payments: Mapping[str, int], made: list[Payment]) -> list[Payment]:
    """The payments still to make, given the balances before any settlement payment and the
    payments already recorded, in order.

    A recorded payment that matches a suggestion (same payer and payee, at most the suggested
    chips) only removes or shrinks that suggestion, so paying one suggestion leaves the others
    as they were; any other payment re-plans from the balances at that point.
    """
    balances = dict(before_payments)
    suggestions = minimal_payments(balances)
    for payment in made:
        balances = apply(balances, payment)
        same = next((s for s in suggestions if (s.payer, s.payee) == (payment.payer, payment.payee)), None)
        if same is not None and payment.chips <= same.chips:
            suggestions.remove(same)
            if payment.chips < same.chips:
                suggestions.append(Payment(same.payer, same.payee, same.chips - payment.chips))
                suggestions.sort()
        else:
            suggestions = minimal_payments(balances)
    return suggestions
