"""House rules: one frozen, validated value, with presets, overrides and TOML files.

Every key of the rule contract is a field of :class:`HouseRules`. A table starts from a preset
(``classic``, the default; ``pagat``; ``simple``) and may override any key. The value is stored
with each night and snapshotted with each hand, so old hands replay the same after a rule change.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from pathlib import Path
from typing import Any

from booray_ledger.errors import ErrorCode, Fix, UsageError
from booray_ledger.rules.limits import MAX_CHIPS


class Tie(StrEnum):
    """``ties``: what two or more leaders get (rulebook topic ``ties``)."""

    CARRY = "carry"  # nobody wins; the whole pot at stake carries
    SPLIT = "split"  # the leaders who may win share it, odd chips from the dealer's left
    VOTE = "vote"  # the tied players decide each time; the hand line records --split or --carry


class RenegeLeader(StrEnum):
    """``renege_leader``: who wins when the lone leader reneged (rulebook topic ``renege``)."""

    CARRY = "carry"  # nobody wins; the pot carries
    NEXT_BEST = "next_best"  # the best player who did not renege wins, if alone on top with a trick


class BourrePenalty(StrEnum):
    """``bourre_penalty`` when it is not a fixed number of chips (rulebook topic ``bourre``)."""

    MATCH_POT = "match_pot"  # a bourré player pays cap(P0)


class Stakes(StrEnum):
    """``stakes``: what a player can lose in a night (rulebook topic ``stakes``)."""

    NONE = "none"  # an unlimited running balance, settled up at the end of the night
    TABLE = "table"  # table stakes: each player pays only from the stack they bought


class Cover(StrEnum):
    """``cover`` under table stakes: a player whose stack may not cover what they owe
    (rulebook topic ``stakes``)."""

    MUST_COVER = "must_cover"  # may play only when the stack covers the antes plus a bourré
    ALL_IN = "all_in"  # may always play; owing more than the stack, pays all of it, the rest never


# The rule contract's ``all_pass`` key had one choice, ``carry``, which is what the "nobody
# played" step always does; it is no longer a key. Rules stored or written with it still load.
LEGACY_KEYS: dict[str, tuple[str, ...]] = {"all_pass": ("carry",)}


@dataclass(frozen=True)
class HouseRules:
    """The house rules of one table (see the rulebook topic ``keys``)."""

    ante: int = 1
    pot_limit: int | None = None
    limit_caps_win: bool = False
    cards: int = 5
    double_ante: bool = False
    tie_exempts: bool = True
    bourre_exempts: bool = True
    bourre_penalty: int | BourrePenalty = BourrePenalty.MATCH_POT
    renege_exempts: bool = False
    renege_leader: RenegeLeader = RenegeLeader.CARRY
    tie: Tie = Tie.CARRY
    ace_forces_dealer: bool = True
    must_head_trick: bool = True
    must_overtrump: bool = True
    cinch: bool = True
    stakes: Stakes = Stakes.NONE
    buy_in: int | None = None
    max_buy_in: int | None = None
    cover: Cover = Cover.MUST_COVER

    def __post_init__(self) -> None:
        for key, kind in _CHOICES.items():  # "split" given as text becomes Tie.SPLIT
            value = getattr(self, key)
            if isinstance(value, str) and not isinstance(value, kind) and value in set(kind):
                object.__setattr__(self, key, kind(value))
        _validate(self)

    def cap(self, chips: int) -> int:
        """``cap(x)``: ``min(x, pot_limit)`` when the table has a limit, else ``x``."""
        return chips if self.pot_limit is None else min(chips, self.pot_limit)

    def winnable(self, p0: int) -> int:
        """What a winner takes from the pot at stake: ``cap(P0)`` under ``limit_caps_win``, else
        all of ``P0`` (a limit then caps only the payments)."""
        return self.cap(p0) if self.limit_caps_win else p0

    def bourre_payment(self, p0: int) -> int:
        """What a bourré player pays: ``cap(P0)`` under ``match_pot``, else the fixed penalty."""
        if isinstance(self.bourre_penalty, BourrePenalty):
            return self.cap(p0)
        return self.bourre_penalty

    @property
    def table_stakes(self) -> bool:
        """Whether players pay only from the stacks they bought (``stakes = "table"``)."""
        return self.stakes is Stakes.TABLE

    def to_dict(self) -> dict[str, Any]:
        """The rules as plain data (JSON-ready: a choice is its text), every key present."""
        return {k: v.value if isinstance(v, StrEnum) else v for k, v in dataclasses.asdict(self).items()}

    def replace(self, **overrides: Any) -> HouseRules:
        """A copy with some keys changed, validated like any other value."""
        return from_mapping(overrides, base=self)


_BOOL_KEYS = {f.name for f in fields(HouseRules) if f.type in ("bool", bool)}
_CHOICES: dict[str, type[StrEnum]] = {
    "renege_leader": RenegeLeader,
    "tie": Tie,
    "bourre_penalty": BourrePenalty,
    "stakes": Stakes,
    "cover": Cover,
}
_CHIP_KEYS = ("ante", "pot_limit", "cards", "bourre_penalty", "buy_in", "max_buy_in")
_OPTIONAL_KEYS = ("pot_limit", "buy_in", "max_buy_in")
KEYS = tuple(f.name for f in fields(HouseRules))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _validate(rules: HouseRules) -> None:
    for key in _BOOL_KEYS:
        if not isinstance(getattr(rules, key), bool):
            raise UsageError(ErrorCode.RULE_NOT_BOOL, key=key)
    if not _is_int(rules.ante) or not 1 <= rules.ante <= MAX_CHIPS:
        raise UsageError(ErrorCode.RULE_ANTE, most=MAX_CHIPS)
    if rules.pot_limit is not None and (not _is_int(rules.pot_limit) or not 1 <= rules.pot_limit <= MAX_CHIPS):
        raise UsageError(ErrorCode.RULE_CHIPS_OR_NONE, key="pot_limit", most=MAX_CHIPS)
    if not _is_int(rules.cards) or rules.cards not in (4, 5):
        raise UsageError(ErrorCode.RULE_CARDS)
    penalty = rules.bourre_penalty
    if not isinstance(penalty, BourrePenalty) and (not _is_int(penalty) or not 1 <= int(penalty) <= MAX_CHIPS):
        raise UsageError(ErrorCode.RULE_BOURRE_PENALTY, most=MAX_CHIPS)
    for key in ("renege_leader", "tie", "stakes", "cover"):
        choices = _CHOICES[key]
        if not isinstance(getattr(rules, key), choices):
            raise UsageError(ErrorCode.RULE_CHOICE, key=key, choices=[str(c) for c in choices])
    _validate_stakes(rules)


def _validate_stakes(rules: HouseRules) -> None:
    """``buy_in`` is required with table stakes and means nothing without them; ``max_buy_in``
    caps one purchase, so it is at least the buy-in."""
    for key in ("buy_in", "max_buy_in"):
        value = getattr(rules, key)
        if value is not None and (not _is_int(value) or not 1 <= value <= MAX_CHIPS):
            raise UsageError(ErrorCode.RULE_CHIPS_OR_NONE, key=key, most=MAX_CHIPS)
    if not rules.table_stakes:
        if rules.buy_in is not None or rules.max_buy_in is not None:
            raise UsageError(ErrorCode.RULE_BUY_IN_NEEDS_TABLE, fix=Fix.STAKES_TABLE)
        return
    if rules.buy_in is None:
        raise UsageError(ErrorCode.RULE_NEEDS_BUY_IN, fix=Fix.BUY_IN)
    if rules.buy_in < rules.ante:
        raise UsageError(ErrorCode.RULE_BUY_IN_BELOW_ANTE, fix=Fix.RAISE_BUY_IN, buy_in=rules.buy_in, ante=rules.ante)
    if rules.max_buy_in is not None and rules.max_buy_in < rules.buy_in:
        raise UsageError(ErrorCode.RULE_MAX_BELOW_BUY_IN, max_buy_in=rules.max_buy_in, buy_in=rules.buy_in)


DEFAULT_PRESET = "classic"
"""The rules a table plays when it names none."""

PRESETS: dict[str, HouseRules] = {
    "classic": HouseRules(),
    "pagat": HouseRules(limit_caps_win=True, renege_exempts=True),
    "simple": HouseRules(tie_exempts=False, bourre_exempts=False, cinch=False),
}


def _coerce(key: str, value: Any) -> Any:
    """Turn a value from the command line or a TOML file into the field's type."""
    if isinstance(value, str):
        text = value.strip().lower()
        if key in _BOOL_KEYS and text in ("true", "yes", "on", "false", "no", "off"):
            return text in ("true", "yes", "on")
        if key in _OPTIONAL_KEYS and text in ("none", "no", "off", "0", ""):
            return None
        if key in _CHIP_KEYS and text.isascii() and text.isdigit():
            return int(text) if len(text) <= 20 else MAX_CHIPS + 1  # too big either way: refused below
        return text
    if key in _OPTIONAL_KEYS and value == 0:
        return None
    return value


def _drop_legacy(values: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` without the retired keys, each checked against the one value it could have."""
    kept = dict(values)
    for key, allowed in LEGACY_KEYS.items():
        if key in kept and str(_coerce(key, kept.pop(key))) not in allowed:
            raise UsageError(ErrorCode.RULE_CHOICE, key=key, choices=list(allowed))
    return kept


def from_mapping(values: Mapping[str, Any], base: HouseRules | None = None) -> HouseRules:
    """House rules from ``base`` (default ``classic``) with ``values`` laid on top.

    Unknown keys are an error naming the key, so a typo in a house-rule file is never ignored.
    A retired key (``all_pass = "carry"``, in rules stored by older versions) is accepted and
    dropped.
    """
    values = _drop_legacy(values)
    unknown = sorted(set(values) - set(KEYS))
    if unknown:
        raise UsageError(ErrorCode.UNKNOWN_RULE, key=unknown[0], known=list(KEYS))
    start = (base or PRESETS[DEFAULT_PRESET]).to_dict()
    start.update({key: _coerce(key, value) for key, value in values.items()})
    return HouseRules(**start)


def preset(name: str) -> HouseRules:
    """One of the named presets, by name (case-insensitive)."""
    try:
        return PRESETS[name.strip().lower()]
    except KeyError:
        raise UsageError(ErrorCode.UNKNOWN_PRESET, given=name, presets=list(PRESETS)) from None


def parse_toml(text: str, source: str | None = None) -> HouseRules:
    """House rules from TOML text: an optional ``preset = "pagat"`` and any keys to override;
    an error names ``source``, the file the text was read from, if given."""
    import tomllib  # only when a house-rules file is read

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(ErrorCode.RULES_NOT_TOML, source=source, detail=str(exc)) from None
    except ValueError:  # an integer of thousands of digits
        raise UsageError(ErrorCode.RULES_NUMBER_TOO_LARGE, source=source) from None
    except RecursionError:
        raise UsageError(ErrorCode.RULES_TOO_DEEP, source=source) from None
    table = dict(data.get("rules", {})) if isinstance(data.get("rules"), dict) else {}
    table.update({k: v for k, v in data.items() if k != "rules"})
    base = preset(str(table.pop("preset"))) if "preset" in table else None
    return from_mapping(table, base=base)


def load(spec: str) -> HouseRules:
    """House rules from a preset name or a path to a ``.toml`` file."""
    if spec.strip().lower() in PRESETS:
        return preset(spec)
    path = Path(spec)
    try:
        is_file = path.suffix.lower() == ".toml" or path.exists()
    except (OSError, ValueError):
        raise UsageError(ErrorCode.RULES_NOT_A_FILE, spec=spec) from None
    if is_file:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, ValueError):
            raise UsageError(ErrorCode.RULES_FILE_UNREADABLE, spec=spec) from None
        except UnicodeDecodeError:
            raise UsageError(ErrorCode.RULES_FILE_NOT_UTF8, spec=spec) from None
        return parse_toml(text, source=str(path))
    return preset(spec)


def to_toml(rules: HouseRules) -> str:
    """The rules as a TOML file that :func:`parse_toml` (and ``night start --rules``) accepts."""
    lines = ["# booray-ledger house rules"]
    for key, value in rules.to_dict().items():
        if value is None:
            rendered = '"none"'
        elif isinstance(value, bool):
            rendered = "true" if value else "false"
        elif isinstance(value, int):
            rendered = str(value)
        else:
            rendered = f'"{value}"'
        lines.append(f"{key} = {rendered}")
    return "\n".join(lines) + "\n"


def nearest_preset(rules: HouseRules) -> tuple[str, dict[str, Any]]:
    """The rules told briefly: the preset they differ least from (the first of the presets in
    a tie, so ``classic`` before the others) and the keys where they differ, with their values
    as plain data (a choice as its text)."""
    name, base = min(PRESETS.items(), key=lambda item: len(differences(rules, item[1])))
    return name, differences(rules, base)


def differences(rules: HouseRules, base: HouseRules | None = None) -> dict[str, Any]:
    """The keys where ``rules`` differs from ``base`` (default ``classic``)."""
    reference = (base or PRESETS[DEFAULT_PRESET]).to_dict()
    return {k: v for k, v in rules.to_dict().items() if reference[k] != v}


KEY_ALIASES = {"limit": "pot_limit"}
"""Short names a scorekeeper may type for a key (``limit=25``, as ``night start --limit``)."""

FIXED_FOR_THE_NIGHT = ("stakes",)
"""Keys that cannot change between hands: what a player can lose is agreed for the whole night
(the stacks bought under table stakes mean nothing without them)."""


def rule_key(word: str) -> str:
    """The house-rule key a typed word names: any case, ``-`` for ``_``, ``limit`` for ``pot_limit``."""
    key = word.strip().lower().replace("-", "_")
    return KEY_ALIASES.get(key, key)


def parse_assignments(words: list[str] | tuple[str, ...]) -> dict[str, str]:
    """``["ante=2", "limit=25"]`` as ``{"ante": "2", "pot_limit": "25"}``; each word is
    ``KEY=VALUE`` with a known key, each key at most once (values are checked by
    :func:`from_mapping`)."""
    found: dict[str, str] = {}
    for word in words:
        key, equals, value = word.partition("=")
        if not equals or not key.strip() or not value.strip():
            raise UsageError(ErrorCode.NOT_AN_ASSIGNMENT, word=word)
        name = rule_key(key)
        if name not in KEYS:
            raise UsageError(ErrorCode.UNKNOWN_RULE, key=key.strip(), known=["limit", *KEYS])
        if name in found:
            raise UsageError(ErrorCode.RULE_TWICE, key=name)
        found[name] = value.strip()
    return found


def change_between_hands(rules: HouseRules, values: Mapping[str, Any]) -> HouseRules:
    """``rules`` with ``values`` laid on top, for the hands still to come: validated like a
    night's start; a key fixed for the night (:data:`FIXED_FOR_THE_NIGHT`) may not change."""
    keyed = {rule_key(k): v for k, v in values.items()}
    for key in FIXED_FOR_THE_NIGHT:
        if key in keyed and str(_coerce(key, keyed[key])) != str(getattr(rules, key)):
            raise UsageError(ErrorCode.RULE_FIXED, key=key)
    return from_mapping(keyed, base=rules)
