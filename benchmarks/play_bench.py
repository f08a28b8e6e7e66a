"""How fast the live table records a hand, against a bare durable SQLite transaction.

In one run, this script measures:

1. ``booray play`` piped (``booray play < hands.txt``): the per-hand cost is
   ``(time for 201 hands - time for 1 hand) / 200``, so start-up cancels out;
2. side by side, a bare durable SQLite transaction (stdlib ``sqlite3``, WAL,
   ``synchronous=FULL``, ``BEGIN IMMEDIATE``, one hand row with its JSON, one entry and its
   movements, the zero-sum check, ``COMMIT``), timed the same way in a subprocess: the floor
   any durable ledger pays per hand. Target: ``play`` at most 2x the bare transaction. The four
   runs take turns in every round, so a machine whose speed drifts shifts them alike;
3. the library's own recording loop (``Ledger.open`` + ``record_hand`` per hand, the loop of
   docs/api.md) on the same hands, timed the same way: target at most 1.2x ``play``;
4. how a hand's cost grows with the night: ``play`` and the library loop recording 100 more
   hands into a night that holds 100 hands and into one that holds 2,000 (hands 101-200 against
   2,001-2,100, start-up cancelled the same way): target at most 1.2x;
5. the peak memory (max RSS) of each process, from the kernel's accounting of the child;
6. keystrokes for typical 5-player hands (target: at most 15, Enter included), against the
   same hands typed as ``booray hand Ann=2 ...``;
7. the screen refresh: reading the table and drawing it above the prompt, on a night of 200
   hands (median, in-process).

Run: ``python benchmarks/play_bench.py [--rounds N]``. It prints the figures and exits 0; the
targets are reported, not asserted (timings belong here, not in the test suite).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]
LINES = ["a2 b3 c0 .", "a- b1 c1 d3 e0", "a3 b2 ."]  # wins with a bourré: the pot stays small

TYPICAL_HANDS = {
    # what the scorekeeper types at `play` -> the same hand as a single-shot command
    "a2 b3 c0 .": "booray hand Ann=2 Bob=3 Cat=0 Dan=pass Eve=pass",
    "a1 b1 c1 d2 e0": "booray hand Ann=1 Bob=1 Cat=1 Dan=2 Eve=0",
    "b3 d2 . r:d": "booray hand Ann=pass Bob=3 Cat=pass Dan=2 Eve=pass --renege Dan",
    "a- b1 c1 d3 e0": "booray hand Ann=pass Bob=1 Cat=1 Dan=3 Eve=0",
}

BARE = r"""
import json, sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA journal_mode=WAL")
conn.execute("PRAGMA synchronous=FULL")
conn.executescript('''
CREATE TABLE IF NOT EXISTS hand (id INTEGER PRIMARY KEY, night_id INT, number INT, input_json TEXT,
  rules_json TEXT, table_json TEXT, state_before_json TEXT, state_after_json TEXT, result_json TEXT,
  recorded_at TEXT, UNIQUE (night_id, number));
CREATE TABLE IF NOT EXISTS entry (id INTEGER PRIMARY KEY, night_id INT, hand_id INT, kind TEXT);
CREATE TABLE IF NOT EXISTS movement (id INTEGER PRIMARY KEY, entry_id INT, night_id INT, player_id INT,
  chips INT, kind TEXT, reason TEXT);
''')
players = list(range(1, 6))
blob = json.dumps({"results": [[f"P{p}", 2] for p in players], "notes": ["x" * 60] * 4})
for number in range(1, int(sys.argv[2]) + 1):
    conn.execute("BEGIN IMMEDIATE")
    hand = conn.execute(
        "INSERT INTO hand (night_id, number, input_json, rules_json, table_json, state_before_json, "
        "state_after_json, result_json, recorded_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?, '2026-12-04')",
        (number, blob, blob, blob, blob, blob, blob * 3),
    ).lastrowid
    entry = conn.execute("INSERT INTO entry (night_id, hand_id, kind) VALUES (1, ?, 'hand')", (hand,)).lastrowid
    moves = [(entry, p, -1, "ante", "Ann antes 1") for p in players] + [(entry, None, 5, "pot", "the pot")]
    conn.executemany(
        "INSERT INTO movement (entry_id, night_id, player_id, chips, kind, reason) VALUES (?, 1, ?, ?, ?, ?)", moves
    )
    total = conn.execute("SELECT SUM(chips) FROM movement WHERE entry_id = ?", (entry,)).fetchone()[0]
    assert total == 0
    conn.execute("COMMIT")
print(number)
"""


LIBRARY = r"""
import sys
from booray_ledger import Ledger, hand
shapes = [line.split() for line in sys.argv[3].split("|")]
with Ledger.open(sys.argv[1]) as ledger:
    for number in range(int(sys.argv[2])):
        ledger.record_hand(hand(shapes[number % len(shapes)]))
"""
SHAPES = "|".join(
    [
        "Ann=2 Bob=3 Cat=0 Dan=pass Eve=pass",
        "Ann=pass Bob=1 Cat=1 Dan=3 Eve=0",
        "Ann=3 Bob=2 Cat=pass Dan=pass Eve=pass",
    ]
)  # LINES as the library's hand(): the same hands, the same chips


def booray_command() -> list[str]:
    """The installed console script beside this Python, else ``python -m booray_ledger``."""
    script = Path(sys.executable).with_name("booray")
    return [str(script)] if script.exists() else [sys.executable, "-m", "booray_ledger"]


def fresh_night(folder: Path, template: Path) -> Path:
    """A copy of a ledger holding a started night with no hand yet."""
    path = folder / "run.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    shutil.copy(template, path)
    return path


PEAK = (
    "import resource, subprocess, sys; code = subprocess.run(sys.argv[1:]).returncode; "
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr); sys.exit(code)"
)
"""Runs a command as the child of a small process that then prints the child's peak memory: a
child of this (large) process would count this process's memory as its own from the fork."""


def timed(cmd: list[str], stdin: str | None = None) -> tuple[float, int]:
    """Seconds the command took, and its peak memory (max RSS, bytes) as the kernel counted it."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", PEAK, *cmd],
        input=stdin or "",
        text=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd[:4])} ... failed with exit code {done.returncode}: {done.stderr[-300:]}")
    return elapsed, int(done.stderr.split()[-1]) * 1024


def recorder(kind: str, db: Path, hands: int) -> tuple[list[str], str | None]:
    """The command (and its standard input) that records ``hands`` hands into ``db``."""
    if kind == "play":
        return [*booray_command(), "--db", str(db), "play"], "\n".join(
            LINES[i % len(LINES)] for i in range(hands)
        ) + "\n"
    if kind == "library":
        return [sys.executable, "-c", LIBRARY, str(db), str(hands), SHAPES], None
    bare = db.with_name("bare.db")
    for suffix in ("", "-wal", "-shm"):
        Path(f"{bare}{suffix}").unlink(missing_ok=True)
    return [sys.executable, "-c", BARE, str(bare), str(hands)], None


def per_hand(kind: str, folder: Path, template: Path, more: int) -> tuple[float, int]:
    """Seconds per hand of ``kind`` recording ``more`` hands into a copy of ``template``,
    ``(t(1 + more) - t(1)) / more`` (start-up cancels out), and the larger run's peak memory."""
    times: dict[int, float] = {}
    peak = 0
    for n in (1, 1 + more):
        cmd, stdin = recorder(kind, fresh_night(folder, template), n)
        times[n], peak = timed(cmd, stdin)
    return (times[1 + more] - times[1]) / more, peak


Runs = dict[tuple[str, str], list[tuple[float, int]]]
"""(what, night) -> per-hand seconds and peak bytes of each round."""


def measure(rounds: int, folder: Path, templates: dict[str, Path]) -> dict[tuple[str, str], tuple[float, int]]:
    """Every run, taking turns in every round (a machine whose speed drifts shifts them
    alike): median seconds per hand and the largest peak memory of each."""
    plan = [("play", "empty", 200), ("bare", "empty", 200), ("library", "empty", 200)]
    plan += [(kind, night, 100) for night in ("100 hands", "2,000 hands") for kind in ("play", "library")]
    runs: Runs = {}
    for _ in range(rounds):
        for kind, night, more in plan:
            runs.setdefault((kind, night), []).append(per_hand(kind, folder, templates[night], more))
    return {key: (statistics.median(s for s, _ in got), max(m for _, m in got)) for key, got in runs.items()}


def night_of(folder: Path, template: Path, hands: int) -> Path:
    """A ledger whose open night already holds ``hands`` hands (written through the library)."""
    from booray_ledger import Ledger, hand

    path = folder / f"night-{hands}.db"
    shutil.copy(template, path)
    shapes = [hand(shape.split()) for shape in SHAPES.split("|")]
    with Ledger.open(path, keep_open=True) as ledger:
        for number in range(hands):
            ledger.record_hand(shapes[number % len(shapes)])
    return path


def refresh_time(folder: Path, template: Path, hands: int = 200, runs: int = 30) -> float:
    """Median seconds to read the table and draw it above the prompt, on a night of ``hands``."""
    from booray_ledger.api.book import Ledger
    from booray_ledger.prompt.commands import LiveTable

    db = fresh_night(folder, template)
    with Ledger.open(db, keep_open=True) as ledger:
        for i in range(hands):
            ledger.record_line(LINES[i % len(LINES)])
        table = LiveTable(ledger)
        samples = []
        for _ in range(runs):
            start = time.perf_counter()
            with contextlib.redirect_stdout(io.StringIO()):
                table.refresh()
            samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def keystrokes() -> list[tuple[str, int, int]]:
    """Each typical hand: the line, keys at `play` (Enter included), keys as `booray hand`."""
    return [(line, len(line) + 1, len(single) + 1) for line, single in TYPICAL_HANDS.items()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the timed runs (median)")
    args = parser.parse_args()
    from booray_ledger.api.book import Ledger

    with tempfile.TemporaryDirectory(prefix="booray-play-bench-") as tmp:
        folder = Path(tmp)
        template = folder / "template.db"
        with Ledger.open(template) as ledger:
            ledger.start_night("Bench", PLAYERS)
        templates = {"empty": template, "100 hands": night_of(folder, template, 100)}
        templates["2,000 hands"] = night_of(folder, template, 2000)
        got = measure(args.rounds, folder, templates)
        refresh = refresh_time(folder, template)
    report(got, args.rounds, refresh)


def report(got: dict[tuple[str, str], tuple[float, int]], rounds: int, refresh: float) -> None:
    """Print the figures and the ratios against their targets."""
    ms = {key: seconds * 1000 for key, (seconds, _) in got.items()}
    mib = {key: peak / 2**20 for key, (_, peak) in got.items()}
    print(f"Per hand, (t(1 + n) - t(1)) / n, median of {rounds} rounds (peak memory of the larger run):")
    for (kind, night), label in (
        (("play", "empty"), "booray play, piped"),
        (("bare", "empty"), "bare durable transaction"),
        (("library", "empty"), "library: Ledger.open + record_hand"),
    ):
        print(f"  {label:<38} {ms[kind, night]:7.2f} ms   {mib[kind, night]:6.1f} MiB")
    print(
        f"  play / bare                            {ms['play', 'empty'] / ms['bare', 'empty']:7.2f}x   (target: at most 2x)"
    )
    print(
        f"  library / play                         {ms['library', 'empty'] / ms['play', 'empty']:7.2f}x   (target: at most 1.2x)"
    )
    print("Hands 2,001-2,100 of a night against hands 101-200 (target: at most 1.2x):")
    for kind in ("play", "library"):
        small, big = ms[kind, "100 hands"], ms[kind, "2,000 hands"]
        memory = f"{mib[kind, '100 hands']:.1f} / {mib[kind, '2,000 hands']:.1f} MiB"
        print(f"  {kind:<8} {small:6.2f} ms -> {big:6.2f} ms   {big / small:5.2f}x   (peak {memory})")
    print(f"Screen refresh (table read + drawn), night of 200 hands: {refresh * 1000:.1f} ms")
    print("Keystrokes for a typical 5-player hand (Enter included; target: at most 15):")
    for line, keys, single in keystrokes():
        print(f"  {line:<16} {keys:3d}   (as `booray hand ...`: {single})")


if __name__ == "__main__":
    main()
