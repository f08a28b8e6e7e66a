"""The night's numbers, whatever its end: a departing dealer's deal, odd chips of a split from
the last dealer's left, everyone seated sharing, exemptions and lost turns carried with a pot,
and standings, player pages, settle-up and the export summary agreeing on every chip."""

from __future__ import annotations

import csv
import io

import pytest

from booray_ledger import Ledger, hand
from tests.engines import LedgerDb


def test_removing_the_first_dealer_passes_the_deal_to_their_left(ledger_db: LedgerDb) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        ledger.start_night("N", ["A", "B", "C", "D"], dealer="C")
        ledger.seat("remove", "C")
        assert ledger.status()["dealer"] == "D"


def test_a_departing_dealer_passes_the_deal_to_whoever_sat_on_their_left(ledger_db: LedgerDb) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        ledger.start_night("N", ["A", "B", "C", "D", "E"])
        ledger.record_hand(hand(["A=3", "B=2", "C=pass", "D=pass", "E=pass"]))  # A dealt
        ledger.seat("add", "F", after="A")
        ledger.seat("remove", "A")
        assert ledger.status()["dealer"] == "F"


def tie_night(ledger: Ledger, dealer: str = "C") -> None:
    """Five players; C deals a tie: P0 5, A is bourré and pays 5, the pot is 10."""
    ledger.start_night("N", ["A", "B", "C", "D", "E"], dealer=dealer)
    ledger.record_hand(hand(["C=2", "D=2", "E=1", "A=0", "B=pass"]))
    assert ledger.status()["pot"] == 10


def test_split_odd_chips_go_from_the_departed_last_dealers_left(ledger_db: LedgerDb) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        tie_night(ledger)
        ledger.seat("remove", "C")  # four seated: 2 each and 2 odd chips, from C's left: D, E
        ended = ledger.end_night("split")
        assert list(ended["shares"].items()) == [("D", 3), ("E", 3), ("A", 2), ("B", 2)]


def test_a_split_counts_players_sitting_out_as_seated(ledger_db: LedgerDb) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        tie_night(ledger)
        ledger.seat("out", "B")
        ledger.end_night("split")
        assert ledger.status("N")["balances"] == {"A": -4, "B": 1, "C": 1, "D": 1, "E": 1}


def test_a_carried_pot_brings_its_exemptions_and_lost_turns_to_the_next_night(ledger_db: LedgerDb) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        ledger.start_night("One", ["A", "B", "C", "D"])
        ledger.record_hand(hand(["A=2", "B=2", "C=1", "D=0"], out_of_turn=["C"]))  # A, B tie; D bourré
        ledger.end_night("carry")
        ledger.start_night("Two", ["A", "B", "C", "D"], dealer="C")
        status = ledger.status()
        assert status["antes_due"] == {"A": 0, "B": 0, "C": 1, "D": 0}
        assert status["dealer"] == "D"  # C lost a turn to deal
        assert ledger.table()["lost_deals"] == ["C"]


def test_a_split_pot_ends_exemptions_with_the_night(ledger_db: LedgerDb) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        ledger.start_night("One", ["A", "B", "C", "D"])
        ledger.record_hand(hand(["A=2", "B=2", "C=1", "D=0"]))
        ledger.end_night("split")
        ledger.start_night("Two", ["A", "B", "C", "D"])
        assert ledger.status()["antes_due"] == {"A": 1, "B": 1, "C": 1, "D": 1}


def play_two_nights(ledger: Ledger, end: str, pay: bool) -> None:
    ledger.start_night("One", ["Ann", "Bob", "Cat", "Dan", "Eve"], chip_value="0.25")
    ledger.record_hand(hand(["Ann=pass", "Dan=pass", "Bob=3", "Cat=1", "Eve=1"]))
    ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=0", "Eve=pass"]))  # tie, pot 10 (+antes)
    ledger.seat("out", "Eve")
    ledger.end_night(end)
    ledger.start_night("Two", ["Ann", "Bob", "Cat", "Fay"], chip_value="0.25")
    ledger.record_hand(hand(["Ann=3", "Bob=1", "Cat=1", "Fay=0"]))
    ledger.record_hand(hand(["Ann=pass", "Bob=2", "Cat=3", "Fay=pass"]))
    ledger.void_last_hand()
    ledger.record_hand(hand(["Ann=pass", "Bob=3", "Cat=2", "Fay=pass"]))
    if pay:
        ledger.record_payment("Fay", "Ann", 3, night="Two", force=True)
        ledger.record_payment("Dan", "Bob", 2, night="One", force=True)


@pytest.mark.parametrize("pay", [False, True])
@pytest.mark.parametrize("end", ["carry", "split", "refund"])
def test_standings_player_pages_settle_up_and_summary_agree_on_every_chip(
    ledger_db: LedgerDb, end: str, pay: bool
) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        play_two_nights(ledger, end, pay)
        standings = {r["player"]: r["net"] for r in ledger.standings()}
        pages = {name: sum(n["net"] for n in ledger.player(name)["nights"]) for name in standings}
        report = ledger.settle_up(everything=True)
        before_payments = dict(report["balances"])
        for p in report["paid"]:
            before_payments[p["from"]] -= p["chips"]
            before_payments[p["to"]] += p["chips"]
        rows = list(csv.DictReader(io.StringIO(ledger.export("csv", summary=True))))
        summary: dict[str, int] = {}
        for row in rows:
            summary[row["player"]] = summary.get(row["player"], 0) + int(row["net_chips"])
        for night in ("One", "Two"):
            assert sum(int(r["net_chips"]) for r in rows if r["night"] == night) == 0
        assert summary.pop("(pot)", 0) == -sum(standings.values())
    assert standings == pages == before_payments == summary
    assert sum(standings.values()) == -report["pot"]  # the players' chips plus the pot on the table: 0


def test_player_page_counts_the_split_in_the_nights_net(ledger_db: LedgerDb) -> None:
    with Ledger.open(ledger_db.target) as ledger:
        tie_night(ledger)
        ledger.end_night("split")
        page = ledger.player("A")
        assert page["nights"][0]["hands"] == 1
        assert page["nights"][0]["net"] == -4
        assert page["series"] == [0, -4]
