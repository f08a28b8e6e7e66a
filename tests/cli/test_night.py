"""A night from the command line: start, hands, voids, edits, seats, status and history."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.nights import settle_report, start, tie_night
from tests.conftest import Run
from tests.engines import LedgerDb
from tests.helpers import assert_refused
from tests.reliability.scripts import run_booray


def test_house_rule_options_at_night_start(booray: Run) -> None:
    booray("night", "start", "Limit", "--players", "A1,B1,C1", "--rules", "pagat", "--limit", "25",
           "--ante", "2", "--cards", "4", "--double-ante", "--dealer", "b1")  # fmt: skip
    shown = json.loads(booray("night", "show", "--json").stdout)
    rules = shown["rules"]
    assert (rules["pot_limit"], rules["ante"], rules["cards"], rules["double_ante"]) == (25, 2, 4, True)
    assert rules["limit_caps_win"] is True
    assert shown["dealer"] == "B1"


def test_night_list_and_end(booray: Run) -> None:
    start(booray)
    booray("hand", "Ann=pass", "Bob=3", "Cat=2", "Dan=pass", "Eve=pass")
    booray("night", "end")
    nights = json.loads(booray("night", "list", "--json").stdout)
    assert nights[0]["name"] == "Friday"
    assert nights[0]["ended"] is True
    result = booray("hand", "Ann=pass", "Bob=3", "Cat=2", "Dan=pass", "Eve=pass", ok=False)
    assert result.exit_code == 1
    assert "no current night" in result.stderr


def test_night_end_needs_a_decision_about_the_pot(booray: Run, ledger_db: LedgerDb) -> None:
    tie_night(booray)
    before = ledger_db.snapshot()
    result = booray("night", "end", ok=False)
    assert result.exit_code == 2
    assert "the pot still holds 10 chips" in result.stderr
    assert ledger_db.snapshot() == before
    assert_refused(ledger_db, before, ["night", "end"], 2, "the pot still holds 10 chips")


def test_night_end_split_shares_the_pot_from_the_dealers_left(booray: Run) -> None:
    tie_night(booray)
    booray("seat", "out", "Cat")
    booray("night", "end", "--pot", "split")
    report = settle_report(booray)
    assert report["pot"] == 0
    assert sum(report["balances"].values()) == 0
    # Everyone seated shares, Cat sitting out included (rulebook topic: ties): 10 = 5 x 2.
    assert report["balances"] == {"Ann": -1 + 2, "Bob": -1 + 2, "Cat": -1 + 2, "Dan": -6 + 2, "Eve": -1 + 2}


def test_night_end_refund_follows_what_was_paid_in(booray: Run) -> None:
    tie_night(booray)
    booray("night", "end", "--pot", "refund")
    assert set(settle_report(booray)["balances"].values()) == {0}  # everyone gets back exactly what they put in


def test_night_end_carry_seeds_the_next_night(booray: Run, status) -> None:  # type: ignore[no-untyped-def]
    tie_night(booray)
    booray("night", "end", "--pot", "carry")
    assert settle_report(booray)["pot"] == 10
    booray("night", "start", "Saturday", "--players", "Ann,Bob,Cat")
    assert status()["pot"] == 10
    # Ann and Bob tied on Friday: the exemptions carry with the pot, so only Cat antes (P0 11).
    assert status()["antes_due"] == {"Ann": 0, "Bob": 0, "Cat": 1}
    booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    now = status()
    assert now["balances"]["Ann"] == 11
    assert now["pot"] == 0


@pytest.mark.single_engine  # it compares the SQLite file's bytes before and after
def test_night_end_at_a_terminal_refuses_an_unknown_answer_naming_the_choices(booray: Run, db_file: Path) -> None:
    tie_night(booray)
    before = db_file.read_bytes()
    main, child = os.openpty()  # a real terminal on stdin, so the command asks
    env = {**os.environ, "BOORAY_DB": str(db_file)}
    done = subprocess.Popen([sys.executable, "-m", "booray_ledger", "night", "end"], stdin=child,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)  # fmt: skip
    os.write(main, b"bogus\n")
    _out, err = done.communicate(timeout=60)
    os.close(main)
    os.close(child)
    assert done.returncode == 2
    assert err.strip() == "booray: 'bogus' is not a choice: answer carry, split or refund (or give --pot)"
    assert db_file.read_bytes() == before


def test_night_set_through_the_console_script(ledger_db: LedgerDb) -> None:
    """`booray night set`: the rules from the next hand on, the chip value for the whole night,
    each shown where it happened in the history and in `night show`; settle-up uses the new value."""

    def run(*args: str) -> str:
        done = run_booray(ledger_db.target, *args)
        assert done.returncode == 0, done.stderr
        return done.stdout

    run("night", "start", "Friday", "--players", "Ann,Bob,Cat")
    run("hand", "Ann=3", "Bob=2", "Cat=pass")
    said = run("night", "set", "--from-next-hand", "ante=2", "limit=25")
    assert said.splitlines() == [
        "Friday: house rules from hand 2: ante 1 to 2, pot limit none to 25.",
        "Now 1 chip = $1.00; the next hand is hand 2.",
    ]
    changed = json.loads(run("night", "set", "--chip-value", "0.25", "--json"))
    assert changed["chip_value"] == "0.25"
    assert changed["changes"][0]["after"] == {"chip_value": "0.25"}
    assert "pot at stake 6" in run("hand", "Ann=3", "Bob=2", "Cat=pass", "--again")
    history = run("history").splitlines()
    first = next(i for i, line in enumerate(history) if line.split()[:1] == ["1"])
    assert history[first + 1].strip() == "house rules from hand 2: ante 1 to 2, pot limit none to 25"
    assert history[first + 2].strip() == "chip value $1.00 to $0.25 for the whole night"
    assert history[first + 3].split()[0] == "2"
    shown = run("night", "show")
    assert "1 chip = $0.25" in shown
    assert "  ante: 2" in shown
    assert "Changed during the night" in shown
    settle = json.loads(run("settle", "--json"))
    assert settle["chip_value"] == "0.25"
    assert settle["money"]["Ann"] == "1.50"


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["night", "set"], 2, "nothing to change"),
        (["night", "set", "ante=2"], 2, "add --from-next-hand"),
        (["night", "set", "--from-next-hand"], 2, "--from-next-hand needs the rules to change"),
        (["night", "set", "--from-next-hand", "ante"], 2, "is not KEY=VALUE"),
        (["night", "set", "--from-next-hand", "ante=2", "ante=3"], 2, "given twice"),
        (["night", "set", "--from-next-hand", "cards=6"], 2, "house rule cards must be 5"),
        (["night", "set", "--from-next-hand", "stakes=table"], 2, "fixed for the whole night"),
        (["night", "set", "--chip-value", "-1"], 2, "the chip value must be more than 0"),
        (["night", "set", "--chip-value", "0.00001"], 2, "more than 4 decimal places"),
        (["night", "set", "--chip-value", "1"], 2, "already has a chip value of 1"),
        (["night", "set", "--night", "Sunday", "--chip-value", "2"], 2, "Sunday"),
    ],
)
def test_night_set_refusals_are_one_line_and_write_nothing(
    ledger_db: LedgerDb, booray: Run, args: list[str], code: int, message: str
) -> None:
    booray("night", "start", "Friday", "--players", "Ann,Bob,Cat")
    assert_refused(ledger_db, ledger_db.snapshot(), args, code, message)


def _ended_friday(db: Path, pot: str = "split") -> None:
    """Fri: a tie (pot 8: Dan bourré), ended with the pot ``pot``, through the real console script."""
    from tests.reliability.scripts import run_booray

    for args in (
        ["night", "start", "Fri", "--players", "Ann,Bob,Cat,Dan"],
        ["hand", "Ann=2", "Bob=2", "Cat=1", "Dan=0"],
        ["night", "end", "--pot", pot],
    ):
        run_booray(db, *args).check_returncode()


@pytest.mark.slow  # several console-script processes
def test_read_commands_with_no_current_night_show_the_last_ended_one_marked_ended(tmp_path: Path) -> None:
    from tests.reliability.scripts import run_booray

    db = tmp_path / "fri.db"
    _ended_friday(db)
    status = run_booray(db, "status")
    assert status.returncode == 0
    assert status.stdout.lstrip().startswith("Fri (ended): after 1 hand")
    assert json.loads(run_booray(db, "status", "--json").stdout)["ended"] is True
    history = run_booray(db, "history")
    assert history.returncode == 0
    assert history.stdout.startswith("Fri (ended): hands")
    assert json.loads(run_booray(db, "history", "--json").stdout)["ended"] is True
    shown = run_booray(db, "night", "show")
    assert shown.returncode == 0
    assert "ended" in shown.stdout.splitlines()[1]
    settle = json.loads(run_booray(db, "settle", "--json").stdout)
    assert settle["nights"] == ["Fri"]
    assert settle["balances"] == {"Ann": 1, "Bob": 1, "Cat": 1, "Dan": -3}
    refused = run_booray(db, "hand", "Ann=3", "Bob=2", "Cat=pass", "Dan=pass")  # writing still needs an open night
    assert refused.returncode == 1
    assert "no current night" in refused.stderr


@pytest.mark.slow  # several console-script processes
def test_night_reopen_through_the_console_script_and_ending_again(tmp_path: Path) -> None:
    from tests.reliability.scripts import run_booray

    db = tmp_path / "fri.db"
    _ended_friday(db)
    done = run_booray(db, "night", "reopen", "fri")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "Night Fri is open again and is the current night. The pot of 8 chips is back on the table."
    ]
    status = json.loads(run_booray(db, "status", "--json").stdout)
    assert status["pot"] == 8
    assert "ended" not in status
    run_booray(db, "hand", "Ann=3", "Bob=2", "Cat=pass", "Dan=pass").check_returncode()
    run_booray(db, "night", "end").check_returncode()
    nights = json.loads(run_booray(db, "night", "list", "--json").stdout)
    assert nights[0]["ended"] is True
    assert run_booray(db, "check").returncode == 0
    assert_refused(db, db.read_bytes(), ["night", "reopen", "Sat"], 2, "'Sat' is not a night in this database")


def test_night_reopen_refused_when_its_pot_went_into_a_started_night(tmp_path: Path) -> None:
    from tests.reliability.scripts import run_booray

    db = tmp_path / "fri.db"
    _ended_friday(db, "carry")
    run_booray(db, "night", "start", "Sun", "--players", "Ann,Bob,Cat").check_returncode()
    assert_refused(
        db, db.read_bytes(), ["night", "reopen", "Fri"], 1,
        "night 'Fri' carried its pot into night 'Sun', which has started from it, so it cannot be reopened; "
        "correct a hand of 'Fri' in place with `booray hand edit N --night Fri`",
    )  # fmt: skip


@pytest.mark.slow  # several console-script processes
def test_an_edit_of_an_ended_night_reaches_settle_and_export_at_once(tmp_path: Path) -> None:
    from tests.reliability.scripts import run_booray

    db = tmp_path / "fri.db"
    _ended_friday(db)
    edited = run_booray(db, "hand", "edit", "1", "Ann=3", "Bob=1", "Cat=1", "Dan=0", "--night", "Fri")
    assert edited.returncode == 0, edited.stderr
    assert "Fri has ended: its end is settled again on the new pot; settle-up and exports follow." in edited.stdout
    settle = json.loads(run_booray(db, "settle", "--json").stdout)
    assert settle["balances"] == {"Ann": 4, "Bob": 0, "Cat": 0, "Dan": -4}
    summary = run_booray(db, "export", "--summary").stdout
    assert "Ann" in summary
    assert ",4," in summary
    assert ",-4," in summary
    voided = run_booray(db, "hand", "void")
    assert voided.returncode == 0
    assert "Hand 1 voided" in voided.stdout
    assert json.loads(run_booray(db, "settle", "--json").stdout)["balances"] == {"Ann": 0, "Bob": 0, "Cat": 0, "Dan": 0}
    assert run_booray(db, "check").returncode == 0


def test_a_night_keeps_the_language_it_starts_with(booray: Run) -> None:
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat", "--lang", "ps")
    assert json.loads(booray("status", "--json").stdout)["language"] == "ps"


def test_a_night_without_a_language_has_none_in_its_status(booray: Run) -> None:
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat")
    assert "language" not in json.loads(booray("status", "--json").stdout)


def test_night_set_lang_changes_the_language_and_says_so(booray: Run) -> None:
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat", "--lang", "ml")
    said = booray("night", "set", "--lang", "mn").stdout
    assert said.splitlines()[0] == "Fri: the board and the recap in Монгол, was മലയാളം."


def test_night_set_lang_with_a_language_not_spoken_is_one_line_and_writes_nothing(booray: Run) -> None:
    booray("night", "start", "Fri", "--players", "Ann,Bob,Cat")
    refused = booray("night", "set", "--lang", "xx", ok=False)
    assert (refused.exit_code, refused.stderr.splitlines()[0][:32]) == (2, "booray: no language 'xx'; the la")
    assert json.loads(booray("night", "show", "--json").stdout)["language"] is None


@pytest.mark.single_engine  # it compares the SQLite file's bytes before and after
def test_night_end_at_a_terminal_left_without_an_answer_says_aborted(
    booray: Run, db_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.text.tried import tried_catalog

    tie_night(booray)
    before = db_file.read_bytes()
    main, child = os.openpty()  # a real terminal on stdin, so the command asks
    with tried_catalog(tmp_path / "locale", monkeypatch, {"Aborted!": "Dibatalkan!"}):
        env = {**os.environ, "BOORAY_DB": str(db_file), "BOORAY_LANG": "ms"}
        done = subprocess.Popen([sys.executable, "-m", "booray_ledger", "night", "end"], stdin=child,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)  # fmt: skip
        os.write(main, b"\x04")  # Ctrl-D: no answer at all
        _out, err = done.communicate(timeout=60)
    os.close(main)
    os.close(child)
    assert done.returncode == 1
    assert err == "Dibatalkan!\n"
    assert db_file.read_bytes() == before
