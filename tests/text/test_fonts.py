"""The card's fonts, found through this machine's fontconfig: each script's family first, then the
defaults, then fontconfig's own fallback; coverage read from fontconfig's character sets; the
script of a character, as a warning names it."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.text import fonts
from booray_ledger.text.fonts import Face


def test_fontconfigs_charset_is_read_as_ranges() -> None:
    assert fonts.charset("20-7e a0 d00-d7f") == ((0x20, 0x7E), (0xA0, 0xA0), (0xD00, 0xD7F))
    face = Face("x", "x.ttf", 0, fonts.charset("20-7e a0 d00-d7f"))
    assert face.covers("Ann അനു")
    assert not face.covers("Ann علي")
    assert [face.covers(ch) for ch in "\x1f\xa0\xa1"] == [False, True, False]


@pytest.mark.parametrize(
    ("script", "first"),
    [("Malayalam", "Noto Sans Malayalam"), ("Arabic", "Noto Sans Arabic"), ("Mongolian", "Noto Sans Mongolian"),
     ("Latin", "Noto Sans"), ("Cyrillic", "Noto Sans")],
)  # fmt: skip
def test_each_script_is_tried_in_its_own_family_first(script: str, first: str) -> None:
    """The Noto families of Debian's fonts-noto-core (installed here and by .ci/run)."""
    for bold in (False, True):
        faces = fonts.faces_for(script, bold)
        assert faces[0].family == first
        assert Path(faces[0].path).is_file()


def test_the_bold_face_is_chosen_where_the_family_has_one() -> None:
    assert "Bold" in Path(fonts.faces_for("Arabic", True)[0].path).name
    assert "Bold" not in Path(fonts.faces_for("Arabic", False)[0].path).name


def test_a_family_that_is_not_installed_is_none_not_another_family() -> None:
    assert fonts.family("No Such Family Booray", False) is None


def test_the_fallback_chain_covers_what_the_families_do_not() -> None:
    """fontconfig's own fallback order reaches scripts no family is chosen for (Hebrew, here)."""
    face = fonts.first_covering("שלום", fonts.faces_for("Hebrew", False))
    assert face is not None
    assert face.covers("שלום")


def test_without_fontconfig_no_font_can_be_chosen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # a PATH with no fc-match on it
    with pytest.raises(fonts.NoFontconfig):
        fonts._fc_match("sans-serif")


@pytest.mark.parametrize(
    ("ch", "script"),
    [("അ", "Malayalam"), ("ു", fonts.INHERITED), ("\u200d", fonts.INHERITED), ("ع", "Arabic"), ("Б", "Cyrillic"),
     ("a", "Latin"), ("陳", "Cjk"), ("さ", "Cjk"), ("김", "Cjk"), ("1", fonts.COMMON), ("۱", fonts.COMMON),
     (" ", fonts.COMMON), ("(", fonts.COMMON), ("$", fonts.COMMON)],
)  # fmt: skip
def test_the_script_of_a_character(ch: str, script: str) -> None:
    assert fonts.script_of(ch) == script


def test_a_script_is_named_as_people_call_it() -> None:
    assert fonts.script_name("\U0001e900") == "Adlam"
    assert fonts.script_name("ᱚ") == "Ol Chiki"
    assert fonts.script_name("\U00016a70") == "Tangsa"
    assert fonts.script_name("☃") == "symbols"


def test_a_font_is_laid_out_by_raqm() -> None:
    from PIL import ImageFont

    face = fonts.faces_for("Arabic", False)[0]
    assert fonts.pil_font(face, 20).layout_engine == ImageFont.Layout.RAQM
    assert fonts.pil_font(face, 20) is fonts.pil_font(face, 20)  # opened once


def test_digits_and_signs_are_drawn_in_the_fonts_of_the_languages_script() -> None:
    """In Pashto and Sindhi a digit or a sign goes to the Arabic fonts first, in Malayalam to the
    Malayalam one; in English and Malay (Latin) and Mongolian (Cyrillic) to the defaults."""
    assert fonts.preferred(fonts.COMMON, False, "ps")[0].family == "Noto Sans Arabic"
    assert fonts.preferred(fonts.COMMON, False, "sd")[0].family == "Noto Sans Arabic"
    assert fonts.preferred(fonts.COMMON, False, "ml")[0].family == "Noto Sans Malayalam"
    for language in ("en", "ms", "mn", None):
        assert fonts.preferred(fonts.COMMON, False, language)[0].family == "Noto Sans"
    assert fonts.preferred("Malayalam", False, "ps")[0].family == "Noto Sans Malayalam"  # letters: their own script
