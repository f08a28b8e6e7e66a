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
        at_this_table=lambda r: f"At this table an ante is {r.ante}.",
        convention="The ledger\nwrites it down.",
    )
    assert section.render() == (
        f"One line and the next.\n\n  booray hand Ann=2\n  booray status\n\n{CONVENTION} The ledger writes it down."
    )
    assert section.render(PRESETS["classic"]).endswith("\n\nAt this table an ante is 1.")
    assert Section("plain", "Plain", "Text.").render(PRESETS["classic"]) == "Text."
