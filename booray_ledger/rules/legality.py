"""The referee: which cards a player may play, and why a card is a renege.

Legal cards, given the player's hand, the trick so far and trump (rulebook topic ``play``):

- leading: any card;
- holding the led suit: follow suit; if the trick is not yet trumped (or trump was led) and the
  player can beat the best card so far, they must (``must_head_trick``);
- void in the led suit, holding trump: trump; if a trump is already in the trick and they can
  beat it, they must (``must_overtrump``);
- void in both: any card.

The cinch (``cinch``; rulebook topic ``cinch``): a player is sure of 3 tricks when tricks already
won plus trumps in hand that no unplayed card can beat reach 3. Such a player must lead their
highest trump; when not last in a trick, must play their highest trump whenever the rules above
allow a trump; and last to play, must win the trick if they can. A trump of equivalent rank (no
unplayed trump between them, e.g. the K from A-K) counts as the highest.

A card outside the legal set is a renege, with the first obligation it breaks as the reason.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.rules.cards import Card, full_deck
from booray_ledger.rules.house import HouseRules

CINCH_TRICKS = 3


class Renege(Enum):
    """Why a card is not legal: the first obligation it breaks (worded in ``text.referee``)."""

    FOLLOW = "follow"  # failed to follow suit
    TRUMP = "trump"  # failed to trump
    HEAD = "head"  # failed to head the trick
    OVERTRUMP = "overtrump"  # failed to overtrump
    CINCH = "cinch"  # played off a cinch


@dataclass(frozen=True)
class Situation:
    """Everything the referee needs about one play.

    ``trick``: cards already played to this trick, in order. ``won``: tricks this player has
    already won. ``seen``: cards played in completed tricks. ``last``: the player is last to
    play to this trick.
    """

    hand: tuple[Card, ...]
    trump: str
    trick: tuple[Card, ...] = ()
    won: int = 0
    seen: frozenset[Card] = field(default=frozenset())
    last: bool = False

    def __post_init__(self) -> None:
        overlap = (set(self.hand) & set(self.trick)) | (set(self.hand) & self.seen) | (set(self.trick) & self.seen)
        if overlap:
            card = sorted(overlap)[0]
            raise UsageError(ErrorCode.CARD_IN_TWO_PLACES, card=str(card))


@dataclass(frozen=True)
class Verdict:
    """The referee's answer for one card."""

    card: Card
    legal: bool
    reason: Renege | None
    legal_cards: tuple[Card, ...]
    cinch: bool


def best_index(trick: Iterable[Card], trump: str) -> int:
    """Index of the card winning ``trick`` so far: the highest trump, else the highest card of
    the led suit."""
    cards = list(trick)
    if not cards:
        raise ValueError("empty_trick")  # a caller's mistake: every trick has a card
    led = cards[0].suit
    best = 0
    for i, c in enumerate(cards[1:], start=1):
        if beats(c, cards[best], led, trump):
            best = i
    return best


def beats(card: Card, best: Card, led: str, trump: str) -> bool:
    """Whether ``card`` beats ``best`` in a trick whose led suit is ``led``."""
    if card.suit == best.suit:
        return card.rank > best.rank
    if card.suit == trump:
        return True
    return False if best.suit == trump else card.suit == led and best.suit != led


def _wins(card: Card, trick: tuple[Card, ...], trump: str) -> bool:
    return not trick or beats(card, trick[best_index(trick, trump)], trick[0].suit, trump)


def unplayed(s: Situation) -> frozenset[Card]:
    """Cards neither in this hand nor played (in the trick or in completed tricks)."""
    return full_deck() - set(s.hand) - set(s.trick) - s.seen


def sure_trumps(s: Situation) -> tuple[Card, ...]:
    """Trumps in hand that no unplayed card can beat."""
    higher_out = {c.rank for c in unplayed(s) if c.suit == s.trump}
    return tuple(c for c in s.hand if c.suit == s.trump and not any(r > c.rank for r in higher_out))


def has_cinch(s: Situation) -> bool:
    """Tricks already won plus sure trumps reach 3."""
    return s.won + len(sure_trumps(s)) >= CINCH_TRICKS


def top_trumps(s: Situation) -> tuple[Card, ...]:
    """The highest trump in hand and every trump of equivalent rank (no unplayed trump between)."""
    trumps = sorted((c for c in s.hand if c.suit == s.trump), key=lambda c: -c.rank)
    if not trumps:
        return ()
    out = {c.rank for c in unplayed(s) if c.suit == s.trump}
    top = [trumps[0]]
    for c in trumps[1:]:
        if any(c.rank < r < top[0].rank for r in out):
            break
        top.append(c)
    return tuple(top)


def _base(s: Situation, rules: HouseRules) -> tuple[tuple[Card, ...], list[tuple[Renege, tuple[Card, ...]]]]:
    """Legal cards before the cinch, and the obligations narrowing them, in order."""
    hand = s.hand
    steps: list[tuple[Renege, tuple[Card, ...]]] = []
    if not s.trick:
        return hand, steps
    led = s.trick[0].suit
    best = s.trick[best_index(s.trick, s.trump)]
    follow = tuple(c for c in hand if c.suit == led)
    trumps = tuple(c for c in hand if c.suit == s.trump)
    if follow:
        steps.append((Renege.FOLLOW, follow))
        trumped = best.suit == s.trump and led != s.trump
        heads = tuple(c for c in follow if beats(c, best, led, s.trump))
        if rules.must_head_trick and not trumped and heads:
            steps.append((Renege.HEAD, heads))
    elif trumps:
        steps.append((Renege.TRUMP, trumps))
        over = tuple(c for c in trumps if beats(c, best, led, s.trump))
        if rules.must_overtrump and best.suit == s.trump and over:
            steps.append((Renege.OVERTRUMP, over))
    return (steps[-1][1] if steps else hand), steps


def _cinch_narrowing(s: Situation, base: tuple[Card, ...]) -> tuple[Card, ...] | None:
    """The cards a player holding a cinch may play among ``base``; None when the cinch adds nothing."""
    if not s.trick or not s.last:
        if not s.trick or any(c.suit == s.trump for c in base):
            top = [c for c in top_trumps(s) if c in base]
            return tuple(top) if top else None
        return None
    winners = tuple(c for c in base if _wins(c, s.trick, s.trump))
    return winners or None


def legal_cards(s: Situation, rules: HouseRules) -> tuple[Card, ...]:
    """Every card the player may play, in hand order."""
    base, _ = _base(s, rules)
    if rules.cinch and has_cinch(s):
        narrowed = _cinch_narrowing(s, base)
        if narrowed:
            return narrowed
    return base


def judge(s: Situation, card: Card, rules: HouseRules) -> Verdict:
    """Whether ``card`` is legal and, if not, the first obligation it breaks."""
    if card not in s.hand:
        raise UsageError(ErrorCode.CARD_NOT_HELD, card=str(card), hand=[str(c) for c in s.hand])
    legal = legal_cards(s, rules)
    cinch = rules.cinch and has_cinch(s)
    if card in legal:
        return Verdict(card, True, None, legal, cinch)
    _, steps = _base(s, rules)
    reason = next((why for why, allowed in steps if card not in allowed), Renege.CINCH)
    return Verdict(card, False, reason, legal, cinch)
