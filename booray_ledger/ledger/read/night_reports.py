"""Read-only reports over nights: the list of nights and one night in detail."""

from __future__ import annotations

from sqlmodel import Session, col, select

from booray_ledger.ledger.read import chip_totals, queries
from booray_ledger.ledger.read.season import balance_series
from booray_ledger.ledger.schema.models import Night, NightEnd
from booray_ledger.results import NightDetail, NightRow


def nights(session: Session) -> list[NightRow]:
    """Every night, oldest first, with its players, hands in effect, pot and whether it ended."""
    ended = {n.night_id: n for n in session.exec(select(NightEnd)).all()}
    rows: list[NightRow] = []
    current = queries.current_night_id(session)
    for night in session.exec(select(Night).order_by(col(Night.id))).all():
        ctx = queries.load_night(session, night.name)
        rows.append(
            {
                "name": night.name,
                "started_at": night.started_at,
                "players": ctx.names(),
                "hands": queries.hand_count(session, ctx.id),
                "pot": chip_totals.pot(session, ctx.id),
                "ended": night.id in ended,
                "ended_at": ended[night.id].ended_at if night.id in ended else None,
                "current": night.id == current,
            }
        )
    return rows


def night_detail(session: Session, name: str | None) -> NightDetail:
    """One night: its rules, players, seats, balances, pot, and everyone's balance after each hand."""
    ctx = queries.load_night(session, name)
    end = session.exec(select(NightEnd).where(NightEnd.night_id == ctx.id)).first()
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
        "chip_value": ctx.night.chip_value,
        "currency": ctx.night.currency,
        "rules": ctx.rules.to_dict(),
        "balances": status["balances"],
        "series": balance_series(session, ctx),
    }
