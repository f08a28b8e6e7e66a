"""Every bad input: one clear line, a non-zero exit, no traceback, the ledger's bytes unchanged.

Each case runs the real ``booray`` console script in its own process (the entry point people
run, where a traceback would really show), against its own copy of a ledger with a night and a
few hands; the process is a warm start (see ``warm_start``), a fresh one under CI. The cases are split into batches that run their processes a few at a time, so the
table stays quick and spreads over workers when the suite runs in parallel.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.reliability import warm_start
from tests.reliability.scripts import booray_env, booray_script, run_booray

pytestmark = pytest.mark.slow  # hundreds of real console-script processes

PLAYERS = "Ann,Bob,Cat"
GOOD = ["Ann=2", "Bob=3", "Cat=0"]
BIG = str(10**30)
HUGE = "9" * 5000
ODD_DIGITS = ["²", "①", "３", "𝟐"]
"""Look-alike digits, refused where a number goes (a trick count may be typed in the digits of
the languages spoken, like Sindhi's ٣: rules.hand_input.COUNT_DIGITS)."""
ODD_NAMES = ["B[red]ob", "Bob]", "[Bob", "{Bob}", "<Bob>", "Bo\x1bb", "Bob\n", "Bo\tb", "Bo\u202eb", "B" * 41,
             "Bo=b", "Bo:b", "Bo;b", "Bo#b", "-Bob", "pass", ""]  # fmt: skip

Case = tuple[list[str], dict[str, str]]


def _cases(files: dict[str, str]) -> list[Case]:
    """(arguments, extra environment) for every bad input; ``files`` names prepared files."""
    cases: list[Case] = []

    def add(*args: str, **env: str) -> None:
        cases.append((list(args), env))

    for digit in ODD_DIGITS:  # unicode digits where a trick count goes, in both hand syntaxes
        add("hand", f"Ann={digit}", "Bob=3", "Cat=0")
        add("hand", "Ann=2", f"Bob={digit}", "Cat=0", "--json")
        add("hand", "edit", digit, *GOOD)
        add("paid", "Ann", "Bob", digit)
        add("night", "start", "Sat", "--players", PLAYERS, "--ante", digit)
    for value in (BIG, HUGE, "-1", "1.5", "1e3", "", "  ", "0x2", "2\n3", "2 3"):
        add("hand", f"Ann={value}", "Bob=3", "Cat=0")
    for value in (BIG, HUGE, "0", "-5", "1e999999999", "abc", "4611686018427387904", "0.3", "\n", "NaN"):
        add("paid", "Ann", "Bob", value)
    for value in (BIG, HUGE, "0", "-1", "abc"):
        add("hand", "edit", value, *GOOD)
    for name in ODD_NAMES:
        add("night", "start", "Sat", "--players", f"Ann,{name}")
        add("seat", "add", name)
    for name in ("Sat\nurday", "Sat\x1b[2J", "S" * 81, "", "   ", "Sat\u2028"):
        add("night", "start", name, "--players", PLAYERS)
    for option, value in (("--ante", BIG), ("--ante", HUGE), ("--limit", BIG), ("--limit", "-3"), ("--cards", "6"),
                          ("--ante", "0"), ("--chip-value", "1e999999999999"), ("--chip-value", "NaN"),
                          ("--chip-value", "-1"), ("--chip-value", "²"), ("--chip-value", BIG), ("--currency", "\x1b$"),
                          ("--currency", "EURO-DOLLAR"), ("--dealer", "Zed"), ("--rules", "nope"),
                          ("--bourre-penalty", BIG)):  # fmt: skip
        add("night", "start", "Sat", "--players", PLAYERS, option, value)
    for name, path in files.items():
        add("night", "start", "Sat", "--players", PLAYERS, "--rules", path)
        add("rules", "house", "--rules", path) if name != "missing" else None
    for value in ("1e999999999999", "NaN", "-1", "0", "1000001", "²", BIG, "abc", "1" * 100, "Infinity"):
        add("settle", "--chip-value", value)
    for value in ("2026-13-01", "２０２６-01-01", "yesterday", BIG, "2026-01-01\n"):
        add("settle", "--since", value)
        add("standings", "--since", value)
    for args in (["hand", "Zed=1", "Bob=3", "Cat=1"], ["hand", "Ann=2", "Bob=3"], ["hand", "Ann=2", "Bob=2", "Cat=0"],
                 ["hand", "Ann=2", "Ann=3", "Bob=0", "Cat=pass"], ["hand", *GOOD, "--up", "ZZ"],
                 ["hand", *GOOD, "--up", "1\x1b0S"], ["hand", *GOOD, "--dealer", "Zed"], ["hand", *GOOD, "--renege", "Zed"],
                 ["hand", *GOOD, "--renege", "Z\nd"], ["hand", "--from-tricks", files["missing"]],
                 ["hand", "--from-tricks", files["binary"]], ["hand", "=2", "Bob=3", "Cat=0"], ["hand", "Ann==2", "Bob=3", "Cat=0"],
                 ["hand", "Ann", "Bob=3", "Cat=0"], ["hand", "edit", "7", *GOOD], ["hand", "--bogus"], ["hnd", *GOOD],
                 ["paid", "Ann", "Ann", "3"], ["paid", "Zed", "Ann", "3"], ["paid", "A\x1bnn", "Bob", "3"],
                 ["seat", "out", "Zed"], ["seat", "add", "Fay", "--after", "Zed"], ["seat", "in", "Ann"],
                 ["seat", "add", "bob"], ["night", "start", "friday", "--players", PLAYERS], ["night", "show", "Sunday"],
                 ["night", "end", "--pot", "burn"], ["night", "use", "Nope\n"], ["export", "--format", "xml"],
                 ["export", "--night", "Nope"], ["export", "-o", "/nonexistent/dir/x.csv"], ["player", "show", "Z\x1bed"],
                 ["referee", "check", "--trump", "²", "--hand", "7H", "--card", "7H"],
                 ["referee", "check", "--trump", "S", "--hand", "7H 3S", "--card", "3X"],
                 ["referee", "audit", files["binary"]], ["referee", "audit", files["missing"]],
                 ["status", "--night", "N\no"], ["history", "--night", BIG],
                 ["check", "--bogus"], ["backup", "/nonexistent/dir/b.db"]):  # fmt: skip
        add(*args)
    for db in ("", "a\nb", "x" * 5000, "/", "/dev/null/x.db", "{garbage}", "{dir}"):
        add("status", BOORAY_DB=db)
        add("hand", *GOOD, BOORAY_DB=db)
    return cases


def _files(folder: Path) -> dict[str, str]:
    """House-rule and trick-log files that are bad in every way a file can be."""
    made = {
        "latin1": "ante = 2 # caf\xe9\n".encode("latin-1"),
        "binary": os.urandom(512),
        "nested": b"a = " + b"[" * 5000 + b"]" * 5000 + b"\n",
        "deep_tables": b"x = " + b"{a = " * 2000 + b"1" + b"}" * 2000 + b"\n",
        "unicode_digit": 'ante = "\u00b2"\n'.encode(),
        "circled": 'pot_limit = "\u2460"\n'.encode(),
        "big": f"ante = {BIG}\n".encode(),
        "huge": f"ante = {HUGE}\n".encode(),
        "newline_value": b'tie = "carry\\nsplit"\n',
        "unknown_key": b"anty = 2\n",
        "bad_type": b"ante = [1, 2]\n",
        "preset_table": b"preset = {a = 1}\n",
    }
    paths = {}
    for name, data in made.items():
        path = folder / f"{name}.toml"
        path.write_bytes(data)
        paths[name] = str(path)
    paths["missing"] = str(folder / "missing.toml")
    return paths


@pytest.fixture(scope="module")
def ledger(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, dict[str, str]]]:
    folder = tmp_path_factory.mktemp("bad-input")
    db = folder / "ledger.db"
    for args in (
        ["night", "start", "Friday", "--players", PLAYERS],
        ["hand", *GOOD],
        ["hand", "Ann=pass", "Bob=4", "Cat=1"],
    ):
        assert run_booray(db, *args).returncode == 0
    (folder / "a-folder").mkdir()
    (folder / "garbage.db").write_bytes(os.urandom(8192))
    yield db, _files(folder)


CASE_COUNT = len(_cases({k: k for k in ["missing", "binary", *map(str, range(12))]}))
BATCHES = 8


def _run_case(case: Case, master: Path, work: Path, index: int) -> str | None:
    """Run one case on its own copy of the ledger; the problem found, or None."""
    args, env = case
    copy = work / f"case{index}.db"
    shutil.copyfile(master, copy)
    db = env.get("BOORAY_DB", str(copy))
    db = db.replace("{garbage}", str(master.parent / "garbage.db")).replace("{dir}", str(master.parent / "a-folder"))
    before = copy.read_bytes()
    done = warm_start.run(
        [*booray_script(), *args],
        env=booray_env(db),
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=120,
    )
    lines = done.stderr.strip().splitlines()
    label = f"booray {args!r} (BOORAY_DB={db[:30]!r})"
    if done.returncode == 0:
        return f"{label}: exit 0"
    if "Traceback" in done.stderr + done.stdout:
        return f"{label}: a traceback: {done.stderr[-300:]}"
    if len(lines) != 1:
        return f"{label}: {len(lines)} stderr lines: {done.stderr[:300]!r}"
    if copy.read_bytes() != before or Path(f"{copy}-wal").exists():
        return f"{label}: the ledger changed"
    return None


@pytest.mark.parametrize("batch", range(BATCHES))
def test_bad_input_table(ledger: tuple[Path, dict[str, str]], tmp_path: Path, batch: int) -> None:
    master, files = ledger
    cases = _cases(files)[batch::BATCHES]
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        found = list(pool.map(lambda ic: _run_case(ic[1], master, tmp_path, ic[0]), enumerate(cases)))
    problems = [p for p in found if p]
    assert not problems, "\n".join(problems)


def test_the_table_is_big_enough() -> None:
    assert CASE_COUNT >= 150, CASE_COUNT
