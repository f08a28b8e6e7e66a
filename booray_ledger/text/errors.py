"""An error in words: the library's one-line message, plus what the front end can add from the
error's data (the name probably meant, from :mod:`booray_ledger.text.suggest`)."""

from __future__ import annotations

from booray_ledger.errors import UnknownName
from booray_ledger.text.suggest import closest, did_you_mean


def explain(exc: BaseException) -> str:
    """``exc`` as one line for people: an unknown name gets the name meant (``'Bbo' is not seated
    at this table; did you mean Bob?``) or, with none close, the names it could be."""
    message = str(exc)
    if isinstance(exc, UnknownName):
        meant = closest(exc.word, exc.known, "name", limit=1)
        if meant:
            return f"{message}; {did_you_mean(meant)}"
        listed = ", ".join(exc.known) or "nobody"
        at_the_table = "seated" in exc.what or "dealt in" in exc.what
        return f"{message}; {'seated' if at_the_table else 'known'}: {listed}"
    return message
