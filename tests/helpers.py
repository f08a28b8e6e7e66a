"""Test helpers in the game's language."""

from __future__ import annotations

import ast
import contextlib
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from booray_ledger.errors import BoorayError, ErrorCode
from booray_ledger.rules.hand_input import HandInput, parse_results
from booray_ledger.rules.house import PRESETS, HouseRules
from booray_ledger.rules.payout.result import Payout
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import Table, TableState
from tests.engines import LedgerDb
from tests.reliability.scripts import run_booray

if TYPE_CHECKING:
    from collections.abc import Iterator

    from booray_ledger.api.book import Ledger
    from booray_ledger.ledger.store.engine import LedgerStore


def table(seats: str, out: str = "") -> Table:
    """``table("A B C D E")``: seats clockwise; ``out`` lists who sits out."""
    return Table(tuple(seats.split()), frozenset(out.split()))


def hand(results: str, **marks: object) -> HandInput:
    """``hand("A=pass B=3 C=1")`` plus keyword marks (reneged=("B",), up="AS", ...)."""
    return HandInput(results=tuple(parse_results(results.split())), **marks)  # type: ignore[arg-type]


def pay_out(
    seats: str,
    results: str,
    state: TableState | None = None,
    rules: HouseRules | str = "classic",
    **marks: object,
) -> Payout:
    house = PRESETS[rules] if isinstance(rules, str) else rules
    return hand_payout(table(seats), state or TableState(), hand(results, **marks), house)


def said(error: BaseException) -> tuple[ErrorCode | None, dict[str, Any]]:
    """What an error says below the API: its code and its facts (``(ErrorCode.NOT_SEATED,
    {"player": "Z"})``), to compare with what a test expects."""
    assert isinstance(error, BoorayError), error
    return error.code, error.facts


def says(error: BaseException, expected: ErrorCode | str) -> bool:
    """Whether ``error`` is the refusal ``expected``: its code, or (an error not yet a code and
    facts) a regular expression its text matches."""
    import re

    if isinstance(expected, ErrorCode):
        return isinstance(error, BoorayError) and error.code is expected
    return re.search(expected, str(error)) is not None


def balances_of(*payouts: Payout) -> dict[str, int]:
    total: dict[str, int] = {}
    for s in payouts:
        for player, chips in s.net().items():
            total[player] = total.get(player, 0) + chips
    return total


def database_modules_after(*invocations: list[str]) -> list[str]:
    """Run `booray` with each argument list in one fresh interpreter; return the SQLAlchemy and
    SQLModel modules that got imported (start-up speed: commands without a database load none)."""
    code = (
        "import sys\n"
        "from booray_ledger.cli.main import app\n"
        f"for args in {list(invocations)!r}:\n"
        "    try:\n        app(args)\n    except SystemExit:\n        pass\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('sqlmodel', 'sqlalchemy')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return list(ast.literal_eval(out.strip().splitlines()[-1]))


ORM_AND_MODELS = ("sqlmodel", "pydantic", "sqlalchemy.orm", "booray_ledger.ledger.schema.models")
"""What a read-only current-night command never imports (docs/architecture.md, Start-up): the
ORM and the SQLModel table classes, whose building was most of `booray status`'s start-up, and
pydantic (SQLModel's, and typer's for option values: ``cli/plain_values.py``)."""


def imported_by(db: Path, *args: str) -> tuple[set[str], str]:
    """Every module `python -X importtime -m booray_ledger --db DB ARGS` imports, and what it printed."""
    command = [sys.executable, "-X", "importtime", "-m", "booray_ledger", "--db", str(db), *args]
    done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"})
    assert done.returncode == 0, done.stderr[-2000:]
    timed = [line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")]
    return set(timed), done.stdout


def loaded(modules: set[str], packages: tuple[str, ...]) -> list[str]:
    """The modules of ``packages`` (each a package or module name) among ``modules``."""
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in packages))


def schema_columns(path: Path) -> dict[str, set[str]]:
    """Every table in the SQLite file at ``path`` with its column names."""
    with sqlite3.connect(path) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        found = {t: {r[1] for r in conn.execute(f"PRAGMA table_info({t})")} for t in tables}
    conn.close()
    return found


def assert_refused(db: Path | LedgerDb, before: object, args: list[str], code: int, message: str) -> None:
    """`booray ARGS` run through the real console script fails as a user should see it: exit
    ``code``, exactly one stderr line naming the problem, no traceback, and the ledger as
    ``before`` (a file byte-for-byte, ``None``: still not created; a LedgerDb's snapshot)."""
    result = run_booray(db.target if isinstance(db, LedgerDb) else db, *args)
    assert result.returncode == code, (result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert message in lines[0], result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    if isinstance(db, LedgerDb):
        assert db.snapshot() == before
    else:
        assert (db.read_bytes() if db.exists() else None) == before


def friday(db: Path | LedgerDb, players: str = "Ann Bob Cat Dan", **options: Any) -> Ledger:
    """A ledger at ``db`` (a file, or the test's ledger on either engine) with the night
    "Friday" started (classic rules unless given)."""
    from booray_ledger.api.book import Ledger

    ledger = Ledger.open(db.target if isinstance(db, LedgerDb) else db)
    ledger.start_night("Friday", players.split(), **options)
    return ledger


def store_with_night(
    db: Path | LedgerDb, players: str = "Ann Bob Cat Dan", *hands: str, rules: str = "classic"
) -> LedgerStore:
    """A ledger at ``db`` (a file, or the test's ledger on either engine) holding the night
    "Friday" and ``hands`` (``"Ann=3 Bob=2 ..."``), recorded through the ledger's own services,
    one transaction each."""
    from booray_ledger.ledger.read import queries
    from booray_ledger.ledger.store.engine import open_store
    from booray_ledger.ledger.store.target import parse_target
    from booray_ledger.ledger.write import recording

    store = open_store(parse_target(db.target if isinstance(db, LedgerDb) else db), create=True)
    with store.write() as session:
        recording.start_night(session, "Friday", players.split(), PRESETS[rules])
    for results in hands:
        with store.write() as session:
            recording.record_hand(session, queries.load_night(session), hand(results))
    return store


def declared_keys(kind: type) -> set[str]:
    """The keys a value of the TypedDict ``kind`` always has (``NotRequired`` ones, present only
    in some cases such as table stakes, left out; the annotations are strings here)."""
    annotations = {k: v for base in reversed(kind.__mro__) for k, v in getattr(base, "__annotations__", {}).items()}
    return {k for k, v in annotations.items() if not getattr(v, "__forward_arg__", str(v)).startswith("NotRequired[")}


def uncovered_letter() -> str:
    """A letter of a script no font on this machine has (Debian's fonts-noto-core has no Tangsa,
    Vithkuqi, Toto, Khitan or Cypro-Minoan), as fontconfig says: for the recap card's warning."""
    for ch in "\U00016a70\U00010570\U0001e290\U00018b00\U00012f90":
        found = subprocess.run(["fc-list", f":charset={ord(ch):x}", "file"], capture_output=True, text=True)
        if not found.stdout.strip():
            return ch
    raise AssertionError("every candidate letter has a font here: add one that no font covers")


@contextlib.contextmanager
def tried_catalog(
    root: Path, code: str, messages: dict[str | tuple[str, str], str | tuple[str, ...]]
) -> Iterator[None]:
    """Speak ``code`` from a catalog of ``messages`` (an id and its translation; a plural's
    (singular, plural) and its forms) tried from ``root`` (``BOORAY_LOCALE_DIR``), as a
    translator would try one; the catalogs are read afresh before and after."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    from booray_ledger.text import i18n

    catalog = Catalog(locale=code)
    for message, translation in messages.items():
        catalog.add(message, translation)
    (root / code / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)
    with (root / code / "LC_MESSAGES" / "booray.mo").open("wb") as out:
        write_mo(out, catalog)
    before = os.environ.get("BOORAY_LOCALE_DIR")
    os.environ["BOORAY_LOCALE_DIR"] = str(root)
    i18n.catalog.cache_clear()
    try:
        with i18n.speaking(code):
            yield
    finally:
        if before is None:
            os.environ.pop("BOORAY_LOCALE_DIR", None)
        else:
            os.environ["BOORAY_LOCALE_DIR"] = before
        i18n.catalog.cache_clear()
