"""Senket: rules (``rules``), exact scorer (``scoring``), records (``codec``), player text (``text``).

No pygame in those; the board scene is ``scene`` and ``view``.
"""
