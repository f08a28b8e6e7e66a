"""Auditing a whole hand from a trick log."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.rules.audit import audit, hand_input, parse_log
from booray_ledger.rules.house import PRESETS
from booray_ledger.rules.legality import Renege
from tests.helpers import said

TRICKS = Path(__file__).resolve().parents[2] / "examples" / "tricks"
CLASSIC = PRESETS["classic"]


def run(text: str):  # type: ignore[no-untyped-def]
    return audit(parse_log(text), CLASSIC)


def test_every_example_log_audits() -> None:
    """rulebook topic: referee. Every shipped trick log audits under its rules."""
    logs = sorted(TRICKS.glob("*.txt"))
    assert len(logs) >= 2
    for path in logs:
        result = audit(parse_log(path.read_text(), str(path)), CLASSIC)
        assert sum(result.tricks_won.values()) == CLASSIC.cards


def test_clean_hand() -> None:
    """rulebook topic: play. A hand played by the rules has no renege and its trick winners lead."""
    result = audit(parse_log((TRICKS / "clean-hand.txt").read_text()), CLASSIC)
    assert result.reneges == ()
    assert result.tricks_won == {"Bob": 3, "Cat": 1, "Dan": 1}
    assert result.pot_winners == ("Bob",)
    assert result.log.trump == "S"


def test_renege_hand_names_trick_player_card_rule_and_legal_cards() -> None:
    """rulebook topic: renege. A renege is named by trick, player, card, the rule broken and the legal cards."""
    result = audit(parse_log((TRICKS / "renege-hand.txt").read_text()), CLASSIC)
    (r,) = result.reneges
    assert (r.trick, r.player, str(r.card), r.reason) == (1, "Cat", "3H", Renege.HEAD)
    assert [str(c) for c in r.legal_cards] == ["KH"]
    assert result.outcome == "tie"
    assert result.pot_winners == ()


def test_hand_input_from_an_audit_passes_everyone_else() -> None:
    """rulebook topic: scorekeeping. An audited log becomes a hand: its players' tricks, everyone else passed."""
    result = audit(parse_log((TRICKS / "renege-hand.txt").read_text()), CLASSIC)
    hand = hand_input(result, ("Ann", "Bob", "Cat", "Dan", "Eve"))
    assert dict(hand.results) == {"Ann": 0, "Bob": 1, "Cat": 2, "Dan": 2, "Eve": "pass"}
    assert hand.reneged == ("Cat",)
    assert hand.dealer == "Dan"


HEADER = "trump: S\ndealer: Dan\nplayers: Ann Bob\n"


@pytest.mark.parametrize(
    ("body", "code", "facts"),
    [
        ("Ann:2H Bob:3H\n" * 1, ErrorCode.LOG_TRICK_COUNT, {"tricks": 1, "cards": 5}),
        ("Bob:2H Ann:3H\nAnn:4H Bob:5H\nAnn:6H Bob:7H\nAnn:8H Bob:9H\nAnn:10H Bob:JH\n", ErrorCode.LOG_WRONG_LEADER,
         {"trick": 1, "led": "Bob", "leader": "Ann"}),
        ("Ann:2H Bob:3H\nBob:2H Ann:5H\nBob:6H Ann:7H\nBob:8H Ann:9H\nBob:10H Ann:JH\n", ErrorCode.LOG_CARD_TWICE,
         {"card": "2H", "first": 1, "again": 2}),
        ("Ann:2H Ann:3H\nBob:4H Ann:5H\nBob:6H Ann:7H\nBob:8H Ann:9H\nBob:10H Ann:JH\n", ErrorCode.LOG_PLAYS_ONCE,
         {"trick": 1, "player": "Ann"}),
        ("Ann:2H Cy:3H\n", ErrorCode.LOG_NOT_A_PLAYER, {"trick": 1, "player": "Cy", "players": ["Ann", "Bob"]}),
        ("Ann-2H Bob:3H\n", ErrorCode.LOG_NOT_A_PLAY, {"source": None, "line": 4, "token": "Ann-2H"}),
        ("Ann:2X Bob:3H\n", ErrorCode.NOT_A_CARD, {"token": "2X"}),
    ],
)  # fmt: skip
def test_bad_logs_are_refused_with_the_reason(body: str, code: ErrorCode, facts: dict[str, object]) -> None:
    """rulebook topic: referee. A log that cannot be judged is refused with the reason."""
    with pytest.raises(UsageError) as refused:
        run(HEADER + body)
    assert said(refused.value) == (code, facts)


def test_a_log_needs_trump_and_players() -> None:
    """rulebook topic: referee. A log without trump or players is refused."""
    with pytest.raises(UsageError) as no_trump:
        run("players: Ann Bob\n")
    assert said(no_trump.value) == (ErrorCode.LOG_NO_TRUMP, {"source": None})
    with pytest.raises(UsageError) as no_players:
        run("up: 9S\n")
    assert said(no_players.value) == (ErrorCode.LOG_NO_PLAYERS, {"source": None})


def test_only_the_dealer_can_play_the_turned_card() -> None:
    """rulebook topic: deal. The turned card belongs to the dealer's hand."""
    log = "up: 9S\ndealer: Bob\nplayers: Ann Bob\nAnn:9S Bob:2S\n"
    with pytest.raises(UsageError) as refused:
        run(log)
    assert said(refused.value) == (ErrorCode.LOG_TURNED_CARD, {"trick": 1, "card": "9S", "dealer": "Bob"})
