"""The referee's and the rulebook's typed values: what the API returns has exactly their keys."""

from __future__ import annotations

from pathlib import Path

from booray_ledger.api import reference
from booray_ledger.results.referee import (
    AuditReport,
    HouseRulesReport,
    PlayData,
    Rulebook,
    RuleSection,
    RulesSource,
    TrickData,
    VerdictData,
)
from booray_ledger.rules.house import PRESETS
from tests.helpers import declared_keys as keys

CLASSIC = (RulesSource(kind="preset", name="classic"), PRESETS["classic"])
TRICKS = Path(__file__).resolve().parents[2] / "examples" / "tricks"


def test_a_verdict_and_an_audit_have_exactly_their_declared_keys() -> None:
    verdict = reference.judge_play(trump="S", hand="7H 3S KD", card="3S", trick="QH 2H", rules=CLASSIC)
    assert set(verdict) == keys(VerdictData)
    _, report = reference.audit_trick_log((TRICKS / "clean-hand.txt").read_text(), CLASSIC)
    assert set(report) == keys(AuditReport)
    assert set(report["tricks"][0]) == keys(TrickData)
    assert set(report["tricks"][0]["plays"][0]) == keys(PlayData)


def test_the_rulebook_and_the_house_rules_have_exactly_their_declared_keys() -> None:
    book = reference.read_rulebook(None, topic="bourre")
    assert set(book) == keys(Rulebook)
    assert set(book["sections"][0]) == keys(RuleSection)
    assert set(reference.house_rules_report(None)) == keys(HouseRulesReport)
