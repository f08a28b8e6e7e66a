"""What a language costs at start-up: ``booray status`` spoken in each language, against English.

In one run, on one small night (3 hands, a table of five), this script times (median wall time
of whole commands, as a person runs them) and measures the peak memory (max RSS) of:

1. the floor: ``python -c "import typer, sqlmodel, rich"``;
2. ``booray status`` in English (no catalog is read);
3. ``booray --lang CODE status`` for each language the program speaks (its catalog and its
   Babel locale data loaded when first needed);
4. ``booray status`` with ``BOORAY_LANG=ps`` (the language from the environment).

Each is printed as a ratio to English (target: at most 1.1x). The cases take turns in every
round, so a machine whose speed drifts shifts all alike.

Run: ``python benchmarks/languages.py [--runs N]``. It prints a table and exits 0; the target is
reported, not asserted (timings belong here, not in the test suite).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import booray_command, prepare_night  # a script beside this one

Case = tuple[list[str], dict[str, str]]


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, int]:
    """Wall time (s) and peak memory (KiB) of one run of ``cmd``."""
    start = time.perf_counter()
    process = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({process.returncode})")
    return elapsed, usage.ru_maxrss


def interleaved(runs: int, cases: dict[str, Case]) -> dict[str, tuple[float, int]]:
    """Median wall time and peak memory of each case, the cases taking turns in every round."""
    samples: dict[str, list[tuple[float, int]]] = {name: [] for name in cases}
    for _ in range(runs):
        for name, (cmd, env) in cases.items():
            samples[name].append(timed(cmd, env))
    return {name: (statistics.median(t for t, _ in got), max(m for _, m in got)) for name, got in samples.items()}


def main() -> None:
    from booray_ledger.languages import LANGUAGES, SOURCE

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="timed runs per case (median is reported)")
    parser.add_argument("--prepare", type=Path, help=argparse.SUPPRESS)  # the night, in a child process
    args = parser.parse_args()
    if args.prepare:
        prepare_night(args.prepare, 3)
        return
    booray = booray_command()
    with tempfile.TemporaryDirectory(prefix="booray-bench-") as tmp:
        db = Path(tmp) / "night.db"
        # In a child process: a child forked from a parent that imported the ledger would count
        # the parent's memory in its own peak.
        subprocess.run([sys.executable, __file__, "--prepare", str(db)], check=True)
        env = {**os.environ, "BOORAY_DB": str(db), "NO_COLOR": "1", "LANG": "C.UTF-8"}
        env.pop("BOORAY_LANG", None)
        cases: dict[str, Case] = {
            "floor": ([sys.executable, "-c", "import typer, sqlmodel, rich"], env),
            SOURCE: ([*booray, "status"], env),
            **{code: ([*booray, "--lang", code, "status"], env) for code in LANGUAGES if code != SOURCE},
            "BOORAY_LANG=ps": ([*booray, "status"], {**env, "BOORAY_LANG": "ps"}),
        }
        got = interleaved(args.runs, cases)
    english, english_memory = got[SOURCE]
    print(f"median of {args.runs} runs, Python {sys.version.split()[0]}, {os.cpu_count()} cores, "
          f"load {os.getloadavg()[0]:.1f}")  # fmt: skip
    print(f"{'booray status in':24} {'median ms':>10} {'vs en':>7} {'peak MiB':>9} {'vs en':>7}  target")
    for name, (seconds, memory) in got.items():
        target = "" if name in ("floor", SOURCE) else "<= 1.1x English"
        print(f"{name:24} {seconds * 1000:10.1f} {seconds / english:7.2f} {memory / 1024:9.1f} "
              f"{memory / english_memory:7.2f}  {target}")  # fmt: skip


if __name__ == "__main__":
    main()
