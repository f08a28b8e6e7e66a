"""One section of the rulebook: paragraphs reflowed, a convention labelled, the house-rule notes
it takes named (the wording package words them: tests/text/test_at_this_table.py)."""

from __future__ import annotations

from booray_ledger.rules.rulebook_section import Section


def test_a_section_reflows_its_paragraphs_and_keeps_the_house_convention_apart() -> None:
    """rulebook topic: overview. Paragraphs join into lines a terminal wraps; examples stay as written."""
    section = Section(
        "example",
        "An example",
        "\nOne line\nand the next.\n\n  booray hand Ann=2\n  booray status\n",
        notes=("ante",),
        convention="The ledger\nwrites it down.",
    )
    assert section.render() == "One line and the next.\n\n  booray hand Ann=2\n  booray status"
    assert section.render_convention() == "The ledger writes it down."  # labelled by text.rulebook
    assert section.notes == ("ante",)
    assert Section("plain", "Plain", "Text.").render() == "Text."
    assert Section("plain", "Plain", "Text.").render_convention() == ""


def test_quoted_speech_in_any_books_quotation_marks_is_kept_as_written() -> None:
    """rulebook topic: referee. A paragraph of quoted lines (how a player reports a renege) keeps
    its lines, whatever quotation mark the language opens with; other paragraphs are joined."""
    for quote in ('"', "\u201c", "\u201d", "\u00ab"):
        text = f"{quote}Line one\nline two.\n\nA paragraph\njoined."
        assert Section("q", "Q", text).render() == f"{quote}Line one\nline two.\n\nA paragraph joined."
    malayalam = "കളിക്കാരൻ\nപാസ് ചെയ്തു."
    assert Section("m", "M", malayalam).render() == "കളിക്കാരൻ പാസ് ചെയ്തു."


def test_a_section_refuses_a_note_that_does_not_exist() -> None:
    """rulebook topic: ties. A section names only notes the wording package can word."""
    import pytest

    assert Section("ties", "Ties", "Text.", notes=("tie", "limit")).render() == "Text."
    with pytest.raises(ValueError, match="no table note nosuch"):
        Section("x", "X", "Text.", notes=("nosuch",))
