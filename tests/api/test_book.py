"""The library API (`Ledger`): every operation a front end needs, one transaction each, typed
results, and bad input refused with the file untouched."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import Ledger, hand
from booray_ledger.errors import ErrorCode, RuleError, UsageError
from booray_ledger.rules import house
from booray_ledger.text.errors import explain
from tests.engines import LedgerDb
from tests.helpers import friday, said, says


def test_a_night_from_start_to_settle_up(db_file: Path) -> None:
    """rulebook topic: scorekeeping. Start, two hands (worked example 3 then a win), status,
    history, settle-up and a payment, all through the API."""
    with Ledger.open(db_file) as ledger:
        started = ledger.start_night("Friday", ["Ann", "Bob", "Cat", "Dan", "Eve"])
        assert (started["night"], started["rules"], started["carried_in"]) == (
            "Friday", {"preset": "classic", "changed": {}}, 0)  # fmt: skip
        assert started["players"] == ["Ann", "Bob", "Cat", "Dan", "Eve"]
        ledger.record_hand(hand(["Eve=pass", "Ann=2", "Bob=2", "Cat=1", "Dan=0"]))
        assert ledger.status()["pot"] == 10  # tie carries 5, Dan pays 5
        recorded = ledger.record_line("c 5 .")  # Cat alone: antes from Cat and Eve, P0 12
        assert recorded["status"]["pot"] == 0
        assert recorded["status"]["balances"]["Cat"] == -1 - 1 + 12
        assert [h["number"] for h in ledger.history()["hands"]] == [1, 2]
        report = ledger.settle_up()
        assert sum(t["chips"] for t in report["transfers"]) == report["balances"]["Cat"]
        first = report["transfers"][0]
        paid = ledger.record_payment(first["from"], first["to"], first["chips"])
        assert paid["chips"] == first["chips"]
        assert ledger.settle_up()["transfers"] == report["transfers"][1:]


def test_void_edit_and_seats(db_file: Path) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
        before = ledger.status()
        ledger.record_hand(hand(["Ann=5", "Bob=pass", "Cat=pass", "Dan=pass"]))
        assert ledger.void_last_hand()["voided"] == 2
        assert ledger.status() == before
        edited = ledger.edit_hand(1, hand(["Ann=pass", "Bob=5", "Cat=pass", "Dan=pass"]))
        assert edited["status"]["balances"] == {"Ann": -1, "Bob": 3, "Cat": -1, "Dan": -1}
        assert ledger.seat("add", "Eve", after="ann") == {"action": "add", "player": "Eve", "after": "Ann"}
        assert ledger.table()["seats"] == ["Ann", "Eve", "Bob", "Cat", "Dan"]
        ledger.seat("out", "Cat")
        assert ledger.table()["sitting_out"] == ["Cat"]


def test_end_night_with_the_pot_and_reports(db_file: Path) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Cat=1", "Dan=0"]))  # tie: pot 8
        with pytest.raises(UsageError) as refused:
            ledger.end_night()
        assert said(refused.value) == (ErrorCode.POT_STILL_HOLDS, {"pot": 8})
        assert explain(refused.value).startswith("the pot still holds 8 chips")
        ended = ledger.end_night("refund")
        assert ended["night"] == "Friday"
        assert ended["pot_action"] == "refund"
        assert ledger.nights()[0]["ended"] is True
        assert {r["player"]: r["net"] for r in ledger.standings()} == {"Ann": 0, "Bob": 0, "Cat": 0, "Dan": 0}
        assert ledger.player("dan")["player"] == "Dan"
        assert "Dan" in ledger.export("csv")
        assert ledger.export("json").startswith("{")


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda lg: lg.record_hand(hand(["Ann=2", "Bob=2", "Cat=0", "Dan=0"])), UsageError,
         ErrorCode.TRICKS_DO_NOT_ADD_UP),
        (lambda lg: lg.record_hand(hand(["Ann=pass", "Bob=5", "Cat=pass", "Dan=pass"], dealer="Ann", up="AS")),
         RuleError, ErrorCode.ACE_DEALER_MUST_PLAY),
        (lambda lg: lg.seat("sideways", "Ann"), UsageError, ErrorCode.SEAT_ACTION_UNKNOWN),
        (lambda lg: lg.end_night("burn"), UsageError, ErrorCode.POT_ACTION_UNKNOWN),
        (lambda lg: lg.settle_up(night="Friday", everything=True), UsageError, ErrorCode.DEBTS_NIGHTS_TWICE),
        (lambda lg: lg.export("xml"), UsageError, ErrorCode.EXPORT_FORMAT),
        (lambda lg: lg.start_night("friday", ["Ann", "Bob"]), UsageError, ErrorCode.NIGHT_EXISTS),
    ],
)  # fmt: skip
def test_bad_input_raises_and_leaves_the_file_as_it_was(
    db_file: Path, call: object, error: type[Exception], message: ErrorCode | str
) -> None:
    with friday(db_file) as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass", "Dan=pass"]))
        before = db_file.read_bytes()
        with pytest.raises(error) as refused:
            call(ledger)  # type: ignore[operator]
        assert says(refused.value, message)
        assert db_file.read_bytes() == before


def test_nothing_is_created_until_a_night_starts(db_file: Path) -> None:
    with pytest.raises(UsageError) as refused:
        Ledger.open("  ")
    assert refused.value.code is ErrorCode.PATH_EMPTY
    with Ledger.open(db_file) as ledger, pytest.raises(UsageError, match="Ann"):
        ledger.start_night("Friday", ["Ann", "ann"])
    assert not db_file.exists()


def test_house_rules_travel_with_the_night(db_file: Path) -> None:
    """rulebook topic: keys. The rules a night starts with are the rules its hands settle by."""
    rules = house.preset("pagat").replace(pot_limit=5)
    with friday(db_file, rules=rules) as ledger:
        assert ledger.night()["rules"] == rules.to_dict()
        ledger.record_hand(hand(["Ann=pass", "Bob=2", "Cat=2", "Dan=1"]))  # tie: pot 4, Bob and Cat exempt
        ledger.record_hand(hand(["Ann=pass", "Bob=5", "Cat=pass", "Dan=pass"]))  # P0 6, limit_caps_win: Bob takes 5
        status = ledger.status()
        assert status["balances"]["Bob"] == -1 + 5
        assert status["pot"] == 1


def test_a_hand_given_as_words_is_held_to_the_line_limit() -> None:
    """The CLI's words (results and marks) are one line: over the limit they are refused whole."""
    from booray_ledger.api.book import MAX_LINE

    results = ["Ann=2", "Bob=3"]
    long_name = "x" * (MAX_LINE - len("Ann=2 Bob=3 --renege "))
    assert hand(results, renege=[long_name]).reneged == (long_name,)
    with pytest.raises(UsageError) as refused:
        hand(results, renege=[long_name + "y"])
    assert said(refused.value) == (ErrorCode.LINE_TOO_LONG, {"length": MAX_LINE + 1, "most": MAX_LINE})


def test_night_settings_change_between_hands_through_the_library(ledger_db: LedgerDb) -> None:
    """A new chip value counts for the whole night at once (settle-up, money payments, exports,
    the night); new house rules from the next hand on, the earlier hands and an edit of one of
    them keep theirs, and the check replays each hand with its own."""
    with friday(ledger_db, "Ann Bob Cat") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))  # ante 1: Ann +2
        done = ledger.set_night(rules={"ante": 2, "limit": 25}, chip_value="0.25")
        assert (done["night"], done["next_hand"], done["chip_value"]) == ("Friday", 2, "0.25")
        assert (done["rules"]["ante"], done["rules"]["pot_limit"]) == (2, 25)
        assert [c["kind"] for c in done["changes"]] == ["rules", "chip_value"]
        assert done["changes"][0]["before"] == {"ante": 1, "pot_limit": None}
        second = ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=pass"]))
        assert second["result"]["p0"] == 6  # three antes of 2
        settle = ledger.settle_up()
        assert (settle["chip_value"], settle["balances"]["Ann"], settle["money"]["Ann"]) == ("0.25", 6, "1.50")
        paid = ledger.record_payment("Bob", "Ann", money="0.75")
        assert (paid["chips"], paid["amount"]) == (3, "0.75")  # 0.75 at 0.25 a chip
        summary = ledger.export("json", summary=True)
        assert '"money": "1.50"' in summary
        ledger.edit_hand(1, hand(["Ann=2", "Bob=3", "Cat=pass"]))  # hand 1 keeps ante 1
        shown = ledger.history()
        assert [h["p0"] for h in shown["hands"]] == [3, 6]
        assert [e["kind"] for e in shown["events"] if e["after_hand"] == 1][:2] == ["setting", "setting"]
        night = ledger.night()
        assert night["chip_value"] == "0.25"
        assert night["rules"]["ante"] == 2
        assert len(night["settings"]) == 2
        assert ledger.check()["ok"]


def test_night_settings_refusals_through_the_library(ledger_db: LedgerDb) -> None:
    with friday(ledger_db, "Ann Bob Cat") as ledger:
        before = ledger_db.snapshot()
        for options, words in [
            ({}, ErrorCode.NOTHING_TO_SET),
            ({"chip_value": "0"}, ErrorCode.CHIP_VALUE_OUT_OF_RANGE),
            ({"chip_value": "0.123456"}, ErrorCode.CHIP_VALUE_PLACES),
            ({"chip_value": "lots"}, ErrorCode.CHIP_VALUE_NOT_A_NUMBER),
            ({"rules": {"anet": 2}}, ErrorCode.UNKNOWN_RULE),
            ({"rules": {"ante": "two"}}, ErrorCode.RULE_ANTE),
            ({"rules": {"stakes": "table"}}, ErrorCode.RULE_FIXED),
            ({"rules": {"ante": 1}}, ErrorCode.SAME_RULES),
        ]:
            with pytest.raises(UsageError) as refused:
                ledger.set_night(**options)  # type: ignore[arg-type]
            assert says(refused.value, words)
        assert ledger_db.snapshot() == before


def test_seat_names_from_one_typed_line() -> None:
    from booray_ledger.api.book import seat_names

    assert seat_names("Ann, Bob Cat") == ["Ann", "Bob", "Cat"]
    with pytest.raises(UsageError) as alone:
        seat_names("Ann")
    assert said(alone.value)[0] is ErrorCode.TOO_FEW_PLAYERS
    with pytest.raises(UsageError) as twice:
        seat_names("Ann ann")
    assert said(twice.value) == (ErrorCode.SEATED_TWICE, {"player": "Ann"})
