"""A translator's catalog tried for one test (``BOORAY_LOCALE_DIR``): messages shown to be looked
up in the catalog, by the message's English id, in the language speaking."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import pytest

from booray_ledger.text import i18n


@contextmanager
def tried_catalog(
    folder: Path,
    monkeypatch: pytest.MonkeyPatch,
    translations: Mapping[str | tuple[str, str], str],
    code: str = "ms",
    plurals: Mapping[tuple[str, str], str] | None = None,
) -> Iterator[None]:
    """Speak ``code`` inside the block from a catalog holding only ``translations`` (an English id,
    or a (context, id) pair, to its translation) and ``plurals`` (an English singular and plural to
    the one form of a language with one, like Malay); the catalogs are read afresh before and after."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    tried = Catalog(locale=code)
    for key, text in translations.items():
        context, message = key if isinstance(key, tuple) else (None, key)
        tried.add(message, text, context=context)
    for forms, text in (plurals or {}).items():
        tried.add(forms, (text,))
    (folder / code / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)
    with (folder / code / "LC_MESSAGES" / "booray.mo").open("wb") as out:
        write_mo(out, tried)
    monkeypatch.setenv("BOORAY_LOCALE_DIR", str(folder))
    i18n.catalog.cache_clear()
    try:
        with i18n.speaking(code):
            yield
    finally:
        i18n.catalog.cache_clear()
