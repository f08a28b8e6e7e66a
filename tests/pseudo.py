"""The pseudo-language for tests: every message of the source with its letters swapped for
look-alikes (``scripts/catalogs.py``'s ``qps``), compiled into a temporary ``BOORAY_LOCALE_DIR``
and spoken, so that a plain English word left in a sentence is one the catalog never saw.

Made from the messages marked in the source as they are now (Babel's extraction, not the
committed template, which the lead updates with the translations): a message just added is in it.
"""

from __future__ import annotations

import functools
import importlib.util
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

import pytest

from booray_ledger.text import i18n

ROOT = Path(__file__).resolve().parents[1]

WORD = re.compile(r"[A-Za-z]{2,}")
"""A plain English word: two Latin letters or more (the pseudo-language has none)."""


@functools.cache
def catalogs_script() -> ModuleType:
    """``scripts/catalogs.py``, loaded as a module."""
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "scripts" / "catalogs.py")
    assert spec is not None
    assert spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


@functools.cache
def pseudo_mo() -> bytes:
    """The compiled pseudo catalog of every message marked in the source."""
    import io

    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    script = catalogs_script()
    catalog = Catalog(locale="en", project="booray-ledger")
    for message, _where, context, _notes in script.source_messages():
        forms = tuple(map(script.pseudo, message)) if isinstance(message, tuple) else script.pseudo(message)
        catalog.add(message, forms, context=context)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


@contextmanager
def speaking_pseudo(folder: Path, monkeypatch: pytest.MonkeyPatch, code: str = "") -> Iterator[None]:
    """Speak the pseudo-language inside the block, from a catalog written into ``folder``; as
    ``code`` when given (``ps``: the pseudo-language's messages with Pashto's digits and direction)."""
    code = code or catalogs_script().PSEUDO
    target = folder / code / "LC_MESSAGES" / "booray.mo"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(pseudo_mo())
    monkeypatch.setenv("BOORAY_LOCALE_DIR", str(folder))
    i18n.catalog.cache_clear()
    try:
        with i18n.speaking(code):
            assert i18n.language() == code
            yield
    finally:
        i18n.catalog.cache_clear()


def english_left(text: str | Iterable[str], *kept: str) -> list[str]:
    """The plain English words in ``text`` besides ``kept`` (names, codes, commands)."""
    said = text if isinstance(text, str) else "\n".join(text)
    return [word for word in WORD.findall(said) if word not in kept]
