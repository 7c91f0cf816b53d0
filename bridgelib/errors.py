"""The exceptions of the engine.

Every illegal action raises a subclass of :class:`BridgeError` whose message is a whole
sentence a beginner understands; the state it was applied to is left unchanged.

>>> issubclass(IllegalCall, ValueError)
True
"""

from __future__ import annotations

__all__ = ["BridgeError", "IllegalCall", "IllegalPlay", "DealGenerationError"]


class BridgeError(ValueError):
    """Base class of every rule error raised by bridgelib."""


class IllegalCall(BridgeError):
    """A call that the rules of the auction do not allow now."""


class IllegalPlay(BridgeError):
    """A card that the rules of the play do not allow now."""


class DealGenerationError(BridgeError):
    """Constrained dealing gave up: the request is impossible or too rare."""
