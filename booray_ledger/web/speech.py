"""The board's language: the templates speak it, and every name on the page stays in its own
direction.

The page speaks the night's own language (``night start --lang``, ``night set --lang``), else
the language the board was started in (``booray --lang ps board``, ``BOORAY_LANG``, the
locale), else English. The templates get gettext through Jinja's i18n extension (new style:
``_("Hand %(number)s", number=...)`` and ``{% trans %}`` blocks, autoescaped) over the wording
package's catalogs (:mod:`booray_ledger.text.i18n`), so a message on the page is looked up in
the same catalog as the terminal's. The script's words come from here too (:func:`script_words`,
put in the page as JSON): the script never holds an English word of its own.

Sindhi and Pashto pages are ``dir="rtl"``; every name is in ``<bdi>`` (:func:`name`), and the
isolates that the wording package puts around a name inside a sentence (FSI ... PDI) become
``<bdi>`` on the page (:func:`isolated`), so a right-to-left name never reorders the line
around it, nor a left-to-right one a right-to-left line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from jinja2 import Environment, PackageLoader
from markupsafe import Markup, escape
from starlette.types import ASGIApp, Receive, Scope, Send

from booray_ledger.text import i18n, words

ISOLATED = re.compile(f"{i18n.FSI}([^{i18n.FSI}{i18n.PDI}]*){i18n.PDI}")


def environment() -> Environment:
    """The templates, autoescaped, with gettext in the language speaking when they render and
    the filters that write numbers, signed chips, names and worded sentences for the page."""
    env = Environment(
        loader=PackageLoader("booray_ledger.web", "templates"), autoescape=True, extensions=["jinja2.ext.i18n"]
    )
    env.install_gettext_callables(  # type: ignore[attr-defined]  # added by the i18n extension
        gettext=i18n._, ngettext=i18n.ngettext, pgettext=i18n.pgettext, npgettext=i18n.npgettext, newstyle=True
    )
    env.filters.update(
        money=words.money, chip_value=words.chip_value, number=number, signed=signed, name=name, isolated=isolated
    )
    env.globals.update(page_language=page_language)
    return env


def number(n: int) -> str:
    """A whole number in the locale's form (``۱۲`` in Pashto)."""
    return i18n.number(n)


def signed(chips: int) -> str:
    """``+3``, ``−2`` (a real minus sign, readable across a room) or ``0``, in the locale's
    digits."""
    if chips > 0:
        return f"+{i18n.number(chips)}"
    if chips < 0:
        return f"{words.MINUS}{i18n.number(-chips)}"
    return i18n.number(0)


def name(text: str) -> Markup:
    """A name (user data) in ``<bdi>``: its own direction, whatever the line around it."""
    return Markup("<bdi>{}</bdi>").format(text.removeprefix(i18n.FSI).removesuffix(i18n.PDI))


def isolated(sentence: str, names: Iterable[str] = ()) -> Markup:
    """A sentence from the wording package, escaped, each name it isolated (FSI ... PDI) in
    ``<bdi>`` instead; of ``names`` (the night's players), each one found in it and not isolated
    yet is put in ``<bdi>`` too where its direction could reorder the line (it holds a
    right-to-left letter, or the page is right to left). A sentence with nothing to isolate is
    only escaped, byte for byte."""
    shown = str(escape(sentence))
    while True:
        changed = ISOLATED.sub(r"<bdi>\1</bdi>", shown)
        if changed == shown:
            break
        shown = changed
    found = [str(escape(n)) for n in names if n and (i18n.right_to_left() or i18n.isolate(n) != n)]
    if not found:
        return Markup(shown)
    named = "|".join(re.escape(n) for n in sorted(found, key=len, reverse=True))
    pattern = re.compile(rf"<bdi>.*?</bdi>|(?<!\w)({named})(?!\w)")
    return Markup(pattern.sub(lambda m: m.group(0) if m.group(1) is None else f"<bdi>{m.group(1)}</bdi>", shown))


def page_language() -> dict[str, str]:
    """The ``lang`` and ``dir`` of the page in the language speaking now."""
    return {"lang": i18n.language(), "dir": "rtl" if i18n.right_to_left() else "ltr"}


def board_language(night_language: str | None, started_in: str) -> str:
    """The language the board speaks: the night's own, else the one it was started in."""
    return night_language or started_in


def script_words() -> dict[str, str]:
    """What ``board.js`` says, in the language speaking: the live line's three states, and the
    locale's ten digits, for the time of an update (``21:05:09``, written by the script)."""
    return {
        "digits": i18n.digits("0123456789"),
        "live": i18n.pgettext("board connection", "live"),
        # Translators: the board's status line after an update; {time} is the time it came
        # (21:05:09).
        "updated": i18n._("live · updated {time}"),
        "reconnecting": i18n._("reconnecting…"),
    }


def tap_words(players: int, cards: int) -> dict[str, Any]:
    """What ``taps.js`` says under the tap form, every form it can take ready-made (the script
    only picks one): how many players are still to tap (1 to ``players``), how many tricks were
    tapped against the cards dealt (0 to ``players * cards``), and that the hand is ready."""
    still = {
        str(n): i18n.say_plural("· {n} still to tap", "· {n} still to tap", n) for n in range(1, max(players, 1) + 1)
    }
    tricks = {
        str(t): i18n.say_plural("· {tricks} of {n} trick", "· {tricks} of {n} tricks", cards, tricks=t)
        for t in range(players * cards + 1)
    }
    return {"still": still, "tricks": tricks, "ready": i18n._("· ready")}


def keyed(table: Mapping[str, str]) -> dict[str, str]:
    """A table of messages kept marked (``N_``), each translated in the language speaking."""
    return {key: i18n._(message) for key, message in table.items()}


class Speaking:
    """Every request answered in the board's language (``language()``: the language of the board
    last shown): its pages, and the sentences its handler words (a refusal, what was recorded)."""

    def __init__(self, app: ASGIApp, language: Callable[[], str]) -> None:
        self.app = app
        self.language = language

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        with i18n.speaking(self.language()):
            await self.app(scope, receive, send)
