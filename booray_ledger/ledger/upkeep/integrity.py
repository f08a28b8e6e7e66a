"""SQLite-level checks of a ledger file: cheap enough for every write, and thorough for `check`.

Two levels, both read-only, through the standard library (their findings are typed problems,
``results.file.CheckProblem``, worded in ``text.check``):

- :func:`page_damage` is the first part of ``booray check``. It reads the file a chunk at a
  time and checks that every page looks like a SQLite page: the header, the page count against
  the file size, every b-tree page's header (page type, cell count, content offset, fragmented bytes) and every
  overflow or free-list page's link. A page overwritten with random bytes fails it with
  near certainty (a random page passes with odds well under one in ten thousand). It costs one
  read of the file plus a look at each page header, in constant memory. A writer checks less
  (:func:`header_damage`: the header and page 1; each night's rows have their hash chain).
- :func:`sqlite_problems` is SQLite's own part of ``booray check``: ``PRAGMA quick_check`` and
  the append-only triggers of every ledger table (``--full``: ``PRAGMA integrity_check`` and
  ``PRAGMA foreign_key_check`` too).
"""

from __future__ import annotations

import os
import sqlite3
import struct
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from booray_ledger.errors import DatabaseError, ErrorCode

if TYPE_CHECKING:  # the typed values are imported when a check runs, never at a write's start-up
    from booray_ledger.results.file import CheckProblem


_HEADER = b"SQLite format 3\x00"
T = TypeVar("T")

_BTREE_TYPES = b"\x02\x05\x0a\x0d"  # interior index, interior table, leaf index, leaf table


def page_damage(path: Path, every_page: bool = True) -> CheckProblem | None:
    """What is wrong with the pages of the SQLite file at ``path``, or None when every page
    looks sound. It reads the file a chunk at a time (memory stays the same whatever its size).
    Without ``every_page`` (the default ``booray check``) only the header, the file's size and
    page 1: SQLite's quick check reads every page then, and in damage tests (every page's
    header bytes inverted one at a time, 412 cases) it found every page this check finds.
    Call it with the write lock held, so no checkpoint moves pages meanwhile."""
    try:
        return _read(path, lambda fd: _page_damage(fd, every_page))
    except OSError:
        return None  # not a file we can read here; SQLite will say what is wrong


def _read(path: Path, read: Callable[[int], T]) -> T:
    """``read`` on a descriptor of the file at ``path``: the one this process holds open for it
    (see ``_HELD``), else one opened for this read and closed after. OSError when it cannot."""
    key = _key(path)
    fd = _HELD[key][0] if key in _HELD else os.open(path, os.O_RDONLY)
    try:
        return read(fd)
    finally:
        if key not in _HELD:
            os.close(fd)


def header_damage(path: Path) -> CheckProblem | None:
    """What is wrong with the file's header (its first 100 bytes, the page count against the
    file's size, the free-page list's first link) and page 1 (the schema's b-tree page), as the
    check's problem, or None. A writer's check of the file as a whole: it reads one page,
    whatever the file's size (each night's rows are checked by their hash chain, ``chain``)."""
    try:
        size, data = _read(path, lambda fd: (os.fstat(fd).st_size, os.pread(fd, 65536, 0)))
    except OSError:
        return None  # not a file we can read here; SQLite will say what is wrong
    found = _header_fault(size, data)
    if found is None:
        return None
    from booray_ledger.results.file import ProblemKind, problem  # only for a damaged file

    kind, facts = found
    return problem(ProblemKind(kind), **facts)


def _header_fault(size: int, data: bytes) -> tuple[str, dict[str, int]] | None:
    """:func:`header_damage` as the kind of problem (its value) and its facts."""
    if len(data) < 100:
        return None if not data else ("file_too_short", {})
    if data[:16] != _HEADER:
        return ("sqlite_header", {})
    page_size = 65536 if data[16:18] == b"\x00\x01" else struct.unpack(">H", data[16:18])[0]
    if (
        page_size < 512
        or page_size & (page_size - 1)
        or data[18] not in (1, 2)
        or data[19] not in (1, 2)
        or data[20:24] != b"\x00\x40\x20\x20"
    ):
        return ("header_format", {})
    pages = size // page_size
    counted, trunk = struct.unpack(">II", data[28:36])
    if size % page_size or (data[24:28] == data[92:96] and counted != pages) or trunk > pages:
        return ("header_size", {"bytes": size})
    bad = _bad_page(data[:page_size].ljust(page_size, b"\x00"), page_size, 1, set(), first=1)
    return None if bad is None else ("page", {"page": bad, "pages": 1})


_HELD: dict[tuple[int, int], tuple[int, int]] = {}
"""(device, inode) -> (a descriptor of the file, how many holders). Closing ANY descriptor of a
file drops every POSIX lock this process holds on it, SQLite's too (a lost write lock lets
another terminal's commit vanish), so while a store has the file open its pages are read
through one descriptor opened before and closed only after SQLite's connections."""


def _key(path: Path) -> tuple[int, int]:
    stat = os.stat(path)
    return (stat.st_dev, stat.st_ino)


def hold(path: Path) -> None:
    """Open the descriptor :func:`page_damage` reads through while SQLite has ``path`` open."""
    try:
        key = _key(path)
        fd, count = _HELD.get(key) or (os.open(path, os.O_RDONLY), 0)
    except OSError:
        return
    _HELD[key] = (fd, count + 1)


def release(path: Path) -> None:
    """The holder is done (its SQLite connections are closed): the last one closes the fd."""
    try:
        key = _key(path)
    except OSError:
        return
    if key in _HELD:
        fd, count = _HELD.pop(key)
        if count > 1:
            _HELD[key] = (fd, count - 1)
        else:
            os.close(fd)


CHUNK = 1 << 22
"""Bytes read at a time by :func:`page_damage`: a whole number of pages of any size."""


def _page_damage(fd: int, every_page: bool) -> CheckProblem | None:
    """:func:`page_damage` on an open descriptor: the header, then every page a chunk at a time
    (or only page 1)."""
    from booray_ledger.results.file import ProblemKind, problem

    size = os.fstat(fd).st_size
    head = os.pread(fd, 100, 0)
    if len(head) < 100:
        return None if not head else problem(ProblemKind.FILE_TOO_SHORT)
    if head[:16] != _HEADER:
        return problem(ProblemKind.SQLITE_HEADER)
    page_size = 65536 if head[16:18] == b"\x00\x01" else struct.unpack(">H", head[16:18])[0]
    if page_size < 512 or page_size & (page_size - 1):
        return problem(ProblemKind.PAGE_SIZE)
    if size % page_size:
        return problem(ProblemKind.PARTIAL_PAGE, bytes=size, page_size=page_size)
    pages = size // page_size
    counted = struct.unpack(">I", head[28:32])[0]
    if head[24:28] == head[92:96] and counted != pages:
        return problem(ProblemKind.PAGE_COUNT, counted=counted, pages=pages)
    free = _free_pages(fd, struct.unpack(">I", head[32:36])[0] if every_page else 0, page_size, pages)
    if free is None:
        return problem(ProblemKind.FREE_LIST)
    read = CHUNK if every_page else page_size
    for offset in range(0, size if every_page else page_size, read):
        chunk = os.pread(fd, read, offset)
        bad = _bad_page(chunk, page_size, pages, free, offset // page_size + 1)
        if bad is not None:
            return problem(ProblemKind.PAGE, page=bad, pages=pages)
    return None


def _free_pages(fd: int, trunk: int, page_size: int, pages: int) -> set[int] | None:
    """The free-list leaf pages (their bytes are leftovers and mean nothing), from the list's
    first trunk page on; None when the list is damaged."""
    leaves: set[int] = set()
    seen = 0
    while trunk:
        seen += 1
        if trunk > pages or seen > pages:
            return None
        page = os.pread(fd, page_size, (trunk - 1) * page_size)
        trunk, count = struct.unpack(">II", page[:8])
        if count > page_size // 4 - 2:
            return None
        leaves.update(struct.unpack(f">{count}I", page[8 : 8 + 4 * count]))
    return leaves


def _bad_page(data: bytes, page_size: int, pages: int, free: set[int], first: int) -> int | None:
    """The first page in ``data`` (whole pages, the first of them numbered ``first``; page 1's
    b-tree header starts after the file header) whose header cannot be right, by its number."""
    lock_page = 2**30 // page_size + 1
    for index in range(len(data) // page_size):
        number = first + index
        if number in free or number == lock_page:
            continue
        start = index * page_size + (100 if number == 1 else 0)
        kind = data[start]
        if kind in _BTREE_TYPES:
            header = 12 if kind in (2, 5) else 8
            free_block, cells, content, fragmented = struct.unpack(">HHHB", data[start + 1 : start + 8])
            content = content or 65536
            ends = (100 if number == 1 else 0) + header + 2 * cells
            if fragmented > 60 or ends > page_size or not ends <= content <= page_size or free_block >= page_size:
                return number
            continue
        link = struct.unpack(">I", data[start : start + 4])[0]
        if link > pages:  # an overflow page's next page, or a pointer-map page (never used here)
            return number
    return None


def sqlite_problems(path: Path, tables: tuple[str, ...], thorough: bool = True) -> list[CheckProblem]:
    """Everything SQLite itself finds wrong with the file, plus missing append-only triggers.

    ``thorough`` (``check --full``) runs ``PRAGMA integrity_check`` (every b-tree, and every
    index against its table) and ``PRAGMA foreign_key_check``; otherwise ``PRAGMA quick_check``
    (every b-tree, in half the time). Every change to the ledger's content is found by the hash
    chain and the sums in any case (200-flip damage tests: no content change was found only by
    SQLite); these find damage to the file's structure and indexes."""
    from booray_ledger.results.file import ProblemKind, problem

    problems: list[CheckProblem] = []
    conn = connect_readonly(path)
    try:
        rows = [r[0] for r in conn.execute(f"PRAGMA {'integrity' if thorough else 'quick'}_check(20)").fetchall()]
        if rows != ["ok"]:
            problems += [problem(ProblemKind.SQLITE_SAYS, quoted=str(r)) for r in rows]
        if thorough:
            for table, rowid, parent, _ in conn.execute("PRAGMA foreign_key_check").fetchall()[:20]:
                problems.append(problem(ProblemKind.MISSING_PARENT, table=table, row=rowid, parent=parent))
        have = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
        for table in tables:
            for verb in ("update", "delete"):
                if f"{table}_no_{verb}" not in have:
                    problems.append(problem(ProblemKind.TRIGGER_LOST, table=table, verb=verb))
    except sqlite3.DatabaseError as exc:
        problems.append(problem(ProblemKind.UNREADABLE, error=type(exc).__name__, quoted=str(exc)))
    except UnicodeDecodeError:  # SQLite's message quotes a damaged schema text that is no UTF-8
        problems.append(problem(ProblemKind.SCHEMA_TEXT))
    finally:
        conn.close()
    return problems


def unreadable(exc: Exception) -> CheckProblem:
    """A file or rows that cannot be read to the end: the error's kind and its first line."""
    from booray_ledger.results.file import ProblemKind, problem

    return problem(ProblemKind.UNREADABLE, error=type(exc).__name__, quoted=(str(exc).splitlines() or [""])[0][:200])


def connect_readonly(path: Path) -> sqlite3.Connection:
    """A connection that only reads. Where we may write, it is an ordinary connection set to
    ``query_only`` (so, as the last one out, it tidies the -wal and -shm files away as SQLite
    does); otherwise ``mode=ro``, and in a folder we cannot write (where no other program can
    be writing either) the file is opened as immutable, since SQLite cannot make its -shm file."""
    uri = path.resolve().as_uri()
    if os.access(path, os.W_OK) and os.access(path.resolve().parent, os.W_OK):
        conn = sqlite3.connect(f"{uri}?mode=rw", uri=True)
        conn.execute("PRAGMA query_only = ON")
        return conn
    return sqlite3.connect(f"{uri}?{readonly_query(path)}", uri=True)


def readonly_query(path: Path) -> str:
    """The URI query that opens ``path`` read-only: ``mode=ro``, plus ``immutable=1`` where the
    folder cannot be written (a read-only folder or mount)."""
    folder = path.resolve().parent
    return "mode=ro" if os.access(folder, os.W_OK) else "mode=ro&immutable=1"


def disk_full(path: Path) -> bool:
    """Whether the disk holding ``path`` has no room left (SQLite often says only "disk I/O
    error" when it cannot grow its files)."""
    try:
        stats = os.statvfs(path.resolve().parent)
    except OSError:
        return False
    return stats.f_bavail * stats.f_frsize < 64 * 1024


@dataclass(frozen=True)
class ReadOnly:
    """Why a command cannot write the ledger: a read-only disk (``READ_ONLY_DISK``, with the
    system's ``reason``), file or folder, and the ``path`` that is read-only."""

    code: ErrorCode
    path: str
    reason: str | None = None

    def error(self) -> DatabaseError:
        """The refusal of a write, naming the path (and the system's words for a read-only disk)."""
        if self.reason is None:
            return DatabaseError(self.code, path=self.path)
        return DatabaseError(self.code, path=self.path, reason=self.reason)


def read_only(path: Path) -> ReadOnly | None:
    """Why a command cannot write the ledger at ``path`` (read-only file, folder or mount), or None."""
    import errno

    folder = path.resolve().parent
    for target, code in ((path, ErrorCode.READ_ONLY_FILE), (folder, ErrorCode.READ_ONLY_FOLDER)):
        if os.access(target, os.W_OK):
            continue
        try:
            read_only_mount = bool(os.statvfs(target).f_flag & os.ST_RDONLY)
        except OSError:
            read_only_mount = False
        if read_only_mount:
            return ReadOnly(ErrorCode.READ_ONLY_DISK, str(path), os.strerror(errno.EROFS))
        return ReadOnly(code, str(target))
    return None
