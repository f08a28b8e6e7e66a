"""What `booray check` costs as a ledger grows: 100 hands (the baseline), then 1,000, 10,000 and
100,000 hands, each a club ledger built through the library by ``benchmarks/ledgers.py``
(shared with the other benchmarks, cached between runs).

For each size it runs ``booray --db LEDGER check --json`` ``--runs`` times in a fresh process
(the median wall time, and the peak memory of the process) and prints each as a ratio to the
100-hand baseline measured in the same run. `check` verifies every night's hash chain and the
sums in full, and replays every hand through the rules.

Run: ``python benchmarks/check_cost.py [--runs N] [--sizes 1000 10000 100000]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from ledgers import build

BASELINE = 100


def one_check(path: Path) -> tuple[float, int, bool]:
    """One `booray check` in a fresh process: seconds, peak memory (KiB), and whether it passed."""
    began = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "booray_ledger", "--db", str(path), "check", "--json"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _, status, usage = os.wait4(proc.pid, 0)
    took = time.perf_counter() - began
    return took, int(usage.ru_maxrss), os.waitstatus_to_exitcode(status) == 0


def measure(path: Path, runs: int) -> tuple[float, int, bool]:
    found = [one_check(path) for _ in range(runs)]
    return statistics.median(t for t, _, _ in found), max(m for _, m, _ in found), all(ok for _, _, ok in found)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", type=int, nargs="*", default=[1_000, 10_000, 100_000])
    args = parser.parse_args()
    base_time, base_memory, base_ok = measure(build(BASELINE), args.runs)
    print(f"{'hands':>8} {'check (s)':>10} {'x 100 hands':>12} {'peak MiB':>9} {'x memory':>9}  ok")
    print(f"{BASELINE:>8,} {base_time:>10.2f} {1:>12.2f} {base_memory / 1024:>9.1f} {1:>9.2f}  {base_ok}")
    for hands in args.sizes:
        took, memory, ok = measure(build(hands), args.runs)
        print(
            f"{hands:>8,} {took:>10.2f} {took / base_time:>12.2f} {memory / 1024:>9.1f} "
            f"{memory / base_memory:>9.2f}  {ok}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
