"""Nights and seats in words: a night started, chosen or ended, the other nights still open, a
seat change, and what happened between hands (seat changes, payments). From the API's values
(:mod:`booray_ledger.results`); a front end adds its own command hints (how to switch nights).
"""

from __future__ import annotations

import shlex
from typing import TYPE_CHECKING

from booray_ledger.languages import LANGUAGES
from booray_ledger.text.guards import live_hint
from booray_ledger.text.i18n import N_, Words, isolate, say, say_plural
from booray_ledger.text.words import CommandHint, chip_value, joined, listing, money, rule_name, rule_value

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

SEATED: dict[str, str] = {
    "add": N_("{player} sits down"),
    "remove": N_("{player} leaves the table"),
    "out": N_("{player} sits out"),
    "in": N_("{player} is dealt in again"),
}
"""A seat change between hands, by its action (a night's log line, no full stop)."""

SEAT_CHANGED: dict[str, str] = {
    "remove": N_("{player} leaves the table."),
    "out": N_("{player} sits out."),
    "in": N_("{player} is dealt in again."),
}
"""A seat change just made, other than a player sitting down."""


def open_nights(current: str, others: list[OpenNight]) -> str:
    """The other nights still open, and which is current ('' when there are none):
    ``Sat (2 hands, pot 3) is still open too: both Sat and Fri are open; Fri is the current night.``"""
    if not others:
        return ""
    if len(others) == 1:
        o = others[0]
        # Translators: {night} is another open night, {n} its hands, {pot} the chips in its pot.
        return say_plural(
            "{night} ({n} hand, pot {pot}) is still open too: both {night} and {current} are open; "
            "{current} is the current night.",
            "{night} ({n} hands, pot {pot}) is still open too: both {night} and {current} are open; "
            "{current} is the current night.",
            o["hands"], night=o["night"], pot=o["pot"], current=current,
        )  # fmt: skip
    listed = joined([_open_night(o) for o in others])
    return say("Also still open: {nights}; {current} is the current night.", nights=Words(listed), current=current)


def _open_night(o: OpenNight) -> str:
    # Translators: an open night in a list: its name, {n} its hands, {pot} the chips in its pot.
    return say_plural("{night} ({n} hand, pot {pot})", "{night} ({n} hands, pot {pot})", o["hands"],
                      night=o["night"], pot=o["pot"])  # fmt: skip


def night_started(started: NightStarted) -> list[str]:
    """A night started: its players, its house rules, a pot carried in, the other open nights."""
    said = [
        say("Night {night} started: {players} (clockwise).", night=started["night"],
            players=Words(listing(started["players"]))),
        # Translators: {rules} is a preset's name and the keys changed, like "pagat with pot_limit=25".
        say("House rules: {rules}.", rules=Words(rules_in_brief(started["rules"]))),
    ]  # fmt: skip
    if started["carried_in"]:
        said.append(say_plural("The pot starts at {n} chip, carried from the group's last night.",
                               "The pot starts at {n} chips, carried from the group's last night.",
                               started["carried_in"]))  # fmt: skip
    others = open_nights(started["night"], started["also_open"])
    return said + ([others] if others else [])


def how_to_record(players: list[str], hint: CommandHint, live: bool) -> str:
    """How to record the first hand of a night just started: the short line typed at the live
    prompt (``live``), else the command ``hint`` names (``booray hand Ann=2 Bob=3 ...``)."""
    if live:
        return live_hint(players)
    first, second = (shlex.quote(f"{name}={tricks}") for name, tricks in zip(players, (2, 3), strict=False))
    # Translators: {command} is a command to type, kept as it is.
    return say("Record each hand with: {command}", command=Words(f"{hint(f'hand {first} {second} ...')}"))


def how_to_switch(others: list[OpenNight], hint: CommandHint) -> list[str]:
    """How to work on another open night, in the front end's command words ([] when none is)."""
    if not others:
        return []
    name = others[-1]["night"]
    # Translators: {command} is a command to type; --night is an option, kept as it is.
    return [say("Switch with `{command}`, or name a night on any command with --night {night}.",
                command=Words(f"{hint(f'night use {name}')}"), night=name)]  # fmt: skip


def rules_in_brief(brief: RulesInBrief) -> str:
    """``classic``, ``pagat with pot_limit=25``, ``classic with tie=split, pot_limit=none``: the
    preset's name and the keys set, as a house-rules file writes them."""
    listed = [f"{key}={'none' if value is None else value}" for key, value in brief["changed"].items()]
    if not listed:
        return brief["preset"]
    # Translators: {preset} is a preset's name (classic, pagat, simple); {changes} keys as key=value.
    return say("{preset} with {changes}", preset=Words(brief["preset"]), changes=Words(joined(listed)))


def night_used(used: NightUsed) -> list[str]:
    """A night made current, and the others still open."""
    others = open_nights(used["night"], used["also_open"])
    return [say("{night} is the current night now.", night=used["night"])] + ([others] if others else [])


def night_ended(ended: NightEnded) -> list[str]:
    """What ending the night did with the pot, then that it ended."""
    said: list[str] = []
    if ended["pot_action"] == "carry":
        # Translators: {pot} is a number of chips.
        said.append(say("The pot of {pot} carries to the group's next night.", pot=ended["pot"]))
    # Translators: {chips} is a number of chips.
    said += [
        say("{player} gets {chips} from the pot.", player=player, chips=got) for player, got in ended["shares"].items()
    ]
    return [*said, say("Night {night} ended.", night=ended["night"])]


def night_reopened(done: NightReopened) -> list[str]:
    """A night reopened: the pot back on the table, the night current again, the others open."""
    if done["pot"]:
        said = say_plural(
            "Night {night} is open again and is the current night. The pot of {n} chip is back on the table.",
            "Night {night} is open again and is the current night. The pot of {n} chips is back on the table.",
            done["pot"], night=done["night"],
        )  # fmt: skip
    else:
        said = say("Night {night} is open again and is the current night.", night=done["night"])
    others = open_nights(done["night"], done["also_open"])
    return [said] + ([others] if others else [])


def night_title(name: str, ended: bool) -> str:
    """A night's name as a report's title: marked when it has ended (``Friday (ended)``), as a
    read command shows the most recent ended night when no night is open."""
    return say("{night} (ended)", night=name) if ended else isolate(name)


def seat_changed(done: SeatChanged) -> str:
    """``Eve sits down after Bob and buys in for 20 chips.``, ``Dan sits out.``, ..."""
    player, after, bought = done["player"], done["after"], done.get("bought", 0)
    if done["action"] != "add":
        return say(SEAT_CHANGED[done["action"]], player=player)
    if after and bought:
        return say_plural("{player} sits down after {after} and buys in for {n} chip.",
                          "{player} sits down after {after} and buys in for {n} chips.", bought, player=player, after=after)  # fmt: skip
    if bought:
        return say_plural("{player} sits down in the last seat and buys in for {n} chip.",
                          "{player} sits down in the last seat and buys in for {n} chips.", bought, player=player)  # fmt: skip
    if after:
        return say("{player} sits down after {after}.", player=player, after=after)
    return say("{player} sits down in the last seat.", player=player)


def night_event(event: NightEvent) -> str:
    """A seat change, a payment or a setting changed between hands: ``Eve sits down after Ann``,
    ``payment 1: Cat pays Bob 1 chip``, ``payment 1 voided``, ``from hand 3: ante 1 to 2``."""
    if event["kind"] == "setting" and "change" in event:
        return setting_change(event["change"])
    if event["kind"] == "seat":
        if event.get("after"):
            return say(
                "{player} sits down after {after}", player=str(event.get("player")), after=str(event.get("after"))
            )
        return say(SEATED[event.get("action", "add")], player=str(event.get("player")))
    number = int(event.get("number") or 0)
    if event.get("voided"):
        return say("payment {number} voided", number=number)
    return say_plural("payment {number}: {payer} pays {payee} {n} chip", "payment {number}: {payer} pays {payee} {n} chips",
                      event.get("chips", 0), number=number, payer=str(event.get("payer")), payee=str(event.get("payee")))  # fmt: skip


def setting_change(change: SettingChange) -> str:
    """One change of the night's settings: ``from hand 3: ante 1 to 2, pot limit none to 25``
    or ``chip value $1.00 to $0.25 for the whole night``."""
    if change["kind"] == "language":
        return language_change(change["before"]["language"], change["after"]["language"])
    if change["kind"] == "chip_value":
        was, now = change["before"]["chip_value"], change["after"]["chip_value"]
        currency = change["currency"]
        return say("chip value {before} to {after} for the whole night", before=Words(money(was, currency)),
                   after=Words(money(now, currency)))  # fmt: skip
    keys = [
        # Translators: one house rule changed: its name, its value before and its value now.
        say("{rule} {before} to {after}", rule=Words(rule_name(k)), before=Words(rule_value(change["before"][k])),
            after=Words(rule_value(v)))
        for k, v in change["after"].items()
    ]  # fmt: skip
    # Translators: {hand} is the first hand the change applies to; {changes} a list of changes.
    return say("house rules from hand {hand}: {changes}", hand=change["from_hand"], changes=Words(joined(keys)))


def language_change(was: str | None, now: str) -> str:
    """A night's language chosen: ``the board and the recap in پښتو`` (``..., was English``)."""
    if was is None:
        return say(N_("the board and the recap in {language}"), language=LANGUAGES[now])
    return say(
        N_("the board and the recap in {language}, was {before}"), language=LANGUAGES[now], before=LANGUAGES[was]
    )


def night_settings_changed(done: NightSettingsChanged) -> list[str]:
    """``booray night set``: each change, then the chip value in force and the next hand."""
    # Translators: {night} is the night's name, {change} one change of its settings.
    said = [say("{night}: {change}.", night=done["night"], change=Words(setting_change(c))) for c in done["changes"]]
    # Translators: {chip_value} is what one chip is worth, like "1 chip = $0.25".
    said.append(say("Now {chip_value}; the next hand is hand {hand}.",
                    chip_value=Words(chip_value(done["chip_value"], done["currency"])), hand=done["next_hand"]))  # fmt: skip
    return said
