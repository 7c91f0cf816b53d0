"""A mixin that orders objects of one class by a key (suits, strains, cards, bids)."""

from __future__ import annotations

from typing import Any


class OrderedByKey:
    """Comparisons between objects of the same class by ``_order_key()``; comparing with
    anything else is not supported (``NotImplemented``).

    >>> class Level(OrderedByKey):
    ...     def __init__(self, n): self.n = n
    ...     def _order_key(self): return self.n
    >>> Level(1) < Level(2) <= Level(2)
    True
    """

    __slots__ = ()

    def _order_key(self) -> Any:
        raise NotImplementedError  # each class says what it is ordered by

    def __lt__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, OrderedByKey):
            return NotImplemented
        result: bool = self._order_key() < other._order_key()
        return result

    def __le__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, OrderedByKey):
            return NotImplemented
        result: bool = self._order_key() <= other._order_key()
        return result

    def __gt__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, OrderedByKey):
            return NotImplemented
        result: bool = self._order_key() > other._order_key()
        return result

    def __ge__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, OrderedByKey):
            return NotImplemented
        result: bool = self._order_key() >= other._order_key()
        return result
