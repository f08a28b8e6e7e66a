"""Auditing a whole hand from its trick log.

A trick log is plain text::

    # comment lines start with #
    trump: S            # or `up: 9S` (the turned card; its suit is trump)
    dealer: Dan
    players: Ann Bob Cat        # the players who played, clockwise
    Ann:7H Bob:QH Cat:2S        # trick 1, in the order played; the first card leads
    Bob:KS Cat:3S Ann:4S        # trick 2, led by the winner of trick 1

List ``players`` clockwise; when the dealer did not play, start from the dealer's left. The first
lead is the first player who played on the dealer's left; every later trick is led by the winner
of the one before.

Every player plays all their cards, so each player's hand before trick *k* is the set of cards
they play from trick *k* on. The audit checks the file (each player once per trick, the house
rules' number of tricks, no card twice, the right player leading) and then judges every card.
"""

from __future__ import annotations

from dataclasses import dataclass

from booray_ledger.errors import ErrorCode, NameKind, UsageError
from booray_ledger.rules.cards import Card, card, suit
from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.legality import Renege, Situation, best_index, judge
from booray_ledger.rules.payout.result import Outcome, Payout
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import Table, TableState


@dataclass(frozen=True)
class TrickLog:
    """A parsed trick log."""

    trump: str
    up: Card | None
    dealer: str | None
    players: tuple[str, ...]
    tricks: tuple[tuple[tuple[str, Card], ...], ...]


@dataclass(frozen=True)
class Play:
    """One card played, as the referee judged it."""

    trick: int
    player: str
    card: Card
    legal: bool
    reason: Renege | None
    legal_cards: tuple[Card, ...]
    cinch: bool


@dataclass(frozen=True)
class Audit:
    """A judged hand: every play, the reneges, tricks per player and who won the pot."""

    log: TrickLog
    plays: tuple[Play, ...]
    trick_winners: tuple[str, ...]
    tricks_won: dict[str, int]
    outcome: Outcome
    pot_winners: tuple[str, ...]
    hand: HandInput  # the hand the log shows: tricks per player, the reneges found
    payout: Payout  # what it pays among the log's players, from an empty pot, the log's dealer dealing
    rules: HouseRules  # the house rules it was judged and paid out by

    @property
    def reneges(self) -> tuple[Play, ...]:
        return tuple(p for p in self.plays if not p.legal)

    @property
    def renegers(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(p.player for p in self.reneges))


def _strip(line: str) -> str:
    return line.split("#", 1)[0].strip()


def parse_log(text: str, source: str | None = None) -> TrickLog:
    """Parse a trick log; an error naming the line (and ``source``, the log's file, if given)
    for anything malformed."""
    trump: str | None = None
    up: Card | None = None
    dealer: str | None = None
    players: tuple[str, ...] = ()
    tricks: list[tuple[tuple[str, Card], ...]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = _strip(raw)
        if not line:
            continue
        key, sep, value = line.partition(":")
        key_word = key.strip().lower()
        if sep and key_word in ("trump", "up", "dealer", "players") and " " not in key.strip():
            value = value.strip()
            if key_word == "trump":
                trump = suit(value)
            elif key_word == "up":
                up = card(value)
                trump = up.suit
            elif key_word == "dealer":
                dealer = value
            else:
                players = tuple(value.replace(",", " ").split())
            continue
        plays: list[tuple[str, Card]] = []
        for token in line.split():
            name, sep, text_card = token.partition(":")
            if not sep or not name or not text_card:
                raise UsageError(ErrorCode.LOG_NOT_A_PLAY, source=source, line=number, token=token)
            plays.append((name, card(text_card)))
        tricks.append(tuple(plays))
    if trump is None:
        raise UsageError(ErrorCode.LOG_NO_TRUMP, source=source)
    if not players:
        raise UsageError(ErrorCode.LOG_NO_PLAYERS, source=source)
    return TrickLog(trump, up, dealer, players, tuple(tricks))


def _first_leader(log: TrickLog) -> str:
    if log.dealer is not None and log.dealer in log.players:
        i = log.players.index(log.dealer)
        return log.players[(i + 1) % len(log.players)]
    return log.players[0]


def check_log(log: TrickLog, rules: HouseRules) -> tuple[str, ...]:
    """Check the log's shape; returns the winner of each trick."""
    if len(set(log.players)) != len(log.players):
        raise UsageError(ErrorCode.LOG_PLAYER_TWICE)
    if len(log.players) < 2:
        raise UsageError(ErrorCode.LOG_TOO_FEW_PLAYERS)
    seen: dict[Card, int] = {}
    leader = _first_leader(log)
    winners: list[str] = []
    for number, trick in enumerate(log.tricks, start=1):
        names = [p for p, _ in trick]
        for name in names:
            if name not in log.players:
                raise UsageError(ErrorCode.LOG_NOT_A_PLAYER, trick=number, player=name, players=list(log.players))
        if sorted(names) != sorted(log.players):
            missing = [p for p in log.players if names.count(p) != 1]
            raise UsageError(ErrorCode.LOG_PLAYS_ONCE, trick=number, player=missing[0])
        if names[0] != leader:
            raise UsageError(ErrorCode.LOG_WRONG_LEADER, trick=number, led=names[0], leader=leader)
        for player, c in trick:
            if c in seen:
                raise UsageError(ErrorCode.LOG_CARD_TWICE, card=str(c), first=seen[c], again=number)
            if c == log.up and log.dealer is not None and player != log.dealer:
                raise UsageError(ErrorCode.LOG_TURNED_CARD, trick=number, card=str(c), dealer=log.dealer)
            seen[c] = number
        leader = names[best_index([c for _, c in trick], log.trump)]
        winners.append(leader)
    if len(log.tricks) != rules.cards:
        raise UsageError(ErrorCode.LOG_TRICK_COUNT, tricks=len(log.tricks), cards=rules.cards)
    return tuple(winners)


def audit(log: TrickLog, rules: HouseRules) -> Audit:
    """Judge every card of the hand and work out who won the pot."""
    winners = check_log(log, rules)
    plays: list[Play] = []
    won = dict.fromkeys(log.players, 0)
    seen: set[Card] = set()
    for k, trick in enumerate(log.tricks):
        for position, (player, played) in enumerate(trick):
            hand = tuple(c for t in log.tricks[k:] for p, c in t if p == player)
            situation = Situation(
                hand=hand,
                trump=log.trump,
                trick=tuple(c for _, c in trick[:position]),
                won=won[player],
                seen=frozenset(seen),
                last=position == len(trick) - 1,
            )
            v = judge(situation, played, rules)
            plays.append(Play(k + 1, player, played, v.legal, v.reason, v.legal_cards, v.cinch))
        seen.update(c for _, c in trick)
        won[winners[k]] += 1
    renegers = tuple(dict.fromkeys(p.player for p in plays if not p.legal))
    table = Table(log.players)
    first = log.dealer if log.dealer in log.players else log.players[-1]
    typed = HandInput(results=tuple(won.items()), reneged=renegers)
    paid = hand_payout(table, TableState(first_dealer=first), typed, rules)
    return Audit(log, tuple(plays), winners, won, paid.outcome, paid.winners, typed, paid, rules)


def hand_input(result: Audit, dealt_in: tuple[str, ...], extra_reneges: tuple[str, ...] = ()) -> HandInput:
    """The hand to record from an audit: the log's players with their tricks, every other
    dealt-in player passed, and each reneger marked (names resolved against ``dealt_in``)."""
    from booray_ledger.rules.hand_input import PASS
    from booray_ledger.rules.names import resolve

    def seated(name: str) -> str:
        return resolve(name, dealt_in, what=NameKind.DEALT_IN)

    tricks = {seated(p): n for p, n in result.tricks_won.items()}
    reneged = tuple(dict.fromkeys([*(seated(p) for p in result.renegers), *extra_reneges]))
    return HandInput(
        results=tuple((p, tricks.get(p, PASS)) for p in dealt_in),
        reneged=reneged,
        up=str(result.log.up) if result.log.up else None,
        dealer=seated(result.log.dealer) if result.log.dealer else None,
    )
