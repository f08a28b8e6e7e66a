"""A warm start is the same program as a fresh `booray` process: the same output, exit status,
files, environment, folder and standard input; its own pid that a signal kills alone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from tests.reliability import warm_start
from tests.reliability.scripts import booray_env, booray_script

pytestmark = pytest.mark.slow  # warm and fresh processes compared: the test harness itself

HAND = ["Ann=2", "Bob=3", "Cat=0"]


@pytest.fixture(scope="module")
def ledger(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The bytes of a ledger with a night and one hand."""
    path = tmp_path_factory.mktemp("warm") / "ledger.db"
    with Ledger.open(path) as book:
        book.start_night("Fri", ["Ann", "Bob", "Cat"])
        book.record_hand(hand(HAND))
    return path.read_bytes()


def both(tmp_path: Path, ledger: bytes, args: list[str], stdin: str | None = None) -> list[tuple[int, str, str]]:
    """Run ``booray ARGS`` fresh and warm, each in a folder of its own holding the same ledger
    (given as a relative path: the working folder must be the caller's); what each printed."""
    seen = []
    for kind, start in (("fresh", subprocess.Popen), ("warm", warm_start.WarmPopen)):
        folder = tmp_path / kind
        folder.mkdir()
        (folder / "ledger.db").write_bytes(ledger)
        process = start([*booray_script(), *args], env=booray_env("ledger.db"), cwd=folder, stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)  # fmt: skip
        out, err = process.communicate(stdin, timeout=60)
        seen.append((process.returncode, out, err))
    return seen


@pytest.mark.parametrize(
    "args",
    [
        ["status"],  # a report
        ["hand", "Ann=9", "Bob=3", "Cat=0"],  # refused by the ledger
        ["hand", "Ann=²", "Bob=3", "Cat=0", "--json"],  # refused as it is read
        ["hnd"],  # refused by the command line itself
    ],
)
def test_the_same_output_and_exit_status(tmp_path: Path, ledger: bytes, args: list[str]) -> None:
    fresh, warm = both(tmp_path, ledger, args)
    assert warm == fresh


def test_standard_input_reaches_the_command(tmp_path: Path, ledger: bytes) -> None:
    fresh, warm = both(tmp_path, ledger, ["play"], stdin="a1 b3 c1\n")
    assert warm[0] == fresh[0] == 0
    assert "Hand 2 dealt by" in warm[1]
    assert warm[1] == fresh[1]


def test_python_dash_m_runs_the_same_command(tmp_path: Path) -> None:
    env = booray_env(tmp_path / "l.db")
    command = [sys.executable, "-m", "booray_ledger", "night", "show", "Sunday"]
    fresh = subprocess.run(command, env=env, capture_output=True, text=True)
    warm = warm_start.run(command, env=env, capture_output=True, text=True)
    assert isinstance(warm, subprocess.CompletedProcess)
    assert (warm.returncode, warm.stdout, warm.stderr) == (fresh.returncode, fresh.stdout, fresh.stderr)
    assert warm.returncode == 1
    assert "start a night" in warm.stderr


def test_a_signal_kills_the_command_alone(tmp_path: Path) -> None:
    """The pid is the command's: SIGKILL ends it with -9, and the next run still starts."""
    process = warm_start.WarmPopen([*booray_script(), "play"], env=booray_env(tmp_path / "l.db"),
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip
    assert process.pid != os.getpid()
    assert process.poll() is None
    process.send_signal(signal.SIGKILL)
    process.communicate(timeout=30)
    assert process.returncode == -signal.SIGKILL
    again = warm_start.run([*booray_script(), "--version"], capture_output=True, text=True)
    assert again.returncode == 0
    assert again.stdout.startswith("booray-ledger ")


def test_what_would_change_the_interpreter_starts_fresh() -> None:
    """An interpreter variable or a terminal cannot be given to a fork: those runs exec anew."""
    script = booray_script()
    assert warm_start._warm_can_run(script, dict(os.environ), {})
    assert not warm_start._warm_can_run(script, {**os.environ, "PYTHONHASHSEED": "7"}, {})
    assert not warm_start._warm_can_run(["bash", "-c", "booray"], None, {})
    main, child = os.openpty()
    try:
        assert not warm_start._warm_can_run(script, None, {"stdin": child})
    finally:
        os.close(main)
        os.close(child)
