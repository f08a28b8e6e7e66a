"""Crashes: a `hand`, a `hand edit` of a long night and a `night end` killed with SIGKILL at
random moments. Afterwards `booray check` passes and every hand a command acknowledged (it
printed its result and exited 0) is in the ledger.

Bounded in count and time: 12 kills by default, 50 or more under CI=true (``BOORAY_CRASH_KILLS``
overrides), and never more than the time budget.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import time
from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from tests.reliability import warm_start
from tests.reliability.scripts import booray_env, booray_script

pytestmark = pytest.mark.slow  # kills real processes at random moments, then checks the ledger

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]
SHAPES = [
    ["Ann=2", "Bob=3", "Cat=0", "Dan=pass", "Eve=pass"],
    ["Ann=1", "Bob=1", "Cat=3", "Dan=0", "Eve=pass"],
    ["Ann=pass", "Bob=4", "Cat=1", "Dan=0", "Eve=pass"],
]
KILLS = int(os.environ.get("BOORAY_CRASH_KILLS") or (60 if os.environ.get("CI") == "true" else 12))
BUDGET_S = 240 if os.environ.get("CI") == "true" else 90


def _long_night(ledger: Ledger, name: str, hands: int) -> None:
    ledger.start_night(name, PLAYERS)
    for i in range(hands):
        ledger.record_hand(hand(SHAPES[i % 3]))


def _command(rng: random.Random, night: str) -> list[str]:
    kind = rng.choice(["hand", "hand", "edit", "end"])
    if kind == "hand":
        return ["hand", *SHAPES[rng.randrange(3)], "--night", night, "--json"]
    if kind == "edit":
        return ["hand", "edit", "1", *SHAPES[0], "--night", night, "--json"]  # the same inputs: every hand re-settles
    return ["night", "end", "--pot", "split", "--night", night]


def _run_and_kill(cmd: list[str], env: dict[str, str], delay: float) -> tuple[bool, str]:
    """Start the command, SIGKILL it after ``delay`` seconds; (acknowledged, its stdout)."""
    proc = warm_start.popen(
        [*booray_script(), *cmd], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL
    )
    try:
        proc.wait(timeout=delay)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGKILL)
    out, _ = proc.communicate(timeout=60)
    return proc.returncode == 0, out.decode()


def _typical_run(env: dict[str, str]) -> float:
    """How long a command takes here, start to end: the quickest of three `status` runs (the
    first may also pay for starting the warm-start server, see ``warm_start``)."""
    took = []
    for _ in range(3):
        began = time.perf_counter()
        assert _run_and_kill(["status", "--json"], env, 60)[0]
        took.append(time.perf_counter() - began)
    return min(took)


def test_sigkill_at_random_moments_loses_nothing_acknowledged(tmp_path: Path) -> None:
    db = tmp_path / "crash.db"
    env = booray_env(db)
    rng = random.Random(int(os.environ.get("BOORAY_CRASH_SEED", "11")))
    nights = 0
    with Ledger.open(db) as ledger:
        _long_night(ledger, "Night 0", 40)
    start = time.perf_counter()
    typical = _typical_run(env)
    acknowledged: dict[str, int] = {}
    kills = killed_mid_way = 0
    while kills < KILLS and time.perf_counter() - start < BUDGET_S:
        night = f"Night {nights}"
        cmd = _command(rng, night)
        ok, out = _run_and_kill(cmd, env, rng.uniform(0.2, 1.6) * typical)
        kills += 1
        killed_mid_way += not ok
        if ok and cmd[0] == "hand" and cmd[1] != "edit":
            acknowledged[night] = max(acknowledged.get(night, 0), json.loads(out)["hand"])
        with Ledger.open(db) as ledger:
            if any(n["name"] == night and n["ended"] for n in ledger.nights()):
                nights += 1
                _long_night(ledger, f"Night {nights}", 25)
            for name, number in acknowledged.items():
                assert ledger.history(name)["hands"][-1]["number"] >= number, (name, number)
    assert kills >= min(KILLS, 12)
    assert killed_mid_way, "no command was killed before it finished: the delays are too long"
    with Ledger.open(db) as ledger:
        report = ledger.check()
    assert report["ok"], report
    checked = warm_start.run([*booray_script(), "check"], env=env, capture_output=True, text=True, timeout=120)
    assert checked.returncode == 0, checked.stdout + checked.stderr
