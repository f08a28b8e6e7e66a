"""Finding 2 of issue 20: writers wrote into damaged files and `check` missed flips or crashed.

200 random single bits are flipped, one at a time, across a checkpointed ledger (a closed one:
the file is the whole ledger). For each flip:

- the ledger's *stored content* is read back by table scans: every row of every table and the
  schema's definitions (an index is derived from its table, so a flip that only disturbs an
  index changes no content: SQLite's own integrity check is there for those);
- `booray check` must report every flip that changed content, and never raise anything but
  the ledger's own one-line errors;
- a writer recording a hand in the open night must refuse (one-line error, the file left byte
  for byte as it was) every flip that changed content of that night or of the file's own
  records (players, nights, identity, schema), and never raise anything else either.
"""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.errors import BoorayError
from booray_ledger.ledger.upkeep.file_check import check_file
from tests.ledgers import SHAPES, build

FLIPS = 200
OPEN_NIGHT = "Fri"
Content = dict[tuple[str, int], tuple[Any, ...]]
"""(table, rowid) -> the row as stored; ("sqlite_master", n) for the schema's definitions."""


def content(path: Path) -> Content | None:
    """Every row of every table by table scan (text as stored bytes), or None when SQLite cannot
    read them all."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
        try:
            found: Content = {}
            schema = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
            for n, row in enumerate(schema.fetchall()):
                found[("sqlite_master", n)] = tuple(row)
            tables = [r[2] for r in found.values() if r[0] == "table" and not str(r[1]).startswith("sqlite_")]
            conn.text_factory = bytes  # a flip leaving a text invalid UTF-8 still names its row and night
            for table in tables:
                for row in conn.execute(f"SELECT rowid, * FROM {table} NOT INDEXED"):
                    found[(str(table), int(row[0]))] = tuple(row[1:])
            return found
        finally:
            conn.close()
    except (sqlite3.Error, UnicodeDecodeError):  # a flip in the schema's text may leave it no UTF-8
        return None


def nights_of(path: Path) -> dict[str, int]:
    conn = sqlite3.connect(path)
    try:
        return {name: id_ for id_, name in conn.execute("SELECT id, name FROM night")}
    finally:
        conn.close()


def night_of(table: str, row: tuple[Any, ...], columns: dict[str, list[str]], hands: dict[int, int]) -> int | None:
    """The night a stored row belongs to; None for the file's own records."""
    names = columns.get(table, [])
    if "night_id" in names:
        value = row[names.index("night_id")]
        return value if isinstance(value, int) else -1
    if table == "hand_void":
        return hands.get(row[names.index("hand_id")], -1)
    return None


def changed_rows(before: Content, after: Content) -> Iterator[tuple[str, tuple[Any, ...]]]:
    """Each stored row the flip changed, lost or added: its table and the row as it was (or is)."""
    for key in before.keys() | after.keys():
        if before.get(key) != after.get(key):
            yield key[0], before.get(key) or after[key]


def columns_of(path: Path) -> dict[str, list[str]]:
    conn = sqlite3.connect(path)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {t: [c[1] for c in conn.execute(f"PRAGMA table_info({t})")] for t in tables}
    finally:
        conn.close()


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("flips") / "ledger.db"
    build(path, 40)
    assert not Path(f"{path}-wal").exists()  # checkpointed: the file is the whole ledger
    return path


def damaged_copy(pristine: Path, folder: Path, offset: int, mask: int, name: str) -> Path:
    """A copy of ``pristine`` with the byte at ``offset`` XOR ``mask``."""
    data = bytearray(pristine.read_bytes())
    data[offset] ^= mask
    path = folder / name
    path.write_bytes(bytes(data))
    return path


def flipped_copy(pristine: Path, folder: Path, offset: int, bit: int, name: str) -> Path:
    """A copy of ``pristine`` with one bit flipped."""
    return damaged_copy(pristine, folder, offset, 1 << bit, name)


@pytest.mark.slow
def test_every_flip_that_changes_content_is_found_by_check_and_refused_by_a_writer(
    pristine: Path, tmp_path: Path
) -> None:
    before = content(pristine)
    assert before is not None
    columns = columns_of(pristine)
    hands = {h: n for h, n in sqlite3.connect(pristine).execute("SELECT id, night_id FROM hand")}
    open_night = nights_of(pristine)[OPEN_NIGHT]
    size = pristine.stat().st_size
    rng = random.Random(20)
    changed_count = changed_in_open_night = 0
    missed_by_check: list[str] = []
    written_into: list[str] = []
    for flip in range(FLIPS):
        offset, bit = rng.randrange(size), rng.randrange(8)
        where = f"flip {flip}: byte {offset} bit {bit}"
        after = content(flipped_copy(pristine, tmp_path, offset, bit, "probe.db"))
        changed = list(changed_rows(before, after)) if after is not None else [("file", ())]
        in_open_night = any(
            t in ("file", "sqlite_master") or night_of(t, row, columns, hands) in (None, open_night)
            for t, row in changed
        )
        checked = flipped_copy(pristine, tmp_path, offset, bit, f"check-{flip}.db")
        report = check_file(checked)  # anything but a report is a crash: the test fails here
        if changed:
            changed_count += 1
            if report["ok"]:
                missed_by_check.append(where)
        written = flipped_copy(pristine, tmp_path, offset, bit, f"write-{flip}.db")
        damaged = written.read_bytes()
        try:
            with Ledger.open(written) as ledger:
                ledger.record_hand(hand(SHAPES[flip % 3]), night=OPEN_NIGHT)
            refused = False
        except BoorayError as exc:
            refused = True
            assert "\n" not in str(exc), where
        if changed and in_open_night:
            changed_in_open_night += 1
            if not refused:
                written_into.append(where)
        if refused:
            assert written.read_bytes() == damaged, f"{where}: refused but the file changed"
        checked.unlink()
        written.unlink()
        Path(f"{written}-wal").unlink(missing_ok=True)
        Path(f"{written}-shm").unlink(missing_ok=True)
    assert missed_by_check == []
    assert written_into == []
    assert changed_count >= 40  # the flips really did reach the ledger's rows


def inverted_copy(pristine: Path, folder: Path, offset: int, name: str) -> Path:
    """A copy of ``pristine`` with the byte at ``offset`` inverted (XOR 0xFF)."""
    return damaged_copy(pristine, folder, offset, 0xFF, name)


@pytest.mark.slow
def test_a_b_tree_page_header_byte_inverted_is_found_by_check_and_refused_by_a_writer(
    pristine: Path, tmp_path: Path
) -> None:
    """Finding 2's second attack: one b-tree page's first header byte XOR 0xFF, on 20 pages
    spread over the file: `check` found 20 of 20, `hand` still wrote into 5. `check` reports
    every one; a writer refuses every one that leaves a table's rows unreadable (an index is
    derived from its table: a damaged index page changes no stored content, and `check` names
    it); neither raises anything but the ledger's one-line errors."""
    data = pristine.read_bytes()
    page_size = int.from_bytes(data[16:18], "big")
    btree = [n for n in range(2, len(data) // page_size + 1) if data[(n - 1) * page_size] in (2, 5, 10, 13)]
    pages = btree[:: max(1, len(btree) // 20)][:20]
    assert len(pages) == 20
    missed, written_into, table_pages = [], [], 0
    for page in pages:
        offset = (page - 1) * page_size
        if check_file(inverted_copy(pristine, tmp_path, offset, "check.db"))["ok"]:
            missed.append(page)
        rows_unreadable = content(inverted_copy(pristine, tmp_path, offset, "probe.db")) is None
        written = inverted_copy(pristine, tmp_path, offset, "write.db")
        damaged = written.read_bytes()
        try:
            with Ledger.open(written) as ledger:
                ledger.record_hand(hand(SHAPES[page % 3]), night=OPEN_NIGHT)
            refused = False
        except BoorayError as exc:
            refused = True
            assert "\n" not in str(exc), page
            assert written.read_bytes() == damaged, f"page {page}: refused but the file changed"
        if rows_unreadable:
            table_pages += 1
            if not refused:
                written_into.append(page)
        for leftover in (written, Path(f"{written}-wal"), Path(f"{written}-shm")):
            leftover.unlink(missing_ok=True)
    assert missed == []
    assert written_into == []
    assert table_pages >= 10  # most of the pages hold a table's rows
