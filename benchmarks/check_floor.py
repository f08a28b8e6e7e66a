"""The least work any full verification of a ledger's hash chains must do, against the time
`booray check` may take by issue 20's goal (at most 3x the 100-hand ledger's check).

Verifying every link every time means reading every sealed row and hashing it with its link.
This script does only that, in the cheapest way found (no ``quote()``: each row's columns
joined by one SQLite ``printf``; each night's rows fetched in one query per table; each link's
rows picked by position and hashed once with SHA-256), in one process, on the cached bench
ledgers (``benchmarks/ledgers.py``, opened read-only). It checks nothing and compares no hash:
it is a floor, not a checker. Then it times ``booray check`` on the 100-hand ledger in the same
run (the goal's baseline) and prints:

- the floor's CPU time at each size, and half of it (two cores, perfectly shared, the best any
  split could do);
- the time the goal leaves for all of check's work at 100,000 hands: 3x the 100-hand check minus
  the 100-hand check itself (which is nearly all start-up).

When half the floor alone is more than that budget, no implementation of "every link verified
every time" on this machine meets the goal; the goal then needs fewer or smaller rows (the
storage), or the chain verified less often.

Run: ``python benchmarks/check_floor.py [--sizes 100 100000] [--runs 3]``.
"""

from __future__ import annotations

import argparse
import bisect
import contextlib
import hashlib
import json
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench import booray_command
from ledgers import build

TABLES = (
    "ledger_identity", "player", "night", "night_use", "seat_event", "hand", "hand_void", "entry",
    "entry_source", "entry_memo", "movement", "night_end", "night_setting",
)  # fmt: skip
"""The sealed tables, in the order a link hashes them (``chain.CHAINED``)."""


def row_texts(conn: sqlite3.Connection) -> dict[str, str]:
    """Per sealed table present: the SQL giving a row's columns as one text (``printf``)."""
    texts = {}
    for table in TABLES:
        columns = sorted(r[1] for r in conn.execute(f"PRAGMA table_info({table})"))
        if columns:
            texts[table] = f"printf('{chr(9).join(['%s'] * len(columns))}', {', '.join(columns)})"
    return texts


def floor_work(path: Path) -> tuple[int, int]:
    """Read every sealed row of every night and hash each link's rows once; returns the links
    and rows covered."""
    with contextlib.closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as conn:
        texts = row_texts(conn)
        nights = [r[0] for r in conn.execute("SELECT DISTINCT night_id FROM chain_link ORDER BY 1")]
        links = rows = 0
        for night in nights:
            found = conn.execute(
                "SELECT seq, rows_json, marks_json FROM chain_link WHERE night_id = ? ORDER BY seq", (night,)
            ).fetchall()
            named = [json.loads(rows_json) for _, rows_json, _ in found]
            fetched = _night_rows(conn, texts, named)
            rows += sum(len(ids) for ids, _ in fetched.values())
            _hash_links(night, found, named, fetched)
            links += len(found)
    return links, rows


def _night_rows(
    conn: sqlite3.Connection, texts: dict[str, str], named: list[dict[str, list[list[int]]]]
) -> dict[str, tuple[list[int], list[str]]]:
    """One night's rows by table, id-ordered: their ids and their texts (one query per table)."""
    fetched = {}
    for table, text in texts.items():
        ranges = [r for rows in named for r in rows.get(table, [])]
        if ranges:
            low, high = min(r[0] for r in ranges), max(r[1] for r in ranges)
            found = conn.execute(f"SELECT id, {text} FROM {table} WHERE id BETWEEN ? AND ? ORDER BY id", (low, high))
            pairs = found.fetchall()
            fetched[table] = ([p[0] for p in pairs], [p[1] for p in pairs])
    return fetched


def _hash_links(night: int, found: list[tuple[int, str, str]], named: list[dict[str, list[list[int]]]],
                fetched: dict[str, tuple[list[int], list[str]]]) -> None:  # fmt: skip
    """SHA-256 of each link chained to the one before, over its own rows picked by position."""
    previous = ""
    for (seq, rows_json, marks_json), rows in zip(found, named, strict=True):
        digest = hashlib.sha256(f"{previous}\n{night} {seq}\n{rows_json}\n{marks_json}".encode())
        for table in TABLES:
            if table not in rows or table not in fetched:
                continue
            ids, texts = fetched[table]
            picked: list[str] = []
            for first, last in rows[table]:
                at = bisect.bisect_left(ids, first)
                picked += texts[at : at + last - first + 1]
            digest.update(f"\n{table} {len(picked)}\n".encode())
            digest.update("\n".join(picked).encode())
        previous = digest.hexdigest()


def check_seconds(path: Path, runs: int) -> float:
    """Median wall time of ``booray check`` on a working copy of ``path`` (a fresh process each)."""
    with tempfile.TemporaryDirectory(prefix="booray-check-floor-") as folder:
        copy = Path(folder) / path.name
        shutil.copyfile(path, copy)
        command = [*booray_command(), "--db", str(copy), "check", "--json"]
        subprocess.run(command, capture_output=True, check=False)  # upgrades the copy, marks it
        took = []
        for _ in range(runs):
            began = time.perf_counter()
            subprocess.run(command, capture_output=True, check=False)
            took.append(time.perf_counter() - began)
    return statistics.median(took)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 100_000])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    baseline = check_seconds(build(100, progress=False), args.runs)
    budget = 3 * baseline - baseline
    print(f"booray check, 100 hands: {baseline:.2f} s; the goal leaves {budget:.2f} s for the work at any size")
    print("| hands | links | rows | floor CPU | floor on two perfect cores | within the goal? |")
    print("|---:|---:|---:|---:|---:|---|")
    for size in args.sizes:
        path = build(size, progress=False)
        cpu = []
        for _ in range(args.runs):
            began = time.process_time()
            links, rows = floor_work(path)
            cpu.append(time.process_time() - began)
        floor = statistics.median(cpu)
        verdict = "yes" if floor / 2 <= budget else "no"
        print(f"| {size:,} | {links:,} | {rows:,} | {floor:.2f} s | {floor / 2:.2f} s | {verdict} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
