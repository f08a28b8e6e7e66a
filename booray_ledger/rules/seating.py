"""The table between hands: who sits where, the pot, exemptions, and whose deal it is.

These values carry from one hand to the next. They are plain, frozen and JSON-ready so that the
ledger can snapshot them with every hand and a replay can rebuild them exactly.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from booray_ledger.rules.house import HouseRules


@dataclass(frozen=True)
class Table:
    """The seats tonight, clockwise, and who is sitting out (seated but not dealt in).

    ``departed`` pairs each player who left the table with whoever sat on their left when they
    left: a deal that was theirs passes to that neighbour (or on along the chain, if the
    neighbour left too).
    """

    seats: tuple[str, ...]
    sitting_out: frozenset[str] = frozenset()
    departed: tuple[tuple[str, str], ...] = ()

    @property
    def dealt_in(self) -> tuple[str, ...]:
        """Seated players who are not sitting out, in seat order."""
        return tuple(p for p in self.seats if p not in self.sitting_out)

    def left_of(self, player: str, among: tuple[str, ...] | None = None) -> tuple[str, ...]:
        """Players clockwise starting at ``player``'s left (``player`` last), limited to ``among``."""
        pool = self.seats
        start = pool.index(player) + 1 if player in pool else 0
        ordered = pool[start:] + pool[:start]
        keep = set(among) if among is not None else None
        return tuple(p for p in ordered if keep is None or p in keep)

    def heir(self, player: str | None) -> str | None:
        """The seated player a deal of ``player`` passes to: ``player`` when seated, else whoever
        sat on their left when they left (following the chain); None when nobody is known."""
        left = dict(self.departed)
        seen: set[str] = set()
        while player is not None and player not in self.seats and player not in seen:
            seen.add(player)
            player = left.get(player)
        return player if player in self.seats else None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seats": list(self.seats), "sitting_out": sorted(self.sitting_out)}
        if self.departed:
            data["departed"] = [[p, left] for p, left in self.departed]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Table:
        departed = tuple((str(p), str(left)) for p, left in data.get("departed", ()))
        return cls(tuple(data["seats"]), frozenset(data.get("sitting_out", ())), departed)


@dataclass(frozen=True)
class TableState:
    """What carries from one hand to the next.

    ``exempt``: players who owe no ante at their next dealt-in hand. ``last_dealer``: who dealt
    the last hand (``first_dealer`` deals the night's first). ``lost_deals``: a multiset of players
    who lose their next turn to deal. ``contributions``: chips each player paid into the pot since
    it was last won (what a refund of the pot goes by). ``last_seats``: the seat order at the last
    hand, to find the dealer's left after the dealer leaves the table. ``stacks``: under table
    stakes, the chips in front of each player of the night (empty otherwise).
    """

    pot: int = 0
    exempt: tuple[str, ...] = ()
    last_dealer: str | None = None
    first_dealer: str | None = None
    lost_deals: tuple[str, ...] = ()
    contributions: tuple[tuple[str, int], ...] = field(default=())
    last_seats: tuple[str, ...] = ()
    stacks: tuple[tuple[str, int], ...] = ()

    def stack(self, player: str) -> int:
        """The chips in front of ``player`` (0 for a player who has bought nothing)."""
        return dict(self.stacks).get(player, 0)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "pot": self.pot,
            "exempt": list(self.exempt),
            "last_dealer": self.last_dealer,
            "first_dealer": self.first_dealer,
            "lost_deals": list(self.lost_deals),
            "contributions": [[p, c] for p, c in self.contributions],
            "last_seats": list(self.last_seats),
        }
        if self.stacks:  # only under table stakes: other nights store what they always stored
            data["stacks"] = [[p, c] for p, c in self.stacks]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableState:
        return cls(
            pot=int(data["pot"]),
            exempt=tuple(data.get("exempt", ())),
            last_dealer=data.get("last_dealer"),
            first_dealer=data.get("first_dealer"),
            lost_deals=tuple(data.get("lost_deals", ())),
            contributions=tuple((str(p), int(c)) for p, c in data.get("contributions", ())),
            last_seats=tuple(data.get("last_seats", ())),
            stacks=tuple((str(p), int(c)) for p, c in data.get("stacks", ())),
        )


def next_dealer(table: Table, state: TableState) -> tuple[str, tuple[str, ...]]:
    """Who deals next, and the lost deals left pending after that choice.

    The deal passes to the next dealt-in player on the last dealer's left (rule 7), in one walk
    round the table: each player who lost a turn to deal (an out-of-turn declaration, a renege
    corrected in time) is skipped and uses up one lost turn; offences add up, so a player with two
    lost turns is skipped this time and the next. A lost turn waits while its player sits out
    (only dealt-in players are walked over). When every other dealt-in player is skipped, the
    same dealer deals again. The night's first hand is dealt by ``first_dealer`` (or, if they
    left, whoever sat on their left), unless they lost a turn carried in from the last night.
    """
    dealt_in = table.dealt_in
    if not dealt_in:
        raise ValueError("nobody_dealt_in")  # a caller's mistake: checked before a hand
    order = _walk_order(table, state)
    pending = Counter(state.lost_deals)
    for candidate in order:
        if pending[candidate] > 0:
            pending[candidate] -= 1
            continue
        return candidate, tuple(sorted(pending.elements()))
    # Everyone was skipped: the same dealer deals again (the first dealer, on a night's first
    # hand). Each other player used up one lost turn; the dealer's own lost turn, if any, waits.
    again = state.last_dealer if state.last_dealer in dealt_in else order[0]
    assert again is not None
    pending[again] += 1
    return again, tuple(sorted(pending.elements()))


def _walk_order(table: Table, state: TableState) -> tuple[str, ...]:
    """The dealt-in players in the order the deal looks for its next dealer."""
    if state.last_dealer is None:
        first = table.heir(state.first_dealer)
        anchor = _seat_before(table, first)
        return table.left_of(anchor, table.dealt_in)
    return table.left_of(_successor_anchor(table, state), table.dealt_in)


def from_dealers_left(table: Table, state: TableState) -> tuple[str, ...]:
    """Every seated player (sitting out included) clockwise from the last dealer's left, the
    last dealer (or whoever took their place) last: the order odd chips of a shared pot go in.
    Before any hand, the first dealer stands for the last dealer."""
    if state.last_dealer is not None:
        return table.left_of(_successor_anchor(table, state))
    first = table.heir(state.first_dealer)
    return table.left_of(first) if first is not None else table.seats


def walk_to_dealer(table: Table, state: TableState, dealer: str) -> tuple[str, ...]:
    """Lost deals still pending when ``dealer`` actually dealt (given by the scorekeeper).

    Players passed over on the way from the last dealer to ``dealer`` used up one lost deal each.
    """
    if state.last_dealer is None and not state.lost_deals:
        return state.lost_deals
    pending = Counter(state.lost_deals)
    for player in _walk_order(table, state):
        if player == dealer:
            break
        if pending[player] > 0:
            pending[player] -= 1
    return tuple(sorted(pending.elements()))


def _seat_before(table: Table, player: str | None) -> str:
    """The seat just before ``player`` (so that ``left_of`` starts with ``player``)."""
    if player is None or player not in table.seats:
        return table.seats[-1]
    return table.seats[table.seats.index(player) - 1]


def _successor_anchor(table: Table, state: TableState) -> str:
    """A seated player after whom the deal continues: the last dealer, or, when they left,
    the seat before whoever sat on their left when they left."""
    last = state.last_dealer
    assert last is not None
    if last in table.seats:
        return last
    heir = table.heir(last)
    if heir is not None:
        return _seat_before(table, heir)
    old = state.last_seats
    if last in old:
        i = old.index(last)
        for player in old[i + 1 :] + old[:i]:
            if player in table.seats:
                return _seat_before(table, player)
    return table.seats[-1]


def ante_owed(player: str, state: TableState, rules: HouseRules) -> int:
    """The ante ``player`` owes before the next deal if dealt in (0 when exempt)."""
    return rules.ante if rules.double_ante or player not in state.exempt else 0


def dealt_out(table: Table, state: TableState, rules: HouseRules) -> frozenset[str]:
    """Under table stakes, the seated players dealt out for want of chips (rulebook topic
    ``stakes``): a player whose stack cannot pay the ante they owe, or who has no chips at all
    (even when excused from the ante), sits the hand out until they buy again."""
    if not rules.table_stakes:
        return frozenset()
    return frozenset(p for p in table.dealt_in if state.stack(p) == 0 or state.stack(p) < ante_owed(p, state, rules))


def in_play(table: Table, state: TableState, rules: HouseRules) -> Table:
    """The table as the next hand is dealt: players dealt out for want of chips sit out."""
    broke = dealt_out(table, state, rules)
    return Table(table.seats, table.sitting_out | broke) if broke else table


def antes_due(table: Table, state: TableState, rules: HouseRules) -> dict[str, int]:
    """Chips each seated player owes before the next deal.

    0 when sitting out or exempt; under ``double_ante`` every dealt-in player owes the pre-deal
    ante (the extra ante for playing is added once they declare).
    """
    return {p: 0 if p in table.sitting_out else ante_owed(p, state, rules) for p in table.seats}
