"""`booray play` with no night open: the new-night questions, each with its default shown and
Enter accepting it; players separated by spaces, commas or both; a bad answer asked again.
Typed in-process through prompt_toolkit's pipe input, and at a real terminal through tmux."""

from __future__ import annotations

import shlex
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from booray_ledger.api.book import Ledger
from tests.prompt.conftest import Keys
from tests.prompt.test_live_terminal import Terminal, terminal  # noqa: F401  (the tmux fixture)
from tests.reliability.scripts import run_booray

QUESTIONS = [
    "Night name: ",
    "Players, clockwise, separated by spaces or commas (Ann Bob Cat): ",
    "House rules: classic, pagat, simple or a .toml file [classic]: ",
    "Ante in chips [1]: ",
    "Pot limit in chips, 0 for none [none]: ",
    "Chip value, money per chip [$1.00]: ",
]


def night_of(db: Path) -> tuple[list[str], dict[str, object], Decimal]:
    with Ledger.open(db) as ledger:
        shown = ledger.night()
        return shown["seats"], shown["rules"], Decimal(shown["chip_value"])


def test_enter_accepts_every_default_and_players_may_be_split_by_spaces_and_commas(db_file: Path, keys: Keys) -> None:
    out = keys("Saturday\rAnn, Bob Cat,Dan\r\r\r\r\ra2 b3 c0 .\r")  # (the questions: on the tmux screen below)
    assert "Night Saturday started: Ann, Bob, Cat, Dan (clockwise)." in out
    seats, rules, value = night_of(db_file)
    assert seats == ["Ann", "Bob", "Cat", "Dan"]
    assert (rules["ante"], rules["pot_limit"], rules["limit_caps_win"], value) == (1, None, False, Decimal(1))
    assert "Hand 1 dealt by Ann; pot at stake 4" in out


def test_answers_replace_the_defaults_and_a_bad_answer_is_asked_again(db_file: Path, keys: Keys) -> None:
    out = keys("Sunday\rAnn Ann\rAnn Bob Cat\rpoker\rpagat\rtwo\r2\r-3\r25\rlots\r0.25\r")
    assert "booray: Ann is seated twice; name each player once" in out
    assert "booray: unknown house rules 'poker'" in out
    assert "booray: house rule ante must be a whole number" in out
    assert "booray: house rule pot_limit must be a whole number" in out
    assert "booray: the chip value 'lots' is not a number" in out
    assert out.count("booray: ") == 5  # each bad answer refused once, then the question again
    seats, rules, value = night_of(db_file)
    assert seats == ["Ann", "Bob", "Cat"]
    assert (rules["ante"], rules["pot_limit"], rules["limit_caps_win"], value) == (2, 25, True, Decimal("0.25"))


def test_with_only_an_ended_night_the_questions_start_a_new_one(db_file: Path, keys: Keys) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat"])
        ledger.end_night()
    out = keys("Sat\rAnn Bob Cat Dan\r\r\r\r\ra2 b3 c0 .\r")
    assert "Fri (ended)" not in out
    assert "Night Sat started: Ann, Bob, Cat, Dan (clockwise)." in out
    with Ledger.open(db_file) as ledger:
        assert ledger.status()["night"] == "Sat"
        assert ledger.status()["hands"] == 1
        assert ledger.night("Fri")["hands"] == 0


def test_a_night_that_cannot_start_is_refused_and_the_questions_start_over(db_file: Path, keys: Keys) -> None:
    too_long = "N" * 100  # refused by the night's start, once every question is answered
    out = keys(f"{too_long}\rAnn Bob\r\r\r\r\rFri2\rAnn Bob\r\r\r\r\r")
    assert out.count("booray: ") == 1
    assert "booray: " in out.split("Night Fri2 started")[0]
    assert "Night Fri2 started: Ann, Bob (clockwise)." in out
    with Ledger.open(db_file) as ledger:
        assert [n["name"] for n in ledger.nights()] == ["Fri2"]


@pytest.mark.slow  # a real terminal (tmux)
def test_the_questions_at_a_real_terminal(terminal: Terminal, db_file: Path, tmp_path: Path) -> None:  # noqa: F811
    """As a person would: the defaults in brackets on the screen, Enter to take them, a typed
    answer for the ante and the chip value; the table then shows the rules; a rule changed from
    another terminal shows at the next refresh (Enter on an empty line)."""
    script = Path(sys.executable).with_name("booray")
    command = shlex.join([str(script)] if script.exists() else [sys.executable, "-m", "booray_ledger"])
    env = {"BOORAY_DB": str(db_file), "XDG_DATA_HOME": str(tmp_path / "data"), "TERM": "xterm", "NO_COLOR": "1"}
    terminal.start(f"{command} play", env)
    terminal.wait_for("Night name")
    terminal.keys("Saturday", "Enter")
    terminal.wait_for("(Ann Bob Cat)")
    terminal.keys("Ann, Bob Cat", "Enter")
    terminal.wait_for("[classic]")
    terminal.keys("Enter")
    terminal.wait_for("Ante in chips [1]")
    terminal.keys("2", "Enter")
    terminal.wait_for("Pot limit in chips, 0 for none [none]")
    terminal.keys("Enter")
    terminal.wait_for("Chip value, money per chip [$1.00]")
    terminal.keys("0.25", "Enter")
    terminal.wait_for("hand>")
    screen = terminal.screen()
    for question in QUESTIONS:  # each asked once, with its default in brackets
        assert screen.count(question.rstrip()) == 1, question
    assert "Night Saturday started: Ann, Bob, Cat (clockwise)." in screen
    assert "rules: classic with ante=2" in screen
    changed = run_booray(db_file, "night", "set", "--from-next-hand", "limit=25")
    assert changed.returncode == 0, changed.stderr
    terminal.keys("Enter")
    terminal.wait_for("rules: classic with ante=2, pot_limit=25")
    terminal.keys("a2 b3 c0", "Enter")
    terminal.wait_for("Hand 1 dealt by Ann; pot at stake 6")
    _, rules, value = night_of(db_file)
    assert (rules["ante"], rules["pot_limit"], value) == (2, 25, Decimal("0.25"))
