"""How long the scorekeeper waits, measured against the floor our dependencies set.

In one run, this script measures (median wall time of whole commands, as a person runs them):

1. the floor: ``python -c "import typer, sqlmodel, rich"``;
2. ``booray hand ...`` (recording a hand) and ``booray status``; each is printed as a ratio to
   the floor (target: at most 1.3x). The commands take turns in every round (floor, hand,
   status, help, floor, ...), so a machine whose speed drifts during the run shifts all alike;
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
from collections.abc import Callable
from pathlib import Path

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]
HAND = ["Ann=2", "Bob=3", "Cat=0", "Dan=pass", "Eve=pass"]


def booray_command() -> list[str]:
    """The installed console script beside this Python (not a shell shim such as pyenv's, which
    would add its own start-up to every run), else ``python -m booray_ledger``."""
    script = Path(sys.executable).with_name("booray")
    return [str(script)] if script.exists() else [sys.executable, "-m", "booray_ledger"]


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def interleaved(
    runs: int, cases: dict[str, tuple[Callable[[], None], list[str]]], env: dict[str, str]
) -> dict[str, float]:
    """Median wall time of each case, the cases taking turns in every round, so that a machine
    that speeds up or slows down during the run shifts every case alike."""
    samples: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(runs):
        for name, (setup, cmd) in cases.items():
            setup()
            samples[name].append(timed(cmd, env))
    return {name: statistics.median(values) for name, values in samples.items()}


def nothing() -> None:
    """No set-up needed."""


def prepare_night(path: Path, hands: int) -> None:
    """A night with ``hands`` hands recorded through the service layer, one transaction each."""
    from booray_ledger.ledger.read import queries
    from booray_ledger.ledger.store.sqlite import Store
    from booray_ledger.ledger.write import recording
    from booray_ledger.rules import house
    from booray_ledger.rules.hand_input import HandInput, parse_results

    ledger = Store(path, create=True)
    with ledger.write() as session:
        recording.start_night(session, "Bench", PLAYERS, house.preset("classic"))
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
            recording.record_hand(session, ctx, HandInput(tuple(parse_results(shapes[i % len(shapes)]))))
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
        prepare_night(db, 3)
        templates = {}
        for size in (9, 999):
            templates[size] = work / f"night-{size}.db"
            prepare_night(templates[size], size)
        grown_db = work / "grown.db"
        grown_env = {**env, "BOORAY_DB": str(grown_db)}

        def fresh(size: int) -> Callable[[], None]:
            def copy() -> None:
                for suffix in ("", "-wal", "-shm"):
                    Path(str(grown_db) + suffix).unlink(missing_ok=True)
                shutil.copyfile(templates[size], grown_db)

            return copy

        t = interleaved(
            args.runs,
            {
                "floor": (nothing, [sys.executable, "-c", "import typer, sqlmodel, rich"]),
                "hand": (nothing, [*booray, "hand", *HAND]),
                "status": (nothing, [*booray, "status"]),
                "help": (nothing, [*booray, "--help"]),
            },
            env,
        )
        floor, hand, status, help_time = t["floor"], t["hand"], t["status"], t["help"]
        g = interleaved(
            args.runs,
            {"10": (fresh(9), [*booray, "hand", *HAND]), "1000": (fresh(999), [*booray, "hand", *HAND])},
            grown_env,
        )
        grown = {10: g["10"], 1000: g["1000"]}

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
