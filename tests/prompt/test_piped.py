"""`booray play < night.play`: one command per line when standard input is not a terminal,
through the real console script in a subprocess."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from booray_ledger.api.book import Ledger
from tests.conftest import Run
from tests.engines import LedgerDb
from tests.reliability import warm_start
from tests.reliability.test_examples import commands

ROOT = Path(__file__).resolve().parents[2]
BOORAY = [sys.executable, "-m", "booray_ledger"]


def play(db: Path, script: str, *options: str) -> subprocess.CompletedProcess[str]:
    return warm_start.run(
        [*BOORAY, "--db", str(db), "play", *options],
        input=script,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


def night_of(db: Path | str) -> dict[str, Any]:
    """Status and history of the current night, without the recording times."""
    with Ledger.open(db) as ledger:
        hands = [
            {k: v for k, v in h.items() if k != "recorded_at"} for h in ledger.history(include_voided=True)["hands"]
        ]
        return {"status": ledger.status(), "hands": hands}


@pytest.mark.slow  # the example night twice, through real processes
def test_the_example_night_played_piped_is_the_night_of_the_single_shot_commands(
    booray: Run, ledger_db: LedgerDb, tmp_path: Path, monkeypatch: Any
) -> None:
    monkeypatch.chdir(ROOT)
    for args in commands(ROOT / "examples" / "friday-night.booray"):
        booray(*args)
    played = tmp_path / "played.db"
    done = play(played, (ROOT / "examples" / "friday-night.play").read_text())
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.count("dealt by") >= 9
    assert "Pot on the table:" in done.stdout
    assert night_of(played) == night_of(ledger_db.target)


def test_a_refused_line_is_reported_the_night_goes_on_and_the_exit_is_not_zero(db_file: Path) -> None:
    script = "night start Fri --players Ann,Bob,Cat\na2 b3\nbogus line\na2 b3 c0\nseat frob\nhistory\n"
    done = play(db_file, script)
    assert done.returncode == 1
    assert "booray: Cat is dealt in but missing from the hand" in done.stderr
    assert "booray: 'bogus' needs a trick count or pass after it" in done.stderr
    assert "No such command 'frob'" in done.stderr
    assert "Traceback" not in done.stderr
    assert "Hand 1 dealt by Ann" in done.stdout
    assert "Type each hand here, like: an 2 bo 3 ." in done.stdout  # the prompt's way, not `booray hand`
    assert "booray hand" not in done.stdout
    assert "Fri: hands" in done.stdout
    with Ledger.open(db_file) as ledger:
        assert ledger.status()["hands"] == 1


def test_without_a_night_a_piped_hand_is_refused_with_the_way_to_start_one(db_file: Path) -> None:
    done = play(db_file, "a2 b3 c0\n")
    assert done.returncode == 1
    assert done.stderr.strip().startswith("booray: no booray database at")
    assert done.stderr.strip().endswith(
        "yet; start a night with `night start NAME --players A,B,C`"
    )  # play's own syntax


def test_a_named_night_is_the_one_played(db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Thu", ["Ann", "Bob"])
        ledger.start_night("Fri", ["Cat", "Dan"])
    done = play(db_file, "a2 b3\nseat add Eve\nstatus\n", "--night", "Thu")
    assert done.returncode == 0, done.stderr
    with Ledger.open(db_file) as ledger:
        assert ledger.status("Thu")["hands"] == 1
        assert "Eve" in ledger.table("Thu")["seats"]
        assert ledger.status("Fri")["hands"] == 0


@pytest.mark.slow  # kills a real process mid-night
def test_killed_mid_night_no_printed_hand_is_lost_and_play_resumes(db_file: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan", "Eve"])
    lines = ["a2 b3 c0 .", "a- b1 c1 d3 e0", "a3 b2 ."] * 100
    proc = warm_start.popen(
        [*BOORAY, "--db", str(db_file), "play"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert proc.stdin is not None
    assert proc.stdout is not None
    proc.stdin.write("\n".join(lines) + "\n")
    proc.stdin.flush()
    printed = 0
    while printed < 40:
        line = proc.stdout.readline()
        assert line, "play ended before it was killed"
        printed += " dealt by " in line
    os.kill(proc.pid, signal.SIGKILL)  # in the middle of the night: more hands are coming
    # the rest from the same reader: readline() buffered lines past the 40th, which a read of
    # the pipe itself (communicate) would never see
    rest = proc.stdout.read()
    proc.wait(timeout=30)
    proc.stdout.close()
    proc.stderr.close()  # type: ignore[union-attr]
    printed += rest.count(" dealt by ")
    assert proc.returncode == -signal.SIGKILL
    with Ledger.open(db_file) as ledger:
        status = ledger.status()
        assert printed <= status["hands"] <= printed + 1  # every acknowledged hand is there
        assert sum(status["balances"].values()) + status["pot"] == 0
        recorded = status["hands"]
    done = play(db_file, "a2 b3 c0 .\n")
    assert done.returncode == 0, done.stderr
    assert f"Hand {recorded + 1} dealt by" in done.stdout
    assert (
        json.loads(
            warm_start.run([*BOORAY, "--db", str(db_file), "status", "--json"], capture_output=True, text=True).stdout
        )["hands"]
        == recorded + 1
    )


@pytest.mark.slow  # several console-script processes
def test_the_live_table_shows_stacks_and_buys_inside_play(tmp_path: Path) -> None:
    """rulebook topic: stakes. `buy` works inside play, a voted tie is typed as t:split, and the
    table above the prompt lists the stacks, what each player bought and who is dealt out."""
    from booray_ledger.rules import house
    from booray_ledger.text.table import antes_text, stacks_text

    db = tmp_path / "staked.db"
    rules = house.preset("classic").replace(stakes="table", buy_in=5, cover="all_in", tie="vote")
    with Ledger.open(db) as ledger:
        ledger.start_night("Sat", ["Ann", "Bob", "Cat"], rules)
    done = play(db, "an 3 bo 2 c 0\nan - bo 5 c 0\nbuy cat 5\nan 2 b 2 c 1 t:split\n")
    assert done.returncode == 0, done.stderr
    assert "Cat buys 5 chips: stack 5, bought 10 tonight" in done.stdout
    assert "stacks: Ann 6, Bob 8, Cat 0" in done.stdout
    with Ledger.open(db) as ledger:
        assert ledger.history()["hands"][-1]["tie_vote"] == "split"
        assert ledger.table()["bought"] == {"Ann": 5, "Bob": 5, "Cat": 10}
        assert stacks_text(ledger.table()) == "Stacks: Ann 7 (bought 5)   Bob 8 (bought 5)   Cat 5 (bought 10)"
    broke = tmp_path / "broke.db"
    with Ledger.open(broke) as ledger:
        ledger.start_night("Sat", ["Ann", "Bob", "Cat"], rules)
    assert play(broke, "an 3 bo 2 c 0\nan - bo 5 c 0\n").returncode == 0
    with Ledger.open(broke) as ledger:
        assert "Cat dealt out: buys again to play" in antes_text(ledger.table())
