"""Club load: 8 tables, each its own process, recording 100 hands each at once into one ledger.

Run it on both engines (the PostgreSQL run needs a server where it may create a database):

    python benchmarks/club_load.py                                   # SQLite, a temporary file
    python benchmarks/club_load.py --postgres postgresql://USER@HOST:PORT/postgres

Each table is a separate process (a scorekeeper's laptop) with its own night; all start together
and record their hands as fast as they can through the library API (one transaction per hand).
Afterwards every night must hold exactly its hands, numbered 1..N (0 lost, 0 duplicated), no
hand may have been refused, and every night's balances plus its pot must add up to 0. It prints
hands per second (all tables together) and the median and 95th-percentile latency of one hand.
Exit status 1 if any check fails.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from booray_ledger import Ledger
from booray_ledger.errors import BoorayError

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
LINES = ["an 2 bo 3 c 0 .", "an 1 bo 1 c 3 .", "bo 5 .", "an 3 c 2 .", "an 2 bo 2 c 1 d 0"]


def table(target: str, night: str, hands: int, start: Any, results: Any) -> None:
    """One scorekeeper: wait for the start, then record ``hands`` hands; report the latencies."""
    latencies: list[float] = []
    refused: list[str] = []
    with Ledger.open(target) as ledger:
        ledger.status(night)  # load the library and open the ledger before the clock starts
        start.wait()
        for i in range(hands):
            began = time.perf_counter()
            try:
                ledger.record_line(LINES[i % len(LINES)], night=night)
            except BoorayError as exc:
                refused.append(str(exc))
            latencies.append(time.perf_counter() - began)
    results.put((night, latencies, refused, time.perf_counter()))


def run(target: str, tables: int, hands: int) -> bool:
    """The load on one ledger; prints the figures and returns whether every check passed."""
    names = [f"Table {i + 1}" for i in range(tables)]
    with Ledger.open(target) as ledger:
        for name in names:
            ledger.start_night(name, PLAYERS)
    spawn = multiprocessing.get_context("spawn")
    start, results = spawn.Barrier(tables + 1), spawn.Queue()
    procs = [spawn.Process(target=table, args=(target, n, hands, start, results)) for n in names]
    for proc in procs:
        proc.start()
    start.wait()
    began = time.perf_counter()
    reports = [results.get(timeout=600) for _ in procs]
    for proc in procs:
        proc.join()
    wall = max(r[3] for r in reports) - began
    latencies = sorted(x for r in reports for x in r[1])
    refused = [msg for r in reports for msg in r[2]]
    ok = check(target, names, hands) and not refused and all(p.exitcode == 0 for p in procs)
    p95 = latencies[int(0.95 * (len(latencies) - 1))]
    engine = "PostgreSQL" if "://" in target else "SQLite"
    print(
        f"{engine}: {tables} tables x {hands} hands = {len(latencies)} hands in {wall:.1f} s: "
        f"{len(latencies) / wall:.0f} hands/s; latency median {statistics.median(latencies) * 1000:.0f} ms, "
        f"p95 {p95 * 1000:.0f} ms; refused {len(refused)}; checks {'passed' if ok else 'FAILED'}"
    )
    for msg in refused[:5]:
        print(f"  refused: {msg}")
    return ok


def check(target: str, names: list[str], hands: int) -> bool:
    """0 lost, 0 duplicated (hands 1..N in every night), and balances + pot = 0 in every night."""
    ok = True
    with Ledger.open(target) as ledger:
        for name in names:
            numbers = [h["number"] for h in ledger.history(name)["hands"]]
            status = ledger.status(name)
            total = sum(status["balances"].values()) + status["pot"]
            if numbers != list(range(1, hands + 1)) or total != 0:
                print(f"  {name}: {len(numbers)} hands (want {hands}, 1..{hands}); balances + pot = {total}")
                ok = False
    return ok


@contextmanager
def sqlite_file() -> Iterator[str]:
    with tempfile.TemporaryDirectory() as folder:
        yield str(Path(folder) / "club.db")


@contextmanager
def postgres_database(server: str) -> Iterator[str]:
    """A fresh database on the server for the run, dropped afterwards."""
    import psycopg

    name = f"booray_club_load_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield f"{server.rpartition('/')[0]}/{name}"
        finally:
            admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--postgres", help="a server URL where a database may be created (also run on it)")
    parser.add_argument("--no-sqlite", action="store_true", help="skip the SQLite run")
    args = parser.parse_args()
    ok = True
    if not args.no_sqlite:
        with sqlite_file() as path:
            ok &= run(path, args.tables, args.hands)
    if args.postgres:
        with postgres_database(args.postgres) as url:
            ok &= run(url, args.tables, args.hands)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
