"""How the double-dummy search writes cards, positions and holders as ints.

A set of cards is an int of 52 bits: internal suit ``s`` occupies bits ``13s .. 13s+12``,
bit 0 of a suit being its two and bit 12 its ace. The trump suit, if any, is internal suit
3, so a trump always compares higher than any plain card, and of two cards of one suit
the higher card is the larger int. Seats are 0-3 (N, E, S, W); ``seat & 1`` is the side
(0: North-South).

>>> spade_ace = 1 << (13 * 3 + 12)
>>> CARD_SUIT[spade_ace] == SUIT_MASKS[3], suit_index(spade_ace)
(True, 3)
>>> bin(HOLDER_MASKS[0][3][2])   # clubs, three cards left: the holder codes of the top two
'0b111100'
"""

from __future__ import annotations

__all__ = ["SUIT_FIELD", "SUIT_MASKS", "CARD_SUIT", "HOLDER_MASKS", "suit_index"]

SUIT_FIELD = 0x1FFF
"""The 13 bits of one suit, at the bottom of the int."""

SUIT_MASKS: tuple[int, int, int, int] = (SUIT_FIELD, SUIT_FIELD << 13, SUIT_FIELD << 26, SUIT_FIELD << 39)
"""The bits of each internal suit."""

CARD_SUIT: dict[int, int] = {1 << (13 * s + r): SUIT_MASKS[s] for s in range(4) for r in range(13)}
"""A card's bit -> the bits of its suit."""

HOLDER_MASKS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((((1 << (2 * k)) - 1) << (2 * (n - k))) << (26 * s) for k in range(n + 1)) for n in range(14))
    for s in range(4))
"""``HOLDER_MASKS[s][n][k]``: in the holder code of suit ``s`` with ``n`` cards left (two
bits a card, the seat holding it, top card first), the bits of the top ``k`` cards."""


def suit_index(card: int) -> int:
    """The internal suit (0-3) of a card's bit."""
    return (card.bit_length() - 1) // 13
