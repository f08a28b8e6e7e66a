"""The recap's shareable card, drawn for real by matplotlib: a PNG that opens with a sensible size
and is not blank, an SVG that parses and carries every player's name and net as text, and a
one-line refusal naming the extra when matplotlib is not installed."""

from __future__ import annotations

import os
import subprocess
import sys
import warnings
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from booray_ledger import hand
from booray_ledger.errors import BoorayError, UsageError
from booray_ledger.results import Recap
from booray_ledger.text import card
from booray_ledger.text.words import money
from tests.helpers import friday

PLAYERS = "Ann Bob Cat Dan Zoë"


def a_night(db: Path) -> Recap:
    """Friday ended: bourrés, a cash-out (so the bank settles), a pot split at the end."""
    with friday(db, PLAYERS, chip_value="0.25", currency="EUR") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass", "Zoë=pass"]))
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=0", "Zoë=pass"]))
        ledger.cash_out("Cat")
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Dan=1", "Zoë=pass"]))  # a tie: the pot stays
        ledger.end_night("split")
        return ledger.recap()


def test_the_png_opens_at_a_sensible_size_and_is_not_blank(tmp_path: Path) -> None:
    from PIL import Image

    done = a_night(tmp_path / "f.db")
    path = tmp_path / "friday.png"
    card.draw(done, path)
    with Image.open(path) as image:
        assert image.format == "PNG"
        width, height = image.size
        assert width == 1200
        assert 400 <= height <= 2000
        colours = image.convert("RGB").getcolors(maxcolors=1_000_000) or []
    background = max(colours)[1]
    ink = sum(n for n, colour in colours if colour != background)
    assert ink > 0.02 * width * height  # text and bars, not an empty card
    assert len(colours) > 50  # anti-aliased text in several colours


def test_the_svg_parses_and_has_every_name_and_net_as_text(tmp_path: Path) -> None:
    done = a_night(tmp_path / "f.db")
    path = tmp_path / "friday.svg"
    card.draw(done, path)
    root = ElementTree.parse(path).getroot()
    assert root.tag.endswith("svg")
    words = " ".join(" ".join(t.itertext()) for t in root.iter() if t.tag.endswith("text"))
    for net in done["nets"]:
        assert net["player"] in words
        shown = f"{'+' if net['chips'] > 0 else ''}{net['chips']} chip"
        assert shown in words, shown
        assert money(net["amount"], "EUR", signed=True) in words
    assert "bank" in words
    assert done["night"] in words


def test_a_card_is_a_png_or_an_svg_in_a_folder_that_exists(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"--image .*card\.gif: give a file ending in \.png or \.svg"):
        card.check_can_draw(tmp_path / "card.gif")
    with pytest.raises(UsageError, match="there is no folder"):
        card.check_can_draw(tmp_path / "nowhere" / "card.png")
    card.check_can_draw(tmp_path / "card.PNG")  # any case


def test_a_card_that_cannot_be_written_is_one_error(tmp_path: Path) -> None:
    done = a_night(tmp_path / "f.db")
    folder = tmp_path / "card.png"
    folder.mkdir()  # a folder where the file should go
    with pytest.raises(BoorayError, match="could not write the card to"):
        card.draw(done, folder)


@pytest.mark.slow  # a fresh interpreter
def test_without_matplotlib_image_refuses_in_one_line_naming_the_extra(tmp_path: Path) -> None:
    db = tmp_path / "f.db"
    a_night(db)
    code = (
        "import sys; sys.modules['matplotlib'] = None\n"
        "from booray_ledger.cli.main import app\n"
        f"app(['--db', {str(db)!r}, 'recap', '--image', {str(tmp_path / 'card.png')!r}])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "booray: --image needs matplotlib, which is not installed; install the image extra: "
        'pip install "booray-ledger[image]"'
    )
    assert done.stdout == ""
    assert not (tmp_path / "card.png").exists()


def test_the_image_extra_and_the_test_extras_bring_matplotlib() -> None:
    """`pip install ".[image]"` is what the refusal names; `.[test]` (what .ci/run installs) and
    `.[dev]` bring it too, so CI draws the cards instead of skipping them."""
    import tomllib

    extras = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]
    for extra in ("image", "test", "dev"):
        assert any(d.startswith("matplotlib") for d in extras[extra]), extra
    assert card.EXTRA == 'pip install "booray-ledger[image]"'


HAS_FALLBACK_FONT = bool(
    subprocess.run(["sh", "-c", "fc-list 2>/dev/null | grep -qi 'wenquanyi micro hei'"]).returncode == 0
)


@pytest.mark.skipif(
    not HAS_FALLBACK_FONT and not os.environ.get("CI"),
    reason="no fallback font here (Debian: apt-get install fonts-wqy-microhei); CI installs it and always runs this test",
)
def test_chinese_japanese_and_korean_names_are_drawn_not_boxes(tmp_path: Path) -> None:
    """DejaVu Sans has no CJK glyphs; matplotlib warns for each glyph no listed font has."""
    with friday(tmp_path / "f.db", "Ann 陳 さくら 김") as ledger:
        ledger.record_hand(hand(["Ann=3", "陳=2", "さくら=0", "김=pass"]))
        done = ledger.recap()
    assert "WenQuanYi Micro Hei" in card.fallback_families()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        card.draw(done, tmp_path / "night.png")
    missing = [str(w.message) for w in caught if "missing from font" in str(w.message)]
    assert missing == []
