"""The recap in words: exact sentences, singular and plural, ties, the bank, an open night."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from booray_ledger.results import Recap
from booray_ledger.text import recap
from booray_ledger.text.words import money
from tests.helpers import tried_catalog


def a_recap(**changes: Any) -> Recap:
    """Friday as the API returns it after three hands at 1 chip = $0.25, ended, with a cash-out."""
    done: Recap = {
        "night": "Friday", "ended": True, "started_at": "2026-12-04T20:00:00+00:00",
        "ended_at": "2026-12-05T01:00:00+00:00", "hands": 3, "chip_value": "0.25", "currency": "USD",
        "language": None, "winners": ["Ann"],
        "nets": [{"player": "Ann", "chips": 22, "amount": "5.50"}, {"player": "Bob", "chips": 1, "amount": "0.25"},
                 {"player": "Cat", "chips": -4, "amount": "-1.00"}, {"player": "Dan", "chips": -19, "amount": "-4.75"}],
        "payments": [{"from": "Dan", "to": "Ann", "chips": 19, "amount": "4.75"},
                     {"from": "bank", "to": "Ann", "chips": 3, "amount": "0.75"}],
        "paid": [{"from": "Cat", "to": "bank", "chips": 4, "amount": "1.00"}],
        "pot": 0,
        "biggest_pot": {"hand": 3, "chips": 16, "winners": ["Ann"]},
        "bourres": [{"player": "Cat", "hand": 1, "chips": 4}, {"player": "Dan", "hand": 2, "chips": 7},
                    {"player": "Cat", "hand": 2, "chips": 7}],
    }  # fmt: skip
    done.update(changes)  # type: ignore[typeddict-item]
    return done


def test_the_whole_recap_reads_as_a_message_for_the_group() -> None:
    assert recap.recap_text(a_recap()) == (
        "Friday is over: Ann wins with +22 chips (+$5.50).\n"
        "3 hands, 1 chip = $0.25.\n"
        "\n"
        "Nets:\n"
        "Ann +22 chips (+$5.50)\n"
        "Bob +1 chip (+$0.25)\n"
        "Cat -4 chips (-$1.00)\n"
        "Dan -19 chips (-$4.75)\n"
        "\n"
        "Settle up:\n"
        "Dan pays Ann 19 chips ($4.75)\n"
        "The bank pays Ann 3 chips ($0.75)\n"
        "Cat has paid the bank 4 chips ($1.00)\n"
        "\n"
        "Biggest pot: 16 chips ($4.00), won by Ann in hand 3.\n"
        "Bourrés: Cat in hands 1 and 2, Dan in hand 2."
    )


def test_a_tie_at_the_top_and_an_open_night_say_so() -> None:
    nets = [{"player": "Ann", "chips": 3, "amount": "3.00"}, {"player": "Bob", "chips": 3, "amount": "3.00"},
            {"player": "Cat", "chips": -6, "amount": "-6.00"}]  # fmt: skip
    tied = a_recap(winners=["Ann", "Bob"], nets=nets, currency="EUR")
    assert recap.headline(tied) == "Friday is over: Ann and Bob win with +3 chips (+€3.00) each."
    assert recap.headline(a_recap(ended=False)) == "Friday so far: Ann leads with +22 chips (+$5.50)."
    assert recap.headline(a_recap(winners=[])) == "Friday is over: nobody came out ahead."
    assert recap.joined(["Ann", "Bob", "Cat"]) == "Ann, Bob and Cat"


def test_what_is_left_on_an_open_table_and_a_night_with_nothing_owed() -> None:
    open_night = a_recap(ended=False, pot=1, payments=[], paid=[])
    assert recap.settle_lines(open_night) == [
        "Everyone is square.",
        "Still in the pot: 1 chip, held by the bank until someone wins them.",
    ]


def test_the_night_moments_singular_plural_and_none() -> None:
    assert recap.bourre_line([{"player": "Cat", "hand": 4, "chips": 2}]) == "Bourré: Cat in hand 4."
    assert recap.bourre_line([]) == "No bourrés."
    split = a_recap(biggest_pot={"hand": 2, "chips": 1, "winners": ["Ann", "Bob"]})
    assert recap.pot_line(split) == "Biggest pot: 1 chip ($0.25), shared by Ann and Bob in hand 2."
    assert recap.pot_line(a_recap(biggest_pot=None)) == "Biggest pot: no pot was won."
    assert recap.pot_line(a_recap(biggest_pot=None, ended=False)) == "Biggest pot: none won yet."


def test_the_sections_are_what_the_board_and_the_card_show() -> None:
    parts = recap.sections(a_recap())
    assert [p.title for p in parts] == ["", "Nets", "Settle up", "Moments"]
    text = recap.recap_text(a_recap()).splitlines()
    assert [line for p in parts for line in p.lines] == [line for line in text if line and line[-1] != ":"]


def test_a_name_in_arabic_script_is_isolated_from_the_english_around_it() -> None:
    """``Dan pays ⁨علي⁩ 19 chips``: the name between FSI and PDI, so the words and the numbers
    after it keep their order; Latin names in English are as typed."""
    arabic = a_recap(
        winners=["علي"],
        nets=[{"player": "علي", "chips": 22, "amount": "5.50"}, {"player": "Dan", "chips": -22, "amount": "-5.50"}],
        payments=[{"from": "Dan", "to": "علي", "chips": 22, "amount": "5.50"}],
        paid=[],
        biggest_pot={"hand": 3, "chips": 16, "winners": ["علي"]},
        bourres=[{"player": "علي", "hand": 1, "chips": 4}],
    )
    text = recap.recap_text(arabic)
    assert "Friday is over: \u2068علي\u2069 wins with +22 chips (+$5.50)." in text
    assert "\u2068علي\u2069 +22 chips (+$5.50)\nDan -22 chips (-$5.50)" in text
    assert "Dan pays \u2068علي\u2069 22 chips ($5.50)" in text
    assert "won by \u2068علي\u2069 in hand 3." in text
    assert "Bourré: \u2068علي\u2069 in hand 1." in text


def test_in_pashto_every_name_is_isolated() -> None:
    """In a right-to-left language a Latin name is isolated too (it would take the numbers after
    it into its own direction)."""
    from booray_ledger.text import i18n

    with i18n.speaking("ps"):
        lines = recap.sections(a_recap())
        paid, back = money("4.75", "USD"), money("0.75", "USD")
    assert lines[1].lines[0].startswith("\u2068Ann\u2069 ")
    assert lines[0].lines[0].startswith("\u2068Friday\u2069 ")
    assert all(part in lines[2].lines[0] for part in ("\u2068Dan\u2069", "\u2068Ann\u2069", "۱۹", paid))
    assert paid == "$\xa0۴٫۷۵"  # Pashto's digits and its money
    assert all(part in lines[2].lines[1] for part in ("\u2068Ann\u2069", "۳", back))


def test_every_line_is_a_message_a_translator_can_reorder(tmp_path: Path) -> None:
    """A catalog that words the payment verb last and the titles in Pashto is what the recap
    says: each line is one message, its names, counts and money placeholders."""
    pays = ("{payer} pays {payee} {chips} chip ({money})", "{payer} pays {payee} {chips} chips ({money})")
    bourres = ("Bourré: {bourres}.", "Bourrés: {bourres}.")
    in_hands = ("{player} in hand {hands}", "{player} in hands {hands}")
    with tried_catalog(tmp_path, "ps", {
        pays: ("{payer} {payee} ته {chips} چپ ورکوي ({money})", "{payer} {payee} ته {chips} چپونه ورکوي ({money})"),
        bourres: ("بوري: {bourres}.", "بوري: {bourres}."),
        in_hands: ("{player} په {hands} لاس کې", "{player} په {hands} لاسونو کې"),
        "{rest} and {last}": "{rest} او {last}",
        ", ": "، ",
        "Nets": "پایلې",
        "{title}:": "{title}:",
    }):  # fmt: skip
        text = recap.recap_text(a_recap())
        paid = money("4.75", "USD")
    assert f"\u2068Dan\u2069 \u2068Ann\u2069 ته ۱۹ چپونه ورکوي ({paid})" in text.splitlines()
    assert "پایلې:\n\u2068Ann\u2069 +۲۲ chips" in text
    assert text.endswith("بوري: \u2068Cat\u2069 په ۱ او ۲ لاسونو کې، \u2068Dan\u2069 په ۲ لاس کې.")
