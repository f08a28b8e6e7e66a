"""What the board says, read from the API: the reasons behind the deal and the antes, signs and
words beside every balance (never colour alone), and each hand's payments with their reasons."""

from __future__ import annotations

from pathlib import Path

from booray_ledger import Ledger, hand
from booray_ledger.text.recap import headline, payment_line
from booray_ledger.text.words import money, trend
from booray_ledger.web.views import antes_line, read_board, signed


def test_balances_best_first_with_a_sign_and_a_word(night_db: Path) -> None:
    with Ledger.open(night_db) as ledger:
        board = read_board(ledger, "Friday")
        balances = ledger.status("Friday")["balances"]
    chips = [p["chips"] for p in board.players]
    assert chips == sorted(chips, reverse=True)
    assert sorted(chips) == sorted(balances.values())
    for row in board.players:
        assert row["trend"] == trend(row["chips"])
        assert row["shown"] == signed(row["chips"])
    assert signed(3) == "+3"
    assert signed(-3) == "\u22123"
    assert signed(0) == "0"


def test_who_deals_and_antes_next_and_why(night_db: Path) -> None:
    with Ledger.open(night_db) as ledger:
        ledger.record_line("an 2 bo 2 ca 1 .")  # Ann and Bob tie: they are exempt next hand
        board = read_board(ledger, "Friday")
    reasons = {p["name"]: (p["ante"], p["ante_reason"]) for p in board.players}
    assert reasons["Ann"] == (0, "owes no ante: tied for the most tricks in hand 3")
    assert reasons["Bob"] == (0, "owes no ante: tied for the most tricks in hand 3")
    assert reasons["Dan"] == (1, "")
    assert board.dealer == "Dan"
    assert board.dealer_reason == "on the left of Cat, who dealt hand 3"
    assert board.recent[0]["headline"] == "tie between Ann, Bob: the pot carries"


def test_a_bourre_exempts_and_each_payment_shows_its_reason(night_db: Path) -> None:
    with Ledger.open(night_db) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass", 'O\'Zed & "Co"=pass']))
        board = read_board(ledger, "Friday")
    cat = next(p for p in board.players if p["name"] == "Cat")
    assert cat["ante_reason"] == "owes no ante: bourré in hand 3"
    latest = board.recent[0]
    assert latest["number"] == 3
    assert latest["headline"].startswith("Ann wins")
    assert "bourré: Cat" in latest["headline"]
    assert [m["trend"] for m in latest["moves"]][:1] == ["up"]
    assert any("Cat pays" in m["reason"] for m in latest["moves"])
    assert latest["antes"].startswith("Antes: 1 each from ")


def test_the_antes_line() -> None:
    assert antes_line([]) == ""
    assert antes_line([("Ann", 1), ("Bob", 1)]) == "Antes: 1 each from Ann, Bob"
    assert antes_line([("Ann", 2), ("Bob", 1)]) == "Antes: Ann 2, Bob 1"
    fsi, pdi = "\u2068", "\u2069"  # a name in Arabic script is isolated: it never reorders the list
    assert (
        antes_line([("Батаа", 1), ("علي", 1), ("سندس", 1)])
        == f"Antes: 1 each from Батаа, {fsi}علي{pdi}, {fsi}سندس{pdi}"
    )


def test_an_ended_night_shows_its_recap_in_the_words_of_booray_recap(night_db: Path) -> None:
    with Ledger.open(night_db) as ledger:
        ledger.end_night("split", night="Friday")
        board = read_board(ledger, "Friday")
        ledger_settle = ledger.settle_up(night="Friday")
    assert board.ended
    assert board.recap is not None
    assert board.told is not None
    assert board.dealer is None
    assert board.recap["payments"] == ledger_settle["transfers"]
    assert board.told.payments == [payment_line(t, board.currency) for t in ledger_settle["transfers"]]
    assert board.told.headline == headline(board.recap)
    assert {p["name"]: p["money"] for p in board.players} == {
        n["player"]: money(n["amount"], board.currency, signed=True) for n in board.recap["nets"]
    }
    assert board.dealer_reason == "the night has ended"


def test_each_players_colour_is_the_same_before_and_after_a_hand_that_changes_the_ranking(night_db: Path) -> None:
    def looks_and_ranking(ledger: Ledger) -> tuple[dict[str, tuple[str, str, str]], list[str]]:
        board = read_board(ledger, "Friday")
        looks = {p["name"]: (p["look"].colour, p["look"].dash, p["look"].marker) for p in board.players}
        assert looks == {line.name: (line.colour, line.dash, line.marker) for line in board.chart.lines}
        return looks, [p["name"] for p in board.players]

    with Ledger.open(night_db) as ledger:
        before, ranked_before = looks_and_ranking(ledger)
        ledger.record_line("ca 3 da 2 an 0 .")  # Cat wins, Ann pays a bourré: the ranking changes
        after, ranked_after = looks_and_ranking(ledger)
    assert ranked_before != ranked_after, ranked_after
    assert before == after
    assert len(set(before.values())) == len(before)  # nobody shares a look
