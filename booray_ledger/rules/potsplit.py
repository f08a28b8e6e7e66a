"""Sharing out a pot: equal splits and proportional refunds, odd chips by seat order.

Both return whole chips that add up exactly to the pot. Odd chips go one each to the players
in the order given (callers pass seat order from the dealer's left).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence


def split_shares(pot: int, players: Sequence[str]) -> dict[str, int]:
    """Equal shares of ``pot``; the remainder one chip each to the first players in order."""
    if not players:
        raise ValueError("no_players")  # a caller's mistake: a split pot has its players
    base, extra = divmod(pot, len(players))
    return {p: base + (1 if i < extra else 0) for i, p in enumerate(players)}


def refund_shares(pot: int, paid: Mapping[str, int], order: Sequence[str]) -> dict[str, int]:
    """Shares of ``pot`` in proportion to what each player ``paid`` into it.

    Each gets ``floor(pot * paid / total)``; the chips left over go one each to the payers in
    ``order``. With nothing paid in (a pot carried from another night), it splits equally.
    """
    payers = [p for p in order if paid.get(p, 0) > 0]
    payers += [p for p in paid if paid[p] > 0 and p not in payers]
    total = sum(paid[p] for p in payers)
    if total == 0:
        return split_shares(pot, list(order))
    shares = {p: pot * paid[p] // total for p in payers}
    left = pot - sum(shares.values())
    i = 0
    while left > 0:
        shares[payers[i % len(payers)]] += 1
        left -= 1
        i += 1
    return shares
