"""What `booray check` costs as a ledger grows: 100 hands (the baseline), then 1,000, 10,000 and
100,000 hands, each a club ledger built through the library by ``benchmarks/ledgers.py``
(shared with the other benchmarks, cached between runs; ``BOORAY_BENCH_CACHE`` names the folder).

Each cached ledger is copied into a temporary folder (the cache is left as built), upgraded to
the current schema, checked once in full (which marks every hand replayed), and then
``--new-hands`` hands (default 20, the same at every size) are recorded in its open night: the
state of a club ledger checked after every night. Then, in a fresh process each, ``--runs`` times:

- ``booray check --json``: the default. Every night's hash chain and the sums in full, and only
  the hands written since the last check replayed. Before each run the mark the previous run
  wrote is taken away again, so every run replays the same new hands.
- ``booray check --full --json``: every hand replayed.

It prints the median wall time and the peak memory of the process (on a big ledger ``check``
forks one worker for half the hash chains: the peak is then the larger of the two, as
``os.wait4`` reports a process's peak together with its waited-for children's), each also as
a ratio to the 100-hand ledger measured in the same run (the goal: at most 3x at 100,000 hands
by default). On a machine other programs keep busy the worker's gain shrinks: note the load.

Run: ``python benchmarks/check_cost.py [--runs N] [--sizes 1000 10000 100000] [--new-hands N]``.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BASELINE = 100


def prepared(hands: int, folder: Path, new_hands: int) -> tuple[Path, int]:
    """The cached ledger of ``hands`` hands (built if need be), copied into ``folder``, checked
    once in full, then ``new_hands`` more hands; returns it and the id of the full check's mark.
    Done in a process of its own: this one stays small, so the peak memory of each measured
    check is its own (a child's peak counts the memory of the process it was forked from)."""
    done = subprocess.run(
        [sys.executable, __file__, "--prepare", str(hands), str(folder), str(new_hands)],
        capture_output=True,
        text=True,
        check=True,
    )
    path, mark = done.stdout.split()
    return Path(path), int(mark)


def prepare(hands: int, folder: Path, new_hands: int) -> None:
    """:func:`prepared`'s work, printing the ledger's path and the mark's id."""
    sys.path.insert(0, str(Path(__file__).parent))
    from ledgers import build, random_hand

    from booray_ledger import Ledger, hand

    source = build(hands, progress=False)
    path = folder / source.name
    shutil.copyfile(source, path)
    with Ledger.open(path) as ledger:
        ledger.status()  # opening it upgrades it to this version's schema (a backup beside it)
        assert ledger.check(full=True)["ok"], f"{source} does not pass booray check"
        with contextlib.closing(sqlite3.connect(path)) as conn:
            mark = int(conn.execute("SELECT max(id) FROM replay_mark").fetchone()[0])
        rng = random.Random(7)
        for _ in range(new_hands):
            status = ledger.status()
            dealt_in = list(status["antes_due"]) or list(status["balances"])
            ledger.record_hand(hand(random_hand(rng, dealt_in, status["pot"])))
    print(path, mark)


def forget_marks_after(path: Path, mark: int) -> None:
    """Take away the marks later checks wrote, so the next check replays the same hands."""
    with contextlib.closing(sqlite3.connect(path)) as conn, conn:  # closed: no connection left open
        conn.execute("DELETE FROM replay_mark WHERE id > ?", (mark,))


def one_check(path: Path, full: bool) -> tuple[float, int, bool]:
    """One `booray check` in a fresh process: seconds, peak memory (KiB), and whether it passed."""
    began = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "booray_ledger", "--db", str(path), "check", "--json", *(["--full"] if full else [])],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _, status, usage = os.wait4(proc.pid, 0)
    took = time.perf_counter() - began
    return took, int(usage.ru_maxrss), os.waitstatus_to_exitcode(status) == 0


def measure(ledgers: dict[int, tuple[Path, int]], runs: int) -> dict[tuple[int, bool], list[tuple[float, int, bool]]]:
    """Every ledger in both modes, taking turns round by round (a machine whose speed drifts
    shifts all alike)."""
    found: dict[tuple[int, bool], list[tuple[float, int, bool]]] = {}
    for _ in range(runs):
        for hands, (path, mark) in ledgers.items():
            for full in (False, True):
                forget_marks_after(path, mark)
                found.setdefault((hands, full), []).append(one_check(path, full))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", type=int, nargs="*", default=[1_000, 10_000, 100_000])
    parser.add_argument("--new-hands", type=int, default=20)
    parser.add_argument("--prepare", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.prepare:
        prepare(int(args.prepare[0]), Path(args.prepare[1]), int(args.prepare[2]))
        return 0
    with tempfile.TemporaryDirectory(prefix="booray-check-cost-") as folder:
        ledgers = {n: prepared(n, Path(folder), args.new_hands) for n in [BASELINE, *args.sizes]}
        found = measure(ledgers, args.runs)
        print(f"{'hands':>8} {'mode':>8} {'check (s)':>10} {'x 100 hands':>12} {'peak MiB':>9} {'x memory':>9}  ok")
        for full in (False, True):
            base = found[(BASELINE, full)]
            base_time, base_memory = statistics.median(t for t, _, _ in base), max(m for _, m, _ in base)
            for hands in ledgers:
                runs = found[(hands, full)]
                took, memory = statistics.median(t for t, _, _ in runs), max(m for _, m, _ in runs)
                print(
                    f"{hands:>8,} {'--full' if full else 'default':>8} {took:>10.2f} {took / base_time:>12.2f} "
                    f"{memory / 1024:>9.1f} {memory / base_memory:>9.2f}  {all(ok for _, _, ok in runs)}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
