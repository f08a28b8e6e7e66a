"""How fast the live table records a hand, against a bare durable SQLite transaction.

In one run, this script measures:

1. ``booray play`` piped (``booray play < hands.txt``): the per-hand cost is
   ``(time for 201 hands - time for 1 hand) / 200``, so start-up cancels out;
2. side by side, a bare durable SQLite transaction (stdlib ``sqlite3``, WAL,
   ``synchronous=FULL``, ``BEGIN IMMEDIATE``, one hand row with its JSON, one entry and its
   movements, the zero-sum check, ``COMMIT``), timed the same way in a subprocess: the floor
   any durable ledger pays per hand. Target: ``play`` at most 2x the bare transaction. The four
   runs take turns in every round, so a machine whose speed drifts shifts them alike;
3. keystrokes for typical 5-player hands (target: at most 15, Enter included), against the
   same hands typed as ``booray hand Ann=2 ...``;
4. the screen refresh: reading the table and drawing it above the prompt, on a night of 200
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


def timed(cmd: list[str], stdin: str | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, input=stdin, text=True, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def per_hand(rounds: int, folder: Path, template: Path) -> dict[str, float]:
    """Per-hand seconds of `play` piped and of the bare transaction, (t(201) - t(1)) / 200."""
    samples: dict[str, list[float]] = {"play": [], "bare": []}
    script = {n: "\n".join(LINES[i % len(LINES)] for i in range(n)) + "\n" for n in (1, 201)}
    for _ in range(rounds):
        times: dict[tuple[str, int], float] = {}
        for n in (1, 201):
            db = fresh_night(folder, template)
            times["play", n] = timed([*booray_command(), "--db", str(db), "play"], script[n])
            bare = folder / "bare.db"
            for suffix in ("", "-wal", "-shm"):
                Path(f"{bare}{suffix}").unlink(missing_ok=True)
            times["bare", n] = timed([sys.executable, "-c", BARE, str(bare), str(n)])
        for kind in samples:
            samples[kind].append((times[kind, 201] - times[kind, 1]) / 200)
    return {kind: statistics.median(values) for kind, values in samples.items()}


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
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the four timed runs (median)")
    args = parser.parse_args()
    from booray_ledger.api.book import Ledger

    with tempfile.TemporaryDirectory(prefix="booray-play-bench-") as tmp:
        folder = Path(tmp)
        template = folder / "template.db"
        with Ledger.open(template) as ledger:
            ledger.start_night("Bench", PLAYERS)
        cost = per_hand(args.rounds, folder, template)
        refresh = refresh_time(folder, template)
    ratio = cost["play"] / cost["bare"]
    print(f"Per hand, (t(201) - t(1)) / 200, median of {args.rounds} rounds:")
    print(f"  booray play, piped          {cost['play'] * 1000:7.2f} ms")
    print(f"  bare durable transaction    {cost['bare'] * 1000:7.2f} ms   (sqlite3, WAL, synchronous=FULL)")
    print(f"  ratio                       {ratio:7.2f}x   (target: at most 2x)")
    print(f"Screen refresh (table read + drawn), night of 200 hands: {refresh * 1000:.1f} ms")
    print("Keystrokes for a typical 5-player hand (Enter included; target: at most 15):")
    for line, keys, single in keystrokes():
        print(f"  {line:<16} {keys:3d}   (as `booray hand ...`: {single})")


if __name__ == "__main__":
    main()
