"""`booray play` with no night open: the questions that start one.

Each question shows its default in brackets and Enter accepts it: the night's name, its players
(clockwise, separated by spaces, commas or both), the house-rule preset (or a .toml file), the
ante, the pot limit and the chip value. A bad answer is refused in one line and the same
question is asked again; a night that cannot start (its name is taken, say) is refused and the
questions start over. Ctrl-D or Ctrl-C leaves.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import TYPE_CHECKING, Any, TypeVar

from booray_ledger.errors import BoorayError

if TYPE_CHECKING:
    from prompt_toolkit import PromptSession

    from booray_ledger.prompt.commands import LiveTable
    from booray_ledger.results import NightStarted

T = TypeVar("T")

DEFAULT_PRESET = "classic"
DEFAULT_CHIP_VALUE = "1"
DEFAULT_CURRENCY = "USD"


def ask_for_night(table: LiveTable, session: PromptSession[str], **prompt_options: Any) -> bool:
    """No night open: ask for one and start it. False if the scorekeeper leaves (Ctrl-D, Ctrl-C)."""
    from booray_ledger.text import guards, nights, render

    render.lines(guards.no_night_open())
    while True:
        try:
            started = _start_one(table, session, prompt_options)
        except (EOFError, KeyboardInterrupt):
            return False
        if started is not None:
            render.lines(*nights.night_started(started), guards.live_hint(started["players"]))
            return True


def _start_one(table: LiveTable, session: PromptSession[str], options: dict[str, Any]) -> NightStarted | None:
    """Ask every question, then start the night (None, after its one-line refusal, if it cannot)."""
    from booray_ledger.api.book import parse_chip_value, seat_names
    from booray_ledger.api.reference import house_rules
    from booray_ledger.text import guards
    from booray_ledger.text.words import money

    def ask(question: str, parse: Callable[[str], T]) -> T:
        return _answer(session, question, parse, options)

    name = ask(guards.night_name_question(), _required)
    players = ask(guards.players_question(), seat_names)
    rules = ask(guards.preset_question(DEFAULT_PRESET), lambda t: house_rules(t or DEFAULT_PRESET))
    rules = ask(guards.ante_question(rules.ante), lambda t: rules.replace(ante=t) if t else rules)
    rules = ask(guards.limit_question(rules.pot_limit), lambda t: rules.replace(pot_limit=t) if t else rules)
    worth = money(DEFAULT_CHIP_VALUE, DEFAULT_CURRENCY)
    value: Decimal = ask(guards.chip_value_question(worth), lambda t: parse_chip_value(t or DEFAULT_CHIP_VALUE))
    try:
        return table.ledger.start_night(name, players, rules, chip_value=value, currency=DEFAULT_CURRENCY)
    except BoorayError as exc:
        _refused(exc)
        return None


def _required(text: str) -> str:
    from booray_ledger.errors import UsageError
    from booray_ledger.text import guards

    if not text:
        raise UsageError(guards.night_name_needed())
    return text


def _answer(session: PromptSession[str], question: str, parse: Callable[[str], T], options: dict[str, Any]) -> T:
    """The answer to ``question``, parsed; asked again after a one-line refusal until it parses."""
    while True:
        text = session.prompt(question, **options).strip()
        try:
            return parse(text)
        except BoorayError as exc:
            _refused(exc)


def _refused(exc: BoorayError) -> None:
    from booray_ledger.text import render
    from booray_ledger.text.errors import explain

    render.lines(f"booray: {explain(exc)}")
