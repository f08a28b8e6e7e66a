"""Rendering for people: the pieces every report shares (signed chips, money, a night started)."""

from __future__ import annotations

from booray_ledger.text import render


def test_signed_chips_are_coloured_by_sign() -> None:
    assert str(render.signed(3)) == "+3"
    assert str(render.signed(-2)) == "-2"
    assert str(render.signed(0)) == "0"
    assert render.signed(3).style == "green"
    assert render.signed(-2).style == "red"


def test_the_console_never_reads_text_as_markup_or_emoji() -> None:
    out = render.console()
    with out.capture() as captured:
        out.print("[bold]Ann :smile:")
    assert captured.get().strip() == "[bold]Ann :smile:"
