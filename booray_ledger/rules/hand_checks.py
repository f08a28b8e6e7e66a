"""Checking a hand against the table before any chip moves (rulebook topic ``scorekeeping``).

Each check names the player and the rule it breaks (an error code and its facts: the wording
package says it and the fix); the first failure stops the hand. Under table stakes (rulebook
topic ``stakes``) players who cannot pay their ante are dealt out, and a hand naming one of them
is refused.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from booray_ledger.errors import ErrorCode, Fix, RuleError, UsageError
from booray_ledger.rules.cards import card as parse_card
from booray_ledger.rules.hand_input import PASS, PLAY, Declaration, HandInput, HandMark
from booray_ledger.rules.house import HouseRules, Tie
from booray_ledger.rules.seating import Table, TableState, dealt_out, in_play

MAX_PLAYERS = 8


def _check_names(table: Table, hand: HandInput) -> dict[str, Declaration]:
    dealt_in = table.dealt_in
    names = [p for p, _ in hand.results]
    for player, count in Counter(names).items():
        if count > 1:
            raise UsageError(ErrorCode.NAMED_TWICE, player=player, times=count)
    for player in names:
        if player in table.sitting_out:
            raise UsageError(ErrorCode.SITTING_OUT, fix=Fix.SEAT_IN, player=player)
        if player not in table.seats:
            raise UsageError(ErrorCode.NOT_SEATED, fix=Fix.SEAT_ADD, player=player)
    missing = [p for p in dealt_in if p not in names]
    if missing:
        raise UsageError(ErrorCode.MISSING_FROM_HAND, player=missing[0])
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
                raise UsageError(ErrorCode.PLAY_NOT_ALONE, player=player)
            tricks[player] = rules.cards
            continue
        if not isinstance(d, int) or isinstance(d, bool) or not 0 <= d <= rules.cards:
            raise UsageError(ErrorCode.TRICKS_OUT_OF_RANGE, player=player, tricks=d, cards=rules.cards)
        tricks[player] = d
    if len(played) == 1 and tricks[played[0]] != rules.cards:
        raise UsageError(ErrorCode.ALONE_TAKES_ALL, player=played[0], cards=rules.cards)
    if len(played) > 1 and sum(tricks.values()) != rules.cards:
        counts = [tricks[p] for p in played]
        raise UsageError(ErrorCode.TRICKS_DO_NOT_ADD_UP, total=sum(counts), counts=counts, cards=rules.cards)
    return played, passed, tricks


def _check_marks(hand: HandInput, table: Table, played: list[str]) -> None:
    for mark, players in ((HandMark.RENEGE, hand.reneged), (HandMark.CORRECTED, hand.corrected)):
        for player in players:
            if player not in played:
                raise UsageError(ErrorCode.MARK_NOT_PLAYED, mark=mark, player=player)
        if players and len(played) < 2:
            raise UsageError(ErrorCode.MARK_FEW_PLAYED, mark=mark)
    both = set(hand.reneged) & set(hand.corrected)
    if both:
        raise UsageError(ErrorCode.RENEGE_AND_CORRECTED, player=sorted(both)[0])
    for player in hand.out_of_turn:
        if player not in table.dealt_in:
            raise UsageError(ErrorCode.OUT_OF_TURN_NOT_DEALT_IN, player=player)


def _check_tie_vote(hand: HandInput, rules: HouseRules, played: list[str], tricks: dict[str, int]) -> None:
    """``--split`` / ``--carry`` record a vote of tied leaders: only under ``tie = vote``, and
    only when the leaders did tie."""
    if hand.tie is None:
        return
    if hand.tie not in (Tie.SPLIT, Tie.CARRY):
        raise UsageError(ErrorCode.TIE_VOTE_UNKNOWN, vote=hand.tie)
    if rules.tie is not Tie.VOTE:
        raise UsageError(ErrorCode.TIE_VOTE_NOT_VOTING, vote=Tie(hand.tie), tie=rules.tie)
    best = max((tricks[p] for p in played), default=0)
    if len(played) < 2 or sum(1 for p in played if tricks[p] == best) < 2:
        raise UsageError(ErrorCode.TIE_VOTE_NO_TIE, vote=Tie(hand.tie))


def check_hand(
    table: Table, hand: HandInput, rules: HouseRules, dealer: str | None
) -> tuple[list[str], list[str], dict[str, int]]:
    """Every check on the hand's input, in order; the first failure names the player and rule."""
    decl = _check_names(table, hand)
    played, passed, tricks = _check_declarations(decl, rules)
    _check_marks(hand, table, played)
    _check_tie_vote(hand, rules, played, tricks)
    if len(table.dealt_in) > MAX_PLAYERS and not hand.force:
        raise RuleError(ErrorCode.TOO_MANY_PLAYERS, players=len(table.dealt_in), most=MAX_PLAYERS)
    up = parse_card(hand.up) if hand.up else None
    if up is not None and up.is_ace and rules.ace_forces_dealer and dealer in passed and not hand.force:
        raise RuleError(ErrorCode.ACE_DEALER_MUST_PLAY, dealer=dealer, card=str(up))
    return played, passed, tricks


def without_dealt_out(table: Table, state: TableState, hand: HandInput, rules: HouseRules) -> HandInput:
    """The hand without ``pass`` for players dealt out for want of chips (a live-table line's
    final ``.`` passes everyone seated and not named): they were not dealt in, so the hand
    does not list them. Naming one with tricks is still refused when the hand is paid out."""
    broke = dealt_out(table, state, rules)
    if not broke:
        return hand
    kept = tuple((p, d) for p, d in hand.results if not (p in broke and d == PASS))
    return replace(hand, results=kept)


def deal_out_for_chips(table: Table, state: TableState, hand: HandInput, rules: HouseRules) -> Table:
    """Under table stakes, the players who cannot pay their ante sit this hand out (rulebook
    topic ``stakes``); a hand line naming one of them in any form (tricks, ``play`` or ``pass``)
    is refused with the reason and the ``buy`` that brings them back: they were not dealt in."""
    broke = dealt_out(table, state, rules)
    for player, _ in hand.results:
        if player in broke:
            stack = state.stack(player)
            raise UsageError(
                ErrorCode.DEALT_OUT, fix=Fix.BUY, player=player, stack=stack, chips=rules.buy_in or rules.ante
            )
    return in_play(table, state, rules)
