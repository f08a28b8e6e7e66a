"""`booray play` in a real terminal: a whole short night typed through tmux (send-keys) and
read back from the screen (capture-pane)."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from booray_ledger.api.book import Ledger

pytestmark = [
    pytest.mark.slow,  # a real terminal, waited on screen by screen
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (Debian: apt-get install tmux)"),
]


class Terminal:
    """One tmux session on a private server, running one command."""

    def __init__(self, name: str) -> None:
        self.base = ["tmux", "-L", name]

    def start(self, command: str, env: dict[str, str]) -> None:
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        script = f"env {exports} {command}; echo EXIT=$?; sleep 30"
        subprocess.run([*self.base, "new-session", "-d", "-s", "t", "-x", "120", "-y", "50", script], check=True)

    def keys(self, *keys: str) -> None:
        subprocess.run([*self.base, "send-keys", "-t", "t", *keys], check=True)

    def screen(self) -> str:
        done = subprocess.run(
            [*self.base, "capture-pane", "-p", "-t", "t", "-S", "-200"], capture_output=True, text=True
        )
        return done.stdout

    def wait_for(self, text: str, times: int = 1, timeout: float = 60) -> str:
        """The screen once ``text`` shows on it ``times`` times."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            if screen.count(text) >= times:
                return screen
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never appeared on the screen:\n{self.screen()}")

    def close(self) -> None:
        subprocess.run([*self.base, "kill-server"], capture_output=True)


@pytest.fixture
def terminal() -> Iterator[Terminal]:
    term = Terminal(f"booray-test-{os.getpid()}-{time.monotonic_ns()}")
    yield term
    term.close()


def test_a_short_night_at_a_real_terminal(terminal: Terminal, db_file: Path, tmp_path: Path) -> None:
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", ["Ann", "Bob", "Cat", "Dan", "Eve"])
    script = Path(sys.executable).with_name("booray")
    command = shlex.join([str(script)] if script.exists() else [sys.executable, "-m", "booray_ledger"])
    env = {"BOORAY_DB": str(db_file), "XDG_DATA_HOME": str(tmp_path / "data"), "TERM": "xterm", "NO_COLOR": "1"}
    terminal.start(f"{command} play", env)
    terminal.wait_for("hand>")
    assert "Ann deals next (the night's first deal)" in terminal.screen()

    terminal.keys("an 2 bo 3 c 0 .", "Enter")
    terminal.wait_for("Hand 1 dealt by Ann; pot at stake 5")
    terminal.wait_for("Cat owes no ante: bourré in hand 1")

    terminal.keys("bobb 2 c 3 .", "Enter")  # a typo: refused, and the line stays to be fixed
    terminal.wait_for("booray: 'bobb' is not dealt in this hand; did you mean Bob?")
    screen = terminal.wait_for("hand> bobb 2 c 3 .", times=2)  # the line typed, then kept in the new prompt
    assert screen.count("Friday after 1 hand") == 1  # refused: nothing changed, the table is not redrawn
    terminal.keys("C-a", "Right", "Right", "Right", "BSpace", "Enter")  # bobb -> bob
    terminal.wait_for("Hand 2 dealt by Bob")

    terminal.keys("undo", "Enter")  # says which hand it voids, with its results, and asks first
    terminal.wait_for("Undo hand 2 (Bob 2, Cat 3, Ann pass, Dan pass, Eve pass): Cat wins 9: its chips go back")
    terminal.wait_for("Undo it? [y/N]")
    terminal.keys("y", "Enter")
    terminal.wait_for("Hand 2 voided: its chips went back.")

    terminal.keys("Ca")
    terminal.keys("Tab")  # completes the name: Cat
    terminal.wait_for("hand> Cat")
    terminal.keys(" 3 a 2 .", "Enter")
    terminal.wait_for("Hand 2 dealt by Bob; pot at stake")

    terminal.keys("Up")  # history brings back the last line (the screen already shows it once, typed)
    terminal.wait_for("hand> Cat 3 a 2 .", times=2)
    terminal.keys("C-u", "quit", "Enter")
    terminal.wait_for("EXIT=0")

    with Ledger.open(db_file) as ledger:
        hands = ledger.history()["hands"]
    assert [h["results"] for h in hands] == [
        {"Ann": 2, "Bob": 3, "Cat": 0, "Dan": "pass", "Eve": "pass"},
        {"Cat": 3, "Ann": 2, "Bob": "pass", "Dan": "pass", "Eve": "pass"},
    ]
