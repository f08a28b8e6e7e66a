"""`booray hand`: record, void and edit hands from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.nights import start
from tests.conftest import Run
from tests.engines import LedgerDb

TRICKS = Path(__file__).resolve().parents[2] / "examples" / "tricks"


def test_worked_example_3_from_the_command_line(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray)
    out = booray("hand", "Eve=pass", "ann=2", "Bob=2", "Cat=1", "Dan=0").stdout
    assert "Dan pays 5: bourré, the pot was 5" in out
    data = status()
    assert data["pot"] == 10
    assert data["hands"] == 1
    assert data["dealer"] == "Bob"
    assert data["antes_due"] == {"Ann": 0, "Bob": 0, "Cat": 1, "Dan": 0, "Eve": 1}
    assert sum(data["balances"].values()) + data["pot"] == 0


def test_the_whole_hand_quoted_as_one_argument_is_the_same_hand(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    """`booray hand "Eve=pass ann=2 Bob=2 Cat=1 Dan=0"` (the line quoted whole, as it is typed
    on the board) records the very hand the separate arguments record, not a refusal."""
    start(booray)
    out = booray("hand", "Eve=pass ann=2  Bob=2 Cat=1", "Dan=0").stdout
    assert "Dan pays 5: bourré, the pot was 5" in out
    data = status()
    assert (data["pot"], data["hands"], data["dealer"]) == (10, 1, "Bob")


def test_sole_player_may_be_written_play(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray, players="Ann,Bob,Cat")
    booray("hand", "Ann=pass", "Bob=play", "Cat=pass")
    assert status()["balances"] == {"Ann": -1, "Bob": 2, "Cat": -1}


def test_void_returns_every_chip_and_the_deal(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray)
    booray("hand", "A=pass".replace("A", "Ann"), "Bob=3", "Cat=1", "Dan=1", "Eve=0")
    before = status()
    booray("hand", "Ann=2", "Bob=2", "Cat=1", "Dan=0", "Eve=pass")
    said = booray("hand", "void").stdout
    assert said.startswith("Undo hand 2 (Ann 2, Bob 2, Cat 1, Dan 0, Eve pass): tie between Ann, Bob")
    assert status() == before
    history = json.loads(booray("history", "--json").stdout)
    assert [h["number"] for h in history["hands"]] == [1]
    everything = json.loads(booray("history", "--json", "--all").stdout)
    assert [h["voided"] for h in everything["hands"]] == [False, True]


def test_edit_replaces_a_hand_and_resettles_later_ones(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray)
    booray("hand", "Ann=pass", "Bob=3", "Cat=1", "Dan=1", "Eve=0")  # Eve bourré: pot 5
    booray("hand", "Ann=2", "Bob=2", "Cat=1", "Dan=0", "Eve=pass")  # tie, pot grows
    booray("hand", "edit", "1", "Ann=pass", "Bob=3", "Cat=1", "Dan=1", "Eve=pass")
    data = status()
    assert data["hands"] == 2
    # Hand 1 is now a plain win by Bob (pot 0); hand 2 then antes all five: P0 5, Dan pays 5.
    assert data["pot"] == 10
    assert data["balances"] == {"Ann": -2, "Bob": 3, "Cat": -2, "Dan": -7, "Eve": -2}


def test_edit_of_a_missing_hand_is_refused(booray: Run) -> None:
    start(booray)
    result = booray("hand", "edit", "4", "Ann=5", "Bob=0", "Cat=pass", "Dan=pass", "Eve=pass", ok=False)
    assert result.exit_code == 2
    assert "there is no hand 4" in result.stderr


def test_the_same_results_entered_again_with_again_are_a_new_hand(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray, players="Ann,Bob,Cat")
    booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    for _ in range(2):
        booray("hand", "Ann=3", "Bob=2", "Cat=pass", "--again")
    assert status()["hands"] == 3


def test_the_very_same_hand_within_20_seconds_is_refused_naming_it(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    start(booray, players="Ann,Bob,Cat")
    booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    before = status()
    refused = booray("hand", "Cat=pass", "bob=2", "Ann=3", ok=False)  # the same hand, in another order
    assert refused.exit_code == 1
    assert refused.stdout == ""
    assert "hand 1 with these very results was recorded" in refused.stderr
    assert "--again" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1
    assert status() == before
    booray("hand", "Ann=2", "Bob=3", "Cat=pass")  # a different hand goes through at once
    assert status()["hands"] == 2


def test_hand_from_tricks_records_the_audited_hand(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat,Dan,Eve", "--dealer", "Dan")
    out = booray("hand", "--from-tricks", TRICKS / "renege-hand.txt").stdout
    assert "failed to head the trick" in out
    hands = json.loads(booray("history", "--json").stdout)["hands"]
    assert hands[0]["tricks"] == {"Ann": 0, "Bob": 1, "Cat": 2, "Dan": 2}
    assert hands[0]["reneged"] == ["Cat"]
    assert hands[0]["passed"] == ["Eve"]
    now = status()
    assert now["pot"] == 5 + 5 + 5  # tie carries 5; Ann bourré pays 5; Cat's renege pays 5


def test_one_trick_is_one_trick(booray: Run) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan,Eve")
    out = booray("hand", "Ann=1", "Bob=1", "Cat=1", "Dan=1", "Eve=1").stdout
    assert "tied at 1 trick: nobody wins" in out
    assert "1 tricks" not in out


def test_a_dry_run_shows_the_hand_in_the_words_hand_uses_and_writes_nothing(booray: Run, ledger_db: LedgerDb) -> None:
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat,Dan")
    booray("hand", "Ann=2", "Bob=2", "Cat=1", "Dan=0")
    line = ["Ann=3", "Bob=2", "Cat=0", "Dan=pass"]
    before = ledger_db.snapshot()
    shown = booray("hand", "--dry-run", *line).stdout
    preview = json.loads(booray("hand", "--dry-run", *line, "--json").stdout)
    assert ledger_db.snapshot() == before
    assert shown.splitlines()[0] == "Dry run: nothing was recorded. Recorded now, this hand would do:"
    recorded_text = booray("hand", *line).stdout
    assert shown.splitlines()[1:] == recorded_text.splitlines()
    booray("hand", "void")
    assert json.loads(booray("hand", *line, "--json", "--again").stdout) == preview


def test_a_dry_run_of_a_bad_hand_is_refused_like_the_hand(booray: Run, ledger_db: LedgerDb) -> None:
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat")
    before = ledger_db.snapshot()
    refused = booray("hand", "--dry-run", "Ann=3", "Bob=3", "Cat=0", ok=False)
    assert refused.exit_code != 0
    assert refused.stderr.strip() == booray("hand", "Ann=3", "Bob=3", "Cat=0", ok=False).stderr.strip()
    assert ledger_db.snapshot() == before


@pytest.mark.slow  # several console-script processes
def test_a_dealt_out_player_named_pass_is_refused_with_the_buy_to_run(tmp_path: Path) -> None:
    """rulebook topic: stakes. Cat has no chips for the ante, so Cat was not dealt in: naming
    Cat in any form, `pass` included, is refused through the console script with the reason
    and the `buy` that brings Cat back; nothing is written."""
    from tests.helpers import assert_refused
    from tests.reliability.scripts import run_booray

    db = tmp_path / "sat.db"
    run_booray(db, "night", "start", "Sat", "--players", "Ann,Bob,Cat", "--stakes", "table", "--buy-in", "5",
               "--cover", "all_in")  # fmt: skip
    run_booray(db, "hand", "Ann=3", "Bob=2", "Cat=0").check_returncode()
    run_booray(db, "hand", "Ann=pass", "Bob=5", "Cat=0").check_returncode()
    before = db.read_bytes()
    for cat in ("Cat=pass", "Cat=0", "Cat=2"):
        assert_refused(db, before, ["hand", "Ann=3", "Bob=2", cat], 2,
                       "Cat has 0 chips in front of them, not enough for the ante: Cat is dealt out until they "
                       "buy again; leave Cat out of the hand, or run `booray buy Cat 5` first")  # fmt: skip
    assert run_booray(db, "hand", "Ann=3", "Bob=2").returncode == 0


def test_a_hand_over_the_line_limit_is_refused_whole_in_one_line(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    """Finding 5 of issue 20, on the command line: the words of a hand past the line limit are
    refused whole (never cut, so a mark after the cut is never dropped), one line, nothing written."""
    from booray_ledger.api.book import MAX_LINE

    start(booray, players="Ann,Bob,Cat")
    before = status()
    marks = ["--corrected", "Ann"] * (MAX_LINE // len("--corrected Ann ")) + ["--renege", "Bob"]
    refused = booray("hand", "Ann=2", "Bob=3", "Cat=0", *marks, ok=False)
    assert refused.exit_code != 0
    assert refused.stdout == ""
    assert len(refused.stderr.strip().splitlines()) == 1, refused.stderr
    assert f"a line may be at most {MAX_LINE:,}: nothing was recorded" in refused.stderr
    assert "Traceback" not in refused.stderr
    assert status() == before
