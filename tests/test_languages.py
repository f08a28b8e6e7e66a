"""The languages the program speaks, and which one is asked for (issue 28, item 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import languages as i18n
from booray_ledger.errors import ErrorCode, UsageError


@pytest.mark.parametrize(
    ("text", "code"),
    [("ps", "ps"), ("ps_AF.UTF-8", "ps"), ("ms-MY", "ms"), ("ML", "ml"), ("mn_MN@cyrillic", "mn"),
     ("en_US.UTF-8", "en"), ("C", None), ("POSIX", None), ("fr_FR.UTF-8", None), ("", None)],
)  # fmt: skip
def test_a_code_or_a_locale_name_names_a_language(text: str, code: str | None) -> None:
    assert i18n.code_of(text) == code


def test_booray_lang_comes_before_the_locale_variables() -> None:
    assert i18n.from_environment({"BOORAY_LANG": "sd", "LC_ALL": "ps_AF.UTF-8"}) == "sd"


def test_lc_all_comes_before_lc_messages_and_lang() -> None:
    assert i18n.from_environment({"LC_ALL": "mn_MN.UTF-8", "LC_MESSAGES": "ml_IN", "LANG": "ps_AF"}) == "mn"


def test_lc_messages_comes_before_lang() -> None:
    assert i18n.from_environment({"LC_MESSAGES": "ml_IN.UTF-8", "LANG": "ps_AF"}) == "ml"


def test_a_locale_the_program_does_not_speak_is_english() -> None:
    assert i18n.from_environment({"LANG": "de_DE.UTF-8"}) == "en"


def test_no_locale_at_all_is_english() -> None:
    assert i18n.from_environment({}) == "en"


def test_an_unknown_booray_lang_is_refused_with_the_languages_spoken() -> None:
    with pytest.raises(UsageError) as raised:
        i18n.from_environment({"BOORAY_LANG": "xx"})
    assert (raised.value.code, raised.value.facts["known"]) == (ErrorCode.UNKNOWN_LANGUAGE, list(i18n.LANGUAGES))


def test_a_catalog_tried_from_booray_locale_dir_is_spoken_by_its_code(tmp_path: Path) -> None:
    (tmp_path / "qps" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "qps" / "LC_MESSAGES" / "booray.mo").write_bytes(b"")
    environ = {"BOORAY_LOCALE_DIR": str(tmp_path)}
    assert list(i18n.spoken(environ))[-1] == "qps"


def test_without_booray_locale_dir_only_the_installed_languages_are_spoken() -> None:
    assert i18n.spoken({}) == i18n.LANGUAGES
