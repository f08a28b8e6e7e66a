"""Read-only reports over nights: the list of nights and one night in detail."""

from __future__ import annotations

from sqlalchemy import text
from sqlmodel import Session

from booray_ledger.ledger.read import night_settings, queries
from booray_ledger.ledger.read.season import balance_series
from booray_ledger.results import NightDetail, NightRow


def nights(session: Session) -> list[NightRow]:
    """Every night, oldest first, with its players (in the order they sat down), hands in
    effect, pot and whether it ended: three queries, whatever the number of nights (the hands
    and the pot come from the per-night totals, ``ledger.store.night_totals``)."""
    current = queries.current_night_id(session)
    players: dict[int, list[str]] = {}
    seated = session.execute(
        text(
            "SELECT s.night_id, p.name FROM seat_event s JOIN player p ON p.id = s.player_id "
            "GROUP BY s.night_id, s.player_id, p.name ORDER BY s.night_id, MIN(s.id)"
        )
    )
    for night_id, name in seated:
        players.setdefault(night_id, []).append(name)
    listed = session.execute(
        text(
            "SELECT n.id, n.name, n.started_at, t.hands, t.pot FROM night n "
            "LEFT JOIN night_total t ON t.night_id = n.id ORDER BY n.id"
        )
    )
    ends = queries.end_times(session)
    return [
        {
            "name": name,
            "started_at": started_at,
            "players": players.get(night_id, []),
            "hands": int(hands or 0),
            "pot": int(pot or 0),
            "ended": night_id in ends,
            "ended_at": ends.get(night_id),
            "current": night_id == current,
        }
        for night_id, name, started_at, hands, pot in listed
    ]


def night_detail(session: Session, name: str | None) -> NightDetail:
    """One night: its rules, players, seats, balances, pot, and everyone's balance after each hand."""
    ctx = queries.load_night(session, name, ended_ok=True)
    end = queries.end_of(session, ctx.id)
    status = queries.status_data(session, ctx)
    return {
        "night": ctx.night.name,
        "started_at": ctx.night.started_at,
        "ended_at": end.ended_at if end else None,
        "pot_at_end": end.pot_action if end else None,
        "seats": list(ctx.table.seats),
        "sitting_out": sorted(ctx.table.sitting_out),
        "hands": status["hands"],
        "pot": status["pot"],
        "dealer": None if end else status["dealer"],
        "chip_value": night_settings.chip_value_text(ctx.night, session),
        "language": night_settings.language(session, ctx.id),
        "currency": ctx.night.currency,
        "rules": ctx.rules.to_dict(),
        "balances": status["balances"],
        "series": balance_series(session, ctx),
        "settings": night_settings.changes(session, ctx.night),
    }
