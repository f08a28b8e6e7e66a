"""What the damaged-file check costs a write command, on a ledger of 10,000 hands.

Every write command first checks the pages of the file (``ledger.integrity.page_damage``). This
script builds a night of 10,000 hands (or takes ``--ledger PATH``), then, taking turns:

1. times ``booray hand ...`` as a whole command (the median of ``--runs`` runs, each on a fresh
   copy of the ledger);
2. times the page check alone, in a fresh process each time (so the file is read as a command
   reads it).

It prints both and the share of the command the check takes (target: under 10%).

Run: ``python benchmarks/check_cost.py [--runs N] [--ledger PATH]``.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench import HAND, booray_command, prepare_night

CHECK = (
    "import time, pathlib; from booray_ledger.ledger.upkeep.integrity import page_damage; "
    "t = time.perf_counter(); assert page_damage(pathlib.Path({path!r})) is None; "
    "print(time.perf_counter() - t)"
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--ledger", type=Path, help="a ledger to copy (default: build one of 10,000 hands)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        master = Path(folder) / "master.db"
        if args.ledger:
            shutil.copyfile(args.ledger, master)
        else:
            prepare_night(master, 10_000)
        work = Path(folder) / "work.db"
        commands, checks = [], []
        for _ in range(args.runs):
            shutil.copyfile(master, work)
            start = time.perf_counter()
            subprocess.run([*booray_command(), "--db", str(work), "hand", *HAND], check=True, capture_output=True)
            commands.append(time.perf_counter() - start)
            out = subprocess.run([sys.executable, "-c", CHECK.format(path=str(work))], check=True, capture_output=True)
            checks.append(float(out.stdout))
        size = master.stat().st_size
        command, check = statistics.median(commands), statistics.median(checks)
        print(
            f"ledger: {size / 2**20:.1f} MiB; booray hand: {command * 1000:.0f} ms; page check: {check * 1000:.1f} ms"
        )
        print(f"the check is {100 * check / command:.1f}% of the command (median of {args.runs} runs)")


if __name__ == "__main__":
    main()
