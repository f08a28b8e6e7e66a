"""Table stakes through the library API, on a real SQLite file (rulebook topic: stakes): buy-ins
and rebuys, stacks in the status, results at the end of the night, voids and edits."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.cli.common import terminal_command
from booray_ledger.errors import BoorayError, ErrorCode, NameKind, RuleError, UsageError
from booray_ledger.rules import house
from booray_ledger.text.errors import explain
from tests.helpers import said

ALL_IN = house.preset("classic").replace(stakes="table", buy_in=5, cover="all_in")


@pytest.fixture
def ledger(tmp_path: Path) -> Ledger:
    return Ledger.open(tmp_path / "stakes.db")


def cat_goes_broke(ledger: Ledger) -> None:
    """Buy-in 5, all in: after two hands Cat's stack is empty (the rulebook's rebuy example)."""
    ledger.start_night("Sat", ["Ann", "Bob", "Cat"], ALL_IN)
    ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0"]))
    ledger.record_hand(hand(["Ann=pass", "Bob=5", "Cat=0"]))


def test_worked_example_a_rebuy(ledger: Ledger) -> None:
    """rulebook topic: stakes. Cat is dealt out at 0, buys 5 again: stack 5, bought 10."""
    cat_goes_broke(ledger)
    view = ledger.table()
    assert view["stacks"] == {"Ann": 6, "Bob": 8, "Cat": 0}
    assert view["dealt_out"] == ["Cat"]
    assert view["bought"] == {"Ann": 5, "Bob": 5, "Cat": 5}
    assert view["status"]["antes_due"]["Cat"] == 0
    assert ledger.history()["hands"][-1]["unpaid"] == {"Cat": 4}
    with pytest.raises(UsageError) as refused:
        ledger.record_hand(hand(["Ann=pass", "Bob=3", "Cat=2"]))
    assert said(refused.value) == (ErrorCode.DEALT_OUT, {"player": "Cat", "stack": 0, "chips": 5})
    done = ledger.buy("cat", 5)
    assert (done["player"], done["stack"], done["bought"]) == ("Cat", 5, 10)
    view = ledger.table()
    assert view["dealt_out"] == []
    assert view["status"]["balances"]["Cat"] == 5 - 10
    assert ledger.history()["buy_ins"][-1] == {**ledger.history()["buy_ins"][-1], "player": "Cat", "after_hand": 2}
    ledger.record_hand(hand(["Ann=pass", "Bob=3", "Cat=2"]))
    ledger.close()


def test_the_nights_chips_add_up_counting_the_bank(ledger: Ledger) -> None:
    """Balances are results (stack minus bought): with the pot they add up to zero; stacks plus
    the pot are everything bought."""
    cat_goes_broke(ledger)
    ledger.buy("Cat", 5)
    view = ledger.table()
    status = view["status"]
    assert sum(status["balances"].values()) + status["pot"] == 0
    assert sum(view["stacks"].values()) + status["pot"] == sum(view["bought"].values())
    assert all(view["stacks"][p] - view["bought"][p] == status["balances"][p] for p in view["seats"])
    assert {r["player"]: r["net"] for r in ledger.standings()} == status["balances"]
    ledger.end_night("split")
    settle = ledger.settle_up(night="Sat")
    assert sum(settle["balances"].values()) == 0
    assert settle["pot"] == 0
    final = ledger.table("Sat")
    assert settle["balances"] == {p: final["stacks"][p] - final["bought"][p] for p in final["seats"]}
    ledger.close()


def test_must_cover_refuses_the_hand_with_the_chips_short_and_writes_nothing(ledger: Ledger) -> None:
    rules = house.preset("classic").replace(stakes="table", buy_in=10)
    ledger.start_night("Sat", ["Ann", "Bob", "Cat"], rules)
    ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0"]))  # Cat pays 3: stack 6, pot 3
    ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1"]))  # tie: pot 3 + 2 antes = 5, carries
    before = ledger.table()
    # Ann and Bob exempt, Cat antes 1: P0 = 6; Cat has 6 - 1 = 5 after her ante, short 1.
    with pytest.raises(RuleError) as refused:
        ledger.record_hand(hand(["Ann=3", "Bob=pass", "Cat=2"]))
    short = [{"player": "Cat", "ante": 1, "bourre": 6, "stack": 6}]
    assert said(refused.value) == (ErrorCode.CANNOT_COVER, {"short": short, "buys": [("Cat", 1)]})
    assert ledger.table() == before
    ledger.buy("Cat", 1)
    assert ledger.record_hand(hand(["Ann=3", "Bob=pass", "Cat=2"]))["result"]["winners"] == ["Ann"]
    ledger.close()


def test_buying_is_checked(ledger: Ledger) -> None:
    ledger.start_night("Plain", ["Ann", "Bob"])
    with pytest.raises(UsageError) as refused:
        ledger.buy("Ann", 5)
    assert said(refused.value) == (ErrorCode.NOT_TABLE_STAKES, {"night": "Plain"})
    ledger.end_night()
    ledger.start_night("Capped", ["Ann", "Bob"], ALL_IN.replace(max_buy_in=20))
    with pytest.raises(UsageError) as refused:
        ledger.buy("Ann", 21)
    assert said(refused.value) == (ErrorCode.BUY_IN_OVER_MAX, {"player": "Ann", "chips": 21, "most": 20})
    assert explain(refused.value) == "Ann cannot buy 21 chips at once: the most is 20; buy 20 or less"
    with pytest.raises(UsageError) as refused:
        ledger.buy("Ann", 0)
    assert said(refused.value) == (ErrorCode.BUY_IN_NOT_POSITIVE, {"given": "0"})
    with pytest.raises(UsageError) as unknown:
        ledger.buy("Zed", 5)
    assert said(unknown.value) == (
        ErrorCode.UNKNOWN_NAME,
        {"word": "Zed", "known": ["Ann", "Bob"], "what": NameKind.SEATED},
    )
    assert ledger.table()["bought"] == {"Ann": 5, "Bob": 5}
    ledger.close()


def test_status_has_stacks_only_under_table_stakes(ledger: Ledger) -> None:
    ledger.start_night("Plain", ["Ann", "Bob"])
    plain = ledger.status()
    assert set(plain) == {"night", "hands", "pot", "dealer", "antes_due", "balances"}
    assert "stacks" not in ledger.table()
    assert "buy_ins" not in ledger.history()
    ledger.end_night()
    ledger.start_night("Staked", ["Ann", "Bob"], ALL_IN)
    assert set(ledger.status()) == set(plain) | {"stacks"}
    ledger.close()


def test_joining_buys_in_and_a_returning_player_keeps_their_stack(ledger: Ledger) -> None:
    ledger.start_night("Sat", ["Ann", "Bob"], ALL_IN)
    added = ledger.seat("add", "Cat")
    assert added["bought"] == 5
    ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
    ledger.seat("remove", "Cat")
    back = ledger.seat("add", "Cat")
    assert "bought" not in back
    assert ledger.table()["stacks"]["Cat"] == 4
    assert ledger.table()["bought"]["Cat"] == 5
    ledger.close()


def test_edit_resettles_later_hands_with_the_buy_ins_between_them(ledger: Ledger) -> None:
    """Void and edit re-settle later hands with stacks as they were; no stack goes negative."""
    cat_goes_broke(ledger)
    ledger.buy("Cat", 5)
    ledger.record_hand(hand(["Ann=pass", "Bob=3", "Cat=2"]))  # Bob wins; Cat stays at 5 - 1 = 4
    # Hand 2 becomes a win for Cat: she is no longer broke, and her rebuy still counts.
    edited = ledger.edit_hand(2, hand(["Ann=pass", "Bob=2", "Cat=3"]))
    assert edited["hands"][-1]["result"]["stacks"] == {"Ann": 5, "Bob": 5, "Cat": 10}
    assert [h["hand"] for h in edited["hands"]] == [2, 3]
    view = ledger.table()
    assert all(c >= 0 for c in view["stacks"].values())
    assert sum(view["stacks"].values()) + view["status"]["pot"] == sum(view["bought"].values())
    assert view["stacks"] == edited["hands"][-1]["result"]["stacks"]
    assert [b["after_hand"] for b in ledger.history()["buy_ins"]] == [0, 0, 0, 2]
    ledger.void_last_hand()
    view = ledger.table()
    assert view["stacks"] == {
        p: c + (5 if p == "Cat" else 0) for p, c in edited["hands"][0]["result"]["stacks"].items()
    }
    ledger.close()


def test_an_edit_that_leaves_a_later_hand_unplayable_is_refused(ledger: Ledger) -> None:
    cat_goes_broke(ledger)
    ledger.record_hand(hand(["Ann=3", "Bob=2"]))  # Cat dealt out
    with pytest.raises(BoorayError) as refused:
        ledger.edit_hand(2, hand(["Ann=pass", "Bob=2", "Cat=3"]))  # Cat would have chips for hand 3
    facts = {"cause": ErrorCode.MISSING_FROM_HAND, "cause_facts": {"player": "Cat"}, "change": "edit", "hand": 3}
    assert said(refused.value) == (ErrorCode.LATER_HAND_UNSETTLED, facts)
    assert len(ledger.history()["hands"]) == 3
    assert ledger.table()["stacks"]["Cat"] == 0
    ledger.close()


def test_a_voted_tie_is_kept_with_the_hand(ledger: Ledger) -> None:
    """rulebook topic: ties (tie = vote)."""
    ledger.start_night("Vote", ["A", "B", "C", "D", "E"], house.preset("classic").replace(tie="vote"))
    with pytest.raises(UsageError) as refused:
        ledger.record_hand(hand(["E=pass", "A=2", "B=2", "C=1", "D=0"]))
    assert said(refused.value) == (ErrorCode.TIE_VOTE_REQUIRED, {"leaders": ["B", "A"], "tricks": 2})
    done = ledger.record_line("a 2 b 2 c 1 d 0 . t:split")
    assert done["result"]["tie_vote"] == "split"
    assert done["result"]["outcome"] == "split"
    assert done["status"]["balances"] == {"A": 1, "B": 2, "C": -1, "D": -6, "E": -1}
    edited = ledger.edit_hand(1, hand(["E=pass", "A=2", "B=2", "C=1", "D=0"], tie="carry"))
    assert edited["hands"][0]["result"]["outcome"] == "tie"
    assert edited["status"]["pot"] == 10
    ledger.close()


def test_a_live_line_passes_over_a_player_dealt_out(ledger: Ledger) -> None:
    """rulebook topic: stakes. `.` passes everyone dealt in; a player out of chips is not dealt
    in, so the line need not name them and the hand does not list them."""
    cat_goes_broke(ledger)
    done = ledger.record_line("an 3 bo 2")
    assert "Cat" not in done["result"]["results"]
    done = ledger.record_line("an 5 .")
    assert done["result"]["results"] == {"Ann": 5, "Bob": "pass"}
    with pytest.raises(UsageError) as refused:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0"]))
    assert said(refused.value)[0] is ErrorCode.DEALT_OUT
    edited = ledger.edit_hand_line(3, "an 2 bo 3 .")
    assert "Cat" not in edited["hands"][0]["result"]["results"]
    ledger.close()


def test_a_dealt_out_player_passed_by_name_is_refused_but_a_final_dot_leaves_them_out(ledger: Ledger) -> None:
    """rulebook topic: stakes. Through the library: `Cat=pass` for a dealt-out Cat is refused
    (never silently dropped); the live line's final `.` passes only players dealt in."""
    cat_goes_broke(ledger)
    before = ledger.table()
    with pytest.raises(UsageError) as refused:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
    assert said(refused.value) == (ErrorCode.DEALT_OUT, {"player": "Cat", "stack": 0, "chips": 5})
    assert explain(refused.value, terminal_command).endswith(
        "leave Cat out of the hand, or run `booray buy Cat 5` first"
    )
    assert ledger.table() == before
    done = ledger.record_line("an 5 .")
    assert done["result"]["winners"] == ["Ann"]
    assert "Cat" not in done["result"]["passed"]
    ledger.close()
