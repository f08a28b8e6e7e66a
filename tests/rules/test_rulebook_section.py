"""One section of the rulebook: paragraphs reflowed, a convention labelled, the house-rule notes
it takes named (the wording package words them: tests/text/test_at_this_table.py)."""

from __future__ import annotations

from booray_ledger.rules.rulebook_section import CONVENTION, Section


def test_a_section_reflows_its_paragraphs_and_labels_the_house_convention() -> None:
    """rulebook topic: overview. Paragraphs join into lines a terminal wraps; examples stay as written."""
    section = Section(
        "example",
        "An example",
        "\nOne line\nand the next.\n\n  booray hand Ann=2\n  booray status\n",
        notes=("ante",),
        convention="The ledger\nwrites it down.",
    )
    assert section.render() == (
        f"One line and the next.\n\n  booray hand Ann=2\n  booray status\n\n{CONVENTION} The ledger writes it down."
    )
    assert section.notes == ("ante",)
    assert Section("plain", "Plain", "Text.").render() == "Text."


def test_a_section_refuses_a_note_that_does_not_exist() -> None:
    """rulebook topic: ties. A section names only notes the wording package can word."""
    import pytest

    assert Section("ties", "Ties", "Text.", notes=("tie", "limit")).render() == "Text."
    with pytest.raises(ValueError, match="no table note nosuch"):
        Section("x", "X", "Text.", notes=("nosuch",))
