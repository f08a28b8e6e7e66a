"""House rules: presets, overrides, validation, TOML files."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.rules import house
from booray_ledger.rules.limits import MAX_CHIPS
from tests.helpers import said

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "house-rules"


def test_presets_match_the_contract_table() -> None:
    """rulebook topic: keys. The presets hold the keys of the house-rules table."""
    classic, pagat, simple = (house.PRESETS[n] for n in ("classic", "pagat", "simple"))
    assert classic.limit_caps_win is False
    assert pagat.limit_caps_win is True
    assert classic.renege_exempts is False
    assert pagat.renege_exempts is True
    assert simple.tie_exempts is False
    assert simple.bourre_exempts is False
    assert simple.cinch is False
    assert classic.bourre_penalty == "match_pot"
    assert classic.pot_limit is None


def test_overrides_lay_on_a_preset() -> None:
    """rulebook topic: limit. Overrides lay on a preset; cap() applies the limit."""
    rules = house.preset("pagat").replace(pot_limit=25, ante=2)
    assert rules.pot_limit == 25
    assert rules.ante == 2
    assert rules.renege_exempts is True
    assert rules.cap(40) == 25
    assert rules.cap(10) == 10


@pytest.mark.parametrize(
    ("overrides", "code", "facts"),
    [
        ({"ante": 0}, ErrorCode.RULE_ANTE, {"most": MAX_CHIPS}),
        ({"cards": 3}, ErrorCode.RULE_CARDS, {}),
        ({"tie": "share"}, ErrorCode.RULE_CHOICE, {"key": "tie", "choices": ["carry", "split", "vote"]}),
        ({"bourre_penalty": "double"}, ErrorCode.RULE_BOURRE_PENALTY, {"most": MAX_CHIPS}),
        ({"cinch": "maybe"}, ErrorCode.RULE_NOT_BOOL, {"key": "cinch"}),
        ({"potlimit": 5}, ErrorCode.UNKNOWN_RULE, {"key": "potlimit", "known": list(house.KEYS)}),
    ],
)
def test_invalid_rules_are_refused(overrides: dict[str, object], code: ErrorCode, facts: dict[str, object]) -> None:
    """rulebook topic: keys. A bad value or an unknown key is refused, naming the key."""
    with pytest.raises(UsageError) as refused:
        house.from_mapping(overrides)
    assert said(refused.value) == (code, facts)


def test_toml_round_trip() -> None:
    """rulebook topic: keys. Rules written as TOML read back the same."""
    rules = house.preset("pagat").replace(pot_limit=25, bourre_penalty=5)
    assert house.parse_toml(house.to_toml(rules)) == rules
    assert house.parse_toml(house.to_toml(house.preset("classic"))) == house.preset("classic")


def test_shipped_house_rule_files_load() -> None:
    """rulebook topic: keys. The house-rule files in examples/ load as their presets."""
    files = sorted(EXAMPLES.glob("*.toml"))
    assert {f.stem for f in files} >= {"classic", "pagat", "simple"}
    for f in files:
        loaded = house.load(str(f))
        if f.stem in house.PRESETS:
            assert loaded == house.PRESETS[f.stem]
    custom = house.load(str(EXAMPLES / "bayou-kitchen.toml"))
    assert custom.pot_limit == 25
    assert custom.tie == "split"


def test_bad_toml_names_the_file(tmp_path: Path) -> None:
    """rulebook topic: keys. A broken rules file is refused, naming the file."""
    bad = tmp_path / "bad.toml"
    bad.write_text("ante = = 2\n")
    with pytest.raises(UsageError) as broken:
        house.load(str(bad))
    assert said(broken.value)[0] is ErrorCode.RULES_NOT_TOML
    assert broken.value.facts["source"] == str(bad)
    with pytest.raises(UsageError) as missing:
        house.load(str(tmp_path / "missing.toml"))
    assert said(missing.value) == (ErrorCode.RULES_FILE_UNREADABLE, {"spec": str(tmp_path / "missing.toml")})


def test_rules_are_told_as_the_nearest_preset_and_what_differs() -> None:
    """rulebook topic: keys. Rules are told as the nearest preset plus the keys that differ."""
    assert house.nearest_preset(house.preset("simple")) == ("simple", {})
    assert house.nearest_preset(house.preset("pagat").replace(pot_limit=25)) == ("pagat", {"pot_limit": 25})
    assert house.nearest_preset(house.preset("classic").replace(tie="split")) == ("classic", {"tie": "split"})


def test_retired_all_pass_key_still_loads() -> None:
    """rulebook topic: all-pass. Rules stored before ``all_pass`` was retired (it had one choice,
    ``carry``) load as the same rules; any other value is refused, naming the key."""
    stored = {**house.preset("classic").to_dict(), "all_pass": "carry"}
    assert house.from_mapping(stored) == house.preset("classic")
    assert "all_pass" not in house.preset("classic").to_dict()
    with pytest.raises(UsageError) as refused:
        house.from_mapping({"all_pass": "split"})
    assert said(refused.value) == (ErrorCode.RULE_CHOICE, {"key": "all_pass", "choices": ["carry"]})


def test_choices_are_enums_that_read_and_write_as_text() -> None:
    """rulebook topic: keys. A choice given as text becomes its enum member; plain data and TOML
    hold the text, so stored nights and ``--json`` output read the same."""
    rules = house.HouseRules(tie="split", renege_leader="next_best")  # type: ignore[arg-type]
    assert rules.tie is house.Tie.SPLIT
    assert rules.renege_leader is house.RenegeLeader.NEXT_BEST
    data = rules.to_dict()
    assert type(data["tie"]) is str
    assert data["tie"] == "split"
    assert type(data["bourre_penalty"]) is str
    assert data["bourre_penalty"] == "match_pot"
    assert 'tie = "split"' in house.to_toml(rules)


def test_winnable_caps_only_under_limit_caps_win() -> None:
    """rulebook topic: limit. The winner takes cap(P0) under limit_caps_win, else all of P0."""
    assert house.preset("classic").replace(pot_limit=10).winnable(20) == 20
    assert house.preset("pagat").replace(pot_limit=10).winnable(20) == 10
    assert house.preset("pagat").winnable(20) == 20


def test_rule_changes_as_typed() -> None:
    """rulebook topic: keys. ``night set --from-next-hand ante=2 limit=25``: each word a known key
    (``limit`` is ``pot_limit``), given once."""
    assert house.parse_assignments(["ante=2", "Limit=25", "double-ante=yes"]) == {
        "ante": "2",
        "pot_limit": "25",
        "double_ante": "yes",
    }
    for words, code, facts in [
        (["ante"], ErrorCode.NOT_AN_ASSIGNMENT, {"word": "ante"}),
        (["=2"], ErrorCode.NOT_AN_ASSIGNMENT, {"word": "=2"}),
        (["ante="], ErrorCode.NOT_AN_ASSIGNMENT, {"word": "ante="}),
        (["anet=2"], ErrorCode.UNKNOWN_RULE, {"key": "anet", "known": ["limit", *house.KEYS]}),
        (["ante=2", "ANTE=3"], ErrorCode.RULE_TWICE, {"key": "ante"}),
    ]:
        with pytest.raises(UsageError) as refused:
            house.parse_assignments(words)
        assert said(refused.value) == (code, facts)


def test_rules_changed_between_hands_are_validated_and_stakes_stay_fixed() -> None:
    """rulebook topic: stakes. New rules are checked as at a night's start; what a player can lose
    (``stakes``) is agreed for the whole night."""
    classic = house.PRESETS["classic"]
    changed = house.change_between_hands(classic, {"ante": "2", "limit": "25", "tie": "split"})
    assert (changed.ante, changed.pot_limit, changed.tie) == (2, 25, house.Tie.SPLIT)
    assert house.change_between_hands(changed, {"limit": "none"}).pot_limit is None
    assert house.change_between_hands(classic, {"stakes": "none"}) == classic  # the same stakes: allowed
    with pytest.raises(UsageError) as fixed:
        house.change_between_hands(classic, {"stakes": "table", "buy_in": "50"})
    assert said(fixed.value) == (ErrorCode.RULE_FIXED, {"key": "stakes"})
    with pytest.raises(UsageError) as ante:
        house.change_between_hands(classic, {"ante": "0"})
    assert said(ante.value) == (ErrorCode.RULE_ANTE, {"most": MAX_CHIPS})
