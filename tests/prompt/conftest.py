"""Driving the live prompt in-process: keys through prompt_toolkit's pipe input."""

from __future__ import annotations

import re
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from booray_ledger.api.book import Ledger

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]

Keys = Callable[..., str]


@pytest.fixture
def night(db_file: Path) -> Path:
    """A fresh ledger with the night Friday started: Ann, Bob, Cat, Dan, Eve."""
    with Ledger.open(db_file) as ledger:
        ledger.start_night("Friday", PLAYERS)
    return db_file


@pytest.fixture
def keys(db_file: Path, capfd: pytest.CaptureFixture[str]) -> Keys:
    """Type ``text`` at `booray play` (Ctrl-D at the end leaves); returns what it printed."""
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.history import InMemoryHistory
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from booray_ledger.cli.main import COMMANDS
    from booray_ledger.cli.play import cli_runner
    from booray_ledger.prompt.commands import LiveTable
    from booray_ledger.prompt.live import run_live

    def type_keys(text: str, night_name: str | None = None) -> str:
        capfd.readouterr()
        with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
            ready, done = threading.Event(), threading.Event()
            typist = threading.Thread(target=_type, args=(pipe, text + "\x04", ready, done), daemon=True)
            typist.start()
            signal.signal(signal.SIGALRM, _too_slow)
            signal.alarm(60)  # a prompt left waiting fails the test instead of hanging the suite
            try:
                with Ledger.open(db_file, keep_open=True) as ledger:
                    table = LiveTable(ledger, night_name, cli_runner(str(db_file)), list(COMMANDS))
                    assert run_live(table, history=InMemoryHistory(), pre_run=ready.set) == 0
            finally:
                done.set()
                signal.alarm(0)
            typist.join()
        captured = capfd.readouterr()
        return captured.out + captured.err

    return type_keys


def _type(pipe: Any, text: str, ready: threading.Event, done: threading.Event) -> None:
    """Type as a person would: each line once its prompt is up, and a pause after each Tab
    (completion runs between key presses). The last key, Ctrl-D, may be asked about (chips left
    in the pot): then the answer is yes."""
    for line in re.split(r"(?<=\r)", text):
        if not ready.wait(15):
            return
        ready.clear()
        for chunk in re.split(r"(?<=\t)", line):
            pipe.send_text(chunk)
            if chunk.endswith("\t"):
                time.sleep(0.1)
    while not done.is_set():
        if ready.wait(0.05):
            pipe.send_text("y\r")
            return


def _too_slow(*_: object) -> None:
    raise TimeoutError("the prompt was still waiting for keys after 60 s")
