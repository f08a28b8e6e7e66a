"""How the table's house rules apply, one sentence per rulebook topic."""

from __future__ import annotations

from booray_ledger.rules import at_this_table
from booray_ledger.rules.house import PRESETS

CLASSIC = PRESETS["classic"]


def test_the_bourre_and_the_limit_follow_the_pot_limit() -> None:
    """rulebook topic: limit. A pot limit caps what a bourré pays (rulebook topic bourre too)."""
    limited = CLASSIC.replace(pot_limit=25)
    assert at_this_table.bourre(limited) == "At this table a bourré pays at most 25 chips."
    assert at_this_table.limit(CLASSIC) == "At this table there is no pot limit."
    assert at_this_table.bourre(CLASSIC.replace(bourre_penalty=5)) == "At this table a bourré pays a fixed 5 chips."


def test_ties_exemptions_and_antes_each_name_the_table_choice() -> None:
    """rulebook topic: ties. Split, vote or carry; under a double ante nobody is exempt (rulebook topic exemptions)."""
    assert "split the pot" in at_this_table.tie(CLASSIC.replace(tie="split"))
    assert "--split or --carry" in at_this_table.tie(CLASSIC.replace(tie="vote"))
    double = CLASSIC.replace(double_ante=True)
    assert at_this_table.exempt(double).startswith("At this table nobody is exempt")
    assert at_this_table.ante(CLASSIC) == "At this table an ante is 1 chip."
    assert "each player who plays adds 1 more" in at_this_table.ante(double)


def test_table_stakes_say_the_buy_in_and_what_a_player_must_cover() -> None:
    """rulebook topic: stakes."""
    staked = CLASSIC.replace(stakes="table", buy_in=20)
    assert at_this_table.stakes(staked).startswith("At this table each player buys in for 20 chips")
    assert "no table stakes" in at_this_table.stakes(CLASSIC)
