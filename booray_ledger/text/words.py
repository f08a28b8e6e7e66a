"""The small words every sentence shares, as plain strings (no colour, no terminal): money, a
signed chip count, a count with its noun, a time stamp, a list of names.

Money is written by :func:`money` and nothing else: to the cent, with its currency, by the
locale's conventions (Babel): ``$17.00``, never ``(USD17)``; in a language other than English,
by that language's locale (``RM12.00`` in Malay, ``$ ۱۲٫۰۰`` in Pashto, its own digits). A time
is ``2026-12-04 21:05`` in English and Babel's short date and time in the others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from decimal import Decimal

CommandHint = Callable[[str], "str | None"]
"""How the front end showing a sentence names one of its own commands, given the command's
words (``rules ties``): ``booray rules ties`` at the terminal, ``rules ties`` inside ``booray
play``; ``None`` where it has no commands (the board), and the sentence then names none. Command
syntax is the front end's: the wording package never writes it itself."""


def no_command(words: str) -> None:
    """The hint of a front end without commands (the board): it names none."""
    return None


def hinted(hint: CommandHint, words: str, template: str = " ({})") -> str:
    """``template`` around the front end's form of the command ``words``, or nothing when it has
    no such command (nor any ``words``): ``hinted(terminal, "rules ties")`` is `` (booray rules ties)``."""
    named = hint(words) if words else None
    return template.format(named) if named else ""


MINUS = "\u2212"
"""A real minus sign, for a page read across a room (``−2``); the terminal writes ``-2``."""


def money(amount: str | Decimal, currency: str, *, signed: bool = False) -> str:
    """``amount`` in ``currency`` (an ISO code, or an old night's ``$``): ``3.1`` dollars is
    ``$3.10``, ``-1`` is ``-$1.00``; with ``signed`` a gain shows its ``+`` (``+$2.50``)."""
    from booray_ledger.money import format_money
    from booray_ledger.text.i18n import SOURCE, babel_locale, digits

    speaking = babel_locale()
    if speaking == SOURCE:  # English: the locale's conventions as the environment has them
        return format_money(amount, currency, signed=signed)
    return digits(format_money(amount, currency, signed=signed, locale=speaking))


def chip_value(value: str | Decimal, currency: str) -> str:
    """What one chip is worth: ``1 chip = $0.25``."""
    return f"1 chip = {money(value, currency)}"


def rule_value(value: object) -> str:
    """A house rule's value in words: ``none``, ``yes``/``no``, ``match pot``, ``25``."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).replace("_", " ")


def rule_name(key: str) -> str:
    """A house rule's key in words: ``pot_limit`` is ``pot limit``."""
    return key.replace("_", " ")


def signed(chips: int, minus: str = "-") -> str:
    """``+3``, ``-2`` (or ``−2`` with ``minus=MINUS``) or ``0``."""
    if chips > 0:
        return f"+{chips}"
    if chips < 0:
        return f"{minus}{-chips}"
    return "0"


def trend(chips: int) -> str:
    """The word beside a balance, so that colour is never the only cue: up, down or even."""
    return "up" if chips > 0 else "down" if chips < 0 else "even"


def count(number: int, noun: str, nouns: str | None = None) -> str:
    """``1 chip``, ``12 chips``, ``1 hand``, ``2 turns`` (``nouns``: an irregular plural)."""
    return f"{number} {noun if abs(number) == 1 else (nouns or noun + 's')}"


def chips(number: int) -> str:
    """``1 chip``, ``12 chips``."""
    return count(number, "chip")


def listing(names: Iterable[str], empty: str = "nobody") -> str:
    """``Ann, Bob, Cat`` (``empty`` when there are none)."""
    return ", ".join(names) or empty


def when(stamp: str | None) -> str:
    """An ISO time stamp as people write it: ``2026-12-04 21:05`` in English, Babel's short date
    and time of the language speaking in the others ('' for none)."""
    from booray_ledger.text.i18n import SOURCE, babel_locale, digits

    if not stamp:
        return ""
    speaking = babel_locale()
    if speaking == SOURCE:
        return stamp[:16].replace("T", " ")
    from datetime import datetime

    from babel.dates import format_datetime

    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:  # a stamp from a damaged file: shown as it is
        return stamp[:16].replace("T", " ")
    return digits(format_datetime(moment, "short", locale=speaking))
