"""Standings across nights, one player's nights, and balance series."""

from __future__ import annotations

import contextlib
import sqlite3
import tempfile
from contextlib import closing
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from booray_ledger import Ledger
from booray_ledger.errors import BoorayError
from booray_ledger.ledger.read import queries, season
from tests.helpers import store_with_night
from tests.ledger.store import test_night_totals


def test_standings_count_pots_bourres_and_net(db_file: Path) -> None:
    """rulebook topic: bourre."""
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass", "Ann=5 Bob=0 Cat=pass")
    with store.read() as session:
        rows = {r["player"]: r for r in season.standings(session)}
        series = season.balance_series(session, queries.load_night(session))
        ann = season.player_nights(session, "ann")
    # Hand 1: P0 3, Ann +2. Hand 2: Ann is not exempt, P0 3, Ann wins 3, Bob bourré pays 3.
    assert rows["Ann"]["net"] == 4
    assert rows["Ann"]["pots_won"] == 2
    assert rows["Ann"]["biggest_pot_won"] == 3
    assert rows["Bob"]["bourres"] == 1
    assert rows["Bob"]["net"] == -5
    assert rows["Cat"]["hands_played"] == 0
    assert series["Ann"] == [0, 2, 4]
    assert series["Bob"] == [0, -1, -5]
    assert ann["player"] == "Ann"
    assert ann["nights"][0]["net"] == 4
    assert ann["nights"][0]["hands"] == 2
    assert ann["series"] == [0, 4]
    store.close()


OPERATIONS = [*test_night_totals.OPERATIONS, "cash out"]


def replayed_nets(path: Path) -> tuple[dict[tuple[str, str], int], dict[str, int], list[str]]:
    """From the file's own rows, not the totals: every (night, player seated there) and their
    net chips at the table (every movement but settle-up payments and cash-outs), each night's
    hands in effect, and the nights in order."""
    with closing(sqlite3.connect(path)) as db:
        nights = [name for (name,) in db.execute("SELECT name FROM night ORDER BY id")]
        nets = {
            (night, name): 0
            for night, name in db.execute(
                "SELECT DISTINCT n.name, p.name FROM seat_event s JOIN night n ON n.id = s.night_id "
                "JOIN player p ON p.id = s.player_id"
            )
        }
        moved = db.execute(
            "SELECT n.name, p.name, m.chips, e.kind FROM movement m JOIN entry e ON e.id = m.entry_id "
            "JOIN night n ON n.id = m.night_id JOIN player p ON p.id = m.player_id ORDER BY m.id"
        )
        for night, name, chips, kind in moved:
            if kind not in ("payment", "payment_void", "cash_out"):
                nets[(night, name)] += chips
        hands = dict.fromkeys(nights, 0)
        for (night,) in db.execute(
            "SELECT n.name FROM hand h JOIN night n ON n.id = h.night_id WHERE h.id NOT IN (SELECT hand_id FROM hand_void)"
        ):
            hands[night] += 1
    return nets, hands, nights


def operate(ledger: Ledger, data: st.DataObject, operation: str) -> None:
    """One thing a scorekeeper does (see ``test_night_totals.operate``), or a player cashing out."""
    if operation == "cash out":
        seats = ledger.table()["seats"]
        if not seats:
            return
        ledger.cash_out(seats[data.draw(st.integers(0, len(seats) - 1))])
    else:
        test_night_totals.operate(ledger, data, operation)


@test_night_totals.SETTINGS
@given(data=st.data(), operations=st.lists(st.sampled_from(OPERATIONS), min_size=1, max_size=25))
def test_player_pages_equal_a_replay_of_the_movements(
    tmp_path: Path, data: st.DataObject, operations: list[str]
) -> None:
    """Whatever was done (hands, voids, edits, seat changes, nights ended every way, payments,
    cash-outs), each player's page, read from the per-night totals, gives every night they sat
    in, its hands in effect and their net chips there as the movements add them up, and the
    running balance across those nights."""
    with tempfile.TemporaryDirectory(dir=tmp_path) as folder:
        path = Path(folder) / "club.db"
        with Ledger.open(path) as ledger:
            test_night_totals.start(ledger, data)
            for operation in operations:
                with contextlib.suppress(BoorayError):  # refused as at the table: nothing written
                    operate(ledger, data, operation)
            nets, hands, nights = replayed_nets(path)
            for name in {player for _, player in nets}:
                page = ledger.player(name.lower())
                mine = [night for night in nights if (night, name) in nets]
                assert page["player"] == name
                assert [n["night"] for n in page["nights"]] == mine
                assert [n["net"] for n in page["nights"]] == [nets[(night, name)] for night in mine]
                assert [n["hands"] for n in page["nights"]] == [hands[night] for night in mine]
                assert page["series"] == [sum(nets[(night, name)] for night in mine[:i]) for i in range(len(mine) + 1)]
