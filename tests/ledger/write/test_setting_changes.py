"""Changing a night's settings between hands: one new row each, the old value kept; new house
rules from the next hand on, earlier hands replaying with their own."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlmodel import Session

from booray_ledger.errors import BoorayError, ErrorCode, UsageError
from booray_ledger.ledger.read import queries
from booray_ledger.ledger.read.queries import NightContext
from booray_ledger.ledger.store.engine import open_store
from booray_ledger.ledger.store.target import parse_target
from booray_ledger.ledger.upkeep.file_check import check_file
from booray_ledger.ledger.write import hand_edits, night_end, recording, setting_changes
from booray_ledger.rules.house import PRESETS
from tests.helpers import hand, says, store_with_night


def test_new_rules_apply_from_the_next_hand_and_earlier_hands_keep_theirs(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass")
    with store.write() as session:
        ctx = queries.load_night(session)
        assert setting_changes.next_hand_number(session, ctx) == 2
        setting_changes.set_rules(session, ctx, {"ante": "2", "limit": "25"})
    with store.write() as session:
        recording.record_hand(session, queries.load_night(session), hand("Ann=3 Bob=2 Cat=pass"))
    with store.read() as session:
        first, second = queries.hands_in_effect(session, queries.find_night(session).id or 0)
        assert (first.p0, second.p0) == (3, 6)
        assert json.loads(first.rules_json)["ante"] == 1
        assert (json.loads(second.rules_json)["ante"], json.loads(second.rules_json)["pot_limit"]) == (2, 25)
    store.close()
    assert check_file(db_file)["ok"]


def test_refusals_write_nothing(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass")
    refusals: list[tuple[Callable[[Session, NightContext], None], ErrorCode | str]] = [
        (lambda s, c: setting_changes.set_rules(s, c, {"ante": "1"}), ErrorCode.SAME_RULES),
        (lambda s, c: setting_changes.set_rules(s, c, {"stakes": "table", "buy_in": "50"}), ErrorCode.RULE_FIXED),
        (lambda s, c: setting_changes.set_rules(s, c, {"ante": "0"}), ErrorCode.RULE_ANTE),
        (lambda s, c: setting_changes.set_chip_value(s, c, Decimal("1.00")), ErrorCode.SAME_CHIP_VALUE),
    ]
    for change, words in refusals:
        with pytest.raises(UsageError) as refused, store.write() as session:
            change(session, queries.load_night(session))
        assert says(refused.value, words)
    with store.read() as session:
        assert queries.change_token(session).endswith(".0")  # no night_setting row
    store.close()


def test_an_ended_night_takes_a_chip_value_but_no_rules(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass")
    with store.write() as session:
        night_end.end_night(session, queries.load_night(session), None)
    with pytest.raises(BoorayError, check=lambda e: says(e, ErrorCode.NIGHT_ENDED)), store.write() as session:
        setting_changes.set_rules(session, queries.load_night(session, "Friday"), {"ante": "2"})
    with store.write() as session:
        setting_changes.set_chip_value(session, queries.load_night(session, "Friday"), Decimal("0.1"))
    store.close()


@pytest.mark.slow  # a whole-night property test: each run writes and replays up to six hands under changing rules
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["Ann=3 Bob=2 Cat=pass", "Ann=0 Bob=5 Cat=pass", "Ann=2 Bob=2 Cat=1"]),
            st.none() | st.integers(1, 4),
            st.none() | st.sampled_from([0, 3, 8]),
            st.booleans(),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_every_hand_is_settled_and_replayed_under_the_rules_in_force_when_it_was_played(
    tmp_path_factory: pytest.TempPathFactory, steps: list[tuple[str, int | None, int | None, bool]]
) -> None:
    """Property: with house rules changed at random points (and the last hand sometimes voided),
    each hand snapshots the rules in force just before it, its antes are that rule's, and
    `booray check` replays every hand (voids and an edit of the first hand included) to the same
    chips."""
    db = tmp_path_factory.mktemp("settings") / "l.db"
    store = open_store(parse_target(db), create=True)
    with store.write() as session:
        recording.start_night(session, "Friday", ["Ann", "Bob", "Cat"], PRESETS["classic"])
    expected: list[int] = []
    for results, ante, limit, void in steps:
        wanted = {k: str(v) for k, v in (("ante", ante), ("limit", limit)) if v is not None}
        with store.write() as session:
            ctx = queries.load_night(session)
            with contextlib.suppress(UsageError):  # nothing to change (the same values, or none given)
                setting_changes.set_rules(session, ctx, wanted)
        with store.write() as session:
            ctx = queries.load_night(session)
            in_force = ctx.rules
            recording.record_hand(session, ctx, hand(results))
        expected.append(in_force.ante)
        if void:
            with store.write() as session:
                hand_edits.void_last_hand(session, queries.load_night(session))
            expected.pop()
    if expected:  # an edit of the first hand re-settles every later one, each under its own rules
        with store.write() as session:
            hand_edits.edit_hand(session, queries.load_night(session), 1, hand("Ann=1 Bob=4 Cat=pass"))
    with store.read() as session:
        hands = queries.hands_in_effect(session, queries.find_night(session).id or 0)
        assert [json.loads(h.rules_json)["ante"] for h in hands] == expected
    store.close()
    assert check_file(db)["ok"]


def test_a_language_is_one_new_row_and_the_same_one_again_is_refused(db_file: Path) -> None:
    from booray_ledger.errors import ErrorCode
    from booray_ledger.ledger.read import night_settings

    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass")
    with store.write() as session:
        setting_changes.set_language(session, queries.load_night(session), "ps")
    with pytest.raises(UsageError) as refused, store.write() as session:
        setting_changes.set_language(session, queries.load_night(session), "ps")
    with store.read() as session:
        ctx = queries.load_night(session)
        found = (
            night_settings.language(session, ctx.id),
            [c["kind"] for c in night_settings.changes(session, ctx.night)],
        )
    store.close()
    assert (refused.value.code, refused.value.facts, found) == (
        ErrorCode.SAME_LANGUAGE,
        {"night": "Friday", "language": "ps"},
        ("ps", ["language"]),
    )
    assert check_file(db_file)["ok"]
