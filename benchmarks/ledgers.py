"""Years of nights: club ledgers of 100, 1,000, 10,000 and 100,000 hands, built through the library.

A club of 36 players meets night after night; each night seats 5 to 7 of them (a random draw
from a fixed seed), plays about 120 hands (the last night: 50, left open, in every ledger, so
the current night is the same size whatever the history), with the things a real night has:

- seat changes (a player joins, one sits out and comes back, one leaves),
- voided hands (about one in a hundred) and an edited one now and then,
- nights ended every way: nothing left in the pot, or the pot carried, split or refunded,
- settle-up payments after most nights (the first suggestion of the night's settle-up), and a
  payment voided now and then.

Everything goes through :class:`booray_ledger.Ledger` (the public API), one call per operation,
as a club's scorekeeper would. A built ledger is cached in ``$BOORAY_BENCH_CACHE`` (default: a
folder in the system's temporary directory) under its size and the builder's version, so a
rerun of the benchmarks reuses it; building 100,000 hands takes many minutes on a small machine.

Run: ``python benchmarks/ledgers.py 100 10000 100000`` builds (or finds) those ledgers and prints
their paths.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import os
import random
import sqlite3
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from booray_ledger import Ledger, hand
from booray_ledger.errors import BoorayError

BUILDER_VERSION = 1  # raise when the shape of the built ledgers changes: the cache is keyed on it
SEED = 1873
CLUB = [
    "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou",
    "Max", "Ned", "Ora", "Pam", "Quin", "Ray", "Sue", "Tom", "Uma", "Val", "Wes", "Xia",
    "Yul", "Zoe", "Abe", "Bea", "Cy", "Di", "Ed", "Flo", "Gil", "Hue", "Ike", "Joy",
]  # fmt: skip
NIGHT_HANDS = 120
OPEN_NIGHT_HANDS = 50
POT_CEILING = 40  # past this the next hand is a clean win, so the pot stays the size of a real one
POT_ENDINGS = ("carry", "split", "refund")


def cache_folder() -> Path:
    """Where built ledgers are kept between runs."""
    folder = Path(os.environ.get("BOORAY_BENCH_CACHE") or Path(tempfile.gettempdir()) / "booray-bench-ledgers")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def ledger_path(hands: int) -> Path:
    return cache_folder() / f"club-{hands}-v{BUILDER_VERSION}.db"


def night_sizes(hands: int) -> list[int]:
    """The hands of every night: ``hands`` in all, the last night ``OPEN_NIGHT_HANDS``."""
    rng = random.Random(SEED)
    sizes: list[int] = []
    left = hands - OPEN_NIGHT_HANDS
    while left > 0:
        size = min(left, rng.randint(NIGHT_HANDS - 40, NIGHT_HANDS + 40))
        sizes.append(size)
        left -= size
    return [*sizes, OPEN_NIGHT_HANDS]


def random_hand(rng: random.Random, dealt_in: list[str], pot: int) -> list[str]:
    """One hand's results: 2 to 5 players play and share the tricks; the rest pass. A bourré
    (0 tricks) now and then, a tie now and then; a clean win when the pot has grown."""
    players = rng.sample(dealt_in, k=min(len(dealt_in), rng.randint(2, 5)))
    tricks = dict.fromkeys(players, 0)
    if pot > POT_CEILING:
        tricks = {players[0]: 3, players[1]: 2}
    else:
        for _ in range(5):
            tricks[rng.choice(players)] += 1
    return [f"{p}={tricks[p]}" if p in tricks else f"{p}=pass" for p in dealt_in]


def play_night(ledger: Ledger, rng: random.Random, number: int, hands: int, last: bool) -> int:
    """Start night ``number``, play its ``hands`` hands with seat changes, voids and edits; end
    it (unless it is the ``last``) and record its payments. Returns the hands recorded."""
    name = f"Night {number:04d}"
    seated = rng.sample(CLUB, k=rng.randint(5, 7))
    ledger.start_night(name, seated, chip_value="0.25")
    sitting_out: list[str] = []
    pot = ledger.status(name)["pot"]
    tables: list[list[str]] = []  # who was dealt in at each hand: an edit keeps the hand's own table
    for i in range(hands):
        event = rng.random()
        if i == hands // 3 and event < 0.5:
            newcomer = rng.choice([p for p in CLUB if p not in seated])
            ledger.seat("add", newcomer, night=name)
            seated.append(newcomer)
        elif i == hands // 2 and event < 0.5 and not sitting_out:
            sitting_out.append(rng.choice(seated))
            ledger.seat("out", sitting_out[-1], night=name)
        elif i == 2 * hands // 3 and sitting_out:
            ledger.seat("in", sitting_out.pop(), night=name)
        dealt_in = [p for p in seated if p not in sitting_out]
        tables.append(dealt_in)
        status = ledger.record_hand(hand(random_hand(rng, dealt_in, pot)), night=name)["status"]
        pot = status["pot"]
        if event < 0.01 and i > 0:
            pot = ledger.void_last_hand(night=name)["status"]["pot"]
            pot = ledger.record_hand(hand(random_hand(rng, dealt_in, pot)), night=name)["status"]["pot"]
        elif event > 0.997 and i > 2:
            ledger.edit_hand(i - 1, hand(random_hand(rng, tables[i - 2], POT_CEILING + 1)), night=name)
            pot = ledger.status(name)["pot"]
    if len(seated) > 5 and rng.random() < 0.3:
        ledger.seat("remove", rng.choice([p for p in seated if p not in sitting_out]), night=name)
    if not last:
        end_night(ledger, rng, name, pot)
    return hands


def end_night(ledger: Ledger, rng: random.Random, name: str, pot: int) -> None:
    """End the night (every way a pot can be left) and record some of its payments."""
    ledger.end_night(rng.choice(POT_ENDINGS) if pot else None, night=name)
    if rng.random() < 0.8:
        # a player who left cashed out against the bank, which is settled with cash, not a payment
        suggested = [t for t in ledger.settle_up(night=name)["transfers"] if "bank" not in (t["from"], t["to"])]
        for payment in suggested[: rng.randint(1, 2)]:
            ledger.record_payment(payment["from"], payment["to"], payment["chips"], night=name)
        if suggested and rng.random() < 0.05:
            ledger.void_payment(len(ledger.payments()))


def build(hands: int, progress: bool = True) -> Path:
    """The club ledger of ``hands`` hands, built once (through the library) and then cached.

    It is written under a name of its own (``.<pid>.partial``) and renamed when complete, so no
    one ever opens a half-built ledger; a lock file per size makes a second builder of the same
    size (another terminal, another engineer) wait for the first and then use its ledger."""
    path = ledger_path(hands)
    with _build_lock(path):
        if path.exists():
            return path
        partial = path.with_name(f"{path.stem}.{os.getpid()}.partial")
        partial.unlink(missing_ok=True)
        rng = random.Random(SEED + hands)
        sizes = night_sizes(hands)
        began, done = time.perf_counter(), 0
        with Ledger.open(partial, keep_open=True) as ledger:
            for number, size in enumerate(sizes, start=1):
                done += play_night(ledger, rng, number, size, last=number == len(sizes))
                if progress and number % 20 == 0:
                    rate = done / (time.perf_counter() - began)
                    print(f"  {path.name}: {done:,}/{hands:,} hands, {rate:.0f} hands/s", file=sys.stderr)
        conn = sqlite3.connect(partial)  # the last connection: its close folds the log into the file
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.close()
        os.rename(partial, path)
        if progress:
            size_mb = path.stat().st_size / 1e6
            print(f"  {path.name}: built in {time.perf_counter() - began:.0f} s, {size_mb:.1f} MB", file=sys.stderr)
    return path


@contextlib.contextmanager
def _build_lock(path: Path) -> Iterator[None]:
    """Hold ``<ledger>.lock`` (an exclusive ``flock``) while the ledger at ``path`` is built."""
    with open(path.with_suffix(".lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", type=int, nargs="*", default=[100, 10_000, 100_000])
    args = parser.parse_args()
    for hands in args.sizes:
        try:
            print(build(hands))
        except BoorayError as exc:
            print(f"building {hands} hands failed: {exc}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
