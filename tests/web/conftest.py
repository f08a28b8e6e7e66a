"""Scoreboard fixtures: a real ledger file with a night, the app over it, and a real server."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from booray_ledger import Ledger, hand
from booray_ledger.web.site import create_app
from tests.reliability import warm_start

KEY = "test-key-123456"
LOCAL = "http://127.0.0.1"
"""The address the in-process test client speaks to (the board answers only its own names)."""
ZED = 'O\'Zed & "Co"'
"""A name with the characters HTML must escape (names refuse < > and brackets, not these)."""
PLAYERS = ["Ann", "Bob", "Cat", "Dan", ZED]
ARTIFACTS = Path(os.environ.get("BOORAY_TEST_ARTIFACTS", Path(__file__).resolve().parents[2] / "test-artifacts"))
"""Where the browser tests save their screenshots (gitignored)."""


def make_night(path: Path) -> Path:
    """The night 'Friday' with two hands recorded, in a new ledger at ``path``."""
    with Ledger.open(path) as ledger:
        ledger.start_night("Friday", PLAYERS)
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=pass", f"{ZED}=0"]))
        ledger.record_line("an 3 bo 2 .")
    return path


EIGHT = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Mary Ann Beauregard"]
BIG_NIGHT = [
    "gu 0 an 0 ca 2 ev 3 .", "ca 1 m 1 bo 3 .", "ev 1 an 2 fa 2 .", "fa 1 da 4 .", "an 2 m 3 .", "bo 3 m 1 ev 1 .",
    "bo 2 ca 3 .", "da 1 gu 2 ev 2 .", "fa 1 ev 3 bo 1 ca 0 .", "bo 2 an 1 fa 1 m 1 .", "da 0 fa 4 ev 1 .",
    "bo 1 ca 2 ev 2 .",
]  # fmt: skip
"""Twelve hands for eight players whose settle-up needs seven payments (the most eight can need)."""


def make_big_night(path: Path, end: bool = True) -> Path:
    """The night 'Friday' for eight players with twelve hands, ended with the pot split (unless
    ``end`` is false), in a new ledger at ``path``."""
    with Ledger.open(path) as ledger:
        ledger.start_night("Friday", EIGHT)
        for line in BIG_NIGHT:
            ledger.record_line(line)
        if end:
            ledger.end_night("split")
    return path


@pytest.fixture
def night_db(db_file: Path) -> Path:
    """A ledger with the night 'Friday' and two hands recorded."""
    return make_night(db_file)


@pytest.fixture
def client(night_db: Path) -> Iterator[TestClient]:
    with TestClient(create_app(night_db, "Friday", KEY), raise_server_exceptions=False, base_url=LOCAL) as test_client:
        yield test_client


def db_bytes(path: Path) -> bytes:
    """The ledger file and its write-ahead log, byte for byte (nothing written: nothing changed)."""
    wal = Path(f"{path}-wal")
    return path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")


@dataclass
class Server:
    """A `booray board` process on a free loopback port."""

    process: subprocess.Popen[str]
    viewer: str
    keeper: str
    db: Path
    printed: str

    @property
    def base(self) -> str:
        return self.viewer.rstrip("/")

    def booray(self, *args: str) -> subprocess.CompletedProcess[str]:
        """Run the real `booray` command against the same ledger, in another process."""
        env = {**os.environ, "BOORAY_DB": str(self.db)}
        return warm_start.run(
            [sys.executable, "-m", "booray_ledger", *args], env=env, capture_output=True, text=True, timeout=30
        )

    def stop(self, timeout: float = 60) -> int:
        """Ctrl-C, as at the table; the exit code."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout)


def start_server(db: Path, *extra: str) -> Server:
    """`booray --db DB board --port 0 --key KEY` in a subprocess; waits for its addresses."""
    env = {**os.environ, "BOORAY_DB": str(db)}  # the board flushes its addresses itself
    command = [sys.executable, "-m", "booray_ledger", "board", "--port", "0", "--key", KEY, *extra]
    process = warm_start.popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert process.stdout is not None
    printed = []
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        printed.append(line)
        if line.startswith("Ctrl-C"):
            text = "".join(printed)
            viewer = re.search(r"everyone:\s+(\S+)", text)
            keeper = re.search(r"secret\):\s+(\S+)", text)
            assert viewer, text
            assert keeper, text
            return Server(process, viewer.group(1), keeper.group(1), db, text)
    process.kill()
    raise AssertionError("booray board did not start:\n" + "".join(printed))


@pytest.fixture
def server(night_db: Path) -> Iterator[Server]:
    """A server of its own, for a test that stops it."""
    running = start_server(night_db)
    try:
        yield running
    finally:
        if running.process.poll() is None:
            running.process.kill()
            running.process.wait(5)


@pytest.fixture(scope="module")
def shared_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One server for a module's tests (each reads the hand count it starts from)."""
    running = start_server(make_night(tmp_path_factory.mktemp("board") / "booray.db"))
    try:
        yield running
    finally:
        if running.process.poll() is None:
            running.process.kill()
            running.process.wait(5)


def hands_now(db: Path) -> int:
    with Ledger.open(db) as ledger:
        return ledger.status("Friday")["hands"]
