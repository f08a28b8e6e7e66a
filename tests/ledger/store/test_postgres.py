"""PostgreSQL under several scorekeepers (a real server, real processes): writers of one night
take turns and lose nothing; writers of different nights never wait for each other."""

from __future__ import annotations

import itertools
import subprocess
import sys
import time
from typing import Any

import psycopg
import pytest

from booray_ledger import Ledger
from booray_ledger.ledger.schema import postgres_schema
from tests.reliability.scripts import start_booray

HAND = ["Ann=2", "Bob=3", "Cat=0", "Dan=pass"]
WRITER = """
import sys
from booray_ledger import Ledger
url, night, count, writer = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
# Each writer has hands of its own: the same results from two writers at once would rightly be
# refused as one hand entered twice (rulebook topic: recording a hand).
lines = [["an 2 bo 3 c 0 .", "an 1 bo 1 c 3 .", "bo 5 .", "an 3 c 2 ."],
         ["an 1 bo 4 .", "c 5 .", "an 4 c 1 .", "bo 2 c 3 ."]][writer]
with Ledger.open(url) as ledger:
    for i in range(count):
        ledger.record_line(lines[i % len(lines)], night=night)
"""


def booray(url: str, *args: str) -> subprocess.Popen[str]:
    return start_booray(url, *args)


def finish(proc: subprocess.Popen[str], timeout: float = 60) -> int:
    _, err = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, err
    return proc.returncode


def nights(url: str, *names: str) -> dict[str, int]:
    with Ledger.open(url) as ledger:
        for name in names:
            ledger.start_night(name, ["Ann", "Bob", "Cat", "Dan"])
    with psycopg.connect(url) as conn:
        ids: dict[str, int] = {}
        for name in names:
            row = conn.execute("SELECT id FROM night WHERE name = %s", (name,)).fetchone()
            assert row is not None
            ids[name] = row[0]
        return ids


def hold_night_lock(url: str, night_id: int) -> Any:
    """Another scorekeeper in the middle of a command on this night (its lock held until commit)."""
    conn = psycopg.connect(url)
    conn.execute("SELECT pg_advisory_xact_lock(%s, %s)", (postgres_schema.LOCK_NAMESPACE, night_id))
    return conn


def test_writers_on_different_nights_do_not_wait(pg_url: str) -> None:
    ids = nights(pg_url, "Table A", "Table B")
    holder = hold_night_lock(pg_url, ids["Table A"])
    try:
        blocked = booray(pg_url, "hand", *HAND, "--night", "Table A")
        started = time.monotonic()
        finish(booray(pg_url, "hand", *HAND, "--night", "Table B"))
        finish(booray(pg_url, "night", "start", "Table C", "--players", "Ann,Eve"))  # new night, known player
        assert time.monotonic() - started < 15  # well under the 15 s lock timeout: nobody waited
        time.sleep(0.5)
        assert blocked.poll() is None  # table A's writer waits for the command holding its night
    finally:
        holder.rollback()
        holder.close()
    finish(blocked)
    with Ledger.open(pg_url) as ledger:
        assert ledger.status("Table A")["hands"] == 1
        assert ledger.status("Table B")["hands"] == 1


def test_two_writers_on_one_night_neither_interleave_nor_lose_a_hand(pg_url: str) -> None:
    nights(pg_url, "Friday")
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, pg_url, "Friday", "12", str(writer)], stderr=subprocess.PIPE, text=True
        )
        for writer in range(2)
    ]
    for proc in writers:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    with Ledger.open(pg_url) as ledger:
        hands = ledger.history("Friday")["hands"]
        status = ledger.status("Friday")
    assert [h["number"] for h in hands] == list(range(1, 25))
    assert sum(status["balances"].values()) + status["pot"] == 0
    # Each hand was settled from the state the one before left: its pot carried in is that pot.
    for before, after in itertools.pairwise(hands):
        assert after["carried"] == before["pot_after"]


def test_a_writer_that_waits_too_long_gets_the_busy_message(pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = nights(pg_url, "Friday")
    monkeypatch.setattr("booray_ledger.ledger.store.postgres.BUSY_TIMEOUT_MS", 200)
    holder = hold_night_lock(pg_url, ids["Friday"])
    try:
        from booray_ledger import hand
        from booray_ledger.errors import DatabaseError, ErrorCode

        with Ledger.open(pg_url) as ledger, pytest.raises(DatabaseError) as refused:
            ledger.record_hand(hand(HAND))
        assert refused.value.code is ErrorCode.LEDGER_BUSY
    finally:
        holder.rollback()
        holder.close()
    with Ledger.open(pg_url) as ledger:
        assert ledger.status()["hands"] == 0


def test_a_new_player_waits_only_for_other_new_players(pg_url: str) -> None:
    """Creating a person takes the short shared lock; recording a hand elsewhere does not."""
    nights(pg_url, "Table A", "Table B")
    holder = hold_night_lock(pg_url, 0)  # key 0: another command creating a player right now
    try:
        adding = booray(pg_url, "seat", "add", "Zed", "--night", "Table A")
        finish(booray(pg_url, "hand", *HAND, "--night", "Table B"))
        time.sleep(0.5)
        assert adding.poll() is None  # the new player waits for the other creation to commit
    finally:
        holder.rollback()
        holder.close()
    finish(adding)
    finish(booray(pg_url, "seat", "add", "zed", "--night", "Table B"))  # the same person
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT count(*) FROM player WHERE name_key = 'zed'").fetchone() == (1,)


class OwnServer:
    """A PostgreSQL cluster of the test's own, so it can be stopped and started again on the
    same port under a running `booray play` (finding 6 of issue 20)."""

    def __init__(self, folder: Any) -> None:
        import shutil
        from pathlib import Path

        self.folder = Path(folder)
        self.root = root = Path(__file__).resolve().parents[3]  # the repository
        if shutil.which("runuser") is None and not list(Path("/usr/lib/postgresql").glob("*/bin")):
            pytest.skip("PostgreSQL is not installed")
        made = subprocess.run(
            ["bash", str(root / ".ci" / "postgres"), "start", str(self.folder)], capture_output=True, text=True
        )
        if made.returncode != 0:
            pytest.skip(f"cannot start a PostgreSQL cluster: {made.stderr.strip()}")
        self.url = made.stdout.strip()
        self.port = self.url.rsplit(":", 1)[1].split("/")[0]
        self.bin = sorted(Path("/usr/lib/postgresql").glob("*/bin"))[-1]

    def _ctl(self, *args: str) -> None:
        import os

        command = [str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), *args]
        if os.getuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True)

    def stop(self) -> None:
        self._ctl("-m", "fast", "-w", "stop")

    def stop_for_good(self) -> None:
        subprocess.run(["bash", str(self.root / ".ci" / "postgres"), "stop", str(self.folder)], capture_output=True)

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._ctl("-l", str(self.folder / "server.log"), "-w", "start", "-o", options)


@pytest.mark.slow  # stops and restarts a PostgreSQL server
@pytest.mark.single_engine
def test_a_server_stopped_under_play_costs_one_line_and_the_next_line_reconnects() -> None:
    import os
    import shutil
    import tempfile

    folder = tempfile.mkdtemp(prefix="booray-pg-")  # the server's own user must reach it
    os.chmod(folder, 0o755)
    server = OwnServer(f"{folder}/pg")
    try:
        with Ledger.open(server.url) as ledger:
            ledger.start_night("Fri", ["Ann", "Bob", "Cat"])
        proc = subprocess.Popen(
            [sys.executable, "-m", "booray_ledger", "--db", server.url, "play"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert proc.stdin is not None
        assert proc.stdout is not None
        assert proc.stderr is not None
        proc.stdin.write("a2 b3 c0 .\n")
        proc.stdin.flush()
        while "Hand 1 dealt by" not in (line := proc.stdout.readline()):
            assert line, "play ended early"
        server.stop()
        proc.stdin.write("a3 b2 c0 .\n")
        proc.stdin.flush()
        refused = proc.stderr.readline()
        assert refused.startswith("booray: lost the PostgreSQL ledger"), refused
        assert "nothing was recorded" in refused
        assert proc.poll() is None  # the prompt goes on
        server.start()
        out, err = proc.communicate("a1 b4 c0 .\n", timeout=60)
        assert "Hand 2 dealt by" in out, out + err
        assert "Traceback" not in err
        assert proc.returncode == 1  # one line was refused
        with Ledger.open(server.url) as ledger:
            assert ledger.status("Fri")["hands"] == 2
    finally:
        server.stop_for_good()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.slow  # starts its own PostgreSQL server, copies 300 hands, stops it mid-copy
@pytest.mark.single_engine
def test_a_server_stopped_during_a_copy_is_one_line_and_leaves_nothing() -> None:
    """Finding 3 of issue 20: stopping the server during `copy --to back.db` ended in two raw
    tracebacks."""
    import os
    import shutil
    import tempfile
    from pathlib import Path

    from booray_ledger.api.copying import copy_ledger
    from tests.ledger.upkeep.test_transfer import run_copy_until_partial
    from tests.ledgers import build

    folder = tempfile.mkdtemp(prefix="booray-pg-")
    os.chmod(folder, 0o755)
    server = OwnServer(f"{folder}/pg")
    try:
        source = Path(folder) / "source.db"
        build(source, 300)
        assert copy_ledger(source, server.url)["identical"]
        backup = Path(folder) / "back.db"
        proc = run_copy_until_partial(server.url, backup)
        server.stop()
        out, err = proc.communicate(timeout=120)
        lines = err.strip().splitlines()
        assert proc.returncode == 1, out + err
        assert len(lines) == 1, err
        assert "nothing was copied" in lines[0] or "lost the PostgreSQL ledger" in lines[0], err
        assert "Traceback" not in err
        assert not backup.exists()
    finally:
        server.stop_for_good()
        shutil.rmtree(folder, ignore_errors=True)
