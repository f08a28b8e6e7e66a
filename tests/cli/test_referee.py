"""`booray referee` and `booray rules` from the command line."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from booray_ledger.rules import rulebook
from tests.conftest import Run
from tests.helpers import assert_refused

TRICKS = Path(__file__).resolve().parents[2] / "examples" / "tricks"
CHECK = ["referee", "check", "--trump", "S", "--hand", "7H 3S KD", "--trick", "QH 2H"]


def test_check_legal_card_exits_0(booray: Run) -> None:
    result = booray(*CHECK, "--card", "7H")
    assert result.exit_code == 0 and "7H is legal" in result.stdout


def test_check_renege_exits_1_with_rule_and_legal_cards(booray: Run) -> None:
    result = booray(*CHECK, "--card", "3S", "--json", ok=False)
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["legal"] is False and data["reason"] == "failed to follow suit" and data["legal_cards"] == ["7H"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--card", "ZZ"], "'ZZ' is not a card"),
        (["--card", "AS"], "not in the hand"),
        (["--card", "7H", "--won", "9"], "--won 9"),
        (["--card", "7H", "--rules", "nope"], "unknown house rules"),
    ],
)
def test_check_bad_input_exits_2(booray: Run, db_file: Path, args: list[str], message: str) -> None:
    result = booray(*CHECK, *args, ok=False)
    assert result.exit_code == 2 and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert_refused(db_file, None, [*CHECK, *args], 2, message)


def test_check_uses_the_cinch_inputs(booray: Run) -> None:
    base = ["referee", "check", "--trump", "S", "--hand", "AS QS 2H", "--card", "QS", "--json"]
    assert json.loads(booray(*base, "--won", "2", ok=False).stdout)["reason"] == "cinch"
    assert json.loads(booray(*base, "--won", "2", "--seen", "KS 2C 3C 4C").stdout)["legal"] is True
    assert json.loads(booray(*base).stdout)["legal"] is True  # no cinch without tricks won


def test_check_judges_by_the_current_nights_rules(booray: Run) -> None:
    args = ["referee", "check", "--trump", "S", "--hand", "AS KS QS 4C 2D", "--card", "4C", "--json"]
    assert booray(*args, ok=False).exit_code == 1  # classic: cinch applies
    booray("night", "start", "Fri", "--players", "Ann,Bob", "--rules", "simple")
    data = json.loads(booray(*args).stdout)
    assert data["legal"] is True and data["rules"] == "night Fri"


def test_audit_exit_codes_and_json(booray: Run, db_file: Path) -> None:
    assert booray("referee", "audit", TRICKS / "clean-hand.txt").exit_code == 0
    result = booray("referee", "audit", TRICKS / "renege-hand.txt", "--json", ok=False)
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["reneges"][0]["player"] == "Cat" and data["reneges"][0]["reason"] == "failed to head the trick"
    assert data["tricks_won"] == {"Ann": 0, "Bob": 1, "Cat": 2, "Dan": 2}
    missing = booray("referee", "audit", "nowhere.txt", ok=False)
    assert missing.exit_code == 2 and "cannot read trick log" in missing.stderr
    assert_refused(db_file, None, ["referee", "audit", "nowhere.txt"], 2, "cannot read trick log")


def test_rulebook_referee_examples_hold(booray: Run) -> None:
    lines = rulebook.section("referee").text.splitlines()
    examples = [
        (lines[i].strip(), lines[i + 1].strip()) for i, line in enumerate(lines) if "booray referee check" in line
    ]
    assert len(examples) == 3
    for command, answer in examples:
        result = booray(*shlex.split(command)[1:], "--json", ok=False)
        data = json.loads(result.stdout)
        reason, legal = answer.removeprefix("-> renege: ").split("; legal: ")
        assert data["reason"] == reason and data["legal_cards"] == legal.split()
