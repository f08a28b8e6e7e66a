"""Checking a hand against the table before any chip moves (rulebook topic ``scorekeeping``).

Each check names the player and the rule it breaks, and the fix; the first failure stops the
hand. Under table stakes (rulebook topic ``stakes``) players who cannot pay their ante are dealt
out, and a hand naming one of them is refused.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from booray_ledger.errors import Fix, RuleError, UsageError
from booray_ledger.rules.cards import card as parse_card
from booray_ledger.rules.hand_input import PASS, PLAY, Declaration, HandInput
from booray_ledger.rules.house import HouseRules, Tie
from booray_ledger.rules.seating import Table, TableState, dealt_out, in_play

MAX_PLAYERS = 8


def _check_names(table: Table, hand: HandInput) -> dict[str, Declaration]:
    dealt_in = table.dealt_in
    names = [p for p, _ in hand.results]
    for player, count in Counter(names).items():
        if count > 1:
            raise UsageError(f"{player} is named {count} times; name each player once")
    for player in names:
        if player in table.sitting_out:
            raise UsageError(f"{player} is sitting out; leave {player} out of the hand", fix=Fix.SEAT_IN, player=player)
        if player not in table.seats:
            raise UsageError(f"{player} is not seated at this table", fix=Fix.SEAT_ADD)
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


def check_hand(
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
            have = state.stack(player)
            chips = f"{have} chip" if have == 1 else f"{have} chips"
            raise UsageError(
                f"{player} has {chips} in front of them, not enough for the ante: {player} is dealt out "
                f"until they buy again; leave {player} out of the hand",
                fix=Fix.BUY,
                player=player,
                chips=rules.buy_in or rules.ante,
            )
    return in_play(table, state, rules)
