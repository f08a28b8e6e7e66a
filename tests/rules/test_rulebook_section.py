"""One section of the rulebook: paragraphs reflowed, a convention labelled, the table's rules applied."""

from __future__ import annotations

from booray_ledger.rules.house import PRESETS
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
    assert section.render(PRESETS["classic"]).endswith("\n\nAt this table an ante is 1 chip.")
    assert Section("plain", "Plain", "Text.").render(PRESETS["classic"]) == "Text."


def test_a_section_joins_its_table_notes_and_refuses_a_note_that_does_not_exist() -> None:
    """rulebook topic: ties. Each named note says how this table plays the rule."""
    import pytest

    section = Section("ties", "Ties", "Text.", notes=("tie", "limit"))
    assert section.render(PRESETS["classic"]) == (
        "Text.\n\nAt this table a tie carries the whole pot to the next hand; the tied players owe no ante"
        " next hand. At this table there is no pot limit."
    )
    with pytest.raises(ValueError, match="no table note nosuch"):
        Section("x", "X", "Text.", notes=("nosuch",))
