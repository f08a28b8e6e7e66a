"""`booray check`'s book-keeping half, on the ledger's own models (rulebook topic: scorekeeping):
every entry sums to zero, every hand replayed from its stored inputs gives its stored result and
chips, a void reverses its hand exactly, and each night's pot is what its last hand left."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from booray_ledger.ledger.store.sqlite import Store
from booray_ledger.ledger.upkeep import ledger_check
from booray_ledger.results.file import CheckProblem, ProblemKind, problem
from booray_ledger.text.check import problem_line
from tests.ledgers import build

Found = list[CheckProblem]


def findings(path: Path) -> tuple[Found, Found, int, Found]:
    """(unbalanced entries, replay problems, hands replayed, night problems) of the file."""
    store = Store(path)
    try:
        with store.read() as session:
            problems, replayed = ledger_check.replay_problems(session)
            return ledger_check.unbalanced_entries(session), problems, replayed, ledger_check.night_problems(session)
    finally:
        store.close()


def tamper(path: Path, table: str, sql: str) -> None:
    """Change a row behind the ledger's back (lifting the append-only trigger first)."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"DROP TRIGGER IF EXISTS {table}_no_update")
    conn.execute(sql)
    conn.close()


def test_a_sound_ledger_has_no_findings_and_every_hand_is_replayed(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 6)  # 2 hands on Thu; 6 on Fri, the last voided, hand 1 edited (5 hands written again)
    assert findings(db) == ([], [], 2 + 6 + 5, [])


def test_replaying_reports_its_progress_to_the_last_hand(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 6)
    seen: list[tuple[int, int]] = []
    store = Store(db)
    with store.read() as session:
        ledger_check.replay_problems(session, lambda done, total: seen.append((done, total)))
    store.close()
    assert seen[-1] == (13, 13)


def test_a_movement_changed_behind_its_back_unbalances_its_entry_and_its_hand(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 6)
    tamper(db, "movement", "UPDATE movement SET chips = chips + 1 WHERE id = 3")
    unbalanced, replayed, _, _ = findings(db)
    entry = sqlite3.connect(db).execute("SELECT entry_id FROM movement WHERE id = 3").fetchone()[0]
    assert unbalanced == [problem(ProblemKind.UNBALANCED, entry=entry, chips=1)]
    assert [problem_line(p) for p in unbalanced] == [f"entry {entry} does not balance: 1 chips"]
    assert any(p["kind"] == ProblemKind.CHIPS_DIFFER for p in replayed), replayed


def test_a_stored_result_changed_behind_its_back_no_longer_replays(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 6)
    tamper(db, "hand", "UPDATE hand SET pot_after = pot_after + 7 WHERE id = 13")
    _, replayed, _, nights = findings(db)
    assert replayed == [problem(ProblemKind.POT_DIFFERS, hand=5, hand_id=13, expected=28, found=35)]
    assert [problem_line(p) for p in replayed] == ["hand 5 (id 13): replaying gives pot 28, stored 35"]
    assert nights == [problem(ProblemKind.NIGHT_POT, night="Fri", pot=28, expected=35)]
    assert [problem_line(p) for p in nights] == ["night 'Fri': the pot holds 28 chips, its last hand left 35"]


def test_a_hand_whose_inputs_no_longer_settle_is_a_finding_not_a_crash(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 3)
    tamper(db, "hand", "UPDATE hand SET input_json = '{\"results\": 7}' WHERE id = 1")
    _, replayed, _, _ = findings(db)
    assert len(replayed) == 1
    assert replayed[0]["kind"] == ProblemKind.HAND_UNSETTLED
    assert {k: replayed[0]["data"][k] for k in ("hand", "hand_id")} == {"hand": 1, "hand_id": 1}
    assert problem_line(replayed[0]).startswith("hand 1 (id 1): its stored inputs no longer settle (")


def test_a_void_that_does_not_reverse_its_hand_exactly_is_found(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 6)  # hand 6 of Fri (id 8) is voided
    void_entry = "(SELECT id FROM entry WHERE hand_id = 8 AND kind = 'void')"
    tamper(
        db,
        "movement",
        f"UPDATE movement SET chips = chips + 1 WHERE id = (SELECT min(id) FROM movement WHERE entry_id = {void_entry})",
    )
    _, replayed, _, _ = findings(db)
    assert problem(ProblemKind.VOID_INEXACT, hand=6, hand_id=8) in replayed


def test_an_ended_night_with_chips_in_its_pot_is_found(tmp_path: Path) -> None:
    db = tmp_path / "l.db"
    build(db, 3)  # Thu ended with its pot carried
    tamper(
        db,
        "movement",
        "UPDATE movement SET chips = chips + 4 WHERE account IS NULL AND player_id IS NULL AND entry_id = (SELECT min(id) FROM entry WHERE night_id = 1)",
    )
    _, _, _, nights = findings(db)
    assert [p for p in nights if p["kind"] == ProblemKind.ENDED_POT and p["data"]["night"] == "Thu"], nights


def test_a_reopened_night_with_chips_in_its_pot_is_sound(tmp_path: Path) -> None:
    from booray_ledger import Ledger, hand

    db = tmp_path / "l.db"
    with Ledger.open(db) as ledger:
        ledger.start_night("Fri", ["Ann", "Bob", "Cat"])
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1"]))  # a tie: the pot stays
        pot = ledger.status()["pot"]
        ledger.end_night("carry")
        ledger.reopen_night("Fri")  # the pot is back on the table of an open night
        assert ledger.status()["pot"] == pot > 0
    assert findings(db)[3] == []
