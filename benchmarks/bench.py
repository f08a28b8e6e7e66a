"""How long the scorekeeper waits, measured against the floor our dependencies set.

In one run, this script measures (median wall time of whole commands, as a person runs them):

1. the floor: ``python -c "import typer, sqlmodel, rich"``;
2. ``booray hand ...`` (recording a hand) and ``booray status``; each is printed as a ratio to
   the floor (target: at most 1.3x);
3. a night that has grown: recording the 1,000th hand against recording the 10th (target: at
   most 1.2x). Each timing starts from a fresh copy of a night prepared with 9 or 999 hands.

Run: ``python benchmarks/bench.py [--runs N]``. It prints a table and exits 0; the targets are
reported, not asserted (timings belong here, not in the test suite).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]
HAND = ["Ann=2", "Bob=3", "Cat=0", "Dan=pass", "Eve=pass"]


def booray_command() -> list[str]:
    script = shutil.which("booray")
    return [script] if script else [sys.executable, "-m", "booray_ledger"]


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def median_of(runs: int, setup, cmd: list[str], env: dict[str, str]) -> float:  # type: ignore[no-untyped-def]
    samples = []
    for _ in range(runs):
        setup()
        samples.append(timed(cmd, env))
    return statistics.median(samples)


def prepare_night(path: Path, hands: int) -> None:
    """A night with ``hands`` hands recorded through the service layer, one transaction each."""
    from booray_ledger.ledger import queries, service
    from booray_ledger.ledger.db import Ledger
    from booray_ledger.rules import house
    from booray_ledger.rules.entry import parse_results
    from booray_ledger.rules.settle import HandInput

    ledger = Ledger(path, create=True)
    with ledger.write() as session:
        service.start_night(session, "Bench", PLAYERS, house.preset("classic"))
    # Wins with a bourré each: the pot grows by the antes, as at a real table (a tie with a
    # bourré every hand would double it, and a thousand of those overflow any ledger).
    shapes = [
        HAND,
        ["Ann=1", "Bob=1", "Cat=3", "Dan=0", "Eve=pass"],
        ["Ann=pass", "Bob=4", "Cat=1", "Dan=0", "Eve=pass"],
    ]
    for i in range(hands):
        with ledger.write() as session:
            ctx = queries.load_night(session)
            service.record_hand(session, ctx, HandInput(tuple(parse_results(shapes[i % len(shapes)]))))
    ledger.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="timed runs per measurement (median is reported)")
    args = parser.parse_args()
    booray = booray_command()
    with tempfile.TemporaryDirectory(prefix="booray-bench-") as tmp:
        work = Path(tmp)
        db = work / "live.db"
        env = {**os.environ, "BOORAY_DB": str(db), "NO_COLOR": "1"}
        floor = median_of(args.runs, lambda: None, [sys.executable, "-c", "import typer, sqlmodel, rich"], env)

        prepare_night(db, 3)
        hand = median_of(args.runs, lambda: None, [*booray, "hand", *HAND], env)
        status = median_of(args.runs, lambda: None, [*booray, "status"], env)
        help_time = median_of(args.runs, lambda: None, [*booray, "--help"], env)

        grown: dict[int, float] = {}
        for size in (9, 999):
            template = work / f"night-{size}.db"
            prepare_night(template, size)

            def fresh(template: Path = template) -> None:
                for suffix in ("", "-wal", "-shm"):
                    Path(str(db) + suffix).unlink(missing_ok=True)
                shutil.copyfile(template, db)

            grown[size + 1] = median_of(args.runs, fresh, [*booray, "hand", *HAND], env)

    rows = [
        ("floor: import typer, sqlmodel, rich", floor, 1.0, ""),
        ("booray hand (record a hand)", hand, hand / floor, "target <= 1.3x floor"),
        ("booray status", status, status / floor, "target <= 1.3x floor"),
        ("booray --help", help_time, help_time / floor, "no database layer imported"),
        ("record the 10th hand", grown[10], 1.0, ""),
        ("record the 1000th hand", grown[1000], grown[1000] / grown[10], "target <= 1.2x the 10th"),
    ]
    print(f"median of {args.runs} runs, Python {sys.version.split()[0]}, {os.cpu_count()} cores")
    print(f"{'measurement':40} {'median ms':>10} {'ratio':>7}  target")
    for name, seconds, ratio, note in rows:
        print(f"{name:40} {seconds * 1000:10.1f} {ratio:7.2f}  {note}")


if __name__ == "__main__":
    main()
