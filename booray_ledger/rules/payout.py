"""Settling one hand: antes, the winner, bourré and renege payments, and the next table state.

The steps follow the rule contract (rulebook topic ``scorekeeping``), one function each, run in the
order of :data:`STEPS` on a :class:`Settling` (the hand being settled):

1. :func:`pay_antes`: each dealt-in player pays ``ante`` unless exempt from an earlier result
   (under ``double_ante`` everyone antes, and each player who plays adds one more). ``P0`` is the
   carried pot plus these antes. Then :func:`cover_the_hand`: under table stakes a player who
   plays must afford it (rulebook topic ``stakes``).
2. :func:`nobody_played`: the pot stays at P0 and nobody is exempt next hand.
3. :func:`one_played`: the lone player takes every trick and wins ``winnable(P0)``.
4. :func:`bourre_and_renege_dues` (two or more played): players with no trick are bourré and owe
   the bourré penalty; a renege not corrected in time owes ``cap(P0)`` (once, even when bourré
   too) and cannot win; a renege corrected in time owes nothing, cannot win, and costs the next
   turn to deal.
5. :func:`pay_the_winner` (two or more played): a lone leader who may win takes
   ``winnable(P0)``; a lone leader who reneged leaves the pot to ``renege_leader``; two or more
   leaders tie and the pot carries (or splits, under ``tie = split``).
6. :func:`pot_after`: what the winner did not take + the bourré and renege payments (under
   table stakes, no more than each payer's stack: the rest is never paid).
7. :func:`next_exemptions`; 8. :func:`lost_turns_to_deal` (the next dealer skips them).

Every hand conserves chips: the players' changes plus the pot's change add up to zero. Under
table stakes (``stakes = "table"``) every player pays only from their stack, so no stack goes
below zero; players who cannot pay their ante are dealt out before the hand (see
:func:`booray_ledger.rules.seating.dealt_out`).

Adding a step (a new house option): write ``def my_step(h: Settling) -> None`` that reads the
hand and the rules from ``h`` and moves chips only through ``h.pay_in`` / ``h.win``, then put it
in :data:`STEPS` where the rulebook places it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import NamedTuple, assert_never

from booray_ledger.errors import RuleError, UsageError
from booray_ledger.rules.cards import card as parse_card
from booray_ledger.rules.handline import PASS, PLAY, Declaration, HandInput
from booray_ledger.rules.house import Cover, HouseRules, RenegeLeader, Tie
from booray_ledger.rules.potsplit import split_shares
from booray_ledger.rules.seating import Table, TableState, dealt_out, in_play, next_dealer, walk_to_dealer

MAX_PLAYERS = 8


class Outcome(StrEnum):
    """How a hand ended (stored with the hand; the ``outcome`` of ``--json``)."""

    WON = "won"  # one player took the pot (or ``winnable(P0)`` of it)
    SPLIT = "split"  # tied leaders shared it (``tie = split``)
    TIE = "tie"  # tied leaders, nobody won: the pot carries
    RENEGE_CARRY = "renege_carry"  # the lone leader reneged and nobody else could win
    ALL_PASSED = "all_passed"  # everyone passed: the pot carries


class TransferKind(StrEnum):
    """Why chips moved between a player and the pot (the ``kind`` of a transfer)."""

    ANTE = "ante"
    WIN = "win"
    BOURRE = "bourre"
    RENEGE = "renege"


@dataclass(frozen=True)
class Transfer:
    """Chips moving between one player and the pot: ``chips`` > 0 goes to the player."""

    player: str
    chips: int
    kind: TransferKind
    reason: str


@dataclass(frozen=True)
class Payout:
    """The result of one hand: every chip movement with its reason, and the next state."""

    dealer: str
    carried: int
    p0: int
    transfers: tuple[Transfer, ...]
    outcome: Outcome
    winners: tuple[str, ...]
    played: tuple[str, ...]
    passed: tuple[str, ...]
    tricks: tuple[tuple[str, int], ...]
    bourre: tuple[str, ...]
    reneged: tuple[str, ...]
    corrected: tuple[str, ...]
    state: TableState
    notes: tuple[str, ...] = field(default=())
    unpaid: tuple[tuple[str, int], ...] = ()  # under table stakes: chips owed beyond a stack

    @property
    def pot_after(self) -> int:
        return self.state.pot

    def net(self) -> dict[str, int]:
        """Each player's net chips for this hand."""
        totals: Counter[str] = Counter()
        for t in self.transfers:
            totals[t.player] += t.chips
        return dict(totals)


class Due(NamedTuple):
    """A bourré or renege payment owed into the pot, paid after the winner is paid."""

    player: str
    chips: int
    kind: TransferKind
    reason: str


@dataclass
class Settling:
    """One hand being settled: the checked input the steps read, and what they decide as they go.

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


def _check_names(table: Table, hand: HandInput) -> dict[str, Declaration]:
    dealt_in = table.dealt_in
    names = [p for p, _ in hand.results]
    for player, count in Counter(names).items():
        if count > 1:
            raise UsageError(f"{player} is named {count} times; name each player once")
    for player in names:
        if player in table.sitting_out:
            raise UsageError(
                f"{player} is sitting out; leave {player} out of the hand or run `booray seat in {player}`"
            )
        if player not in table.seats:
            raise UsageError(f"{player} is not seated at this table; add them with `booray seat add`")
    missing = [p for p in dealt_in if p not in names]
    if missing:
        raise UsageError(
            f"{missing[0]} is dealt in but missing from the hand: add {missing[0]}=pass or {missing[0]}=TRICKS"
        )
    return dict(hand.results)


def _check_declarations(decl: dict[str, Declaration], rules: HouseRules) -> tuple[list[str], list[str], dict[str, int]]:
    played = [p for p, d in decl.items() if d != PASS]
    passed = [p for p, d in decl.items() if d == PASS]
    tricks: dict[str, int] = {}
    for player, d in decl.items():
        if d == PASS:
            continue
        if d == PLAY:
            if len(played) > 1:
                raise UsageError(f"{player}=play is only for a player who played alone; give {player}'s trick count")
            tricks[player] = rules.cards
            continue
        if not isinstance(d, int) or isinstance(d, bool) or not 0 <= d <= rules.cards:
            raise UsageError(f"{player} has {d} tricks; a count is a whole number from 0 to {rules.cards}")
        tricks[player] = d
    if len(played) == 1 and tricks[played[0]] != rules.cards:
        player = played[0]
        raise UsageError(
            f"{player} played alone and takes all {rules.cards} tricks: write {player}=play or {player}={rules.cards}"
        )
    if len(played) > 1 and sum(tricks.values()) != rules.cards:
        listing = " + ".join(str(tricks[p]) for p in played)
        raise UsageError(
            f"the trick counts add up to {sum(tricks.values())} ({listing}), not {rules.cards}; fix the counts"
        )
    return played, passed, tricks


def _check_marks(hand: HandInput, table: Table, played: list[str]) -> None:
    for flag, players in (("--renege", hand.reneged), ("--corrected", hand.corrected)):
        for player in players:
            if player not in played:
                raise UsageError(f"{flag} {player}: only a player who played can renege")
        if players and len(played) < 2:
            raise UsageError(f"{flag}: nobody can renege when fewer than two players played")
    both = set(hand.reneged) & set(hand.corrected)
    if both:
        name = sorted(both)[0]
        raise UsageError(f"{name} is marked both --renege and --corrected; choose one")
    for player in hand.out_of_turn:
        if player not in table.dealt_in:
            raise UsageError(f"--out-of-turn {player}: {player} is not dealt in this hand")


def _check_tie_vote(hand: HandInput, rules: HouseRules, played: list[str], tricks: dict[str, int]) -> None:
    """``--split`` / ``--carry`` record a vote of tied leaders: only under ``tie = vote``, and
    only when the leaders did tie."""
    if hand.tie is None:
        return
    if hand.tie not in (Tie.SPLIT, Tie.CARRY):
        raise UsageError(f"the table's choice on a tie is split or carry, not {hand.tie!r}")
    if rules.tie is not Tie.VOTE:
        raise UsageError(f"--{hand.tie}: this table's tie rule is {rules.tie}, not vote; leave --{hand.tie} out")
    best = max((tricks[p] for p in played), default=0)
    if len(played) < 2 or sum(1 for p in played if tricks[p] == best) < 2:
        raise UsageError(f"--{hand.tie}: nobody tied for the most tricks in this hand; leave --{hand.tie} out")


def _settle_checks(
    table: Table, hand: HandInput, rules: HouseRules, dealer: str | None
) -> tuple[list[str], list[str], dict[str, int]]:
    """Every check on the hand's input, in order; the first failure names the player and rule."""
    decl = _check_names(table, hand)
    played, passed, tricks = _check_declarations(decl, rules)
    _check_marks(hand, table, played)
    _check_tie_vote(hand, rules, played, tricks)
    if len(table.dealt_in) > MAX_PLAYERS and not hand.force:
        raise RuleError(
            f"{len(table.dealt_in)} players are dealt in; Bourré takes at most {MAX_PLAYERS} (use --force to record it anyway)"
        )
    up = parse_card(hand.up) if hand.up else None
    if up is not None and up.is_ace and rules.ace_forces_dealer and dealer in passed and not hand.force:
        raise RuleError(
            f"{dealer} dealt and turned {up}, an ace, so {dealer} must play, not pass (use --force to record it anyway)"
        )
    return played, passed, tricks


def hand_payout(table: Table, state: TableState, hand: HandInput, rules: HouseRules) -> Payout:
    """Settle one hand under ``rules`` from the table ``state`` before it: check the input, then
    run each of :data:`STEPS` in order (see the module docstring)."""
    h = _start(_deal_out_for_chips(table, state, hand, rules), state, hand, rules)
    for step in STEPS:
        step(h)
    payout = _payout(h)
    check_conservation(payout)
    return payout


def without_dealt_out(table: Table, state: TableState, hand: HandInput, rules: HouseRules) -> HandInput:
    """The hand without ``pass`` for players dealt out for want of chips (a live-table line's
    final ``.`` passes everyone seated and not named): they were not dealt in, so the hand
    does not list them. Naming one with tricks is still refused when the hand is settled."""
    broke = dealt_out(table, state, rules)
    if not broke:
        return hand
    kept = tuple((p, d) for p, d in hand.results if not (p in broke and d == PASS))
    return replace(hand, results=kept)


def _deal_out_for_chips(table: Table, state: TableState, hand: HandInput, rules: HouseRules) -> Table:
    """Under table stakes, the players who cannot pay their ante sit this hand out (rulebook
    topic ``stakes``); a hand line naming one of them is refused."""
    broke = dealt_out(table, state, rules)
    for player, _ in hand.results:
        if player in broke:
            have = state.stack(player)
            raise UsageError(
                f"{player} has {have} chip{'s' if have != 1 else ''} in front of them, not enough for the ante: "
                f"{player} is dealt out until they buy again (`booray buy {player} CHIPS`); leave {player} out"
            )
    return in_play(table, state, rules)


def _start(table: Table, state: TableState, hand: HandInput, rules: HouseRules) -> Settling:
    """The checked hand, with its dealer, before any chip moves."""
    if len(table.dealt_in) < 2:
        raise UsageError("a hand needs at least two players dealt in; seat more players")
    if hand.dealer is not None:
        if hand.dealer not in table.dealt_in:
            raise UsageError(f"--dealer {hand.dealer}: the dealer must be a player dealt in this hand")
        dealer, lost = hand.dealer, walk_to_dealer(table, state, hand.dealer)
    else:
        dealer, lost = next_dealer(table, state)
    played, passed, tricks = _settle_checks(table, hand, rules, dealer)
    dealt_in = [p for p in table.left_of(dealer) if p in table.dealt_in]
    return Settling(
        table=table,
        state=state,
        hand=hand,
        rules=rules,
        dealer=dealer,
        lost=lost,
        dealt_in=dealt_in,
        played=[p for p in dealt_in if p in played],
        passed=[p for p in dealt_in if p in passed],
        tricks=tricks,
        contributions=Counter(dict(state.contributions)),
        pot=state.pot,
        stacks=Counter(dict(state.stacks)) if rules.table_stakes else None,
    )


def pay_antes(h: Settling) -> None:
    """Step 1 (rulebook topic ``deal``): each dealt-in player antes unless exempt; under
    ``double_ante`` everyone antes and each player who plays adds one more. Sets P0."""
    rules, exempt = h.rules, set(h.state.exempt)
    for player in h.dealt_in:
        if rules.double_ante or player not in exempt:
            h.pay_in(player, rules.ante, TransferKind.ANTE, f"{player} antes {rules.ante}")
    if rules.double_ante:
        for player in h.played:
            h.pay_in(player, rules.ante, TransferKind.ANTE, f"{player} adds {rules.ante} to play (double ante)")
    h.p0 = h.pot


def cover_the_hand(h: Settling) -> None:
    """Step 1b (rulebook topic ``stakes``): under table stakes, each player who plays must have
    paid their antes from their stack (a double ante to play included), and under ``must_cover``
    must still hold the most they could owe as a bourré: ``cap(P0)`` under ``match_pot`` (P0
    counts every ante of this hand), else the fixed penalty. A renege is a foul, not a risk of
    playing, so it is not counted: a renege beyond the stack is paid as far as the stack goes.
    A hand that breaks ``must_cover`` is refused with the chips the player is short, unless
    forced (then, as under ``all_in``, nobody pays beyond their stack)."""
    if h.stacks is None:
        return
    for player in h.played:
        left = h.stacks[player]
        if left < 0:
            start = h.state.stack(player)
            raise UsageError(
                f"{player} has {start} chips and cannot pay the ante to play; {player} must pass, "
                f"or buy in before the hand (`booray buy {player} {-left}`)"
            )
        if h.rules.cover is not Cover.MUST_COVER or h.hand.force:
            continue
        most = h.rules.bourre_payment(h.p0)
        if left < most:
            paid = h.state.stack(player) - left
            raise RuleError(
                f"{player} cannot cover this hand: {player} needs {paid + most} chips (ante {paid} + a bourré "
                f"of {most}) but has {paid + left}: {most - left} chips short; {player} must pass, or buy in "
                f"first (`booray buy {player} {most - left}`) (use --force to record it anyway)"
            )


def nobody_played(h: Settling) -> None:
    """Step 2 (rulebook topic ``all-pass``): everyone passed, so the pot of P0 carries."""
    if h.played:
        return
    h.outcome = Outcome.ALL_PASSED
    h.notes.append(f"everyone passed: the pot of {h.p0} carries")


def one_played(h: Settling) -> None:
    """Step 3 (rulebook topic ``winning``): the lone player takes every trick and the pot."""
    if len(h.played) != 1:
        return
    _won(h, h.played[0], "played alone")


def bourre_and_renege_dues(h: Settling) -> None:
    """Step 4 (rulebook topics ``bourre`` and ``renege``): with two or more playing, a player
    with no trick is bourré and owes the bourré penalty; a renege not corrected in time owes
    ``cap(P0)`` instead (once, even when bourré too). Both are paid after the winner."""
    if len(h.played) < 2:
        return
    for player in h.played:
        if player in h.reneged:
            due = h.rules.cap(h.p0)
            why = "renege" + (" (bourré too, pays once)" if h.tricks[player] == 0 else "")
            h.dues.append(Due(player, due, TransferKind.RENEGE, f"{player} pays {due}: {why}, the pot was {h.p0}"))
        elif h.tricks[player] == 0:
            due = h.rules.bourre_payment(h.p0)
            h.dues.append(Due(player, due, TransferKind.BOURRE, f"{player} pays {due}: bourré, the pot was {h.p0}"))
        if h.tricks[player] == 0:
            h.bourre.append(player)


def pay_the_winner(h: Settling) -> None:
    """Step 5 (rulebook topic ``winning``): with two or more playing, a lone leader who may win
    takes the pot; a lone leader who reneged leaves it to ``renege_leader``; tied leaders follow
    ``tie``."""
    if len(h.played) < 2:
        return
    best = max(h.tricks[p] for p in h.played)
    leaders = [p for p in h.played if h.tricks[p] == best]
    if len(leaders) > 1:
        _tied(h, leaders)
    elif leaders[0] in h.barred:
        _renege_leader(h, leaders[0])
    else:
        _won(h, leaders[0], f"most tricks ({best})")


def _won(h: Settling, winner: str, why: str) -> None:
    take = h.rules.winnable(h.p0)
    h.win(winner, take, _win_reason(winner, take, h.p0, why))
    h.outcome, h.winners = Outcome.WON, (winner,)


def _renege_leader(h: Settling, leader: str) -> None:
    """The lone leader reneged (rulebook topic ``renege``): ``carry`` (nobody wins) or
    ``next_best`` (the best player who may win, if alone on top with at least one trick)."""
    match h.rules.renege_leader:
        case RenegeLeader.NEXT_BEST:
            winner = _next_best(h)
        case RenegeLeader.CARRY:
            winner = None
        case unknown:
            assert_never(unknown)
    if winner is None:
        h.outcome = Outcome.RENEGE_CARRY
        h.notes.append(f"{leader} took the most tricks but reneged: the pot of {h.p0} carries")
        return
    _won(h, winner, f"best player who did not renege ({tricks_word(h.tricks[winner])})")
    h.notes.append(f"{leader} took the most tricks but reneged")


def _next_best(h: Settling) -> str | None:
    eligible = [p for p in h.played if p not in h.barred]
    if not eligible:
        return None
    best = max(h.tricks[p] for p in eligible)
    top = [p for p in eligible if h.tricks[p] == best]
    return top[0] if len(top) == 1 and best > 0 else None


def _tied(h: Settling, leaders: list[str]) -> None:
    """Two or more leaders (rulebook topic ``ties``): ``carry`` (nobody wins, the leaders who
    did not renege may be exempt) or ``split`` among the leaders who did not renege."""
    sharing = [p for p in leaders if p not in h.barred]  # a reneger takes no share
    match _tie_choice(h, leaders):
        case Tie.SPLIT if sharing:
            h.outcome, h.winners = Outcome.SPLIT, tuple(sharing)
            pool = h.rules.winnable(h.p0)
            for player, share in split_shares(pool, sharing).items():
                why = f"{player} takes {share} of the split pot of {pool} (tied at {tricks_word(h.tricks[player])})"
                h.win(player, share, why)
        case Tie.SPLIT | Tie.CARRY | Tie.VOTE:  # a vote has been decided by _tie_choice
            h.outcome = Outcome.TIE
            tricks = h.tricks[leaders[0]]
            h.notes.append(
                f"{' and '.join(leaders)} tied at {tricks_word(tricks)}: nobody wins, the pot of {h.p0} carries"
            )
            if h.rules.tie_exempts:
                h.new_exempt.update(sharing)
        case unknown:
            assert_never(unknown)


def _tie_choice(h: Settling, leaders: list[str]) -> Tie:
    """``split`` or ``carry``: the house rule, or under ``tie = vote`` what the tied players chose
    (``--split`` / ``--carry`` on the hand line, required when the leaders tie)."""
    match h.rules.tie:
        case Tie.VOTE:
            if h.hand.tie is None:
                raise UsageError(
                    f"{' and '.join(leaders)} tied at {h.tricks[leaders[0]]} tricks and this table votes on "
                    "ties: add --split or --carry, as the tied players chose"
                )
            h.notes.append(f"the tied players voted to {h.hand.tie}")
            return Tie(h.hand.tie)
        case Tie.SPLIT | Tie.CARRY:
            return h.rules.tie
        case unknown:
            assert_never(unknown)


def pot_after(h: Settling) -> None:
    """Step 6 (rulebook topic ``scorekeeping``): the pot after = what the winner left + the dues.

    A pot won whole starts a new refund count: a refund later goes by what is paid in from now on.
    """
    if h.pot == 0:
        h.contributions.clear()
    for due in h.dues:
        paid = due.chips if h.stacks is None else min(due.chips, h.stacks[due.player])
        if paid == due.chips:
            h.pay_in(due.player, due.chips, due.kind, due.reason)
            continue
        short = due.chips - paid
        h.unpaid[due.player] += short
        h.notes.append(f"{due.player} owed {due.chips} but had {paid}: all in, {short} never paid")
        why = f"{due.player} pays {paid}, all they have, of the {due.chips} owed: {due.reason.partition(': ')[2]}"
        h.pay_in(due.player, paid, due.kind, why)


def next_exemptions(h: Settling) -> None:
    """Step 7 (rulebook topic ``exemptions``): tied leaders (set by the tie), bourré players
    (``bourre_exempts``) and renege payers (``renege_exempts``) skip their next ante; nobody
    after everyone passed or under ``double_ante``. An exemption waits while its player sits out."""
    rules = h.rules
    if rules.bourre_exempts:
        h.new_exempt.update(h.bourre)
    if rules.renege_exempts:
        h.new_exempt.update(d.player for d in h.dues if d.kind is TransferKind.RENEGE)
    if rules.double_ante:
        h.next_exempt = ()
        return
    if h.outcome is Outcome.ALL_PASSED:
        h.new_exempt.clear()
    waiting = {p for p in h.state.exempt if p not in h.table.dealt_in}
    h.next_exempt = tuple(sorted(h.new_exempt | waiting))


def lost_turns_to_deal(h: Settling) -> None:
    """Step 8 (rulebook topic ``lost-deal``): a corrected renege and an out-of-turn declaration each
    cost one turn to deal; the next dealer skips them (with turns lost on the way to this dealer)."""
    out_of_turn = [p for p in h.dealt_in if p in h.hand.out_of_turn]
    h.lost_deals = Counter(h.lost)
    h.lost_deals.update(h.corrected)
    h.lost_deals.update(out_of_turn)
    for player in h.corrected:
        h.notes.append(f"{player} corrected a renege: cannot win, loses the next turn to deal")
    for player in out_of_turn:
        h.notes.append(f"{player} declared out of turn: loses the next turn to deal")


Step = Callable[[Settling], None]
STEPS: tuple[Step, ...] = (
    pay_antes,
    cover_the_hand,
    nobody_played,
    one_played,
    bourre_and_renege_dues,
    pay_the_winner,
    pot_after,
    next_exemptions,
    lost_turns_to_deal,
)


def _payout(h: Settling) -> Payout:
    """The settled hand as a value, with the table state the next hand starts from."""
    if h.outcome is None:
        raise AssertionError("no step decided how the hand ended")
    state = TableState(
        pot=h.pot,
        exempt=h.next_exempt,
        last_dealer=h.dealer,
        first_dealer=h.state.first_dealer,
        lost_deals=tuple(sorted(h.lost_deals.elements())),
        contributions=tuple(sorted((p, c) for p, c in h.contributions.items() if c)),
        last_seats=h.table.seats,
        stacks=tuple(sorted(h.stacks.items())) if h.stacks is not None else (),
    )
    return Payout(
        dealer=h.dealer,
        carried=h.state.pot,
        p0=h.p0,
        transfers=tuple(h.transfers),
        outcome=h.outcome,
        winners=h.winners,
        played=tuple(h.played),
        passed=tuple(h.passed),
        tricks=tuple((p, h.tricks[p]) for p in h.played),
        bourre=tuple(h.bourre),
        reneged=tuple(h.reneged),
        corrected=tuple(h.corrected),
        state=state,
        notes=tuple(h.notes),
        unpaid=tuple(sorted(h.unpaid.items())),
    )


def _win_reason(player: str, take: int, p0: int, why: str) -> str:
    if take < p0:
        return f"{player} wins {take} of the pot of {p0}: {why}, the pot limit caps the win"
    return f"{player} wins {take}: {why}, the pot was {p0}"


def check_conservation(payout: Payout) -> None:
    """The players' changes plus the pot's change add up to zero."""
    moved = sum(t.chips for t in payout.transfers)
    if moved + (payout.pot_after - payout.carried) != 0:
        raise AssertionError(f"hand does not conserve chips: {moved} moved, pot {payout.carried}->{payout.pot_after}")


def tricks_word(count: int) -> str:
    """``1 trick``, ``3 tricks``."""
    return f"{count} trick" if count == 1 else f"{count} tricks"
