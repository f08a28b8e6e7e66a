"""Two terminals, one ledger file: real processes, BEGIN IMMEDIATE, no double recording."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

HAND = ["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]


def booray(db: Path, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "BOORAY_DB": str(db)}
    return subprocess.Popen(
        [sys.executable, "-m", "booray_ledger", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(proc: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = proc.communicate(timeout=60)
    return proc.returncode, out, err


def hands(db: Path) -> int:
    code, out, _ = finish(booray(db, "status", "--json"))
    assert code == 0
    return int(json.loads(out)["hands"])


def test_the_same_hand_from_two_terminals_is_recorded_once(db_file: Path) -> None:
    assert finish(booray(db_file, "night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan"))[0] == 0
    first, second = booray(db_file, "hand", *HAND), booray(db_file, "hand", *HAND)
    results = [finish(first), finish(second)]
    assert sorted(code for code, _, _ in results) == [0, 1]
    refused = next(err for code, _, err in results if code == 1)
    assert "entered twice" in refused and "Traceback" not in refused
    assert hands(db_file) == 1


def test_different_hands_from_two_terminals_both_land(db_file: Path) -> None:
    assert finish(booray(db_file, "night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan"))[0] == 0
    procs = [booray(db_file, "hand", *HAND), booray(db_file, "hand", "Ann=pass", "Bob=4", "Cat=1", "Dan=0")]
    assert [finish(p)[0] for p in procs] == [0, 0]
    assert hands(db_file) == 2


def test_the_same_hand_entered_again_later_is_a_new_hand(db_file: Path) -> None:
    assert finish(booray(db_file, "night", "start", "Friday", "--players", "Ann,Bob,Cat,Dan"))[0] == 0
    assert finish(booray(db_file, "hand", *HAND))[0] == 0
    assert finish(booray(db_file, "hand", *HAND))[0] == 0
    assert hands(db_file) == 2
