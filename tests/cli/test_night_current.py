"""Several nights open at once: `night use` sets the current night durably, `night start` says
which nights are open and which is current, and every command takes --night."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from booray_ledger.ledger.read.night_rules import night_rules
from tests.conftest import Run
from tests.engines import LedgerDb


def two_open_nights(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat")
    booray("hand", "Ann=2", "Bob=2", "Cat=1")  # a tie: Friday's pot holds 3
    booray("night", "start", "Saturday", "--players", "Dan,Eve,Fay", "--rules", "pagat")


def test_night_start_while_another_is_open_says_both_are_open_and_which_is_current(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat")
    booray("hand", "Ann=2", "Bob=2", "Cat=1")
    out = booray("night", "start", "Saturday", "--players", "Dan,Eve,Fay").stdout
    assert "both Friday and Saturday are open; Saturday is the current night" in out
    assert "Friday (1 hand, pot 3)" in out
    assert "booray night use Friday" in out


def test_night_use_sets_the_current_night_for_every_later_command(booray: Run, status, ledger_db: LedgerDb) -> None:  # type: ignore[no-untyped-def]
    two_open_nights(booray)
    assert status()["night"] == "Saturday"
    out = booray("night", "use", "friday").stdout
    assert "Friday is the current night now." in out
    assert "Saturday" in out
    assert status()["night"] == "Friday"
    booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    assert status()["hands"] == 2
    listed = {r["name"]: r["current"] for r in json.loads(booray("night", "list", "--json").stdout)}
    assert listed == {"Friday": True, "Saturday": False}
    # The fast stdlib reader (referee, rulebook) agrees on the current night.
    found = night_rules(ledger_db.target)
    assert found is not None
    assert found[0] == "Friday"


def test_the_current_night_falls_back_to_the_last_used_open_night_when_it_ends(
    booray: Run, status: Callable[[], dict[str, Any]], ledger_db: LedgerDb
) -> None:  # type: ignore[no-untyped-def]
    two_open_nights(booray)
    booray("night", "start", "Sunday", "--players", "Gus,Hal")
    booray("night", "use", "Friday")
    booray("night", "use", "Sunday")
    booray("night", "end")
    assert status()["night"] == "Friday"
    found = night_rules(ledger_db.target)
    assert found is not None
    assert found[0] == "Friday"


def test_night_use_refuses_an_ended_night(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat")
    booray("night", "end")
    result = booray("night", "use", "Friday", ok=False)
    assert result.exit_code == 1
    assert "has ended" in result.stderr


@pytest.mark.parametrize(
    ("command", "check"),
    [
        (["hand", "Ann=3", "Bob=2", "Cat=pass"], lambda s: s["hands"] == 2),
        (["hand", "void"], lambda s: s["hands"] == 0),
        (["hand", "edit", "1", "Ann=3", "Bob=2", "Cat=0"], lambda s: s["pot"] == 3),
        (["seat", "add", "Gil"], lambda s: "Gil" in s["balances"]),
        (["night", "end", "--pot", "split"], lambda s: s["pot"] == 0),
        (["paid", "Ann", "Bob", "1", "--force"], lambda s: s["balances"]["Ann"] == 0),
    ],
)
def test_every_command_takes_night_and_leaves_the_current_night_alone(booray: Run, command, check) -> None:  # type: ignore[no-untyped-def]
    two_open_nights(booray)
    booray(*command, "--night", "Friday")
    friday = json.loads(booray("status", "--json", "--night", "Friday").stdout)
    assert check(friday)
    saturday = json.loads(booray("status", "--json").stdout)
    assert saturday["night"] == "Saturday"
    assert saturday["hands"] == 0


def test_reports_take_night(booray: Run) -> None:
    two_open_nights(booray)
    assert json.loads(booray("history", "--json", "--night", "Friday").stdout)["night"] == "Friday"
    assert json.loads(booray("settle", "--json", "--night", "Friday").stdout)["nights"] == ["Friday"]
    assert "Friday" in booray("export", "--night", "Friday").stdout
