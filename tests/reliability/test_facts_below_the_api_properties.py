"""Below the API, facts, over random nights: whatever the preset, the house rules and the course
of the night (hands forced or refused, seat changes, buy-ins, payments and voids, cash-outs,
hands voided, redone and edited, the night ended and settled, the file checked), no value the
library returns and no data field of an error it raises carries an English sentence or command
syntax (see :func:`tests.reliability.test_facts_below_the_api.sentence_like`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from booray_ledger import Ledger
from booray_ledger.api import reference
from booray_ledger.errors import BoorayError
from booray_ledger.results.referee import RulesSource
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.seating import Table
from tests.reliability.test_facts_below_the_api import sentence_like, strings
from tests.strategies import NAMES, any_house_rules, examples, hands

Step = tuple[str, Any]
Found = list[tuple[str, str, str]]

BETWEEN_HANDS = ("out", "in", "add", "remove", "buy", "pay", "void_payment", "cash_out", "void_hand", "redo",
                 "edit", "preview", "repeat", "reads")  # fmt: skip


@st.composite
def nights(draw: st.DrawFn) -> tuple[HouseRules, list[str], list[Step]]:
    """House rules, the seats and a course of hands with things done between them; the hands
    are valid for the table drawn for them (some forced past the rule checks, some not)."""
    rules = draw(any_house_rules())
    seats = NAMES[: draw(st.integers(2, 5))]
    steps: list[Step] = []
    out: set[str] = set()
    for _ in range(draw(st.integers(1, 7))):
        for _ in range(draw(st.integers(0, 2))):
            steps.append((draw(st.sampled_from(BETWEEN_HANDS)), draw(st.sampled_from(NAMES[:6]))))
        table = Table(tuple(seats), frozenset(out))
        if len(table.dealt_in) >= 2:
            steps.append(("hand", dataclasses.replace(draw(hands(table, rules)), force=draw(st.booleans()))))
    return rules, list(seats), steps


def call(found: list[tuple[str, Any]], name: str, action: Callable[[], Any]) -> Any:
    """Run one library call, keeping what it returned, or the data fields of its error."""
    try:
        value = action()
    except BoorayError as exc:  # the message may be a sentence; the data beside it may not
        found.append((f"{name} raised {type(exc).__name__}", vars(exc)))
        return None
    found.append((name, value))
    return value


def between_hands(ledger: Ledger, kind: str, name: str, found: list[tuple[str, Any]]) -> None:
    """One thing done between hands, by its kind, naming ``name``."""
    other = NAMES[(NAMES.index(name) + 1) % 3]
    actions: dict[str, Callable[[], Any]] = {
        "out": lambda: ledger.seat("out", name),
        "in": lambda: ledger.seat("in", name),
        "add": lambda: ledger.seat("add", name, after=other),
        "remove": lambda: ledger.seat("remove", name),
        "buy": lambda: ledger.buy(name, 10),
        "pay": lambda: ledger.record_payment(name, other, 2, force=True, note="cash"),
        "void_payment": lambda: ledger.void_payment(1),
        "cash_out": lambda: ledger.cash_out(name),
        "void_hand": lambda: ledger.void_last_hand(),
        "redo": lambda: ledger.redo_hand(1),
        "edit": lambda: ledger.edit_hand_line(1, f"{name[:2]} 5 ."),
        "preview": lambda: ledger.preview_line(f"{name[:2]} 3 ."),
        "repeat": lambda: ledger.repeat_check(f"{name[:2]} 3 ."),
        "reads": lambda: (ledger.table(), ledger.status_report(), ledger.last_hand(), ledger.pot_choices()),
    }
    call(found, kind, actions[kind])


def the_night_and_after(db: Path, rules: HouseRules, seats: list[str], steps: list[Step], pot: str) -> list[Any]:
    """Every value (and error data) the library gave over the night, its reports, its end,
    its settle-up, the next night and the check of the file."""
    found: list[tuple[str, Any]] = []
    with Ledger.open(db) as ledger:
        call(found, "start_night", lambda: ledger.start_night("Friday", seats, rules, chip_value="0.25"))
        for kind, value in steps:
            if kind == "hand":
                call(found, "record_hand", lambda value=value: ledger.record_hand(value))  # type: ignore[misc]
            else:
                between_hands(ledger, kind, value, found)
        for name, action in reports(ledger, seats[0]):
            call(found, name, action)
        call(found, "end_night", lambda: ledger.end_night(pot))
        call(found, "settle_up after the end", lambda: ledger.settle_up(night="Friday", explain=True))
        call(found, "recap after the end", lambda: ledger.recap("Friday"))
        call(found, "start_night again", lambda: ledger.start_night("Saturday", seats[:2], rules))
        call(found, "use_night", lambda: ledger.use_night("Friday"))
        call(found, "settle_up all", lambda: ledger.settle_up(everything=True, explain=True))
        call(found, "standings", lambda: ledger.standings())
        call(found, "check", lambda: ledger.check())
    return found


def reports(ledger: Ledger, name: str) -> list[tuple[str, Callable[[], Any]]]:
    """The reads of a night in play, by the call that makes them."""
    return [
        ("table", ledger.table),
        ("status_report", ledger.status_report),
        ("history", ledger.history),
        ("history with voided", lambda: ledger.history(include_voided=True)),
        ("night", ledger.night),
        ("nights", ledger.nights),
        ("payments", ledger.payments),
        ("pot_choices", ledger.pot_choices),
        ("settle_up", lambda: ledger.settle_up(explain=True)),
        ("recap", ledger.recap),
        ("status", ledger.status),
        ("player", lambda: ledger.player(name)),
        ("house_rules_report", lambda: reference.house_rules_report(ledger.target)),  # type: ignore[arg-type]
    ]


FILE_FORMATS = (".toml",)
"""Values that are a file's contents (the house rules as a TOML file, comments and all)."""


def sentences(found: list[tuple[str, Any]]) -> Found:
    """Every string the calls returned that reads as a sentence or command syntax."""
    return [
        (name, where, text)
        for name, value in found
        for where, text in strings(value)
        if sentence_like(text) and not where.endswith(FILE_FORMATS)
    ]


@pytest.mark.slow  # hypothesis: whole random nights, each with its reports and a file check
@settings(max_examples=examples(1.0), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(night=nights(), pot=st.sampled_from(["carry", "split", "refund"]))
def test_no_value_of_any_night_carries_a_sentence_or_command_syntax(
    night: tuple[HouseRules, list[str], list[Step]], pot: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    rules, seats, steps = night
    db = tmp_path_factory.mktemp("facts") / "night.db"
    assert sentences(the_night_and_after(db, rules, seats, steps, pot)) == []


def test_the_referee_returns_each_renege_as_a_fact() -> None:
    """rulebook topic: renege. Every kind of renege the referee finds is a code, not a phrase."""
    rules = (RulesSource(kind="preset", name="classic"), reference.house_rules("classic"))
    found: list[tuple[str, Any]] = [
        ("judge_play", reference.judge_play(trump="S", hand="AH 2C", card="2C", trick="KH", rules=rules)),
        ("judge_play", reference.judge_play(trump="S", hand="2S 2C", card="2C", trick="KH", rules=rules)),
        ("judge_play", reference.judge_play(trump="S", hand="AH 2H", card="2H", trick="KH", rules=rules)),
        ("judge_play", reference.judge_play(trump="S", hand="AS 2S", card="2S", trick="KH 3S", rules=rules)),
    ]
    assert [value["legal"] for _, value in found] == [False, False, False, False]
    assert sentences(found) == []
