"""Rendering for people: the words and signs the tables use."""

from __future__ import annotations

from typing import Any

import pytest

from booray_ledger.cli import render


def hand(outcome: str, **extra: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"outcome": outcome, "bourre": [], "reneged": [], "winners": [], "transfers": []}
    return {**base, **extra}


@pytest.mark.parametrize(
    ("h", "text"),
    [
        (hand("won", winners=["Ann"], transfers=[{"kind": "ante", "chips": -1}, {"kind": "win", "chips": 5}]),
         "Ann wins 5"),
        (hand("split", winners=["Ann", "Bob"]), "split: Ann, Bob"),
        (hand("tie", bourre=["Dan"]), "tie, pot carries; bourré: Dan"),
        (hand("renege_carry", reneged=["Cat"]), "leader reneged, pot carries; reneged: Cat"),
        (hand("all_passed", voided=True), "all passed (voided)"),
    ],
)  # fmt: skip
def test_every_outcome_has_its_phrase(h: dict[str, Any], text: str) -> None:
    """rulebook topic: winning."""
    assert render.outcome_text(h) == text


def test_money_and_signed_chips() -> None:
    assert render.money("-1.00", "$") == "-$1.00" and render.money("2.50", "€") == "€2.50"
    assert str(render.signed(3)) == "+3" and str(render.signed(-2)) == "-2" and str(render.signed(0)) == "0"
