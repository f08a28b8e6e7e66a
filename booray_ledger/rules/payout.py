"""Settling one hand: antes, the winner, bourré and renege payments, and the next table state.

The steps follow the rule contract (rulebook topic ``settling``):

1. Antes: each dealt-in player pays ``ante`` unless exempt from an earlier result (under
   ``double_ante`` everyone antes, and each player who plays adds one more). ``P0`` is the
   carried pot plus these antes.
2. Nobody played: the pot stays at P0 and nobody is exempt next hand.
3. One player played: they take every trick and win P0 (``cap(P0)`` with ``limit_caps_win``).
4. Two or more played: players with no trick are bourré and pay the bourré penalty; a renege not
   corrected in time pays ``cap(P0)`` (once, even when bourré too) and cannot win; a renege
   corrected in time pays nothing, cannot win, and costs the next turn to deal. A lone leader who
   may win takes P0; a lone leader who reneged leaves the pot to ``renege_leader``; two or more
   leaders tie and the pot carries (or splits, under ``tie = split``).
5. Pot after = what the winner did not take + the bourré and renege payments.
6. Exemptions for the next hand; 7. the next dealer.

Every hand conserves chips: the players' changes plus the pot's change add up to zero.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from booray_ledger.errors import RuleError, UsageError
from booray_ledger.rules.cards import card as parse_card
from booray_ledger.rules.handline import PASS, PLAY, Declaration, HandInput
from booray_ledger.rules.house import NEXT_BEST, SPLIT, HouseRules
from booray_ledger.rules.potsplit import split_shares
from booray_ledger.rules.seating import Table, TableState, next_dealer, walk_to_dealer

MAX_PLAYERS = 8


@dataclass(frozen=True)
class Transfer:
    """Chips moving between one player and the pot: ``chips`` > 0 goes to the player."""

    player: str
    chips: int
    kind: str
    reason: str


@dataclass(frozen=True)
class Payout:
    """The result of one hand: every chip movement with its reason, and the next state."""

    dealer: str
    carried: int
    p0: int
    transfers: tuple[Transfer, ...]
    outcome: str
    winners: tuple[str, ...]
    played: tuple[str, ...]
    passed: tuple[str, ...]
    tricks: tuple[tuple[str, int], ...]
    bourre: tuple[str, ...]
    reneged: tuple[str, ...]
    corrected: tuple[str, ...]
    state: TableState
    notes: tuple[str, ...] = field(default=())

    @property
    def pot_after(self) -> int:
        return self.state.pot

    def net(self) -> dict[str, int]:
        """Each player's net chips for this hand."""
        totals: Counter[str] = Counter()
        for t in self.transfers:
            totals[t.player] += t.chips
        return dict(totals)


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


def _settle_checks(
    table: Table, hand: HandInput, rules: HouseRules, dealer: str | None
) -> tuple[list[str], list[str], dict[str, int]]:
    """Every check on the hand's input, in order; the first failure names the player and rule."""
    decl = _check_names(table, hand)
    played, passed, tricks = _check_declarations(decl, rules)
    _check_marks(hand, table, played)
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
    """Settle one hand under ``rules`` from the table ``state`` before it (see module docstring)."""
    if len(table.dealt_in) < 2:
        raise UsageError("a hand needs at least two players dealt in; seat more players")
    if hand.dealer is not None:
        if hand.dealer not in table.dealt_in:
            raise UsageError(f"--dealer {hand.dealer}: the dealer must be a player dealt in this hand")
        dealer, lost = hand.dealer, walk_to_dealer(table, state, hand.dealer)
    else:
        dealer, lost = next_dealer(table, state)
    played, passed, tricks = _settle_checks(table, hand, rules, dealer)
    order = table.left_of(dealer)  # seat order from the dealer's left, for odd chips
    dealt_in = [p for p in order if p in table.dealt_in]
    played = [p for p in dealt_in if p in played]
    passed = [p for p in dealt_in if p in passed]

    transfers: list[Transfer] = []
    contributions: Counter[str] = Counter(dict(state.contributions))

    def pay_in(player: str, chips: int, kind: str, reason: str) -> None:
        if chips:
            transfers.append(Transfer(player, -chips, kind, reason))
            contributions[player] += chips

    # 1. Antes.
    exempt = set(state.exempt)
    for player in dealt_in:
        if rules.double_ante or player not in exempt:
            pay_in(player, rules.ante, "ante", f"{player} antes {rules.ante}")
    if rules.double_ante:
        for player in played:
            pay_in(player, rules.ante, "ante", f"{player} adds {rules.ante} to play (double ante)")
    p0 = state.pot + sum(-t.chips for t in transfers)
    pot = p0

    winners: tuple[str, ...] = ()
    bourre: list[str] = []
    new_exempt: set[str] = set()
    notes: list[str] = []
    reneged = [p for p in played if p in hand.reneged]
    corrected = [p for p in played if p in hand.corrected]
    payments: list[tuple[str, int, str, str]] = []

    def win(player: str, amount: int, reason: str) -> None:
        nonlocal pot
        if amount:
            transfers.append(Transfer(player, amount, "win", reason))
            pot -= amount

    if not played:
        outcome = "all_passed"
        notes.append(f"everyone passed: the pot of {p0} carries")
    elif len(played) == 1:
        outcome = "won"
        winner = played[0]
        take = rules.cap(p0) if rules.limit_caps_win else p0
        win(winner, take, _win_reason(winner, take, p0, "played alone"))
        winners = (winner,)
    else:
        leaders = _leaders(played, tricks)
        for player in played:
            if player in reneged:
                due = rules.cap(p0)
                why = "renege" + (" (bourré too, pays once)" if tricks[player] == 0 else "")
                payments.append((player, due, "renege", f"{player} pays {due}: {why}, the pot was {p0}"))
            elif tricks[player] == 0:
                due = rules.bourre_payment(p0)
                payments.append((player, due, "bourre", f"{player} pays {due}: bourré, the pot was {p0}"))
            if tricks[player] == 0:
                bourre.append(player)
        barred = set(reneged) | set(corrected)
        if len(leaders) == 1 and leaders[0] not in barred:
            outcome = "won"
            winner = leaders[0]
            take = rules.cap(p0) if rules.limit_caps_win else p0
            win(winner, take, _win_reason(winner, take, p0, f"most tricks ({tricks[winner]})"))
            winners = (winner,)
        elif len(leaders) == 1:
            outcome, winners = _renege_leader(leaders[0], played, tricks, barred, rules)
            if winners:
                take = rules.cap(p0) if rules.limit_caps_win else p0
                why = f"best player who did not renege ({tricks[winners[0]]} tricks)"
                win(winners[0], take, _win_reason(winners[0], take, p0, why))
                notes.append(f"{leaders[0]} took the most tricks but reneged")
            else:
                notes.append(f"{leaders[0]} took the most tricks but reneged: the pot of {p0} carries")
        elif rules.tie == SPLIT and any(p not in barred for p in leaders):
            outcome = "split"
            winners = tuple(p for p in leaders if p not in barred)  # a reneger takes no share
            share_pool = rules.cap(p0) if rules.limit_caps_win else p0
            for player, share in split_shares(share_pool, list(winners)).items():
                win(
                    player,
                    share,
                    f"{player} takes {share} of the split pot of {share_pool} (tied at {tricks[player]} tricks)",
                )
        else:
            outcome = "tie"
            notes.append(
                f"{' and '.join(leaders)} tied at {tricks[leaders[0]]} tricks: nobody wins, the pot of {p0} carries"
            )
            if rules.tie_exempts:
                new_exempt.update(p for p in leaders if p not in barred)

    if pot == 0:  # the pot was won whole: a refund later goes by what is paid in from now on
        contributions.clear()
    for player, due, kind, reason in payments:
        pay_in(player, due, kind, reason)
        pot += due

    if rules.bourre_exempts:
        new_exempt.update(bourre)
    if rules.renege_exempts:
        new_exempt.update(p for p, _, kind, _ in payments if kind == "renege")
    if rules.double_ante or outcome == "all_passed":
        new_exempt = set()
    carried_exempt = {p for p in state.exempt if p not in table.dealt_in}
    next_exempt = tuple(sorted((new_exempt | carried_exempt) if not rules.double_ante else set()))

    lost_deals = Counter(lost)
    lost_deals.update(corrected)
    lost_deals.update(p for p in dealt_in if p in hand.out_of_turn)
    for player in corrected:
        notes.append(f"{player} corrected a renege: cannot win, loses the next turn to deal")
    for player in (p for p in dealt_in if p in hand.out_of_turn):
        notes.append(f"{player} declared out of turn: loses the next turn to deal")

    new_state = TableState(
        pot=pot,
        exempt=next_exempt,
        last_dealer=dealer,
        first_dealer=state.first_dealer,
        lost_deals=tuple(sorted(lost_deals.elements())),
        contributions=tuple(sorted((p, c) for p, c in contributions.items() if c)),
        last_seats=table.seats,
    )
    payout = Payout(
        dealer=dealer,
        carried=state.pot,
        p0=p0,
        transfers=tuple(transfers),
        outcome=outcome,
        winners=winners,
        played=tuple(played),
        passed=tuple(passed),
        tricks=tuple((p, tricks[p]) for p in played),
        bourre=tuple(bourre),
        reneged=tuple(reneged),
        corrected=tuple(corrected),
        state=new_state,
        notes=tuple(notes),
    )
    check_conservation(payout)
    return payout


def _leaders(played: list[str], tricks: dict[str, int]) -> list[str]:
    best = max(tricks[p] for p in played)
    return [p for p in played if tricks[p] == best]


def _renege_leader(
    leader: str, played: list[str], tricks: dict[str, int], barred: set[str], rules: HouseRules
) -> tuple[str, tuple[str, ...]]:
    """A lone leader who cannot win: ``carry`` (nobody wins) or ``next_best`` (the best player
    who may win, if alone on top with at least one trick)."""
    if rules.renege_leader != NEXT_BEST:
        return "renege_carry", ()
    eligible = [p for p in played if p not in barred]
    if not eligible:
        return "renege_carry", ()
    best = max(tricks[p] for p in eligible)
    top = [p for p in eligible if tricks[p] == best]
    if len(top) == 1 and best > 0:
        return "won", (top[0],)
    return "renege_carry", ()


def _win_reason(player: str, take: int, p0: int, why: str) -> str:
    if take < p0:
        return f"{player} wins {take} of the pot of {p0}: {why}, the pot limit caps the win"
    return f"{player} wins {take}: {why}, the pot was {p0}"


def check_conservation(payout: Payout) -> None:
    """The players' changes plus the pot's change add up to zero."""
    moved = sum(t.chips for t in payout.transfers)
    if moved + (payout.pot_after - payout.carried) != 0:
        raise AssertionError(f"hand does not conserve chips: {moved} moved, pot {payout.carried}->{payout.pot_after}")
