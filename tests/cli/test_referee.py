"""`booray referee` and `booray rules` from the command line."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from booray_ledger.rules import rulebook
from booray_ledger.text import referee
from booray_ledger.text.headlines import note, transfer_reason
from tests.conftest import Run
from tests.helpers import assert_refused

TRICKS = Path(__file__).resolve().parents[2] / "examples" / "tricks"
CHECK = ["referee", "check", "--trump", "S", "--hand", "7H 3S KD", "--trick", "QH 2H"]


def test_check_legal_card_exits_0(booray: Run) -> None:
    result = booray(*CHECK, "--card", "7H")
    assert result.exit_code == 0
    assert "7H is legal" in result.stdout


def test_check_renege_exits_1_with_rule_and_legal_cards(booray: Run) -> None:
    result = booray(*CHECK, "--card", "3S", "--json", ok=False)
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["legal"] is False
    assert data["reason"] == "follow"
    assert data["legal_cards"] == ["7H"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--card", "ZZ"], "'ZZ' is not a card"),
        (["--card", "AS"], "not in the hand"),
        (["--card", "7H", "--won", "9"], "9 tricks won: a player has won from 0 to"),
        (["--card", "7H", "--rules", "nope"], "unknown house rules"),
    ],
)
def test_check_bad_input_exits_2(booray: Run, db_file: Path, args: list[str], message: str) -> None:
    result = booray(*CHECK, *args, ok=False)
    assert result.exit_code == 2
    assert message in result.stderr
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
    assert data["legal"] is True
    assert data["rules"] == {"kind": "night", "name": "Fri"}
    said = booray(*args[:-1]).stdout.splitlines()
    assert said[-1] == "Judged by the house rules of night Fri."


def test_audit_exit_codes_and_json(booray: Run, db_file: Path) -> None:
    assert booray("referee", "audit", TRICKS / "clean-hand.txt").exit_code == 0
    result = booray("referee", "audit", TRICKS / "renege-hand.txt", "--json", ok=False)
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["reneges"][0]["player"] == "Cat"
    assert data["reneges"][0]["reason"] == "head"
    assert data["tricks_won"] == {"Ann": 0, "Bob": 1, "Cat": 2, "Dan": 2}
    missing = booray("referee", "audit", "nowhere.txt", ok=False)
    assert missing.exit_code == 2
    assert "cannot read trick log" in missing.stderr
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
        assert referee.renege(data["reason"]) == reason
        assert data["legal_cards"] == legal.split()


AUDIT_OUTCOMES = {
    "clean-hand.txt": [
        "Outcome: dealt by Dan; pot at stake 3",
        "  +3 Bob wins 3: most tricks (3), the pot was 3",
        "  pot now 0; Bob deals next; antes next: Bob 1, Cat 1, Dan 1",
    ],
    "renege-hand.txt": [
        "Outcome: dealt by Dan; pot at stake 4",
        "  -4 Ann pays 4: bourré, the pot was 4",
        "  -4 Cat pays 4: renege, the pot was 4",
        "  Cat and Dan tied at 2 tricks: nobody wins, the pot of 4 carries",
        "  pot now 12; Ann deals next; antes next: Bob 1, Cat 1",
        "  no ante next hand: Ann (bourré), Dan (tied)",
    ],
    "bourre-hand.txt": [
        "Outcome: dealt by Cat; pot at stake 3",
        "  +3 Bob wins 3: most tricks (3), the pot was 3",
        "  -3 Cat pays 3: bourré, the pot was 3",
        "  pot now 3; Ann deals next; antes next: Ann 1, Bob 1",
        "  no ante next hand: Cat (bourré)",
    ],
}
"""What each shipped trick log's audit must say it pays, line for line (grow it with the logs)."""


def test_every_example_log_has_its_outcome_written_down() -> None:
    assert sorted(p.name for p in TRICKS.glob("*.txt")) == sorted(AUDIT_OUTCOMES)


@pytest.mark.parametrize("name", sorted(AUDIT_OUTCOMES))
def test_the_audit_names_every_consequence_in_the_words_hand_uses(booray: Run, name: str) -> None:
    """Bourrés, renege payments, the winner or why the pot carries, the pot, the next dealer, the
    antes and every exemption with its reason: each line as the audit prints it, and each
    payment and note of its JSON printed as `booray hand` prints it."""
    shown = booray("referee", "audit", TRICKS / name, ok=False).stdout.splitlines()
    for line in AUDIT_OUTCOMES[name]:
        assert line in shown
    data = json.loads(booray("referee", "audit", TRICKS / name, "--json", ok=False).stdout)
    for transfer in data["result"]["transfers"]:
        if transfer["kind"] != "ante":
            assert f"  {transfer['chips']:+d} {transfer_reason(transfer)}" in shown
    for fact in data["result"]["notes"]:
        assert f"  {note(fact)}" in shown
    exempt = [line for line in shown if line.startswith("  no ante next hand: ")]
    for player in data["after"]["exempt"]:
        assert f" {player} (" in exempt[0]
    for player in data["after"]["lost_deals"]:
        assert any(line.startswith("  loses the next turn to deal: ") and player in line for line in shown)


def test_the_audit_pays_out_as_recording_the_audited_hand_does(booray: Run) -> None:
    """The audit's outcome is the hand `hand --from-tricks` records at a table of just these players."""
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat,Dan", "--dealer", "Cat")
    audited = json.loads(booray("referee", "audit", TRICKS / "renege-hand.txt", "--json", ok=False).stdout)
    recorded = json.loads(booray("hand", "--from-tricks", TRICKS / "renege-hand.txt", "--json").stdout)
    assert recorded["result"] == audited["result"]
    assert recorded["status"]["pot"] == audited["after"]["pot"]
    assert recorded["status"]["dealer"] == audited["after"]["dealer"]
    assert recorded["status"]["antes_due"] == audited["after"]["antes_due"]
