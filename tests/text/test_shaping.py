"""A card's line as the shaper draws it: bidi levels from fribidi in the language's direction,
runs of one script, level and font, their visual order (rule L2), clusters and wrapping that
never splits a name or leaves an isolate open."""

from __future__ import annotations

from booray_ledger.text import fonts, shaping
from booray_ledger.text.fonts import Face
from booray_ledger.text.shaping import FSI, PDI, Run


def test_an_isolated_arabic_name_is_the_only_right_to_left_part_of_an_english_line() -> None:
    text = f"Siti pays {FSI}علي{PDI} 1 chip"
    found = shaping.levels(text, rtl=False)
    assert [found[i] for i, ch in enumerate(text) if ch in "علي"] == [1, 1, 1]
    assert {found[i] for i, ch in enumerate(text) if ch not in "علي"} == {0}


def test_in_a_right_to_left_line_latin_words_and_numbers_are_embedded_left_to_right() -> None:
    text = "Siti pays علي 1"
    found = shaping.levels(text, rtl=True)
    assert found[: len("Siti pays")] == [2] * len("Siti pays")
    assert (found[text.index("ع")], found[-1]) == (1, 2)


def test_runs_follow_script_level_and_font() -> None:
    line = shaping.shape(f"{FSI}سندس{PDI} pays Батаа 1 chip", rtl=False)
    assert [(run.text, run.rtl) for run in line.runs] == [("سندس", True), (" pays Батаа 1 chip", False)]
    assert [run.face.family for run in line.runs] == ["Noto Sans Arabic", "Noto Sans"]
    assert line.missing == ""


def test_a_two_word_name_is_one_run_and_digits_after_a_name_take_the_default_font() -> None:
    line = shaping.shape("അനു ശ്രീ +3 chips", rtl=False)
    assert [run.text for run in line.runs] == ["അനു ശ്രീ", " +3 chips"]


def test_in_a_right_to_left_line_the_first_words_are_on_the_right() -> None:
    line = shaping.shape(f"{FSI}Siti{PDI} pays {FSI}علي{PDI}", rtl=True)
    assert [run.text.strip() for run in line.runs if run.text.strip()] == ["علي", "pays", "Siti"]


def face(name: str) -> Face:
    return Face(name, f"{name}.ttf", 0, ((0, 0x10FFFF),))


def test_visual_order_reverses_each_level_from_the_highest_down() -> None:
    """Rule L2: levels 0 1 1 2 2 1 read as a, [f, [d e], c b] with the level-2 pair kept in order."""
    runs = [
        (Run(t, face("x"), lv % 2 == 1), lv) for t, lv in [("a", 0), ("b", 1), ("c", 1), ("d", 2), ("e", 2), ("f", 1)]
    ]
    assert [run.text for run in shaping.visual_order(runs)] == ["a", "f", "d", "e", "c", "b"]


def test_clusters_keep_marks_and_conjuncts_with_their_letter() -> None:
    assert shaping.clusters("അനു") == ["അ", "നു"]
    assert shaping.clusters("ശ്രീ") == ["ശ്രീ"]
    assert shaping.clusters("Zoë") == ["Z", "o", "ë"]


def test_wrapping_breaks_at_spaces_and_never_inside_a_name() -> None:
    def width(text: str) -> float:
        return float(len(text.replace(FSI, "").replace(PDI, "")))

    text = f"Dan pays {FSI}Ann Marie Smith{PDI} 19 chips"
    assert shaping.wrap(text, 16, width) == ["Dan pays", f"{FSI}Ann Marie Smith{PDI}", "19 chips"]


def test_a_word_too_wide_is_cut_between_clusters_each_piece_isolated() -> None:
    def width(text: str) -> float:
        return float(len(text.replace(FSI, "").replace(PDI, "")))

    pieces = shaping.wrap(f"{FSI}عليعليعلي{PDI}", 4, width)
    assert pieces == [f"{FSI}عليع{PDI}", f"{FSI}ليعل{PDI}", f"{FSI}ي{PDI}"]
    assert all(piece.count(FSI) == piece.count(PDI) for piece in pieces)


def test_a_character_no_font_has_is_left_out_and_reported() -> None:
    """A letter of a script no font here has (Debian's fonts-noto-core has no Tangsa, Vithkuqi
    or Toto): out of the runs, in ``missing``."""
    candidates = "\U00016a70\U00010570\U0001e290\U00018b00"
    letter = next(
        ch for ch in candidates if fonts.first_covering(ch, fonts.faces_for(fonts.script_of(ch), False)) is None
    )
    line = shaping.shape(f"Ann {letter}{letter}", rtl=False)
    assert line.missing == letter * 2
    assert "".join(run.text for run in line.runs) == "Ann "


def test_shaping_is_there() -> None:
    """Pillow's raqm layout and fribidi load on this machine (CI installs libraqm0)."""
    shaping.check_shaping()
    assert {FSI, PDI} <= shaping.BIDI_CONTROLS


def test_a_line_reads_in_the_direction_of_its_first_letter_outside_the_names() -> None:
    """A Pashto line whose words are Pashto reads right to left, an English message not yet
    translated left to right on a Pashto card; a line of a name and numbers only, in the
    language's direction."""
    assert shaping.reads_right_to_left("\u2068Siti\u2069 +۳ چپونه", rtl=True)
    assert not shaping.reads_right_to_left("\u2068علي\u2069 pays \u2068گل\u2069 ۳ chips", rtl=True)
    assert shaping.reads_right_to_left("\u2068Siti\u2069 +۳", rtl=True)
    assert not shaping.reads_right_to_left("\u2068علي\u2069 +3", rtl=False)


def test_a_pashto_digit_among_latin_words_keeps_the_words_in_their_font() -> None:
    """The digits go to the Arabic font; the words stay in Noto Sans, not a fallback that has all."""
    line = shaping.shape("wins with +۱۲ chips", rtl=False, language="ps")
    assert [(run.text, run.face.family) for run in line.runs] == [
        ("wins with +", "Noto Sans"),
        ("۱۲", "Noto Sans Arabic"),
        (" chips", "Noto Sans"),
    ]
