"""Nights and seats in words: a night started, chosen or ended, the other nights still open, a
seat change, and what happened between hands (seat changes, payments). From the API's values
(:mod:`booray_ledger.results`); a front end adds its own command hints (how to switch nights).
"""

from __future__ import annotations

import shlex
from typing import TYPE_CHECKING

from booray_ledger.languages import LANGUAGES
from booray_ledger.text.guards import live_hint
from booray_ledger.text.i18n import N_, say
from booray_ledger.text.words import CommandHint, chip_value, chips, count, money, rule_name, rule_value

if TYPE_CHECKING:
    from booray_ledger.results import (
        NightEnded,
        NightEvent,
        NightReopened,
        NightSettingsChanged,
        NightStarted,
        NightUsed,
        OpenNight,
        RulesInBrief,
        SeatChanged,
        SettingChange,
    )

SEAT_WORDS = {"add": "sits down", "remove": "leaves the table", "out": "sits out", "in": "is dealt in again"}


def open_nights(current: str, others: list[OpenNight]) -> str:
    """The other nights still open, and which is current ('' when there are none):
    ``Sat (2 hands, pot 3) is still open too: both Sat and Fri are open; Fri is the current night.``"""
    if not others:
        return ""

    def one(o: OpenNight) -> str:
        return f"{o['night']} ({count(o['hands'], 'hand')}, pot {o['pot']})"

    if len(others) == 1:
        opened = f"{one(others[0])} is still open too: both {others[0]['night']} and {current} are open"
    else:
        opened = f"Also still open: {', '.join(one(o) for o in others)}"
    return f"{opened}; {current} is the current night."


def night_started(started: NightStarted) -> list[str]:
    """A night started: its players, its house rules, a pot carried in, the other open nights."""
    said = [
        f"Night {started['night']} started: {', '.join(started['players'])} (clockwise).",
        f"House rules: {rules_in_brief(started['rules'])}.",
    ]
    if started["carried_in"]:
        said.append(f"The pot starts at {chips(started['carried_in'])}, carried from the group's last night.")
    others = open_nights(started["night"], started["also_open"])
    return said + ([others] if others else [])


def how_to_record(players: list[str], hint: CommandHint, live: bool) -> str:
    """How to record the first hand of a night just started: the short line typed at the live
    prompt (``live``), else the command ``hint`` names (``booray hand Ann=2 Bob=3 ...``)."""
    if live:
        return live_hint(players)
    first, second = (shlex.quote(f"{name}={tricks}") for name, tricks in zip(players, (2, 3), strict=False))
    return f"Record each hand with: {hint(f'hand {first} {second} ...')}"


def how_to_switch(others: list[OpenNight], hint: CommandHint) -> list[str]:
    """How to work on another open night, in the front end's command words ([] when none is)."""
    if not others:
        return []
    name = others[-1]["night"]
    return [f"Switch with `{hint(f'night use {name}')}`, or name a night on any command with --night {name}."]


def rules_in_brief(brief: RulesInBrief) -> str:
    """``classic``, ``pagat with pot_limit=25``, ``classic with tie=split, pot_limit=none``."""
    listed = ", ".join(f"{key}={'none' if value is None else value}" for key, value in brief["changed"].items())
    return f"{brief['preset']} with {listed}" if listed else brief["preset"]


def night_used(used: NightUsed) -> list[str]:
    """A night made current, and the others still open."""
    others = open_nights(used["night"], used["also_open"])
    return [f"{used['night']} is the current night now."] + ([others] if others else [])


def night_ended(ended: NightEnded) -> list[str]:
    """What ending the night did with the pot, then that it ended."""
    said: list[str] = []
    if ended["pot_action"] == "carry":
        said.append(f"The pot of {ended['pot']} carries to the group's next night.")
    said += [f"{player} gets {got} from the pot." for player, got in ended["shares"].items()]
    return [*said, f"Night {ended['night']} ended."]


def night_reopened(done: NightReopened) -> list[str]:
    """A night reopened: the pot back on the table, the night current again, the others open."""
    back = f" The pot of {chips(done['pot'])} is back on the table." if done["pot"] else ""
    others = open_nights(done["night"], done["also_open"])
    return [f"Night {done['night']} is open again and is the current night.{back}"] + ([others] if others else [])


def night_title(name: str, ended: bool) -> str:
    """A night's name as a report's title: marked when it has ended (``Friday (ended)``), as a
    read command shows the most recent ended night when no night is open."""
    return f"{name} (ended)" if ended else name


def seat_changed(done: SeatChanged) -> str:
    """``Eve sits down after Bob and buys in for 20 chips.``, ``Dan sits out.``, ..."""
    words = f"{done['player']} {SEAT_WORDS[done['action']]}"
    if done["action"] == "add":
        words += f" after {done['after']}" if done["after"] else " in the last seat"
        if done.get("bought"):
            words += f" and buys in for {chips(done.get('bought', 0))}"
    return words + "."


def night_event(event: NightEvent) -> str:
    """A seat change, a payment or a setting changed between hands: ``Eve sits down after Ann``,
    ``payment 1: Cat pays Bob 1 chip``, ``payment 1 voided``, ``from hand 3: ante 1 to 2``."""
    if event["kind"] == "setting" and "change" in event:
        return setting_change(event["change"])
    if event["kind"] == "seat":
        after = f" after {event['after']}" if event.get("after") else ""
        return f"{event.get('player')} {SEAT_WORDS[event.get('action', 'add')]}{after}"
    if event.get("voided"):
        return f"payment {event.get('number')} voided"
    return (
        f"payment {event.get('number')}: {event.get('payer')} pays {event.get('payee')} {chips(event.get('chips', 0))}"
    )


def setting_change(change: SettingChange) -> str:
    """One change of the night's settings: ``from hand 3: ante 1 to 2, pot limit none to 25``
    or ``chip value $1.00 to $0.25 for the whole night``."""
    if change["kind"] == "language":
        return language_change(change["before"]["language"], change["after"]["language"])
    if change["kind"] == "chip_value":
        was, now = change["before"]["chip_value"], change["after"]["chip_value"]
        currency = change["currency"]
        return f"chip value {money(was, currency)} to {money(now, currency)} for the whole night"
    keys = ", ".join(
        f"{rule_name(k)} {rule_value(change['before'][k])} to {rule_value(v)}" for k, v in change["after"].items()
    )
    return f"house rules from hand {change['from_hand']}: {keys}"


def language_change(was: str | None, now: str) -> str:
    """A night's language chosen: ``the board and the recap in پښتو`` (``..., was English``)."""
    if was is None:
        return say(N_("the board and the recap in {language}"), language=LANGUAGES[now])
    return say(
        N_("the board and the recap in {language}, was {before}"), language=LANGUAGES[now], before=LANGUAGES[was]
    )


def night_settings_changed(done: NightSettingsChanged) -> list[str]:
    """``booray night set``: each change, then the chip value in force and the next hand."""
    said = [f"{done['night']}: {setting_change(c)}." for c in done["changes"]]
    said.append(f"Now {chip_value(done['chip_value'], done['currency'])}; the next hand is hand {done['next_hand']}.")
    return said
