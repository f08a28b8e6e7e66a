"""An error in words: the library's one-line message, plus what the front end can add from the
error's data (the name probably meant, from :mod:`booray_ledger.text.suggest`)."""

from __future__ import annotations

from booray_ledger.errors import NameKind, UnknownName
from booray_ledger.text.suggest import closest, did_you_mean


def explain(exc: BaseException) -> str:
    """``exc`` as one line for people: an unknown name gets the name meant (``'Bbo' is not seated
    at this table; did you mean Bob?``), a sitting-out player how to deal them back in (``Dan is
    sitting out (`seat in Dan`)``), or, with none close, the names it could be."""
    message = str(exc)
    if isinstance(exc, UnknownName):
        out = sitting_out(exc)
        if out is not None:
            return f"{out} is sitting out (`seat in {out}`)"
        meant = closest(exc.word, exc.known, "name", limit=1)
        if meant:
            return f"{message}; {did_you_mean(meant)}"
        listed = ", ".join(exc.known) or "nobody"
        at_the_table = exc.what in (NameKind.SEATED, NameKind.DEALT_IN)
        return f"{message}; {'seated' if at_the_table else 'known'}: {listed}"
    return message


def sitting_out(exc: UnknownName) -> str | None:
    """The player sitting this hand out whom the unknown word names (their name or the start of
    it, any case), when it names none of the players dealt in."""
    key = exc.word.casefold()
    starts = [p for p in exc.sitting_out if p.casefold().startswith(key)]
    if len(starts) == 1 and not any(p.casefold().startswith(key) for p in exc.known):
        return starts[0]
    return None
