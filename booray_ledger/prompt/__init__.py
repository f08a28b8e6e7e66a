"""The live table: ``booray play``, one prompt open all night.

One short line per hand (``an 2 bo 3 c 0 .``), every other command without the ``booray``
word, and the table (pot, who deals, who antes and why, every balance, the last hand) redrawn
above the prompt after every command. :mod:`.commands` reads a line and calls the library API
(the only thing it calls); :mod:`.live` is the prompt_toolkit loop for a terminal;
:mod:`.piped` reads one command per line when standard input is not a terminal.
"""

from __future__ import annotations

from booray_ledger.prompt.commands import LineDone, LiveTable

__all__ = ["LineDone", "LiveTable"]
