"""The recap's shareable card, drawn for real by Pillow with raqm in fonts fontconfig finds: a PNG
that opens with a sensible size and is not blank, an SVG that parses and carries every name and
net as text, a name in each script drawn in a font that has every one of its glyphs (compared
with the font's .notdef), Arabic joined and right to left, Malayalam conjuncts shaped, a Pashto
card laid out right to left, money that never runs under a bar, and a one-line refusal naming the
package for each thing the card cannot do without."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont, ImageStat

from booray_ledger import hand
from booray_ledger.api.book import Ledger
from booray_ledger.errors import BoorayError, UsageError
from booray_ledger.results import Recap
from booray_ledger.text import card, i18n
from booray_ledger.text.fonts import Face
from booray_ledger.text.shaping import BIDI_CONTROLS, IGNORABLE, ShapedLine, shape
from booray_ledger.text.words import money
from tests.helpers import friday, tried_catalog, uncovered_letter

PLAYERS = "Ann Bob Cat Dan Zoë"

SCRIPTS = ["അനു", "ശ്രീ", "കൃഷ്ണൻ", "Батаа", "علي", "سنڌو", "ګل", "Siti"]
"""A name in each script the program speaks: Malayalam (a vowel sign, a conjunct with a reph, a
chillu), Cyrillic (Mongolian), Arabic (Sindhi's ڌ, Pashto's ګ) and Latin (Malay)."""


def a_night(db: Path) -> Recap:
    """Friday ended: bourrés, a cash-out (so the bank settles), a pot split at the end."""
    with friday(db, PLAYERS, chip_value="0.25", currency="EUR") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2", "Cat=0", "Dan=pass", "Zoë=pass"]))
        ledger.record_hand(hand(["Ann=2", "Bob=3", "Cat=0", "Dan=0", "Zoë=pass"]))
        ledger.cash_out("Cat")
        ledger.record_hand(hand(["Ann=2", "Bob=2", "Dan=1", "Zoë=pass"]))  # a tie: the pot stays
        ledger.end_night("split")
        return ledger.recap()


def night_of(db: Path, names: list[str], chip_value: str = "0.25", night: str = "Friday") -> Recap:
    """An ended night of ``names``: two hands with a bourré each, the pot split at the end."""
    with Ledger.open(db) as ledger:
        ledger.start_night(night, names, chip_value=chip_value)
        first, second, third, *rest = names
        ledger.record_hand(hand([f"{first}=3", f"{second}=2", f"{third}=0", *(f"{p}=pass" for p in rest)]))
        ledger.record_hand(hand([f"{first}=2", f"{second}=0", f"{third}=3", *(f"{p}=0" for p in rest)]))
        ledger.end_night("split")
        return ledger.recap()


def test_the_png_opens_at_a_sensible_size_and_is_not_blank(tmp_path: Path) -> None:
    done = a_night(tmp_path / "f.db")
    path = tmp_path / "friday.png"
    assert card.draw(done, path) == []
    with Image.open(path) as image:
        assert image.format == "PNG"
        width, height = image.size
        assert width == 1200
        assert 300 <= height <= 2000
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
    texts = [t for t in root.iter() if t.tag.endswith("text")]
    words = " ".join(" ".join(t.itertext()) for t in texts)
    for net in done["nets"]:
        assert net["player"] in words
        shown = f"{'+' if net['chips'] > 0 else ''}{net['chips']} chip"
        assert shown in words, shown
        assert money(net["amount"], "EUR", signed=True) in words
    assert "bank" in words
    assert done["night"] in words
    assert all("'Noto Sans'" in t.attrib["font-family"] for t in texts)  # the fonts it was measured in
    assert root.attrib["{http://www.w3.org/XML/1998/namespace}lang"] == "en"


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


# Every glyph drawn is a glyph ------------------------------------------------------------------


def bitmap(font: ImageFont.FreeTypeFont, text: str) -> bytes:
    """``text`` drawn in ``font`` on a blank image, as its bytes."""
    image = Image.new("L", (200, 100), 0)
    ImageDraw.Draw(image).text((20, 70), text, font=font, fill=255, anchor="ls")
    return image.tobytes()


def glyph(face: Face, text: str, size: int = 40) -> bytes:
    """``text`` drawn alone in ``face`` without shaping, as a bitmap."""
    return bitmap(ImageFont.truetype(face.path, size, index=face.index, layout_engine=ImageFont.Layout.BASIC), text)


def notdef(face: Face) -> bytes:
    """What ``face`` draws for a character it has no glyph for (its .notdef, usually a box)."""
    return glyph(face, "\U0010fffd")


def boxes(line: ShapedLine) -> list[str]:
    """The characters of ``line`` drawn as their font's .notdef."""
    return [
        ch
        for run in line.runs
        for ch in run.text
        if ch not in IGNORABLE and ch != " " and glyph(run.face, ch) == notdef(run.face)
    ]


@pytest.mark.parametrize("language", ["en", "ml", "mn", "sd", "ms", "ps"])
def test_a_name_in_each_script_is_drawn_in_fonts_that_have_every_glyph(tmp_path: Path, language: str) -> None:
    """Each character of every line, in the font its run is drawn in, is a glyph and not the
    font's .notdef; nothing is left out; and every character of the words is in a run."""
    recap = night_of(tmp_path / "n.db", SCRIPTS, night="ഓണം رات")
    with i18n.speaking(language):
        laid = card.layout(recap)
        card.draw(recap, tmp_path / "card.png")
    assert laid.missing() == []
    for placed in laid.texts:
        assert placed.line.missing == ""
        assert boxes(placed.line) == [], placed.text
        shown = sorted("".join(run.text for run in placed.line.runs))
        assert shown == sorted(ch for ch in placed.text if ch not in BIDI_CONTROLS), placed.text
    drawn = {run.face.family for placed in laid.texts for run in placed.line.runs}
    assert {"Noto Sans", "Noto Sans Malayalam", "Noto Sans Arabic"} <= drawn


def test_arabic_is_joined_and_drawn_right_to_left() -> None:
    """علي as the card draws it is exactly its letters' joined forms (initial ain, medial lam,
    final yeh) set right to left, and unlike the same letters unjoined."""
    line = shape("علي", rtl=False)
    (run,) = line.runs
    assert (run.rtl, run.face.family) == (True, "Noto Sans Arabic")
    font = ImageFont.truetype(run.face.path, 40, layout_engine=ImageFont.Layout.BASIC)

    def drawn(paint: object) -> Image.Image:
        image = Image.new("L", (240, 80), 0)
        canvas = ImageDraw.Draw(image)
        if isinstance(paint, ShapedLine):
            paint.draw(canvas, 10, 60, 40, "white", None)
        else:
            canvas.text((10, 60), str(paint), font=font, fill=255, anchor="ls")
        return image

    card_drawn = drawn(line)
    joined = drawn("\ufef2\ufee0\ufecb")  # seen left to right: yeh final, lam medial, ain initial
    unjoined = drawn("\ufef1\ufedd\ufec9")  # the isolated forms
    assert ImageChops.difference(card_drawn, joined).getbbox() is None
    assert sum(ImageStat.Stat(ImageChops.difference(card_drawn, unjoined)).sum) > 10_000


def test_malayalam_conjuncts_are_shaped() -> None:
    """ശ്രീ (sha, virama, ra, ii) shaped is not its four characters side by side: the ra
    becomes a sign on the consonant."""
    line = shape("ശ്രീ", rtl=False)
    (run,) = line.runs
    assert run.face.family == "Noto Sans Malayalam"
    shaped = ImageFont.truetype(run.face.path, 40, layout_engine=ImageFont.Layout.RAQM)
    unshaped = ImageFont.truetype(run.face.path, 40, layout_engine=ImageFont.Layout.BASIC)
    assert bitmap(shaped, "ശ്രീ") != bitmap(unshaped, "ശ്രീ")
    assert line.width(40) < unshaped.getlength("ശ്രീ")


def words_of(laid: card.RecapCard, needle: str) -> card.Placed:
    return next(p for p in laid.texts if needle in p.text)


def test_an_arabic_name_keeps_its_place_in_an_english_line(tmp_path: Path) -> None:
    """``Батаа pays علي 3 chips``: the words in their order, the name where it is named (the
    issue: a line holding an Arabic name came out in the wrong order)."""
    recap = night_of(tmp_path / "n.db", ["علي", "Батаа", "Siti"])
    laid = card.layout(recap)
    paid = words_of(laid, "pays \u2068علي")
    assert [run.text.strip() for run in paid.line.runs][:2] == ["Батаа pays", "علي"]
    assert paid.line.runs[2].text.lstrip().startswith(tuple("0123456789"))
    assert (laid.rtl, paid.start) == (False, card.SECOND)


PASHTO = {
    ("{player} {chips} chip ({money})", "{player} {chips} chips ({money})"): (
        "{player} {chips} چپ ({money})",
        "{player} {chips} چپونه ({money})",
    ),
    "Settle up": "حساب پاکول",
}
"""A Pashto catalog in the making: the nets and one title translated, the rest still English."""


def test_a_pashto_card_reads_right_to_left(tmp_path: Path) -> None:
    """In Pashto the nets are on the right, each line is set from the right and each bar grows
    to the left from after its words; a translated line reads right to left, a message not yet
    translated left to right (set from the right all the same); the SVG says its language and
    each line's direction; the Pashto digits are drawn in the Arabic font."""
    recap = night_of(tmp_path / "n.db", ["ګل", "Siti", "അനു"])
    with tried_catalog(tmp_path / "locale", "ps", PASHTO):  # type: ignore[arg-type]
        laid = card.layout(recap)
        image = card.png(laid).convert("RGB")
        svg = card.svg(laid)
    image.save(tmp_path / "ps.png")
    assert laid.rtl
    for placed in laid.texts:
        assert card.left_edge(laid, placed.start, placed.width) + placed.width == pytest.approx(
            card.WIDTH - placed.start
        )
    for bar in laid.bars:
        right = card.left_edge(laid, bar.start, bar.length) + bar.length
        assert right == pytest.approx(card.WIDTH - bar.start)
        assert right > card.WIDTH / 2
    greens = [x for x in range(card.WIDTH) if image.getpixel((x, round(laid.bars[0].top) + 10)) == (110, 231, 135)]
    assert greens
    assert min(greens) > card.WIDTH / 2  # the winner's bar, on the right half
    root = ElementTree.fromstring(svg)
    assert root.attrib["{http://www.w3.org/XML/1998/namespace}lang"] == "ps"
    directions = {"".join(t.itertext()): t.attrib["direction"] for t in root.iter() if t.tag.endswith("text")}
    assert directions["حساب پاکول".upper()] == "rtl"
    assert directions["\u2068Siti\u2069 -۶ چپونه (-$\xa0۱٫۵۰)"] == "rtl"
    assert directions[next(t for t in directions if t.startswith("Biggest pot"))] == "ltr"
    net = words_of(laid, "\u2068Siti\u2069 -۶")
    assert net.line.rtl
    seen = [run.text.strip() for run in net.line.runs]  # left to right
    assert seen[-1] == "Siti"  # read first: at the right
    assert seen.index("۱٫۵۰") < seen.index("چپونه") < seen.index("Siti")
    assert {run.face.family for run in net.line.runs if run.text.strip("()-+$\xa0")} >= {"Noto Sans Arabic"}
    assert not words_of(laid, "Biggest pot").line.rtl


def test_long_money_never_runs_under_a_bar(tmp_path: Path) -> None:
    """With a chip worth 999,999.99 and a 40-letter name, every net's words end before the bars
    begin, and the bars still have room."""
    names = ["Siti Nurhaliza binti Tarudin Abdul Rahma", "കൃഷ്ണൻ", "Батаа", "علي"]
    recap = night_of(tmp_path / "n.db", names, chip_value="999999.99")
    laid = card.layout(recap)
    bars_from = laid.bars[0].start
    nets = [p for p in laid.texts if p.start == card.MARGIN and p.baseline > laid.bars[0].top - 40]
    assert len(nets) >= 4  # a line or two for each of the four nets
    assert all(p.start + p.width <= bars_from - card.BAR_GAP + 0.5 for p in nets)
    assert all(bar.start + bar.length <= card.MARGIN + card.COLUMN + 0.5 for bar in laid.bars)
    assert card.MARGIN + card.COLUMN - bars_from >= card.MIN_BAR
    assert all(p.start + p.width <= card.WIDTH - card.MARGIN + 0.5 for p in laid.texts)


def test_a_letter_no_font_has_is_left_out_and_its_script_named(tmp_path: Path) -> None:
    letter = uncovered_letter()
    recap = night_of(tmp_path / "n.db", ["Ann", "Bob", letter * 3])
    path = tmp_path / "card.png"
    missing = card.draw(recap, path)
    assert len(missing) == 1
    assert missing[0] not in ("symbols", "")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    laid = card.layout(recap)
    assert all(boxes(p.line) == [] for p in laid.texts)
    assert all(letter not in run.text for p in laid.texts for run in p.line.runs)
    assert card.missing_fonts(missing) == (
        f"the recap card leaves out the {missing[0]} letters: no font on this machine has them; "
        "install one (Debian: fonts-noto-core)"
    )


HAS_CJK_FONT = bool(subprocess.run(["sh", "-c", "fc-list :lang=zh 2>/dev/null | grep -q ."]).returncode == 0)


@pytest.mark.skipif(
    not HAS_CJK_FONT and not os.environ.get("CI"),
    reason="no CJK font here (Debian: apt-get install fonts-wqy-microhei); CI installs it and always runs this test",
)
def test_chinese_japanese_and_korean_names_are_drawn_not_boxes(tmp_path: Path) -> None:
    recap = night_of(tmp_path / "n.db", ["Ann", "陳", "さくら", "김"])
    laid = card.layout(recap)
    assert laid.missing() == []
    assert all(boxes(p.line) == [] for p in laid.texts)


# What the card cannot do without ---------------------------------------------------------------


def refusal(tmp_path: Path, code: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``recap --image`` run in a fresh interpreter after ``code``, against an ended night."""
    db = tmp_path / "f.db"
    a_night(db)
    script = (
        f"{code}\nfrom booray_ledger.cli.main import app\n"
        f"app(['--db', {str(db)!r}, 'recap', '--image', {str(tmp_path / 'card.png')!r}])\n"
    )
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env={**os.environ, **(env or {})}
    )


@pytest.mark.slow  # a fresh interpreter
def test_without_pillow_image_refuses_in_one_line_naming_the_extra(tmp_path: Path) -> None:
    done = refusal(tmp_path, "import sys; sys.modules['PIL'] = None")
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "booray: --image needs Pillow, which is not installed; install the image extra: "
        'pip install "booray-ledger[image]"'
    )
    assert done.stdout == ""
    assert not (tmp_path / "card.png").exists()


@pytest.mark.slow  # a fresh interpreter
def test_without_fribidi_image_refuses_rather_than_draw_unshaped_text(tmp_path: Path) -> None:
    """A machine whose fribidi cannot be loaded (here: a broken file found first) has no raqm
    layout: the card is refused, naming the packages, and nothing is written."""
    broken = tmp_path / "lib"
    broken.mkdir()
    (broken / "libfribidi.so.0").write_bytes(b"")
    done = refusal(tmp_path, "", {"LD_LIBRARY_PATH": str(broken)})
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "booray: --image needs text shaping (Pillow's raqm layout and the fribidi library), which this "
        "machine lacks; install them (Debian: libfribidi0 libraqm0)"
    )
    assert not (tmp_path / "card.png").exists()


@pytest.mark.slow  # a fresh interpreter
def test_without_fontconfig_image_refuses_naming_it(tmp_path: Path) -> None:
    done = refusal(tmp_path, "", {"PATH": str(tmp_path)})  # no fc-match on this PATH
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "booray: --image finds its fonts through fontconfig, which is not installed; install it (Debian: fontconfig)"
    )
    assert not (tmp_path / "card.png").exists()


def test_the_image_extra_and_the_test_extras_bring_pillow_not_matplotlib() -> None:
    """`pip install ".[image]"` is what the refusal names; `.[test]` (what .ci/run installs) and
    `.[dev]` bring it too, so CI draws the cards instead of skipping them. matplotlib is no
    longer used."""
    import tomllib

    extras = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]
    for extra in ("image", "test", "dev"):
        assert any(d.lower().startswith("pillow") for d in extras[extra]), extra
        assert not any(d.startswith("matplotlib") for d in extras[extra]), extra
    assert card.EXTRA == 'pip install "booray-ledger[image]"'
