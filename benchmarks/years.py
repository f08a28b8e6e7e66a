"""Years of nights: every command on a 100-hand ledger against the same command on 10,000 and
100,000 hands, side by side in one run (time and peak memory).

The ledgers come from :mod:`ledgers` (built through the library, cached). Every case runs as a
person runs it, the installed console script in a fresh process, and the sizes take turns in
every round, so a machine whose speed drifts shifts them alike. Time is the median wall time;
memory the peak resident set of the process (``wait4``'s ``ru_maxrss``; for the board, the
server's ``VmHWM``). Exports are measured between 1,000 and 100,000 hands (they write what they
read: their time should grow with the ledger, their memory should not); the rest between 100
and the larger sizes. The targets of issue 22 are printed beside the ratios, not asserted.

Writes (``hand``) go to a working copy of each ledger, made once per run: the current night
grows by a hand per round, alike in every size.

Run: ``python benchmarks/years.py [--runs N] [--sizes 100 10000 100000] [--only status,hand]``.
Building the 100,000-hand ledger the first time takes many minutes (see ``ledgers.py``).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from bench import booray_command
from ledgers import build

# command -> (argument list after `booray --db PATH`, base size, target ratio of time, of memory)
CASES: dict[str, tuple[list[str], str, float, float]] = {
    "status": (["status"], "small", 1.15, 1.2),
    "history": (["history"], "small", 1.15, 1.2),
    "hand": (["hand", "{hand}"], "small", 1.15, 1.2),
    "play start-up": (["play"], "small", 1.15, 1.2),  # piped: one `status`, then end of input
    "night list": (["night", "list"], "small", 3.0, 3.0),
    "standings": (["standings"], "small", 3.0, 3.0),
    "player show": (["player", "show", "{player}"], "small", 3.0, 3.0),
    "settle --all": (["settle", "--all"], "small", 3.0, 3.0),
    "check": (["check"], "small", 3.0, 3.0),
    "export csv": (["export", "--format", "csv"], "1k", 0.0, 1.3),
    "export hledger": (["export", "--format", "hledger"], "1k", 0.0, 1.3),
    "export json": (["export", "--format", "json"], "1k", 0.0, 1.3),
}
FLOOR = [sys.executable, "-c", "import typer, rich, sqlmodel"]


@dataclass
class Samples:
    times: list[float] = field(default_factory=list)
    peaks: list[int] = field(default_factory=list)  # KiB

    @property
    def time(self) -> float:
        return statistics.median(self.times)

    @property
    def peak(self) -> float:
        return statistics.median(self.peaks) / 1024


def run_measured(cmd: list[str], stdin: str = "") -> tuple[float, int]:
    """Wall time and peak resident memory (KiB, the child's own, read through ``wait4``) of one
    run of ``cmd`` in a fresh process."""
    began = time.perf_counter()
    env = {**os.environ, "NO_COLOR": "1"}
    with open(os.devnull, "wb") as null:
        pid = os.posix_spawn(cmd[0], cmd, env, file_actions=_stdio(null, stdin))
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - began
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"{' '.join(cmd)} exited {os.waitstatus_to_exitcode(status)}")
    return elapsed, usage.ru_maxrss


def _stdio(null: object, stdin: str) -> list[tuple[object, ...]]:
    """stdin from a file holding ``stdin`` (empty by default), stdout and stderr to /dev/null."""
    source = Path(tempfile.gettempdir()) / f"booray-years-stdin-{os.getpid()}"
    source.write_text(stdin)
    return [
        (os.POSIX_SPAWN_OPEN, 0, str(source), os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
    ]


def night_facts(db: Path) -> dict[str, str]:
    """A valid hand for the current night's table (the first two dealt in share the tricks, the
    rest pass), and a player to show."""
    from booray_ledger import Ledger

    with Ledger.open(db) as ledger:
        view = ledger.table()
    dealt_in = [p for p in view["seats"] if p not in view["sitting_out"]]
    results = [f"{p}={n}" for p, n in zip(dealt_in, ("3", "2"), strict=False)] + [f"{p}=pass" for p in dealt_in[2:]]
    return {"hand": " ".join(results), "player": dealt_in[0]}


def command_for(name: str, db: Path, facts: dict[str, str]) -> list[str]:
    args, _, _, _ = CASES[name]
    filled: list[str] = []
    for arg in args:
        if arg == "{hand}":  # the same results each round: --again, as a scorekeeper would
            filled.extend([*facts["hand"].split(), "--again"])
        else:
            filled.append(arg.format(**facts))
    return [*booray_command(), "--db", str(db), *filled]


def measure(names: list[str], dbs: dict[int, Path], runs: int) -> dict[tuple[str, int], Samples]:
    """Every case on every ledger, ``runs`` rounds, the sizes and cases taking turns."""
    facts = {size: night_facts(db) for size, db in dbs.items()}
    samples: dict[tuple[str, int], Samples] = {}
    floor = Samples()
    for _ in range(runs):
        t, peak = run_measured(FLOOR)
        floor.times.append(t)
        floor.peaks.append(peak)
        for name in names:
            for size, db in dbs.items():
                if CASES[name][1] == "1k" and size == 100:
                    continue
                if CASES[name][1] == "small" and size == 1000:
                    continue
                t, peak = run_measured(
                    command_for(name, db, facts[size]), "status\n" if name == "play start-up" else ""
                )
                entry = samples.setdefault((name, size), Samples())
                entry.times.append(t)
                entry.peaks.append(peak)
    samples[("floor: import typer, rich, sqlmodel", 0)] = floor
    return samples


def board_samples(dbs: dict[int, Path], runs: int) -> dict[int, Samples]:
    """``GET /api/status`` on a board serving each ledger: median time, the server's peak memory."""
    results: dict[int, Samples] = {}
    for size, db in dbs.items():
        if size == 1000:
            continue
        env = {**os.environ, "BOORAY_DB": str(db), "PYTHONUNBUFFERED": "1"}
        cmd = [*booray_command(), "board", "--port", "0", "--key", "bench-key"]
        server = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            base = _board_address(server)
            entry = results.setdefault(size, Samples())
            for _ in range(runs * 5):
                began = time.perf_counter()
                with urllib.request.urlopen(base + "api/status", timeout=60) as response:
                    response.read()
                entry.times.append(time.perf_counter() - began)
            entry.peaks.append(_vm_hwm(server.pid))
        finally:
            server.terminate()
            server.wait(timeout=30)
    return results


def _board_address(server: subprocess.Popen[str]) -> str:
    assert server.stdout is not None
    for _ in range(50):
        found = re.search(r"(http://127\.0\.0\.1:\d+/)", server.stdout.readline())
        if found:
            return found.group(1)
    raise SystemExit("booray board did not start")


def _vm_hwm(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def print_table(samples: dict[tuple[str, int], Samples], board: dict[int, Samples], sizes: list[int]) -> None:
    """One line per command: time and peak memory on the base ledger, then each larger one as
    a ratio of time and of memory to the base (100 hands; exports: 1,000)."""
    floor = samples.pop(("floor: import typer, rich, sqlmodel", 0))
    big = [s for s in sizes if s > 1000]
    header = "| command | base | time | peak MiB | " + " | ".join(f"{s:,}: time x / mem x" for s in big) + " | target |"
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    print(f"| floor: import typer, rich, sqlmodel | - | {floor.time * 1000:.0f} ms | {floor.peak:.0f} | | |")
    rows: list[tuple[str, Callable[[int], Samples | None], int, str]] = []
    for name, (_, base, t_target, m_target) in CASES.items():
        base_size = 1000 if base == "1k" else 100
        target = f"mem <= {m_target}x" if base == "1k" else f"time <= {t_target}x, mem <= {m_target}x"
        rows.append((name, _getter(samples, name), base_size, target))
    rows.append(("board /api/status", lambda s: board.get(s), 100, "time <= 1.15x, mem <= 1.2x"))
    for name, get, base_size, target in rows:
        first = get(base_size)
        if first is None:
            continue
        cells = []
        for size in big:
            other = get(size)
            cells.append(f"{other.time / first.time:.2f} / {other.peak / first.peak:.2f}" if other else "-")
        print(
            f"| {name} | {base_size:,} | {first.time * 1000:.0f} ms | {first.peak:.0f} | "
            + " | ".join(cells)
            + f" | {target} |"
        )
    status = samples.get(("status", 100))
    if status is not None:
        print(f"\nstart-up: status on 100 hands / floor = {status.time / floor.time:.2f}x (target <= 0.9x)")


def _getter(samples: dict[tuple[str, int], Samples], name: str) -> Callable[[int], Samples | None]:
    return lambda size: samples.get((name, size))


def working_copies(sizes: list[int], folder: Path) -> dict[int, Path]:
    """A copy of each cached ledger to write into (the cache stays as built), opened once before
    the clock starts: a ledger built by an older version is upgraded then, not in a timed run,
    and in a process of its own (a child's peak memory, as ``wait4`` reports it, starts from
    what this process holds when it spawns the child: an upgrade held here showed in every
    command's peak)."""
    copies = {}
    for size in sizes:
        source = build(size)
        copies[size] = folder / source.name
        shutil.copy(source, copies[size])
        subprocess.run([*booray_command(), "--db", str(copies[size]), "status"], check=True, capture_output=True)
    return copies


def hand_of(ledger: Any) -> Any:
    """The hand :func:`night_facts` describes, for the library."""
    from booray_ledger import hand

    view = ledger.table()
    dealt_in = [p for p in view["seats"] if p not in view["sitting_out"]]
    return hand([f"{p}={n}" for p, n in zip(dealt_in, ("3", "2"), strict=False)] + [f"{p}=pass" for p in dealt_in[2:]])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 10_000, 100_000])
    parser.add_argument("--only", help="comma-separated commands (default: all), e.g. status,hand")
    parser.add_argument("--no-board", action="store_true")
    args = parser.parse_args()
    names = [n for n in CASES if args.only is None or n in args.only.split(",")]
    with tempfile.TemporaryDirectory() as folder:
        dbs = working_copies(sorted(args.sizes), Path(folder))
        samples = measure(names, dbs, args.runs)
        board = {} if args.no_board else board_samples(dbs, args.runs)
    print_table(samples, board, sorted(args.sizes))


if __name__ == "__main__":
    main()
