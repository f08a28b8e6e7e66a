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

from booray_ledger.text.i18n import N_, Words, _, isolate, lazy_plural, ngettext, number, pgettext, say

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
    # Translators: what one chip is worth; {amount} is money, like $0.25.
    return say("1 chip = {amount}", amount=Words(money(value, currency)))


RULE_VALUES: dict[str, str] = {
    "match_pot": N_("match pot"),
    "carry": N_("carry"),
    "split": N_("split"),
    "vote": N_("vote"),
    "next_best": N_("next best"),
    "table": N_("table"),
    "must_cover": N_("must cover"),
    "all_in": N_("all in"),
}
"""A house rule's values that are words (the values of the rules' enums, by their codes)."""


def rule_value(value: object) -> str:
    """A house rule's value in words: ``none``, ``yes``/``no``, ``match pot``, ``25``."""
    if value is None:
        return pgettext("house rule value", "none")
    if isinstance(value, bool):
        return pgettext("house rule value", "yes") if value else pgettext("house rule value", "no")
    if isinstance(value, int):
        return number(value)
    text = str(value)
    return _(RULE_VALUES[text]) if text in RULE_VALUES else text.replace("_", " ")


RULE_NAMES: dict[str, str] = {
    "ante": N_("ante"),
    "pot_limit": N_("pot limit"),
    "limit_caps_win": N_("limit caps win"),
    "cards": N_("cards"),
    "double_ante": N_("double ante"),
    "tie_exempts": N_("tie exempts"),
    "bourre_exempts": N_("bourre exempts"),
    "bourre_penalty": N_("bourre penalty"),
    "renege_exempts": N_("renege exempts"),
    "renege_leader": N_("renege leader"),
    "tie": N_("tie"),
    "all_pass": N_("all pass"),
    "ace_forces_dealer": N_("ace forces dealer"),
    "must_head_trick": N_("must head trick"),
    "must_overtrump": N_("must overtrump"),
    "cinch": N_("cinch"),
    "stakes": N_("stakes"),
    "buy_in": N_("buy in"),
    "max_buy_in": N_("max buy in"),
    "cover": N_("cover"),
}
"""Each house rule's key (:class:`~booray_ledger.rules.house.HouseRules`' fields) in words."""


def rule_name(key: str) -> str:
    """A house rule's key in words: ``pot_limit`` is ``pot limit`` (a key this version does not
    know is shown with spaces for its underscores)."""
    return _(RULE_NAMES[key]) if key in RULE_NAMES else key.replace("_", " ")


def signed(chips: int, minus: str = "-") -> str:
    """``+3``, ``-2`` (or ``−2`` with ``minus=MINUS``) or ``0``, in the locale's digits."""
    if chips > 0:
        return f"+{number(chips)}"
    if chips < 0:
        return f"{minus}{number(-chips)}"
    return number(0)


def trend(chips: int) -> str:
    """The code of a balance's direction, so that colour is never the only cue: ``up``, ``down``
    or ``even`` (the page's class names; :func:`trend_words` is it in words)."""
    return "up" if chips > 0 else "down" if chips < 0 else "even"


def trend_words(chips: int) -> str:
    """A balance's direction in words, beside it: up, down or even."""
    if chips > 0:
        return pgettext("balance", "up")
    return pgettext("balance", "down") if chips < 0 else pgettext("balance", "even")


COUNTS: dict[str, tuple[str, str]] = {
    "chip": lazy_plural("{n} chip", "{n} chips"),
    "hand": lazy_plural("{n} hand", "{n} hands"),
    "turn": lazy_plural("{n} turn", "{n} turns"),
    "payment": lazy_plural("{n} payment", "{n} payments"),
    "check": lazy_plural("{n} check", "{n} checks"),
}
"""The things counted in sentences, each a plural message (``{n}`` the number)."""


def count(n: int, noun: str) -> str:
    """``1 chip``, ``12 chips``, ``1 hand``, ``2 turns``: ``noun`` is one of :data:`COUNTS`, its
    plural form the language's for ``n`` and ``n`` in the locale's digits."""
    singular, plural = COUNTS[noun]
    return ngettext(singular, plural, abs(n)).format(n=number(n))


def chips(n: int) -> str:
    """``1 chip``, ``12 chips``."""
    return count(n, "chip")


def hands(n: int) -> str:
    """``1 hand``, ``12 hands``."""
    return count(n, "hand")


def listing(names: Iterable[str], empty: str | None = None) -> str:
    """``Ann, Bob, Cat`` as the locale lists units (Babel's ``unit-short`` list, no conjunction
    in English), each name isolated; ``empty`` (default ``nobody``) when there are none."""
    shown = [isolate(name) for name in names]
    if not shown:
        return _("nobody") if empty is None else empty
    return joined(shown, "unit-short")


def joined(items: list[str], style: str = "unit-short") -> str:
    """``items`` (already words) joined as a list of the locale's, Babel's list ``style``
    (``unit-short``: ``A, B, C`` in English; ``or``: ``A or B``)."""
    from booray_ledger.text.i18n import SOURCE, babel_locale

    if len(items) < 2:
        return "".join(items)
    speaking = babel_locale()
    if speaking == SOURCE and (style, len(items)) in _ENGLISH:  # as Babel writes it: start-up stays fast
        return _ENGLISH[style, len(items)].join(items)
    from babel.lists import format_list

    try:
        return format_list(items, style=style, locale=speaking)  # type: ignore[arg-type]
    except KeyError:  # CLDR gives some locales only part of a style (Sindhi's unit-short: no start)
        return format_list(items, style="standard", locale=speaking)


_ENGLISH = {("unit-short", n): ", " for n in range(2, 100)} | {("or", 2): " or "}
"""English's lists as CLDR has them (a test holds this to Babel), so English imports no Babel."""


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
