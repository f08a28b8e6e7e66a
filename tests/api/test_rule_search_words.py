"""How the rulebook search reads each language's words: folding, word boundaries in every script,
stems and the lists kept beside each book."""

from __future__ import annotations

from booray_ledger.api.rule_search_words import Affixes, fold, malayalam_base, speech, word_list, words_of
from booray_ledger.rules import rulebook


def test_words_are_cut_at_spaces_and_punctuation_never_at_a_vowel_sign() -> None:
    assert words_of("Booray'd, BOURRÉ!") == ["boorayd", "bourre"]
    assert words_of("സമനിലയും സ്പ്ലിറ്റ് പോട്ടും.", "ml") == ["സമനിലയും", "സ്പ്ലിറ്റ്", "പോട്ടും"]
    assert words_of("Тэнцээ ба хуваасан тогоо", "mn") == ["тэнцээ", "ба", "хуваасан", "тогоо"]
    assert words_of("برابري ۽ ورهايل پوٽ، ٢ چالون", "sd") == ["برابري", "ورهايل", "پوٽ", "٢", "چالون"]
    assert words_of("don\u2019t fold") == ["dont", "fold"]  # a typed curly apostrophe is an apostrophe


def test_folding_keeps_each_scripts_letters_and_drops_what_is_only_spelling() -> None:
    assert fold("Тоглоомын ёс й") == "тоглоомын ёс й"
    assert fold("ബൗറെ") == "ബൗറെ"
    assert fold("മുന്\u200dകൂര്\u200d", "ml") == "മുൻകൂർ"  # old chillu spellings read as the chillu letters
    assert fold("پوټُ", "ps") == "پوټ"  # an optional vowel mark
    assert fold("كارت", "ps") == "کارت"  # the Arabic keyboard's kaf as Pashto's
    assert fold("ڏئي", "sd") == "ڏيي"


def test_a_malayalam_word_is_compared_as_its_endings_are_glued_on() -> None:
    assert malayalam_base("പോട്ട്") == "പോട്ട"
    assert malayalam_base("മുൻകൂർ") == "മുനകൂര"
    assert malayalam_base("പണം") == "പണ"


def test_endings_are_cut_longest_first_and_a_stem_keeps_its_letters() -> None:
    mongolian = Affixes.read("# comment -no\n-н -ны -ийн -г\n", "mn")
    assert mongolian.endings == ("ийн", "ны", "н", "г")
    assert mongolian.cut_endings("тогооны") == "тогоо"
    assert mongolian.cut_endings("тогоонын", times=1) == "тогооны"  # one ending at a time
    assert mongolian.cut_endings("гоз") == "гоз"  # never shorter than three letters
    malay = Affixes.read("-i -kan\nmem- me-\n", "ms")
    known = frozenset({"menang", "main"})
    assert malay.stem("memenangi", known) == "menang"  # "mem-" would leave no word of the book
    assert malay.stem("menang", known) == "menang"
    pashto = Affixes.read("-م\n", "ps")
    assert pashto.cut_endings("ګټم") == "ګټ"  # two letters are a stem in Arabic script


def test_each_book_has_its_stopwords_names_and_affixes_beside_it() -> None:
    for lang in rulebook.languages():
        words = speech(lang)
        assert words.lang == lang
        assert len(words.stopwords) >= 50, lang
        assert len(words.names) >= 5, lang
        assert not (words.stopwords & {"pot", "tie", "pass", "പോട്ട്", "тогоо", "پوٽ", "kitty", "پوټ"}), lang
    assert "what" in speech("en").stopwords
    assert "ann" in speech("en").names
    assert "എന്ത്" in speech("ml").stopwords
    assert "അനു" in speech("ml").names
    assert speech("ms").affixes.beginnings
    assert not speech("en").affixes.endings
    assert speech("fr") == speech("en")
    assert word_list("# no\nYes, WORD\n", "en") == frozenset({"yes", "word"})


def test_a_name_with_a_malayalam_case_ending_is_still_a_name() -> None:
    words = speech("ml")
    assert words.skips("ബിജുവിന്", frozenset())
    assert words.skips("രാജുവിന്റെ", frozenset({"രാജു"}))
    assert not words.skips("പോട്ട്", frozenset())
    assert not speech("mn").skips("батаагийн", frozenset({"батаа"}))  # only Malayalam glues endings to names
