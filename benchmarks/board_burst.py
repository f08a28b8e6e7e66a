"""The scoreboard under a burst of posts: how long each answer and another terminal's hand take.

One round:

1. the real ``booray board --port 0`` serves a fresh ledger (loopback only);
2. ``--posts`` (default 40) ``POST /api/hand`` are sent at once from as many threads: half the
   same hand, half different lines, all naming the same next hand number (as phones that showed
   the same board would);
3. at the same moment ``booray hand`` records another hand in another process (another
   terminal), through the same file.

It prints, over ``--rounds`` rounds (a fresh ledger each), each answer's time from the request
sent to the answer read (p50, p95, max), the answers by status, and how long the other
terminal's ``booray hand`` took, against the same command with no burst in the same round (so
its wait = burst - quiet). Targets (issue 20): every answer within 1 s, never a 500; the other
terminal waits at most 1 s more than without the burst. Nothing is asserted here: the test
suite asserts the outcomes (tests/web/test_serve.py), this measures the times.

Run: ``python benchmarks/board_burst.py [--posts 40] [--rounds 3]``.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from board_bench import KEY, PLAYERS, percentile, start_board

from booray_ledger import Ledger

SAME = "a2 b3 c0 ."
OTHER_TERMINAL = ["hand", "Ann=0", "Bob=0", "Cat=5", "Dan=pass", "Eve=pass"]


def post(base: str, line: str, expected: int, go: threading.Event) -> tuple[int, float, str]:
    """One POST once ``go`` is set: its status, seconds from sending to the answer, and the
    answer's kind (``recorded``, ``twice``: refused as the same hand again, ``busy``: refused
    in the queue, or the error's text)."""
    request = urllib.request.Request(
        f"{base}/api/hand",
        data=json.dumps({"line": line, "expected": expected}).encode(),
        headers={"X-Booray-Key": KEY, "Content-Type": "application/json"},
        method="POST",
    )
    go.wait()
    sent = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            response.read()
            return response.status, time.monotonic() - sent, "recorded"
    except urllib.error.HTTPError as answered:
        took = time.monotonic() - sent
        return answered.code, took, kind_of(answered.read().decode())


def kind_of(body: str) -> str:
    """What a refusal's message says, in a word: ``twice`` (the same hand again), ``busy`` (the
    board was recording others) or the message itself."""
    message = str(json.loads(body).get("error", body)) if body.startswith("{") else body
    if "entered twice" in message or "the same hand" in message or "again" in message.split(":")[0]:
        return "twice"
    return "busy" if "recording another hand" in message else message


def terminal_hand(db: Path, go: threading.Event | None = None) -> float:
    """``booray hand`` in another process: seconds from its start to its exit (0 required)."""
    env = {**os.environ, "BOORAY_DB": str(db)}
    if go is not None:
        go.wait()
    began = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "booray_ledger", *OTHER_TERMINAL], env=env, capture_output=True)
    if done.returncode != 0:
        raise SystemExit(f"booray hand failed: {done.stderr.decode().strip()}")
    return time.monotonic() - began


def one_round(posts: int) -> tuple[list[tuple[int, float, str]], float, float]:
    """A fresh ledger and board: the answers to a burst, the other terminal's hand during it,
    and the same hand with no burst."""
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "burst.db"
        with Ledger.open(db) as ledger:
            ledger.start_night("Burst", PLAYERS)
        quiet = terminal_hand(db)  # hand 1, no burst: the command's own time
        process, host, port = start_board(db)
        try:
            go = threading.Event()
            lines = [SAME] * (posts // 2) + [f"a{t} b{5 - t} c0 ." for t in range(1, 5)] * (posts // 8 + 1)
            with ThreadPoolExecutor(max_workers=posts + 1) as pool:
                answers = [pool.submit(post, f"http://{host}:{port}", line, 2, go) for line in lines[:posts]]
                other = pool.submit(terminal_hand, db, go)
                time.sleep(0.5)  # every thread is at go.wait(); then all at once
                go.set()
                results = [a.result() for a in answers]
                during = other.result()
        finally:
            process.terminate()
            process.wait(15)
    return results, during, quiet


def load() -> str:
    """The load average now (1, 5, 15 minutes), as ``uptime`` prints it."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--posts", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if not 2 <= args.posts <= 100 or not 1 <= args.rounds <= 20:
        raise SystemExit("--posts: 2 to 100; --rounds: 1 to 20")
    answers: list[tuple[int, float, str]] = []
    waits: list[tuple[float, float]] = []
    for _ in range(args.rounds):
        results, during, quiet = one_round(args.posts)
        answers += results
        waits.append((during, quiet))
    took = [1000 * t for _, t, _ in answers]
    statuses = collections.Counter(code for code, _, _ in answers)
    kinds = collections.Counter(kind for _, _, kind in answers)
    print(f"{args.rounds} rounds of {args.posts} posts at once, {os.cpu_count()} cores, {load()}")
    print(f"  answers: {dict(sorted(statuses.items()))}  (500s: {statuses[500]})  {dict(kinds.most_common())}")
    print(
        f"  answer time: p50 {percentile(took, 0.5):.0f} ms   p95 {percentile(took, 0.95):.0f} ms   "
        f"max {max(took):.0f} ms   (target: every answer under 1000 ms)"
    )
    extra = [during - quiet for during, quiet in waits]
    print(
        f"  other terminal's booray hand: {statistics.median(d for d, _ in waits):.2f} s during the burst, "
        f"{statistics.median(q for _, q in waits):.2f} s without; waited at most {max(extra):.2f} s more "
        "(target: at most 1 s)"
    )
    print(f"  after: {load()}")


if __name__ == "__main__":
    main()
