"""The hash chain: every row sealed per night, the first broken link named in words, old
ledgers sealed at their upgrade, and the same chain on PostgreSQL."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from booray_ledger import Ledger, hand
from booray_ledger.cli.common import terminal_command
from booray_ledger.errors import LedgerDamaged
from booray_ledger.ledger.schema import sqlite_schema
from booray_ledger.ledger.store import chain
from booray_ledger.results import CheckName, ProblemKind
from booray_ledger.text.check import problem_line
from booray_ledger.text.errors import explain
from tests.ledgers import SHAPES, build


def verify(path: Path) -> list[str]:
    """What ``booray check`` says of the chains: each problem found (a fact) in its words."""
    conn = sqlite3.connect(path)
    try:
        return [problem_line(found) for found in chain.verify_all(sqlite_schema.sqlite_run(conn))]
    finally:
        conn.close()


def tamper(path: Path, sql: str) -> None:
    """Change a stored row the way a bit flip or a hand edit of the file would (the append-only
    triggers dropped first: they keep booray honest, not an editor)."""
    conn = sqlite3.connect(path, isolation_level=None)
    triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    for name, _ in triggers:
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute(sql)
    for _, made in triggers:  # put back as they were: the schema is as booray made it
        conn.execute(made)
    conn.close()


def test_every_row_is_sealed_once_in_its_nights_chain(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 5)
    assert verify(db) == []
    conn = sqlite3.connect(db)
    links = conn.execute("SELECT night_id, seq FROM chain_link ORDER BY night_id, seq").fetchall()
    by_night: dict[int, list[int]] = {}
    for night, seq in links:
        by_night.setdefault(night, []).append(seq)
    assert sorted(by_night) == [0, 1, 2]  # the file's own records, Thu, Fri
    assert all(seqs == list(range(1, len(seqs) + 1)) for seqs in by_night.values())


def test_a_changed_hand_is_named_as_the_first_broken_link(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 5)
    tamper(db, "UPDATE hand SET result_json = replace(result_json, 'Bob', 'Bab') WHERE night_id = 2 AND number = 3")
    problems = verify(db)
    assert len(problems) == 1
    assert problems[0].startswith("night 'Fri', link ")
    assert problems[0].endswith(
        "(hand 3, a chip entry, where a chip entry came from, chip movements): changed after it was written"
    )


def test_a_lost_movement_and_a_lost_link_break_the_chain(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 5)
    tamper(db, "DELETE FROM movement WHERE id = (SELECT max(id) FROM movement WHERE night_id = 1)")
    assert verify(db)[0].endswith("a row it sealed is missing")
    build(db, 5)
    tamper(db, "DELETE FROM chain_link WHERE night_id = 2 AND seq = 2")
    assert verify(db)[0].endswith("a link is missing or out of order (numbered 3)")


def test_a_writer_refuses_a_broken_night_in_one_line_and_writes_nothing(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 5)
    tamper(db, "UPDATE movement SET chips = chips + 1 WHERE id = (SELECT max(id) FROM movement WHERE night_id = 2)")
    before = db.read_bytes()
    with Ledger.open(db) as ledger, pytest.raises(LedgerDamaged) as refused:
        ledger.record_hand(hand(SHAPES[0]), night="Fri")
    assert explain(refused.value).partition(". Run")[0].startswith("the ledger is damaged (night 'Fri', link ")
    assert explain(refused.value).partition(". Run")[0].endswith("changed after it was written); nothing was written")
    assert explain(refused.value, terminal_command).endswith(
        "nothing was written. Run `booray check` for details and restore the latest backup "
        "(see docs/guide.md, Backups and restoring)"
    )
    assert db.read_bytes() == before


def test_an_old_ledger_gets_its_chain_at_the_upgrade_after_a_backup(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 5)
    conn = sqlite3.connect(db, isolation_level=None)  # the same ledger as version 3 wrote it
    conn.executescript(
        "DROP TABLE night_setting; DROP TABLE entry_memo; DROP TABLE entry_source; DROP TABLE chain_link; "
        "DROP TABLE ledger_identity; DROP TABLE night_player_total; DROP TABLE night_total; DROP INDEX entry_kind; "
        "DROP TABLE replay_mark; PRAGMA user_version = 3;"
    )
    conn.close()
    with Ledger.open(db) as ledger:
        assert ledger.status("Fri")["hands"] > 0  # opening upgrades it
    made = sorted(p.name for p in tmp_path.iterdir())
    assert len(made) == 2, made
    assert made[0].startswith("l-before-schema-4-"), made
    assert made[1] == "l.db", made
    assert verify(db) == []
    with Ledger.open(db) as ledger:
        ledger.record_hand(hand(SHAPES[0]), night="Fri")
        assert ledger.check()["ok"]


def test_the_chain_of_a_postgresql_ledger_verifies_and_matches_its_copy(pg_url: str, tmp_path: Path) -> None:
    from booray_ledger.ledger.schema import postgres_schema
    from booray_ledger.ledger.store.target import parse_target

    with Ledger.open(pg_url) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan", "Eve"])
        for shape in SHAPES:
            ledger.record_hand(hand(shape))
        ledger.void_last_hand()
    with postgres_schema.connect(parse_target(pg_url)) as conn:
        assert chain.verify_all(postgres_schema.psycopg_run(conn)) == []
    from booray_ledger.api.copying import copy_ledger

    copy = tmp_path / "copy.db"
    assert copy_ledger(pg_url, copy)["identical"]
    assert verify(copy) == []


def test_booray_check_works_on_postgresql_and_finds_a_changed_row(pg_url: str) -> None:
    """Finding 10 of issue 20: there was no ledger-level check on PostgreSQL at all."""
    import psycopg

    with Ledger.open(pg_url) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat", "Dan", "Eve"])
        for shape in SHAPES:
            ledger.record_hand(hand(shape))
        report = ledger.check()
    assert report["ok"], report
    assert report["hands_replayed"] == 3
    assert [c["name"] for c in report["checks"]] == [
        CheckName.CHAIN,
        CheckName.ZERO_SUM,
        CheckName.REPLAY,
        CheckName.BALANCES,
        CheckName.NIGHT_TOTALS,
    ]
    with psycopg.connect(pg_url, autocommit=True) as conn:  # an editor at the server, triggers off
        conn.execute("ALTER TABLE movement DISABLE TRIGGER USER")
        conn.execute("UPDATE movement SET chips = chips + 1 WHERE id = (SELECT max(id) FROM movement)")
    with Ledger.open(pg_url) as ledger:
        report = ledger.check()
    assert not report["ok"]
    chain_check = report["checks"][0]
    assert chain_check["problems"][0]["kind"] == ProblemKind.CHAIN_CHANGED
    assert chain_check["problems"][0]["data"] == {
        "night_id": 1,
        "night": "Fri",
        "link": 4,
        "links": 4,
        "sealed": "hand,entry,entry_source,movement",
        "hand": 3,
    }
    chain_words = problem_line(chain_check["problems"][0])
    assert chain_words.startswith("night 'Fri', link 4 of 4 (hand 3, a chip entry, ")
    assert chain_words.endswith("chip movements): changed after it was written")


def work_of(write: Callable[[], object]) -> tuple[int, int]:
    """Links hashed and rows read for the chain while ``write`` runs."""
    before = (chain.WORK.links_hashed, chain.WORK.rows_read)
    write()
    return chain.WORK.links_hashed - before[0], chain.WORK.rows_read - before[1]


@pytest.mark.slow  # forty hands written one transaction each, twice
@pytest.mark.parametrize("keep_open", [True, False], ids=["the prompt's ledger", "a library loop"])
def test_an_open_ledger_hashes_only_the_link_it_writes_however_long_the_night(tmp_path: Path, keep_open: bool) -> None:
    """Issue 22: a write verified the whole night again, so a night's cost grew with its square.
    A ledger that stays open verifies a night in full once, then hashes only the link each
    write adds, and reads only that write's rows for it, at hand 5 as at hand 40."""
    db = tmp_path / "l.db"
    build(db, 5)
    with Ledger.open(db, keep_open=keep_open) as ledger:
        work = [work_of(lambda i=i: ledger.record_hand(hand(SHAPES[i % 3]), night="Fri")) for i in range(40)]  # type: ignore[misc]
    conn = sqlite3.connect(db)
    links_before = conn.execute("SELECT count(*) FROM chain_link WHERE night_id IN (0, 2)").fetchone()[0] - 40
    conn.close()
    assert work[0][0] == links_before + 1  # the first write: the night and the file's chain in full
    assert [hashed for hashed, _ in work[1:]] == [1] * 39
    assert len({rows for _, rows in work[3:]}) == 1, work  # the same rows read at hand 5 as at hand 40
    assert verify(db) == []


def test_another_writers_links_are_verified_from_the_last_one_known(tmp_path: Path) -> None:
    """Two ledgers open on one file take turns: each verifies the other's new link (and only
    that), and a change made to it under them is refused by the next write."""
    db = tmp_path / "l.db"
    build(db, 5)
    with Ledger.open(db, keep_open=True) as first, Ledger.open(db) as second:
        first.record_hand(hand(SHAPES[0]), night="Fri")
        second.record_hand(hand(SHAPES[1]), night="Fri")
        assert work_of(lambda: first.record_hand(hand(SHAPES[2]), night="Fri"))[0] == 2
        second.record_hand(hand(SHAPES[0]), night="Fri")
        tamper(
            db, "UPDATE hand SET result_json = replace(result_json, 'Bob', 'Bab') WHERE id = (SELECT max(id) FROM hand)"
        )
        with pytest.raises(LedgerDamaged) as refused:
            first.record_hand(hand(SHAPES[1]), night="Fri")
    assert "changed after it was written" in explain(refused.value).partition(". Run")[0]


def test_a_fresh_ledger_verifies_the_night_in_full_before_its_first_write(tmp_path: Path) -> None:
    """A single-shot writer remembers nothing: a changed old hand of the night is refused."""
    db = tmp_path / "l.db"
    build(db, 5)
    with Ledger.open(db, keep_open=True) as ledger:
        for shape in SHAPES:
            ledger.record_hand(hand(shape), night="Fri")
    tamper(db, "UPDATE hand SET result_json = replace(result_json, 'Bob', 'Bab') WHERE night_id = 2 AND number = 2")
    with Ledger.open(db) as ledger, pytest.raises(LedgerDamaged) as refused:
        ledger.record_hand(hand(SHAPES[0]), night="Fri")
    assert "(hand 2, " in explain(refused.value).partition(". Run")[0]


def test_v2_rows_are_the_same_text_from_sqlite_and_from_python(tmp_path: Path) -> None:
    """v2 rows are built by SQLite's ``quote()`` on SQLite and by :func:`chain.quote` on
    PostgreSQL: for every row of every chained table of a real ledger, the two are equal."""
    db = tmp_path / "l.db"
    build(db, 5)
    conn = sqlite3.connect(db)
    links = chain.read_links(sqlite_schema.sqlite_run(conn))
    by_sqlite = chain._fetch(sqlite_schema.sqlite_run(conn), links)
    by_python = chain._fetch(chain.on_postgres(sqlite_schema.sqlite_run(conn)), links)  # the PostgreSQL path
    conn.close()
    assert {"player", "hand", "hand_void", "entry", "movement", "night_end"} <= set(by_sqlite)
    assert by_sqlite == by_python


@given(st.lists(st.none() | st.integers(-(2**63), 2**63 - 1) | st.text() | st.binary(), max_size=6))
def test_quote_writes_a_value_as_sqlite_does(values: list[object]) -> None:
    conn = sqlite3.connect(":memory:")
    for value in values:
        if isinstance(value, str) and "\x00" in value:
            continue  # SQLite's quote() ends a text at NUL; booray never stores one
        assert chain.quote(value) == conn.execute("SELECT quote(?)", (value,)).fetchone()[0]
    conn.close()


def test_links_an_older_version_hashed_still_verify_and_break(tmp_path: Path) -> None:
    """A ledger whose links are hashed in v1 (read-only, or on its way to the upgrade) is
    verified as v1; a change is named as before; a new link is v2, chained to the last v1."""
    db = tmp_path / "l.db"
    build(db, 5)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("DROP TRIGGER chain_link_no_update")
    chain.rehash(sqlite_schema.sqlite_run(conn), v2=False)
    conn.executescript(sqlite_schema._append_only_triggers(("chain_link",)))
    hashes = [r[0] for r in conn.execute("SELECT hash FROM chain_link")]
    conn.close()
    assert not any(h.startswith(chain.V2) for h in hashes)
    assert verify(db) == []
    with Ledger.open(db) as ledger:
        ledger.record_hand(hand(SHAPES[0]), night="Fri")
    conn = sqlite3.connect(db)
    newest = conn.execute("SELECT hash FROM chain_link ORDER BY id DESC LIMIT 1").fetchone()[0]
    conn.close()
    assert newest.startswith(chain.V2)
    assert verify(db) == []
    tamper(db, "UPDATE hand SET result_json = replace(result_json, 'Bob', 'Bab') WHERE night_id = 2 AND number = 3")
    problems = verify(db)
    assert len(problems) == 1
    assert "(hand 3, " in problems[0]
    assert problems[0].endswith("changed after it was written")


def _contents(fetched: chain.Rows, links: list[chain.Link]) -> list[tuple[dict[str, chain.Table], bool, object]]:
    return [chain._content(fetched, link.rows, link.night_id) for link in links]


def test_rows_found_by_bisection_are_the_rows_found_id_by_id_even_with_gaps(tmp_path: Path) -> None:
    """``check`` finds a link's rows as one slice of its night's rows (bisection on their ids);
    the id-by-id path (taken when damage leaves the ids out of order) must pick the very same
    rows, nights and first hand, also around gaps: a lost row, a row moved to another night
    and a row whose id moved far away."""
    db = tmp_path / "l.db"
    build(db, 12)
    tamper(db, "DELETE FROM movement WHERE id = (SELECT min(id) + 5 FROM movement WHERE night_id = 2)")
    tamper(db, "UPDATE entry SET night_id = 1 WHERE id = (SELECT min(id) + 3 FROM entry WHERE night_id = 2)")
    tamper(db, "UPDATE hand SET id = 99999 WHERE id = (SELECT min(id) + 2 FROM hand WHERE night_id = 2)")
    conn = sqlite3.connect(db)
    run = sqlite_schema.sqlite_run(conn)
    links = chain.read_links(run)
    fetched = chain._fetch(run, links)
    conn.close()
    assert all(stored.in_order for stored in fetched.values())
    by_slice = _contents(fetched, links)
    for stored in fetched.values():
        stored.in_order = False  # as when damage returns the ids out of order: looked up one by one
    assert _contents(fetched, links) == by_slice
    assert 1 <= sum(1 for _, moved, _ in by_slice if moved) <= 2  # the entry moved to Thu (and its source)
    lost = [link for link, (content, _, _) in zip(links, by_slice, strict=True) if
            sum(len(rows) for _, rows in content.values()) < sum(b - a + 1 for r in link.rows.values() for a, b in r)]  # fmt: skip
    assert len(lost) == 2  # the lost movement's link, and the link of the hand whose id moved
    problems = verify(db)
    assert problems[0].startswith("night 'Fri', link ")
    assert problems[0].endswith("a row it sealed is missing")


def test_ids_out_of_order_are_looked_up_one_by_one() -> None:
    """A table read back with its ids out of order (damage) is never bisected."""
    stored = chain.Stored(("id",), [1, 3, 2, 3], [5, 5, 5, 6], ["a", "c", "b", "d"], None)
    assert not stored.in_order
    content, moved, _ = chain._content({"movement": stored}, {"movement": [[1, 3]]}, 5)
    assert content["movement"][1] == ["a", "b", "d"]
    assert moved  # id 3 as last read: in night 6


def _sound_and_problems(db: Path) -> list[tuple[bool, str | None]]:
    """Per link of the night Fri, chained as stored: the one-pass verdict and the full one."""
    conn = sqlite3.connect(db)
    run = sqlite_schema.sqlite_run(conn)
    links = chain.read_links(run, 2)
    fetched = (chain._fetch(run, [], v2=False), chain._fetch(run, links))
    conn.close()
    found, previous = [], ""
    for seq, link in enumerate(links, 1):
        problem = chain._link_problem(link, seq, previous, fetched)
        found.append((chain._link_sound(link, seq, previous, fetched[True]), problem and problem[0]))
        previous = link.hash
    return found


def test_the_one_pass_verdict_passes_only_links_the_full_one_passes(tmp_path: Path) -> None:
    """``check`` first tries each v2 link in one pass; it may pass a link only where the full
    account finds nothing, and must fail every link that account names."""
    db = tmp_path / "l.db"
    build(db, 10)
    assert _sound_and_problems(db) == [(True, None)] * len(_sound_and_problems(db))
    tamper(db, "UPDATE hand SET result_json = replace(result_json, 'Bob', 'Bab') WHERE night_id = 2 AND number = 3")
    tamper(db, "DELETE FROM movement WHERE id = (SELECT max(id) FROM movement WHERE night_id = 2)")
    tamper(db, "UPDATE entry SET night_id = 1 WHERE id = (SELECT min(id) + 6 FROM entry WHERE night_id = 2)")
    verdicts = _sound_and_problems(db)
    assert {problem for _, problem in verdicts} == {None, "chain_changed", "chain_row_lost", "chain_row_moved"}
    assert all(sound == (problem is None) for sound, problem in verdicts)
