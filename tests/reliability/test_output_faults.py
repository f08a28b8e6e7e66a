"""Saved means said: once a command's write committed, a reader that went away or a full
output never turns it into a failure (a retry would record the hand twice)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.reliability.scripts import booray_env, booray_script, run_booray

pytestmark = pytest.mark.slow  # real processes writing into closed pipes and full devices

HAND = ["Ann=2", "Bob=3", "Cat=0"]


def _night(db: Path) -> None:
    assert run_booray(db, "night", "start", "Friday", "--players", "Ann,Bob,Cat").returncode == 0


def _hands(db: Path) -> int:
    return int(json.loads(run_booray(db, "status", "--json").stdout)["hands"])


def test_a_reader_that_closes_the_pipe_early_is_no_failure(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    _night(db)
    for reader in ("head -1", "true", "head -c 0"):
        script = " ".join(booray_script()) + " hand " + " ".join(HAND) + f" --again | {reader}; exit ${{PIPESTATUS[0]}}"
        done = subprocess.run(["bash", "-c", script], env=booray_env(db), capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr
        assert done.stderr == ""
    assert _hands(db) == 3
    long_report = subprocess.run(
        ["bash", "-c", " ".join(booray_script()) + " history --json | head -c 10; exit ${PIPESTATUS[0]}"],
        env=booray_env(db),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert long_report.returncode == 0
    assert long_report.stderr == ""


def test_a_pipe_closed_before_the_command_writes(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    _night(db)
    proc = subprocess.Popen(
        [*booray_script(), "hand", *HAND, "--json"],
        env=booray_env(db),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
    )
    assert proc.stdout is not None
    assert proc.stderr is not None
    proc.stdout.close()  # the reader went away before a byte was written
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 0, err
    assert err == ""
    assert _hands(db) == 1


def test_a_full_output_says_in_one_line_that_the_hand_was_recorded(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    _night(db)
    with open("/dev/full", "w") as full:
        done = run_booray(db, "hand", *HAND, stdout=full, stderr=subprocess.PIPE, capture_output=False)
    assert done.returncode == 0
    assert done.stderr.strip().splitlines() == [
        "booray: could not print the result (No space left on device); the change WAS recorded (see `booray status`)"
    ]
    assert _hands(db) == 1
    with open("/dev/full", "w") as full:
        report = run_booray(db, "status", stdout=full, stderr=subprocess.PIPE, capture_output=False)
    assert report.returncode == 1
    assert report.stderr.strip().splitlines() == [
        "booray: could not print the result (No space left on device); nothing was changed"
    ]
    assert _hands(db) == 1
