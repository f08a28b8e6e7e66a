"""The library API: open a ledger and do everything a front end needs, one call each.

``Ledger`` (in :mod:`booray_ledger.api.book`) records and reports; :mod:`booray_ledger.api.reference`
answers rule questions without a ledger; :mod:`booray_ledger.results` holds the typed values
they return.
"""
