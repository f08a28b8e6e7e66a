"""A night's settings in force, read from the ledger: the newest change of each kind, else the
values the night started with; the changes listed with what they replaced."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from booray_ledger.ledger.read import night_settings, queries
from booray_ledger.ledger.write import setting_changes
from tests.helpers import store_with_night


def test_a_night_without_changes_keeps_what_it_started_with(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass")
    with store.read() as session:
        night = queries.find_night(session)
        assert night_settings.chip_value(night) == Decimal(1)
        assert night_settings.rules_now(session, night).ante == 1
        assert night_settings.changes(session, night) == []
    store.close()


def test_the_newest_change_is_in_force_and_every_change_is_kept(db_file: Path) -> None:
    store = store_with_night(db_file, "Ann Bob Cat", "Ann=3 Bob=2 Cat=pass")
    for value in (Decimal("0.25"), Decimal("0.5")):
        with store.write() as session:
            setting_changes.set_chip_value(session, queries.load_night(session), value)
    with store.write() as session:
        setting_changes.set_rules(session, queries.load_night(session), {"ante": "2"})
    with store.write() as session:
        setting_changes.set_rules(session, queries.load_night(session), {"limit": "25"})
    with store.read() as session:
        night = queries.find_night(session)
        assert night_settings.chip_value_text(night) == "0.5"
        assert (night_settings.rules_now(session, night).ante, night_settings.rules_now(session, night).pot_limit) == (
            2,
            25,
        )
        assert json.loads(night.rules_json)["ante"] == 1  # the night's own row is never changed
        changes = night_settings.changes(session, night)
    assert [(c["kind"], c["before"], c["after"]) for c in changes] == [
        ("chip_value", {"chip_value": "1"}, {"chip_value": "0.25"}),
        ("chip_value", {"chip_value": "0.25"}, {"chip_value": "0.5"}),
        ("rules", {"ante": 1}, {"ante": 2}),
        ("rules", {"pot_limit": None}, {"pot_limit": 25}),
    ]
    assert {c["from_hand"] for c in changes} == {2}
    store.close()
