"""Playing cards as people write them: ``AS``, ``10h``, ``Th``, ``qd``, ``K♠``, ``7♥``.

One 52-card deck, ace high. Suits are S, H, D, C (spades, hearts, diamonds, clubs); the suit
symbols ♠ ♥ ♦ ♣ (and their outline forms) are accepted too. Ranks 2-10, J, Q, K, A; ``T`` is 10.
"""

from __future__ import annotations

from dataclasses import dataclass

from booray_ledger.errors import ErrorCode, UsageError

SUITS = "SHDC"
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_SUIT_ALIASES = {
    "S": "S", "H": "H", "D": "D", "C": "C",
    "♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C",
}  # fmt: skip
_RANK_ALIASES = {str(n): n for n in range(2, 11)} | {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
RANK_TEXT = {n: str(n) for n in range(2, 11)} | {11: "J", 12: "Q", 13: "K", 14: "A"}


@dataclass(frozen=True, order=True)
class Card:
    """A card: rank 2..14 (14 is the ace) and suit letter."""

    rank: int
    suit: str

    def __str__(self) -> str:
        return f"{RANK_TEXT[self.rank]}{self.suit}"

    @property
    def is_ace(self) -> bool:
        return self.rank == 14


def card(token: str) -> Card:
    """Parse one card; a clear error naming the token for anything that is not a card."""
    text = token.strip().upper()
    if len(text) >= 2 and text[-1] in _SUIT_ALIASES and text[:-1] in _RANK_ALIASES:
        return Card(_RANK_ALIASES[text[:-1]], _SUIT_ALIASES[text[-1]])
    raise UsageError(ErrorCode.NOT_A_CARD, token=token.strip())


def cards(text: str) -> tuple[Card, ...]:
    """Parse cards separated by spaces or commas (``"AS KH 10D"``); no card may repeat."""
    parsed = tuple(card(tok) for tok in text.replace(",", " ").split())
    seen: set[Card] = set()
    for c in parsed:
        if c in seen:
            raise UsageError(ErrorCode.CARD_TWICE, card=str(c), cards=text.strip())
        seen.add(c)
    return parsed


def suit(token: str) -> str:
    """Parse a suit letter or symbol (``S``, ``h``, ``♦``) or name (``spades``)."""
    text = token.strip().upper()
    if text in _SUIT_ALIASES:
        return _SUIT_ALIASES[text]
    for letter, name in SUIT_NAMES.items():
        if text.lower() in (name, name.rstrip("s")):
            return letter
    raise UsageError(ErrorCode.NOT_A_SUIT, token=token.strip())


def full_deck() -> frozenset[Card]:
    """All 52 cards."""
    return frozenset(Card(rank, s) for s in SUITS for rank in range(2, 15))
