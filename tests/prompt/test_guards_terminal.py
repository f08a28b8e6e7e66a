"""The live table's guards in a real terminal (tmux send-keys, capture-pane): the up arrow's
repeat asked about, a refused line replaced by what is typed next, the night ended at the prompt
with its choices explained, and Ctrl-D with chips in the pot asked about."""

from __future__ import annotations

import shlex
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from booray_ledger.api.book import Ledger
from tests.prompt.test_live_terminal import Terminal, pytestmark, terminal

__all__ = ["pytestmark", "terminal"]

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]


def booray_command() -> list[str]:
    script = Path(sys.executable).with_name("booray")
    return [str(script)] if script.exists() else [sys.executable, "-m", "booray_ledger"]


@pytest.fixture
def play(terminal: Terminal, db_file: Path, tmp_path: Path) -> Iterator[Terminal]:
    """`booray play` on the night Friday (Ann, Bob, Cat, Dan, Eve) in a tmux terminal."""
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", PLAYERS)
    env = {"BOORAY_DB": str(db_file), "XDG_DATA_HOME": str(tmp_path / "data"), "TERM": "xterm", "NO_COLOR": "1"}
    terminal.start(shlex.join([*booray_command(), "play"]), env)
    terminal.wait_for("hand>")
    yield terminal


def visible_screen(term: Terminal) -> str:
    """What the terminal shows now (no scrollback)."""
    done = subprocess.run([*term.base, "capture-pane", "-p", "-t", "t"], capture_output=True, text=True)
    return done.stdout


def hands(db: Path) -> list[dict[str, object]]:
    with Ledger.open(db) as ledger:
        return [dict(h) for h in ledger.history()["hands"]]


def test_the_up_arrow_repeat_is_asked_about_and_no_is_the_default(play: Terminal, db_file: Path) -> None:
    play.keys("an 2 bo 3 c 0 .", "Enter")
    play.wait_for("Hand 1 dealt by Ann")
    play.keys("Up", "Enter")  # the last line again, by mistake
    play.wait_for("This is the very same as hand 1 (Ann 2, Bob 3, Cat 0, Dan pass, Eve pass): Bob wins 5")
    play.wait_for("Record it again as a new hand? [y/N]")
    play.keys("Enter")  # no
    play.wait_for("Not recorded: nothing changed.")
    assert len(hands(db_file)) == 1
    play.keys("Up")
    play.wait_for("hand> an 2 bo 3 c 0 .", times=2)
    play.keys("Enter")
    play.wait_for("Record it again as a new hand? [y/N]", times=2)
    play.keys("y", "Enter")  # it really was the same again
    play.wait_for("Hand 2 dealt by Bob")
    assert len(hands(db_file)) == 2


def test_a_hand_just_after_one_from_another_screen_is_asked_about(play: Terminal, db_file: Path) -> None:
    env = {"BOORAY_DB": str(db_file), "NO_COLOR": "1", "PATH": "/usr/bin:/bin"}
    other = subprocess.run([*booray_command(), "hand", "Ann=3", "Bob=2", "Cat=pass", "Dan=pass", "Eve=pass"],
                           env=env, capture_output=True, text=True, timeout=60)  # fmt: skip
    assert other.returncode == 0, other.stderr
    play.keys("bo 3 an 2 .", "Enter")  # the same real hand, typed with other counts
    play.wait_for("Hand 1 was just recorded from another screen")
    play.wait_for("Is this a new hand? [y/N]")
    play.keys("n", "Enter")
    play.wait_for("Not recorded: nothing changed.")
    assert len(hands(db_file)) == 1


def test_a_lone_dot_asks_before_an_all_pass_hand(play: Terminal, db_file: Path) -> None:
    play.keys(".", "Enter")
    play.wait_for("Everyone passed: nobody plays; the pot of 0 chips carries, with the antes added.")
    play.wait_for("Record a hand where everyone passed? [y/N]")
    play.keys("y", "Enter")
    play.wait_for("Hand 1 dealt by Ann")
    assert hands(db_file)[0]["outcome"] == "all_passed"


def test_a_refused_line_is_replaced_by_what_is_typed_next_or_cleared_by_esc(play: Terminal, db_file: Path) -> None:
    play.keys("cleara2 b3", "Enter")
    play.wait_for("booray: ")
    play.wait_for("type to replace the line")  # the toolbar says what the marked line does
    play.wait_for("hand> cleara2 b3", times=2)
    play.keys("a2 b3 c0 .", "Enter")  # typing replaces the refused line: nothing glued on
    play.wait_for("Hand 1 dealt by Ann")
    assert hands(db_file)[0]["results"] == {"Ann": 2, "Bob": 3, "Cat": 0, "Dan": "pass", "Eve": "pass"}
    play.keys("bobb 3 c 2 .", "Enter")
    play.wait_for("did you mean Bob?")
    play.wait_for("hand> bobb 3 c 2 .", times=2)
    play.keys("Escape")
    play.wait_for("Tab completes")  # the usual toolbar again: the line is cleared
    prompts = [line.rstrip() for line in play.screen().splitlines() if line.startswith("hand>")]
    assert prompts[-1] == "hand>"
    play.keys("C-l")  # clears the screen and draws the table again
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        visible = visible_screen(play)  # without the scrollback
        if "did you mean Bob?" not in visible and "Friday after 1 hand" in visible:
            break
        time.sleep(0.1)
    assert "did you mean Bob?" not in visible
    assert visible.lstrip().startswith("Friday after 1 hand")
    assert len(hands(db_file)) == 1


def test_the_night_ends_at_the_prompt_with_its_choices_explained(play: Terminal, db_file: Path) -> None:
    play.keys("an 2 bo 2 c 1 d 0 .", "Enter")  # a tie, and Dan's bourré: 10 chips stay in the pot
    play.wait_for("Hand 1 dealt by Ann")
    play.keys("night end", "Enter")
    play.wait_for("The pot still holds 10 chips. What happens to it when Friday ends?")
    screen = play.wait_for("carry, split or refund?")
    split = next(line for line in screen.splitlines() if "split   shared by everyone seated: " in line)
    assert all(f"{player} 2" in split for player in PLAYERS)
    assert "refund  back to who paid into it since it was last won: " in screen
    play.keys("?", "Enter")
    play.wait_for("What happens to it when Friday ends?", times=2)
    play.keys("maybe", "Enter")
    play.wait_for("'maybe' is not one of carry, split, refund")
    play.keys("split", "Enter")
    play.wait_for("Night Friday ended.")
    play.wait_for("Friday has ended after 1 hand.")
    screen = play.wait_for("`night use NAME`")
    assert " pays " in screen  # the settle-up is shown
    play.keys("Enter")  # a redraw: the night is over, said without an error
    play.wait_for("Friday has ended after 1 hand.", times=2)
    assert "no current night" not in play.screen()
    assert "booray night start" not in play.screen()
    play.keys("night start Saturday --players Ann,Bob,Cat", "Enter")
    play.wait_for("Saturday after 0 hands")


def test_ctrl_d_with_chips_in_the_pot_asks_first(play: Terminal, db_file: Path) -> None:
    play.keys("an 2 bo 3 c 0 .", "Enter")  # Cat's bourré leaves 5 chips in the pot
    play.wait_for("Hand 1 dealt by Ann")
    play.wait_for("hand>", times=2)  # the next prompt is up (Ctrl-D before it would reach the tty, not play)
    play.keys("C-d")
    play.wait_for("The night is still open with 5 chips in the pot: they stay there")
    play.wait_for("Leave anyway? [y/N]")
    play.keys("Enter")  # no: back at the table
    play.wait_for("hand>", times=3)
    assert "EXIT=" not in play.screen()
    play.keys("C-d")
    play.wait_for("Leave anyway? [y/N]", times=2)
    play.keys("y", "Enter")
    play.wait_for("EXIT=0")
