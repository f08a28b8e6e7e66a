"""`booray check`'s chains on two cores: a forked worker verifies the later nights and its
findings are the ones a single process finds, in the same order; a small ledger forks no worker;
a worker that dies is a problem in the report, and Ctrl-C ends it silently."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from booray_ledger.ledger.upkeep import chain_workers
from booray_ledger.ledger.upkeep.file_check import ChainCheck, check_file
from booray_ledger.results import ProblemKind
from booray_ledger.text.check import problem_line
from tests.ledger.store.test_chain import tamper
from tests.ledgers import build

ONE_PROCESS = 10**9
"""``worker_links`` no ledger reaches: every night verified in this process."""


def test_the_nights_are_cut_where_the_worker_gets_its_share_of_the_links() -> None:
    nights = [(0, 10), (1, 1000), (2, 1000), (3, 1000), (4, 1000), (5, 1000)]
    assert chain_workers.split(nights, least=100, share=0.6) == ([0, 1, 2], [3, 4, 5])
    assert chain_workers.split(nights, least=100, share=0.5) == ([0, 1, 2], [3, 4, 5])
    assert chain_workers.split(nights, least=100, share=0.2) == ([0, 1, 2, 3, 4], [5])
    assert chain_workers.split(nights, least=10_000) == ([0, 1, 2, 3, 4, 5], [])  # too few links
    assert chain_workers.split([(0, 50_000)], least=100) == ([0], [])  # one night: nothing to share


def test_a_small_ledger_forks_no_worker(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 5)
    check = ChainCheck(db)
    assert check.worker is None
    assert check.finish() == []


@pytest.mark.parametrize("damaged", [[1], [2], [1, 2]], ids=["first half", "second half", "both halves"])
def test_a_worker_finds_what_one_process_finds_in_the_same_order(tmp_path: Path, damaged: list[int]) -> None:
    """The ledger's chains (the file's own, Thu, Fri) split between this process and a worker:
    a changed hand in either half is found, with the same facts in the same order as one
    process verifying them all."""
    db = tmp_path / "l.db"
    build(db, 8)
    for night in damaged:
        tamper(db, f"UPDATE hand SET result_json = replace(result_json, 'Bob', 'Bab') WHERE night_id = {night}")
    two = ChainCheck(db, worker_links=1)
    assert two.worker is not None
    assert two.worker.nights == [2]  # Fri, the later night, holds most links
    found = two.finish()
    assert found == ChainCheck(db, worker_links=ONE_PROCESS).finish()
    lines = [problem_line(p) for p in found]
    assert [line.split(",")[0] for line in lines] == [["night 'Thu'", "night 'Fri'"][n - 1] for n in damaged]
    assert all(line.endswith("changed after it was written") for line in lines)


def test_rows_sealed_are_counted_across_both_processes(tmp_path: Path) -> None:
    """A movement lost in the worker's night: its link names it, and the rows stored are
    counted against the rows sealed by both processes' links together."""
    db = tmp_path / "l.db"
    build(db, 8)
    tamper(db, "DELETE FROM movement WHERE id = (SELECT max(id) FROM movement WHERE night_id = 2)")
    with sqlite3.connect(db) as conn:
        stored = conn.execute("SELECT count(*) FROM movement").fetchone()[0]
    found = ChainCheck(db, worker_links=1).finish()
    assert found == ChainCheck(db, worker_links=ONE_PROCESS).finish()
    lines = [problem_line(p) for p in found]
    assert len(lines) == 2
    assert lines[0].startswith("night 'Fri', link ")
    assert lines[0].endswith("a row it sealed is missing")
    assert lines[1] == f"chip movements: {stored} row(s) stored, {stored + 1} sealed in the chain"


def test_a_sound_ledger_gives_the_same_report_with_a_worker(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 8)
    two = ChainCheck(db, worker_links=1)
    assert two.worker is not None
    assert two.finish() == [] == ChainCheck(db, worker_links=ONE_PROCESS).finish()
    assert check_file(db)["ok"]


LOCKER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()
"""


@pytest.fixture
def blocked_ledger(tmp_path: Path) -> Iterator[Path]:
    """A ledger file another process holds an exclusive lock on (a rollback-journal file: no
    reader gets in): a worker on it waits to read (SQLite retries for five seconds), so it is
    certainly still working when the test stops it."""
    path = tmp_path / "locked.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE chain_link (id INTEGER PRIMARY KEY)")
    conn.close()
    locker = subprocess.Popen(
        [sys.executable, "-c", LOCKER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert locker.stdout is not None
    assert locker.stdout.readline() == "locked\n"
    yield path
    locker.communicate("")


def test_a_worker_that_dies_is_a_problem_in_the_report(blocked_ledger: Path) -> None:
    worker = chain_workers.start(blocked_ledger, [3, 4, 7])
    os.kill(worker.pid, signal.SIGKILL)
    found = chain_workers.collect(worker)
    assert isinstance(found, list)
    assert [p["kind"] for p in found] == [ProblemKind.CHAIN_NOT_VERIFIED]
    assert problem_line(found[0]) == (
        "the chains of nights 3 to 7 (by id) were not verified: the process verifying them was killed "
        "(signal 9); run the check again"
    )
    assert worker.pid == 0  # waited for: no process left behind


def test_a_worker_stopped_early_leaves_no_process(blocked_ledger: Path) -> None:
    worker = chain_workers.start(blocked_ledger, [1])
    pid = worker.pid
    chain_workers.stop(worker)
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)


CTRL_C = """
import sys
from pathlib import Path
from booray_ledger.ledger.upkeep import chain_workers
worker = chain_workers.start(Path(sys.argv[1]), [1, 2])
try:
    print(worker.pid, flush=True)
    chain_workers.collect(worker)
    sys.stdin.read()  # if the worker's end was seen first: Ctrl-C is on its way here
except KeyboardInterrupt:
    print("stopped", flush=True)
finally:
    chain_workers.stop(worker)
"""


def _ctrl_c_as_at_a_terminal() -> None:
    """SIGINT as a terminal's foreground job has it: a suite started in the background by a
    shell without job control (CI's, often) ignores SIGINT, and ignored signals are inherited."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_stops_the_check_and_its_worker_silently(blocked_ledger: Path) -> None:
    """Ctrl-C reaches every process of the terminal's group: the worker ends at once, printing
    nothing (no traceback), and the check waiting for it stops and leaves no process behind."""
    proc = subprocess.Popen(
        [sys.executable, "-c", CTRL_C, str(blocked_ledger)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=_ctrl_c_as_at_a_terminal,
    )  # fmt: skip
    assert proc.stdout is not None
    worker = int(proc.stdout.readline())  # the worker runs (and waits for the lock)
    os.killpg(proc.pid, signal.SIGINT)  # what the terminal does on Ctrl-C
    out, err = proc.communicate(timeout=60)
    assert err == ""  # never a traceback
    # Stopped through the KeyboardInterrupt ("stopped", exit 0) or, about one time in thirty on a
    # loaded machine, ended by the SIGINT itself (exit -2, with or without "stopped" printed):
    # either way silent, as Ctrl-C is meant to be.
    assert (out, proc.returncode) in {("stopped\n", 0), ("stopped\n", -signal.SIGINT), ("", -signal.SIGINT)}
    assert not Path(f"/proc/{worker}").exists() or _zombie(worker)


def _zombie(pid: int) -> bool:
    """Whether ``pid`` has ended and only waits to be reaped (no longer running)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] == "Z"
    except OSError:
        return True  # gone meanwhile


IGNORING = """
import sys
from pathlib import Path
from booray_ledger.ledger.upkeep import chain_workers
worker = chain_workers.start(Path(sys.argv[1]), [1, 2])
print(worker.pid, flush=True)
sys.stdin.readline()
print(chain_workers.collect(worker)[0]["kind"])
"""


def test_a_check_that_ignores_ctrl_c_has_a_worker_that_ignores_it(blocked_ledger: Path) -> None:
    """A check run where Ctrl-C is ignored (``nohup``, a background job of a script) goes on,
    and so does its worker: it ends as it would have (here: the file stayed locked)."""
    proc = subprocess.Popen(
        [sys.executable, "-c", IGNORING, str(blocked_ledger)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),
    )  # fmt: skip
    assert proc.stdout is not None
    proc.stdout.readline()  # the worker runs (and waits for the lock)
    os.killpg(proc.pid, signal.SIGINT)
    out, err = proc.communicate("\n", timeout=60)
    assert out == "unreadable\n"  # "database is locked" after SQLite's wait: not killed by Ctrl-C
    assert err == ""


def test_a_worker_on_a_file_it_cannot_read_reports_it_as_one_process_does(tmp_path: Path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database at all" * 500)
    worker = chain_workers.start(junk, [1, 2])
    found = chain_workers.collect(worker)
    assert isinstance(found, list)
    assert [p["kind"] for p in found] == [ProblemKind.UNREADABLE]
    with sqlite3.connect(junk) as conn, pytest.raises(sqlite3.DatabaseError):
        conn.execute("SELECT 1 FROM chain_link")
