"""The exceptions of the engine.

Every illegal action raises a subclass of :class:`BridgeError` whose message is a whole
sentence a beginner understands; the state it was applied to is left unchanged.

>>> issubclass(IllegalCall, ValueError)
True
"""

from __future__ import annotations

__all__ = ["BridgeError", "IllegalCall", "IllegalPlay", "DealGenerationError", "AnalysisTimeout", "quote"]

_QUOTE_LIMIT = 40


def quote(value: object, limit: int = _QUOTE_LIMIT) -> str:
    """``repr(value)`` for an error message, cut to a short excerpt so that a message never
    repeats a huge input (the excerpt ends with "…" and says how long the whole was).

    >>> quote("S1")
    "'S1'"
    >>> quote("A" * 1000)
    "'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…' (1000 characters)"
    >>> quote(list(range(100)))
    '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, …'
    """
    if isinstance(value, (str, bytes, bytearray)) and len(value) > limit - 10:
        cut = value[: limit - 10]
        unit = "characters" if isinstance(value, str) else "bytes"
        text = repr(cut)
        return f"{text[:-1][:limit]}…{text[-1]} ({len(value)} {unit})"
    try:
        text = repr(value)
    except Exception:  # a repr that fails must not hide the message it belongs to
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class BridgeError(ValueError):
    """Base class of every rule error raised by bridgelib."""


class IllegalCall(BridgeError):
    """A call that the rules of the auction do not allow now."""


class IllegalPlay(BridgeError):
    """A card that the rules of the play do not allow now."""


class DealGenerationError(BridgeError):
    """Constrained dealing gave up: the request is impossible or too rare."""


class AnalysisTimeout(BridgeError):
    """The double-dummy solver gave up within its time limit, so it has no certain answer
    (:mod:`bridgelib.solver`). Nothing is changed; asking again later in the deal, with
    fewer cards left, is quicker."""
