"""Test catalogs for the board in other languages: every message of the program (as
``scripts/catalogs.py`` extracts them, the page's templates included) "translated" into look-alike
text in a language's own script, compiled into a folder for ``BOORAY_LOCALE_DIR``. The real
translations come later (the lead adds the catalogs); these give the page text of the right script
and direction, so a test sees which words went through the catalog and whether the layout holds.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]

LETTERS = {
    "ps": "ابپتټثجچحخځڅدډذرړزژږسشښصضط",
    "ml": "അആഇഈഉഊഎഏഐഒഓഔകഖഗഘങചഛജഝഞടഠഡണ",
}
"""For each language, one letter of its script for each of a to z."""

KEPT = re.compile(r"(\{[a-z_][a-z0-9_]*(?:[!:][^}]*)?\}|%\([a-z_]+\)s|%%|<[^>]+>)")
"""What a translation keeps as it is: placeholders (``{name}``, ``%(name)s``), ``%%`` and tags."""


def scripts_catalogs() -> ModuleType:
    """``scripts/catalogs.py``, the project's own extraction."""
    spec = importlib.util.spec_from_file_location("catalogs_script", ROOT / "scripts" / "catalogs.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def look_alike(text: str, code: str) -> str:
    """``text`` with its Latin letters in ``code``'s script, its placeholders and tags kept."""
    letters = LETTERS[code]
    table = str.maketrans("abcdefghijklmnopqrstuvwxyz" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ", letters * 2)
    parts = KEPT.split(text)
    return "".join(part if i % 2 else part.translate(table) for i, part in enumerate(parts))


def write_catalogs(folder: Path, codes: tuple[str, ...] = ("ps", "ml")) -> Path:
    """A compiled test catalog for each of ``codes`` in ``folder`` (``<code>/LC_MESSAGES/booray.mo``),
    every message of the source translated by :func:`look_alike`; returns ``folder``."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    messages = list(scripts_catalogs().source_messages())
    for code in codes:
        catalog = Catalog(locale=code, project="booray-ledger")
        for message, _where, context, *_notes in messages:
            if isinstance(message, tuple):
                forms = tuple(look_alike(m, code) for m in message[:2])
                catalog.add(message[:2], forms, context=context)
            elif message:
                catalog.add(message, look_alike(message, code), context=context)
        target = folder / code / "LC_MESSAGES" / "booray.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as out:
            write_mo(out, catalog)
    return folder
