"""The rulebook's Markdown: how a chapter file (``rules/book/*.md``) becomes sections.

A chapter is a ``# Title`` with an introduction, then one section per ``## Title {#topic}``.
A section may carry comments: the house-rule notes that apply to it,
``<!-- at this table: tie, exempt -->``; other ways players ask for it, found by the search,
``<!-- also: how many cards, trump suit -->``; and ``<!-- summary -->`` for a section that sums up
many others (ranked after the sections it sums up). It may end with a ``### House convention``
part: what this ledger does where the game's rule is silent (in a translated book the heading
is in its own language, marked ``### Its words {#convention}``).
"""

from __future__ import annotations

import re

from booray_ledger.rules.rulebook_section import Kind, Section

HEADING = re.compile(r"^## (?P<title>.+?) \{#(?P<topic>[a-z0-9_-]+)\}\s*$", re.MULTILINE)
COMMENT = re.compile(r"^<!-- (?P<key>at this table|also|summary)(?::(?P<value>[^>]*))? -->\s*\n?", re.MULTILINE)
CONVENTION_HEADING = re.compile(r"^### (?:House convention|.+? \{#convention\})[ \t]*$", re.MULTILINE)


def parse_chapter(markdown: str, kind: Kind) -> tuple[Section, ...]:
    """Every ``##`` section of one chapter, in the order written."""
    headings = list(HEADING.finditer(markdown))
    sections = []
    for i, heading in enumerate(headings):
        end = headings[i + 1].start() if i + 1 < len(headings) else len(markdown)
        sections.append(_section(heading["topic"], heading["title"], markdown[heading.end() : end], kind))
    return tuple(sections)


def _section(topic: str, title: str, body: str, kind: Kind) -> Section:
    """One section from the text under its heading: comments, text, house convention."""
    found = {m["key"]: [v.strip() for v in (m["value"] or "").split(",") if v.strip()] for m in COMMENT.finditer(body)}
    text, _, convention = _partition(COMMENT.sub("", body))
    return Section(
        topic,
        title,
        text.strip("\n"),
        notes=tuple(found.get("at this table", ())),
        convention=convention.strip("\n"),
        kind=Kind.SUMMARY if "summary" in found else kind,
        also=tuple(found.get("also", ())),
    )


def _partition(body: str) -> tuple[str, str, str]:
    """The rule text, the house-convention heading and the convention after it ('' when none)."""
    heading = CONVENTION_HEADING.search(body)
    if heading is None:
        return body, "", ""
    return body[: heading.start()], heading[0], body[heading.end() :]
