"""The live prompt's own words: the help screen, the prompt, the toolbar, the completion menu's
notes and the lines it refuses, in English as the scorekeeper reads them today and looked up in
the catalog of the language speaking."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.text import prompt
from tests.text.tried import tried_catalog


def test_the_help_screen_is_its_sections_in_order() -> None:
    lines = prompt.help_screen().splitlines()
    assert lines[0] == "A hand: every dealt-in player with tricks or pass, in any order, on one line."
    assert lines[4] == "Short marks:"
    assert "  undo                     void the last hand (says which, and asks first)" in lines
    assert lines[-1] == "A refused line stays to fix: type to replace it, or Esc to clear it. Ctrl-L redraws the table."
    assert len(lines) == 23


def test_the_prompt_and_the_toolbar_in_english() -> None:
    assert prompt.prompt() == "hand> "
    assert prompt.toolbar() == " Tab completes · ↑ history · . passes the rest · undo · edit N · help · quit "
    assert [prompt.completion_kind(k) for k in ("command", "player", "mark")] == ["command", "player", "mark"]


def test_the_refusals_name_what_was_typed() -> None:
    assert prompt.takes_nothing("undo") == "undo takes nothing after it: it works on the last hand"
    assert prompt.not_inside_play("demo") == "demo does not run inside play; type a hand, a command or help"
    assert prompt.not_available("seat") == "seat is not available here"
    assert prompt.needs_a_value("--pot") == "--pot needs a value"
    assert prompt.edit_needs_number() == "edit needs the hand number first, like: edit 3 bo 2 c 1"
    said = prompt.or_a_hand("No such command 'stauts'; did you mean `status`?")
    assert said == "No such command 'stauts'; did you mean `status`?; or type a hand, or help"


def test_a_line_with_open_quotes_says_what_shlex_found() -> None:
    assert (
        prompt.cannot_read_line("No closing quotation")
        == "cannot read the line (No closing quotation); check the quotes"
    )
    assert prompt.cannot_read_line("something new") == "cannot read the line (something new); check the quotes"


def test_every_screen_is_looked_up_in_the_catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    translations: dict[str | tuple[str, str], str] = {
        ("prompt", "hand> "): "tangan> ",
        " Tab completes · ↑ history · . passes the rest · undo · edit N · help · quit ": " Tab melengkapkan ",
        "player": "pemain",
        prompt.HELP_SECTIONS[1]: "Tanda pendek:",
        "No closing quotation": "Tiada petikan penutup",
        "cannot read the line ({reason}); check the quotes": "baris tidak dapat dibaca ({reason})",
        "{command} is not available here": "{command} tiada di sini",
    }
    with tried_catalog(tmp_path, monkeypatch, translations):
        assert prompt.prompt() == "tangan> "
        assert prompt.toolbar() == " Tab melengkapkan "
        assert prompt.completion_kind("player") == "pemain"
        assert prompt.help_screen().splitlines()[4] == "Tanda pendek:"
        assert prompt.cannot_read_line("No closing quotation") == "baris tidak dapat dibaca (Tiada petikan penutup)"
        assert prompt.not_available("seat") == "seat tiada di sini"


def test_a_command_word_is_isolated_in_a_right_to_left_sentence() -> None:
    from booray_ledger.text import i18n

    with i18n.speaking("ps"):
        said = prompt.not_available("seat")
    assert "\u2068seat\u2069" in said  # isolated
    assert "available" not in said  # in Pashto


def test_no_english_is_left_in_the_pseudo_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.pseudo import english_left, speaking_pseudo

    with speaking_pseudo(tmp_path, monkeypatch):
        said = [
            prompt.help_screen(), prompt.prompt(), prompt.toolbar(), prompt.completion_kind("mark"),
            prompt.takes_nothing("undo"), prompt.edit_needs_number(), prompt.not_inside_play("demo"),
            prompt.or_a_hand("ERR"), prompt.cannot_read_line("No closing quotation"), prompt.not_available("seat"),
            prompt.needs_a_value("--pot"),
        ]  # fmt: skip
    assert english_left(said, "undo", "demo", "ERR", "seat", "pot") == []
