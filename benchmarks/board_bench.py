"""Commit-to-screen latency of ``booray board`` with 50 viewers connected.

One run:

1. starts the real ``booray board --port 0`` on a fresh ledger (loopback only);
2. opens ``--viewers`` (default 50) live streams (``GET /events``, server-sent events, as the
   page's script does) from this process and waits until every one has the board;
3. records ``--hands`` hands from ANOTHER process, one at a time at random gaps, in two ways:
   - ``library``: ``Ledger.record_line`` in that process, as ``booray hand`` or ``booray play``
     in another terminal would: the board's shared poller has to notice the commit;
     latency = when a viewer receives the new board - when the commit returned;
   - ``http``: ``POST /api/hand`` with the key, as the scorekeeper's phone does;
     latency = when a viewer receives the new board - when the request was sent (so it includes
     recording the hand);
4. prints p50 / p95 / max over every (viewer, hand) pair, hands a viewer never saw, and the
   server's CPU time per second while it served them.

Both processes read ``time.monotonic()``, one clock for the whole machine on Linux. Every loop is
bounded in count and time; nothing leaves 127.0.0.1.

Run: ``python benchmarks/board_bench.py [--viewers 50] [--hands 20]``. It prints the figures and
exits 0; the 1 s target is reported, not asserted (timings belong here, not in the test suite).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]
LINES = ["a2 b3 c0 .", "a- b1 c1 d3 e0", "a3 b2 ."]
KEY = "bench-key-0123456789"
HANDS = re.compile(rb'data-hands="(\d+)"')
DEADLINE = 180.0
"""Seconds after which the whole run stops, finished or not."""

WRITER = r"""
import json, random, sys, time, urllib.request
from booray_ledger import Ledger

db, mode, base, key, count = sys.argv[1:6]
lines = json.loads(sys.argv[6])
random.seed(7)
ledger = Ledger.open(db)
for i in range(int(count)):
    time.sleep(random.uniform(0.25, 0.6))  # hands land at every phase of the poller
    line = lines[i % len(lines)]
    sent = time.monotonic()
    if mode == "library":
        number = ledger.record_line(line)["hand"]
    else:
        request = urllib.request.Request(
            base + "/api/hand", data=json.dumps({"line": line}).encode(), method="POST",
            headers={"X-Booray-Key": key, "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as response:
            number = json.loads(response.read())["hand"]
    done = time.monotonic()
    print(json.dumps({"hand": number, "sent": sent, "done": done}), flush=True)
"""


def start_board(db: Path) -> tuple[subprocess.Popen[str], str, int]:
    """`booray board` on a free loopback port; its host and port."""
    env = {**os.environ, "BOORAY_DB": str(db), "PYTHONUNBUFFERED": "1"}
    command = [sys.executable, "-m", "booray_ledger", "board", "--port", "0", "--key", KEY]
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert process.stdout is not None
    for _ in range(50):
        line = process.stdout.readline()
        found = re.search(r"http://(127\.0\.0\.1):(\d+)/", line)
        if found:
            return process, found.group(1), int(found.group(2))
    process.kill()
    raise SystemExit("booray board did not start")


async def viewer(host: str, port: int, seen: dict[int, float], connected: asyncio.Event, stop: asyncio.Event) -> None:
    """One open page: reads the stream and notes when each number of hands first shows."""
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(f"GET /events HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    await writer.drain()
    tail = b""
    try:
        while not stop.is_set():
            try:
                chunk = await asyncio.wait_for(reader.read(65536), 0.5)
            except TimeoutError:
                continue
            if not chunk:
                return
            now = time.monotonic()
            buffer = tail + chunk
            for match in HANDS.finditer(buffer):
                hands = int(match.group(1))
                for n in range(1, hands + 1):
                    seen.setdefault(n, now)
                connected.set()
            tail = buffer[-40:]
    finally:
        writer.close()


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process so far (Linux); None elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def run_mode(mode: str, db: Path, host: str, port: int, viewers: int, hands: int, pid: int) -> dict[str, object]:
    """Connect the viewers, record the hands from a writer process, collect the latencies."""
    seen: list[dict[int, float]] = [{} for _ in range(viewers)]
    connected = [asyncio.Event() for _ in range(viewers)]
    stop = asyncio.Event()
    tasks = [asyncio.create_task(viewer(host, port, seen[i], connected[i], stop)) for i in range(viewers)]
    await asyncio.wait_for(asyncio.gather(*(c.wait() for c in connected)), 30)
    for s in seen:
        s.clear()
    cpu_before, wall_before = cpu_seconds(pid), time.monotonic()
    writer = await asyncio.create_subprocess_exec(
        sys.executable, "-c", WRITER, str(db), mode, f"http://{host}:{port}", KEY, str(hands), json.dumps(LINES), stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    assert writer.stdout is not None
    commits: dict[int, tuple[float, float]] = {}
    async with asyncio.timeout(DEADLINE):
        while line := await writer.stdout.readline():
            record = json.loads(line)
            commits[record["hand"]] = (record["sent"], record["done"])
        await writer.wait()
        last = max(commits)
        while not all(last in s for s in seen) and time.monotonic() - wall_before < DEADLINE:
            await asyncio.sleep(0.05)
    cpu_after, wall_after = cpu_seconds(pid), time.monotonic()
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    start = 1 if mode == "library" else 0  # library: from the commit returning; http: from sending the request
    latencies = [s[n] - commits[n][start] for s in seen for n in commits if n in s]
    missed = sum(1 for s in seen for n in commits if n not in s)
    write_ms = [1000 * (done - sent) for sent, done in commits.values()]
    cpu = None if cpu_before is None or cpu_after is None else (cpu_after - cpu_before) / (wall_after - wall_before)
    return {"latencies": latencies, "missed": missed, "write_ms": write_ms, "cpu": cpu, "hands": len(commits)}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def report(mode: str, viewers: int, result: dict[str, object]) -> None:
    latencies = [1000 * v for v in result["latencies"]]  # type: ignore[attr-defined]
    write_ms: list[float] = result["write_ms"]  # type: ignore[assignment]
    what = "commit returned" if mode == "library" else "request sent"
    print(f"\n{mode}: {result['hands']} hands, {viewers} viewers; latency = viewer has the new board - {what}")
    print(
        f"  p50 {percentile(latencies, 0.5):.0f} ms   p95 {percentile(latencies, 0.95):.0f} ms   "
        f"max {max(latencies):.0f} ms   (target: under 1000 ms)"
    )
    print(f"  hands a viewer never saw: {result['missed']}; recording a hand took {statistics.median(write_ms):.0f} ms")
    if result["cpu"] is not None:
        print(f"  server CPU while serving: {100 * result['cpu']:.0f}% of one core")  # type: ignore[operator]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--viewers", type=int, default=50)
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--mode", choices=["library", "http", "both"], default="both")
    args = parser.parse_args()
    if not 1 <= args.viewers <= 200 or not 1 <= args.hands <= 200:
        raise SystemExit("--viewers and --hands: 1 to 200")
    from booray_ledger import Ledger

    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.db"
        with Ledger.open(db) as ledger:
            ledger.start_night("Bench", PLAYERS)
        process, host, port = start_board(db)
        try:
            print(f"booray board on {host}:{port}, poll interval 0.1 s, {os.cpu_count()} cores")
            for mode in ("library", "http") if args.mode == "both" else (args.mode,):
                result = asyncio.run(run_mode(mode, db, host, port, args.viewers, args.hands, process.pid))
                report(mode, args.viewers, result)
        finally:
            process.terminate()
            process.wait(15)


if __name__ == "__main__":
    main()
