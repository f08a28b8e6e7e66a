"""`booray recap`: the short summary of a night to share with the group."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, emit, open_ledger, speaking_for

RecapNight = Annotated[
    str | None, typer.Option("--night", help="The night (default: the current one, else the most recent ended one).")
]
Image = Annotated[
    Path | None,
    typer.Option("--image", help="Also write a shareable card of the recap: FILE.png or FILE.svg.", dir_okay=False),
]


def recap(ctx: typer.Context, night: RecapNight = None, image: Image = None, as_json: JsonOption = False) -> None:
    """A short plain-text summary of the night for a group chat: the winner, every player's net
    in chips and money, who pays whom (as `booray settle` lists it), the biggest pot and the
    bourrés. With --image, also a picture of the same to share (needs the `image` extra:
    pip install "booray-ledger[image]").

    Example: booray recap --night Friday --image friday.png
    """
    from booray_ledger.text import recap as words

    if image is not None:
        from booray_ledger.text import card

        card.check_can_draw(image)
    with open_ledger(ctx) as ledger:
        data = ledger.recap(night)
    with speaking_for(data["language"]):  # the night's language, unless --lang chose another
        missing: list[str] = []
        if image is not None:
            missing = card.draw(data, image)  # before any output: a card that cannot be written is the one error
        emit(data, as_json, words.recap)
        if image is not None:
            if missing:  # letters no font here has: left out of the card, and said so
                typer.echo(f"booray: {card.missing_fonts(missing)}", err=True)
            typer.echo(words.card_written(str(image)), err=True)  # stdout stays the text (or JSON) to paste
