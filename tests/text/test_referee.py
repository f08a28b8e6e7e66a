"""The referee and the rulebook for people."""

from __future__ import annotations

import tomllib

import pytest

from booray_ledger.api.reference import house_rules_report, judge_play
from booray_ledger.rules import house
from booray_ledger.text import referee


def test_the_house_rules_print_as_a_toml_file_that_reads_back(capsys: pytest.CaptureFixture[str]) -> None:
    """rulebook topic: keys. The printed rules, comments and all, are a house-rules file."""
    referee.house_rules(house_rules_report(None))
    out = capsys.readouterr().out
    assert out.startswith("# House rules of no night (classic preset)")
    assert house.from_mapping(tomllib.loads(out)) == house.PRESETS["classic"]


def test_a_renege_is_named_with_the_rule_it_breaks(capsys: pytest.CaptureFixture[str]) -> None:
    """rulebook topic: renege. A player who can follow suit must."""
    rules = ("classic", house.PRESETS["classic"])
    referee.verdict(judge_play(trump="S", hand="AH 2C", card="2C", trick="KH", rules=rules))
    out = capsys.readouterr().out
    assert out.startswith("2C is a renege: failed to follow suit.")
    assert "Legal cards: AH." in out


def test_every_renege_has_its_words() -> None:
    """rulebook topic: renege."""
    from booray_ledger.rules.legality import Renege

    assert set(referee.RENEGES) == {r.value for r in Renege}
    assert referee.renege(Renege.HEAD.value) == "failed to head the trick"
