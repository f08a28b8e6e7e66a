"""The players' language: which one speaks, its message catalog, and its numbers.

Every sentence a person reads is an English message marked for translation (``_("...")``,
``ngettext(...)``, ``pgettext(...)``, or ``N_("...")`` where the message is kept in a table and
translated when it is shown) and looked up in the chosen language's gettext catalog:
``booray_ledger/locale/<code>/LC_MESSAGES/booray.mo``, compiled by Babel from the ``.po`` beside
it (``scripts/catalogs.py``; ``docs/languages.md`` says how the catalogs are kept). English is the
source language: its messages are the catalog's ids, so English needs no catalog at all.

The language is a context variable: one process (a command) speaks one language, the board
speaks each viewer's in their own request. Catalogs are read on first use, once, and only the
chosen one: a command in English opens no catalog file, and one in Pashto opens one.

Numbers are written in the locale's form (:func:`number`): its digits (CLDR's default numbering
system: Sindhi's Arabic-Indic, Pashto's extended Arabic-Indic), its group separator and its minus
sign, as Babel formats them. Chips are always whole numbers; this only writes them.
"""

from __future__ import annotations

import functools
import gettext
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from booray_ledger.languages import (
    LANGUAGES,
    RIGHT_TO_LEFT,
    SOURCE,
    chosen,
    code_of,
    from_environment,
    spoken,
    tried_catalogs,
)

__all__ = ["LANGUAGES", "RIGHT_TO_LEFT", "SOURCE", "chosen", "code_of", "from_environment", "spoken"]

DOMAIN = "booray"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
"""Where the catalogs live: ``<code>/LC_MESSAGES/booray.po`` and its compiled ``.mo``."""

_speaking: ContextVar[str] = ContextVar("booray_language", default=SOURCE)


def language() -> str:
    """The code of the language speaking now (``en`` unless one was chosen)."""
    return _speaking.get()


def use(code: str) -> None:
    """Speak ``code`` from now on in this context (a command chooses once, at its start)."""
    _speaking.set(code if code in LANGUAGES or code in spoken() else SOURCE)


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Speak ``code`` inside the block (a board request in its viewer's language, a recap in the
    night's), then the language spoken before."""
    token = _speaking.set(code if code in LANGUAGES or code in spoken() else SOURCE)
    try:
        yield
    finally:
        _speaking.reset(token)


def right_to_left(code: str | None = None) -> bool:
    """Whether ``code`` (default: the language speaking now) is written right to left."""
    return (code or language()) in RIGHT_TO_LEFT


@functools.cache
def catalog(code: str) -> gettext.NullTranslations:
    """The compiled catalog of ``code``, read once: from ``BOORAY_LOCALE_DIR`` when it has one
    (a translator trying their work), else the installed one; English (the source) and a language
    whose catalog file is missing give the messages as written."""
    if code == SOURCE:
        return gettext.NullTranslations()
    tried = tried_catalogs()
    for folder in (tried, LOCALE_DIR) if tried is not None else (LOCALE_DIR,):
        try:
            with (folder / code / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as compiled:
                return gettext.GNUTranslations(compiled)
        except OSError:
            continue
    return gettext.NullTranslations()


def _(message: str) -> str:
    """``message`` in the language speaking now."""
    return catalog(_speaking.get()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` that ``n`` takes in the language speaking now (its own
    plural rule: Malay has one form, the others two)."""
    return catalog(_speaking.get()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` as meant in ``context`` (the same English word for two things)."""
    return catalog(_speaking.get()).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` within ``context``."""
    return catalog(_speaking.get()).npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for the catalog without translating it yet: a message kept in a table
    and translated with :func:`_` when it is shown, in the language speaking then."""
    return message


def lazy_plural(singular: str, plural: str) -> tuple[str, str]:
    """Marks a plural message kept in a table (``ngettext`` of it when shown)."""
    return singular, plural


# Numbers in the locale's form ------------------------------------------------------------------

_DIGITS: dict[str, str] = {"arab": "٠١٢٣٤٥٦٧٨٩", "arabext": "۰۱۲۳۴۵۶۷۸۹"}
"""The digits of the numbering systems the languages use beside the Latin ones (CLDR)."""

_NUMBERING: dict[str, str] = {"sd": "arab", "ps": "arabext"}
"""The languages whose CLDR default numbering system is not the Latin digits (a test holds this
to Babel's ``Locale.default_numbering_system``)."""


def digits(text: str, code: str | None = None) -> str:
    """``text`` with its Latin digits in the digits of ``code`` (default: the language speaking):
    Babel formats with Latin digits; CLDR's default for Sindhi and Pashto is their own."""
    native = _DIGITS.get(_NUMBERING.get(code or language(), "latn"))
    return text.translate(str.maketrans("0123456789", native)) if native else text


LONGEST_GROUPED = 10**27
"""Past this a number is written ungrouped: Babel's decimal context (28 digits) cannot hold it,
and only a mistyped number (a hand number of thirty digits, refused) is ever that long."""


def number(n: int, code: str | None = None) -> str:
    """The whole number ``n`` in the locale's form, as Babel writes it: ``1,617`` in English,
    ``۱٬۶۱۷`` in Pashto, ``12,34,567`` in Malayalam. Below a thousand there is nothing to group,
    so Babel is only imported for a number that needs it (start-up stays fast)."""
    lang = babel_locale(code)
    if -1000 < n < 1000 or abs(n) >= LONGEST_GROUPED:
        return digits(str(n), lang)
    from babel.numbers import format_decimal

    return digits(format_decimal(n, locale=lang, numbering_system="default"), lang)


def babel_locale(code: str | None = None) -> str:
    """The Babel locale of ``code`` (default: the language speaking now): a language tried from
    ``BOORAY_LOCALE_DIR`` that Babel may not know writes numbers as English does."""
    lang = code or language()
    return lang if lang in LANGUAGES else SOURCE


# Names inside sentences --------------------------------------------------------------------------

FSI, PDI = "\u2068", "\u2069"
"""Unicode's first-strong isolate and its pop: what goes around a name so that its direction
never reorders the sentence around it."""


def _has_right_to_left(text: str) -> bool:
    import unicodedata

    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


def isolate(name: str) -> str:
    """``name`` (user data: a player, a night, a path) isolated from the sentence around it, where
    its direction could reorder that sentence: it holds a right-to-left letter, or the language
    speaking is written right to left. A left-to-right name in a left-to-right sentence needs
    nothing, so English output with Latin names is unchanged."""
    if not name or name.startswith(FSI):
        return name
    if right_to_left() or _has_right_to_left(name):
        return f"{FSI}{name}{PDI}"
    return name


def say(message: str, /, **facts: object) -> str:
    """``message`` (an English message marked with :func:`N_` or written where it is used) in the
    language speaking, its ``{placeholders}`` filled from ``facts``: a whole number in the locale's
    form (:func:`number`), a text (a name) isolated (:func:`isolate`); anything else as ``str``
    gives it (a phrase already worded, a money amount already formatted, wrap it in :class:`Words`
    to keep it as it is)."""
    return _(message).format_map({key: _worded(value) for key, value in facts.items()})


def say_plural(singular: str, plural: str, n: int, /, **facts: object) -> str:
    """:func:`say` of the form of ``singular``/``plural`` that ``n`` takes (``{n}`` is ``n``)."""
    return ngettext(singular, plural, n).format_map({"n": number(n), **{k: _worded(v) for k, v in facts.items()}})


class Words(str):
    """Text that is already words in the language speaking (a phrase, a money amount): :func:`say`
    puts it in as it is, never isolated as a name would be."""

    __slots__ = ()


def _worded(value: object) -> object:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return number(value)
    if isinstance(value, Words):
        return str(value)
    if isinstance(value, str):
        return isolate(value)
    return value
