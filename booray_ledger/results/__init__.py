"""The typed values the library API returns (shared by the ledger, the API and every front end),
one module per subject: the table now and its changes, hands, nights, debts, the season, the
ledger file, the referee. This package names them all, so ``from booray_ledger.results import
HandResult`` reads the same wherever a value is used.

They are TypedDicts: plain JSON-ready data whose keys mypy checks. ``--json`` prints them as they
are (so their keys are the scripts' contract), and every front end (command line, live prompt,
scoreboard page) renders the same values. Chips are ``int``; money is a decimal string.
"""

from __future__ import annotations

from booray_ledger.results.debts import (
    CashedOut,
    CashOutChips,
    CashOutVoided,
    PaymentRecorded,
    PaymentRow,
    PaymentStep,
    PaymentVoided,
    SettleUp,
    Transfer,
)
from booray_ledger.results.file import (
    BackupMade,
    CheckItem,
    CheckName,
    CheckReport,
    CopiedTable,
    CopyReport,
    ExportFormat,
    NightCompared,
)
from booray_ledger.results.hands import (
    BuyIn,
    Change,
    HandResult,
    HandSummary,
    History,
    NightEvent,
    TransferData,
)
from booray_ledger.results.nights import (
    NightDetail,
    NightEnded,
    NightReopened,
    NightRow,
    NightSettingsChanged,
    NightStarted,
    NightUsed,
    OpenNight,
    PotAction,
    RulesInBrief,
    SettingChange,
)
from booray_ledger.results.recap import Recap, RecapBourre, RecapNet, RecapPot
from booray_ledger.results.referee import (
    AuditReport,
    HouseRulesReport,
    PlayData,
    Rulebook,
    RuleSection,
    RulesSource,
    TrickData,
    TricksRecorded,
    VerdictData,
)
from booray_ledger.results.season import PlayerNight, PlayerReport, StandingRow
from booray_ledger.results.table import (
    BuyRecorded,
    EditedHand,
    HandEdited,
    HandRecorded,
    HandVoided,
    SeatAction,
    SeatChanged,
    Status,
    StatusReport,
    TableView,
)
from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.payout.result import Outcome, TransferKind
from booray_ledger.rules.tablenotes import Note, Why

__all__ = [
    "AuditReport",
    "BackupMade",
    "BuyIn",
    "BuyRecorded",
    "CashOutChips",
    "CashOutVoided",
    "CashedOut",
    "Change",
    "CheckItem",
    "CheckName",
    "CheckReport",
    "CopiedTable",
    "CopyReport",
    "EditedHand",
    "ExportFormat",
    "HandEdited",
    "HandInput",
    "HandRecorded",
    "HandResult",
    "HandSummary",
    "HandVoided",
    "History",
    "HouseRulesReport",
    "NightCompared",
    "NightDetail",
    "NightEnded",
    "NightEvent",
    "NightReopened",
    "NightRow",
    "NightSettingsChanged",
    "NightStarted",
    "NightUsed",
    "Note",
    "OpenNight",
    "Outcome",
    "PaymentRecorded",
    "PaymentRow",
    "PaymentStep",
    "PaymentVoided",
    "PlayData",
    "PlayerNight",
    "PlayerReport",
    "PotAction",
    "Recap",
    "RecapBourre",
    "RecapNet",
    "RecapPot",
    "RuleSection",
    "Rulebook",
    "RulesInBrief",
    "RulesSource",
    "SeatAction",
    "SeatChanged",
    "SettingChange",
    "SettleUp",
    "StandingRow",
    "Status",
    "StatusReport",
    "TableView",
    "Transfer",
    "TransferData",
    "TransferKind",
    "TrickData",
    "TricksRecorded",
    "VerdictData",
    "Why",
]
