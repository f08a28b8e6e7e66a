"""`booray play` at a terminal, driven in-process through prompt_toolkit's pipe input."""

from __future__ import annotations

from pathlib import Path

from booray_ledger.api.book import Ledger
from tests.prompt.conftest import Keys


def balances(db: Path) -> dict[str, int]:
    with Ledger.open(db) as ledger:
        return ledger.status()["balances"]


def hands(db: Path) -> list[dict[str, object]]:
    with Ledger.open(db) as ledger:
        return [dict(h) for h in ledger.history()["hands"]]


def test_prefixes_and_a_final_dot_record_a_hand(night: Path, keys: Keys) -> None:
    out = keys("an 2 BO 3 c 0 .\r")
    assert "Hand 1 dealt by Ann; pot at stake 5" in out
    assert hands(night)[0]["results"] == {"Ann": 2, "Bob": 3, "Cat": 0, "Dan": "pass", "Eve": "pass"}
    assert balances(night) == {"Ann": -1, "Bob": 4, "Cat": -6, "Dan": -1, "Eve": -1}


def test_the_table_above_the_prompt_says_who_deals_and_antes_and_why(night: Path, keys: Keys) -> None:
    out = keys("a2 b3 c0 .\r")
    assert "Bob deals next (on the left of Ann, who dealt hand 1)" in out
    assert "Antes next: Ann 1, Bob 1, Dan 1, Eve 1; Cat owes no ante: bourré in hand 1" in out
    assert "Balances: Ann -1   Bob +4   Cat -6   Dan -1   Eve -1" in out
    assert "Last hand 1 (dealt by Ann; Bob 3, Cat 0, Ann 2): Bob wins 5; bourré: Cat." in out


def test_tab_completes_names_and_commands(night: Path, keys: Keys) -> None:
    keys("Bo\t 3 An\t 2 C\t 0 .\r")
    assert hands(night)[0]["results"] == {"Bob": 3, "Ann": 2, "Cat": 0, "Dan": "pass", "Eve": "pass"}
    out = keys("hist\t\r")
    assert "Friday: hands" in out


def test_a_forgotten_player_is_refused_and_the_line_stays_to_be_fixed(night: Path, keys: Keys) -> None:
    out = keys("a 2 b 3 c 0 d -\r\x05 e -\r")  # Ctrl-E (End) keeps the refused line to add to it
    assert "booray: Eve is dealt in but missing from the hand" in out
    assert hands(night)[0]["results"] == {"Ann": 2, "Bob": 3, "Cat": 0, "Dan": "pass", "Eve": "pass"}
    assert len(hands(night)) == 1


def test_a_bad_line_writes_nothing(night: Path, keys: Keys) -> None:
    before = night.read_bytes()
    out = keys("bobb 3 .\r\x15")  # Ctrl-U clears the kept line before leaving
    assert "booray: 'bobb' is not dealt in this hand; did you mean Bob?" in out
    assert hands(night) == []
    assert night.read_bytes() == before


def test_undo_voids_the_last_hand(night: Path, keys: Keys) -> None:
    out = keys("a2 b3 c0 .\rundo\ry\r")
    assert "Hand 1 voided: its chips went back." in out
    assert hands(night) == []
    assert balances(night) == dict.fromkeys(["Ann", "Bob", "Cat", "Dan", "Eve"], 0)


def test_edit_changes_only_the_players_named(night: Path, keys: Keys) -> None:
    keys("a2 b3 c0 . r:c\redit 1 b 2 c 1 r:-\r")
    (hand,) = hands(night)
    assert hand["results"] == {"Ann": 2, "Bob": 2, "Cat": 1, "Dan": "pass", "Eve": "pass"}
    assert hand["reneged"] == []
    assert hand["outcome"] == "tie"


def test_commands_run_inside_without_the_booray_word(night: Path, keys: Keys) -> None:
    out = keys("seat add Fay --after Bob\ra2 b3 f0 .\rstatus\rsettle\rhelp\r")
    assert "Fay sits down after Bob." in out
    assert "Pot on the table:" in out
    assert "Settle-up: Friday" in out
    assert "r:NAME renege" in out
    assert hands(night)[0]["results"]["Fay"] == 0  # type: ignore[index]


def test_a_usage_error_of_a_command_is_the_single_shot_error(night: Path, keys: Keys) -> None:
    out = keys("seat frob\r\x15")
    assert "No such command 'frob'" in out


def test_with_no_night_open_it_asks_for_one(db_file: Path, keys: Keys) -> None:
    out = keys("Saturday\rAnn,Bob,Cat\r\r\r\r\ra2 b3 c0\r")  # Enter accepts each default
    assert "Night Saturday started: Ann, Bob, Cat (clockwise)." in out
    assert hands(db_file)[0]["results"] == {"Ann": 2, "Bob": 3, "Cat": 0}


def test_hands_from_another_terminal_show_at_the_next_refresh(night: Path, keys: Keys) -> None:
    with Ledger.open(night) as other:
        other.record_line("a2 b3 c0 .")
    out = keys("\r")
    assert "Friday after 1 hand   pot 5" in out


def test_a_glued_typo_is_answered_with_the_name_meant(night: Path, keys: Keys) -> None:
    out = keys("bbo2 a 3 c 0 .\r\x15")
    assert "booray: 'bbo' is not dealt in this hand; did you mean Bob?" in out
    assert hands(night) == []


def test_an_unknown_command_is_answered_with_the_command_meant(night: Path, keys: Keys) -> None:
    out = keys("stauts\r\x15")
    assert "booray: No such command 'stauts'; did you mean `status` or `seat`?; or type a hand, or help" in out
    assert hands(night) == []


def test_night_set_inside_play_changes_the_table_s_night_and_the_header_shows_it(night: Path, keys: Keys) -> None:
    """`night set` at the prompt is the command line's, on the table's own night (even when
    another night is current), and the table above the prompt names the new rules."""
    with Ledger.open(night) as other:
        other.start_night("Other", ["Zed", "Yan"])  # now the current night
    out = keys("night set --from-next-hand ante=2\ra2 b3 c0 .\r", night_name="Friday")
    assert "Friday: house rules from hand 1: ante 1 to 2." in out
    assert "rules: classic with ante=2" in out
    assert "Hand 1 dealt by Ann; pot at stake 10" in out
    with Ledger.open(night) as ledger:
        assert ledger.night("Other")["rules"]["ante"] == 1
