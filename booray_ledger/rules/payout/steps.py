"""Paying out one hand: antes, the winner, bourré and renege payments, and the next table state.

The steps follow the rule contract (rulebook topic ``scorekeeping``), one function each, run in the
order of :data:`STEPS` on a :class:`PayingOut` (the hand being paid out):

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

The hand is checked first (:mod:`booray_ledger.rules.hand_checks`); the steps work on a
:class:`~booray_ledger.rules.payout.paying_out.PayingOut` and the result is a
:class:`~booray_ledger.rules.payout.result.Payout`.

Every hand conserves chips: the players' changes plus the pot's change add up to zero. Under
table stakes (``stakes = "table"``) every player pays only from their stack, so no stack goes
below zero; players who cannot pay their ante are dealt out before the hand (see
:func:`booray_ledger.rules.seating.dealt_out`).

Adding a step (a new house option): write ``def my_step(h: PayingOut) -> None`` that reads the
hand and the rules from ``h`` and moves chips only through ``h.pay_in`` / ``h.win``, then put it
in :data:`STEPS` where the rulebook places it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import assert_never

from booray_ledger.errors import ErrorCode, Fix, RuleError, UsageError
from booray_ledger.rules.hand_checks import check_hand, deal_out_for_chips
from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.house import Cover, HouseRules, RenegeLeader, Tie
from booray_ledger.rules.payout.paying_out import Due, PayingOut
from booray_ledger.rules.payout.result import Outcome, Payout, TransferKind, check_conservation
from booray_ledger.rules.potsplit import split_shares
from booray_ledger.rules.seating import Table, TableState, next_dealer, walk_to_dealer


def hand_payout(table: Table, state: TableState, hand: HandInput, rules: HouseRules) -> Payout:
    """Pay out one hand under ``rules`` from the table ``state`` before it: check the input, then
    run each of :data:`STEPS` in order (see the module docstring)."""
    h = _start(deal_out_for_chips(table, state, hand, rules), state, hand, rules)
    for step in STEPS:
        step(h)
    payout = _payout(h)
    check_conservation(payout)
    return payout


def _start(table: Table, state: TableState, hand: HandInput, rules: HouseRules) -> PayingOut:
    """The checked hand, with its dealer, before any chip moves."""
    if len(table.dealt_in) < 2:
        raise UsageError(ErrorCode.TOO_FEW_DEALT_IN)
    if hand.dealer is not None:
        if hand.dealer not in table.dealt_in:
            raise UsageError(ErrorCode.DEALER_NOT_DEALT_IN, dealer=hand.dealer)
        dealer, lost = hand.dealer, walk_to_dealer(table, state, hand.dealer)
    else:
        dealer, lost = next_dealer(table, state)
    played, passed, tricks = check_hand(table, hand, rules, dealer)
    dealt_in = [p for p in table.left_of(dealer) if p in table.dealt_in]
    return PayingOut(
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


def pay_antes(h: PayingOut) -> None:
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


def cover_the_hand(h: PayingOut) -> None:
    """Step 1b (rulebook topic ``stakes``): under table stakes, each player who plays must have
    paid their antes from their stack (a double ante to play included), and under ``must_cover``
    must still hold the most they could owe as a bourré: ``cap(P0)`` under ``match_pot`` (P0
    counts every ante of this hand), else the fixed penalty. A renege is a foul, not a risk of
    playing, so it is not counted: a renege beyond the stack is paid as far as the stack goes.
    A hand that breaks ``must_cover`` is refused naming every short player with the chips they
    are short and the ``buy`` that covers it, unless
    forced (then, as under ``all_in``, nobody pays beyond their stack). Each short player is
    told as facts: their ``ante`` paid, the ``bourre`` they could owe, their ``stack`` before."""
    if h.stacks is None:
        return
    short: list[dict[str, str | int]] = []
    buys: list[tuple[str, int]] = []
    for player in h.played:
        left = h.stacks[player]
        if left < 0:
            stack = h.state.stack(player)
            raise UsageError(
                ErrorCode.CANNOT_PAY_ANTE_TO_PLAY, fix=Fix.BUY_BEFORE, player=player, stack=stack, chips=-left
            )
        most = h.rules.bourre_payment(h.p0)
        if h.rules.cover is Cover.MUST_COVER and not h.hand.force and left < most:
            paid = h.state.stack(player) - left
            short.append({"player": player, "ante": paid, "bourre": most, "stack": paid + left})
            buys.append((player, most - left))
    if short:
        raise RuleError(ErrorCode.CANNOT_COVER, fix=Fix.BUY_FIRST, short=short, buys=buys)


def nobody_played(h: PayingOut) -> None:
    """Step 2 (rulebook topic ``all-pass``): everyone passed, so the pot of P0 carries."""
    if h.played:
        return
    h.outcome = Outcome.ALL_PASSED
    h.notes.append(f"everyone passed: the pot of {h.p0} carries")


def one_played(h: PayingOut) -> None:
    """Step 3 (rulebook topic ``winning``): the lone player takes every trick and the pot."""
    if len(h.played) != 1:
        return
    _won(h, h.played[0], "played alone")


def bourre_and_renege_dues(h: PayingOut) -> None:
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


def pay_the_winner(h: PayingOut) -> None:
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


def _won(h: PayingOut, winner: str, why: str) -> None:
    take = h.rules.winnable(h.p0)
    h.win(winner, take, _win_reason(winner, take, h.p0, why))
    h.outcome, h.winners = Outcome.WON, (winner,)


def _renege_leader(h: PayingOut, leader: str) -> None:
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


def _next_best(h: PayingOut) -> str | None:
    eligible = [p for p in h.played if p not in h.barred]
    if not eligible:
        return None
    best = max(h.tricks[p] for p in eligible)
    top = [p for p in eligible if h.tricks[p] == best]
    return top[0] if len(top) == 1 and best > 0 else None


def _tied(h: PayingOut, leaders: list[str]) -> None:
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


def _tie_choice(h: PayingOut, leaders: list[str]) -> Tie:
    """``split`` or ``carry``: the house rule, or under ``tie = vote`` what the tied players chose
    (``--split`` / ``--carry`` on the hand line, required when the leaders tie)."""
    match h.rules.tie:
        case Tie.VOTE:
            if h.hand.tie is None:
                raise UsageError(ErrorCode.TIE_VOTE_REQUIRED, leaders=leaders, tricks=h.tricks[leaders[0]])
            h.notes.append(f"the tied players voted to {h.hand.tie}")
            return Tie(h.hand.tie)
        case Tie.SPLIT | Tie.CARRY:
            return h.rules.tie
        case unknown:
            assert_never(unknown)


def pot_after(h: PayingOut) -> None:
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


def next_exemptions(h: PayingOut) -> None:
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


def lost_turns_to_deal(h: PayingOut) -> None:
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


Step = Callable[[PayingOut], None]
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


def _payout(h: PayingOut) -> Payout:
    """The paid-out hand as a value, with the table state the next hand starts from."""
    if h.outcome is None:
        raise AssertionError("no_outcome")  # a step of the payout decides it, always
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


def tricks_word(count: int) -> str:
    """``1 trick``, ``3 tricks``."""
    return f"{count} trick" if count == 1 else f"{count} tricks"
