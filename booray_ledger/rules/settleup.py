"""Settle-up: the fewest payments that clear everyone's net chips.

A set of balances adding up to zero is cleared by ``n - k`` payments, where ``n`` is the number of
players with a non-zero balance and ``k`` the largest number of groups they can be split into
such that each group adds up to zero (each group settles in ``size - 1`` payments). The method:

1. players whose balances cancel exactly (``+x`` and ``-x``) pay each other: such a pair is
   always part of some optimal answer;
2. the exact search: a depth-first search over the zero-sum groups that hold the first player
   left, memoised on the players still to place, that stops as soon as a split reaches the bound
   below. Which sums a set of players can reach is one integer used as a bit set, so "no smaller
   zero-sum group exists here" is proved without trying the groups one by one;
3. the search has a budget of work (``BUDGET`` steps, well under a second here; the same
   balances always take the same steps, so the answer never depends on the machine's load).
   Beyond it the fallback takes the smallest zero-sum group left, again and again, and states
   its bound: every group has at least ``s`` players (``s`` the smallest zero-sum group found)
   and holds someone up and someone down, so at most ``min(n // s, ups, downs)`` groups exist,
   and the answer is at most that many minus the groups found more than the minimum.
   ``exact=True`` (``booray settle --exact``) searches without a budget.

Inside each group the greedy method (largest debtor pays largest creditor) pays. Everything is
ordered by amount, then by name, so the same balances always give the same list. A settle-up is
worked out once per state (the balances) and kept: asking again for the same balances costs
nothing.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

BUDGET = 20_000
"""Steps of the exact search before the fallback (a step: one candidate group or one set of
players worked out); about a quarter of a second on the project's 2-core test machine."""

FRESH_PLANS = 16
"""How many times one night's settle-up makes its plan afresh after payments that left it (see
:func:`plan`): a night has a handful of payments; past this, one plan from the final balances."""


@dataclass(frozen=True, order=True)
class Payment:
    """``payer`` pays ``payee`` ``chips`` chips."""

    payer: str
    payee: str
    chips: int


@dataclass(frozen=True)
class Settlement:
    """The payments that clear a set of balances. ``extra_at_most`` is 0 when they are proved to
    be the fewest possible; otherwise (the search ran out of budget) the list has at most that
    many more payments than the minimum."""

    payments: tuple[Payment, ...]
    extra_at_most: int = 0

    @property
    def proved_minimal(self) -> bool:
        return self.extra_at_most == 0


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


class _OutOfBudget(Exception):
    """The exact search used up its steps."""


def _sum_bits(values: Sequence[int], offset: int) -> int:
    """The sums of the non-empty subsets of ``values``, as bits ``sum + offset`` of one integer
    (``offset`` at least the sum of the negative values' sizes)."""
    reach = 0
    for v in values:
        reach |= (reach << v if v > 0 else reach >> -v) | (1 << (v + offset))
    return reach


def _members(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class _Search:
    """The largest split of the players (by index) into zero-sum groups, within a budget."""

    def __init__(self, values: Sequence[int], budget: int | None) -> None:
        self.values = list(values)
        self.offset = sum(-v for v in values if v < 0)
        self.steps_left = budget
        self.memo: dict[int, tuple[int, ...]] = {}

    def step(self) -> None:
        if self.steps_left is not None:
            self.steps_left -= 1
            if self.steps_left < 0:
                raise _OutOfBudget

    def splits(self, mask: int) -> bool:
        """Whether the players in ``mask`` (adding up to zero) hold a smaller zero-sum group:
        one without the last of them, since the rest of any such group's complement is one too."""
        members = list(_members(mask))[:-1]
        return bool(_sum_bits([self.values[i] for i in members], self.offset) >> self.offset & 1)

    def groups_with_first(self, mask: int) -> list[int]:
        """Every zero-sum group smaller than ``mask`` holding its first player, smallest first;
        a branch is followed only while the sum it still needs is reachable by what is left."""
        members = list(_members(mask))
        first, rest = members[0], members[1:]
        suffix = [1 << self.offset]  # sums reachable by subsets (the empty one too) of rest[i:]
        for i in reversed(rest):
            v, below = self.values[i], suffix[-1]
            suffix.append(below | (below << v if v > 0 else below >> -v))
        suffix.reverse()
        found: list[int] = []

        def walk(at: int, need: int, chosen: int) -> None:
            if need == 0 and chosen != mask:
                self.step()
                found.append(chosen)
                return  # a larger group holding this one is not needed: it would split
            if at == len(rest) or not suffix[at] >> (need + self.offset) & 1:
                return
            i = rest[at]
            walk(at + 1, need - self.values[i], chosen | 1 << i)
            walk(at + 1, need, chosen)

        walk(0, -self.values[first], 1 << first)
        return sorted(found, key=lambda g: (g.bit_count(), g))

    def best(self, mask: int) -> tuple[int, ...]:
        """The groups (masks) of the largest zero-sum split of ``mask``."""
        if mask == 0:
            return ()
        if mask in self.memo:
            return self.memo[mask]
        self.step()
        best: tuple[int, ...] = (mask,)
        bound = _group_bound([self.values[i] for i in _members(mask)], 3)
        if bound > 1 and self.splits(mask):
            for group in self.groups_with_first(mask):
                rest = self.best(mask ^ group)
                if len(rest) + 1 > len(best):
                    best = (group, *rest)
                    if len(best) == bound:
                        break
        self.memo[mask] = best
        return best


def _group_bound(values: Sequence[int], smallest: int) -> int:
    """At most this many zero-sum groups: each has ``smallest`` players or more, and someone up
    and someone down."""
    ups = sum(1 for v in values if v > 0)
    return min(len(values) // smallest, ups, len(values) - ups)


def _smallest_group(values: Sequence[int], mask: int) -> int:
    """The smallest zero-sum group in ``mask`` (the whole ``mask`` when it does not split),
    found by the sums reachable with exactly k players, for k = 1, 2, ..."""
    members = list(_members(mask))
    offset = sum(-values[i] for i in members if values[i] < 0)
    layers = [[1 << offset]]  # layers[j][k]: sums reachable with exactly k of the first j players
    for i in members:
        v, last = values[i], layers[-1]
        shifted = [b << v if v > 0 else b >> -v for b in last]
        layers.append([last[0], *(last[k] | shifted[k - 1] for k in range(1, len(last))), shifted[-1]])
    size = next(k for k in range(1, len(members) + 1) if layers[-1][k] >> offset & 1)
    group, need = 0, 0
    for j in range(len(members), 0, -1):  # walk back: leave a player out whenever the others suffice
        if size == 0:
            break
        if size < j and layers[j - 1][size] >> (need + offset) & 1:
            continue
        group |= 1 << members[j - 1]
        need -= values[members[j - 1]]
        size -= 1
    return group


def _fallback(values: Sequence[int]) -> tuple[tuple[int, ...], int]:
    """Groups found by taking the smallest zero-sum group left, again and again, and how many
    more groups the best split could have at most."""
    mask, groups = (1 << len(values)) - 1, []
    while mask:
        group = _smallest_group(values, mask)
        groups.append(group)
        mask ^= group
    smallest = min(g.bit_count() for g in groups)
    return tuple(groups), max(0, _group_bound(values, smallest) - len(groups))


def _split(players: Sequence[str], values: Sequence[int], budget: int | None) -> tuple[list[list[str]], int]:
    """Zero-sum groups of ``players`` (no two of whom cancel exactly): the largest split within
    ``budget``, else the fallback's, and at most how many more groups a best split has."""
    try:
        masks, extra = _Search(values, budget).best((1 << len(values)) - 1), 0
    except _OutOfBudget:
        masks, extra = _fallback(values)
    return [sorted((players[i] for i in _members(m)), key=_key) for m in masks], extra


def _exact_pairs(remaining: dict[str, int]) -> list[Payment]:
    """Players whose balances cancel exactly pay each other (taken out of ``remaining``)."""
    payments: list[Payment] = []
    for player in sorted(remaining, key=_key):
        amount = remaining.get(player, 0)
        if amount >= 0:
            continue
        match = sorted((p for p, b in remaining.items() if b == -amount), key=_key)
        if match:
            payments.append(Payment(player, match[0], -amount))
            del remaining[player], remaining[match[0]]
    return payments


def settle(balances: Mapping[str, int], *, exact: bool = False, budget: int = BUDGET) -> Settlement:
    """The fewest payments that clear ``balances`` (which must add up to zero): proved so within
    ``budget`` steps of search (or always, when ``exact``), else the fallback and its bound."""
    if sum(balances.values()) != 0:
        raise ValueError("balances_not_zero", sum(balances.values()))
    state = tuple(sorted(((p, b) for p, b in balances.items() if b), key=lambda e: _key(e[0])))
    return _settle_state(state, None if exact else budget)


@lru_cache(maxsize=256)
def _settle_state(state: tuple[tuple[str, int], ...], budget: int | None) -> Settlement:
    """The settlement of one state (sorted non-zero balances): worked out once, then kept."""
    remaining = dict(state)
    payments = _exact_pairs(remaining)
    players = sorted(remaining, key=_key)
    groups, extra = _split(players, [remaining[p] for p in players], budget) if players else ([], 0)
    for group in groups:
        payments.extend(greedy({p: remaining[p] for p in group}))
    return Settlement(tuple(sorted(payments)), extra)


def minimal_payments(balances: Mapping[str, int], *, exact: bool = False) -> list[Payment]:
    """The payments of :func:`settle` as a list."""
    return list(settle(balances, exact=exact).payments)


def apply(balances: Mapping[str, int], payment: Payment) -> dict[str, int]:
    """Balances after ``payment``: the payer's debt shrinks, the payee's credit too."""
    after = dict(balances)
    after[payment.payer] = after.get(payment.payer, 0) + payment.chips
    after[payment.payee] = after.get(payment.payee, 0) - payment.chips
    return after


def _could_follow(balances: Mapping[str, int], payment: Payment) -> bool:
    """Whether ``payment`` could be a suggestion of some plan for ``balances``: its payer owes and
    its payee is owed at least its chips (every suggested payment is so)."""
    return -balances.get(payment.payer, 0) >= payment.chips <= balances.get(payment.payee, 0)


def _follow(suggestions: list[Payment], payment: Payment) -> bool:
    """Take ``payment`` off ``suggestions`` if it follows one of them (same payer and payee, at
    most the suggested chips; a smaller payment shrinks it); whether it did."""
    same = next((s for s in suggestions if (s.payer, s.payee) == (payment.payer, payment.payee)), None)
    if same is None or payment.chips > same.chips:
        return False
    suggestions.remove(same)
    if payment.chips < same.chips:
        suggestions.append(Payment(same.payer, same.payee, same.chips - payment.chips))
    return True


def plan(
    before_payments: Mapping[str, int], made: Sequence[Payment], *, exact: bool = False, fresh_plans: int = 0
) -> Settlement:
    """The payments still to make, given the balances before any settlement payment and the
    payments already recorded, in order.

    While the recorded payments follow the plan (same payer and payee, at most the suggested
    chips), each only removes or shrinks its suggestion, so paying one suggestion leaves the
    others as they were. A payment that leaves the plan makes it stale. Up to ``fresh_plans``
    times, a later payment that could follow a plan (see :func:`_could_follow`) has the plan made
    afresh from the balances before it, so a list read after an off-plan payment keeps its other
    suggestions as it is paid. Otherwise the plan is made afresh once, from the balances after the
    last payment. Each plan is one search per state (kept), so the searches are at most
    ``fresh_plans + 2`` however many payments there are.
    """
    balances = dict(before_payments)
    current = settle(balances, exact=exact)
    suggestions, stale = list(current.payments), False
    for payment in made:
        if stale and fresh_plans > 0 and _could_follow(balances, payment):
            fresh_plans -= 1
            current = settle(balances, exact=exact)
            suggestions, stale = list(current.payments), False
        if not stale:
            stale = not _follow(suggestions, payment)
        balances = apply(balances, payment)
    if stale:
        return settle(balances, exact=exact)
    return Settlement(tuple(sorted(suggestions)), current.extra_at_most)
