"""The one wording package: every sentence a person reads, for the terminal, the prompt and the
board, made from the typed values the library API returns.

Below this package (rules, ledger, api) a reason, an event or a share is a value: an enum, numbers,
names. Here it becomes words, once, so the three front ends can never word one fact two ways.
A front end imports this package and the API; this package imports the API's values, never a
front end, and knows no command syntax of its own (a front end adds its hints, like
``booray night use NAME``, itself).

What to use (plain strings unless said):

- :mod:`~booray_ledger.text.words`: ``money(amount, currency, signed=False)`` (the one money
  function, Babel: ``$17.00``), ``chip_value(value, currency)`` (``1 chip = $0.25``),
  ``signed(chips, minus="-")`` (``+3``, ``-2``; ``MINUS`` for the page), ``trend(chips)``
  (the page's class: up/down/even; ``trend_words(chips)`` in words), ``count(n, noun)`` (a noun of
  ``COUNTS``), ``chips(n)`` and ``hands(n)`` (plurals), ``listing(names)`` and ``joined(items, style)``
  (the locale's lists, Babel), ``rule_name(key)``, ``rule_value(value)``, ``when(stamp)``.
- :mod:`~booray_ledger.text.i18n`: the language speaking and its catalog: ``_``, ``say``,
  ``say_plural``, ``pgettext``, ``N_``, ``number``, ``Words`` (see its docstring).
- :mod:`~booray_ledger.text.suggest`: the one "did you mean": ``closest(word, known, kind)``
  (kind: name, command or option), ``did_you_mean(meant)``, ``unknown(word, known, kind)``.
- :mod:`~booray_ledger.text.errors`: ``explain(exc)``, an error as the one line a person reads
  (an unknown name gets the name meant).
- :mod:`~booray_ledger.text.reasons`: why a player owes no ante (``ante_note(name, view)``), is
  skipped as dealer (``lost_deal_note``), every note of a player (``player_notes``), why the
  dealer deals (``dealer_why(view)``); ``exempt(note)`` and ``lost_deal(note)`` word one
  :class:`~booray_ledger.results.Note`.
- :mod:`~booray_ledger.text.nights`: ``night_started``, ``night_used``, ``night_ended`` (lists of
  lines), ``open_nights(current, others)``, ``seat_changed(done)``, ``night_event(event)``.
- :mod:`~booray_ledger.text.headlines`: a hand in one phrase (``headline(hand)``).
- The reports for the terminal (rich): :mod:`~booray_ledger.text.render` (shared pieces, the
  console), :mod:`~booray_ledger.text.table`, :mod:`~booray_ledger.text.hands`,
  :mod:`~booray_ledger.text.debts`, :mod:`~booray_ledger.text.nightpage`,
  :mod:`~booray_ledger.text.referee`.

A new sentence goes in the module of its subject, as a function from the API's values to a
string, with a test that pins its exact words. Every sentence is a whole English message looked
up in the language speaking (``say("{player} sits out.", player=name)``), one message per variant,
never glued from pieces: a translator must be able to reorder it. A report's styled line is
:func:`~booray_ledger.text.render.styled` of a translated message (each placeholder keeps its
style), a column header ``pgettext("column", "pot")``.
"""
