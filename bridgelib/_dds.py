"""The old name of :mod:`bridgelib.dd_search`, the double-dummy search (kept as an alias:
``_dds`` was the name of the C++ library this is not).

>>> from bridgelib._dds import Engine
>>> Engine.__module__
'bridgelib.dd_search.engine'
"""

from __future__ import annotations

from .dd_search import SUIT_FIELD as F
from .dd_search import Engine, OutOfTime

__all__ = ["Engine", "OutOfTime", "F"]
