"""Rendering for people: the pieces every report shares (signed chips, money, a night started)."""

from __future__ import annotations

from booray_ledger.text import render


def test_money_and_signed_chips() -> None:
    assert render.money("-1.00", "$") == "-$1.00" and render.money("2.50", "€") == "€2.50"
    assert str(render.signed(3)) == "+3" and str(render.signed(-2)) == "-2" and str(render.signed(0)) == "0"


def test_the_console_never_reads_text_as_markup_or_emoji() -> None:
    out = render.console()
    with out.capture() as captured:
        out.print("[bold]Ann :smile:")
    assert captured.get().strip() == "[bold]Ann :smile:"
