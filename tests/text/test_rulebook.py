"""The rulebook's own labels: a section's house convention marked as one, in the language speaking."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.api.reference import read_rulebook, rule_section
from booray_ledger.rules import rulebook
from booray_ledger.text import i18n
from booray_ledger.text.rulebook import CONVENTION, book_text


def test_a_house_convention_is_labelled_after_the_rule_text_as_before() -> None:
    """The English a reader sees is unchanged: rule text, a blank line, the label and the convention."""
    misdeal = rule_section(rulebook.section("misdeal"), None)
    shown = book_text(misdeal)
    assert shown.startswith(misdeal["text"] + "\n\nHouse convention (this ledger's choice, not the rule text): ")
    assert shown.endswith(misdeal["convention"])
    plain = rule_section(rulebook.section("ties"), None)
    assert plain["convention"] == ""
    assert book_text(plain) == plain["text"]


def test_the_label_is_a_catalog_message_and_the_convention_the_books_own_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    tried = Catalog(locale="ml")
    tried.add(CONVENTION, "കണക്കുപുസ്തകത്തിന്റെ കീഴ്വഴക്കം: {convention}")
    (tmp_path / "ml" / "LC_MESSAGES").mkdir(parents=True)
    with (tmp_path / "ml" / "LC_MESSAGES" / "booray.mo").open("wb") as out:
        write_mo(out, tried)
    monkeypatch.setenv("BOORAY_LOCALE_DIR", str(tmp_path))
    i18n.catalog.cache_clear()
    try:
        section = next(s for s in read_rulebook(None, "misdeal", lang="ml")["sections"])
        with i18n.speaking("ml"):
            shown = book_text(section)
    finally:
        i18n.catalog.cache_clear()
    assert shown == section["text"] + "\n\nകണക്കുപുസ്തകത്തിന്റെ കീഴ്വഴക്കം: " + section["convention"]
    assert "ledger" not in shown
