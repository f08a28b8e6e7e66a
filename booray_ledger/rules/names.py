"""Player names: how they compare, how they are cleaned before they are stored, and finding the
player a typed name (or the start of one) means.

Names match case-insensitively and however their letters were composed (:func:`name_key`); a name
that matches nobody raises :class:`~booray_ledger.errors.UnknownName` carrying the names it could
be (the front end words the suggestion). The words a hand line reads as a pass or a lone play
(:data:`PASS_WORDS`, :data:`PLAY_WORDS`) are never a player's name.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from booray_ledger.errors import ErrorCode, Fix, NameKind, UnknownName, UsageError

PASS_WORDS = {"pass", "p", "-", "passed", "out"}
PLAY_WORDS = {"play", "played", "all", "alone"}
"""The words a hand line reads as a pass, and as a lone player's play: never a player's name."""


def name_key(name: str) -> str:
    """How names compare: case-insensitively, with surrounding spaces ignored, and the same
    letters the same however they were composed (``José`` typed as one character or as ``e`` and
    a combining accent: Unicode NFC)."""
    import unicodedata

    return unicodedata.normalize("NFC", " ".join(name.split())).casefold()


def storable(text: str) -> bool:
    """Whether ``text`` can be stored at all, so be some stored name: stored text is UTF-8, which
    an unpaired surrogate (how Python reads a byte the terminal sent that is not UTF-8) never is."""
    return not any("\ud800" <= ch <= "\udfff" for ch in text)


MAX_NAME = 40
"""The longest player name, in characters."""
MAX_NIGHT_NAME = 80
"""The longest night name, in characters."""
_NAME_PUNCTUATION = "=,:;#()[]{}<>"


class NameField(StrEnum):
    """Which name a person typed, for an error about it."""

    PLAYER = "player"
    NIGHT = "night"
    CURRENCY = "currency"


JOINERS = "\u200c\u200d"
"""The zero-width non-joiner and joiner: invisible, but part of how Persian-script and Malayalam
names are spelled (they choose a letter's joined or separate form), so a name may hold them
between two of its letters."""


def _unprintable(text: str, i: int) -> bool:
    """Whether ``text[i]`` cannot be shown: a control or format character, a surrogate, a private
    or unassigned code point, a line or paragraph separator; a joiner only outside a word (first,
    last, or beside a space or another joiner), where it would join nothing and hide in the name."""
    import unicodedata

    ch = text[i]
    if ch in JOINERS:
        before, after = text[i - 1 : i], text[i + 1 : i + 2]
        return not before or not after or any(c.isspace() or c in JOINERS for c in before + after)
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def _printable(text: str, what: NameField, longest: int) -> None:
    """Refuse what cannot be shown on one line of a terminal: control characters (ESC, newlines,
    tabs, bidi overrides), unpaired surrogates, a joiner outside a word (:data:`JOINERS`), and
    text longer than ``longest`` characters."""
    if any(_unprintable(text, i) for i in range(len(text))):
        raise UsageError(ErrorCode.NAME_UNPRINTABLE, what=what, text=text)
    if len(text) > longest:
        raise UsageError(ErrorCode.NAME_TOO_LONG, what=what, start=text[:20], length=len(text), longest=longest)


def clean_night_name(name: str) -> str:
    """A night's name as it will be stored: spaces collapsed, printable, at most 80 characters."""
    import unicodedata

    _printable(name, NameField.NIGHT, MAX_NIGHT_NAME * 4)
    title = unicodedata.normalize("NFC", " ".join(name.split()))
    if not title:
        raise UsageError(ErrorCode.NIGHT_NAME_EMPTY, fix=Fix.NAME_THE_NIGHT)
    _printable(title, NameField.NIGHT, MAX_NIGHT_NAME)
    return title


def clean_currency(symbol: str) -> str:
    """A currency symbol or code (``$``, ``EUR``): printable, at most 8 characters."""
    text = symbol.strip()
    _printable(text, NameField.CURRENCY, 8)
    return text


BANK_NAME = "bank"
"""The settle-up's party for what belongs to no player (the pot, cash-outs): no player may be
called that, in any case, or the settle-up could not tell them apart."""


def clean_name(name: str) -> str:
    """A name as it will be stored; a clear error for an empty or odd one: no control
    characters, at most :data:`MAX_NAME` characters, none of ``= , : ; #`` or brackets, not
    :data:`BANK_NAME`."""
    import unicodedata

    _printable(name, NameField.PLAYER, MAX_NAME * 4)
    text = unicodedata.normalize("NFC", " ".join(name.split()))
    if not text:
        raise UsageError(ErrorCode.PLAYER_NAME_EMPTY)
    _printable(text, NameField.PLAYER, MAX_NAME)
    if any(ch in text for ch in _NAME_PUNCTUATION):
        raise UsageError(ErrorCode.NAME_PUNCTUATION, name=text)
    if text.startswith("-"):
        raise UsageError(ErrorCode.NAME_DASH, name=text)
    if text.lower() in PASS_WORDS | PLAY_WORDS:
        raise UsageError(ErrorCode.NAME_HAND_WORD, name=text)
    if name_key(text) == BANK_NAME:
        raise UsageError(ErrorCode.NAME_BANK, name=text)
    return text


def resolve(name: str, candidates: Iterable[str], what: NameKind = NameKind.SEATED) -> str:
    """The candidate that ``name`` means (case-insensitive), or :class:`UnknownName` carrying the
    candidates and the kind of name meant (the front end words what was probably meant)."""
    pool = list(candidates)
    by_key = {name_key(c): c for c in pool}
    key = name_key(name)
    if key in by_key:
        return by_key[key]
    raise UnknownName(word=name, known=pool, what=what)


def split_players(text: str) -> list[str]:
    """Players as typed on one line, separated by spaces, commas or both: ``Ann, Bob Cat`` is
    Ann, Bob and Cat (a name with a space in it is given with ``--players`` instead)."""
    return [word for word in text.replace(",", " ").split() if word]


def seat_list(players: Iterable[str]) -> list[str]:
    """The players of a new night, cleaned: at least two, nobody twice (case-insensitively)."""
    cleaned = [clean_name(p) for p in players]
    keys = [name_key(p) for p in cleaned]
    for key, original in zip(keys, cleaned, strict=True):
        if keys.count(key) > 1:
            raise UsageError(ErrorCode.SEATED_TWICE, player=original)
    if len(cleaned) < 2:
        raise UsageError(ErrorCode.TOO_FEW_PLAYERS, fix=Fix.TWO_PLAYERS)
    return cleaned


def match_prefix(text: str, names: Iterable[str], what: NameKind = NameKind.SEATED) -> str:
    """The one name that ``text`` starts (case-insensitive): the whole name wins over a longer
    one it begins (``Al`` with ``Al`` and ``Alice``), two candidates is an error asking for more
    letters, none is an error suggesting the closest name."""
    pool = list(names)
    key = name_key(text)
    if not key:
        raise UsageError(ErrorCode.EMPTY_PREFIX)
    exact = [n for n in pool if name_key(n) == key]
    if exact:
        return exact[0]
    starts = [n for n in pool if name_key(n).startswith(key)]
    if len(starts) == 1:
        return starts[0]
    if starts:
        raise UsageError(ErrorCode.AMBIGUOUS_NAME, word=text, names=starts)
    return resolve(text, pool, what=what)
