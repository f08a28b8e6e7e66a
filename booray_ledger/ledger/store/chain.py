"""Tamper-evident entries: every row the ledger writes is sealed into a hash chain.

Each write transaction ends with one *link* per night it wrote (``chain_link``): the ids of the
rows it added (by table, as ranges), the high-water id of every chained table after it, and
``SHA-256(previous link's hash + the link + the canonical content of every row it names)``.
Links are numbered per night (``seq`` 1, 2, ...); night 0 is the file's own chain (its
identity, the players, the nights themselves). A changed, lost or added row, a changed or lost
link, a link out of order: each breaks the chain at the first link it touches.

- :func:`seal` (inside every write transaction, before commit; and once at the upgrade that
  adds the chain) links the rows written since the last link, after verifying the chains of
  the nights it touches and the file's own chain: a writer never writes into a damaged night.
- :func:`verify_all` checks chains (all of them for ``booray check``) and names the first broken
  link in words; :func:`verify_nights` and :func:`unsealed_problems` are its two halves, so
  that ``check`` can share the nights between two processes (``upkeep.chain_workers``).
- :class:`Verified` is what one open ledger remembers between its writes: each night's newest
  link it verified or wrote. A write then verifies only the links added since (by anyone), from
  that remembered link on, instead of the whole night again; a ledger opened afresh (a
  single-shot command) remembers nothing and verifies the nights it writes in full.

The content of a row is every column, by name, with its value and type, so the same ledger
hashes the same on SQLite and PostgreSQL. Adding a kind of entry is one line in :data:`CHAINED`.
Two canonical forms exist; a link says which by its hash (:data:`V2`):

- **v2** (every link written now): each row as SQL literals, ``quote(col)`` by column name,
  built by SQLite itself in the query that reads the row (on PostgreSQL the same text is built
  in Python, :func:`quote`), and the link's stored ``rows_json``/``marks_json`` text hashed as
  stored. Verifying finds each link's rows as one slice of its night's rows, read in id order
  (bisection on their ids), and hashes them joined: no object per row beyond SQLite's text.
- **v1** (links written before): ``ascii()`` of the rows' Python values (:func:`link_hash`),
  kept so that older links verify; the upgrade to schema 10 rehashes them in v2.
"""

from __future__ import annotations

import functools
import hashlib
import json
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import islice
from operator import itemgetter, lt
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the typed facts are imported only when a chain is found broken (start-up)
    from booray_ledger.results.file import CheckProblem

Run = Callable[[str, tuple[Any, ...]], tuple[list[str], list[tuple[Any, ...]]]]
"""``run(sql, params) -> (column names, rows)`` on the open transaction; ``?`` marks parameters."""

FILE_CHAIN = 0
"""The night id of the file's own chain: its identity, the players, the nights."""

CHAINED: dict[str, str] = {
    # table -> the SQL giving a row's night (FILE_CHAIN for the file's own rows); in writing order
    "ledger_identity": "0",
    "player": "0",
    "night": "0",
    "night_use": "night_id",
    "seat_event": "night_id",
    "hand": "night_id",
    "hand_void": "(SELECT h.night_id FROM hand h WHERE h.id = hand_void.hand_id)",
    "entry": "night_id",
    "entry_source": "(SELECT e.night_id FROM entry e WHERE e.id = entry_source.entry_id)",
    "entry_memo": "(SELECT e.night_id FROM entry e WHERE e.id = entry_memo.entry_id)",
    "movement": "night_id",
    "night_end": "night_id",
    "night_setting": "night_id",
}
"""Every table whose rows are sealed, and where each row's night comes from."""


def fact(kind: str, **data: int | str | None) -> CheckProblem:
    """A broken chain as a ``check`` problem: ``kind`` names a ``ProblemKind.CHAIN_*``."""
    from booray_ledger.results.file import ProblemKind, problem

    return problem(ProblemKind(kind), **data)


class ChainBroken(Exception):
    """A chain does not verify: :attr:`fact` says where and how (a ``ProblemKind.CHAIN_*`` with
    its data; worded in ``text.check``)."""

    def __init__(self, fact: CheckProblem) -> None:
        super().__init__(str(fact["kind"]))
        self.fact = fact


@dataclass(slots=True)
class Link:
    """One stored link, as read (its fields may be damaged: they are checked, not trusted).
    ``rows_text``/``marks_text``: ``rows``/``marks`` as stored (JSON), what v2 hashes."""

    id: int
    night_id: int
    seq: int
    rows: dict[str, list[list[int]]]
    marks: dict[str, int]
    hash: str
    rows_text: str = ""
    marks_text: str = ""

    @property
    def v2(self) -> bool:
        """Whether the link is hashed in the v2 canonical form (:func:`link_hash_v2`)."""
        return self.hash.startswith(V2)


V2 = "v2:"
"""The start of a v2 link's hash (:func:`link_hash_v2`); a v1 link's is bare hex."""


@dataclass(frozen=True)
class Tip:
    """The newest link of a night known to verify: its number (0: the night had none) and hash."""

    seq: int
    hash: str


NO_LINKS = Tip(0, "")


@dataclass
class Verified:
    """What one open ledger has verified of its chains, kept between its write transactions.

    ``tips``: per night, the newest link verified (by reading and hashing it) or written by a
    committed transaction of this ledger. A link before a tip is never hashed again by this
    ledger; links after it (another writer's) are verified from it on, and a tip that is no
    longer stored as remembered (the night changed under us) is forgotten and the night verified
    in full. ``written``: the links of the transaction under way, trusted once it commits."""

    tips: dict[int, Tip] = field(default_factory=dict)
    written: dict[int, Tip] = field(default_factory=dict)

    def committed(self) -> None:
        """The transaction that wrote :attr:`written` committed: its links are the new tips."""
        self.tips.update(self.written)
        self.written.clear()

    def rolled_back(self) -> None:
        """The transaction under way was rolled back: its links never existed."""
        self.written.clear()


@dataclass
class Work:
    """What chain verification and sealing have done in this process, counted (a test asserts
    that a write's work does not grow with the night): links hashed and rows read for them."""

    links_hashed: int = 0
    rows_read: int = 0


WORK = Work()


Table = tuple[tuple[str, ...], list[Any]]
"""Rows of one table as hashed: the column names in sorted order, and each row (v1: its values
in that order; v2: its text, :func:`row_text`)."""


def canonical(columns: list[str], rows: list[tuple[Any, ...]], postgres: bool = False) -> Table:
    """Rows as hashed: every column, by name in sorted order; on PostgreSQL yes/no as 0/1 and
    bytes as bytes, as SQLite returns them, so the same ledger hashes the same on both."""
    order = sorted(range(len(columns)), key=columns.__getitem__)
    names = tuple(columns[i] for i in order)
    # itemgetter gives the same tuple as picking each column, at C speed (for two or more)
    pick = itemgetter(*order) if len(order) > 1 else lambda row: tuple(row[i] for i in order)
    picked = list(map(pick, rows))
    if postgres:
        picked = [tuple(_plain(v) for v in row) for row in picked]
    return names, picked


def quote(value: Any) -> str:
    """One value as SQLite's ``quote()`` writes it: what v2 hashes (PostgreSQL's rows are
    written here in Python, SQLite's by SQLite, the same text for the same value)."""
    if value is None:
        return "NULL"
    if value.__class__ is str:
        return "'" + value.replace("'", "''") + "'"
    if value.__class__ is int:
        return str(value)
    if isinstance(value, bytes):
        return "X'" + value.hex().upper() + "'"
    return repr(value)  # no other type is ever stored: a damaged value still hashes as itself


def row_text(values: tuple[Any, ...]) -> str:
    """A row in the v2 canonical form: its values (by column name) as SQL literals, comma-joined."""
    return ",".join(map(quote, values))


def _plain(value: Any) -> Any:
    if value.__class__ is bool:
        return int(value)
    if isinstance(value, memoryview | bytearray):
        return bytes(value)
    return value


def link_hash(
    previous: str, night_id: int, seq: int, rows: dict[str, Any], marks: dict[str, int], content: dict[str, Table]
) -> str:
    """SHA-256 over the previous hash, the link's own fields and the content of its rows (written
    with ``ascii()``: the same text on every Python version and platform)."""
    WORK.links_hashed += 1
    body = ascii((night_id, seq, sorted(rows.items()), sorted(marks.items()), sorted(content.items())))
    return hashlib.sha256(f"{previous}\n{body}".encode()).hexdigest()


def link_hash_v2(previous: str, link: Link, content: dict[str, Table]) -> str:
    """:data:`V2` + SHA-256 over the previous hash, the link's night, number and its rows and
    marks as stored, then each table's name, columns, row count and rows (:func:`row_text`,
    one a line) in :data:`CHAINED` order."""
    WORK.links_hashed += 1
    parts = [f"{previous}\n{link.night_id} {link.seq}\n{link.rows_text}\n{link.marks_text}"]
    for table in CHAINED:
        if table in content:
            names, texts = content[table]
            parts.append(f"\n{table} {','.join(names)} {len(texts)}\n")
            parts.append("\n".join(texts))
    return V2 + hashlib.sha256("".join(parts).encode()).hexdigest()


POSTGRES_TABLES = "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
SQLITE_TABLES = "SELECT name FROM sqlite_master WHERE type = 'table'"


def on_postgres(run: Run) -> Run:
    """``run`` marked as running on PostgreSQL (its tables are listed another way)."""
    run.postgres = True  # type: ignore[attr-defined]
    return run


def tables_present(run: Run) -> list[str]:
    """The chained tables this ledger has (an older schema may lack some)."""
    _, rows = run(POSTGRES_TABLES if getattr(run, "postgres", False) else SQLITE_TABLES, ())
    names = {r[0] for r in rows}
    return [t for t in CHAINED if t in names]


def _ranges(ids: Iterable[int]) -> list[list[int]]:
    """Sorted ids as ``[first, last]`` runs."""
    out: list[list[int]] = []
    for i in sorted(ids):
        if out and i == out[-1][1] + 1:
            out[-1][1] = i
        else:
            out.append([i, i])
    return out


@dataclass
class Stored:
    """One table's rows as read to verify links, in the order read (by id): the column names,
    and per row its id, the night it names (-1 when damage left that no number), the row as
    hashed (its values in v1, its text in v2) and, for a hand, its number (else None).
    ``in_order``: the ids rise strictly, so the rows a range names are one slice, found by
    bisection; otherwise (a damaged table) each id is looked up as it is named."""

    names: tuple[str, ...]
    ids: list[Any]
    nights: list[Any]
    rows: list[Any]
    numbers: list[Any] | None
    in_order: bool = field(init=False)
    joined: str = field(init=False)
    _at: dict[Any, int] | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        self.joined = ",".join(self.names)
        if not all(isinstance(n, int) for n in set(self.nights)):  # damage: a night no number
            self.nights = [n if isinstance(n, int) else -1 for n in self.nights]
        try:
            self.in_order = all(map(lt, self.ids, islice(self.ids, 1, None)))
        except TypeError:
            self.in_order = False

    def at(self, id_: Any) -> int | None:
        """The place of the row with id ``id_`` (the last read, if damage repeats one), or None."""
        if self._at is None:
            self._at = {i: n for n, i in enumerate(self.ids)}
        return self._at.get(id_)


Rows = dict[str, Stored]
"""Stored rows by table (:class:`Stored`)."""


def _fetch(run: Run, links: list[Link], v2: bool = True) -> Rows:
    """Every row the links name, one query per table (ids from the first to the last named):
    a night's rows lie together, so verifying a night costs a few queries, not one per link.
    ``v2``: each row as its text (:func:`row_text`), else as its values (v1)."""
    fetched: Rows = {}
    for table in CHAINED:
        ranges = [r for link in links for r in link.rows.get(table, [])]
        if not ranges:
            continue
        lo, hi = min(first for first, _ in ranges), max(last for _, last in ranges)
        if v2 and not getattr(run, "postgres", False):
            fetched[table] = _texts_by_sqlite(run, table, lo, hi)
            continue
        stored = _values(run, table, lo, hi)
        if v2:
            stored.rows = list(map(row_text, stored.rows))
        fetched[table] = stored
    return fetched


def _values(run: Run, table: str, lo: int, hi: int) -> Stored:
    """A table's rows with ids ``lo`` to ``hi`` as values (:func:`canonical`), in id order."""
    columns, found = run(
        f"SELECT {CHAINED[table]} AS chain_night, * FROM {table} WHERE id BETWEEN ? AND ? ORDER BY id", (lo, hi)
    )
    WORK.rows_read += len(found)
    names, values = canonical(columns[1:], [row[1:] for row in found], bool(getattr(run, "postgres", False)))
    at = names.index("id")
    numbers = [v[names.index("number")] for v in values] if table == "hand" else None
    return Stored(names, [v[at] for v in values], [row[0] for row in found], values, numbers)


def _texts_by_sqlite(run: Run, table: str, lo: int, hi: int) -> Stored:
    """A table's rows with ids ``lo`` to ``hi`` as v2 text, built by SQLite (``quote()`` of each
    column, joined by one ``printf``: the same bytes as ``||``, with fewer strings made), in id
    order."""
    names = _columns(run, table)
    text = "printf('" + ",".join(["%s"] * len(names)) + "', " + ", ".join(f"quote({name})" for name in names) + ")"
    number = ", number" if table == "hand" else ""
    _, found = run(
        f"SELECT {CHAINED[table]}, id, {text}{number} FROM {table} WHERE id BETWEEN ? AND ? ORDER BY id", (lo, hi)
    )
    WORK.rows_read += len(found)
    numbers = list(map(itemgetter(3), found)) if number else None
    return Stored(names, list(map(itemgetter(1), found)), list(map(itemgetter(0), found)),
                  list(map(itemgetter(2), found)), numbers)  # fmt: skip


def _columns(run: Run, table: str) -> tuple[str, ...]:
    """A table's column names in sorted order (read once per ``run``)."""
    known: dict[str, tuple[str, ...]] = getattr(run, "columns", None) or {}
    if table not in known:
        columns, _ = run(f"SELECT * FROM {table} LIMIT 0", ())
        known[table] = tuple(sorted(columns))
        run.columns = known  # type: ignore[attr-defined]
    return known[table]


def _content(
    fetched: Rows, rows: dict[str, list[list[int]]], night: int = FILE_CHAIN
) -> tuple[dict[str, Table], bool, Any]:
    """The rows a link names as hashed (per table, in id order, in :data:`CHAINED` order),
    whether one of them names a night other than ``night``, and the number of its first hand
    (None without one); a row that is missing is left out (the content is then shorter)."""
    content: dict[str, Table] = {}
    found = [False, None]  # [moved, first hand]
    for table in CHAINED:
        if table not in fetched or not rows.get(table):
            continue
        stored = fetched[table]
        picked: list[Any] = []
        for first, last in rows[table]:
            _picked(stored, first, last, night, picked, found)
        content[table] = (stored.names, picked)
    return content, bool(found[0]), found[1]


def _picked(stored: Stored, first: Any, last: Any, night: int, picked: list[Any], found: list[Any]) -> None:
    """Add the stored rows with ids ``first`` to ``last`` to ``picked``; in ``found``, set
    ``[0]`` when one names a night other than ``night`` and ``[1]`` to the first hand's number.
    One slice when the ids are in order and the bounds are whole numbers, else id by id (the
    same rows, and the same errors on damaged bounds)."""
    numbers = stored.numbers
    if stored.in_order and first.__class__ is int and last.__class__ is int:
        a, b = bisect_left(stored.ids, first), bisect_right(stored.ids, last)
        picked += stored.rows[a:b]
        if stored.nights[a:b].count(night) != b - a:
            found[0] = True
        if found[1] is None and numbers is not None:
            found[1] = next((n for n in numbers[a:b] if n is not None), None)
        return
    for id_ in range(first, last + 1):
        at = stored.at(id_)
        if at is not None:
            picked.append(stored.rows[at])
            if stored.nights[at] != night:
                found[0] = True
            if found[1] is None and numbers is not None:
                found[1] = numbers[at]


def read_links(run: Run, night_id: int | None = None, from_seq: int = 0) -> list[Link]:
    """The stored links, of one night (numbered ``from_seq`` or later) or all, in (night, seq)
    order; a link whose fields cannot be read is returned with empty rows (it then fails to
    verify). On SQLite every field is read from the table itself (``NOT INDEXED``), never from
    the (night, seq) index: a flip in the table's copy of ``seq`` is then seen, not hidden by
    the index's intact copy; the index only says which links to read."""
    table = "chain_link" if getattr(run, "postgres", False) else "chain_link NOT INDEXED"
    where = "" if night_id is None else " WHERE id IN (SELECT id FROM chain_link WHERE night_id = ? AND seq >= ?)"
    params: tuple[Any, ...] = () if night_id is None else (night_id, from_seq)
    _, found = run(f"SELECT id, night_id, seq, rows_json, marks_json, hash FROM {table}{where} ORDER BY id", params)
    found.sort(key=lambda row: (_number(row[1]), _number(row[2]), row[0]))
    links = []
    for id_, night, seq, rows_json, marks_json, digest in found:
        v2 = str(digest).startswith(V2)  # v2 hashes the marks as stored: they need no reading
        try:
            rows, marks = json.loads(rows_json), {} if v2 else json.loads(marks_json)
            assert isinstance(rows, dict) and isinstance(marks, dict)
        except (ValueError, TypeError, AssertionError):
            rows, marks = {}, {}
        links.append(
            Link(int(id_), _number(night), _number(seq), rows, marks, str(digest), str(rows_json), str(marks_json))
        )
    return links


def _number(value: Any) -> int:
    """A stored number as read, or -1 when damage left it another type (it then fails to verify)."""
    return value if isinstance(value, int) else -1


def verify_links(run: Run, links: list[Link], name: Callable[[int], str | None], after: Tip = NO_LINKS) -> Tip:
    """Verify one night's links in order, the first numbered one past ``after`` and chained to
    its hash (by default: the night's first link); :class:`ChainBroken` names the first broken
    one. Returns the newest link verified (``after`` when there are none)."""
    previous = after.hash
    try:
        fetched = (
            _fetch(run, [link for link in links if not link.v2], v2=False),
            _fetch(run, [link for link in links if link.v2]),
        )
    except Exception as exc:  # a damaged row or link cannot be read: the chain is broken there
        night = links[0].night_id if links else None
        where = {"night_id": night, "night": name(night) if night is not None else None}
        raise ChainBroken(fact("chain_unreadable", **where, error=type(exc).__name__)) from None
    for expected_seq, link in enumerate(links, after.seq + 1):
        if link.v2 and _link_sound(link, expected_seq, previous, fetched[True]):
            previous = link.hash
            continue
        found = _link_problem(link, expected_seq, previous, fetched)
        if found is not None:
            kind, data = found
            where = {"night_id": link.night_id, "night": name(link.night_id)}
            raise ChainBroken(fact(kind, **where, link=expected_seq, links=after.seq + len(links), **data))
        previous = link.hash
    return Tip(links[-1].seq, links[-1].hash) if links else after


def _link_sound(link: Link, expected_seq: int, previous: str, fetched: Rows) -> bool:
    """Whether a v2 link verifies, in one pass over its rows (the common case, made cheap):
    True only where :func:`_link_problem` finds nothing (every range's rows all there, in
    order, naming the link's night, and the same content hashed). False when anything is off,
    or when the rows need the id-by-id path: ``_link_problem`` then says what and where."""
    rows = link.rows
    tables = _in_chained_order(tuple(rows))
    if link.seq != expected_seq or tables is None:
        return False
    night = link.night_id
    parts = [f"{previous}\n{night} {link.seq}\n{link.rows_text}\n{link.marks_text}"]
    for table in tables:
        ranges = rows[table]
        if not ranges:
            continue
        stored = fetched[table]
        if not stored.in_order:
            return False
        picked: list[Any] = []
        for first, last in ranges:
            if first.__class__ is not int or last.__class__ is not int:
                return False
            a, b = bisect_left(stored.ids, first), bisect_right(stored.ids, last)
            if b - a != last - first + 1 or stored.nights[a:b].count(night) != b - a:
                return False
            picked += stored.rows[a:b]
        parts.append(f"\n{table} {stored.joined} {len(picked)}\n")
        parts.append("\n".join(picked))
    WORK.links_hashed += 1
    return V2 + hashlib.sha256("".join(parts).encode()).hexdigest() == link.hash


@functools.lru_cache(maxsize=256)
def _in_chained_order(tables: tuple[str, ...]) -> tuple[str, ...] | None:
    """A link's tables in :data:`CHAINED` order (the order they are hashed in), or None when one
    is no chained table (a damaged link); the few combinations links have are worked out once."""
    if not set(tables) <= CHAINED.keys():
        return None
    return tuple(table for table in CHAINED if table in tables)


def _link_problem(
    link: Link, expected_seq: int, previous: str, fetched: tuple[Rows, Rows]
) -> tuple[str, dict[str, int | str | None]] | None:
    """What is wrong with one link, chained after ``previous`` (its kind, and the data the kind
    adds), or None. ``fetched``: the rows of the links verified, as v1 and as v2 hashes them."""
    if link.seq != expected_seq:
        return "chain_order", {"numbered": link.seq}
    content, moved, number = _content(fetched[link.v2], link.rows, link.night_id)
    named = sum([last - first + 1 for ranges in link.rows.values() for first, last in ranges])
    if sum([len(rows) for _, rows in content.values()]) != named:
        kind = "chain_row_lost"
    elif moved:
        kind = "chain_row_moved"
    elif _expected_hash(previous, link, content) != link.hash:
        kind = "chain_changed"
    else:
        return None
    return kind, {"sealed": _sealed(link), "hand": number if isinstance(number, int) else None}


def _expected_hash(previous: str, link: Link, content: dict[str, Table]) -> str:
    """The hash ``link`` should have over ``content``, chained after ``previous``, in its form."""
    if link.v2:
        return link_hash_v2(previous, link, content)
    return link_hash(previous, link.night_id, link.seq, link.rows, link.marks, content)


def verify_since(run: Run, night_id: int, tip: Tip | None, name: Callable[[int], str | None]) -> Tip:
    """Verify a night's chain: in full when ``tip`` is None, else only the links after ``tip``
    (the newest link known to verify), once ``tip`` is found stored as it was; a night changed
    under it (the link gone or another) is verified in full. Returns the night's newest link."""
    if tip is None:
        return verify_links(run, read_links(run, night_id), name)
    links = read_links(run, night_id, tip.seq)
    if tip.seq > 0:
        if not links or links[0].seq != tip.seq or links[0].hash != tip.hash:
            return verify_links(run, read_links(run, night_id), name)
        links = links[1:]
    return verify_links(run, links, name, tip)


def _sealed(link: Link) -> str:
    """The tables whose rows a link sealed, comma-joined in writing order (``hand,entry,movement``)."""
    return ",".join(t for t in CHAINED if link.rows.get(t))


def high_water(run: Run, tables: list[str]) -> dict[str, int]:
    """The largest id in each chained table now (0 for an empty one), in one query."""
    if not tables:
        return {}
    _, rows = run("SELECT " + ", ".join(f"(SELECT max(id) FROM {table})" for table in tables), ())
    return {table: int(value or 0) for table, value in zip(tables, rows[0], strict=True)}


def last_marks(run: Run) -> dict[str, int]:
    """The high-water ids the newest link recorded: every row up to them is sealed."""
    _, rows = run("SELECT marks_json FROM chain_link ORDER BY id DESC LIMIT 1", ())
    if not rows:
        return {}
    try:
        marks = json.loads(rows[0][0])
    except ValueError:
        raise ChainBroken(fact("chain_unreadable", night_id=None, night=None, error="marks")) from None
    return {str(k): int(v) for k, v in marks.items()} if isinstance(marks, dict) else {}


def night_namer(run: Run) -> Callable[[int], str | None]:
    """``name(night_id)`` for a broken link's fact: the night's name (None for the file's own
    records, night 0, or a night whose row cannot be read). The names are read when first asked
    for (a broken link is rare; a write should not read every night)."""
    names: dict[int, str] = {}
    loaded = False

    def name(night_id: int) -> str | None:
        nonlocal loaded
        if night_id == FILE_CHAIN:
            return None
        if not loaded:
            loaded = True
            try:
                _, rows = run("SELECT id, name FROM night", ())
                names.update({int(i): str(n) for i, n in rows})
            except Exception:  # a damaged night table still gets its nights named by number
                pass
        return names.get(night_id)

    return name


def unsealed_rows(
    run: Run, night_id: int | None = None, tables: list[str] | None = None
) -> dict[str, dict[int, list[int]]]:
    """Rows written after the newest link, by table and night (all nights, or one): one query,
    reading only the rows past the newest link's marks (``tables``: the chained tables present,
    when the caller has them)."""
    tables = tables_present(run) if tables is None else tables
    before = last_marks(run)
    if not tables:
        return {}
    union = " UNION ALL ".join(
        f"SELECT {n} AS t, id, {CHAINED[table]} AS chain_night FROM {table} WHERE id > ?"
        for n, table in enumerate(tables)
    )
    _, rows = run(f"{union} ORDER BY 1, 2", tuple(before.get(table, 0) for table in tables))
    found: dict[str, dict[int, list[int]]] = {}
    for n, id_, night in rows:
        night_key = int(night) if isinstance(night, int) else -1
        if night_id is None or night_key == night_id:
            found.setdefault(tables[n], {}).setdefault(night_key, []).append(int(id_))
    return found


def seal(run: Run, verified: Verified | None = None) -> int:
    """Link every row written since the newest link, one link per night, after verifying the
    chains of those nights and the file's own chain (:class:`ChainBroken` if one is broken, or
    cannot even be read: nothing is then linked, and the caller rolls back). With ``verified``
    (what this open ledger verified before), only links past its tips are verified, and the
    tips move to the links verified and written. Returns the links written."""
    try:
        return _seal(run, verified if verified is not None else Verified())
    except ChainBroken:
        raise
    except Exception as exc:  # a chain too damaged to read is a broken chain
        raise ChainBroken(fact("chain_unreadable", night_id=None, night=None, error=type(exc).__name__)) from None


def _seal(run: Run, verified: Verified) -> int:
    tables = tables_present(run)
    new = unsealed_rows(run, tables=tables)
    by_night: dict[int, dict[str, list[int]]] = {}
    for table, nights in new.items():
        for night, ids in nights.items():
            by_night.setdefault(night, {})[table] = ids
    if not by_night:
        return 0
    name = night_namer(run)
    if -1 in by_night:
        raise ChainBroken(fact("chain_no_night"))
    tips = {}
    for night in sorted(set(by_night) | {FILE_CHAIN}):
        tips[night] = verified.tips[night] = verify_since(run, night, verified.tips.get(night), name)
    marks = high_water(run, tables)
    for night in sorted(by_night):
        seq, previous = tips[night].seq + 1, tips[night].hash
        rows = {table: _ranges(ids) for table, ids in by_night[night].items()}
        link = Link(0, night, seq, rows, marks, V2, json.dumps(rows, sort_keys=True), json.dumps(marks, sort_keys=True))
        content, _, _ = _content(_fetch(run, [link]), rows)
        digest = link_hash_v2(previous, link, content)
        run(
            "INSERT INTO chain_link (night_id, seq, rows_json, marks_json, hash) VALUES (?, ?, ?, ?, ?)",
            (night, seq, link.rows_text, link.marks_text, digest),
        )
        verified.written[night] = Tip(seq, digest)
    return len(by_night)


def verify_all(run: Run) -> list[CheckProblem]:
    """``booray check``: every chain in full, and every row of every chained table sealed
    exactly once. The problems found, as facts (the first broken link of each chain). The links
    are read a night at a time: memory holds one night's links and rows, however many nights."""
    problems, sealed = verify_nights(run, [night for night, _ in chained_nights(run)])
    return problems + unsealed_problems(run, sealed)


def chained_nights(run: Run) -> list[tuple[int, int]]:
    """Every chain's night (the file's own, :data:`FILE_CHAIN`, always) and its number of
    links, in night order (a night id damage left no number reads as -1)."""
    _, found = run("SELECT night_id, count(*) FROM chain_link GROUP BY night_id", ())
    links: dict[int, int] = {FILE_CHAIN: 0}
    for night, count in found:
        links[_number(night)] = links.get(_number(night), 0) + int(count)
    return sorted(links.items())


def verify_nights(run: Run, nights: list[int]) -> tuple[list[CheckProblem], dict[str, int]]:
    """The chains of ``nights``, each in full: the first broken link of each (as facts, in
    the order of ``nights``), and the rows their links seal, counted by table."""
    problems: list[CheckProblem] = []
    name = night_namer(run)
    sealed: dict[str, int] = {}
    for night in nights:
        links = read_links(run, night)
        for link in links:
            for table, ranges in link.rows.items():
                sealed[table] = sealed.get(table, 0) + sum([last - first + 1 for first, last in ranges])
        try:
            verify_links(run, links, name)
        except ChainBroken as broken:
            problems.append(broken.fact)
    return problems, sealed


def unsealed_problems(run: Run, sealed: dict[str, int]) -> list[CheckProblem]:
    """Every chained table whose number of rows is not the number its links seal (``sealed``,
    counted over every night by :func:`verify_nights`)."""
    problems = []
    for table in tables_present(run):
        _, rows = run(f"SELECT count(*) FROM {table}", ())
        if int(rows[0][0]) != sealed.get(table, 0):
            problems.append(fact("chain_unsealed", table=table, stored=int(rows[0][0]), sealed=sealed.get(table, 0)))
    return problems


def rehash(run: Run, v2: bool = True) -> int:
    """Rewrite every link's hash in the v2 form (``v2=False``: v1, as an older booray-ledger
    wrote it), night by night, each chained to the one before as rewritten; what each link
    seals is unchanged. Only for an upgrade, inside its transaction, with the links' UPDATE
    guard lifted, and only after :func:`verify_all` found nothing: rehashing over a damaged
    row would seal the damage. Returns the links rewritten."""
    _, found = run("SELECT DISTINCT night_id FROM chain_link", ())
    rewritten = 0
    for night in sorted(_number(row[0]) for row in found):  # a night at a time: memory stays flat
        links = read_links(run, night)
        rewritten += len(links)
        fetched = _fetch(run, links, v2)
        previous = ""
        for link in links:
            content, _, _ = _content(fetched, link.rows)
            if v2:
                previous = link_hash_v2(previous, link, content)
            else:
                marks = json.loads(link.marks_text)
                previous = link_hash(previous, link.night_id, link.seq, link.rows, marks, content)
            run("UPDATE chain_link SET hash = ? WHERE id = ?", (previous, link.id))
    return rewritten
